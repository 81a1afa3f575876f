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
    movl 24(%esp), %esi
    movl 28(%esp), %edi
    fildll 16(%ecx)
    fistpll 16(%esp)
    movl 16(%esp), %eax
    movl 20(%esp), %edx
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
    movl 8(%esp), %esi
    movl 12(%esp), %edi
    fildll 16(%ecx)
    fistpll (%esp)
    movl (%esp), %eax
    movl 4(%esp), %edx
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
    movl (%ecx), %ebx
    movl %ebx, %eax
    andl $1, %eax
    shll $4, %eax
    fildll 8(%ecx,%eax)
    fistpll 24(%esp)
    movl 24(%esp), %esi
    movl 28(%esp), %edi
    fildll 16(%ecx,%eax)
    fistpll 16(%esp)
    movl 16(%esp), %eax
    movl 20(%esp), %edx
    movl (%ecx), %ebp
    cmpl %ebx, %ebp
    je .L1
    movl 56(%esp), %eax
    leal 8(%eax), %ebx
.L2:
    pause
    movl 56(%esp), %ecx
    movl (%ecx), %ebp
    movl %ebp, %eax
    andl $1, %eax
    shll $4, %eax
    fildll (%ebx,%eax)
    fistpll 8(%esp)
    movl 8(%esp), %esi
    movl 12(%esp), %edi
    fildll 8(%ebx,%eax)
    fistpll (%esp)
    movl (%esp), %eax
    movl 4(%esp), %edx
    movl (%ecx), %ecx
    cmpl %ebp, %ecx
    jne .L2
.L1:
    xorl %edi, %edx
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

