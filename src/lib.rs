//! A `u64` that 32-bit targets can share between one writer and lock-free readers without
//! torn reads: the Linux scheduler's value+copy pattern ([`U64Copy`]) and the seqcount of
//! `u64_stats_sync` ([`U64Seq`]), with one API.
//!
//! On a 32-bit machine a `u64` is two words, and a reader racing a writer can see one half
//! old and one half new. Both types fix that for a *serialized* writer (one store at a
//! time: under a lock, or in the one interrupt handler or task that owns the value) and any
//! number of readers that never block it. On 64-bit targets both are one `AtomicU64`
//! loaded and stored Relaxed: one plain load and one plain store.
//!
//! # Which one?
//!
//! | | [`U64Copy`] | [`U64Seq`] | `AtomicU64` | `portable_atomic::AtomicU64` |
//! |---|---|---|---|---|
//! | load returns a stored value | unless two or more stores overlap it and a low half repeats among them (for non-decreasing values: the value grows by 2^32 during the load) | unless a load spans a multiple of 2^31 stores | always | always |
//! | a thread's loads never go back (non-decreasing stores) | unless the value grows by 2^32 during one load | unless a load spans a multiple of 2^31 stores | always | always |
//! | barriers per side on armv7 | 1 load, 1 store | 2 load, 2 store | none on 64-bit targets; exclusives on armv7 | lock or exclusives |
//! | bytes on 32-bit targets | 16 | 16 | 8 | 8 |
//! | works without compare-and-swap (Cortex-M0, RV32I) | yes | yes | absent there | with a critical section |
//! | writers | one at a time | one at a time | any | any |
//! | typical use | clocks and tick counters | statistics snapshots, arbitrary values | 64-bit targets, or any writer count | the same, where `AtomicU64` is missing |
//!
//! # Backends
//!
//! On `target_pointer_width = "64"` (the kernel's `CONFIG_64BIT`) both types are an
//! `AtomicU64`. Elsewhere they are built from `AtomicU32` halves and fences. Building with
//! `RUSTFLAGS="--cfg u64copy_32bit"` selects the 32-bit backend on a 64-bit host (to test,
//! bench or run Miri on it natively).
//!
//! # Model checking with loom
//!
//! Under `RUSTFLAGS="--cfg loom"` both types are built from loom's atomics, so a loom model
//! of code that contains them explores their interleavings too. The backend is the one the
//! target selects: on a 64-bit host, a Relaxed `AtomicU64`; add `--cfg u64copy_32bit` to
//! model the 32-bit one, whose anomalies (see [`U64Copy`]) only it shows. The two differ, so a
//! careful model runs under both. `new` is not `const` under loom.
#![no_std]
#![forbid(unsafe_code)]
#![warn(missing_docs)]

#[cfg(test)]
extern crate std;

mod cell;
mod sync;

/// Asserts that both types are `bytes` long and aligned to `bytes`: a power-of-two size no
/// larger than the alignment never straddles a cache line (and every line holds 16 bytes).
macro_rules! assert_layout {
    ($bytes:expr) => {
        #[cfg(not(loom))]
        const _: () = {
            use core::mem::{align_of, size_of};
            static_assertions::const_assert_eq!(size_of::<U64Copy>(), $bytes);
            static_assertions::const_assert_eq!(align_of::<U64Copy>(), $bytes);
            static_assertions::const_assert_eq!(size_of::<U64Seq>(), $bytes);
            static_assertions::const_assert_eq!(align_of::<U64Seq>(), $bytes);
        };
    };
}

// The backend is chosen per target in build.rs, which emits `cfg(u64copy_wide)`.
#[cfg(u64copy_wide)]
mod wide;
// Compiled for the unit tests on the 64-bit backend too, so that `cargo test` covers it.
#[cfg(any(not(u64copy_wide), all(test, not(loom))))]
mod split;

cfg_if::cfg_if! {
    if #[cfg(u64copy_wide)] {
        assert_layout!(8);
        type CopyBackend = wide::Wide;
        type SeqBackend = wide::Wide;
    } else {
        assert_layout!(16);
        type CopyBackend = split::ValueAndCopy;
        type SeqBackend = split::Seq;
    }
}

cell::u64_cell! {
    /// A `u64` with one serialized writer and lock-free readers: the Linux scheduler's
    /// `u64_u32_load()` / `u64_u32_store()`, one barrier per side.
    ///
    /// On 64-bit targets it is one `AtomicU64`, loaded and stored Relaxed. On 32-bit targets
    /// it holds the value and a copy, each as two `AtomicU32` halves:
    /// - [`store`](Self::store): the value's halves, a Release fence (the kernel's
    ///   `smp_wmb()`), the copy's halves;
    /// - [`load`](Self::load): the copy's halves, an Acquire fence (`smp_rmb()`), the value's
    ///   halves, and again until value and copy are equal.
    ///
    /// Stores must be serialized: one at a time, under a lock or from the one interrupt
    /// handler or task that owns the value. Loads need nothing. `load` and `store` order
    /// nothing but the cell's own value, as Relaxed atomics do: publish other data with your
    /// own Release and Acquire.
    ///
    /// # Examples
    ///
    /// A 64-bit tick counter that a timer interrupt advances and tasks read:
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
    /// // Any task, on any core.
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
    /// A store *before* a load happens before it (it was published to the reader by a lock,
    /// a Release/Acquire flag, a thread join, or it ran earlier on the same core); a store
    /// *overlaps* a load if neither happens before the other. Without such synchronization
    /// every store is overlapping in the language's model; on real hardware a store becomes
    /// visible within nanoseconds, so the stores that overlap a load in practice are those
    /// that run while it runs.
    ///
    /// | stores overlapping one load | any values | non-decreasing values (clocks, counters) |
    /// |---|---|---|
    /// | none | the last value stored before it | the same |
    /// | one | the value before that store, or the one it stores | the same |
    /// | two or more | possibly a mix of two stores' halves: a value never stored | a value not below the last one stored before the load began, not above the newest one whose store began before it returned, possibly never stored; a later load by the same thread can return less |
    ///
    /// [`try_load`](Self::try_load) returns `None` or a value `load` could have returned.
    /// On 64-bit targets every load returns a stored value and a thread's loads never go back.
    ///
    /// # The limits
    ///
    /// The two anomalies of the last row need a low half that repeats while one load runs:
    /// - arbitrary values: start (low A, high X), stores (B, Y) then (A, Z) during one load:
    ///   it can return (A, Y);
    /// - non-decreasing values: start `0x1_0000_0005`, stores `0x2_0000_0006` and
    ///   `0x3_0000_0005` during one load: it can return `0x2_0000_0005`; start 0, stores
    ///   `0x5`, `0x1_0000_0000`, `0x2_0000_0005`, `0x3_0000_0000`: two loads by one thread
    ///   can return `0x1_0000_0005` then `0x1_0000_0000`.
    ///
    /// With non-decreasing values a low half repeats only if the value grows by 2^32 or
    /// more between the oldest and the newest store whose halves one load reads, so every
    /// load is exact and a thread's loads never go back unless that happens. That growth is
    /// necessary, not sufficient: a store must also land on exactly the low half of an
    /// earlier one, which a clock stored in coarse steps rarely does.
    /// - a tick counter advanced by 1: 2^32 ticks during one load (49 days at 1 kHz): exact
    ///   in practice;
    /// - a nanosecond scheduler clock: a reader stalled for over 4.29 s (2^32 ns) inside one
    ///   load, for example preempted between its copy and value loads: rare, but possible on
    ///   an overloaded system; callers that must never see time go back need [`U64Seq`];
    /// - statistics that only grow (bytes, packets): 4 GiB counted during one load; a
    ///   snapshot of a value that can also fall (a gauge) has no such bound: use [`U64Seq`].
    ///
    /// # Why
    ///
    /// Say the load reads the copy's low half from store *a*, its high half from *b*, the
    /// value's low half from *c* and its high half from *d*, and returns (high of *b*, low
    /// of *a*) once low(*a*) = low(*c*) and high(*b*) = high(*d*).
    /// - If the load reads a copy half from a store, that store's Release fence
    ///   synchronizes with the load's Acquire fence, so its value halves come from that
    ///   store or a later one: *c*, *d* ≥ max(*a*, *b*). Coherence keeps every half at or
    ///   after the last store before the load.
    /// - No store overlapping: *a* = *b* = *c* = *d*, the last store.
    /// - One store overlapping, old *o* and new *n*: if *a* or *b* is *n*, then *c* = *d* =
    ///   *n* and the check makes the result *n*; otherwise *a* = *b* = *o*, the result.
    /// - Non-decreasing values: if *a* ≥ *b*, high(*d*) ≥ high(*a*) ≥ high(*b*) = high(*d*),
    ///   so the result is store *a*'s value. If *a* < *b*, the result is at least store *a*'s
    ///   value (its high half is high(*b*) ≥ high(*a*)) and at most store *c*'s (high(*c*) ≥
    ///   high(*b*), and equal high halves make it store *c*'s value).
    /// - Nothing ties *a* to *b*: each side would need a fence between its two copy halves
    ///   to keep them from different stores (reordering the halves does not help on ARM or
    ///   in the C++ model, by a survey of all 16 orders that these tests do not repeat). So with *a* < *b* < *c* and low(*a*) = low(*c*) the result mixes
    ///   two stores. That fence is a seqcount's cost, and [`U64Seq`] pays it.
    ///
    /// These statements are checked with loom on the shipped code (`tests/loom.rs`), with
    /// models that find each anomaly above and negative controls that remove each fence.
    ///
    /// # Layout
    ///
    /// 8 bytes on 64-bit targets. On 32-bit targets 16 bytes aligned to 16, so that a load
    /// always touches one cache line: the value, then the copy (the order the writer stores
    /// them in), each low half first, so that memory holds each `u64` in its own
    /// little-endian representation, readable in a debugger or a memory dump. The order of
    /// the halves changes no guarantee.
    pub struct U64Copy(CopyBackend);
}

cell::u64_cell! {
    /// A `u64` with one serialized writer and lock-free readers whose loads are exact:
    /// the seqcount of the kernel's `u64_stats_sync`, two barriers per side.
    ///
    /// The same API as [`U64Copy`], and on 64-bit targets the same single `AtomicU64`. On
    /// 32-bit targets it holds a 32-bit sequence and the value as two `AtomicU32` halves:
    /// - [`store`](Self::store): the sequence made odd, a Release fence, the halves, the
    ///   sequence made even again (+2 in all) by a Release store;
    /// - [`load`](Self::load): the sequence by an Acquire load (again while it is odd), the
    ///   halves, an Acquire fence, the sequence again, and again until both sequences are
    ///   equal.
    ///
    /// Stores must be serialized, as for [`U64Copy`]; `load` and `store` order nothing but
    /// the cell's own value.
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
    /// a load takes effect at its first sequence load. The one exception is the wrap-around
    /// below. [`try_load`](Self::try_load) returns `None` if it sees a store in progress or
    /// one raced it, and otherwise a value `load` could have returned.
    ///
    /// # Why
    ///
    /// The first sequence load reads an even sequence left by some store *s* (or the
    /// initial value), with Acquire: the halves then come from *s* or a later store. If a
    /// half came from a later store *t*, then *t*'s Release fence, which follows its odd
    /// sequence, synchronizes with the load's Acquire fence, and the second sequence load
    /// sees *t*'s odd sequence or later: it differs, and the load tries again. So an
    /// accepted load returns exactly *s*'s value, current when it read the first sequence.
    ///
    /// The sequence is 32 bits and advances by 2 per store, so it repeats after 2^31
    /// stores: a reader would have to stall through exactly a multiple of 2^31 stores between
    /// its two sequence loads to accept a mixed value (36 minutes of stores at 1 MHz, all
    /// inside one load).
    ///
    /// Checked with loom (`tests/loom.rs`): with the stores that make [`U64Copy`] return
    /// never-stored or backward values, and across the sequence's wrap-around.
    ///
    /// # Layout
    ///
    /// 12 bytes of data on 32-bit targets, padded to 16 and aligned to 16, so that a load
    /// always touches one cache line, as [`U64Copy`]'s does.
    pub struct U64Seq(SeqBackend);
}

static_assertions::assert_impl_all!(U64Copy: Send, Sync);
static_assertions::assert_impl_all!(U64Seq: Send, Sync);

#[cfg(all(test, not(loom)))]
mod tests;
