u64copy_load: same code as core_atomic_u64_load_relaxed
    ldr x0, [x0]
    ret

u64copy_try_load:
    mov x8, x0
    mov w0, #1
    ldr x1, [x8]
    ret

u64copy_store: same code as core_atomic_u64_store_relaxed
    str x1, [x0]
    ret

u64seq_load: same code as core_atomic_u64_load_relaxed
    ldr x0, [x0]
    ret

u64seq_try_load: same code as u64copy_try_load
    mov x8, x0
    mov w0, #1
    ldr x1, [x8]
    ret

u64seq_store: same code as core_atomic_u64_store_relaxed
    str x1, [x0]
    ret

u64latch_load: same code as core_atomic_u64_load_relaxed
    ldr x0, [x0]
    ret

u64latch_try_load: same code as u64copy_try_load
    mov x8, x0
    mov w0, #1
    ldr x1, [x8]
    ret

u64latch_store: same code as core_atomic_u64_store_relaxed
    str x1, [x0]
    ret

core_atomic_u64_load_relaxed:
    ldr x0, [x0]
    ret

core_atomic_u64_store_relaxed:
    str x1, [x0]
    ret

core_atomic_u64_load_acquire:
    ldar x0, [x0]
    ret

core_atomic_u64_store_release:
    stlr x1, [x0]
    ret

portable_atomic_u64_load_relaxed: same code as core_atomic_u64_load_relaxed
    ldr x0, [x0]
    ret

portable_atomic_u64_store_relaxed: same code as core_atomic_u64_store_relaxed
    str x1, [x0]
    ret

portable_atomic_u64_load_acquire: same code as core_atomic_u64_load_acquire
    ldar x0, [x0]
    ret

portable_atomic_u64_store_release: same code as core_atomic_u64_store_release
    stlr x1, [x0]
    ret

