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
    subl $60, %esp
    calll .L1
.L1:
    popl %ebx
.L2:
    addl $_GLOBAL_OFFSET_TABLE_+(.L2-.L1), %ebx
    movl 80(%esp), %eax
    fildll (%eax)
    fistpll 32(%esp)
    movl 32(%esp), %ecx
    testb $1, %cl
    jne .L3
    movl 36(%esp), %esi
    movl 80(%esp), %edi
    fildll 8(%edi)
    fistpll 24(%esp)
    movl 24(%esp), %eax
    movl %eax, 4(%esp)
    movl 28(%esp), %ebp
    fildll 16(%edi)
    fistpll 16(%esp)
    movl 16(%esp), %eax
    movl 20(%esp), %edx
    fildll (%edi)
    fistpll 8(%esp)
    xorl 12(%esp), %esi
    xorl 8(%esp), %ecx
    orl %esi, %ecx
    movl 4(%esp), %edi
    jne .L3
.L4:
    xorl %ebp, %edx
    xorl %edi, %eax
    addl $60, %esp
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl
.L3:
    subl $8, %esp
    leal 48(%esp), %eax
    pushl 88(%esp)
    pushl %eax
    calll _ZN7u64copy3api14load_contended17hHASHE@PLT
    addl $12, %esp
    movl 40(%esp), %edi
    movl 44(%esp), %ebp
    movl 52(%esp), %edx
    movl 48(%esp), %eax
    jmp .L4

u64seqpair_try_load:
    pushl %ebp
    pushl %ebx
    pushl %edi
    pushl %esi
    subl $44, %esp
    movl 64(%esp), %eax
    movl 68(%esp), %edi
    fildll (%edi)
    fistpll 32(%esp)
    movl 32(%esp), %edx
    xorl %ecx, %ecx
    testb $1, %dl
    jne .L1
    movl 36(%esp), %ebx
    fildll 8(%edi)
    fistpll 24(%esp)
    movl 24(%esp), %esi
    movl %esi, 4(%esp)
    movl 28(%esp), %esi
    movl %esi, (%esp)
    fildll 16(%edi)
    fistpll 16(%esp)
    movl 16(%esp), %esi
    movl 20(%esp), %ebp
    fildll (%edi)
    fistpll 8(%esp)
    xorl 12(%esp), %ebx
    xorl 8(%esp), %edx
    orl %ebx, %edx
    jne .L1
    xorl (%esp), %ebp
    xorl 4(%esp), %esi
    movl %esi, 4(%eax)
    movl %ebp, 8(%eax)
    movl $1, %ecx
.L1:
    movl %ecx, (%eax)
    addl $44, %esp
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl $4

u64seqpair_store:
    pushl %edi
    pushl %esi
    subl $44, %esp
    movl 56(%esp), %eax
    movl 60(%esp), %edi
    movl 64(%esp), %esi
    fildll (%eax)
    fistpll 32(%esp)
    movl 32(%esp), %ecx
    movl 36(%esp), %edx
    orl $1, %ecx
    movl %edx, 28(%esp)
    movl %ecx, 24(%esp)
    fildll 24(%esp)
    fistpll (%eax)
    movl %edi, 16(%esp)
    notl %edi
    movl %esi, 20(%esp)
    notl %esi
    fildll 16(%esp)
    fistpll 8(%eax)
    movl %esi, 12(%esp)
    movl %edi, 8(%esp)
    fildll 8(%esp)
    fistpll 16(%eax)
    addl $1, %ecx
    adcl $0, %edx
    movl %edx, 4(%esp)
    movl %ecx, (%esp)
    fildll (%esp)
    fistpll (%eax)
    addl $44, %esp
    popl %esi
    popl %edi
    retl

u64latchpair_load:
    pushl %ebp
    pushl %ebx
    pushl %edi
    pushl %esi
    subl $60, %esp
    calll .L1
.L1:
    popl %ebx
.L2:
    addl $_GLOBAL_OFFSET_TABLE_+(.L2-.L1), %ebx
    movl 80(%esp), %ecx
    fildll (%ecx)
    fistpll 32(%esp)
    movl 32(%esp), %ebp
    movl 36(%esp), %esi
    movl %ebp, %eax
    andl $1, %eax
    shll $4, %eax
    fildll 8(%ecx,%eax)
    fistpll 24(%esp)
    movl 24(%esp), %edx
    movl %edx, 4(%esp)
    movl 28(%esp), %edi
    fildll 16(%ecx,%eax)
    fistpll 16(%esp)
    movl 16(%esp), %eax
    movl 20(%esp), %edx
    fildll (%ecx)
    fistpll 8(%esp)
    xorl 12(%esp), %esi
    xorl 8(%esp), %ebp
    orl %esi, %ebp
    movl %edi, %ecx
    movl 4(%esp), %edi
    jne .L3
.L4:
    xorl %ecx, %edx
    xorl %edi, %eax
    addl $60, %esp
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl
.L3:
    subl $8, %esp
    leal 48(%esp), %eax
    pushl 88(%esp)
    pushl %eax
    calll _ZN7u64copy3api14load_contended17hHASHE@PLT
    addl $12, %esp
    movl 40(%esp), %edi
    movl 44(%esp), %ecx
    movl 52(%esp), %edx
    movl 48(%esp), %eax
    jmp .L4

u64latchpair_try_load:
    pushl %ebp
    pushl %ebx
    pushl %edi
    pushl %esi
    subl $36, %esp
    movl 60(%esp), %ebp
    fildll (%ebp)
    fistpll 24(%esp)
    movl 24(%esp), %eax
    movl 28(%esp), %edx
    movl %eax, %edi
    andl $1, %edi
    shll $4, %edi
    fildll 8(%ebp,%edi)
    fistpll 16(%esp)
    movl 16(%esp), %ecx
    movl 20(%esp), %esi
    fildll 16(%ebp,%edi)
    fistpll 8(%esp)
    movl 8(%esp), %ebx
    movl 12(%esp), %edi
    fildll (%ebp)
    fistpll (%esp)
    xorl 4(%esp), %edx
    xorl (%esp), %eax
    xorl %ebp, %ebp
    orl %edx, %eax
    movl 56(%esp), %eax
    jne .L1
    xorl %esi, %edi
    xorl %ecx, %ebx
    movl %ebx, 4(%eax)
    movl %edi, 8(%eax)
    movl $1, %ebp
.L1:
    movl %ebp, (%eax)
    addl $36, %esp
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl $4

u64latchpair_store:
    pushl %ebx
    pushl %edi
    pushl %esi
    subl $32, %esp
    movl 48(%esp), %eax
    movl 52(%esp), %ecx
    movl 56(%esp), %ebx
    fildll (%eax)
    fistpll 24(%esp)
    movl 24(%esp), %esi
    movl 28(%esp), %edx
    movl %ebx, 20(%esp)
    notl %ebx
    movl %esi, %edi
    addl $1, %edi
    adcl $0, %edx
    notl %esi
    andl $1, %esi
    shll $4, %esi
    movl %ecx, 16(%esp)
    fildll 16(%esp)
    fistpll 8(%eax,%esi)
    movl %ebx, 12(%esp)
    notl %ecx
    movl %ecx, 8(%esp)
    fildll 8(%esp)
    fistpll 16(%eax,%esi)
    movl %edx, 4(%esp)
    movl %edi, (%esp)
    fildll (%esp)
    fistpll (%eax)
    addl $32, %esp
    popl %esi
    popl %edi
    popl %ebx
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

