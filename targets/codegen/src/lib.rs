//! `#[no_mangle]` probes: one function per operation, each compiled with the operation
//! inlined, so that `check.sh` can read, snapshot and check the code a user's crate gets.
//!
//! Probes named `control_*` are deliberately broken variants; `check.sh --self-test` shows
//! that the checks reject them.
#![no_std]
#![cfg_attr(target_os = "none", no_main)]

use core::sync::atomic::{fence, AtomicU32, Ordering};
use u64copy::{U64Copy, U64Latch, U64LatchArray, U64Seq, U64SeqArray};

#[no_mangle]
pub fn u64copy_load(cell: &U64Copy) -> u64 {
    cell.load()
}

#[no_mangle]
pub fn u64copy_try_load(cell: &U64Copy) -> Option<u64> {
    cell.try_load()
}

#[no_mangle]
pub fn u64copy_store(cell: &U64Copy, value: u64) {
    cell.store(value);
}

#[no_mangle]
pub fn u64seq_load(cell: &U64Seq) -> u64 {
    cell.load()
}

#[no_mangle]
pub fn u64seq_try_load(cell: &U64Seq) -> Option<u64> {
    cell.try_load()
}

#[no_mangle]
pub fn u64seq_store(cell: &U64Seq, value: u64) {
    cell.store(value);
}

#[no_mangle]
pub fn u64latch_load(cell: &U64Latch) -> u64 {
    cell.load()
}

#[no_mangle]
pub fn u64latch_try_load(cell: &U64Latch) -> Option<u64> {
    cell.try_load()
}

#[no_mangle]
pub fn u64latch_store(cell: &U64Latch, value: u64) {
    cell.store(value);
}

// `load_acquire` / `store_release` (publication): on U64Seq, U64Latch and the groups; U64Copy has
// neither.

#[no_mangle]
pub fn u64seq_load_acquire(cell: &U64Seq) -> u64 {
    cell.load_acquire()
}

#[no_mangle]
pub fn u64seq_store_release(cell: &U64Seq, value: u64) {
    cell.store_release(value);
}

#[no_mangle]
pub fn u64latch_load_acquire(cell: &U64Latch) -> u64 {
    cell.load_acquire()
}

#[no_mangle]
pub fn u64latch_store_release(cell: &U64Latch, value: u64) {
    cell.store_release(value);
}

// The groups, over a pair. A pair is returned as the xor of its values, and stored as a value
// and its complement, so that the probes take and return registers only: no stack or caller's
// buffer among the cell's accesses.

#[no_mangle]
pub fn u64seqpair_load(cell: &U64SeqArray<2>) -> u64 {
    let [a, b] = cell.load();
    a ^ b
}

#[no_mangle]
pub fn u64seqpair_try_load(cell: &U64SeqArray<2>) -> Option<u64> {
    cell.try_load().map(|[a, b]| a ^ b)
}

#[no_mangle]
pub fn u64seqpair_store(cell: &U64SeqArray<2>, value: u64) {
    cell.store([value, !value]);
}

#[no_mangle]
pub fn u64latchpair_load(cell: &U64LatchArray<2>) -> u64 {
    let [a, b] = cell.load();
    a ^ b
}

#[no_mangle]
pub fn u64latchpair_try_load(cell: &U64LatchArray<2>) -> Option<u64> {
    cell.try_load().map(|[a, b]| a ^ b)
}

#[no_mangle]
pub fn u64latchpair_store(cell: &U64LatchArray<2>, value: u64) {
    cell.store([value, !value]);
}

#[no_mangle]
pub fn u64seqpair_load_acquire(cell: &U64SeqArray<2>) -> u64 {
    let [a, b] = cell.load_acquire();
    a ^ b
}

#[no_mangle]
pub fn u64seqpair_store_release(cell: &U64SeqArray<2>, value: u64) {
    cell.store_release([value, !value]);
}

#[no_mangle]
pub fn u64latchpair_load_acquire(cell: &U64LatchArray<2>) -> u64 {
    let [a, b] = cell.load_acquire();
    a ^ b
}

#[no_mangle]
pub fn u64latchpair_store_release(cell: &U64LatchArray<2>, value: u64) {
    cell.store_release([value, !value]);
}

/// A timer's registers, its count at offset 100: the `f` of the `load_with` probes reads it,
/// a stand-in for a hardware counter read inside the attempt. check.py tells `f`'s load from
/// the cell's by that offset, which no cell access has.
#[repr(C)]
pub struct Timer {
    _registers: [u32; 25],
    pub count: AtomicU32,
}

/// `f`: one 32-bit load, Relaxed (the attempt's fences order it, as they order a device read).
#[inline(always)]
fn count(timer: &Timer) -> u32 {
    timer.count.load(Ordering::Relaxed)
}

// `load_with` and `try_load_with`, the value and the count returned as their xor.

#[no_mangle]
pub fn u64seq_load_with(cell: &U64Seq, timer: &Timer) -> u64 {
    let (value, count) = cell.load_with(|| count(timer));
    value ^ u64::from(count)
}

#[no_mangle]
pub fn u64seq_try_load_with(cell: &U64Seq, timer: &Timer) -> Option<u64> {
    cell.try_load_with(|| count(timer))
        .map(|(value, count)| value ^ u64::from(count))
}

#[no_mangle]
pub fn u64latch_load_with(cell: &U64Latch, timer: &Timer) -> u64 {
    let (value, count) = cell.load_with(|| count(timer));
    value ^ u64::from(count)
}

#[no_mangle]
pub fn u64latch_try_load_with(cell: &U64Latch, timer: &Timer) -> Option<u64> {
    cell.try_load_with(|| count(timer))
        .map(|(value, count)| value ^ u64::from(count))
}

#[no_mangle]
pub fn u64seqpair_load_with(cell: &U64SeqArray<2>, timer: &Timer) -> u64 {
    let ([a, b], count) = cell.load_with(|| count(timer));
    a ^ b ^ u64::from(count)
}

#[no_mangle]
pub fn u64seqpair_try_load_with(cell: &U64SeqArray<2>, timer: &Timer) -> Option<u64> {
    cell.try_load_with(|| count(timer))
        .map(|([a, b], count)| a ^ b ^ u64::from(count))
}

#[no_mangle]
pub fn u64latchpair_load_with(cell: &U64LatchArray<2>, timer: &Timer) -> u64 {
    let ([a, b], count) = cell.load_with(|| count(timer));
    a ^ b ^ u64::from(count)
}

#[no_mangle]
pub fn u64latchpair_try_load_with(cell: &U64LatchArray<2>, timer: &Timer) -> Option<u64> {
    cell.try_load_with(|| count(timer))
        .map(|([a, b], count)| a ^ b ^ u64::from(count))
}

// `fetch_update`: the writer's read, and a store only if the value grows (`value` is larger);
// the previous value returned either way.

#[no_mangle]
pub fn u64copy_fetch_update(cell: &U64Copy, value: u64) -> u64 {
    match cell.fetch_update(|previous| (previous < value).then_some(value)) {
        Ok(previous) | Err(previous) => previous,
    }
}

#[no_mangle]
pub fn u64seq_fetch_update(cell: &U64Seq, value: u64) -> u64 {
    match cell.fetch_update(|previous| (previous < value).then_some(value)) {
        Ok(previous) | Err(previous) => previous,
    }
}

#[no_mangle]
pub fn u64latch_fetch_update(cell: &U64Latch, value: u64) -> u64 {
    match cell.fetch_update(|previous| (previous < value).then_some(value)) {
        Ok(previous) | Err(previous) => previous,
    }
}

#[no_mangle]
pub fn u64seqpair_fetch_update(cell: &U64SeqArray<2>, value: u64) -> u64 {
    match cell.fetch_update(|[a, _]| (a < value).then_some([value, !value])) {
        Ok([a, b]) | Err([a, b]) => a ^ b,
    }
}

#[no_mangle]
pub fn u64latchpair_fetch_update(cell: &U64LatchArray<2>, value: u64) -> u64 {
    match cell.fetch_update(|[a, _]| (a < value).then_some([value, !value])) {
        Ok([a, b]) | Err([a, b]) => a ^ b,
    }
}

/// `core`'s `AtomicU64`, where the target has one.
#[cfg(target_has_atomic = "64")]
mod core_atomic {
    use core::sync::atomic::{AtomicU64, Ordering};

    #[no_mangle]
    pub fn core_atomic_u64_load_relaxed(atomic: &AtomicU64) -> u64 {
        atomic.load(Ordering::Relaxed)
    }

    #[no_mangle]
    pub fn core_atomic_u64_store_relaxed(atomic: &AtomicU64, value: u64) {
        atomic.store(value, Ordering::Relaxed);
    }

    #[no_mangle]
    pub fn core_atomic_u64_load_acquire(atomic: &AtomicU64) -> u64 {
        atomic.load(Ordering::Acquire)
    }

    #[no_mangle]
    pub fn core_atomic_u64_store_release(atomic: &AtomicU64, value: u64) {
        atomic.store(value, Ordering::Release);
    }
}

/// `portable_atomic::AtomicU64` with default features (plus `critical-section` on
/// thumbv6m, where it has no `AtomicU64` otherwise); in the `+single_core` entries built
/// with `--cfg portable_atomic_unsafe_assume_single_core` (interrupts masked).
mod portable {
    use portable_atomic::{AtomicU64, Ordering};

    #[no_mangle]
    pub fn portable_atomic_u64_load_relaxed(atomic: &AtomicU64) -> u64 {
        atomic.load(Ordering::Relaxed)
    }

    #[no_mangle]
    pub fn portable_atomic_u64_store_relaxed(atomic: &AtomicU64, value: u64) {
        atomic.store(value, Ordering::Relaxed);
    }

    #[no_mangle]
    pub fn portable_atomic_u64_load_acquire(atomic: &AtomicU64) -> u64 {
        atomic.load(Ordering::Acquire)
    }

    #[no_mangle]
    pub fn portable_atomic_u64_store_release(atomic: &AtomicU64, value: u64) {
        atomic.store(value, Ordering::Release);
    }
}

/// What `U64Copy::store` would compile to with the kernel's `smp_wmb()` on ARMv7
/// (`dmb ishst`, store-store only) in place of the Release fence (`dmb ish`). Not used by
/// the crate: see targets/codegen/README.md, "ARM barriers".
#[cfg(all(target_arch = "arm", target_os = "linux"))]
mod dmb_ishst {
    use core::sync::atomic::{AtomicU32, Ordering::Relaxed};

    /// `U64Copy`'s 32-bit layout: the value halves, then the copy halves.
    #[repr(C, align(16))]
    pub struct SplitCopy {
        value_lo: AtomicU32,
        value_hi: AtomicU32,
        copy_lo: AtomicU32,
        copy_hi: AtomicU32,
    }

    #[no_mangle]
    pub fn u64copy_store_dmb_ishst_variant(cell: &SplitCopy, value: u64) {
        cell.value_lo.store(value as u32, Relaxed);
        cell.value_hi.store((value >> 32) as u32, Relaxed);
        // SAFETY: a barrier instruction; it touches no memory or register that Rust sees.
        // Without `nomem` the asm block is also a compiler barrier, so the compiler cannot
        // move the stores across it.
        unsafe { core::arch::asm!("dmb ishst", options(nostack, preserves_flags)) };
        cell.copy_lo.store(value as u32, Relaxed);
        cell.copy_hi.store((value >> 32) as u32, Relaxed);
    }
}

/// Code size (check.sh's size table, bare-metal entries): each operation at a call site, on a
/// static, beside the peers: `core`'s `AtomicU64` where the target has one, portable-atomic's,
/// and a `critical_section::Mutex<Cell<u64>>` (cortex-m's or riscv's single-core implementation).
/// A pair is loaded as the xor of its values and stored as a value and its complement, as above.
mod size {
    use super::*;

    static COPY: U64Copy = U64Copy::new(0);
    static SEQ: U64Seq = U64Seq::new(0);
    pub(crate) static LATCH: U64Latch = U64Latch::new(0);
    static SEQ_PAIR: U64SeqArray<2> = U64SeqArray::new([0; 2]);
    static LATCH_PAIR: U64LatchArray<2> = U64LatchArray::new([0; 2]);
    static PORTABLE: portable_atomic::AtomicU64 = portable_atomic::AtomicU64::new(0);

    macro_rules! probes {
        ($($load:ident, $store:ident: $cell:ident;)*) => {$(
            #[no_mangle]
            pub fn $load() -> u64 {
                $cell.load()
            }

            #[no_mangle]
            pub fn $store(value: u64) {
                $cell.store(value);
            }
        )*};
    }
    probes! {
        size_u64copy_load, size_u64copy_store: COPY;
        size_u64seq_load, size_u64seq_store: SEQ;
        size_u64latch_load, size_u64latch_store: LATCH;
    }

    #[no_mangle]
    pub fn size_u64seqpair_load() -> u64 {
        let [a, b] = SEQ_PAIR.load();
        a ^ b
    }

    #[no_mangle]
    pub fn size_u64seqpair_store(value: u64) {
        SEQ_PAIR.store([value, !value]);
    }

    #[no_mangle]
    pub fn size_u64latchpair_load() -> u64 {
        let [a, b] = LATCH_PAIR.load();
        a ^ b
    }

    #[no_mangle]
    pub fn size_u64latchpair_store(value: u64) {
        LATCH_PAIR.store([value, !value]);
    }

    #[no_mangle]
    pub fn size_portable_atomic_u64_load() -> u64 {
        PORTABLE.load(portable_atomic::Ordering::Relaxed)
    }

    #[no_mangle]
    pub fn size_portable_atomic_u64_store(value: u64) {
        PORTABLE.store(value, portable_atomic::Ordering::Relaxed);
    }

    #[cfg(target_has_atomic = "64")]
    static CORE: core::sync::atomic::AtomicU64 = core::sync::atomic::AtomicU64::new(0);

    #[cfg(target_has_atomic = "64")]
    #[no_mangle]
    pub fn size_core_atomic_u64_load() -> u64 {
        CORE.load(Ordering::Relaxed)
    }

    #[cfg(target_has_atomic = "64")]
    #[no_mangle]
    pub fn size_core_atomic_u64_store(value: u64) {
        CORE.store(value, Ordering::Relaxed);
    }

    #[cfg(target_os = "none")]
    static LOCKED: critical_section::Mutex<core::cell::Cell<u64>> =
        critical_section::Mutex::new(core::cell::Cell::new(0));

    #[cfg(target_os = "none")]
    #[no_mangle]
    pub fn size_critical_section_load() -> u64 {
        critical_section::with(|cs| LOCKED.borrow(cs).get())
    }

    #[cfg(target_os = "none")]
    #[no_mangle]
    pub fn size_critical_section_store(value: u64) {
        critical_section::with(|cs| LOCKED.borrow(cs).set(value));
    }
}

/// `size_of` and `align_of` of each type, read by check.sh from the data of these statics.
mod layout {
    use super::*;
    use core::mem::{align_of, size_of};

    macro_rules! layout {
        ($($name:ident: $type:ty;)*) => {$(
            #[no_mangle]
            pub static $name: [u32; 2] = [size_of::<$type>() as u32, align_of::<$type>() as u32];
        )*};
    }
    layout! {
        LAYOUT_U64COPY: U64Copy;
        LAYOUT_U64SEQ: U64Seq;
        LAYOUT_U64LATCH: U64Latch;
        LAYOUT_U64SEQPAIR: U64SeqArray<2>;
        LAYOUT_U64LATCHPAIR: U64LatchArray<2>;
    }
}

/// Negative control: a load whose retry loop is in the caller (a loop on `try_load`).
#[no_mangle]
pub fn control_size_u64latch_load_inline_retry() -> u64 {
    loop {
        if let Some(value) = size::LATCH.try_load() {
            return value;
        }
        core::hint::spin_loop();
    }
}

/// Negative control: one fence too many.
#[no_mangle]
pub fn control_u64copy_store_then_fence(cell: &U64Copy, value: u64) {
    cell.store(value);
    fence(Ordering::SeqCst);
}

/// Negative control: a latch whose load has one fence too many.
#[no_mangle]
pub fn control_u64latch_load_then_fence(cell: &U64Latch) -> u64 {
    let value = cell.load();
    fence(Ordering::SeqCst);
    value
}

/// Negative control: a latch pair whose store has one fence too many.
#[no_mangle]
pub fn control_u64latchpair_store_then_fence(cell: &U64LatchArray<2>, value: u64) {
    cell.store([value, !value]);
    fence(Ordering::SeqCst);
}

/// Negative control: a call in the load path.
#[no_mangle]
pub fn control_u64copy_load_then_call(cell: &U64Copy) -> u64 {
    let value = cell.load();
    opaque(value)
}

/// Negative control: `f` called after the attempt, not inside it (a `load`, then `f`).
#[no_mangle]
pub fn control_u64latch_load_with_f_after(cell: &U64Latch, timer: &Timer) -> u64 {
    let value = cell.load();
    value ^ u64::from(count(timer))
}

/// Negative control: two attempts inline before the retry (a `try_load_with`, then `load_with`).
#[no_mangle]
pub fn control_u64seq_load_with_two_attempts(cell: &U64Seq, timer: &Timer) -> u64 {
    let (value, count) = match cell.try_load_with(|| count(timer)) {
        Some(loaded) => loaded,
        None => cell.load_with(|| count(timer)),
    };
    value ^ u64::from(count)
}

/// Negative control: a writer's read through `load` (its barriers, Acquire, its retry), then
/// the store.
#[no_mangle]
pub fn control_u64seq_fetch_update_by_load(cell: &U64Seq, value: u64) -> u64 {
    let previous = cell.load();
    if previous < value {
        cell.store(value);
    }
    previous
}

/// Negative control: `load` followed by an Acquire fence (a `load` that orders more than the
/// value, where that fence is an instruction).
#[no_mangle]
pub fn control_u64copy_load_then_acquire_fence(cell: &U64Copy) -> u64 {
    let value = cell.load();
    fence(Ordering::Acquire);
    value
}

/// `U64Copy`'s layout on the split backends: the value's halves, then the copy's.
#[repr(C)]
pub struct SplitCopy {
    value: [AtomicU32; 2],
    copy: [AtomicU32; 2],
}

/// Negative control: a `U64Copy::store` that writes the copy before the value, with the
/// crate's barrier between them (a compiler fence in the single-core builds).
#[no_mangle]
pub fn control_u64copy_store_copy_first(cell: &SplitCopy, value: u64) {
    cell.copy[0].store(value as u32, Ordering::Relaxed);
    cell.copy[1].store((value >> 32) as u32, Ordering::Relaxed);
    #[cfg(not(u64copy_single_core))]
    fence(Ordering::Release);
    #[cfg(u64copy_single_core)]
    core::sync::atomic::compiler_fence(Ordering::Release);
    cell.value[0].store(value as u32, Ordering::Relaxed);
    cell.value[1].store((value >> 32) as u32, Ordering::Relaxed);
}

#[inline(never)]
fn opaque(value: u64) -> u64 {
    core::hint::black_box(value)
}

#[cfg(target_os = "none")]
#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    loop {}
}
