movl 8(%esp), %eax
movl 4(%esp), %edx
movl 12(%esp), %ecx
movl %eax, (%edx)
movl %ecx, 4(%edx)
movl %eax, 8(%edx)
movl %ecx, 12(%edx)
retl
