movq (%rdi), %rdx
movl $1, %eax
retq
