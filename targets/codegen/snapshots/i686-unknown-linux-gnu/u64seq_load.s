pushl %ebx
pushl %esi
movl 12(%esp), %ecx
jmp .L1
.L2:
pause
.L1:
movl (%ecx), %ebx
testb $1, %bl
jne .L2
movl 4(%ecx), %eax
movl 8(%ecx), %edx
movl (%ecx), %esi
cmpl %esi, %ebx
jne .L2
popl %esi
popl %ebx
retl
