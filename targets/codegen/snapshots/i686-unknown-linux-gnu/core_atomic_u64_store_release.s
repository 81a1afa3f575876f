movl 4(%esp), %eax
movsd 8(%esp), %xmm0
movlps %xmm0, (%eax)
retl
