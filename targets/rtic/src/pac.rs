//! The smallest device crate that `#[rtic::app(device = ...)]` needs for QEMU's `mps2-an386`
//! (Cortex-M4): the `Interrupt` enum (also reachable as `interrupt::NAME`), `NVIC_PRIO_BITS`,
//! and the interrupt half of the vector table (`__INTERRUPTS`, with `device.x` from `build.rs`
//! naming every handler that is not defined weakly as `DefaultHandler`).
//!
//! IRQ numbers are those of QEMU's `hw/arm/mps2.c` for AN385/AN386 (the CMSDK example system):
//! TIMER0 8, TIMER1 9, DUALTIMER 10. `SOFT0`..`SOFT3` are lines no modelled device drives;
//! RTIC pends them in software as dispatchers of its async tasks.

/// Priority bits of the AN386's Cortex-M4 (CMSIS `__NVIC_PRIO_BITS`).
pub const NVIC_PRIO_BITS: u8 = 3;

/// The external interrupts used here.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(non_camel_case_types, clippy::upper_case_acronyms)]
#[repr(u16)]
pub enum Interrupt {
    /// CMSDK APB timer 0 (0x4000_0000).
    TIMER0 = 8,
    /// CMSDK APB timer 1 (0x4000_1000).
    TIMER1 = 9,
    /// CMSDK APB dual timer (0x4000_2000), both counters.
    DUALTIMER = 10,
    /// Software-only lines, for RTIC's dispatchers.
    SOFT0 = 28,
    SOFT1 = 29,
    SOFT2 = 30,
    SOFT3 = 31,
}

// SAFETY: every variant is a distinct external interrupt number below the 32 the AN386's NVIC
// implements, as the trait requires.
unsafe impl cortex_m::interrupt::InterruptNumber for Interrupt {
    #[inline(always)]
    fn number(self) -> u16 {
        self as u16
    }
}

/// `interrupt::TIMER0`, as svd2rust device crates spell it.
pub use self::Interrupt as interrupt;

extern "C" {
    fn TIMER0();
    fn TIMER1();
    fn DUALTIMER();
    fn SOFT0();
    fn SOFT1();
    fn SOFT2();
    fn SOFT3();
}

/// One entry of the vector table: a handler or a reserved zero.
#[doc(hidden)]
pub union Vector {
    handler: unsafe extern "C" fn(),
    reserved: usize,
}

const R: Vector = Vector { reserved: 0 };

/// External interrupts 0..32; unused lines are reserved (zero), the used ones point at RTIC's
/// handlers, or at `DefaultHandler` through `device.x` where no task binds them.
#[doc(hidden)]
#[link_section = ".vector_table.interrupts"]
#[no_mangle]
pub static __INTERRUPTS: [Vector; 32] = [
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
    R,
    R,
    R,
    R,
    R,
    R,
    R,
    R,
    R,
    R,
    R,
    R,
    R,
    R,
    R,
    R,
    R,
    Vector { handler: SOFT0 },
    Vector { handler: SOFT1 },
    Vector { handler: SOFT2 },
    Vector { handler: SOFT3 },
];
