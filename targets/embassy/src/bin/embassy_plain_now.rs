//! A control: the same driver with `now()` read without the flags (`HalfPeriodCounter::now`,
//! `READ_PENDING = false`), as embassy's own drivers read. Phase 1 passes; a handler held off
//! past both crossings of a period (phases 2 to 4) leaves `now()` a period behind until it
//! runs: reads go backwards, a timer created then ends early, `block_for` never ends.
#![no_std]
#![no_main]

use u64copy::timer::{Events, HalfPeriodTimer};
use u64copy_embassy::{driver::AlarmTimer, driver::HalfPeriodDriver, mps2::Mps2};

/// `Mps2`, read without the flags.
struct PlainNow(Mps2);

impl HalfPeriodTimer for PlainNow {
    fn counter(&self) -> u32 {
        self.0.counter()
    }
    fn pending(&self) -> Events {
        self.0.pending()
    }
    fn clear(&self, events: Events) {
        self.0.clear(events)
    }
}

impl AlarmTimer for PlainNow {
    const TICKS_PER_COUNT: u64 = Mps2::TICKS_PER_COUNT;
    const READ_PENDING: bool = false;
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
    HalfPeriodDriver<PlainNow, { u64copy_embassy::mps2::BITS }> =
        HalfPeriodDriver::new(PlainNow(Mps2)),
    start: || DRIVER.timer().0.start(),
    variant: "now (control)"
);
