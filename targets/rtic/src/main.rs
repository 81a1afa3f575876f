//! RTIC's case (rtic-rs/rtic #1117, #1130) on a Cortex-M4 under qemu-system-arm (mps2-an386):
//! the SysTick handler, at a low priority, advances a 64-bit tick count, and an interrupt of
//! a higher priority reads it, as an RTIC task calling `now()` does.
//!
//! 1. The count in a `U64Latch` (`update(|t| t + 1)`); the reader counts its attempts
//!    (`try_load` until `Some`, which is what `load` does): none may fail, and thousands of
//!    reads must have found the SysTick handler inside its update.
//! 2. The control: the count in `portable_atomic::AtomicU64` (`fetch_add(1, AcqRel)`, read
//!    with `load(Relaxed)`, as rtic-monotonics' SysTick monotonic does). portable-atomic's
//!    fallback `load` tries an optimistic read, and if the lock is held takes the write lock,
//!    which the preempted SysTick handler holds: it spins for ever. A watchdog of the highest
//!    priority sees the reads stop, reports the deadlock and exits with success; if the reads
//!    never stop, the run fails.
//!
//! Where a read lands: TIMER0 fires the reader every `READER_PERIOD` timer ticks and SysTick
//! the writer every `SYSTICK_PERIOD`, coprime, so the reader walks across the SysTick period
//! in steps of one tick; and the SysTick handler spins `ticks % SWEEP` rounds before its
//! update, so the update walks across the reader's instants in steps of one round. Together
//! they bring every reader instant to every point of the update, at most
//! `SYSTICK_PERIOD * SWEEP` ticks apart, in the same way in every run (`-icount`).
#![no_std]
#![no_main]

use core::ptr;
use core::sync::atomic::{
    compiler_fence, AtomicBool, AtomicU32,
    Ordering::{AcqRel, Relaxed, SeqCst},
};
use cortex_m::peripheral::{scb::SystemHandler, syst::SystClkSource};
use cortex_m_rt::{entry, exception};
use cortex_m_semihosting::{debug, hprintln};
use u64copy::U64Latch;

/// SysTick and the CMSDK timers count the 25 MHz system clock; with `-icount shift=0` a
/// tick is 40 instructions.
const SYSTICK_PERIOD: u32 = 11;
const READER_PERIOD: u32 = 13;
const WATCHDOG_PERIOD: u32 = 5000;
/// Spin rounds the SysTick handler sweeps through before its update.
const SWEEP: u32 = 64;
/// Latch reads, and latch reads that must have found the update running.
const LATCH_READS: u32 = 100_000;
const LATCH_IN_UPDATE: u32 = 2000;
/// portable-atomic reads after which a run that did not deadlock fails.
const PORTABLE_READS: u32 = 40_000;

/// CMSDK APB timers of the MPS2 boards: TIMER0 (IRQ 8) the reader, TIMER1 (IRQ 9) the
/// watchdog.
const TIMER0: usize = 0x4000_0000;
const TIMER1: usize = 0x4000_1000;
const READER_IRQ: i16 = 8;
const WATCHDOG_IRQ: i16 = 9;
const CTRL_ENABLE_AND_IRQ: u32 = 1 | 1 << 3;

/// Priorities, highest first (a lower number preempts a higher one).
const WATCHDOG_PRIORITY: u8 = 0x00;
const READER_PRIORITY: u8 = 0x40;
const SYSTICK_PRIORITY: u8 = 0xc0;

static LATCH: U64Latch = U64Latch::new(0);
static PORTABLE: portable_atomic::AtomicU64 = portable_atomic::AtomicU64::new(0);

/// false: the latch; true: portable-atomic. Switched by the main loop, which runs only when
/// no handler does.
static USE_PORTABLE: AtomicBool = AtomicBool::new(false);
/// The SysTick handler is inside its update.
static IN_UPDATE: AtomicBool = AtomicBool::new(false);
static TICKS: AtomicU32 = AtomicU32::new(0);

/// The reader's counts. Only the reader writes them (the main loop resets them between the
/// phases, when no handler runs).
static READS: AtomicU32 = AtomicU32::new(0);
static READS_IN_UPDATE: AtomicU32 = AtomicU32::new(0);
static FAILED_ATTEMPTS: AtomicU32 = AtomicU32::new(0);
static BACKWARDS: AtomicU32 = AtomicU32::new(0);
static LAST_LO: AtomicU32 = AtomicU32::new(0);
static LAST_HI: AtomicU32 = AtomicU32::new(0);
/// The reader is inside a read.
static READING: AtomicBool = AtomicBool::new(false);
/// The reads the watchdog saw last time.
static WATCHED_READS: AtomicU32 = AtomicU32::new(0);

fn bump(counter: &AtomicU32) {
    counter.store(counter.load(Relaxed).wrapping_add(1), Relaxed);
}

#[entry]
fn main() -> ! {
    let mut peripherals = cortex_m::Peripherals::take().expect("peripherals are taken once");
    // SAFETY: priorities are set before any of these interrupts is enabled, so no
    // priority-based critical section is in progress.
    unsafe {
        peripherals
            .SCB
            .set_priority(SystemHandler::SysTick, SYSTICK_PRIORITY);
        let ipr = &peripherals.NVIC.ipr;
        ipr[READER_IRQ as usize].write(READER_PRIORITY);
        ipr[WATCHDOG_IRQ as usize].write(WATCHDOG_PRIORITY);
        peripherals.NVIC.iser[0].write(1 << READER_IRQ | 1 << WATCHDOG_IRQ);
    }
    start_timer(TIMER1, WATCHDOG_PERIOD);
    start_timer(TIMER0, READER_PERIOD);
    let mut systick = peripherals.SYST;
    systick.set_clock_source(SystClkSource::Core);
    systick.set_reload(SYSTICK_PERIOD - 1);
    systick.clear_current();
    systick.enable_interrupt();
    systick.enable_counter();

    while READS.load(Relaxed) < LATCH_READS {}
    let (reads, in_update, failed, backwards) = (
        READS.load(Relaxed),
        READS_IN_UPDATE.load(Relaxed),
        FAILED_ATTEMPTS.load(Relaxed),
        BACKWARDS.load(Relaxed),
    );
    hprintln!(
        "U64Latch: {} reads by the higher-priority interrupt, {} of them inside the SysTick \
         handler's update; failed attempts: {}, backwards: {}; SysTick ran {} times",
        reads,
        in_update,
        failed,
        backwards,
        TICKS.load(Relaxed)
    );
    if failed != 0 || backwards != 0 || in_update < LATCH_IN_UPDATE {
        hprintln!(
            "FAIL: the latch reader needs 0 failed attempts, 0 backwards and {} reads inside \
             an update",
            LATCH_IN_UPDATE
        );
        exit(false);
    }
    hprintln!("U64Latch: every read succeeded on its first attempt");

    // The main loop runs only between handlers: no read or update is in progress.
    for counter in [&READS, &READS_IN_UPDATE, &BACKWARDS, &LAST_LO, &LAST_HI] {
        counter.store(0, Relaxed);
    }
    WATCHED_READS.store(0, Relaxed);
    USE_PORTABLE.store(true, Relaxed);
    while READS.load(Relaxed) < PORTABLE_READS {}
    hprintln!(
        "FAIL: portable_atomic::AtomicU64 did not deadlock in {} reads ({} inside the SysTick \
         handler's fetch_add)",
        READS.load(Relaxed),
        READS_IN_UPDATE.load(Relaxed)
    );
    exit(false)
}

/// The writer: RTIC's tick count, advanced at a low priority.
#[exception]
fn SysTick() {
    let ticks = TICKS.load(Relaxed);
    TICKS.store(ticks.wrapping_add(1), Relaxed);
    for _ in 0..ticks % SWEEP {
        core::hint::spin_loop();
    }
    IN_UPDATE.store(true, Relaxed);
    compiler_fence(SeqCst);
    if USE_PORTABLE.load(Relaxed) {
        PORTABLE.fetch_add(1, AcqRel);
    } else {
        LATCH.update(|t| t + 1);
    }
    compiler_fence(SeqCst);
    IN_UPDATE.store(false, Relaxed);
}

#[exception]
unsafe fn DefaultHandler(irqn: i16) {
    match irqn {
        READER_IRQ => {
            clear_timer(TIMER0);
            read();
        }
        WATCHDOG_IRQ => {
            clear_timer(TIMER1);
            watchdog();
        }
        _ => {
            hprintln!("unexpected interrupt {}", irqn);
            exit(false);
        }
    }
}

/// The reader: an RTIC task of a higher priority calling `now()`.
fn read() {
    let in_update = IN_UPDATE.load(Relaxed);
    compiler_fence(SeqCst);
    READING.store(true, Relaxed);
    compiler_fence(SeqCst);
    let value = if USE_PORTABLE.load(Relaxed) {
        PORTABLE.load(Relaxed)
    } else {
        loop {
            match LATCH.try_load() {
                Some(value) => break value,
                None => bump(&FAILED_ATTEMPTS),
            }
        }
    };
    compiler_fence(SeqCst);
    READING.store(false, Relaxed);
    let last = u64::from(LAST_HI.load(Relaxed)) << 32 | u64::from(LAST_LO.load(Relaxed));
    if value < last {
        bump(&BACKWARDS);
    }
    LAST_HI.store((value >> 32) as u32, Relaxed);
    LAST_LO.store(value as u32, Relaxed);
    bump(&READS);
    if in_update {
        bump(&READS_IN_UPDATE);
    }
}

/// Ends the run when the reader has made no progress since the last time.
fn watchdog() {
    let reads = READS.load(Relaxed);
    if reads != WATCHED_READS.load(Relaxed) {
        WATCHED_READS.store(reads, Relaxed);
        return;
    }
    let stuck_in = if USE_PORTABLE.load(Relaxed) {
        "portable_atomic::AtomicU64::load"
    } else {
        "U64Latch"
    };
    hprintln!(
        "{} reader stuck after {} reads ({} inside the SysTick handler's update; reader inside \
         a read: {}, SysTick handler inside its update: {})",
        stuck_in,
        reads,
        READS_IN_UPDATE.load(Relaxed),
        READING.load(Relaxed),
        IN_UPDATE.load(Relaxed)
    );
    let expected = USE_PORTABLE.load(Relaxed) && READING.load(Relaxed) && IN_UPDATE.load(Relaxed);
    if expected {
        hprintln!("portable-atomic: deadlocked as expected (rtic-rs/rtic #1117)");
    }
    exit(expected)
}

fn start_timer(base: usize, period: u32) {
    // SAFETY: the RELOAD, VALUE and CTRL registers of a CMSDK APB timer of the MPS2 board,
    // used by nothing else.
    unsafe {
        ptr::write_volatile((base + 0x8) as *mut u32, period - 1);
        ptr::write_volatile((base + 0x4) as *mut u32, period - 1);
        ptr::write_volatile(base as *mut u32, CTRL_ENABLE_AND_IRQ);
    }
}

fn clear_timer(base: usize) {
    // SAFETY: INTCLEAR of a CMSDK APB timer: acknowledges its interrupt.
    unsafe { ptr::write_volatile((base + 0xc) as *mut u32, 1) };
}

fn exit(success: bool) -> ! {
    debug::exit(if success {
        debug::EXIT_SUCCESS
    } else {
        debug::EXIT_FAILURE
    });
    loop {
        cortex_m::asm::wfi();
    }
}

#[panic_handler]
fn panic(info: &core::panic::PanicInfo) -> ! {
    hprintln!("panicked: {}", info);
    exit(false)
}
