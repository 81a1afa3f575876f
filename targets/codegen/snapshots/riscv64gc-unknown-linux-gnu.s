u64copy_load: same code as core_atomic_u64_load_relaxed
    ld a0, 0(a0)
    ret

u64copy_try_load:
    ld a1, 0(a0)
    li a0, 1
    ret

u64copy_store: same code as core_atomic_u64_store_relaxed
    sd a1, 0(a0)
    ret

u64seq_load: same code as core_atomic_u64_load_relaxed
    ld a0, 0(a0)
    ret

u64seq_try_load: same code as u64copy_try_load
    ld a1, 0(a0)
    li a0, 1
    ret

u64seq_store: same code as core_atomic_u64_store_relaxed
    sd a1, 0(a0)
    ret

u64latch_load: same code as core_atomic_u64_load_relaxed
    ld a0, 0(a0)
    ret

u64latch_try_load: same code as u64copy_try_load
    ld a1, 0(a0)
    li a0, 1
    ret

u64latch_store: same code as core_atomic_u64_store_relaxed
    sd a1, 0(a0)
    ret

u64seqpair_load:
    j .L1
.L2:
    pause
.L1:
    lw a3, 0(a0)
    andi a1, a3, 1
    bnez a1, .L2
    fence r, rw
    ld a1, 8(a0)
    ld a2, 16(a0)
    fence r, rw
    lw a4, 0(a0)
    bne a3, a4, .L2
    xor a0, a2, a1
    ret

u64seqpair_try_load:
    lw a2, 0(a0)
    andi a1, a2, 1
    bnez a1, .L1
    fence r, rw
    ld a1, 8(a0)
    ld a3, 16(a0)
    fence r, rw
    lw a0, 0(a0)
    xor a1, a1, a3
    xor a0, a0, a2
    seqz a0, a0
    ret
.L1:
    li a0, 0
    ret

u64seqpair_store:
    lw a2, 0(a0)
    not a3, a1
    ori a2, a2, 1
    sw a2, 0(a0)
    fence rw, w
    sd a1, 8(a0)
    sd a3, 16(a0)
    fence rw, w
    addi a2, a2, 1
    sw a2, 0(a0)
    ret

u64latchpair_load:
.L1:
    lw a3, 0(a0)
    fence r, rw
    andi a1, a3, 1
    slli a1, a1, 4
    add a2, a0, a1
    ld a1, 8(a2)
    ld a2, 16(a2)
    fence r, rw
    lw a4, 0(a0)
    beq a4, a3, .L2
    pause
    j .L1
.L2:
    xor a0, a2, a1
    ret

u64latchpair_try_load:
    lw a2, 0(a0)
    fence r, rw
    andi a1, a2, 1
    slli a1, a1, 4
    add a1, a1, a0
    ld a3, 8(a1)
    ld a1, 16(a1)
    fence r, rw
    lw a0, 0(a0)
    xor a1, a1, a3
    xor a0, a0, a2
    seqz a0, a0
    ret

u64latchpair_store:
    lw a2, 0(a0)
    not a3, a1
    fence rw, w
    addi a2, a2, 1
    andi a4, a2, 1
    slli a4, a4, 4
    add a4, a4, a0
    sd a1, 8(a4)
    sd a3, 16(a4)
    fence rw, w
    sw a2, 0(a0)
    ret

u64seq_load_acquire: same code as core_atomic_u64_load_acquire
    ld a0, 0(a0)
    fence r, rw
    ret

u64seq_store_release: same code as core_atomic_u64_store_release
    fence rw, w
    sd a1, 0(a0)
    ret

u64latch_load_acquire: same code as core_atomic_u64_load_acquire
    ld a0, 0(a0)
    fence r, rw
    ret

u64latch_store_release: same code as core_atomic_u64_store_release
    fence rw, w
    sd a1, 0(a0)
    ret

u64seqpair_load_acquire: same code as u64seqpair_load
    j .L1
.L2:
    pause
.L1:
    lw a3, 0(a0)
    andi a1, a3, 1
    bnez a1, .L2
    fence r, rw
    ld a1, 8(a0)
    ld a2, 16(a0)
    fence r, rw
    lw a4, 0(a0)
    bne a3, a4, .L2
    xor a0, a2, a1
    ret

u64seqpair_store_release: same code as u64seqpair_store
    lw a2, 0(a0)
    not a3, a1
    ori a2, a2, 1
    sw a2, 0(a0)
    fence rw, w
    sd a1, 8(a0)
    sd a3, 16(a0)
    fence rw, w
    addi a2, a2, 1
    sw a2, 0(a0)
    ret

u64latchpair_load_acquire: same code as u64latchpair_load
.L1:
    lw a3, 0(a0)
    fence r, rw
    andi a1, a3, 1
    slli a1, a1, 4
    add a2, a0, a1
    ld a1, 8(a2)
    ld a2, 16(a2)
    fence r, rw
    lw a4, 0(a0)
    beq a4, a3, .L2
    pause
    j .L1
.L2:
    xor a0, a2, a1
    ret

u64latchpair_store_release: same code as u64latchpair_store
    lw a2, 0(a0)
    not a3, a1
    fence rw, w
    addi a2, a2, 1
    andi a4, a2, 1
    slli a4, a4, 4
    add a4, a4, a0
    sd a1, 8(a4)
    sd a3, 16(a4)
    fence rw, w
    sw a2, 0(a0)
    ret

core_atomic_u64_load_relaxed:
    ld a0, 0(a0)
    ret

core_atomic_u64_store_relaxed:
    sd a1, 0(a0)
    ret

core_atomic_u64_load_acquire:
    ld a0, 0(a0)
    fence r, rw
    ret

core_atomic_u64_store_release:
    fence rw, w
    sd a1, 0(a0)
    ret

portable_atomic_u64_load_relaxed: same code as core_atomic_u64_load_relaxed
    ld a0, 0(a0)
    ret

portable_atomic_u64_store_relaxed: same code as core_atomic_u64_store_relaxed
    sd a1, 0(a0)
    ret

portable_atomic_u64_load_acquire: same code as core_atomic_u64_load_acquire
    ld a0, 0(a0)
    fence r, rw
    ret

portable_atomic_u64_store_release: same code as core_atomic_u64_store_release
    fence rw, w
    sd a1, 0(a0)
    ret

u64seq_load_with: same code as u64latch_load_with
    ld a2, 0(a0)
    fence r, rw
    lw a3, 100(a1)
    fence r, rw
    ld a4, 0(a0)
    beq a2, a4, .L1
.L2:
    pause
    ld a2, 0(a0)
    fence r, rw
    lw a3, 100(a1)
    fence r, rw
    ld a4, 0(a0)
    bne a2, a4, .L2
.L1:
    slli a3, a3, 32
    srli a0, a3, 32
    xor a0, a0, a2
    ret

u64seq_try_load_with: same code as u64latch_try_load_with
    ld a2, 0(a0)
    fence r, rw
    lwu a1, 100(a1)
    fence r, rw
    ld a0, 0(a0)
    xor a1, a1, a2
    xor a0, a0, a2
    seqz a0, a0
    ret

u64latch_load_with:
    ld a2, 0(a0)
    fence r, rw
    lw a3, 100(a1)
    fence r, rw
    ld a4, 0(a0)
    beq a2, a4, .L1
.L2:
    pause
    ld a2, 0(a0)
    fence r, rw
    lw a3, 100(a1)
    fence r, rw
    ld a4, 0(a0)
    bne a2, a4, .L2
.L1:
    slli a3, a3, 32
    srli a0, a3, 32
    xor a0, a0, a2
    ret

u64latch_try_load_with:
    ld a2, 0(a0)
    fence r, rw
    lwu a1, 100(a1)
    fence r, rw
    ld a0, 0(a0)
    xor a1, a1, a2
    xor a0, a0, a2
    seqz a0, a0
    ret

u64seqpair_load_with:
    lw a6, 0(a0)
    andi a2, a6, 1
    bnez a2, .L1
    fence r, rw
    ld a7, 8(a0)
    ld a3, 16(a0)
    lw a4, 100(a1)
    fence r, rw
    lw a5, 0(a0)
    beq a6, a5, .L2
.L1:
    pause
    lw a5, 0(a0)
    andi a2, a5, 1
    bnez a2, .L1
    fence r, rw
    ld a7, 8(a0)
    ld a3, 16(a0)
    lw a4, 100(a1)
    fence r, rw
    lw a2, 0(a0)
    bne a5, a2, .L1
.L2:
    slli a4, a4, 32
    srli a4, a4, 32
    xor a0, a3, a7
    xor a0, a0, a4
    ret

u64seqpair_try_load_with:
    lw a2, 0(a0)
    andi a3, a2, 1
    bnez a3, .L1
    fence r, rw
    ld a3, 8(a0)
    ld a4, 16(a0)
    lwu a1, 100(a1)
    fence r, rw
    lw a0, 0(a0)
    bne a2, a0, .L1
    xor a3, a3, a4
    xor a1, a1, a3
    li a0, 1
    ret
.L1:
    li a0, 0
    ret

u64latchpair_load_with:
    lw a6, 0(a0)
    fence r, rw
    andi a2, a6, 1
    slli a2, a2, 4
    add a3, a0, a2
    ld a7, 8(a3)
    ld a3, 16(a3)
    lw a4, 100(a1)
    fence r, rw
    lw a5, 0(a0)
    beq a5, a6, .L1
.L2:
    pause
    lw a5, 0(a0)
    fence r, rw
    andi a2, a5, 1
    slli a2, a2, 4
    add a3, a0, a2
    ld a7, 8(a3)
    ld a3, 16(a3)
    lw a4, 100(a1)
    fence r, rw
    lw a2, 0(a0)
    bne a2, a5, .L2
.L1:
    slli a4, a4, 32
    srli a4, a4, 32
    xor a3, a3, a4
    xor a0, a3, a7
    ret

u64latchpair_try_load_with:
    lw a2, 0(a0)
    fence r, rw
    andi a3, a2, 1
    slli a3, a3, 4
    add a3, a3, a0
    ld a4, 8(a3)
    ld a3, 16(a3)
    lwu a1, 100(a1)
    fence r, rw
    lw a0, 0(a0)
    xor a3, a3, a4
    xor a1, a1, a3
    xor a0, a0, a2
    seqz a0, a0
    ret

u64copy_fetch_update:
    mv a2, a0
    ld a0, 0(a0)
    bgeu a0, a1, .L1
    sd a1, 0(a2)
.L1:
    ret

u64seq_fetch_update: same code as u64copy_fetch_update
    mv a2, a0
    ld a0, 0(a0)
    bgeu a0, a1, .L1
    sd a1, 0(a2)
.L1:
    ret

u64latch_fetch_update: same code as u64copy_fetch_update
    mv a2, a0
    ld a0, 0(a0)
    bgeu a0, a1, .L1
    sd a1, 0(a2)
.L1:
    ret

u64seqpair_fetch_update:
    ld a2, 8(a0)
    ld a3, 16(a0)
    bgeu a2, a1, .L1
    lw a4, 0(a0)
    not a5, a1
    ori a4, a4, 1
    sw a4, 0(a0)
    fence rw, w
    sd a1, 8(a0)
    sd a5, 16(a0)
    fence rw, w
    addi a4, a4, 1
    sw a4, 0(a0)
.L1:
    xor a0, a3, a2
    ret

u64latchpair_fetch_update:
    lw a2, 0(a0)
    andi a2, a2, 1
    slli a2, a2, 4
    add a3, a0, a2
    ld a2, 8(a3)
    ld a3, 16(a3)
    bgeu a2, a1, .L1
    lw a4, 0(a0)
    not a6, a1
    fence rw, w
    addi a5, a4, 1
    andi a4, a5, 1
    slli a4, a4, 4
    add a4, a4, a0
    sd a1, 8(a4)
    sd a6, 16(a4)
    fence rw, w
    sw a5, 0(a0)
.L1:
    xor a0, a3, a2
    ret

