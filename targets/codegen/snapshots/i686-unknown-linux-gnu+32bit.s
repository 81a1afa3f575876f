u64copy_load:
    pushl %ebx
    pushl %edi
    pushl %esi
    subl $16, %esp
    movl 32(%esp), %ecx
    calll .L1
.L1:
    popl %ebx
.L2:
    addl $_GLOBAL_OFFSET_TABLE_+(.L2-.L1), %ebx
    movl 8(%ecx), %eax
    movl 12(%ecx), %edx
    movl (%ecx), %esi
    movl 4(%ecx), %edi
    xorl %eax, %esi
    xorl %edx, %edi
    orl %esi, %edi
    jne .L3
.L4:
    addl $16, %esp
    popl %esi
    popl %edi
    popl %ebx
    retl
.L3:
    movl %ecx, (%esp)
    calll _ZN7u64copy4copy7U64Copy14load_contended17hHASHE@PLT
    jmp .L4

u64copy_try_load:
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

u64copy_store:
    movl 8(%esp), %eax
    movl 4(%esp), %edx
    movl 12(%esp), %ecx
    movl %eax, (%edx)
    movl %ecx, 4(%edx)
    movl %eax, 8(%edx)
    movl %ecx, 12(%edx)
    retl

u64seq_load:
    pushl %ebx
    pushl %edi
    pushl %esi
    subl $16, %esp
    movl 32(%esp), %esi
    calll .L1
.L1:
    popl %ebx
.L2:
    addl $_GLOBAL_OFFSET_TABLE_+(.L2-.L1), %ebx
    movl (%esi), %ecx
    testb $1, %cl
    jne .L3
    movl 4(%esi), %eax
    movl 8(%esi), %edx
    movl (%esi), %edi
    cmpl %edi, %ecx
    jne .L3
.L4:
    addl $16, %esp
    popl %esi
    popl %edi
    popl %ebx
    retl
.L3:
    movl %esi, (%esp)
    calll _ZN7u64copy3seq6U64Seq14load_contended17hHASHE@PLT
    jmp .L4

u64seq_try_load:
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

u64seq_store:
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

u64latch_load:
    pushl %ebx
    pushl %edi
    pushl %esi
    subl $16, %esp
    movl 32(%esp), %ecx
    calll .L1
.L1:
    popl %ebx
.L2:
    addl $_GLOBAL_OFFSET_TABLE_+(.L2-.L1), %ebx
    movl (%ecx), %esi
    movl %esi, %edx
    andl $1, %edx
    movl 4(%ecx,%edx,8), %eax
    movl 8(%ecx,%edx,8), %edx
    movl (%ecx), %edi
    cmpl %esi, %edi
    jne .L3
.L4:
    addl $16, %esp
    popl %esi
    popl %edi
    popl %ebx
    retl
.L3:
    movl %ecx, (%esp)
    calll _ZN7u64copy5latch8U64Latch14load_contended17hHASHE@PLT
    jmp .L4

u64latch_try_load:
    pushl %ebx
    pushl %edi
    pushl %esi
    movl 20(%esp), %esi
    movl 16(%esp), %eax
    movl (%esi), %edi
    movl %edi, %edx
    andl $1, %edx
    movl 4(%esi,%edx,8), %ecx
    movl 8(%esi,%edx,8), %edx
    movl (%esi), %ebx
    xorl %esi, %esi
    cmpl %edi, %ebx
    jne .L1
    movl $1, %esi
    movl %edx, 8(%eax)
    movl %ecx, 4(%eax)
.L1:
    movl %esi, (%eax)
    popl %esi
    popl %edi
    popl %ebx
    retl $4

u64latch_store:
    pushl %edi
    pushl %esi
    movl 12(%esp), %edx
    movl 16(%esp), %eax
    movl 20(%esp), %ecx
    movl (%edx), %esi
    incl %esi
    movl %esi, %edi
    andl $1, %edi
    movl %eax, 4(%edx,%edi,8)
    movl %ecx, 8(%edx,%edi,8)
    movl %esi, (%edx)
    popl %esi
    popl %edi
    retl

u64seqpair_load:
    pushl %ebp
    pushl %ebx
    pushl %edi
    pushl %esi
    subl $44, %esp
    movl 64(%esp), %eax
    calll .L1
.L1:
    popl %ebx
.L2:
    addl $_GLOBAL_OFFSET_TABLE_+(.L2-.L1), %ebx
    movl (%eax), %edx
    testb $1, %dl
    jne .L3
    movl 4(%eax), %ecx
    movl %ecx, 12(%esp)
    movl 8(%eax), %edi
    movl 12(%eax), %esi
    movl 16(%eax), %ebp
    movl (%eax), %ecx
    cmpl %ecx, %edx
    jne .L3
    movd %ebp, %xmm0
    movd %edi, %xmm1
    movd %esi, %xmm2
    punpckldq %xmm0, %xmm1
    movd 12(%esp), %xmm0
    punpckldq %xmm2, %xmm0
    punpckldq %xmm1, %xmm0
.L4:
    pshufd $238, %xmm0, %xmm1
    pxor %xmm0, %xmm1
    pshufd $85, %xmm1, %xmm0
    movd %xmm1, %eax
    movd %xmm0, %edx
    addl $44, %esp
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl
.L3:
    subl $8, %esp
    leal 24(%esp), %ecx
    pushl %eax
    pushl %ecx
    calll _ZN7u64copy3seq20U64SeqArray$LT$_$GT$14load_contended17hHASHE@PLT
    addl $12, %esp
    movdqa 16(%esp), %xmm0
    jmp .L4

u64seqpair_try_load:
    pushl %ebp
    pushl %ebx
    pushl %edi
    pushl %esi
    pushl %eax
    movl 28(%esp), %esi
    movl 24(%esp), %eax
    xorl %ecx, %ecx
    movl (%esi), %edx
    testb $1, %dl
    jne .L1
    movl 4(%esi), %ebp
    movl 8(%esi), %edi
    movl %edi, (%esp)
    movl 12(%esi), %edi
    movl 16(%esi), %ebx
    movl (%esi), %esi
    cmpl %esi, %edx
    jne .L1
    xorl (%esp), %ebx
    xorl %ebp, %edi
    movl $1, %ecx
    movl %edi, 4(%eax)
    movl %ebx, 8(%eax)
.L1:
    movl %ecx, (%eax)
    addl $4, %esp
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl $4

u64seqpair_store:
    pushl %esi
    movl 8(%esp), %eax
    movl 12(%esp), %edx
    movl 16(%esp), %esi
    movl (%eax), %ecx
    orl $1, %ecx
    movl %ecx, (%eax)
    movl %edx, 4(%eax)
    movl %esi, 8(%eax)
    notl %edx
    notl %esi
    incl %ecx
    movl %edx, 12(%eax)
    movl %esi, 16(%eax)
    movl %ecx, (%eax)
    popl %esi
    retl

u64latchpair_load:
    pushl %ebp
    pushl %ebx
    pushl %edi
    pushl %esi
    subl $44, %esp
    movl 64(%esp), %eax
    calll .L1
.L1:
    popl %ebx
.L2:
    addl $_GLOBAL_OFFSET_TABLE_+(.L2-.L1), %ebx
    movl (%eax), %ebp
    movl %ebp, %edi
    andl $1, %edi
    shll $4, %edi
    movl 4(%eax,%edi), %ecx
    movl %ecx, 12(%esp)
    movl 8(%eax,%edi), %esi
    movl 12(%eax,%edi), %edx
    movl 16(%eax,%edi), %edi
    movl (%eax), %ecx
    cmpl %ebp, %ecx
    jne .L3
    movd %edi, %xmm0
    movd %esi, %xmm1
    movd %edx, %xmm2
    punpckldq %xmm0, %xmm1
    movd 12(%esp), %xmm0
    punpckldq %xmm2, %xmm0
    punpckldq %xmm1, %xmm0
.L4:
    pshufd $238, %xmm0, %xmm1
    pxor %xmm0, %xmm1
    pshufd $85, %xmm1, %xmm0
    movd %xmm1, %eax
    movd %xmm0, %edx
    addl $44, %esp
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl
.L3:
    subl $8, %esp
    leal 24(%esp), %ecx
    pushl %eax
    pushl %ecx
    calll _ZN7u64copy5latch22U64LatchArray$LT$_$GT$14load_contended17hHASHE@PLT
    addl $12, %esp
    movdqa 16(%esp), %xmm0
    jmp .L4

u64latchpair_try_load:
    pushl %ebp
    pushl %ebx
    pushl %edi
    pushl %esi
    movl 24(%esp), %eax
    xorl %ebx, %ebx
    movl (%eax), %ebp
    movl %ebp, %edi
    andl $1, %edi
    shll $4, %edi
    movl 4(%eax,%edi), %esi
    movl 8(%eax,%edi), %edx
    movl 12(%eax,%edi), %ecx
    movl 16(%eax,%edi), %edi
    movl (%eax), %eax
    cmpl %ebp, %eax
    movl 20(%esp), %eax
    jne .L1
    xorl %esi, %ecx
    xorl %edx, %edi
    movl $1, %ebx
    movl %edi, 8(%eax)
    movl %ecx, 4(%eax)
.L1:
    movl %ebx, (%eax)
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl $4

u64latchpair_store:
    pushl %edi
    pushl %esi
    movl 12(%esp), %eax
    movl 16(%esp), %ecx
    movl 20(%esp), %esi
    movl (%eax), %edx
    incl %edx
    movl %edx, %edi
    andl $1, %edi
    shll $4, %edi
    movl %ecx, 4(%eax,%edi)
    movl %esi, 8(%eax,%edi)
    notl %ecx
    notl %esi
    movl %ecx, 12(%eax,%edi)
    movl %esi, 16(%eax,%edi)
    movl %edx, (%eax)
    popl %esi
    popl %edi
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

