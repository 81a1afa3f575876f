u64copy_load:
    pushl %esi
    movl 8(%esp), %ecx
    movl 8(%ecx), %eax
    movl 12(%ecx), %edx
    movl (%ecx), %esi
    movl 4(%ecx), %ecx
    xorl %eax, %esi
    xorl %edx, %ecx
    orl %esi, %ecx
    jne .L1
    popl %esi
    retl
.L1:
    popl %esi
    jmp __RNvMs0_NtCsHASH_7u64copy4copyNtB5_7U64Copy14load_contended

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
    movl %ecx, 8(%eax)
    movl %edx, 12(%eax)
.L1:
    movl %esi, (%eax)
    movl $0, 4(%eax)
    popl %esi
    popl %edi
    popl %ebx
    retl

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
    movl 8(%esp), %ecx
    movl (%ecx), %ebx
    testb $1, %bl
    jne .L1
    movl 4(%ecx), %eax
    movl 8(%ecx), %edx
    movl (%ecx), %ecx
    cmpl %ecx, %ebx
    jne .L1
    popl %ebx
    retl
.L1:
    popl %ebx
    jmp __RNvMs3_NtCsHASH_7u64copy3seqNtB5_6U64Seq14load_contended

u64seq_try_load:
    pushl %edi
    pushl %esi
    movl 16(%esp), %edx
    movl 12(%esp), %eax
    movl (%edx), %ecx
    testb $1, %cl
    jne .L1
    movl 4(%edx), %esi
    movl 8(%edx), %edi
    movl (%edx), %edx
    cmpl %edx, %ecx
    jne .L1
    movl $1, %ecx
    movl %edi, 12(%eax)
    movl %esi, 8(%eax)
    jmp .L2
.L1:
    xorl %ecx, %ecx
.L2:
    movl %ecx, (%eax)
    movl $0, 4(%eax)
    popl %esi
    popl %edi
    retl

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
    pushl %esi
    movl 8(%esp), %ecx
    movl (%ecx), %esi
    movl %esi, %edx
    andl $1, %edx
    movl 4(%ecx,%edx,8), %eax
    movl 8(%ecx,%edx,8), %edx
    movl (%ecx), %ecx
    cmpl %esi, %ecx
    jne .L1
    popl %esi
    retl
.L1:
    popl %esi
    jmp __RNvMs3_NtCsHASH_7u64copy5latchNtB5_8U64Latch14load_contended

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
    movl %edx, 12(%eax)
    movl %ecx, 8(%eax)
.L1:
    movl %esi, (%eax)
    movl $0, 4(%eax)
    popl %esi
    popl %edi
    popl %ebx
    retl

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
    movl %esp, %ebp
    pushl %ebx
    pushl %edi
    pushl %esi
    andl $-8, %esp
    subl $32, %esp
    movl 8(%ebp), %edi # frame pointer
    movl (%edi), %ebx
    testb $1, %bl
    jne .L1
    movl 4(%edi), %esi
    movl 8(%edi), %eax
    movl %eax, 4(%esp)
    movl 12(%edi), %eax
    movl 16(%edi), %edx
    movl (%edi), %ecx
    cmpl %ecx, %ebx
    jne .L1
    movl 4(%esp), %ecx
.L2:
    xorl %ecx, %edx
    xorl %esi, %eax
    leal -12(%ebp), %esp # frame pointer
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl
.L1:
    leal 8(%esp), %eax
    pushl %edi
    pushl %eax
    calll __RNvMs9_NtCsHASH_7u64copy3seqINtB5_11U64SeqArrayKj2_E14load_contendedCsHASH_15u64copy_codegen
    addl $8, %esp
    movl 8(%esp), %esi
    movl 12(%esp), %ecx
    movl 20(%esp), %edx
    movl 16(%esp), %eax
    jmp .L2

u64seqpair_try_load:
    pushl %ebp
    pushl %ebx
    pushl %edi
    pushl %esi
    movl 24(%esp), %edx
    movl 20(%esp), %eax
    movl (%edx), %ecx
    testb $1, %cl
    jne .L1
    movl 4(%edx), %ebx
    movl 8(%edx), %edi
    movl 12(%edx), %esi
    movl 16(%edx), %ebp
    movl (%edx), %edx
    cmpl %edx, %ecx
    jne .L1
    xorl %ebx, %esi
    xorl %edi, %ebp
    movl $1, %ecx
    movl %ebp, 12(%eax)
    movl %esi, 8(%eax)
    jmp .L2
.L1:
    xorl %ecx, %ecx
.L2:
    movl %ecx, (%eax)
    movl $0, 4(%eax)
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl

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
    movl %esp, %ebp
    pushl %ebx
    pushl %edi
    pushl %esi
    andl $-8, %esp
    subl $32, %esp
    movl 8(%ebp), %edi # frame pointer
    movl (%edi), %ebx
    movl %ebx, %edx
    andl $1, %edx
    shll $4, %edx
    movl 4(%edi,%edx), %esi
    movl 8(%edi,%edx), %eax
    movl %eax, 4(%esp)
    movl 12(%edi,%edx), %eax
    movl 16(%edi,%edx), %edx
    movl (%edi), %ecx
    cmpl %ebx, %ecx
    jne .L1
    movl 4(%esp), %ecx
.L2:
    xorl %ecx, %edx
    xorl %esi, %eax
    leal -12(%ebp), %esp # frame pointer
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl
.L1:
    leal 8(%esp), %eax
    pushl %edi
    pushl %eax
    calll __RNvMs9_NtCsHASH_7u64copy5latchINtB5_13U64LatchArrayKj2_E14load_contendedCsHASH_15u64copy_codegen
    addl $8, %esp
    movl 8(%esp), %esi
    movl 12(%esp), %ecx
    movl 20(%esp), %edx
    movl 16(%esp), %eax
    jmp .L2

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
    movl %edi, 12(%eax)
    movl %ecx, 8(%eax)
.L1:
    movl %ebx, (%eax)
    movl $0, 4(%eax)
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl

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
    movl 8(%esp), %ecx
    movl (%ecx), %ebx
    testb $1, %bl
    jne .L1
    movl 4(%ecx), %eax
    movl 8(%ecx), %edx
    movl (%ecx), %ecx
    cmpl %ecx, %ebx
    jne .L1
    popl %ebx
    retl
.L1:
    popl %ebx
    jmp __RNvMs3_NtCsHASH_7u64copy3seqNtB5_6U64Seq14load_contended

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
    pushl %esi
    movl 8(%esp), %ecx
    movl (%ecx), %esi
    movl %esi, %edx
    andl $1, %edx
    movl 4(%ecx,%edx,8), %eax
    movl 8(%ecx,%edx,8), %edx
    movl (%ecx), %ecx
    cmpl %esi, %ecx
    jne .L1
    popl %esi
    retl
.L1:
    popl %esi
    jmp __RNvMs3_NtCsHASH_7u64copy5latchNtB5_8U64Latch14load_contended

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
    movl %esp, %ebp
    pushl %ebx
    pushl %edi
    pushl %esi
    andl $-8, %esp
    subl $32, %esp
    movl 8(%ebp), %edi # frame pointer
    movl (%edi), %ebx
    testb $1, %bl
    jne .L1
    movl 4(%edi), %esi
    movl 8(%edi), %eax
    movl %eax, 4(%esp)
    movl 12(%edi), %eax
    movl 16(%edi), %edx
    movl (%edi), %ecx
    cmpl %ecx, %ebx
    jne .L1
    movl 4(%esp), %ecx
.L2:
    xorl %ecx, %edx
    xorl %esi, %eax
    leal -12(%ebp), %esp # frame pointer
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl
.L1:
    leal 8(%esp), %eax
    pushl %edi
    pushl %eax
    calll __RNvMs9_NtCsHASH_7u64copy3seqINtB5_11U64SeqArrayKj2_E14load_contendedCsHASH_15u64copy_codegen
    addl $8, %esp
    movl 8(%esp), %esi
    movl 12(%esp), %ecx
    movl 20(%esp), %edx
    movl 16(%esp), %eax
    jmp .L2

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
    movl %esp, %ebp
    pushl %ebx
    pushl %edi
    pushl %esi
    andl $-8, %esp
    subl $32, %esp
    movl 8(%ebp), %edi # frame pointer
    movl (%edi), %ebx
    movl %ebx, %edx
    andl $1, %edx
    shll $4, %edx
    movl 4(%edi,%edx), %esi
    movl 8(%edi,%edx), %eax
    movl %eax, 4(%esp)
    movl 12(%edi,%edx), %eax
    movl 16(%edi,%edx), %edx
    movl (%edi), %ecx
    cmpl %ebx, %ecx
    jne .L1
    movl 4(%esp), %ecx
.L2:
    xorl %ecx, %edx
    xorl %esi, %eax
    leal -12(%ebp), %esp # frame pointer
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl
.L1:
    leal 8(%esp), %eax
    pushl %edi
    pushl %eax
    calll __RNvMs9_NtCsHASH_7u64copy5latchINtB5_13U64LatchArrayKj2_E14load_contendedCsHASH_15u64copy_codegen
    addl $8, %esp
    movl 8(%esp), %esi
    movl 12(%esp), %ecx
    movl 20(%esp), %edx
    movl 16(%esp), %eax
    jmp .L2

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
    pushl %ebx
    pushl %esi
    movl 12(%esp), %esi
    xorl %eax, %eax
    xorl %edx, %edx
    xorl %ecx, %ecx
    xorl %ebx, %ebx
    lock cmpxchg8b (%esi)
    popl %esi
    popl %ebx
    retl

core_atomic_u64_store_relaxed:
    pushl %ebx
    pushl %esi
    movl 12(%esp), %esi
    movl 20(%esp), %ecx
    movl 16(%esp), %ebx
    movl (%esi), %eax
    movl 4(%esi), %edx
.L1:
    lock cmpxchg8b (%esi)
    jne .L1
    popl %esi
    popl %ebx
    retl

core_atomic_u64_load_acquire:
    pushl %ebx
    pushl %esi
    movl 12(%esp), %esi
    xorl %eax, %eax
    xorl %edx, %edx
    xorl %ecx, %ecx
    xorl %ebx, %ebx
    lock cmpxchg8b (%esi)
    popl %esi
    popl %ebx
    retl

core_atomic_u64_store_release:
    pushl %ebx
    pushl %esi
    movl 12(%esp), %esi
    movl 20(%esp), %ecx
    movl 16(%esp), %ebx
    movl (%esi), %eax
    movl 4(%esi), %edx
.L1:
    lock cmpxchg8b (%esi)
    jne .L1
    popl %esi
    popl %ebx
    retl

portable_atomic_u64_load_relaxed: same code as core_atomic_u64_load_relaxed
    pushl %ebx
    pushl %esi
    movl 12(%esp), %esi
    xorl %eax, %eax
    xorl %edx, %edx
    xorl %ecx, %ecx
    xorl %ebx, %ebx
    lock cmpxchg8b (%esi)
    popl %esi
    popl %ebx
    retl

portable_atomic_u64_store_relaxed: same code as core_atomic_u64_store_relaxed
    pushl %ebx
    pushl %esi
    movl 12(%esp), %esi
    movl 20(%esp), %ecx
    movl 16(%esp), %ebx
    movl (%esi), %eax
    movl 4(%esi), %edx
.L1:
    lock cmpxchg8b (%esi)
    jne .L1
    popl %esi
    popl %ebx
    retl

portable_atomic_u64_load_acquire: same code as core_atomic_u64_load_acquire
    pushl %ebx
    pushl %esi
    movl 12(%esp), %esi
    xorl %eax, %eax
    xorl %edx, %edx
    xorl %ecx, %ecx
    xorl %ebx, %ebx
    lock cmpxchg8b (%esi)
    popl %esi
    popl %ebx
    retl

portable_atomic_u64_store_release: same code as core_atomic_u64_store_release
    pushl %ebx
    pushl %esi
    movl 12(%esp), %esi
    movl 20(%esp), %ecx
    movl 16(%esp), %ebx
    movl (%esi), %eax
    movl 4(%esi), %edx
.L1:
    lock cmpxchg8b (%esi)
    jne .L1
    popl %esi
    popl %ebx
    retl

u64seq_load_with:
    pushl %ebp
    movl %esp, %ebp
    pushl %ebx
    pushl %edi
    pushl %esi
    andl $-8, %esp
    subl $32, %esp
    movl 12(%ebp), %eax # frame pointer
    movl 8(%ebp), %esi # frame pointer
    movl %eax, 4(%esp)
    movl (%esi), %ebx
    testb $1, %bl
    jne .L1
    movl 4(%esi), %ecx
    movl 8(%esi), %edx
    movl 4(%esp), %eax
    movl 100(%eax), %eax
    movl (%esi), %edi
    cmpl %edi, %ebx
    jne .L1
.L2:
    xorl %ecx, %eax
    leal -12(%ebp), %esp # frame pointer
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl
.L1:
    leal 4(%esp), %eax
    leal 8(%esp), %ecx
    pushl $_anon.HASH.3
    pushl %eax
    pushl %esi
    pushl %ecx
    calll __RINvMs7_NtCsHASH_7u64copy3seqNtB6_6U64Seq19load_with_contendedmECsHASH_15u64copy_codegen
    addl $16, %esp
    movl 8(%esp), %ecx
    movl 12(%esp), %edx
    movl 16(%esp), %eax
    jmp .L2

u64seq_try_load_with:
    pushl %ebx
    pushl %edi
    pushl %esi
    movl 20(%esp), %edx
    movl 16(%esp), %eax
    movl (%edx), %ecx
    testb $1, %cl
    jne .L1
    movl 24(%esp), %ebx
    movl 4(%edx), %esi
    movl 8(%edx), %edi
    movl 100(%ebx), %ebx
    movl (%edx), %edx
    cmpl %edx, %ecx
    jne .L1
    xorl %ebx, %esi
    movl $1, %ecx
    movl %edi, 12(%eax)
    movl %esi, 8(%eax)
    jmp .L2
.L1:
    xorl %ecx, %ecx
.L2:
    movl %ecx, (%eax)
    movl $0, 4(%eax)
    popl %esi
    popl %edi
    popl %ebx
    retl

u64latch_load_with:
    pushl %ebp
    movl %esp, %ebp
    pushl %ebx
    pushl %edi
    pushl %esi
    andl $-8, %esp
    subl $32, %esp
    movl 12(%ebp), %eax # frame pointer
    movl 8(%ebp), %esi # frame pointer
    movl %eax, 4(%esp)
    movl (%esi), %edi
    movl %edi, %eax
    andl $1, %eax
    movl 4(%esi,%eax,8), %ecx
    movl 8(%esi,%eax,8), %edx
    movl 4(%esp), %eax
    movl 100(%eax), %eax
    movl (%esi), %ebx
    cmpl %edi, %ebx
    jne .L1
.L2:
    xorl %ecx, %eax
    leal -12(%ebp), %esp # frame pointer
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl
.L1:
    leal 4(%esp), %eax
    leal 8(%esp), %ecx
    pushl $_anon.HASH.1
    pushl %eax
    pushl %esi
    pushl %ecx
    calll __RINvMs7_NtCsHASH_7u64copy5latchNtB6_8U64Latch19load_with_contendedmECsHASH_15u64copy_codegen
    addl $16, %esp
    movl 8(%esp), %ecx
    movl 12(%esp), %edx
    movl 16(%esp), %eax
    jmp .L2

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
    movl %edx, 12(%eax)
    movl %ecx, 8(%eax)
.L1:
    movl %edi, (%eax)
    movl $0, 4(%eax)
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl

u64seqpair_load_with:
    pushl %ebp
    movl %esp, %ebp
    pushl %ebx
    pushl %edi
    pushl %esi
    andl $-8, %esp
    subl $48, %esp
    movl 12(%ebp), %eax # frame pointer
    movl 8(%ebp), %ebx # frame pointer
    movl %eax, 4(%esp)
    movl (%ebx), %ecx
    testb $1, %cl
    jne .L1
    movl 4(%ebx), %eax
    movl %eax, 8(%esp)
    movl 8(%ebx), %eax
    movl %eax, 12(%esp)
    movl 12(%ebx), %eax
    movl 16(%ebx), %edx
    movl 4(%esp), %edi
    movl 100(%edi), %edi
    movl (%ebx), %esi
    cmpl %esi, %ecx
    jne .L1
    movl 12(%esp), %ecx
    movl 8(%esp), %esi
.L2:
    xorl %esi, %eax
    xorl %ecx, %edx
    xorl %edi, %eax
    leal -12(%ebp), %esp # frame pointer
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl
.L1:
    leal 4(%esp), %eax
    leal 16(%esp), %ecx
    pushl $_anon.HASH.4
    pushl %eax
    pushl %ebx
    pushl %ecx
    calll __RINvMsd_NtCsHASH_7u64copy3seqINtB6_11U64SeqArrayKj2_E19load_with_contendedmECsHASH_15u64copy_codegen
    addl $16, %esp
    movl 16(%esp), %esi
    movl 20(%esp), %ecx
    movl 28(%esp), %edx
    movl 24(%esp), %eax
    movl 32(%esp), %edi
    jmp .L2

u64seqpair_try_load_with:
    pushl %ebp
    pushl %ebx
    pushl %edi
    pushl %esi
    pushl %eax
    movl 28(%esp), %esi
    movl 24(%esp), %eax
    movl (%esi), %edx
    testb $1, %dl
    jne .L1
    movl 4(%esi), %ecx
    movl 8(%esi), %edi
    movl 12(%esi), %ebp
    movl 16(%esi), %ebx
    movl %ebx, (%esp)
    movl 32(%esp), %ebx
    movl 100(%ebx), %ebx
    movl (%esi), %esi
    cmpl %esi, %edx
    jne .L1
    xorl (%esp), %edi
    xorl %ebx, %ecx
    xorl %ebp, %ecx
    movl %ecx, 8(%eax)
    movl $1, %ecx
    movl %edi, 12(%eax)
    jmp .L2
.L1:
    xorl %ecx, %ecx
.L2:
    movl %ecx, (%eax)
    movl $0, 4(%eax)
    addl $4, %esp
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl

u64latchpair_load_with:
    pushl %ebp
    movl %esp, %ebp
    pushl %ebx
    pushl %edi
    pushl %esi
    andl $-8, %esp
    subl $48, %esp
    movl 12(%ebp), %eax # frame pointer
    movl 8(%ebp), %ebx # frame pointer
    movl %eax, 4(%esp)
    movl (%ebx), %ecx
    movl %ecx, %edx
    andl $1, %edx
    shll $4, %edx
    movl 4(%ebx,%edx), %eax
    movl %eax, 8(%esp)
    movl 8(%ebx,%edx), %eax
    movl %eax, 12(%esp)
    movl 12(%ebx,%edx), %eax
    movl 16(%ebx,%edx), %edx
    movl 4(%esp), %edi
    movl 100(%edi), %edi
    movl (%ebx), %esi
    cmpl %ecx, %esi
    jne .L1
    movl 12(%esp), %ecx
    movl 8(%esp), %esi
.L2:
    xorl %esi, %eax
    xorl %ecx, %edx
    xorl %edi, %eax
    leal -12(%ebp), %esp # frame pointer
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl
.L1:
    leal 4(%esp), %eax
    leal 16(%esp), %ecx
    pushl $_anon.HASH.2
    pushl %eax
    pushl %ebx
    pushl %ecx
    calll __RINvMsd_NtCsHASH_7u64copy5latchINtB6_13U64LatchArrayKj2_E19load_with_contendedmECsHASH_15u64copy_codegen
    addl $16, %esp
    movl 16(%esp), %esi
    movl 20(%esp), %ecx
    movl 28(%esp), %edx
    movl 24(%esp), %eax
    movl 32(%esp), %edi
    jmp .L2

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
    movl %ecx, 8(%eax)
    movl %edx, 12(%eax)
.L1:
    movl %ebp, (%eax)
    movl $0, 4(%eax)
    addl $4, %esp
    popl %esi
    popl %edi
    popl %ebx
    popl %ebp
    retl

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

