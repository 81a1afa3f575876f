//! The register access of the driver on QEMU's MPS2-AN386: all a HAL writes for
//! [`HalfPeriodDriver`](crate::driver::HalfPeriodDriver).
//!
//! - The counter: the dual timer's first counter, periodic with `LOAD = 255`, read negated: an
//!   8-bit up-counter at 25 MHz (one step every 40 instructions under `-icount shift=0`). QEMU
//!   raises the counter's interrupt as its value reaches 0, which the negation makes the step to
//!   0 of the up-count: the overflow flag, on its very step (`EARLY = 0`; sampled: no flag seen
//!   before its crossing in 4,000 crossings). IRQ 10.
//! - The half-period flag: TIMER0, reloaded every 256 steps and started to reach 0 on the
//!   counter's step to 128 (the CMSDK timers have no compare channel). IRQ 8.
//! - The alarm: TIMER1, a down-counter that interrupts on reaching 0. IRQ 9.
//!
//! The flags are cleared by writing their INTCLEAR registers, never by a read-modify-write.

use crate::driver::AlarmTimer;
use core::ptr::{read_volatile, write_volatile};
use u64copy::timer::{Events, HalfPeriodTimer};

const DUAL1: usize = 0x4000_2000;
const TIMER0: usize = 0x4000_0000;
const TIMER1: usize = 0x4000_1000;

/// The counter's width.
pub const BITS: u32 = 8;

fn write(address: usize, value: u32) {
    // SAFETY: only called with the addresses of this file's memory-mapped timer registers,
    // which exist on the MPS2-AN386 and have no memory-safety role.
    unsafe { write_volatile(address as *mut u32, value) }
}

fn read(address: usize) -> u32 {
    // SAFETY: as in `write`.
    unsafe { read_volatile(address as *const u32) }
}

/// The three timers.
pub struct Mps2;

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
        write(DUAL1 + 0x8, 0);
        write(TIMER0, 0);
        write(DUAL1, (1 << BITS) - 1);
        // Enable, periodic, interrupt, 32-bit.
        write(DUAL1 + 0x8, 1 << 7 | 1 << 6 | 1 << 5 | 1 << 1);
        // Every 256 steps from the first.
        write(TIMER0 + 0x8, (1 << BITS) - 1);
        write(TIMER0 + 0x4, value);
        write(TIMER0, 1 | 1 << 3);
        self.clear(Events::BOTH);
    }
}

impl HalfPeriodTimer for Mps2 {
    #[inline(always)]
    fn counter(&self) -> u32 {
        read(DUAL1 + 0x4).wrapping_neg()
    }

    #[inline(always)]
    fn pending(&self) -> Events {
        // The dual timer's RIS and TIMER0's INTSTATUS.
        let overflow = if read(DUAL1 + 0x10) & 1 != 0 {
            Events::OVERFLOW
        } else {
            Events::NONE
        };
        let half = if read(TIMER0 + 0xc) & 1 != 0 {
            Events::HALF
        } else {
            Events::NONE
        };
        overflow.union(half)
    }

    #[inline(always)]
    fn clear(&self, events: Events) {
        // Each write has landed once a read of the same peripheral returns (device memory).
        if events.contains(Events::OVERFLOW) {
            write(DUAL1 + 0xc, 1);
            let _ = read(DUAL1 + 0x10);
        }
        if events.contains(Events::HALF) {
            write(TIMER0 + 0xc, 1);
            let _ = read(TIMER0 + 0xc);
        }
    }
}

impl AlarmTimer for Mps2 {
    const TICKS_PER_COUNT: u64 = 2;
    const MAX_ALARM: u64 = u32::MAX as u64;

    fn arm(&self, counts: u64) {
        write(TIMER1, 0);
        write(TIMER1 + 0xc, 1);
        write(TIMER1 + 0x8, u32::MAX);
        write(TIMER1 + 0x4, counts as u32);
        write(TIMER1, 1 | 1 << 3);
    }

    fn disarm(&self) {
        write(TIMER1, 0);
        write(TIMER1 + 0xc, 1);
    }

    fn alarm_pending(&self) -> bool {
        read(TIMER1 + 0xc) & 1 != 0
    }
}
