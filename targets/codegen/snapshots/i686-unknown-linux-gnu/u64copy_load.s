pushl %edi
pushl %esi
movl 12(%esp), %ecx
.L1:
movl 8(%ecx), %eax
movl 12(%ecx), %edx
movl (%ecx), %esi
movl 4(%ecx), %edi
xorl %eax, %esi
xorl %edx, %edi
orl %esi, %edi
je .L2
pause
jmp .L1
.L2:
popl %esi
popl %edi
retl
