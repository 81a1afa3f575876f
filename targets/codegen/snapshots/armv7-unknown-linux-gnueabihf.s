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

