//! `load_with` and `try_load_with` (`src/docs/load_with.md`) of `U64Seq`, `U64Latch`,
//! `U64SeqArray<2>` and `U64LatchArray<2>`, on either backend: the writer advances `COUNTER`
//! with a Release store before each of its stores of the cell, made by `store_release`
//! (`COUNTER = k`, then the cell at step `k`, for `k` = 1 and 2: two stores, both of which can
//! overlap one attempt); a reader's `(step, counter)` from `load_with(|| COUNTER.load(Relaxed))`
//! must have the counter at the step or one ahead, in every execution, and `try_load_with`
//! the same where it returns `Some`. Negative controls: the counter read after the attempt
//! instead of inside it, the fence (or, natively, the Acquire load) of the attempt removed,
//! and natively the Release of the writer's `store_release` made Relaxed.
//!
//! The limit, natively (one `AtomicU64`, whose check compares values): with values that
//! repeat, stores at steps 1, 2, 3 and 1 again (A, B, C, A), a reader gets A with the counter
//! of step 3, what `f` read during C; loom must find it. The split backend's sequence
//! moves at every store, so the contract holds there for any values (modelled for
//! `U64Latch`).
//!
//! `RUSTFLAGS="--cfg u64copy_loom --cfg u64copy_32bit" cargo test --release --features loom --lib tests::loom::load_with -- --nocapture --test-threads=1`
//!
//! and the same with `RUSTFLAGS="--cfg u64copy_loom"` (the native backend). Preemption
//! bound 2.

use super::negative::{with_broken, Site, LATCH_LOAD_FENCE, SEQ_LOAD_FENCE};
use super::ordering::check;
use crate::{U64Latch, U64LatchArray, U64Seq, U64SeqArray};
use loom::sync::atomic::{AtomicU32, Ordering::Relaxed, Ordering::Release};
use loom::sync::Arc;
use loom::thread;
use std::collections::BTreeSet;
use std::string::String;
use std::sync::Mutex;
use std::{format, println};

/// The writer's stores, by step: steps 1 and 2. `COUNTER` is the store's index (from 1).
const STEPS: &[u64] = &[1, 2];

/// Values that repeat: A, B, C, then A again.
const REPEATING: &[u64] = &[1, 2, 3, 1];

/// A cell whose value is a step `k` (a group: every word at step `k`, the first word read).
pub(super) trait WithCell: Send + Sync + 'static {
    const NAME: &'static str;
    fn new() -> Self;
    /// `store_release` of the value at `step`.
    fn store_step(&self, step: u64);
    fn load_with(&self, f: impl FnMut() -> u32) -> (u64, u32);
    fn try_load_with(&self, f: impl FnOnce() -> u32) -> Option<(u64, u32)>;
    fn load(&self) -> u64;
}

macro_rules! impl_with_cell {
    ($($cell:ty: |$step:ident| $at:expr, |$value:ident| $first:expr;)*) => {$(
        impl WithCell for $cell {
            const NAME: &'static str = stringify!($cell);
            fn new() -> Self { <$cell>::new({ let $step: u64 = 0; $at }) }
            fn store_step(&self, $step: u64) { self.store_release($at) }
            fn load_with(&self, f: impl FnMut() -> u32) -> (u64, u32) {
                let ($value, counter) = <$cell>::load_with(self, f);
                ($first, counter)
            }
            fn try_load_with(&self, f: impl FnOnce() -> u32) -> Option<(u64, u32)> {
                <$cell>::try_load_with(self, f).map(|($value, counter)| ($first, counter))
            }
            fn load(&self) -> u64 { let $value = <$cell>::load(self); $first }
        }
    )*};
}
// Both halves of every word change at every step; the step is the low half of the first word.
impl_with_cell! {
    U64Seq: |step| step << 32 | step, |value| value & 0xffff_ffff;
    U64Latch: |step| step << 32 | step, |value| value & 0xffff_ffff;
    U64SeqArray<2>: |step| [step << 32 | step, (step + 8) << 32 | step], |value| value[0] & 0xffff_ffff;
    U64LatchArray<2>: |step| [step << 32 | step, (step + 8) << 32 | step], |value| value[0] & 0xffff_ffff;
}

/// How the reader reads the cell and the counter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Read {
    LoadWith,
    TryLoadWith,
    /// The control: `load`, then the counter, after the attempt.
    CounterAfter,
}

/// Every `(step, counter)` pair the reader got, and the number of executions, with the
/// writer's stores at `steps`.
fn pairs<C: WithCell>(steps: &'static [u64], read: Read) -> (BTreeSet<(u64, u32)>, usize) {
    let seen = std::sync::Arc::new(Mutex::new(BTreeSet::new()));
    let recorded = seen.clone();
    let (panicked, executions) = check(2, move || {
        let counter = Arc::new(AtomicU32::new(0));
        let cell = Arc::new(C::new());
        let writer = {
            let (counter, cell) = (counter.clone(), cell.clone());
            thread::spawn(move || {
                for (index, &step) in (1..).zip(steps) {
                    counter.store(index, Release);
                    cell.store_step(step);
                }
            })
        };
        let read_counter = || counter.load(Relaxed);
        let pair = match read {
            Read::LoadWith => Some(cell.load_with(read_counter)),
            Read::TryLoadWith => cell.try_load_with(read_counter),
            Read::CounterAfter => {
                let step = cell.load();
                Some((step, read_counter()))
            }
        };
        writer.join().unwrap();
        recorded.lock().unwrap().extend(pair);
    });
    assert_eq!(panicked, None, "{} by {:?}", C::NAME, read);
    let seen = std::mem::take(&mut *seen.lock().unwrap());
    (seen, executions)
}

/// The pairs whose counter is neither at the index of a store of their step (0 for the
/// start, step 0) nor one ahead of it: behind, or more than one ahead.
fn violations(steps: &[u64], pairs: &BTreeSet<(u64, u32)>) -> BTreeSet<(u64, u32)> {
    let stored = |index: u32| match index {
        0 => Some(0),
        _ => steps.get(index as usize - 1).copied(),
    };
    pairs
        .iter()
        .copied()
        .filter(|&(step, counter)| {
            let at = |index: u32| stored(index) == Some(step);
            !(at(counter) || counter > 0 && at(counter - 1))
        })
        .collect()
}

/// The model of `C` read by `read`: the pairs that break the contract, after asserting that
/// the model explored a pair at its step, one a step ahead, and the last store.
fn broken_pairs<C: WithCell>(read: Read) -> BTreeSet<(u64, u32)> {
    let (seen, executions) = pairs::<C>(STEPS, read);
    let found = violations(STEPS, &seen);
    println!(
        "{} by {:?}: {} executions, pairs {:?}, broken {:?}",
        C::NAME,
        read,
        executions,
        seen,
        found
    );
    assert!(
        seen.iter()
            .any(|&(step, counter)| u64::from(counter) == step + 1)
            && seen.iter().any(|&(step, _)| step == STEPS[STEPS.len() - 1])
            && seen
                .iter()
                .any(|&(step, counter)| step >= 1 && u64::from(counter) == step),
        "{} by {:?}: pairs {:?}: the model proves nothing",
        C::NAME,
        read,
        seen
    );
    found
}

fn assert_contract<C: WithCell>() {
    for read in [Read::LoadWith, Read::TryLoadWith] {
        let found = broken_pairs::<C>(read);
        assert!(found.is_empty(), "{} by {:?}: {:?}", C::NAME, read, found);
    }
}

/// The control of `read` with the fence (or ordering) at `site` removed (`None`: as shipped).
fn assert_caught<C: WithCell>(site: Option<Site>, read: Read) {
    let found = with_broken(site, || broken_pairs::<C>(read));
    let what = match site {
        Some(site) => format!("without src/{}:{}", site.file, site.line),
        None => String::from("counter read after the attempt"),
    };
    println!("  control: {} by {:?} {}: {:?}", C::NAME, read, what, found);
    assert!(
        !found.is_empty(),
        "{} by {:?} {}: the model missed it",
        C::NAME,
        read,
        what
    );
}

#[test]
fn u64seq_pairs_the_counter_at_the_step_or_one_ahead() {
    assert_contract::<U64Seq>();
}

#[test]
fn u64latch_pairs_the_counter_at_the_step_or_one_ahead() {
    assert_contract::<U64Latch>();
}

#[test]
fn u64seqarray_pairs_the_counter_at_the_step_or_one_ahead() {
    assert_contract::<U64SeqArray<2>>();
}

#[test]
fn u64latcharray_pairs_the_counter_at_the_step_or_one_ahead() {
    assert_contract::<U64LatchArray<2>>();
}

#[test]
fn the_counter_read_after_the_attempt_is_caught() {
    assert_caught::<U64Seq>(None, Read::CounterAfter);
    assert_caught::<U64Latch>(None, Read::CounterAfter);
    assert_caught::<U64SeqArray<2>>(None, Read::CounterAfter);
    assert_caught::<U64LatchArray<2>>(None, Read::CounterAfter);
}

/// The attempt's second fence, after `f` and before the last sequence load, in the engines
/// of the groups (and, on the split backend, of the single values).
fn second_fences() -> [Site; 2] {
    [
        Site::nth("seq.rs", SEQ_LOAD_FENCE, 1, 2),
        Site::nth("latch.rs", LATCH_LOAD_FENCE, 1, 2),
    ]
}

#[test]
fn groups_without_the_attempts_second_fence_are_caught() {
    let [seq, latch] = second_fences();
    for read in [Read::LoadWith, Read::TryLoadWith] {
        assert_caught::<U64SeqArray<2>>(Some(seq), read);
        assert_caught::<U64LatchArray<2>>(Some(latch), read);
    }
}

#[cfg(not(u64copy_wide))]
#[test]
fn single_values_without_the_attempts_second_fence_are_caught() {
    let [seq, latch] = second_fences();
    for read in [Read::LoadWith, Read::TryLoadWith] {
        assert_caught::<U64Seq>(Some(seq), read);
        assert_caught::<U64Latch>(Some(latch), read);
    }
}

/// The native single values (`word::Wide::try_load_with`): its fence after `f` removed, its
/// first load made Relaxed, or the writer's `store_release` made Relaxed (`store_ordered`'s
/// store, the one line of both `store` and `store_release`).
#[cfg(u64copy_wide)]
#[test]
fn single_values_without_the_attempts_fence_or_acquire_or_the_release_are_caught() {
    let fence = Site::nth("word.rs", "crate::sync::fence(Acquire)", 0, 1);
    let first_load = Site::nth("word.rs", "let before = self.0.load(Acquire)", 0, 1);
    let release = Site::nth("word.rs", "self.0.store(value, order)", 0, 1);
    for read in [Read::LoadWith, Read::TryLoadWith] {
        for site in [fence, first_load, release] {
            assert_caught::<U64Seq>(Some(site), read);
            assert_caught::<U64Latch>(Some(site), read);
        }
    }
}

/// The model with values that repeat (A, B, C, A: steps 1, 2, 3, 1), read by `read`: the
/// pairs that break the contract, after asserting that some reader got the second A's.
fn repeating_broken_pairs<C: WithCell>(read: Read) -> BTreeSet<(u64, u32)> {
    let (seen, executions) = pairs::<C>(REPEATING, read);
    let found = violations(REPEATING, &seen);
    println!(
        "{} by {:?}, values A, B, C, A: {} executions, pairs {:?}, broken {:?}",
        C::NAME,
        read,
        executions,
        seen,
        found
    );
    assert!(
        seen.contains(&(1, 4)),
        "{} by {:?}: pairs {:?}: no reader got the second A: the model proves nothing",
        C::NAME,
        read,
        seen
    );
    found
}

/// The limit of the native check, which compares values: `load_with` and `try_load_with`
/// can return A with the counter of step 3, which `f` read while C was stored. The bullets
/// of `src/docs/load_with.md` hold for values that never repeat.
#[cfg(u64copy_wide)]
fn assert_repeating_values_pair_a_with_c<C: WithCell>() {
    for read in [Read::LoadWith, Read::TryLoadWith] {
        let found = repeating_broken_pairs::<C>(read);
        assert!(
            found.contains(&(1, 3)),
            "{} by {:?}: loom never paired A with C's counter",
            C::NAME,
            read
        );
    }
}

#[cfg(u64copy_wide)]
#[test]
fn limit_u64seq_values_that_repeat_pair_a_with_what_f_read_during_c() {
    assert_repeating_values_pair_a_with_c::<U64Seq>();
}

#[cfg(u64copy_wide)]
#[test]
fn limit_u64latch_values_that_repeat_pair_a_with_what_f_read_during_c() {
    assert_repeating_values_pair_a_with_c::<U64Latch>();
}

/// On the split backend the sequence moves at every store: values that repeat keep the
/// contract. The latch's (four stores of its sequence; `U64Seq`'s eight would pass the seven
/// values of an atomic that loom keeps).
#[cfg(not(u64copy_wide))]
#[test]
fn u64latch_values_that_repeat_keep_the_contract_on_the_split_backend() {
    for read in [Read::LoadWith, Read::TryLoadWith] {
        let found = repeating_broken_pairs::<U64Latch>(read);
        assert!(found.is_empty(), "U64Latch by {:?}: {:?}", read, found);
    }
}
