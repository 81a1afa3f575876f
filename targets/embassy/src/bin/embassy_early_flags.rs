//! A control: the CMSDK counter read inverted (`!value`, 255 - value) instead of negated, as a
//! down-counter is usually turned into an up-counter, and TIMER0 phased for that reading (its
//! half-period flag on its crossing). QEMU raises the counter's interrupt as its value reaches
//! 0, which the inverted count shows as 255: the overflow flag comes one step before its
//! crossing while the register access declares `EARLY = 0`, and `now_with_pending` counts the
//! crossing a step early: a period ahead for that step, then back. Phase 1 already fails:
//! reads off the independent timer, and backwards in the interrupt above the handler.
#![no_std]
#![no_main]

use u64copy_embassy::{
    driver::HalfPeriodDriver,
    mps2::{self, Altered, Nothing, MPS2},
};

/// `Mps2` with its counter read inverted (`!value == value.wrapping_neg() - 1`).
type Inverted = Altered<1, true>;

u64copy_embassy::firmware!(
    HalfPeriodDriver<Inverted, { mps2::BITS }> = HalfPeriodDriver::new(Altered(MPS2, Nothing)),
    start: || DRIVER.timer().0.start_with_half_at(1 << (mps2::BITS - 1)),
    variant: "now_with_pending, counter inverted (control)"
);
