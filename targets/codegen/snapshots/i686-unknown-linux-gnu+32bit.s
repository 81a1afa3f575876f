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

u64seq_load_acquire: same code as u64seq_load
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

u64seq_store_release: same code as u64seq_store
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

u64latch_load_acquire: same code as u64latch_load
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

u64latch_store_release: same code as u64latch_store
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

u64seqpair_load_acquire: same code as u64seqpair_load
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

u64seqpair_store_release: same code as u64seqpair_store
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

u64latchpair_load_acquire: same code as u64latchpair_load
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

u64latchpair_store_release: same code as u64latchpair_store
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

u64seq_load_with:
    pushl %ebp
    pushl %ebx
    pushl %edi
    pushl %esi
    subl $28, %esp
    movl 52(%esp), %eax
    movl 48(%esp), %edi
    calll .L1
.L1:
    popl %ebx
.L2:
    addl $_GLOBAL_OFFSET_TABLE_+(.L2-.L1), %ebx
    movl %eax, 12(%esp)
    movl (%edi), %ecx
    testb $1, %cl
    jne .L3
    movl 4(%edi), %esi
    movl 8(%edi), %edx
    movl 12(%esp), %eax
    movl 100(%eax), %eax
    movl (%edi), %ebp
    cmpl %ebp, %ecx
    jne .L3
.L4:
    xorl %esi, %eax
    addl $28, %esp
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl
.L3:
    leal .L5.HASH.3@GOTOFF(%ebx), %eax
    leal 16(%esp), %edx
    leal 12(%esp), %ecx
    pushl %eax
    pushl %ecx
    pushl %edi
    pushl %edx
    calll _ZN7u64copy3seq6U64Seq19load_with_contended17hHASHE@PLT
    addl $12, %esp
    movl 16(%esp), %esi
    movl 20(%esp), %edx
    movl 24(%esp), %eax
    jmp .L4

u64seq_try_load_with:
    pushl %ebp
    pushl %ebx
    pushl %edi
    pushl %esi
    movl 24(%esp), %esi
    movl 20(%esp), %eax
    xorl %ecx, %ecx
    movl (%esi), %edx
    testb $1, %dl
    jne .L1
    movl 28(%esp), %ebp
    movl 4(%esi), %edi
    movl 8(%esi), %ebx
    movl 100(%ebp), %ebp
    movl (%esi), %esi
    cmpl %esi, %edx
    jne .L1
    xorl %ebp, %edi
    movl $1, %ecx
    movl %ebx, 8(%eax)
    movl %edi, 4(%eax)
.L1:
    movl %ecx, (%eax)
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl $4

u64latch_load_with:
    pushl %ebp
    pushl %ebx
    pushl %edi
    pushl %esi
    subl $28, %esp
    movl 52(%esp), %eax
    movl 48(%esp), %esi
    calll .L1
.L1:
    popl %ebx
.L2:
    addl $_GLOBAL_OFFSET_TABLE_+(.L2-.L1), %ebx
    movl %eax, 12(%esp)
    movl (%esi), %edi
    movl %edi, %eax
    andl $1, %eax
    movl 4(%esi,%eax,8), %ecx
    movl 8(%esi,%eax,8), %edx
    movl 12(%esp), %eax
    movl 100(%eax), %eax
    movl (%esi), %ebp
    cmpl %edi, %ebp
    jne .L3
.L4:
    xorl %ecx, %eax
    addl $28, %esp
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl
.L3:
    leal .L5.HASH.1@GOTOFF(%ebx), %eax
    leal 12(%esp), %ecx
    leal 16(%esp), %edx
    pushl %eax
    pushl %ecx
    pushl %esi
    pushl %edx
    calll _ZN7u64copy5latch8U64Latch19load_with_contended17hHASHE@PLT
    addl $12, %esp
    movl 16(%esp), %ecx
    movl 20(%esp), %edx
    movl 24(%esp), %eax
    jmp .L4

u64latch_try_load_with:
    pushl %ebp
    pushl %ebx
    pushl %edi
    pushl %esi
    movl 24(%esp), %edi
    movl 28(%esp), %esi
    movl 20(%esp), %eax
    movl (%edi), %ebx
    movl %ebx, %edx
    andl $1, %edx
    movl 4(%edi,%edx,8), %ecx
    movl 8(%edi,%edx,8), %edx
    movl 100(%esi), %esi
    movl (%edi), %ebp
    xorl %edi, %edi
    cmpl %ebx, %ebp
    jne .L1
    xorl %esi, %ecx
    movl $1, %edi
    movl %edx, 8(%eax)
    movl %ecx, 4(%eax)
.L1:
    movl %edi, (%eax)
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl $4

u64seqpair_load_with:
    pushl %ebp
    pushl %ebx
    pushl %edi
    pushl %esi
    subl $44, %esp
    movl 68(%esp), %ecx
    movl 64(%esp), %eax
    calll .L1
.L1:
    popl %ebx
.L2:
    addl $_GLOBAL_OFFSET_TABLE_+(.L2-.L1), %ebx
    movl %ecx, 4(%esp)
    movl (%eax), %ecx
    testb $1, %cl
    jne .L3
    movl 4(%eax), %edx
    movl %edx, 8(%esp)
    movl 8(%eax), %ebp
    movl 12(%eax), %edi
    movl 16(%eax), %esi
    movl 4(%esp), %edx
    movl 100(%edx), %edx
    movl %edx, 12(%esp)
    movl (%eax), %edx
    cmpl %edx, %ecx
    jne .L3
    movd %esi, %xmm0
    movd %ebp, %xmm1
    movl 12(%esp), %ecx
    movd %edi, %xmm2
    punpckldq %xmm0, %xmm1
    movd 8(%esp), %xmm0
    punpckldq %xmm2, %xmm0
    punpckldq %xmm1, %xmm0
.L4:
    pshufd $238, %xmm0, %xmm1
    pxor %xmm0, %xmm1
    movd %xmm1, %eax
    pshufd $85, %xmm1, %xmm0
    movd %xmm0, %edx
    xorl %ecx, %eax
    addl $44, %esp
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl
.L3:
    leal .L5.HASH.4@GOTOFF(%ebx), %ecx
    leal 4(%esp), %edx
    leal 16(%esp), %esi
    pushl %ecx
    pushl %edx
    pushl %eax
    pushl %esi
    calll _ZN7u64copy3seq20U64SeqArray$LT$_$GT$19load_with_contended17hHASHE@PLT
    addl $12, %esp
    movdqa 16(%esp), %xmm0
    movl 32(%esp), %ecx
    jmp .L4

u64seqpair_try_load_with:
    pushl %ebp
    pushl %ebx
    pushl %edi
    pushl %esi
    subl $8, %esp
    movl 32(%esp), %edi
    movl 28(%esp), %eax
    xorl %ecx, %ecx
    movl (%edi), %ebx
    testb $1, %bl
    jne .L1
    movl 4(%edi), %edx
    movl 8(%edi), %esi
    movl 12(%edi), %ebp
    movl %ebp, (%esp)
    movl 16(%edi), %ebp
    movl %ebp, 4(%esp)
    movl 36(%esp), %ebp
    movl 100(%ebp), %ebp
    movl (%edi), %edi
    cmpl %edi, %ebx
    jne .L1
    xorl %ebp, %edx
    xorl 4(%esp), %esi
    movl $1, %ecx
    xorl (%esp), %edx
    movl %esi, 8(%eax)
    movl %edx, 4(%eax)
.L1:
    movl %ecx, (%eax)
    addl $8, %esp
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl $4

u64latchpair_load_with:
    pushl %ebp
    pushl %ebx
    pushl %edi
    pushl %esi
    subl $44, %esp
    movl 68(%esp), %ecx
    movl 64(%esp), %eax
    calll .L1
.L1:
    popl %ebx
.L2:
    addl $_GLOBAL_OFFSET_TABLE_+(.L2-.L1), %ebx
    movl %ecx, 4(%esp)
    movl (%eax), %ecx
    movl %ecx, %ebp
    andl $1, %ebp
    shll $4, %ebp
    movl 4(%eax,%ebp), %edx
    movl %edx, 8(%esp)
    movl 8(%eax,%ebp), %edi
    movl 12(%eax,%ebp), %esi
    movl 16(%eax,%ebp), %ebp
    movl 4(%esp), %edx
    movl 100(%edx), %edx
    movl %edx, 12(%esp)
    movl (%eax), %edx
    cmpl %ecx, %edx
    jne .L3
    movd %ebp, %xmm0
    movd %edi, %xmm1
    movl 12(%esp), %ecx
    movd %esi, %xmm2
    punpckldq %xmm0, %xmm1
    movd 8(%esp), %xmm0
    punpckldq %xmm2, %xmm0
    punpckldq %xmm1, %xmm0
.L4:
    pshufd $238, %xmm0, %xmm1
    pxor %xmm0, %xmm1
    movd %xmm1, %eax
    pshufd $85, %xmm1, %xmm0
    movd %xmm0, %edx
    xorl %ecx, %eax
    addl $44, %esp
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl
.L3:
    leal .L5.HASH.2@GOTOFF(%ebx), %ecx
    leal 4(%esp), %edx
    leal 16(%esp), %esi
    pushl %ecx
    pushl %edx
    pushl %eax
    pushl %esi
    calll _ZN7u64copy5latch22U64LatchArray$LT$_$GT$19load_with_contended17hHASHE@PLT
    addl $12, %esp
    movdqa 16(%esp), %xmm0
    movl 32(%esp), %ecx
    jmp .L4

u64latchpair_try_load_with:
    pushl %ebp
    pushl %ebx
    pushl %edi
    pushl %esi
    pushl %eax
    movl 28(%esp), %ebp
    movl 32(%esp), %ebx
    movl (%ebp), %eax
    movl %eax, %esi
    andl $1, %esi
    shll $4, %esi
    movl 4(%ebp,%esi), %ecx
    movl 8(%ebp,%esi), %edx
    movl 12(%ebp,%esi), %edi
    movl 16(%ebp,%esi), %esi
    movl %esi, (%esp)
    movl 100(%ebx), %ebx
    movl (%ebp), %esi
    xorl %ebp, %ebp
    cmpl %eax, %esi
    movl 24(%esp), %eax
    jne .L1
    xorl (%esp), %edx
    xorl %ebx, %ecx
    movl $1, %ebp
    xorl %edi, %ecx
    movl %ecx, 4(%eax)
    movl %edx, 8(%eax)
.L1:
    movl %ebp, (%eax)
    addl $4, %esp
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl $4

u64copy_fetch_update:
    pushl %ebx
    pushl %edi
    pushl %esi
    movl 16(%esp), %esi
    movl 20(%esp), %edi
    movl 24(%esp), %ecx
    movl (%esi), %eax
    movl 4(%esi), %edx
    cmpl %edi, %eax
    movl %edx, %ebx
    sbbl %ecx, %ebx
    jae .L1
    movl %edi, (%esi)
    movl %ecx, 4(%esi)
    movl %edi, 8(%esi)
    movl %ecx, 12(%esi)
.L1:
    popl %esi
    popl %edi
    popl %ebx
    retl

u64seq_fetch_update:
    pushl %ebx
    pushl %edi
    pushl %esi
    movl 16(%esp), %ecx
    movl 20(%esp), %edi
    movl 24(%esp), %esi
    movl 4(%ecx), %eax
    movl 8(%ecx), %edx
    cmpl %edi, %eax
    movl %edx, %ebx
    sbbl %esi, %ebx
    jae .L1
    movl (%ecx), %ebx
    orl $1, %ebx
    movl %ebx, (%ecx)
    incl %ebx
    movl %edi, 4(%ecx)
    movl %esi, 8(%ecx)
    movl %ebx, (%ecx)
.L1:
    popl %esi
    popl %edi
    popl %ebx
    retl

u64latch_fetch_update:
    pushl %ebp
    pushl %ebx
    pushl %edi
    pushl %esi
    movl 20(%esp), %ecx
    movl 24(%esp), %edi
    movl 28(%esp), %esi
    movl (%ecx), %edx
    andl $1, %edx
    movl 4(%ecx,%edx,8), %eax
    movl 8(%ecx,%edx,8), %edx
    cmpl %edi, %eax
    movl %edx, %ebx
    sbbl %esi, %ebx
    jae .L1
    movl (%ecx), %ebx
    incl %ebx
    movl %ebx, %ebp
    andl $1, %ebp
    movl %edi, 4(%ecx,%ebp,8)
    movl %esi, 8(%ecx,%ebp,8)
    movl %ebx, (%ecx)
.L1:
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl

u64seqpair_fetch_update:
    pushl %ebp
    pushl %ebx
    pushl %edi
    pushl %esi
    subl $12, %esp
    movl 32(%esp), %edi
    movl 4(%edi), %esi
    movl 8(%edi), %ecx
    movl 12(%edi), %eax
    cmpl 36(%esp), %esi
    movl %ecx, %edx
    sbbl 40(%esp), %edx
    movl 16(%edi), %edx
    jae .L1
    movl 40(%esp), %ebx
    movl %ecx, 8(%esp)
    movl 36(%esp), %ebp
    notl %ebx
    notl %ebp
    movl %ebx, (%esp)
    movl 36(%esp), %ebx
    movl (%edi), %ecx
    orl $1, %ecx
    movl %ecx, (%edi)
    movl %ebx, 4(%edi)
    movl %esi, 4(%esp)
    movl 40(%esp), %esi
    incl %ecx
    movl %esi, 8(%edi)
    movl 4(%esp), %esi
    movl %ebp, 12(%edi)
    movl (%esp), %ebx
    movl %ebx, 16(%edi)
    movl %ecx, (%edi)
    movl 8(%esp), %ecx
.L1:
    xorl %esi, %eax
    xorl %ecx, %edx
    addl $12, %esp
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl

u64latchpair_fetch_update:
    pushl %ebp
    pushl %ebx
    pushl %edi
    pushl %esi
    subl $12, %esp
    movl 32(%esp), %ecx
    movl (%ecx), %edx
    andl $1, %edx
    shll $4, %edx
    movl 4(%ecx,%edx), %ebx
    movl 8(%ecx,%edx), %esi
    cmpl 36(%esp), %ebx
    movl %esi, %eax
    sbbl 40(%esp), %eax
    movl 12(%ecx,%edx), %eax
    movl 16(%ecx,%edx), %edx
    jae .L1
    movl %esi, 8(%esp)
    movl 36(%esp), %edi
    movl (%ecx), %ebp
    addl $4, %ecx
    movl %ecx, (%esp)
    incl %ebp
    movl %ebp, 4(%esp)
    andl $1, %ebp
    shll $4, %ebp
    movl %edi, (%ecx,%ebp)
    movl 40(%esp), %ecx
    notl %edi
    movl (%esp), %esi
    movl %ecx, 4(%esi,%ebp)
    movl 40(%esp), %esi
    movl (%esp), %ecx
    notl %esi
    movl %edi, 8(%ecx,%ebp)
    movl %esi, 12(%ecx,%ebp)
    movl 32(%esp), %ecx
    movl 4(%esp), %esi
    movl %esi, (%ecx)
    movl 8(%esp), %esi
.L1:
    xorl %ebx, %eax
    xorl %esi, %edx
    addl $12, %esp
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl

