u64copy_load:
    push {r7, lr}
    mov r7, sp
.L1:
    ldr r2, [r0, #8]
    ldr r1, [r0, #12]
    ldr r3, [r0]
    ldr.w r12, [r0, #4]
    eor.w lr, r3, r2
    eor.w r3, r12, r1
    orrs.w r3, r3, lr
    beq .L2
    yield
    b .L1
.L2:
    mov r0, r2
    pop {r7, pc}

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
    b .L1
.L2:
    yield
.L1:
    ldr r3, [r0]
    lsls r1, r3, #31
    bne .L2
    ldr.w r12, [r0, #4]
    ldr r1, [r0, #8]
    ldr r2, [r0]
    cmp r3, r2
    bne .L2
    mov r0, r12
    pop {r7, pc}

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
    ldr.w r12, [r0]
    add.w lr, r0, #4
.L1:
    and r1, r12, #1
    ldr.w r2, [lr, r1, lsl #3]
    add.w r1, lr, r1, lsl #3
    ldr r1, [r1, #4]
    ldr r3, [r0]
    cmp r3, r12
    beq .L2
    yield
    ldr.w r12, [r0]
    and r1, r12, #1
    ldr.w r2, [lr, r1, lsl #3]
    add.w r1, lr, r1, lsl #3
    ldr r1, [r1, #4]
    ldr r3, [r0]
    cmp r3, r12
    beq .L2
    yield
    ldr.w r12, [r0]
    and r1, r12, #1
    ldr.w r2, [lr, r1, lsl #3]
    add.w r1, lr, r1, lsl #3
    ldr r1, [r1, #4]
    ldr r3, [r0]
    cmp r3, r12
    beq .L2
    yield
    ldr.w r12, [r0]
    and r1, r12, #1
    ldr.w r2, [lr, r1, lsl #3]
    add.w r1, lr, r1, lsl #3
    ldr r1, [r1, #4]
    ldr r3, [r0]
    cmp r3, r12
    beq .L2
    yield
    ldr.w r12, [r0]
    b .L1
.L2:
    mov r0, r2
    pop {r7, pc}

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
    b .L1
.L2:
    yield
.L1:
    ldr r1, [r0]
    lsls r2, r1, #31
    bne .L2
    ldr.w r12, [r0, #4]
    ldr.w lr, [r0, #8]
    ldr r2, [r0, #12]
    ldr r3, [r0, #16]
    ldr r4, [r0]
    cmp r1, r4
    bne .L2
    eor.w r0, r2, r12
    eor.w r1, r3, lr
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
    push {r4, r5, r7, lr}
    add r7, sp, #8
    ldr r4, [r0]
    add.w r12, r0, #4
.L1:
    and r1, r4, #1
    lsls r2, r1, #4
    ldr.w lr, [r12, r2]
    add.w r2, r12, r1, lsl #4
    ldr r3, [r2, #4]
    ldr r1, [r2, #8]
    ldr r2, [r2, #12]
    ldr r5, [r0]
    cmp r5, r4
    beq .L2
    yield
    ldr r4, [r0]
    b .L1
.L2:
    eor.w r0, r1, lr
    eor.w r1, r2, r3
    pop {r4, r5, r7, pc}

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

