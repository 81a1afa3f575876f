//! A 64-bit clock from a short hardware counter: [`HalfPeriodCounter`] for a timer with an
//! overflow and a half-period event (a compare channel at half the period), and
//! [`OverflowCounter`] for a timer with an overflow event only.
//!
//! Both keep their count in a [`U64Latch`], which the timer's interrupt handler writes and
//! every reader reads without waiting: a reader never writes, never masks interrupts and
//! never waits for the handler, at any priority. The hardware is yours to access, through
//! [`HalfPeriodTimer`] or [`OverflowTimer`]; the arithmetic, the order of the accesses and
//! the checks are here, once.
//!
//! The counter is read *inside* the latch's read attempt, as Linux's `sched_clock()` reads its
//! clocksource inside its latch: the count and the counter always belong together. The
//! handler counts from the flags, and confirms each crossing with the counter, so a late
//! handler (both flags pending) heals, a stale flag (a clear still in flight when the
//! interrupt returns, a flag latched when the timer started) is ignored, and a flag that
//! comes a few steps before its crossing is waited for ([`HalfPeriodTimer::EARLY`]).
//!
//! `tests/README.md` ("The timer model") checks every interleaving of these algorithms, and of
//! the drivers in the field, at the granularity of hardware accesses; `targets/rtic` and
//! `targets/embassy` run them in RTIC 2 and embassy under QEMU.

use crate::U64Latch;

/// A set of the two events of a half-period timer: its counter crossing half its period
/// ([`HALF`](Self::HALF)) and wrapping to zero ([`OVERFLOW`](Self::OVERFLOW)).
///
/// # Examples
///
/// ```
/// use u64copy::timer::Events;
///
/// let both = Events::HALF.union(Events::OVERFLOW);
/// assert_eq!(both, Events::BOTH);
/// assert!(both.contains(Events::HALF));
/// assert!(!Events::HALF.contains(Events::OVERFLOW));
/// // The empty set is in every set.
/// assert!(Events::HALF.contains(Events::NONE));
/// assert!(Events::NONE.is_empty());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct Events(u8);

impl Events {
    /// No event.
    pub const NONE: Events = Events(0);
    /// The counter wrapped from its largest value to zero.
    pub const OVERFLOW: Events = Events(1);
    /// The counter crossed half its period (its top bit was set).
    pub const HALF: Events = Events(2);
    /// Both events.
    pub const BOTH: Events = Events(3);

    /// Whether every event of `other` is in `self` (so `contains(NONE)` is always true).
    #[inline]
    #[must_use]
    pub const fn contains(self, other: Events) -> bool {
        self.0 & other.0 == other.0
    }

    /// The events of `self` and of `other`.
    #[inline]
    #[must_use]
    pub const fn union(self, other: Events) -> Events {
        Events(self.0 | other.0)
    }

    /// Whether no event is in the set.
    #[inline]
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    const fn without(self, other: Events) -> Events {
        Events(self.0 & !other.0)
    }
}

/// The register access of a timer whose counter counts up through `2^BITS` values and which
/// raises two events: the overflow (the counter wraps to 0) and the half period (the counter
/// reaches `2^(BITS-1)`, e.g. a compare channel set there).
///
/// Implement it for your timer's registers; [`HalfPeriodCounter`] does the rest.
///
/// # Examples
///
/// A simulated timer (on hardware, each method is a register access):
///
/// ```
/// use core::cell::Cell;
/// use u64copy::timer::{Events, HalfPeriodTimer};
///
/// struct Timer {
///     count: Cell<u32>,
///     half: Cell<bool>,
///     overflow: Cell<bool>,
/// }
///
/// impl HalfPeriodTimer for Timer {
///     fn counter(&self) -> u32 {
///         self.count.get() // e.g. `TIM2.cnt().read()`; a down-counter negated
///     }
///     fn pending(&self) -> Events {
///         let half = if self.half.get() { Events::HALF } else { Events::NONE };
///         let overflow = if self.overflow.get() { Events::OVERFLOW } else { Events::NONE };
///         half.union(overflow) // e.g. the status register's CC1IF and UIF
///     }
///     fn clear(&self, events: Events) {
///         // Write-one-to-clear or write-zero-to-clear, never a read-modify-write of the
///         // status register (that loses a flag set between its read and its write), then
///         // read back (or a barrier) so that the clear has landed before returning.
///         if events.contains(Events::HALF) {
///             self.half.set(false);
///         }
///         if events.contains(Events::OVERFLOW) {
///             self.overflow.set(false);
///         }
///     }
/// }
/// # let timer = Timer { count: Cell::new(0), half: Cell::new(false), overflow: Cell::new(false) };
/// # assert!(timer.pending().is_empty());
/// ```
pub trait HalfPeriodTimer {
    /// How many counter steps before its crossing a flag may be set (0: on the very step, as
    /// on most timers). Chips whose events come early (a SAMD51 RTC overflow, an i.MX RT GPT
    /// rollover) declare it, and the handler waits that long for the counter to show the
    /// crossing, and [`HalfPeriodCounter::now_with_pending`] does not count a flag up to
    /// `EARLY` steps ahead of its crossing. The price: a crossing must then be counted within
    /// a period less `EARLY` steps, not a whole period ([`HalfPeriodCounter`]'s conditions).
    /// Below the half period, checked at compile time:
    ///
    /// ```compile_fail
    /// # use u64copy::timer::{Events, HalfPeriodCounter, HalfPeriodTimer};
    /// struct Early;
    /// impl HalfPeriodTimer for Early {
    ///     const EARLY: u32 = 128; // HalfPeriodCounter<8>'s half period
    ///     fn counter(&self) -> u32 { 0 }
    ///     fn pending(&self) -> Events { Events::NONE }
    ///     fn clear(&self, _: Events) {}
    /// }
    /// let _ = HalfPeriodCounter::<8>::new().on_interrupt(&Early);
    /// ```
    const EARLY: u32 = 0;

    /// The counter, as an up-count of `BITS` bits whose overflow flag comes as it steps to 0.
    /// A down-counter that raises its event as it reaches 0 is its negation
    /// (`value.wrapping_neg()`), not its inversion (`!value` steps to 0 one step after the
    /// event). Bits above `BITS` are ignored.
    ///
    /// The value is the counter at an instant within the call. A capture (a task or register
    /// write that latches the counter, then a read of the capture register, as on the nRF's
    /// TIMER) qualifies: the capture lands before the read that returns it, and a reader that
    /// captures in between from a higher priority takes its own value and leaves one of an
    /// instant within this call. A value that lags the counter (an unsynchronised read of a
    /// counter in another clock domain, a step behind) does not: a handler that runs within a
    /// step of a crossing then sees its flag ahead of the counter, and with `EARLY` ends its
    /// wait a step early and counts the crossing before it (a period ahead until the counter
    /// gets there), without `EARLY` takes the flag for stale (a period behind for good).
    ///
    /// The counter must run while the timer's interrupt is enabled: the handler waits for it
    /// (an early flag's crossing, the step after a crossing where a flag may lag), and ends a
    /// wait that sees it unchanged for [`STALL_READS`] reads with the flag left pending
    /// ([`Handled::stopped`]).
    fn counter(&self) -> u32;

    /// Both flags as they are at an instant within the call. Never clears anything (a status
    /// register that clears on read does not fit). Flags in two registers (two timers, or two peripherals) may be
    /// read one after the other: the handler reads them again after the counter and decides
    /// only on a reading where they did not change.
    fn pending(&self) -> Events;

    /// Clears the flags of `events`, and returns once the clear has taken effect (a
    /// read-back, or the bus's barrier), so that the interrupt does not re-enter for it.
    fn clear(&self, events: Events);
}

/// What one call of [`HalfPeriodCounter::on_interrupt`] did.
///
/// # Examples
///
/// ```
/// use u64copy::timer::Handled;
///
/// let handled = Handled::default();
/// assert_eq!((handled.counted, handled.late, handled.missed), (0, false, false));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
#[non_exhaustive]
pub struct Handled {
    /// The crossings counted: 0, 1, or 2 for a handler that came late.
    pub counted: u8,
    /// The flags found pending that stood for no new crossing, cleared without counting: a
    /// flag of the kind the count does not expect (a re-entry before its clear landed), or one
    /// of the kind it expects with its crossing neither behind the counter nor up to `EARLY`
    /// steps ahead (a flag latched at start, or one earlier than `EARLY` declares).
    pub stale: Events,
    /// Both crossings counted in one entry: the handler ran late, at least half a period after
    /// the first crossing (less `EARLY` steps where the second flag came early).
    /// [`HalfPeriodCounter::now`] may have been a period behind meanwhile;
    /// [`HalfPeriodCounter::now_with_pending`] was not. For the firmware to log.
    pub late: bool,
    /// Counter reads spent waiting for a flag that came before its crossing
    /// ([`HalfPeriodTimer::EARLY`]).
    pub early_reads: u32,
    /// The expected flag was absent and the other kind's pending while the counter showed a
    /// crossing that no flag explains (the expected flag lost to a read-modify-write clear,
    /// or a flag earlier than `EARLY` declares): the clock is a period behind from here on.
    /// What one entry can see, not every loss: a handler held off for more than a period finds both flags set
    /// and is not told (two crossings of one kind show as one flag; [`HalfPeriodCounter`]'s
    /// conditions). Debug builds panic instead of returning it.
    pub missed: bool,
    /// The counter did not move in [`STALL_READS`] reads while the handler waited for it (an
    /// early flag's crossing, or the step after a crossing where a flag may lag): a counter
    /// that does not run while its interrupt is enabled. The handler returned without
    /// counting that flag and left it pending, so the interrupt enters again and the wait
    /// resumes; the clock is exact once the counter runs. Debug builds panic instead of
    /// returning it.
    pub stopped: bool,
}

/// How many counter reads in a row that see the counter unchanged end a wait of
/// [`HalfPeriodCounter::on_interrupt`] ([`Handled::stopped`]): `2^20`. A read takes at least
/// a core cycle, so a counter that steps at least once per 2^20 cycles (1 kHz on a 1 GHz core)
/// never ends a wait.
pub const STALL_READS: u32 = 1 << 20;

/// A 64-bit clock from a `BITS`-bit hardware counter and the count of its half periods, which
/// the timer's interrupt advances at the overflow and at the half period. `BITS` is 2 to 32,
/// checked at compile time.
///
/// The count is even after the overflow and odd after the half period, as rtic-time's
/// `half_period_counter` has it, so the time is [`combine`](Self::combine)`(count,
/// counter)`: right while the count is at most one crossing behind the counter. That one
/// crossing of slack is what lets a reader run while a flag is pending and its handler has
/// not run yet.
///
/// # Conditions, and what happens when one breaks
///
/// - **One writer**: [`on_interrupt`](Self::on_interrupt), from the one interrupt of the
///   timer's events. Debug builds panic where another one stores during it (a nested
///   handler, a second vector at another priority, another core), also where this one then
///   stores nothing, at the caller's line.
/// - **The start sequence**: start the counter, clear both flags, and check that `pending()`
///   is empty before enabling the interrupt (a timer left running by a bootloader, or a soft
///   reset without a peripheral reset, keeps its flags). One flag latched at start is stale to
///   every reader and to the handler, but both latched, with the count at 0 and the counter in
///   its lower half, are what a handler a whole period late finds: it counts both, and the
///   clock is a period ahead for good.
/// - **A counter that runs** while the interrupt is enabled, read at an instant within each
///   call ([`HalfPeriodTimer::counter`]). The handler waits for it where a flag may come early
///   or lag; a wait that sees it unchanged for [`STALL_READS`] reads ends with the flag left
///   pending and nothing counted ([`Handled::stopped`]; debug builds panic), so the interrupt
///   enters again until it runs, then the clock is exact.
/// - [`now`](Self::now) is exact while every crossing is counted within **half a period** of
///   it (the interrupt's latency plus the handler's run), given flags no earlier than `EARLY`
///   declares. An undeclared early flag that the handler meets before its crossing is stale,
///   and its crossing goes uncounted: a period behind for good; where the handler meets every
///   flag before its crossing (a slow counter), no crossing is ever counted and the clock
///   repeats one period (debug builds panic at the first overflow flag: `missed`). A crossing
///   counted later leaves `now` a period behind until it is counted (readers masking the
///   interrupt, or above it), then exact again: the handler counts both crossings when it
///   runs late.
/// - [`now_with_pending`](Self::now_with_pending) is exact while every crossing is counted
///   within **a whole period** of it (a period less `EARLY` steps: later, the pending flag
///   looks like the next crossing's early one), given the start sequence and flags no earlier
///   than `EARLY` declares. Past that a flag stands for two crossings, and the handler counts
///   one: the clock is a period behind for good, which no reader that never writes can
///   recover, and no entry reports. One case no reader can tell apart: a flag that lags its
///   counter step (a fraction of a step after it, as QEMU's CMSDK timer sets it) while a
///   crossing is uncounted for more than half a period, on that very step, shows the flags
///   and the counter of a stale flag after an entry that counted both crossings;
///   `now_with_pending` takes it for the stale flag, a period behind for that fraction of a
///   step (the handler waits for the next step there, and is exact).
/// - One call of a reader lasts less than half a period.
/// - A flag lost to a read-modify-write clear leaves the clock a period behind for good (the
///   next flag, of the other kind, looks stale). The handler reports it as `missed` only where
///   it is entered with the other kind's flag pending, the expected one absent, while the
///   counter is in the half the count does not expect; an entry with no flag pending reports
///   nothing. `missed` is what one entry can see, not a detector of every loss.
/// - Stale flags (the clear of one not yet landed when the interrupt returned, also after an
///   entry that counted both crossings) change nothing while the handler runs within half a
///   period of them, and an entry with no flag pending (an alarm sharing the vector) changes
///   nothing. A handler that clears a stale flag later than that, at or after its kind's next
///   crossing, takes that crossing's flag with it: it sees the counter past the crossing and
///   counts it, but readers above it (or on another core) are a period behind until it does.
///   A stale flag beside a flag that lags its step: the handler can meet the stale flag alone
///   with the counter past a crossing whose flag has not risen yet, and reports `missed` (debug
///   builds panic) though the clock stays exact. A stale re-entry of both flags after an entry
///   that counted both crossings is what a handler a period late finds (a period ahead for
///   good, as both flags latched at start).
/// - The count wraps at 2^64 half periods, as [`combine`](Self::combine) does, in every build.
///
/// # Examples
///
/// ```
/// use core::cell::Cell;
/// use u64copy::timer::{Events, HalfPeriodCounter, HalfPeriodTimer};
///
/// // A simulated 16-bit timer; on hardware each method is a register access.
/// struct Timer { count: Cell<u32>, flags: Cell<u8> }
/// impl HalfPeriodTimer for Timer {
///     fn counter(&self) -> u32 { self.count.get() }
///     fn pending(&self) -> Events {
///         let f = self.flags.get();
///         let half = if f & 2 != 0 { Events::HALF } else { Events::NONE };
///         let overflow = if f & 1 != 0 { Events::OVERFLOW } else { Events::NONE };
///         half.union(overflow)
///     }
///     fn clear(&self, events: Events) {
///         let mut f = self.flags.get();
///         if events.contains(Events::HALF) { f &= !2 }
///         if events.contains(Events::OVERFLOW) { f &= !1 }
///         self.flags.set(f);
///     }
/// }
///
/// static CLOCK: HalfPeriodCounter<16> = HalfPeriodCounter::new();
/// let timer = Timer { count: Cell::new(0), flags: Cell::new(0) };
///
/// // The counter passes half way: the flag is set, the interrupt not yet run.
/// timer.count.set(0x8005);
/// timer.flags.set(2);
/// assert_eq!(CLOCK.now(&timer), 0x8005); // right already
///
/// // The timer's interrupt handler:
/// let handled = CLOCK.on_interrupt(&timer);
/// assert_eq!(handled.counted, 1);
/// assert_eq!(CLOCK.half_periods(), 1);
///
/// // The counter wraps; the handler runs late, after the next half period too.
/// timer.count.set(0x8001);
/// timer.flags.set(3);
/// assert_eq!(CLOCK.now_with_pending(&timer), 0x1_8001); // exact; `now` would be 0x8001
/// let handled = CLOCK.on_interrupt(&timer);
/// assert!(handled.late);
/// assert_eq!(CLOCK.now(&timer), 0x1_8001);
/// ```
///
/// `BITS` outside 2 to 32 does not build:
///
/// ```compile_fail
/// use u64copy::timer::HalfPeriodCounter;
///
/// static CLOCK: HalfPeriodCounter<33> = HalfPeriodCounter::new();
/// ```
///
/// ```compile_fail
/// use u64copy::timer::HalfPeriodCounter;
///
/// let _ = HalfPeriodCounter::<1>::combine(0, 0);
/// ```
#[derive(Debug)]
pub struct HalfPeriodCounter<const BITS: u32> {
    // The count of half periods. Its parity tells a reader of the flags which flag the count
    // already includes (the kind that made it) from the next crossing's, at every instruction
    // of the handler, so no marker is needed (`OverflowCounter`'s one flag has no parity).
    latch: U64Latch,
}

impl<const BITS: u32> Default for HalfPeriodCounter<BITS> {
    /// [`new`](Self::new): a clock at 0.
    fn default() -> Self {
        Self::with_half_periods(0)
    }
}

/// `OverflowCounter`'s marker, beside its count: set while the handler has stored a new
/// count and not yet cleared the flag it counted. In the top bit, so that the count needs no
/// shift (a count of 2^63 wraps is past any clock).
const MARKER: u64 = 1 << 63;

impl<const BITS: u32> HalfPeriodCounter<BITS> {
    /// Ticks per half period: `2^(BITS-1)`.
    pub const HALF_PERIOD: u32 = {
        assert!(BITS >= 2, "HalfPeriodCounter<BITS>: BITS below 2");
        assert!(BITS <= 32, "HalfPeriodCounter<BITS>: BITS above 32");
        1 << (BITS - 1)
    };

    const MASK: u32 = u32::MAX >> (32 - BITS);

    crate::sync::const_fn_unless_loom! {
        /// A clock at 0 (count 0: start the counter at 0, or call
        /// [`with_half_periods`](Self::with_half_periods)). `const`, for a `static` (except
        /// under `cfg(u64copy_loom)`).
        ///
        /// # Examples
        ///
        /// ```
        /// use u64copy::timer::HalfPeriodCounter;
        ///
        /// static CLOCK: HalfPeriodCounter<24> = HalfPeriodCounter::new();
        /// assert_eq!(CLOCK.half_periods(), 0);
        /// assert_eq!(HalfPeriodCounter::<24>::HALF_PERIOD, 1 << 23);
        /// ```
        #[inline]
        #[must_use]
        pub fn new() -> Self {
            Self::with_half_periods(0)
        }
    }

    crate::sync::const_fn_unless_loom! {
        /// A clock whose count of half periods starts at `count`: even for a counter in its
        /// lower half, odd for one in its upper half.
        ///
        /// # Examples
        ///
        /// ```
        /// use u64copy::timer::HalfPeriodCounter;
        ///
        /// let clock = HalfPeriodCounter::<16>::with_half_periods(4);
        /// assert_eq!(clock.half_periods(), 4);
        /// ```
        #[inline]
        #[must_use]
        pub fn with_half_periods(count: u64) -> Self {
            let _valid = Self::HALF_PERIOD;
            HalfPeriodCounter {
                latch: U64Latch::new(count),
            }
        }
    }

    /// The time from a count of half periods and a counter read after it: rtic-time's
    /// `calculate_now` arithmetic, `count * HALF_PERIOD + (counter ^ (count & 1) *
    /// HALF_PERIOD)`. Right while the counter is in the half the count says or in the next:
    /// the unique `t` with `t ≡ counter (mod 2^BITS)` and `t / HALF_PERIOD` in `count ..=
    /// count + 1`. Wraps at 2^64.
    ///
    /// # Examples
    ///
    /// ```
    /// use u64copy::timer::HalfPeriodCounter;
    ///
    /// type Clock = HalfPeriodCounter<16>;
    /// assert_eq!(Clock::combine(0, 0x7fff), 0x7fff);
    /// // Count 0 and a counter past half way: the half-period event is not counted yet.
    /// assert_eq!(Clock::combine(0, 0x8000), 0x8000);
    /// // Count 1 and a counter that wrapped: the overflow is not counted yet.
    /// assert_eq!(Clock::combine(1, 0x0002), 0x1_0002);
    /// assert_eq!(Clock::combine(2, 0x0002), 0x1_0002);
    /// ```
    #[inline]
    #[must_use]
    pub const fn combine(half_periods: u64, counter: u32) -> u64 {
        let _valid = Self::HALF_PERIOD;
        let half_bit = BITS - 1;
        let upper = half_periods << half_bit;
        upper.wrapping_add(((half_periods & 1) << half_bit) ^ (counter & Self::MASK) as u64)
    }

    /// The count of half periods the handler has stored.
    ///
    /// # Examples
    ///
    /// ```
    /// use u64copy::timer::HalfPeriodCounter;
    ///
    /// assert_eq!(HalfPeriodCounter::<16>::with_half_periods(3).half_periods(), 3);
    /// ```
    #[inline]
    #[must_use]
    pub fn half_periods(&self) -> u64 {
        self.latch.load()
    }

    /// The time: the count and the counter read in one attempt of the latch
    /// ([`U64Latch::try_load_with`], retried), then [`combine`](Self::combine)d. Never writes, never
    /// waits for the handler (it retries only where the handler completed a store during the
    /// attempt, which a reader above the handler never sees). Exact while every crossing is
    /// counted within half a period of it (the type's conditions).
    ///
    /// # Examples
    ///
    /// ```
    /// # use core::cell::Cell;
    /// # use u64copy::timer::{Events, HalfPeriodTimer};
    /// # struct Timer(Cell<u32>);
    /// # impl HalfPeriodTimer for Timer {
    /// #     fn counter(&self) -> u32 { self.0.get() }
    /// #     fn pending(&self) -> Events { Events::NONE }
    /// #     fn clear(&self, _: Events) {}
    /// # }
    /// use u64copy::timer::HalfPeriodCounter;
    ///
    /// let clock = HalfPeriodCounter::<16>::with_half_periods(6); // three periods
    /// let timer = Timer(Cell::new(0x1234));
    /// assert_eq!(clock.now(&timer), 3 * 0x1_0000 + 0x1234);
    /// ```
    #[inline]
    #[must_use]
    pub fn now<T: HalfPeriodTimer>(&self, timer: &T) -> u64 {
        let (count, counter) = load_with_registers(&self.latch, || timer.counter());
        Self::combine(count, counter)
    }

    /// One attempt of [`now`](Self::now): `None` only where the handler stored during it,
    /// which only a reader below the handler (that the handler interrupted) or on another core
    /// can see.
    ///
    /// # Examples
    ///
    /// ```
    /// # use core::cell::Cell;
    /// # use u64copy::timer::{Events, HalfPeriodTimer};
    /// # struct Timer(Cell<u32>);
    /// # impl HalfPeriodTimer for Timer {
    /// #     fn counter(&self) -> u32 { self.0.get() }
    /// #     fn pending(&self) -> Events { Events::NONE }
    /// #     fn clear(&self, _: Events) {}
    /// # }
    /// use u64copy::timer::HalfPeriodCounter;
    ///
    /// let clock = HalfPeriodCounter::<16>::new();
    /// assert_eq!(clock.try_now(&Timer(Cell::new(9))), Some(9));
    /// ```
    #[inline]
    #[must_use]
    pub fn try_now<T: HalfPeriodTimer>(&self, timer: &T) -> Option<u64> {
        self.latch
            .try_load_with(|| timer.counter())
            .map(|(count, counter)| Self::combine(count, counter))
    }

    /// The time, counting the crossings whose flags are pending and that the handler has not
    /// counted yet: the count, the flags and the counter read in one attempt of the latch.
    /// Exact while every crossing is counted within a whole period of it (less `EARLY` steps),
    /// so for a reader that masks the timer's interrupt for up to that long (a `block_for` in
    /// a critical section) or a handler starved as long; needs the start sequence (the type's
    /// conditions). Costs one more register read than [`now`](Self::now): the flags, then the
    /// counter; and the flags once more where one is pending alone while the counter is in the
    /// half that ends at its crossing (stale, early, or a crossing uncounted for more than half
    /// a period with the next one between the two reads).
    ///
    /// The flag of the next crossing the count expects adds one where it changes the time:
    /// with the counter back in the count's half, beside the other flag (the expected one
    /// alone there is stale, or up to `EARLY` steps ahead of its crossing);
    /// [`combine`](Self::combine) covers one crossing more, so both crossings of a period are
    /// right. The count's parity tells that flag from the one the handler has just counted and
    /// not yet cleared.
    ///
    /// # Examples
    ///
    /// ```
    /// # use core::cell::Cell;
    /// # use u64copy::timer::HalfPeriodTimer;
    /// # struct Timer(Cell<u32>, Cell<Events>);
    /// # impl HalfPeriodTimer for Timer {
    /// #     fn counter(&self) -> u32 { self.0.get() }
    /// #     fn pending(&self) -> Events { self.1.get() }
    /// #     fn clear(&self, _: Events) {}
    /// # }
    /// use u64copy::timer::{Events, HalfPeriodCounter};
    ///
    /// let clock = HalfPeriodCounter::<8>::new();
    /// // Both crossings of a period passed, the handler held off: `now` is a period behind.
    /// let timer = Timer(Cell::new(0x05), Cell::new(Events::BOTH));
    /// assert_eq!(clock.now(&timer), 0x005);
    /// assert_eq!(clock.now_with_pending(&timer), 0x105);
    /// ```
    #[inline]
    #[must_use]
    pub fn now_with_pending<T: HalfPeriodTimer>(&self, timer: &T) -> u64 {
        let (count, (pending, counter)) = load_with_registers(&self.latch, || {
            let pending = timer.pending();
            let counter = timer.counter();
            if Self::alone_before_its_crossing(pending, counter) {
                (pending.union(timer.pending()), counter)
            } else {
                (pending, counter)
            }
        });
        let uncounted = Self::uncounted(count, pending, counter, Early::<T, BITS>::STEPS);
        Self::combine(count.wrapping_add(uncounted as u64), counter)
    }

    /// Whether one flag is pending alone while the counter is in the half that ends at its
    /// crossing: a stale or early flag, or one crossing uncounted for more than half a period
    /// with the next one between the flags' read and the counter's. Only a second read of the
    /// flags tells these apart: the flag of that next crossing then shows.
    const fn alone_before_its_crossing(pending: Events, counter: u32) -> bool {
        let upper = (counter & Self::MASK) >> (BITS - 1) == 1;
        pending.0
            == if upper {
                Events::OVERFLOW.0
            } else {
                Events::HALF.0
            }
    }

    /// Whether the crossing the count expects next is behind `counter` and uncounted, where
    /// that changes the time: in the count's half (in the other half [`combine`](Self::combine)
    /// gives the same with or without it). There that crossing is behind only if the one after
    /// it is too, so both flags must be pending: the expected one alone is stale (a clear of an
    /// entry that counted both crossings, not landed when it returned) or early.
    const fn uncounted(count: u64, pending: Events, counter: u32, early: u32) -> bool {
        let next = Self::expected(count);
        !Self::crossed(count, counter)
            && pending.contains(next.union(Self::expected(count.wrapping_add(1))))
            && !Self::early(next, counter, early)
    }

    /// The timer interrupt's handler, its only writer: counts the crossings the flags report
    /// and the counter confirms, in order, and clears each flag (for each crossing: the new
    /// count stored, then the flag cleared). It decides on one consistent reading of the flags
    /// and the counter: flags, counter, flags again, until no flag came between (so a reader
    /// above it may preempt it anywhere, for up to a period less `EARLY` steps, and a
    /// `pending` that reads two registers is read as at one instant). Stale flags are cleared
    /// uncounted; an early one is waited for (its crossing [`HalfPeriodTimer::EARLY`] counter
    /// steps ahead at most, counted in steps from that reading); on the step that begins the
    /// count's half, with only the expected flag pending, it waits for the next step and reads
    /// again (a flag that lags its step shows then); both waits end after
    /// [`STALL_READS`] reads of an unchanged counter ([`Handled::stopped`]). After clearing a
    /// stale flag it reads the counter again: where that flag's kind crossed meanwhile (the
    /// clear may have taken the new flag with it), it decides again with that flag pending. An
    /// entry with no flag pending does nothing. A flag pending while the counter is in a half
    /// that neither the count nor the flags explain is [`Handled::missed`].
    ///
    /// # Panics
    ///
    /// In debug builds, at the caller's line: where [`Handled::missed`] or
    /// [`Handled::stopped`] would be set, and where another writer stored after this
    /// handler's first read (a nested or second handler), also where this one stores nothing.
    ///
    /// # Examples
    ///
    /// ```
    /// # use core::cell::Cell;
    /// # use u64copy::timer::HalfPeriodTimer;
    /// # struct Timer(Cell<u32>, Cell<Events>);
    /// # impl HalfPeriodTimer for Timer {
    /// #     fn counter(&self) -> u32 { self.0.get() }
    /// #     fn pending(&self) -> Events { self.1.get() }
    /// #     fn clear(&self, events: Events) {
    /// #         let (half, overflow) = (self.1.get().contains(Events::HALF), self.1.get().contains(Events::OVERFLOW));
    /// #         let keep = |e: Events, set: bool| if set && !events.contains(e) { e } else { Events::NONE };
    /// #         self.1.set(keep(Events::HALF, half).union(keep(Events::OVERFLOW, overflow)));
    /// #     }
    /// # }
    /// use u64copy::timer::{Events, HalfPeriodCounter};
    ///
    /// static CLOCK: HalfPeriodCounter<16> = HalfPeriodCounter::new();
    /// // A flag latched as the timer started: the overflow's, at count 0. Stale: cleared,
    /// // not counted.
    /// let timer = Timer(Cell::new(3), Cell::new(Events::OVERFLOW));
    /// let handled = CLOCK.on_interrupt(&timer);
    /// assert_eq!((handled.counted, handled.stale), (0, Events::OVERFLOW));
    /// assert!(timer.pending().is_empty());
    /// assert_eq!(CLOCK.half_periods(), 0);
    /// ```
    #[cfg_attr(debug_assertions, track_caller)]
    pub fn on_interrupt<T: HalfPeriodTimer>(&self, timer: &T) -> Handled {
        let early = Early::<T, BITS>::STEPS;
        let mut writes = Writes::begin(&self.latch);
        let start = writes.last;
        let next = Self::expected(start);
        let after = Self::expected(start.wrapping_add(1));
        let mut handled = Handled::default();
        // Flags cleared as stale whose kind's crossing came before the clear landed: that
        // crossing's flag may be gone with them, so they count as pending from then on.
        let mut wiped = Events::NONE;
        let (mut counter, count_next, count_after, wait) = loop {
            let (read, counter) = Self::reading(timer);
            let pending = read.union(wiped);
            // Only the expected flag, on the very step that begins the count's half: a stale
            // flag of an entry that counted both crossings, or the expected crossing uncounted
            // for more than half a period with the other flag lagging its step (QEMU's CMSDK
            // timer sets it a fraction of a step later). One step later the other flag shows if
            // it is due; read again then.
            if pending == next && Self::steps_to(after, counter) == 0 {
                if Self::wait(timer, counter, 1).is_none() {
                    handled.stopped = true;
                    break (counter, false, false, false);
                }
                continue;
            }
            // Which crossings to count, which flags are stale, and whether the last crossing
            // counted is still ahead of the counter (an early flag).
            let (count_next, count_after, wait) = match (
                pending.contains(next),
                pending.contains(after),
                Self::crossed(start, counter),
            ) {
                (true, true, true) if Self::early(after, counter, early) => (true, true, true),
                (true, _, true) => (true, false, false),
                (true, true, false) if Self::early(next, counter, early) => (true, false, true),
                (true, true, false) => (true, true, false),
                // The expected flag with its crossing neither behind nor `EARLY` ahead:
                // latched at start, stale after an entry that counted both crossings (or
                // earlier than declared).
                (true, false, false) => (Self::early(next, counter, early), false, true),
                // Only the other kind's flag, and the counter past a crossing it does not
                // show: the expected flag was lost.
                (false, after_pending, crossed) => {
                    handled.missed = after_pending && crossed;
                    (false, false, false)
                }
            };
            let mut stale = Events::NONE;
            if !count_after {
                stale = pending.without(next);
            }
            if !count_next {
                stale = pending;
            }
            // Before any count: after it, a stale flag would look like the next crossing's.
            if !stale.is_empty() {
                timer.clear(stale);
                handled.stale = handled.stale.union(stale);
                // A reader above the handler may hold it between its reading and the clear,
                // past the crossing of a stale flag's kind (less `EARLY` steps): decide again.
                let moved = timer.counter().wrapping_sub(counter) & Self::MASK;
                let mut again = Events::NONE;
                for kind in [Events::HALF, Events::OVERFLOW] {
                    if stale.contains(kind)
                        && moved > 0
                        && moved + early >= Self::steps_to(kind, counter)
                    {
                        again = again.union(kind);
                    }
                }
                if !again.is_empty() {
                    wiped = wiped.union(again);
                    handled.missed = false;
                    continue;
                }
            }
            break (counter, count_next, count_after, wait);
        };
        let mut count = start;
        for (kind, wanted) in [(next, count_next), (after, count_after)] {
            if !wanted {
                break;
            }
            if wait && !Self::crossed(count, counter) {
                // An early flag, its crossing 1 to `EARLY` steps ahead of this reading: behind
                // once the counter has run that many steps from it. Not by the counter's half:
                // a reader preempting this wait can leave the counter past the next crossing
                // too, back in the count's half.
                let from = counter;
                match Self::wait(timer, from, Self::steps_to(kind, from)) {
                    Some((read, reads)) => {
                        counter = read;
                        handled.early_reads += reads;
                    }
                    None => {
                        // Its flag left pending: the interrupt enters again.
                        handled.stopped = true;
                        break;
                    }
                }
            }
            count = count.wrapping_add(1);
            writes.store(count);
            timer.clear(kind);
            handled.counted += 1;
        }
        handled.late = handled.counted == 2;
        writes.finish();
        if handled.missed {
            missed();
        }
        if handled.stopped {
            stopped();
        }
        handled
    }

    /// The flags and the counter as at one instant: flags, counter, flags again, until no flag
    /// came between. Flags only rise between the handler's reads (it alone clears them), so
    /// the same flags before and after the counter read were the flags at that read.
    #[inline]
    fn reading<T: HalfPeriodTimer>(timer: &T) -> (Events, u32) {
        let mut pending = timer.pending();
        loop {
            let counter = timer.counter();
            let again = timer.pending();
            if again == pending {
                return (pending, counter);
            }
            pending = again;
        }
    }

    /// Reads the counter until it is `steps` steps past `from` (`steps` below the half
    /// period): the last read and the reads taken, or `None` where [`STALL_READS`] reads in a
    /// row saw it unchanged.
    fn wait<T: HalfPeriodTimer>(timer: &T, from: u32, steps: u32) -> Option<(u32, u32)> {
        let (mut counter, mut reads, mut unchanged) = (from, 0u32, 0);
        while counter.wrapping_sub(from) & Self::MASK < steps {
            core::hint::spin_loop();
            let read = timer.counter();
            reads = reads.saturating_add(1);
            unchanged = if (read ^ counter) & Self::MASK == 0 {
                unchanged + 1
            } else {
                0
            };
            if unchanged >= STALL_READS {
                return None;
            }
            counter = read;
        }
        Some((counter, reads))
    }

    /// The event the count expects next: the half period after an even count, the overflow
    /// after an odd one.
    const fn expected(count: u64) -> Events {
        if count & 1 == 0 {
            Events::HALF
        } else {
            Events::OVERFLOW
        }
    }

    /// Whether the counter is in the other half than the count says: one crossing (or an odd
    /// number) since.
    const fn crossed(count: u64, counter: u32) -> bool {
        ((counter & Self::MASK) >> (BITS - 1)) as u64 != count & 1
    }

    /// Whether the counter is at most `early` steps before the crossing of `kind`.
    const fn early(kind: Events, counter: u32, early: u32) -> bool {
        let steps = Self::steps_to(kind, counter);
        steps >= 1 && steps <= early
    }

    /// The counter steps from `counter` to the crossing of `kind` (0: on it).
    const fn steps_to(kind: Events, counter: u32) -> u32 {
        let boundary = if kind.contains(Events::HALF) {
            Self::HALF_PERIOD
        } else {
            0
        };
        boundary.wrapping_sub(counter) & Self::MASK
    }
}

/// A reader's load of the count with the timer's registers read inside the same attempt,
/// retried until an attempt succeeds. Attempts in a loop, not `load_with`: its retry takes the
/// closure by `&mut dyn FnMut`, which puts it (`&timer`) in memory on the fast path too. Each
/// attempt takes a copy of `read`, not `&mut read` (with which targets/rtic's cost table measured
/// `now_with_pending` one instruction longer).
#[inline(always)]
fn load_with_registers<R>(latch: &U64Latch, read: impl Fn() -> R + Copy) -> (u64, R) {
    loop {
        if let Some(loaded) = latch.try_load_with(read) {
            return loaded;
        }
        core::hint::spin_loop();
    }
}

/// `T::EARLY`, checked at compile time to be below the half period.
struct Early<T, const BITS: u32>(core::marker::PhantomData<T>);

impl<T: HalfPeriodTimer, const BITS: u32> Early<T, BITS> {
    const STEPS: u32 = {
        assert!(
            T::EARLY < HalfPeriodCounter::<BITS>::HALF_PERIOD,
            "HalfPeriodTimer::EARLY: not below the half period"
        );
        T::EARLY
    };
}

/// The handler's stores, each checked against the value it last stored (its own read first):
/// a store by anyone else in between is a second writer.
struct Writes<'a> {
    latch: &'a U64Latch,
    last: u64,
}

impl<'a> Writes<'a> {
    /// Starts from the handler's own read of the latch, as `fetch_update` reads it (no barrier,
    /// no retry).
    #[inline]
    fn begin(latch: &'a U64Latch) -> Self {
        let last = match latch.fetch_update(|_| None) {
            Ok(value) | Err(value) => value,
        };
        Writes { latch, last }
    }

    /// Debug builds: nobody stored since this handler's last read or store (a nested or second
    /// handler that ran after this one's first read, also where this one stores nothing).
    #[inline]
    #[cfg_attr(debug_assertions, track_caller)]
    fn finish(self) {
        if cfg!(debug_assertions) {
            let now = Writes::begin(self.latch).last;
            if now != self.last {
                second_writer(now, self.last);
            }
        }
    }

    #[inline]
    #[cfg_attr(debug_assertions, track_caller)]
    fn store(&mut self, value: u64) {
        if cfg!(debug_assertions) {
            let previous = self.latch.update(|_| value);
            if previous != self.last {
                second_writer(previous, self.last);
            }
        } else {
            self.latch.store(value);
        }
        self.last = value;
    }
}

#[cold]
#[cfg_attr(debug_assertions, track_caller)]
fn second_writer(found: u64, stored: u64) {
    panic!(
        "u64copy::timer: another writer stored during this handler (found {}, expected {}): \
         a nested or second handler (one writer only)",
        found, stored
    );
}

#[cold]
#[cfg_attr(debug_assertions, track_caller)]
fn stopped() {
    if cfg!(debug_assertions) {
        panic!(
            "u64copy::timer: the counter did not move in STALL_READS reads while the handler \
             waited for it: a counter that does not run while its interrupt is enabled (or a \
             HalfPeriodTimer::counter that does not read it)"
        );
    }
}

#[cold]
#[cfg_attr(debug_assertions, track_caller)]
fn missed() {
    if cfg!(debug_assertions) {
        panic!(
            "u64copy::timer: missed a crossing: the counter is in a half that neither the \
             count nor the flags explain (a flag lost to a read-modify-write clear, or a flag \
             earlier than HalfPeriodTimer::EARLY declares)"
        );
    }
}

/// The register access of a timer with an overflow event only: a counter that counts up
/// through `period` values and a flag set as it wraps to 0.
///
/// # Examples
///
/// ```
/// use core::cell::Cell;
/// use u64copy::timer::OverflowTimer;
///
/// // A simulated CMSDK-style down-counter reloaded with 999: an up-count of period 1000.
/// struct Timer { value: Cell<u32>, flag: Cell<bool> }
/// impl OverflowTimer for Timer {
///     fn counter(&self) -> u32 { 999 - self.value.get() }
///     fn pending(&self) -> bool { self.flag.get() }
///     fn clear(&self) { self.flag.set(false) }
/// }
/// # let timer = Timer { value: Cell::new(999), flag: Cell::new(false) };
/// # assert_eq!(timer.counter(), 0);
/// ```
pub trait OverflowTimer {
    /// The counter as an up-count in `0..period` whose flag comes as it steps to 0 (a
    /// down-counter whose event comes as it reaches 0: its negation modulo `period`).
    fn counter(&self) -> u32;

    /// Whether the overflow flag is set. Never clears it.
    fn pending(&self) -> bool;

    /// Clears the flag, and returns once the clear has taken effect.
    fn clear(&self);
}

/// A 64-bit clock from a counter with an overflow event only (CMSDK timers, LPTIM, a reload
/// timer): the count of its wraps, which the overflow interrupt advances, and the counter.
///
/// A reader takes the counter, the flag and the counter again inside one attempt of the
/// latch: with the flag set (and not yet counted) the time is `(wraps + 1) * period` plus the
/// second counter read (the flag was set before it was read, so the second read is after the
/// wrap); with it clear, `wraps * period` plus the first (no wrap before the flag read).
/// Reading the counter first and the flag after (embassy's LPTIM driver) is a period ahead
/// when the wrap falls between the two reads; reading no flag (embassy's CMSDK driver) is a
/// period behind whenever the handler has not run yet.
///
/// # Conditions, and what happens when one breaks
///
/// - One writer, [`on_interrupt`](Self::on_interrupt), from the overflow interrupt; debug
///   builds panic where another one stores during it (a nested or second handler), also where
///   this one then stores nothing, at the caller's line.
/// - The start sequence: start the counter, clear the flag, and check that it is clear
///   before enabling the interrupt. A flag latched at start is counted as a wrap: a period
///   ahead for good.
/// - Every wrap is counted within a period of it. A handler held off across `u` wraps finds
///   one flag and counts one: the clock loses `u − 1` periods for good, and no entry can tell
///   ([`OverflowHandled::late`] reports only an entry that came past half the period).
///   Readers that run meanwhile (a critical section that masks the interrupt) are exact until
///   the second wrap, then a period behind: a read right after it returns a period less than
///   one right before it.
/// - The flag is set on the very counter step of the wrap: one step early or late, readers
///   are a period off for that step.
/// - `clear` has landed when it returns: a stale flag re-entering the handler cannot be told
///   from a new wrap here (with one event there is no parity to check it against), and counts
///   a period that never happened.
/// - The counter is read at an instant within each call (see [`HalfPeriodTimer::counter`]).
///
/// **Which timers it does not fit**: SysTick, whose pending bit the hardware clears as its
/// handler starts (a reader that preempts the handler before its store sees neither the flag
/// nor the new count), and whose COUNTFLAG clears when read (the reader would consume the
/// writer's event). There, and on any timer whose flag a reader cannot read without changing
/// it, use a [`HalfPeriodCounter`] on a timer with a compare channel, or keep SysTick's count
/// in a `U64Latch` with the handler as its writer and read it only where the handler cannot
/// be pending (or accept a period's error while it is).
///
/// # Examples
///
/// ```
/// use core::cell::Cell;
/// use u64copy::timer::{OverflowCounter, OverflowTimer};
///
/// struct Timer { count: Cell<u32>, flag: Cell<bool> }
/// impl OverflowTimer for Timer {
///     fn counter(&self) -> u32 { self.count.get() }
///     fn pending(&self) -> bool { self.flag.get() }
///     fn clear(&self) { self.flag.set(false) }
/// }
///
/// static CLOCK: OverflowCounter = OverflowCounter::new(1000);
/// let timer = Timer { count: Cell::new(998), flag: Cell::new(false) };
/// assert_eq!(CLOCK.now(&timer), 998);
///
/// // The counter wraps; the interrupt has not run yet.
/// timer.count.set(3);
/// timer.flag.set(true);
/// assert_eq!(CLOCK.now(&timer), 1003);
///
/// assert!(CLOCK.on_interrupt(&timer).counted);
/// assert_eq!(CLOCK.wraps(), 1);
/// assert_eq!(CLOCK.now(&timer), 1003);
/// ```
#[derive(Debug)]
pub struct OverflowCounter {
    // The count of wraps, and the handler's `MARKER`.
    latch: U64Latch,
    period: u64,
}

impl OverflowCounter {
    crate::sync::const_fn_unless_loom! {
        /// A clock at 0 for a counter of `period` values: its modulus, `2^BITS` for a
        /// free-running counter, `reload + 1` for a reload timer. `const`, for a `static`
        /// (except under `cfg(u64copy_loom)`).
        ///
        /// # Panics
        ///
        /// Where `period` is below 2 or above 2^32 (at compile time in a `static`).
        ///
        /// # Examples
        ///
        /// ```
        /// use u64copy::timer::OverflowCounter;
        ///
        /// static CLOCK: OverflowCounter = OverflowCounter::new(1 << 16);
        /// assert_eq!(CLOCK.wraps(), 0);
        /// ```
        #[inline]
        #[must_use]
        pub fn new(period: u64) -> Self {
            assert!(period >= 2, "OverflowCounter::new: a period below 2");
            assert!(period <= 1 << 32, "OverflowCounter::new: a period above 2^32");
            OverflowCounter {
                latch: U64Latch::new(0),
                period,
            }
        }
    }

    /// The count of wraps the handler has stored.
    ///
    /// # Examples
    ///
    /// ```
    /// use u64copy::timer::OverflowCounter;
    ///
    /// assert_eq!(OverflowCounter::new(256).wraps(), 0);
    /// ```
    #[inline]
    #[must_use]
    pub fn wraps(&self) -> u64 {
        self.latch.load() & !MARKER
    }

    /// The time: the counter, the flag and the counter again, read in one attempt of the
    /// latch. Never writes, never waits for the handler. Exact under the type's conditions.
    ///
    /// # Examples
    ///
    /// ```
    /// # use core::cell::Cell;
    /// # use u64copy::timer::OverflowTimer;
    /// # struct Timer(Cell<u32>, Cell<bool>);
    /// # impl OverflowTimer for Timer {
    /// #     fn counter(&self) -> u32 { self.0.get() }
    /// #     fn pending(&self) -> bool { self.1.get() }
    /// #     fn clear(&self) { self.1.set(false) }
    /// # }
    /// use u64copy::timer::OverflowCounter;
    ///
    /// let clock = OverflowCounter::new(100);
    /// assert_eq!(clock.now(&Timer(Cell::new(42), Cell::new(false))), 42);
    /// assert_eq!(clock.now(&Timer(Cell::new(1), Cell::new(true))), 101);
    /// ```
    #[inline]
    #[must_use]
    pub fn now<T: OverflowTimer>(&self, timer: &T) -> u64 {
        let (value, (before, pending, after)) = load_with_registers(&self.latch, || {
            (timer.counter(), timer.pending(), timer.counter())
        });
        let wraps = value & !MARKER;
        let in_handler = value & MARKER != 0;
        let base = |wraps: u64| wraps.wrapping_mul(self.period);
        if pending && !in_handler {
            base(wraps + 1).wrapping_add(u64::from(after))
        } else {
            base(wraps).wrapping_add(u64::from(before))
        }
    }

    /// The overflow interrupt's handler, its only writer: if the flag is set, stores the new
    /// count with its marker, clears the flag, and stores the count without the marker. An
    /// entry with the flag clear (an alarm sharing the vector) does nothing. Reads the count
    /// before the flag, so that a nested handler that counts after that read, even where this
    /// one then finds the flag clear and stores nothing, is seen by the debug check below.
    ///
    /// # Panics
    ///
    /// In debug builds, at the caller's line, where another writer stored after this
    /// handler's first read (a nested or second handler).
    ///
    /// # Examples
    ///
    /// ```
    /// # use core::cell::Cell;
    /// # use u64copy::timer::OverflowTimer;
    /// # struct Timer(Cell<u32>, Cell<bool>);
    /// # impl OverflowTimer for Timer {
    /// #     fn counter(&self) -> u32 { self.0.get() }
    /// #     fn pending(&self) -> bool { self.1.get() }
    /// #     fn clear(&self) { self.1.set(false) }
    /// # }
    /// use u64copy::timer::OverflowCounter;
    ///
    /// let clock = OverflowCounter::new(100);
    /// let timer = Timer(Cell::new(0), Cell::new(false));
    /// assert!(!clock.on_interrupt(&timer).counted); // no flag: nothing to count
    /// timer.1.set(true);
    /// timer.0.set(60); // the handler runs 60 ticks after the wrap
    /// let handled = clock.on_interrupt(&timer);
    /// assert!(handled.counted && handled.late);
    /// assert!(!timer.pending());
    /// assert_eq!(clock.wraps(), 1);
    /// ```
    #[cfg_attr(debug_assertions, track_caller)]
    pub fn on_interrupt<T: OverflowTimer>(&self, timer: &T) -> OverflowHandled {
        let mut writes = Writes::begin(&self.latch);
        let mut handled = OverflowHandled::default();
        if timer.pending() {
            let wraps = (writes.last & !MARKER) + 1;
            writes.store(wraps | MARKER);
            timer.clear();
            writes.store(wraps);
            handled.counted = true;
            handled.late = u64::from(timer.counter()) >= self.period / 2;
        }
        writes.finish();
        handled
    }
}

/// What one call of [`OverflowCounter::on_interrupt`] did.
///
/// # Examples
///
/// ```
/// use u64copy::timer::OverflowHandled;
///
/// let handled = OverflowHandled::default();
/// assert_eq!((handled.counted, handled.late), (false, false));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
#[non_exhaustive]
pub struct OverflowHandled {
    /// A wrap counted: the flag was set. An entry with it clear counts nothing. A stale flag
    /// (a clear not landed when the interrupt returned, a flag latched at start) cannot be
    /// told from a new wrap with one event, and is counted.
    pub counted: bool,
    /// The counter, read after the count, was past half its period: the wrap was counted half
    /// a period or more after it (or a period and a half, ...: an entry cannot tell). Readers
    /// were exact meanwhile; the same entry a period later would have lost a wrap. For the
    /// firmware to log.
    pub late: bool,
}
