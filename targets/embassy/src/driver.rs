//! An `embassy-time-driver` [`Driver`] for any timer with a `BITS`-bit counter, its overflow and
//! half-period flags, and an alarm: the time from [`HalfPeriodCounter`], the wakers in
//! embassy's timer queue. Written once; a HAL supplies only its register access, an
//! [`AlarmTimer`] (`mps2.rs` is the one for QEMU's MPS2-AN386), then registers the driver and
//! calls [`HalfPeriodDriver::on_interrupt`] from the timer's vectors:
//!
//! ```ignore
//! embassy_time_driver::time_driver_impl!(
//!     static DRIVER: HalfPeriodDriver<MyTimer, 16> = HalfPeriodDriver::new(MyTimer::new())
//! );
//! #[interrupt] fn TIM2() { DRIVER.on_interrupt(); }
//! ```
//!
//! `now()` reads the count, the flags and the counter in one attempt of the count's latch
//! ([`HalfPeriodCounter::now_with_pending`]): never writes, never masks interrupts, exact at
//! every priority and inside critical sections that hold the timer's interrupt off for up to a
//! period (a `block_for` in a critical section), where embassy's own drivers read the count
//! without the flags and are a period behind.

use core::cell::RefCell;
use core::task::Waker;
use critical_section::{CriticalSection, Mutex};
use embassy_time_driver::Driver;
use embassy_time_queue_utils::Queue;
use u64copy::timer::{HalfPeriodCounter, HalfPeriodTimer, Handled};

/// A timer's register access: the counter and its two flags ([`HalfPeriodTimer`]) and an alarm
/// interrupt, on the same vector as the flags or on another at the same priority.
pub trait AlarmTimer: HalfPeriodTimer + Send + Sync + 'static {
    /// Embassy ticks per counter step: the `tick-hz-*` feature is the counter's rate times
    /// this (a multiple keeps `now()` free of a 64-bit division, and every tick exact).
    const TICKS_PER_COUNT: u64 = 1;

    /// Whether `now()` adds the crossings whose flags are pending
    /// ([`HalfPeriodCounter::now_with_pending`]), exact while the handler is held off for up
    /// to a period. It needs flags that are never early and none latched at start; false
    /// reads [`HalfPeriodCounter::now`], exact for up to half a period.
    const READ_PENDING: bool = Self::EARLY == 0;

    /// The longest delay [`arm`](Self::arm) takes, in counter steps.
    const MAX_ALARM: u64;

    /// Raises the alarm interrupt at least `counts` counter steps from now (1 to
    /// [`MAX_ALARM`](Self::MAX_ALARM)), replacing any alarm armed; never later than it can
    /// help, and never not at all (a compare value already passed pends the interrupt).
    fn arm(&self, counts: u64);

    /// Disarms the alarm and clears its flag.
    fn disarm(&self);

    /// Whether the alarm's flag is set; [`disarm`](Self::disarm) clears it.
    fn alarm_pending(&self) -> bool;
}

/// The driver: a `static` registered with `embassy_time_driver::time_driver_impl!`.
pub struct HalfPeriodDriver<T, const BITS: u32> {
    timer: T,
    clock: HalfPeriodCounter<BITS>,
    queue: Mutex<RefCell<Queue>>,
}

impl<T: AlarmTimer, const BITS: u32> HalfPeriodDriver<T, BITS> {
    /// A driver at time 0: start the counter at 0 and clear both flags before enabling the
    /// timer's interrupts.
    pub const fn new(timer: T) -> Self {
        Self {
            timer,
            clock: HalfPeriodCounter::new(),
            queue: Mutex::new(RefCell::new(Queue::new())),
        }
    }

    /// The register access, for starting the timer.
    pub fn timer(&self) -> &T {
        &self.timer
    }

    /// The time in counter steps.
    #[inline]
    pub fn counts(&self) -> u64 {
        if T::READ_PENDING {
            self.clock.now_with_pending(&self.timer)
        } else {
            self.clock.now(&self.timer)
        }
    }

    /// The handler of every vector of the timer (its flags and its alarm), all at one
    /// priority: counts the crossings, then serves the queue if the alarm fired. Returns what
    /// the count did, for the firmware to log.
    #[cfg_attr(debug_assertions, track_caller)]
    pub fn on_interrupt(&self) -> Handled {
        let handled = self.clock.on_interrupt(&self.timer);
        if self.timer.alarm_pending() {
            self.timer.disarm();
            critical_section::with(|cs| self.set_alarm(cs));
        }
        handled
    }

    /// Wakes what has expired and arms the alarm for the next expiry, or at most
    /// `MAX_ALARM` ahead (the alarm then finds nothing expired and arms again).
    fn set_alarm(&self, cs: CriticalSection) {
        let mut queue = self.queue.borrow_ref_mut(cs);
        let now = self.now();
        let next = queue.next_expiration(now);
        if next == u64::MAX {
            self.timer.disarm();
            return;
        }
        // `next > now`: the queue wakes everything due at `now`.
        let counts = (next - now).div_ceil(T::TICKS_PER_COUNT);
        self.timer.arm(counts.min(T::MAX_ALARM));
    }
}

impl<T: AlarmTimer, const BITS: u32> Driver for HalfPeriodDriver<T, BITS> {
    fn now(&self) -> u64 {
        self.counts() * T::TICKS_PER_COUNT
    }

    fn schedule_wake(&self, at: u64, waker: &Waker) {
        critical_section::with(|cs| {
            if self.queue.borrow_ref_mut(cs).schedule_wake(at, waker) {
                self.set_alarm(cs);
            }
        });
    }
}
