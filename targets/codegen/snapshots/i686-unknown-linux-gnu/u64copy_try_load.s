pushl %ebx
pushl %edi
pushl %esi
movl 20(%esp), %esi
movl 16(%esp), %eax
movl 8(%esi), %ecx
movl 12(%esi), %edx
movl (%esi), %edi
movl 4(%esi), %ebx
xorl %esi, %esi
xorl %ecx, %edi
xorl %edx, %ebx
orl %edi, %ebx
jne .L1
movl $1, %esi
movl %ecx, 4(%eax)
movl %edx, 8(%eax)
.L1:
movl %esi, (%eax)
popl %esi
popl %edi
popl %ebx
retl $4
