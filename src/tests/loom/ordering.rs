//! The ordering contract (`src/docs/ordering.md`) on either backend, with one store and with
//! two stores overlapping the load. A writer stores `DATA = 1` (Relaxed) before one of its
//! stores of the cell; a reader that loads that store's value (or a later one) must then load
//! `DATA == 1` (Relaxed).
//!
//! - **Publication** (`store_release`, then `load_acquire`) holds for `U64Seq`, `U64Latch`,
//!   `U64SeqArray<2>` and `U64LatchArray<2>`: with one store, and with two that overlap the
//!   load (start `0x1_0000_0005`, `0x2_0000_0003`, `DATA = 1`, `0x2_0000_0005`: issue 33's
//!   shape, and the same with every half changing at every store). The negative controls
//!   remove what it rests on, and loom must find the stale `DATA`: on the split backend (and
//!   for the groups natively) the seqcount's store fence after its odd sequence or its load
//!   fence before the last sequence load, or a latch's two fences of one side (`Unfenced`);
//!   natively the Release of `store_release` or the Acquire of `load_acquire` of one
//!   `AtomicU64` (`src/word.rs`), made Relaxed.
//! - **The limits, which loom must find**: `load` and `store` order the value only. Natively
//!   one Relaxed `AtomicU64` access each, so one store suffices for a stale `DATA` (`U64Copy`,
//!   `U64Seq`, `U64Latch`). On the split backend `U64Copy::load` returns the second store's
//!   value while its value-and-copy check synchronized with the first store only (issue 33,
//!   item 1): why `U64Copy` has no `load_acquire`.
//!
//! `RUSTFLAGS="--cfg u64copy_loom --cfg u64copy_32bit" cargo test --release --features loom --lib tests::loom::ordering -- --nocapture --test-threads=1`
//!
//! and the same with `RUSTFLAGS="--cfg u64copy_loom"` (the native backend). Preemption bound
//! 2; each model asserts that some execution loaded the value after `DATA`, so that none
//! passes vacuously, and prints its number of executions.

use super::negative::{with_broken, Site};
use super::negative::{SEQ_LOAD_FENCE, SEQ_STORE_FENCE};
use crate::{U64Copy, U64Latch, U64LatchArray, U64Seq, U64SeqArray};
use core::fmt::Debug;
use loom::sync::atomic::{AtomicU32, Ordering::Relaxed};
use loom::sync::Arc;
use loom::thread;
use std::println;
use std::string::{String, ToString};
use std::sync::atomic::{AtomicBool, AtomicUsize};

/// A cell type and the pair of methods a model stores and loads it with.
struct Access<C: 'static, V: 'static> {
    /// The type and the pair, as printed.
    name: &'static str,
    new: fn(V) -> C,
    store: fn(&C, V),
    load: fn(&C) -> V,
}

impl<C, V> Clone for Access<C, V> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<C, V> Copy for Access<C, V> {}

/// `Access` of `$cell` by `$store` and `$load`, its own methods.
macro_rules! access {
    ($cell:ty, $store:ident, $load:ident) => {
        Access::<$cell, _> {
            name: concat!(
                stringify!($cell),
                " by ",
                stringify!($store),
                "/",
                stringify!($load)
            ),
            new: <$cell>::new,
            store: <$cell>::$store,
            load: <$cell>::$load,
        }
    };
}

/// What the writer does: the cell starts at `start`, the writer stores `stores` in order and
/// `DATA = 1` just before `stores[data_before]`.
struct Shape<V: 'static> {
    name: &'static str,
    start: V,
    stores: &'static [V],
    data_before: usize,
}

const fn halves(hi: u32, lo: u32) -> u64 {
    (hi as u64) << 32 | lo as u64
}

/// One store, both halves changing.
const ONE: Shape<u64> = Shape {
    name: "one store",
    start: 0,
    stores: &[halves(1, 1)],
    data_before: 0,
};

/// Issue 33's shape: the low half goes back to the start's, so a load can take its copy's
/// halves from the start and the first store and its value from the second.
const ISSUE_33: Shape<u64> = Shape {
    name: "two stores, issue 33's",
    start: halves(1, 5),
    stores: &[halves(2, 3), halves(2, 5)],
    data_before: 1,
};

/// Two stores, both halves changing at each.
const TWO: Shape<u64> = Shape {
    name: "two stores, every half changing",
    start: 0,
    stores: &[halves(1, 1), halves(2, 2)],
    data_before: 1,
};

const ONE_PAIR: Shape<[u64; 2]> = Shape {
    name: "one store",
    start: [0, 0],
    stores: &[[halves(1, 1), halves(2, 2)]],
    data_before: 0,
};

/// Issue 33's shape in the first word, every half changing in the second.
const TWO_PAIRS: Shape<[u64; 2]> = Shape {
    name: "two stores, issue 33's and every half changing",
    start: [halves(1, 5), 0],
    stores: &[[halves(2, 3), halves(1, 1)], [halves(2, 5), halves(2, 2)]],
    data_before: 1,
};

/// The message of a stale `DATA`.
const STALE: &str = "a value stored after DATA, with the old DATA";

/// Runs `model` under loom with preemption bound `bound` and returns the message of its
/// first panic (`None`: every execution passed) and the number of executions.
pub(super) fn check(
    bound: usize,
    model: impl Fn() + Sync + Send + 'static,
) -> (Option<String>, usize) {
    let executions = std::sync::Arc::new(AtomicUsize::new(0));
    let counted = executions.clone();
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(move || {
        let mut builder = loom::model::Builder::new();
        builder.preemption_bound = Some(bound);
        builder.check(move || {
            counted.fetch_add(1, Relaxed);
            model()
        });
    }));
    let message = result.err().map(|payload| {
        payload
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_else(|| "<a panic without a message>".to_string())
    });
    (message, executions.load(Relaxed))
}

/// The model of `access` on `shape`: the writer's stores with `DATA = 1` among them, one
/// load. Returns the first stale `DATA` found, or `None`, after asserting that some
/// execution loaded a value stored after `DATA`.
fn stale_data<C, V>(access: Access<C, V>, shape: &'static Shape<V>) -> Option<String>
where
    C: Send + Sync + 'static,
    V: Copy + PartialEq + Debug + Send + Sync + 'static,
{
    let saw_new = std::sync::Arc::new(AtomicBool::new(false));
    let saw = saw_new.clone();
    let (found, executions) = check(2, move || {
        let data = Arc::new(AtomicU32::new(0));
        let cell = Arc::new((access.new)(shape.start));
        let writer = {
            let (data, cell) = (data.clone(), cell.clone());
            thread::spawn(move || {
                for (index, &value) in shape.stores.iter().enumerate() {
                    if index == shape.data_before {
                        data.store(1, Relaxed);
                    }
                    (access.store)(&cell, value);
                }
            })
        };
        let value = (access.load)(&cell);
        if shape.stores[shape.data_before..].contains(&value) {
            saw.store(true, Relaxed);
            assert_eq!(data.load(Relaxed), 1, "{}: {:#x?}", STALE, value);
        }
        writer.join().unwrap();
    });
    println!(
        "{}, {}: {} executions, {:?}",
        access.name, shape.name, executions, found
    );
    if let Some(message) = &found {
        assert!(message.contains(STALE), "another panic: {}", message);
    }
    assert!(
        saw_new.load(Relaxed),
        "{}, {}: no load returned a value stored after DATA: the model proves nothing",
        access.name,
        shape.name
    );
    found
}

/// Publication holds for `access` on every shape.
fn assert_published<C, V>(access: Access<C, V>, shapes: &[&'static Shape<V>])
where
    C: Send + Sync + 'static,
    V: Copy + PartialEq + Debug + Send + Sync + 'static,
{
    for &shape in shapes {
        assert_eq!(stale_data(access, shape), None, "{}", access.name);
    }
}

/// Loom finds a stale `DATA` for `access` on `shape` (with the ordering at `site` removed,
/// for a control).
fn assert_found<C, V>(access: Access<C, V>, shape: &'static Shape<V>, site: Option<Site>)
where
    C: Send + Sync + 'static,
    V: Copy + PartialEq + Debug + Send + Sync + 'static,
{
    let found = with_broken(site, || stale_data(access, shape));
    if let Some(site) = site {
        println!("  control: without src/{}:{}: caught", site.file, site.line);
    }
    assert!(
        found.is_some(),
        "{}, {}: loom found no stale DATA (removed: {:?})",
        access.name,
        shape.name,
        site
    );
}

#[test]
fn u64seq_store_release_publishes_to_load_acquire() {
    let access = access!(U64Seq, store_release, load_acquire);
    assert_published(access, &[&ONE, &ISSUE_33, &TWO]);
}

#[test]
fn u64latch_store_release_publishes_to_load_acquire() {
    let access = access!(U64Latch, store_release, load_acquire);
    assert_published(access, &[&ONE, &ISSUE_33, &TWO]);
}

#[test]
fn u64seqarray_store_release_publishes_to_load_acquire() {
    assert_published(
        access!(U64SeqArray<2>, store_release, load_acquire),
        &[&ONE_PAIR, &TWO_PAIRS],
    );
}

#[test]
fn u64latcharray_store_release_publishes_to_load_acquire() {
    assert_published(
        access!(U64LatchArray<2>, store_release, load_acquire),
        &[&ONE_PAIR, &TWO_PAIRS],
    );
}

/// The seqcount's fences that publication rests on: its store fence after the odd sequence
/// and its load fence before the last sequence load. (The other fence of each side keeps a
/// load whole, which the models of `models.rs` and `groups.rs` check.)
fn seq_sites() -> [Site; 2] {
    [
        Site::nth("seq.rs", SEQ_STORE_FENCE, 0, 2),
        Site::nth("seq.rs", SEQ_LOAD_FENCE, 1, 2),
    ]
}

#[test]
fn u64seqarray_without_an_ordering_fence_is_caught() {
    for site in seq_sites() {
        for shape in [&ONE_PAIR, &TWO_PAIRS] {
            let access = access!(U64SeqArray<2>, store_release, load_acquire);
            assert_found(access, shape, Some(site));
        }
    }
}

/// The latch of `src/latch.rs` over `N` words of the group type of this backend, without
/// the two fences of its store (`WRITER`) or of its load: the latch's controls, since either
/// fence of a side orders `DATA` alone (a Release fence before the sequence store that sends
/// readers to the new copy, whichever of the two it is, and an Acquire fence after the
/// sequence load that read it).
struct Unfenced<const WRITER: bool, const N: usize> {
    sequence: crate::sync::AtomicU32,
    copies: [[crate::word::GroupWord; N]; 2],
}

impl<const WRITER: bool, const N: usize> Unfenced<WRITER, N> {
    const NAME: &'static str = if WRITER {
        "a latch without its store's fences"
    } else {
        "a latch without its load's fences"
    };

    fn new(values: [u64; N]) -> Self {
        use crate::word::GroupWord;
        Unfenced {
            sequence: crate::sync::AtomicU32::new(0),
            copies: [GroupWord::array(values), GroupWord::array(values)],
        }
    }

    fn store(&self, values: [u64; N]) {
        use crate::sync::{fence, Ordering, WriterLoad};
        let next = self.sequence.load_by_writer().wrapping_add(1);
        if !WRITER {
            fence(Ordering::Release);
        }
        crate::word::store_words(&self.copies[(next & 1) as usize], values);
        if !WRITER {
            fence(Ordering::Release);
        }
        self.sequence.store(next, Relaxed);
    }

    fn load(&self) -> [u64; N] {
        use crate::sync::{fence, Ordering};
        loop {
            let sequence = self.sequence.load(Relaxed);
            if WRITER {
                fence(Ordering::Acquire);
            }
            let values = crate::word::load_words(&self.copies[(sequence & 1) as usize]);
            if WRITER {
                fence(Ordering::Acquire);
            }
            if self.sequence.load(Relaxed) == sequence {
                return values;
            }
            crate::sync::spin_loop();
        }
    }
}

/// `Unfenced` as a pair, as `U64LatchArray<2>` on this backend.
fn unfenced_pair<const WRITER: bool>() -> Access<Unfenced<WRITER, 2>, [u64; 2]> {
    Access {
        name: Unfenced::<WRITER, 2>::NAME,
        new: Unfenced::new,
        store: |cell, values| cell.store(values),
        load: |cell| cell.load(),
    }
}

#[test]
fn a_latch_pair_without_the_fences_of_one_side_is_caught() {
    for shape in [&ONE_PAIR, &TWO_PAIRS] {
        assert_found(unfenced_pair::<true>(), shape, None);
        assert_found(unfenced_pair::<false>(), shape, None);
    }
}

#[cfg(not(u64copy_wide))]
mod split {
    use super::*;

    /// `Unfenced` as a single value, as `U64Latch` on this backend.
    fn unfenced_one<const WRITER: bool>() -> Access<Unfenced<WRITER, 1>, u64> {
        Access {
            name: Unfenced::<WRITER, 1>::NAME,
            new: |value| Unfenced::new([value]),
            store: |cell, value| cell.store([value]),
            load: |cell| cell.load()[0],
        }
    }

    #[test]
    fn u64seq_without_an_ordering_fence_is_caught() {
        for site in seq_sites() {
            for shape in [&ONE, &ISSUE_33] {
                let access = access!(U64Seq, store_release, load_acquire);
                assert_found(access, shape, Some(site));
            }
        }
    }

    #[test]
    fn a_latch_without_the_fences_of_one_side_is_caught() {
        for shape in [&ONE, &ISSUE_33] {
            assert_found(unfenced_one::<true>(), shape, None);
            assert_found(unfenced_one::<false>(), shape, None);
        }
    }

    /// Issue 33, item 1: the value halves from the second store, the copy's from the start
    /// (low) and the first store (high), so that the Acquire fence of `load` synchronized with
    /// the first store only. One store cannot do it (this model passes with `ONE`), but one
    /// `load` overlapping two stores returns a value stored after `DATA` with the old `DATA`.
    #[test]
    fn limit_u64copy_load_under_two_overlapping_stores_acquires_nothing() {
        assert_eq!(stale_data(access!(U64Copy, store, load), &ONE), None);
        assert_found(access!(U64Copy, store, load), &ISSUE_33, None);
    }
}

/// Natively a single value is one `AtomicU64` (`word::Wide`): `store_release` a Release
/// store, `load_acquire` an Acquire load, `store` and `load` Relaxed.
#[cfg(u64copy_wide)]
mod native {
    use super::*;

    /// The store of `store_ordered`, which both `store` (Relaxed) and `store_release`
    /// (Release) make.
    fn release() -> Site {
        Site::nth("word.rs", "self.0.store(value, order)", 0, 1)
    }

    /// `load_acquire`'s load (the other is `try_load_with`'s first).
    fn acquire() -> Site {
        Site::nth("word.rs", "self.0.load(Acquire)", 0, 2)
    }

    #[test]
    fn single_values_without_their_release_or_acquire_are_caught() {
        for site in [release(), acquire()] {
            for shape in [&ONE, &ISSUE_33] {
                assert_found(
                    access!(U64Seq, store_release, load_acquire),
                    shape,
                    Some(site),
                );
                assert_found(
                    access!(U64Latch, store_release, load_acquire),
                    shape,
                    Some(site),
                );
            }
        }
    }

    /// `load` and `store` are the kernel's plain accesses: one Relaxed `AtomicU64` access,
    /// which orders nothing else, so one store suffices.
    #[test]
    fn limit_load_and_store_order_the_value_only() {
        assert_found(access!(U64Copy, store, load), &ONE, None);
        assert_found(access!(U64Seq, store, load), &ONE, None);
        assert_found(access!(U64Latch, store, load), &ONE, None);
    }
}
