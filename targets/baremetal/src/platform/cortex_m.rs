//! Cortex-M under qemu-system-arm: cortex-m-rt start-up, semihosting for the console and the
//! exit status, SysTick as the writer's interrupt.

use core::cell::RefCell;
use core::fmt;
use cortex_m::interrupt::{self, Mutex};
use cortex_m::peripheral::{syst::SystClkSource, SYST};
use cortex_m_rt::{entry, exception};
use cortex_m_semihosting::{debug, hprint};

pub const NAME: &str = env!("BAREMETAL_TARGET");

/// SysTick reload value in core clock cycles: long enough for the handler to finish
/// between two interrupts, short enough for the main loop to be interrupted often.
const SYSTICK_RELOAD: u32 = 97;

static SYSTICK: Mutex<RefCell<Option<SYST>>> = Mutex::new(RefCell::new(None));

#[entry]
fn main() -> ! {
    crate::run()
}

#[exception]
fn SysTick() {
    crate::on_tick();
}

pub fn print(args: fmt::Arguments) {
    hprint!("{}", args);
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

pub fn start_timer() {
    let mut systick = cortex_m::Peripherals::take()
        .expect("peripherals are taken once")
        .SYST;
    systick.set_clock_source(SystClkSource::Core);
    systick.set_reload(SYSTICK_RELOAD);
    systick.clear_current();
    systick.enable_interrupt();
    systick.enable_counter();
    interrupt::free(|cs| SYSTICK.borrow(cs).replace(Some(systick)));
}

pub fn stop_timer() {
    interrupt::free(|cs| {
        if let Some(systick) = SYSTICK.borrow(cs).borrow_mut().as_mut() {
            systick.disable_interrupt();
            systick.disable_counter();
        }
    });
}
