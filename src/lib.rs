//! A `u64` that 32-bit targets can share between one writer and lock-free readers without
//! torn reads: the Linux scheduler's value+copy pattern ([`U64Copy`]) and the seqcount of
//! `u64_stats_sync` ([`U64Seq`]), with one API.
//!
//! On a 32-bit machine a `u64` is two words, and a reader racing a writer can see one half
//! old and one half new. Both types fix that for a *serialized* writer (one store at a
//! time: under a lock, or in the one interrupt handler or task that owns the value) and any
//! number of readers that never block it. On 64-bit targets both are one `AtomicU64`
//! loaded and stored Relaxed: one plain load and one plain store.
//!
//! # Which one?
//!
//! | | [`U64Copy`] | [`U64Seq`] | `AtomicU64` | `portable_atomic::AtomicU64` |
//! |---|---|---|---|---|
//! | load returns a stored value | if at most one store overlaps it | always | always | always |
//! | successive loads never go back (non-decreasing stores) | unless a low half repeats during one load | always | always | always |
//! | barriers per side on armv7 | 1 load, 1 store | 2 load, 2 store | none on 64-bit targets; exclusives on armv7 | lock or exclusives |
//! | bytes on 32-bit targets | 16 | 16 | 8 | 8 |
//! | works without compare-and-swap (Cortex-M0, RV32I) | yes | yes | not on 32-bit | with a critical section |
//! | writers | one at a time | one at a time | any | any |
//! | typical use | clocks and tick counters | statistics snapshots, arbitrary values | 64-bit targets, or any writer count | the same, where `AtomicU64` is missing |
//!
//! # Backends
//!
//! On `target_pointer_width = "64"` (the kernel's `CONFIG_64BIT`) both types are an
//! `AtomicU64`. Elsewhere they are built from `AtomicU32` halves and fences. Building with
//! `RUSTFLAGS="--cfg u64copy_32bit"` selects the 32-bit backend on a 64-bit host (to test,
//! bench or run Miri on it natively).
//!
//! # Model checking with loom
//!
//! Under `RUSTFLAGS="--cfg loom"` both types are built from loom's atomics, so a loom model
//! of code that contains them explores their interleavings too. They then always use the
//! 32-bit backend, whose results include every result of the 64-bit one: a model that
//! passes holds on every target. `new` is not `const` under loom.
#![no_std]
#![forbid(unsafe_code)]
#![warn(missing_docs)]

#[cfg(test)]
extern crate std;

mod cell;
mod sync;

cfg_if::cfg_if! {
    if #[cfg(all(target_pointer_width = "64", not(u64copy_32bit)))] {
        mod wide;
        type CopyBackend = wide::Wide;
        type SeqBackend = wide::Wide;
        // Compiled for the unit tests too, so that `cargo test` on a 64-bit host covers it.
        #[cfg(test)]
        mod split;
    } else {
        mod split;
        type CopyBackend = split::Copy;
        type SeqBackend = split::Seq;
        /// Negative controls for loom models (`tests/loom_negative.rs`); not part of the API.
        #[cfg(loom)]
        #[doc(hidden)]
        pub use split::mutant as __loom_mutant;
    }
}

cell::u64_cell! {
    /// A `u64` with one serialized writer and lock-free readers: the kernel's
    /// `u64_u32_load()` / `u64_u32_store()`.
    pub struct U64Copy(CopyBackend);
}

cell::u64_cell! {
    /// A `u64` with one serialized writer and lock-free readers that always load a stored
    /// value: the kernel's `u64_stats_sync` seqcount.
    pub struct U64Seq(SeqBackend);
}

// One cache line for every access: a power-of-two size no larger than the alignment can
// never straddle a line (every cache line is at least 16 bytes).
#[cfg(not(loom))]
mod layout {
    use super::{U64Copy, U64Seq};
    use core::mem::{align_of, size_of};
    use static_assertions::const_assert_eq;

    #[cfg(all(target_pointer_width = "64", not(u64copy_32bit)))]
    const BYTES: usize = 8;
    #[cfg(not(all(target_pointer_width = "64", not(u64copy_32bit))))]
    const BYTES: usize = 16;

    const_assert_eq!(size_of::<U64Copy>(), BYTES);
    const_assert_eq!(align_of::<U64Copy>(), BYTES);
    const_assert_eq!(size_of::<U64Seq>(), BYTES);
    const_assert_eq!(align_of::<U64Seq>(), BYTES);
}

static_assertions::assert_impl_all!(U64Copy: Send, Sync);
static_assertions::assert_impl_all!(U64Seq: Send, Sync);

#[cfg(all(test, not(loom)))]
mod tests;
