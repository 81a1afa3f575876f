//! A control for the build with debug assertions: the handler run again inside itself, from
//! the register access's clear (as a second vector at a higher priority calling it would): two
//! writers. u64copy's debug check panics as the inner one begins, and a panic exits 1: the
//! build with debug assertions has teeth.
#![no_std]
#![no_main]

use core::sync::atomic::{AtomicBool, Ordering::Relaxed};
use u64copy_embassy::{
    driver::HalfPeriodDriver,
    mps2::{self, Altered, BeforeClear, MPS2},
};

/// Runs the handler, unless already inside this hook.
struct Nest;

impl BeforeClear for Nest {
    fn before_clear(&self) {
        static INSIDE: AtomicBool = AtomicBool::new(false);
        if !INSIDE.swap(true, Relaxed) {
            DRIVER.on_interrupt();
            INSIDE.store(false, Relaxed);
        }
    }
}

u64copy_embassy::firmware!(
    HalfPeriodDriver<Altered<0, true, Nest>, { mps2::BITS }> =
        HalfPeriodDriver::new(Altered(MPS2, Nest)),
    start: || DRIVER.timer().0.start(),
    variant: "now_with_pending, a nested handler (control)"
);
