#![doc = include_str!("../README.md")]
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
// Compiled for the unit tests on the native backend too, so that `cargo test` covers it.
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
    /// On the native backend (64-bit targets and x86-32) it is one `AtomicU64`, loaded and
    /// stored Relaxed. On the split backend (every other 32-bit target) it holds the value
    /// and a copy, each as two `AtomicU32` halves:
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
    /// With no store or one store overlapping it, the value before or after that store; with
    /// two or more, possibly a mix of their halves, and with non-decreasing values a value
    /// between them that a later load can undercut. The table, the limits with examples and
    /// the advice per use are in [the crate documentation](crate#what-a-load-returns); the
    /// proof is next to the fences, in `src/split/copy.rs`. On the native backend every
    /// load returns a stored value and a thread's loads never go back.
    /// [`try_load`](Self::try_load) returns `None` or a value `load` could have returned.
    ///
    /// # Layout
    ///
    /// 8 bytes on the native backend. On the split backend 16 bytes aligned to 16, so that a
    /// load always touches one cache line: the value, then the copy (the order the writer
    /// stores them in), each low half first, so that memory holds each `u64` in its own
    /// little-endian representation, readable in a debugger or a memory dump. The order of
    /// the halves changes no guarantee.
    pub struct U64Copy(CopyBackend);
}

cell::u64_cell! {
    /// A `u64` with one serialized writer and lock-free readers whose loads are exact:
    /// the seqcount of the kernel's `u64_stats_sync`, two barriers per side.
    ///
    /// The same API as [`U64Copy`], and on the native backend the same single `AtomicU64`.
    /// On the split backend it holds a 32-bit sequence and the value as two `AtomicU32`
    /// halves:
    /// - [`store`](Self::store): the sequence made odd, a Release fence, the halves, a
    ///   Release fence, the sequence made even again (+2 in all);
    /// - [`load`](Self::load): the sequence (again while it is odd), an Acquire fence, the
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
    /// one raced it, and otherwise a value `load` could have returned. The proof, and why
    /// the wrap-around needs a reader stalled through a multiple of 2^31 stores, are next to
    /// the fences, in `src/split/seq.rs`.
    ///
    /// # Layout
    ///
    /// 8 bytes on the native backend. On the split backend 12 bytes of data, padded to 16
    /// and aligned to 16, so that a load always touches one cache line, as [`U64Copy`]'s does.
    pub struct U64Seq(SeqBackend);
}

static_assertions::assert_impl_all!(U64Copy: Send, Sync);
static_assertions::assert_impl_all!(U64Seq: Send, Sync);

#[cfg(all(test, not(loom)))]
mod tests;
