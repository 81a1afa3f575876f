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

