//! The latch engine: the kernel's latch (`seqcount_latch_t`), cut down to what values
//! replaced whole need. `U64Latch` on the split backend (one value of two halves) and
//! `U64LatchArray` on every backend (`N` values, each two halves or one `AtomicU64`).
//!
//! A sequence and two copies; a reader goes to the copy the sequence's low bit names, and a
//! store writes the other copy, then advances the sequence to send readers there. So the
//! copy readers are sent to is never the one being written, and a reader that stopped the
//! writer anywhere (an interrupt or NMI on the writer's core) finds a complete copy and an
//! unchanged sequence: its first attempt succeeds.
//!
//! # Where it departs from the kernel's latch
//!
//! The kernel writes both copies per update, each between two `smp_wmb()` (four per
//! update), because its copies hold structures changed in place: both must end equal. A
//! `u64` is replaced whole, so a store writes only the copy readers are not sent to, and the
//! copy left behind is rewritten on the next store. Two fences per store remain:
//! - before the copy: a reader that the previous store's sequence sent here may still be
//!   reading it, and must see that sequence move (the kernel's `smp_wmb()` after `seq++`);
//! - before the sequence: a reader sent to the new copy sees it whole (the kernel's
//!   `smp_wmb()` before `seq++`).
//!
//! The reader is the kernel's: the sequence, a fence (an Acquire fence stands for the
//! kernel's address dependency, which Rust cannot express), the copy, `smp_rmb()`, the
//! sequence again.
//!
//! # Why the guarantees hold
//!
//! Say the first sequence load reads `s`, left by store *S* (or the initial value). The
//! Acquire fence after it synchronizes with *S*'s fence before its sequence store, so the
//! copy `s & 1` holds *S*'s value or a later one. The next store to write that copy is the
//! one after *S*'s successor, and its first fence follows the successor's sequence store
//! `s + 1`. If a half the reader loaded came from it, that fence synchronizes with the
//! reader's second Acquire fence, so the second sequence load sees `s + 1` or later, and the
//! attempt fails. So an accepted attempt returns exactly *S*'s value: loads are exact, take
//! effect at their first sequence load (linearizable), and a load that happens after
//! another reads the same sequence or a later one: never an older value.
//!
//! The sequence is 32 bits and advances by 1 per store, so it repeats after 2^32 stores: an
//! attempt could accept a mixed value only if its reader stalled through a multiple of 2^32
//! stores between its two sequence loads (72 minutes of stores at 1 MHz, inside one attempt).
//!
//! Checked with loom (`tests/loom.rs`), with negative controls that remove each fence and
//! one that writes the copy readers are sent to (`tests/loom_negative.rs`); the preempting
//! reader, by stopping a store after each of its steps (`tests/preempting_reader.rs`), by a
//! signal handler on the writer's thread (`tests/signal_reader.rs`) and on bare metal.

use crate::backend::{load_words, store_words, Backend, Word};
use crate::sync::{fence, AtomicU32, Ordering};

/// The sequence and two copies of the words, aligned to 32: for one value of two halves,
/// 20 bytes padded to 32, so that a reader's loads always hit a single cache line.
#[repr(C, align(32))]
pub(crate) struct Latch<W, const N: usize> {
    sequence: AtomicU32,
    copies: [[W; N]; 2],
}

impl<W, const N: usize> Latch<W, N> {
    crate::sync::const_fn_unless_loom! {
        /// The engine over two copies of the same initial values.
        #[inline]
        pub(crate) fn from_copies(first: [W; N], second: [W; N]) -> Self {
            Latch {
                sequence: AtomicU32::new(0),
                copies: [first, second],
            }
        }
    }

    /// The copy that sequence `sequence` sends readers to.
    #[inline]
    fn copy(&self, sequence: u32) -> &[W; N] {
        &self.copies[(sequence & 1) as usize]
    }
}

#[cfg(test)]
impl<W: Word, const N: usize> Latch<W, N> {
    /// A cell whose sequence starts at `sequence`, to test the wrap-around.
    pub(crate) fn with_sequence(first: [W; N], second: [W; N], sequence: u32) -> Self {
        let cell = Latch::from_copies(first, second);
        cell.sequence.store(sequence, Ordering::Relaxed);
        cell
    }
}

impl<W: Word, const N: usize> Backend for Latch<W, N> {
    type Value = [u64; N];

    /// One attempt: every value of one store, or `None`.
    #[inline]
    fn try_load(&self) -> Option<[u64; N]> {
        let sequence = self.sequence.load(Ordering::Relaxed);
        // The copy is at least as new as the store that left this sequence.
        fence(Ordering::Acquire);
        let values = load_words(self.copy(sequence));
        // If a half came from a store that rewrote this copy, the sequence has moved.
        fence(Ordering::Acquire);
        if self.sequence.load(Ordering::Relaxed) == sequence {
            Some(values)
        } else {
            None
        }
    }

    #[inline]
    fn store(&self, values: [u64; N]) {
        // The writer is serialized, so it alone changes the sequence: no read-modify-write.
        let next = self.sequence.load(Ordering::Relaxed).wrapping_add(1);
        // A reader still in this copy, sent by the sequence before the current one, sees
        // the current one (or later) when it checks.
        fence(Ordering::Release);
        store_words(self.copy(next), values);
        // A reader that this sequence sends to the copy sees it whole.
        fence(Ordering::Release);
        self.sequence.store(next, Ordering::Relaxed);
    }

    /// The copy readers are sent to holds the writer's last store.
    #[inline]
    fn load_by_writer(&self) -> [u64; N] {
        load_words(self.copy(self.sequence.load(Ordering::Relaxed)))
    }
}

#[cfg(all(test, not(u64copy_loom)))]
mod tests {
    use super::Latch;
    use crate::backend::{load_words, Backend};
    use crate::split::Halves;

    fn cell(value: u64, sequence: u32) -> Latch<Halves, 1> {
        Latch::with_sequence(Halves::array([value]), Halves::array([value]), sequence)
    }

    #[test]
    fn the_sequence_wraps_around() {
        let cell = cell(0, u32::MAX - 2);
        for value in 1..=4 {
            cell.store([value]);
            assert_eq!(cell.try_load(), Some([value]));
            assert_eq!(cell.load_by_writer(), [value]);
        }
        assert_eq!(cell.sequence.load(super::Ordering::Relaxed), 1);
    }

    #[test]
    fn a_store_writes_only_the_copy_readers_are_not_sent_to() {
        let cell = cell(7, 0);
        cell.store([8]);
        let copies = |cell: &Latch<Halves, 1>| (load_words(cell.copy(0)), load_words(cell.copy(1)));
        assert_eq!(copies(&cell), ([7], [8]));
        cell.store([9]);
        assert_eq!(copies(&cell), ([9], [8]));
    }
}

/// The wrap-around under loom: the stores' sequences are `u32::MAX`, 0 and 1, and the halves
/// of all four values differ, so a mix of two would show. Preemption bound 1, as for the
/// models in `tests/loom_models`, and for the same reason.
#[cfg(all(test, u64copy_loom))]
mod loom_tests {
    use crate::backend::Backend;
    use crate::latch::Latch;
    use crate::split::{Halves, One};
    use loom::{sync::Arc, thread};
    use std::println;
    use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};

    #[test]
    fn loads_stay_exact_across_the_wrap_around() {
        const VALUES: [u64; 4] = [
            0x10_0000_0001,
            0x20_0000_0002,
            0x30_0000_0003,
            0x40_0000_0004,
        ];
        // Not vacuous: executions where the first attempt failed, where it returned a value
        // stored across the wrap-around, and where the second load saw the last store.
        static RETRIED: AtomicUsize = AtomicUsize::new(0);
        static ACROSS_THE_WRAP: AtomicUsize = AtomicUsize::new(0);
        static SAW_THE_LAST_STORE: AtomicUsize = AtomicUsize::new(0);
        let mut builder = loom::model::Builder::new();
        builder.preemption_bound = Some(1);
        builder.check(|| {
            let cell = Arc::new(One(Latch::with_sequence(
                Halves::array([VALUES[0]]),
                Halves::array([VALUES[0]]),
                u32::MAX - 1,
            )));
            let writer = {
                let cell = cell.clone();
                thread::spawn(move || VALUES[1..].iter().for_each(|&value| cell.store(value)))
            };
            let first = cell.try_load().unwrap_or_else(|| {
                RETRIED.fetch_add(1, Relaxed);
                cell.load()
            });
            let second = cell.load();
            writer.join().unwrap();
            let index = |value| {
                VALUES
                    .iter()
                    .position(|&v| v == value)
                    .unwrap_or_else(|| panic!("{:#x} was never stored", value))
            };
            assert!(
                index(first) <= index(second),
                "{:#x} then {:#x}",
                first,
                second
            );
            if index(first) >= 2 {
                ACROSS_THE_WRAP.fetch_add(1, Relaxed);
            }
            if second == VALUES[3] {
                SAW_THE_LAST_STORE.fetch_add(1, Relaxed);
            }
        });
        let counts = [&RETRIED, &ACROSS_THE_WRAP, &SAW_THE_LAST_STORE].map(|c| c.load(Relaxed));
        println!("retried, across the wrap, saw the last store: {:?}", counts);
        assert!(counts.iter().all(|&count| count > 0), "{:?}", counts);
    }
}
