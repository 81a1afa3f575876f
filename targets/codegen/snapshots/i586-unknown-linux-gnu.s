u64copy_load: same code as core_atomic_u64_load_relaxed
    subl $12, %esp
    movl 16(%esp), %eax
    fildll (%eax)
    fistpll (%esp)
    movl (%esp), %eax
    movl 4(%esp), %edx
    addl $12, %esp
    retl

u64copy_try_load:
    subl $12, %esp
    movl 16(%esp), %eax
    movl 20(%esp), %ecx
    fildll (%ecx)
    fistpll (%esp)
    movl (%esp), %ecx
    movl 4(%esp), %edx
    movl %edx, 8(%eax)
    movl %ecx, 4(%eax)
    movl $1, (%eax)
    addl $12, %esp
    retl $4

u64copy_store: same code as core_atomic_u64_store_relaxed
    subl $12, %esp
    movl 16(%esp), %eax
    movl 20(%esp), %ecx
    movl 24(%esp), %edx
    movl %edx, 4(%esp)
    movl %ecx, (%esp)
    fildll (%esp)
    fistpll (%eax)
    addl $12, %esp
    retl

u64seq_load: same code as core_atomic_u64_load_relaxed
    subl $12, %esp
    movl 16(%esp), %eax
    fildll (%eax)
    fistpll (%esp)
    movl (%esp), %eax
    movl 4(%esp), %edx
    addl $12, %esp
    retl

u64seq_try_load: same code as u64copy_try_load
    subl $12, %esp
    movl 16(%esp), %eax
    movl 20(%esp), %ecx
    fildll (%ecx)
    fistpll (%esp)
    movl (%esp), %ecx
    movl 4(%esp), %edx
    movl %edx, 8(%eax)
    movl %ecx, 4(%eax)
    movl $1, (%eax)
    addl $12, %esp
    retl $4

u64seq_store: same code as core_atomic_u64_store_relaxed
    subl $12, %esp
    movl 16(%esp), %eax
    movl 20(%esp), %ecx
    movl 24(%esp), %edx
    movl %edx, 4(%esp)
    movl %ecx, (%esp)
    fildll (%esp)
    fistpll (%eax)
    addl $12, %esp
    retl

u64latch_load: same code as core_atomic_u64_load_relaxed
    subl $12, %esp
    movl 16(%esp), %eax
    fildll (%eax)
    fistpll (%esp)
    movl (%esp), %eax
    movl 4(%esp), %edx
    addl $12, %esp
    retl

u64latch_try_load: same code as u64copy_try_load
    subl $12, %esp
    movl 16(%esp), %eax
    movl 20(%esp), %ecx
    fildll (%ecx)
    fistpll (%esp)
    movl (%esp), %ecx
    movl 4(%esp), %edx
    movl %edx, 8(%eax)
    movl %ecx, 4(%eax)
    movl $1, (%eax)
    addl $12, %esp
    retl $4

u64latch_store: same code as core_atomic_u64_store_relaxed
    subl $12, %esp
    movl 16(%esp), %eax
    movl 20(%esp), %ecx
    movl 24(%esp), %edx
    movl %edx, 4(%esp)
    movl %ecx, (%esp)
    fildll (%esp)
    fistpll (%eax)
    addl $12, %esp
    retl

u64seqpair_load:
    pushl %ebp
    pushl %ebx
    pushl %edi
    pushl %esi
    subl $36, %esp
    movl 56(%esp), %ecx
    movl (%ecx), %ebx
    testb $1, %bl
    jne .L1
    fildll 8(%ecx)
    fistpll 24(%esp)
    movl 24(%esp), %eax
    movl 28(%esp), %edx
    fildll 16(%ecx)
    fistpll 16(%esp)
    movl 16(%esp), %esi
    movl 20(%esp), %edi
.L2:
    movl (%ecx), %ebp
    cmpl %ebp, %ebx
    je .L3
.L1:
    pause
    movl (%ecx), %ebx
    testb $1, %bl
    jne .L1
    fildll 8(%ecx)
    fistpll 8(%esp)
    movl 8(%esp), %eax
    movl 12(%esp), %edx
    fildll 16(%ecx)
    fistpll (%esp)
    movl (%esp), %esi
    movl 4(%esp), %edi
    jmp .L2
.L3:
    xorl %edi, %edx
    xorl %esi, %eax
    addl $36, %esp
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl

u64seqpair_try_load:
    pushl %ebp
    pushl %ebx
    pushl %edi
    pushl %esi
    subl $28, %esp
    movl 48(%esp), %eax
    movl 52(%esp), %esi
    movl (%esi), %edx
    xorl %ecx, %ecx
    testb $1, %dl
    jne .L1
    fildll 8(%esi)
    fistpll 16(%esp)
    movl 16(%esp), %edi
    movl %edi, 4(%esp)
    movl 20(%esp), %ebx
    fildll 16(%esi)
    fistpll 8(%esp)
    movl 8(%esp), %edi
    movl 12(%esp), %ebp
    movl (%esi), %esi
    cmpl %esi, %edx
    jne .L1
    xorl %ebx, %ebp
    xorl 4(%esp), %edi
    movl %edi, 4(%eax)
    movl %ebp, 8(%eax)
    movl $1, %ecx
.L1:
    movl %ecx, (%eax)
    addl $28, %esp
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl $4

u64seqpair_store:
    pushl %esi
    subl $16, %esp
    movl 24(%esp), %eax
    movl 28(%esp), %esi
    movl 32(%esp), %edx
    movl (%eax), %ecx
    orl $1, %ecx
    movl %ecx, (%eax)
    movl %esi, 8(%esp)
    notl %esi
    movl %edx, 12(%esp)
    notl %edx
    fildll 8(%esp)
    fistpll 8(%eax)
    movl %edx, 4(%esp)
    movl %esi, (%esp)
    fildll (%esp)
    fistpll 16(%eax)
    incl %ecx
    movl %ecx, (%eax)
    addl $16, %esp
    popl %esi
    retl

u64latchpair_load:
    pushl %ebp
    pushl %ebx
    pushl %edi
    pushl %esi
    subl $36, %esp
    movl 56(%esp), %ecx
    movl (%ecx), %edi
    movl %edi, %esi
    andl $1, %esi
    shll $4, %esi
    fildll 8(%ecx,%esi)
    fistpll 24(%esp)
    movl 24(%esp), %eax
    movl 28(%esp), %edx
    fildll 16(%ecx,%esi)
    fistpll 16(%esp)
    movl 16(%esp), %esi
    movl 20(%esp), %ebx
    movl (%ecx), %ebp
    cmpl %edi, %ebp
    je .L1
    movl 56(%esp), %eax
    leal 8(%eax), %edi
.L2:
    pause
    movl 56(%esp), %ecx
    movl (%ecx), %ebp
    movl %ebp, %esi
    andl $1, %esi
    shll $4, %esi
    fildll (%edi,%esi)
    fistpll 8(%esp)
    movl 8(%esp), %eax
    movl 12(%esp), %edx
    fildll 8(%edi,%esi)
    fistpll (%esp)
    movl (%esp), %esi
    movl 4(%esp), %ebx
    movl (%ecx), %ecx
    cmpl %ebp, %ecx
    jne .L2
.L1:
    xorl %ebx, %edx
    xorl %esi, %eax
    addl $36, %esp
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl

u64latchpair_try_load:
    pushl %ebp
    pushl %ebx
    pushl %edi
    pushl %esi
    subl $20, %esp
    movl 44(%esp), %edx
    movl (%edx), %eax
    movl %eax, %edi
    andl $1, %edi
    shll $4, %edi
    fildll 8(%edx,%edi)
    fistpll 8(%esp)
    movl 8(%esp), %ecx
    movl 12(%esp), %esi
    fildll 16(%edx,%edi)
    fistpll (%esp)
    movl (%esp), %ebx
    movl 4(%esp), %edi
    movl (%edx), %ebp
    xorl %edx, %edx
    cmpl %eax, %ebp
    movl 40(%esp), %eax
    jne .L1
    xorl %esi, %edi
    xorl %ecx, %ebx
    movl %ebx, 4(%eax)
    movl %edi, 8(%eax)
    movl $1, %edx
.L1:
    movl %edx, (%eax)
    addl $20, %esp
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl $4

u64latchpair_store:
    pushl %edi
    pushl %esi
    subl $20, %esp
    movl 32(%esp), %eax
    movl 36(%esp), %esi
    movl 40(%esp), %edx
    movl (%eax), %ecx
    movl %esi, 8(%esp)
    notl %esi
    movl %edx, 12(%esp)
    notl %edx
    incl %ecx
    movl %ecx, %edi
    andl $1, %edi
    shll $4, %edi
    fildll 8(%esp)
    fistpll 8(%eax,%edi)
    movl %edx, 4(%esp)
    movl %esi, (%esp)
    fildll (%esp)
    fistpll 16(%eax,%edi)
    movl %ecx, (%eax)
    addl $20, %esp
    popl %esi
    popl %edi
    retl

u64seq_load_acquire: same code as core_atomic_u64_load_acquire
    subl $12, %esp
    movl 16(%esp), %eax
    fildll (%eax)
    fistpll (%esp)
    movl (%esp), %eax
    movl 4(%esp), %edx
    addl $12, %esp
    retl

u64seq_store_release: same code as core_atomic_u64_store_release
    subl $12, %esp
    movl 16(%esp), %eax
    movl 20(%esp), %ecx
    movl 24(%esp), %edx
    movl %edx, 4(%esp)
    movl %ecx, (%esp)
    fildll (%esp)
    fistpll (%eax)
    addl $12, %esp
    retl

u64latch_load_acquire: same code as core_atomic_u64_load_acquire
    subl $12, %esp
    movl 16(%esp), %eax
    fildll (%eax)
    fistpll (%esp)
    movl (%esp), %eax
    movl 4(%esp), %edx
    addl $12, %esp
    retl

u64latch_store_release: same code as core_atomic_u64_store_release
    subl $12, %esp
    movl 16(%esp), %eax
    movl 20(%esp), %ecx
    movl 24(%esp), %edx
    movl %edx, 4(%esp)
    movl %ecx, (%esp)
    fildll (%esp)
    fistpll (%eax)
    addl $12, %esp
    retl

u64seqpair_load_acquire: same code as u64seqpair_load
    pushl %ebp
    pushl %ebx
    pushl %edi
    pushl %esi
    subl $36, %esp
    movl 56(%esp), %ecx
    movl (%ecx), %ebx
    testb $1, %bl
    jne .L1
    fildll 8(%ecx)
    fistpll 24(%esp)
    movl 24(%esp), %eax
    movl 28(%esp), %edx
    fildll 16(%ecx)
    fistpll 16(%esp)
    movl 16(%esp), %esi
    movl 20(%esp), %edi
.L2:
    movl (%ecx), %ebp
    cmpl %ebp, %ebx
    je .L3
.L1:
    pause
    movl (%ecx), %ebx
    testb $1, %bl
    jne .L1
    fildll 8(%ecx)
    fistpll 8(%esp)
    movl 8(%esp), %eax
    movl 12(%esp), %edx
    fildll 16(%ecx)
    fistpll (%esp)
    movl (%esp), %esi
    movl 4(%esp), %edi
    jmp .L2
.L3:
    xorl %edi, %edx
    xorl %esi, %eax
    addl $36, %esp
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl

u64seqpair_store_release: same code as u64seqpair_store
    pushl %esi
    subl $16, %esp
    movl 24(%esp), %eax
    movl 28(%esp), %esi
    movl 32(%esp), %edx
    movl (%eax), %ecx
    orl $1, %ecx
    movl %ecx, (%eax)
    movl %esi, 8(%esp)
    notl %esi
    movl %edx, 12(%esp)
    notl %edx
    fildll 8(%esp)
    fistpll 8(%eax)
    movl %edx, 4(%esp)
    movl %esi, (%esp)
    fildll (%esp)
    fistpll 16(%eax)
    incl %ecx
    movl %ecx, (%eax)
    addl $16, %esp
    popl %esi
    retl

u64latchpair_load_acquire: same code as u64latchpair_load
    pushl %ebp
    pushl %ebx
    pushl %edi
    pushl %esi
    subl $36, %esp
    movl 56(%esp), %ecx
    movl (%ecx), %edi
    movl %edi, %esi
    andl $1, %esi
    shll $4, %esi
    fildll 8(%ecx,%esi)
    fistpll 24(%esp)
    movl 24(%esp), %eax
    movl 28(%esp), %edx
    fildll 16(%ecx,%esi)
    fistpll 16(%esp)
    movl 16(%esp), %esi
    movl 20(%esp), %ebx
    movl (%ecx), %ebp
    cmpl %edi, %ebp
    je .L1
    movl 56(%esp), %eax
    leal 8(%eax), %edi
.L2:
    pause
    movl 56(%esp), %ecx
    movl (%ecx), %ebp
    movl %ebp, %esi
    andl $1, %esi
    shll $4, %esi
    fildll (%edi,%esi)
    fistpll 8(%esp)
    movl 8(%esp), %eax
    movl 12(%esp), %edx
    fildll 8(%edi,%esi)
    fistpll (%esp)
    movl (%esp), %esi
    movl 4(%esp), %ebx
    movl (%ecx), %ecx
    cmpl %ebp, %ecx
    jne .L2
.L1:
    xorl %ebx, %edx
    xorl %esi, %eax
    addl $36, %esp
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl

u64latchpair_store_release: same code as u64latchpair_store
    pushl %edi
    pushl %esi
    subl $20, %esp
    movl 32(%esp), %eax
    movl 36(%esp), %esi
    movl 40(%esp), %edx
    movl (%eax), %ecx
    movl %esi, 8(%esp)
    notl %esi
    movl %edx, 12(%esp)
    notl %edx
    incl %ecx
    movl %ecx, %edi
    andl $1, %edi
    shll $4, %edi
    fildll 8(%esp)
    fistpll 8(%eax,%edi)
    movl %edx, 4(%esp)
    movl %esi, (%esp)
    fildll (%esp)
    fistpll 16(%eax,%edi)
    movl %ecx, (%eax)
    addl $20, %esp
    popl %esi
    popl %edi
    retl

core_atomic_u64_load_relaxed:
    subl $12, %esp
    movl 16(%esp), %eax
    fildll (%eax)
    fistpll (%esp)
    movl (%esp), %eax
    movl 4(%esp), %edx
    addl $12, %esp
    retl

core_atomic_u64_store_relaxed:
    subl $12, %esp
    movl 16(%esp), %eax
    movl 20(%esp), %ecx
    movl 24(%esp), %edx
    movl %edx, 4(%esp)
    movl %ecx, (%esp)
    fildll (%esp)
    fistpll (%eax)
    addl $12, %esp
    retl

core_atomic_u64_load_acquire:
    subl $12, %esp
    movl 16(%esp), %eax
    fildll (%eax)
    fistpll (%esp)
    movl (%esp), %eax
    movl 4(%esp), %edx
    addl $12, %esp
    retl

core_atomic_u64_store_release:
    subl $12, %esp
    movl 16(%esp), %eax
    movl 20(%esp), %ecx
    movl 24(%esp), %edx
    movl %edx, 4(%esp)
    movl %ecx, (%esp)
    fildll (%esp)
    fistpll (%eax)
    addl $12, %esp
    retl

portable_atomic_u64_load_relaxed: same code as core_atomic_u64_load_relaxed
    subl $12, %esp
    movl 16(%esp), %eax
    fildll (%eax)
    fistpll (%esp)
    movl (%esp), %eax
    movl 4(%esp), %edx
    addl $12, %esp
    retl

portable_atomic_u64_store_relaxed: same code as core_atomic_u64_store_relaxed
    subl $12, %esp
    movl 16(%esp), %eax
    movl 20(%esp), %ecx
    movl 24(%esp), %edx
    movl %edx, 4(%esp)
    movl %ecx, (%esp)
    fildll (%esp)
    fistpll (%eax)
    addl $12, %esp
    retl

portable_atomic_u64_load_acquire: same code as core_atomic_u64_load_acquire
    subl $12, %esp
    movl 16(%esp), %eax
    fildll (%eax)
    fistpll (%esp)
    movl (%esp), %eax
    movl 4(%esp), %edx
    addl $12, %esp
    retl

portable_atomic_u64_store_release: same code as core_atomic_u64_store_release
    subl $12, %esp
    movl 16(%esp), %eax
    movl 20(%esp), %ecx
    movl 24(%esp), %edx
    movl %edx, 4(%esp)
    movl %ecx, (%esp)
    fildll (%esp)
    fistpll (%eax)
    addl $12, %esp
    retl

u64seq_load_with: same code as u64latch_load_with
    pushl %ebp
    pushl %ebx
    pushl %edi
    pushl %esi
    subl $36, %esp
    movl 60(%esp), %ecx
    movl 56(%esp), %esi
    fildll (%esi)
    fistpll 24(%esp)
    movl 24(%esp), %edi
    movl 28(%esp), %edx
    movl 100(%ecx), %eax
    fildll (%esi)
    fistpll 16(%esp)
    movl 20(%esp), %ebx
    xorl %edx, %ebx
    movl 16(%esp), %ebp
    xorl %edi, %ebp
    orl %ebx, %ebp
    je .L1
.L2:
    pause
    fildll (%esi)
    fistpll 8(%esp)
    movl 8(%esp), %edi
    movl 12(%esp), %edx
    movl 100(%ecx), %eax
    fildll (%esi)
    fistpll (%esp)
    movl 4(%esp), %ebx
    xorl %edx, %ebx
    movl (%esp), %ebp
    xorl %edi, %ebp
    orl %ebx, %ebp
    jne .L2
.L1:
    xorl %edi, %eax
    addl $36, %esp
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
    subl $20, %esp
    movl 40(%esp), %eax
    movl 48(%esp), %esi
    movl 44(%esp), %edi
    fildll (%edi)
    fistpll 8(%esp)
    movl 8(%esp), %ecx
    movl 12(%esp), %edx
    movl 100(%esi), %esi
    fildll (%edi)
    fistpll (%esp)
    movl 4(%esp), %ebx
    xorl %edx, %ebx
    movl (%esp), %ebp
    xorl %ecx, %ebp
    xorl %edi, %edi
    orl %ebx, %ebp
    jne .L1
    xorl %esi, %ecx
    movl %edx, 8(%eax)
    movl %ecx, 4(%eax)
    movl $1, %edi
.L1:
    movl %edi, (%eax)
    addl $20, %esp
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
    subl $36, %esp
    movl 60(%esp), %ecx
    movl 56(%esp), %esi
    fildll (%esi)
    fistpll 24(%esp)
    movl 24(%esp), %edi
    movl 28(%esp), %edx
    movl 100(%ecx), %eax
    fildll (%esi)
    fistpll 16(%esp)
    movl 20(%esp), %ebx
    xorl %edx, %ebx
    movl 16(%esp), %ebp
    xorl %edi, %ebp
    orl %ebx, %ebp
    je .L1
.L2:
    pause
    fildll (%esi)
    fistpll 8(%esp)
    movl 8(%esp), %edi
    movl 12(%esp), %edx
    movl 100(%ecx), %eax
    fildll (%esi)
    fistpll (%esp)
    movl 4(%esp), %ebx
    xorl %edx, %ebx
    movl (%esp), %ebp
    xorl %edi, %ebp
    orl %ebx, %ebp
    jne .L2
.L1:
    xorl %edi, %eax
    addl $36, %esp
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
    subl $20, %esp
    movl 40(%esp), %eax
    movl 48(%esp), %esi
    movl 44(%esp), %edi
    fildll (%edi)
    fistpll 8(%esp)
    movl 8(%esp), %ecx
    movl 12(%esp), %edx
    movl 100(%esi), %esi
    fildll (%edi)
    fistpll (%esp)
    movl 4(%esp), %ebx
    xorl %edx, %ebx
    movl (%esp), %ebp
    xorl %ecx, %ebp
    xorl %edi, %edi
    orl %ebx, %ebp
    jne .L1
    xorl %esi, %ecx
    movl %edx, 8(%eax)
    movl %ecx, 4(%eax)
    movl $1, %edi
.L1:
    movl %edi, (%eax)
    addl $20, %esp
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
    movl 64(%esp), %esi
    movl (%esi), %eax
    testb $1, %al
    jne .L1
    fildll 8(%esi)
    fistpll 32(%esp)
    movl %eax, %edi
    movl 32(%esp), %eax
    movl %eax, 4(%esp)
    movl 36(%esp), %ebx
    fildll 16(%esi)
    fistpll 24(%esp)
    movl 24(%esp), %ebp
    movl 28(%esp), %edx
    movl 68(%esp), %eax
    movl 100(%eax), %eax
    movl (%esi), %ecx
    cmpl %ecx, %edi
    je .L2
.L1:
    pause
    movl (%esi), %ecx
    testb $1, %cl
    jne .L1
    fildll 8(%esi)
    fistpll 16(%esp)
    movl 16(%esp), %eax
    movl %eax, 4(%esp)
    movl 20(%esp), %ebx
    fildll 16(%esi)
    fistpll 8(%esp)
    movl 8(%esp), %ebp
    movl 12(%esp), %edx
    movl 68(%esp), %eax
    movl 100(%eax), %eax
    movl %esi, %edi
    movl (%esi), %esi
    cmpl %esi, %ecx
    movl %edi, %esi
    jne .L1
.L2:
    xorl %ebx, %edx
    xorl %ebp, %eax
    xorl 4(%esp), %eax
    addl $44, %esp
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl

u64seqpair_try_load_with:
    pushl %ebp
    pushl %ebx
    pushl %edi
    pushl %esi
    subl $28, %esp
    movl 48(%esp), %eax
    movl 52(%esp), %esi
    movl (%esi), %edx
    xorl %ecx, %ecx
    testb $1, %dl
    jne .L1
    movl 56(%esp), %edi
    fildll 8(%esi)
    fistpll 16(%esp)
    movl 16(%esp), %ebx
    movl %ebx, 4(%esp)
    movl 20(%esp), %ebx
    movl %ebx, (%esp)
    fildll 16(%esi)
    fistpll 8(%esp)
    movl 8(%esp), %ebx
    movl 12(%esp), %ebp
    movl 100(%edi), %edi
    movl (%esi), %esi
    cmpl %esi, %edx
    jne .L1
    xorl (%esp), %ebp
    xorl 4(%esp), %ebx
    xorl %edi, %ebx
    movl %ebp, 8(%eax)
    movl %ebx, 4(%eax)
    movl $1, %ecx
.L1:
    movl %ecx, (%eax)
    addl $28, %esp
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
    movl 68(%esp), %ebp
    movl 64(%esp), %esi
    movl (%esi), %ecx
    movl %ecx, %eax
    andl $1, %eax
    shll $4, %eax
    fildll 8(%esi,%eax)
    fistpll 32(%esp)
    movl 32(%esp), %edi
    movl 36(%esp), %ebx
    fildll 16(%esi,%eax)
    fistpll 24(%esp)
    movl 24(%esp), %eax
    movl 28(%esp), %edx
    movl 100(%ebp), %ebp
    movl (%esi), %esi
    cmpl %ecx, %esi
    je .L1
    movl 64(%esp), %eax
    addl $8, %eax
    movl %eax, 4(%esp)
.L2:
    pause
    movl 64(%esp), %eax
    movl (%eax), %esi
    movl %esi, %eax
    andl $1, %eax
    shll $4, %eax
    movl 4(%esp), %ecx
    fildll (%ecx,%eax)
    fistpll 16(%esp)
    movl 16(%esp), %edi
    movl 20(%esp), %ebx
    fildll 8(%ecx,%eax)
    fistpll 8(%esp)
    movl 8(%esp), %eax
    movl 12(%esp), %edx
    movl 68(%esp), %ecx
    movl 100(%ecx), %ebp
    movl 64(%esp), %ecx
    movl (%ecx), %ecx
    cmpl %esi, %ecx
    jne .L2
.L1:
    xorl %ebx, %edx
    xorl %edi, %eax
    xorl %ebp, %eax
    addl $44, %esp
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl

u64latchpair_try_load_with:
    pushl %ebp
    pushl %ebx
    pushl %edi
    pushl %esi
    subl $28, %esp
    movl 56(%esp), %ebp
    movl 52(%esp), %esi
    movl (%esi), %eax
    movl %eax, %edx
    andl $1, %edx
    shll $4, %edx
    fildll 8(%esi,%edx)
    fistpll 16(%esp)
    movl 16(%esp), %ecx
    movl %ecx, 4(%esp)
    movl 20(%esp), %ebx
    fildll 16(%esi,%edx)
    fistpll 8(%esp)
    movl 8(%esp), %edx
    movl 12(%esp), %edi
    movl 100(%ebp), %ebp
    movl (%esi), %ecx
    xorl %esi, %esi
    cmpl %eax, %ecx
    movl 48(%esp), %eax
    jne .L1
    xorl %ebx, %edi
    xorl 4(%esp), %edx
    xorl %ebp, %edx
    movl %edi, 8(%eax)
    movl %edx, 4(%eax)
    movl $1, %esi
.L1:
    movl %esi, (%eax)
    addl $28, %esp
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl $4

u64copy_fetch_update:
    pushl %ebx
    pushl %edi
    pushl %esi
    subl $16, %esp
    movl 40(%esp), %esi
    movl 36(%esp), %edi
    movl 32(%esp), %ecx
    fildll (%ecx)
    fistpll 8(%esp)
    movl 8(%esp), %eax
    movl 12(%esp), %edx
    cmpl %edi, %eax
    movl %edx, %ebx
    sbbl %esi, %ebx
    jae .L1
    movl %edi, (%esp)
    movl %esi, 4(%esp)
    fildll (%esp)
    fistpll (%ecx)
.L1:
    addl $16, %esp
    popl %esi
    popl %edi
    popl %ebx
    retl

u64seq_fetch_update: same code as u64copy_fetch_update
    pushl %ebx
    pushl %edi
    pushl %esi
    subl $16, %esp
    movl 40(%esp), %esi
    movl 36(%esp), %edi
    movl 32(%esp), %ecx
    fildll (%ecx)
    fistpll 8(%esp)
    movl 8(%esp), %eax
    movl 12(%esp), %edx
    cmpl %edi, %eax
    movl %edx, %ebx
    sbbl %esi, %ebx
    jae .L1
    movl %edi, (%esp)
    movl %esi, 4(%esp)
    fildll (%esp)
    fistpll (%ecx)
.L1:
    addl $16, %esp
    popl %esi
    popl %edi
    popl %ebx
    retl

u64latch_fetch_update: same code as u64copy_fetch_update
    pushl %ebx
    pushl %edi
    pushl %esi
    subl $16, %esp
    movl 40(%esp), %esi
    movl 36(%esp), %edi
    movl 32(%esp), %ecx
    fildll (%ecx)
    fistpll 8(%esp)
    movl 8(%esp), %eax
    movl 12(%esp), %edx
    cmpl %edi, %eax
    movl %edx, %ebx
    sbbl %esi, %ebx
    jae .L1
    movl %edi, (%esp)
    movl %esi, 4(%esp)
    fildll (%esp)
    fistpll (%ecx)
.L1:
    addl $16, %esp
    popl %esi
    popl %edi
    popl %ebx
    retl

u64seqpair_fetch_update:
    pushl %ebp
    pushl %ebx
    pushl %edi
    pushl %esi
    subl $52, %esp
    movl 76(%esp), %edi
    movl 72(%esp), %ebp
    fildll 8(%ebp)
    fistpll 40(%esp)
    movl 40(%esp), %esi
    movl 44(%esp), %ecx
    fildll 16(%ebp)
    fistpll 32(%esp)
    movl 32(%esp), %eax
    cmpl %edi, %esi
    movl %ecx, %edx
    sbbl 80(%esp), %edx
    movl 36(%esp), %edx
    jae .L1
    notl %edi
    movl %edi, 4(%esp)
    movl 80(%esp), %edi
    notl %edi
    movl (%ebp), %ebx
    orl $1, %ebx
    movl %ebx, (%ebp)
    movl %esi, 8(%esp)
    movl 80(%esp), %esi
    movl %esi, 28(%esp)
    movl 8(%esp), %esi
    movl %ecx, 12(%esp)
    movl 76(%esp), %ecx
    movl %ecx, 24(%esp)
    movl 12(%esp), %ecx
    fildll 24(%esp)
    fistpll 8(%ebp)
    movl %edi, 20(%esp)
    movl 4(%esp), %edi
    movl %edi, 16(%esp)
    fildll 16(%esp)
    fistpll 16(%ebp)
    incl %ebx
    movl %ebx, (%ebp)
.L1:
    xorl %esi, %eax
    xorl %ecx, %edx
    addl $52, %esp
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
    subl $52, %esp
    movl 80(%esp), %ebp
    movl 72(%esp), %ecx
    movl (%ecx), %eax
    andl $1, %eax
    shll $4, %eax
    fildll 8(%ecx,%eax)
    fistpll 40(%esp)
    movl 40(%esp), %edi
    movl 44(%esp), %esi
    fildll 16(%ecx,%eax)
    fistpll 32(%esp)
    movl 32(%esp), %eax
    cmpl 76(%esp), %edi
    movl %esi, %edx
    sbbl %ebp, %edx
    movl 36(%esp), %edx
    jae .L1
    leal 8(%ecx), %ebx
    movl %ebx, 4(%esp)
    movl %ebp, %ebx
    notl %ebp
    movl (%ecx), %ecx
    incl %ecx
    movl %ebx, 28(%esp)
    movl %ecx, %ebx
    andl $1, %ebx
    shll $4, %ebx
    movl %edi, 8(%esp)
    movl 76(%esp), %edi
    movl %edi, 24(%esp)
    movl 8(%esp), %edi
    fildll 24(%esp)
    movl %esi, 12(%esp)
    movl 4(%esp), %esi
    fistpll (%esi,%ebx)
    movl %ebp, 20(%esp)
    movl 76(%esp), %ebp
    notl %ebp
    movl %ebp, 16(%esp)
    fildll 16(%esp)
    fistpll 8(%esi,%ebx)
    movl 12(%esp), %esi
    movl 72(%esp), %ebx
    movl %ecx, (%ebx)
.L1:
    xorl %edi, %eax
    xorl %esi, %edx
    addl $52, %esp
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl

