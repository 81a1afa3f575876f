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
    pushl %esi
    movl 8(%esp), %eax
    jmp .L1
.L2:
    pause
.L1:
    movl (%eax), %ecx
    testb $1, %cl
    jne .L2
    movq 8(%eax), %xmm1
    movq 16(%eax), %xmm0
    movl (%eax), %edx
    cmpl %edx, %ecx
    jne .L2
    movd %xmm1, %eax
    movd %xmm0, %ecx
    pshufd $85, %xmm1, %xmm1
    pshufd $85, %xmm0, %xmm0
    movd %xmm1, %edx
    movd %xmm0, %esi
    xorl %ecx, %eax
    xorl %esi, %edx
    popl %esi
    retl

u64seqpair_try_load:
    pushl %esi
    movl 12(%esp), %esi
    movl 8(%esp), %eax
    xorl %ecx, %ecx
    movl (%esi), %edx
    testb $1, %dl
    jne .L1
    movq 8(%esi), %xmm1
    movq 16(%esi), %xmm0
    movl (%esi), %esi
    cmpl %esi, %edx
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
    retl $4

u64seqpair_store:
    pushl %esi
    movl 8(%esp), %eax
    movl 12(%esp), %edx
    movl 16(%esp), %esi
    movsd 12(%esp), %xmm0
    movl (%eax), %ecx
    notl %edx
    notl %esi
    movd %esi, %xmm2
    movd %edx, %xmm1
    punpckldq %xmm2, %xmm1
    orl $1, %ecx
    movl %ecx, (%eax)
    incl %ecx
    movlps %xmm0, 8(%eax)
    movq %xmm1, 16(%eax)
    movl %ecx, (%eax)
    popl %esi
    retl

u64latchpair_load:
    pushl %esi
    movl 8(%esp), %eax
    movl (%eax), %ecx
    movl %ecx, %edx
    andl $1, %edx
    shll $4, %edx
    movq 8(%eax,%edx), %xmm1
    movq 16(%eax,%edx), %xmm0
    movl (%eax), %esi
    cmpl %ecx, %esi
    je .L1
    leal 8(%eax), %ecx
.L2:
    pause
    movl (%eax), %edx
    movl %edx, %esi
    andl $1, %esi
    shll $4, %esi
    movq (%ecx,%esi), %xmm1
    movq 8(%ecx,%esi), %xmm0
    movl (%eax), %esi
    cmpl %edx, %esi
    jne .L2
.L1:
    movd %xmm1, %eax
    movd %xmm0, %ecx
    pshufd $85, %xmm1, %xmm1
    pshufd $85, %xmm0, %xmm0
    movd %xmm1, %edx
    movd %xmm0, %esi
    xorl %ecx, %eax
    xorl %esi, %edx
    popl %esi
    retl

u64latchpair_try_load:
    pushl %esi
    movl 12(%esp), %ecx
    movl 8(%esp), %eax
    movl (%ecx), %edx
    movl %edx, %esi
    andl $1, %esi
    shll $4, %esi
    movq 8(%ecx,%esi), %xmm1
    movq 16(%ecx,%esi), %xmm0
    movl (%ecx), %esi
    xorl %ecx, %ecx
    cmpl %edx, %esi
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
    retl $4

u64latchpair_store:
    pushl %edi
    pushl %esi
    movl 12(%esp), %eax
    movl 16(%esp), %ecx
    movl 20(%esp), %esi
    movsd 16(%esp), %xmm0
    movl (%eax), %edx
    notl %ecx
    notl %esi
    movd %esi, %xmm2
    movd %ecx, %xmm1
    punpckldq %xmm2, %xmm1
    incl %edx
    movl %edx, %edi
    andl $1, %edi
    shll $4, %edi
    movlps %xmm0, 8(%eax,%edi)
    movq %xmm1, 16(%eax,%edi)
    movl %edx, (%eax)
    popl %esi
    popl %edi
    retl

u64seq_load_acquire: same code as core_atomic_u64_load_acquire
    movl 4(%esp), %eax
    movq (%eax), %xmm0
    movd %xmm0, %eax
    pshufd $85, %xmm0, %xmm0
    movd %xmm0, %edx
    retl

u64seq_store_release: same code as core_atomic_u64_store_release
    movl 4(%esp), %eax
    movsd 8(%esp), %xmm0
    movlps %xmm0, (%eax)
    retl

u64latch_load_acquire: same code as core_atomic_u64_load_acquire
    movl 4(%esp), %eax
    movq (%eax), %xmm0
    movd %xmm0, %eax
    pshufd $85, %xmm0, %xmm0
    movd %xmm0, %edx
    retl

u64latch_store_release: same code as core_atomic_u64_store_release
    movl 4(%esp), %eax
    movsd 8(%esp), %xmm0
    movlps %xmm0, (%eax)
    retl

u64seqpair_load_acquire: same code as u64seqpair_load
    pushl %esi
    movl 8(%esp), %eax
    jmp .L1
.L2:
    pause
.L1:
    movl (%eax), %ecx
    testb $1, %cl
    jne .L2
    movq 8(%eax), %xmm1
    movq 16(%eax), %xmm0
    movl (%eax), %edx
    cmpl %edx, %ecx
    jne .L2
    movd %xmm1, %eax
    movd %xmm0, %ecx
    pshufd $85, %xmm1, %xmm1
    pshufd $85, %xmm0, %xmm0
    movd %xmm1, %edx
    movd %xmm0, %esi
    xorl %ecx, %eax
    xorl %esi, %edx
    popl %esi
    retl

u64seqpair_store_release: same code as u64seqpair_store
    pushl %esi
    movl 8(%esp), %eax
    movl 12(%esp), %edx
    movl 16(%esp), %esi
    movsd 12(%esp), %xmm0
    movl (%eax), %ecx
    notl %edx
    notl %esi
    movd %esi, %xmm2
    movd %edx, %xmm1
    punpckldq %xmm2, %xmm1
    orl $1, %ecx
    movl %ecx, (%eax)
    incl %ecx
    movlps %xmm0, 8(%eax)
    movq %xmm1, 16(%eax)
    movl %ecx, (%eax)
    popl %esi
    retl

u64latchpair_load_acquire: same code as u64latchpair_load
    pushl %esi
    movl 8(%esp), %eax
    movl (%eax), %ecx
    movl %ecx, %edx
    andl $1, %edx
    shll $4, %edx
    movq 8(%eax,%edx), %xmm1
    movq 16(%eax,%edx), %xmm0
    movl (%eax), %esi
    cmpl %ecx, %esi
    je .L1
    leal 8(%eax), %ecx
.L2:
    pause
    movl (%eax), %edx
    movl %edx, %esi
    andl $1, %esi
    shll $4, %esi
    movq (%ecx,%esi), %xmm1
    movq 8(%ecx,%esi), %xmm0
    movl (%eax), %esi
    cmpl %edx, %esi
    jne .L2
.L1:
    movd %xmm1, %eax
    movd %xmm0, %ecx
    pshufd $85, %xmm1, %xmm1
    pshufd $85, %xmm0, %xmm0
    movd %xmm1, %edx
    movd %xmm0, %esi
    xorl %ecx, %eax
    xorl %esi, %edx
    popl %esi
    retl

u64latchpair_store_release: same code as u64latchpair_store
    pushl %edi
    pushl %esi
    movl 12(%esp), %eax
    movl 16(%esp), %ecx
    movl 20(%esp), %esi
    movsd 16(%esp), %xmm0
    movl (%eax), %edx
    notl %ecx
    notl %esi
    movd %esi, %xmm2
    movd %ecx, %xmm1
    punpckldq %xmm2, %xmm1
    incl %edx
    movl %edx, %edi
    andl $1, %edi
    shll $4, %edi
    movlps %xmm0, 8(%eax,%edi)
    movq %xmm1, 16(%eax,%edi)
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

u64seq_load_with: same code as u64latch_load_with
    pushl %ebp
    pushl %ebx
    pushl %edi
    pushl %esi
    movl 24(%esp), %ecx
    movl 20(%esp), %esi
.L1:
    movq (%esi), %xmm0
    movl 100(%ecx), %eax
    movq (%esi), %xmm2
    pshufd $85, %xmm0, %xmm1
    movd %xmm0, %edi
    movd %xmm2, %ebp
    movd %xmm1, %edx
    pshufd $85, %xmm2, %xmm1
    xorl %edi, %ebp
    movd %xmm1, %ebx
    xorl %edx, %ebx
    orl %ebp, %ebx
    je .L2
    pause
    jmp .L1
.L2:
    xorl %edi, %eax
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl

u64seq_try_load_with: same code as u64latch_try_load_with
    pushl %ebp
    pushl %ebx
    pushl %edi
    pushl %esi
    movl 24(%esp), %edi
    movl 28(%esp), %esi
    movl 20(%esp), %eax
    movq (%edi), %xmm0
    movl 100(%esi), %esi
    movq (%edi), %xmm2
    xorl %edi, %edi
    pshufd $85, %xmm0, %xmm1
    movd %xmm0, %edx
    movd %xmm2, %ebp
    movd %xmm1, %ecx
    pshufd $85, %xmm2, %xmm1
    xorl %edx, %ebp
    movd %xmm1, %ebx
    xorl %ecx, %ebx
    orl %ebp, %ebx
    jne .L1
    xorl %esi, %edx
    movl $1, %edi
    movl %ecx, 8(%eax)
    movl %edx, 4(%eax)
.L1:
    movl %edi, (%eax)
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
    movl 24(%esp), %ecx
    movl 20(%esp), %esi
.L1:
    movq (%esi), %xmm0
    movl 100(%ecx), %eax
    movq (%esi), %xmm2
    pshufd $85, %xmm0, %xmm1
    movd %xmm0, %edi
    movd %xmm2, %ebp
    movd %xmm1, %edx
    pshufd $85, %xmm2, %xmm1
    xorl %edi, %ebp
    movd %xmm1, %ebx
    xorl %edx, %ebx
    orl %ebp, %ebx
    je .L2
    pause
    jmp .L1
.L2:
    xorl %edi, %eax
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl

u64latch_try_load_with:
    pushl %ebp
    pushl %ebx
    pushl %edi
    pushl %esi
    movl 24(%esp), %edi
    movl 28(%esp), %esi
    movl 20(%esp), %eax
    movq (%edi), %xmm0
    movl 100(%esi), %esi
    movq (%edi), %xmm2
    xorl %edi, %edi
    pshufd $85, %xmm0, %xmm1
    movd %xmm0, %edx
    movd %xmm2, %ebp
    movd %xmm1, %ecx
    pshufd $85, %xmm2, %xmm1
    xorl %edx, %ebp
    movd %xmm1, %ebx
    xorl %ecx, %ebx
    orl %ebp, %ebx
    jne .L1
    xorl %esi, %edx
    movl $1, %edi
    movl %ecx, 8(%eax)
    movl %edx, 4(%eax)
.L1:
    movl %edi, (%eax)
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl $4

u64seqpair_load_with:
    pushl %ebx
    pushl %edi
    pushl %esi
    movl 20(%esp), %ecx
    movl 16(%esp), %edx
    jmp .L1
.L2:
    pause
.L1:
    movl (%edx), %ebx
    testb $1, %bl
    jne .L2
    movq 8(%edx), %xmm1
    movq 16(%edx), %xmm0
    movl 100(%ecx), %eax
    movl (%edx), %esi
    cmpl %esi, %ebx
    jne .L2
    movd %xmm0, %esi
    movd %xmm1, %ecx
    pshufd $85, %xmm1, %xmm1
    pshufd $85, %xmm0, %xmm0
    xorl %esi, %eax
    movd %xmm1, %edi
    movd %xmm0, %edx
    xorl %edi, %edx
    xorl %ecx, %eax
    popl %esi
    popl %edi
    popl %ebx
    retl

u64seqpair_try_load_with:
    pushl %ebx
    pushl %edi
    pushl %esi
    movl 20(%esp), %esi
    movl 16(%esp), %eax
    xorl %ecx, %ecx
    movl (%esi), %ebx
    testb $1, %bl
    jne .L1
    movl 24(%esp), %edx
    movq 8(%esi), %xmm1
    movq 16(%esi), %xmm0
    movl 100(%edx), %edx
    movl (%esi), %esi
    cmpl %esi, %ebx
    jne .L1
    movd %xmm1, %ecx
    movd %xmm0, %edi
    pshufd $85, %xmm1, %xmm1
    pshufd $85, %xmm0, %xmm0
    xorl %ecx, %edi
    movd %xmm1, %esi
    movd %xmm0, %ecx
    xorl %esi, %ecx
    xorl %edx, %edi
    movl %ecx, 8(%eax)
    movl $1, %ecx
    movl %edi, 4(%eax)
.L1:
    movl %ecx, (%eax)
    popl %esi
    popl %edi
    popl %ebx
    retl $4

u64latchpair_load_with:
    pushl %ebx
    pushl %edi
    pushl %esi
    movl 16(%esp), %edx
    movl 20(%esp), %ecx
    movl (%edx), %esi
    movl %esi, %eax
    andl $1, %eax
    shll $4, %eax
    movq 8(%edx,%eax), %xmm1
    movq 16(%edx,%eax), %xmm0
    movl 100(%ecx), %eax
    movl (%edx), %edi
    cmpl %esi, %edi
    je .L1
    leal 8(%edx), %esi
.L2:
    pause
    movl (%edx), %edi
    movl %edi, %eax
    andl $1, %eax
    shll $4, %eax
    movq (%esi,%eax), %xmm1
    movq 8(%esi,%eax), %xmm0
    movl 100(%ecx), %eax
    movl (%edx), %ebx
    cmpl %edi, %ebx
    jne .L2
.L1:
    movd %xmm0, %esi
    movd %xmm1, %ecx
    pshufd $85, %xmm1, %xmm1
    pshufd $85, %xmm0, %xmm0
    xorl %esi, %eax
    movd %xmm1, %edi
    movd %xmm0, %edx
    xorl %edi, %edx
    xorl %ecx, %eax
    popl %esi
    popl %edi
    popl %ebx
    retl

u64latchpair_try_load_with:
    pushl %edi
    pushl %esi
    movl 16(%esp), %edx
    movl 20(%esp), %ecx
    movl 12(%esp), %eax
    movl (%edx), %esi
    movl %esi, %edi
    andl $1, %edi
    shll $4, %edi
    movq 8(%edx,%edi), %xmm1
    movq 16(%edx,%edi), %xmm0
    movl 100(%ecx), %ecx
    movl (%edx), %edi
    xorl %edx, %edx
    cmpl %esi, %edi
    jne .L1
    movd %xmm1, %edx
    movd %xmm0, %edi
    pshufd $85, %xmm1, %xmm1
    pshufd $85, %xmm0, %xmm0
    xorl %edx, %edi
    movd %xmm1, %esi
    movd %xmm0, %edx
    xorl %esi, %edx
    xorl %ecx, %edi
    movl %edx, 8(%eax)
    movl $1, %edx
    movl %edi, 4(%eax)
.L1:
    movl %edx, (%eax)
    popl %esi
    popl %edi
    retl $4

u64copy_fetch_update:
    pushl %ebx
    pushl %edi
    pushl %esi
    movl 16(%esp), %ecx
    movl 20(%esp), %edi
    movl 24(%esp), %esi
    movq (%ecx), %xmm0
    pshufd $85, %xmm0, %xmm1
    movd %xmm0, %eax
    movd %xmm1, %edx
    cmpl %edi, %eax
    movl %edx, %ebx
    sbbl %esi, %ebx
    jae .L1
    movd %edi, %xmm0
    movd %esi, %xmm1
    punpckldq %xmm1, %xmm0
    movq %xmm0, (%ecx)
.L1:
    popl %esi
    popl %edi
    popl %ebx
    retl

u64seq_fetch_update: same code as u64copy_fetch_update
    pushl %ebx
    pushl %edi
    pushl %esi
    movl 16(%esp), %ecx
    movl 20(%esp), %edi
    movl 24(%esp), %esi
    movq (%ecx), %xmm0
    pshufd $85, %xmm0, %xmm1
    movd %xmm0, %eax
    movd %xmm1, %edx
    cmpl %edi, %eax
    movl %edx, %ebx
    sbbl %esi, %ebx
    jae .L1
    movd %edi, %xmm0
    movd %esi, %xmm1
    punpckldq %xmm1, %xmm0
    movq %xmm0, (%ecx)
.L1:
    popl %esi
    popl %edi
    popl %ebx
    retl

u64latch_fetch_update: same code as u64copy_fetch_update
    pushl %ebx
    pushl %edi
    pushl %esi
    movl 16(%esp), %ecx
    movl 20(%esp), %edi
    movl 24(%esp), %esi
    movq (%ecx), %xmm0
    pshufd $85, %xmm0, %xmm1
    movd %xmm0, %eax
    movd %xmm1, %edx
    cmpl %edi, %eax
    movl %edx, %ebx
    sbbl %esi, %ebx
    jae .L1
    movd %edi, %xmm0
    movd %esi, %xmm1
    punpckldq %xmm1, %xmm0
    movq %xmm0, (%ecx)
.L1:
    popl %esi
    popl %edi
    popl %ebx
    retl

u64seqpair_fetch_update:
    pushl %ebp
    pushl %ebx
    pushl %edi
    pushl %esi
    subl $12, %esp
    movl 32(%esp), %eax
    movl 40(%esp), %esi
    movq 8(%eax), %xmm0
    pshufd $85, %xmm0, %xmm1
    movd %xmm0, %edi
    movq 16(%eax), %xmm0
    cmpl 36(%esp), %edi
    movd %xmm1, %ecx
    movl %ecx, %edx
    movd %xmm0, %eax
    pshufd $85, %xmm0, %xmm0
    sbbl %esi, %edx
    movd %xmm0, %edx
    jae .L1
    movl 32(%esp), %ebx
    notl %esi
    movl 32(%esp), %ebp
    movss 36(%esp), %xmm0
    movss 40(%esp), %xmm1
    movl %esi, (%esp)
    movl 36(%esp), %esi
    movl (%ebx), %ebx
    unpcklps %xmm1, %xmm0
    notl %esi
    orl $1, %ebx
    movl %ebx, (%ebp)
    movl %edi, 4(%esp)
    movl 32(%esp), %edi
    incl %ebx
    movlps %xmm0, 8(%edi)
    movl %ecx, 8(%esp)
    movd %esi, %xmm0
    movd (%esp), %xmm1
    movl 4(%esp), %edi
    movl 8(%esp), %ecx
    punpckldq %xmm1, %xmm0
    movq %xmm0, 16(%ebp)
    movl %ebx, (%ebp)
.L1:
    xorl %edi, %eax
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
    movl 20(%esp), %ecx
    movl 24(%esp), %ebx
    movl 28(%esp), %ebp
    movl (%ecx), %eax
    andl $1, %eax
    shll $4, %eax
    movq 8(%ecx,%eax), %xmm0
    pshufd $85, %xmm0, %xmm1
    movd %xmm0, %edi
    movq 16(%ecx,%eax), %xmm0
    movd %xmm1, %esi
    cmpl %ebx, %edi
    movl %esi, %edx
    sbbl %ebp, %edx
    movd %xmm0, %eax
    pshufd $85, %xmm0, %xmm0
    movd %xmm0, %edx
    jae .L1
    movd %ebx, %xmm1
    notl %ebx
    movd %ebp, %xmm0
    notl %ebp
    movd %ebx, %xmm2
    movl (%ecx), %ebx
    punpckldq %xmm0, %xmm1
    movd %ebp, %xmm0
    addl $8, %ecx
    punpckldq %xmm0, %xmm2
    incl %ebx
    movl %ebx, %ebp
    andl $1, %ebp
    shll $4, %ebp
    movq %xmm1, (%ecx,%ebp)
    movl 20(%esp), %ecx
    addl $8, %ecx
    movq %xmm2, 8(%ecx,%ebp)
    movl 20(%esp), %ebp
    movl %ebx, (%ebp)
.L1:
    xorl %edi, %eax
    xorl %esi, %edx
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl

