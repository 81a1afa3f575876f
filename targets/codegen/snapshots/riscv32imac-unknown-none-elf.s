u64copy_load:
    lw a2, 8(a0)
    lw a1, 12(a0)
    fence r, rw
    lw a3, 0(a0)
    lw a4, 4(a0)
    xor a3, a3, a2
    xor a4, a4, a1
    or a3, a3, a4
    bnez a3, .L1
    mv a0, a2
    ret
.L1:
    tail _ZN7u64copy4copy7U64Copy14load_contended17hHASHE

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
    lw a3, 0(a0)
    andi a1, a3, 1
    bnez a1, .L1
    fence r, rw
    lw a2, 4(a0)
    lw a1, 8(a0)
    fence r, rw
    lw a4, 0(a0)
    bne a3, a4, .L1
    mv a0, a2
    ret
.L1:
    tail _ZN7u64copy3seq6U64Seq14load_contended17hHASHE

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
    lw a3, 0(a0)
    fence r, rw
    andi a1, a3, 1
    slli a1, a1, 3
    add a1, a1, a0
    lw a2, 4(a1)
    lw a1, 8(a1)
    fence r, rw
    lw a4, 0(a0)
    bne a4, a3, .L1
    mv a0, a2
    ret
.L1:
    tail _ZN7u64copy5latch8U64Latch14load_contended17hHASHE

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
    mv a1, a0
    lw a5, 0(a0)
    andi a0, a5, 1
    bnez a0, .L1
    fence r, rw
    lw a6, 4(a1)
    lw a2, 8(a1)
    lw a3, 12(a1)
    lw a4, 16(a1)
    fence r, rw
    lw a0, 0(a1)
    bne a5, a0, .L1
    xor a0, a3, a6
    xor a1, a4, a2
    ret
.L1:
    addi sp, sp, -32
    sw ra, 28(sp)
    addi a0, sp, 8
    call _ZN7u64copy3seq20U64SeqArray$LT$_$GT$14load_contended17hHASHE
    lw a6, 8(sp)
    lw a2, 12(sp)
    lw a3, 16(sp)
    lw a4, 20(sp)
    lw ra, 28(sp)
    addi sp, sp, 32
    xor a0, a3, a6
    xor a1, a4, a2
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
    mv a1, a0
    lw a5, 0(a0)
    fence r, rw
    andi a0, a5, 1
    slli a0, a0, 4
    add a4, a1, a0
    lw a6, 4(a4)
    lw a2, 8(a4)
    lw a3, 12(a4)
    lw a4, 16(a4)
    fence r, rw
    lw a0, 0(a1)
    bne a0, a5, .L1
    xor a0, a3, a6
    xor a1, a4, a2
    ret
.L1:
    addi sp, sp, -32
    sw ra, 28(sp)
    addi a0, sp, 8
    call _ZN7u64copy5latch22U64LatchArray$LT$_$GT$14load_contended17hHASHE
    lw a6, 8(sp)
    lw a2, 12(sp)
    lw a3, 16(sp)
    lw a4, 20(sp)
    lw ra, 28(sp)
    addi sp, sp, 32
    xor a0, a3, a6
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

u64seq_load_acquire: same code as u64seq_load
    lw a3, 0(a0)
    andi a1, a3, 1
    bnez a1, .L1
    fence r, rw
    lw a2, 4(a0)
    lw a1, 8(a0)
    fence r, rw
    lw a4, 0(a0)
    bne a3, a4, .L1
    mv a0, a2
    ret
.L1:
    tail _ZN7u64copy3seq6U64Seq14load_contended17hHASHE

u64seq_store_release: same code as u64seq_store
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

u64latch_load_acquire: same code as u64latch_load
    lw a3, 0(a0)
    fence r, rw
    andi a1, a3, 1
    slli a1, a1, 3
    add a1, a1, a0
    lw a2, 4(a1)
    lw a1, 8(a1)
    fence r, rw
    lw a4, 0(a0)
    bne a4, a3, .L1
    mv a0, a2
    ret
.L1:
    tail _ZN7u64copy5latch8U64Latch14load_contended17hHASHE

u64latch_store_release: same code as u64latch_store
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

u64seqpair_load_acquire: same code as u64seqpair_load
    mv a1, a0
    lw a5, 0(a0)
    andi a0, a5, 1
    bnez a0, .L1
    fence r, rw
    lw a6, 4(a1)
    lw a2, 8(a1)
    lw a3, 12(a1)
    lw a4, 16(a1)
    fence r, rw
    lw a0, 0(a1)
    bne a5, a0, .L1
    xor a0, a3, a6
    xor a1, a4, a2
    ret
.L1:
    addi sp, sp, -32
    sw ra, 28(sp)
    addi a0, sp, 8
    call _ZN7u64copy3seq20U64SeqArray$LT$_$GT$14load_contended17hHASHE
    lw a6, 8(sp)
    lw a2, 12(sp)
    lw a3, 16(sp)
    lw a4, 20(sp)
    lw ra, 28(sp)
    addi sp, sp, 32
    xor a0, a3, a6
    xor a1, a4, a2
    ret

u64seqpair_store_release: same code as u64seqpair_store
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

u64latchpair_load_acquire: same code as u64latchpair_load
    mv a1, a0
    lw a5, 0(a0)
    fence r, rw
    andi a0, a5, 1
    slli a0, a0, 4
    add a4, a1, a0
    lw a6, 4(a4)
    lw a2, 8(a4)
    lw a3, 12(a4)
    lw a4, 16(a4)
    fence r, rw
    lw a0, 0(a1)
    bne a0, a5, .L1
    xor a0, a3, a6
    xor a1, a4, a2
    ret
.L1:
    addi sp, sp, -32
    sw ra, 28(sp)
    addi a0, sp, 8
    call _ZN7u64copy5latch22U64LatchArray$LT$_$GT$14load_contended17hHASHE
    lw a6, 8(sp)
    lw a2, 12(sp)
    lw a3, 16(sp)
    lw a4, 20(sp)
    lw ra, 28(sp)
    addi sp, sp, 32
    xor a0, a3, a6
    xor a1, a4, a2
    ret

u64latchpair_store_release: same code as u64latchpair_store
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

u64seq_load_with:
    addi sp, sp, -32
    sw ra, 28(sp)
    sw a1, 24(sp)
    lw a4, 0(a0)
    andi a1, a4, 1
    bnez a1, .L1
    fence r, rw
    lw a2, 4(a0)
    lw a1, 8(a0)
    lw a3, 24(sp)
    lw a3, 100(a3)
    fence r, rw
    lw a5, 0(a0)
    bne a4, a5, .L1
    xor a0, a2, a3
    lw ra, 28(sp)
    addi sp, sp, 32
    ret
.L1:
    lui a3, %hi(.L2.HASH.3)
    addi a3, a3, %lo(.L2.HASH.3)
    mv a1, a0
    addi a0, sp, 8
    addi a2, sp, 24
    call _ZN7u64copy3seq6U64Seq19load_with_contended17hHASHE
    lw a2, 8(sp)
    lw a1, 12(sp)
    lw a3, 16(sp)
    xor a0, a2, a3
    lw ra, 28(sp)
    addi sp, sp, 32
    ret

u64seq_try_load_with:
    lw a3, 0(a1)
    andi a4, a3, 1
    bnez a4, .L1
    fence r, rw
    lw a5, 4(a1)
    lw a4, 8(a1)
    lw a2, 100(a2)
    fence r, rw
    lw a1, 0(a1)
    bne a3, a1, .L1
    xor a2, a2, a5
    sw a2, 8(a0)
    sw a4, 12(a0)
    li a1, 1
    sw a1, 0(a0)
    sw zero, 4(a0)
    ret
.L1:
    sw zero, 0(a0)
    sw zero, 4(a0)
    ret

u64latch_load_with:
    addi sp, sp, -32
    sw ra, 28(sp)
    sw a1, 24(sp)
    lw a4, 0(a0)
    fence r, rw
    andi a1, a4, 1
    slli a1, a1, 3
    add a1, a1, a0
    lw a2, 4(a1)
    lw a1, 8(a1)
    lw a3, 24(sp)
    lw a3, 100(a3)
    fence r, rw
    lw a5, 0(a0)
    bne a5, a4, .L1
    xor a0, a2, a3
    lw ra, 28(sp)
    addi sp, sp, 32
    ret
.L1:
    lui a3, %hi(.L2.HASH.1)
    addi a3, a3, %lo(.L2.HASH.1)
    mv a1, a0
    addi a0, sp, 8
    addi a2, sp, 24
    call _ZN7u64copy5latch8U64Latch19load_with_contended17hHASHE
    lw a2, 8(sp)
    lw a1, 12(sp)
    lw a3, 16(sp)
    xor a0, a2, a3
    lw ra, 28(sp)
    addi sp, sp, 32
    ret

u64latch_try_load_with:
    lw a5, 0(a1)
    fence r, rw
    andi a3, a5, 1
    slli a3, a3, 3
    add a3, a3, a1
    lw a4, 4(a3)
    lw a3, 8(a3)
    lw a2, 100(a2)
    fence r, rw
    lw a1, 0(a1)
    bne a1, a5, .L1
    xor a2, a2, a4
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

u64seqpair_load_with:
    addi sp, sp, -32
    sw ra, 28(sp)
    sw a1, 24(sp)
    lw a2, 0(a0)
    andi a1, a2, 1
    bnez a1, .L1
    fence r, rw
    lw a6, 4(a0)
    lw a7, 8(a0)
    lw a3, 12(a0)
    lw a4, 16(a0)
    lw a5, 24(sp)
    lw a5, 100(a5)
    fence r, rw
    lw a1, 0(a0)
    bne a2, a1, .L1
    xor a1, a4, a7
    xor a0, a3, a6
    xor a0, a0, a5
    lw ra, 28(sp)
    addi sp, sp, 32
    ret
.L1:
    lui a3, %hi(.L2.HASH.4)
    addi a3, a3, %lo(.L2.HASH.4)
    mv a1, a0
    mv a0, sp
    addi a2, sp, 24
    call _ZN7u64copy3seq20U64SeqArray$LT$_$GT$19load_with_contended17hHASHE
    lw a6, 0(sp)
    lw a7, 4(sp)
    lw a3, 8(sp)
    lw a4, 12(sp)
    lw a5, 16(sp)
    xor a1, a4, a7
    xor a0, a3, a6
    xor a0, a0, a5
    lw ra, 28(sp)
    addi sp, sp, 32
    ret

u64seqpair_try_load_with:
    lw a3, 0(a1)
    andi a4, a3, 1
    bnez a4, .L1
    fence r, rw
    lw a4, 4(a1)
    lw a6, 8(a1)
    lw a7, 12(a1)
    lw a5, 16(a1)
    lw a2, 100(a2)
    fence r, rw
    lw a1, 0(a1)
    bne a3, a1, .L1
    xor a2, a2, a4
    xor a1, a6, a5
    xor a2, a2, a7
    sw a2, 8(a0)
    sw a1, 12(a0)
    li a1, 1
    sw a1, 0(a0)
    sw zero, 4(a0)
    ret
.L1:
    sw zero, 0(a0)
    sw zero, 4(a0)
    ret

u64latchpair_load_with:
    addi sp, sp, -32
    sw ra, 28(sp)
    sw a1, 24(sp)
    lw a2, 0(a0)
    fence r, rw
    andi a1, a2, 1
    slli a1, a1, 4
    add a4, a0, a1
    lw a6, 4(a4)
    lw a7, 8(a4)
    lw a3, 12(a4)
    lw a4, 16(a4)
    lw a5, 24(sp)
    lw a5, 100(a5)
    fence r, rw
    lw a1, 0(a0)
    bne a1, a2, .L1
    xor a1, a4, a7
    xor a0, a3, a6
    xor a0, a0, a5
    lw ra, 28(sp)
    addi sp, sp, 32
    ret
.L1:
    lui a3, %hi(.L2.HASH.2)
    addi a3, a3, %lo(.L2.HASH.2)
    mv a1, a0
    mv a0, sp
    addi a2, sp, 24
    call _ZN7u64copy5latch22U64LatchArray$LT$_$GT$19load_with_contended17hHASHE
    lw a6, 0(sp)
    lw a7, 4(sp)
    lw a3, 8(sp)
    lw a4, 12(sp)
    lw a5, 16(sp)
    xor a1, a4, a7
    xor a0, a3, a6
    xor a0, a0, a5
    lw ra, 28(sp)
    addi sp, sp, 32
    ret

u64latchpair_try_load_with:
    lw a4, 0(a1)
    fence r, rw
    andi a3, a4, 1
    slli a3, a3, 4
    add a3, a3, a1
    lw a5, 4(a3)
    lw a6, 8(a3)
    lw a7, 12(a3)
    lw a3, 16(a3)
    lw a2, 100(a2)
    fence r, rw
    lw a1, 0(a1)
    bne a1, a4, .L1
    xor a2, a2, a5
    xor a1, a6, a3
    xor a2, a2, a7
    sw a2, 8(a0)
    sw a1, 12(a0)
    li a1, 1
    sw a1, 0(a0)
    sw zero, 4(a0)
    ret
.L1:
    sw zero, 0(a0)
    sw zero, 4(a0)
    ret

u64copy_fetch_update:
    mv a4, a0
    lw a0, 0(a0)
    lw a3, 4(a4)
    beq a3, a2, .L1
    sltu a5, a3, a2
    bnez a5, .L2
    j .L3
.L1:
    sltu a5, a0, a1
    beqz a5, .L3
.L2:
    sw a1, 0(a4)
    sw a2, 4(a4)
    fence rw, w
    sw a1, 8(a4)
    sw a2, 12(a4)
.L3:
    mv a1, a3
    ret

u64seq_fetch_update:
    mv a3, a0
    lw a0, 4(a0)
    lw a4, 8(a3)
    beq a4, a2, .L1
    sltu a5, a4, a2
    bnez a5, .L2
    j .L3
.L1:
    sltu a5, a0, a1
    beqz a5, .L3
.L2:
    lw a5, 0(a3)
    ori a5, a5, 1
    sw a5, 0(a3)
    fence rw, w
    sw a1, 4(a3)
    sw a2, 8(a3)
    fence rw, w
    addi a5, a5, 1
    sw a5, 0(a3)
.L3:
    mv a1, a4
    ret

u64latch_fetch_update:
    lw a3, 0(a0)
    andi a3, a3, 1
    slli a3, a3, 3
    add a4, a0, a3
    lw a6, 4(a4)
    lw a4, 8(a4)
    beq a4, a2, .L1
    sltu a5, a4, a2
    bnez a5, .L2
    j .L3
.L1:
    sltu a5, a6, a1
    beqz a5, .L3
.L2:
    lw a5, 0(a0)
    fence rw, w
    addi a3, a5, 1
    andi a5, a3, 1
    slli a5, a5, 3
    add a5, a5, a0
    sw a1, 4(a5)
    sw a2, 8(a5)
    fence rw, w
    sw a3, 0(a0)
.L3:
    mv a0, a6
    mv a1, a4
    ret

u64seqpair_fetch_update:
    lw a3, 4(a0)
    lw a4, 8(a0)
    lw a7, 12(a0)
    lw a6, 16(a0)
    beq a4, a2, .L1
    sltu a5, a4, a2
    bnez a5, .L2
    j .L3
.L1:
    sltu a5, a3, a1
    beqz a5, .L3
.L2:
    lw a5, 0(a0)
    not t0, a2
    not t1, a1
    ori a5, a5, 1
    sw a5, 0(a0)
    fence rw, w
    sw a1, 4(a0)
    sw a2, 8(a0)
    sw t1, 12(a0)
    sw t0, 16(a0)
    fence rw, w
    addi a5, a5, 1
    sw a5, 0(a0)
.L3:
    xor a0, a7, a3
    xor a1, a6, a4
    ret

u64latchpair_fetch_update:
    lw a3, 0(a0)
    andi a3, a3, 1
    slli a3, a3, 4
    add a5, a0, a3
    lw t2, 4(a5)
    lw a4, 8(a5)
    lw a7, 12(a5)
    lw a6, 16(a5)
    beq a4, a2, .L1
    sltu a5, a4, a2
    bnez a5, .L2
    j .L3
.L1:
    sltu a5, t2, a1
    beqz a5, .L3
.L2:
    lw a5, 0(a0)
    not t0, a2
    not t1, a1
    fence rw, w
    addi a3, a5, 1
    andi a5, a3, 1
    slli a5, a5, 4
    add a5, a5, a0
    sw a1, 4(a5)
    sw a2, 8(a5)
    sw t1, 12(a5)
    sw t0, 16(a5)
    fence rw, w
    sw a3, 0(a0)
.L3:
    xor a0, a7, t2
    xor a1, a6, a4
    ret

size_u64copy_load:
    lui a2, %hi(_ZN15u64copy_codegen4size4COPY17hHASHE)
    addi a2, a2, %lo(_ZN15u64copy_codegen4size4COPY17hHASHE)
    lw a0, 8(a2)
    lw a1, 12(a2)
    fence r, rw
    lw a3, 0(a2)
    lw a2, 4(a2)
    xor a3, a3, a0
    xor a2, a2, a1
    or a2, a2, a3
    bnez a2, .L1
    ret
.L1:
    lui a0, %hi(_ZN15u64copy_codegen4size4COPY17hHASHE)
    addi a0, a0, %lo(_ZN15u64copy_codegen4size4COPY17hHASHE)
    tail _ZN7u64copy4copy7U64Copy14load_contended17hHASHE

size_u64copy_store:
    lui a2, %hi(_ZN15u64copy_codegen4size4COPY17hHASHE)
    addi a2, a2, %lo(_ZN15u64copy_codegen4size4COPY17hHASHE)
    sw a0, 0(a2)
    sw a1, 4(a2)
    fence rw, w
    sw a0, 8(a2)
    sw a1, 12(a2)
    ret

size_u64seq_load:
    lui a0, %hi(_ZN15u64copy_codegen4size3SEQ17hHASHE)
    lw a2, %lo(_ZN15u64copy_codegen4size3SEQ17hHASHE)(a0)
    andi a0, a2, 1
    bnez a0, .L1
    lui a3, %hi(_ZN15u64copy_codegen4size3SEQ17hHASHE)
    addi a3, a3, %lo(_ZN15u64copy_codegen4size3SEQ17hHASHE)
    fence r, rw
    lw a0, 4(a3)
    lw a1, 8(a3)
    fence r, rw
    lw a3, 0(a3)
    bne a2, a3, .L1
    ret
.L1:
    lui a0, %hi(_ZN15u64copy_codegen4size3SEQ17hHASHE)
    addi a0, a0, %lo(_ZN15u64copy_codegen4size3SEQ17hHASHE)
    tail _ZN7u64copy3seq6U64Seq14load_contended17hHASHE

size_u64seq_store:
    lui a2, %hi(_ZN15u64copy_codegen4size3SEQ17hHASHE)
    addi a2, a2, %lo(_ZN15u64copy_codegen4size3SEQ17hHASHE)
    lw a3, 0(a2)
    ori a3, a3, 1
    sw a3, 0(a2)
    fence rw, w
    sw a0, 4(a2)
    sw a1, 8(a2)
    fence rw, w
    addi a3, a3, 1
    sw a3, 0(a2)
    ret

size_u64latch_load:
    lui a2, %hi(_ZN15u64copy_codegen4size5LATCH17hHASHE)
    addi a2, a2, %lo(_ZN15u64copy_codegen4size5LATCH17hHASHE)
    lw a3, 0(a2)
    fence r, rw
    andi a0, a3, 1
    slli a0, a0, 3
    add a1, a2, a0
    lw a0, 4(a1)
    lw a1, 8(a1)
    fence r, rw
    lw a2, 0(a2)
    bne a2, a3, .L1
    ret
.L1:
    lui a0, %hi(_ZN15u64copy_codegen4size5LATCH17hHASHE)
    addi a0, a0, %lo(_ZN15u64copy_codegen4size5LATCH17hHASHE)
    tail _ZN7u64copy5latch8U64Latch14load_contended17hHASHE

size_u64latch_store:
    lui a2, %hi(_ZN15u64copy_codegen4size5LATCH17hHASHE)
    addi a2, a2, %lo(_ZN15u64copy_codegen4size5LATCH17hHASHE)
    lw a3, 0(a2)
    fence rw, w
    addi a3, a3, 1
    andi a4, a3, 1
    slli a4, a4, 3
    add a4, a4, a2
    sw a0, 4(a4)
    sw a1, 8(a4)
    fence rw, w
    sw a3, 0(a2)
    ret

size_u64seqpair_load:
    lui a0, %hi(_ZN15u64copy_codegen4size8SEQ_PAIR17hHASHE)
    lw a4, %lo(_ZN15u64copy_codegen4size8SEQ_PAIR17hHASHE)(a0)
    andi a0, a4, 1
    bnez a0, .L1
    lui a5, %hi(_ZN15u64copy_codegen4size8SEQ_PAIR17hHASHE)
    addi a5, a5, %lo(_ZN15u64copy_codegen4size8SEQ_PAIR17hHASHE)
    fence r, rw
    lw a0, 4(a5)
    lw a1, 8(a5)
    lw a2, 12(a5)
    lw a3, 16(a5)
    fence r, rw
    lw a5, 0(a5)
    bne a4, a5, .L1
    xor a0, a0, a2
    xor a1, a1, a3
    ret
.L1:
    addi sp, sp, -32
    sw ra, 28(sp)
    lui a1, %hi(_ZN15u64copy_codegen4size8SEQ_PAIR17hHASHE)
    addi a1, a1, %lo(_ZN15u64copy_codegen4size8SEQ_PAIR17hHASHE)
    addi a0, sp, 8
    call _ZN7u64copy3seq20U64SeqArray$LT$_$GT$14load_contended17hHASHE
    lw a0, 8(sp)
    lw a1, 12(sp)
    lw a2, 16(sp)
    lw a3, 20(sp)
    lw ra, 28(sp)
    addi sp, sp, 32
    xor a0, a0, a2
    xor a1, a1, a3
    ret

size_u64seqpair_store:
    lui a2, %hi(_ZN15u64copy_codegen4size8SEQ_PAIR17hHASHE)
    addi a2, a2, %lo(_ZN15u64copy_codegen4size8SEQ_PAIR17hHASHE)
    lw a3, 0(a2)
    not a4, a1
    not a5, a0
    ori a3, a3, 1
    sw a3, 0(a2)
    fence rw, w
    sw a0, 4(a2)
    sw a1, 8(a2)
    sw a5, 12(a2)
    sw a4, 16(a2)
    fence rw, w
    addi a3, a3, 1
    sw a3, 0(a2)
    ret

size_u64latchpair_load:
    lui a4, %hi(_ZN15u64copy_codegen4size10LATCH_PAIR17hHASHE)
    addi a4, a4, %lo(_ZN15u64copy_codegen4size10LATCH_PAIR17hHASHE)
    lw a5, 0(a4)
    fence r, rw
    andi a0, a5, 1
    slli a0, a0, 4
    add a3, a4, a0
    lw a0, 4(a3)
    lw a1, 8(a3)
    lw a2, 12(a3)
    lw a3, 16(a3)
    fence r, rw
    lw a4, 0(a4)
    bne a4, a5, .L1
    xor a0, a0, a2
    xor a1, a1, a3
    ret
.L1:
    addi sp, sp, -32
    sw ra, 28(sp)
    lui a1, %hi(_ZN15u64copy_codegen4size10LATCH_PAIR17hHASHE)
    addi a1, a1, %lo(_ZN15u64copy_codegen4size10LATCH_PAIR17hHASHE)
    addi a0, sp, 8
    call _ZN7u64copy5latch22U64LatchArray$LT$_$GT$14load_contended17hHASHE
    lw a0, 8(sp)
    lw a1, 12(sp)
    lw a2, 16(sp)
    lw a3, 20(sp)
    lw ra, 28(sp)
    addi sp, sp, 32
    xor a0, a0, a2
    xor a1, a1, a3
    ret

size_u64latchpair_store:
    lui a6, %hi(_ZN15u64copy_codegen4size10LATCH_PAIR17hHASHE)
    addi a6, a6, %lo(_ZN15u64copy_codegen4size10LATCH_PAIR17hHASHE)
    lw a3, 0(a6)
    not a4, a1
    not a5, a0
    fence rw, w
    addi a2, a3, 1
    andi a3, a2, 1
    slli a3, a3, 4
    add a3, a3, a6
    sw a0, 4(a3)
    sw a1, 8(a3)
    sw a5, 12(a3)
    sw a4, 16(a3)
    fence rw, w
    sw a2, 0(a6)
    ret

size_portable_atomic_u64_load:
    lui a0, %hi(_ZN15u64copy_codegen4size8PORTABLE17hHASHE)
    addi a0, a0, %lo(_ZN15u64copy_codegen4size8PORTABLE17hHASHE)
    lui a1, 31301
    li a2, 67
    lui a3, %hi(_ZN15portable_atomic3imp8fallback4lock5LOCKS17hHASHE)
    addi a3, a3, %lo(_ZN15portable_atomic3imp8fallback4lock5LOCKS17hHASHE)
    addi a1, a1, -917
    mulhu a1, a0, a1
    srli a1, a1, 1
    mul a1, a1, a2
    sub a0, a0, a1
    slli a0, a0, 6
    add a2, a3, a0
    lw a5, 0(a2)
    fence r, rw
    lw a4, 4(a2)
    li a7, 1
    fence r, rw
    bne a4, a7, .L1
.L2:
    addi a6, a2, 4
    amoswap.w.aq a5, a7, (a6)
    bne a5, a7, .L3
    li a1, 0
    li a3, 1
    li a4, 4
    li a7, 31
    j .L4
.L5:
    amoswap.w.aq a5, a3, (a6)
    bne a5, a3, .L3
.L4:
    lw a5, 4(a2)
    beq a5, a3, .L6
    j .L5
.L7:
    lw a0, 4(a2)
    bne a0, a3, .L5
.L6:
    bltu a4, a1, .L8
    li a5, 1
.L9:
    pause
    srl a0, a5, a1
    addi a5, a5, 1
    beqz a0, .L9
    addi a1, a1, 1
    j .L7
.L8:
    andi a5, a1, 31
    beq a5, a7, .L7
    sll a5, a3, a5
.L10:
    addi a5, a5, -1
    pause
    bnez a5, .L10
    j .L7
.L3:
    fence rw, w
    lui a1, %hi(_ZN15u64copy_codegen4size8PORTABLE17hHASHE)
    lw a0, %lo(_ZN15u64copy_codegen4size8PORTABLE17hHASHE)(a1)
    lw a1, %lo(_ZN15u64copy_codegen4size8PORTABLE17hHASHE+4)(a1)
    fence rw, w
    sw a5, 4(a2)
    ret
.L1:
    lui a1, %hi(_ZN15u64copy_codegen4size8PORTABLE17hHASHE)
    lw a0, %lo(_ZN15u64copy_codegen4size8PORTABLE17hHASHE)(a1)
    lw a1, %lo(_ZN15u64copy_codegen4size8PORTABLE17hHASHE+4)(a1)
    fence r, rw
    lw a6, 4(a2)
    fence r, rw
    lw a3, 0(a2)
    bne a3, a5, .L2
    bne a6, a4, .L2
    ret

size_portable_atomic_u64_store:
    lui a2, %hi(_ZN15u64copy_codegen4size8PORTABLE17hHASHE)
    addi a2, a2, %lo(_ZN15u64copy_codegen4size8PORTABLE17hHASHE)
    lui a3, 31301
    li a4, 67
    lui a5, %hi(_ZN15portable_atomic3imp8fallback4lock5LOCKS17hHASHE)
    addi a5, a5, %lo(_ZN15portable_atomic3imp8fallback4lock5LOCKS17hHASHE)
    addi a3, a3, -917
    mulhu a3, a2, a3
    srli a3, a3, 1
    mul a3, a3, a4
    sub a2, a2, a3
    slli a2, a2, 6
    add a2, a2, a5
    addi a6, a2, 4
    li t1, 1
    amoswap.w.aq a3, t1, (a6)
    bne a3, t1, .L1
    li a5, 0
    li t0, 4
    li a7, 31
    j .L2
.L3:
    amoswap.w.aq a3, t1, (a6)
    bne a3, t1, .L1
.L2:
    lw a3, 4(a2)
    bne a3, t1, .L3
    bltu t0, a5, .L4
    li a3, 1
.L5:
    pause
    srl a4, a3, a5
    addi a3, a3, 1
    beqz a4, .L5
    addi a5, a5, 1
    j .L2
.L4:
    andi a3, a5, 31
    beq a3, a7, .L2
    sll a3, t1, a3
.L6:
    addi a3, a3, -1
    pause
    bnez a3, .L6
    j .L2
.L1:
    fence rw, w
    lui a4, %hi(_ZN15u64copy_codegen4size8PORTABLE17hHASHE)
    addi a3, a3, 2
    sw a0, %lo(_ZN15u64copy_codegen4size8PORTABLE17hHASHE)(a4)
    sw a1, %lo(_ZN15u64copy_codegen4size8PORTABLE17hHASHE+4)(a4)
    beqz a3, .L7
    fence rw, w
    sw a3, 4(a2)
    ret
.L7:
    lw a0, 0(a2)
    fence rw, w
    addi a0, a0, 1
    sw a0, 0(a2)
    fence rw, w
    sw a3, 4(a2)
    ret

size_critical_section_load:
    addi sp, sp, -16
    sw ra, 12(sp)
    sw s0, 8(sp)
    sw s1, 4(sp)
    call _critical_section_1_0_acquire
    lui a1, %hi(_ZN15u64copy_codegen4size6LOCKED17hHASHE.0)
    lw s0, %lo(_ZN15u64copy_codegen4size6LOCKED17hHASHE.0+4)(a1)
    lw s1, %lo(_ZN15u64copy_codegen4size6LOCKED17hHASHE.0)(a1)
    call _critical_section_1_0_release
    mv a0, s1
    mv a1, s0
    lw ra, 12(sp)
    lw s0, 8(sp)
    lw s1, 4(sp)
    addi sp, sp, 16
    ret

size_critical_section_store:
    addi sp, sp, -16
    sw ra, 12(sp)
    sw s0, 8(sp)
    sw s1, 4(sp)
    mv s0, a1
    mv s1, a0
    call _critical_section_1_0_acquire
    lui a1, %hi(_ZN15u64copy_codegen4size6LOCKED17hHASHE.0)
    sw s0, %lo(_ZN15u64copy_codegen4size6LOCKED17hHASHE.0+4)(a1)
    sw s1, %lo(_ZN15u64copy_codegen4size6LOCKED17hHASHE.0)(a1)
    lw ra, 12(sp)
    lw s0, 8(sp)
    lw s1, 4(sp)
    addi sp, sp, 16
    tail _critical_section_1_0_release

