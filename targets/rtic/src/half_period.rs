//! A half-period monotonic (`rtic_time::half_period_counter`) on the MPS2-AN386's CMSDK timers,
//! as rtic-monotonics builds its timer monotonics (`stm32.rs`, nRF, RP2040, ...), with its period
//! count in a `U64Latch`, or, as the control, in `portable_atomic::AtomicU64`.
//!
//! The counter: the dual timer's first counter, periodic with `LOAD = 255`, read inverted: an
//! 8-bit up-counter (`u8`, which `calculate_now` accepts) at 25 MHz, overflowing every 256 ticks.
//! The events: TIMER0, reloaded every 128 ticks and started so that it expires just after the
//! counter crosses 128 and just after it wraps to 0: the half-period and overflow events of an
//! STM32 timer's compare channel and update interrupt, from one timer (checked at every event:
//! the counter must already be past the crossing, never before it). The period count `p` then
//! gives `now = p * 128 + (counter ^ (p & 1) << 7)`, right while an event is pending or its
//! handler has not yet counted it, for up to half a period.
//!
//! An 8-bit counter keeps the run short (an event every 5,120 instructions under `-icount
//! shift=0`); a 16- or 32-bit timer changes nothing but the constants.

use crate::hw::{DUAL1, TIM0};
use rtic_time::{
    half_period_counter::calculate_now,
    timer_queue::{TimerQueue, TimerQueueBackend},
};
use u64copy::U64Latch;

/// Ticks per half period.
pub const HALF_PERIOD: u32 = 128;

/// The counter, as an up-counter.
#[inline(always)]
pub fn counter() -> u8 {
    !(DUAL1.value() as u8)
}

/// `calculate_now`'s arithmetic, without its critical section.
#[inline(always)]
pub fn combine(periods: u64, counter: u8) -> u64 {
    let upper = periods << 7;
    upper + ((upper & 1 << 7) ^ u64::from(counter))
}

/// Starts the counter and the event timer, phase-locked: TIMER0 is enabled right after the
/// counter and set to expire `EVENT_LAG` ticks after the counter's first crossing of 128
/// (QEMU's CMSDK timers interrupt when the count reaches zero).
pub fn start() {
    DUAL1.start_periodic(255);
    TIM0.start(HALF_PERIOD - 1, HALF_PERIOD - 1 + EVENT_LAG);
}

/// Ticks between a crossing and TIMER0's expiry (found with QEMU: the check in
/// [`check_event`] fails for one tick less).
pub const EVENT_LAG: u32 = 0;

/// The period count's storage.
pub static LATCH: U64Latch = U64Latch::new(0);
pub static PORTABLE: portable_atomic::AtomicU64 = portable_atomic::AtomicU64::new(0);

/// `now()` with the periods in the latch, as rtic-time 3.0 computes it: both reads inside
/// `critical_section::with`.
#[inline(always)]
pub fn now_latch_cs() -> u64 {
    calculate_now(|| LATCH.load(), counter)
}

/// `now()` with the periods in the latch and no critical section: periods, counter, periods
/// again; a change sends it round again. Returns the value and the retries.
#[inline(always)]
pub fn now_latch_lock_free() -> (u64, u32) {
    let mut retries = 0;
    loop {
        let before = LATCH.load();
        let counter = counter();
        if LATCH.load() == before {
            return (combine(before, counter), retries);
        }
        retries += 1;
    }
}

/// `now()` as rtic-monotonics builds it: `calculate_now` over `AtomicU64::load(Relaxed)`.
#[inline(always)]
pub fn now_portable() -> u64 {
    calculate_now(
        || PORTABLE.load(portable_atomic::Ordering::Relaxed),
        counter,
    )
}

/// Checks an event against the counter: the half-period event (`periods` even before it) must
/// find the counter at 128 or above, the overflow event below 128. Returns how many ticks past
/// its crossing the counter is, or `None` if the event came early (or one was missed).
#[inline(always)]
pub fn check_event(periods: u64) -> Option<u32> {
    let counter = counter();
    let half = periods & 1 == 0;
    match (half, counter >= 128) {
        (true, true) => Some(u32::from(counter) - 128),
        (false, false) => Some(u32::from(counter)),
        _ => None,
    }
}

/// Where `now()` and the period update take their periods from.
#[derive(Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub enum Store {
    Latch = 0,
    Portable = 1,
}

static STORE: core::sync::atomic::AtomicU8 = core::sync::atomic::AtomicU8::new(0);

/// Switches the storage, carrying the count over. Only from RTIC's idle: idle runs only when no
/// task does, so no `now()` and no update is in progress.
pub fn switch_to(store: Store) {
    let periods = now_periods();
    PORTABLE.store(periods, portable_atomic::Ordering::Relaxed);
    STORE.store(store as u8, core::sync::atomic::Ordering::Relaxed);
}

/// The current storage.
#[inline(always)]
pub fn store() -> Store {
    if STORE.load(core::sync::atomic::Ordering::Relaxed) == 0 {
        Store::Latch
    } else {
        Store::Portable
    }
}

fn now_periods() -> u64 {
    match store() {
        Store::Latch => LATCH.load(),
        Store::Portable => PORTABLE.load(portable_atomic::Ordering::Relaxed),
    }
}

/// The periods before the update (for [`check_event`]).
#[inline(always)]
pub fn periods() -> u64 {
    now_periods()
}

/// The timer-queue backend: `now()` from the current storage (the lock-free read for the latch),
/// the queue served at every event (a compare channel would be sharper; CMSDK timers have none).
pub struct Backend;

static QUEUE: TimerQueue<Backend> = TimerQueue::new();

impl TimerQueueBackend for Backend {
    type Ticks = u64;

    fn now() -> u64 {
        match store() {
            Store::Latch => now_latch_lock_free().0,
            Store::Portable => now_portable(),
        }
    }

    fn set_compare(_: u64) {}

    fn clear_compare_flag() {}

    fn pend_interrupt() {
        cortex_m::peripheral::NVIC::pend(crate::pac::Interrupt::TIMER0);
    }

    fn timer_queue() -> &'static TimerQueue<Self> {
        &QUEUE
    }
}

impl Backend {
    /// Starts the timers and the queue.
    pub fn start() {
        start();
        QUEUE.initialize(Backend);
    }
    pub fn queue() -> &'static TimerQueue<Self> {
        &QUEUE
    }
}
