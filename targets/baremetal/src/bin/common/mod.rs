//! What the Cortex-M binaries beside the harness share: SysTick started as their interrupt,
//! and the exit through semihosting.

use cortex_m::peripheral::{syst::SystClkSource, SYST};
use cortex_m_semihosting::debug;

/// SysTick counting the core clock, its interrupt every `reload + 1` cycles.
pub fn start_systick(reload: u32) -> SYST {
    let mut systick = cortex_m::Peripherals::take()
        .expect("peripherals are taken once")
        .SYST;
    systick.set_clock_source(SystClkSource::Core);
    systick.set_reload(reload);
    systick.clear_current();
    systick.enable_interrupt();
    systick.enable_counter();
    systick
}

pub fn exit(success: bool) -> ! {
    debug::exit(if success {
        debug::EXIT_SUCCESS
    } else {
        debug::EXIT_FAILURE
    });
    // Only reached without a semihosting host.
    loop {
        cortex_m::asm::wfi();
    }
}
