u64copy_load: same code as core_atomic_u64_load_relaxed
    movl 4(%esp), %eax
    movq (%eax), %xmm0
    movd %xmm0, %eax
    pshufd $85, %xmm0, %xmm0
    movd %xmm0, %edx
    retl

u64copy_try_load:
    movl 8(%esp), %ecx
    movl 4(%esp), %eax
    movq (%ecx), %xmm0
    pshufd $85, %xmm0, %xmm1
    movd %xmm0, 4(%eax)
    movd %xmm1, 8(%eax)
    movl $1, (%eax)
    retl $4

u64copy_store: same code as core_atomic_u64_store_relaxed
    movl 4(%esp), %eax
    movsd 8(%esp), %xmm0
    movlps %xmm0, (%eax)
    retl

u64seq_load: same code as core_atomic_u64_load_relaxed
    movl 4(%esp), %eax
    movq (%eax), %xmm0
    movd %xmm0, %eax
    pshufd $85, %xmm0, %xmm0
    movd %xmm0, %edx
    retl

u64seq_try_load: same code as u64copy_try_load
    movl 8(%esp), %ecx
    movl 4(%esp), %eax
    movq (%ecx), %xmm0
    pshufd $85, %xmm0, %xmm1
    movd %xmm0, 4(%eax)
    movd %xmm1, 8(%eax)
    movl $1, (%eax)
    retl $4

u64seq_store: same code as core_atomic_u64_store_relaxed
    movl 4(%esp), %eax
    movsd 8(%esp), %xmm0
    movlps %xmm0, (%eax)
    retl

u64latch_load: same code as core_atomic_u64_load_relaxed
    movl 4(%esp), %eax
    movq (%eax), %xmm0
    movd %xmm0, %eax
    pshufd $85, %xmm0, %xmm0
    movd %xmm0, %edx
    retl

u64latch_try_load: same code as u64copy_try_load
    movl 8(%esp), %ecx
    movl 4(%esp), %eax
    movq (%ecx), %xmm0
    pshufd $85, %xmm0, %xmm1
    movd %xmm0, 4(%eax)
    movd %xmm1, 8(%eax)
    movl $1, (%eax)
    retl $4

u64latch_store: same code as core_atomic_u64_store_relaxed
    movl 4(%esp), %eax
    movsd 8(%esp), %xmm0
    movlps %xmm0, (%eax)
    retl

u64seqpair_load:
    pushl %ebx
    pushl %esi
    subl $20, %esp
    movl 32(%esp), %eax
    calll .L1
.L1:
    popl %ebx
.L2:
    addl $_GLOBAL_OFFSET_TABLE_+(.L2-.L1), %ebx
    movq (%eax), %xmm0
    movd %xmm0, %ecx
    testb $1, %cl
    jne .L3
    pshufd $85, %xmm0, %xmm0
    movq 8(%eax), %xmm1
    movd %xmm0, %edx
    movq 16(%eax), %xmm0
    movq (%eax), %xmm2
    pshufd $85, %xmm2, %xmm3
    movd %xmm3, %esi
    xorl %edx, %esi
    movd %xmm2, %edx
    xorl %edx, %ecx
    orl %esi, %ecx
    jne .L3
    movd %xmm1, %ecx
    pshufd $85, %xmm1, %xmm1
    movd %xmm0, %eax
    pshufd $85, %xmm0, %xmm0
    movd %xmm1, %esi
    movd %xmm0, %edx
.L4:
    xorl %esi, %edx
    xorl %ecx, %eax
    addl $20, %esp
    popl %esi
    popl %ebx
    retl
.L3:
    subl $8, %esp
    leal 8(%esp), %ecx
    pushl %eax
    pushl %ecx
    calll _ZN7u64copy3api14load_contended17hHASHE@PLT
    addl $12, %esp
    movl (%esp), %ecx
    movl 4(%esp), %esi
    movl 12(%esp), %edx
    movl 8(%esp), %eax
    jmp .L4

u64seqpair_try_load:
    pushl %edi
    pushl %esi
    movl 16(%esp), %esi
    movl 12(%esp), %eax
    xorl %ecx, %ecx
    movq (%esi), %xmm0
    movd %xmm0, %edx
    testb $1, %dl
    jne .L1
    pshufd $85, %xmm0, %xmm0
    movq 8(%esi), %xmm1
    movd %xmm0, %edi
    movq 16(%esi), %xmm0
    movq (%esi), %xmm2
    pshufd $85, %xmm2, %xmm3
    movd %xmm3, %esi
    xorl %edi, %esi
    movd %xmm2, %edi
    xorl %edi, %edx
    orl %esi, %edx
    jne .L1
    movd %xmm1, %ecx
    movd %xmm0, %esi
    pshufd $85, %xmm1, %xmm1
    pshufd $85, %xmm0, %xmm0
    xorl %ecx, %esi
    movd %xmm1, %edx
    movd %xmm0, %ecx
    xorl %edx, %ecx
    movl %esi, 4(%eax)
    movl %ecx, 8(%eax)
    movl $1, %ecx
.L1:
    movl %ecx, (%eax)
    popl %esi
    popl %edi
    retl $4

u64seqpair_store:
    pushl %edi
    pushl %esi
    movl 12(%esp), %eax
    movl 16(%esp), %esi
    movl 20(%esp), %edi
    movq (%eax), %xmm0
    notl %esi
    notl %edi
    movd %xmm0, %ecx
    pshufd $85, %xmm0, %xmm1
    orl $1, %ecx
    movd %xmm1, %edx
    movd %ecx, %xmm1
    addl $1, %ecx
    movss %xmm1, %xmm0
    movd %esi, %xmm1
    adcl $0, %edx
    movd %ecx, %xmm2
    movlps %xmm0, (%eax)
    movsd 16(%esp), %xmm0
    movlps %xmm0, 8(%eax)
    movd %edi, %xmm0
    punpckldq %xmm0, %xmm1
    movd %edx, %xmm0
    punpckldq %xmm0, %xmm2
    movq %xmm1, 16(%eax)
    movq %xmm2, (%eax)
    popl %esi
    popl %edi
    retl

u64latchpair_load:
    pushl %ebx
    pushl %esi
    subl $20, %esp
    movl 32(%esp), %eax
    calll .L1
.L1:
    popl %ebx
.L2:
    addl $_GLOBAL_OFFSET_TABLE_+(.L2-.L1), %ebx
    movq (%eax), %xmm0
    movd %xmm0, %ecx
    pshufd $85, %xmm0, %xmm1
    movl %ecx, %esi
    movd %xmm1, %edx
    andl $1, %esi
    shll $4, %esi
    movq 8(%eax,%esi), %xmm1
    movq 16(%eax,%esi), %xmm0
    movq (%eax), %xmm2
    pshufd $85, %xmm2, %xmm3
    movd %xmm3, %esi
    xorl %edx, %esi
    movd %xmm2, %edx
    xorl %ecx, %edx
    orl %esi, %edx
    jne .L3
    movd %xmm1, %ecx
    pshufd $85, %xmm1, %xmm1
    movd %xmm0, %eax
    pshufd $85, %xmm0, %xmm0
    movd %xmm1, %esi
    movd %xmm0, %edx
.L4:
    xorl %esi, %edx
    xorl %ecx, %eax
    addl $20, %esp
    popl %esi
    popl %ebx
    retl
.L3:
    subl $8, %esp
    leal 8(%esp), %ecx
    pushl %eax
    pushl %ecx
    calll _ZN7u64copy3api14load_contended17hHASHE@PLT
    addl $12, %esp
    movl (%esp), %ecx
    movl 4(%esp), %esi
    movl 12(%esp), %edx
    movl 8(%esp), %eax
    jmp .L4

u64latchpair_try_load:
    pushl %edi
    pushl %esi
    movl 16(%esp), %edx
    movl 12(%esp), %eax
    movq (%edx), %xmm0
    movd %xmm0, %ecx
    pshufd $85, %xmm0, %xmm1
    movl %ecx, %edi
    movd %xmm1, %esi
    andl $1, %edi
    shll $4, %edi
    movq 8(%edx,%edi), %xmm1
    movq 16(%edx,%edi), %xmm0
    movq (%edx), %xmm2
    pshufd $85, %xmm2, %xmm3
    movd %xmm2, %edi
    movd %xmm3, %edx
    xorl %ecx, %edi
    xorl %ecx, %ecx
    xorl %esi, %edx
    orl %edx, %edi
    jne .L1
    movd %xmm1, %ecx
    movd %xmm0, %esi
    pshufd $85, %xmm1, %xmm1
    pshufd $85, %xmm0, %xmm0
    xorl %ecx, %esi
    movd %xmm1, %edx
    movd %xmm0, %ecx
    xorl %edx, %ecx
    movl %esi, 4(%eax)
    movl %ecx, 8(%eax)
    movl $1, %ecx
.L1:
    movl %ecx, (%eax)
    popl %esi
    popl %edi
    retl $4

u64latchpair_store:
    pushl %ebx
    pushl %edi
    pushl %esi
    movl 16(%esp), %eax
    movl 20(%esp), %ecx
    movl 24(%esp), %edx
    movq (%eax), %xmm0
    notl %ecx
    notl %edx
    movd %xmm0, %ebx
    pshufd $85, %xmm0, %xmm1
    movsd 20(%esp), %xmm0
    movl %ebx, %edi
    movd %xmm1, %esi
    notl %ebx
    movd %ecx, %xmm1
    addl $1, %edi
    adcl $0, %esi
    andl $1, %ebx
    movd %edi, %xmm2
    shll $4, %ebx
    movlps %xmm0, 8(%eax,%ebx)
    movd %edx, %xmm0
    punpckldq %xmm0, %xmm1
    movd %esi, %xmm0
    punpckldq %xmm0, %xmm2
    movq %xmm1, 16(%eax,%ebx)
    movq %xmm2, (%eax)
    popl %esi
    popl %edi
    popl %ebx
    retl

core_atomic_u64_load_relaxed:
    movl 4(%esp), %eax
    movq (%eax), %xmm0
    movd %xmm0, %eax
    pshufd $85, %xmm0, %xmm0
    movd %xmm0, %edx
    retl

core_atomic_u64_store_relaxed:
    movl 4(%esp), %eax
    movsd 8(%esp), %xmm0
    movlps %xmm0, (%eax)
    retl

core_atomic_u64_load_acquire:
    movl 4(%esp), %eax
    movq (%eax), %xmm0
    movd %xmm0, %eax
    pshufd $85, %xmm0, %xmm0
    movd %xmm0, %edx
    retl

core_atomic_u64_store_release:
    movl 4(%esp), %eax
    movsd 8(%esp), %xmm0
    movlps %xmm0, (%eax)
    retl

portable_atomic_u64_load_relaxed: same code as core_atomic_u64_load_relaxed
    movl 4(%esp), %eax
    movq (%eax), %xmm0
    movd %xmm0, %eax
    pshufd $85, %xmm0, %xmm0
    movd %xmm0, %edx
    retl

portable_atomic_u64_store_relaxed: same code as core_atomic_u64_store_relaxed
    movl 4(%esp), %eax
    movsd 8(%esp), %xmm0
    movlps %xmm0, (%eax)
    retl

portable_atomic_u64_load_acquire: same code as core_atomic_u64_load_acquire
    movl 4(%esp), %eax
    movq (%eax), %xmm0
    movd %xmm0, %eax
    pshufd $85, %xmm0, %xmm0
    movd %xmm0, %edx
    retl

portable_atomic_u64_store_release: same code as core_atomic_u64_store_release
    movl 4(%esp), %eax
    movsd 8(%esp), %xmm0
    movlps %xmm0, (%eax)
    retl

