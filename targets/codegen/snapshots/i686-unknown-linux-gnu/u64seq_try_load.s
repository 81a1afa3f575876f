pushl %ebx
pushl %edi
pushl %esi
movl 20(%esp), %esi
movl 16(%esp), %eax
xorl %ecx, %ecx
movl (%esi), %edx
testb $1, %dl
jne .L1
movl 4(%esi), %edi
movl 8(%esi), %ebx
movl (%esi), %esi
cmpl %esi, %edx
jne .L1
movl $1, %ecx
movl %ebx, 8(%eax)
movl %edi, 4(%eax)
.L1:
movl %ecx, (%eax)
popl %esi
popl %edi
popl %ebx
retl $4
