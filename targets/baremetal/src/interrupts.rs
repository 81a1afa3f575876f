//! One core and its timer interrupt, both ways: the interrupt stores into one channel
//! (`U64Copy`, `U64Seq` and the control pair of plain halves) and one `U64Latch` that the
//! main loop reads with `load` and `try_load`, and the main loop stores into a second
//! channel and latch that the interrupt reads with `try_load` (an interrupt must not spin
//! in `load` on a store it preempted; the latch it also reads with `load`, which never
//! needs a second attempt there).
//!
//! Every value must be exact and within the writer's bounds (see `cells`), and no reader may
//! see a cell go back. The controls show that interrupts really land inside reads and
//! stores: each must tear. QEMU runs with `-icount`, which delivers interrupts at instruction
//! counts (not only at block boundaries). Where they land still varies from run to run, so
//! the run goes on until both controls tore and every `try_load` met a race (`MAX_TICKS` at
//! most), and fails if they did not.
//!
//! Pairs the same way, from the interrupt to the main loop: a `U64SeqArray<2>`, a
//! `U64LatchArray<2>` and the control, two `U64Seq` stored one after the other, which must
//! mix stores (see `cells`).
//!
//! Then the latch's promise to a reader that preempts its writer: the main loop stores
//! nothing but a `U64Latch` and a `U64Seq` (the control), back to back, and the interrupt
//! reads both with `try_load`; then the same with the three pairs (the latch's also read
//! with `load`). Interrupts that found a store running (announced, not yet published:
//! "raced") must number `LATCH_IN_STORE` at least for each latch; every one of the
//! latches' attempts must succeed, the `U64Seq` and the `U64SeqArray<2>` must fail some,
//! and the pair of two `U64Seq` must mix stores.
//!
//! On the crate's native backend (RV64: one `AtomicU64` per single value; `NATIVE` below)
//! the single values' reads are one load: their `try_load` must never return `None`, where
//! on the split backend it must some of the time; the groups keep a sequence on both
//! backends, and their checks are the same.

use crate::cells::{jitter, pair, Channel, Counts, Read, Seen, Stats, Tracked};
use crate::harness::{ensure, Outcome, Report};
use crate::{platform, println};
use core::sync::atomic::{AtomicBool, Ordering::Relaxed};
use u64copy::{U64Copy, U64Latch, U64LatchArray, U64Seq, U64SeqArray};

/// The crate's native backend, which its layout tells: `U64Copy` is one `AtomicU64` (8 bytes)
/// there, two pairs of `AtomicU32` halves (16) on the split backend. A single value's load is
/// then one instruction: its `try_load` cannot fail, and an interrupt cannot land inside it.
const NATIVE: bool = core::mem::size_of::<U64Copy>() == 8;
/// Whether a single value's `try_load` can return `None` (and must, some of the time, under
/// these interrupts): on the split backend only. The groups' can on both.
const SINGLE_CAN_FAIL: bool = !NATIVE;

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
/// The latches of both directions, and what their readers saw.
static LATCH_FROM_INTERRUPT: Tracked<U64Latch> = Tracked::new(U64Latch::new(0));
static LATCH_FROM_MAIN: Tracked<U64Latch> = Tracked::new(U64Latch::new(0));
static MAIN_SEES_LATCH: Stats = Stats::new();
static INTERRUPT_SEES_LATCH: Stats = Stats::new();

/// The pairs one writer stores into: the two groups, and the control, two `U64Seq` stored
/// one after the other.
struct Pairs {
    seq: Tracked<U64SeqArray<2>>,
    latch: Tracked<U64LatchArray<2>>,
    control: Tracked<[U64Seq; 2]>,
}

impl Pairs {
    const fn new() -> Self {
        let [first, second] = pair(0);
        Pairs {
            seq: Tracked::new(U64SeqArray::new(pair(0))),
            latch: Tracked::new(U64LatchArray::new(pair(0))),
            control: Tracked::new([U64Seq::new(first), U64Seq::new(second)]),
        }
    }

    fn read(&self, how: Read, seen: &[Stats; 3]) {
        self.seq.read(how, &seen[0]);
        self.latch.read(how, &seen[1]);
        self.control.read(how, &seen[2]);
    }
}

const PAIR_NAMES: [&str; 3] = ["U64SeqArray<2>", "U64LatchArray<2>", "2 x U64Seq"];

/// Written by the timer interrupt, read by the main loop.
static PAIRS_FROM_INTERRUPT: Pairs = Pairs::new();
static MAIN_SEES_PAIRS: [Stats; 3] = [const { Stats::new() }; 3];

/// Interrupts during the preempted-writer phase, and interrupts that must have found the
/// latch's store running (announced, not yet published). The native latch's store is one
/// instruction between the announcement and the publication, a shorter window: 1711 of
/// 12000 interrupts found it on riscv64gc (qemu-system-riscv64, `-icount shift=0`), hence
/// the lower bound there.
const PREEMPTING_TICKS: u32 = 12000;
const LATCH_IN_STORE: u32 = if NATIVE { 1000 } else { 2000 };
/// The latch pair's store, as long on both backends (a sequence and two copies).
const LATCH_PAIR_IN_STORE: u32 = 2000;
/// Interrupts during the pairs' preempted-writer phase, which stores into three cells and
/// must find `LATCH_PAIR_IN_STORE` in the latch pair's store.
const PREEMPTING_PAIR_TICKS: u32 = 3 * PREEMPTING_TICKS;

/// The main loop stores only these two, back to back, in the preempted-writer phase.
static PREEMPTED_LATCH: Tracked<U64Latch> = Tracked::new(U64Latch::new(0));
static PREEMPTED_SEQ: Tracked<U64Seq> = Tracked::new(U64Seq::new(0));
static PREEMPTING_SEES_LATCH: Stats = Stats::new();
static PREEMPTING_LOADS_LATCH: Stats = Stats::new();
static PREEMPTING_SEES_SEQ: Stats = Stats::new();
static PREEMPTING: AtomicBool = AtomicBool::new(false);
/// Then only these three, back to back.
static PREEMPTED_PAIRS: Pairs = Pairs::new();
static PREEMPTING_SEES_PAIRS: [Stats; 3] = [const { Stats::new() }; 3];
static PREEMPTING_LOADS_LATCH_PAIR: Stats = Stats::new();
static PREEMPTING_PAIRS: AtomicBool = AtomicBool::new(false);

/// The timer interrupt handler's work: the only writer of `FROM_INTERRUPT`, a reader of
/// `FROM_MAIN`; in the preempted-writer phases, a reader of that phase's cells.
pub fn on_tick() {
    if PREEMPTING_PAIRS.load(Relaxed) {
        PREEMPTED_PAIRS.read(Read::TryLoad, &PREEMPTING_SEES_PAIRS);
        PREEMPTED_PAIRS
            .latch
            .read(Read::Load, &PREEMPTING_LOADS_LATCH_PAIR);
        return;
    }
    if PREEMPTING.load(Relaxed) {
        PREEMPTED_LATCH.read(Read::TryLoad, &PREEMPTING_SEES_LATCH);
        PREEMPTED_LATCH.read(Read::Load, &PREEMPTING_LOADS_LATCH);
        PREEMPTED_SEQ.read(Read::TryLoad, &PREEMPTING_SEES_SEQ);
        return;
    }
    FROM_INTERRUPT.store_next();
    LATCH_FROM_INTERRUPT.store_next();
    let pairs = &PAIRS_FROM_INTERRUPT;
    pairs.seq.store_next();
    pairs.latch.store_next();
    pairs.control.store_next();
    FROM_MAIN.read(Read::TryLoad, &INTERRUPT_SEES);
    LATCH_FROM_MAIN.read(Read::TryLoad, &INTERRUPT_SEES_LATCH);
    LATCH_FROM_MAIN.read(Read::Load, &INTERRUPT_SEES_LATCH);
}

/// Every race the checks need has happened.
fn raced_enough() -> bool {
    let (main, interrupt) = (&MAIN_SEES, &INTERRUPT_SEES);
    let raced = |counts: Counts| counts.raced > 0 && (counts.nones > 0 || !SINGLE_CAN_FAIL);
    main.control.counts().torn > 0
        && interrupt.control.counts().torn > 0
        && raced(main.copy.counts())
        && raced(main.seq.counts())
        && raced(interrupt.copy.counts())
        && raced(interrupt.seq.counts())
        && raced(MAIN_SEES_LATCH.counts())
        && INTERRUPT_SEES_LATCH.counts().raced > 0
        && raced(MAIN_SEES_PAIRS[0].counts())
        && raced(MAIN_SEES_PAIRS[1].counts())
        && MAIN_SEES_PAIRS[2].counts().torn > 0
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
        LATCH_FROM_INTERRUPT.read(Read::Load, &MAIN_SEES_LATCH);
        LATCH_FROM_INTERRUPT.read(Read::TryLoad, &MAIN_SEES_LATCH);
        PAIRS_FROM_INTERRUPT.read(Read::Load, &MAIN_SEES_PAIRS);
        PAIRS_FROM_INTERRUPT.read(Read::TryLoad, &MAIN_SEES_PAIRS);
        FROM_MAIN.store_next();
        LATCH_FROM_MAIN.store_next();
        jitter(&mut phase);
    }
    PREEMPTING.store(true, Relaxed);
    while PREEMPTING_SEES_SEQ.counts().try_loads < PREEMPTING_TICKS {
        // A pseudo-random order of the two (xorshift), so that interrupts do not lock onto
        // one phase of the loop.
        for _ in 0..16 {
            phase ^= phase << 13;
            phase ^= phase >> 17;
            phase ^= phase << 5;
            if phase & 1 == 0 {
                PREEMPTED_LATCH.store_next();
            } else {
                PREEMPTED_SEQ.store_next();
            }
        }
    }
    PREEMPTING_PAIRS.store(true, Relaxed);
    while PREEMPTING_SEES_PAIRS[0].counts().try_loads < PREEMPTING_PAIR_TICKS {
        // The same for three: one of three from 16 bits, without a division (a library call
        // on riscv32i and thumbv6m, longer than the stores).
        for _ in 0..16 {
            phase ^= phase << 13;
            phase ^= phase >> 17;
            phase ^= phase << 5;
            match ((phase & 0xffff) * 3) >> 16 {
                0 => PREEMPTED_PAIRS.seq.store_next(),
                1 => PREEMPTED_PAIRS.latch.store_next(),
                _ => PREEMPTED_PAIRS.control.store_next(),
            }
        }
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
    MAIN_SEES_LATCH.counts().print("main loop", "U64Latch");
    for (seen, name) in MAIN_SEES_PAIRS.iter().zip(PAIR_NAMES) {
        seen.counts().print("main loop", name);
    }
    println!("  written by the main loop:");
    INTERRUPT_SEES.print("interrupt");
    INTERRUPT_SEES_LATCH.counts().print("interrupt", "U64Latch");
    println!(
        "  written by the main loop, back to back (preempted writer): U64Latch {} times, \
         U64Seq {} times",
        PREEMPTED_LATCH.stores(),
        PREEMPTED_SEQ.stores()
    );
    PREEMPTING_SEES_LATCH
        .counts()
        .print("interrupt", "U64Latch");
    PREEMPTING_LOADS_LATCH
        .counts()
        .print("interrupt", "U64Latch");
    PREEMPTING_SEES_SEQ.counts().print("interrupt", "U64Seq");
    println!(
        "  pairs, the same: U64SeqArray<2> {} times, U64LatchArray<2> {} times, 2 x U64Seq {} \
         times",
        PREEMPTED_PAIRS.seq.stores(),
        PREEMPTED_PAIRS.latch.stores(),
        PREEMPTED_PAIRS.control.stores()
    );
    for (seen, name) in PREEMPTING_SEES_PAIRS.iter().zip(PAIR_NAMES) {
        seen.counts().print("interrupt", name);
    }
    PREEMPTING_LOADS_LATCH_PAIR
        .counts()
        .print("interrupt", PAIR_NAMES[1]);
    let (main, interrupt) = (&MAIN_SEES, &INTERRUPT_SEES);
    report.record(
        "interrupt_writer",
        "control_tears",
        tears(main.control.counts()),
    );
    report.record(
        "interrupt_writer",
        "U64Copy_load_exact_under_interrupts",
        sound(main.copy.counts(), true, SINGLE_CAN_FAIL),
    );
    report.record(
        "interrupt_writer",
        "U64Seq_load_exact_under_interrupts",
        sound(main.seq.counts(), true, SINGLE_CAN_FAIL),
    );
    report.record(
        "interrupt_writer",
        "U64Latch_load_exact_under_interrupts",
        sound(MAIN_SEES_LATCH.counts(), true, SINGLE_CAN_FAIL),
    );
    report.record(
        "interrupt_writer",
        "pair_control_mixes",
        tears(MAIN_SEES_PAIRS[2].counts()),
    );
    report.record(
        "interrupt_writer",
        "U64SeqArray_load_one_pair_under_interrupts",
        sound(MAIN_SEES_PAIRS[0].counts(), true, true),
    );
    report.record(
        "interrupt_writer",
        "U64LatchArray_load_one_pair_under_interrupts",
        sound(MAIN_SEES_PAIRS[1].counts(), true, true),
    );
    report.record(
        "interrupt_reader",
        "control_tears",
        tears(interrupt.control.counts()),
    );
    report.record(
        "interrupt_reader",
        "U64Copy_try_load_none_or_exact_in_interrupt",
        sound(interrupt.copy.counts(), false, SINGLE_CAN_FAIL),
    );
    report.record(
        "interrupt_reader",
        "U64Seq_try_load_none_or_exact_in_interrupt",
        sound(interrupt.seq.counts(), false, SINGLE_CAN_FAIL),
    );
    report.record(
        "interrupt_reader",
        "U64Latch_first_attempt_exact_in_interrupt",
        first_attempt(INTERRUPT_SEES_LATCH.counts(), 1),
    );
    report.record(
        "preempted_writer",
        "U64Seq_try_load_fails_in_interrupt",
        sound(PREEMPTING_SEES_SEQ.counts(), false, SINGLE_CAN_FAIL),
    );
    report.record(
        "preempted_writer",
        "U64Latch_first_attempt_exact_in_interrupt",
        first_attempt(PREEMPTING_SEES_LATCH.counts(), LATCH_IN_STORE),
    );
    report.record(
        "preempted_writer",
        "U64Latch_load_exact_in_interrupt",
        loads_exact(PREEMPTING_LOADS_LATCH.counts(), LATCH_IN_STORE),
    );
    report.record(
        "preempted_writer",
        "pair_control_mixes",
        tears(PREEMPTING_SEES_PAIRS[2].counts()),
    );
    report.record(
        "preempted_writer",
        "U64SeqArray_try_load_fails_in_interrupt",
        sound(PREEMPTING_SEES_PAIRS[0].counts(), false, true),
    );
    report.record(
        "preempted_writer",
        "U64LatchArray_first_attempt_one_pair_in_interrupt",
        first_attempt(PREEMPTING_SEES_PAIRS[1].counts(), LATCH_PAIR_IN_STORE),
    );
    report.record(
        "preempted_writer",
        "U64LatchArray_load_one_pair_in_interrupt",
        loads_exact(PREEMPTING_LOADS_LATCH_PAIR.counts(), LATCH_PAIR_IN_STORE),
    );
}

/// Without this the other checks prove nothing: interrupts must land inside a read (or a
/// store) of two halves.
fn tears(control: Counts) -> Outcome {
    ensure!(control.torn > 0);
    Ok(())
}

/// Reads ran, some raced a store, and no value was torn, out of bounds or backwards; some
/// `try_load` returned `None` where one can (`can_fail`), none did where none can (a single
/// value on the native backend).
fn sound(counts: Counts, loads: bool, can_fail: bool) -> Outcome {
    ensure!(counts.try_loads > 0);
    ensure!(!loads || counts.loads > 0);
    ensure!(counts.raced > 0);
    if can_fail {
        ensure!(counts.nones > 0);
    } else {
        ensure!(counts.nones == 0);
    }
    ensure!(counts.exact());
    Ok(())
}

/// The reader preempted the latch's writer: `try_load` ran, at least `in_store`
/// reads found a store running, no attempt failed (no `None`), and no value was torn, out
/// of bounds or backwards.
fn first_attempt(counts: Counts, in_store: u32) -> Outcome {
    ensure!(counts.try_loads > 0);
    ensure!(counts.raced >= in_store);
    ensure!(counts.nones == 0);
    ensure!(counts.exact());
    Ok(())
}

/// `load`, in an interrupt that preempted the latch's writer `in_store` times at least,
/// returned (it did not spin for ever) and every value was exact.
fn loads_exact(counts: Counts, in_store: u32) -> Outcome {
    ensure!(counts.loads > 0);
    ensure!(counts.raced >= in_store);
    ensure!(counts.exact());
    Ok(())
}
