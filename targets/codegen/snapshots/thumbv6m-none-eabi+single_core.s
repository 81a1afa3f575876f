u64copy_load:
    push {r4, r6, r7, lr}
    add r7, sp, #8
.L1:
    ldr r2, [r0, #8]
    ldr r1, [r0, #12]
    ldr r3, [r0]
    eors r3, r2
    ldr r4, [r0, #4]
    eors r4, r1
    orrs r4, r3
    beq .L2
    yield
    b .L1
.L2:
    mov r0, r2
    pop {r4, r6, r7, pc}

u64copy_try_load:
    push {r4, r5, r7, lr}
    add r7, sp, #8
    ldr r2, [r1, #8]
    ldr r3, [r1, #12]
    ldr r4, [r1]
    eors r4, r2
    ldr r5, [r1, #4]
    eors r5, r3
    orrs r5, r4
    movs r1, #0
    cmp r5, #0
    mov r4, r1
    bne .L1
    str r2, [r0, #8]
    str r3, [r0, #12]
    movs r4, #1
.L1:
    str r4, [r0]
    str r1, [r0, #4]
    pop {r4, r5, r7, pc}

u64copy_store:
    push {r7, lr}
    add r7, sp, #0
    str r2, [r0]
    str r3, [r0, #4]
    str r2, [r0, #8]
    str r3, [r0, #12]
    pop {r7, pc}

u64seq_load:
    push {r4, r6, r7, lr}
    add r7, sp, #8
    b .L1
.L2:
    yield
.L1:
    ldr r3, [r0]
    lsls r1, r3, #31
    bne .L2
    ldr r2, [r0, #4]
    ldr r1, [r0, #8]
    ldr r4, [r0]
    cmp r3, r4
    bne .L2
    mov r0, r2
    pop {r4, r6, r7, pc}

u64seq_try_load:
    push {r4, r5, r7, lr}
    add r7, sp, #8
    ldr r3, [r1]
    lsls r4, r3, #31
    movs r2, #0
    cmp r4, #0
    mov r4, r2
    bne .L1
    ldr r4, [r1, #4]
    ldr r5, [r1, #8]
    ldr r1, [r1]
    cmp r3, r1
    bne .L2
    str r4, [r0, #8]
    str r5, [r0, #12]
    movs r4, #1
.L1:
    str r4, [r0]
    str r2, [r0, #4]
    pop {r4, r5, r7, pc}
.L2:
    movs r4, #0
    str r4, [r0]
    str r2, [r0, #4]
    pop {r4, r5, r7, pc}

u64seq_store:
    push {r4, r6, r7, lr}
    add r7, sp, #8
    ldr r1, [r0]
    movs r4, #1
    orrs r4, r1
    str r4, [r0]
    str r2, [r0, #4]
    str r3, [r0, #8]
    adds r1, r4, #1
    str r1, [r0]
    pop {r4, r6, r7, pc}

u64latch_load:
    push {r4, r5, r7, lr}
    add r7, sp, #8
    ldr r4, [r0]
    adds r3, r0, #4
.L1:
    lsls r1, r4, #31
    lsrs r1, r1, #28
    ldr r2, [r3, r1]
    adds r1, r3, r1
    ldr r1, [r1, #4]
    ldr r5, [r0]
    cmp r5, r4
    beq .L2
    yield
    ldr r4, [r0]
    lsls r1, r4, #31
    lsrs r1, r1, #28
    ldr r2, [r3, r1]
    adds r1, r3, r1
    ldr r1, [r1, #4]
    ldr r5, [r0]
    cmp r5, r4
    beq .L2
    yield
    ldr r4, [r0]
    b .L1
.L2:
    mov r0, r2
    pop {r4, r5, r7, pc}

u64latch_try_load:
    push {r4, r5, r7, lr}
    add r7, sp, #8
    ldr r4, [r1]
    lsls r2, r4, #31
    lsrs r2, r2, #28
    adds r3, r1, r2
    ldr r2, [r3, #4]
    ldr r3, [r3, #8]
    ldr r5, [r1]
    movs r1, #0
    cmp r5, r4
    mov r4, r1
    bne .L1
    str r2, [r0, #8]
    str r3, [r0, #12]
    movs r4, #1
.L1:
    str r4, [r0]
    str r1, [r0, #4]
    pop {r4, r5, r7, pc}

u64latch_store:
    push {r4, r6, r7, lr}
    add r7, sp, #8
    ldr r1, [r0]
    adds r1, r1, #1
    lsls r4, r1, #31
    lsrs r4, r4, #28
    adds r4, r0, r4
    str r2, [r4, #4]
    str r3, [r4, #8]
    str r1, [r0]
    pop {r4, r6, r7, pc}

u64seqpair_load:
    push {r4, r5, r6, r7, lr}
    add r7, sp, #12
    b .L1
.L2:
    yield
.L1:
    ldr r3, [r0]
    lsls r1, r3, #31
    bne .L2
    ldr r5, [r0, #4]
    ldr r4, [r0, #8]
    ldr r2, [r0, #12]
    ldr r1, [r0, #16]
    ldr r6, [r0]
    cmp r3, r6
    bne .L2
    eors r2, r5
    eors r1, r4
    mov r0, r2
    pop {r4, r5, r6, r7, pc}

u64seqpair_try_load:
    push {r4, r5, r6, r7, lr}
    add r7, sp, #12
    sub sp, #4
    ldr r3, [r1]
    lsls r4, r3, #31
    movs r2, #0
    cmp r4, #0
    mov r4, r2
    bne .L1
    ldr r4, [r1, #4]
    str r4, [sp]
    ldr r4, [r1, #8]
    ldr r6, [r1, #12]
    ldr r5, [r1, #16]
    ldr r1, [r1]
    cmp r3, r1
    bne .L2
    eors r5, r4
    ldr r1, [sp]
    eors r6, r1
    str r6, [r0, #8]
    str r5, [r0, #12]
    movs r4, #1
.L1:
    str r4, [r0]
    str r2, [r0, #4]
    add sp, #4
    pop {r4, r5, r6, r7, pc}
.L2:
    movs r4, #0
    str r4, [r0]
    str r2, [r0, #4]
    add sp, #4
    pop {r4, r5, r6, r7, pc}

u64seqpair_store:
    push {r4, r6, r7, lr}
    add r7, sp, #8
    ldr r1, [r0]
    movs r4, #1
    orrs r4, r1
    str r4, [r0]
    str r2, [r0, #4]
    str r3, [r0, #8]
    mvns r1, r2
    str r1, [r0, #12]
    mvns r1, r3
    str r1, [r0, #16]
    adds r1, r4, #1
    str r1, [r0]
    pop {r4, r6, r7, pc}

u64latchpair_load:
    push {r4, r5, r6, r7, lr}
    add r7, sp, #12
    sub sp, #8
    ldr r1, [r0]
    str r1, [sp]
    adds r3, r0, #4
    lsls r1, r1, #31
    lsrs r1, r1, #27
    ldr r2, [r3, r1]
    str r2, [sp, #4]
    adds r5, r3, r1
    ldr r1, [r5, #4]
    ldr r4, [r5, #8]
    ldr r5, [r5, #12]
    ldr r6, [r0]
    ldr r2, [sp]
    cmp r6, r2
    beq .L1
.L2:
    yield
    ldr r6, [r0]
    lsls r1, r6, #31
    lsrs r1, r1, #27
    ldr r2, [r3, r1]
    str r2, [sp, #4]
    adds r5, r3, r1
    ldr r1, [r5, #4]
    ldr r4, [r5, #8]
    ldr r5, [r5, #12]
    mov r2, r3
    ldr r3, [r0]
    cmp r3, r6
    mov r3, r2
    bne .L2
.L1:
    ldr r0, [sp, #4]
    eors r0, r4
    eors r1, r5
    add sp, #8
    pop {r4, r5, r6, r7, pc}

u64latchpair_try_load:
    push {r4, r5, r6, r7, lr}
    add r7, sp, #12
    sub sp, #4
    ldr r6, [r1]
    lsls r2, r6, #31
    lsrs r2, r2, #27
    adds r3, r1, r2
    ldr r2, [r3, #4]
    str r2, [sp]
    ldr r5, [r3, #8]
    ldr r4, [r3, #12]
    ldr r3, [r3, #16]
    ldr r2, [r1]
    movs r1, #0
    cmp r2, r6
    mov r6, r1
    bne .L1
    eors r3, r5
    ldr r2, [sp]
    eors r4, r2
    str r4, [r0, #8]
    str r3, [r0, #12]
    movs r6, #1
.L1:
    str r6, [r0]
    str r1, [r0, #4]
    add sp, #4
    pop {r4, r5, r6, r7, pc}

u64latchpair_store:
    push {r4, r6, r7, lr}
    add r7, sp, #8
    ldr r1, [r0]
    adds r1, r1, #1
    lsls r4, r1, #31
    lsrs r4, r4, #27
    adds r4, r0, r4
    str r2, [r4, #4]
    str r3, [r4, #8]
    mvns r2, r2
    str r2, [r4, #12]
    mvns r2, r3
    str r2, [r4, #16]
    str r1, [r0]
    pop {r4, r6, r7, pc}

portable_atomic_u64_load_relaxed: same code as portable_atomic_u64_load_acquire
    push {r7, lr}
    add r7, sp, #0
    mrs r3, primask
    cpsid i
    ldr r2, [r0]
    ldr r1, [r0, #4]
    msr primask, r3
    mov r0, r2
    pop {r7, pc}

portable_atomic_u64_store_relaxed:
    push {r7, lr}
    add r7, sp, #0
    mrs r1, primask
    cpsid i
    stm r0!, {r2, r3}
    msr primask, r1
    pop {r7, pc}

portable_atomic_u64_load_acquire:
    push {r7, lr}
    add r7, sp, #0
    mrs r3, primask
    cpsid i
    ldr r2, [r0]
    ldr r1, [r0, #4]
    msr primask, r3
    mov r0, r2
    pop {r7, pc}

portable_atomic_u64_store_release: same code as portable_atomic_u64_store_relaxed
    push {r7, lr}
    add r7, sp, #0
    mrs r1, primask
    cpsid i
    stm r0!, {r2, r3}
    msr primask, r1
    pop {r7, pc}

