//! `U64Latch`'s split backend: the kernel's latch (`seqcount_latch_t`), cut down to what a
//! `u64` replaced whole needs.
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

use super::Halves;
use crate::backend::Backend;
use crate::sync::{const_fn_unless_loom, fence, AtomicU32, Ordering};

/// The sequence and two copies, 20 bytes padded to 32 and aligned to 32, so that a reader's
/// loads always hit a single cache line.
#[repr(C, align(32))]
pub(crate) struct Latch {
    sequence: AtomicU32,
    copies: [Halves; 2],
}

impl Latch {
    const_fn_unless_loom! {
        #[inline]
        pub(crate) fn new(value: u64) -> Self {
            Latch {
                sequence: AtomicU32::new(0),
                copies: [Halves::new(value), Halves::new(value)],
            }
        }
    }

    /// The copy that sequence `sequence` sends readers to.
    #[inline]
    fn copy(&self, sequence: u32) -> &Halves {
        &self.copies[(sequence & 1) as usize]
    }

    /// A cell whose sequence starts at `sequence`, to test the wrap-around.
    #[cfg(test)]
    pub(crate) fn with_sequence(value: u64, sequence: u32) -> Self {
        let cell = Latch::new(value);
        cell.sequence.store(sequence, Ordering::Relaxed);
        cell
    }
}

impl Backend for Latch {
    #[inline]
    fn try_load(&self) -> Option<u64> {
        let sequence = self.sequence.load(Ordering::Relaxed);
        // The copy is at least as new as the store that left this sequence.
        fence(Ordering::Acquire);
        let value = self.copy(sequence).load();
        // If a half came from a store that rewrote this copy, the sequence has moved.
        fence(Ordering::Acquire);
        if self.sequence.load(Ordering::Relaxed) == sequence {
            Some(value)
        } else {
            None
        }
    }

    #[inline]
    fn store(&self, value: u64) {
        // The writer is serialized, so it alone changes the sequence: no read-modify-write.
        let next = self.sequence.load(Ordering::Relaxed).wrapping_add(1);
        // A reader still in this copy, sent by the sequence before the current one, sees
        // the current one (or later) when it checks.
        fence(Ordering::Release);
        self.copy(next).store(value);
        // A reader that this sequence sends to the copy sees it whole.
        fence(Ordering::Release);
        self.sequence.store(next, Ordering::Relaxed);
    }

    /// The copy readers are sent to holds the writer's last store.
    #[inline]
    fn load_by_writer(&self) -> u64 {
        self.copy(self.sequence.load(Ordering::Relaxed)).load()
    }
}

#[cfg(all(test, not(u64copy_loom)))]
mod tests {
    use super::Latch;
    use crate::backend::Backend;

    #[test]
    fn the_sequence_wraps_around() {
        let cell = Latch::with_sequence(0, u32::MAX - 2);
        for value in 1..=4 {
            cell.store(value);
            assert_eq!(cell.try_load(), Some(value));
            assert_eq!(cell.load_by_writer(), value);
        }
        assert_eq!(cell.sequence.load(super::Ordering::Relaxed), 1);
    }

    #[test]
    fn a_store_writes_only_the_copy_readers_are_not_sent_to() {
        let cell = Latch::new(7);
        cell.store(8);
        assert_eq!((cell.copy(0).load(), cell.copy(1).load()), (7, 8));
        cell.store(9);
        assert_eq!((cell.copy(0).load(), cell.copy(1).load()), (9, 8));
    }
}

/// The wrap-around under loom: the stores' sequences are `u32::MAX`, 0 and 1, and the halves
/// of all four values differ, so a mix of two would show. Preemption bound 1, as for the
/// models in `tests/loom_models`, and for the same reason.
#[cfg(all(test, u64copy_loom))]
mod loom_tests {
    use super::Latch;
    use crate::backend::Backend;
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
            let cell = Arc::new(Latch::with_sequence(VALUES[0], u32::MAX - 1));
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
