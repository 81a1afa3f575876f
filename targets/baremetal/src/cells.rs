//! What both bare-metal harnesses share (`baremetal/`, one core and its interrupt, and
//! `multicore/`, several harts): cells whose writer announces and publishes every store, as
//! the threaded stress test in src/tests.rs does, and readers that check each value against
//! those bounds and count what they saw.
//!
//! The `k`-th store of a cell writes `k << 32 | k` (k = 1, 2, ...): every store changes both
//! halves, so a tear or a mix of two stores shows as `hi != lo`. A reader reads the
//! published count (Acquire), then the cell, then an Acquire fence and the announced count:
//! the value must lie between the two (not below the last store published before the read,
//! not above the last one announced after it) and must not be below the reader's previous
//! value. With values that grow by 1 per store, every load of both types is exact (a low
//! half cannot repeat within one load), so both types get the strictest checks.
//!
//! A pair (`U64SeqArray<2>`, `U64LatchArray<2>`, or the control: two cells stored one after
//! the other) holds the `k`-th store as `[value(k), value(k + 1)]`, so every store changes
//! both words and both halves of each; the checks see it through [`fold`], which is torn when
//! the pair mixes stores.
//!
//! Counters are atomics (loaded and stored, never read-modify-written: thumbv6m and riscv32i
//! have no compare-and-swap), each set written by the one reader that owns it and read by the
//! report once that reader is done.

use core::sync::atomic::{
    fence, AtomicU32,
    Ordering::{Acquire, Relaxed, Release},
};
use u64copy::{U64Copy, U64Latch, U64LatchArray, U64Seq, U64SeqArray};

/// What the harness needs of a cell.
pub trait Cell64: Sync {
    fn load(&self) -> u64;
    fn try_load(&self) -> Option<u64>;
    fn store(&self, value: u64);
}

macro_rules! impl_cell64 {
    ($($cell:ty),*) => {$(
        impl Cell64 for $cell {
            #[inline]
            fn load(&self) -> u64 { <$cell>::load(self) }
            #[inline]
            fn try_load(&self) -> Option<u64> { <$cell>::try_load(self) }
            #[inline]
            fn store(&self, value: u64) { <$cell>::store(self, value) }
        }
    )*};
}
impl_cell64!(U64Copy, U64Seq, U64Latch);

/// The negative control: two plain `AtomicU32` halves, nothing that keeps them together. The
/// checks must catch its torn loads, or they prove nothing.
pub struct Halves {
    lo: AtomicU32,
    hi: AtomicU32,
}

impl Halves {
    pub const fn new() -> Self {
        Halves {
            lo: AtomicU32::new(0),
            hi: AtomicU32::new(0),
        }
    }
}

impl Cell64 for Halves {
    fn load(&self) -> u64 {
        let lo = self.lo.load(Relaxed);
        u64::from(self.hi.load(Relaxed)) << 32 | u64::from(lo)
    }
    fn try_load(&self) -> Option<u64> {
        Some(self.load())
    }
    fn store(&self, value: u64) {
        self.lo.store(value as u32, Relaxed);
        self.hi.store((value >> 32) as u32, Relaxed);
    }
}

/// A pair's second word minus its first: `value(k + 1) - value(k)`.
const NEXT: u64 = 1 << 32 | 1;

/// The pair a store of `value` writes: store 0 (`pair(0)`) is a pair's initial value.
pub const fn pair(value: u64) -> [u64; 2] {
    [value, value.wrapping_add(NEXT)]
}

/// A pair as one value for the checks: the four halves of the `k`-th store (the second word
/// less [`NEXT`]) all say `k`, and fold to `value(k)`; halves of several stores fold to
/// `min << 32 | max` of what they say, torn, and out of bounds if any of them is.
pub fn fold([first, second]: [u64; 2]) -> u64 {
    let second = second.wrapping_sub(NEXT);
    let halves = [
        first >> 32,
        first & 0xffff_ffff,
        second >> 32,
        second & 0xffff_ffff,
    ];
    let min = halves.into_iter().fold(u64::MAX, u64::min);
    let max = halves.into_iter().fold(0, u64::max);
    min << 32 | max
}

macro_rules! impl_pair {
    ($($cell:ty),*) => {$(
        impl Cell64 for $cell {
            #[inline]
            fn load(&self) -> u64 { fold(<$cell>::load(self)) }
            #[inline]
            fn try_load(&self) -> Option<u64> { <$cell>::try_load(self).map(fold) }
            #[inline]
            fn store(&self, value: u64) { <$cell>::store(self, pair(value)) }
        }
    )*};
}
impl_pair!(U64SeqArray<2>, U64LatchArray<2>);

/// The pairs' control: two cells, stored one after the other by the same writer. Nothing
/// keeps the two together, so the checks must catch pairs that mix two stores.
impl<C: Cell64> Cell64 for [C; 2] {
    fn load(&self) -> u64 {
        fold([self[0].load(), self[1].load()])
    }
    fn try_load(&self) -> Option<u64> {
        Some(fold([self[0].try_load()?, self[1].try_load()?]))
    }
    fn store(&self, value: u64) {
        let [first, second] = pair(value);
        self[0].store(first);
        self[1].store(second);
    }
}

/// The `k`-th stored value.
pub fn value(k: u32) -> u64 {
    u64::from(k) << 32 | u64::from(k)
}

/// How a reader reads.
#[derive(Clone, Copy)]
pub enum Read {
    Load,
    TryLoad,
}

/// A cell with its writer's progress: `announced` is the number of the store that is
/// running or last ran, `published` the number of the last one that completed.
pub struct Tracked<C> {
    announced: AtomicU32,
    published: AtomicU32,
    cell: C,
}

impl<C: Cell64> Tracked<C> {
    pub const fn new(cell: C) -> Self {
        Tracked {
            announced: AtomicU32::new(0),
            published: AtomicU32::new(0),
            cell,
        }
    }

    /// The writer's next store. Only the writer calls this.
    pub fn store_next(&self) {
        let k = self.published.load(Relaxed).wrapping_add(1);
        self.announced.store(k, Relaxed);
        // A reader that sees any half of this store sees `announced >= k`.
        fence(Release);
        self.cell.store(value(k));
        self.published.store(k, Release);
    }

    /// Stores so far.
    pub fn stores(&self) -> u32 {
        self.published.load(Relaxed)
    }

    pub fn read(&self, how: Read, stats: &Stats) {
        let lower = self.published.load(Acquire);
        let value = match how {
            Read::Load => Some(self.cell.load()),
            Read::TryLoad => self.cell.try_load(),
        };
        fence(Acquire);
        let upper = self.announced.load(Relaxed);
        stats.record(how, value, lower, upper);
    }
}

/// One reader's view of one cell.
pub struct Stats {
    loads: AtomicU32,
    try_loads: AtomicU32,
    nones: AtomicU32,
    raced: AtomicU32,
    torn: AtomicU32,
    out_of_bounds: AtomicU32,
    backwards: AtomicU32,
    last_hi: AtomicU32,
    last_lo: AtomicU32,
}

/// One counter more. Only its owner writes it.
fn bump(counter: &AtomicU32) {
    counter.store(counter.load(Relaxed).wrapping_add(1), Relaxed);
}

impl Stats {
    pub const fn new() -> Self {
        Stats {
            loads: AtomicU32::new(0),
            try_loads: AtomicU32::new(0),
            nones: AtomicU32::new(0),
            raced: AtomicU32::new(0),
            torn: AtomicU32::new(0),
            out_of_bounds: AtomicU32::new(0),
            backwards: AtomicU32::new(0),
            last_hi: AtomicU32::new(0),
            last_lo: AtomicU32::new(0),
        }
    }

    fn record(&self, how: Read, value: Option<u64>, lower: u32, upper: u32) {
        bump(match how {
            Read::Load => &self.loads,
            Read::TryLoad => &self.try_loads,
        });
        if upper > lower {
            bump(&self.raced);
        }
        let Some(value) = value else {
            bump(&self.nones);
            return;
        };
        let (hi, lo) = ((value >> 32) as u32, value as u32);
        if hi != lo {
            bump(&self.torn);
        }
        let within = |half: u32| lower <= half && half <= upper;
        if !within(hi) || !within(lo) {
            bump(&self.out_of_bounds);
        }
        let last =
            u64::from(self.last_hi.load(Relaxed)) << 32 | u64::from(self.last_lo.load(Relaxed));
        if value < last {
            bump(&self.backwards);
        }
        self.last_hi.store(hi, Relaxed);
        self.last_lo.store(lo, Relaxed);
    }

    pub fn counts(&self) -> Counts {
        Counts {
            loads: self.loads.load(Relaxed),
            try_loads: self.try_loads.load(Relaxed),
            nones: self.nones.load(Relaxed),
            raced: self.raced.load(Relaxed),
            torn: self.torn.load(Relaxed),
            out_of_bounds: self.out_of_bounds.load(Relaxed),
            backwards: self.backwards.load(Relaxed),
        }
    }
}

/// A snapshot of [`Stats`].
#[derive(Clone, Copy, Default)]
pub struct Counts {
    /// `load()` calls.
    pub loads: u32,
    /// `try_load()` calls.
    pub try_loads: u32,
    /// `try_load()` returned `None`.
    pub nones: u32,
    /// Reads (either kind) during which a store was in progress: published < announced.
    pub raced: u32,
    /// Values with `hi != lo` (pairs: mixed).
    pub torn: u32,
    /// Values with a half outside published..=announced.
    pub out_of_bounds: u32,
    /// Values below the reader's previous one.
    pub backwards: u32,
}

impl Counts {
    /// No value was wrong: none torn, out of bounds or backwards.
    pub fn exact(&self) -> bool {
        self.torn == 0 && self.out_of_bounds == 0 && self.backwards == 0
    }

    pub fn print(&self, reader: &str, cell: &str) {
        crate::println!(
            "  {:<18} {:<16} {:>8} {:>8} {:>6} {:>7} {:>5} {:>5} {:>5}",
            reader,
            cell,
            self.loads,
            self.try_loads,
            self.nones,
            self.raced,
            self.torn,
            self.out_of_bounds,
            self.backwards
        );
    }

    pub fn print_header() {
        crate::println!(
            "  {:<18} {:<16} {:>8} {:>8} {:>6} {:>7} {:>5} {:>5} {:>5}",
            "reader",
            "cell",
            "loads",
            "try_load",
            "None",
            "raced",
            "torn",
            "oob",
            "back"
        );
    }
}

/// The three cells one writer stores into, in turn.
pub struct Channel {
    pub copy: Tracked<U64Copy>,
    pub seq: Tracked<U64Seq>,
    pub control: Tracked<Halves>,
}

impl Channel {
    pub const fn new() -> Self {
        Channel {
            copy: Tracked::new(U64Copy::new(0)),
            seq: Tracked::new(U64Seq::new(0)),
            control: Tracked::new(Halves::new()),
        }
    }

    /// The writer's next store into each cell. Only the writer calls this.
    pub fn store_next(&self) {
        self.copy.store_next();
        self.seq.store_next();
        self.control.store_next();
    }

    pub fn read(&self, how: Read, seen: &Seen) {
        self.copy.read(how, &seen.copy);
        self.seq.read(how, &seen.seq);
        self.control.read(how, &seen.control);
    }
}

/// One reader's view of a [`Channel`].
pub struct Seen {
    pub copy: Stats,
    pub seq: Stats,
    pub control: Stats,
}

impl Seen {
    pub const fn new() -> Self {
        Seen {
            copy: Stats::new(),
            seq: Stats::new(),
            control: Stats::new(),
        }
    }

    pub fn print(&self, reader: &str) {
        self.copy.counts().print(reader, "U64Copy");
        self.seq.counts().print(reader, "U64Seq");
        self.control.counts().print(reader, "control");
    }
}

/// A pseudo-random spin of 0–63 rounds (xorshift), so that a loop's length keeps changing
/// against the timer period and the other cores, and races land everywhere in it.
pub fn jitter(state: &mut u32) {
    *state ^= *state << 13;
    *state ^= *state >> 17;
    *state ^= *state << 5;
    for _ in 0..*state % 64 {
        core::hint::spin_loop();
    }
}
