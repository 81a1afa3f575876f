//! How one `u64` is kept: two `AtomicU32` halves ([`Halves`], the split backend) or one
//! `AtomicU64` ([`Wide`], the native backend), each loaded and stored Relaxed (the engines
//! order them); and the word of the groups on each backend.

#[cfg(any(not(u64copy_wide), test))]
use crate::sync::AtomicU32;
#[cfg(u64copy_wide)]
use crate::sync::AtomicU64;
use crate::sync::{const_fn_unless_loom, Ordering::Relaxed};

/// One `u64` of an engine.
pub(crate) trait Word {
    fn load(&self) -> u64;
    fn store(&self, value: u64);
}

/// The word of the groups: one `AtomicU64` on the native backend, two halves on the split one.
#[cfg(u64copy_wide)]
pub(crate) type GroupWord = Wide;
#[cfg(not(u64copy_wide))]
pub(crate) type GroupWord = Halves;

/// Every word's value, in order. Range loops, not iterator adapters: at opt-level "s" an
/// adapter such as `zip` stays out of line and a call site keeps a loop even for one word.
#[inline]
#[allow(clippy::needless_range_loop)]
pub(crate) fn load_words<W: Word, const N: usize>(words: &[W; N]) -> [u64; N] {
    let mut values = [0; N];
    for index in 0..N {
        values[index] = words[index].load();
    }
    values
}

/// Stores `values` in the words, in order.
#[inline]
pub(crate) fn store_words<W: Word, const N: usize>(words: &[W; N], values: [u64; N]) {
    for index in 0..N {
        words[index].store(values[index]);
    }
}

/// Declares, in the `impl` of a word type with `new(u64)`, `array(values)`: one word per value,
/// in a `const fn` (or, under `cfg(u64copy_loom)`, a plain one, where atomics cannot be
/// created in a const context).
macro_rules! word_array {
    ($word:ty) => {
        /// `[new(values[0]), new(values[1]), …]`.
        #[cfg(not(u64copy_loom))]
        #[inline]
        pub(crate) const fn array<const N: usize>(values: [u64; N]) -> [$word; N] {
            // A fresh word per element, each overwritten below: nothing shares it.
            #[allow(clippy::declare_interior_mutable_const)]
            const ZERO: $word = <$word>::new(0);
            let mut words = [ZERO; N];
            let mut index = 0;
            while index < N {
                words[index] = <$word>::new(values[index]);
                index += 1;
            }
            words
        }

        /// `[new(values[0]), new(values[1]), …]`.
        #[cfg(u64copy_loom)]
        #[inline]
        pub(crate) fn array<const N: usize>(values: [u64; N]) -> [$word; N] {
            values.map(<$word>::new)
        }
    };
}

/// A `u64` as two 32-bit atomics, low half first: on little-endian targets (all of those
/// this crate is tested on), memory holds the `u64`'s own representation, so a debugger or
/// a memory dump shows the value.
#[cfg(any(not(u64copy_wide), test))]
#[repr(C)]
pub(crate) struct Halves {
    lo: AtomicU32,
    hi: AtomicU32,
}

#[cfg(any(not(u64copy_wide), test))]
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

#[cfg(any(not(u64copy_wide), test))]
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

/// A `u64` as one `AtomicU64`: the native backend of every single value, as the kernel's
/// plain accesses under `CONFIG_64BIT`, and the word of the groups there. build.rs selects it
/// where a Relaxed `AtomicU64` access is one plain 64-bit load or store. A 64-bit load cannot
/// tear, so a single value has nothing to check and nothing to retry.
#[cfg(u64copy_wide)]
#[repr(transparent)]
pub(crate) struct Wide(AtomicU64);

#[cfg(u64copy_wide)]
impl Wide {
    const_fn_unless_loom! {
        #[inline]
        pub(crate) fn new(value: u64) -> Self {
            Wide(AtomicU64::new(value))
        }
    }

    word_array!(Wide);
}

#[cfg(u64copy_wide)]
impl Word for Wide {
    #[inline]
    fn load(&self) -> u64 {
        self.0.load(Relaxed)
    }

    #[inline]
    fn store(&self, value: u64) {
        self.0.store(value, Relaxed);
    }
}

#[cfg(u64copy_wide)]
impl crate::api::Backend for Wide {
    type Value = u64;

    #[inline]
    fn try_load(&self) -> Option<u64> {
        Some(self.0.load(Relaxed))
    }

    /// One load: nothing to check, so nothing to retry.
    #[inline]
    fn load(&self, _: impl FnOnce() -> u64) -> u64 {
        self.0.load(Relaxed)
    }

    #[inline]
    fn store(&self, value: u64, _: &'static str) {
        self.0.store(value, Relaxed);
    }

    #[inline]
    fn load_by_writer(&self) -> u64 {
        self.0.load(Relaxed)
    }
}

#[cfg(all(test, not(u64copy_loom)))]
mod tests {
    use super::{Halves, Word};

    #[test]
    fn halves_keep_each_half() {
        let word = Halves::new(0);
        for value in [
            1,
            u64::from(u32::MAX),
            1 << 32,
            u64::MAX,
            0xdead_beef_0000_0001,
        ] {
            word.store(value);
            assert_eq!(word.load(), value);
        }
    }
}
