movq (%rdi), %rax
retq
