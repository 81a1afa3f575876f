//! The driver as a HAL would ship it: `now()` with the pending flags. Every check must pass.
#![no_std]
#![no_main]

use u64copy_embassy::{driver::HalfPeriodDriver, mps2};

u64copy_embassy::firmware!(
    HalfPeriodDriver<mps2::Mps2, { mps2::BITS }> = HalfPeriodDriver::new(mps2::MPS2),
    start: || DRIVER.timer().start(),
    variant: "now_with_pending"
);
