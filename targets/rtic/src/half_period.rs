//! A half-period monotonic (`rtic_time::half_period_counter`) on the MPS2-AN386's CMSDK timers,
//! as rtic-monotonics builds its timer monotonics (`stm32.rs`, nRF, RP2040, ...), with its period
//! count in a `U64Latch`, or, as the control, in `portable_atomic::AtomicU64`.
//!
//! The counter: the dual timer's first counter, periodic with `LOAD = 255`, read inverted: an
//! up-counter of `COUNTER_BITS = 8` bits at 25 MHz, overflowing every 256 ticks. The events:
//! TIMER0, reloaded every 128 ticks and started so that it expires just after the counter
//! crosses 128 and just after it wraps to 0: the half-period and overflow events of an STM32
//! timer's compare channel and update interrupt, from one timer. Each event counts only if the
//! counter is already past its crossing ([`next`]: the counter's top bit differs from the
//! count's parity), through `fetch_update`. The period count `p` then gives `now = p * 128 +
//! (counter ^ (p & 1) << 7)` ([`combine`]), right while an event is pending or its handler has
//! not yet counted it, for up to half a period.
//!
//! `now()` is one `load_with`: the count, and the counter read inside the same attempt
//! ([`now_latch_lock_free`]). An 8-bit counter keeps the run short (an event every 5,120
//! instructions under `-icount shift=0`); a 16- or 32-bit timer changes nothing but
//! `COUNTER_BITS`.

use crate::hw::{DUAL1, TIM0};
use rtic_time::{
    half_period_counter::calculate_now,
    timer_queue::{TimerQueue, TimerQueueBackend},
};
use u64copy::U64Latch;

/// The counter's width in bits: 8 here, 16 or 32 on a real timer (at most 32, as `u32`). Nothing
/// below depends on it but these constants.
pub const COUNTER_BITS: u32 = 8;

/// Ticks per half period: the counter's top bit.
pub const HALF_PERIOD: u32 = 1 << (COUNTER_BITS - 1);

/// The counter's largest value.
pub const COUNTER_MAX: u32 = u32::MAX >> (32 - COUNTER_BITS);

/// The counter, as an up-counter of `COUNTER_BITS` bits.
#[inline(always)]
pub fn counter() -> u32 {
    !DUAL1.value() & COUNTER_MAX
}

/// The time from the half-period count and the counter read after it: `calculate_now`'s
/// arithmetic, without its critical section, for a counter of any width. Right while an event
/// is pending or its handler has not yet counted it, for up to half a period: the count's parity
/// says which half of the period the counter was in when the count was stored, and a counter in
/// the other half has crossed into it since (`upper + HALF_PERIOD` then).
#[inline(always)]
pub fn combine(periods: u64, counter: u32) -> u64 {
    let upper = periods << (COUNTER_BITS - 1);
    upper + ((upper & 1 << (COUNTER_BITS - 1)) ^ u64::from(counter))
}

/// The half-period event's decision, from the writer's own count: count when the counter's top
/// bit differs from the count's parity (the half-period event finds the counter at
/// `HALF_PERIOD` or above and the count even, the overflow event finds it below and the count
/// odd). `None` for an event that came before its crossing (or a second interrupt for the same
/// one): counting it would put `now()` half a period ahead, and back when the crossing comes.
#[inline(always)]
pub fn next(periods: u64, counter: u32) -> Option<u64> {
    (u64::from(counter >> (COUNTER_BITS - 1)) != periods & 1).then_some(periods + 1)
}

/// The event's update: `fetch_update` with [`next`]'s decision, the writer's own read of the
/// count (no barrier) and a store only if the event is counted. `Err` for an early event.
#[inline(always)]
pub fn count_event(counter: u32) -> Result<u64, u64> {
    LATCH.fetch_update(|periods| next(periods, counter))
}

/// Starts the counter and the event timer, phase-locked: TIMER0 is enabled right after the
/// counter and set to expire `EVENT_LAG` ticks after the counter's first crossing of
/// `HALF_PERIOD` (QEMU's CMSDK timers interrupt when the count reaches zero).
pub fn start() {
    DUAL1.start_periodic(COUNTER_MAX);
    TIM0.start(HALF_PERIOD - 1, HALF_PERIOD - 1 + EVENT_LAG);
}

/// Ticks between a crossing and TIMER0's expiry (found with QEMU: [`next`] declines events for
/// one tick less).
pub const EVENT_LAG: u32 = 0;

/// The period count's storage.
pub static LATCH: U64Latch = U64Latch::new(0);
pub static PORTABLE: portable_atomic::AtomicU64 = portable_atomic::AtomicU64::new(0);

/// `now()` with the periods in the latch, as rtic-time 3.0 computes it: both reads inside
/// `critical_section::with` (`calculate_now` takes the counter's width from its type).
#[inline(always)]
pub fn now_latch_cs() -> u64 {
    calculate_now(|| LATCH.load(), || counter() as u8)
}

/// `now()` with the periods in the latch and no critical section: one `load_with`, the counter
/// read inside the latch's attempt, after the count and before the check that no update
/// completed meanwhile; what the critical section guarantees. Returns the value and the failed
/// attempts (`f` runs once per attempt), which only a reader below the writer can have.
#[inline(always)]
pub fn now_latch_lock_free() -> (u64, u32) {
    let mut attempts = 0;
    let (periods, counter) = LATCH.load_with(|| {
        attempts += 1;
        counter()
    });
    (combine(periods, counter), attempts - 1)
}

/// `now()` as rtic-monotonics builds it: `calculate_now` over `AtomicU64::load(Relaxed)`.
#[inline(always)]
pub fn now_portable() -> u64 {
    calculate_now(
        || PORTABLE.load(portable_atomic::Ordering::Relaxed),
        || counter() as u8,
    )
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
