u64copy_load: same code as core_atomic_u64_load_relaxed
    local.get 0
    i64.load 0
    end_function

u64copy_try_load:
    local.get 0
    i64.const 1
    i64.store 0
    local.get 0
    local.get 1
    i64.load 0
    i64.store 8
    end_function

u64copy_store: same code as core_atomic_u64_store_relaxed
    local.get 0
    local.get 1
    i64.store 0
    end_function

u64seq_load: same code as core_atomic_u64_load_relaxed
    local.get 0
    i64.load 0
    end_function

u64seq_try_load: same code as u64copy_try_load
    local.get 0
    i64.const 1
    i64.store 0
    local.get 0
    local.get 1
    i64.load 0
    i64.store 8
    end_function

u64seq_store: same code as core_atomic_u64_store_relaxed
    local.get 0
    local.get 1
    i64.store 0
    end_function

u64latch_load: same code as core_atomic_u64_load_relaxed
    local.get 0
    i64.load 0
    end_function

u64latch_try_load: same code as u64copy_try_load
    local.get 0
    i64.const 1
    i64.store 0
    local.get 0
    local.get 1
    i64.load 0
    i64.store 8
    end_function

u64latch_store: same code as core_atomic_u64_store_relaxed
    local.get 0
    local.get 1
    i64.store 0
    end_function

core_atomic_u64_load_relaxed:
    local.get 0
    i64.load 0
    end_function

core_atomic_u64_store_relaxed:
    local.get 0
    local.get 1
    i64.store 0
    end_function

core_atomic_u64_load_acquire:
    local.get 0
    i64.load 0
    end_function

core_atomic_u64_store_release:
    local.get 0
    local.get 1
    i64.store 0
    end_function

portable_atomic_u64_load_relaxed: same code as core_atomic_u64_load_relaxed
    local.get 0
    i64.load 0
    end_function

portable_atomic_u64_store_relaxed: same code as core_atomic_u64_store_relaxed
    local.get 0
    local.get 1
    i64.store 0
    end_function

portable_atomic_u64_load_acquire: same code as core_atomic_u64_load_acquire
    local.get 0
    i64.load 0
    end_function

portable_atomic_u64_store_release: same code as core_atomic_u64_store_release
    local.get 0
    local.get 1
    i64.store 0
    end_function

