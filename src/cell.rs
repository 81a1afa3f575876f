//! The public types: each a thin wrapper around the backend that the target selects
//! (build.rs), the single values with one API and the arrays with the same one over
//! `[u64; N]`. What they share beyond one call is in `backend.rs`.

use crate::backend::{self, Backend};
use crate::latch::Latch;
use crate::seq::Seq;
use crate::sync::const_fn_unless_loom;
use crate::{ArrayWord, CopyBackend, LatchBackend, SeqBackend};
use core::fmt;

/// A `u64` with one serialized writer and readers that never lock: the Linux scheduler's
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
#[repr(transparent)]
pub struct U64Copy {
    inner: CopyBackend,
}

impl U64Copy {
    const_fn_unless_loom! {
        /// Creates a `U64Copy` holding `value`.
        ///
        /// `const`, so it can initialize a `static` (except under `cfg(u64copy_loom)`, where
        /// atomics are created inside the model).
        ///
        /// # Examples
        ///
        /// ```
        /// use u64copy::U64Copy;
        ///
        /// static TICKS: U64Copy = U64Copy::new(0);
        /// assert_eq!(TICKS.load(), 0);
        /// ```
        #[inline]
        #[must_use]
        pub fn new(value: u64) -> Self {
            U64Copy {
                inner: CopyBackend::new(value),
            }
        }
    }

    /// Loads the value, retrying while a store races with the load.
    ///
    /// It waits for a store in progress to finish: a reader that can preempt the writer on
    /// the writer's own core (an interrupt handler, an NMI, a higher-priority task) would
    /// wait forever, because the interrupted store cannot finish. Such a reader uses
    /// [`U64Latch`], or [`try_load`](Self::try_load) here. What `load` returns when stores
    /// overlap it is stated above.
    ///
    /// # Examples
    ///
    /// ```
    /// use u64copy::U64Copy;
    ///
    /// let clock = U64Copy::new(1 << 40);
    /// assert_eq!(clock.load(), 1 << 40);
    /// ```
    #[inline]
    #[must_use]
    pub fn load(&self) -> u64 {
        self.inner.load()
    }

    /// Loads the value once, never waiting: `None` if a store raced with the attempt.
    ///
    /// `Some` holds a value that [`load`](Self::load) could have returned (`load` is
    /// `try_load` in a loop). On the native backend it is always `Some`. A reader that
    /// preempted the writer on its core gets `None` until the writer has run again.
    ///
    /// # Examples
    ///
    /// ```
    /// use u64copy::U64Copy;
    ///
    /// let ticks = U64Copy::new(7);
    /// // Nothing is storing, so the one attempt succeeds.
    /// assert_eq!(ticks.try_load(), Some(7));
    /// ```
    #[inline]
    #[must_use]
    pub fn try_load(&self) -> Option<u64> {
        self.inner.try_load()
    }

    /// Stores `value`.
    ///
    /// Stores must be serialized by the caller: at most one `store` or
    /// [`update`](Self::update) may run at a time, as when the value is written under a
    /// lock, or only by the one interrupt handler or task that owns it. The store itself
    /// never waits. Two concurrent writers are a logic error, never undefined behaviour: on
    /// the split backend readers can then load a value that neither wrote, or fail until the
    /// next serialized store.
    ///
    /// # Examples
    ///
    /// ```
    /// use u64copy::U64Copy;
    ///
    /// let clock = U64Copy::new(0);
    /// clock.store(u64::MAX - 1);
    /// assert_eq!(clock.load(), u64::MAX - 1);
    /// ```
    #[inline]
    pub fn store(&self, value: u64) {
        self.inner.store(value);
    }

    /// Stores `f(previous)` and returns `previous`: the writer's read-modify-write.
    ///
    /// **Not an atomic read-modify-write.** It is a [`store`](Self::store), under the same
    /// rule: one writer at a time. Unlike `core::sync::atomic::AtomicU64::update` (and
    /// `fetch_update`, `fetch_add`), it does not make concurrent writers safe; two writers
    /// calling it at once can lose an update. In exchange it needs no compare-and-swap, works
    /// on targets without one (Cortex-M0, RV32I), and never retries: `f` runs exactly once.
    ///
    /// # Examples
    ///
    /// ```
    /// use u64copy::U64Copy;
    ///
    /// let ticks = U64Copy::new(u64::from(u32::MAX));
    /// // The timer interrupt, the only writer, counts a tick across the 2^32 carry.
    /// let previous = ticks.update(|t| t + 1);
    /// assert_eq!(previous, u64::from(u32::MAX));
    /// assert_eq!(ticks.load(), 1 << 32);
    /// ```
    #[inline]
    pub fn update(&self, f: impl FnOnce(u64) -> u64) -> u64 {
        self.inner.update(f)
    }

    /// Consumes the cell and returns its value.
    ///
    /// # Examples
    ///
    /// ```
    /// use u64copy::U64Copy;
    ///
    /// let ticks = U64Copy::new(3);
    /// ticks.store(4);
    /// assert_eq!(ticks.into_inner(), 4);
    /// ```
    #[inline]
    #[must_use]
    pub fn into_inner(self) -> u64 {
        self.inner.load_by_writer()
    }
}

impl Default for U64Copy {
    /// A cell holding 0.
    #[inline]
    fn default() -> Self {
        Self::new(0)
    }
}

impl From<u64> for U64Copy {
    #[inline]
    fn from(value: u64) -> Self {
        Self::new(value)
    }
}

impl fmt::Debug for U64Copy {
    /// Shows the value one [`try_load`](Self::try_load) returns, or `<store in progress>`:
    /// it never waits, so a panic or fault handler that interrupted the writer can print it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        backend::debug(f, "U64Copy", self.try_load())
    }
}

/// A `u64` with one serialized writer and readers that never lock, whose loads are exact:
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
/// the fences, in `src/seq.rs`.
///
/// # Layout
///
/// 8 bytes on the native backend. On the split backend 12 bytes of data, padded to 16
/// and aligned to 16, so that a load always touches one cache line, as [`U64Copy`]'s does.
#[repr(transparent)]
pub struct U64Seq {
    inner: SeqBackend,
}

impl U64Seq {
    const_fn_unless_loom! {
        /// Creates a `U64Seq` holding `value`.
        ///
        /// `const`, so it can initialize a `static` (except under `cfg(u64copy_loom)`, where
        /// atomics are created inside the model).
        ///
        /// # Examples
        ///
        /// ```
        /// use u64copy::U64Seq;
        ///
        /// static TICKS: U64Seq = U64Seq::new(0);
        /// assert_eq!(TICKS.load(), 0);
        /// ```
        #[inline]
        #[must_use]
        pub fn new(value: u64) -> Self {
            U64Seq {
                inner: SeqBackend::new(value),
            }
        }
    }

    /// Loads the value, retrying while a store races with the load.
    ///
    /// It waits for a store in progress to finish: a reader that can preempt the writer on
    /// the writer's own core (an interrupt handler, an NMI, a higher-priority task) would
    /// wait forever, because the interrupted store cannot finish. Such a reader uses
    /// [`U64Latch`], or [`try_load`](Self::try_load) here. What `load` returns when stores
    /// overlap it is stated above.
    ///
    /// # Examples
    ///
    /// ```
    /// use u64copy::U64Seq;
    ///
    /// let clock = U64Seq::new(1 << 40);
    /// assert_eq!(clock.load(), 1 << 40);
    /// ```
    #[inline]
    #[must_use]
    pub fn load(&self) -> u64 {
        self.inner.load()
    }

    /// Loads the value once, never waiting: `None` if a store raced with the attempt.
    ///
    /// `Some` holds a value that [`load`](Self::load) could have returned (`load` is
    /// `try_load` in a loop). On the native backend it is always `Some`. A reader that
    /// preempted the writer on its core gets `None` until the writer has run again.
    ///
    /// # Examples
    ///
    /// ```
    /// use u64copy::U64Seq;
    ///
    /// let ticks = U64Seq::new(7);
    /// // Nothing is storing, so the one attempt succeeds.
    /// assert_eq!(ticks.try_load(), Some(7));
    /// ```
    #[inline]
    #[must_use]
    pub fn try_load(&self) -> Option<u64> {
        self.inner.try_load()
    }

    /// Stores `value`.
    ///
    /// Stores must be serialized by the caller: at most one `store` or
    /// [`update`](Self::update) may run at a time, as when the value is written under a
    /// lock, or only by the one interrupt handler or task that owns it. The store itself
    /// never waits. Two concurrent writers are a logic error, never undefined behaviour: on
    /// the split backend readers can then load a value that neither wrote, or fail until the
    /// next serialized store.
    ///
    /// # Examples
    ///
    /// ```
    /// use u64copy::U64Seq;
    ///
    /// let clock = U64Seq::new(0);
    /// clock.store(u64::MAX - 1);
    /// assert_eq!(clock.load(), u64::MAX - 1);
    /// ```
    #[inline]
    pub fn store(&self, value: u64) {
        self.inner.store(value);
    }

    /// Stores `f(previous)` and returns `previous`: the writer's read-modify-write.
    ///
    /// **Not an atomic read-modify-write.** It is a [`store`](Self::store), under the same
    /// rule: one writer at a time. Unlike `core::sync::atomic::AtomicU64::update` (and
    /// `fetch_update`, `fetch_add`), it does not make concurrent writers safe; two writers
    /// calling it at once can lose an update. In exchange it needs no compare-and-swap, works
    /// on targets without one (Cortex-M0, RV32I), and never retries: `f` runs exactly once.
    ///
    /// # Examples
    ///
    /// ```
    /// use u64copy::U64Seq;
    ///
    /// let ticks = U64Seq::new(u64::from(u32::MAX));
    /// // The timer interrupt, the only writer, counts a tick across the 2^32 carry.
    /// let previous = ticks.update(|t| t + 1);
    /// assert_eq!(previous, u64::from(u32::MAX));
    /// assert_eq!(ticks.load(), 1 << 32);
    /// ```
    #[inline]
    pub fn update(&self, f: impl FnOnce(u64) -> u64) -> u64 {
        self.inner.update(f)
    }

    /// Consumes the cell and returns its value.
    ///
    /// # Examples
    ///
    /// ```
    /// use u64copy::U64Seq;
    ///
    /// let ticks = U64Seq::new(3);
    /// ticks.store(4);
    /// assert_eq!(ticks.into_inner(), 4);
    /// ```
    #[inline]
    #[must_use]
    pub fn into_inner(self) -> u64 {
        self.inner.load_by_writer()
    }
}

impl Default for U64Seq {
    /// A cell holding 0.
    #[inline]
    fn default() -> Self {
        Self::new(0)
    }
}

impl From<u64> for U64Seq {
    #[inline]
    fn from(value: u64) -> Self {
        Self::new(value)
    }
}

impl fmt::Debug for U64Seq {
    /// Shows the value one [`try_load`](Self::try_load) returns, or `<store in progress>`:
    /// it never waits, so a panic or fault handler that interrupted the writer can print it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        backend::debug(f, "U64Seq", self.try_load())
    }
}

/// A `u64` with one serialized writer whose readers never wait for it, even one that
/// interrupts it: the kernel's latch (`seqcount_latch_t`), two barriers per side.
///
/// The same API as [`U64Copy`] and [`U64Seq`], and on the native backend the same single
/// `AtomicU64`. On the split backend it holds a 32-bit sequence and two copies of the value,
/// each as two `AtomicU32` halves; the sequence's low bit sends readers to one copy:
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
/// Stores must be serialized, as for [`U64Copy`]; `load` and `store` order nothing but the
/// cell's own value.
///
/// # Examples
///
/// A 64-bit tick count that the tick interrupt advances and an interrupt of higher
/// priority reads, as RTIC's monotonics do:
///
/// ```
/// use u64copy::U64Latch;
///
/// static TICKS: U64Latch = U64Latch::new(0);
///
/// // The SysTick handler, the only writer.
/// fn on_systick() {
///     TICKS.update(|ticks| ticks + 1);
/// }
///
/// // A handler of higher priority, which may preempt `on_systick` anywhere:
/// // `load` answers at once, with the count before or after the interrupted tick.
/// fn now() -> u64 {
///     TICKS.load()
/// }
///
/// on_systick();
/// assert_eq!(now(), 1);
/// ```
///
/// # What `load` returns
///
/// What [`U64Seq`] returns: for any values and any number of overlapping stores a value that
/// was stored, never older than one whose store completed before the load began, and a load
/// that happens after another never returns an older value (linearizable with respect to
/// happens-before; a load takes effect at its first sequence load). The one exception: an
/// attempt whose reader stalled through a multiple of 2^32 stores between its two sequence
/// loads. [`try_load`](Self::try_load) returns `None` only if a store completed during the
/// attempt, and otherwise a value `load` could have returned. The proof, and where the
/// design departs from the kernel's latch (one copy written per store, not both), are next
/// to the fences, in `src/latch.rs`.
///
/// # Layout
///
/// 8 bytes on the native backend. On the split backend 20 bytes of data (the sequence, then
/// the two copies, each low half first), padded to 32 and aligned to 32, so that a load
/// always touches one cache line.
#[repr(transparent)]
pub struct U64Latch {
    inner: LatchBackend,
}

impl U64Latch {
    const_fn_unless_loom! {
        /// Creates a `U64Latch` holding `value`.
        ///
        /// `const`, so it can initialize a `static` (except under `cfg(u64copy_loom)`, where
        /// atomics are created inside the model).
        ///
        /// # Examples
        ///
        /// ```
        /// use u64copy::U64Latch;
        ///
        /// static TICKS: U64Latch = U64Latch::new(0);
        /// assert_eq!(TICKS.load(), 0);
        /// ```
        #[inline]
        #[must_use]
        pub fn new(value: u64) -> Self {
            U64Latch {
                inner: LatchBackend::new(value),
            }
        }
    }

    /// Loads the value, retrying while stores complete during the attempt.
    ///
    /// It never waits for a store in progress: a reader that preempted the writer on the
    /// writer's own core (an interrupt handler, an NMI, a higher-priority task) succeeds on
    /// its first attempt. A reader on another core retries only when a store completes
    /// during its attempt, so it can starve only under a writer that never pauses.
    ///
    /// # Examples
    ///
    /// ```
    /// use u64copy::U64Latch;
    ///
    /// let clock = U64Latch::new(1 << 40);
    /// assert_eq!(clock.load(), 1 << 40);
    /// ```
    #[inline]
    #[must_use]
    pub fn load(&self) -> u64 {
        self.inner.load()
    }

    /// Loads the value once: `None` only if a store completed during the attempt.
    ///
    /// `Some` holds a value that [`load`](Self::load) could have returned (`load` is
    /// `try_load` in a loop). It is always `Some` on the native backend, and in a reader that
    /// preempted the writer on its core.
    ///
    /// # Examples
    ///
    /// ```
    /// use u64copy::U64Latch;
    ///
    /// let ticks = U64Latch::new(7);
    /// // Nothing is storing, so the one attempt succeeds.
    /// assert_eq!(ticks.try_load(), Some(7));
    /// ```
    #[inline]
    #[must_use]
    pub fn try_load(&self) -> Option<u64> {
        self.inner.try_load()
    }

    /// Stores `value`.
    ///
    /// Stores must be serialized by the caller: at most one `store` or
    /// [`update`](Self::update) may run at a time, as when the value is written under a
    /// lock, or only by the one interrupt handler or task that owns it. The store itself
    /// never waits. Two concurrent writers are a logic error, never undefined behaviour: on
    /// the split backend readers can then load a value that neither wrote, or fail until the
    /// next serialized store.
    ///
    /// # Examples
    ///
    /// ```
    /// use u64copy::U64Latch;
    ///
    /// let clock = U64Latch::new(0);
    /// clock.store(u64::MAX - 1);
    /// assert_eq!(clock.load(), u64::MAX - 1);
    /// ```
    #[inline]
    pub fn store(&self, value: u64) {
        self.inner.store(value);
    }

    /// Stores `f(previous)` and returns `previous`: the writer's read-modify-write.
    ///
    /// **Not an atomic read-modify-write.** It is a [`store`](Self::store), under the same
    /// rule: one writer at a time. Unlike `core::sync::atomic::AtomicU64::update` (and
    /// `fetch_update`, `fetch_add`), it does not make concurrent writers safe; two writers
    /// calling it at once can lose an update. In exchange it needs no compare-and-swap, works
    /// on targets without one (Cortex-M0, RV32I), and never retries: `f` runs exactly once.
    ///
    /// # Examples
    ///
    /// ```
    /// use u64copy::U64Latch;
    ///
    /// let ticks = U64Latch::new(u64::from(u32::MAX));
    /// // The timer interrupt, the only writer, counts a tick across the 2^32 carry.
    /// let previous = ticks.update(|t| t + 1);
    /// assert_eq!(previous, u64::from(u32::MAX));
    /// assert_eq!(ticks.load(), 1 << 32);
    /// ```
    #[inline]
    pub fn update(&self, f: impl FnOnce(u64) -> u64) -> u64 {
        self.inner.update(f)
    }

    /// Consumes the cell and returns its value.
    ///
    /// # Examples
    ///
    /// ```
    /// use u64copy::U64Latch;
    ///
    /// let ticks = U64Latch::new(3);
    /// ticks.store(4);
    /// assert_eq!(ticks.into_inner(), 4);
    /// ```
    #[inline]
    #[must_use]
    pub fn into_inner(self) -> u64 {
        self.inner.load_by_writer()
    }
}

impl Default for U64Latch {
    /// A cell holding 0.
    #[inline]
    fn default() -> Self {
        Self::new(0)
    }
}

impl From<u64> for U64Latch {
    #[inline]
    fn from(value: u64) -> Self {
        Self::new(value)
    }
}

impl fmt::Debug for U64Latch {
    /// Shows the value one [`try_load`](Self::try_load) returns, or `<store in progress>`:
    /// it never waits, so a panic or fault handler that interrupted the writer can print it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        backend::debug(f, "U64Latch", self.try_load())
    }
}

/// `N` `u64`s with one serialized writer, read whole: every load returns the `N` values of
/// one store, never a mix. The seqcount of `u64_stats_sync` over a group, two barriers per
/// side, on every backend.
///
/// [`U64Seq`]'s algorithm over `N` words: on the split backend each value is two
/// `AtomicU32` halves, on the native backend one `AtomicU64` (where the kernel compiles its
/// seqcount out, and a group read is not consistent: `u64_stats_sync.h`, point 4). Every
/// word is an atomic, loaded and stored Relaxed between the fences, so a reader racing the
/// writer is never a data race: no `unsafe`, clean under Miri, unlike a seqlock that reads
/// its data with `read_volatile` or plain loads.
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
/// // Any reader: the bytes always belong to the packet count beside them.
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
/// happens-before), unless one attempt spans a multiple of 2^31 stores, as for [`U64Seq`].
/// [`load`](Self::load) waits while a store is in progress, so a reader that preempts the
/// writer on its core uses [`U64LatchArray`] or [`try_load`](Self::try_load).
///
/// # Layout
///
/// A 32-bit sequence and the `N` values, aligned to 16: `4 + 8 * N` bytes on the split
/// backend, `8 + 8 * N` on the native one (the sequence padded to 8), rounded up to 16
/// (32 bytes for `N = 2` on both).
#[repr(transparent)]
pub struct U64SeqArray<const N: usize> {
    inner: Seq<ArrayWord, N>,
}

impl<const N: usize> U64SeqArray<N> {
    const_fn_unless_loom! {
        /// Creates a `U64SeqArray` holding `values`.
        ///
        /// `const`, so it can initialize a `static` (except under `cfg(u64copy_loom)`, where
        /// atomics are created inside the model).
        ///
        /// # Examples
        ///
        /// ```
        /// use u64copy::U64SeqArray;
        ///
        /// static COUNTERS: U64SeqArray<2> = U64SeqArray::new([0, 0]);
        /// assert_eq!(COUNTERS.load(), [0, 0]);
        /// ```
        #[inline]
        #[must_use]
        pub fn new(values: [u64; N]) -> Self {
            U64SeqArray {
                inner: Seq::from_words(ArrayWord::array(values)),
            }
        }
    }

    /// Loads the values, retrying while a store races with the load.
    ///
    /// It waits for a store in progress to finish: a reader that can preempt the writer on
    /// its core uses [`U64LatchArray`], or [`try_load`](Self::try_load) here.
    ///
    /// # Examples
    ///
    /// ```
    /// use u64copy::U64SeqArray;
    ///
    /// let group = U64SeqArray::new([1, 1 << 40]);
    /// assert_eq!(group.load(), [1, 1 << 40]);
    /// ```
    #[inline]
    #[must_use]
    pub fn load(&self) -> [u64; N] {
        self.inner.load()
    }

    /// Loads the values once, never waiting: `None` if a store raced with the attempt.
    ///
    /// `Some` holds what [`load`](Self::load) could have returned.
    ///
    /// # Examples
    ///
    /// ```
    /// use u64copy::U64SeqArray;
    ///
    /// let group = U64SeqArray::new([7, 8]);
    /// // Nothing is storing, so the one attempt succeeds.
    /// assert_eq!(group.try_load(), Some([7, 8]));
    /// ```
    #[inline]
    #[must_use]
    pub fn try_load(&self) -> Option<[u64; N]> {
        self.inner.try_load()
    }

    /// Stores `values`, all of them as one store: no load returns some of them with values
    /// of another store.
    ///
    /// Stores must be serialized by the caller, as for the single values: one `store` or
    /// [`update`](Self::update) at a time. The store itself never waits.
    ///
    /// # Examples
    ///
    /// ```
    /// use u64copy::U64SeqArray;
    ///
    /// let group = U64SeqArray::new([0; 3]);
    /// group.store([1, 2, u64::MAX]);
    /// assert_eq!(group.load(), [1, 2, u64::MAX]);
    /// ```
    #[inline]
    pub fn store(&self, values: [u64; N]) {
        self.inner.store(values);
    }

    /// Stores `f(previous)` and returns `previous`: the writer's read-modify-write of the
    /// whole group.
    ///
    /// **Not an atomic read-modify-write**: a [`store`](Self::store), under the same rule
    /// (one writer at a time); see [`U64Copy::update`]. `f` runs exactly once.
    ///
    /// # Examples
    ///
    /// ```
    /// use u64copy::U64SeqArray;
    ///
    /// let stats = U64SeqArray::new([0, 0]);
    /// // The receive path, the only writer: one packet of 1500 bytes.
    /// let previous = stats.update(|[packets, bytes]| [packets + 1, bytes + 1500]);
    /// assert_eq!(previous, [0, 0]);
    /// assert_eq!(stats.load(), [1, 1500]);
    /// ```
    #[inline]
    pub fn update(&self, f: impl FnOnce([u64; N]) -> [u64; N]) -> [u64; N] {
        self.inner.update(f)
    }

    /// Consumes the group and returns its values.
    ///
    /// # Examples
    ///
    /// ```
    /// use u64copy::U64SeqArray;
    ///
    /// let group = U64SeqArray::new([3, 4]);
    /// group.store([5, 6]);
    /// assert_eq!(group.into_inner(), [5, 6]);
    /// ```
    #[inline]
    #[must_use]
    pub fn into_inner(self) -> [u64; N] {
        self.inner.load_by_writer()
    }
}

impl<const N: usize> Default for U64SeqArray<N> {
    /// A group of zeros.
    #[inline]
    fn default() -> Self {
        Self::new([0; N])
    }
}

impl<const N: usize> From<[u64; N]> for U64SeqArray<N> {
    #[inline]
    fn from(values: [u64; N]) -> Self {
        Self::new(values)
    }
}

impl<const N: usize> fmt::Debug for U64SeqArray<N> {
    /// Shows the values one [`try_load`](Self::try_load) returns, or `<store in progress>`:
    /// it never waits.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        backend::debug(f, "U64SeqArray", self.try_load())
    }
}

/// `N` `u64`s with one serialized writer, read whole, by every reader at once, even one
/// that interrupts the writer: the kernel's latch over a group, two barriers per side, on
/// every backend.
///
/// [`U64Latch`]'s algorithm over `N` words (two `AtomicU32` halves each on the split
/// backend, one `AtomicU64` on the native one): a sequence and two copies of the group; a
/// store writes the copy readers are not sent to, then sends them there. A reader that
/// preempted the writer anywhere in a store succeeds on its first attempt, with the group
/// before or after that store.
///
/// # Examples
///
/// A clock's epoch, as the kernel's `sched_clock` latches `epoch_ns` and `epoch_cyc`: the
/// timer code updates the pair, and an interrupt of higher priority (or an NMI) converts a
/// cycle count with a consistent pair, without waiting for the update it interrupted:
///
/// ```
/// use u64copy::U64LatchArray;
///
/// /// `[epoch_ns, epoch_cyc]`.
/// static EPOCH: U64LatchArray<2> = U64LatchArray::new([0, 0]);
///
/// // The only writer: a new epoch every time the clock is reprogrammed.
/// fn update_epoch(epoch_ns: u64, epoch_cyc: u64) {
///     EPOCH.store([epoch_ns, epoch_cyc]);
/// }
///
/// // Any handler, even one that preempted `update_epoch`: at 1 cycle per ns.
/// fn sched_clock(cycles: u64) -> u64 {
///     let [epoch_ns, epoch_cyc] = EPOCH.load();
///     epoch_ns + (cycles - epoch_cyc)
/// }
///
/// update_epoch(1_000_000, 5_000);
/// assert_eq!(sched_clock(5_250), 1_000_250);
/// ```
///
/// # What `load` returns
///
/// What [`U64SeqArray`] returns (the values of one store, never older than a completed
/// store, never back), with the latch's exception: an attempt that spans a multiple of 2^32
/// stores. [`load`](Self::load) never waits for a store in progress; it retries only when a
/// store completes during its attempt.
///
/// # Layout
///
/// A 32-bit sequence and two copies of the `N` values, aligned to 32: `4 + 16 * N` bytes on
/// the split backend, `8 + 16 * N` on the native one, rounded up to 32 (64 bytes for
/// `N = 2` on both).
#[repr(transparent)]
pub struct U64LatchArray<const N: usize> {
    inner: Latch<ArrayWord, N>,
}

impl<const N: usize> U64LatchArray<N> {
    const_fn_unless_loom! {
        /// Creates a `U64LatchArray` holding `values`.
        ///
        /// `const`, so it can initialize a `static` (except under `cfg(u64copy_loom)`, where
        /// atomics are created inside the model).
        ///
        /// # Examples
        ///
        /// ```
        /// use u64copy::U64LatchArray;
        ///
        /// static COUNTERS: U64LatchArray<2> = U64LatchArray::new([0, 0]);
        /// assert_eq!(COUNTERS.load(), [0, 0]);
        /// ```
        #[inline]
        #[must_use]
        pub fn new(values: [u64; N]) -> Self {
            U64LatchArray {
                inner: Latch::from_copies(ArrayWord::array(values), ArrayWord::array(values)),
            }
        }
    }

    /// Loads the values, retrying while stores complete during the attempt.
    ///
    /// It never waits for a store in progress: a reader that preempted the writer on its
    /// core succeeds on its first attempt.
    ///
    /// # Examples
    ///
    /// ```
    /// use u64copy::U64LatchArray;
    ///
    /// let group = U64LatchArray::new([1, 1 << 40]);
    /// assert_eq!(group.load(), [1, 1 << 40]);
    /// ```
    #[inline]
    #[must_use]
    pub fn load(&self) -> [u64; N] {
        self.inner.load()
    }

    /// Loads the values once: `None` only if a store completed during the attempt.
    ///
    /// `Some` holds what [`load`](Self::load) could have returned. It is always `Some` in a
    /// reader that preempted the writer on its core.
    ///
    /// # Examples
    ///
    /// ```
    /// use u64copy::U64LatchArray;
    ///
    /// let group = U64LatchArray::new([7, 8]);
    /// // Nothing is storing, so the one attempt succeeds.
    /// assert_eq!(group.try_load(), Some([7, 8]));
    /// ```
    #[inline]
    #[must_use]
    pub fn try_load(&self) -> Option<[u64; N]> {
        self.inner.try_load()
    }

    /// Stores `values`, all of them as one store: no load returns some of them with values
    /// of another store.
    ///
    /// Stores must be serialized by the caller, as for the single values: one `store` or
    /// [`update`](Self::update) at a time. The store itself never waits.
    ///
    /// # Examples
    ///
    /// ```
    /// use u64copy::U64LatchArray;
    ///
    /// let group = U64LatchArray::new([0; 3]);
    /// group.store([1, 2, u64::MAX]);
    /// assert_eq!(group.load(), [1, 2, u64::MAX]);
    /// ```
    #[inline]
    pub fn store(&self, values: [u64; N]) {
        self.inner.store(values);
    }

    /// Stores `f(previous)` and returns `previous`: the writer's read-modify-write of the
    /// whole group.
    ///
    /// **Not an atomic read-modify-write**: a [`store`](Self::store), under the same rule
    /// (one writer at a time); see [`U64Copy::update`]. `f` runs exactly once.
    ///
    /// # Examples
    ///
    /// ```
    /// use u64copy::U64LatchArray;
    ///
    /// let stats = U64LatchArray::new([0, 0]);
    /// // The receive path, the only writer: one packet of 1500 bytes.
    /// let previous = stats.update(|[packets, bytes]| [packets + 1, bytes + 1500]);
    /// assert_eq!(previous, [0, 0]);
    /// assert_eq!(stats.load(), [1, 1500]);
    /// ```
    #[inline]
    pub fn update(&self, f: impl FnOnce([u64; N]) -> [u64; N]) -> [u64; N] {
        self.inner.update(f)
    }

    /// Consumes the group and returns its values.
    ///
    /// # Examples
    ///
    /// ```
    /// use u64copy::U64LatchArray;
    ///
    /// let group = U64LatchArray::new([3, 4]);
    /// group.store([5, 6]);
    /// assert_eq!(group.into_inner(), [5, 6]);
    /// ```
    #[inline]
    #[must_use]
    pub fn into_inner(self) -> [u64; N] {
        self.inner.load_by_writer()
    }
}

impl<const N: usize> Default for U64LatchArray<N> {
    /// A group of zeros.
    #[inline]
    fn default() -> Self {
        Self::new([0; N])
    }
}

impl<const N: usize> From<[u64; N]> for U64LatchArray<N> {
    #[inline]
    fn from(values: [u64; N]) -> Self {
        Self::new(values)
    }
}

impl<const N: usize> fmt::Debug for U64LatchArray<N> {
    /// Shows the values one [`try_load`](Self::try_load) returns, or `<store in progress>`:
    /// it never waits.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        backend::debug(f, "U64LatchArray", self.try_load())
    }
}
