//! `U64Latch` and `U64LatchArray`: the kernel's latch (`seqcount_latch_t`), cut down to what
//! values replaced whole need; its engine (one value of two halves for `U64Latch` on the split
//! backend, `N` values for `U64LatchArray` on every backend), the proof of its guarantees and
//! its unit tests.
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
//! Beside `AtomicU32` halves the sequence is 32 bits and advances by 1 per store, so it
//! repeats after 2^32 stores: an attempt could accept a mixed value only if its reader
//! stalled through a multiple of 2^32 stores between its two sequence loads (72 minutes of
//! stores at 1 MHz, inside one attempt). The groups' sequence is 32 bits on the native backend
//! too.
//! <!-- figures: 72 = 4294967296 / 1000000 / 60; fixed: 32 1 1 32 -->
//!
//! Checked with loom (`src/tests/loom/models.rs`), with negative controls that remove each
//! fence and one that writes the copy readers are sent to (`src/tests/loom/negative.rs`); the
//! preempting reader, by stopping a store after each of its steps (`src/tests/stopped.rs`),
//! by a signal handler on the writer's thread (`tests/signal_reader.rs`) and on bare metal.

use crate::api::{Backend, LoadWith, Publish, Since};
use crate::sync::WriterLoad;
use crate::sync::{
    fence, AtomicU32,
    Ordering::{self, Relaxed},
};
use crate::word::{load_words, store_words, GroupWord, Word};

cfg_if::cfg_if! {
    if #[cfg(u64copy_wide)] {
        type Single = crate::word::Wide;
    } else {
        use crate::api::One;
        use crate::word::Halves;
        type Single = One<Latch<Halves, 1>>;
    }
}

/// A `u64` with one serialized writer whose readers never wait for it, even one that
/// interrupts it: the kernel's latch (`seqcount_latch_t`), two barriers per side. The type
/// to take by default, and the one for any reader that can preempt the writer.
///
/// The same API as [`U64Copy`](crate::U64Copy) and [`U64Seq`](crate::U64Seq), and on the
/// native backend the same single `AtomicU64`. On the split backend it holds a 32-bit
/// sequence and two copies of the value, each as two `AtomicU32` halves; the sequence's low
/// bit sends readers to one copy:
/// - [`store`](Self::store): a Release fence, the copy readers are *not* sent to, a Release
///   fence, the sequence advanced by 1 (which sends readers to that copy);
/// - [`load`](Self::load): the sequence, an Acquire fence, the copy it names, an Acquire
///   fence, the sequence again, and again until both sequences are equal.
///
/// The copy readers are sent to is never being written, so a reader that runs while the
/// writer is stopped anywhere in a store (an interrupt or NMI that preempted the writer on
/// its core, a higher-priority task of a single-core scheduler) succeeds on its first
/// attempt: `try_load` is never `None` there and `load` never retries. Readers on other
/// cores retry only when a store completes during their attempt. The writer never waits.
///
#[doc = include_str!("docs/ordering.md")]
///
/// # Examples
///
/// A 64-bit tick count that the tick interrupt advances and an interrupt of higher
/// priority reads, as an RTIC monotonic's `now()` does:
///
/// ```
/// use u64copy::U64Latch;
///
/// static TICKS: U64Latch = U64Latch::new(0);
///
/// // The tick interrupt handler, the only writer.
/// fn on_tick() {
///     TICKS.update(|ticks| ticks + 1);
/// }
///
/// // A handler of higher priority, which may preempt `on_tick` anywhere:
/// // `load` answers at once, with the count before or after the interrupted tick.
/// fn now() -> u64 {
///     TICKS.load()
/// }
///
/// on_tick();
/// assert_eq!(now(), 1);
/// ```
///
/// # What `load` returns
///
/// What [`U64Seq`](crate::U64Seq) returns: for any values and any number of overlapping
/// stores a value that was stored, never older than one whose store completed before the
/// load began, and a load that happens after another never returns an older value
/// (linearizable with respect to happens-before; a load takes effect at its first sequence
/// load). The one exception, on the split backend only: an attempt whose reader stalled
/// through a multiple of 2^32 stores between its two sequence loads.
/// [`try_load`](Self::try_load) returns `None` only if a store completed during the
/// attempt, and otherwise a value `load` could have returned. The proof, and where the
/// design departs from the kernel's latch (one copy written per store, not both), are next
/// to the fences, in `src/latch.rs`.
///
/// # Layout
///
/// Not a guarantee: the current size and alignment per target are in the generated layout
/// table of
/// [targets/codegen/SUMMARY.md](https://github.com/u64copy/u64copy/blob/main/targets/codegen/SUMMARY.md)
/// (`bash targets/codegen/check.sh --bless` writes it). On the native backend one
/// `AtomicU64`; on the split backend the
/// sequence, then the two copies, each low half first.
#[repr(transparent)]
pub struct U64Latch {
    inner: Single,
}

crate::api::cell_api! {
    U64Latch, u64,
    static: "U64Latch", example: 7, other: 0x1_0000_0000, zero: 0,
    new(value) {
        U64Latch {
            inner: single(value),
        }
    },
    load: "Loads the value, retrying while stores complete during the attempt.\n\n\
        It never waits for a store in progress: a reader that preempted the writer on the \
        writer's own core (an interrupt handler, an NMI, a higher-priority task) succeeds on \
        its first attempt. A reader on another core retries only when a store completes \
        during its attempt, so it can starve only under a writer that never pauses.",
    try_load: "Loads the value once: `None` only if a store completed during the attempt.\n\n\
        `Some` holds a value that [`load`](Self::load) could have returned (`load` is \
        `try_load` in a loop). It is always `Some` on the native backend, and in a reader \
        that preempted the writer on its core.",
    checks: "**Debug builds** (`debug_assertions`) check the rule: on the split backend a \
        store that finds the sequence moved between its beginning and its publication \
        panics, naming `U64Latch` and the rule. That catches the store that an interrupt \
        handler makes while it has preempted another store into the same cell (the \
        interrupted store panics when it resumes), and often two cores storing at once; a \
        second writer whose store never falls inside another goes unseen. On the native \
        backend (one `AtomicU64`) a debug build's store is a compare-and-swap from the value \
        the writer read, which panics if another store came in between. Release builds \
        check nothing and cost nothing.",
    debug: "a store completed during the read",
}

crate::api::load_with_api! {
    U64Latch, u64, value: 7,
    retries: "An attempt fails only if a store completed during it, so a reader that preempted \
        the writer on its core (an interrupt handler, an NMI) succeeds on its first attempt \
        and runs `f` once; a reader on another core runs it again after a store completed.",
    example: "use core::sync::atomic::{AtomicU32, Ordering::Relaxed};
use u64copy::U64Latch;

// A half-period timer monotonic (RTIC's): a 64-bit clock from a timer's counter of any
// width and the count of its half periods, which the timer's interrupt advances as the
// counter overflows (to even) and as it passes half way (to odd).
const COUNTER_BITS: u32 = 16; // the timer's width: 16, 24, 32, only this changes
const HALF: u32 = 1 << (COUNTER_BITS - 1);

static TIMER: AtomicU32 = AtomicU32::new(0); // stands for the timer's count register
static HALF_PERIODS: U64Latch = U64Latch::new(0); // written by the timer interrupt only

fn counter() -> u32 {
    TIMER.load(Relaxed) & (u32::MAX >> (32 - COUNTER_BITS))
}

// The timer interrupt, at the overflow and at the half period: it counts an event only if
// the counter has crossed the point the event stands for (its top bit differs from the
// count's parity), from its own read (no barrier) and with no store when it declines.
fn on_timer_event() {
    let top = u64::from(counter() >> (COUNTER_BITS - 1));
    let _ = HALF_PERIODS.fetch_update(|p| (top != p & 1).then(|| p + 1));
}

// Any priority, even one that preempted the interrupt: never waits, masks nothing. The
// counter is read inside the attempt, so it belongs to the count beside it.
fn now() -> u64 {
    let (periods, counter) = HALF_PERIODS.load_with(counter);
    let upper = periods << (COUNTER_BITS - 1);
    upper + ((upper & u64::from(HALF)) ^ u64::from(counter))
}

TIMER.store(0x9000, Relaxed); // past the half period, its event not yet handled
assert_eq!(now(), 0x9000);
on_timer_event();
assert_eq!(now(), 0x9000);
TIMER.store(0x0005, Relaxed); // wrapped, the overflow event not yet handled
assert_eq!(now(), 0x1_0005);
on_timer_event();
assert_eq!(now(), 0x1_0005);",
}

crate::api::publish_api! {
    U64Latch, u64, example: 7, other: 0x1_0000_0000,
}

#[cfg(not(u64copy_wide))]
crate::sync::const_fn_unless_loom! {
    #[inline]
    fn single(value: u64) -> Single {
        One(Latch::from_copies(
            AtomicU32::new(0),
            [Halves::new(value)],
            [Halves::new(value)],
        ))
    }
}

#[cfg(u64copy_wide)]
crate::sync::const_fn_unless_loom! {
    #[inline]
    fn single(value: u64) -> Single {
        Single::new(value)
    }
}

/// `N` `u64`s with one serialized writer, read whole, whose readers never wait for it, even
/// one that interrupts it: [`U64Latch`]'s algorithm over a group, two barriers per side, on
/// every backend.
///
/// On the split backend each value is two `AtomicU32` halves, on the native backend one
/// `AtomicU64`, beside a 32-bit sequence. `N` is at least 1:
///
/// ```compile_fail,E0080
/// let empty = u64copy::U64LatchArray::new([]);
/// ```
///
#[doc = include_str!("docs/ordering.md")]
///
/// # Examples
///
/// The epoch of a clock, as Linux's `sched_clock` keeps it (`epoch_ns`, `epoch_cyc`):
/// updated by its timer interrupt, read whole from any context, NMIs included.
///
/// ```
/// use u64copy::U64LatchArray;
///
/// static EPOCH: U64LatchArray<2> = U64LatchArray::new([0, 0]);
///
/// // The timer interrupt, the only writer.
/// fn on_wrap(ns: u64, cycles: u64) {
///     EPOCH.store([ns, cycles]);
/// }
///
/// // Any context, even one that preempted `on_wrap`: never waits for it.
/// fn now_ns(cycles: u64) -> u64 {
///     let [epoch_ns, epoch_cycles] = EPOCH.load();
///     epoch_ns + (cycles - epoch_cycles) * 10
/// }
///
/// on_wrap(1_000, 100);
/// assert_eq!(now_ns(105), 1_050);
/// ```
///
/// # What `load` returns
///
/// The values of one store, as [`U64SeqArray`](crate::U64SeqArray), never a mix; a load that
/// happens after another never returns an older group. The one exception: an attempt that
/// spans a multiple of 2^32 stores. [`load`](Self::load) never
/// waits for a store in progress.
///
/// # Layout
///
/// Not a guarantee: the current size and alignment per target are in the generated layout
/// table of
/// [targets/codegen/SUMMARY.md](https://github.com/u64copy/u64copy/blob/main/targets/codegen/SUMMARY.md)
/// (`bash targets/codegen/check.sh --bless` writes it). The sequence, then the two copies of
/// the `N` values.
#[repr(transparent)]
pub struct U64LatchArray<const N: usize> {
    inner: Latch<GroupWord, N>,
}

impl<const N: usize> U64LatchArray<N> {
    /// Evaluated by `new`: `U64LatchArray<0>` does not compile.
    const NOT_EMPTY: () = assert!(N > 0, "U64LatchArray<N> needs N >= 1");
}

crate::api::cell_api! {
    U64LatchArray<const N: usize>, [u64; N],
    static: "U64LatchArray<2>", example: [1, 2], other: [3, u64::MAX], zero: [0; N],
    new(values) {
        #[allow(clippy::let_unit_value)]
        let () = Self::NOT_EMPTY;
        U64LatchArray {
            inner: Latch::from_copies(
                AtomicU32::new(0),
                GroupWord::array(values),
                GroupWord::array(values),
            ),
        }
    },
    load: "Loads the values of one store, retrying while stores complete during the \
        attempt.\n\n\
        It never waits for a store in progress: a reader that preempted the writer on the \
        writer's own core succeeds on its first attempt.",
    try_load: "Loads the values once: `None` only if a store completed during the attempt; \
        `Some` holds the values of one store, which [`load`](Self::load) could have returned.",
    checks: "**Debug builds** (`debug_assertions`) check the rule: a store that finds the \
        sequence moved between its beginning and its publication panics, naming \
        `U64LatchArray` and the rule. That catches an interrupt handler's store into a store \
        it preempted, and often two cores storing at once, never always. Release builds \
        check nothing and cost nothing.",
    debug: "a store completed during the read",
}

crate::api::load_with_api! {
    U64LatchArray<const N: usize>, [u64; N], value: [1, 2],
    retries: "An attempt fails only if a store completed during it, so a reader that preempted \
        the writer on its core succeeds on its first attempt and runs `f` once.",
    example: "use core::sync::atomic::{AtomicU32, Ordering::Relaxed};
use u64copy::U64LatchArray;

// The epoch of a nanosecond clock, as Linux's `sched_clock` keeps it: the time and the
// counter's value at the last update, which a timer interrupt makes at least once per wrap.
static EPOCH: U64LatchArray<2> = U64LatchArray::new([0, 0]);
static CYCLES: AtomicU32 = AtomicU32::new(0); // stands for a free-running counter at 100 MHz

fn now_ns() -> u64 {
    let ([epoch_ns, epoch_cycles], cycles) = EPOCH.load_with(|| CYCLES.load(Relaxed));
    epoch_ns + u64::from(cycles.wrapping_sub(epoch_cycles as u32)) * 10
}

CYCLES.store(100, Relaxed);
EPOCH.store([1_000, 100]);
CYCLES.store(105, Relaxed);
assert_eq!(now_ns(), 1_050);",
}

crate::api::publish_api! {
    U64LatchArray<const N: usize>, [u64; N], example: [1, 2], other: [3, u64::MAX],
}

/// The sequence and two copies of the words, with no padding on any target (DESIGN.md,
/// "Layout is not a guarantee"). The sequence is 32 bits, as the
/// seqcount's (`seq.rs`).
#[repr(C)]
pub(crate) struct Latch<W, const N: usize> {
    sequence: AtomicU32,
    copies: [[W; N]; 2],
}

impl<W, const N: usize> Latch<W, N> {
    crate::sync::const_fn_unless_loom! {
        /// The engine over a sequence and two copies of the same initial values.
        #[inline]
        pub(crate) fn from_copies(sequence: AtomicU32, first: [W; N], second: [W; N]) -> Self {
            Latch {
                sequence,
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

impl<W: Word, const N: usize> Backend for Latch<W, N> {
    type Value = [u64; N];

    /// One attempt: every value of one store, or `None`.
    #[inline]
    fn try_load(&self) -> Option<[u64; N]> {
        self.try_load_with(|| ()).map(|(values, ())| values)
    }

    #[inline]
    #[cfg_attr(all(debug_assertions, not(test)), track_caller)]
    #[cfg_attr(not(all(debug_assertions, not(u64copy_loom))), allow(unused_variables))]
    fn store_since(&self, values: [u64; N], since: Since, owner: &'static str) {
        // The writer is serialized, so it alone changes the sequence: no read-modify-write.
        let current = self.sequence.load_by_writer();
        let next = current.wrapping_add(1);
        // A reader still in this copy, sent by the sequence before the current one, sees
        // the current one (or later) when it checks.
        fence(Ordering::Release);
        store_words(self.copy(next), values);
        // A reader that this sequence sends to the copy sees it whole.
        fence(Ordering::Release);
        #[cfg(all(debug_assertions, not(u64copy_loom)))]
        if self.sequence.load(Relaxed) != current || since.moved(u64::from(current)) {
            crate::api::second_writer(
                owner,
                "the sequence moved between the beginning of a store (or the writer's read) \
                 and its publication",
            );
        }
        self.sequence.store(next, Relaxed);
    }

    /// The copy readers are sent to holds the writer's last store.
    #[inline]
    fn load_by_writer(&self) -> [u64; N] {
        crate::word::load_words_by_writer(self.copy(self.sequence.load_by_writer()))
    }

    #[inline]
    fn read_for_update(&self) -> ([u64; N], Since) {
        let sequence = self.sequence.load_by_writer();
        let values = crate::word::load_words_by_writer(self.copy(sequence));
        (values, Since::read(|| u64::from(sequence)))
    }
}

impl<W: Word, const N: usize> Publish for Latch<W, N> {}

impl<W: Word, const N: usize> LoadWith for Latch<W, N> {
    /// One attempt, `f` run after the copy: every value of one store and what `f` returned
    /// while no store completed, or `None`. As Linux's `sched_clock` reads its counter
    /// between `raw_read_seqcount_latch()` and `read_seqcount_latch_retry()`.
    #[inline]
    fn try_load_with<R>(&self, f: impl FnOnce() -> R) -> Option<([u64; N], R)> {
        let sequence = self.sequence.load(Relaxed);
        // The copy (and what `f` reads) is at least as new as the store that left this
        // sequence.
        fence(Ordering::Acquire);
        let values = load_words(self.copy(sequence));
        let result = f();
        // If a word came from a store that rewrote this copy (or `f` saw what the writer
        // released after a store completed), the sequence has moved.
        fence(Ordering::Acquire);
        if self.sequence.load(Relaxed) == sequence {
            Some((values, result))
        } else {
            None
        }
    }
}

#[cfg(all(test, not(u64copy_loom)))]
mod tests {
    use super::Latch;
    use crate::api::Backend;
    use crate::sync::{AtomicU32, Ordering::Relaxed};
    use crate::word::{load_words, Halves};

    pub(crate) fn with_sequence(value: u64, sequence: u32) -> Latch<Halves, 1> {
        Latch::from_copies(
            AtomicU32::new(sequence),
            Halves::array([value]),
            Halves::array([value]),
        )
    }

    #[test]
    fn the_sequence_wraps_around() {
        let cell = with_sequence(0, u32::MAX - 2);
        for value in 1..=4 {
            cell.store([value], "U64Latch");
            assert_eq!(cell.try_load(), Some([value]));
            assert_eq!(cell.load_by_writer(), [value]);
        }
        assert_eq!(cell.sequence.load(Relaxed), 1);
    }

    #[test]
    fn a_store_writes_only_the_copy_readers_are_not_sent_to() {
        let cell = with_sequence(7, 0);
        cell.store([8], "U64Latch");
        let copies = |cell: &Latch<Halves, 1>| (load_words(cell.copy(0)), load_words(cell.copy(1)));
        assert_eq!(copies(&cell), ([7], [8]));
        cell.store([9], "U64Latch");
        assert_eq!(copies(&cell), ([9], [8]));
    }
}

/// The wrap-around under loom: the stores' sequences are `u32::MAX`, 0 and 1, and the halves
/// of all four values differ, so a mix of two would show. Preemption bound 1, as for the
/// models in `src/tests/loom/models.rs`, and for the same reason.
#[cfg(all(test, u64copy_loom))]
mod loom_tests {
    use super::Latch;
    use crate::api::{Backend, One};
    use crate::sync::AtomicU32;
    use crate::word::Halves;
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
            let cell = Arc::new(One(Latch::from_copies(
                AtomicU32::new(u32::MAX - 1),
                Halves::array([VALUES[0]]),
                Halves::array([VALUES[0]]),
            )));
            let writer = {
                let cell = cell.clone();
                thread::spawn(move || {
                    VALUES[1..]
                        .iter()
                        .for_each(|&value| cell.store(value, "U64Latch"))
                })
            };
            let first = cell.try_load().unwrap_or_else(|| {
                RETRIED.fetch_add(1, Relaxed);
                crate::api::load_contended(&*cell)
            });
            let second = cell
                .try_load()
                .unwrap_or_else(|| crate::api::load_contended(&*cell));
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
