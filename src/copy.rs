//! `U64Copy`: the Linux scheduler's `u64_u32_load_copy()` / `u64_u32_store_copy()`, a value
//! and its copy, one barrier per side; its engine, the proof of its guarantees and its unit
//! tests.
//!
//! # Why the guarantees hold
//!
//! Say the load reads the copy's low half from store *a*, its high half from *b*, the
//! value's low half from *c* and its high half from *d*, and returns (high of *b*, low
//! of *a*) once low(*a*) = low(*c*) and high(*b*) = high(*d*).
//! - If the load reads a copy half from a store, that store's Release fence
//!   synchronizes with the load's Acquire fence, so its value halves come from that
//!   store or a later one: *c*, *d* ≥ max(*a*, *b*). Coherence keeps every half at or
//!   after the last store before the load.
//! - No store overlapping: *a* = *b* = *c* = *d*, the last store.
//! - One store overlapping, old *o* and new *n*: if *a* or *b* is *n*, then *c* = *d* =
//!   *n* and the check makes the result *n*; otherwise *a* = *b* = *o*, the result.
//! - Non-decreasing values: if *a* ≥ *b*, high(*d*) ≥ high(*a*) ≥ high(*b*) = high(*d*),
//!   so the result is store *a*'s value. If *a* < *b*, the result is at least store *a*'s
//!   value (its high half is high(*b*) ≥ high(*a*)) and at most store *c*'s (high(*c*) ≥
//!   high(*b*), and equal high halves make it store *c*'s value).
//! - Nothing ties *a* to *b*: each side would need a fence between its two copy halves
//!   to keep them from different stores (reordering the halves does not help on ARM or
//!   in the C++ model, by a survey of all 16 orders that these tests do not repeat). So
//!   with *a* < *b* < *c* and low(*a*) = low(*c*) the result mixes two stores. That fence
//!   is a seqcount's cost, and `U64Seq` pays it.
//!
//! These statements are checked with loom on the shipped code (`src/tests/loom/models.rs`), with
//! models that find each anomaly of the table on [`U64Copy`]'s page, and negative controls
//! that remove each fence (`src/tests/loom/negative.rs`).

#[cfg(any(not(u64copy_wide), all(test, not(u64copy_loom))))]
use crate::word::{Halves, Word};
#[cfg(any(not(u64copy_wide), all(test, not(u64copy_loom))))]
use crate::{
    api::{Backend, Since},
    sync::{const_fn_unless_loom, fence, Ordering},
};

cfg_if::cfg_if! {
    if #[cfg(u64copy_wide)] {
        type Engine = crate::word::Wide;
    } else {
        type Engine = ValueAndCopy;
    }
}

/// A `u64` with one serialized writer and readers that never lock: the Linux scheduler's
/// `u64_u32_load()` / `u64_u32_store()`, one barrier per side; the cheapest type, for
/// readers that never preempt the writer and values for which the limits below are harmless.
///
/// On the native backend (64-bit targets, x86-32, wasm32) it is one `AtomicU64`, loaded and
/// stored Relaxed: the kernel's plain access. On the split backend (every other 32-bit
/// target) it holds the value and a copy, each as two `AtomicU32` halves:
/// - [`store`](Self::store): the value's halves, a Release fence (the kernel's
///   `smp_wmb()`), the copy's halves;
/// - [`load`](Self::load): the copy's halves, an Acquire fence (`smp_rmb()`), the value's
///   halves, and again until value and copy are equal.
///
/// **A reader that preempts the writer on its core** (an interrupt handler of higher
/// priority than the writer's, an NMI, a higher-priority task of a single-core scheduler)
/// **must not call [`load`](Self::load)**: it waits for the store it interrupted, which
/// cannot finish, for ever. Such a reader takes [`U64Latch`](crate::U64Latch).
///
#[doc = include_str!("docs/ordering.md")]
///
/// # Examples
///
/// A 64-bit tick counter that a timer interrupt advances and the main loop (or a task of
/// the same or lower priority, or another core) reads:
///
/// ```
/// use u64copy::U64Copy;
///
/// static TICKS: U64Copy = U64Copy::new(0);
///
/// // The timer interrupt handler, the only writer.
/// fn on_tick() {
///     TICKS.update(|ticks| ticks + 1);
/// }
///
/// // The main loop, which the timer interrupt preempts (never the other way round).
/// fn uptime_ms() -> u64 {
///     TICKS.load()
/// }
///
/// on_tick();
/// assert_eq!(uptime_ms(), 1);
/// ```
///
/// # What `load` returns
///
/// A store is *before* a load if it happens before it; it *overlaps* the load if neither
/// happens before the other.
///
/// | stores overlapping one load | any values | non-decreasing values |
/// |---|---|---|
/// | none | the last value stored | the last value stored |
/// | one | the old or the new value | the old or the new value |
/// | two or more | possibly a mix of halves never stored | between the last value stored before the load and the newest whose store began before it returned; possibly never stored; a later load can return less |
///
/// On the native backend every load returns a stored value and loads never go back. The
/// limits need a low half that repeats among the stores one load reads. With non-decreasing
/// values that means the value grows by 2^32 or more while one load runs (necessary, not
/// sufficient: a store must land on exactly the low half of an earlier one), so:
///
/// | use | what it takes to see an anomaly | choose |
/// |---|---|---|
/// | tick counter, +1 per interrupt | 2^32 ticks during one load (49 days at 1 kHz) | `U64Copy` |
/// | nanosecond scheduler clock | a reader stalled over 4.29 s inside one load | `U64Copy` if a rare step back is harmless (the kernel's choice), else [`U64Seq`](crate::U64Seq) |
/// | statistics that only grow | 2^32 counted during one load | `U64Copy` |
/// | values that also fall, snapshots that must be exact | two stores during one load | [`U64Seq`](crate::U64Seq) or [`U64Latch`](crate::U64Latch) |
/// <!-- figures: 4.29 = 4294967296 / 1000000000; fixed: 1 49 1 -->
///
/// Examples of each anomaly, found by the loom models (`src/tests/loom/models.rs`): start (low A,
/// high X), stores (B, Y), (A, Z) during one load: it returns (A, Y). Start
/// `0x1_0000_0005`, stores `0x2_0000_0006`, `0x3_0000_0005`: it returns `0x2_0000_0005`.
/// Start 0, stores `0x5`, `0x1_0000_0000`, `0x2_0000_0005`, `0x3_0000_0000`: one thread's
/// two loads return `0x1_0000_0005` then `0x1_0000_0000`. The proof is next to the fences,
/// in `src/copy.rs`. [`try_load`](Self::try_load) returns `None` or a value `load` could
/// have returned.
///
/// # Layout
///
/// Not a guarantee: the current size and alignment per target are in the generated layout
/// table of
/// [targets/codegen/SUMMARY.md](https://github.com/u64copy/u64copy/blob/main/targets/codegen/SUMMARY.md)
/// (`bash targets/codegen/check.sh --bless` writes it). On the native backend one
/// `AtomicU64`; on the split backend the value, then the copy (the order the writer stores
/// them in), each low half first, so that on a little-endian target memory holds each `u64`
/// in its own representation, readable in a debugger. No padding on any target.
#[repr(transparent)]
pub struct U64Copy {
    inner: Engine,
}

crate::api::cell_api! {
    U64Copy, u64,
    static: "U64Copy", example: 7, other: 0x1_0000_0000, zero: 0,
    new(value) {
        U64Copy {
            inner: Engine::new(value),
        }
    },
    load: "Loads the value, retrying while a store races with the load.\n\n\
        It waits for a store in progress to finish: a reader that preempted the writer on the \
        writer's own core (an interrupt handler, an NMI, a higher-priority task) would wait \
        for ever, because the interrupted store cannot finish. Such a reader uses \
        [`U64Latch`](crate::U64Latch). What `load` returns when stores overlap it is stated \
        on [`U64Copy`].",
    try_load: "Loads the value once, never waiting: `None` if the attempt found the value \
        and its copy unequal (a store in progress, or stores that overlapped it).\n\n\
        `Some` holds a value that [`load`](Self::load) could have returned (`load` is \
        `try_load` in a loop). On the native backend it is always `Some`. A reader that \
        preempted the writer midway gets `None`, or the new value where the store had not \
        changed the halves that the reader loaded first.",
    checks: "**Debug builds** (`debug_assertions`) check the rule: on the split backend a \
        store that finds the value and its copy unequal when it begins panics, naming \
        `U64Copy` and the rule. That catches a store that preempted another one stopped \
        midway (an interrupt handler storing into the cell its main loop is storing), and \
        often two cores storing at once; a second writer whose store never overlaps the \
        beginning of another goes unseen. On the native backend (one `AtomicU64`) a debug \
        build's store is a compare-and-swap from the value the writer read, which panics if \
        another store came in between. Release builds check nothing and cost nothing.",
    debug: "store in progress",
}

/// The value and its copy, with no padding on any target (DESIGN.md, "Layout is not a
/// guarantee").
#[cfg(any(not(u64copy_wide), all(test, not(u64copy_loom))))]
#[repr(C)]
pub(crate) struct ValueAndCopy {
    value: Halves,
    copy: Halves,
}

#[cfg(any(not(u64copy_wide), all(test, not(u64copy_loom))))]
impl ValueAndCopy {
    const_fn_unless_loom! {
        #[inline]
        pub(crate) fn new(value: u64) -> Self {
            ValueAndCopy {
                value: Halves::new(value),
                copy: Halves::new(value),
            }
        }
    }
}

#[cfg(any(not(u64copy_wide), all(test, not(u64copy_loom))))]
impl Backend for ValueAndCopy {
    type Value = u64;

    #[inline]
    fn try_load(&self) -> Option<u64> {
        let copy = self.copy.load();
        // smp_rmb(): if a copy half came from a store, so will the value halves (or later).
        fence(Ordering::Acquire);
        let value = self.value.load();
        if value == copy {
            Some(value)
        } else {
            None
        }
    }

    #[inline]
    #[cfg_attr(all(debug_assertions, not(test)), track_caller)]
    #[cfg_attr(not(all(debug_assertions, not(u64copy_loom))), allow(unused_variables))]
    fn store_since(&self, value: u64, since: Since, owner: &'static str) {
        #[cfg(all(debug_assertions, not(u64copy_loom)))]
        {
            let begin = self.value.load();
            if begin != self.copy.load() {
                crate::api::second_writer(
                    owner,
                    "the value and its copy differ as a store begins (another store is in \
                     progress or was stopped midway)",
                );
            }
            if since.moved(begin) {
                crate::api::second_writer(
                    owner,
                    "the value changed between the writer's read and its store",
                );
            }
        }
        self.value.store(value);
        // smp_wmb(): a reader that sees either half of this copy sees this value, or later.
        fence(Ordering::Release);
        self.copy.store(value);
    }

    /// The value halves hold the writer's last store.
    #[inline]
    fn load_by_writer(&self) -> u64 {
        self.value.load_by_writer()
    }

    #[inline]
    fn read_for_update(&self) -> (u64, Since) {
        let value = self.value.load_by_writer();
        (value, Since::read(|| value))
    }
}

#[cfg(all(test, not(u64copy_loom)))]
mod tests {
    use super::ValueAndCopy;
    use crate::api::Backend;
    use crate::word::Word;

    /// A writer stopped between its two halves of work: value stored, copy not yet.
    pub(crate) fn stopped_midway(old: u64, new: u64) -> ValueAndCopy {
        let cell = ValueAndCopy::new(old);
        cell.value.store(new);
        cell
    }

    #[test]
    fn try_load_fails_between_the_value_and_the_copy() {
        let cell = stopped_midway(1, 2);
        assert_eq!(cell.try_load(), None);
        cell.copy.store(2);
        assert_eq!(cell.try_load(), Some(2));
    }

    #[test]
    #[cfg_attr(debug_assertions, should_panic(expected = "U64Copy: a second writer"))]
    fn a_store_into_a_store_stopped_midway_panics_in_debug_builds() {
        let cell = stopped_midway(1, 2);
        cell.store(3, "U64Copy");
        // Release builds: the store completes, as shipped.
        assert_eq!(cell.try_load(), Some(3));
    }
}
