//! The loom models shared by `tests/loom.rs` (guarantees and limits) and
//! `tests/loom_negative.rs` (negative controls). Under `--cfg u64copy_loom` the crate is built from
//! loom's atomics, so these models run the shipped 32-bit backends.
//!
//! Every model has one writer and straight-line readers that never synchronize back with it,
//! so its outcome does not depend on the schedule but on which store each load reads: loom
//! lets a Relaxed load read any store that coherence and happens-before allow, and the
//! schedule that runs the writer first already offers every store to every load. The
//! schedule needs one preemption (the reader spawns the writer and must switch to it at once),
//! so a preemption bound of 1 (`BOUND`) reaches every outcome; `tests/loom.rs` checks that a
//! bound of 2 finds no more for the one-load models. Two limits of loom qualify "every store":
//! it keeps the last seven values of an atomic, so `race` asserts that a model stores at most
//! six times to any one atomic; and after a yield a load cannot return a stale value it saw
//! before, which prunes only the retries of `load`.

// Each test file uses a part of the models, and they need a newer Rust than the library.
#![allow(dead_code, clippy::incompatible_msrv)]

#[cfg(u64copy_wide)]
compile_error!(
    "the loom models are of the 32-bit backends: add `--cfg u64copy_32bit` to RUSTFLAGS"
);

use loom::model::Builder;
use loom::sync::atomic::{fence, AtomicUsize, Ordering::*};
use loom::sync::Arc;
use loom::thread;
use std::collections::BTreeSet;
use std::sync::Mutex;
use u64copy::{U64Copy, U64Latch, U64Seq};

pub use values::*;

/// The API the three types share, so that each model is written once.
pub trait Cell: Send + Sync + 'static {
    /// Stores to one atomic per `store` (a seqcount's sequence takes two).
    const ATOMIC_STORES_PER_STORE: usize;

    fn new(value: u64) -> Self;
    fn load(&self) -> u64;
    fn try_load(&self) -> Option<u64>;
    fn store(&self, value: u64);
}

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

/// How a reader loads: `load`, or `try_load` (one attempt; `None` is no outcome).
#[derive(Clone, Copy, Debug)]
pub enum Read {
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

pub const fn halves(hi: u32, lo: u32) -> u64 {
    (hi as u64) << 32 | lo as u64
}

/// The preemption bound of every model; see the module documentation for why it suffices.
pub const BOUND: usize = 1;

/// Runs `execution` in every interleaving with at most `bound` preemptions; returns every
/// outcome it recorded.
pub fn explore<T: Ord + Send + 'static>(
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
pub type Outcomes = BTreeSet<Vec<(usize, u64, usize)>>;

/// The writer stores `values[1..]` in order, announcing each store before it starts and
/// publishing it once it is done; the cell starts at `values[0]`. One reader loads `loads`
/// times and records, per load, `(published before, value, announced after)` as indices into
/// `values` (the value as itself).
pub fn race<C: Cell>(bound: usize, values: &'static [u64], read: Read, loads: usize) -> Outcomes {
    race_with::<C>(bound, values, read, loads, true)
}

/// `race` with a writer that only stores: no announcement, so that no fence of the model
/// stands between two stores and hides a missing one in the cell (the latch's fence before
/// its copy). Each load's bounds are the whole history, `(0, value, values.len() - 1)`.
pub fn race_unannounced<C: Cell>(
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
pub fn violations(values: &[u64], outcomes: &Outcomes, exact: bool) -> Vec<String> {
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
pub fn overlapped(outcomes: &Outcomes) -> bool {
    outcomes
        .iter()
        .flatten()
        .any(|&(before, _, after)| after > before)
}

/// An execution in `outcomes` whose reader got fewer than `loads` values: some `try_load`
/// returned `None`, so the models met the path on which a load retries.
pub fn some_attempt_failed(outcomes: &Outcomes, loads: usize) -> bool {
    outcomes.iter().any(|values| values.len() < loads)
}

/// The start value and the stores of each model.
pub mod values {
    use super::halves;

    /// One store changing both halves, the high half only, the low half only, or going down.
    pub const ONE_STORE: [[u64; 2]; 4] = [
        [halves(1, 1), halves(2, 2)],
        [halves(1, 1), halves(2, 1)],
        [halves(1, 1), halves(1, 2)],
        [halves(2, 2), halves(1, 1)],
    ];
    /// Start (lo A, hi X), stores (B, Y), (A, Z), (C, Y): `U64Copy` can return (A, Y).
    pub const ARBITRARY: [u64; 4] = [
        halves(0x1, 0xa),
        halves(0x2, 0xb),
        halves(0x3, 0xa),
        halves(0x2, 0xc),
    ];
    pub const ARBITRARY_NEVER_STORED: u64 = halves(0x2, 0xa);
    /// The first two stores of `ARBITRARY`: enough for (A, Y).
    pub const ARBITRARY_TWO_STORES: [u64; 3] = [ARBITRARY[0], ARBITRARY[1], ARBITRARY[2]];
    /// Non-decreasing, with a low half that repeats: `U64Copy` can return a value in between.
    pub const MONOTONE: [u64; 3] = [0x1_0000_0005, 0x2_0000_0006, 0x3_0000_0005];
    pub const MONOTONE_NEVER_STORED: u64 = 0x2_0000_0005;
    /// Non-decreasing: two loads by one `U64Copy` reader can go back.
    pub const BACKWARDS: [u64; 5] = [0, 0x5, 0x1_0000_0000, 0x2_0000_0005, 0x3_0000_0000];
    pub const BACKWARDS_LOADS: [u64; 2] = [0x1_0000_0005, 0x1_0000_0000];
    /// `BACKWARDS` from its first store on: the same two loads, with three stores, so that
    /// `U64Seq`'s sequence (two stores per store) stays within loom's history.
    pub const BACKWARDS_SHORT: [u64; 4] = [0x5, 0x1_0000_0000, 0x2_0000_0005, 0x3_0000_0000];
    /// Every half of every value differs from every other: a mix of two stores is never a
    /// stored value.
    pub const DISTINCT: [u64; 4] = [
        halves(0x10, 0x1),
        halves(0x20, 0x2),
        halves(0x30, 0x3),
        halves(0x40, 0x4),
    ];
    /// A counter crossing the 2^32 carry.
    pub const CARRY: [u64; 3] = [0xffff_fffe, 0xffff_ffff, 0x1_0000_0000];
}

pub fn assert_guarantees<C: Cell>(values: &'static [u64], read: Read, loads: usize, exact: bool) {
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
pub fn assert_unannounced_guarantees<C: Cell>(
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
pub fn try_load_only_values<C: Cell>(values: &'static [u64]) -> BTreeSet<u64> {
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
pub fn finds<C: Cell>(values: &'static [u64], expected: &[u64]) -> bool {
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
pub fn reader_order_violations<C: Cell>(values: &'static [u64]) -> Vec<(u64, u64)> {
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
