//! `U64Seq`'s split backend: a seqcount, as `u64_stats_sync` on 32-bit kernels.
//!
//! # Why the guarantees hold
//!
//! The first sequence load reads an even sequence left by some store *s* (or the
//! initial value), and the Acquire fence after it synchronizes with the Release fence
//! before *s*'s even sequence: the halves then come from *s* or a later store. If a
//! half came from a later store *t*, then *t*'s Release fence, which follows its odd
//! sequence, synchronizes with the load's Acquire fence, and the second sequence load
//! sees *t*'s odd sequence or later: it differs, and the load tries again. So an
//! accepted load returns exactly *s*'s value, current when it read the first sequence.
//!
//! The sequence is 32 bits and advances by 2 per store, so it repeats after 2^31
//! stores: a reader would have to stall through exactly a multiple of 2^31 stores between
//! its two sequence loads to accept a mixed value (36 minutes of stores at 1 MHz, all
//! inside one load).
//!
//! Checked with loom (`tests/loom.rs`): with the stores that make `U64Copy` return
//! never-stored or backward values, and across the sequence's wrap-around.

use super::Halves;
use crate::backend::Backend;
use crate::sync::{const_fn_unless_loom, fence, AtomicU32, Ordering};

/// The sequence and the value, 12 bytes padded to 16 and aligned to 16, so that the
/// reader's loads always hit a single cache line. The sequence is even while no store is in
/// progress and advances by 2 per store.
#[repr(C, align(16))]
pub(crate) struct Seq {
    sequence: AtomicU32,
    value: Halves,
}

impl Seq {
    const_fn_unless_loom! {
        #[inline]
        pub(crate) fn new(value: u64) -> Self {
            Seq {
                sequence: AtomicU32::new(0),
                value: Halves::new(value),
            }
        }
    }

    /// A cell whose sequence starts at `sequence` (even), to test the wrap-around.
    #[cfg(test)]
    pub(crate) fn with_sequence(value: u64, sequence: u32) -> Self {
        let cell = Seq::new(value);
        cell.sequence.store(sequence, Ordering::Relaxed);
        cell
    }
}

impl Backend for Seq {
    #[inline]
    fn try_load(&self) -> Option<u64> {
        let begin = self.sequence.load(Ordering::Relaxed);
        if begin % 2 == 1 {
            return None;
        }
        // read_seqcount_begin's smp_rmb: the halves are at least as new as the store that
        // left this even sequence. A fence rather than an Acquire load, so that the
        // single-core build makes it a compiler barrier too.
        fence(Ordering::Acquire);
        let value = self.value.load();
        // read_seqcount_retry's smp_rmb: if a half came from a newer store, the sequence
        // load below sees that store's odd bump (or later).
        fence(Ordering::Acquire);
        let end = self.sequence.load(Ordering::Relaxed);
        if begin == end {
            Some(value)
        } else {
            None
        }
    }

    #[inline]
    fn store(&self, value: u64) {
        // The writer is serialized, so it alone changes the sequence: no read-modify-write.
        // `| 1` rather than `+ 1`: should racing writers (a misuse) leave the sequence odd,
        // the next serialized store still ends on an even one.
        let odd = self.sequence.load(Ordering::Relaxed) | 1;
        self.sequence.store(odd, Ordering::Relaxed);
        // write_seqcount_begin's smp_wmb: a reader that sees a half of this store sees the
        // odd sequence (or later) when it loads the sequence again.
        fence(Ordering::Release);
        self.value.store(value);
        // write_seqcount_end's smp_wmb: a reader that sees this even sequence sees these
        // halves (or later). A fence rather than a Release store, as in `try_load`.
        fence(Ordering::Release);
        self.sequence.store(odd.wrapping_add(1), Ordering::Relaxed);
    }

    /// The halves hold the writer's last store.
    #[inline]
    fn load_by_writer(&self) -> u64 {
        self.value.load()
    }
}

#[cfg(all(test, not(u64copy_loom)))]
mod tests {
    use crate::backend::Backend;

    #[test]
    fn the_sequence_wraps_around() {
        let cell = super::Seq::with_sequence(0, u32::MAX - 3);
        for value in 1..=4 {
            cell.store(value);
            assert_eq!(cell.try_load(), Some(value));
        }
        assert_eq!(cell.sequence.load(super::Ordering::Relaxed), 4);
    }

    #[test]
    fn a_store_repairs_an_odd_sequence_left_by_racing_writers() {
        let cell = super::Seq::new(7);
        cell.sequence.store(5, super::Ordering::Relaxed);
        assert_eq!(cell.try_load(), None);
        cell.store(8);
        assert_eq!(cell.try_load(), Some(8));
    }

    #[test]
    fn try_load_fails_while_a_store_is_in_progress() {
        let cell = super::Seq::new(7);
        cell.sequence.store(1, super::Ordering::Relaxed);
        assert_eq!(cell.try_load(), None);
        cell.sequence.store(2, super::Ordering::Relaxed);
        assert_eq!(cell.try_load(), Some(7));
    }
}

/// The wrap-around under loom: the first store's odd sequence is `u32::MAX`, its even one 0.
/// Preemption bound 1, as for the models in `tests/loom_models`, and for the same reason.
#[cfg(all(test, u64copy_loom))]
mod loom_tests {
    use super::Seq;
    use crate::backend::Backend;
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
            let cell = Arc::new(Seq::with_sequence(VALUES[0], u32::MAX - 1));
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
