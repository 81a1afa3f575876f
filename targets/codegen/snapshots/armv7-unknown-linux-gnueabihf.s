u64copy_load:
    push {r11, lr}
    ldr r2, [r0, #8]
    ldr r1, [r0, #12]
    dmb ish
    ldr r3, [r0]
    ldr r12, [r0, #4]
    eor lr, r3, r2
    eor r3, r12, r1
    orrs r3, lr, r3
    moveq r0, r2
    popeq {r11, pc}
.L1:
    pop {r11, lr}
    b _ZN7u64copy4copy7U64Copy14load_contended17hHASHE

u64copy_try_load:
    push {r4, lr}
    ldr r2, [r1, #8]
    ldr r3, [r1, #12]
    dmb ish
    ldr r4, [r1]
    ldr r1, [r1, #4]
    eor r4, r4, r2
    eor r1, r1, r3
    orrs r1, r4, r1
    mov r4, #0
    moveq r4, #1
    mov r1, #0
    str r4, [r0]
    strdeq r2, r3, [r0, #8]
    str r1, [r0, #4]
    pop {r4, pc}

u64copy_store:
    str r2, [r0]
    str r3, [r0, #4]
    dmb ish
    str r2, [r0, #8]
    str r3, [r0, #12]
    bx lr

u64seq_load:
    ldr r3, [r0]
    tst r3, #1
    bne .L1
    dmb ish
    ldr r12, [r0, #4]
    ldr r1, [r0, #8]
    dmb ish
    ldr r2, [r0]
    cmp r3, r2
    moveq r0, r12
    bxeq lr
.L1:
    b _ZN7u64copy3seq6U64Seq14load_contended17hHASHE

u64seq_try_load:
    push {r4, r6, r7, lr}
    ldr r2, [r1]
    mov r3, #0
    mov r4, #0
    tst r2, #1
    bne .L1
    dmb ish
    ldr r6, [r1, #4]
    ldr r7, [r1, #8]
    dmb ish
    ldr r1, [r1]
    cmp r2, r1
    moveq r4, #1
    strdeq r6, r7, [r0, #8]
.L1:
    str r4, [r0]
    str r3, [r0, #4]
    pop {r4, r6, r7, pc}

u64seq_store:
    ldr r1, [r0]
    orr r1, r1, #1
    str r1, [r0]
    dmb ish
    str r2, [r0, #4]
    str r3, [r0, #8]
    add r1, r1, #1
    dmb ish
    str r1, [r0]
    bx lr

u64latch_load:
    ldr r3, [r0]
    dmb ish
    and r1, r3, #1
    add r1, r0, r1, lsl #3
    ldr r12, [r1, #4]
    ldr r1, [r1, #8]
    dmb ish
    ldr r2, [r0]
    cmp r2, r3
    moveq r0, r12
    bxeq lr
.L1:
    b _ZN7u64copy5latch8U64Latch14load_contended17hHASHE

u64latch_try_load:
    push {r4, r5, r11, lr}
    ldr r4, [r1]
    dmb ish
    mov r5, #0
    and r2, r4, #1
    add r3, r1, r2, lsl #3
    ldr r2, [r3, #4]
    ldr r3, [r3, #8]
    dmb ish
    ldr r1, [r1]
    cmp r1, r4
    mov r4, #0
    moveq r4, #1
    strdeq r2, r3, [r0, #8]
    strd r4, r5, [r0]
    pop {r4, r5, r11, pc}

u64latch_store:
    ldr r1, [r0]
    dmb ish
    add r12, r1, #1
    and r1, r12, #1
    add r1, r0, r1, lsl #3
    str r2, [r1, #4]
    str r3, [r1, #8]
    dmb ish
    str r12, [r0]
    bx lr

u64seqpair_load:
    push {r4, lr}
    sub sp, sp, #16
    mov r1, r0
    ldr r0, [r0]
    tst r0, #1
    bne .L1
    dmb ish
    ldr lr, [r1, #4]
    ldr r12, [r1, #8]
    ldr r3, [r1, #12]
    ldr r2, [r1, #16]
    dmb ish
    ldr r4, [r1]
    cmp r0, r4
    bne .L1
    eor r0, r3, lr
    eor r1, r2, r12
    add sp, sp, #16
    pop {r4, pc}
.L1:
    mov r0, sp
    bl _ZN7u64copy3seq20U64SeqArray$LT$_$GT$14load_contended17hHASHE
    ldr lr, [sp]
    ldr r12, [sp, #4]
    ldr r3, [sp, #8]
    ldr r2, [sp, #12]
    eor r0, r3, lr
    eor r1, r2, r12
    add sp, sp, #16
    pop {r4, pc}

u64seqpair_try_load:
    push {r4, r5, r7, r9, r11, lr}
    ldr r2, [r1]
    mov r9, #0
    mov r4, #0
    tst r2, #1
    bne .L1
    dmb ish
    ldr r12, [r1, #4]
    ldr r5, [r1, #8]
    ldr r7, [r1, #12]
    ldr r3, [r1, #16]
    dmb ish
    ldr r1, [r1]
    cmp r2, r1
    bne .L1
    mov r4, #1
    eor r2, r7, r12
    eor r1, r3, r5
    str r2, [r0, #8]
    str r1, [r0, #12]
.L1:
    stm r0, {r4, r9}
    pop {r4, r5, r7, r9, r11, pc}

u64seqpair_store:
    ldr r1, [r0]
    orr r1, r1, #1
    str r1, [r0]
    dmb ish
    str r2, [r0, #4]
    mvn r2, r2
    str r3, [r0, #8]
    str r2, [r0, #12]
    mvn r2, r3
    str r2, [r0, #16]
    add r1, r1, #1
    dmb ish
    str r1, [r0]
    bx lr

u64latchpair_load:
    push {r4, lr}
    sub sp, sp, #16
    mov r1, r0
    ldr r0, [r0]
    dmb ish
    and r2, r0, #1
    add r2, r1, r2, lsl #4
    ldr lr, [r2, #4]
    ldr r12, [r2, #8]
    ldr r3, [r2, #12]
    ldr r2, [r2, #16]
    dmb ish
    ldr r4, [r1]
    cmp r4, r0
    bne .L1
    eor r0, r3, lr
    eor r1, r2, r12
    add sp, sp, #16
    pop {r4, pc}
.L1:
    mov r0, sp
    bl _ZN7u64copy5latch22U64LatchArray$LT$_$GT$14load_contended17hHASHE
    ldr lr, [sp]
    ldr r12, [sp, #4]
    ldr r3, [sp, #8]
    ldr r2, [sp, #12]
    eor r0, r3, lr
    eor r1, r2, r12
    add sp, sp, #16
    pop {r4, pc}

u64latchpair_try_load:
    push {r4, r5, r11, lr}
    ldr r4, [r1]
    dmb ish
    and r2, r4, #1
    add r2, r1, r2, lsl #4
    ldr r12, [r2, #4]
    ldr r3, [r2, #8]
    ldr lr, [r2, #12]
    ldr r2, [r2, #16]
    dmb ish
    ldr r5, [r1]
    mov r1, #0
    cmp r5, r4
    mov r4, #0
    eoreq r3, r2, r3
    moveq r4, #1
    eoreq r2, lr, r12
    str r4, [r0]
    strdeq r2, r3, [r0, #8]
    str r1, [r0, #4]
    pop {r4, r5, r11, pc}

u64latchpair_store:
    ldr r1, [r0]
    dmb ish
    add r12, r1, #1
    and r1, r12, #1
    add r1, r0, r1, lsl #4
    str r2, [r1, #4]
    mvn r2, r2
    str r3, [r1, #8]
    str r2, [r1, #12]
    mvn r2, r3
    str r2, [r1, #16]
    dmb ish
    str r12, [r0]
    bx lr

u64seq_load_acquire: same code as u64seq_load
    ldr r3, [r0]
    tst r3, #1
    bne .L1
    dmb ish
    ldr r12, [r0, #4]
    ldr r1, [r0, #8]
    dmb ish
    ldr r2, [r0]
    cmp r3, r2
    moveq r0, r12
    bxeq lr
.L1:
    b _ZN7u64copy3seq6U64Seq14load_contended17hHASHE

u64seq_store_release: same code as u64seq_store
    ldr r1, [r0]
    orr r1, r1, #1
    str r1, [r0]
    dmb ish
    str r2, [r0, #4]
    str r3, [r0, #8]
    add r1, r1, #1
    dmb ish
    str r1, [r0]
    bx lr

u64latch_load_acquire: same code as u64latch_load
    ldr r3, [r0]
    dmb ish
    and r1, r3, #1
    add r1, r0, r1, lsl #3
    ldr r12, [r1, #4]
    ldr r1, [r1, #8]
    dmb ish
    ldr r2, [r0]
    cmp r2, r3
    moveq r0, r12
    bxeq lr
.L1:
    b _ZN7u64copy5latch8U64Latch14load_contended17hHASHE

u64latch_store_release: same code as u64latch_store
    ldr r1, [r0]
    dmb ish
    add r12, r1, #1
    and r1, r12, #1
    add r1, r0, r1, lsl #3
    str r2, [r1, #4]
    str r3, [r1, #8]
    dmb ish
    str r12, [r0]
    bx lr

u64seqpair_load_acquire: same code as u64seqpair_load
    push {r4, lr}
    sub sp, sp, #16
    mov r1, r0
    ldr r0, [r0]
    tst r0, #1
    bne .L1
    dmb ish
    ldr lr, [r1, #4]
    ldr r12, [r1, #8]
    ldr r3, [r1, #12]
    ldr r2, [r1, #16]
    dmb ish
    ldr r4, [r1]
    cmp r0, r4
    bne .L1
    eor r0, r3, lr
    eor r1, r2, r12
    add sp, sp, #16
    pop {r4, pc}
.L1:
    mov r0, sp
    bl _ZN7u64copy3seq20U64SeqArray$LT$_$GT$14load_contended17hHASHE
    ldr lr, [sp]
    ldr r12, [sp, #4]
    ldr r3, [sp, #8]
    ldr r2, [sp, #12]
    eor r0, r3, lr
    eor r1, r2, r12
    add sp, sp, #16
    pop {r4, pc}

u64seqpair_store_release: same code as u64seqpair_store
    ldr r1, [r0]
    orr r1, r1, #1
    str r1, [r0]
    dmb ish
    str r2, [r0, #4]
    mvn r2, r2
    str r3, [r0, #8]
    str r2, [r0, #12]
    mvn r2, r3
    str r2, [r0, #16]
    add r1, r1, #1
    dmb ish
    str r1, [r0]
    bx lr

u64latchpair_load_acquire: same code as u64latchpair_load
    push {r4, lr}
    sub sp, sp, #16
    mov r1, r0
    ldr r0, [r0]
    dmb ish
    and r2, r0, #1
    add r2, r1, r2, lsl #4
    ldr lr, [r2, #4]
    ldr r12, [r2, #8]
    ldr r3, [r2, #12]
    ldr r2, [r2, #16]
    dmb ish
    ldr r4, [r1]
    cmp r4, r0
    bne .L1
    eor r0, r3, lr
    eor r1, r2, r12
    add sp, sp, #16
    pop {r4, pc}
.L1:
    mov r0, sp
    bl _ZN7u64copy5latch22U64LatchArray$LT$_$GT$14load_contended17hHASHE
    ldr lr, [sp]
    ldr r12, [sp, #4]
    ldr r3, [sp, #8]
    ldr r2, [sp, #12]
    eor r0, r3, lr
    eor r1, r2, r12
    add sp, sp, #16
    pop {r4, pc}

u64latchpair_store_release: same code as u64latchpair_store
    ldr r1, [r0]
    dmb ish
    add r12, r1, #1
    and r1, r12, #1
    add r1, r0, r1, lsl #4
    str r2, [r1, #4]
    mvn r2, r2
    str r3, [r1, #8]
    str r2, [r1, #12]
    mvn r2, r3
    str r2, [r1, #16]
    dmb ish
    str r12, [r0]
    bx lr

core_atomic_u64_load_relaxed:
    ldrexd r0, r1, [r0]
    clrex
    bx lr

core_atomic_u64_store_relaxed:
    push {r4, r5, r11, lr}
.L1:
    ldrexd r4, r5, [r0]
    strexd r1, r2, r3, [r0]
    cmp r1, #0
    bne .L1
    pop {r4, r5, r11, pc}

core_atomic_u64_load_acquire:
    ldrexd r0, r1, [r0]
    clrex
    dmb ish
    bx lr

core_atomic_u64_store_release:
    push {r4, r5, r11, lr}
    dmb ish
.L1:
    ldrexd r4, r5, [r0]
    strexd r1, r2, r3, [r0]
    cmp r1, #0
    bne .L1
    pop {r4, r5, r11, pc}

portable_atomic_u64_load_relaxed: same code as core_atomic_u64_load_relaxed
    ldrexd r0, r1, [r0]
    clrex
    bx lr

portable_atomic_u64_store_relaxed: same code as core_atomic_u64_store_relaxed
    push {r4, r5, r11, lr}
.L1:
    ldrexd r4, r5, [r0]
    strexd r1, r2, r3, [r0]
    cmp r1, #0
    bne .L1
    pop {r4, r5, r11, pc}

portable_atomic_u64_load_acquire: same code as core_atomic_u64_load_acquire
    ldrexd r0, r1, [r0]
    clrex
    dmb ish
    bx lr

portable_atomic_u64_store_release: same code as core_atomic_u64_store_release
    push {r4, r5, r11, lr}
    dmb ish
.L1:
    ldrexd r4, r5, [r0]
    strexd r1, r2, r3, [r0]
    cmp r1, #0
    bne .L1
    pop {r4, r5, r11, pc}

u64copy_store_dmb_ishst_variant:
    str r2, [r0]
    str r3, [r0, #4]
    dmb ishst
    str r2, [r0, #8]
    str r3, [r0, #12]
    bx lr

u64seq_load_with:
    push {r11, lr}
    sub sp, sp, #24
    str r1, [sp, #20]
    ldr r2, [r0]
    tst r2, #1
    bne .L1
    dmb ish
    ldr r12, [r0, #4]
    ldr r1, [r0, #8]
    ldr r3, [sp, #20]
    ldr lr, [r3, #100]
    dmb ish
    ldr r3, [r0]
    cmp r2, r3
    bne .L1
    eor r0, r12, lr
    add sp, sp, #24
    pop {r11, pc}
.L1:
    ldr r3, .L2
    mov r12, sp
    add r2, sp, #20
    mov r1, r0
.L3:
    add r3, pc, r3
    mov r0, r12
    bl _ZN7u64copy3seq6U64Seq19load_with_contended17hHASHE
    ldr r12, [sp]
    ldmib sp, {r1, lr}
    eor r0, r12, lr
    add sp, sp, #24
    pop {r11, pc}
.L2:

u64seq_try_load_with:
    push {r4, r5, r7, r8, r9, lr}
    ldr r3, [r1]
    mov r7, #0
    mov r4, #0
    tst r3, #1
    bne .L1
    dmb ish
    ldr r5, [r1, #4]
    ldr r9, [r1, #8]
    ldr r2, [r2, #100]
    dmb ish
    ldr r1, [r1]
    cmp r3, r1
    moveq r4, #1
    eoreq r8, r5, r2
    strdeq r8, r9, [r0, #8]
.L1:
    stm r0, {r4, r7}
    pop {r4, r5, r7, r8, r9, pc}

u64latch_load_with:
    push {r11, lr}
    sub sp, sp, #24
    str r1, [sp, #20]
    ldr r2, [r0]
    dmb ish
    and r1, r2, #1
    add r1, r0, r1, lsl #3
    ldr r12, [r1, #4]
    ldr r1, [r1, #8]
    ldr r3, [sp, #20]
    ldr lr, [r3, #100]
    dmb ish
    ldr r3, [r0]
    cmp r3, r2
    bne .L1
    eor r0, r12, lr
    add sp, sp, #24
    pop {r11, pc}
.L1:
    ldr r3, .L2
    mov r12, sp
    add r2, sp, #20
    mov r1, r0
.L3:
    add r3, pc, r3
    mov r0, r12
    bl _ZN7u64copy5latch8U64Latch19load_with_contended17hHASHE
    ldr r12, [sp]
    ldmib sp, {r1, lr}
    eor r0, r12, lr
    add sp, sp, #24
    pop {r11, pc}
.L2:

u64latch_try_load_with:
    push {r4, r5, r7, lr}
    ldr r4, [r1]
    dmb ish
    mov r7, #0
    and r3, r4, #1
    add r5, r1, r3, lsl #3
    ldr r3, [r5, #4]
    ldr r5, [r5, #8]
    ldr r2, [r2, #100]
    dmb ish
    ldr r1, [r1]
    cmp r1, r4
    mov r4, #0
    eoreq r4, r3, r2
    strdeq r4, r5, [r0, #8]
    moveq r4, #1
    stm r0, {r4, r7}
    pop {r4, r5, r7, pc}

u64seqpair_load_with:
    push {r4, r5, r11, lr}
    sub sp, sp, #32
    str r1, [sp, #28]
    ldr r4, [r0]
    tst r4, #1
    bne .L1
    dmb ish
    ldr r12, [r0, #4]
    ldr lr, [r0, #8]
    ldr r3, [r0, #12]
    ldr r1, [r0, #16]
    ldr r2, [sp, #28]
    ldr r2, [r2, #100]
    dmb ish
    ldr r5, [r0]
    cmp r4, r5
    bne .L1
.L2:
    eor r0, r3, r12
    eor r1, r1, lr
    eor r0, r0, r2
    add sp, sp, #32
    pop {r4, r5, r11, pc}
.L1:
    ldr r3, .L3
    mov r12, sp
    add r2, sp, #28
    mov r1, r0
.L4:
    add r3, pc, r3
    mov r0, r12
    bl _ZN7u64copy3seq20U64SeqArray$LT$_$GT$19load_with_contended17hHASHE
    ldr r3, [sp, #8]
    ldr r1, [sp, #12]
    ldr r2, [sp, #16]
    ldm sp, {r12, lr}
    b .L2
.L3:

u64seqpair_try_load_with:
    push {r5, r7, r8, r9, r11, lr}
    ldr r3, [r1]
    mov r9, #0
    mov r8, #0
    tst r3, #1
    bne .L1
    dmb ish
    ldr r12, [r1, #4]
    ldr r5, [r1, #8]
    ldr lr, [r1, #12]
    ldr r7, [r1, #16]
    ldr r2, [r2, #100]
    dmb ish
    ldr r1, [r1]
    cmp r3, r1
    bne .L1
    eor r2, r12, r2
    mov r8, #1
    eor r2, r2, lr
    eor r1, r5, r7
    str r2, [r0, #8]
    str r1, [r0, #12]
.L1:
    strd r8, r9, [r0]
    pop {r5, r7, r8, r9, r11, pc}

u64latchpair_load_with:
    push {r4, r5, r11, lr}
    sub sp, sp, #32
    str r1, [sp, #28]
    ldr r4, [r0]
    dmb ish
    and r1, r4, #1
    add r1, r0, r1, lsl #4
    ldr r12, [r1, #4]
    ldr lr, [r1, #8]
    ldr r3, [r1, #12]
    ldr r1, [r1, #16]
    ldr r2, [sp, #28]
    ldr r2, [r2, #100]
    dmb ish
    ldr r5, [r0]
    cmp r5, r4
    bne .L1
.L2:
    eor r0, r3, r12
    eor r1, r1, lr
    eor r0, r0, r2
    add sp, sp, #32
    pop {r4, r5, r11, pc}
.L1:
    ldr r3, .L3
    mov r12, sp
    add r2, sp, #28
    mov r1, r0
.L4:
    add r3, pc, r3
    mov r0, r12
    bl _ZN7u64copy5latch22U64LatchArray$LT$_$GT$19load_with_contended17hHASHE
    ldr r3, [sp, #8]
    ldr r1, [sp, #12]
    ldr r2, [sp, #16]
    ldm sp, {r12, lr}
    b .L2
.L3:

u64latchpair_try_load_with:
    push {r4, r5, r6, lr}
    ldr r5, [r1]
    dmb ish
    and r3, r5, #1
    add r4, r1, r3, lsl #4
    ldr r12, [r4, #4]
    ldr r3, [r4, #8]
    ldr lr, [r4, #12]
    ldr r4, [r4, #16]
    ldr r2, [r2, #100]
    dmb ish
    ldr r6, [r1]
    mov r1, #0
    cmp r6, r5
    mov r6, #0
    bne .L1
    eor r3, r3, r4
    eor r2, r12, r2
    mov r6, #1
    eor r2, r2, lr
    strd r2, r3, [r0, #8]
.L1:
    str r6, [r0]
    str r1, [r0, #4]
    pop {r4, r5, r6, pc}

u64copy_fetch_update:
    push {r11, lr}
    mov r12, r0
    ldr r0, [r0]
    ldr r1, [r12, #4]
    subs lr, r0, r2
    sbcs lr, r1, r3
    pophs {r11, pc}
.L1:
    str r2, [r12]
    str r3, [r12, #4]
    dmb ish
    str r2, [r12, #8]
    str r3, [r12, #12]
    pop {r11, pc}

u64seq_fetch_update:
    push {r11, lr}
    mov r12, r0
    ldr r0, [r0, #4]
    ldr r1, [r12, #8]
    subs lr, r0, r2
    sbcs lr, r1, r3
    pophs {r11, pc}
.L1:
    ldr lr, [r12]
    orr lr, lr, #1
    str lr, [r12]
    dmb ish
    str r2, [r12, #4]
    str r3, [r12, #8]
    add r2, lr, #1
    dmb ish
    str r2, [r12]
    pop {r11, pc}

u64latch_fetch_update:
    push {r4, r5, r11, lr}
    ldr r1, [r0]
    add lr, r0, #4
    and r1, r1, #1
    ldr r12, [lr, r1, lsl #3]
    add r1, lr, r1, lsl #3
    ldr r1, [r1, #4]
    subs r4, r12, r2
    sbcs r4, r1, r3
    bhs .L1
    ldr r4, [r0]
    dmb ish
    add r4, r4, #1
    and r5, r4, #1
    str r2, [lr, r5, lsl #3]
    add r2, lr, r5, lsl #3
    str r3, [r2, #4]
    dmb ish
    str r4, [r0]
.L1:
    mov r0, r12
    pop {r4, r5, r11, pc}

u64seqpair_fetch_update:
    push {r4, r5, r11, lr}
    ldr r1, [r0, #4]
    ldr r12, [r0, #8]
    ldr lr, [r0, #12]
    subs r5, r1, r2
    ldr r4, [r0, #16]
    sbcs r5, r12, r3
    bhs .L1
    ldr r5, [r0]
    orr r5, r5, #1
    str r5, [r0]
    dmb ish
    str r2, [r0, #4]
    mvn r2, r2
    str r3, [r0, #8]
    str r2, [r0, #12]
    mvn r2, r3
    str r2, [r0, #16]
    add r2, r5, #1
    dmb ish
    str r2, [r0]
.L1:
    eor r0, lr, r1
    eor r1, r4, r12
    pop {r4, r5, r11, pc}

u64latchpair_fetch_update:
    push {r4, r5, r6, r7, r11, lr}
    ldr r1, [r0]
    add r5, r0, #4
    and r1, r1, #1
    add r4, r5, r1, lsl #4
    ldr r12, [r5, r1, lsl #4]
    ldr r1, [r4, #4]
    ldr lr, [r4, #8]
    subs r6, r12, r2
    ldr r4, [r4, #12]
    sbcs r6, r1, r3
    bhs .L1
    ldr r6, [r0]
    dmb ish
    add r6, r6, #1
    and r7, r6, #1
    str r2, [r5, r7, lsl #4]
    add r5, r5, r7, lsl #4
    mvn r2, r2
    str r3, [r5, #4]
    str r2, [r5, #8]
    mvn r2, r3
    str r2, [r5, #12]
    dmb ish
    str r6, [r0]
.L1:
    eor r0, lr, r12
    eor r1, r4, r1
    pop {r4, r5, r6, r7, r11, pc}

