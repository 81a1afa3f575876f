//! The rest of the MPS2-AN386 set-up the firmware uses: the NVIC and SysTick, the independent
//! counter. The registers, the vector table and semihosting's exit are targets/rtic's
//! (`crate::hw`, `crate::pac`).

use crate::hw::DUAL2;
use crate::pac::Interrupt;
use cortex_m::peripheral::{scb::SystemHandler, NVIC};

/// The timer's three vectors' priority (3 priority bits, in the top of the byte).
pub const TIMER_PRIORITY: u8 = 4 << 5;
/// SysTick's: above the timer's.
pub const SYSTICK_PRIORITY: u8 = 1 << 5;

/// Sets the priorities, starts SysTick (every `systick_steps` counter steps, on the 25 MHz
/// processor clock) and unmasks the timer's interrupts.
pub fn interrupts(systick_steps: u32) {
    let mut p = cortex_m::Peripherals::take().unwrap();
    // SAFETY: priorities are set before any of these interrupts is enabled, so no critical
    // section based on priorities is in progress; the crate's critical sections mask all.
    unsafe {
        p.SCB.set_priority(SystemHandler::SysTick, SYSTICK_PRIORITY);
        for irq in [Interrupt::TIMER0, Interrupt::TIMER1, Interrupt::DUALTIMER] {
            p.NVIC.set_priority(irq, TIMER_PRIORITY);
        }
    }
    p.SYST
        .set_clock_source(cortex_m::peripheral::syst::SystClkSource::Core);
    p.SYST.set_reload(systick_steps - 1);
    p.SYST.clear_current();
    p.SYST.enable_interrupt();
    p.SYST.enable_counter();
    for irq in [Interrupt::TIMER0, Interrupt::TIMER1, Interrupt::DUALTIMER] {
        // SAFETY: their handlers exist and use no critical-section-based state that unmasking
        // could break.
        unsafe { NVIC::unmask(irq) };
    }
}

/// Starts the dual timer's second counter, free-running without interrupt: the independent
/// clock, started right after the driver's counter.
pub fn start_independent() {
    DUAL2.start_periodic(u32::MAX);
}

/// Steps of the independent counter since its start, plus one: the driver's counter starts at
/// 1 a few instructions earlier, so this is its time, give or take the step between the starts.
#[inline(always)]
pub fn independent() -> u64 {
    u64::from(u32::MAX - DUAL2.value()) + 1
}

/// Prints a line on the host's standard output (semihosting).
#[macro_export]
macro_rules! say {
    ($($arg:tt)*) => {
        cortex_m_semihosting::hprintln!($($arg)*)
    };
}
