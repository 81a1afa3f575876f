//! A control: the same driver with `now()` read without the flags (`HalfPeriodCounter::now`,
//! `READ_PENDING = false`), as embassy's own drivers read. Phase 1 passes; a handler held off
//! past both crossings of a period (phases 2 to 4) leaves `now()` a period behind until it
//! runs: reads go backwards, a timer created then ends early, `block_for` never ends.
#![no_std]
#![no_main]

use u64copy_embassy::{
    driver::HalfPeriodDriver,
    mps2::{self, Altered, Nothing, MPS2},
};

/// `Mps2`, read without the flags.
type PlainNow = Altered<0, false>;

u64copy_embassy::firmware!(
    HalfPeriodDriver<PlainNow, { mps2::BITS }> = HalfPeriodDriver::new(Altered(MPS2, Nothing)),
    start: || DRIVER.timer().0.start(),
    variant: "now (control)"
);
