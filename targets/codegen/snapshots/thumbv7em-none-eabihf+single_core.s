u64copy_load:
    push {r7, lr}
    mov r7, sp
    ldr r2, [r0, #8]
    ldr r1, [r0, #12]
    ldr r3, [r0]
    ldr.w r12, [r0, #4]
    eor.w lr, r3, r2
    eor.w r3, r12, r1
    orrs.w r3, r3, lr
    itt eq
    moveq r0, r2
    popeq {r7, pc}
.L1:
    pop.w {r7, lr}
    b _ZN7u64copy4copy7U64Copy14load_contended17hHASHE

u64copy_try_load:
    push {r7, lr}
    mov r7, sp
    ldr.w lr, [r1, #8]
    mov.w r12, #0
    ldr r3, [r1, #12]
    ldr r2, [r1]
    ldr r1, [r1, #4]
    eor.w r2, r2, lr
    eors r1, r3
    orrs r1, r2
    mov.w r1, #0
    itt eq
    strdeq lr, r3, [r0, #8]
    moveq r1, #1
    strd r1, r12, [r0]
    pop {r7, pc}

u64copy_store:
    push {r7, lr}
    mov r7, sp
    str r2, [r0]
    str r3, [r0, #4]
    str r2, [r0, #8]
    str r3, [r0, #12]
    pop {r7, pc}

u64seq_load:
    push {r7, lr}
    mov r7, sp
    ldr r3, [r0]
    lsls r1, r3, #31
    bne .L1
    ldr.w r12, [r0, #4]
    ldr r1, [r0, #8]
    ldr r2, [r0]
    cmp r3, r2
    itt eq
    moveq r0, r12
    popeq {r7, pc}
.L1:
    pop.w {r7, lr}
    b _ZN7u64copy3seq6U64Seq14load_contended17hHASHE

u64seq_try_load:
    ldr r3, [r1]
    mov.w r12, #0
    lsls r2, r3, #31
    mov.w r2, #0
    bne .L1
    push {r7, lr}
    mov r7, sp
    ldr.w lr, [r1, #4]
    ldr r2, [r1, #8]
    ldr r1, [r1]
    cmp r3, r1
    itte eq
    strdeq lr, r2, [r0, #8]
    moveq r2, #1
    movne r2, #0
    pop.w {r7, lr}
.L1:
    strd r2, r12, [r0]
    bx lr

u64seq_store:
    push {r7, lr}
    mov r7, sp
    ldr r1, [r0]
    orr r1, r1, #1
    str r1, [r0]
    str r2, [r0, #4]
    str r3, [r0, #8]
    adds r1, #1
    str r1, [r0]
    pop {r7, pc}

u64latch_load:
    push {r7, lr}
    mov r7, sp
    ldr r3, [r0]
    and r1, r3, #1
    add.w r1, r0, r1, lsl #3
    ldr.w r12, [r1, #4]
    ldr r1, [r1, #8]
    ldr r2, [r0]
    cmp r2, r3
    itt eq
    moveq r0, r12
    popeq {r7, pc}
.L1:
    pop.w {r7, lr}
    b _ZN7u64copy5latch8U64Latch14load_contended17hHASHE

u64latch_try_load:
    push {r7, lr}
    mov r7, sp
    ldr r2, [r1]
    mov.w r12, #0
    and r3, r2, #1
    add.w r3, r1, r3, lsl #3
    ldr.w lr, [r3, #4]
    ldr r3, [r3, #8]
    ldr r1, [r1]
    cmp r1, r2
    mov.w r1, #0
    itt eq
    strdeq lr, r3, [r0, #8]
    moveq r1, #1
    strd r1, r12, [r0]
    pop {r7, pc}

u64latch_store:
    push {r7, lr}
    mov r7, sp
    ldr r1, [r0]
    add.w r12, r1, #1
    and r1, r12, #1
    add.w r1, r0, r1, lsl #3
    str r2, [r1, #4]
    str r3, [r1, #8]
    str.w r12, [r0]
    pop {r7, pc}

u64seqpair_load:
    push {r4, r6, r7, lr}
    add r7, sp, #8
    sub sp, #16
    mov r1, r0
    ldr r0, [r0]
    lsls r2, r0, #31
    bne .L1
    ldr.w lr, [r1, #4]
    ldr.w r12, [r1, #8]
    ldr r3, [r1, #12]
    ldr r2, [r1, #16]
    ldr r4, [r1]
    cmp r0, r4
    bne .L1
    eor.w r0, r3, lr
    eor.w r1, r2, r12
    add sp, #16
    pop {r4, r6, r7, pc}
.L1:
    mov r0, sp
    bl _ZN7u64copy3seq20U64SeqArray$LT$_$GT$14load_contended17hHASHE
    ldrd lr, r12, [sp]
    ldrd r3, r2, [sp, #8]
    eor.w r0, r3, lr
    eor.w r1, r2, r12
    add sp, #16
    pop {r4, r6, r7, pc}

u64seqpair_try_load:
    ldr r3, [r1]
    mov.w r12, #0
    lsls r2, r3, #31
    mov.w r2, #0
    bne .L1
    push {r4, r5, r7, lr}
    add r7, sp, #8
    ldr.w lr, [r1, #4]
    ldr r2, [r1, #8]
    ldr r4, [r1, #12]
    ldr r5, [r1, #16]
    ldr r1, [r1]
    cmp r3, r1
    bne .L2
    eor.w r1, r5, r2
    eor.w r2, r4, lr
    strd r2, r1, [r0, #8]
    movs r2, #1
    b .L3
.L2:
    movs r2, #0
.L3:
    pop.w {r4, r5, r7, lr}
.L1:
    strd r2, r12, [r0]
    bx lr

u64seqpair_store:
    push {r7, lr}
    mov r7, sp
    ldr r1, [r0]
    orr r1, r1, #1
    str r1, [r0]
    str r2, [r0, #4]
    mvns r2, r2
    str r3, [r0, #8]
    str r2, [r0, #12]
    mvns r2, r3
    str r2, [r0, #16]
    adds r1, #1
    str r1, [r0]
    pop {r7, pc}

u64latchpair_load:
    push {r4, r6, r7, lr}
    add r7, sp, #8
    sub sp, #16
    mov r1, r0
    ldr r0, [r0]
    and r2, r0, #1
    add.w r2, r1, r2, lsl #4
    ldr.w lr, [r2, #4]
    ldr.w r12, [r2, #8]
    ldr r3, [r2, #12]
    ldr r2, [r2, #16]
    ldr r4, [r1]
    cmp r4, r0
    bne .L1
    eor.w r0, r3, lr
    eor.w r1, r2, r12
    add sp, #16
    pop {r4, r6, r7, pc}
.L1:
    mov r0, sp
    bl _ZN7u64copy5latch22U64LatchArray$LT$_$GT$14load_contended17hHASHE
    ldrd lr, r12, [sp]
    ldrd r3, r2, [sp, #8]
    eor.w r0, r3, lr
    eor.w r1, r2, r12
    add sp, #16
    pop {r4, r6, r7, pc}

u64latchpair_try_load:
    push {r4, r5, r7, lr}
    add r7, sp, #8
    ldr r4, [r1]
    and r2, r4, #1
    add.w r2, r1, r2, lsl #4
    ldr.w r12, [r2, #4]
    ldr r3, [r2, #8]
    ldr.w lr, [r2, #12]
    ldr r2, [r2, #16]
    ldr r5, [r1]
    movs r1, #0
    cmp r5, r4
    mov.w r4, #0
    itttt eq
    eoreq r2, r3
    eoreq.w r3, lr, r12
    strdeq r3, r2, [r0, #8]
    moveq r4, #1
    strd r4, r1, [r0]
    pop {r4, r5, r7, pc}

u64latchpair_store:
    push {r7, lr}
    mov r7, sp
    ldr r1, [r0]
    add.w r12, r1, #1
    and r1, r12, #1
    add.w r1, r0, r1, lsl #4
    str r2, [r1, #4]
    mvns r2, r2
    str r3, [r1, #8]
    str r2, [r1, #12]
    mvns r2, r3
    str r2, [r1, #16]
    str.w r12, [r0]
    pop {r7, pc}

u64seq_load_acquire: same code as u64seq_load
    push {r7, lr}
    mov r7, sp
    ldr r3, [r0]
    lsls r1, r3, #31
    bne .L1
    ldr.w r12, [r0, #4]
    ldr r1, [r0, #8]
    ldr r2, [r0]
    cmp r3, r2
    itt eq
    moveq r0, r12
    popeq {r7, pc}
.L1:
    pop.w {r7, lr}
    b _ZN7u64copy3seq6U64Seq14load_contended17hHASHE

u64seq_store_release: same code as u64seq_store
    push {r7, lr}
    mov r7, sp
    ldr r1, [r0]
    orr r1, r1, #1
    str r1, [r0]
    str r2, [r0, #4]
    str r3, [r0, #8]
    adds r1, #1
    str r1, [r0]
    pop {r7, pc}

u64latch_load_acquire: same code as u64latch_load
    push {r7, lr}
    mov r7, sp
    ldr r3, [r0]
    and r1, r3, #1
    add.w r1, r0, r1, lsl #3
    ldr.w r12, [r1, #4]
    ldr r1, [r1, #8]
    ldr r2, [r0]
    cmp r2, r3
    itt eq
    moveq r0, r12
    popeq {r7, pc}
.L1:
    pop.w {r7, lr}
    b _ZN7u64copy5latch8U64Latch14load_contended17hHASHE

u64latch_store_release: same code as u64latch_store
    push {r7, lr}
    mov r7, sp
    ldr r1, [r0]
    add.w r12, r1, #1
    and r1, r12, #1
    add.w r1, r0, r1, lsl #3
    str r2, [r1, #4]
    str r3, [r1, #8]
    str.w r12, [r0]
    pop {r7, pc}

u64seqpair_load_acquire: same code as u64seqpair_load
    push {r4, r6, r7, lr}
    add r7, sp, #8
    sub sp, #16
    mov r1, r0
    ldr r0, [r0]
    lsls r2, r0, #31
    bne .L1
    ldr.w lr, [r1, #4]
    ldr.w r12, [r1, #8]
    ldr r3, [r1, #12]
    ldr r2, [r1, #16]
    ldr r4, [r1]
    cmp r0, r4
    bne .L1
    eor.w r0, r3, lr
    eor.w r1, r2, r12
    add sp, #16
    pop {r4, r6, r7, pc}
.L1:
    mov r0, sp
    bl _ZN7u64copy3seq20U64SeqArray$LT$_$GT$14load_contended17hHASHE
    ldrd lr, r12, [sp]
    ldrd r3, r2, [sp, #8]
    eor.w r0, r3, lr
    eor.w r1, r2, r12
    add sp, #16
    pop {r4, r6, r7, pc}

u64seqpair_store_release: same code as u64seqpair_store
    push {r7, lr}
    mov r7, sp
    ldr r1, [r0]
    orr r1, r1, #1
    str r1, [r0]
    str r2, [r0, #4]
    mvns r2, r2
    str r3, [r0, #8]
    str r2, [r0, #12]
    mvns r2, r3
    str r2, [r0, #16]
    adds r1, #1
    str r1, [r0]
    pop {r7, pc}

u64latchpair_load_acquire: same code as u64latchpair_load
    push {r4, r6, r7, lr}
    add r7, sp, #8
    sub sp, #16
    mov r1, r0
    ldr r0, [r0]
    and r2, r0, #1
    add.w r2, r1, r2, lsl #4
    ldr.w lr, [r2, #4]
    ldr.w r12, [r2, #8]
    ldr r3, [r2, #12]
    ldr r2, [r2, #16]
    ldr r4, [r1]
    cmp r4, r0
    bne .L1
    eor.w r0, r3, lr
    eor.w r1, r2, r12
    add sp, #16
    pop {r4, r6, r7, pc}
.L1:
    mov r0, sp
    bl _ZN7u64copy5latch22U64LatchArray$LT$_$GT$14load_contended17hHASHE
    ldrd lr, r12, [sp]
    ldrd r3, r2, [sp, #8]
    eor.w r0, r3, lr
    eor.w r1, r2, r12
    add sp, #16
    pop {r4, r6, r7, pc}

u64latchpair_store_release: same code as u64latchpair_store
    push {r7, lr}
    mov r7, sp
    ldr r1, [r0]
    add.w r12, r1, #1
    and r1, r12, #1
    add.w r1, r0, r1, lsl #4
    str r2, [r1, #4]
    mvns r2, r2
    str r3, [r1, #8]
    str r2, [r1, #12]
    mvns r2, r3
    str r2, [r1, #16]
    str.w r12, [r0]
    pop {r7, pc}

portable_atomic_u64_load_relaxed: same code as portable_atomic_u64_load_acquire
    push {r7, lr}
    mov r7, sp
    mrs r2, primask
    cpsid i
    ldrd r0, r1, [r0]
    msr primask, r2
    pop {r7, pc}

portable_atomic_u64_store_relaxed:
    push {r7, lr}
    mov r7, sp
    mrs r1, primask
    cpsid i
    strd r2, r3, [r0]
    msr primask, r1
    pop {r7, pc}

portable_atomic_u64_load_acquire:
    push {r7, lr}
    mov r7, sp
    mrs r2, primask
    cpsid i
    ldrd r0, r1, [r0]
    msr primask, r2
    pop {r7, pc}

portable_atomic_u64_store_release: same code as portable_atomic_u64_store_relaxed
    push {r7, lr}
    mov r7, sp
    mrs r1, primask
    cpsid i
    strd r2, r3, [r0]
    msr primask, r1
    pop {r7, pc}

u64seq_load_with:
    push {r7, lr}
    mov r7, sp
    sub sp, #24
    str r1, [sp, #20]
    ldr r2, [r0]
    lsls r1, r2, #31
    bne .L1
    ldr.w r12, [r0, #4]
    ldr r1, [r0, #8]
    ldr r3, [sp, #20]
    ldr.w lr, [r3, #100]
    ldr r3, [r0]
    cmp r2, r3
    bne .L1
    eor.w r0, r12, lr
    add sp, #24
    pop {r7, pc}
.L1:
    movw r3, :lower16:.L2.HASH.3
    mov r12, sp
    add r2, sp, #20
    mov r1, r0
    movt r3, :upper16:.L2.HASH.3
    mov r0, r12
    bl _ZN7u64copy3seq6U64Seq19load_with_contended17hHASHE
    ldrd r12, r1, [sp]
    ldr.w lr, [sp, #8]
    eor.w r0, r12, lr
    add sp, #24
    pop {r7, pc}

u64seq_try_load_with:
    push {r4, r6, r7, lr}
    add r7, sp, #8
    ldr.w lr, [r1]
    mov.w r12, #0
    lsls.w r3, lr, #31
    mov.w r3, #0
    bne .L1
    ldr r3, [r1, #4]
    ldr r4, [r1, #8]
    ldr r2, [r2, #100]
    ldr r1, [r1]
    cmp lr, r1
    bne .L2
    eor.w r1, r3, r2
    movs r3, #1
    strd r1, r4, [r0, #8]
.L1:
    strd r3, r12, [r0]
    pop {r4, r6, r7, pc}
.L2:
    movs r3, #0
    strd r3, r12, [r0]
    pop {r4, r6, r7, pc}

u64latch_load_with:
    push {r7, lr}
    mov r7, sp
    sub sp, #24
    str r1, [sp, #20]
    ldr r2, [r0]
    and r1, r2, #1
    add.w r1, r0, r1, lsl #3
    ldr.w r12, [r1, #4]
    ldr r1, [r1, #8]
    ldr r3, [sp, #20]
    ldr.w lr, [r3, #100]
    ldr r3, [r0]
    cmp r3, r2
    bne .L1
    eor.w r0, r12, lr
    add sp, #24
    pop {r7, pc}
.L1:
    movw r3, :lower16:.L2.HASH.1
    mov r12, sp
    add r2, sp, #20
    mov r1, r0
    movt r3, :upper16:.L2.HASH.1
    mov r0, r12
    bl _ZN7u64copy5latch8U64Latch19load_with_contended17hHASHE
    ldrd r12, r1, [sp]
    ldr.w lr, [sp, #8]
    eor.w r0, r12, lr
    add sp, #24
    pop {r7, pc}

u64latch_try_load_with:
    push {r4, r5, r7, lr}
    add r7, sp, #8
    ldr r4, [r1]
    mov.w lr, #0
    and r3, r4, #1
    add.w r3, r1, r3, lsl #3
    ldr r5, [r3, #4]
    ldr.w r12, [r3, #8]
    ldr r2, [r2, #100]
    ldr r1, [r1]
    cmp r1, r4
    mov.w r1, #0
    ittt eq
    eoreq.w r1, r5, r2
    strdeq r1, r12, [r0, #8]
    moveq r1, #1
    strd r1, lr, [r0]
    pop {r4, r5, r7, pc}

u64seqpair_load_with:
    push {r4, r5, r7, lr}
    add r7, sp, #8
    sub sp, #32
    str r1, [sp, #28]
    ldr r4, [r0]
    lsls r1, r4, #31
    bne .L1
    ldr.w r12, [r0, #4]
    ldr.w lr, [r0, #8]
    ldr r3, [r0, #12]
    ldr r1, [r0, #16]
    ldr r2, [sp, #28]
    ldr r2, [r2, #100]
    ldr r5, [r0]
    cmp r4, r5
    bne .L1
.L2:
    eor.w r0, r3, r12
    eor.w r1, r1, lr
    eors r0, r2
    add sp, #32
    pop {r4, r5, r7, pc}
.L1:
    movw r3, :lower16:.L3.HASH.4
    mov r12, sp
    add r2, sp, #28
    mov r1, r0
    movt r3, :upper16:.L3.HASH.4
    mov r0, r12
    bl _ZN7u64copy3seq20U64SeqArray$LT$_$GT$19load_with_contended17hHASHE
    ldrd r12, lr, [sp]
    ldrd r3, r1, [sp, #8]
    ldr r2, [sp, #16]
    b .L2

u64seqpair_try_load_with:
    push {r4, r5, r6, r7, lr}
    add r7, sp, #12
    str r11, [sp, #-4]!
    ldr.w lr, [r1]
    mov.w r12, #0
    lsls.w r3, lr, #31
    mov.w r3, #0
    bne .L1
    ldr r3, [r1, #4]
    ldr r5, [r1, #8]
    ldr r4, [r1, #12]
    ldr r6, [r1, #16]
    ldr r2, [r2, #100]
    ldr r1, [r1]
    cmp lr, r1
    bne .L2
    eor.w r1, r5, r6
    eors r2, r3
    movs r3, #1
    eors r2, r4
    strd r2, r1, [r0, #8]
.L1:
    strd r3, r12, [r0]
    ldr r11, [sp], #4
    pop {r4, r5, r6, r7, pc}
.L2:
    movs r3, #0
    strd r3, r12, [r0]
    ldr r11, [sp], #4
    pop {r4, r5, r6, r7, pc}

u64latchpair_load_with:
    push {r4, r5, r7, lr}
    add r7, sp, #8
    sub sp, #32
    str r1, [sp, #28]
    ldr r4, [r0]
    and r1, r4, #1
    add.w r1, r0, r1, lsl #4
    ldr.w r12, [r1, #4]
    ldr.w lr, [r1, #8]
    ldr r3, [r1, #12]
    ldr r1, [r1, #16]
    ldr r2, [sp, #28]
    ldr r2, [r2, #100]
    ldr r5, [r0]
    cmp r5, r4
    bne .L1
.L2:
    eor.w r0, r3, r12
    eor.w r1, r1, lr
    eors r0, r2
    add sp, #32
    pop {r4, r5, r7, pc}
.L1:
    movw r3, :lower16:.L3.HASH.2
    mov r12, sp
    add r2, sp, #28
    mov r1, r0
    movt r3, :upper16:.L3.HASH.2
    mov r0, r12
    bl _ZN7u64copy5latch22U64LatchArray$LT$_$GT$19load_with_contended17hHASHE
    ldrd r12, lr, [sp]
    ldrd r3, r1, [sp, #8]
    ldr r2, [sp, #16]
    b .L2

u64latchpair_try_load_with:
    push {r4, r5, r6, r7, lr}
    add r7, sp, #12
    str r11, [sp, #-4]!
    ldr r5, [r1]
    and r3, r5, #1
    add.w r4, r1, r3, lsl #4
    ldr.w r12, [r4, #4]
    ldr r3, [r4, #8]
    ldr.w lr, [r4, #12]
    ldr r4, [r4, #16]
    ldr r2, [r2, #100]
    ldr r6, [r1]
    movs r1, #0
    cmp r6, r5
    mov.w r5, #0
    bne .L1
    eors r3, r4
    eor.w r2, r2, r12
    movs r5, #1
    eor.w r2, r2, lr
    strd r2, r3, [r0, #8]
.L1:
    strd r5, r1, [r0]
    ldr r11, [sp], #4
    pop {r4, r5, r6, r7, pc}

u64copy_fetch_update:
    push {r7, lr}
    mov r7, sp
    mov r12, r0
    ldr r0, [r0]
    ldr.w r1, [r12, #4]
    subs.w lr, r0, r2
    sbcs.w lr, r1, r3
    it hs
    pophs {r7, pc}
.L1:
    str.w r2, [r12]
    str.w r3, [r12, #4]
    str.w r2, [r12, #8]
    str.w r3, [r12, #12]
    pop {r7, pc}

u64seq_fetch_update:
    push {r7, lr}
    mov r7, sp
    mov r12, r0
    ldr r0, [r0, #4]
    ldr.w r1, [r12, #8]
    subs.w lr, r0, r2
    sbcs.w lr, r1, r3
    it hs
    pophs {r7, pc}
.L1:
    ldr.w lr, [r12]
    orr lr, lr, #1
    str.w lr, [r12]
    str.w r2, [r12, #4]
    str.w r3, [r12, #8]
    add.w r2, lr, #1
    str.w r2, [r12]
    pop {r7, pc}

u64latch_fetch_update:
    push {r4, r5, r7, lr}
    add r7, sp, #8
    ldr r1, [r0]
    add.w lr, r0, #4
    and r1, r1, #1
    ldr.w r12, [lr, r1, lsl #3]
    add.w r1, lr, r1, lsl #3
    ldr r1, [r1, #4]
    subs.w r4, r12, r2
    sbcs.w r4, r1, r3
    bhs .L1
    ldr r4, [r0]
    adds r4, #1
    and r5, r4, #1
    str.w r2, [lr, r5, lsl #3]
    add.w r2, lr, r5, lsl #3
    str r3, [r2, #4]
    str r4, [r0]
.L1:
    mov r0, r12
    pop {r4, r5, r7, pc}

u64seqpair_fetch_update:
    push {r4, r5, r7, lr}
    add r7, sp, #8
    ldr r1, [r0, #4]
    ldr.w r12, [r0, #8]
    ldr.w lr, [r0, #12]
    subs r5, r1, r2
    ldr r4, [r0, #16]
    sbcs.w r5, r12, r3
    bhs .L1
    ldr r5, [r0]
    orr r5, r5, #1
    str r5, [r0]
    str r2, [r0, #4]
    mvns r2, r2
    str r3, [r0, #8]
    str r2, [r0, #12]
    mvns r2, r3
    str r2, [r0, #16]
    adds r2, r5, #1
    str r2, [r0]
.L1:
    eor.w r0, lr, r1
    eor.w r1, r4, r12
    pop {r4, r5, r7, pc}

u64latchpair_fetch_update:
    push {r4, r5, r6, r7, lr}
    add r7, sp, #12
    push.w {r8, r9, r11}
    ldr r1, [r0]
    adds r5, r0, #4
    and r1, r1, #1
    lsls r4, r1, #4
    ldr.w r12, [r5, r4]
    add.w r4, r5, r1, lsl #4
    ldr r1, [r4, #4]
    ldr.w lr, [r4, #8]
    subs.w r6, r12, r2
    ldr.w r8, [r4, #12]
    sbcs.w r6, r1, r3
    bhs .L1
    ldr r6, [r0]
    add.w r9, r6, #1
    and r4, r9, #1
    lsls r6, r4, #4
    add.w r4, r5, r4, lsl #4
    str r2, [r5, r6]
    mvns r2, r2
    str r3, [r4, #4]
    str r2, [r4, #8]
    mvns r2, r3
    str r2, [r4, #12]
    str.w r9, [r0]
.L1:
    eor.w r0, lr, r12
    eor.w r1, r1, r8
    pop.w {r8, r9, r11}
    pop {r4, r5, r6, r7, pc}

size_u64copy_load:
    push {r7, lr}
    mov r7, sp
    movw r2, :lower16:_ZN15u64copy_codegen4size4COPY17hHASHE
    movt r2, :upper16:_ZN15u64copy_codegen4size4COPY17hHASHE
    ldr r0, [r2, #8]
    ldr r1, [r2, #12]
    ldr r3, [r2]
    ldr r2, [r2, #4]
    eors r3, r0
    eors r2, r1
    orrs r2, r3
    it eq
    popeq {r7, pc}
.L1:
    movw r0, :lower16:_ZN15u64copy_codegen4size4COPY17hHASHE
    movt r0, :upper16:_ZN15u64copy_codegen4size4COPY17hHASHE
    pop.w {r7, lr}
    b _ZN7u64copy4copy7U64Copy14load_contended17hHASHE

size_u64copy_store:
    push {r7, lr}
    mov r7, sp
    movw r2, :lower16:_ZN15u64copy_codegen4size4COPY17hHASHE
    movt r2, :upper16:_ZN15u64copy_codegen4size4COPY17hHASHE
    str r0, [r2]
    str r1, [r2, #4]
    str r0, [r2, #8]
    str r1, [r2, #12]
    pop {r7, pc}

size_u64seq_load:
    push {r7, lr}
    mov r7, sp
    movw r3, :lower16:_ZN15u64copy_codegen4size3SEQ17hHASHE
    movt r3, :upper16:_ZN15u64copy_codegen4size3SEQ17hHASHE
    ldr r2, [r3]
    lsls r0, r2, #31
    bne .L1
    ldr r0, [r3, #4]
    ldr r1, [r3, #8]
    ldr r3, [r3]
    cmp r2, r3
    it eq
    popeq {r7, pc}
.L1:
    movw r0, :lower16:_ZN15u64copy_codegen4size3SEQ17hHASHE
    movt r0, :upper16:_ZN15u64copy_codegen4size3SEQ17hHASHE
    pop.w {r7, lr}
    b _ZN7u64copy3seq6U64Seq14load_contended17hHASHE

size_u64seq_store:
    push {r7, lr}
    mov r7, sp
    movw r2, :lower16:_ZN15u64copy_codegen4size3SEQ17hHASHE
    movt r2, :upper16:_ZN15u64copy_codegen4size3SEQ17hHASHE
    ldr r3, [r2]
    orr r3, r3, #1
    str r3, [r2]
    str r0, [r2, #4]
    str r1, [r2, #8]
    adds r0, r3, #1
    str r0, [r2]
    pop {r7, pc}

size_u64latch_load:
    push {r7, lr}
    mov r7, sp
    movw r2, :lower16:_ZN15u64copy_codegen4size5LATCH17hHASHE
    movt r2, :upper16:_ZN15u64copy_codegen4size5LATCH17hHASHE
    ldr r3, [r2]
    and r0, r3, #1
    add.w r1, r2, r0, lsl #3
    ldr r0, [r1, #4]
    ldr r1, [r1, #8]
    ldr r2, [r2]
    cmp r2, r3
    it eq
    popeq {r7, pc}
.L1:
    movw r0, :lower16:_ZN15u64copy_codegen4size5LATCH17hHASHE
    movt r0, :upper16:_ZN15u64copy_codegen4size5LATCH17hHASHE
    pop.w {r7, lr}
    b _ZN7u64copy5latch8U64Latch14load_contended17hHASHE

size_u64latch_store:
    push {r7, lr}
    mov r7, sp
    movw r12, :lower16:_ZN15u64copy_codegen4size5LATCH17hHASHE
    movt r12, :upper16:_ZN15u64copy_codegen4size5LATCH17hHASHE
    ldr.w r3, [r12]
    adds r3, #1
    and r2, r3, #1
    add.w r2, r12, r2, lsl #3
    str r0, [r2, #4]
    str r1, [r2, #8]
    str.w r3, [r12]
    pop {r7, pc}

size_u64seqpair_load:
    push {r7, lr}
    mov r7, sp
    sub sp, #16
    movw r1, :lower16:_ZN15u64copy_codegen4size8SEQ_PAIR17hHASHE
    movt r1, :upper16:_ZN15u64copy_codegen4size8SEQ_PAIR17hHASHE
    ldr r0, [r1]
    lsls r2, r0, #31
    bne .L1
    ldr.w r12, [r1, #4]
    ldr.w lr, [r1, #8]
    ldr r2, [r1, #12]
    ldr r3, [r1, #16]
    ldr r1, [r1]
    cmp r0, r1
    bne .L1
    eor.w r0, r2, r12
    eor.w r1, r3, lr
    add sp, #16
    pop {r7, pc}
.L1:
    movw r1, :lower16:_ZN15u64copy_codegen4size8SEQ_PAIR17hHASHE
    mov r0, sp
    movt r1, :upper16:_ZN15u64copy_codegen4size8SEQ_PAIR17hHASHE
    bl _ZN7u64copy3seq20U64SeqArray$LT$_$GT$14load_contended17hHASHE
    ldrd r12, lr, [sp]
    ldrd r2, r3, [sp, #8]
    eor.w r0, r2, r12
    eor.w r1, r3, lr
    add sp, #16
    pop {r7, pc}

size_u64seqpair_store:
    push {r7, lr}
    mov r7, sp
    movw r2, :lower16:_ZN15u64copy_codegen4size8SEQ_PAIR17hHASHE
    movt r2, :upper16:_ZN15u64copy_codegen4size8SEQ_PAIR17hHASHE
    ldr r3, [r2]
    orr r3, r3, #1
    str r3, [r2]
    str r0, [r2, #4]
    mvns r0, r0
    str r1, [r2, #8]
    str r0, [r2, #12]
    mvns r0, r1
    str r0, [r2, #16]
    adds r0, r3, #1
    str r0, [r2]
    pop {r7, pc}

size_u64latchpair_load:
    push {r7, lr}
    mov r7, sp
    sub sp, #16
    movw r0, :lower16:_ZN15u64copy_codegen4size10LATCH_PAIR17hHASHE
    movt r0, :upper16:_ZN15u64copy_codegen4size10LATCH_PAIR17hHASHE
    ldr r1, [r0]
    and r2, r1, #1
    add.w r3, r0, r2, lsl #4
    ldr.w r12, [r3, #4]
    ldr.w lr, [r3, #8]
    ldr r2, [r3, #12]
    ldr r3, [r3, #16]
    ldr r0, [r0]
    cmp r0, r1
    bne .L1
    eor.w r0, r2, r12
    eor.w r1, r3, lr
    add sp, #16
    pop {r7, pc}
.L1:
    movw r1, :lower16:_ZN15u64copy_codegen4size10LATCH_PAIR17hHASHE
    mov r0, sp
    movt r1, :upper16:_ZN15u64copy_codegen4size10LATCH_PAIR17hHASHE
    bl _ZN7u64copy5latch22U64LatchArray$LT$_$GT$14load_contended17hHASHE
    ldrd r12, lr, [sp]
    ldrd r2, r3, [sp, #8]
    eor.w r0, r2, r12
    eor.w r1, r3, lr
    add sp, #16
    pop {r7, pc}

size_u64latchpair_store:
    push {r7, lr}
    mov r7, sp
    movw r12, :lower16:_ZN15u64copy_codegen4size10LATCH_PAIR17hHASHE
    movt r12, :upper16:_ZN15u64copy_codegen4size10LATCH_PAIR17hHASHE
    ldr.w r3, [r12]
    adds r3, #1
    and r2, r3, #1
    add.w r2, r12, r2, lsl #4
    str r0, [r2, #4]
    mvns r0, r0
    str r1, [r2, #8]
    str r0, [r2, #12]
    mvns r0, r1
    str r0, [r2, #16]
    str.w r3, [r12]
    pop {r7, pc}

size_portable_atomic_u64_load:
    push {r7, lr}
    mov r7, sp
    movw r0, :lower16:_ZN15u64copy_codegen4size8PORTABLE17hHASHE.0
    mrs r2, primask
    cpsid i
    movt r0, :upper16:_ZN15u64copy_codegen4size8PORTABLE17hHASHE.0
    ldrd r0, r1, [r0]
    msr primask, r2
    pop {r7, pc}

size_portable_atomic_u64_store:
    push {r7, lr}
    mov r7, sp
    movw r3, :lower16:_ZN15u64copy_codegen4size8PORTABLE17hHASHE.0
    mrs r2, primask
    cpsid i
    movt r3, :upper16:_ZN15u64copy_codegen4size8PORTABLE17hHASHE.0
    strd r0, r1, [r3]
    msr primask, r2
    pop {r7, pc}

size_critical_section_load:
    push {r4, r5, r7, lr}
    add r7, sp, #8
    bl _critical_section_1_0_acquire
    movw r1, :lower16:_ZN15u64copy_codegen4size6LOCKED17hHASHE.0
    movt r1, :upper16:_ZN15u64copy_codegen4size6LOCKED17hHASHE.0
    ldrd r4, r5, [r1]
    bl _critical_section_1_0_release
    mov r0, r4
    mov r1, r5
    pop {r4, r5, r7, pc}

size_critical_section_store:
    push {r4, r5, r6, r7, lr}
    add r7, sp, #12
    str r11, [sp, #-4]!
    movw r6, :lower16:_ZN15u64copy_codegen4size6LOCKED17hHASHE.0
    mov r4, r1
    mov r5, r0
    movt r6, :upper16:_ZN15u64copy_codegen4size6LOCKED17hHASHE.0
    bl _critical_section_1_0_acquire
    strd r5, r4, [r6]
    ldr r11, [sp], #4
    pop.w {r4, r5, r6, r7, lr}
    b _critical_section_1_0_release

