#![doc = include_str!("../README.md")]
#![no_std]
#![forbid(unsafe_code)]
#![warn(missing_docs)]

#[cfg(test)]
extern crate std;

mod backend;
mod cell;
mod latch;
mod seq;
mod sync;

pub use cell::{U64Copy, U64Latch, U64LatchArray, U64Seq, U64SeqArray};

/// Asserts that `cell` is `bytes` long and aligned to `bytes`: a power-of-two size no larger
/// than the alignment never straddles a cache line (of at least `bytes`).
macro_rules! assert_layout {
    ($($cell:ty: $bytes:expr),*) => {
        #[cfg(not(u64copy_loom))]
        const _: () = {
            use core::mem::{align_of, size_of};
            $(
                static_assertions::const_assert_eq!(size_of::<$cell>(), $bytes);
                static_assertions::const_assert_eq!(align_of::<$cell>(), $bytes);
            )*
        };
    };
}

// The backend is chosen per target in build.rs, which emits `cfg(u64copy_wide)`.
#[cfg(u64copy_wide)]
mod wide;
// Compiled for the unit tests on the native backend too, so that `cargo test` covers it.
#[cfg(any(not(u64copy_wide), all(test, not(u64copy_loom))))]
mod split;

cfg_if::cfg_if! {
    if #[cfg(u64copy_wide)] {
        assert_layout!(U64Copy: 8, U64Seq: 8, U64Latch: 8);
        type CopyBackend = wide::Wide;
        type SeqBackend = wide::Wide;
        type LatchBackend = wide::Wide;
        type ArrayWord = wide::Wide;
    } else {
        assert_layout!(U64Copy: 16, U64Seq: 16, U64Latch: 32);
        type CopyBackend = split::ValueAndCopy;
        type SeqBackend = split::Seq;
        type LatchBackend = split::Latch;
        type ArrayWord = split::Halves;
    }
}

static_assertions::assert_impl_all!(U64Copy: Send, Sync);
static_assertions::assert_impl_all!(U64Seq: Send, Sync);
static_assertions::assert_impl_all!(U64Latch: Send, Sync);
static_assertions::assert_impl_all!(U64SeqArray<4>: Send, Sync);
static_assertions::assert_impl_all!(U64LatchArray<4>: Send, Sync);
// The groups' layout as documented, for a pair, on either backend.
#[cfg(not(u64copy_loom))]
static_assertions::const_assert_eq!(core::mem::size_of::<U64SeqArray<2>>(), 32);
#[cfg(not(u64copy_loom))]
static_assertions::const_assert_eq!(core::mem::size_of::<U64LatchArray<2>>(), 64);

#[cfg(all(test, not(u64copy_loom)))]
mod tests;
