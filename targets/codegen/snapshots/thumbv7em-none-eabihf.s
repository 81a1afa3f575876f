u64copy_load:
    push {r7, lr}
    mov r7, sp
.L1:
    ldr r2, [r0, #8]
    ldr r1, [r0, #12]
    dmb sy
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
    dmb sy
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
    dmb sy
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
    dmb sy
    ldr.w r12, [r0, #4]
    ldr r1, [r0, #8]
    dmb sy
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
    dmb sy
    ldr.w lr, [r1, #4]
    ldr r2, [r1, #8]
    dmb sy
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
    dmb sy
    str r2, [r0, #4]
    str r3, [r0, #8]
    adds r1, #1
    dmb sy
    str r1, [r0]
    pop {r7, pc}

u64latch_load:
    push {r7, lr}
    mov r7, sp
    ldr.w r12, [r0]
    add.w lr, r0, #4
    dmb sy
    b .L1
.L2:
    yield
    ldr.w r12, [r0]
    dmb sy
.L1:
    and r1, r12, #1
    ldr.w r2, [lr, r1, lsl #3]
    add.w r1, lr, r1, lsl #3
    ldr r1, [r1, #4]
    dmb sy
    ldr r3, [r0]
    cmp r3, r12
    beq .L3
    yield
    ldr.w r12, [r0]
    dmb sy
    and r1, r12, #1
    ldr.w r2, [lr, r1, lsl #3]
    add.w r1, lr, r1, lsl #3
    ldr r1, [r1, #4]
    dmb sy
    ldr r3, [r0]
    cmp r3, r12
    beq .L3
    yield
    ldr.w r12, [r0]
    dmb sy
    and r1, r12, #1
    ldr.w r2, [lr, r1, lsl #3]
    add.w r1, lr, r1, lsl #3
    ldr r1, [r1, #4]
    dmb sy
    ldr r3, [r0]
    cmp r3, r12
    itttt ne
    yieldne
    ldrne.w r12, [r0]
    dmbne sy
    andne r1, r12, #1
    itttt ne
    ldrne.w r2, [lr, r1, lsl #3]
    addne.w r1, lr, r1, lsl #3
    ldrne r1, [r1, #4]
    dmbne sy
    itt ne
    ldrne r3, [r0]
    cmpne r3, r12
    bne .L2
.L3:
    mov r0, r2
    pop {r7, pc}

u64latch_try_load:
    push {r7, lr}
    mov r7, sp
    ldr r2, [r1]
    dmb sy
    mov.w r12, #0
    and r3, r2, #1
    add.w r3, r1, r3, lsl #3
    ldr.w lr, [r3, #4]
    ldr r3, [r3, #8]
    dmb sy
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
    dmb sy
    add.w r12, r1, #1
    and r1, r12, #1
    add.w r1, r0, r1, lsl #3
    str r2, [r1, #4]
    str r3, [r1, #8]
    dmb sy
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
    dmb sy
    ldr.w r12, [r0, #4]
    ldr.w lr, [r0, #8]
    ldr r2, [r0, #12]
    ldr r3, [r0, #16]
    dmb sy
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
    dmb sy
    ldr.w lr, [r1, #4]
    ldr r2, [r1, #8]
    ldr r4, [r1, #12]
    ldr r5, [r1, #16]
    dmb sy
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
    dmb sy
    str r2, [r0, #4]
    mvns r2, r2
    str r3, [r0, #8]
    str r2, [r0, #12]
    mvns r2, r3
    str r2, [r0, #16]
    adds r1, #1
    dmb sy
    str r1, [r0]
    pop {r7, pc}

u64latchpair_load:
    push {r4, r5, r7, lr}
    add r7, sp, #8
    ldr r4, [r0]
    dmb sy
    add.w r12, r0, #4
.L1:
    and r1, r4, #1
    lsls r2, r1, #4
    ldr.w lr, [r12, r2]
    add.w r2, r12, r1, lsl #4
    ldr r3, [r2, #4]
    ldr r1, [r2, #8]
    ldr r2, [r2, #12]
    dmb sy
    ldr r5, [r0]
    cmp r5, r4
    beq .L2
    yield
    ldr r4, [r0]
    dmb sy
    b .L1
.L2:
    eor.w r0, r1, lr
    eor.w r1, r2, r3
    pop {r4, r5, r7, pc}

u64latchpair_try_load:
    push {r4, r5, r7, lr}
    add r7, sp, #8
    ldr r4, [r1]
    dmb sy
    and r2, r4, #1
    add.w r2, r1, r2, lsl #4
    ldr.w r12, [r2, #4]
    ldr r3, [r2, #8]
    ldr.w lr, [r2, #12]
    ldr r2, [r2, #16]
    dmb sy
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
    dmb sy
    add.w r12, r1, #1
    and r1, r12, #1
    add.w r1, r0, r1, lsl #4
    str r2, [r1, #4]
    mvns r2, r2
    str r3, [r1, #8]
    str r2, [r1, #12]
    mvns r2, r3
    str r2, [r1, #16]
    dmb sy
    str.w r12, [r0]
    pop {r7, pc}

portable_atomic_u64_load_relaxed: same code as portable_atomic_u64_load_acquire
    push {r4, r5, r7, lr}
    add r7, sp, #8
    movw r1, #19563
    movw r3, :lower16:_ZN15portable_atomic3imp8fallback4lock5LOCKS17hHASHE
    movt r1, #1956
    movt r3, :upper16:_ZN15portable_atomic3imp8fallback4lock5LOCKS17hHASHE
    umull r1, r2, r0, r1
    lsrs r1, r2, #1
    movs r2, #67
    mls r1, r1, r2, r0
    lsls r2, r1, #5
    ldr.w lr, [r3, r2]
    add.w r2, r3, r1, lsl #5
    dmb sy
    ldr r3, [r2, #4]
    dmb sy
    cmp r3, #1
    beq .L1
    ldr.w r12, [r0]
    ldr r1, [r0, #4]
    dmb sy
    ldr r4, [r2, #4]
    dmb sy
    ldr r5, [r2]
    cmp r5, lr
    it eq
    cmpeq r4, r3
    beq .L2
.L1:
    adds r3, r2, #4
    movs r1, #1
.L3:
    ldrex r2, [r3]
    strex r5, r1, [r3]
    cmp r5, #0
    bne .L3
    cmp r2, #1
    dmb sy
    bne .L4
    movs r1, #0
    mov.w r12, #1
    b .L5
.L6:
    adds r1, #1
.L5:
    ldr r2, [r3]
    cmp r2, #1
    bne .L7
    cmp r1, #4
    bhi .L8
    movs r2, #4
.L9:
    subs r5, r2, #3
    yield
    lsrs r5, r1
    bne .L6
    subs r5, r2, #2
    yield
    lsrs r5, r1
    bne .L6
    subs r5, r2, #1
    yield
    lsrs r5, r1
    bne .L6
    lsrs.w r5, r2, r1
    add.w r2, r2, #4
    yield
    beq .L9
    b .L6
.L7:
    ldrex r2, [r3]
    strex r5, r12, [r3]
    cmp r5, #0
    bne .L7
    cmp r2, #1
    dmb sy
    beq .L5
    b .L4
.L8:
    and r2, r1, #31
    cmp r2, #31
    beq .L5
    lsl.w r2, r12, r2
    and lr, r2, #3
    subs r4, r2, #1
    cmp r4, #3
    blo .L10
    bic r2, r2, #3
.L11:
    yield
    subs r2, #4
    yield
    yield
    yield
    bne .L11
    cmp.w lr, #0
    beq .L5
.L10:
    cmp.w lr, #1
    yield
    beq .L5
    yield
    cmp.w lr, #2
    it ne
    yieldne
    b .L5
.L4:
    dmb sy
    ldr.w r12, [r0]
    ldr r1, [r0, #4]
    dmb sy
    str r2, [r3]
.L2:
    mov r0, r12
    pop {r4, r5, r7, pc}

portable_atomic_u64_store_relaxed:
    push {r4, r5, r6, r7, lr}
    add r7, sp, #12
    str r8, [sp, #-4]!
    movw r1, #19563
    movt r1, #1956
    umull r1, r6, r0, r1
    lsrs r1, r6, #1
    movs r6, #67
    mls r1, r1, r6, r0
    movw r6, :lower16:_ZN15portable_atomic3imp8fallback4lock5LOCKS17hHASHE
    movt r6, :upper16:_ZN15portable_atomic3imp8fallback4lock5LOCKS17hHASHE
    add.w r12, r6, r1, lsl #5
    movs r1, #1
    add.w lr, r12, #4
.L1:
    ldrex r5, [lr]
    strex r4, r1, [lr]
    cmp r4, #0
    bne .L1
    cmp r5, #1
    dmb sy
    bne .L2
    movs r1, #0
    mov.w r8, #1
.L3:
    ldr.w r5, [lr]
    cmp r5, #1
    beq .L4
.L5:
    ldrex r5, [lr]
    strex r6, r8, [lr]
    cmp r6, #0
    bne .L5
    cmp r5, #1
    dmb sy
    beq .L3
    b .L2
.L6:
    adds r1, #1
.L7:
    ldr.w r4, [lr]
    cmp r4, #1
    bne .L5
.L4:
    cmp r1, #4
    bhi .L8
    movs r5, #4
.L9:
    subs r4, r5, #3
    yield
    lsrs r4, r1
    bne .L6
    subs r4, r5, #2
    yield
    lsrs r4, r1
    bne .L6
    subs r4, r5, #1
    yield
    lsrs r4, r1
    bne .L6
    lsrs.w r4, r5, r1
    add.w r5, r5, #4
    yield
    beq .L9
    b .L6
.L8:
    and r5, r1, #31
    cmp r5, #31
    beq .L7
    lsl.w r6, r8, r5
    and r5, r6, #3
    subs r4, r6, #1
    cmp r4, #3
    blo .L10
    bic r6, r6, #3
.L11:
    yield
    subs r6, #4
    yield
    yield
    yield
    bne .L11
    cmp r5, #0
    beq .L7
.L10:
    yield
    cmp r5, #1
    ittt ne
    yieldne
    cmpne r5, #2
    yieldne
    b .L7
.L2:
    dmb sy
    str r2, [r0]
    str r3, [r0, #4]
    adds r0, r5, #2
    beq .L12
    dmb sy
    str.w r0, [lr]
    ldr r8, [sp], #4
    pop {r4, r5, r6, r7, pc}
.L12:
    ldr.w r1, [r12]
    dmb sy
    adds r1, #1
    str.w r1, [r12]
    dmb sy
    str.w r0, [lr]
    ldr r8, [sp], #4
    pop {r4, r5, r6, r7, pc}

portable_atomic_u64_load_acquire:
    push {r4, r5, r7, lr}
    add r7, sp, #8
    movw r1, #19563
    movw r3, :lower16:_ZN15portable_atomic3imp8fallback4lock5LOCKS17hHASHE
    movt r1, #1956
    movt r3, :upper16:_ZN15portable_atomic3imp8fallback4lock5LOCKS17hHASHE
    umull r1, r2, r0, r1
    lsrs r1, r2, #1
    movs r2, #67
    mls r1, r1, r2, r0
    lsls r2, r1, #5
    ldr.w lr, [r3, r2]
    add.w r2, r3, r1, lsl #5
    dmb sy
    ldr r3, [r2, #4]
    dmb sy
    cmp r3, #1
    beq .L1
    ldr.w r12, [r0]
    ldr r1, [r0, #4]
    dmb sy
    ldr r4, [r2, #4]
    dmb sy
    ldr r5, [r2]
    cmp r5, lr
    it eq
    cmpeq r4, r3
    beq .L2
.L1:
    adds r3, r2, #4
    movs r1, #1
.L3:
    ldrex r2, [r3]
    strex r5, r1, [r3]
    cmp r5, #0
    bne .L3
    cmp r2, #1
    dmb sy
    bne .L4
    movs r1, #0
    mov.w r12, #1
    b .L5
.L6:
    adds r1, #1
.L5:
    ldr r2, [r3]
    cmp r2, #1
    bne .L7
    cmp r1, #4
    bhi .L8
    movs r2, #4
.L9:
    subs r5, r2, #3
    yield
    lsrs r5, r1
    bne .L6
    subs r5, r2, #2
    yield
    lsrs r5, r1
    bne .L6
    subs r5, r2, #1
    yield
    lsrs r5, r1
    bne .L6
    lsrs.w r5, r2, r1
    add.w r2, r2, #4
    yield
    beq .L9
    b .L6
.L7:
    ldrex r2, [r3]
    strex r5, r12, [r3]
    cmp r5, #0
    bne .L7
    cmp r2, #1
    dmb sy
    beq .L5
    b .L4
.L8:
    and r2, r1, #31
    cmp r2, #31
    beq .L5
    lsl.w r2, r12, r2
    and lr, r2, #3
    subs r4, r2, #1
    cmp r4, #3
    blo .L10
    bic r2, r2, #3
.L11:
    yield
    subs r2, #4
    yield
    yield
    yield
    bne .L11
    cmp.w lr, #0
    beq .L5
.L10:
    cmp.w lr, #1
    yield
    beq .L5
    yield
    cmp.w lr, #2
    it ne
    yieldne
    b .L5
.L4:
    dmb sy
    ldr.w r12, [r0]
    ldr r1, [r0, #4]
    dmb sy
    str r2, [r3]
.L2:
    mov r0, r12
    pop {r4, r5, r7, pc}

portable_atomic_u64_store_release: same code as portable_atomic_u64_store_relaxed
    push {r4, r5, r6, r7, lr}
    add r7, sp, #12
    str r8, [sp, #-4]!
    movw r1, #19563
    movt r1, #1956
    umull r1, r6, r0, r1
    lsrs r1, r6, #1
    movs r6, #67
    mls r1, r1, r6, r0
    movw r6, :lower16:_ZN15portable_atomic3imp8fallback4lock5LOCKS17hHASHE
    movt r6, :upper16:_ZN15portable_atomic3imp8fallback4lock5LOCKS17hHASHE
    add.w r12, r6, r1, lsl #5
    movs r1, #1
    add.w lr, r12, #4
.L1:
    ldrex r5, [lr]
    strex r4, r1, [lr]
    cmp r4, #0
    bne .L1
    cmp r5, #1
    dmb sy
    bne .L2
    movs r1, #0
    mov.w r8, #1
.L3:
    ldr.w r5, [lr]
    cmp r5, #1
    beq .L4
.L5:
    ldrex r5, [lr]
    strex r6, r8, [lr]
    cmp r6, #0
    bne .L5
    cmp r5, #1
    dmb sy
    beq .L3
    b .L2
.L6:
    adds r1, #1
.L7:
    ldr.w r4, [lr]
    cmp r4, #1
    bne .L5
.L4:
    cmp r1, #4
    bhi .L8
    movs r5, #4
.L9:
    subs r4, r5, #3
    yield
    lsrs r4, r1
    bne .L6
    subs r4, r5, #2
    yield
    lsrs r4, r1
    bne .L6
    subs r4, r5, #1
    yield
    lsrs r4, r1
    bne .L6
    lsrs.w r4, r5, r1
    add.w r5, r5, #4
    yield
    beq .L9
    b .L6
.L8:
    and r5, r1, #31
    cmp r5, #31
    beq .L7
    lsl.w r6, r8, r5
    and r5, r6, #3
    subs r4, r6, #1
    cmp r4, #3
    blo .L10
    bic r6, r6, #3
.L11:
    yield
    subs r6, #4
    yield
    yield
    yield
    bne .L11
    cmp r5, #0
    beq .L7
.L10:
    yield
    cmp r5, #1
    ittt ne
    yieldne
    cmpne r5, #2
    yieldne
    b .L7
.L2:
    dmb sy
    str r2, [r0]
    str r3, [r0, #4]
    adds r0, r5, #2
    beq .L12
    dmb sy
    str.w r0, [lr]
    ldr r8, [sp], #4
    pop {r4, r5, r6, r7, pc}
.L12:
    ldr.w r1, [r12]
    dmb sy
    adds r1, #1
    str.w r1, [r12]
    dmb sy
    str.w r0, [lr]
    ldr r8, [sp], #4
    pop {r4, r5, r6, r7, pc}

