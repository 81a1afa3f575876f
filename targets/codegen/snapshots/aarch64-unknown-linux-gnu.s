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
    b .L1
.L2:
    isb
.L1:
    ldr w10, [x0]
    tbnz w10, #0, .L2
    dmb ishld
    ldr x8, [x0, #8]
    ldr x9, [x0, #16]
    dmb ishld
    ldr w11, [x0]
    cmp w10, w11
    b.ne .L2
    eor x0, x9, x8
    ret

u64seqpair_try_load:
    ldr w8, [x0]
    tbnz w8, #0, .L1
    dmb ishld
    ldr x9, [x0, #8]
    ldr x10, [x0, #16]
    dmb ishld
    ldr w11, [x0]
    eor x1, x10, x9
    cmp w8, w11
    cset w0, eq
    ret
.L1:
    mov x0, xzr
    ret

u64seqpair_store:
    ldr w8, [x0]
    mvn x9, x1
    orr w8, w8, #0x1
    str w8, [x0]
    add w8, w8, #1
    dmb ish
    str x1, [x0, #8]
    str x9, [x0, #16]
    dmb ish
    str w8, [x0]
    ret

u64latchpair_load:
    ldr w11, [x0]
    add x9, x0, #8
    and x8, x11, #0x1
.L1:
    add x10, x9, x8, lsl #4
    dmb ishld
    ldr x8, [x10]
    ldr x10, [x10, #8]
    dmb ishld
    ldr w12, [x0]
    cmp w12, w11
    b.eq .L2
    isb
    ldr w11, [x0]
    and x8, x11, #0x1
    b .L1
.L2:
    eor x0, x10, x8
    ret

u64latchpair_try_load:
    ldr w8, [x0]
    dmb ishld
    and x9, x8, #0x1
    add x9, x0, x9, lsl #4
    ldr x10, [x9, #8]
    ldr x9, [x9, #16]
    dmb ishld
    ldr w11, [x0]
    eor x1, x9, x10
    cmp w11, w8
    cset w0, eq
    ret

u64latchpair_store:
    ldr w8, [x0]
    mvn x10, x1
    dmb ish
    add w8, w8, #1
    and w9, w8, #0x1
    add x9, x0, w9, uxtw #4
    str x1, [x9, #8]
    str x10, [x9, #16]
    dmb ish
    str w8, [x0]
    ret

u64seq_load_acquire: same code as core_atomic_u64_load_acquire
    ldar x0, [x0]
    ret

u64seq_store_release: same code as core_atomic_u64_store_release
    stlr x1, [x0]
    ret

u64latch_load_acquire: same code as core_atomic_u64_load_acquire
    ldar x0, [x0]
    ret

u64latch_store_release: same code as core_atomic_u64_store_release
    stlr x1, [x0]
    ret

u64seqpair_load_acquire: same code as u64seqpair_load
    b .L1
.L2:
    isb
.L1:
    ldr w10, [x0]
    tbnz w10, #0, .L2
    dmb ishld
    ldr x8, [x0, #8]
    ldr x9, [x0, #16]
    dmb ishld
    ldr w11, [x0]
    cmp w10, w11
    b.ne .L2
    eor x0, x9, x8
    ret

u64seqpair_store_release: same code as u64seqpair_store
    ldr w8, [x0]
    mvn x9, x1
    orr w8, w8, #0x1
    str w8, [x0]
    add w8, w8, #1
    dmb ish
    str x1, [x0, #8]
    str x9, [x0, #16]
    dmb ish
    str w8, [x0]
    ret

u64latchpair_load_acquire: same code as u64latchpair_load
    ldr w11, [x0]
    add x9, x0, #8
    and x8, x11, #0x1
.L1:
    add x10, x9, x8, lsl #4
    dmb ishld
    ldr x8, [x10]
    ldr x10, [x10, #8]
    dmb ishld
    ldr w12, [x0]
    cmp w12, w11
    b.eq .L2
    isb
    ldr w11, [x0]
    and x8, x11, #0x1
    b .L1
.L2:
    eor x0, x10, x8
    ret

u64latchpair_store_release: same code as u64latchpair_store
    ldr w8, [x0]
    mvn x10, x1
    dmb ish
    add w8, w8, #1
    and w9, w8, #0x1
    add x9, x0, w9, uxtw #4
    str x1, [x9, #8]
    str x10, [x9, #16]
    dmb ish
    str w8, [x0]
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

u64seq_load_with: same code as u64latch_load_with
    ldar x8, [x0]
    ldr w9, [x1, #100]
    dmb ishld
    ldr x10, [x0]
    cmp x8, x10
    b.eq .L1
.L2:
    isb
    ldar x8, [x0]
    ldr w9, [x1, #100]
    dmb ishld
    ldr x10, [x0]
    cmp x8, x10
    b.ne .L2
.L1:
    mov w9, w9
    eor x0, x8, x9
    ret

u64seq_try_load_with: same code as u64latch_try_load_with
    ldar x8, [x0]
    ldr w9, [x1, #100]
    dmb ishld
    ldr x10, [x0]
    eor x1, x8, x9
    cmp x8, x10
    cset w0, eq
    ret

u64latch_load_with:
    ldar x8, [x0]
    ldr w9, [x1, #100]
    dmb ishld
    ldr x10, [x0]
    cmp x8, x10
    b.eq .L1
.L2:
    isb
    ldar x8, [x0]
    ldr w9, [x1, #100]
    dmb ishld
    ldr x10, [x0]
    cmp x8, x10
    b.ne .L2
.L1:
    mov w9, w9
    eor x0, x8, x9
    ret

u64latch_try_load_with:
    ldar x8, [x0]
    ldr w9, [x1, #100]
    dmb ishld
    ldr x10, [x0]
    eor x1, x8, x9
    cmp x8, x10
    cset w0, eq
    ret

u64seqpair_load_with:
    b .L1
.L2:
    isb
.L1:
    ldr w11, [x0]
    tbnz w11, #0, .L2
    dmb ishld
    ldr x8, [x0, #8]
    ldr x9, [x0, #16]
    ldr w10, [x1, #100]
    dmb ishld
    ldr w12, [x0]
    cmp w11, w12
    b.ne .L2
    mov w10, w10
    eor x8, x9, x8
    eor x0, x8, x10
    ret

u64seqpair_try_load_with:
    ldr w8, [x0]
    tbnz w8, #0, .L1
    dmb ishld
    ldr x9, [x0, #8]
    ldr x10, [x0, #16]
    ldr w11, [x1, #100]
    dmb ishld
    ldr w12, [x0]
    eor x9, x10, x9
    cmp w8, w12
    eor x8, x9, x11
    csel x1, x8, x8, ne
    cset x0, eq
    ret
.L1:
    mov x0, xzr
    ret

u64latchpair_load_with:
    ldr w12, [x0]
    add x11, x0, #8
.L1:
    and x8, x12, #0x1
    dmb ishld
    add x9, x11, x8, lsl #4
    ldr x8, [x9]
    ldr x9, [x9, #8]
    ldr w10, [x1, #100]
    dmb ishld
    ldr w13, [x0]
    cmp w13, w12
    b.eq .L2
    isb
    ldr w12, [x0]
    b .L1
.L2:
    mov w10, w10
    eor x9, x9, x10
    eor x0, x9, x8
    ret

u64latchpair_try_load_with:
    ldr w8, [x0]
    dmb ishld
    and x9, x8, #0x1
    add x9, x0, x9, lsl #4
    ldr x10, [x9, #8]
    ldr x9, [x9, #16]
    ldr w11, [x1, #100]
    dmb ishld
    ldr w12, [x0]
    cmp w12, w8
    eor x8, x9, x10
    cset w0, eq
    eor x1, x8, x11
    ret

u64copy_fetch_update:
    mov x8, x0
    ldr x0, [x0]
    cmp x0, x1
    b.hs .L1
    str x1, [x8]
.L1:
    ret

u64seq_fetch_update: same code as u64copy_fetch_update
    mov x8, x0
    ldr x0, [x0]
    cmp x0, x1
    b.hs .L1
    str x1, [x8]
.L1:
    ret

u64latch_fetch_update: same code as u64copy_fetch_update
    mov x8, x0
    ldr x0, [x0]
    cmp x0, x1
    b.hs .L1
    str x1, [x8]
.L1:
    ret

u64seqpair_fetch_update:
    ldr x8, [x0, #8]
    ldr x9, [x0, #16]
    cmp x8, x1
    b.hs .L1
    ldr w10, [x0]
    mvn x11, x1
    orr w10, w10, #0x1
    str w10, [x0]
    add w10, w10, #1
    dmb ish
    str x1, [x0, #8]
    str x11, [x0, #16]
    dmb ish
    str w10, [x0]
.L1:
    eor x0, x9, x8
    ret

u64latchpair_fetch_update:
    ldr w8, [x0]
    add x10, x0, #8
    and x8, x8, #0x1
    add x9, x10, x8, lsl #4
    ldr x8, [x9]
    ldr x9, [x9, #8]
    cmp x8, x1
    b.hs .L1
    ldr w11, [x0]
    dmb ish
    add w11, w11, #1
    and w12, w11, #0x1
    add x10, x10, w12, uxtw #4
    mvn x12, x1
    str x1, [x10]
    str x12, [x10, #8]
    dmb ish
    str w11, [x0]
.L1:
    eor x0, x9, x8
    ret

