//! A control: the CMSDK counter read inverted (`!value`, 255 - value) instead of negated, as a
//! down-counter is usually turned into an up-counter, and TIMER0 phased for that reading (its
//! half-period flag on its crossing). QEMU raises the counter's interrupt as its value reaches
//! 0, which the inverted count shows as 255: the overflow flag comes one step before its
//! crossing while the register access declares `EARLY = 0`, and `now_with_pending` counts the
//! crossing a step early: a period ahead for that step, then back. Phase 1 already fails:
//! reads off the independent timer, and backwards in the interrupt above the handler.
#![no_std]
#![no_main]

use u64copy::timer::{Events, HalfPeriodTimer};
use u64copy_embassy::{driver::AlarmTimer, driver::HalfPeriodDriver, mps2::Mps2};

/// `Mps2` with its counter read inverted (`!value == value.wrapping_neg() - 1`).
struct Inverted(Mps2);

impl HalfPeriodTimer for Inverted {
    fn counter(&self) -> u32 {
        self.0.counter().wrapping_sub(1)
    }
    fn pending(&self) -> Events {
        self.0.pending()
    }
    fn clear(&self, events: Events) {
        self.0.clear(events)
    }
}

impl AlarmTimer for Inverted {
    const TICKS_PER_COUNT: u64 = Mps2::TICKS_PER_COUNT;
    const MAX_ALARM: u64 = Mps2::MAX_ALARM;
    fn arm(&self, counts: u64) {
        self.0.arm(counts)
    }
    fn disarm(&self) {
        self.0.disarm()
    }
    fn alarm_pending(&self) -> bool {
        self.0.alarm_pending()
    }
}

u64copy_embassy::firmware!(
    HalfPeriodDriver<Inverted, { u64copy_embassy::mps2::BITS }> =
        HalfPeriodDriver::new(Inverted(Mps2)),
    start: || DRIVER.timer().0.start_with_half_at(1 << (u64copy_embassy::mps2::BITS - 1)),
    variant: "now_with_pending, counter inverted (control)"
);
