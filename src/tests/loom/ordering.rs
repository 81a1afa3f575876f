//! The ordering contract of every type on either backend: `store` is Release, `load` and
//! `try_load` are Acquire (`src/docs/ordering.md`). A writer stores `DATA` (Relaxed), then
//! the cell; a reader that loads the new value must then load the new `DATA` (Relaxed), for
//! `U64Copy`, `U64Seq`, `U64Latch`, `U64SeqArray<2>` and `U64LatchArray<2>`. The negative
//! controls remove the fence (split backend, the seqcount pair) or weaken the Acquire load
//! or Release store (native single values, `src/word.rs`) that the contract rests on, or
//! (the latch, whose every ordering is doubled) run a copy without the two fences of one
//! side, and loom must find the stale `DATA`:
//!
//! `RUSTFLAGS="--cfg u64copy_loom --cfg u64copy_32bit" cargo test --release --features loom --lib tests::loom::ordering -- --nocapture`
//!
//! and the same with `RUSTFLAGS="--cfg u64copy_loom"` (the native backend). Each model
//! asserts that some execution loaded the new value, so that none passes vacuously.

use super::negative::{with_broken, Site};
use super::negative::{SEQ_LOAD_FENCE, SEQ_STORE_FENCE};
use crate::word::Word;
use crate::{U64Copy, U64Latch, U64LatchArray, U64Seq, U64SeqArray};
use loom::sync::atomic::{AtomicU32, Ordering::Relaxed};
use loom::sync::Arc;
use loom::thread;
use std::println;
use std::string::{String, ToString};
use std::sync::atomic::{AtomicBool, AtomicUsize};

/// A cell that holds step 0 or step 1 (for a group, every word at that step).
pub(super) trait Published: Send + Sync + 'static {
    const NAME: &'static str;
    fn new() -> Self;
    fn store_one(&self);
    /// Whether `load` (or, with `one_attempt`, `try_load`) returned step 1. (A control that
    /// removes a fence can also tear a load; the models of `models.rs` and `groups.rs` find
    /// that, these look at the order alone.)
    fn read_one(&self, one_attempt: bool) -> bool;
}

macro_rules! impl_published {
    ($($cell:ty: $zero:expr, $one:expr;)*) => {$(
        impl Published for $cell {
            const NAME: &'static str = stringify!($cell);
            fn new() -> Self { <$cell>::new($zero) }
            fn store_one(&self) { self.store($one) }
            fn read_one(&self, one_attempt: bool) -> bool {
                let value = if one_attempt { self.try_load() } else { Some(self.load()) };
                value == Some($one)
            }
        }
    )*};
}
// Both halves of every word change, so that a half that stays old shows.
impl_published! {
    U64Copy: 0, 1 << 32 | 1;
    U64Seq: 0, 1 << 32 | 1;
    U64Latch: 0, 1 << 32 | 1;
    U64SeqArray<2>: [0, 0], [1 << 32 | 1, 2 << 32 | 2];
    U64LatchArray<2>: [0, 0], [1 << 32 | 1, 2 << 32 | 2];
}

/// The message of a stale `DATA`.
const STALE: &str = "the new value with the old DATA";

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

/// The model: the writer stores `DATA` (Relaxed) and then the cell; the reader loads the
/// cell once (`load`, or one `try_load`) and, if it got the new value, `DATA` (Relaxed),
/// which must be new. Returns the first violation found, or `None`, after asserting that
/// some execution's reader got the new value. Preemption bound 2.
fn stale_data<C: Published>(one_attempt: bool) -> Option<String> {
    let saw_new = std::sync::Arc::new(AtomicBool::new(false));
    let saw = saw_new.clone();
    let (found, executions) = check(2, move || {
        let data = Arc::new(AtomicU32::new(0));
        let cell = Arc::new(C::new());
        let writer = {
            let (data, cell) = (data.clone(), cell.clone());
            thread::spawn(move || {
                data.store(1, Relaxed);
                cell.store_one();
            })
        };
        if cell.read_one(one_attempt) {
            saw.store(true, Relaxed);
            assert_eq!(data.load(Relaxed), 1, "{}", STALE);
        }
        writer.join().unwrap();
    });
    let read = if one_attempt { "try_load" } else { "load" };
    println!(
        "{} by {}: {} executions, {:?}",
        C::NAME,
        read,
        executions,
        found
    );
    if let Some(message) = &found {
        assert!(message.contains(STALE), "another panic: {}", message);
    }
    assert!(
        saw_new.load(Relaxed),
        "{}: no {} returned the new value: the model proves nothing",
        C::NAME,
        read
    );
    found
}

fn assert_ordered<C: Published>() {
    for one_attempt in [false, true] {
        assert_eq!(stale_data::<C>(one_attempt), None, "{}", C::NAME);
    }
}

#[test]
fn u64copy_store_releases_and_load_acquires() {
    assert_ordered::<U64Copy>();
}

#[test]
fn u64seq_store_releases_and_load_acquires() {
    assert_ordered::<U64Seq>();
}

#[test]
fn u64latch_store_releases_and_load_acquires() {
    assert_ordered::<U64Latch>();
}

#[test]
fn u64seqarray_store_releases_and_load_acquires() {
    assert_ordered::<U64SeqArray<2>>();
}

#[test]
fn u64latcharray_store_releases_and_load_acquires() {
    assert_ordered::<U64LatchArray<2>>();
}

/// The control: with the ordering at `site` removed, the model of `C` read by `load` (or
/// `try_load`) finds the stale `DATA`.
fn assert_caught<C: Published>(site: Site, one_attempt: bool) {
    let found = with_broken(Some(site), || stale_data::<C>(one_attempt));
    println!(
        "  control: {} without src/{}:{}: {:?}",
        C::NAME,
        site.file,
        site.line,
        found
    );
    assert!(
        found.is_some(),
        "{}: the ordering model missed src/{}:{} removed",
        C::NAME,
        site.file,
        site.line
    );
}

/// The fences the contract rests on, per engine: the seqcount's store fence after its odd
/// sequence and its load fence before the last sequence load. (The other fence of each side
/// keeps a load whole, which the models of `models.rs` and `groups.rs` check.) The latch has
/// two fences on each side, either of which orders `DATA` alone: a Release fence before the
/// sequence store that sends readers to the new copy, whichever of the two it is, and an
/// Acquire fence after the sequence load that read it. Its controls are copies without the
/// two fences of one side (`Unfenced`).
fn seq_sites() -> [Site; 2] {
    [
        Site::nth("seq.rs", SEQ_STORE_FENCE, 0, 2),
        Site::nth("seq.rs", SEQ_LOAD_FENCE, 1, 2),
    ]
}

/// The latch of `src/latch.rs` over one word of the group type of this backend, without the
/// two fences of its store (`WRITER`) or of its load.
struct Unfenced<const WRITER: bool> {
    sequence: crate::sync::AtomicU32,
    copies: [crate::word::GroupWord; 2],
}

impl<const WRITER: bool> Published for Unfenced<WRITER> {
    const NAME: &'static str = if WRITER {
        "a latch without its store's fences"
    } else {
        "a latch without its load's fences"
    };

    fn new() -> Self {
        use crate::word::GroupWord;
        Unfenced {
            sequence: crate::sync::AtomicU32::new(0),
            copies: [GroupWord::new(0), GroupWord::new(0)],
        }
    }

    fn store_one(&self) {
        use crate::sync::{fence, Ordering};
        // The one store of the model, from sequence 0: no load of the sequence first, which
        // would cut loom's exploration short (tokio-rs/loom#392).
        let next = 1;
        if !WRITER {
            fence(Ordering::Release);
        }
        self.copies[(next & 1) as usize].store(1 << 32 | 1);
        if !WRITER {
            fence(Ordering::Release);
        }
        self.sequence.store(next, Relaxed);
    }

    fn read_one(&self, _: bool) -> bool {
        use crate::sync::{fence, Ordering};
        let sequence = self.sequence.load(Relaxed);
        if WRITER {
            fence(Ordering::Acquire);
        }
        let value = self.copies[(sequence & 1) as usize].load();
        if WRITER {
            fence(Ordering::Acquire);
        }
        self.sequence.load(Relaxed) == sequence && value == 1 << 32 | 1
    }
}

#[test]
fn a_latch_without_the_fences_of_one_side_is_caught() {
    for found in [
        stale_data::<Unfenced<true>>(false),
        stale_data::<Unfenced<false>>(false),
    ] {
        println!("  control: {:?}", found);
        assert!(
            found.is_some(),
            "the ordering model missed a latch without its fences"
        );
    }
}

#[test]
fn u64seqarray_without_an_ordering_fence_is_caught() {
    for site in seq_sites() {
        assert_caught::<U64SeqArray<2>>(site, false);
    }
}

#[cfg(not(u64copy_wide))]
mod split {
    use super::*;

    #[test]
    fn u64copy_without_either_fence_is_caught() {
        for text in ["fence(Ordering::Release)", "fence(Ordering::Acquire)"] {
            assert_caught::<U64Copy>(Site::nth("copy.rs", text, 0, 1), false);
        }
    }

    #[test]
    fn u64seq_without_an_ordering_fence_is_caught() {
        for site in seq_sites() {
            assert_caught::<U64Seq>(site, false);
        }
    }
}

/// The native single values are one `AtomicU64` (`word::Wide`): the controls make its
/// Release store, or the Acquire load of `load` or of `try_load`, Relaxed.
#[cfg(u64copy_wide)]
mod native {
    use super::*;

    fn store() -> Site {
        Site::nth("word.rs", "self.0.store(value, Release)", 0, 1)
    }

    /// `try_load`'s Acquire load, `load`'s, and `try_load_with`'s first.
    fn acquire_load(nth: usize) -> Site {
        Site::nth("word.rs", "self.0.load(Acquire)", nth, 3)
    }

    fn single_values_without_their_orderings_are_caught<C: Published>() {
        assert_caught::<C>(store(), false);
        assert_caught::<C>(acquire_load(1), false);
        assert_caught::<C>(acquire_load(0), true);
    }

    #[test]
    fn u64copy_without_its_release_or_acquire_is_caught() {
        single_values_without_their_orderings_are_caught::<U64Copy>();
    }

    #[test]
    fn u64seq_without_its_release_or_acquire_is_caught() {
        single_values_without_their_orderings_are_caught::<U64Seq>();
    }

    #[test]
    fn u64latch_without_its_release_or_acquire_is_caught() {
        single_values_without_their_orderings_are_caught::<U64Latch>();
    }
}
