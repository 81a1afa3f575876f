//! Negative controls for the loom models: with one ordering removed from the shipped code,
//! the guarantee models (`models.rs`, `groups.rs`) must find a violation in the engine it
//! changes.
//!
//! The engines are the crate's own, and every fence of theirs goes through `crate::sync`,
//! whose test build skips the one fence a control removes (`crate::sync::broken`): each
//! control names the shipped line it breaks by that line's text, so a control cannot drift
//! from the code. Three controls change statements, which no call site can: `CopyFirst`, a
//! copy of `ValueAndCopy` with its store's two halves of work swapped, `WriteCurrent`
//! (`src/tests/broken.rs`), a latch whose store writes the copy readers are sent to, and
//! `UncheckedSeqPair`, a copy of `Seq` over a pair without its sequence check.
//!
//! 29 controls: on the split backend `U64Copy` 3, `U64Seq` 4, `U64Latch` 5, and for the groups
//! (the models of `groups.rs` on pairs of halves) the sequence check and each of the 8 fences;
//! on the native backend each of the 8 fences again, on pairs of `AtomicU64` words. The
//! latch's fence before its copy is caught only by the models whose writer does not announce
//! its stores: an announcing writer's own fence before each store stands in for it. These
//! print what caught each:
//!
//! `RUSTFLAGS="--cfg u64copy_loom --cfg u64copy_32bit" cargo test --release --features loom --lib tests::loom::negative -- --nocapture --test-threads=1`
//!
//! `RUSTFLAGS="--cfg u64copy_loom" cargo test --release --features loom --lib tests::loom::negative -- --nocapture`

use super::groups::{self, Group};
use crate::api::Backend;
use crate::sync::broken;
use std::{format, println, vec::Vec};

/// The owner that the engines' debug-build writer checks would name.
const OWNER: &str = "the engine under test";

/// One shipped line that a control breaks: the fence it calls removed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Site {
    /// The file's path below `src/`.
    pub(super) file: &'static str,
    pub(super) line: u32,
}

impl Site {
    /// The one line of `src/<file>` that contains `text`.
    #[cfg(not(u64copy_wide))]
    fn of(file: &'static str, text: &str) -> Site {
        Site::nth(file, text, 0, 1)
    }

    /// The `nth` (from 0) of the `count` lines of `src/<file>` that contain `text`.
    pub(super) fn nth(file: &'static str, text: &str, nth: usize, count: usize) -> Site {
        let source = match file {
            "copy.rs" => include_str!("../../copy.rs"),
            "word.rs" => include_str!("../../word.rs"),
            "seq.rs" => include_str!("../../seq.rs"),
            "latch.rs" => include_str!("../../latch.rs"),
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
}

/// `models()` with the fence at `site` removed (`None`: the code as shipped). The fence is
/// restored even if a model panics, so no control leaks into the next test on this thread.
pub(super) fn with_broken<T>(site: Option<Site>, models: impl FnOnce() -> T) -> T {
    struct Restore;
    impl Drop for Restore {
        fn drop(&mut self) {
            broken::restore();
        }
    }
    let _restore = Restore;
    if let Some(site) = site {
        broken::remove(site.file, site.line);
    }
    models()
}

/// An engine's `load`, as the public types build it: one attempt, then `retry`.
fn load<B: Backend>(engine: &B) -> B::Value {
    engine
        .try_load()
        .unwrap_or_else(|| crate::api::load_contended(engine))
}

/// The seqcount's two fences per side: in `try_load` after the first sequence load and
/// before the second; in `store` after the odd sequence and before the even one.
pub(super) const SEQ_LOAD_FENCE: &str = "fence(Ordering::Acquire)";
pub(super) const SEQ_STORE_FENCE: &str = "fence(Ordering::Release)";

/// The latch's two fences per side: in `try_load` after the first sequence load and before
/// the second; in `store` before the copy and before the sequence.
pub(super) const LATCH_LOAD_FENCE: &str = "fence(Ordering::Acquire)";
pub(super) const LATCH_STORE_FENCE: &str = "fence(Ordering::Release)";

/// The controls of the split backend alone: its single values' engines, and the sequence
/// check of a pair of halves.
#[cfg(not(u64copy_wide))]
mod split {
    use super::super::models::*;
    use super::*;
    use crate::api::One;
    use crate::copy::ValueAndCopy;
    use crate::latch::Latch;
    use crate::seq::Seq;
    use crate::sync::{fence, AtomicU32, Ordering};
    use crate::tests::broken::WriteCurrent;
    use crate::word::{Halves, Word};
    use std::string::String;

    /// The engines of `U64Seq` and `U64Latch` on the split backend.
    type SeqOne = One<Seq<Halves, 1>>;
    type LatchOne = One<Latch<Halves, 1>>;

    /// The engines, and the broken variants, as cells of the models.
    macro_rules! impl_engine_cell {
        ($($cell:ty: $stores:expr, $new:expr);* $(;)?) => {$(
            impl Cell for $cell {
                const ATOMIC_STORES_PER_STORE: usize = $stores;

                fn new(value: u64) -> Self { $new(value) }
                fn load(&self) -> u64 { load(self) }
                fn try_load(&self) -> Option<u64> { Backend::try_load(self) }
                fn store(&self, value: u64) { Backend::store(self, value, OWNER) }
            }
        )*};
    }
    impl_engine_cell!(
        ValueAndCopy: 1, ValueAndCopy::new;
        SeqOne: 2, |value| One(Seq::from_words(AtomicU32::new(0), [Halves::new(value)]));
        LatchOne: 1, |value| One(Latch::from_copies(
            AtomicU32::new(0),
            [Halves::new(value)],
            [Halves::new(value)],
        ));
        CopyFirst: 1, CopyFirst::new;
        WriteCurrent: 1, WriteCurrent::new;
    );

    /// `ValueAndCopy` (src/copy.rs) with `store` writing the copy first, then the value.
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
            fence(Ordering::Acquire);
            let value = self.value.load();
            (value == copy).then_some(value)
        }

        /// Broken: the shipped `store` writes `self.value` here and `self.copy` last.
        fn store_since(&self, value: u64, _: crate::api::Since, _: &'static str) {
            self.copy.store(value);
            fence(Ordering::Release);
            self.value.store(value);
        }

        fn load_by_writer(&self) -> u64 {
            self.value.load()
        }

        fn read_for_update(&self) -> (u64, crate::api::Since) {
            (self.load_by_writer(), crate::api::Since::STORE)
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

    /// `first_violation` with the fence at `site` removed (`None`: the code as shipped).
    fn first_violation_with<C: Cell>(site: Option<Site>, exact: bool) -> Option<String> {
        with_broken(site, || first_violation::<C>(exact))
    }

    fn assert_caught<C: Cell>(name: &str, site: Site, exact: bool) {
        let caught = first_violation_with::<C>(Some(site), exact);
        println!("{} (src/{}:{}): {:?}", name, site.file, site.line, caught);
        assert!(caught.is_some(), "the models missed {}", name);
    }

    #[test]
    fn the_shipped_engines_pass() {
        assert_eq!(first_violation_with::<ValueAndCopy>(None, false), None);
        assert_eq!(first_violation_with::<SeqOne>(None, true), None);
        assert_eq!(first_violation_with::<LatchOne>(None, true), None);
    }

    #[test]
    fn u64copy_without_its_store_fence_is_caught() {
        let site = Site::of("copy.rs", "fence(Ordering::Release)");
        assert_caught::<ValueAndCopy>("no store fence", site, false);
    }

    #[test]
    fn u64copy_without_its_load_fence_is_caught() {
        let site = Site::of("copy.rs", "fence(Ordering::Acquire)");
        assert_caught::<ValueAndCopy>("no load fence", site, false);
    }

    #[test]
    fn u64copy_storing_the_copy_first_is_caught() {
        let caught = first_violation_with::<CopyFirst>(None, false);
        println!("copy first: {:?}", caught);
        assert!(caught.is_some(), "the models missed the copy stored first");
    }

    #[test]
    fn u64seq_without_the_fence_after_its_first_sequence_load_is_caught() {
        let site = Site::nth("seq.rs", SEQ_LOAD_FENCE, 0, 2);
        assert_caught::<SeqOne>("no fence after the first sequence load", site, true);
    }

    #[test]
    fn u64seq_without_the_fence_before_its_last_sequence_load_is_caught() {
        let site = Site::nth("seq.rs", SEQ_LOAD_FENCE, 1, 2);
        assert_caught::<SeqOne>("no fence before the second sequence load", site, true);
    }

    #[test]
    fn u64seq_without_the_fence_after_its_odd_sequence_is_caught() {
        let site = Site::nth("seq.rs", SEQ_STORE_FENCE, 0, 2);
        assert_caught::<SeqOne>("no fence after the odd sequence", site, true);
    }

    #[test]
    fn u64seq_without_the_fence_before_its_even_sequence_is_caught() {
        let site = Site::nth("seq.rs", SEQ_STORE_FENCE, 1, 2);
        assert_caught::<SeqOne>("no fence before the even sequence", site, true);
    }

    #[test]
    fn u64latch_without_the_fence_after_its_first_sequence_load_is_caught() {
        let site = Site::nth("latch.rs", LATCH_LOAD_FENCE, 0, 2);
        assert_caught::<LatchOne>("latch: no fence after the first sequence load", site, true);
    }

    #[test]
    fn u64latch_without_the_fence_before_its_last_sequence_load_is_caught() {
        let site = Site::nth("latch.rs", LATCH_LOAD_FENCE, 1, 2);
        assert_caught::<LatchOne>(
            "latch: no fence before the second sequence load",
            site,
            true,
        );
    }

    #[test]
    fn u64latch_without_the_fence_before_its_copy_is_caught() {
        let site = Site::nth("latch.rs", LATCH_STORE_FENCE, 0, 2);
        assert_caught::<LatchOne>("latch: no fence before the copy", site, true);
    }

    #[test]
    fn u64latch_without_the_fence_before_its_sequence_is_caught() {
        let site = Site::nth("latch.rs", LATCH_STORE_FENCE, 1, 2);
        assert_caught::<LatchOne>("latch: no fence before the sequence", site, true);
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

    /// `Seq` (src/seq.rs) over a pair of halves, with its `try_load` keeping what it read
    /// whatever the second sequence load says: the sequence check removed. Its `store` is as
    /// shipped.
    pub(super) struct UncheckedSeqPair {
        sequence: AtomicU32,
        words: [Halves; 2],
    }

    impl UncheckedSeqPair {
        pub(super) fn new(values: [u64; 2]) -> Self {
            UncheckedSeqPair {
                sequence: AtomicU32::new(0),
                words: Halves::array(values),
            }
        }
    }

    impl Backend for UncheckedSeqPair {
        type Value = [u64; 2];

        fn try_load(&self) -> Option<[u64; 2]> {
            let begin = self.sequence.load(Ordering::Relaxed);
            if begin % 2 == 1 {
                return None;
            }
            fence(Ordering::Acquire);
            let values = crate::word::load_words(&self.words);
            fence(Ordering::Acquire);
            // Broken: the shipped code returns `None` unless the sequence is still `begin`.
            let _end = self.sequence.load(Ordering::Relaxed);
            Some(values)
        }

        fn store_since(&self, values: [u64; 2], _: crate::api::Since, _: &'static str) {
            let odd = self.sequence.load(Ordering::Relaxed) | 1;
            self.sequence.store(odd, Ordering::Relaxed);
            fence(Ordering::Release);
            crate::word::store_words(&self.words, values);
            fence(Ordering::Release);
            self.sequence.store(odd.wrapping_add(1), Ordering::Relaxed);
        }

        fn load_by_writer(&self) -> [u64; 2] {
            crate::word::load_words(&self.words)
        }

        fn read_for_update(&self) -> ([u64; 2], crate::api::Since) {
            (self.load_by_writer(), crate::api::Since::STORE)
        }
    }

    #[test]
    fn a_seq_pair_without_its_sequence_check_is_caught() {
        assert_group_caught::<UncheckedSeqPair>("seq without the sequence check", None);
    }
}

/// The group engines over a pair of values, as `U64SeqArray<2>` and `U64LatchArray<2>` are
/// on this backend: words of two halves on the split backend, of one `AtomicU64` on the
/// native one, beside a 32-bit sequence.
#[cfg(not(u64copy_wide))]
mod pairs {
    use crate::sync::AtomicU32 as Sequence;
    use crate::word::Halves as Word;

    pub(super) const WORDS: &str = "halves";
    pub(super) type SeqPair = crate::seq::Seq<Word, 2>;
    pub(super) type LatchPair = crate::latch::Latch<Word, 2>;

    pub(super) fn seq(values: [u64; 2]) -> SeqPair {
        SeqPair::from_words(Sequence::new(0), Word::array(values))
    }

    pub(super) fn latch(values: [u64; 2]) -> LatchPair {
        LatchPair::from_copies(Sequence::new(0), Word::array(values), Word::array(values))
    }
}

#[cfg(u64copy_wide)]
mod pairs {
    use crate::sync::AtomicU32 as Sequence;
    use crate::word::Wide as Word;

    pub(super) const WORDS: &str = "AtomicU64 words";
    pub(super) type SeqPair = crate::seq::Seq<Word, 2>;
    pub(super) type LatchPair = crate::latch::Latch<Word, 2>;

    pub(super) fn seq(values: [u64; 2]) -> SeqPair {
        SeqPair::from_words(Sequence::new(0), Word::array(values))
    }

    pub(super) fn latch(values: [u64; 2]) -> LatchPair {
        LatchPair::from_copies(Sequence::new(0), Word::array(values), Word::array(values))
    }
}

use pairs::{LatchPair, SeqPair, WORDS};

/// The engines, and the broken variant, as groups of the models.
macro_rules! impl_engine_group {
    ($($group:ty: $new:expr),* $(,)?) => {$(
        impl Group for $group {
            fn new(values: [u64; 2]) -> Self { $new(values) }
            fn load(&self) -> [u64; 2] { load(self) }
            fn try_load(&self) -> Option<[u64; 2]> { Backend::try_load(self) }
            fn store(&self, values: [u64; 2]) { Backend::store(self, values, OWNER) }
        }
    )*};
}
impl_engine_group!(SeqPair: pairs::seq, LatchPair: pairs::latch);
#[cfg(not(u64copy_wide))]
impl_engine_group!(split::UncheckedSeqPair: split::UncheckedSeqPair::new);

fn assert_group_caught<G: Group>(name: &str, site: Option<Site>) {
    let caught = with_broken(site, groups::first_violation::<G>);
    println!("pair, {}: {:?}", name, caught);
    assert!(caught.is_some(), "the group models missed {}", name);
}

#[test]
fn the_shipped_pairs_pass() {
    assert_eq!(with_broken(None, groups::first_violation::<SeqPair>), None);
    assert_eq!(
        with_broken(None, groups::first_violation::<LatchPair>),
        None
    );
}

/// Each of the engines' fences, removed from the pairs of this backend's words: the same
/// lines as the single values'.
#[test]
fn a_pair_without_any_one_of_its_fences_is_caught() {
    for (nth, text) in [
        (0, SEQ_LOAD_FENCE),
        (1, SEQ_LOAD_FENCE),
        (0, SEQ_STORE_FENCE),
        (1, SEQ_STORE_FENCE),
    ] {
        let site = Site::nth("seq.rs", text, nth, 2);
        let name = format!(
            "seq without its fence at src/seq.rs:{}, {}",
            site.line, WORDS
        );
        assert_group_caught::<SeqPair>(&name, Some(site));
    }
    for (nth, text) in [
        (0, LATCH_LOAD_FENCE),
        (1, LATCH_LOAD_FENCE),
        (0, LATCH_STORE_FENCE),
        (1, LATCH_STORE_FENCE),
    ] {
        let site = Site::nth("latch.rs", text, nth, 2);
        let name = format!(
            "latch without its fence at src/latch.rs:{}, {}",
            site.line, WORDS
        );
        assert_group_caught::<LatchPair>(&name, Some(site));
    }
}
