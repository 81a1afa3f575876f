//! The layout of u64copy's five types on the target being built: `(size, alignment)` of
//! `U64Copy`, `U64Seq`, `U64Latch`, `U64SeqArray<2>` and `U64LatchArray<2>`, in that order,
//! one byte each (none is over 255). targets/sweep/sweep.sh reads the bytes back from the
//! LLVM IR of this crate (`cargo rustc --lib -- --emit=llvm-ir`), which spells a byte array
//! the same on every target and needs no object-file reader for the target's format.
//! And `U64Copy::load` beside `AtomicU64`'s loads, for `sweep.sh --load` (below).
#![no_std]

use core::mem::{align_of, size_of};
use u64copy::{U64Copy, U64Latch, U64LatchArray, U64Seq, U64SeqArray};

macro_rules! layout {
    ($($cell:ty),*) => {
        [$(size_of::<$cell>() as u8, align_of::<$cell>() as u8),*]
    };
}

#[no_mangle]
pub static U64COPY_SWEEP_LAYOUT: [u8; 10] =
    layout!(U64Copy, U64Seq, U64Latch, U64SeqArray<2>, U64LatchArray<2>);

/// `U64Copy::load` as a user's crate gets it, for `sweep.sh --load`, which reads its
/// instructions from this crate's release assembly (`--emit=asm`).
#[no_mangle]
pub fn u64copy_sweep_load(cell: &U64Copy) -> u64 {
    cell.load()
}

/// A plain (not atomic) read, for `sweep.sh --load`: an instruction that the target puts in
/// every load (x86_64-fortanix-unknown-sgx's `lfence`, its LVI hardening) is no ordering.
#[no_mangle]
pub fn u64copy_sweep_plain(value: &u64) -> u64 {
    *value
}

/// The references of `sweep.sh --load`: `AtomicU64`'s Relaxed load, which `U64Copy::load`
/// must equal on the native backend, and its Acquire load, the control that the same check
/// rejects where Acquire is more than a load.
#[cfg(target_has_atomic = "64")]
mod reference {
    use core::sync::atomic::{AtomicU64, Ordering};

    #[no_mangle]
    pub fn u64copy_sweep_relaxed(atomic: &AtomicU64) -> u64 {
        atomic.load(Ordering::Relaxed)
    }

    #[no_mangle]
    pub fn u64copy_sweep_acquire(atomic: &AtomicU64) -> u64 {
        atomic.load(Ordering::Acquire)
    }
}
