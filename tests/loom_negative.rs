//! Negative controls for the loom models: with one ordering removed from the shipped code,
//! the guarantee models of `tests/loom.rs` must find a violation in the backend it changes.
//!
//! The shipped backends and engines are compiled here verbatim (`src/split`, `src/seq.rs`,
//! `src/latch.rs`, `src/wide.rs`), over a `sync` module of this file whose `fence` can be
//! removed at one call site: each control names the shipped line it breaks by that line's
//! text, so a control cannot drift from the code. Three controls change statements, which
//! no call site can: `CopyFirst`, a copy of `ValueAndCopy` with its store's two halves of
//! work swapped, `WriteCurrent`, a copy of `Latch` whose store writes the copy readers are
//! sent to, and `UncheckedSeqPair`, a copy of `Seq` over a pair without its sequence check.
//! 29 controls: `U64Copy` 3, `U64Seq` 4, `U64Latch` 5, and for the groups (the models of
//! `loom_models/groups.rs` on pairs) the sequence check and each of the 8 fences on each
//! word type, halves and `AtomicU64`. The latch's fence before its copy is caught only by
//! the models whose writer does not announce its stores: an announcing writer's own fence
//! before each store stands in for it. This prints what caught each:
//!
//! `RUSTFLAGS="--cfg u64copy_loom --cfg u64copy_32bit" cargo test --release --features loom --test loom_negative -- --nocapture`
#![cfg(u64copy_loom)]
#![allow(clippy::incompatible_msrv)]

#[macro_use]
mod loom_models;

#[path = "../src/backend.rs"]
#[allow(dead_code)]
mod backend;
#[path = "loom_models/groups.rs"]
mod groups;
#[path = "../src/latch.rs"]
#[allow(dead_code)]
mod latch;
#[path = "../src/seq.rs"]
#[allow(dead_code)]
mod seq;
#[path = "../src/split/mod.rs"]
#[allow(dead_code)]
mod split;
#[path = "../src/wide.rs"]
#[allow(dead_code)]
mod wide;
#[path = "broken/write_current.rs"]
mod write_current;

use backend::{Backend, Word};
use loom_models::*;
use split::{Halves, Latch, Seq, ValueAndCopy};
use std::panic::Location;
use std::sync::Mutex;
use write_current::WriteCurrent;

/// The `sync` module that `src/split` imports: loom's atomics, and its fence behind a hook.
mod sync {
    pub(crate) use loom::hint::spin_loop;
    pub(crate) use loom::sync::atomic::{AtomicU32, AtomicU64, Ordering};
    use std::panic::Location;

    #[track_caller]
    pub(crate) fn fence(order: Ordering) {
        if !super::is_broken(Location::caller()) {
            loom::sync::atomic::fence(order);
        }
    }

    macro_rules! const_fn_unless_loom {
        ($(#[$attr:meta])* $vis:vis fn $name:ident($($arg:ident: $ty:ty),*) -> $ret:ty $body:block) => {
            $(#[$attr])* $vis fn $name($($arg: $ty),*) -> $ret $body
        };
    }
    pub(crate) use const_fn_unless_loom;

    /// `array` of the word types, not `const` here: these atomics are not.
    macro_rules! word_array {
        ($word:ty) => {
            pub(crate) fn array<const N: usize>(values: [u64; N]) -> [$word; N] {
                values.map(<$word>::new)
            }
        };
    }
    pub(crate) use word_array;
}

/// One shipped line that a control breaks: the fence it calls removed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Site {
    /// The file's path below `src/`.
    file: &'static str,
    line: u32,
}

impl Site {
    /// The one line of `src/<file>` that contains `text`.
    fn of(file: &'static str, text: &str) -> Site {
        Site::nth(file, text, 0, 1)
    }

    /// The `nth` (from 0) of the `count` lines of `src/<file>` that contain `text`.
    fn nth(file: &'static str, text: &str, nth: usize, count: usize) -> Site {
        let source = match file {
            "split/copy.rs" => include_str!("../src/split/copy.rs"),
            "seq.rs" => include_str!("../src/seq.rs"),
            "latch.rs" => include_str!("../src/latch.rs"),
            _ => unreachable!("{}", file),
        };
        let lines: Vec<usize> = (source.lines().enumerate())
            .filter(|(_, line)| line.contains(text))
            .map(|(index, _)| index + 1)
            .collect();
        assert_eq!(
            lines.len(),
            count,
            "`{}` in src/{}: {:?}",
            text,
            file,
            lines
        );
        Site {
            file,
            line: lines[nth] as u32,
        }
    }

    fn is(&self, location: &Location) -> bool {
        location.line() == self.line
            && location
                .file()
                .replace('\\', "/")
                .ends_with(&format!("src/{}", self.file))
    }
}

/// The site the running control breaks, set by `first_violation_with` only, which runs one
/// control at a time.
static BROKEN: Mutex<Option<Site>> = Mutex::new(None);
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

fn is_broken(location: &Location) -> bool {
    BROKEN
        .lock()
        .unwrap()
        .map_or(false, |site| site.is(location))
}

/// The backends compiled here, as cells of the models.
macro_rules! impl_backend_cell {
    ($($cell:ty: $stores:expr),*) => {$(
        impl Cell for $cell {
            const ATOMIC_STORES_PER_STORE: usize = $stores;

            fn new(value: u64) -> Self { <$cell>::new(value) }
            fn load(&self) -> u64 { Backend::load(self) }
            fn try_load(&self) -> Option<u64> { Backend::try_load(self) }
            fn store(&self, value: u64) { Backend::store(self, value) }
        }
    )*};
}
impl_backend_cell!(ValueAndCopy: 1, Seq: 2, Latch: 1, CopyFirst: 1, WriteCurrent: 1);

/// `ValueAndCopy` (src/split/copy.rs) with `store` writing the copy first, then the value.
struct CopyFirst {
    value: Halves,
    copy: Halves,
}

impl CopyFirst {
    fn new(value: u64) -> Self {
        CopyFirst {
            value: Halves::new(value),
            copy: Halves::new(value),
        }
    }
}

impl Backend for CopyFirst {
    type Value = u64;

    /// As shipped.
    fn try_load(&self) -> Option<u64> {
        let copy = self.copy.load();
        sync::fence(sync::Ordering::Acquire);
        let value = self.value.load();
        (value == copy).then_some(value)
    }
    /// Broken: the shipped `store` writes `self.value` here and `self.copy` last.
    fn store(&self, value: u64) {
        self.copy.store(value);
        sync::fence(sync::Ordering::Release);
        self.value.store(value);
    }
    fn load_by_writer(&self) -> u64 {
        self.value.load()
    }
}

/// The first violation the guarantee models find, cheapest models first.
fn first_violation<C: Cell>(exact: bool) -> Option<String> {
    let one_load = ONE_STORE.iter().map(|values| (&values[..], 1));
    let two_loads = [
        (&DISTINCT[..], 2),
        (&ARBITRARY[..], 2),
        (&MONOTONE[..], 2),
        (&BACKWARDS_SHORT[..], 2),
    ];
    let announced = one_load.chain(two_loads).map(|(values, loads)| {
        let outcomes = race::<C>(BOUND, values, Read::Load, loads);
        violations(values, &outcomes, exact)
    });
    let unannounced = std::iter::once(()).map(|()| {
        let outcomes = race_unannounced::<C>(BOUND, &DISTINCT, Read::Load, 1);
        violations(&DISTINCT, &outcomes, exact)
    });
    announced
        .chain(unannounced)
        .find_map(|found| found.into_iter().next())
}

/// `first_violation` with `broken` removed (`None`: the code as shipped).
fn first_violation_with<C: Cell>(broken: Option<Site>, exact: bool) -> Option<String> {
    with_broken(broken, || first_violation::<C>(exact))
}

/// `models()` with `broken` removed, one control at a time. The site is cleared again even if
/// a model panics, so no control leaks into the next.
fn with_broken(broken: Option<Site>, models: impl FnOnce() -> Option<String>) -> Option<String> {
    struct Restore;
    impl Drop for Restore {
        fn drop(&mut self) {
            *BROKEN
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner()) = None;
        }
    }
    let _one = ONE_AT_A_TIME
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    *BROKEN.lock().unwrap() = broken;
    let _restore = Restore;
    models()
}

fn assert_caught<C: Cell>(name: &str, site: Site, exact: bool) {
    let caught = first_violation_with::<C>(Some(site), exact);
    println!("{} (src/{}:{}): {:?}", name, site.file, site.line, caught);
    assert!(caught.is_some(), "the models missed {}", name);
}

#[test]
fn the_shipped_backends_compiled_here_pass() {
    assert_eq!(first_violation_with::<ValueAndCopy>(None, false), None);
    assert_eq!(first_violation_with::<Seq>(None, true), None);
    assert_eq!(first_violation_with::<Latch>(None, true), None);
}

#[test]
fn u64copy_without_its_store_fence_is_caught() {
    let site = Site::of("split/copy.rs", "fence(Ordering::Release)");
    assert_caught::<ValueAndCopy>("no store fence", site, false);
}

#[test]
fn u64copy_without_its_load_fence_is_caught() {
    let site = Site::of("split/copy.rs", "fence(Ordering::Acquire)");
    assert_caught::<ValueAndCopy>("no load fence", site, false);
}

#[test]
fn u64copy_storing_the_copy_first_is_caught() {
    let caught = first_violation_with::<CopyFirst>(None, false);
    println!("copy first: {:?}", caught);
    assert!(caught.is_some(), "the models missed the copy stored first");
}

/// The seqcount's two fences per side: in `try_load` after the first sequence load and
/// before the second; in `store` after the odd sequence and before the even one.
const SEQ_LOAD_FENCE: &str = "fence(Ordering::Acquire)";
const SEQ_STORE_FENCE: &str = "fence(Ordering::Release)";

#[test]
fn u64seq_without_the_fence_after_its_first_sequence_load_is_caught() {
    let site = Site::nth("seq.rs", SEQ_LOAD_FENCE, 0, 2);
    assert_caught::<Seq>("no fence after the first sequence load", site, true);
}

#[test]
fn u64seq_without_the_fence_before_its_last_sequence_load_is_caught() {
    let site = Site::nth("seq.rs", SEQ_LOAD_FENCE, 1, 2);
    assert_caught::<Seq>("no fence before the second sequence load", site, true);
}

#[test]
fn u64seq_without_the_fence_after_its_odd_sequence_is_caught() {
    let site = Site::nth("seq.rs", SEQ_STORE_FENCE, 0, 2);
    assert_caught::<Seq>("no fence after the odd sequence", site, true);
}

#[test]
fn u64seq_without_the_fence_before_its_even_sequence_is_caught() {
    let site = Site::nth("seq.rs", SEQ_STORE_FENCE, 1, 2);
    assert_caught::<Seq>("no fence before the even sequence", site, true);
}

/// The latch's two fences per side: in `try_load` after the first sequence load and before
/// the second; in `store` before the copy and before the sequence.
const LATCH_LOAD_FENCE: &str = "fence(Ordering::Acquire)";
const LATCH_STORE_FENCE: &str = "fence(Ordering::Release)";

#[test]
fn u64latch_without_the_fence_after_its_first_sequence_load_is_caught() {
    let site = Site::nth("latch.rs", LATCH_LOAD_FENCE, 0, 2);
    assert_caught::<Latch>("latch: no fence after the first sequence load", site, true);
}

#[test]
fn u64latch_without_the_fence_before_its_last_sequence_load_is_caught() {
    let site = Site::nth("latch.rs", LATCH_LOAD_FENCE, 1, 2);
    assert_caught::<Latch>(
        "latch: no fence before the second sequence load",
        site,
        true,
    );
}

#[test]
fn u64latch_without_the_fence_before_its_copy_is_caught() {
    let site = Site::nth("latch.rs", LATCH_STORE_FENCE, 0, 2);
    assert_caught::<Latch>("latch: no fence before the copy", site, true);
}

#[test]
fn u64latch_without_the_fence_before_its_sequence_is_caught() {
    let site = Site::nth("latch.rs", LATCH_STORE_FENCE, 1, 2);
    assert_caught::<Latch>("latch: no fence before the sequence", site, true);
}

#[test]
fn u64latch_writing_the_copy_readers_are_sent_to_is_caught() {
    let caught = first_violation_with::<WriteCurrent>(None, true);
    println!("latch writing the current copy: {:?}", caught);
    assert!(
        caught.is_some(),
        "the models missed the latch writing the current copy"
    );
}

/// The engines over a pair of values, as `U64SeqArray<2>` and `U64LatchArray<2>` are on the
/// split backend (words of two halves) and on the native one (words of one `AtomicU64`).
type SeqPair = seq::Seq<Halves, 2>;
type LatchPair = latch::Latch<Halves, 2>;
type SeqWidePair = seq::Seq<wide::Wide, 2>;
type LatchWidePair = latch::Latch<wide::Wide, 2>;

macro_rules! impl_group {
    ($($group:ty: $new:expr),*) => {$(
        impl groups::Group for $group {
            fn new(values: [u64; 2]) -> Self { $new(values) }
            fn load(&self) -> [u64; 2] { Backend::load(self) }
            fn try_load(&self) -> Option<[u64; 2]> { Backend::try_load(self) }
            fn store(&self, values: [u64; 2]) { Backend::store(self, values) }
        }
    )*};
}
impl_group!(
    SeqPair: |values| SeqPair::from_words(Halves::array(values)),
    LatchPair: |values| LatchPair::from_copies(Halves::array(values), Halves::array(values)),
    SeqWidePair: |values| SeqWidePair::from_words(wide::Wide::array(values)),
    LatchWidePair: |values| LatchWidePair::from_copies(
        wide::Wide::array(values),
        wide::Wide::array(values)
    ),
    UncheckedSeqPair: UncheckedSeqPair::new
);

/// `Seq` (src/seq.rs) over a pair, with its `try_load` keeping what it read whatever the
/// second sequence load says: the sequence check removed. Its `store` is as shipped.
struct UncheckedSeqPair {
    sequence: sync::AtomicU32,
    words: [Halves; 2],
}

impl UncheckedSeqPair {
    fn new(values: [u64; 2]) -> Self {
        UncheckedSeqPair {
            sequence: sync::AtomicU32::new(0),
            words: Halves::array(values),
        }
    }
}

impl Backend for UncheckedSeqPair {
    type Value = [u64; 2];

    fn try_load(&self) -> Option<[u64; 2]> {
        let begin = self.sequence.load(sync::Ordering::Relaxed);
        if begin % 2 == 1 {
            return None;
        }
        sync::fence(sync::Ordering::Acquire);
        let values = backend::load_words(&self.words);
        sync::fence(sync::Ordering::Acquire);
        // Broken: the shipped code returns `None` unless the sequence is still `begin`.
        let _end = self.sequence.load(sync::Ordering::Relaxed);
        Some(values)
    }
    fn store(&self, values: [u64; 2]) {
        let odd = self.sequence.load(sync::Ordering::Relaxed) | 1;
        self.sequence.store(odd, sync::Ordering::Relaxed);
        sync::fence(sync::Ordering::Release);
        backend::store_words(&self.words, values);
        sync::fence(sync::Ordering::Release);
        self.sequence
            .store(odd.wrapping_add(1), sync::Ordering::Relaxed);
    }
    fn load_by_writer(&self) -> [u64; 2] {
        backend::load_words(&self.words)
    }
}

fn assert_group_caught<G: groups::Group>(name: &str, site: Option<Site>) {
    let caught = with_broken(site, groups::first_violation::<G>);
    println!("pair, {}: {:?}", name, caught);
    assert!(caught.is_some(), "the group models missed {}", name);
}

#[test]
fn the_shipped_pairs_compiled_here_pass() {
    assert_eq!(with_broken(None, groups::first_violation::<SeqPair>), None);
    assert_eq!(
        with_broken(None, groups::first_violation::<LatchPair>),
        None
    );
}

#[test]
fn a_seq_pair_without_its_sequence_check_is_caught() {
    assert_group_caught::<UncheckedSeqPair>("seq without the sequence check", None);
}

/// Each of the engines' fences, removed from the pairs of both word types: the same lines as
/// the single values'.
#[test]
fn a_pair_without_any_one_of_its_fences_is_caught() {
    for (nth, text) in [
        (0, SEQ_LOAD_FENCE),
        (1, SEQ_LOAD_FENCE),
        (0, SEQ_STORE_FENCE),
        (1, SEQ_STORE_FENCE),
    ] {
        let site = Site::nth("seq.rs", text, nth, 2);
        let name = format!("seq without its fence at src/seq.rs:{}", site.line);
        assert_group_caught::<SeqPair>(&name, Some(site));
        assert_group_caught::<SeqWidePair>(&format!("{}, AtomicU64 words", name), Some(site));
    }
    for (nth, text) in [
        (0, LATCH_LOAD_FENCE),
        (1, LATCH_LOAD_FENCE),
        (0, LATCH_STORE_FENCE),
        (1, LATCH_STORE_FENCE),
    ] {
        let site = Site::nth("latch.rs", text, nth, 2);
        let name = format!("latch without its fence at src/latch.rs:{}", site.line);
        assert_group_caught::<LatchPair>(&name, Some(site));
        assert_group_caught::<LatchWidePair>(&format!("{}, AtomicU64 words", name), Some(site));
    }
}
