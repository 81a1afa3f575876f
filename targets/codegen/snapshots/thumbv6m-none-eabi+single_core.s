u64copy_load:
    push {r4, r6, r7, lr}
    add r7, sp, #8
    mov r2, r0
    ldr r0, [r0, #8]
    ldr r1, [r2, #12]
    ldr r3, [r2]
    eors r3, r0
    ldr r4, [r2, #4]
    eors r4, r1
    orrs r4, r3
    bne .L1
    pop {r4, r6, r7, pc}
.L1:
    mov r0, r2
    bl _ZN7u64copy4copy7U64Copy14load_contended17hHASHE
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
    mov r2, r0
    ldr r3, [r0]
    lsls r0, r3, #31
    bne .L1
    ldr r0, [r2, #4]
    ldr r1, [r2, #8]
    ldr r4, [r2]
    cmp r3, r4
    bne .L1
    pop {r4, r6, r7, pc}
.L1:
    mov r0, r2
    bl _ZN7u64copy3seq6U64Seq14load_contended17hHASHE
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
    push {r4, r6, r7, lr}
    add r7, sp, #8
    mov r2, r0
    ldr r3, [r0]
    lsls r0, r3, #31
    lsrs r0, r0, #28
    adds r1, r2, r0
    ldr r0, [r1, #4]
    ldr r1, [r1, #8]
    ldr r4, [r2]
    cmp r4, r3
    bne .L1
    pop {r4, r6, r7, pc}
.L1:
    mov r0, r2
    bl _ZN7u64copy5latch8U64Latch14load_contended17hHASHE
    pop {r4, r6, r7, pc}

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
    sub sp, #20
    mov r2, r0
    ldr r5, [r0]
    lsls r0, r5, #31
    bne .L1
    ldr r4, [r2, #4]
    ldr r3, [r2, #8]
    ldr r0, [r2, #12]
    ldr r1, [r2, #16]
    ldr r6, [r2]
    cmp r5, r6
    bne .L1
    eors r0, r4
    eors r1, r3
    add sp, #20
    pop {r4, r5, r6, r7, pc}
.L1:
    mov r0, sp
    mov r1, r2
    bl _ZN7u64copy3seq20U64SeqArray$LT$_$GT$14load_contended17hHASHE
    ldr r1, [sp, #12]
    ldr r0, [sp, #8]
    ldr r3, [sp, #4]
    ldr r4, [sp]
    eors r0, r4
    eors r1, r3
    add sp, #20
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
    sub sp, #20
    mov r2, r0
    ldr r5, [r0]
    lsls r0, r5, #31
    lsrs r0, r0, #27
    adds r1, r2, r0
    ldr r4, [r1, #4]
    ldr r3, [r1, #8]
    ldr r0, [r1, #12]
    ldr r1, [r1, #16]
    ldr r6, [r2]
    cmp r6, r5
    bne .L1
    eors r0, r4
    eors r1, r3
    add sp, #20
    pop {r4, r5, r6, r7, pc}
.L1:
    mov r0, sp
    mov r1, r2
    bl _ZN7u64copy5latch22U64LatchArray$LT$_$GT$14load_contended17hHASHE
    ldr r1, [sp, #12]
    ldr r0, [sp, #8]
    ldr r3, [sp, #4]
    ldr r4, [sp]
    eors r0, r4
    eors r1, r3
    add sp, #20
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

u64seq_load_acquire: same code as u64seq_load
    push {r4, r6, r7, lr}
    add r7, sp, #8
    mov r2, r0
    ldr r3, [r0]
    lsls r0, r3, #31
    bne .L1
    ldr r0, [r2, #4]
    ldr r1, [r2, #8]
    ldr r4, [r2]
    cmp r3, r4
    bne .L1
    pop {r4, r6, r7, pc}
.L1:
    mov r0, r2
    bl _ZN7u64copy3seq6U64Seq14load_contended17hHASHE
    pop {r4, r6, r7, pc}

u64seq_store_release: same code as u64seq_store
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

u64latch_load_acquire: same code as u64latch_load
    push {r4, r6, r7, lr}
    add r7, sp, #8
    mov r2, r0
    ldr r3, [r0]
    lsls r0, r3, #31
    lsrs r0, r0, #28
    adds r1, r2, r0
    ldr r0, [r1, #4]
    ldr r1, [r1, #8]
    ldr r4, [r2]
    cmp r4, r3
    bne .L1
    pop {r4, r6, r7, pc}
.L1:
    mov r0, r2
    bl _ZN7u64copy5latch8U64Latch14load_contended17hHASHE
    pop {r4, r6, r7, pc}

u64latch_store_release: same code as u64latch_store
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

u64seqpair_load_acquire: same code as u64seqpair_load
    push {r4, r5, r6, r7, lr}
    add r7, sp, #12
    sub sp, #20
    mov r2, r0
    ldr r5, [r0]
    lsls r0, r5, #31
    bne .L1
    ldr r4, [r2, #4]
    ldr r3, [r2, #8]
    ldr r0, [r2, #12]
    ldr r1, [r2, #16]
    ldr r6, [r2]
    cmp r5, r6
    bne .L1
    eors r0, r4
    eors r1, r3
    add sp, #20
    pop {r4, r5, r6, r7, pc}
.L1:
    mov r0, sp
    mov r1, r2
    bl _ZN7u64copy3seq20U64SeqArray$LT$_$GT$14load_contended17hHASHE
    ldr r1, [sp, #12]
    ldr r0, [sp, #8]
    ldr r3, [sp, #4]
    ldr r4, [sp]
    eors r0, r4
    eors r1, r3
    add sp, #20
    pop {r4, r5, r6, r7, pc}

u64seqpair_store_release: same code as u64seqpair_store
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

u64latchpair_load_acquire: same code as u64latchpair_load
    push {r4, r5, r6, r7, lr}
    add r7, sp, #12
    sub sp, #20
    mov r2, r0
    ldr r5, [r0]
    lsls r0, r5, #31
    lsrs r0, r0, #27
    adds r1, r2, r0
    ldr r4, [r1, #4]
    ldr r3, [r1, #8]
    ldr r0, [r1, #12]
    ldr r1, [r1, #16]
    ldr r6, [r2]
    cmp r6, r5
    bne .L1
    eors r0, r4
    eors r1, r3
    add sp, #20
    pop {r4, r5, r6, r7, pc}
.L1:
    mov r0, sp
    mov r1, r2
    bl _ZN7u64copy5latch22U64LatchArray$LT$_$GT$14load_contended17hHASHE
    ldr r1, [sp, #12]
    ldr r0, [sp, #8]
    ldr r3, [sp, #4]
    ldr r4, [sp]
    eors r0, r4
    eors r1, r3
    add sp, #20
    pop {r4, r5, r6, r7, pc}

u64latchpair_store_release: same code as u64latchpair_store
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

u64seq_load_with:
    push {r4, r5, r7, lr}
    add r7, sp, #8
    sub sp, #24
    mov r4, r0
    str r1, [sp, #20]
    ldr r3, [r0]
    lsls r0, r3, #31
    bne .L1
    ldr r2, [r4, #4]
    ldr r1, [r4, #8]
    ldr r0, [sp, #20]
    ldr r0, [r0, #100]
    ldr r5, [r4]
    cmp r3, r5
    bne .L1
    eors r0, r2
    add sp, #24
    pop {r4, r5, r7, pc}
.L1:
    mov r0, sp
    add r2, sp, #20
    ldr r3, .L2
    mov r1, r4
    bl _ZN7u64copy3seq6U64Seq19load_with_contended17hHASHE
    ldr r1, [sp, #4]
    ldr r2, [sp]
    ldr r0, [sp, #8]
    eors r0, r2
    add sp, #24
    pop {r4, r5, r7, pc}
.L2:

u64seq_try_load_with:
    push {r4, r5, r6, r7, lr}
    add r7, sp, #12
    ldr r4, [r1]
    lsls r5, r4, #31
    movs r3, #0
    cmp r5, #0
    mov r5, r3
    bne .L1
    ldr r6, [r1, #4]
    ldr r5, [r1, #8]
    ldr r2, [r2, #100]
    ldr r1, [r1]
    cmp r4, r1
    bne .L2
    eors r6, r2
    str r6, [r0, #8]
    str r5, [r0, #12]
    movs r5, #1
.L1:
    str r5, [r0]
    str r3, [r0, #4]
    pop {r4, r5, r6, r7, pc}
.L2:
    movs r5, #0
    str r5, [r0]
    str r3, [r0, #4]
    pop {r4, r5, r6, r7, pc}

u64latch_load_with:
    push {r4, r5, r7, lr}
    add r7, sp, #8
    sub sp, #24
    mov r4, r0
    str r1, [sp, #20]
    ldr r3, [r0]
    lsls r0, r3, #31
    lsrs r0, r0, #28
    adds r0, r4, r0
    ldr r2, [r0, #4]
    ldr r1, [r0, #8]
    ldr r0, [sp, #20]
    ldr r0, [r0, #100]
    ldr r5, [r4]
    cmp r5, r3
    bne .L1
    eors r0, r2
    add sp, #24
    pop {r4, r5, r7, pc}
.L1:
    mov r0, sp
    add r2, sp, #20
    ldr r3, .L2
    mov r1, r4
    bl _ZN7u64copy5latch8U64Latch19load_with_contended17hHASHE
    ldr r1, [sp, #4]
    ldr r2, [sp]
    ldr r0, [sp, #8]
    eors r0, r2
    add sp, #24
    pop {r4, r5, r7, pc}
.L2:

u64latch_try_load_with:
    push {r4, r5, r6, r7, lr}
    add r7, sp, #12
    ldr r5, [r1]
    lsls r3, r5, #31
    lsrs r3, r3, #28
    adds r3, r1, r3
    ldr r4, [r3, #4]
    ldr r3, [r3, #8]
    ldr r2, [r2, #100]
    ldr r6, [r1]
    movs r1, #0
    cmp r6, r5
    mov r5, r1
    bne .L1
    eors r4, r2
    str r4, [r0, #8]
    str r3, [r0, #12]
    movs r5, #1
.L1:
    str r5, [r0]
    str r1, [r0, #4]
    pop {r4, r5, r6, r7, pc}

u64seqpair_load_with:
    push {r4, r5, r6, r7, lr}
    add r7, sp, #12
    sub sp, #36
    mov r4, r0
    str r1, [sp, #32]
    ldr r6, [r0]
    lsls r0, r6, #31
    bne .L1
    ldr r0, [r4, #4]
    str r0, [sp, #4]
    ldr r3, [r4, #8]
    ldr r0, [r4, #12]
    ldr r1, [r4, #16]
    ldr r5, [sp, #32]
    ldr r5, [r5, #100]
    ldr r2, [r4]
    cmp r6, r2
    bne .L1
    mov r2, r3
    ldr r3, [sp, #4]
.L2:
    eors r0, r3
    eors r0, r5
    eors r1, r2
    add sp, #36
    pop {r4, r5, r6, r7, pc}
.L1:
    add r0, sp, #8
    add r2, sp, #32
    ldr r3, .L3
    mov r1, r4
    bl _ZN7u64copy3seq20U64SeqArray$LT$_$GT$19load_with_contended17hHASHE
    ldr r2, [sp, #12]
    ldr r3, [sp, #8]
    add r5, sp, #16
    ldm r5, {r0, r1, r5}
    b .L2
.L3:

u64seqpair_try_load_with:
    push {r4, r5, r6, r7, lr}
    add r7, sp, #12
    sub sp, #8
    ldr r4, [r1]
    lsls r5, r4, #31
    movs r3, #0
    cmp r5, #0
    mov r5, r3
    bne .L1
    ldr r6, [r1, #4]
    ldr r5, [r1, #8]
    str r5, [sp]
    ldr r5, [r1, #12]
    str r5, [sp, #4]
    ldr r5, [r1, #16]
    ldr r2, [r2, #100]
    ldr r1, [r1]
    cmp r4, r1
    bne .L2
    ldr r4, [sp]
    eors r4, r5
    eors r6, r2
    ldr r1, [sp, #4]
    eors r6, r1
    str r6, [r0, #8]
    str r4, [r0, #12]
    movs r5, #1
.L1:
    str r5, [r0]
    str r3, [r0, #4]
    add sp, #8
    pop {r4, r5, r6, r7, pc}
.L2:
    movs r5, #0
    str r5, [r0]
    str r3, [r0, #4]
    add sp, #8
    pop {r4, r5, r6, r7, pc}

u64latchpair_load_with:
    push {r4, r5, r6, r7, lr}
    add r7, sp, #12
    sub sp, #36
    mov r4, r0
    str r1, [sp, #32]
    ldr r6, [r0]
    lsls r0, r6, #31
    lsrs r0, r0, #27
    adds r1, r4, r0
    ldr r0, [r1, #4]
    str r0, [sp, #4]
    ldr r3, [r1, #8]
    ldr r0, [r1, #12]
    ldr r1, [r1, #16]
    ldr r5, [sp, #32]
    ldr r5, [r5, #100]
    ldr r2, [r4]
    cmp r2, r6
    bne .L1
    mov r2, r3
    ldr r3, [sp, #4]
.L2:
    eors r0, r3
    eors r0, r5
    eors r1, r2
    add sp, #36
    pop {r4, r5, r6, r7, pc}
.L1:
    add r0, sp, #8
    add r2, sp, #32
    ldr r3, .L3
    mov r1, r4
    bl _ZN7u64copy5latch22U64LatchArray$LT$_$GT$19load_with_contended17hHASHE
    ldr r2, [sp, #12]
    ldr r3, [sp, #8]
    add r5, sp, #16
    ldm r5, {r0, r1, r5}
    b .L2
.L3:

u64latchpair_try_load_with:
    push {r4, r5, r6, r7, lr}
    add r7, sp, #12
    sub sp, #12
    str r2, [sp, #8]
    ldr r6, [r1]
    lsls r3, r6, #31
    lsrs r3, r3, #27
    adds r5, r1, r3
    ldr r4, [r5, #4]
    ldr r2, [r5, #8]
    ldr r3, [r5, #12]
    str r3, [sp, #4]
    ldr r3, [r5, #16]
    str r3, [sp]
    ldr r3, [sp, #8]
    ldr r3, [r3, #100]
    ldr r1, [r1]
    movs r5, #0
    cmp r1, r6
    mov r1, r5
    bne .L1
    ldr r1, [sp]
    eors r2, r1
    eors r4, r3
    ldr r1, [sp, #4]
    eors r4, r1
    str r4, [r0, #8]
    str r2, [r0, #12]
    movs r1, #1
.L1:
    stm r0!, {r1, r5}
    add sp, #12
    pop {r4, r5, r6, r7, pc}

u64copy_fetch_update:
    push {r4, r5, r7, lr}
    add r7, sp, #8
    mov r4, r0
    ldr r0, [r0]
    ldr r1, [r4, #4]
    subs r5, r0, r2
    mov r5, r1
    sbcs r5, r3
    bhs .L1
    str r2, [r4]
    str r3, [r4, #4]
    str r2, [r4, #8]
    str r3, [r4, #12]
.L1:
    pop {r4, r5, r7, pc}

u64seq_fetch_update:
    push {r4, r5, r6, r7, lr}
    add r7, sp, #12
    mov r4, r0
    ldr r0, [r0, #4]
    ldr r1, [r4, #8]
    subs r5, r0, r2
    mov r5, r1
    sbcs r5, r3
    bhs .L1
    ldr r5, [r4]
    movs r6, #1
    orrs r6, r5
    str r6, [r4]
    str r2, [r4, #4]
    str r3, [r4, #8]
    adds r2, r6, #1
    str r2, [r4]
.L1:
    pop {r4, r5, r6, r7, pc}

u64latch_fetch_update:
    push {r4, r5, r6, r7, lr}
    add r7, sp, #12
    sub sp, #4
    adds r5, r0, #4
    ldr r1, [r0]
    lsls r1, r1, #31
    lsrs r1, r1, #28
    ldr r4, [r5, r1]
    adds r1, r5, r1
    ldr r1, [r1, #4]
    subs r6, r4, r2
    mov r6, r1
    sbcs r6, r3
    bhs .L1
    ldr r6, [r0]
    str r3, [sp]
    adds r3, r6, #1
    lsls r6, r3, #31
    lsrs r6, r6, #28
    str r2, [r5, r6]
    adds r2, r5, r6
    ldr r5, [sp]
    str r5, [r2, #4]
    str r3, [r0]
.L1:
    mov r0, r4
    add sp, #4
    pop {r4, r5, r6, r7, pc}

u64seqpair_fetch_update:
    push {r4, r5, r6, r7, lr}
    add r7, sp, #12
    sub sp, #8
    mov r4, r0
    ldr r5, [r0, #4]
    ldr r6, [r0, #8]
    ldr r0, [r0, #12]
    ldr r1, [r4, #16]
    str r5, [sp, #4]
    subs r5, r5, r2
    mov r5, r6
    sbcs r5, r3
    bhs .L1
    ldr r5, [r4]
    str r6, [sp]
    movs r6, #1
    orrs r6, r5
    str r6, [r4]
    str r2, [r4, #4]
    str r3, [r4, #8]
    mvns r2, r2
    str r2, [r4, #12]
    mvns r2, r3
    str r2, [r4, #16]
    adds r2, r6, #1
    ldr r6, [sp]
    str r2, [r4]
.L1:
    ldr r2, [sp, #4]
    eors r0, r2
    eors r1, r6
    add sp, #8
    pop {r4, r5, r6, r7, pc}

u64latchpair_fetch_update:
    push {r4, r5, r6, r7, lr}
    add r7, sp, #12
    sub sp, #16
    str r3, [sp, #12]
    adds r5, r0, #4
    ldr r1, [r0]
    lsls r1, r1, #31
    lsrs r1, r1, #27
    ldr r3, [r5, r1]
    adds r1, r5, r1
    ldr r4, [r1, #4]
    ldr r6, [r1, #8]
    str r6, [sp]
    ldr r1, [r1, #12]
    str r3, [sp, #8]
    subs r3, r3, r2
    str r4, [sp, #4]
    mov r3, r4
    ldr r4, [sp, #12]
    sbcs r3, r4
    bhs .L1
    ldr r3, [r0]
    adds r4, r3, #1
    lsls r3, r4, #31
    lsrs r3, r3, #27
    str r2, [r5, r3]
    adds r3, r5, r3
    ldr r5, [sp, #12]
    str r5, [r3, #4]
    mvns r2, r2
    str r2, [r3, #8]
    mvns r2, r5
    str r2, [r3, #12]
    str r4, [r0]
.L1:
    ldr r0, [sp, #8]
    ldr r2, [sp]
    eors r2, r0
    ldr r0, [sp, #4]
    eors r1, r0
    mov r0, r2
    add sp, #16
    pop {r4, r5, r6, r7, pc}

size_u64copy_load:
    push {r7, lr}
    add r7, sp, #0
    ldr r2, .L1
    ldr r0, [r2, #8]
    ldr r1, [r2, #12]
    ldr r3, [r2]
    eors r3, r0
    ldr r2, [r2, #4]
    eors r2, r1
    orrs r2, r3
    bne .L2
    pop {r7, pc}
.L2:
    ldr r0, .L1
    bl _ZN7u64copy4copy7U64Copy14load_contended17hHASHE
    pop {r7, pc}
.L1:

size_u64copy_store:
    push {r7, lr}
    add r7, sp, #0
    ldr r2, .L1
    str r0, [r2]
    str r1, [r2, #4]
    str r0, [r2, #8]
    str r1, [r2, #12]
    pop {r7, pc}
.L1:

size_u64seq_load:
    push {r7, lr}
    add r7, sp, #0
    ldr r3, .L1
    ldr r2, [r3]
    lsls r0, r2, #31
    bne .L2
    ldr r0, [r3, #4]
    ldr r1, [r3, #8]
    ldr r3, [r3]
    cmp r2, r3
    bne .L2
    pop {r7, pc}
.L2:
    ldr r0, .L1
    bl _ZN7u64copy3seq6U64Seq14load_contended17hHASHE
    pop {r7, pc}
.L1:

size_u64seq_store:
    push {r4, r6, r7, lr}
    add r7, sp, #8
    ldr r2, .L1
    ldr r3, [r2]
    movs r4, #1
    orrs r4, r3
    str r4, [r2]
    str r0, [r2, #4]
    str r1, [r2, #8]
    adds r0, r4, #1
    str r0, [r2]
    pop {r4, r6, r7, pc}
.L1:

size_u64latch_load:
    push {r7, lr}
    add r7, sp, #0
    ldr r2, .L1
    ldr r3, [r2]
    lsls r0, r3, #31
    lsrs r0, r0, #28
    adds r1, r2, r0
    ldr r0, [r1, #4]
    ldr r1, [r1, #8]
    ldr r2, [r2]
    cmp r2, r3
    bne .L2
    pop {r7, pc}
.L2:
    ldr r0, .L1
    bl _ZN7u64copy5latch8U64Latch14load_contended17hHASHE
    pop {r7, pc}
.L1:

size_u64latch_store:
    push {r4, r6, r7, lr}
    add r7, sp, #8
    ldr r2, .L1
    ldr r3, [r2]
    adds r3, r3, #1
    lsls r4, r3, #31
    lsrs r4, r4, #28
    adds r4, r2, r4
    str r0, [r4, #4]
    str r1, [r4, #8]
    str r3, [r2]
    pop {r4, r6, r7, pc}
.L1:

size_u64seqpair_load:
    push {r4, r5, r7, lr}
    add r7, sp, #8
    sub sp, #16
    ldr r5, .L1
    ldr r4, [r5]
    lsls r0, r4, #31
    bne .L2
    ldr r3, [r5, #4]
    ldr r2, [r5, #8]
    ldr r0, [r5, #12]
    ldr r1, [r5, #16]
    ldr r5, [r5]
    cmp r4, r5
    bne .L2
    eors r0, r3
    eors r1, r2
    add sp, #16
    pop {r4, r5, r7, pc}
.L2:
    mov r0, sp
    ldr r1, .L1
    bl _ZN7u64copy3seq20U64SeqArray$LT$_$GT$14load_contended17hHASHE
    ldr r1, [sp, #12]
    ldr r0, [sp, #8]
    ldr r2, [sp, #4]
    ldr r3, [sp]
    eors r0, r3
    eors r1, r2
    add sp, #16
    pop {r4, r5, r7, pc}
.L1:

size_u64seqpair_store:
    push {r4, r6, r7, lr}
    add r7, sp, #8
    ldr r2, .L1
    ldr r3, [r2]
    movs r4, #1
    orrs r4, r3
    str r4, [r2]
    str r0, [r2, #4]
    str r1, [r2, #8]
    mvns r0, r0
    str r0, [r2, #12]
    mvns r0, r1
    str r0, [r2, #16]
    adds r0, r4, #1
    str r0, [r2]
    pop {r4, r6, r7, pc}
.L1:

size_u64latchpair_load:
    push {r4, r5, r7, lr}
    add r7, sp, #8
    sub sp, #16
    ldr r4, .L1
    ldr r5, [r4]
    lsls r0, r5, #31
    lsrs r0, r0, #27
    adds r1, r4, r0
    ldr r3, [r1, #4]
    ldr r2, [r1, #8]
    ldr r0, [r1, #12]
    ldr r1, [r1, #16]
    ldr r4, [r4]
    cmp r4, r5
    bne .L2
    eors r0, r3
    eors r1, r2
    add sp, #16
    pop {r4, r5, r7, pc}
.L2:
    mov r0, sp
    ldr r1, .L1
    bl _ZN7u64copy5latch22U64LatchArray$LT$_$GT$14load_contended17hHASHE
    ldr r1, [sp, #12]
    ldr r0, [sp, #8]
    ldr r2, [sp, #4]
    ldr r3, [sp]
    eors r0, r3
    eors r1, r2
    add sp, #16
    pop {r4, r5, r7, pc}
.L1:

size_u64latchpair_store:
    push {r4, r6, r7, lr}
    add r7, sp, #8
    ldr r2, .L1
    ldr r3, [r2]
    adds r3, r3, #1
    lsls r4, r3, #31
    lsrs r4, r4, #27
    adds r4, r2, r4
    str r0, [r4, #4]
    str r1, [r4, #8]
    mvns r0, r0
    str r0, [r4, #12]
    mvns r0, r1
    str r0, [r4, #16]
    str r3, [r2]
    pop {r4, r6, r7, pc}
.L1:

size_portable_atomic_u64_load:
    push {r7, lr}
    add r7, sp, #0
    mrs r2, primask
    cpsid i
    ldr r1, .L1
    ldm r1, {r0, r1}
    msr primask, r2
    pop {r7, pc}
.L1:

size_portable_atomic_u64_store:
    push {r7, lr}
    add r7, sp, #0
    mrs r2, primask
    cpsid i
    ldr r3, .L1
    stm r3!, {r0, r1}
    msr primask, r2
    pop {r7, pc}
.L1:

size_critical_section_load:
    push {r4, r5, r7, lr}
    add r7, sp, #8
    bl _critical_section_1_0_acquire
    ldr r1, .L1
    ldm r1!, {r4, r5}
    bl _critical_section_1_0_release
    mov r0, r4
    mov r1, r5
    pop {r4, r5, r7, pc}
.L1:

size_critical_section_store:
    push {r4, r5, r6, r7, lr}
    add r7, sp, #12
    sub sp, #4
    mov r4, r1
    mov r5, r0
    ldr r6, .L1
    bl _critical_section_1_0_acquire
    str r5, [r6]
    str r4, [r6, #4]
    bl _critical_section_1_0_release
    add sp, #4
    pop {r4, r5, r6, r7, pc}
.L1:

