//! The split backends: a `u64` kept as two `AtomicU32` halves, made consistent by a copy
//! ([`ValueAndCopy`], for `U64Copy`), by a sequence counter ([`Seq`], for `U64Seq`), or by a
//! sequence counter that sends readers to one of two copies ([`Latch`], for `U64Latch`).

mod copy;
mod latch;
mod seq;

pub(crate) use copy::ValueAndCopy;
pub(crate) use latch::Latch;
pub(crate) use seq::Seq;

use crate::sync::{const_fn_unless_loom, AtomicU32, Ordering::Relaxed};

/// A `u64` as two 32-bit atomics, low half first: on little-endian targets (all of those
/// this crate is tested on), memory holds the `u64`'s own representation, so a debugger or
/// a memory dump shows the value. Each half is loaded and stored Relaxed; the callers order
/// them.
#[repr(C)]
pub(crate) struct Halves {
    lo: AtomicU32,
    hi: AtomicU32,
}

impl Halves {
    const_fn_unless_loom! {
        #[inline]
        pub(crate) fn new(value: u64) -> Self {
            Halves {
                lo: AtomicU32::new(value as u32),
                hi: AtomicU32::new((value >> 32) as u32),
            }
        }
    }

    #[inline]
    pub(crate) fn load(&self) -> u64 {
        let lo = self.lo.load(Relaxed);
        let hi = self.hi.load(Relaxed);
        u64::from(hi) << 32 | u64::from(lo)
    }

    #[inline]
    pub(crate) fn store(&self, value: u64) {
        self.lo.store(value as u32, Relaxed);
        self.hi.store((value >> 32) as u32, Relaxed);
    }
}
