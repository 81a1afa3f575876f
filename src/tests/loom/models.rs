//! The loom models of a single value, and the guarantees and limits of `U64Copy`, `U64Seq`
//! and `U64Latch` that they check (the tests below) on the split backend; the negative
//! controls of their engines (`negative.rs`) run the same models:
//!
//! `RUSTFLAGS="--cfg u64copy_loom --cfg u64copy_32bit" cargo test --release --features loom --lib tests::loom::models -- --test-threads=1`
//!
//! Every model has one writer and straight-line readers that never synchronize back with it,
//! so its outcome does not depend on the schedule but on which store each load reads: loom
//! lets a Relaxed load read any store that coherence and happens-before allow, and the
//! schedule that runs the writer first already offers every store to every load. The
//! schedule needs one preemption (the reader spawns the writer and must switch to it at once),
//! so a preemption bound of 1 (`BOUND`) reaches every outcome; `bound_two_adds_no_outcome`
//! checks that a bound of 2 finds no more for the one-load models. Two limits of loom qualify
//! "every store": it keeps the last seven values of an atomic, so `race` asserts that a model
//! stores at most six times to any one atomic; and after a yield a load cannot return a stale
//! value it saw before, which prunes only the retries of `load`.

use crate::{U64Copy, U64Latch, U64Seq};
use loom::model::Builder;
use loom::sync::atomic::{fence, AtomicUsize, Ordering::*};
use loom::sync::Arc;
use loom::thread;
use std::collections::BTreeSet;
use std::sync::Mutex;
use std::{format, string::String, vec::Vec};

pub(crate) use values::*;

/// The API the three types (and their engines) share, so that each model is written once.
pub(crate) trait Cell: Send + Sync + 'static {
    /// Stores to one atomic per `store` (a seqcount's sequence takes two).
    const ATOMIC_STORES_PER_STORE: usize;

    fn new(value: u64) -> Self;
    fn load(&self) -> u64;
    fn try_load(&self) -> Option<u64>;
    fn store(&self, value: u64);
}

/// How a reader loads: `load`, or `try_load` (one attempt; `None` is no outcome).
#[derive(Clone, Copy, Debug)]
pub(crate) enum Read {
    Load,
    TryLoad,
}

impl Read {
    fn from<C: Cell>(self, cell: &C) -> Option<u64> {
        match self {
            Read::Load => Some(cell.load()),
            Read::TryLoad => cell.try_load(),
        }
    }
}

pub(crate) const fn halves(hi: u32, lo: u32) -> u64 {
    (hi as u64) << 32 | lo as u64
}

/// The preemption bound of every model; see the module documentation for why it suffices.
pub(crate) const BOUND: usize = 1;

/// Runs `execution` in every interleaving with at most `bound` preemptions; returns every
/// outcome it recorded.
pub(crate) fn explore<T: Ord + Send + 'static>(
    bound: usize,
    execution: impl Fn(&dyn Fn(T)) + Sync + Send + 'static,
) -> BTreeSet<T> {
    let seen = std::sync::Arc::new(Mutex::new(BTreeSet::new()));
    let recorded = seen.clone();
    let mut builder = Builder::new();
    builder.preemption_bound = Some(bound);
    builder.check(move || {
        execution(&|outcome| {
            recorded.lock().unwrap().insert(outcome);
        })
    });
    let mut seen = seen.lock().unwrap();
    std::mem::take(&mut *seen)
}

/// Per execution, per load: `(published before, value, announced after)`.
pub(crate) type Outcomes = BTreeSet<Vec<(usize, u64, usize)>>;

/// The writer stores `values[1..]` in order, announcing each store before it starts and
/// publishing it once it is done; the cell starts at `values[0]`. One reader loads `loads`
/// times and records, per load, `(published before, value, announced after)` as indices into
/// `values` (the value as itself).
pub(crate) fn race<C: Cell>(
    bound: usize,
    values: &'static [u64],
    read: Read,
    loads: usize,
) -> Outcomes {
    race_with::<C>(bound, values, read, loads, true)
}

/// `race` with a writer that only stores: no announcement, so that no fence of the model
/// stands between two stores and hides a missing one in the cell (the latch's fence before
/// its copy). Each load's bounds are the whole history, `(0, value, values.len() - 1)`.
pub(crate) fn race_unannounced<C: Cell>(
    bound: usize,
    values: &'static [u64],
    read: Read,
    loads: usize,
) -> Outcomes {
    race_with::<C>(bound, values, read, loads, false)
}

fn race_with<C: Cell>(
    bound: usize,
    values: &'static [u64],
    read: Read,
    loads: usize,
    announce: bool,
) -> Outcomes {
    let stores = (values.len() - 1) * C::ATOMIC_STORES_PER_STORE;
    assert!(
        stores <= 6,
        "{} stores to one atomic: loom keeps only 7 values",
        stores
    );
    explore(bound, move |record| {
        let cell = Arc::new(C::new(values[0]));
        let announced = Arc::new(AtomicUsize::new(0));
        let published = Arc::new(AtomicUsize::new(0));
        let writer = {
            let (cell, announced, published) = (cell.clone(), announced.clone(), published.clone());
            thread::spawn(move || {
                for (index, &value) in values.iter().enumerate().skip(1) {
                    if announce {
                        announced.store(index, Relaxed);
                        // A load that reads any half of this store sees `announced >= index`.
                        fence(Release);
                    }
                    cell.store(value);
                    if announce {
                        published.store(index, Release);
                    }
                }
            })
        };
        let mut outcome = Vec::new();
        for _ in 0..loads {
            let value = if announce {
                let before = published.load(Acquire);
                let value = read.from(&*cell);
                fence(Acquire);
                value.map(|value| (before, value, announced.load(Relaxed)))
            } else {
                read.from(&*cell).map(|value| (0, value, values.len() - 1))
            };
            outcome.extend(value);
        }
        writer.join().unwrap();
        record(outcome);
    })
}

/// Every load of `outcomes` that breaks a guarantee, described.
///
/// For every type and any values, a load that at most one store overlaps (`after - before
/// <= 1`) returns the value published before it or the one announced after it; with
/// non-decreasing values, every load lies between those two. `exact` adds `U64Seq`'s
/// guarantees: every load returns a stored value within those bounds, whatever the overlap,
/// and a reader's loads never go back in store order.
pub(crate) fn violations(values: &[u64], outcomes: &Outcomes, exact: bool) -> Vec<String> {
    let index_of = |value: u64| values.iter().position(|&v| v == value);
    let non_decreasing = values.windows(2).all(|pair| pair[0] <= pair[1]);
    let mut found = Vec::new();
    for loads in outcomes {
        let mut previous = 0;
        for &(before, value, after) in loads {
            let index = index_of(value);
            assert!(
                after >= before,
                "announced {} < published {}",
                after,
                before
            );
            let problem = if exact || after - before <= 1 {
                match index {
                    None => Some("was never stored"),
                    Some(i) if i < before || i > after => Some("was not current during the load"),
                    Some(i) if exact && i < previous => Some("is older than the previous load"),
                    _ => None,
                }
            } else {
                None
            };
            let problem = problem.or_else(|| {
                let bounded = values[before] <= value && value <= values[after];
                (non_decreasing && !bounded).then_some("is outside the bounds")
            });
            if let Some(problem) = problem {
                found.push(format!("{:#x} {} (loads {:x?})", value, problem, loads));
            }
            previous = index.unwrap_or(previous);
        }
    }
    found
}

/// A load in `outcomes` that some store overlapped, so that a model is not passed vacuously.
pub(crate) fn overlapped(outcomes: &Outcomes) -> bool {
    outcomes
        .iter()
        .flatten()
        .any(|&(before, _, after)| after > before)
}

/// An execution in `outcomes` whose reader got fewer than `loads` values: some `try_load`
/// returned `None`, so the models met the path on which a load retries.
pub(crate) fn some_attempt_failed(outcomes: &Outcomes, loads: usize) -> bool {
    outcomes.iter().any(|values| values.len() < loads)
}

/// The start value and the stores of each model.
pub(crate) mod values {
    use super::halves;

    /// One store changing both halves, the high half only, the low half only, or going down.
    pub(crate) const ONE_STORE: [[u64; 2]; 4] = [
        [halves(1, 1), halves(2, 2)],
        [halves(1, 1), halves(2, 1)],
        [halves(1, 1), halves(1, 2)],
        [halves(2, 2), halves(1, 1)],
    ];
    /// Start (lo A, hi X), stores (B, Y), (A, Z), (C, Y): `U64Copy` can return (A, Y).
    pub(crate) const ARBITRARY: [u64; 4] = [
        halves(0x1, 0xa),
        halves(0x2, 0xb),
        halves(0x3, 0xa),
        halves(0x2, 0xc),
    ];
    pub(crate) const ARBITRARY_NEVER_STORED: u64 = halves(0x2, 0xa);
    /// The first two stores of `ARBITRARY`: enough for (A, Y).
    pub(crate) const ARBITRARY_TWO_STORES: [u64; 3] = [ARBITRARY[0], ARBITRARY[1], ARBITRARY[2]];
    /// Non-decreasing, with a low half that repeats: `U64Copy` can return a value in between.
    pub(crate) const MONOTONE: [u64; 3] = [0x1_0000_0005, 0x2_0000_0006, 0x3_0000_0005];
    pub(crate) const MONOTONE_NEVER_STORED: u64 = 0x2_0000_0005;
    /// Non-decreasing: two loads by one `U64Copy` reader can go back.
    pub(crate) const BACKWARDS: [u64; 5] = [0, 0x5, 0x1_0000_0000, 0x2_0000_0005, 0x3_0000_0000];
    pub(crate) const BACKWARDS_LOADS: [u64; 2] = [0x1_0000_0005, 0x1_0000_0000];
    /// `BACKWARDS` from its first store on: the same two loads, with three stores, so that
    /// `U64Seq`'s sequence (two stores per store) stays within loom's history.
    pub(crate) const BACKWARDS_SHORT: [u64; 4] = [0x5, 0x1_0000_0000, 0x2_0000_0005, 0x3_0000_0000];
    /// Every half of every value differs from every other: a mix of two stores is never a
    /// stored value.
    pub(crate) const DISTINCT: [u64; 4] = [
        halves(0x10, 0x1),
        halves(0x20, 0x2),
        halves(0x30, 0x3),
        halves(0x40, 0x4),
    ];
    /// A counter crossing the 2^32 carry.
    pub(crate) const CARRY: [u64; 3] = [0xffff_fffe, 0xffff_ffff, 0x1_0000_0000];
}

pub(crate) fn assert_guarantees<C: Cell>(
    values: &'static [u64],
    read: Read,
    loads: usize,
    exact: bool,
) {
    let outcomes = race::<C>(BOUND, values, read, loads);
    assert!(
        overlapped(&outcomes),
        "no store overlapped a load: the model proves nothing"
    );
    if let Read::TryLoad = read {
        assert!(
            some_attempt_failed(&outcomes, loads),
            "no attempt failed: the model never met a store it had to reject"
        );
    }
    let found = violations(values, &outcomes, exact);
    assert!(
        found.is_empty(),
        "{} with {:?}: {:#?}",
        std::any::type_name::<C>(),
        read,
        found
    );
}

/// `assert_guarantees` on `race_unannounced`. Not vacuous: some `load` returned a value that
/// neither starts nor ends the history, or some `try_load` failed, so it ran while the
/// writer did.
pub(crate) fn assert_unannounced_guarantees<C: Cell>(
    values: &'static [u64],
    read: Read,
    loads: usize,
    exact: bool,
) {
    let outcomes = race_unannounced::<C>(BOUND, values, read, loads);
    let (first, last) = (values[0], values[values.len() - 1]);
    let overlapped = match read {
        Read::Load => outcomes
            .iter()
            .flatten()
            .any(|&(_, value, _)| value != first && value != last),
        Read::TryLoad => some_attempt_failed(&outcomes, loads),
    };
    assert!(
        overlapped,
        "no load ran during the stores: the model proves nothing"
    );
    let found = violations(values, &outcomes, exact);
    assert!(
        found.is_empty(),
        "{} with {:?}: {:#?}",
        std::any::type_name::<C>(),
        read,
        found
    );
}

/// The values `try_load` returned in some execution that `load` never returned.
pub(crate) fn try_load_only_values<C: Cell>(values: &'static [u64]) -> BTreeSet<u64> {
    let returned = |read| -> BTreeSet<u64> {
        let outcomes = race::<C>(BOUND, values, read, 1);
        outcomes
            .iter()
            .flatten()
            .map(|&(_, value, _)| value)
            .collect()
    };
    let by_load = returned(Read::Load);
    returned(Read::TryLoad)
        .difference(&by_load)
        .copied()
        .collect()
}

/// Whether some execution returned the loads `expected`.
pub(crate) fn finds<C: Cell>(values: &'static [u64], expected: &[u64]) -> bool {
    race::<C>(BOUND, values, Read::Load, expected.len())
        .iter()
        .any(|loads| {
            loads
                .iter()
                .map(|&(_, value, _)| value)
                .eq(expected.iter().copied())
        })
}

/// Two readers, the second after the first (it joins the first): the second never returns a
/// value older in store order than the first's. Returns the violating pairs.
pub(crate) fn reader_order_violations<C: Cell>(values: &'static [u64]) -> Vec<(u64, u64)> {
    let outcomes = explore(BOUND, move |record| {
        let cell = Arc::new(C::new(values[0]));
        let writer = {
            let cell = cell.clone();
            thread::spawn(move || values[1..].iter().for_each(|&value| cell.store(value)))
        };
        let first = {
            let cell = cell.clone();
            thread::spawn(move || cell.load())
        };
        let first = first.join().unwrap();
        let second = cell.load();
        writer.join().unwrap();
        record((first, second));
    });
    assert!(
        outcomes.iter().any(|&(first, _)| first != values[0]),
        "the first reader never saw a store: the model proves nothing"
    );
    let index_of = |value: u64| values.iter().position(|&v| v == value);
    outcomes
        .into_iter()
        .filter(|&(first, second)| index_of(second) < index_of(first))
        .collect()
}

/// The public types as the models' cells.
macro_rules! impl_cell {
    ($($cell:ty: $stores:expr),*) => {$(
        impl Cell for $cell {
            const ATOMIC_STORES_PER_STORE: usize = $stores;

            fn new(value: u64) -> Self { <$cell>::new(value) }
            fn load(&self) -> u64 { <$cell>::load(self) }
            fn try_load(&self) -> Option<u64> { <$cell>::try_load(self) }
            fn store(&self, value: u64) { <$cell>::store(self, value) }
        }
    )*};
}
impl_cell!(U64Copy: 1, U64Seq: 2, U64Latch: 1);

mod copy_models {
    use super::*;

    #[test]
    fn no_overlap_or_one_store_overlapping_returns_old_or_new() {
        for values in &ONE_STORE {
            assert_guarantees::<U64Copy>(values, Read::Load, 1, false);
        }
    }

    #[test]
    fn try_load_returns_what_load_may() {
        for values in &ONE_STORE {
            assert_guarantees::<U64Copy>(values, Read::TryLoad, 1, false);
        }
        assert_guarantees::<U64Copy>(&MONOTONE, Read::TryLoad, 1, false);
        for values in [&ARBITRARY_TWO_STORES[..], &MONOTONE] {
            assert_eq!(try_load_only_values::<U64Copy>(values), BTreeSet::new());
        }
    }

    #[test]
    fn non_decreasing_stores_keep_loads_within_bounds() {
        assert_guarantees::<U64Copy>(&MONOTONE, Read::Load, 1, false);
        assert_guarantees::<U64Copy>(&CARRY, Read::Load, 2, false);
        assert_guarantees::<U64Copy>(&BACKWARDS, Read::Load, 2, false);
    }

    #[test]
    fn limit_two_overlapping_stores_can_yield_a_never_stored_value() {
        assert!(finds::<U64Copy>(
            &ARBITRARY_TWO_STORES,
            &[ARBITRARY_NEVER_STORED]
        ));
    }

    #[test]
    fn limit_non_decreasing_stores_can_yield_a_never_stored_value_within_bounds() {
        assert!(finds::<U64Copy>(&MONOTONE, &[MONOTONE_NEVER_STORED]));
    }

    #[test]
    fn limit_successive_loads_can_go_back() {
        assert!(finds::<U64Copy>(&BACKWARDS, &BACKWARDS_LOADS));
        assert!(finds::<U64Copy>(&BACKWARDS_SHORT, &BACKWARDS_LOADS));
    }
}

mod seq_models {
    use super::*;

    #[test]
    fn one_store_overlapping_returns_old_or_new() {
        for values in &ONE_STORE {
            assert_guarantees::<U64Seq>(values, Read::Load, 1, true);
            assert_guarantees::<U64Seq>(values, Read::TryLoad, 1, true);
        }
    }

    #[test]
    fn try_load_returns_what_load_may() {
        for values in [&ARBITRARY[..], &MONOTONE] {
            assert_eq!(try_load_only_values::<U64Seq>(values), BTreeSet::new());
        }
    }

    #[test]
    fn any_overlap_returns_a_stored_value_never_older_than_the_last_load() {
        assert_guarantees::<U64Seq>(&ARBITRARY, Read::Load, 1, true);
        assert_guarantees::<U64Seq>(&ARBITRARY, Read::TryLoad, 1, true);
        assert_guarantees::<U64Seq>(&MONOTONE, Read::Load, 1, true);
        assert_guarantees::<U64Seq>(&BACKWARDS_SHORT, Read::Load, 2, true);
        assert_guarantees::<U64Seq>(&ARBITRARY, Read::Load, 2, true);
    }

    /// With no fence of the model's between the stores (see `race_unannounced`).
    #[test]
    fn a_writer_that_only_stores_never_mixes() {
        assert_unannounced_guarantees::<U64Seq>(&DISTINCT[..3], Read::Load, 1, true);
        assert_unannounced_guarantees::<U64Seq>(&DISTINCT[..3], Read::TryLoad, 1, true);
    }

    #[test]
    fn a_later_reader_never_returns_an_older_value() {
        assert_eq!(reader_order_violations::<U64Seq>(&ARBITRARY[..3]), []);
    }
}

mod latch_models {
    use super::*;

    #[test]
    fn one_store_overlapping_returns_old_or_new() {
        for values in &ONE_STORE {
            assert_guarantees::<U64Latch>(values, Read::Load, 1, true);
            assert_guarantees::<U64Latch>(values, Read::TryLoad, 1, true);
        }
    }

    #[test]
    fn try_load_returns_what_load_may() {
        for values in [&ARBITRARY[..], &MONOTONE] {
            assert_eq!(try_load_only_values::<U64Latch>(values), BTreeSet::new());
        }
    }

    #[test]
    fn any_overlap_returns_a_stored_value_never_older_than_the_last_load() {
        assert_guarantees::<U64Latch>(&ARBITRARY, Read::Load, 1, true);
        assert_guarantees::<U64Latch>(&ARBITRARY, Read::TryLoad, 1, true);
        assert_guarantees::<U64Latch>(&MONOTONE, Read::Load, 1, true);
        assert_guarantees::<U64Latch>(&BACKWARDS, Read::Load, 2, true);
        assert_guarantees::<U64Latch>(&ARBITRARY, Read::Load, 2, true);
    }

    #[test]
    fn overlapping_stores_whose_halves_all_differ_never_mix() {
        assert_guarantees::<U64Latch>(&DISTINCT, Read::Load, 1, true);
        assert_guarantees::<U64Latch>(&DISTINCT, Read::TryLoad, 1, true);
        assert_guarantees::<U64Latch>(&DISTINCT, Read::Load, 2, true);
    }

    /// With no fence of the model's between the stores (see `race_unannounced`).
    #[test]
    fn a_writer_that_only_stores_never_mixes_either() {
        assert_unannounced_guarantees::<U64Latch>(&DISTINCT, Read::Load, 1, true);
        assert_unannounced_guarantees::<U64Latch>(&DISTINCT, Read::TryLoad, 1, true);
        assert_unannounced_guarantees::<U64Latch>(&DISTINCT, Read::Load, 2, true);
    }

    #[test]
    fn a_later_reader_never_returns_an_older_value() {
        assert_eq!(reader_order_violations::<U64Latch>(&ARBITRARY), []);
    }
}

/// The reason `BOUND` suffices, checked: a bound of 2 reaches no outcome that 1 misses.
#[test]
fn bound_two_adds_no_outcome() {
    fn same<C: Cell>(values: &'static [u64], loads: usize) {
        let bound_one = race::<C>(BOUND, values, Read::Load, loads);
        assert_eq!(race::<C>(BOUND + 1, values, Read::Load, loads), bound_one);
    }
    fn same_try_load<C: Cell>(values: &'static [u64]) {
        let bound_one = race::<C>(BOUND, values, Read::TryLoad, 1);
        assert_eq!(race::<C>(BOUND + 1, values, Read::TryLoad, 1), bound_one);
    }
    for values in &ONE_STORE {
        same::<U64Copy>(values, 1);
        same::<U64Seq>(values, 1);
        same_try_load::<U64Copy>(values);
        same_try_load::<U64Seq>(values);
        same::<U64Latch>(values, 1);
        same_try_load::<U64Latch>(values);
    }
    same::<U64Copy>(&MONOTONE, 1);
    same::<U64Seq>(&MONOTONE, 1);
    same::<U64Latch>(&MONOTONE, 1);
    same::<U64Latch>(&DISTINCT, 1);
}
