//! The rest of the MPS2-AN386 the firmware uses: the interrupt half of the vector table, the
//! NVIC and SysTick set-up, the independent counter, semihosting's exit.
//!
//! IRQ numbers are those of QEMU's `hw/arm/mps2.c` for AN385/AN386: TIMER0 8, TIMER1 9,
//! DUALTIMER 10.

use core::ptr::{read_volatile, write_volatile};
use cortex_m::peripheral::{scb::SystemHandler, NVIC};
use cortex_m_semihosting::debug;

/// The external interrupts used here.
#[derive(Clone, Copy)]
#[repr(u16)]
pub enum Interrupt {
    Timer0 = 8,
    Timer1 = 9,
    DualTimer = 10,
}

// SAFETY: each variant is a distinct external interrupt number below the 32 the AN386's NVIC
// implements, as the trait requires.
unsafe impl cortex_m::interrupt::InterruptNumber for Interrupt {
    fn number(self) -> u16 {
        self as u16
    }
}

extern "C" {
    fn TIMER0();
    fn TIMER1();
    fn DUALTIMER();
}

/// One entry of the vector table: a handler or a reserved zero.
#[doc(hidden)]
pub union Vector {
    handler: unsafe extern "C" fn(),
    reserved: usize,
}

const R: Vector = Vector { reserved: 0 };

/// External interrupts 0..11 (cortex-m-rt's `device` feature links it after the exceptions);
/// the handlers are the binary's, or `DefaultHandler` through `device.x`.
#[doc(hidden)]
#[link_section = ".vector_table.interrupts"]
#[no_mangle]
pub static __INTERRUPTS: [Vector; 11] = [
    R,
    R,
    R,
    R,
    R,
    R,
    R,
    R,
    Vector { handler: TIMER0 },
    Vector { handler: TIMER1 },
    Vector { handler: DUALTIMER },
];

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
        for irq in [Interrupt::Timer0, Interrupt::Timer1, Interrupt::DualTimer] {
            p.NVIC.set_priority(irq, TIMER_PRIORITY);
        }
    }
    p.SYST
        .set_clock_source(cortex_m::peripheral::syst::SystClkSource::Core);
    p.SYST.set_reload(systick_steps - 1);
    p.SYST.clear_current();
    p.SYST.enable_interrupt();
    p.SYST.enable_counter();
    for irq in [Interrupt::Timer0, Interrupt::Timer1, Interrupt::DualTimer] {
        // SAFETY: their handlers exist and use no critical-section-based state that unmasking
        // could break.
        unsafe { NVIC::unmask(irq) };
    }
}

const DUAL2: usize = 0x4000_2020;

/// Starts the dual timer's second counter, free-running without interrupt: the independent
/// clock, started right after the driver's counter.
pub fn start_independent() {
    // SAFETY: the dual timer's second counter's registers (LOAD, CONTROL).
    unsafe {
        write_volatile((DUAL2 + 0x8) as *mut u32, 0);
        write_volatile(DUAL2 as *mut u32, u32::MAX);
        write_volatile((DUAL2 + 0x8) as *mut u32, 1 << 7 | 1 << 6 | 1 << 1);
    }
}

/// Steps of the independent counter since its start, plus one: the driver's counter starts at
/// 1 a few instructions earlier, so this is its time, give or take the step between the starts.
#[inline(always)]
pub fn independent() -> u64 {
    // SAFETY: the second counter's VALUE register.
    let value = unsafe { read_volatile((DUAL2 + 0x4) as *const u32) };
    u64::from(u32::MAX - value) + 1
}

/// The CMSDK watchdog (0x4000_8000), whose interrupt QEMU wires to NMI: nothing masks it.
pub mod watchdog {
    use core::ptr::write_volatile;

    const BASE: usize = 0x4000_8000;

    /// Raises NMI every `steps` counter steps while its interrupt is cleared each time
    /// ([`feed`]).
    pub fn start(steps: u32) {
        // SAFETY: the watchdog's LOCK, LOAD and CTRL registers.
        unsafe {
            write_volatile((BASE + 0xc00) as *mut u32, 0x1ACC_E551);
            write_volatile(BASE as *mut u32, steps);
            write_volatile((BASE + 0x8) as *mut u32, 1);
        }
    }

    /// Acknowledges the interrupt and restarts the count.
    pub fn feed() {
        // SAFETY: the watchdog's INTCLR register.
        unsafe { write_volatile((BASE + 0xc) as *mut u32, 1) }
    }
}

/// Ends the QEMU run with the given verdict (semihosting `SYS_EXIT`).
pub fn exit(success: bool) -> ! {
    debug::exit(if success {
        debug::EXIT_SUCCESS
    } else {
        debug::EXIT_FAILURE
    });
    loop {
        cortex_m::asm::wfi();
    }
}

/// Runs `rounds` rounds of exactly 3 instructions (`nop; subs; bne`), coprime with a counter
/// step's 40.
#[inline(always)]
pub fn spin(rounds: u32) {
    if rounds == 0 {
        return;
    }
    // SAFETY: a register-only loop: touches no memory and no stack.
    unsafe {
        core::arch::asm!(
            "2:",
            "nop",
            "subs {0}, #1",
            "bne 2b",
            inout(reg) rounds => _,
            options(nomem, nostack),
        );
    }
}

/// Prints a line on the host's standard output (semihosting).
#[macro_export]
macro_rules! say {
    ($($arg:tt)*) => {
        cortex_m_semihosting::hprintln!($($arg)*)
    };
}
