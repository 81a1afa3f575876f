u64copy_load: same code as core_atomic_u64_load_relaxed
    ld.d $a0, $a0, 0
    ret

u64copy_try_load:
    ld.d $a1, $a0, 0
    ori $a0, $zero, 1
    ret

u64copy_store: same code as core_atomic_u64_store_relaxed
    st.d $a1, $a0, 0
    ret

u64seq_load: same code as core_atomic_u64_load_relaxed
    ld.d $a0, $a0, 0
    ret

u64seq_try_load: same code as u64copy_try_load
    ld.d $a1, $a0, 0
    ori $a0, $zero, 1
    ret

u64seq_store: same code as core_atomic_u64_store_relaxed
    st.d $a1, $a0, 0
    ret

u64latch_load: same code as core_atomic_u64_load_relaxed
    ld.d $a0, $a0, 0
    ret

u64latch_try_load: same code as u64copy_try_load
    ld.d $a1, $a0, 0
    ori $a0, $zero, 1
    ret

u64latch_store: same code as core_atomic_u64_store_relaxed
    st.d $a1, $a0, 0
    ret

u64seqpair_load:
    b .L1
.L2:
    ibar 0
.L1:
    ld.w $a3, $a0, 0
    andi $a1, $a3, 1
    bnez $a1, .L2
    dbar 20
    ld.d $a1, $a0, 8
    ld.d $a2, $a0, 16
    dbar 20
    ld.w $a4, $a0, 0
    bne $a3, $a4, .L2
    xor $a0, $a2, $a1
    ret

u64seqpair_try_load:
    ld.w $a1, $a0, 0
    andi $a2, $a1, 1
    bnez $a2, .L1
    dbar 20
    ld.d $a2, $a0, 8
    ld.d $a3, $a0, 16
    dbar 20
    ld.w $a0, $a0, 0
    xor $a0, $a1, $a0
    sltui $a0, $a0, 1
    xor $a1, $a3, $a2
    ret
.L1:
    move $a0, $zero
    ret

u64seqpair_store:
    ld.w $a2, $a0, 0
    nor $a3, $a1, $zero
    ori $a2, $a2, 1
    st.w $a2, $a0, 0
    dbar 18
    st.d $a1, $a0, 8
    st.d $a3, $a0, 16
    dbar 18
    addi.d $a1, $a2, 1
    st.w $a1, $a0, 0
    ret

u64latchpair_load:
    ld.w $a4, $a0, 0
    dbar 20
    andi $a2, $a4, 1
    addi.d $a1, $a0, 8
.L1:
    alsl.d $a3, $a2, $a1, 4
    ld.d $a2, $a3, 0
    ld.d $a3, $a3, 8
    dbar 20
    ld.w $a5, $a0, 0
    beq $a5, $a4, .L2
    ibar 0
    ld.w $a4, $a0, 0
    dbar 20
    andi $a2, $a4, 1
    b .L1
.L2:
    xor $a0, $a3, $a2
    ret

u64latchpair_try_load:
    ld.w $a1, $a0, 0
    dbar 20
    andi $a2, $a1, 1
    alsl.d $a2, $a2, $a0, 4
    ld.d $a3, $a2, 8
    ld.d $a2, $a2, 16
    dbar 20
    ld.w $a0, $a0, 0
    xor $a0, $a0, $a1
    sltui $a0, $a0, 1
    xor $a1, $a2, $a3
    ret

u64latchpair_store:
    ld.w $a2, $a0, 0
    nor $a3, $a1, $zero
    dbar 18
    addi.d $a2, $a2, 1
    andi $a4, $a2, 1
    alsl.d $a4, $a4, $a0, 4
    st.d $a1, $a4, 8
    st.d $a3, $a4, 16
    dbar 18
    st.w $a2, $a0, 0
    ret

u64seq_load_acquire: same code as core_atomic_u64_load_acquire
    ld.d $a0, $a0, 0
    dbar 20
    ret

u64seq_store_release: same code as core_atomic_u64_store_release
    amswap_db.d $zero, $a1, $a0
    ret

u64latch_load_acquire: same code as core_atomic_u64_load_acquire
    ld.d $a0, $a0, 0
    dbar 20
    ret

u64latch_store_release: same code as core_atomic_u64_store_release
    amswap_db.d $zero, $a1, $a0
    ret

u64seqpair_load_acquire: same code as u64seqpair_load
    b .L1
.L2:
    ibar 0
.L1:
    ld.w $a3, $a0, 0
    andi $a1, $a3, 1
    bnez $a1, .L2
    dbar 20
    ld.d $a1, $a0, 8
    ld.d $a2, $a0, 16
    dbar 20
    ld.w $a4, $a0, 0
    bne $a3, $a4, .L2
    xor $a0, $a2, $a1
    ret

u64seqpair_store_release: same code as u64seqpair_store
    ld.w $a2, $a0, 0
    nor $a3, $a1, $zero
    ori $a2, $a2, 1
    st.w $a2, $a0, 0
    dbar 18
    st.d $a1, $a0, 8
    st.d $a3, $a0, 16
    dbar 18
    addi.d $a1, $a2, 1
    st.w $a1, $a0, 0
    ret

u64latchpair_load_acquire: same code as u64latchpair_load
    ld.w $a4, $a0, 0
    dbar 20
    andi $a2, $a4, 1
    addi.d $a1, $a0, 8
.L1:
    alsl.d $a3, $a2, $a1, 4
    ld.d $a2, $a3, 0
    ld.d $a3, $a3, 8
    dbar 20
    ld.w $a5, $a0, 0
    beq $a5, $a4, .L2
    ibar 0
    ld.w $a4, $a0, 0
    dbar 20
    andi $a2, $a4, 1
    b .L1
.L2:
    xor $a0, $a3, $a2
    ret

u64latchpair_store_release: same code as u64latchpair_store
    ld.w $a2, $a0, 0
    nor $a3, $a1, $zero
    dbar 18
    addi.d $a2, $a2, 1
    andi $a4, $a2, 1
    alsl.d $a4, $a4, $a0, 4
    st.d $a1, $a4, 8
    st.d $a3, $a4, 16
    dbar 18
    st.w $a2, $a0, 0
    ret

core_atomic_u64_load_relaxed:
    ld.d $a0, $a0, 0
    ret

core_atomic_u64_store_relaxed:
    st.d $a1, $a0, 0
    ret

core_atomic_u64_load_acquire:
    ld.d $a0, $a0, 0
    dbar 20
    ret

core_atomic_u64_store_release:
    amswap_db.d $zero, $a1, $a0
    ret

portable_atomic_u64_load_relaxed: same code as core_atomic_u64_load_relaxed
    ld.d $a0, $a0, 0
    ret

portable_atomic_u64_store_relaxed: same code as core_atomic_u64_store_relaxed
    st.d $a1, $a0, 0
    ret

portable_atomic_u64_load_acquire: same code as core_atomic_u64_load_acquire
    ld.d $a0, $a0, 0
    dbar 20
    ret

portable_atomic_u64_store_release: same code as core_atomic_u64_store_release
    amswap_db.d $zero, $a1, $a0
    ret

u64seq_load_with: same code as u64latch_load_with
.L1:
    ld.d $a2, $a0, 0
    dbar 20
    ld.w $a3, $a1, 100
    dbar 20
    ld.d $a4, $a0, 0
    beq $a2, $a4, .L2
    ibar 0
    b .L1
.L2:
    bstrpick.d $a0, $a3, 31, 0
    xor $a0, $a2, $a0
    ret

u64seq_try_load_with: same code as u64latch_try_load_with
    ld.d $a2, $a0, 0
    dbar 20
    ld.w $a1, $a1, 100
    dbar 20
    ld.d $a0, $a0, 0
    xor $a0, $a2, $a0
    sltui $a0, $a0, 1
    bstrpick.d $a1, $a1, 31, 0
    xor $a1, $a2, $a1
    ret

u64latch_load_with:
.L1:
    ld.d $a2, $a0, 0
    dbar 20
    ld.w $a3, $a1, 100
    dbar 20
    ld.d $a4, $a0, 0
    beq $a2, $a4, .L2
    ibar 0
    b .L1
.L2:
    bstrpick.d $a0, $a3, 31, 0
    xor $a0, $a2, $a0
    ret

u64latch_try_load_with:
    ld.d $a2, $a0, 0
    dbar 20
    ld.w $a1, $a1, 100
    dbar 20
    ld.d $a0, $a0, 0
    xor $a0, $a2, $a0
    sltui $a0, $a0, 1
    bstrpick.d $a1, $a1, 31, 0
    xor $a1, $a2, $a1
    ret

u64seqpair_load_with:
    b .L1
.L2:
    ibar 0
.L1:
    ld.w $a5, $a0, 0
    andi $a2, $a5, 1
    bnez $a2, .L2
    dbar 20
    ld.d $a2, $a0, 8
    ld.d $a3, $a0, 16
    ld.w $a4, $a1, 100
    dbar 20
    ld.w $a6, $a0, 0
    bne $a5, $a6, .L2
    bstrpick.d $a0, $a4, 31, 0
    xor $a0, $a3, $a0
    xor $a0, $a0, $a2
    ret

u64seqpair_try_load_with:
    ld.w $a2, $a0, 0
    andi $a3, $a2, 1
    bnez $a3, .L1
    dbar 20
    ld.d $a3, $a0, 8
    ld.d $a4, $a0, 16
    ld.w $a1, $a1, 100
    dbar 20
    ld.w $a0, $a0, 0
    bne $a2, $a0, .L1
    bstrpick.d $a0, $a1, 31, 0
    xor $a1, $a4, $a3
    xor $a1, $a1, $a0
    ori $a0, $zero, 1
    ret
.L1:
    move $a0, $zero
    ret

u64latchpair_load_with:
    ld.w $a6, $a0, 0
    dbar 20
    andi $a3, $a6, 1
    addi.d $a2, $a0, 8
.L1:
    alsl.d $a4, $a3, $a2, 4
    ld.d $a3, $a4, 0
    ld.d $a4, $a4, 8
    ld.w $a5, $a1, 100
    dbar 20
    ld.w $a7, $a0, 0
    beq $a7, $a6, .L2
    ibar 0
    ld.w $a6, $a0, 0
    dbar 20
    andi $a3, $a6, 1
    b .L1
.L2:
    bstrpick.d $a0, $a5, 31, 0
    xor $a0, $a4, $a0
    xor $a0, $a0, $a3
    ret

u64latchpair_try_load_with:
    ld.w $a2, $a0, 0
    dbar 20
    andi $a3, $a2, 1
    alsl.d $a3, $a3, $a0, 4
    ld.d $a4, $a3, 8
    ld.d $a3, $a3, 16
    ld.w $a1, $a1, 100
    dbar 20
    ld.w $a0, $a0, 0
    xor $a0, $a0, $a2
    sltui $a0, $a0, 1
    xor $a2, $a3, $a4
    bstrpick.d $a1, $a1, 31, 0
    xor $a1, $a2, $a1
    ret

u64copy_fetch_update:
    move $a2, $a0
    ld.d $a0, $a0, 0
    bgeu $a0, $a1, .L1
    st.d $a1, $a2, 0
.L1:
    ret

u64seq_fetch_update: same code as u64copy_fetch_update
    move $a2, $a0
    ld.d $a0, $a0, 0
    bgeu $a0, $a1, .L1
    st.d $a1, $a2, 0
.L1:
    ret

u64latch_fetch_update: same code as u64copy_fetch_update
    move $a2, $a0
    ld.d $a0, $a0, 0
    bgeu $a0, $a1, .L1
    st.d $a1, $a2, 0
.L1:
    ret

u64seqpair_fetch_update:
    ld.d $a2, $a0, 8
    ld.d $a3, $a0, 16
    bgeu $a2, $a1, .L1
    ld.w $a4, $a0, 0
    nor $a5, $a1, $zero
    ori $a4, $a4, 1
    st.w $a4, $a0, 0
    dbar 18
    st.d $a1, $a0, 8
    st.d $a5, $a0, 16
    dbar 18
    addi.d $a1, $a4, 1
    st.w $a1, $a0, 0
.L1:
    xor $a0, $a3, $a2
    ret

u64latchpair_fetch_update:
    ld.w $a2, $a0, 0
    andi $a2, $a2, 1
    addi.d $a4, $a0, 8
    alsl.d $a3, $a2, $a4, 4
    ld.d $a2, $a3, 0
    ld.d $a3, $a3, 8
    bgeu $a2, $a1, .L1
    ld.w $a5, $a0, 0
    nor $a6, $a1, $zero
    dbar 18
    addi.d $a5, $a5, 1
    andi $a7, $a5, 1
    alsl.d $a4, $a7, $a4, 4
    st.d $a1, $a4, 0
    st.d $a6, $a4, 8
    dbar 18
    st.w $a5, $a0, 0
.L1:
    xor $a0, $a3, $a2
    ret

