//! The seqcount engine, as `u64_stats_sync` on 32-bit kernels: `U64Seq` on the split backend
//! (one value of two halves) and `U64SeqArray` on every backend (`N` values, each two halves
//! or one `AtomicU64`).
//!
//! # Why the guarantees hold
//!
//! The first sequence load reads an even sequence left by some store *s* (or the
//! initial value), and the Acquire fence after it synchronizes with the Release fence
//! before *s*'s even sequence: every word (every half) then comes from *s* or a later
//! store. If one came from a later store *t*, then *t*'s Release fence, which follows its
//! odd sequence, synchronizes with the load's Acquire fence, and the second sequence load
//! sees *t*'s odd sequence or later: it differs, and the load tries again. So an
//! accepted load returns exactly *s*'s values, current when it read the first sequence:
//! one value whole, or a group whole, never a mix of two stores.
//!
//! The sequence is 32 bits and advances by 2 per store, so it repeats after 2^31
//! stores: a reader would have to stall through exactly a multiple of 2^31 stores between
//! its two sequence loads to accept a mixed value (36 minutes of stores at 1 MHz, all
//! inside one load).
//!
//! Checked with loom (`tests/loom.rs`): with the stores that make `U64Copy` return
//! never-stored or backward values, and across the sequence's wrap-around.

use crate::backend::{load_words, store_words, Backend, Word};
use crate::sync::{fence, AtomicU32, Ordering};

/// The sequence and the words, aligned to 16: for one value of two halves, 12 bytes padded
/// to 16, so that the reader's loads always hit a single cache line. The sequence is even
/// while no store is in progress and advances by 2 per store.
#[repr(C, align(16))]
pub(crate) struct Seq<W, const N: usize> {
    sequence: AtomicU32,
    words: [W; N],
}

impl<W, const N: usize> Seq<W, N> {
    crate::sync::const_fn_unless_loom! {
        /// The engine over `words` (their values are its initial values).
        #[inline]
        pub(crate) fn from_words(words: [W; N]) -> Self {
            Seq {
                sequence: AtomicU32::new(0),
                words,
            }
        }
    }
}

#[cfg(test)]
impl<W: Word, const N: usize> Seq<W, N> {
    /// A cell whose sequence starts at `sequence` (even), to test the wrap-around.
    pub(crate) fn with_sequence(words: [W; N], sequence: u32) -> Self {
        let cell = Seq::from_words(words);
        cell.sequence.store(sequence, Ordering::Relaxed);
        cell
    }
}

impl<W: Word, const N: usize> Backend for Seq<W, N> {
    type Value = [u64; N];

    /// One attempt: every value of one store, or `None`.
    #[inline]
    fn try_load(&self) -> Option<[u64; N]> {
        let begin = self.sequence.load(Ordering::Relaxed);
        if begin % 2 == 1 {
            return None;
        }
        // read_seqcount_begin's smp_rmb: the halves are at least as new as the store that
        // left this even sequence. A fence rather than an Acquire load, so that the
        // single-core build makes it a compiler barrier too.
        fence(Ordering::Acquire);
        let values = load_words(&self.words);
        // read_seqcount_retry's smp_rmb: if a half came from a newer store, the sequence
        // load below sees that store's odd bump (or later).
        fence(Ordering::Acquire);
        let end = self.sequence.load(Ordering::Relaxed);
        if begin == end {
            Some(values)
        } else {
            None
        }
    }

    #[inline]
    fn store(&self, values: [u64; N]) {
        // The writer is serialized, so it alone changes the sequence: no read-modify-write.
        // `| 1` rather than `+ 1`: should racing writers (a misuse) leave the sequence odd,
        // the next serialized store still ends on an even one.
        let odd = self.sequence.load(Ordering::Relaxed) | 1;
        self.sequence.store(odd, Ordering::Relaxed);
        // write_seqcount_begin's smp_wmb: a reader that sees a half of this store sees the
        // odd sequence (or later) when it loads the sequence again.
        fence(Ordering::Release);
        store_words(&self.words, values);
        // write_seqcount_end's smp_wmb: a reader that sees this even sequence sees these
        // halves (or later). A fence rather than a Release store, as in `try_load`.
        fence(Ordering::Release);
        self.sequence.store(odd.wrapping_add(1), Ordering::Relaxed);
    }

    /// The words hold the writer's last store.
    #[inline]
    fn load_by_writer(&self) -> [u64; N] {
        load_words(&self.words)
    }
}

#[cfg(all(test, not(u64copy_loom)))]
mod tests {
    use super::Seq;
    use crate::backend::Backend;
    use crate::split::Halves;

    fn cell(value: u64, sequence: u32) -> Seq<Halves, 1> {
        Seq::with_sequence(Halves::array([value]), sequence)
    }

    #[test]
    fn the_sequence_wraps_around() {
        let cell = cell(0, u32::MAX - 3);
        for value in 1..=4 {
            cell.store([value]);
            assert_eq!(cell.try_load(), Some([value]));
        }
        assert_eq!(cell.sequence.load(super::Ordering::Relaxed), 4);
    }

    #[test]
    fn a_store_repairs_an_odd_sequence_left_by_racing_writers() {
        let cell = cell(7, 5);
        assert_eq!(cell.try_load(), None);
        cell.store([8]);
        assert_eq!(cell.try_load(), Some([8]));
    }

    #[test]
    fn try_load_fails_while_a_store_is_in_progress() {
        let cell = cell(7, 1);
        assert_eq!(cell.try_load(), None);
        cell.sequence.store(2, super::Ordering::Relaxed);
        assert_eq!(cell.try_load(), Some([7]));
    }
}

/// The wrap-around under loom: the first store's odd sequence is `u32::MAX`, its even one 0.
/// Preemption bound 1, as for the models in `tests/loom_models`, and for the same reason.
#[cfg(all(test, u64copy_loom))]
mod loom_tests {
    use crate::backend::Backend;
    use crate::seq::Seq;
    use crate::split::Halves;
    use crate::split::One;
    use loom::{sync::Arc, thread};
    use std::sync::atomic::{AtomicBool, Ordering::Relaxed};

    #[test]
    fn loads_stay_exact_across_the_wrap_around() {
        const VALUES: [u64; 3] = [0x1_0000_0001, 0x2_0000_0002, 0x3_0000_0003];
        // Not vacuous: some attempt met a store in progress, and some load the last store.
        static RACED: AtomicBool = AtomicBool::new(false);
        static SAW_THE_LAST_STORE: AtomicBool = AtomicBool::new(false);
        let mut builder = loom::model::Builder::new();
        builder.preemption_bound = Some(1);
        builder.check(|| {
            let cell = Arc::new(One(Seq::with_sequence(
                Halves::array([VALUES[0]]),
                u32::MAX - 1,
            )));
            let writer = {
                let cell = cell.clone();
                thread::spawn(move || VALUES[1..].iter().for_each(|&value| cell.store(value)))
            };
            let first = cell.try_load().unwrap_or_else(|| {
                RACED.store(true, Relaxed);
                cell.load()
            });
            let second = cell.load();
            writer.join().unwrap();
            let index = |value| {
                VALUES
                    .iter()
                    .position(|&v| v == value)
                    .expect("never stored")
            };
            assert!(
                index(first) <= index(second),
                "{:#x} then {:#x}",
                first,
                second
            );
            if second == VALUES[2] {
                SAW_THE_LAST_STORE.store(true, Relaxed);
            }
        });
        assert!(RACED.load(Relaxed) && SAW_THE_LAST_STORE.load(Relaxed));
    }
}
