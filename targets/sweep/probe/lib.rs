//! The layout of u64copy's five types on the target being built: `(size, alignment)` of
//! `U64Copy`, `U64Seq`, `U64Latch`, `U64SeqArray<2>` and `U64LatchArray<2>`, in that order,
//! one byte each (none is over 255). targets/sweep/sweep.sh reads the bytes back from the
//! LLVM IR of this crate (`cargo rustc --lib -- --emit=llvm-ir`), which spells a byte array
//! the same on every target and needs no object-file reader for the target's format.
//! And `U64Copy::load` and `store` beside `AtomicU64`'s, for `sweep.sh --load` (below).
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

/// `U64Copy::store` as a user's crate gets it, for `sweep.sh --load`.
#[no_mangle]
pub fn u64copy_sweep_store(cell: &U64Copy, value: u64) {
    cell.store(value);
}

/// A plain (not atomic) read, for `sweep.sh --load`: an instruction that the target puts in
/// every load (x86_64-fortanix-unknown-sgx's `lfence`, its LVI hardening) is no ordering.
#[no_mangle]
pub fn u64copy_sweep_plain(value: &u64) -> u64 {
    *value
}

/// The references of `sweep.sh --load`: `AtomicU64`'s Relaxed load and store, from whose code
/// the sweep expects a backend (native where each is one plain access) and which
/// `U64Copy::load` and `store` must equal on the native backend, and its Acquire load, the
/// control that the same check rejects where Acquire is more than a load. Wherever core has
/// `AtomicU64` (the sweep passes `--cfg u64copy_sweep_atomic64` where nightly's `--print cfg`
/// has `target_has_atomic_load_store="64"`, which stable hides: riscv64im has no
/// compare-and-swap).
#[cfg(any(target_has_atomic = "64", u64copy_sweep_atomic64))]
mod reference {
    use core::sync::atomic::{AtomicU64, Ordering};

    #[no_mangle]
    pub fn u64copy_sweep_relaxed(atomic: &AtomicU64) -> u64 {
        atomic.load(Ordering::Relaxed)
    }

    #[no_mangle]
    pub fn u64copy_sweep_relaxed_store(atomic: &AtomicU64, value: u64) {
        atomic.store(value, Ordering::Relaxed);
    }

    #[no_mangle]
    pub fn u64copy_sweep_acquire(atomic: &AtomicU64) -> u64 {
        atomic.load(Ordering::Acquire)
    }
}
