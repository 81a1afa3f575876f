u64copy_load: same code as core_atomic_u64_load_relaxed
    movq (%rdi), %rax
    retq

u64copy_try_load:
    movq (%rdi), %rdx
    movl $1, %eax
    retq

u64copy_store: same code as core_atomic_u64_store_relaxed
    movq %rsi, (%rdi)
    retq

u64seq_load: same code as core_atomic_u64_load_relaxed
    movq (%rdi), %rax
    retq

u64seq_try_load: same code as u64copy_try_load
    movq (%rdi), %rdx
    movl $1, %eax
    retq

u64seq_store: same code as core_atomic_u64_store_relaxed
    movq %rsi, (%rdi)
    retq

u64latch_load: same code as core_atomic_u64_load_relaxed
    movq (%rdi), %rax
    retq

u64latch_try_load: same code as u64copy_try_load
    movq (%rdi), %rdx
    movl $1, %eax
    retq

u64latch_store: same code as core_atomic_u64_store_relaxed
    movq %rsi, (%rdi)
    retq

u64seqpair_load:
    jmp .L1
.L2:
    pause
.L1:
    movl (%rdi), %edx
    testb $1, %dl
    jne .L2
    movq 8(%rdi), %rax
    movq 16(%rdi), %rcx
    movl (%rdi), %esi
    cmpl %esi, %edx
    jne .L2
    xorq %rcx, %rax
    retq

u64seqpair_try_load:
    movl (%rdi), %ecx
    testb $1, %cl
    jne .L1
    movq 8(%rdi), %rsi
    movq 16(%rdi), %rdx
    movl (%rdi), %edi
    xorl %eax, %eax
    cmpl %edi, %ecx
    sete %al
    xorq %rsi, %rdx
    retq
.L1:
    xorl %eax, %eax
    retq

u64seqpair_store:
    movl (%rdi), %eax
    orl $1, %eax
    movl %eax, (%rdi)
    movq %rsi, 8(%rdi)
    notq %rsi
    movq %rsi, 16(%rdi)
    incl %eax
    movl %eax, (%rdi)
    retq

u64latchpair_load:
    movl (%rdi), %edx
    movl %edx, %ecx
    andl $1, %ecx
    shll $4, %ecx
    movq 8(%rdi,%rcx), %rax
    movq 16(%rdi,%rcx), %rcx
    movl (%rdi), %esi
    cmpl %edx, %esi
    je .L1
    leaq 8(%rdi), %rdx
.L2:
    pause
    movl (%rdi), %esi
    movl %esi, %ecx
    andl $1, %ecx
    shll $4, %ecx
    movq (%rdx,%rcx), %rax
    movq 8(%rdx,%rcx), %rcx
    movl (%rdi), %r8d
    cmpl %esi, %r8d
    jne .L2
.L1:
    xorq %rcx, %rax
    retq

u64latchpair_try_load:
    movl (%rdi), %ecx
    movl %ecx, %eax
    andl $1, %eax
    shll $4, %eax
    movq 8(%rdi,%rax), %rsi
    movq 16(%rdi,%rax), %rdx
    movl (%rdi), %edi
    xorl %eax, %eax
    cmpl %ecx, %edi
    sete %al
    xorq %rsi, %rdx
    retq

u64latchpair_store:
    movl (%rdi), %eax
    incl %eax
    movl %eax, %ecx
    andl $1, %ecx
    shll $4, %ecx
    movq %rsi, 8(%rdi,%rcx)
    notq %rsi
    movq %rsi, 16(%rdi,%rcx)
    movl %eax, (%rdi)
    retq

u64seq_load_acquire: same code as core_atomic_u64_load_acquire
    movq (%rdi), %rax
    retq

u64seq_store_release: same code as core_atomic_u64_store_release
    movq %rsi, (%rdi)
    retq

u64latch_load_acquire: same code as core_atomic_u64_load_acquire
    movq (%rdi), %rax
    retq

u64latch_store_release: same code as core_atomic_u64_store_release
    movq %rsi, (%rdi)
    retq

u64seqpair_load_acquire: same code as u64seqpair_load
    jmp .L1
.L2:
    pause
.L1:
    movl (%rdi), %edx
    testb $1, %dl
    jne .L2
    movq 8(%rdi), %rax
    movq 16(%rdi), %rcx
    movl (%rdi), %esi
    cmpl %esi, %edx
    jne .L2
    xorq %rcx, %rax
    retq

u64seqpair_store_release: same code as u64seqpair_store
    movl (%rdi), %eax
    orl $1, %eax
    movl %eax, (%rdi)
    movq %rsi, 8(%rdi)
    notq %rsi
    movq %rsi, 16(%rdi)
    incl %eax
    movl %eax, (%rdi)
    retq

u64latchpair_load_acquire: same code as u64latchpair_load
    movl (%rdi), %edx
    movl %edx, %ecx
    andl $1, %ecx
    shll $4, %ecx
    movq 8(%rdi,%rcx), %rax
    movq 16(%rdi,%rcx), %rcx
    movl (%rdi), %esi
    cmpl %edx, %esi
    je .L1
    leaq 8(%rdi), %rdx
.L2:
    pause
    movl (%rdi), %esi
    movl %esi, %ecx
    andl $1, %ecx
    shll $4, %ecx
    movq (%rdx,%rcx), %rax
    movq 8(%rdx,%rcx), %rcx
    movl (%rdi), %r8d
    cmpl %esi, %r8d
    jne .L2
.L1:
    xorq %rcx, %rax
    retq

u64latchpair_store_release: same code as u64latchpair_store
    movl (%rdi), %eax
    incl %eax
    movl %eax, %ecx
    andl $1, %ecx
    shll $4, %ecx
    movq %rsi, 8(%rdi,%rcx)
    notq %rsi
    movq %rsi, 16(%rdi,%rcx)
    movl %eax, (%rdi)
    retq

core_atomic_u64_load_relaxed:
    movq (%rdi), %rax
    retq

core_atomic_u64_store_relaxed:
    movq %rsi, (%rdi)
    retq

core_atomic_u64_load_acquire:
    movq (%rdi), %rax
    retq

core_atomic_u64_store_release:
    movq %rsi, (%rdi)
    retq

portable_atomic_u64_load_relaxed: same code as core_atomic_u64_load_relaxed
    movq (%rdi), %rax
    retq

portable_atomic_u64_store_relaxed: same code as core_atomic_u64_store_relaxed
    movq %rsi, (%rdi)
    retq

portable_atomic_u64_load_acquire: same code as core_atomic_u64_load_acquire
    movq (%rdi), %rax
    retq

portable_atomic_u64_store_release: same code as core_atomic_u64_store_release
    movq %rsi, (%rdi)
    retq

u64seq_load_with: same code as u64latch_load_with
.L1:
    movq (%rdi), %rcx
    movl 100(%rsi), %eax
    movq (%rdi), %rdx
    cmpq %rdx, %rcx
    je .L2
    pause
    jmp .L1
.L2:
    movl %eax, %eax
    xorq %rcx, %rax
    retq

u64seq_try_load_with: same code as u64latch_try_load_with
    movq (%rdi), %rcx
    movl 100(%rsi), %edx
    movq (%rdi), %rsi
    xorl %eax, %eax
    cmpq %rsi, %rcx
    sete %al
    xorq %rcx, %rdx
    retq

u64latch_load_with:
.L1:
    movq (%rdi), %rcx
    movl 100(%rsi), %eax
    movq (%rdi), %rdx
    cmpq %rdx, %rcx
    je .L2
    pause
    jmp .L1
.L2:
    movl %eax, %eax
    xorq %rcx, %rax
    retq

u64latch_try_load_with:
    movq (%rdi), %rcx
    movl 100(%rsi), %edx
    movq (%rdi), %rsi
    xorl %eax, %eax
    cmpq %rsi, %rcx
    sete %al
    xorq %rcx, %rdx
    retq

u64seqpair_load_with:
    jmp .L1
.L2:
    pause
.L1:
    movl (%rdi), %r8d
    testb $1, %r8b
    jne .L2
    movq 8(%rdi), %rax
    movq 16(%rdi), %rcx
    movl 100(%rsi), %edx
    movl (%rdi), %r9d
    cmpl %r9d, %r8d
    jne .L2
    xorq %rax, %rcx
    movl %edx, %eax
    xorq %rcx, %rax
    retq

u64seqpair_try_load_with:
    movl (%rdi), %eax
    testb $1, %al
    jne .L1
    movq 8(%rdi), %rcx
    movq 16(%rdi), %rdx
    movl 100(%rsi), %esi
    movl (%rdi), %edi
    cmpl %edi, %eax
    jne .L1
    xorq %rcx, %rdx
    xorq %rsi, %rdx
    movl $1, %eax
    retq
.L1:
    xorl %eax, %eax
    retq

u64latchpair_load_with:
    movl (%rdi), %r8d
    movl %r8d, %eax
    andl $1, %eax
    shll $4, %eax
    movq 8(%rdi,%rax), %rcx
    movq 16(%rdi,%rax), %rdx
    movl 100(%rsi), %eax
    movl (%rdi), %r9d
    cmpl %r8d, %r9d
    je .L1
    leaq 8(%rdi), %r8
.L2:
    pause
    movl (%rdi), %r9d
    movl %r9d, %eax
    andl $1, %eax
    shll $4, %eax
    movq (%r8,%rax), %rcx
    movq 8(%r8,%rax), %rdx
    movl 100(%rsi), %eax
    movl (%rdi), %r10d
    cmpl %r9d, %r10d
    jne .L2
.L1:
    movl %eax, %eax
    xorq %rdx, %rax
    xorq %rcx, %rax
    retq

u64latchpair_try_load_with:
    movl (%rdi), %ecx
    movl %ecx, %eax
    andl $1, %eax
    shll $4, %eax
    movq 8(%rdi,%rax), %r8
    movq 16(%rdi,%rax), %r9
    movl 100(%rsi), %edx
    movl (%rdi), %esi
    xorl %eax, %eax
    cmpl %ecx, %esi
    sete %al
    xorq %r8, %r9
    xorq %r9, %rdx
    retq

u64copy_fetch_update:
    movq (%rdi), %rax
    cmpq %rsi, %rax
    jae .L1
    movq %rsi, (%rdi)
.L1:
    retq

u64seq_fetch_update: same code as u64copy_fetch_update
    movq (%rdi), %rax
    cmpq %rsi, %rax
    jae .L1
    movq %rsi, (%rdi)
.L1:
    retq

u64latch_fetch_update: same code as u64copy_fetch_update
    movq (%rdi), %rax
    cmpq %rsi, %rax
    jae .L1
    movq %rsi, (%rdi)
.L1:
    retq

u64seqpair_fetch_update:
    movq 8(%rdi), %rcx
    movq 16(%rdi), %rax
    cmpq %rsi, %rcx
    jae .L1
    movq %rsi, %rdx
    notq %rdx
    movl (%rdi), %r8d
    orl $1, %r8d
    movl %r8d, (%rdi)
    movq %rsi, 8(%rdi)
    movq %rdx, 16(%rdi)
    incl %r8d
    movl %r8d, (%rdi)
.L1:
    xorq %rcx, %rax
    retq

u64latchpair_fetch_update:
    movl (%rdi), %eax
    andl $1, %eax
    shll $4, %eax
    movq 8(%rdi,%rax), %rcx
    movq 16(%rdi,%rax), %rax
    cmpq %rsi, %rcx
    jae .L1
    leaq 8(%rdi), %rdx
    movq %rsi, %r8
    notq %r8
    movl (%rdi), %r9d
    incl %r9d
    movl %r9d, %r10d
    andl $1, %r10d
    shll $4, %r10d
    movq %rsi, (%rdx,%r10)
    movq %r8, 8(%rdx,%r10)
    movl %r9d, (%rdi)
.L1:
    xorq %rcx, %rax
    retq

