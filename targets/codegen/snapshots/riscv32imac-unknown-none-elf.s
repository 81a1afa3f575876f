u64copy_load:
.L1:
    lw a2, 8(a0)
    lw a1, 12(a0)
    fence r, rw
    lw a3, 0(a0)
    lw a4, 4(a0)
    xor a3, a3, a2
    xor a4, a4, a1
    or a3, a3, a4
    beqz a3, .L2
    pause
    j .L1
.L2:
    mv a0, a2
    ret

u64copy_try_load:
    lw a2, 8(a1)
    lw a3, 12(a1)
    fence r, rw
    lw a4, 0(a1)
    lw a1, 4(a1)
    xor a4, a4, a2
    xor a1, a1, a3
    or a1, a1, a4
    bnez a1, .L1
    sw a2, 8(a0)
    sw a3, 12(a0)
    li a1, 1
    sw a1, 0(a0)
    sw zero, 4(a0)
    ret
.L1:
    sw zero, 0(a0)
    sw zero, 4(a0)
    ret

u64copy_store:
    sw a1, 0(a0)
    sw a2, 4(a0)
    fence rw, w
    sw a1, 8(a0)
    sw a2, 12(a0)
    ret

u64seq_load:
    j .L1
.L2:
    pause
.L1:
    lw a3, 0(a0)
    andi a1, a3, 1
    bnez a1, .L2
    fence r, rw
    lw a2, 4(a0)
    lw a1, 8(a0)
    fence r, rw
    lw a4, 0(a0)
    bne a3, a4, .L2
    mv a0, a2
    ret

u64seq_try_load:
    lw a2, 0(a1)
    andi a3, a2, 1
    bnez a3, .L1
    fence r, rw
    lw a3, 4(a1)
    lw a4, 8(a1)
    fence r, rw
    lw a1, 0(a1)
    bne a2, a1, .L1
    sw a3, 8(a0)
    sw a4, 12(a0)
    li a1, 1
    sw a1, 0(a0)
    sw zero, 4(a0)
    ret
.L1:
    sw zero, 0(a0)
    sw zero, 4(a0)
    ret

u64seq_store:
    lw a3, 0(a0)
    ori a3, a3, 1
    sw a3, 0(a0)
    fence rw, w
    sw a1, 4(a0)
    sw a2, 8(a0)
    fence rw, w
    addi a3, a3, 1
    sw a3, 0(a0)
    ret

u64latch_load:
.L1:
    lw a3, 0(a0)
    fence r, rw
    andi a1, a3, 1
    slli a1, a1, 3
    add a1, a1, a0
    lw a2, 4(a1)
    lw a1, 8(a1)
    fence r, rw
    lw a4, 0(a0)
    beq a4, a3, .L2
    pause
    j .L1
.L2:
    mv a0, a2
    ret

u64latch_try_load:
    lw a4, 0(a1)
    fence r, rw
    andi a2, a4, 1
    slli a2, a2, 3
    add a3, a1, a2
    lw a2, 4(a3)
    lw a3, 8(a3)
    fence r, rw
    lw a1, 0(a1)
    bne a1, a4, .L1
    sw a2, 8(a0)
    sw a3, 12(a0)
    li a1, 1
    sw a1, 0(a0)
    sw zero, 4(a0)
    ret
.L1:
    sw zero, 0(a0)
    sw zero, 4(a0)
    ret

u64latch_store:
    lw a3, 0(a0)
    fence rw, w
    addi a3, a3, 1
    andi a4, a3, 1
    slli a4, a4, 3
    add a4, a4, a0
    sw a1, 4(a4)
    sw a2, 8(a4)
    fence rw, w
    sw a3, 0(a0)
    ret

u64seqpair_load:
    j .L1
.L2:
    pause
.L1:
    lw a1, 0(a0)
    andi a2, a1, 1
    bnez a2, .L2
    fence r, rw
    lw a6, 4(a0)
    lw a3, 8(a0)
    lw a4, 12(a0)
    lw a5, 16(a0)
    fence r, rw
    lw a2, 0(a0)
    bne a1, a2, .L2
    xor a0, a4, a6
    xor a1, a5, a3
    ret

u64seqpair_try_load:
    lw a2, 0(a1)
    andi a3, a2, 1
    bnez a3, .L1
    fence r, rw
    lw a6, 4(a1)
    lw a4, 8(a1)
    lw a5, 12(a1)
    lw a3, 16(a1)
    fence r, rw
    lw a1, 0(a1)
    bne a2, a1, .L1
    xor a1, a5, a6
    xor a3, a3, a4
    sw a1, 8(a0)
    sw a3, 12(a0)
    li a1, 1
    sw a1, 0(a0)
    sw zero, 4(a0)
    ret
.L1:
    sw zero, 0(a0)
    sw zero, 4(a0)
    ret

u64seqpair_store:
    lw a3, 0(a0)
    not a4, a2
    not a5, a1
    ori a3, a3, 1
    sw a3, 0(a0)
    fence rw, w
    sw a1, 4(a0)
    sw a2, 8(a0)
    sw a5, 12(a0)
    sw a4, 16(a0)
    fence rw, w
    addi a3, a3, 1
    sw a3, 0(a0)
    ret

u64latchpair_load:
    lw a6, 0(a0)
    fence r, rw
    andi a1, a6, 1
    slli a1, a1, 4
    add a4, a0, a1
    lw a7, 4(a4)
    lw a2, 8(a4)
    lw a3, 12(a4)
    lw a4, 16(a4)
    fence r, rw
    lw a5, 0(a0)
    beq a5, a6, .L1
.L2:
    pause
    lw a5, 0(a0)
    fence r, rw
    andi a1, a5, 1
    slli a1, a1, 4
    add a4, a0, a1
    lw a7, 4(a4)
    lw a2, 8(a4)
    lw a3, 12(a4)
    lw a4, 16(a4)
    fence r, rw
    lw a1, 0(a0)
    bne a1, a5, .L2
.L1:
    xor a0, a3, a7
    xor a1, a4, a2
    ret

u64latchpair_try_load:
    lw a2, 0(a1)
    fence r, rw
    andi a3, a2, 1
    slli a3, a3, 4
    add a5, a1, a3
    lw a6, 4(a5)
    lw a3, 8(a5)
    lw a4, 12(a5)
    lw a5, 16(a5)
    fence r, rw
    lw a1, 0(a1)
    bne a1, a2, .L1
    xor a1, a4, a6
    xor a3, a3, a5
    sw a1, 8(a0)
    sw a3, 12(a0)
    li a1, 1
    sw a1, 0(a0)
    sw zero, 4(a0)
    ret
.L1:
    sw zero, 0(a0)
    sw zero, 4(a0)
    ret

u64latchpair_store:
    lw a3, 0(a0)
    not a6, a2
    not a5, a1
    fence rw, w
    addi a4, a3, 1
    andi a3, a4, 1
    slli a3, a3, 4
    add a3, a3, a0
    sw a1, 4(a3)
    sw a2, 8(a3)
    sw a5, 12(a3)
    sw a6, 16(a3)
    fence rw, w
    sw a4, 0(a0)
    ret

portable_atomic_u64_load_relaxed: same code as portable_atomic_u64_load_acquire
    lui a1, 31301
    li a2, 67
    lui a3, %hi(_ZN15portable_atomic3imp8fallback4lock5LOCKS17hHASHE)
    addi a3, a3, %lo(_ZN15portable_atomic3imp8fallback4lock5LOCKS17hHASHE)
    addi a1, a1, -917
    mulhu a1, a0, a1
    srli a1, a1, 1
    mul a1, a1, a2
    sub a1, a0, a1
    slli a1, a1, 6
    add a3, a3, a1
    lw t0, 0(a3)
    fence r, rw
    lw a5, 4(a3)
    li a7, 1
    fence r, rw
    bne a5, a7, .L1
.L2:
    addi a6, a3, 4
    amoswap.w.aq a5, a7, (a6)
    bne a5, a7, .L3
    li a2, 0
    li a4, 1
    li t0, 4
    li a7, 31
    j .L4
.L5:
    amoswap.w.aq a5, a4, (a6)
    bne a5, a4, .L3
.L4:
    lw a5, 4(a3)
    beq a5, a4, .L6
    j .L5
.L7:
    lw a1, 4(a3)
    bne a1, a4, .L5
.L6:
    bltu t0, a2, .L8
    li a5, 1
.L9:
    pause
    srl a1, a5, a2
    addi a5, a5, 1
    beqz a1, .L9
    addi a2, a2, 1
    j .L7
.L8:
    andi a5, a2, 31
    beq a5, a7, .L7
    sll a5, a4, a5
.L10:
    addi a5, a5, -1
    pause
    bnez a5, .L10
    j .L7
.L3:
    fence rw, w
    lw a2, 0(a0)
    lw a1, 4(a0)
    fence rw, w
    sw a5, 4(a3)
    mv a0, a2
    ret
.L1:
    lw a2, 0(a0)
    lw a1, 4(a0)
    fence r, rw
    lw a6, 4(a3)
    fence r, rw
    lw a4, 0(a3)
    bne a4, t0, .L2
    bne a6, a5, .L2
    mv a0, a2
    ret

portable_atomic_u64_store_relaxed:
    lui a3, 31301
    li a4, 67
    lui a5, %hi(_ZN15portable_atomic3imp8fallback4lock5LOCKS17hHASHE)
    addi a5, a5, %lo(_ZN15portable_atomic3imp8fallback4lock5LOCKS17hHASHE)
    addi a3, a3, -917
    mulhu a3, a0, a3
    srli a3, a3, 1
    mul a3, a3, a4
    sub a3, a0, a3
    slli a3, a3, 6
    add t3, a5, a3
    addi a6, t3, 4
    li t2, 1
    amoswap.w.aq t1, t2, (a6)
    bne t1, t2, .L1
    li a4, 0
    li a7, 4
    li t0, 31
    j .L2
.L3:
    amoswap.w.aq t1, t2, (a6)
    bne t1, t2, .L1
.L2:
    lw a5, 4(t3)
    beq a5, t2, .L4
    j .L3
.L5:
    lw a3, 4(t3)
    bne a3, t2, .L3
.L4:
    bltu a7, a4, .L6
    li a5, 1
.L7:
    pause
    srl a3, a5, a4
    addi a5, a5, 1
    beqz a3, .L7
    addi a4, a4, 1
    j .L5
.L6:
    andi a5, a4, 31
    beq a5, t0, .L5
    sll a5, t2, a5
.L8:
    addi a5, a5, -1
    pause
    bnez a5, .L8
    j .L5
.L1:
    fence rw, w
    sw a1, 0(a0)
    addi t1, t1, 2
    sw a2, 4(a0)
    beqz t1, .L9
    fence rw, w
    sw t1, 4(t3)
    ret
.L9:
    lw a0, 0(t3)
    fence rw, w
    addi a0, a0, 1
    sw a0, 0(t3)
    fence rw, w
    sw t1, 4(t3)
    ret

portable_atomic_u64_load_acquire:
    lui a1, 31301
    li a2, 67
    lui a3, %hi(_ZN15portable_atomic3imp8fallback4lock5LOCKS17hHASHE)
    addi a3, a3, %lo(_ZN15portable_atomic3imp8fallback4lock5LOCKS17hHASHE)
    addi a1, a1, -917
    mulhu a1, a0, a1
    srli a1, a1, 1
    mul a1, a1, a2
    sub a1, a0, a1
    slli a1, a1, 6
    add a3, a3, a1
    lw t0, 0(a3)
    fence r, rw
    lw a5, 4(a3)
    li a7, 1
    fence r, rw
    bne a5, a7, .L1
.L2:
    addi a6, a3, 4
    amoswap.w.aq a5, a7, (a6)
    bne a5, a7, .L3
    li a2, 0
    li a4, 1
    li t0, 4
    li a7, 31
    j .L4
.L5:
    amoswap.w.aq a5, a4, (a6)
    bne a5, a4, .L3
.L4:
    lw a5, 4(a3)
    beq a5, a4, .L6
    j .L5
.L7:
    lw a1, 4(a3)
    bne a1, a4, .L5
.L6:
    bltu t0, a2, .L8
    li a5, 1
.L9:
    pause
    srl a1, a5, a2
    addi a5, a5, 1
    beqz a1, .L9
    addi a2, a2, 1
    j .L7
.L8:
    andi a5, a2, 31
    beq a5, a7, .L7
    sll a5, a4, a5
.L10:
    addi a5, a5, -1
    pause
    bnez a5, .L10
    j .L7
.L3:
    fence rw, w
    lw a2, 0(a0)
    lw a1, 4(a0)
    fence rw, w
    sw a5, 4(a3)
    mv a0, a2
    ret
.L1:
    lw a2, 0(a0)
    lw a1, 4(a0)
    fence r, rw
    lw a6, 4(a3)
    fence r, rw
    lw a4, 0(a3)
    bne a4, t0, .L2
    bne a6, a5, .L2
    mv a0, a2
    ret

portable_atomic_u64_store_release: same code as portable_atomic_u64_store_relaxed
    lui a3, 31301
    li a4, 67
    lui a5, %hi(_ZN15portable_atomic3imp8fallback4lock5LOCKS17hHASHE)
    addi a5, a5, %lo(_ZN15portable_atomic3imp8fallback4lock5LOCKS17hHASHE)
    addi a3, a3, -917
    mulhu a3, a0, a3
    srli a3, a3, 1
    mul a3, a3, a4
    sub a3, a0, a3
    slli a3, a3, 6
    add t3, a5, a3
    addi a6, t3, 4
    li t2, 1
    amoswap.w.aq t1, t2, (a6)
    bne t1, t2, .L1
    li a4, 0
    li a7, 4
    li t0, 31
    j .L2
.L3:
    amoswap.w.aq t1, t2, (a6)
    bne t1, t2, .L1
.L2:
    lw a5, 4(t3)
    beq a5, t2, .L4
    j .L3
.L5:
    lw a3, 4(t3)
    bne a3, t2, .L3
.L4:
    bltu a7, a4, .L6
    li a5, 1
.L7:
    pause
    srl a3, a5, a4
    addi a5, a5, 1
    beqz a3, .L7
    addi a4, a4, 1
    j .L5
.L6:
    andi a5, a4, 31
    beq a5, t0, .L5
    sll a5, t2, a5
.L8:
    addi a5, a5, -1
    pause
    bnez a5, .L8
    j .L5
.L1:
    fence rw, w
    sw a1, 0(a0)
    addi t1, t1, 2
    sw a2, 4(a0)
    beqz t1, .L9
    fence rw, w
    sw t1, 4(t3)
    ret
.L9:
    lw a0, 0(t3)
    fence rw, w
    addi a0, a0, 1
    sw a0, 0(t3)
    fence rw, w
    sw t1, 4(t3)
    ret

