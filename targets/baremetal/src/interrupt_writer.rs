//! The guarantees with a timer interrupt as the one writer: the interrupt stores
//! `k << 32 | k` for k = 1, 2, ... into a `U64Copy`, a `U64Seq` and, as a control, two plain
//! `AtomicU32` halves; the main loop, which the interrupt preempts, loads all three.
//!
//! Every value loaded from the two cells must have equal halves (no tear) and never be
//! smaller than the one loaded before it. The control shows that interrupts really land
//! between two loads of a read: it must tear. QEMU runs with `-icount`, which delivers
//! interrupts at instruction counts (not only at block boundaries). Where they land still
//! varies from run to run, so the run goes on until the control tore and both types met a
//! race (`MAX_TICKS` at most).

use crate::harness::{ensure, Outcome, Report};
use crate::{platform, println};
use core::sync::atomic::{AtomicU32, Ordering::Relaxed};
use u64copy::{U64Copy, U64Seq};

/// Timer interrupts (stores) per run, at least.
const TICKS: u32 = 3000;
/// Timer interrupts at most: the run goes on past `TICKS` until the control tore and both
/// types' `try_load` met a race, so that an unlucky timing cannot make the checks vacuous.
const MAX_TICKS: u32 = 20 * TICKS;

static TICK: AtomicU32 = AtomicU32::new(0);
static COPY: U64Copy = U64Copy::new(0);
static SEQ: U64Seq = U64Seq::new(0);
static CONTROL_LO: AtomicU32 = AtomicU32::new(0);
static CONTROL_HI: AtomicU32 = AtomicU32::new(0);

/// The timer interrupt handler's work: the only writer of every static above.
pub fn on_tick() {
    let k = TICK.load(Relaxed).wrapping_add(1);
    let value = u64::from(k) << 32 | u64::from(k);
    COPY.store(value);
    SEQ.store(value);
    CONTROL_LO.store(k, Relaxed);
    CONTROL_HI.store(k, Relaxed);
    TICK.store(k, Relaxed);
}

/// What one kind of read saw.
#[derive(Default)]
struct Seen {
    loads: u32,
    torn: u32,
    backwards: u32,
    /// `try_load` returned `None`: a store raced with it.
    retries: u32,
    last: u64,
}

impl Seen {
    fn value(&mut self, value: u64) {
        self.loads += 1;
        if value >> 32 != value & 0xffff_ffff {
            self.torn += 1;
        }
        if value < self.last {
            self.backwards += 1;
        }
        self.last = value;
    }

    fn attempt(&mut self, attempt: Option<u64>) {
        match attempt {
            Some(value) => self.value(value),
            None => self.retries += 1,
        }
    }

    fn print(&self, name: &str) {
        println!(
            "  {}: {} loads, {} torn, {} backwards, {} try_load retries",
            name, self.loads, self.torn, self.backwards, self.retries
        );
    }
}

struct Observed {
    copy: Seen,
    seq: Seen,
    control: Seen,
}

fn observe() -> Observed {
    let mut observed = Observed {
        copy: Seen::default(),
        seq: Seen::default(),
        control: Seen::default(),
    };
    platform::start_timer();
    // Xorshift: a spin count that keeps changing the loop's length against the timer period,
    // so that interrupts cannot lock onto one phase of the loop and land everywhere in it.
    let mut phase: u32 = 0x9e37_79b9;
    loop {
        let ticks = TICK.load(Relaxed);
        let raced =
            observed.control.torn > 0 && observed.copy.retries > 0 && observed.seq.retries > 0;
        if ticks >= MAX_TICKS || (ticks >= TICKS && raced) {
            break;
        }
        observed.copy.value(COPY.load());
        observed.copy.attempt(COPY.try_load());
        observed.seq.value(SEQ.load());
        observed.seq.attempt(SEQ.try_load());
        let lo = CONTROL_LO.load(Relaxed);
        let hi = CONTROL_HI.load(Relaxed);
        observed.control.value(u64::from(hi) << 32 | u64::from(lo));
        phase ^= phase << 13;
        phase ^= phase >> 17;
        phase ^= phase << 5;
        for _ in 0..phase % 64 {
            core::hint::spin_loop();
        }
    }
    platform::stop_timer();
    observed
}

pub fn run(report: &mut Report) {
    let observed = observe();
    println!("interrupt writer, {} stores:", TICK.load(Relaxed));
    observed.copy.print("U64Copy");
    observed.seq.print("U64Seq ");
    observed.control.print("control (two AtomicU32 halves)");
    report.record(
        "interrupt_writer",
        "control_tears",
        control_tears(&observed),
    );
    report.record(
        "interrupt_writer",
        "U64Copy_never_tears_nor_goes_back",
        sound(&observed.copy),
    );
    report.record(
        "interrupt_writer",
        "U64Seq_never_tears_nor_goes_back",
        sound(&observed.seq),
    );
    report.record(
        "interrupt_writer",
        "try_load_saw_races",
        races_seen(&observed),
    );
}

/// Without this the other checks prove nothing: interrupts must land inside a read.
fn control_tears(observed: &Observed) -> Outcome {
    ensure!(observed.control.torn > 0);
    Ok(())
}

fn sound(seen: &Seen) -> Outcome {
    ensure!(seen.loads > 0);
    ensure!(seen.torn == 0);
    ensure!(seen.backwards == 0);
    Ok(())
}

/// Both types' retry paths ran: stores raced with `try_load`, and `load` survived them.
fn races_seen(observed: &Observed) -> Outcome {
    ensure!(observed.copy.retries > 0);
    ensure!(observed.seq.retries > 0);
    Ok(())
}
