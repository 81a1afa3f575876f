pushl %edi
pushl %esi
movl 12(%esp), %edx
movl 16(%esp), %eax
movl 20(%esp), %ecx
movl (%edx), %esi
leal 1(%esi), %edi
addl $2, %esi
movl %edi, (%edx)
movl %eax, 4(%edx)
movl %ecx, 8(%edx)
movl %esi, (%edx)
popl %esi
popl %edi
retl
