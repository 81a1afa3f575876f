//! The loom models of groups, shared by the guarantee models of `U64SeqArray` and
//! `U64LatchArray` (below, on either backend: words of one `AtomicU64` natively, of two
//! `AtomicU32` halves under `--cfg u64copy_32bit`) and the negative controls of their
//! engines (`negative.rs`):
//!
//! `RUSTFLAGS="--cfg u64copy_loom" cargo test --release --features loom --lib tests::loom::groups -- --nocapture`
//!
//! One writer stores groups in which every store changes every word and both halves of
//! each, announcing each store before it starts and publishing it once done (or, in the
//! unannounced models, only storing); one reader records, per load, `(published before,
//! group, announced after)`. Every load must be one stored group (never a mix of two), not
//! older than the last one published before it, not newer than the last one announced after
//! it, and not older than the reader's previous load. Preemption bound 1, as for the models
//! of a single value (`models.rs`), and for the same reason (the reader never synchronizes
//! back with the writer); each model also asserts what it explored, so that none passes
//! vacuously.

use loom::model::Builder;
use loom::sync::atomic::{fence, AtomicUsize, Ordering::*};
use loom::sync::Arc;
use loom::thread;
use std::collections::BTreeSet;
use std::sync::Mutex;
use std::{format, println, string::String, vec::Vec};

const fn halves(hi: u32, lo: u32) -> u64 {
    (hi as u64) << 32 | lo as u64
}

/// The start group and three stores: each changes every word and both halves of each.
pub(crate) const GROUPS: [[u64; 2]; 4] = [
    [halves(1, 2), halves(3, 4)],
    [halves(5, 6), halves(7, 8)],
    [halves(9, 10), halves(11, 12)],
    [halves(13, 14), halves(15, 16)],
];

/// What the models need of a group.
pub(crate) trait Group: Send + Sync + 'static {
    fn new(values: [u64; 2]) -> Self;
    fn load(&self) -> [u64; 2];
    fn try_load(&self) -> Option<[u64; 2]>;
    fn store(&self, values: [u64; 2]);
}

/// One load: `(published before, group, announced after)`; `None` for a failed `try_load`.
pub(crate) type Load = (usize, Option<[u64; 2]>, usize);

/// Every execution's loads, with `stores` stores of `GROUPS` and `loads` loads by `try_load`
/// (`one_attempt`) or `load`. The writer announces and publishes each store (`announce`), or
/// only stores: its own Release fence before each store would otherwise stand in for a
/// fence of the engine's, and hide its removal. Without it, every load's bounds are 0 and
/// `stores`.
pub(crate) fn race<G: Group>(
    stores: usize,
    loads: usize,
    one_attempt: bool,
    announce: bool,
) -> BTreeSet<Vec<Load>> {
    let seen = std::sync::Arc::new(Mutex::new(BTreeSet::new()));
    let recorded = seen.clone();
    let mut builder = Builder::new();
    builder.preemption_bound = Some(1);
    builder.check(move || {
        let group = Arc::new(G::new(GROUPS[0]));
        let announced = Arc::new(AtomicUsize::new(0));
        let published = Arc::new(AtomicUsize::new(0));
        let writer = {
            let (group, announced, published) =
                (group.clone(), announced.clone(), published.clone());
            thread::spawn(move || {
                for (index, &values) in GROUPS.iter().enumerate().skip(1).take(stores) {
                    if announce {
                        announced.store(index, Relaxed);
                        // A load that reads any word of this store sees `announced >= index`.
                        fence(Release);
                    }
                    group.store(values);
                    if announce {
                        published.store(index, Release);
                    }
                }
            })
        };
        let outcome: Vec<Load> = (0..loads)
            .map(|_| {
                let before = published.load(Acquire);
                let values = if one_attempt {
                    group.try_load()
                } else {
                    Some(group.load())
                };
                fence(Acquire);
                let after = if announce {
                    announced.load(Relaxed)
                } else {
                    stores
                };
                (before, values, after)
            })
            .collect();
        writer.join().unwrap();
        recorded.lock().unwrap().insert(outcome);
    });
    let mut seen = seen.lock().unwrap();
    std::mem::take(&mut *seen)
}

/// Every load that breaks the groups' guarantees, described.
pub(crate) fn violations(outcomes: &BTreeSet<Vec<Load>>) -> Vec<String> {
    let mut found = Vec::new();
    for loads in outcomes {
        let mut previous = 0;
        for &(before, values, after) in loads {
            let values = match values {
                Some(values) => values,
                None => continue,
            };
            let problem = match GROUPS.iter().position(|&group| group == values) {
                None => Some("is no stored group"),
                Some(i) if i < before || i > after => Some("was not current during the load"),
                Some(i) if i < previous => Some("is older than the previous load"),
                Some(i) => {
                    previous = i;
                    None
                }
            };
            if let Some(problem) = problem {
                found.push(format!("{:x?} {} (loads {:x?})", values, problem, loads));
            }
        }
    }
    found
}

/// The models of every check: (stores, loads, by `try_load`, writer announces).
const MODELS: [(usize, usize, bool, bool); 6] = [
    (1, 1, false, true),
    (3, 1, false, true),
    (3, 2, false, true),
    (3, 1, true, true),
    (3, 1, false, false),
    (3, 2, false, false),
];

/// The first violation of the models, cheapest first: what a negative control must find.
pub(crate) fn first_violation<G: Group>() -> Option<String> {
    MODELS
        .iter()
        .find_map(|&(stores, loads, one_attempt, announce)| {
            let outcomes = race::<G>(stores, loads, one_attempt, announce);
            violations(&outcomes).into_iter().next()
        })
}

/// The models of one group type: guarantees with `load` and `try_load`, one and two loads,
/// with the writer announcing its stores or not, and what they explored.
pub(crate) fn check<G: Group>() {
    for (stores, loads, one_attempt, announce) in MODELS {
        let outcomes = race::<G>(stores, loads, one_attempt, announce);
        let found = violations(&outcomes);
        assert!(
            found.is_empty(),
            "{} with {} stores, {} loads: {:#?}",
            std::any::type_name::<G>(),
            stores,
            loads,
            found
        );
        let all = || outcomes.iter().flatten();
        if announce {
            assert!(
                all().any(|&(before, values, after)| after > before && values.is_some()),
                "no store overlapped a successful load: the model proves nothing"
            );
        } else {
            assert!(
                all().any(|&(_, values, _)| values
                    .map_or(false, |v| v != GROUPS[0] && v != GROUPS[stores])),
                "no load saw a group between the first and the last: the model proves nothing"
            );
        }
        assert!(
            all().any(|&(_, values, _)| values == Some(GROUPS[stores])),
            "no load saw the last store"
        );
        if one_attempt {
            assert!(
                all().any(|&(_, values, _)| values.is_none()),
                "no attempt failed: the retry path was not explored"
            );
        }
        println!(
            "{}: {} stores{}, {} loads by {}: {} outcomes, none broke a guarantee",
            std::any::type_name::<G>(),
            stores,
            if announce { "" } else { " (unannounced)" },
            loads,
            if one_attempt { "try_load" } else { "load" },
            outcomes.len()
        );
    }
}

macro_rules! impl_group {
    ($($group:ty),*) => {$(
        impl Group for $group {
            fn new(values: [u64; 2]) -> Self { <$group>::new(values) }
            fn load(&self) -> [u64; 2] { <$group>::load(self) }
            fn try_load(&self) -> Option<[u64; 2]> { <$group>::try_load(self) }
            fn store(&self, values: [u64; 2]) { <$group>::store(self, values) }
        }
    )*};
}
impl_group!(crate::U64SeqArray<2>, crate::U64LatchArray<2>);

#[test]
fn seq_array_loads_whole_groups_never_older_never_back() {
    check::<crate::U64SeqArray<2>>();
}

#[test]
fn latch_array_loads_whole_groups_never_older_never_back() {
    check::<crate::U64LatchArray<2>>();
}
