pushl %esi
movl 8(%esp), %edx
movl 12(%esp), %eax
movl 16(%esp), %ecx
movl (%edx), %esi
orl $1, %esi
movl %esi, (%edx)
incl %esi
movl %eax, 4(%edx)
movl %ecx, 8(%edx)
movl %esi, (%edx)
popl %esi
retl
