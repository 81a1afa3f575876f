u64copy_load: same code as core_atomic_u64_load_relaxed
    ld 3, 0(3)
    blr

u64copy_try_load:
    ld 4, 0(3)
    li 3, 1
    blr

u64copy_store: same code as core_atomic_u64_store_relaxed
    std 4, 0(3)
    blr

u64seq_load: same code as core_atomic_u64_load_relaxed
    ld 3, 0(3)
    blr

u64seq_try_load: same code as u64copy_try_load
    ld 4, 0(3)
    li 3, 1
    blr

u64seq_store: same code as core_atomic_u64_store_relaxed
    std 4, 0(3)
    blr

u64latch_load: same code as core_atomic_u64_load_relaxed
    ld 3, 0(3)
    blr

u64latch_try_load: same code as u64copy_try_load
    ld 4, 0(3)
    li 3, 1
    blr

u64latch_store: same code as core_atomic_u64_store_relaxed
    std 4, 0(3)
    blr

u64seqpair_load:
.L1:
    lwz 6, 0(3)
    andi. 4, 6, 1
    bc 12, 1, .L1
    lwsync
    ld 4, 8(3)
    ld 5, 16(3)
    lwsync
    lwz 7, 0(3)
    cmplw 6, 7
    bne 0, .L1
    xor 3, 4, 5
    blr

u64seqpair_try_load:
    lwz 4, 0(3)
    andi. 5, 4, 1
    bc 12, 1, .L1
    lwsync
    ld 5, 8(3)
    ld 6, 16(3)
    lwsync
    lwz 3, 0(3)
    xor 3, 4, 3
    xor 4, 6, 5
    cntlzw 3, 3
    srwi 3, 3, 5
    blr
.L1:
    li 3, 0
    blr

u64seqpair_store:
    lwz 6, 0(3)
    not 5, 4
    ori 6, 6, 1
    stw 6, 0(3)
    lwsync
    std 4, 8(3)
    std 5, 16(3)
    addi 4, 6, 1
    lwsync
    stw 4, 0(3)
    blr

u64latchpair_load:
.L1:
    lwz 6, 0(3)
    lwsync
    rlwinm 4, 6, 4, 27, 27
    add 5, 3, 4
    ld 4, 8(5)
    ld 5, 16(5)
    lwsync
    lwz 7, 0(3)
    cmplw 7, 6
    bne 0, .L1
    xor 3, 4, 5
    blr

u64latchpair_try_load:
    lwz 4, 0(3)
    lwsync
    rlwinm 5, 4, 4, 27, 27
    add 5, 3, 5
    ld 6, 8(5)
    ld 5, 16(5)
    lwsync
    lwz 3, 0(3)
    xor 3, 3, 4
    xor 4, 5, 6
    cntlzw 3, 3
    srwi 3, 3, 5
    blr

u64latchpair_store:
    lwz 6, 0(3)
    not 5, 4
    lwsync
    addi 6, 6, 1
    rlwinm 7, 6, 4, 27, 27
    add 7, 3, 7
    std 4, 8(7)
    std 5, 16(7)
    lwsync
    stw 6, 0(3)
    blr

u64seq_load_acquire: same code as core_atomic_u64_load_acquire
    ld 3, 0(3)
    cmpd 7, 3, 3
    bne- 7, .+4
    isync
    blr

u64seq_store_release: same code as core_atomic_u64_store_release
    lwsync
    std 4, 0(3)
    blr

u64latch_load_acquire: same code as core_atomic_u64_load_acquire
    ld 3, 0(3)
    cmpd 7, 3, 3
    bne- 7, .+4
    isync
    blr

u64latch_store_release: same code as core_atomic_u64_store_release
    lwsync
    std 4, 0(3)
    blr

u64seqpair_load_acquire: same code as u64seqpair_load
.L1:
    lwz 6, 0(3)
    andi. 4, 6, 1
    bc 12, 1, .L1
    lwsync
    ld 4, 8(3)
    ld 5, 16(3)
    lwsync
    lwz 7, 0(3)
    cmplw 6, 7
    bne 0, .L1
    xor 3, 4, 5
    blr

u64seqpair_store_release: same code as u64seqpair_store
    lwz 6, 0(3)
    not 5, 4
    ori 6, 6, 1
    stw 6, 0(3)
    lwsync
    std 4, 8(3)
    std 5, 16(3)
    addi 4, 6, 1
    lwsync
    stw 4, 0(3)
    blr

u64latchpair_load_acquire: same code as u64latchpair_load
.L1:
    lwz 6, 0(3)
    lwsync
    rlwinm 4, 6, 4, 27, 27
    add 5, 3, 4
    ld 4, 8(5)
    ld 5, 16(5)
    lwsync
    lwz 7, 0(3)
    cmplw 7, 6
    bne 0, .L1
    xor 3, 4, 5
    blr

u64latchpair_store_release: same code as u64latchpair_store
    lwz 6, 0(3)
    not 5, 4
    lwsync
    addi 6, 6, 1
    rlwinm 7, 6, 4, 27, 27
    add 7, 3, 7
    std 4, 8(7)
    std 5, 16(7)
    lwsync
    stw 6, 0(3)
    blr

core_atomic_u64_load_relaxed:
    ld 3, 0(3)
    blr

core_atomic_u64_store_relaxed:
    std 4, 0(3)
    blr

core_atomic_u64_load_acquire:
    ld 3, 0(3)
    cmpd 7, 3, 3
    bne- 7, .+4
    isync
    blr

core_atomic_u64_store_release:
    lwsync
    std 4, 0(3)
    blr

portable_atomic_u64_load_relaxed: same code as core_atomic_u64_load_relaxed
    ld 3, 0(3)
    blr

portable_atomic_u64_store_relaxed: same code as core_atomic_u64_store_relaxed
    std 4, 0(3)
    blr

portable_atomic_u64_load_acquire: same code as core_atomic_u64_load_acquire
    ld 3, 0(3)
    cmpd 7, 3, 3
    bne- 7, .+4
    isync
    blr

portable_atomic_u64_store_release: same code as core_atomic_u64_store_release
    lwsync
    std 4, 0(3)
    blr

u64seq_load_with: same code as u64latch_load_with
.L1:
    ld 5, 0(3)
    cmpd 7, 5, 5
    bne- 7, .+4
    isync
    lwz 6, 100(4)
    lwsync
    ld 7, 0(3)
    cmpld 5, 7
    bne 0, .L1
    xor 3, 5, 6
    blr

u64seq_try_load_with: same code as u64latch_try_load_with
    ld 5, 0(3)
    cmpd 7, 5, 5
    bne- 7, .+4
    isync
    lwz 4, 100(4)
    lwsync
    ld 3, 0(3)
    xor 4, 5, 4
    xor 3, 5, 3
    cntlzd 3, 3
    rldicl 3, 3, 58, 63
    blr

u64latch_load_with:
.L1:
    ld 5, 0(3)
    cmpd 7, 5, 5
    bne- 7, .+4
    isync
    lwz 6, 100(4)
    lwsync
    ld 7, 0(3)
    cmpld 5, 7
    bne 0, .L1
    xor 3, 5, 6
    blr

u64latch_try_load_with:
    ld 5, 0(3)
    cmpd 7, 5, 5
    bne- 7, .+4
    isync
    lwz 4, 100(4)
    lwsync
    ld 3, 0(3)
    xor 4, 5, 4
    xor 3, 5, 3
    cntlzd 3, 3
    rldicl 3, 3, 58, 63
    blr

u64seqpair_load_with:
.L1:
    lwz 8, 0(3)
    andi. 5, 8, 1
    bc 12, 1, .L1
    lwsync
    ld 5, 8(3)
    ld 6, 16(3)
    lwz 7, 100(4)
    lwsync
    lwz 9, 0(3)
    cmplw 8, 9
    bne 0, .L1
    xor 3, 6, 7
    xor 3, 3, 5
    blr

u64seqpair_try_load_with:
    lwz 5, 0(3)
    andi. 6, 5, 1
    bc 12, 1, .L1
    lwsync
    li 8, 0
    ld 6, 8(3)
    ld 7, 16(3)
    lwz 4, 100(4)
    lwsync
    lwz 3, 0(3)
    cmplw 5, 3
    xor 3, 7, 6
    li 5, 1
    xor 3, 3, 4
    iseleq 4, 3, 3
    iseleq 3, 5, 8
    blr
.L1:
    li 3, 0
    blr

u64latchpair_load_with:
.L1:
    lwz 8, 0(3)
    lwsync
    rlwinm 5, 8, 4, 27, 27
    add 6, 3, 5
    ld 5, 8(6)
    ld 6, 16(6)
    lwz 7, 100(4)
    lwsync
    lwz 9, 0(3)
    cmplw 9, 8
    bne 0, .L1
    xor 3, 6, 7
    xor 3, 3, 5
    blr

u64latchpair_try_load_with:
    lwz 5, 0(3)
    lwsync
    rlwinm 6, 5, 4, 27, 27
    add 6, 3, 6
    ld 7, 8(6)
    ld 6, 16(6)
    lwz 4, 100(4)
    lwsync
    lwz 3, 0(3)
    xor 3, 3, 5
    xor 5, 6, 7
    cntlzw 3, 3
    xor 4, 5, 4
    srwi 3, 3, 5
    blr

u64copy_fetch_update:
    mr 5, 3
    ld 3, 0(3)
    cmpld 3, 4
    bgelr 0
    std 4, 0(5)
    blr

u64seq_fetch_update: same code as u64copy_fetch_update
    mr 5, 3
    ld 3, 0(3)
    cmpld 3, 4
    bgelr 0
    std 4, 0(5)
    blr

u64latch_fetch_update: same code as u64copy_fetch_update
    mr 5, 3
    ld 3, 0(3)
    cmpld 3, 4
    bgelr 0
    std 4, 0(5)
    blr

u64seqpair_fetch_update:
    ld 5, 8(3)
    ld 6, 16(3)
    cmpld 5, 4
    bge 0, .L1
    lwz 8, 0(3)
    not 7, 4
    ori 8, 8, 1
    stw 8, 0(3)
    lwsync
    std 4, 8(3)
    std 7, 16(3)
    addi 4, 8, 1
    lwsync
    stw 4, 0(3)
.L1:
    xor 3, 6, 5
    blr

u64latchpair_fetch_update:
    lwz 5, 0(3)
    rlwinm 5, 5, 4, 27, 27
    add 6, 3, 5
    ld 5, 8(6)
    ld 6, 16(6)
    cmpld 5, 4
    bge 0, .L1
    lwz 8, 0(3)
    not 7, 4
    lwsync
    addi 8, 8, 1
    rlwinm 9, 8, 4, 27, 27
    add 9, 3, 9
    std 4, 8(9)
    std 7, 16(9)
    lwsync
    stw 8, 0(3)
.L1:
    xor 3, 6, 5
    blr

