//! A half-period timer monotonic on the MPS2-AN386's CMSDK timers, built on
//! `u64copy::timer::HalfPeriodCounter`: the register access ([`Cmsdk`], a `HalfPeriodTimer`)
//! is all this file writes; the count, its arithmetic and the handler's decisions are the
//! type's. As the control, the count in `portable_atomic::AtomicU64`, as rtic-monotonics keeps
//! it.
//!
//! The counter: the dual timer's first counter, periodic with `LOAD = 2^BITS - 1`, read
//! negated: an up-counter of `BITS` bits (8 here, so that a run sees thousands of periods) that
//! reaches 0 as the dual timer reaches 0. Its flags (QEMU's model, checked by the runs: each is
//! set on the very counter step of its crossing, never before):
//! - `OVERFLOW`: the dual timer's raw interrupt status (RIS), set as its count reaches 0, and
//!   its interrupt (DUALTIMER);
//! - `HALF`: TIMER0's interrupt status, TIMER0 reloaded every period and started so that it
//!   reaches 0 as the counter reaches `HALF_PERIOD` (a compare channel, which CMSDK timers do
//!   not have), and its interrupt (TIMER0).
//!
//! Both vectors run at the same priority and call the same handler: one writer (neither
//! preempts the other). `now()` is one attempt of the type's latch with the counter read inside
//! it, and never masks anything.

pub use crate::hw::Cmsdk;
use crate::hw::{DUAL1, TIM0};
use core::cell::Cell;
use rtic_time::{
    half_period_counter::calculate_now,
    timer_queue::{TimerQueue, TimerQueueBackend},
};
use u64copy::timer::{Events, HalfPeriodCounter, HalfPeriodTimer, OverflowCounter, OverflowTimer};

/// The counter's width in bits: 8 here, 16 or 32 on a real timer.
pub const COUNTER_BITS: u32 = 8;

/// The clock's type.
pub type Clock = HalfPeriodCounter<COUNTER_BITS>;

/// Ticks per half period: the counter's top bit.
pub const HALF_PERIOD: u32 = Clock::HALF_PERIOD;

/// Ticks per period.
pub const PERIOD: u64 = 2 * HALF_PERIOD as u64;

/// The counter's largest value.
pub const COUNTER_MAX: u32 = u32::MAX >> (32 - COUNTER_BITS);

/// The timer of this application: flags on time.
pub const TIMER: Cmsdk<COUNTER_BITS> = Cmsdk;

/// The counter, as an up-counter of `COUNTER_BITS` bits.
#[inline(always)]
pub fn counter() -> u32 {
    TIMER.counter()
}

/// The count of half periods: the handler is its only writer.
pub static CLOCK: Clock = Clock::new();

/// Starts the counter and TIMER0, TIMER0 so that it reaches 0 as the counter reaches
/// `HALF_PERIOD` (found with QEMU; the runs check that no flag comes before its crossing).
/// Neither flag can be set yet; both are cleared anyway, as a HAL must after starting its
/// counter.
pub fn start() {
    start_counter();
    start_half_event();
}

/// Starts the counter alone: it reads 1 in its first tick (the dual timer starts at `LOAD`,
/// read negated).
pub fn start_counter() {
    DUAL1.start_periodic_interrupt(COUNTER_MAX);
}

/// Starts TIMER0 for the half-period events of a counter started (by [`start_counter`]) in
/// the same tick, and clears both flags.
pub fn start_half_event() {
    TIM0.start(COUNTER_MAX, HALF_PERIOD - 1);
    TIMER.clear(Events::BOTH);
}

/// Moves TIMER0 so that it reaches 0 `early` ticks before the counter reaches `HALF_PERIOD`
/// (0: on the crossing, as [`start`] does). Call with interrupts masked, the counter in its
/// lower half and no flag pending.
pub fn restart_half_event(early: u32) {
    let first = counter();
    // At the start of a tick, so that TIMER0 starts in the tick it is computed for.
    while counter() == first {}
    let now = counter();
    TIM0.start(COUNTER_MAX, HALF_PERIOD - early - now);
}

/// `now()` with rtic-time 3.0's `calculate_now`: the count and the counter read inside
/// `critical_section::with` (`calculate_now` takes the counter's width from its type).
#[inline(always)]
pub fn now_latch_cs() -> u64 {
    calculate_now(|| CLOCK.half_periods(), || counter() as u8)
}

/// The register access of [`TIMER`], counting the counter's reads: one per attempt of the
/// latch.
struct Counting<'a>(&'a Cell<u32>);

impl HalfPeriodTimer for Counting<'_> {
    #[inline(always)]
    fn counter(&self) -> u32 {
        self.0.set(self.0.get() + 1);
        TIMER.counter()
    }
    #[inline(always)]
    fn pending(&self) -> Events {
        TIMER.pending()
    }
    #[inline(always)]
    fn clear(&self, events: Events) {
        TIMER.clear(events)
    }
}

/// The lock-free `now()` (`HalfPeriodCounter::now`: one attempt, the counter read inside),
/// with the failed attempts it made, which only a reader below the handler can have.
#[inline(always)]
pub fn now_lock_free() -> (u64, u32) {
    let attempts = Cell::new(0);
    let now = CLOCK.now(&Counting(&attempts));
    (now, attempts.get() - 1)
}

/// The control's count: `portable_atomic::AtomicU64`, advanced by `fetch_add` at every event
/// and read through `calculate_now`, as rtic-monotonics does.
pub static PORTABLE: portable_atomic::AtomicU64 = portable_atomic::AtomicU64::new(0);

/// `now()` as rtic-monotonics builds it: `calculate_now` over `AtomicU64::load(Relaxed)`.
#[inline(always)]
pub fn now_portable() -> u64 {
    calculate_now(
        || PORTABLE.load(portable_atomic::Ordering::Relaxed),
        || counter() as u8,
    )
}

/// An overflow-only timer: TIMER0 alone, reloaded every `OVERFLOW_PERIOD` ticks, its counter
/// read as an up-count that is 0 on the step its flag is set (QEMU: `VALUE` reaches 0 and the
/// flag is set together, then `VALUE` reloads), and no half-period event.
pub struct CmsdkOverflow;

/// The overflow-only timer's modulus (`reload + 1`; not a power of two).
pub const OVERFLOW_PERIOD: u32 = 300;

impl OverflowTimer for CmsdkOverflow {
    #[inline(always)]
    fn counter(&self) -> u32 {
        match TIM0.value() {
            0 => 0,
            value => OVERFLOW_PERIOD - value,
        }
    }
    #[inline(always)]
    fn pending(&self) -> bool {
        TIM0.expired()
    }
    #[inline(always)]
    fn clear(&self) {
        TIM0.clear_landed();
    }
}

/// The overflow-only clock.
pub static OVERFLOWS: OverflowCounter = OverflowCounter::new(OVERFLOW_PERIOD as u64);

/// Turns TIMER0 into the overflow-only timer from 0 (started at 0 it raises no flag and
/// reloads a tick later), the dual timer's counter and its interrupt off. With interrupts
/// masked.
pub fn start_overflow_only() {
    DUAL1.stop();
    TIM0.start(OVERFLOW_PERIOD - 1, 0);
    TIM0.clear_landed();
}

/// Where `now()` and the handler take their count from.
#[derive(Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub enum Store {
    /// [`CLOCK`], the `HalfPeriodCounter`.
    Latch = 0,
    /// [`OVERFLOWS`], the `OverflowCounter` on TIMER0 alone.
    Overflow = 1,
    /// [`PORTABLE`], the control.
    Portable = 2,
}

static STORE: core::sync::atomic::AtomicU8 = core::sync::atomic::AtomicU8::new(0);

/// Switches the storage. Only from RTIC's idle with interrupts masked, and with the timers
/// restarted for it; to `Portable`, from the half-period arrangement restarted at 0.
pub fn switch_to(store: Store) {
    PORTABLE.store(0, portable_atomic::Ordering::Relaxed);
    STORE.store(store as u8, core::sync::atomic::Ordering::Relaxed);
}

/// The current storage.
#[inline(always)]
pub fn store() -> Store {
    match STORE.load(core::sync::atomic::Ordering::Relaxed) {
        0 => Store::Latch,
        1 => Store::Overflow,
        _ => Store::Portable,
    }
}

/// The timer-queue backend: `now()` from the current storage, the queue served at every event
/// (a compare channel would be sharper; CMSDK timers have none), also when it pends TIMER0.
pub struct Backend;

static QUEUE: TimerQueue<Backend> = TimerQueue::new();

impl TimerQueueBackend for Backend {
    type Ticks = u64;

    fn now() -> u64 {
        match store() {
            Store::Latch => CLOCK.now(&TIMER),
            Store::Overflow => OVERFLOWS.now(&CmsdkOverflow),
            Store::Portable => now_portable(),
        }
    }

    fn set_compare(_: u64) {}

    fn clear_compare_flag() {}

    fn pend_interrupt() {
        // The clock's own vector, as a HAL with one timer interrupt has it: the handler is then
        // entered with no flag pending, which counts nothing.
        cortex_m::peripheral::NVIC::pend(crate::pac::Interrupt::TIMER0);
    }

    fn timer_queue() -> &'static TimerQueue<Self> {
        &QUEUE
    }
}

impl Backend {
    /// Starts TIMER0 (after [`start_counter`]) and the queue.
    pub fn start() {
        start_half_event();
        QUEUE.initialize(Backend);
    }
    pub fn queue() -> &'static TimerQueue<Self> {
        &QUEUE
    }
}
