//! `#[no_mangle]` probes: one function per operation, each compiled with the operation
//! inlined, so that `check.sh` can read, snapshot and check the code a user's crate gets.
//!
//! Probes named `control_*` are deliberately broken variants; `check.sh --self-test` shows
//! that the checks reject them.
#![no_std]
#![cfg_attr(target_os = "none", no_main)]

use core::sync::atomic::{fence, Ordering};
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
/// the crate: see targets/README.md, "ARM barriers".
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

#[inline(never)]
fn opaque(value: u64) -> u64 {
    core::hint::black_box(value)
}

#[cfg(target_os = "none")]
#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    loop {}
}
