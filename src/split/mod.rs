//! The split backend's own parts: a `u64` kept as two `AtomicU32` halves ([`Halves`], also
//! the word of the sequence engines in `src/seq.rs` and `src/latch.rs`), and `U64Copy`'s
//! value and copy ([`ValueAndCopy`]).

mod copy;

pub(crate) use copy::ValueAndCopy;

use crate::backend::{Backend, Word};
use crate::sync::{const_fn_unless_loom, word_array, AtomicU32, Ordering::Relaxed};

/// A one-value engine as a `u64` backend: `U64Seq` and `U64Latch` on the split backend.
#[repr(transparent)]
pub(crate) struct One<E>(pub(crate) E);

impl<E: Backend<Value = [u64; 1]>> Backend for One<E> {
    type Value = u64;

    #[inline]
    fn try_load(&self) -> Option<u64> {
        self.0.try_load().map(|[value]| value)
    }

    #[inline]
    fn store(&self, value: u64) {
        self.0.store([value]);
    }

    #[inline]
    fn load_by_writer(&self) -> u64 {
        let [value] = self.0.load_by_writer();
        value
    }
}

/// `U64Seq` on the split backend: the seqcount engine over one value of two halves.
pub(crate) type Seq = One<crate::seq::Seq<Halves, 1>>;
/// `U64Latch` on the split backend: the latch engine over one value of two halves.
pub(crate) type Latch = One<crate::latch::Latch<Halves, 1>>;

impl Seq {
    const_fn_unless_loom! {
        #[inline]
        pub(crate) fn new(value: u64) -> Self {
            One(crate::seq::Seq::from_words([Halves::new(value)]))
        }
    }
}

impl Latch {
    const_fn_unless_loom! {
        #[inline]
        pub(crate) fn new(value: u64) -> Self {
            One(crate::latch::Latch::from_copies(
                [Halves::new(value)],
                [Halves::new(value)],
            ))
        }
    }
}

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

    word_array!(Halves);
}

impl Word for Halves {
    #[inline]
    fn load(&self) -> u64 {
        let lo = self.lo.load(Relaxed);
        let hi = self.hi.load(Relaxed);
        u64::from(hi) << 32 | u64::from(lo)
    }

    #[inline]
    fn store(&self, value: u64) {
        self.lo.store(value as u32, Relaxed);
        self.hi.store((value >> 32) as u32, Relaxed);
    }
}
