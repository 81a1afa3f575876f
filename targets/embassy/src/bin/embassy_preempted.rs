//! The driver of `embassy`, with phase 2's long reads also whenever SysTick lands inside the
//! handler: the handler preempted for 200 steps (0.78 of a period) between any two of its
//! register accesses, every crossing still counted within a period.
#![no_std]
#![no_main]

use u64copy_embassy::{driver::HalfPeriodDriver, mps2};

u64copy_embassy::firmware!(
    HalfPeriodDriver<mps2::Mps2, { mps2::BITS }> = HalfPeriodDriver::new(mps2::MPS2),
    start: || DRIVER.timer().start(),
    variant: "now_with_pending, the handler preempted",
    inside_handler: true
);
