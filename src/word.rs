//! How one `u64` is kept: two `AtomicU32` halves ([`Halves`], the split backend) or one
//! `AtomicU64` ([`Wide`], the native backend), each loaded and stored Relaxed (the engines
//! order them); and the word of the groups on each backend.

#[cfg(any(not(u64copy_wide), test))]
use crate::sync::AtomicU32;
#[cfg(u64copy_wide)]
use crate::sync::AtomicU64;
#[cfg(u64copy_wide)]
use crate::sync::Ordering::{Acquire, Release};
use crate::sync::{const_fn_unless_loom, Ordering::Relaxed, WriterLoad};

/// One `u64` of an engine.
pub(crate) trait Word {
    fn load(&self) -> u64;
    fn store(&self, value: u64);
    /// The writer's read of its last store (`crate::sync::WriterLoad`).
    fn load_by_writer(&self) -> u64;
}

/// The word of the groups: one `AtomicU64` on the native backend, two halves on the split one.
#[cfg(u64copy_wide)]
pub(crate) type GroupWord = Wide;
#[cfg(not(u64copy_wide))]
pub(crate) type GroupWord = Halves;

/// Every word's value, in order.
#[inline]
pub(crate) fn load_words<W: Word, const N: usize>(words: &[W; N]) -> [u64; N] {
    read_words(words, W::load)
}

/// Every word's value as the writer last stored it.
#[inline]
pub(crate) fn load_words_by_writer<W: Word, const N: usize>(words: &[W; N]) -> [u64; N] {
    read_words(words, W::load_by_writer)
}

/// `read` of every word, in order. Range loops, not iterator adapters: at opt-level "s" an
/// adapter such as `zip` stays out of line and a call site keeps a loop even for one word.
#[inline]
#[allow(clippy::needless_range_loop)]
fn read_words<W, const N: usize>(words: &[W; N], read: impl Fn(&W) -> u64) -> [u64; N] {
    let mut values = [0; N];
    for index in 0..N {
        values[index] = read(&words[index]);
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

/// A `u64` as two 32-bit atomics, low half first: on little-endian targets memory holds the
/// `u64`'s own representation, so a debugger or a memory dump shows the value. The value is
/// assembled from the halves' values, never their bytes, so byte order changes nothing else
/// (`.ci/miri-big-endian` runs the split backend on big-endian s390x under Miri).
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

    #[inline]
    fn load_by_writer(&self) -> u64 {
        let lo = self.lo.load_by_writer();
        let hi = self.hi.load_by_writer();
        u64::from(hi) << 32 | u64::from(lo)
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

    #[inline]
    fn load_by_writer(&self) -> u64 {
        self.0.load_by_writer()
    }
}

/// `AtomicU64::compare_exchange` for the debug builds' writer check where core has none: a
/// 64-bit target with `AtomicU64` loads and stores but no compare-and-swap (riscv64im, without
/// the "A" extension, so one hart and its interrupts), which build.rs gives the native backend.
/// The comparison, then the store: a store landing between the two goes unseen. Built in the
/// unit tests too, which check it on the host.
#[cfg(all(
    u64copy_wide,
    not(u64copy_loom),
    any(test, all(debug_assertions, not(target_has_atomic = "64")))
))]
trait CompareThenStore {
    fn compare_exchange(
        &self,
        current: u64,
        new: u64,
        success: crate::sync::Ordering,
        failure: crate::sync::Ordering,
    ) -> Result<u64, u64>;
}

#[cfg(all(
    u64copy_wide,
    not(u64copy_loom),
    any(test, all(debug_assertions, not(target_has_atomic = "64")))
))]
impl CompareThenStore for AtomicU64 {
    #[inline]
    fn compare_exchange(
        &self,
        current: u64,
        new: u64,
        success: crate::sync::Ordering,
        _: crate::sync::Ordering,
    ) -> Result<u64, u64> {
        let now = self.load(Relaxed);
        if now != current {
            return Err(now);
        }
        self.store(new, success);
        Ok(now)
    }
}

/// The native backend of `U64Copy`, `U64Seq` and `U64Latch`: `load` and `store` Relaxed, the
/// kernel's plain accesses under `CONFIG_64BIT` (the split engines' fences order more, but
/// promise no more); `load_acquire` and `store_release` Acquire and Release.
#[cfg(u64copy_wide)]
impl Wide {
    /// In debug builds (not under loom, which leaves the writer checks out) the store is a
    /// compare-and-swap from the value the writer's read saw (`since`), or for a plain
    /// store from the value loaded as it begins: another writer's store in between makes it
    /// fail.
    #[inline]
    #[cfg_attr(all(debug_assertions, not(test)), track_caller)]
    #[cfg_attr(not(all(debug_assertions, not(u64copy_loom))), allow(unused_variables))]
    fn store_ordered(
        &self,
        value: u64,
        since: crate::api::Since,
        owner: &'static str,
        order: crate::sync::Ordering,
    ) {
        #[cfg(all(debug_assertions, not(u64copy_loom)))]
        if self
            .0
            .compare_exchange(since.or(self.0.load(Relaxed)), value, order, Relaxed)
            .is_err()
        {
            crate::api::second_writer(
                owner,
                "the value changed between the writer's read (or the beginning of a store) \
                 and its store",
            );
        }
        #[cfg(not(all(debug_assertions, not(u64copy_loom))))]
        self.0.store(value, order);
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
    #[cfg_attr(all(debug_assertions, not(test)), track_caller)]
    fn store_since(&self, value: u64, since: crate::api::Since, owner: &'static str) {
        self.store_ordered(value, since, owner, Relaxed);
    }

    #[inline]
    fn load_by_writer(&self) -> u64 {
        self.0.load_by_writer()
    }

    #[inline]
    fn read_for_update(&self) -> (u64, crate::api::Since) {
        let value = self.0.load_by_writer();
        (value, crate::api::Since::read(|| value))
    }
}

#[cfg(u64copy_wide)]
impl crate::api::Publish for Wide {
    #[inline]
    fn load_acquire(&self, _: impl FnOnce() -> u64) -> u64 {
        self.0.load(Acquire)
    }

    #[inline]
    #[cfg_attr(all(debug_assertions, not(test)), track_caller)]
    fn store_release(&self, value: u64, owner: &'static str) {
        self.store_ordered(value, crate::api::Since::STORE, owner, Release);
    }
}

/// `load_with` on one `AtomicU64`: the value, `f`, an Acquire fence and the value again; the
/// attempt succeeds if both loads read the same value (`src/docs/load_with.md`).
#[cfg(u64copy_wide)]
impl crate::api::LoadWith for Wide {
    #[inline]
    fn try_load_with<R>(&self, f: impl FnOnce() -> R) -> Option<(u64, R)> {
        let before = self.0.load(Acquire);
        let result = f();
        // What `f` read comes before the second load: if it saw a Release store that the
        // writer made after a store of the cell, that load sees the store (or a later one).
        crate::sync::fence(Acquire);
        let after = self.0.load(Relaxed);
        if before == after {
            Some((before, result))
        } else {
            None
        }
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

#[cfg(all(test, u64copy_wide, not(u64copy_loom)))]
mod compare_then_store {
    use super::{AtomicU64, CompareThenStore};
    use crate::sync::Ordering::Relaxed;

    #[test]
    fn stores_only_where_it_finds_the_value_expected() {
        let atomic = AtomicU64::new(5);
        let exchange = |current, new| {
            CompareThenStore::compare_exchange(&atomic, current, new, Relaxed, Relaxed)
        };
        assert_eq!(exchange(4, 9), Err(5));
        assert_eq!(atomic.load(Relaxed), 5);
        assert_eq!(exchange(5, 9), Ok(5));
        assert_eq!(atomic.load(Relaxed), 9);
    }
}
