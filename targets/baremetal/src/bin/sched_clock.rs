//! Linux's `sched_clock` on a Cortex-M4 under qemu-system-arm (mps2-an386, `-icount shift=0`):
//! the host example's [`SchedClock`] (examples/sched_clock/clock.rs) over SysTick, checked
//! against an independent timer by readers in the main loop, in an interrupt above the update,
//! and in NMI.
//!
//! - **The counter**: SysTick, a real down-counter that wraps, counting the 25 MHz core clock
//!   with its interrupt off, read inverted (`!SYST_CVR`). `RELOAD = 2^16 - 1` makes it a
//!   16-bit counter that wraps every 2.62 ms, so that a run of a few QEMU seconds wraps it
//!   hundreds of times (its full 24 bits wrap every 0.67 s; the clock takes any width).
//! - **The update**: TIMER0 (priority 2) every [`SchedClock::update_period_cycles`] ticks, half
//!   of the wrap, as the kernel's hrtimer. Each time it arms the dual timer's one-shot (1 to 3
//!   ticks) and spins `n % 64` loop rounds before `update`, so that the aimed
//!   reader's arrival walks across the update a few instructions at a time.
//! - **Readers**, each checked: never below its own previous read (monotonic), and within one
//!   tick (40 ns: the two timers' phase) of the independent timer, read just before and just
//!   after SysTick inside the reader's counter read, less the offset of the first read:
//!   - the main loop, `now_ns` without pause;
//!   - `aimed` (DUALTIMER, priority 1, above the update), `try_now_ns`: it must never fail
//!     its one attempt, also when it interrupted the update (the latch's never-wait);
//!   - NMI (the CMSDK watchdog, every `NMI_PERIOD` ticks), `try_now_ns`, the same rule.
//! - **Provoked preemptions**: every `PROVOKE_EVERY`-th main-loop read pends, from inside its
//!   counter read, either TIMER0 (an update lands inside the attempt) or TIMER1 (priority 3,
//!   below the update: a stall of `STALL` ticks, 1.25 wraps, while the updates go on). Each
//!   must make the attempt retry, and the read must still be right.
//! - The **independent timer**: the dual timer's second counter, free-running from
//!   0xFFFF_FFFF at the same 25 MHz.
//!
//! One case per run, chosen by the semihosting command line (`cargo run ... -- -append CASE`):
//! - `checked`: the above; must end with `0 failed` and exit 0;
//! - `counter-before` (control): the main loop reads the counter, then (the provoked update
//!   or stall in between) loads the epoch: the same checks must fail, `ahead of the
//!   independent timer`;
//! - `counter-after` (control): loads the epoch, then (the provoked stall in between) reads
//!   the counter: must fail, `behind the independent timer`;
//! - `slow-update` (control): TIMER0 every 1.5 wraps: must fail, `behind the independent
//!   timer`.
#![no_std]
#![no_main]

#[cfg(not(target_arch = "arm"))]
compile_error!("the sched_clock binary is for Cortex-M (qemu-system-arm mps2-an386)");

#[path = "../../../../examples/sched_clock/clock.rs"]
mod clock;
// `start_systick` is not used: SysTick runs here with its interrupt off.
#[allow(dead_code)]
mod common;

use clock::SchedClock;
use common::exit;
use core::ptr::{read_volatile, write_volatile};
use core::sync::atomic::{
    compiler_fence, AtomicBool, AtomicU32, AtomicU8,
    Ordering::{Relaxed, SeqCst},
};
use cortex_m_rt::{entry, exception};
use cortex_m_semihosting::hprintln;

/// SysTick as a `BITS`-bit counter.
const BITS: u32 = 16;
/// The core clock, which SysTick and the CMSDK timers count (QEMU's mps2-an386).
const RATE_HZ: u32 = 25_000_000;
const NS_PER_TICK: u64 = 40;
const WRAP: u32 = 1 << BITS;

static CLOCK: SchedClock<BITS> = SchedClock::new(RATE_HZ);

/// Updates per run.
const UPDATES: u32 = 120;
/// A provoked preemption every this many main-loop reads.
const PROVOKE_EVERY: u32 = 1500;
/// Provoked preemptions per run, at most (half updates, half stalls).
const PROVOKED_MAX: u32 = 20;
/// The provoked stall: 1.25 wraps.
const STALL: u32 = WRAP + WRAP / 4;
/// The watchdog's NMI period, in ticks (coprime with the others).
const NMI_PERIOD: u32 = 1009;
/// Aimed reads that must land inside `update` in a `checked` run.
const MIN_AIMED_IN_UPDATE: u32 = 20;
/// The tolerance of a read against the independent timer: the two timers' phase.
const TOLERANCE_NS: u64 = NS_PER_TICK;

// --- The MPS2-AN386's registers (as targets/rtic/src/hw.rs, which has the details) ---

fn write(address: usize, value: u32) {
    // SAFETY: only called with the addresses of memory-mapped registers of the mps2-an386
    // (SysTick, NVIC, CMSDK timers, dual timer, watchdog), which have no memory-safety role.
    unsafe { write_volatile(address as *mut u32, value) }
}

fn read(address: usize) -> u32 {
    // SAFETY: as in `write`.
    unsafe { read_volatile(address as *const u32) }
}

const TIMER0: usize = 0x4000_0000;
const DUAL1: usize = 0x4000_2000;
const DUAL2: usize = 0x4000_2020;
const WATCHDOG: usize = 0x4000_8000;
const IRQ_TIMER0: u32 = 8;
const IRQ_TIMER1: u32 = 9;
const IRQ_DUALTIMER: u32 = 10;

/// A CMSDK timer: interrupts at zero, then every `reload + 1` ticks.
fn timer_start(base: usize, reload: u32) {
    write(base, 0);
    write(base + 0x8, reload);
    write(base + 0x4, reload);
    write(base, 1 | 1 << 3);
}

fn timer_clear(base: usize) {
    write(base + 0xc, 1);
}

/// The independent timer: the dual timer's second counter, periodic from 0xFFFF_FFFF.
fn independent() -> u32 {
    read(DUAL2 + 0x4)
}

/// The dual timer's first counter: one interrupt `ticks` ticks from now.
fn aim(ticks: u32) {
    write(DUAL1 + 0x8, 0);
    write(DUAL1, ticks);
    write(DUAL1 + 0x8, 1 << 7 | 1 << 5 | 1 << 1 | 1);
}

/// SysTick as the clock's up-counter: SYST_CVR inverted (the clock keeps the low `BITS`).
#[inline(always)]
fn systick() -> u64 {
    u64::from(!read(0xE000_E018))
}

fn nvic_enable(irq: u32, priority: u8) {
    // SAFETY: NVIC_IPR's byte for `irq`, a register (see `write`).
    unsafe { write_volatile((0xE000_E400 + irq as usize) as *mut u8, priority) }
    write(0xE000_E100, 1 << irq);
}

/// Pends `irq` and lets it be taken here (it preempts the main loop at once).
fn pend(irq: u32) {
    write(0xE000_E200, 1 << irq);
    cortex_m::asm::dsb();
    cortex_m::asm::isb();
}

/// A delay of `rounds` loop rounds.
#[inline(always)]
fn spin(rounds: u32) {
    for _ in 0..rounds {
        cortex_m::asm::nop();
    }
}

// --- The case, the checks and their report ---

const CHECKED: u8 = 0;
const COUNTER_BEFORE: u8 = 1;
const COUNTER_AFTER: u8 = 2;
const SLOW_UPDATE: u8 = 3;
const CASES: [&str; 4] = ["checked", "counter-before", "counter-after", "slow-update"];
static CASE: AtomicU8 = AtomicU8::new(CHECKED);

const MAIN: usize = 0;
const AIMED: usize = 1;
const NMI: usize = 2;
const READERS: [&str; 3] = ["main loop", "aimed (above the update)", "NMI"];

/// Per reader.
static READS: [AtomicU32; 3] = [const { AtomicU32::new(0) }; 3];
static FAILED: [AtomicU32; 3] = [const { AtomicU32::new(0) }; 3];
static MAX_DEVIATION: [AtomicU32; 3] = [const { AtomicU32::new(0) }; 3];
/// Each reader's previous read, in ns (a run is shorter than 2^32 ns).
static PREVIOUS: [AtomicU32; 3] = [const { AtomicU32::new(0) }; 3];

static UPDATES_DONE: AtomicU32 = AtomicU32::new(0);
static IN_UPDATE: AtomicBool = AtomicBool::new(false);
static AIMED_IN_UPDATE: AtomicU32 = AtomicU32::new(0);
/// Main-loop reads whose attempt ran the counter read more than once.
static RETRIED: AtomicU32 = AtomicU32::new(0);
static PROVOKED: AtomicU32 = AtomicU32::new(0);
/// Failed one-attempt reads (aimed, NMI): must be none.
static ATTEMPTS_FAILED: AtomicU32 = AtomicU32::new(0);

/// The independent timer's value at the clock's start, and the clock's offset from it (ns),
/// from the first read.
static INDEPENDENT_START: AtomicU32 = AtomicU32::new(0);
static OFFSET_NS: AtomicU32 = AtomicU32::new(0);

/// The first failure: `1 + reader`, what, the read and the bracket (ns).
static FIRST: AtomicU32 = AtomicU32::new(0);
static FIRST_WHAT: AtomicU8 = AtomicU8::new(0);
static FIRST_NS: AtomicU32 = AtomicU32::new(0);
static FIRST_LOW: AtomicU32 = AtomicU32::new(0);
static FIRST_HIGH: AtomicU32 = AtomicU32::new(0);
const WHAT: [&str; 3] = [
    "went back",
    "ahead of the independent timer",
    "behind the independent timer",
];

/// A read of the clock's counter and of the independent timer just before and just after
/// it: `(counter, low_ns, high_ns)`, the bracket as ns since the clock's start.
#[inline(always)]
fn counter_read() -> (u64, u64, u64) {
    let before = independent();
    let counter = systick();
    let after = independent();
    let start = INDEPENDENT_START.load(Relaxed);
    (
        counter,
        u64::from(start.wrapping_sub(before)) * NS_PER_TICK,
        u64::from(start.wrapping_sub(after)) * NS_PER_TICK,
    )
}

/// Checks reader `reader`'s read `ns` against its previous read and the bracket.
fn check(reader: usize, ns: u64, low: u64, high: u64) {
    READS[reader].fetch_add(1, Relaxed);
    let ns = ns as u32;
    let (low, high) = (low as u32, high as u32);
    let offset = OFFSET_NS.load(Relaxed);
    let value = ns.wrapping_sub(offset);
    let tolerance = TOLERANCE_NS as u32;
    let what = if value as i32 > high as i32 + tolerance as i32 {
        Some(1)
    } else if (value as i32) < low as i32 - tolerance as i32 {
        Some(2)
    } else if ns < PREVIOUS[reader].load(Relaxed) {
        Some(0)
    } else {
        None
    };
    PREVIOUS[reader].store(ns, Relaxed);
    let deviation = if (value as i32) < low as i32 {
        low.wrapping_sub(value)
    } else if value as i32 > high as i32 {
        value.wrapping_sub(high)
    } else {
        0
    };
    MAX_DEVIATION[reader].fetch_max(deviation, Relaxed);
    if let Some(what) = what {
        FAILED[reader].fetch_add(1, Relaxed);
        if FIRST
            .compare_exchange(0, u32::MAX, Relaxed, Relaxed)
            .is_ok()
        {
            FIRST_WHAT.store(what, Relaxed);
            FIRST_NS.store(value, Relaxed);
            FIRST_LOW.store(low, Relaxed);
            FIRST_HIGH.store(high, Relaxed);
            FIRST.store(1 + reader as u32, SeqCst);
        }
    }
}

/// A reader above the update: one attempt, which must not fail.
fn read_once(reader: usize) {
    let mut bracket = (0, 0);
    match CLOCK.try_now_ns(|| {
        let (counter, low, high) = counter_read();
        bracket = (low, high);
        counter
    }) {
        Some(ns) => check(reader, ns, bracket.0, bracket.1),
        None => {
            ATTEMPTS_FAILED.fetch_add(1, Relaxed);
        }
    }
}

// --- The interrupts ---

// SAFETY: cortex-m-rt requires `DefaultHandler` to be an `unsafe fn`. It serves the external
// interrupts, each at its own priority (it nests); none of them prints.
#[exception]
unsafe fn DefaultHandler(irqn: i16) {
    match irqn as u32 {
        IRQ_TIMER0 => update(),
        IRQ_TIMER1 => stall(),
        IRQ_DUALTIMER => {
            write(DUAL1 + 0xc, 1);
            if IN_UPDATE.load(Relaxed) {
                AIMED_IN_UPDATE.fetch_add(1, Relaxed);
            }
            read_once(AIMED);
        }
        _ => {}
    }
}

/// TIMER0: the clock's update, with the aimed reader armed to land in it.
fn update() {
    timer_clear(TIMER0);
    let n = UPDATES_DONE.load(Relaxed);
    aim(n % 3 + 1);
    spin(n % 64);
    IN_UPDATE.store(true, Relaxed);
    compiler_fence(SeqCst);
    CLOCK.update(systick);
    compiler_fence(SeqCst);
    IN_UPDATE.store(false, Relaxed);
    UPDATES_DONE.store(n + 1, Relaxed);
}

/// TIMER1, pended by the main loop only: a stall of `STALL` ticks below the update.
fn stall() {
    let start = independent();
    while start.wrapping_sub(independent()) < STALL {}
}

// SAFETY: cortex-m-rt requires an NMI handler to be an `unsafe fn`, since an NMI preempts
// critical sections. This one touches atomics and registers only.
#[exception]
unsafe fn NonMaskableInt() {
    write(WATCHDOG + 0xc, 1);
    read_once(NMI);
}

// --- The main loop ---

/// One main-loop read, its counter read (inside the attempt, or before or after it in the
/// controls) pending `provoke` if given: `(ns, low, high, counter reads)`.
fn main_read(case: u8, provoke: Option<u32>) -> (u64, u64, u64, u32) {
    let mut bracket = (0, 0);
    let mut runs = 0;
    let mut counter = || {
        let (counter, low, high) = counter_read();
        bracket = (low, high);
        counter
    };
    let ns = match case {
        COUNTER_BEFORE => {
            let cycles = counter();
            if let Some(irq) = provoke {
                pend(irq);
            }
            CLOCK.ns_at(CLOCK.epoch(), cycles)
        }
        COUNTER_AFTER => {
            let epoch = CLOCK.epoch();
            if let Some(irq) = provoke {
                pend(irq);
            }
            CLOCK.ns_at(epoch, counter())
        }
        _ => CLOCK.now_ns(|| {
            runs += 1;
            if runs == 1 {
                if let Some(irq) = provoke {
                    pend(irq);
                }
            }
            counter()
        }),
    };
    (ns, bracket.0, bracket.1, runs)
}

#[entry]
fn main() -> ! {
    let case = match case() {
        Some(case) => case,
        None => {
            hprintln!("usage: -append \"checked|counter-before|counter-after|slow-update\"");
            exit(false)
        }
    };
    CASE.store(case, Relaxed);
    let (mult, shift) = CLOCK.mult_shift();
    let period = CLOCK.update_period_cycles() as u32;
    let update_every = if case == SLOW_UPDATE {
        WRAP + WRAP / 2
    } else {
        period
    };
    hprintln!(
        "sched_clock on {}, {}: SysTick as a {}-bit counter at {} Hz (wraps every {} ns), \
         mult {} shift {}, updates every {} ticks (at most {}), stalls of {} ticks",
        env!("BAREMETAL_TARGET"),
        CASES[case as usize],
        BITS,
        RATE_HZ,
        CLOCK.cyc_to_ns(u64::from(WRAP)),
        mult,
        shift,
        update_every,
        period,
        STALL
    );

    // SysTick: free-running over BITS bits, interrupt off; the independent timer beside it.
    write(0xE000_E010, 0);
    write(0xE000_E014, WRAP - 1);
    write(0xE000_E018, 0);
    write(DUAL2 + 0x8, 0);
    write(DUAL2, u32::MAX);
    write(DUAL2 + 0x8, 1 << 7 | 1 << 6 | 1 << 1);
    write(0xE000_E010, 1 | 1 << 2);
    CLOCK.start(systick);
    INDEPENDENT_START.store(independent(), Relaxed);
    // The offset between the two: the first read, before any interrupt.
    let (ns, low, _, _) = main_read(CHECKED, None);
    OFFSET_NS.store((ns as u32).wrapping_sub(low as u32), Relaxed);

    nvic_enable(IRQ_DUALTIMER, 0x20);
    nvic_enable(IRQ_TIMER0, 0x40);
    nvic_enable(IRQ_TIMER1, 0x60);
    timer_start(TIMER0, update_every - 1);
    write(WATCHDOG + 0xc00, 0x1ACC_E551);
    write(WATCHDOG, NMI_PERIOD);
    write(WATCHDOG + 0x8, 1);

    let mut reads: u32 = 0;
    while UPDATES_DONE.load(Relaxed) < UPDATES {
        reads += 1;
        let provoked = PROVOKED.load(Relaxed);
        let provoke = (reads.is_multiple_of(PROVOKE_EVERY) && provoked < PROVOKED_MAX).then(|| {
            PROVOKED.store(provoked + 1, Relaxed);
            if provoked.is_multiple_of(2) {
                IRQ_TIMER0
            } else {
                IRQ_TIMER1
            }
        });
        let (ns, low, high, runs) = main_read(case, provoke);
        if runs > 1 {
            RETRIED.fetch_add(1, Relaxed);
        }
        check(MAIN, ns, low, high);
    }
    write(WATCHDOG + 0xc00, 0x1ACC_E551);
    write(WATCHDOG + 0x8, 0);
    cortex_m::interrupt::disable();

    let mut failures = 0;
    for (reader, name) in READERS.iter().enumerate() {
        let failed = FAILED[reader].load(Relaxed);
        failures += failed;
        hprintln!(
            "  {}: {} reads, {} failed, max deviation {} ns",
            name,
            READS[reader].load(Relaxed),
            failed,
            MAX_DEVIATION[reader].load(Relaxed)
        );
    }
    let retried = RETRIED.load(Relaxed);
    let provoked = PROVOKED.load(Relaxed);
    let aimed_in_update = AIMED_IN_UPDATE.load(Relaxed);
    let attempts_failed = ATTEMPTS_FAILED.load(Relaxed);
    hprintln!(
        "  {} updates, {} provoked preemptions ({} retried main-loop reads), {} aimed reads \
         inside update, {} failed one-attempt reads, offset {} ns, tolerance {} ns",
        UPDATES_DONE.load(Relaxed),
        provoked,
        retried,
        aimed_in_update,
        attempts_failed,
        OFFSET_NS.load(Relaxed),
        TOLERANCE_NS
    );
    let first = FIRST.load(SeqCst);
    if first != 0 {
        hprintln!(
            "FAIL: {}: a read {}: {} ns, independent timer {}..{} ns (tolerance {} ns)",
            READERS[first as usize - 1],
            WHAT[usize::from(FIRST_WHAT.load(Relaxed))],
            FIRST_NS.load(Relaxed),
            FIRST_LOW.load(Relaxed),
            FIRST_HIGH.load(Relaxed),
            TOLERANCE_NS
        );
    }
    let mut ok = failures == 0 && attempts_failed == 0;
    if case == CHECKED {
        if retried < provoked || provoked < PROVOKED_MAX {
            hprintln!("FAIL: fewer retries than provoked preemptions inside an attempt");
            ok = false;
        }
        if aimed_in_update < MIN_AIMED_IN_UPDATE {
            hprintln!(
                "FAIL: fewer than {} aimed reads inside update",
                MIN_AIMED_IN_UPDATE
            );
            ok = false;
        }
    }
    hprintln!(
        "sched_clock {}: {} failed",
        CASES[case as usize],
        failures + attempts_failed
    );
    exit(ok)
}

/// The case from the semihosting command line's last word.
fn case() -> Option<u8> {
    let args = semihosting::experimental::env::args::<1024>().ok()?;
    let mut last = "";
    for arg in &args {
        last = arg.ok()?;
    }
    CASES
        .iter()
        .position(|name| *name == last)
        .map(|case| case as u8)
}

#[panic_handler]
fn panic(info: &core::panic::PanicInfo) -> ! {
    cortex_m::interrupt::disable();
    hprintln!("panicked: {}", info);
    exit(false)
}
