#![doc = include_str!("../README.md")]
#![no_std]
#![forbid(unsafe_code)]
#![warn(missing_docs)]

#[cfg(test)]
extern crate std;

// The shared parts: the atomics (core's or loom's), the words, the API every type builds.
mod api;
mod sync;
mod word;

// One module per algorithm: its public types, its engine, its proof, its unit tests.
mod copy;
mod latch;
mod seq;

pub use copy::U64Copy;
pub use latch::{U64Latch, U64LatchArray};
pub use seq::{U64Seq, U64SeqArray};

static_assertions::assert_impl_all!(U64Copy: Send, Sync);
static_assertions::assert_impl_all!(U64Seq: Send, Sync);
static_assertions::assert_impl_all!(U64Latch: Send, Sync);
static_assertions::assert_impl_all!(U64SeqArray<4>: Send, Sync);
static_assertions::assert_impl_all!(U64LatchArray<4>: Send, Sync);

/// Asserts the current layout, `type: (size, alignment)`, on the targets built (and tested)
/// here; the layout table of DEVELOPMENT.md lists it per target. Not a guarantee to users.
macro_rules! assert_layout {
    ($($cell:ty: ($size:expr, $align:expr)),* $(,)?) => {
        #[cfg(not(u64copy_loom))]
        const _: () = {
            use core::mem::{align_of, size_of};
            $(
                static_assertions::const_assert_eq!(size_of::<$cell>(), $size);
                static_assertions::const_assert_eq!(align_of::<$cell>(), $align);
            )*
        };
    };
}

cfg_if::cfg_if! {
    if #[cfg(u64copy_wide)] {
        // One AtomicU64 per value; the groups' 32-bit sequence padded to 8.
        assert_layout!(U64Copy: (8, 8), U64Seq: (8, 8), U64Latch: (8, 8),
            U64SeqArray<2>: (32, 16), U64LatchArray<2>: (64, 32));
    } else if #[cfg(target_os = "none")] {
        // Microcontrollers: no padding, no alignment beyond the halves'.
        assert_layout!(U64Copy: (16, 4), U64Seq: (12, 4), U64Latch: (20, 4),
            U64SeqArray<2>: (20, 4), U64LatchArray<2>: (36, 4));
    } else {
        // Targets with a data cache: one cache line per value.
        assert_layout!(U64Copy: (16, 16), U64Seq: (16, 16), U64Latch: (32, 32),
            U64SeqArray<2>: (32, 16), U64LatchArray<2>: (64, 32));
    }
}

#[cfg(all(test, not(u64copy_loom)))]
mod tests;

// Under loom the suite's std threads and const statics cannot run: the loom models alone, and
// the broken variants they share with it (whose controls are of the split backend).
#[cfg(all(test, u64copy_loom))]
mod tests {
    #[cfg(not(u64copy_wide))]
    pub(crate) mod broken;
    mod loom;
}
