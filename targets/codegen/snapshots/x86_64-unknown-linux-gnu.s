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
    movq %rdi, %rsi
    movq (%rdi), %rdx
    testb $1, %dl
    jne .L1
    movq 8(%rsi), %rcx
    movq 16(%rsi), %rax
    movq (%rsi), %rdi
    cmpq %rdi, %rdx
    jne .L1
    xorq %rcx, %rax
    retq
.L1:
    subq $24, %rsp
    leaq 8(%rsp), %rdi
    callq *_ZN7u64copy3seq20U64SeqArray$LT$_$GT$14load_contended17hHASHE@GOTPCREL(%rip)
    movq 8(%rsp), %rcx
    movq 16(%rsp), %rax
    addq $24, %rsp
    xorq %rcx, %rax
    retq

u64seqpair_try_load:
    movq (%rdi), %rcx
    testb $1, %cl
    jne .L1
    movq 8(%rdi), %rax
    movq 16(%rdi), %rsi
    movq (%rdi), %rdi
    xorq %rax, %rsi
    xorl %edx, %edx
    xorl %eax, %eax
    cmpq %rdi, %rcx
    sete %al
    cmoveq %rsi, %rdx
    retq
.L1:
    xorl %eax, %eax
    retq

u64seqpair_store:
    movq (%rdi), %rax
    orq $1, %rax
    movq %rax, (%rdi)
    movq %rsi, 8(%rdi)
    notq %rsi
    movq %rsi, 16(%rdi)
    incq %rax
    movq %rax, (%rdi)
    retq

u64latchpair_load:
    movq %rdi, %rsi
    movq (%rdi), %rdx
    movl %edx, %eax
    andl $1, %eax
    shll $4, %eax
    movq 8(%rdi,%rax), %rcx
    movq 16(%rdi,%rax), %rax
    movq (%rdi), %rdi
    cmpq %rdx, %rdi
    jne .L1
    xorq %rcx, %rax
    retq
.L1:
    subq $24, %rsp
    leaq 8(%rsp), %rdi
    callq *_ZN7u64copy5latch22U64LatchArray$LT$_$GT$14load_contended17hHASHE@GOTPCREL(%rip)
    movq 8(%rsp), %rcx
    movq 16(%rsp), %rax
    addq $24, %rsp
    xorq %rcx, %rax
    retq

u64latchpair_try_load:
    movq (%rdi), %rcx
    movl %ecx, %eax
    andl $1, %eax
    shll $4, %eax
    movq 8(%rdi,%rax), %rsi
    movq 16(%rdi,%rax), %rdx
    movq (%rdi), %rdi
    xorl %eax, %eax
    cmpq %rcx, %rdi
    sete %al
    xorq %rsi, %rdx
    retq

u64latchpair_store:
    movq (%rdi), %rax
    incq %rax
    movl %eax, %ecx
    andl $1, %ecx
    shll $4, %ecx
    movq %rsi, 8(%rdi,%rcx)
    notq %rsi
    movq %rsi, 16(%rdi,%rcx)
    movq %rax, (%rdi)
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

