movl 4(%esp), %eax
movq (%eax), %xmm0
movd %xmm0, %eax
pshufd $85, %xmm0, %xmm0
movd %xmm0, %edx
retl
