//! The test suite, written once and run on every public type and, on the native backend,
//! on every split backend through the same API.

// The library supports Rust 1.56; its tests need scoped threads (1.63).
#![allow(clippy::incompatible_msrv)]

use std::sync::atomic::{fence, AtomicU64, AtomicUsize, Ordering::*};
use std::{format, thread};

/// The `k`-th value of the stress writer: both halves equal `k`, so every store changes both
/// halves (any tear shows as `hi != lo`) and values increase.
fn stress_value(k: u64) -> u64 {
    k << 32 | k
}

/// The least number of stores per stress test: Miri interprets, and is slower by far.
const STRESS_STORES: u64 = if cfg!(miri) { 300 } else { 200_000 };
const STRESS_READERS: usize = if cfg!(miri) { 2 } else { 3 };
/// The least number of loads per reader that race a store.
const STRESS_RACES: u64 = if cfg!(miri) { 1 } else { 5_000 };

/// What the tests need of a cell: the public types, and on the native host the split
/// backends too.
trait Shared: Sync + Sized {
    fn load(&self) -> u64;
    fn try_load(&self) -> Option<u64>;
    fn store(&self, value: u64);
    fn update(&self, f: impl FnOnce(u64) -> u64) -> u64;
    fn into_inner(self) -> u64;
}

macro_rules! impl_shared {
    ($($cell:ty),*) => {$(
        impl Shared for $cell {
            fn load(&self) -> u64 { self.load() }
            fn try_load(&self) -> Option<u64> { self.try_load() }
            fn store(&self, value: u64) { self.store(value) }
            fn update(&self, f: impl FnOnce(u64) -> u64) -> u64 { self.update(f) }
            fn into_inner(self) -> u64 { self.into_inner() }
        }
    )*};
}
impl_shared!(crate::U64Copy, crate::U64Seq, crate::U64Latch);

/// The split backends on the native host, whose `into_inner` is the writer's view.
macro_rules! impl_shared_backend {
    ($($backend:ty),*) => {$(
        impl Shared for $backend {
            fn load(&self) -> u64 { crate::backend::Backend::load(self) }
            fn try_load(&self) -> Option<u64> { crate::backend::Backend::try_load(self) }
            fn store(&self, value: u64) { crate::backend::Backend::store(self, value) }
            fn update(&self, f: impl FnOnce(u64) -> u64) -> u64 { crate::backend::Backend::update(self, f) }
            fn into_inner(self) -> u64 { crate::backend::Backend::load_by_writer(&self) }
        }
    )*};
}
impl_shared_backend!(
    crate::split::ValueAndCopy,
    crate::split::Seq,
    crate::split::Latch
);

/// The value of a cell that no store races: `try_load` first, which must succeed, then
/// `load`, which must agree. A broken `try_load` fails the test here instead of making
/// `load` spin forever.
fn loaded(cell: &impl Shared) -> u64 {
    let value = cell
        .try_load()
        .expect("try_load failed with no store in progress");
    assert_eq!(cell.load(), value);
    value
}

/// One writer, several readers, on a cell that holds 0. Each load must be a stored value
/// (exact: a low half cannot repeat within 2^32 stores), not below the last value published
/// before it, not above the value announced after it, and not below the reader's previous
/// load. The writer stores until every reader is done, and a reader is done after
/// `STRESS_STORES` stores and `STRESS_RACES` loads that raced one, so the test cannot pass
/// without races however the threads are scheduled.
fn stress(cell: &impl Shared) {
    // Fails fast, before any thread spins in `load`, if a store leaves the cell unloadable.
    cell.store(0);
    assert_eq!(loaded(cell), 0);
    let published = AtomicU64::new(0);
    let announced = AtomicU64::new(0);
    let readers_done = AtomicUsize::new(0);
    let writer_done = AtomicUsize::new(0);
    /// Counts its thread as done when it returns or panics, so that the writer always stops,
    /// and the readers stop if the writer panics (a broken store) instead of waiting for it.
    struct Done<'a>(&'a AtomicUsize);
    impl Drop for Done<'_> {
        fn drop(&mut self) {
            self.0.fetch_add(1, Release);
        }
    }
    thread::scope(|s| {
        for _ in 0..STRESS_READERS {
            s.spawn(|| {
                let _done = Done(&readers_done);
                let (mut previous, mut races) = (0, 0);
                while (races < STRESS_RACES || previous < STRESS_STORES)
                    && writer_done.load(Acquire) == 0
                {
                    let lower = published.load(Acquire);
                    let value = cell.try_load().unwrap_or_else(|| cell.load());
                    fence(Acquire);
                    let upper = announced.load(Relaxed);
                    races += u64::from(upper > lower);
                    let (hi, lo) = (value >> 32, value & 0xffff_ffff);
                    assert_eq!(hi, lo, "torn load {:#x}", value);
                    assert!(
                        lower <= hi && hi <= upper,
                        "{} outside {}..={}",
                        hi,
                        lower,
                        upper
                    );
                    assert!(hi >= previous, "went back from {} to {}", previous, hi);
                    previous = hi;
                }
            });
        }
        let _done = Done(&writer_done);
        let mut k = 0;
        while readers_done.load(Acquire) < STRESS_READERS {
            k += 1;
            announced.store(k, Relaxed);
            // A reader that sees any half of this store sees `announced >= k`.
            fence(Release);
            cell.store(stress_value(k));
            published.store(k, Release);
        }
        assert_eq!(loaded(cell), stress_value(k));
    });
}

macro_rules! suite {
    ($module:ident, $cell:ty) => {
        mod $module {
            use super::*;
            type Cell = $cell;

            static STATIC: Cell = Cell::new(u64::MAX);

            #[test]
            fn new_is_const_and_loads_its_value() {
                assert_eq!(loaded(&STATIC), u64::MAX);
                assert_eq!(
                    loaded(&Cell::new(0x0123_4567_89ab_cdef)),
                    0x0123_4567_89ab_cdef
                );
            }

            #[test]
            fn store_then_load_every_half_pattern() {
                let cell = Cell::new(0);
                for value in [
                    1,
                    u64::from(u32::MAX),
                    1 << 32,
                    u64::MAX,
                    0xdead_beef_0000_0001,
                    0,
                ] {
                    cell.store(value);
                    assert_eq!(loaded(&cell), value);
                }
            }

            #[test]
            fn update_stores_and_returns_previous() {
                let cell = Cell::new(u64::from(u32::MAX));
                assert_eq!(Shared::update(&cell, |v| v + 1), u64::from(u32::MAX));
                assert_eq!(loaded(&cell), 1 << 32);
                assert_eq!(Shared::update(&cell, |v| v * 3), 1 << 32);
                assert_eq!(loaded(&cell), 3 << 32);
            }

            #[test]
            fn into_inner_returns_the_last_store() {
                let cell = Cell::new(5);
                cell.store(6);
                assert_eq!(loaded(&cell), 6);
                assert_eq!(Shared::into_inner(cell), 6);
            }

            #[test]
            fn stress_loads_stay_within_guarantees() {
                stress(&Cell::new(0));
            }
        }
    };
}

/// What the public types add to their backend: `Default`, `From` and `Debug`.
macro_rules! traits_suite {
    ($module:ident, $cell:ty) => {
        mod $module {
            use super::*;
            type Cell = $cell;

            #[test]
            fn default_from_and_debug() {
                assert_eq!(loaded(&Cell::default()), 0);
                assert_eq!(loaded(&Cell::from(42)), 42);
                let name = stringify!($cell).rsplit("::").next().unwrap();
                let cell = Cell::new(9);
                assert_eq!(loaded(&cell), 9);
                assert_eq!(format!("{:?}", cell), format!("{}(9)", name));
                assert_eq!(format!("{:#x?}", cell), format!("{}(\n    0x9,\n)", name));
            }
        }
    };
}

#[test]
fn debug_marks_a_store_in_progress() {
    struct InProgress;
    impl core::fmt::Debug for InProgress {
        fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
            crate::backend::debug(f, "U64Seq", None)
        }
    }
    assert_eq!(format!("{:?}", InProgress), "U64Seq(<store in progress>)");
}

/// Two 32-bit halves with no check: the stress test must catch its torn loads.
#[derive(Default)]
struct TornHalves(std::sync::atomic::AtomicU32, std::sync::atomic::AtomicU32);

impl Shared for TornHalves {
    fn update(&self, f: impl FnOnce(u64) -> u64) -> u64 {
        let previous = self.load();
        self.store(f(previous));
        previous
    }
    fn into_inner(self) -> u64 {
        self.load()
    }
    fn load(&self) -> u64 {
        let lo = self.0.load(Relaxed);
        u64::from(self.1.load(Relaxed)) << 32 | u64::from(lo)
    }
    fn try_load(&self) -> Option<u64> {
        Some(self.load())
    }
    fn store(&self, value: u64) {
        self.0.store(value as u32, Relaxed);
        // Widens the window in which a load tears, as a slow or interrupted writer would.
        for _ in 0..100 {
            std::hint::spin_loop();
        }
        self.1.store((value >> 32) as u32, Relaxed);
    }
}

/// The negative control of the stress test. Miri's scheduler may never tear in its few stores.
#[test]
#[cfg_attr(miri, ignore)]
#[should_panic]
fn stress_catches_torn_halves() {
    stress(&TornHalves::default());
}

#[test]
fn stress_u64seq_across_the_sequence_wrap_around() {
    stress(&crate::split::Seq::with_sequence(0, u32::MAX - 101));
}

#[test]
fn stress_u64latch_across_the_sequence_wrap_around() {
    stress(&crate::split::Latch::with_sequence(0, u32::MAX - 50));
}

suite!(u64copy, crate::U64Copy);
suite!(u64seq, crate::U64Seq);
suite!(u64latch, crate::U64Latch);
traits_suite!(u64copy_traits, crate::U64Copy);
traits_suite!(u64seq_traits, crate::U64Seq);
traits_suite!(u64latch_traits, crate::U64Latch);

/// The split backends, which the public types use on 32-bit targets, tested on the native
/// host too (on a 32-bit target, the public types above are these).
#[cfg(u64copy_wide)]
mod split_on_64_bit_host {
    use super::*;

    suite!(value_and_copy, crate::split::ValueAndCopy);
    suite!(seq, crate::split::Seq);
    suite!(latch, crate::split::Latch);
}
