u64copy_load:
.L1:
    lw a2, 8(a0)
    lw a1, 12(a0)
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
    lw a2, 4(a0)
    lw a1, 8(a0)
    lw a4, 0(a0)
    bne a3, a4, .L2
    mv a0, a2
    ret

u64seq_try_load:
    lw a2, 0(a1)
    andi a3, a2, 1
    bnez a3, .L1
    lw a3, 4(a1)
    lw a4, 8(a1)
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
    sw a1, 4(a0)
    sw a2, 8(a0)
    addi a3, a3, 1
    sw a3, 0(a0)
    ret

u64latch_load:
.L1:
    lw a3, 0(a0)
    andi a1, a3, 1
    slli a1, a1, 3
    add a1, a1, a0
    lw a2, 4(a1)
    lw a1, 8(a1)
    lw a4, 0(a0)
    beq a4, a3, .L2
    pause
    j .L1
.L2:
    mv a0, a2
    ret

u64latch_try_load:
    lw a4, 0(a1)
    andi a2, a4, 1
    slli a2, a2, 3
    add a3, a1, a2
    lw a2, 4(a3)
    lw a3, 8(a3)
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
    addi a3, a3, 1
    andi a4, a3, 1
    slli a4, a4, 3
    add a4, a4, a0
    sw a1, 4(a4)
    sw a2, 8(a4)
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
    lw a6, 4(a0)
    lw a3, 8(a0)
    lw a4, 12(a0)
    lw a5, 16(a0)
    lw a2, 0(a0)
    bne a1, a2, .L2
    xor a0, a4, a6
    xor a1, a5, a3
    ret

u64seqpair_try_load:
    lw a2, 0(a1)
    andi a3, a2, 1
    bnez a3, .L1
    lw a6, 4(a1)
    lw a4, 8(a1)
    lw a5, 12(a1)
    lw a3, 16(a1)
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
    sw a1, 4(a0)
    sw a2, 8(a0)
    sw a5, 12(a0)
    sw a4, 16(a0)
    addi a3, a3, 1
    sw a3, 0(a0)
    ret

u64latchpair_load:
    lw a6, 0(a0)
    andi a1, a6, 1
    slli a1, a1, 4
    add a4, a0, a1
    lw a7, 4(a4)
    lw a2, 8(a4)
    lw a3, 12(a4)
    lw a4, 16(a4)
    lw a5, 0(a0)
    beq a5, a6, .L1
.L2:
    pause
    lw a5, 0(a0)
    andi a1, a5, 1
    slli a1, a1, 4
    add a4, a0, a1
    lw a7, 4(a4)
    lw a2, 8(a4)
    lw a3, 12(a4)
    lw a4, 16(a4)
    lw a1, 0(a0)
    bne a1, a5, .L2
.L1:
    xor a0, a3, a7
    xor a1, a4, a2
    ret

u64latchpair_try_load:
    lw a2, 0(a1)
    andi a3, a2, 1
    slli a3, a3, 4
    add a5, a1, a3
    lw a6, 4(a5)
    lw a3, 8(a5)
    lw a4, 12(a5)
    lw a5, 16(a5)
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
    addi a4, a3, 1
    andi a3, a4, 1
    slli a3, a3, 4
    add a3, a3, a0
    sw a1, 4(a3)
    sw a2, 8(a3)
    sw a5, 12(a3)
    sw a6, 16(a3)
    sw a4, 0(a0)
    ret

portable_atomic_u64_load_relaxed: same code as portable_atomic_u64_load_acquire
    csrrci a3, mstatus, 8
    lw a2, 0(a0)
    lw a1, 4(a0)
    andi a3, a3, 8
    csrs mstatus, a3
    mv a0, a2
    ret

portable_atomic_u64_store_relaxed:
    csrrci a3, mstatus, 8
    sw a1, 0(a0)
    sw a2, 4(a0)
    andi a3, a3, 8
    csrs mstatus, a3
    ret

portable_atomic_u64_load_acquire:
    csrrci a3, mstatus, 8
    lw a2, 0(a0)
    lw a1, 4(a0)
    andi a3, a3, 8
    csrs mstatus, a3
    mv a0, a2
    ret

portable_atomic_u64_store_release: same code as portable_atomic_u64_store_relaxed
    csrrci a3, mstatus, 8
    sw a1, 0(a0)
    sw a2, 4(a0)
    andi a3, a3, 8
    csrs mstatus, a3
    ret

