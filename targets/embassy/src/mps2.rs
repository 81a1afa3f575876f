//! The register access of the driver on QEMU's MPS2-AN386: all a HAL writes for
//! [`HalfPeriodDriver`](crate::driver::HalfPeriodDriver).
//!
//! - The counter: the dual timer's first counter, periodic with `LOAD = 255`, read negated: an
//!   8-bit up-counter at 25 MHz (one step every 40 instructions under `-icount shift=0`). QEMU
//!   raises the counter's interrupt as its value reaches 0, which the negation makes the step to
//!   0 of the up-count: the overflow flag, on its very step (`EARLY = 0`; an early flag fails
//!   phase 1, as the control `embassy_early_flags` shows). IRQ 10.
//! - The half-period flag: TIMER0, reloaded every 256 steps and started to reach 0 on the
//!   counter's step to 128 (the CMSDK timers have no compare channel). IRQ 8.
//! - The alarm: TIMER1, a down-counter that interrupts on reaching 0. IRQ 9.
//!
//! The flags are cleared by writing their INTCLEAR registers, never by a read-modify-write.
//! The counter and the flags are targets/rtic's `hw::Cmsdk`; this file adds the alarm and the
//! start.

use crate::driver::AlarmTimer;
use crate::hw::{Cmsdk, DUAL1, TIM0, TIM1};
use u64copy::timer::{Events, HalfPeriodTimer};

/// The counter's width.
pub const BITS: u32 = 8;

/// The three timers.
pub type Mps2 = Cmsdk<BITS>;

/// The timers' only value.
pub const MPS2: Mps2 = Cmsdk;

impl Mps2 {
    /// Starts the counter (at 1: the value 255 negated) and the half-period timer in phase
    /// with it, then clears both flags. Interrupts enabled in the timers; the NVIC is the
    /// caller's.
    pub fn start(&self) {
        self.start_with_half_at((1 << (BITS - 1)) - 1);
    }

    /// [`start`](Self::start) with TIMER0 reaching 0 `value` steps after the counter's start
    /// (127: as the counter steps to 128).
    pub fn start_with_half_at(&self, value: u32) {
        TIM0.stop();
        DUAL1.start_periodic_interrupt((1 << BITS) - 1);
        // Every 256 steps from the first.
        TIM0.start((1 << BITS) - 1, value);
        self.clear(Events::BOTH);
    }
}

impl AlarmTimer for Mps2 {
    const TICKS_PER_COUNT: u64 = 2;
    const MAX_ALARM: u64 = u32::MAX as u64;

    fn arm(&self, counts: u64) {
        self.disarm();
        TIM1.start(u32::MAX, counts as u32);
    }

    fn disarm(&self) {
        TIM1.stop();
        TIM1.clear();
    }

    fn alarm_pending(&self) -> bool {
        TIM1.expired()
    }
}

/// What an [`Altered`] runs before each clear of a flag: nothing, or a control's fault.
pub trait BeforeClear: Send + Sync + 'static {
    fn before_clear(&self) {}
}

/// Nothing before a clear.
pub struct Nothing;

impl BeforeClear for Nothing {}

/// [`Mps2`] altered for the controls: its counter read `BEHIND` steps behind, `now()` with the
/// flags or without (`READ_PENDING`), and `H` run before each clear.
pub struct Altered<const BEHIND: u32, const READ_PENDING: bool, H = Nothing>(pub Mps2, pub H);

impl<const BEHIND: u32, const READ_PENDING: bool, H: BeforeClear> HalfPeriodTimer
    for Altered<BEHIND, READ_PENDING, H>
{
    fn counter(&self) -> u32 {
        self.0.counter().wrapping_sub(BEHIND)
    }
    fn pending(&self) -> Events {
        self.0.pending()
    }
    fn clear(&self, events: Events) {
        self.1.before_clear();
        self.0.clear(events)
    }
}

impl<const BEHIND: u32, const READ_PENDING: bool, H: BeforeClear> AlarmTimer
    for Altered<BEHIND, READ_PENDING, H>
{
    const TICKS_PER_COUNT: u64 = Mps2::TICKS_PER_COUNT;
    const READ_PENDING: bool = READ_PENDING;
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
