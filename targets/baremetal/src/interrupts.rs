//! One core and its timer interrupt, both ways: the interrupt stores into one channel
//! (`U64Copy`, `U64Seq` and the control pair of plain halves) that the main loop reads with
//! `load` and `try_load`, and the main loop stores into a second channel that the interrupt
//! reads with `try_load` (an interrupt must not spin in `load` on a store it preempted).
//!
//! Every value must be exact and within the writer's bounds (see `cells`), and no reader may
//! see a cell go back. The controls show that interrupts really land inside reads and
//! stores: each must tear. QEMU runs with `-icount`, which delivers interrupts at instruction
//! counts (not only at block boundaries). Where they land still varies from run to run, so
//! the run goes on until both controls tore and every `try_load` met a race (`MAX_TICKS` at
//! most), and fails if they did not.

use crate::cells::{jitter, Channel, Counts, Read, Seen};
use crate::harness::{ensure, Outcome, Report};
use crate::{platform, println};

/// Timer interrupts per run, at least.
const TICKS: u32 = 3000;
/// Timer interrupts at most: the run goes on past `TICKS` until the controls tore and every
/// `try_load` met a race, so that an unlucky timing cannot make the checks vacuous.
const MAX_TICKS: u32 = 20 * TICKS;

/// Written by the timer interrupt, read by the main loop.
static FROM_INTERRUPT: Channel = Channel::new();
/// Written by the main loop, read by the timer interrupt.
static FROM_MAIN: Channel = Channel::new();
/// What the main loop saw of `FROM_INTERRUPT`.
static MAIN_SEES: Seen = Seen::new();
/// What the interrupt saw of `FROM_MAIN`.
static INTERRUPT_SEES: Seen = Seen::new();

/// The timer interrupt handler's work: the only writer of `FROM_INTERRUPT`, a reader of
/// `FROM_MAIN`.
pub fn on_tick() {
    FROM_INTERRUPT.store_next();
    FROM_MAIN.read(Read::TryLoad, &INTERRUPT_SEES);
}

/// Every race the checks need has happened.
fn raced_enough() -> bool {
    let (main, interrupt) = (&MAIN_SEES, &INTERRUPT_SEES);
    let raced = |counts: Counts| counts.raced > 0 && counts.nones > 0;
    main.control.counts().torn > 0
        && interrupt.control.counts().torn > 0
        && raced(main.copy.counts())
        && raced(main.seq.counts())
        && raced(interrupt.copy.counts())
        && raced(interrupt.seq.counts())
}

fn observe() {
    platform::start_timer();
    let mut phase: u32 = 0x9e37_79b9;
    loop {
        let ticks = FROM_INTERRUPT.control.stores();
        if ticks >= MAX_TICKS || (ticks >= TICKS && raced_enough()) {
            break;
        }
        FROM_INTERRUPT.read(Read::Load, &MAIN_SEES);
        FROM_INTERRUPT.read(Read::TryLoad, &MAIN_SEES);
        FROM_MAIN.store_next();
        jitter(&mut phase);
    }
    platform::stop_timer();
}

pub fn run(report: &mut Report) {
    observe();
    println!(
        "{}: interrupt stored {} times, main loop {} times",
        if cfg!(u64copy_single_core) {
            "--cfg u64copy_single_core (compiler fences)"
        } else {
            "default build (fences)"
        },
        FROM_INTERRUPT.control.stores(),
        FROM_MAIN.control.stores()
    );
    Counts::print_header();
    println!("  written by the timer interrupt:");
    MAIN_SEES.print("main loop");
    println!("  written by the main loop:");
    INTERRUPT_SEES.print("interrupt");
    let (main, interrupt) = (&MAIN_SEES, &INTERRUPT_SEES);
    report.record(
        "interrupt_writer",
        "control_tears",
        tears(main.control.counts()),
    );
    report.record(
        "interrupt_writer",
        "U64Copy_load_exact_under_interrupts",
        sound(main.copy.counts(), true),
    );
    report.record(
        "interrupt_writer",
        "U64Seq_load_exact_under_interrupts",
        sound(main.seq.counts(), true),
    );
    report.record(
        "interrupt_reader",
        "control_tears",
        tears(interrupt.control.counts()),
    );
    report.record(
        "interrupt_reader",
        "U64Copy_try_load_none_or_exact_in_interrupt",
        sound(interrupt.copy.counts(), false),
    );
    report.record(
        "interrupt_reader",
        "U64Seq_try_load_none_or_exact_in_interrupt",
        sound(interrupt.seq.counts(), false),
    );
}

/// Without this the other checks prove nothing: interrupts must land inside a read (or a
/// store) of two halves.
fn tears(control: Counts) -> Outcome {
    ensure!(control.torn > 0);
    Ok(())
}

/// Reads ran, some raced a store, some `try_load` returned `None`, and no value was torn,
/// out of bounds or backwards.
fn sound(counts: Counts, loads: bool) -> Outcome {
    ensure!(counts.try_loads > 0);
    ensure!(!loads || counts.loads > 0);
    ensure!(counts.raced > 0);
    ensure!(counts.nones > 0);
    ensure!(counts.exact());
    Ok(())
}
