//! The MPS2-AN386 peripherals used here, as QEMU models them: CMSDK APB timers, the dual timer,
//! the half-period timer they make ([`Cmsdk`]), the watchdog (wired to NMI), SysTick's
//! registers, and the semihosting exit. Also compiled into targets/embassy (`#[path]`).
//!
//! Every timer counts the 25 MHz system clock down; under `-icount shift=0` one tick is 40
//! instructions (one instruction per virtual nanosecond).

use core::ptr::{read_volatile, write_volatile};
use cortex_m_semihosting::debug;
use u64copy::timer::{Events, HalfPeriodTimer};

/// Instructions per timer tick under `-icount shift=0` (25 MHz).
pub const NS_PER_TICK: u32 = 40;

/// A CMSDK APB timer: a 32-bit down-counter that raises its interrupt on reaching zero and
/// reloads.
#[derive(Clone, Copy)]
pub struct Timer(usize);

/// TIMER0 (IRQ 8).
pub const TIM0: Timer = Timer(0x4000_0000);
/// TIMER1 (IRQ 9).
pub const TIM1: Timer = Timer(0x4000_1000);

fn write(address: usize, value: u32) {
    // SAFETY: only called with the addresses of the memory-mapped registers of this file,
    // which exist on the MPS2-AN386 and have no memory-safety role.
    unsafe { write_volatile(address as *mut u32, value) }
}

fn read(address: usize) -> u32 {
    // SAFETY: as in `write`: a register of this file.
    unsafe { read_volatile(address as *const u32) }
}

impl Timer {
    /// Counts from `value` down to zero, then every `reload + 1` ticks; interrupts at zero.
    pub fn start(self, reload: u32, value: u32) {
        write(self.0, 0);
        write(self.0 + 0x8, reload);
        write(self.0 + 0x4, value);
        write(self.0, 1 | 1 << 3);
    }
    pub fn stop(self) {
        write(self.0, 0);
    }
    pub fn value(self) -> u32 {
        read(self.0 + 0x4)
    }
    /// The interrupt is raised (INTSTATUS).
    pub fn expired(self) -> bool {
        read(self.0 + 0xc) & 1 != 0
    }
    /// Acknowledges the interrupt (INTCLEAR).
    pub fn clear(self) {
        write(self.0 + 0xc, 1);
    }
    /// Acknowledges the interrupt and reads INTSTATUS back: a read of the same peripheral
    /// completes only after the write before it, so the clear has landed on return.
    pub fn clear_landed(self) {
        self.clear();
        let _ = self.expired();
    }
}

/// One counter of the CMSDK dual timer (0x4000_2000): free-running or periodic, 32-bit.
#[derive(Clone, Copy)]
pub struct DualCounter(usize);

/// The dual timer's first counter.
pub const DUAL1: DualCounter = DualCounter(0x4000_2000);
/// The dual timer's second counter.
pub const DUAL2: DualCounter = DualCounter(0x4000_2020);

impl DualCounter {
    /// Periodic 32-bit mode without interrupt: `load`, `load - 1`, ..., 0, `load`, ...
    /// (`load = u32::MAX` is a free-running 32-bit down-counter).
    pub fn start_periodic(self, load: u32) {
        write(self.0 + 0x8, 0);
        write(self.0, load);
        // Enable, periodic, 32-bit, prescale 1, no interrupt.
        write(self.0 + 0x8, 1 << 7 | 1 << 6 | 1 << 1);
    }
    pub fn value(self) -> u32 {
        read(self.0 + 0x4)
    }
    /// One-shot 32-bit mode with its interrupt (DUALTIMER, IRQ 10): interrupts once, `ticks`
    /// ticks from now.
    pub fn one_shot(self, ticks: u32) {
        write(self.0 + 0x8, 0);
        write(self.0, ticks);
        // Enable, interrupt enable, 32-bit, one-shot.
        write(self.0 + 0x8, 1 << 7 | 1 << 5 | 1 << 1 | 1);
    }
    /// Acknowledges its interrupt.
    pub fn clear(self) {
        write(self.0 + 0xc, 1);
    }
    /// Periodic 32-bit mode with its interrupt (DUALTIMER, IRQ 10): `load`, ..., 0, `load`,
    /// ..., the interrupt raised as the count reaches 0.
    pub fn start_periodic_interrupt(self, load: u32) {
        write(self.0 + 0x8, 0);
        write(self.0, load);
        // Enable, periodic, interrupt enable, 32-bit, prescale 1.
        write(self.0 + 0x8, 1 << 7 | 1 << 6 | 1 << 5 | 1 << 1);
    }
    /// Its raw interrupt status (RIS): set as the count reaches 0, whether its interrupt is
    /// enabled or not.
    pub fn raw_interrupt(self) -> bool {
        read(self.0 + 0x10) & 1 != 0
    }
    /// Stops it and acknowledges its interrupt.
    pub fn stop(self) {
        write(self.0 + 0x8, 0);
        self.clear();
    }
}

/// The flags `overflow` and `half` as `Events`.
#[inline(always)]
pub fn events(overflow: bool, half: bool) -> Events {
    let overflow = if overflow {
        Events::OVERFLOW
    } else {
        Events::NONE
    };
    let half = if half { Events::HALF } else { Events::NONE };
    overflow.union(half)
}

/// The CMSDK arrangement as a `HalfPeriodTimer` of `BITS` bits. `EARLY`: the counter steps a
/// flag may come before its crossing (0 when TIMER0 reaches 0 as the counter reaches its half).
pub struct Cmsdk<const BITS: u32, const EARLY: u32 = 0>;

impl<const BITS: u32, const EARLY: u32> HalfPeriodTimer for Cmsdk<BITS, EARLY> {
    const EARLY: u32 = EARLY;

    #[inline(always)]
    fn counter(&self) -> u32 {
        DUAL1.value().wrapping_neg() & (u32::MAX >> (32 - BITS))
    }

    #[inline(always)]
    fn pending(&self) -> Events {
        // Two registers, read one after the other: the crossings are half a period apart, so
        // at most one flag changes between the reads, and the pair is the flags of one
        // instant between them.
        let overflow = DUAL1.raw_interrupt();
        events(overflow, TIM0.expired())
    }

    #[inline(always)]
    fn clear(&self, events: Events) {
        // Each write is read back from its peripheral: the clear has landed on return.
        if events.contains(Events::OVERFLOW) {
            DUAL1.clear();
            let _ = DUAL1.raw_interrupt();
        }
        if events.contains(Events::HALF) {
            TIM0.clear_landed();
        }
    }
}

/// The CMSDK watchdog (0x4000_8000), whose interrupt QEMU wires to NMI: nothing masks it.
pub mod watchdog {
    const BASE: usize = 0x4000_8000;

    /// Raises NMI every `ticks` ticks (it reloads when its interrupt is cleared; it is not
    /// cleared here, so the NMI handler decides).
    pub fn start(ticks: u32) {
        super::write(BASE + 0xc00, 0x1ACC_E551);
        super::write(BASE, ticks);
        super::write(BASE + 0x8, 1);
    }
    /// Acknowledges the interrupt and restarts the count.
    pub fn feed() {
        super::write(BASE + 0xc, 1);
    }
}

/// SysTick's registers, read without taking `SYST` (readers at any priority).
pub mod systick {
    /// SYST_CVR: the current value (24-bit down-counter).
    pub fn current() -> u32 {
        super::read(0xE000_E018)
    }
    /// ICSR.PENDSTSET: a SysTick exception is pending (cleared by hardware when the handler
    /// starts).
    pub fn pending() -> bool {
        super::read(0xE000_ED04) & 1 << 26 != 0
    }
    /// SHCSR.SYSTICKACT: the SysTick handler is active (also while it is preempted).
    pub fn active() -> bool {
        super::read(0xE000_ED24) & 1 << 11 != 0
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

/// Runs `rounds` rounds of exactly 3 instructions (`nop; subs; bne`): a delay that moves what
/// follows by 3 instructions per round, coprime with a timer tick's 40.
#[inline(always)]
pub fn spin(rounds: u32) {
    if rounds == 0 {
        return;
    }
    // SAFETY: a register-only loop: touches no memory and no stack, and leaves the flags,
    // which `asm!` assumes clobbered by default.
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
