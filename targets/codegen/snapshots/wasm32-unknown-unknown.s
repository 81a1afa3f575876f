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

u64seqpair_load:
    block
    local.get 0
    i32.load 0
    local.tee 1
    i32.const 1
    i32.and
    br_if 0
    local.get 1
    local.get 0
    i32.load 0
    i32.ne
    br_if 0
    local.get 0
    i64.load 8
    local.get 0
    i64.load 16
    i64.xor
    return
.L1:
    end_block
    local.get 0
    i32.load 0
    local.tee 2
    i32.const 1
    i32.and
    local.set 1
    local.get 0
    i64.load 16
    local.set 3
    local.get 0
    i64.load 8
    local.set 4
.L2:
    loop
    local.get 1
    br_if 0
    local.get 2
    local.get 0
    i32.load 0
    i32.ne
    br_if 0
    end_loop
    local.get 4
    local.get 3
    i64.xor
    end_function

u64seqpair_try_load:
    i64.const 0
    local.set 2
    block
    local.get 1
    i32.load 0
    local.tee 3
    i32.const 1
    i32.and
    br_if 0
    local.get 3
    local.get 1
    i32.load 0
    i32.ne
    br_if 0
    local.get 0
    local.get 1
    i64.load 16
    local.get 1
    i64.load 8
    i64.xor
    i64.store 8
    i64.const 1
    local.set 2
.L1:
    end_block
    local.get 0
    local.get 2
    i64.store 0
    end_function

u64seqpair_store:
    local.get 0
    local.get 1
    i64.store 8
    local.get 0
    local.get 1
    i64.const -1
    i64.xor
    i64.store 16
    local.get 0
    local.get 0
    i32.load 0
    i32.const 1
    i32.or
    i32.const 1
    i32.add
    i32.store 0
    end_function

u64latchpair_load:
    local.get 0
    i32.const 8
    i32.add
    local.set 1
    block
    i32.const 1
    i32.eqz
    br_if 0
    local.get 1
    local.get 0
    i32.load 0
    i32.const 1
    i32.and
    i32.const 4
    i32.shl
    i32.add
    local.tee 0
    i64.load 0
    local.get 0
    i64.load 8
    i64.xor
    return
.L1:
    end_block
.L2:
    loop
    i32.const 0
    br_if 0
    end_loop
    local.get 1
    local.get 0
    i32.load 0
    i32.const 1
    i32.and
    i32.const 4
    i32.shl
    i32.add
    local.tee 0
    i64.load 0
    local.get 0
    i64.load 8
    i64.xor
    end_function

u64latchpair_try_load:
    i64.const 0
    local.set 2
    block
    i32.const 0
    br_if 0
    local.get 0
    local.get 1
    local.get 1
    i32.load 0
    i32.const 1
    i32.and
    i32.const 4
    i32.shl
    i32.add
    local.tee 1
    i64.load 16
    local.get 1
    i64.load 8
    i64.xor
    i64.store 8
    i64.const 1
    local.set 2
.L1:
    end_block
    local.get 0
    local.get 2
    i64.store 0
    end_function

u64latchpair_store:
    local.get 0
    local.get 0
    i32.load 0
    i32.const 1
    i32.add
    local.tee 2
    i32.store 0
    local.get 0
    local.get 2
    i32.const 1
    i32.and
    i32.const 4
    i32.shl
    i32.add
    local.tee 0
    local.get 1
    i64.const -1
    i64.xor
    i64.store 16
    local.get 0
    local.get 1
    i64.store 8
    end_function

u64seq_load_acquire: same code as core_atomic_u64_load_acquire
    local.get 0
    i64.load 0
    end_function

u64seq_store_release: same code as core_atomic_u64_store_release
    local.get 0
    local.get 1
    i64.store 0
    end_function

u64latch_load_acquire: same code as core_atomic_u64_load_acquire
    local.get 0
    i64.load 0
    end_function

u64latch_store_release: same code as core_atomic_u64_store_release
    local.get 0
    local.get 1
    i64.store 0
    end_function

u64seqpair_load_acquire: same code as u64seqpair_load
    block
    local.get 0
    i32.load 0
    local.tee 1
    i32.const 1
    i32.and
    br_if 0
    local.get 1
    local.get 0
    i32.load 0
    i32.ne
    br_if 0
    local.get 0
    i64.load 8
    local.get 0
    i64.load 16
    i64.xor
    return
.L1:
    end_block
    local.get 0
    i32.load 0
    local.tee 2
    i32.const 1
    i32.and
    local.set 1
    local.get 0
    i64.load 16
    local.set 3
    local.get 0
    i64.load 8
    local.set 4
.L2:
    loop
    local.get 1
    br_if 0
    local.get 2
    local.get 0
    i32.load 0
    i32.ne
    br_if 0
    end_loop
    local.get 4
    local.get 3
    i64.xor
    end_function

u64seqpair_store_release: same code as u64seqpair_store
    local.get 0
    local.get 1
    i64.store 8
    local.get 0
    local.get 1
    i64.const -1
    i64.xor
    i64.store 16
    local.get 0
    local.get 0
    i32.load 0
    i32.const 1
    i32.or
    i32.const 1
    i32.add
    i32.store 0
    end_function

u64latchpair_load_acquire: same code as u64latchpair_load
    local.get 0
    i32.const 8
    i32.add
    local.set 1
    block
    i32.const 1
    i32.eqz
    br_if 0
    local.get 1
    local.get 0
    i32.load 0
    i32.const 1
    i32.and
    i32.const 4
    i32.shl
    i32.add
    local.tee 0
    i64.load 0
    local.get 0
    i64.load 8
    i64.xor
    return
.L1:
    end_block
.L2:
    loop
    i32.const 0
    br_if 0
    end_loop
    local.get 1
    local.get 0
    i32.load 0
    i32.const 1
    i32.and
    i32.const 4
    i32.shl
    i32.add
    local.tee 0
    i64.load 0
    local.get 0
    i64.load 8
    i64.xor
    end_function

u64latchpair_store_release: same code as u64latchpair_store
    local.get 0
    local.get 0
    i32.load 0
    i32.const 1
    i32.add
    local.tee 2
    i32.store 0
    local.get 0
    local.get 2
    i32.const 1
    i32.and
    i32.const 4
    i32.shl
    i32.add
    local.tee 0
    local.get 1
    i64.const -1
    i64.xor
    i64.store 16
    local.get 0
    local.get 1
    i64.store 8
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

u64seq_load_with: same code as u64latch_load_with
    block
    block
    i32.const 1
    i32.eqz
    br_if 0
    local.get 1
    i32.load 100
    local.set 1
    local.get 0
    i64.load 0
    local.set 2
    br 1
.L1:
    end_block
    local.get 0
    i64.load 0
    local.set 2
.L2:
    loop
    i32.const 0
    br_if 0
    end_loop
    local.get 1
    i32.load 100
    local.set 1
.L3:
    end_block
    local.get 2
    local.get 1
    i64.extend_i32_u
    i64.xor
    end_function

u64seq_try_load_with: same code as u64latch_try_load_with
    i64.const 0
    local.set 3
    block
    i32.const 0
    br_if 0
    local.get 0
    local.get 1
    i64.load 0
    local.get 2
    i64.load32_u 100
    i64.xor
    i64.store 8
    i64.const 1
    local.set 3
.L1:
    end_block
    local.get 0
    local.get 3
    i64.store 0
    end_function

u64latch_load_with:
    block
    block
    i32.const 1
    i32.eqz
    br_if 0
    local.get 1
    i32.load 100
    local.set 1
    local.get 0
    i64.load 0
    local.set 2
    br 1
.L1:
    end_block
    local.get 0
    i64.load 0
    local.set 2
.L2:
    loop
    i32.const 0
    br_if 0
    end_loop
    local.get 1
    i32.load 100
    local.set 1
.L3:
    end_block
    local.get 2
    local.get 1
    i64.extend_i32_u
    i64.xor
    end_function

u64latch_try_load_with:
    i64.const 0
    local.set 3
    block
    i32.const 0
    br_if 0
    local.get 0
    local.get 1
    i64.load 0
    local.get 2
    i64.load32_u 100
    i64.xor
    i64.store 8
    i64.const 1
    local.set 3
.L1:
    end_block
    local.get 0
    local.get 3
    i64.store 0
    end_function

u64seqpair_load_with:
    block
    block
    local.get 0
    i32.load 0
    local.tee 2
    i32.const 1
    i32.and
    br_if 0
    local.get 2
    local.get 0
    i32.load 0
    i32.ne
    br_if 0
    local.get 1
    i32.load 100
    local.set 2
    local.get 0
    i64.load 16
    local.set 3
    local.get 0
    i64.load 8
    local.set 4
    br 1
.L1:
    end_block
    local.get 0
    i32.load 0
    local.tee 5
    i32.const 1
    i32.and
    local.set 2
    local.get 0
    i64.load 16
    local.set 3
    local.get 0
    i64.load 8
    local.set 4
.L2:
    loop
    local.get 2
    br_if 0
    local.get 5
    local.get 0
    i32.load 0
    i32.ne
    br_if 0
    end_loop
    local.get 1
    i32.load 100
    local.set 2
.L3:
    end_block
    local.get 3
    local.get 2
    i64.extend_i32_u
    i64.xor
    local.get 4
    i64.xor
    end_function

u64seqpair_try_load_with:
    i64.const 0
    local.set 3
    block
    local.get 1
    i32.load 0
    local.tee 4
    i32.const 1
    i32.and
    br_if 0
    local.get 4
    local.get 1
    i32.load 0
    i32.ne
    br_if 0
    local.get 0
    local.get 1
    i64.load 16
    local.get 1
    i64.load 8
    i64.xor
    local.get 2
    i64.load32_u 100
    i64.xor
    i64.store 8
    i64.const 1
    local.set 3
.L1:
    end_block
    local.get 0
    local.get 3
    i64.store 0
    end_function

u64latchpair_load_with:
    local.get 0
    i32.const 8
    i32.add
    local.set 2
    block
    block
    i32.const 1
    i32.eqz
    br_if 0
    local.get 2
    local.get 0
    i32.load 0
    i32.const 1
    i32.and
    i32.const 4
    i32.shl
    i32.add
    local.tee 0
    i64.load 8
    local.set 3
    local.get 0
    i64.load 0
    local.set 4
    br 1
.L1:
    end_block
.L2:
    loop
    i32.const 0
    br_if 0
    end_loop
    local.get 2
    local.get 0
    i32.load 0
    i32.const 1
    i32.and
    i32.const 4
    i32.shl
    i32.add
    local.tee 0
    i64.load 8
    local.set 3
    local.get 0
    i64.load 0
    local.set 4
.L3:
    end_block
    local.get 3
    local.get 1
    i32.load 100
    i64.extend_i32_u
    i64.xor
    local.get 4
    i64.xor
    end_function

u64latchpair_try_load_with:
    i64.const 0
    local.set 3
    block
    i32.const 0
    br_if 0
    local.get 0
    local.get 1
    local.get 1
    i32.load 0
    i32.const 1
    i32.and
    i32.const 4
    i32.shl
    i32.add
    local.tee 1
    i64.load 16
    local.get 1
    i64.load 8
    i64.xor
    local.get 2
    i64.load32_u 100
    i64.xor
    i64.store 8
    i64.const 1
    local.set 3
.L1:
    end_block
    local.get 0
    local.get 3
    i64.store 0
    end_function

u64copy_fetch_update:
    block
    local.get 0
    i64.load 0
    local.tee 2
    local.get 1
    i64.ge_u
    br_if 0
    local.get 0
    local.get 1
    i64.store 0
.L1:
    end_block
    local.get 2
    end_function

u64seq_fetch_update: same code as u64copy_fetch_update
    block
    local.get 0
    i64.load 0
    local.tee 2
    local.get 1
    i64.ge_u
    br_if 0
    local.get 0
    local.get 1
    i64.store 0
.L1:
    end_block
    local.get 2
    end_function

u64latch_fetch_update: same code as u64copy_fetch_update
    block
    local.get 0
    i64.load 0
    local.tee 2
    local.get 1
    i64.ge_u
    br_if 0
    local.get 0
    local.get 1
    i64.store 0
.L1:
    end_block
    local.get 2
    end_function

u64seqpair_fetch_update:
    local.get 0
    i64.load 16
    local.set 2
    block
    local.get 0
    i64.load 8
    local.tee 3
    local.get 1
    i64.ge_u
    br_if 0
    local.get 0
    local.get 1
    i64.store 8
    local.get 0
    local.get 1
    i64.const -1
    i64.xor
    i64.store 16
    local.get 0
    local.get 0
    i32.load 0
    i32.const 1
    i32.or
    i32.const 1
    i32.add
    i32.store 0
.L1:
    end_block
    local.get 2
    local.get 3
    i64.xor
    end_function

u64latchpair_fetch_update:
    local.get 0
    i32.const 8
    i32.add
    local.tee 2
    local.get 0
    i32.load 0
    i32.const 1
    i32.and
    i32.const 4
    i32.shl
    i32.add
    local.tee 3
    i64.load 8
    local.set 4
    block
    local.get 3
    i64.load 0
    local.tee 5
    local.get 1
    i64.ge_u
    br_if 0
    local.get 0
    local.get 0
    i32.load 0
    i32.const 1
    i32.add
    local.tee 3
    i32.store 0
    local.get 2
    local.get 3
    i32.const 1
    i32.and
    i32.const 4
    i32.shl
    i32.add
    local.tee 0
    local.get 1
    i64.const -1
    i64.xor
    i64.store 8
    local.get 0
    local.get 1
    i64.store 0
.L1:
    end_block
    local.get 4
    local.get 5
    i64.xor
    end_function

