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
    movd %xmm1, %ecx
    movd %xmm0, %eax
    pshufd $85, %xmm1, %xmm1
    pshufd $85, %xmm0, %xmm0
    movd %xmm1, %esi
    movd %xmm0, %edx
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
    movd %xmm1, %ecx
    movd %xmm0, %eax
    pshufd $85, %xmm1, %xmm1
    pshufd $85, %xmm0, %xmm0
    movd %xmm1, %esi
    movd %xmm0, %edx
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

