//! The test suite, written once and run on every public type and, on the native backend,
//! on every split engine through the same API.

// The library supports the rust-version of Cargo.toml; its tests need scoped threads (1.63).
#![allow(clippy::incompatible_msrv)]

#[cfg(not(miri))]
pub(crate) mod broken;
// Stores stopped after each step, and what an interrupt there sees or does: single-threaded
// walks through every step (plus bounded two-writer runs), which Miri would take minutes over
// and find nothing in that the stress tests here do not already run under it.
#[cfg(not(miri))]
mod stopped;

use crate::api::{Backend, One};
use crate::latch::Latch;
use crate::seq::Seq;
use crate::sync::AtomicU32;
use crate::word::Halves;
use std::sync::atomic::{fence, AtomicU64, AtomicUsize, Ordering::*};
use std::{format, thread, vec::Vec};

/// Asserts the layout, `type: (size, alignment)`, in the crate's own test builds on every
/// target they run on: the rule of DESIGN.md's "Layout is not a guarantee" (no padding:
/// the words' own alignment), never a condition of a user's build. The codegen check's table
/// lists it per target, and `targets/sweep/sweep.sh` for every target Rust has.
macro_rules! assert_layout {
    ($($cell:ty: ($size:expr, $align:expr)),* $(,)?) => {
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
        // One AtomicU64 per value; the groups' 32-bit sequence padded to the words' 8.
        assert_layout!(crate::U64Copy: (8, 8), crate::U64Seq: (8, 8), crate::U64Latch: (8, 8),
            crate::U64SeqArray<2>: (24, 8), crate::U64LatchArray<2>: (40, 8));
    } else {
        // AtomicU32 halves, sequences and copies, aligned to 4.
        assert_layout!(crate::U64Copy: (16, 4), crate::U64Seq: (12, 4), crate::U64Latch: (20, 4),
            crate::U64SeqArray<2>: (20, 4), crate::U64LatchArray<2>: (36, 4));
    }
}

/// The values of the stress writer: the `k`-th store of a `u64` is `k << 32 | k`, and of
/// the `i`-th word of a group `k + i` in both halves, so that every store changes every word
/// and both halves of each (any tear or mix shows as halves, or words, that disagree) and
/// values increase.
trait StressValue: Copy + PartialEq + core::fmt::Debug {
    fn of(k: u64) -> Self;
    /// The `k` of a stored value; `None` for a torn or mixed one.
    fn k(self) -> Option<u64>;
}

impl StressValue for u64 {
    fn of(k: u64) -> u64 {
        k << 32 | k
    }
    fn k(self) -> Option<u64> {
        (self >> 32 == self & 0xffff_ffff).then(|| self >> 32)
    }
}

impl<const N: usize> StressValue for [u64; N] {
    fn of(k: u64) -> Self {
        let mut values = [0; N];
        for (i, value) in (0..).zip(values.iter_mut()) {
            *value = u64::of(k + i);
        }
        values
    }
    fn k(self) -> Option<u64> {
        let k = self[0].k()?;
        (self == Self::of(k)).then_some(k)
    }
}

/// The least number of stores per stress test: Miri interprets, and is slower by far.
const STRESS_STORES: u64 = if cfg!(miri) { 300 } else { 200_000 };
const STRESS_READERS: usize = if cfg!(miri) { 2 } else { 3 };
/// The least number of loads per reader that race a store.
const STRESS_RACES: u64 = if cfg!(miri) { 1 } else { 5_000 };

/// What the tests need of a cell: the public types, and on the native host the split
/// backends too; a single `u64` or a group.
trait Shared: Sync + Sized {
    type Value: StressValue;
    fn load(&self) -> Self::Value;
    fn try_load(&self) -> Option<Self::Value>;
    fn store(&self, value: Self::Value);
    fn update(&self, f: impl FnOnce(Self::Value) -> Self::Value) -> Self::Value;
    fn into_inner(self) -> Self::Value;
}

macro_rules! impl_shared {
    ($value:ty: $($cell:ty),*) => {$(
        impl<const N: usize> Shared for $cell {
            type Value = $value;
            fn load(&self) -> $value { self.load() }
            fn try_load(&self) -> Option<$value> { self.try_load() }
            fn store(&self, value: $value) { self.store(value) }
            fn update(&self, f: impl FnOnce($value) -> $value) -> $value { self.update(f) }
            fn into_inner(self) -> $value { self.into_inner() }
        }
    )*};
}
impl_shared!([u64; N]: crate::U64SeqArray<N>, crate::U64LatchArray<N>);

macro_rules! impl_shared_u64 {
    ($($cell:ty),*) => {$(
        impl Shared for $cell {
            type Value = u64;
            fn load(&self) -> u64 { self.load() }
            fn try_load(&self) -> Option<u64> { self.try_load() }
            fn store(&self, value: u64) { self.store(value) }
            fn update(&self, f: impl FnOnce(u64) -> u64) -> u64 { self.update(f) }
            fn into_inner(self) -> u64 { self.into_inner() }
        }
    )*};
}
impl_shared_u64!(crate::U64Copy, crate::U64Seq, crate::U64Latch);

/// The backends (the split ones on the native host, and the engines over halves), whose
/// `into_inner` is the writer's view.
impl<B: Backend + Sync> Shared for Split<B>
where
    B::Value: StressValue,
{
    type Value = B::Value;
    fn load(&self) -> B::Value {
        self.0
            .try_load()
            .unwrap_or_else(|| crate::api::load_contended(&self.0))
    }
    fn try_load(&self) -> Option<B::Value> {
        self.0.try_load()
    }
    fn store(&self, value: B::Value) {
        self.0.store(value, "the engine under test")
    }
    fn update(&self, f: impl FnOnce(B::Value) -> B::Value) -> B::Value {
        let previous = self.0.load_by_writer();
        self.store(f(previous));
        previous
    }
    fn into_inner(self) -> B::Value {
        self.0.load_by_writer()
    }
}

/// A backend under test, used through `Shared` alone.
struct Split<B>(B);

/// The cells with `load_with`: `U64Seq`, `U64Latch`, their groups and their engines.
trait SharedWith: Shared {
    fn load_with(&self, f: &mut dyn FnMut() -> u64) -> (Self::Value, u64);
    fn try_load_with(&self, f: &mut dyn FnMut() -> u64) -> Option<(Self::Value, u64)>;
}

macro_rules! impl_shared_with {
    ($(impl$(<$n:ident>)? for $cell:ty),*) => {$(
        impl$(<const $n: usize>)? SharedWith for $cell {
            fn load_with(&self, f: &mut dyn FnMut() -> u64) -> (Self::Value, u64) {
                self.load_with(f)
            }
            fn try_load_with(&self, f: &mut dyn FnMut() -> u64) -> Option<(Self::Value, u64)> {
                self.try_load_with(f)
            }
        }
    )*};
}
impl_shared_with!(
    impl for crate::U64Seq,
    impl for crate::U64Latch,
    impl<N> for crate::U64SeqArray<N>,
    impl<N> for crate::U64LatchArray<N>
);

impl<B: crate::api::LoadWith + Sync> SharedWith for Split<B>
where
    B::Value: StressValue,
{
    fn load_with(&self, f: &mut dyn FnMut() -> u64) -> (B::Value, u64) {
        crate::api::load_with(&self.0, f, |f| crate::api::load_with_contended(&self.0, f))
    }
    fn try_load_with(&self, f: &mut dyn FnMut() -> u64) -> Option<(B::Value, u64)> {
        crate::api::LoadWith::try_load_with(&self.0, f)
    }
}

/// The value of a cell that no store races: `try_load` first, which must succeed, then
/// `load`, which must agree. A broken `try_load` fails the test here instead of making
/// `load` spin forever.
fn loaded<C: Shared>(cell: &C) -> C::Value {
    let value = cell
        .try_load()
        .expect("try_load failed with no store in progress");
    assert_eq!(cell.load(), value);
    value
}

/// One writer, several readers, on a cell that holds value 0. Each load must be a stored
/// value (exact: a low half cannot repeat within 2^32 stores; for a group, the words of one
/// store), not below the last value published before it, not above the value announced
/// after it, and not below the reader's previous load. The writer stores until every reader
/// is done, and a reader is done after `STRESS_STORES` stores and `STRESS_RACES` loads that
/// raced one, so the test cannot pass without races however the threads are scheduled.
fn stress<C: Shared>(cell: &C) {
    stress_reading(cell, |cell, _| {
        cell.try_load().unwrap_or_else(|| cell.load())
    });
}

/// `stress`, with each reader's load a `load_with` whose `f` reads the number the writer
/// announces (Release) before each store: the pair must be at the same step, or the number
/// one step ahead (src/docs/load_with.md).
fn stress_load_with<C: SharedWith>(cell: &C) {
    // Fails fast, before any reader spins in `load_with`, if an attempt cannot succeed.
    assert!(
        cell.try_load_with(&mut || 0).is_some(),
        "try_load_with failed with no store in progress"
    );
    stress_reading(cell, |cell, announced| {
        let (value, seen) = cell.load_with(&mut || announced.load(Relaxed));
        if let Some(k) = value.k() {
            assert!(
                seen == k || seen == k + 1,
                "load_with: f read {} beside value {}",
                seen,
                k
            );
        }
        value
    });
}

/// The stress test with `read` as each reader's load, given the writer's announced number.
fn stress_reading<C: Shared>(cell: &C, read: impl Fn(&C, &AtomicU64) -> C::Value + Sync) {
    // Fails fast, before any thread spins in `load`, if a store leaves the cell unloadable.
    cell.store(C::Value::of(0));
    assert_eq!(loaded(cell), C::Value::of(0));
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
        let readers: Vec<_> = (0..STRESS_READERS)
            .map(|_| {
                s.spawn(|| {
                    let _done = Done(&readers_done);
                    let (mut previous, mut races) = (0, 0);
                    while (races < STRESS_RACES || previous < STRESS_STORES)
                        && writer_done.load(Acquire) == 0
                    {
                        let lower = published.load(Acquire);
                        let value = read(cell, &announced);
                        fence(Acquire);
                        let upper = announced.load(Relaxed);
                        races += u64::from(upper > lower);
                        let k = value
                            .k()
                            .unwrap_or_else(|| panic!("torn load {:#x?}", value));
                        assert!(
                            lower <= k && k <= upper,
                            "{} outside {}..={}",
                            k,
                            lower,
                            upper
                        );
                        assert!(k >= previous, "went back from {} to {}", previous, k);
                        previous = k;
                    }
                })
            })
            .collect();
        let _done = Done(&writer_done);
        let mut k = 0;
        while readers_done.load(Acquire) < STRESS_READERS {
            k += 1;
            // Release: a `load_with` whose `f` reads `k` sees the store of `k - 1` (or later)
            // in its check, and fails unless it returned that value or a later one.
            announced.store(k, Release);
            // A reader that sees any half of this store sees `announced >= k`.
            fence(Release);
            cell.store(C::Value::of(k));
            published.store(k, Release);
        }
        // A reader's own panic, not the scope's, so that a control can expect its message.
        for reader in readers {
            reader
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        }
        assert_eq!(loaded(cell), C::Value::of(k));
    });
}

/// The behaviour of a single `u64` cell made by `$new`.
macro_rules! suite {
    ($module:ident, $new:expr) => {
        mod $module {
            use super::*;

            #[test]
            fn new_loads_its_value() {
                assert_eq!(loaded(&$new(u64::MAX)), u64::MAX);
                assert_eq!(loaded(&$new(0x0123_4567_89ab_cdef)), 0x0123_4567_89ab_cdef);
            }

            #[test]
            fn store_then_load_every_half_pattern() {
                let cell = $new(0);
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
                let cell = $new(u64::from(u32::MAX));
                assert_eq!(Shared::update(&cell, |v| v + 1), u64::from(u32::MAX));
                assert_eq!(loaded(&cell), 1 << 32);
                assert_eq!(Shared::update(&cell, |v| v * 3), 1 << 32);
                assert_eq!(loaded(&cell), 3 << 32);
            }

            #[test]
            fn into_inner_returns_the_last_store() {
                let cell = $new(5);
                cell.store(6);
                assert_eq!(loaded(&cell), 6);
                assert_eq!(Shared::into_inner(cell), 6);
            }

            #[test]
            fn stress_loads_stay_within_guarantees() {
                stress(&$new(0));
            }
        }
    };
}

/// The behaviour of a group of three made by `$new`: whole groups only.
macro_rules! group_suite {
    ($module:ident, $new:expr) => {
        mod $module {
            use super::*;

            #[test]
            fn store_then_load_every_half_pattern_in_every_word() {
                let cell = $new([u64::MAX, 0, 1 << 32]);
                assert_eq!(loaded(&cell), [u64::MAX, 0, 1 << 32]);
                let patterns = [
                    1,
                    u64::from(u32::MAX),
                    1 << 32,
                    u64::MAX,
                    0xdead_beef_0000_0001,
                ];
                for (i, &value) in patterns.iter().enumerate() {
                    let values = [value, patterns[(i + 1) % 5], patterns[(i + 2) % 5]];
                    cell.store(values);
                    assert_eq!(loaded(&cell), values);
                }
            }

            #[test]
            fn update_stores_and_returns_previous() {
                let cell = $new([1, 2, 3]);
                let previous = Shared::update(&cell, |[a, b, c]| [c, a + b, u64::MAX]);
                assert_eq!(previous, [1, 2, 3]);
                assert_eq!(loaded(&cell), [3, 3, u64::MAX]);
            }

            #[test]
            fn into_inner_returns_the_last_store() {
                let cell = $new([5, 6, 7]);
                cell.store([8, 9, 10]);
                assert_eq!(Shared::into_inner(cell), [8, 9, 10]);
            }

            #[test]
            fn stress_loads_return_whole_groups_within_guarantees() {
                stress(&$new([0; 3]));
            }
        }
    };
}

/// What the public types add to their backend: a const `new`, `Default`, `From` and `Debug`.
macro_rules! traits_suite {
    ($module:ident, $cell:ty, $value:expr, $debug:expr) => {
        mod $module {
            use super::*;
            type Cell = $cell;

            static STATIC: Cell = Cell::new($value);

            #[test]
            fn new_is_const() {
                assert_eq!(loaded(&STATIC), $value);
            }

            #[test]
            fn default_from_and_debug() {
                assert_eq!(
                    Cell::default().into_inner(),
                    <Cell as Shared>::Value::default()
                );
                assert_eq!(loaded(&Cell::from($value)), $value);
                let name = stringify!($cell).rsplit("::").next().unwrap();
                let name = name.split('<').next().unwrap();
                assert_eq!(
                    format!("{:?}", Cell::new($value)),
                    format!("{}({})", name, $debug)
                );
            }
        }
    };
}

traits_suite!(u64copy_traits, crate::U64Copy, 9, "9");
traits_suite!(u64seq_traits, crate::U64Seq, 9, "9");
traits_suite!(u64latch_traits, crate::U64Latch, 9, "9");
traits_suite!(
    u64seq_array_traits,
    crate::U64SeqArray<2>,
    [1, u64::MAX],
    "[1, 18446744073709551615]"
);
traits_suite!(
    u64latch_array_traits,
    crate::U64LatchArray<2>,
    [1, u64::MAX],
    "[1, 18446744073709551615]"
);

/// Two 32-bit halves with no check: the stress test must catch its torn loads.
#[derive(Default)]
struct TornHalves(std::sync::atomic::AtomicU32, std::sync::atomic::AtomicU32);

impl Shared for TornHalves {
    type Value = u64;
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
#[should_panic(expected = "torn load")]
fn stress_catches_torn_halves() {
    stress(&TornHalves::default());
}

/// `N` separate `U64Seq` cells, each exact but not consistent with the others: the group
/// stress test must catch its mixed groups.
struct SeparateCells<const N: usize>([crate::U64Seq; N]);

impl<const N: usize> Shared for SeparateCells<N> {
    type Value = [u64; N];
    fn update(&self, f: impl FnOnce([u64; N]) -> [u64; N]) -> [u64; N] {
        let previous = self.load();
        self.store(f(previous));
        previous
    }
    fn into_inner(self) -> [u64; N] {
        self.load()
    }
    fn load(&self) -> [u64; N] {
        let mut values = [0; N];
        for (value, cell) in values.iter_mut().zip(&self.0) {
            *value = cell.load();
        }
        values
    }
    fn try_load(&self) -> Option<[u64; N]> {
        Some(self.load())
    }
    fn store(&self, values: [u64; N]) {
        for (cell, value) in self.0.iter().zip(values) {
            cell.store(value);
            // Widens the window in which a load mixes two stores, as a slow writer would.
            for _ in 0..100 {
                std::hint::spin_loop();
            }
        }
    }
}

/// The negative control of the group stress test.
#[test]
#[cfg_attr(miri, ignore)]
#[should_panic(expected = "torn load")]
fn stress_catches_separate_cells_mixing_stores() {
    stress(&SeparateCells([
        crate::U64Seq::new(0),
        crate::U64Seq::new(0),
        crate::U64Seq::new(0),
    ]));
}

/// The split engines over one value, as the public single values build them there.
pub(crate) fn seq_with_sequence(value: u64, sequence: u32) -> One<Seq<Halves, 1>> {
    One(Seq::from_words(
        AtomicU32::new(sequence),
        [Halves::new(value)],
    ))
}

pub(crate) fn latch_with_sequence(value: u64, sequence: u32) -> One<Latch<Halves, 1>> {
    One(Latch::from_copies(
        AtomicU32::new(sequence),
        [Halves::new(value)],
        [Halves::new(value)],
    ))
}

#[test]
fn stress_u64seq_across_the_sequence_wrap_around() {
    stress(&Split(seq_with_sequence(0, u32::MAX - 101)));
}

#[test]
fn stress_u64latch_across_the_sequence_wrap_around() {
    stress(&Split(latch_with_sequence(0, u32::MAX - 50)));
}

/// `load_with` of a cell made by `$new` (a single value or a group of three).
macro_rules! load_with_suite {
    ($module:ident, $new:expr, $zero:expr) => {
        mod $module {
            use super::*;

            #[test]
            fn stress_load_with_pairs_stay_at_the_same_step_or_one_ahead() {
                stress_load_with(&$new($zero));
            }

            #[test]
            fn try_load_with_runs_f_once_inside_a_successful_attempt() {
                let cell = $new($zero);
                let mut runs = 0;
                let loaded = SharedWith::try_load_with(&cell, &mut || {
                    runs += 1;
                    7
                });
                assert_eq!(loaded, Some(($zero, 7)));
                assert_eq!(runs, 1);
            }
        }
    };
}

/// `f` run after the attempt instead of inside it, with a pause between them, as a reader
/// interrupted there: the negative control of `stress_load_with`.
struct AfterTheAttempt(crate::U64Latch);

impl Shared for AfterTheAttempt {
    type Value = u64;
    fn load(&self) -> u64 {
        self.0.load()
    }
    fn try_load(&self) -> Option<u64> {
        self.0.try_load()
    }
    fn store(&self, value: u64) {
        self.0.store(value)
    }
    fn update(&self, f: impl FnOnce(u64) -> u64) -> u64 {
        self.0.update(f)
    }
    fn into_inner(self) -> u64 {
        self.0.into_inner()
    }
}

impl SharedWith for AfterTheAttempt {
    fn load_with(&self, f: &mut dyn FnMut() -> u64) -> (u64, u64) {
        let value = self.0.load();
        for _ in 0..2000 {
            std::hint::spin_loop();
        }
        (value, f())
    }
    fn try_load_with(&self, f: &mut dyn FnMut() -> u64) -> Option<(u64, u64)> {
        Some(self.load_with(f))
    }
}

#[test]
#[cfg_attr(miri, ignore)]
#[should_panic(expected = "load_with: f read")]
fn stress_load_with_catches_f_after_the_attempt() {
    stress_load_with(&AfterTheAttempt(crate::U64Latch::new(0)));
}

load_with_suite!(u64seq_load_with, crate::U64Seq::new, 0);
load_with_suite!(u64latch_load_with, crate::U64Latch::new, 0);
load_with_suite!(u64seq_array_load_with, crate::U64SeqArray::new, [0; 3]);
load_with_suite!(u64latch_array_load_with, crate::U64LatchArray::new, [0; 3]);

suite!(u64copy, crate::U64Copy::new);
suite!(u64seq, crate::U64Seq::new);
suite!(u64latch, crate::U64Latch::new);
group_suite!(u64seq_array, crate::U64SeqArray::new);
group_suite!(u64latch_array, crate::U64LatchArray::new);

/// The split engines, which the public types use on 32-bit targets, tested on the native
/// host too (on a 32-bit target, the public types above are these), and the groups' engines
/// over halves, which the native host's groups do not use.
mod split {
    use super::*;

    #[cfg(u64copy_wide)]
    suite!(value_and_copy, |v| Split(crate::copy::ValueAndCopy::new(v)));
    #[cfg(u64copy_wide)]
    suite!(seq, |v| Split(seq_with_sequence(v, 0)));
    #[cfg(u64copy_wide)]
    suite!(latch, |v| Split(latch_with_sequence(v, 0)));
    group_suite!(seq_array, |v| Split(Seq::from_words(
        AtomicU32::new(0),
        Halves::array(v)
    )));
    group_suite!(latch_array, |v| Split(Latch::from_copies(
        AtomicU32::new(0),
        Halves::array(v),
        Halves::array(v)
    )));
    #[cfg(u64copy_wide)]
    load_with_suite!(seq_load_with, |v| Split(seq_with_sequence(v, 0)), 0);
    #[cfg(u64copy_wide)]
    load_with_suite!(latch_load_with, |v| Split(latch_with_sequence(v, 0)), 0);
    load_with_suite!(
        seq_array_load_with,
        |v| Split(Seq::from_words(AtomicU32::new(0), Halves::array(v))),
        [0; 3]
    );
    load_with_suite!(
        latch_array_load_with,
        |v| Split(Latch::from_copies(
            AtomicU32::new(0),
            Halves::array(v),
            Halves::array(v)
        )),
        [0; 3]
    );
}
