u64copy_load: same code as core_atomic_u64_load_relaxed
    ldr x0, [x0]
    ret

u64copy_try_load:
    mov x8, x0
    mov w0, #1
    ldr x1, [x8]
    ret

u64copy_store: same code as core_atomic_u64_store_relaxed
    str x1, [x0]
    ret

u64seq_load: same code as core_atomic_u64_load_relaxed
    ldr x0, [x0]
    ret

u64seq_try_load: same code as u64copy_try_load
    mov x8, x0
    mov w0, #1
    ldr x1, [x8]
    ret

u64seq_store: same code as core_atomic_u64_store_relaxed
    str x1, [x0]
    ret

u64latch_load: same code as core_atomic_u64_load_relaxed
    ldr x0, [x0]
    ret

u64latch_try_load: same code as u64copy_try_load
    mov x8, x0
    mov w0, #1
    ldr x1, [x8]
    ret

u64latch_store: same code as core_atomic_u64_store_relaxed
    str x1, [x0]
    ret

u64seqpair_load:
    ldr x10, [x0]
    tbnz w10, #0, .L1
    dmb ishld
    ldr x8, [x0, #8]
    ldr x9, [x0, #16]
    dmb ishld
    ldr x11, [x0]
    cmp x10, x11
    b.ne .L1
    eor x0, x9, x8
    ret
.L1:
    sub sp, sp, #32
    stp x29, x30, [sp, #16]
    add x29, sp, #16
    mov x8, sp
    bl _ZN7u64copy3seq20U64SeqArray$LT$_$GT$14load_contended17hHASHE
    ldp x8, x9, [sp]
    ldp x29, x30, [sp, #16]
    add sp, sp, #32
    eor x0, x9, x8
    ret

u64seqpair_try_load:
    ldr x8, [x0]
    tbnz w8, #0, .L1
    dmb ishld
    ldr x9, [x0, #8]
    ldr x10, [x0, #16]
    dmb ishld
    ldr x11, [x0]
    eor x9, x10, x9
    cmp x8, x11
    cset w0, eq
    csel x1, x9, xzr, eq
    ret
.L1:
    mov x0, xzr
    ret

u64seqpair_store:
    ldr x8, [x0]
    mvn x9, x1
    orr x8, x8, #0x1
    str x8, [x0]
    add x8, x8, #1
    dmb ish
    str x1, [x0, #8]
    str x9, [x0, #16]
    dmb ish
    str x8, [x0]
    ret

u64latchpair_load:
    ldr x10, [x0]
    dmb ishld
    and x8, x10, #0x1
    add x9, x0, x8, lsl #4
    ldr x8, [x9, #8]
    ldr x9, [x9, #16]
    dmb ishld
    ldr x11, [x0]
    cmp x11, x10
    b.ne .L1
    eor x0, x9, x8
    ret
.L1:
    sub sp, sp, #32
    stp x29, x30, [sp, #16]
    add x29, sp, #16
    mov x8, sp
    bl _ZN7u64copy5latch22U64LatchArray$LT$_$GT$14load_contended17hHASHE
    ldp x8, x9, [sp]
    ldp x29, x30, [sp, #16]
    add sp, sp, #32
    eor x0, x9, x8
    ret

u64latchpair_try_load:
    ldr x8, [x0]
    dmb ishld
    and x9, x8, #0x1
    add x9, x0, x9, lsl #4
    ldr x10, [x9, #8]
    ldr x9, [x9, #16]
    dmb ishld
    ldr x11, [x0]
    eor x1, x9, x10
    cmp x11, x8
    cset w0, eq
    ret

u64latchpair_store:
    ldr x8, [x0]
    mvn x10, x1
    dmb ish
    add x8, x8, #1
    and x9, x8, #0x1
    add x9, x0, x9, lsl #4
    str x1, [x9, #8]
    str x10, [x9, #16]
    dmb ish
    str x8, [x0]
    ret

core_atomic_u64_load_relaxed:
    ldr x0, [x0]
    ret

core_atomic_u64_store_relaxed:
    str x1, [x0]
    ret

core_atomic_u64_load_acquire:
    ldar x0, [x0]
    ret

core_atomic_u64_store_release:
    stlr x1, [x0]
    ret

portable_atomic_u64_load_relaxed: same code as core_atomic_u64_load_relaxed
    ldr x0, [x0]
    ret

portable_atomic_u64_store_relaxed: same code as core_atomic_u64_store_relaxed
    str x1, [x0]
    ret

portable_atomic_u64_load_acquire: same code as core_atomic_u64_load_acquire
    ldar x0, [x0]
    ret

portable_atomic_u64_store_release: same code as core_atomic_u64_store_release
    stlr x1, [x0]
    ret

