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
    movq 8(%rdi), %rcx
    movq 16(%rdi), %rax
    movl (%rdi), %esi
    cmpl %esi, %edx
    jne .L2
    xorq %rcx, %rax
    retq

u64seqpair_try_load:
    movl (%rdi), %ecx
    testb $1, %cl
    jne .L1
    movq 8(%rdi), %rax
    movq 16(%rdi), %rsi
    movl (%rdi), %edi
    xorq %rax, %rsi
    xorl %edx, %edx
    xorl %eax, %eax
    cmpl %edi, %ecx
    sete %al
    cmoveq %rsi, %rdx
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
    movl %edx, %eax
    andl $1, %eax
    shll $4, %eax
    movq 8(%rdi,%rax), %rcx
    movq 16(%rdi,%rax), %rax
    movl (%rdi), %esi
    cmpl %edx, %esi
    je .L1
    leaq 8(%rdi), %rdx
.L2:
    pause
    movl (%rdi), %esi
    movl %esi, %eax
    andl $1, %eax
    shll $4, %eax
    movq (%rdx,%rax), %rcx
    movq 8(%rdx,%rax), %rax
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

