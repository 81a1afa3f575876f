//! The layout of u64copy's five types on the target being built: `(size, alignment)` of
//! `U64Copy`, `U64Seq`, `U64Latch`, `U64SeqArray<2>` and `U64LatchArray<2>`, in that order,
//! one byte each (none is over 255). targets/sweep/sweep.sh reads the bytes back from the
//! LLVM IR of this crate (`cargo rustc --lib -- --emit=llvm-ir`), which spells a byte array
//! the same on every target and needs no object-file reader for the target's format.
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
