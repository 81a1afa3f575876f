//! A no_std test binary for `u64copy` on several RISC-V harts that run at once (QEMU `virt`,
//! `-smp 4`, MTTCG): the same cells, bounds and counts as `../baremetal` (whose `cells`,
//! `harness` and RISC-V platform modules it compiles), with readers on other cores. Hart 0
//! writes; the run has two phases, each until the races its checks need have happened (or a
//! check already failed), so that each loop stays short and races often.
//!
//! Phase 1, the two channels (`U64Copy`, `U64Seq`, and the control, two plain `AtomicU32`
//! halves):
//! - `FROM_INTERRUPT` is written by hart 0's timer interrupt and read with `load` and
//!   `try_load` by hart 0's main loop and by every other hart;
//! - `FROM_MAIN` is written by hart 0's main loop and read with `load` and `try_load` by every
//!   other hart, and with `try_load` by hart 0's own timer interrupt.
//!
//! Phase 2, the other three types and the methods that only the sequence types have, all
//! written by hart 0's main loop and read by harts 1–3:
//! - `GROUPS`: a `U64Latch`, a `U64SeqArray<2>`, a `U64LatchArray<2>` and their control, two
//!   `U64Seq` stored one after the other (pairs as in `cells`), read with `load` and
//!   `try_load`, and by hart 0's timer interrupt with `try_load`, which for the latches must
//!   never fail (the writer it preempted completes no store while it reads);
//! - `EPOCHS` and `PUBLISHED` (`publish`): `load_with` and `store_release`/`load_acquire` of
//!   `U64Seq`, `U64Latch`, `U64SeqArray<2>` and `U64LatchArray<2>`.
//!
//! Every value must be exact, within the writer's bounds and never below the reader's previous
//! one; every `load_with` pair consistent; all data published. The controls must fail across
//! cores: the halves must tear, the two `U64Seq` mix stores, the data stored after its cell be
//! seen stale. Every other hart must have read every cell while a store was in progress
//! (published < announced), the evidence that the cores ran at once; `load_with` must have
//! retried and `load_acquire` met the next store. Each phase goes on until all of that
//! happened or a check already failed (in the broken copies of `controls.sh`: until a check
//! failed), after `TICKS` stores at least, `LIMIT_MS` at most for both. Ends with `N passed, M failed`, exit status through the sifive_test device.
//!
//! The broken crates of `controls.sh` (a store's halves or copies written out of order,
//! `load_with`'s `f` outside its attempt) must fail the check of each type they break.
#![no_std]
#![no_main]

#[path = "../../baremetal/src/cells.rs"]
mod cells;
// `run_tests` is the single-hart harness's.
#[allow(unused_macros, unused_imports)]
#[path = "../../baremetal/src/harness.rs"]
mod harness;
// `start_timer` (the single-hart period) is unused here: see `TIMER_PERIOD`.
#[allow(dead_code)]
#[path = "../../baremetal/src/platform/riscv.rs"]
mod platform;
mod publish;

use cells::{jitter, pair, Channel, Counts, Read, Seen, Stats, Tracked};
use core::sync::atomic::{
    AtomicU32,
    Ordering::{Acquire, Relaxed, Release},
};
use harness::{ensure, Outcome, Report};
use publish::{Epoch, EpochCounts, EpochStats, Published, PublishedCounts, PublishedStats};
use u64copy::{U64Latch, U64LatchArray, U64Seq, U64SeqArray};

/// Harts taking part, hart 0 included: the runner's `-smp`.
const HARTS: usize = 4;
const HART_NAMES: [&str; HARTS] = ["hart 0", "hart 1", "hart 2", "hart 3"];
/// Stores per channel, at least; in phase 2 also `load_with` calls per reader and type.
const TICKS: u32 = 3000;
/// The phases that run: both, except in the broken copies of `controls.sh`, which run only the
/// phase of the types they break.
const PHASES: [bool; 2] = [true, true];
/// Whether each phase runs until one of its value checks failed, not only until its races
/// happened: the broken copies of `controls.sh`, whose wrong interleaving can be rarer than the
/// races (one copy passed a run that ended after its races), run until caught or `LIMIT_MS`.
const UNTIL_FAILED: bool = false;
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

/// The groups and the latch, written by hart 0's main loop.
struct Groups {
    latch: Tracked<U64Latch>,
    seq_pair: Tracked<U64SeqArray<2>>,
    latch_pair: Tracked<U64LatchArray<2>>,
    /// Two `U64Seq` stored one after the other: nothing keeps the pair together.
    control: Tracked<[U64Seq; 2]>,
}

impl Groups {
    const fn new() -> Self {
        let [first, second] = pair(0);
        Groups {
            latch: Tracked::new(U64Latch::new(0)),
            seq_pair: Tracked::new(U64SeqArray::new(pair(0))),
            latch_pair: Tracked::new(U64LatchArray::new(pair(0))),
            control: Tracked::new([U64Seq::new(first), U64Seq::new(second)]),
        }
    }

    fn store_next(&self) {
        self.latch.store_next();
        self.seq_pair.store_next();
        self.latch_pair.store_next();
        self.control.store_next();
    }

    fn read(&self, how: Read, seen: &SeenGroups) {
        self.latch.read(how, &seen.latch);
        self.seq_pair.read(how, &seen.seq_pair);
        self.latch_pair.read(how, &seen.latch_pair);
        self.control.read(how, &seen.control);
    }
}

/// One reader's view of [`Groups`].
struct SeenGroups {
    latch: Stats,
    seq_pair: Stats,
    latch_pair: Stats,
    control: Stats,
}

impl SeenGroups {
    const fn new() -> Self {
        SeenGroups {
            latch: Stats::new(),
            seq_pair: Stats::new(),
            latch_pair: Stats::new(),
            control: Stats::new(),
        }
    }

    fn print(&self, reader: &str) {
        self.latch.counts().print(reader, "U64Latch");
        self.seq_pair.counts().print(reader, "U64SeqArray<2>");
        self.latch_pair.counts().print(reader, "U64LatchArray<2>");
        self.control.counts().print(reader, "2 x U64Seq");
    }
}

static GROUPS: Groups = Groups::new();
/// What each hart saw of `GROUPS` (hart 0: its timer interrupt).
static SEE_GROUPS: [SeenGroups; HARTS] = [const { SeenGroups::new() }; HARTS];

/// The types with `load_with` and `store_release`/`load_acquire`, in the order of the arrays
/// below, and the names of their checks.
const TYPES: [&str; 4] = ["U64Seq", "U64Latch", "U64SeqArray<2>", "U64LatchArray<2>"];
const LOAD_WITH_CHECKS: [&str; 4] = [
    "U64Seq_load_with_consistent",
    "U64Latch_load_with_consistent",
    "U64SeqArray_load_with_consistent",
    "U64LatchArray_load_with_consistent",
];
const PUBLISH_CHECKS: [&str; 4] = [
    "U64Seq_store_release_publishes",
    "U64Latch_store_release_publishes",
    "U64SeqArray_store_release_publishes",
    "U64LatchArray_store_release_publishes",
];

struct Epochs {
    seq: Epoch<U64Seq>,
    latch: Epoch<U64Latch>,
    seq_pair: Epoch<U64SeqArray<2>>,
    latch_pair: Epoch<U64LatchArray<2>>,
}

impl Epochs {
    fn store_next(&self) {
        self.seq.store_next();
        self.latch.store_next();
        self.seq_pair.store_next();
        self.latch_pair.store_next();
    }

    fn read(&self, spin: &mut u32, seen: &[EpochStats; 4]) {
        self.seq.read(spin, &seen[0]);
        self.latch.read(spin, &seen[1]);
        self.seq_pair.read(spin, &seen[2]);
        self.latch_pair.read(spin, &seen[3]);
    }
}

static EPOCHS: Epochs = Epochs {
    seq: Epoch::new(U64Seq::new(0)),
    latch: Epoch::new(U64Latch::new(0)),
    seq_pair: Epoch::new(U64SeqArray::new(pair(0))),
    latch_pair: Epoch::new(U64LatchArray::new(pair(0))),
};

struct Publications {
    seq: Published<U64Seq>,
    latch: Published<U64Latch>,
    seq_pair: Published<U64SeqArray<2>>,
    latch_pair: Published<U64LatchArray<2>>,
    /// The cell stored at the top of the writer's loop, its data at the bottom.
    control: Published<U64Seq>,
}

impl Publications {
    /// The top of the writer's loop: the data of the `k`-th store, and the control's cell.
    fn store_data(&self, k: u32) {
        self.seq.store_data(k);
        self.latch.store_data(k);
        self.seq_pair.store_data(k);
        self.latch_pair.store_data(k);
        self.control.store_cell(k);
    }

    /// The bottom of the writer's loop: the cells, and the control's data.
    fn store_cells(&self, k: u32) {
        self.seq.store_cell(k);
        self.latch.store_cell(k);
        self.seq_pair.store_cell(k);
        self.latch_pair.store_cell(k);
        self.control.store_data(k);
    }

    fn read(&self, seen: &[PublishedStats; 5]) {
        self.seq.read(&seen[0]);
        self.latch.read(&seen[1]);
        self.seq_pair.read(&seen[2]);
        self.latch_pair.read(&seen[3]);
        self.control.read(&seen[4]);
    }
}

static PUBLISHED: Publications = Publications {
    seq: Published::new(U64Seq::new(0)),
    latch: Published::new(U64Latch::new(0)),
    seq_pair: Published::new(U64SeqArray::new(pair(0))),
    latch_pair: Published::new(U64LatchArray::new(pair(0))),
    control: Published::new(U64Seq::new(0)),
};

/// What harts 1 and up (index `hart - 1`) saw of `EPOCHS` and `PUBLISHED`.
const READERS: usize = HARTS - 1;
static SEE_EPOCHS: [[EpochStats; 4]; READERS] =
    [const { [const { EpochStats::new() }; 4] }; READERS];
static SEE_PUBLISHED: [[PublishedStats; 5]; READERS] =
    [const { [const { PublishedStats::new() }; 5] }; READERS];

/// `EPOCHS`' type `index`, summed over the readers.
fn epoch_counts(index: usize) -> EpochCounts {
    SEE_EPOCHS.iter().fold(EpochCounts::default(), |sum, seen| {
        sum.add(seen[index].counts())
    })
}

/// `PUBLISHED`' cell `index` (4: the control), summed over the readers.
fn published_counts(index: usize) -> PublishedCounts {
    SEE_PUBLISHED
        .iter()
        .fold(PublishedCounts::default(), |sum, seen| {
            sum.add(seen[index].counts())
        })
}

/// Set by each hart when it has started, and when it has stopped reading.
static STARTED: [AtomicU32; HARTS] = [const { AtomicU32::new(0) }; HARTS];
static STOPPED: [AtomicU32; HARTS] = [const { AtomicU32::new(0) }; HARTS];
/// `WAIT`, then `CHANNELS` (phase 1) and `TYPES_PHASE` (phase 2) while hart 0 writes, then
/// `STOP`.
static PHASE: AtomicU32 = AtomicU32::new(WAIT);
const WAIT: u32 = 0;
const CHANNELS: u32 = 1;
const TYPES_PHASE: u32 = 2;
const STOP: u32 = 3;

/// Hart 0's timer interrupt: in phase 1 the writer of `FROM_INTERRUPT` and a reader of
/// `FROM_MAIN`, in phase 2 a reader of `GROUPS`.
fn on_tick() {
    if PHASE.load(Relaxed) == CHANNELS {
        FROM_INTERRUPT.store_next();
        FROM_MAIN.read(Read::TryLoad, &SEE_MAIN[0]);
    } else {
        GROUPS.read(Read::TryLoad, &SEE_GROUPS[0]);
    }
}

/// Harts 1 and up: read each phase's cells until hart 0 ends it.
fn secondary(hart: usize) -> ! {
    if hart >= HARTS {
        platform::park();
    }
    STARTED[hart].store(1, Release);
    while PHASE.load(Acquire) == WAIT {
        core::hint::spin_loop();
    }
    let mut phase = 0x9e37_79b9 ^ (hart as u32).wrapping_mul(0x85eb_ca6b);
    while PHASE.load(Relaxed) == CHANNELS {
        FROM_INTERRUPT.read(Read::Load, &SEE_INTERRUPT[hart]);
        FROM_INTERRUPT.read(Read::TryLoad, &SEE_INTERRUPT[hart]);
        FROM_MAIN.read(Read::Load, &SEE_MAIN[hart]);
        FROM_MAIN.read(Read::TryLoad, &SEE_MAIN[hart]);
        jitter(&mut phase);
    }
    let mut spin = phase.rotate_left(16);
    while PHASE.load(Relaxed) == TYPES_PHASE {
        GROUPS.read(Read::Load, &SEE_GROUPS[hart]);
        GROUPS.read(Read::TryLoad, &SEE_GROUPS[hart]);
        EPOCHS.read(&mut spin, &SEE_EPOCHS[hart - 1]);
        PUBLISHED.read(&SEE_PUBLISHED[hart - 1]);
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

/// Every race phase 1's checks need has happened.
fn channels_raced_enough() -> bool {
    let raced = |seen: &Seen| {
        seen.copy.counts().raced > 0
            && seen.seq.counts().raced > 0
            && seen.control.counts().torn > 0
    };
    SEE_INTERRUPT.iter().all(raced)
        && SEE_MAIN.iter().all(raced)
        && SEE_MAIN[0].copy.counts().nones > 0
        && SEE_MAIN[0].seq.counts().nones > 0
}

/// Every race phase 2's checks need has happened.
fn types_raced_enough() -> bool {
    let raced = |seen: &SeenGroups| {
        seen.latch.counts().raced > 0
            && seen.seq_pair.counts().raced > 0
            && seen.latch_pair.counts().raced > 0
            && seen.control.counts().torn > 0
    };
    SEE_GROUPS[1..].iter().all(raced)
        && interrupt_raced_groups()
        && (0..TYPES.len()).all(|index| {
            let counts = epoch_counts(index);
            counts.retries > 0 && published_counts(index).newer > 0
        })
        && published_counts(4).stale > 0
}

/// Every reader called `load_with` `TICKS` times.
fn types_read_enough() -> bool {
    SEE_EPOCHS
        .iter()
        .all(|seen| seen[0].counts().loads >= TICKS)
}

/// Hart 0's interrupt found each group's store in progress, and the `U64SeqArray<2>`'s
/// `try_load` failed.
fn interrupt_raced_groups() -> bool {
    let seen = &SEE_GROUPS[0];
    seen.latch.counts().raced > 0
        && seen.latch_pair.counts().raced > 0
        && seen.seq_pair.counts().raced > 0
        && seen.seq_pair.counts().nones > 0
}

/// A value check of phase 1 already failed: running on would change nothing.
fn channels_failed() -> bool {
    let wrong = |seen: &Seen| !seen.copy.counts().exact() || !seen.seq.counts().exact();
    SEE_INTERRUPT.iter().any(wrong) || SEE_MAIN.iter().any(wrong)
}

/// A value check of phase 2 already failed.
fn types_failed() -> bool {
    let wrong = |seen: &SeenGroups| {
        [&seen.latch, &seen.seq_pair, &seen.latch_pair]
            .iter()
            .any(|stats| !stats.counts().exact())
    };
    SEE_GROUPS.iter().any(wrong)
        || (0..TYPES.len())
            .any(|index| !epoch_counts(index).consistent() || !published_counts(index).published())
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
    platform::start_timer_every(TIMER_PERIOD);
    let mut phase: u32 = 0x9e37_79b9;
    if PHASES[0] {
        PHASE.store(CHANNELS, Release);
        loop {
            let stores = FROM_INTERRUPT
                .control
                .stores()
                .min(FROM_MAIN.control.stores());
            let ended = channels_failed() || !UNTIL_FAILED && channels_raced_enough();
            if (stores >= TICKS && ended) || elapsed_ms(start) > LIMIT_MS {
                break;
            }
            FROM_INTERRUPT.read(Read::Load, &SEE_INTERRUPT[0]);
            FROM_INTERRUPT.read(Read::TryLoad, &SEE_INTERRUPT[0]);
            FROM_MAIN.store_next();
            jitter(&mut phase);
        }
    }
    let channels_ms = elapsed_ms(start);
    if PHASES[1] {
        PHASE.store(TYPES_PHASE, Release);
        let mut k: u32 = 0;
        loop {
            let ended = types_failed() || !UNTIL_FAILED && types_raced_enough();
            if (GROUPS.control.stores() >= TICKS && types_read_enough() && ended)
                || elapsed_ms(start) > LIMIT_MS
            {
                break;
            }
            k += 1;
            PUBLISHED.store_data(k);
            EPOCHS.store_next();
            GROUPS.store_next();
            // Twice a loop: more stores land inside the readers' `load_with`.
            EPOCHS.store_next();
            jitter(&mut phase);
            PUBLISHED.store_cells(k);
        }
    }
    platform::stop_timer();
    PHASE.store(STOP, Release);
    let types_ms = elapsed_ms(start);
    let stopped = all_set(&STOPPED);
    report.record("multicore", "every_hart_stopped", ran(stopped));
    if PHASES[0] {
        println!(
            "phase 1: {} ms, hart 0's interrupt stored {} times, its main loop {} times",
            channels_ms,
            FROM_INTERRUPT.control.stores(),
            FROM_MAIN.control.stores(),
        );
        print_channels();
        check_channels(&mut report);
    }
    if PHASES[1] {
        println!(
            "phase 2: {} ms, hart 0's main loop stored {} times",
            types_ms - channels_ms,
            GROUPS.control.stores()
        );
        print_types();
        check_types(&mut report);
    }
    finish(report)
}

fn print_channels() {
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
}

fn print_types() {
    Counts::print_header();
    println!("  written by hart 0's main loop:");
    SEE_GROUPS[0].print("hart 0 interrupt");
    for (seen, reader) in SEE_GROUPS[1..].iter().zip(&HART_NAMES[1..]) {
        seen.print(reader);
    }
    EpochCounts::print_header();
    for hart in 1..HARTS {
        for (seen, name) in SEE_EPOCHS[hart - 1].iter().zip(TYPES) {
            seen.counts().print(HART_NAMES[hart], name);
        }
    }
    PublishedCounts::print_header();
    for hart in 1..HARTS {
        let seen = &SEE_PUBLISHED[hart - 1];
        for (seen, name) in seen.iter().zip(TYPES) {
            seen.counts().print(HART_NAMES[hart], name);
        }
        seen[4].counts().print(HART_NAMES[hart], "control: after");
    }
}

fn finish(report: Report) -> ! {
    println!("{} passed, {} failed", report.passed, report.failed);
    platform::exit(report.failed == 0)
}

fn ran(flags_set: bool) -> Outcome {
    ensure!(flags_set);
    Ok(())
}

fn check_channels(report: &mut Report) {
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

fn check_types(report: &mut Report) {
    report.record(
        "multicore",
        "pair_control_mixes_across_cores",
        each(SEE_GROUPS[1..].iter(), |seen| {
            ensure!(seen.control.counts().torn > 0);
            Ok(())
        }),
    );
    report.record(
        "multicore",
        "every_other_hart_raced_every_group_store",
        each(SEE_GROUPS[1..].iter(), |seen| {
            ensure!(seen.latch.counts().raced > 0);
            ensure!(seen.seq_pair.counts().raced > 0);
            ensure!(seen.latch_pair.counts().raced > 0);
            Ok(())
        }),
    );
    report.record(
        "multicore",
        "interrupt_try_load_none_for_interrupted_group_stores",
        (|| {
            ensure!(SEE_GROUPS[0].seq_pair.counts().nones > 0);
            Ok(())
        })(),
    );
    report.record("multicore", "interrupt_latch_try_load_never_none", {
        let seen = &SEE_GROUPS[0];
        (|| {
            ensure!(seen.latch.counts().raced > 0 && seen.latch_pair.counts().raced > 0);
            ensure!(seen.latch.counts().nones == 0 && seen.latch_pair.counts().nones == 0);
            Ok(())
        })()
    });
    report.record(
        "multicore",
        "U64Latch_exact_on_every_reader",
        each_group(|seen| {
            ensure!(seen.latch.counts().exact());
            Ok(())
        }),
    );
    report.record(
        "multicore",
        "U64SeqArray_exact_on_every_reader",
        each_group(|seen| {
            ensure!(seen.seq_pair.counts().exact());
            Ok(())
        }),
    );
    report.record(
        "multicore",
        "U64LatchArray_exact_on_every_reader",
        each_group(|seen| {
            ensure!(seen.latch_pair.counts().exact());
            Ok(())
        }),
    );
    report.record(
        "multicore",
        "load_with_retried",
        (0..TYPES.len()).try_for_each(|index| {
            ensure!(epoch_counts(index).retries > 0);
            Ok(())
        }),
    );
    for (index, name) in LOAD_WITH_CHECKS.into_iter().enumerate() {
        report.record("multicore", name, {
            let counts = epoch_counts(index);
            (|| {
                ensure!(counts.torn == 0);
                ensure!(counts.behind == 0);
                ensure!(counts.ahead == 0);
                Ok(())
            })()
        });
    }
    report.record(
        "multicore",
        "publication_control_sees_stale_data",
        (|| {
            ensure!(published_counts(4).stale > 0);
            Ok(())
        })(),
    );
    report.record(
        "multicore",
        "load_acquire_raced_the_next_store",
        (0..TYPES.len()).try_for_each(|index| {
            ensure!(published_counts(index).newer > 0);
            Ok(())
        }),
    );
    for (index, name) in PUBLISH_CHECKS.into_iter().enumerate() {
        report.record("multicore", name, {
            let counts = published_counts(index);
            (|| {
                ensure!(counts.torn == 0);
                ensure!(counts.stale == 0);
                Ok(())
            })()
        });
    }
}

/// The first failure of `check` over `seen`.
fn each<'a, T: 'a>(
    mut seen: impl Iterator<Item = &'a T>,
    check: impl Fn(&T) -> Outcome,
) -> Outcome {
    seen.try_for_each(check)
}

/// The first failure of `check` over every reader of `GROUPS`.
fn each_group(check: impl Fn(&SeenGroups) -> Outcome) -> Outcome {
    SEE_GROUPS.iter().try_for_each(check)
}

#[panic_handler]
fn panic(info: &core::panic::PanicInfo) -> ! {
    println!("panicked: {}", info);
    platform::exit(false)
}
