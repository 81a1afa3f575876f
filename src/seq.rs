//! `U64Seq` and `U64SeqArray`: the seqcount of the kernel's `u64_stats_sync`, two barriers per
//! side; its engine (one value of two halves for `U64Seq` on the split backend, `N` values for
//! `U64SeqArray` on every backend), the proof of its guarantees and its unit tests.
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
//! Beside `AtomicU32` halves the sequence is 32 bits and advances by 2 per store, so it
//! repeats after 2^31 stores: a reader would have to stall through exactly a multiple of
//! 2^31 stores between its two sequence loads to accept a mixed value (36 minutes of stores
//! at 1 MHz, all inside one load). The groups' sequence is 32 bits on the native backend too.
//! <!-- figures: 36 = 2147483648 / 1000000 / 60; fixed: 32 2 1 32 -->
//!
//! Checked with loom (`src/tests/loom/models.rs`): with the stores that make `U64Copy` return
//! never-stored or backward values, and across the sequence's wrap-around; negative controls
//! remove each fence (`src/tests/loom/negative.rs`).

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
        type Single = One<Seq<Halves, 1>>;
    }
}

/// A `u64` with one serialized writer and readers that never lock, whose loads are exact:
/// the seqcount of the kernel's `u64_stats_sync`, two barriers per side; one copy of the value
/// where [`U64Latch`](crate::U64Latch) keeps two, for readers that never preempt the writer.
///
/// The same API as [`U64Copy`](crate::U64Copy), and on the native backend the same single
/// `AtomicU64`. On the split backend it holds a 32-bit sequence and the value as two
/// `AtomicU32` halves:
/// - [`store`](Self::store): the sequence made odd, a Release fence, the halves, a
///   Release fence, the sequence made even again (+2 in all);
/// - [`load`](Self::load): the sequence (again while it is odd), an Acquire fence, the
///   halves, an Acquire fence, the sequence again, and again until both sequences are
///   equal.
///
/// **A reader that preempts the writer on its core** (an interrupt handler of higher
/// priority, an NMI) **must not call [`load`](Self::load)**: it waits for the store it
/// interrupted, for ever. Such a reader takes [`U64Latch`](crate::U64Latch).
///
#[doc = include_str!("docs/ordering.md")]
///
/// # Examples
///
/// A statistics counter that one thread updates and any thread snapshots:
///
/// ```
/// use u64copy::U64Seq;
///
/// static RX_BYTES: U64Seq = U64Seq::new(0);
///
/// // The receive path, the only writer.
/// RX_BYTES.update(|bytes| bytes + 1500);
/// // A reader; never a value that was not stored.
/// assert_eq!(RX_BYTES.load(), 1500);
/// ```
///
/// # What `load` returns
///
/// For any values and any number of overlapping stores, `load` returns a value that was
/// stored: the last one stored before it, or one stored by a store that overlaps it; and
/// a load that happens after another load (in the same thread or not) never returns an
/// older value. All the loads and stores of one cell fit a single total order that is
/// consistent with happens-before (they are linearizable with respect to happens-before):
/// a load takes effect at its first sequence load. The one exception, on the split backend
/// only: an attempt whose reader stalled through a multiple of 2^31 stores between its two
/// sequence loads. [`try_load`](Self::try_load) returns `None` if it sees a store in
/// progress or one raced it, and otherwise a value `load` could have returned. The proof is
/// next to the fences, in `src/seq.rs`.
///
/// # Layout
///
/// Not a guarantee: the current size and alignment per target are in the generated layout
/// table of
/// [targets/codegen/SUMMARY.md](https://github.com/u64copy/u64copy/blob/main/targets/codegen/SUMMARY.md)
/// (`bash targets/codegen/check.sh --bless` writes it). On the native backend one
/// `AtomicU64`; on the split backend the
/// sequence, then the value, low half first.
#[repr(transparent)]
pub struct U64Seq {
    inner: Single,
}

crate::api::cell_api! {
    U64Seq, u64,
    static: "U64Seq", example: 7, other: 0x1_0000_0000, zero: 0,
    new(value) {
        U64Seq {
            inner: single(value),
        }
    },
    load: "Loads the value, retrying while a store races with the load.\n\n\
        It waits for a store in progress to finish: a reader that preempted the writer on the \
        writer's own core (an interrupt handler, an NMI, a higher-priority task) would wait \
        for ever, because the interrupted store cannot finish. Such a reader uses \
        [`U64Latch`](crate::U64Latch). What `load` returns is stated on [`U64Seq`].",
    try_load: "Loads the value once, never waiting: `None` if a store was in progress at \
        some point of the attempt.\n\n\
        `Some` holds a value that [`load`](Self::load) could have returned (`load` is \
        `try_load` in a loop). On the native backend it is always `Some`. A reader that \
        preempted the writer midway gets `None` until the writer has run again.",
    checks: "**Debug builds** (`debug_assertions`) check the rule: on the split backend a \
        store that finds the sequence odd when it begins (another store in progress, or \
        stopped midway by the interrupt that runs this one), or finds it moved when it ends, \
        panics, naming `U64Seq` and the rule. Two cores storing at once are often caught, \
        never always: a second store that falls between another's checks goes unseen. On \
        the native backend (one `AtomicU64`) a debug build's store is a compare-and-swap \
        from the value the writer read, which panics if another store came in between. \
        Release builds check nothing and cost nothing.",
    debug: "store in progress",
}

crate::api::load_with_api! {
    U64Seq, u64, value: 7,
    retries: "An attempt fails if a store was in progress at any point of it, so `load_with`, \
        like `load`, waits for a store in progress: never call it from a reader that preempts \
        the writer ([`U64Latch::load_with`](crate::U64Latch::load_with) is for those).",
    example: "use core::sync::atomic::{AtomicU32, Ordering::{Relaxed, Release}};
use u64copy::U64Seq;

// Bytes received, and the packets they came in, which the writer counts first.
static BYTES: U64Seq = U64Seq::new(0);
static PACKETS: AtomicU32 = AtomicU32::new(0);

// The receive path, the only writer: the packet count (Release), then the bytes, with
// `store_release`, so that a reader's count is never behind the bytes it gets.
fn on_receive(len: u64) {
    PACKETS.store(PACKETS.load(Relaxed) + 1, Release);
    BYTES.store_release(BYTES.load() + len);
}

on_receive(1500);
// The count beside the bytes is theirs, or one packet ahead: never behind.
let (bytes, packets) = BYTES.load_with(|| PACKETS.load(Relaxed));
assert_eq!((bytes, packets), (1500, 1));",
}

crate::api::publish_api! {
    U64Seq, u64, example: 7, other: 0x1_0000_0000,
}

#[cfg(not(u64copy_wide))]
crate::sync::const_fn_unless_loom! {
    #[inline]
    fn single(value: u64) -> Single {
        One(Seq::from_words(AtomicU32::new(0), [Halves::new(value)]))
    }
}

#[cfg(u64copy_wide)]
crate::sync::const_fn_unless_loom! {
    #[inline]
    fn single(value: u64) -> Single {
        Single::new(value)
    }
}

/// `N` `u64`s with one serialized writer, read whole: every load returns the `N` values of
/// one store, never a mix. The seqcount of `u64_stats_sync` over a group, two barriers per
/// side, on every backend.
///
/// [`U64Seq`]'s algorithm over `N` words: on the split backend each value is two
/// `AtomicU32` halves, on the native backend one `AtomicU64`, beside a 32-bit sequence (where
/// the kernel compiles its seqcount out, and a group read is not
/// consistent: `u64_stats_sync.h`, point 4). Every word is an atomic, loaded and stored
/// Relaxed between the fences, so a reader racing the writer is never a data race: no
/// `unsafe`, clean under Miri, unlike a seqlock that reads its data with `read_volatile` or
/// plain loads. `N` is at least 1:
///
/// ```compile_fail,E0080
/// let empty = u64copy::U64SeqArray::new([]);
/// ```
///
#[doc = include_str!("docs/ordering.md")]
///
/// # Examples
///
/// Packets and bytes counted by a receive path and read as one snapshot, as
/// `drivers/net/loopback.c` reads them in one `u64_stats_fetch_begin()/retry()` loop:
///
/// ```
/// use u64copy::U64SeqArray;
///
/// static RX: U64SeqArray<2> = U64SeqArray::new([0, 0]);
///
/// // The receive path, the only writer.
/// fn on_receive(len: u64) {
///     RX.update(|[packets, bytes]| [packets + 1, bytes + len]);
/// }
///
/// // Any reader that does not preempt the writer: the bytes always belong to the packet
/// // count beside them.
/// fn average_packet_len() -> Option<u64> {
///     let [packets, bytes] = RX.load();
///     bytes.checked_div(packets)
/// }
///
/// on_receive(1500);
/// on_receive(500);
/// assert_eq!(average_packet_len(), Some(1000));
/// ```
///
/// # What `load` returns
///
/// For any values and any number of overlapping stores, the values of one store: the last
/// one stored before the load, or one stored by a store that overlaps it; a load that
/// happens after another never returns an older group (linearizable with respect to
/// happens-before). The one exception: an attempt whose reader stalled through a multiple of
/// 2^31 stores, as for [`U64Seq`]. [`load`](Self::load) waits
/// while a store is in progress, so a reader that preempts the writer on its core uses
/// [`U64LatchArray`](crate::U64LatchArray).
///
/// # Layout
///
/// Not a guarantee: the current size and alignment per target are in the generated layout
/// table of
/// [targets/codegen/SUMMARY.md](https://github.com/u64copy/u64copy/blob/main/targets/codegen/SUMMARY.md)
/// (`bash targets/codegen/check.sh --bless` writes it). The sequence, then the `N` values.
#[repr(transparent)]
pub struct U64SeqArray<const N: usize> {
    inner: Seq<GroupWord, N>,
}

impl<const N: usize> U64SeqArray<N> {
    /// Evaluated by `new`: `U64SeqArray<0>` does not compile.
    const NOT_EMPTY: () = assert!(N > 0, "U64SeqArray<N> needs N >= 1");
}

crate::api::cell_api! {
    U64SeqArray<const N: usize>, [u64; N],
    static: "U64SeqArray<2>", example: [1, 2], other: [3, u64::MAX], zero: [0; N],
    new(values) {
        #[allow(clippy::let_unit_value)]
        let () = Self::NOT_EMPTY;
        U64SeqArray {
            inner: Seq::from_words(AtomicU32::new(0), GroupWord::array(values)),
        }
    },
    load: "Loads the values of one store, retrying while a store races with the load.\n\n\
        It waits for a store in progress to finish: a reader that preempted the writer on the \
        writer's own core would wait for ever. Such a reader uses \
        [`U64LatchArray`](crate::U64LatchArray).",
    try_load: "Loads the values once, never waiting: `None` if a store was in progress at \
        some point of the attempt; `Some` holds the values of one store, which \
        [`load`](Self::load) could have returned.",
    checks: "**Debug builds** (`debug_assertions`) check the rule: a store that finds the \
        sequence odd when it begins (another store in progress, or stopped midway by the \
        interrupt that runs this one), or finds it moved when it ends, panics, naming \
        `U64SeqArray` and the rule. Two cores storing at once are often caught, never \
        always. Release builds check nothing and cost nothing.",
    debug: "store in progress",
}

crate::api::load_with_api! {
    U64SeqArray<const N: usize>, [u64; N], value: [1, 2],
    retries: "An attempt fails if a store was in progress at any point of it, so `load_with` \
        waits for a store in progress: never call it from a reader that preempts the writer \
        ([`U64LatchArray::load_with`](crate::U64LatchArray::load_with) is for those).",
    example: "use core::sync::atomic::{AtomicU32, Ordering::Relaxed};
use u64copy::U64SeqArray;

// A clock's epoch (nanoseconds, counter cycles) and the counter it extends.
static EPOCH: U64SeqArray<2> = U64SeqArray::new([0, 0]);
static CYCLES: AtomicU32 = AtomicU32::new(0); // stands for a free-running counter at 100 MHz

CYCLES.store(100, Relaxed);
EPOCH.store([1_000, 100]);
CYCLES.store(105, Relaxed);
let ([epoch_ns, epoch_cycles], cycles) = EPOCH.load_with(|| CYCLES.load(Relaxed));
assert_eq!(epoch_ns + u64::from(cycles.wrapping_sub(epoch_cycles as u32)) * 10, 1_050);",
}

crate::api::publish_api! {
    U64SeqArray<const N: usize>, [u64; N], example: [1, 2], other: [3, u64::MAX],
}

/// The sequence and the words, with no padding on any target (DESIGN.md, "Layout is not a
/// guarantee"). The sequence is even while no store is in
/// progress and advances by 2 per store. It is 32 bits on every backend: a 64-bit one beside
/// `AtomicU64` words, tried on x86_64, made readers under a flat-out writer 2.3 times slower
/// (DESIGN.md, "Backends").
/// <!-- figures: 2.3 = seq64[ns per load][64-bit] / seq64[ns per load][32-bit]; fixed: 2 32 -->
#[repr(C)]
pub(crate) struct Seq<W, const N: usize> {
    sequence: AtomicU32,
    words: [W; N],
}

impl<W, const N: usize> Seq<W, N> {
    crate::sync::const_fn_unless_loom! {
        /// The engine over `words` (their values are its initial values) and a sequence
        /// (even).
        #[inline]
        pub(crate) fn from_words(sequence: AtomicU32, words: [W; N]) -> Self {
            Seq { sequence, words }
        }
    }
}

/// The odd sequence a store begins with: `| 1` rather than `+ 1`, so that should racing
/// writers (a misuse) leave the sequence odd, the next serialized store of a release build
/// still ends on an even one.
#[inline]
fn odd(sequence: u32) -> u32 {
    sequence | 1
}

impl<W: Word, const N: usize> Backend for Seq<W, N> {
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
        let begin = self.sequence.load_by_writer();
        #[cfg(all(debug_assertions, not(u64copy_loom)))]
        if begin % 2 == 1 {
            crate::api::second_writer(
                owner,
                "the sequence is odd as a store begins (another store is in progress or was \
                 stopped midway)",
            );
        } else if since.moved(u64::from(begin)) {
            crate::api::second_writer(
                owner,
                "the sequence moved between the writer's read and its store",
            );
        }
        let odd = odd(begin);
        self.sequence.store(odd, Relaxed);
        // write_seqcount_begin's smp_wmb: a reader that sees a word of this store sees the
        // odd sequence (or later) when it loads the sequence again.
        fence(Ordering::Release);
        store_words(&self.words, values);
        // write_seqcount_end's smp_wmb: a reader that sees this even sequence sees these
        // words (or later). A fence rather than a Release store, as in `try_load`.
        fence(Ordering::Release);
        #[cfg(all(debug_assertions, not(u64copy_loom)))]
        let moved = self.sequence.load(Relaxed) != odd;
        self.sequence.store(odd.wrapping_add(1), Relaxed);
        // After the even sequence: a caught panic leaves no store in progress for readers
        // to wait on.
        #[cfg(all(debug_assertions, not(u64copy_loom)))]
        if moved {
            crate::api::second_writer(owner, "the sequence moved during a store");
        }
    }

    /// The words hold the writer's last store.
    #[inline]
    fn load_by_writer(&self) -> [u64; N] {
        crate::word::load_words_by_writer(&self.words)
    }

    /// The sequence (in debug builds, before the words), then the words.
    #[inline]
    fn read_for_update(&self) -> ([u64; N], Since) {
        let since = Since::read(|| u64::from(self.sequence.load_by_writer()));
        (self.load_by_writer(), since)
    }
}

impl<W: Word, const N: usize> Publish for Seq<W, N> {}

impl<W: Word, const N: usize> LoadWith for Seq<W, N> {
    /// One attempt, `f` run after the words: every value of one store and what `f` returned
    /// while no store was in progress, or `None`.
    #[inline]
    fn try_load_with<R>(&self, f: impl FnOnce() -> R) -> Option<([u64; N], R)> {
        let begin = self.sequence.load(Relaxed);
        if begin % 2 == 1 {
            return None;
        }
        // read_seqcount_begin's smp_rmb: the words (and what `f` reads) are at least as new
        // as the store that left this even sequence. A fence rather than an Acquire load, so
        // that the single-core build makes it a compiler barrier too.
        fence(Ordering::Acquire);
        let values = load_words(&self.words);
        let result = f();
        // read_seqcount_retry's smp_rmb: if a word came from a newer store (or `f` saw what
        // the writer released after one), the sequence load below sees that store's odd
        // bump (or later).
        fence(Ordering::Acquire);
        let end = self.sequence.load(Relaxed);
        if begin == end {
            Some((values, result))
        } else {
            None
        }
    }
}

#[cfg(all(test, not(u64copy_loom)))]
mod tests {
    use super::Seq;
    use crate::api::Backend;
    use crate::sync::{AtomicU32, Ordering::Relaxed};
    use crate::word::Halves;

    pub(crate) fn with_sequence(value: u64, sequence: u32) -> Seq<Halves, 1> {
        Seq::from_words(AtomicU32::new(sequence), Halves::array([value]))
    }

    #[test]
    fn the_sequence_wraps_around() {
        let cell = with_sequence(0, u32::MAX - 3);
        for value in 1..=4 {
            cell.store([value], "U64Seq");
            assert_eq!(cell.try_load(), Some([value]));
        }
        assert_eq!(cell.sequence.load(Relaxed), 4);
    }

    #[test]
    #[cfg_attr(debug_assertions, should_panic(expected = "U64Seq: a second writer"))]
    fn a_store_over_an_odd_sequence_panics_in_debug_builds_and_repairs_it_in_release() {
        let cell = with_sequence(7, 5);
        assert_eq!(cell.try_load(), None);
        cell.store([8], "U64Seq");
        assert_eq!(cell.try_load(), Some([8]));
        assert_eq!(cell.sequence.load(Relaxed), 6);
    }

    #[test]
    fn a_store_begins_with_the_odd_sequence_next_to_an_even_or_odd_one() {
        assert_eq!(
            (super::odd(4), super::odd(5), super::odd(u32::MAX)),
            (5, 5, u32::MAX)
        );
    }

    #[test]
    fn try_load_fails_while_a_store_is_in_progress() {
        let cell = with_sequence(7, 1);
        assert_eq!(cell.try_load(), None);
        cell.sequence.store(2, Relaxed);
        assert_eq!(cell.try_load(), Some([7]));
    }
}

/// The wrap-around under loom: the first store's odd sequence is `u32::MAX`, its even one 0.
/// Preemption bound 1, as for the models in `src/tests/loom/models.rs`, and for the same reason.
#[cfg(all(test, u64copy_loom))]
mod loom_tests {
    use super::Seq;
    use crate::api::{Backend, One};
    use crate::sync::AtomicU32;
    use crate::word::Halves;
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
            let cell = Arc::new(One(Seq::from_words(
                AtomicU32::new(u32::MAX - 1),
                Halves::array([VALUES[0]]),
            )));
            let writer = {
                let cell = cell.clone();
                thread::spawn(move || {
                    VALUES[1..]
                        .iter()
                        .for_each(|&value| cell.store(value, "U64Seq"))
                })
            };
            let first = cell.try_load().unwrap_or_else(|| {
                RACED.store(true, Relaxed);
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
