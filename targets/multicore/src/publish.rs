//! `load_with`, `store_release` and `load_acquire` across harts, on the four types that have
//! them (`U64Seq`, `U64Latch`, `U64SeqArray<2>`, `U64LatchArray<2>`), with the values of
//! `cells` (the `k`-th store writes `value(k)`, a pair `pair(value(k))`, read back through
//! `fold`, so that a torn or mixed value has `hi != lo`).
//!
//! - [`Epoch`]: the writer advances an epoch with a Release store before each store of the
//!   cell: right after the previous one, so that the epoch is one ahead for most of the
//!   writer's loop. The contract (src/docs/load_with.md) makes every pair `(value(j), epoch)`
//!   that readers get with the epoch read in `load_with`'s `f` have `epoch` = `j` or `j + 1`:
//!   never behind (the value's store came after its epoch), never two ahead (that epoch comes
//!   after a store that completed, which moves the sequence: the attempt fails). `f` spins a
//!   pseudo-random 0–255 rounds before it reads the epoch, so that the writer runs inside
//!   attempts, which fail and retry; a `load_with` that ran `f` after its attempt would read
//!   the epoch two ahead whenever the next store lands in that spin.
//! - [`Published`]: the writer stores `k` into a plain `AtomicU32` (Relaxed) at the top of its
//!   loop, and `value(k)` with `store_release` at the bottom; a reader whose `load_acquire`
//!   returns `value(j)` must read the data at `j` or later. The control swaps the two: its
//!   cell at the top, its data at the bottom. Its readers must see stale data, or the check
//!   could not tell.
//!
//! Counters as in `cells`: atomics loaded and stored by their one owner.

use crate::cells::{fold, pair, value};
use core::sync::atomic::{
    AtomicU32,
    Ordering::{Relaxed, Release},
};
use u64copy::{U64Latch, U64LatchArray, U64Seq, U64SeqArray};

/// What the checks need of a type, as one `u64` (a pair folded).
pub trait Publish: Sync {
    fn load_with<R>(&self, f: impl FnMut() -> R) -> (u64, R);
    fn load_acquire(&self) -> u64;
    fn store_release(&self, value: u64);
}

macro_rules! impl_publish {
    ($($cell:ty),*) => {$(
        impl Publish for $cell {
            #[inline]
            fn load_with<R>(&self, f: impl FnMut() -> R) -> (u64, R) { <$cell>::load_with(self, f) }
            #[inline]
            fn load_acquire(&self) -> u64 { <$cell>::load_acquire(self) }
            #[inline]
            fn store_release(&self, value: u64) { <$cell>::store_release(self, value) }
        }
    )*};
}
impl_publish!(U64Seq, U64Latch);

macro_rules! impl_publish_pair {
    ($($cell:ty),*) => {$(
        impl Publish for $cell {
            #[inline]
            fn load_with<R>(&self, f: impl FnMut() -> R) -> (u64, R) {
                let (values, r) = <$cell>::load_with(self, f);
                (fold(values), r)
            }
            #[inline]
            fn load_acquire(&self) -> u64 { fold(<$cell>::load_acquire(self)) }
            #[inline]
            fn store_release(&self, value: u64) { <$cell>::store_release(self, pair(value)) }
        }
    )*};
}
impl_publish_pair!(U64SeqArray<2>, U64LatchArray<2>);

/// One counter more. Only its owner writes it.
fn bump(counter: &AtomicU32, by: u32) {
    counter.store(counter.load(Relaxed).wrapping_add(by), Relaxed);
}

/// A pseudo-random spin of 0–255 rounds (xorshift), `f`'s: long enough that a reader
/// preempted or slowed in `f` lets the writer store, short enough that most attempts see no
/// store complete.
fn spin_in_f(state: &mut u32) {
    *state ^= *state << 13;
    *state ^= *state >> 17;
    *state ^= *state << 5;
    for _ in 0..*state % 256 {
        core::hint::spin_loop();
    }
}

/// The `k` of a value `value(k)`, or `None` if it is torn (`hi != lo`).
fn step(value: u64) -> Option<u32> {
    let (hi, lo) = ((value >> 32) as u32, value as u32);
    (hi == lo).then_some(lo)
}

/// A cell whose writer advances `epoch` before each store.
pub struct Epoch<C> {
    epoch: AtomicU32,
    cell: C,
}

impl<C: Publish> Epoch<C> {
    /// `cell` holds `value(0)`, and the epoch is already the first store's.
    pub const fn new(cell: C) -> Self {
        Epoch {
            epoch: AtomicU32::new(1),
            cell,
        }
    }

    /// The writer's next store, and the epoch of the one after it. Only the writer calls this.
    pub fn store_next(&self) {
        let k = self.epoch.load(Relaxed);
        self.cell.store_release(value(k));
        self.epoch.store(k.wrapping_add(1), Release);
    }

    pub fn read(&self, spin: &mut u32, stats: &EpochStats) {
        let mut calls = 0;
        let (value, epoch) = self.cell.load_with(|| {
            calls += 1;
            spin_in_f(spin);
            self.epoch.load(Relaxed)
        });
        bump(&stats.loads, 1);
        bump(&stats.retries, calls - 1);
        let Some(k) = step(value) else {
            bump(&stats.torn, 1);
            return;
        };
        if epoch < k {
            bump(&stats.behind, 1);
        } else if epoch == k {
            bump(&stats.same, 1);
        } else if epoch != k.wrapping_add(1) {
            bump(&stats.ahead, 1);
        }
    }
}

/// One reader's view of an [`Epoch`].
pub struct EpochStats {
    loads: AtomicU32,
    retries: AtomicU32,
    torn: AtomicU32,
    same: AtomicU32,
    behind: AtomicU32,
    ahead: AtomicU32,
}

impl EpochStats {
    pub const fn new() -> Self {
        EpochStats {
            loads: AtomicU32::new(0),
            retries: AtomicU32::new(0),
            torn: AtomicU32::new(0),
            same: AtomicU32::new(0),
            behind: AtomicU32::new(0),
            ahead: AtomicU32::new(0),
        }
    }

    pub fn counts(&self) -> EpochCounts {
        EpochCounts {
            loads: self.loads.load(Relaxed),
            retries: self.retries.load(Relaxed),
            torn: self.torn.load(Relaxed),
            same: self.same.load(Relaxed),
            behind: self.behind.load(Relaxed),
            ahead: self.ahead.load(Relaxed),
        }
    }
}

/// A snapshot of [`EpochStats`], or a sum of several.
#[derive(Clone, Copy, Default)]
pub struct EpochCounts {
    /// `load_with` calls.
    pub loads: u32,
    /// Attempts that failed and ran `f` again.
    pub retries: u32,
    /// Values with `hi != lo` (pairs: mixed).
    pub torn: u32,
    /// Pairs whose epoch was the value's own: read between a store and the epoch's advance.
    pub same: u32,
    /// Pairs whose epoch was behind the value.
    pub behind: u32,
    /// Pairs whose epoch was two or more ahead of the value.
    pub ahead: u32,
}

impl EpochCounts {
    /// Every pair consistent: no torn value, no epoch behind or two ahead.
    pub fn consistent(&self) -> bool {
        self.torn == 0 && self.behind == 0 && self.ahead == 0
    }

    pub fn add(self, other: EpochCounts) -> EpochCounts {
        EpochCounts {
            loads: self.loads + other.loads,
            retries: self.retries + other.retries,
            torn: self.torn + other.torn,
            same: self.same + other.same,
            behind: self.behind + other.behind,
            ahead: self.ahead + other.ahead,
        }
    }

    pub fn print(&self, reader: &str, cell: &str) {
        crate::println!(
            "  {:<18} {:<16} {:>8} {:>8} {:>5} {:>6} {:>6} {:>5}",
            reader,
            cell,
            self.loads,
            self.retries,
            self.torn,
            self.same,
            self.behind,
            self.ahead
        );
    }

    pub fn print_header() {
        crate::println!(
            "  {:<18} {:<16} {:>8} {:>8} {:>5} {:>6} {:>6} {:>5}",
            "reader",
            "load_with",
            "loads",
            "retries",
            "torn",
            "same",
            "behind",
            "ahead"
        );
    }
}

/// Data (one `AtomicU32`) published through a cell.
pub struct Published<C> {
    data: AtomicU32,
    cell: C,
}

impl<C: Publish> Published<C> {
    pub const fn new(cell: C) -> Self {
        Published {
            data: AtomicU32::new(0),
            cell,
        }
    }

    /// The data of the writer's `k`-th store. Only the writer calls this.
    pub fn store_data(&self, k: u32) {
        self.data.store(k, Relaxed);
    }

    /// The writer's `k`-th store of the cell. Only the writer calls this.
    pub fn store_cell(&self, k: u32) {
        self.cell.store_release(value(k));
    }

    pub fn read(&self, stats: &PublishedStats) {
        let value = self.cell.load_acquire();
        let data = self.data.load(Relaxed);
        bump(&stats.loads, 1);
        let Some(k) = step(value) else {
            bump(&stats.torn, 1);
            return;
        };
        if data < k {
            bump(&stats.stale, 1);
        } else if data > k {
            bump(&stats.newer, 1);
        }
    }
}

/// One reader's view of a [`Published`].
pub struct PublishedStats {
    loads: AtomicU32,
    torn: AtomicU32,
    stale: AtomicU32,
    newer: AtomicU32,
}

impl PublishedStats {
    pub const fn new() -> Self {
        PublishedStats {
            loads: AtomicU32::new(0),
            torn: AtomicU32::new(0),
            stale: AtomicU32::new(0),
            newer: AtomicU32::new(0),
        }
    }

    pub fn counts(&self) -> PublishedCounts {
        PublishedCounts {
            loads: self.loads.load(Relaxed),
            torn: self.torn.load(Relaxed),
            stale: self.stale.load(Relaxed),
            newer: self.newer.load(Relaxed),
        }
    }
}

/// A snapshot of [`PublishedStats`], or a sum of several.
#[derive(Clone, Copy, Default)]
pub struct PublishedCounts {
    /// `load_acquire` calls.
    pub loads: u32,
    /// Values with `hi != lo` (pairs: mixed).
    pub torn: u32,
    /// Data older than the value loaded.
    pub stale: u32,
    /// Data newer than the value loaded: the writer's next store had begun.
    pub newer: u32,
}

impl PublishedCounts {
    /// Every value whole, and its data at least as new.
    pub fn published(&self) -> bool {
        self.torn == 0 && self.stale == 0
    }

    pub fn add(self, other: PublishedCounts) -> PublishedCounts {
        PublishedCounts {
            loads: self.loads + other.loads,
            torn: self.torn + other.torn,
            stale: self.stale + other.stale,
            newer: self.newer + other.newer,
        }
    }

    pub fn print(&self, reader: &str, cell: &str) {
        crate::println!(
            "  {:<18} {:<16} {:>8} {:>5} {:>6} {:>6}",
            reader,
            cell,
            self.loads,
            self.torn,
            self.stale,
            self.newer
        );
    }

    pub fn print_header() {
        crate::println!(
            "  {:<18} {:<16} {:>8} {:>5} {:>6} {:>6}",
            "reader",
            "load_acquire",
            "loads",
            "torn",
            "stale",
            "newer"
        );
    }
}
