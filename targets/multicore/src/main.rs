//! A no_std test binary for `u64copy` on several RISC-V harts that run at once (QEMU `virt`,
//! `-smp 4`, MTTCG): the same cells, bounds and counts as `../baremetal` (whose `cells`,
//! `harness` and RISC-V platform modules it compiles), with readers on other cores.
//!
//! Hart 0 owns both channels:
//! - `FROM_INTERRUPT` is written by hart 0's timer interrupt and read with `load` and
//!   `try_load` by hart 0's main loop and by every other hart;
//! - `FROM_MAIN` is written by hart 0's main loop and read with `load` and `try_load` by every
//!   other hart, and with `try_load` by hart 0's own timer interrupt.
//!
//! Every value must be exact, within the writer's bounds and never below the reader's previous
//! one. The controls (two plain `AtomicU32` halves) must tear across cores, and every other
//! hart must have read every cell while a store was in progress (published < announced), the
//! evidence that the cores ran at once. The run goes on until all of that happened (at least
//! `TICKS` stores per channel, at most `LIMIT_MS`). Ends with `N passed, M failed`, exit status
//! through the sifive_test device.
#![no_std]
#![no_main]

#[path = "../../baremetal/src/cells.rs"]
mod cells;
#[path = "../../baremetal/src/harness.rs"]
mod harness;
// `start_timer` (the single-hart period) is unused here: see `TIMER_PERIOD`.
#[allow(dead_code)]
#[path = "../../baremetal/src/platform/riscv.rs"]
mod platform;

use cells::{jitter, Channel, Counts, Read, Seen};
use core::sync::atomic::{
    AtomicU32,
    Ordering::{Acquire, Relaxed, Release},
};
use harness::{ensure, Outcome, Report};

/// Harts taking part, hart 0 included: the runner's `-smp`.
const HARTS: usize = 4;
const HART_NAMES: [&str; HARTS] = ["hart 0", "hart 1", "hart 2", "hart 3"];
/// Stores per channel, at least.
const TICKS: u32 = 3000;
/// The run stops after this long even if not every race the checks need has happened.
const LIMIT_MS: u64 = 90_000;
/// How long hart 0 waits for the others to start, or to stop.
const WAIT_MS: u64 = 10_000;
/// mtime ticks per millisecond (the virt board's CLINT runs at 10 MHz).
const MTIME_PER_MS: u64 = 10_000;
/// Hart 0's timer period in mtime ticks. Without -icount mtime follows the host's clock, and
/// a period shorter than the handler (the baremetal default of 0.5 µs) would starve hart 0's
/// main loop in the middle of a store, and with it every `load` on the other harts.
const TIMER_PERIOD: u32 = 100;

static FROM_INTERRUPT: Channel = Channel::new();
static FROM_MAIN: Channel = Channel::new();

/// What each hart saw of `FROM_INTERRUPT` (hart 0: its main loop).
static SEE_INTERRUPT: [Seen; HARTS] = [const { Seen::new() }; HARTS];
/// What each hart saw of `FROM_MAIN` (hart 0: its timer interrupt).
static SEE_MAIN: [Seen; HARTS] = [const { Seen::new() }; HARTS];

/// Set by each hart when it has started, and when it has stopped reading.
static STARTED: [AtomicU32; HARTS] = [const { AtomicU32::new(0) }; HARTS];
static STOPPED: [AtomicU32; HARTS] = [const { AtomicU32::new(0) }; HARTS];
/// `WAIT`, then `RUN` while the writers run, then `STOP`.
static PHASE: AtomicU32 = AtomicU32::new(WAIT);
const WAIT: u32 = 0;
const RUN: u32 = 1;
const STOP: u32 = 2;

/// Hart 0's timer interrupt: the writer of `FROM_INTERRUPT`, a reader of `FROM_MAIN`.
fn on_tick() {
    FROM_INTERRUPT.store_next();
    FROM_MAIN.read(Read::TryLoad, &SEE_MAIN[0]);
}

/// Harts 1 and up: read both channels until hart 0 says stop.
fn secondary(hart: usize) -> ! {
    if hart >= HARTS {
        platform::park();
    }
    STARTED[hart].store(1, Release);
    while PHASE.load(Acquire) == WAIT {
        core::hint::spin_loop();
    }
    let mut phase = 0x9e37_79b9 ^ (hart as u32).wrapping_mul(0x85eb_ca6b);
    while PHASE.load(Relaxed) == RUN {
        FROM_INTERRUPT.read(Read::Load, &SEE_INTERRUPT[hart]);
        FROM_INTERRUPT.read(Read::TryLoad, &SEE_INTERRUPT[hart]);
        FROM_MAIN.read(Read::Load, &SEE_MAIN[hart]);
        FROM_MAIN.read(Read::TryLoad, &SEE_MAIN[hart]);
        jitter(&mut phase);
    }
    STOPPED[hart].store(1, Release);
    platform::park()
}

fn elapsed_ms(since: u64) -> u64 {
    (platform::mtime() - since) / MTIME_PER_MS
}

/// Waits until every other hart has set its flag, `WAIT_MS` at most.
fn all_set(flags: &[AtomicU32; HARTS]) -> bool {
    let start = platform::mtime();
    while !flags[1..].iter().all(|flag| flag.load(Acquire) == 1) {
        if elapsed_ms(start) > WAIT_MS {
            return false;
        }
        core::hint::spin_loop();
    }
    true
}

/// Every race the checks need has happened.
fn raced_enough() -> bool {
    let raced = |seen: &Seen| {
        seen.copy.counts().raced > 0
            && seen.seq.counts().raced > 0
            && seen.control.counts().torn > 0
    };
    (1..HARTS).all(|hart| raced(&SEE_INTERRUPT[hart]) && raced(&SEE_MAIN[hart]))
        && raced(&SEE_INTERRUPT[0])
        && raced(&SEE_MAIN[0])
        && SEE_MAIN[0].copy.counts().nones > 0
        && SEE_MAIN[0].seq.counts().nones > 0
}

/// Hart 0.
fn run() -> ! {
    println!(
        "u64copy multi-core tests on {}, {} harts, {}",
        platform::NAME,
        HARTS,
        if cfg!(u64copy_single_core) {
            "--cfg u64copy_single_core (compiler fences: a logic error on several cores)"
        } else {
            "default build (fences)"
        }
    );
    let mut report = Report::default();
    let started = all_set(&STARTED);
    report.record("multicore", "every_hart_started", ran(started));
    if !started {
        finish(report);
    }
    let start = platform::mtime();
    PHASE.store(RUN, Release);
    platform::start_timer_every(TIMER_PERIOD);
    let mut phase: u32 = 0x9e37_79b9;
    loop {
        let stores = FROM_INTERRUPT
            .control
            .stores()
            .min(FROM_MAIN.control.stores());
        if (stores >= TICKS && raced_enough()) || elapsed_ms(start) > LIMIT_MS {
            break;
        }
        FROM_INTERRUPT.read(Read::Load, &SEE_INTERRUPT[0]);
        FROM_INTERRUPT.read(Read::TryLoad, &SEE_INTERRUPT[0]);
        FROM_MAIN.store_next();
        jitter(&mut phase);
    }
    platform::stop_timer();
    PHASE.store(STOP, Release);
    let ms = elapsed_ms(start);
    let stopped = all_set(&STOPPED);
    report.record("multicore", "every_hart_stopped", ran(stopped));
    println!(
        "{} ms: hart 0's interrupt stored {} times, its main loop {} times",
        ms,
        FROM_INTERRUPT.control.stores(),
        FROM_MAIN.control.stores()
    );
    Counts::print_header();
    println!("  written by hart 0's timer interrupt:");
    SEE_INTERRUPT[0].print("hart 0 main loop");
    for (seen, reader) in SEE_INTERRUPT[1..].iter().zip(&HART_NAMES[1..]) {
        seen.print(reader);
    }
    println!("  written by hart 0's main loop:");
    SEE_MAIN[0].print("hart 0 interrupt");
    for (seen, reader) in SEE_MAIN[1..].iter().zip(&HART_NAMES[1..]) {
        seen.print(reader);
    }
    check(&mut report);
    finish(report)
}

fn finish(report: Report) -> ! {
    println!("{} passed, {} failed", report.passed, report.failed);
    platform::exit(report.failed == 0)
}

fn ran(flags_set: bool) -> Outcome {
    ensure!(flags_set);
    Ok(())
}

fn check(report: &mut Report) {
    let channels = [&SEE_INTERRUPT, &SEE_MAIN];
    let other_harts = || channels.into_iter().flat_map(|seen| seen[1..].iter());
    let all = || channels.into_iter().flat_map(|seen| seen.iter());
    report.record(
        "multicore",
        "control_tears_across_cores",
        each(other_harts(), |seen| {
            ensure!(seen.control.counts().torn > 0);
            Ok(())
        }),
    );
    report.record(
        "multicore",
        "control_tears_on_hart_0_both_ways",
        each([&SEE_INTERRUPT[0], &SEE_MAIN[0]].into_iter(), |seen| {
            ensure!(seen.control.counts().torn > 0);
            Ok(())
        }),
    );
    report.record(
        "multicore",
        "every_other_hart_raced_every_store",
        each(other_harts(), |seen| {
            ensure!(seen.copy.counts().loads > 0 && seen.seq.counts().loads > 0);
            ensure!(seen.copy.counts().raced > 0 && seen.seq.counts().raced > 0);
            Ok(())
        }),
    );
    report.record(
        "multicore",
        "interrupt_try_load_none_for_interrupted_stores",
        each([&SEE_MAIN[0]].into_iter(), |seen| {
            ensure!(seen.copy.counts().nones > 0);
            ensure!(seen.seq.counts().nones > 0);
            Ok(())
        }),
    );
    report.record(
        "multicore",
        "U64Copy_exact_on_every_reader",
        each(all(), |seen| {
            ensure!(seen.copy.counts().exact());
            Ok(())
        }),
    );
    report.record(
        "multicore",
        "U64Seq_exact_on_every_reader",
        each(all(), |seen| {
            ensure!(seen.seq.counts().exact());
            Ok(())
        }),
    );
}

/// The first failure of `check` over `seen`.
fn each<'a>(mut seen: impl Iterator<Item = &'a Seen>, check: impl Fn(&Seen) -> Outcome) -> Outcome {
    seen.try_for_each(check)
}

#[panic_handler]
fn panic(info: &core::panic::PanicInfo) -> ! {
    println!("panicked: {}", info);
    platform::exit(false)
}
