//! Configuration 1, rtic-rs/rtic #1130: a half-period timer monotonic on
//! `u64copy::timer::HalfPeriodCounter`, whose count a higher-priority task reads while the
//! timer interrupt is updating it, then the same clock with its handler starved, with early
//! flags and with a stale flag, an overflow-only timer on `OverflowCounter`, and the control.
//!
//! Tasks, highest priority first: the CMSDK watchdog (NMI, outside RTIC: nothing masks it);
//! `reader` (TIMER1, priority 3) calls `now()` every way the phase has; `delays` (async,
//! priority 2) awaits delays and checks each against the dual timer's second counter;
//! `periods` (TIMER0) and `overflows` (DUALTIMER), both at priority 1, the only writer (one
//! handler, `timer_event`, on two vectors), count the events and serve the timer queue, which
//! pends TIMER0 (an entry with no flag, which must count nothing); `idle` calls `now()` without
//! pause.
//!
//! Where the reads land: TIMER1 fires every `READER_PERIOD` ticks, coprime with the 128-tick
//! event period, so the reader walks across the event period in steps of one tick; the handler
//! spins `entries % SWEEP` rounds of 3 instructions before its update, so the update walks
//! across each tick in steps of 3 instructions, coprime with the tick's 40, and every other
//! sweep one instruction later (the walk alone left two instructions of the update unmet, the
//! handler's two vectors entering at their own phases): every instruction of the update meets a
//! reader instant, the same way in every run (`-icount`).
//!
//! Phases, each with its own figures (`RESULT timer-phase`):
//! 1. `main`: flags on time. The lock-free `now()`, `calculate_now` and `now_with_pending` from
//!    the reader, the lock-free `now()` from idle, stalled readers.
//! 2. `starved`: idle masks interrupts for 300 ticks (more than two half periods) from at most
//!    40 ticks after a counted crossing: `now_with_pending` inside must be exact, plain `now`
//!    exactly a period behind (the control); the handler then counts both crossings (`late`).
//! 3. `early`: TIMER0 moved to reach 0 `EARLY_BY` ticks before the half-period crossing, the
//!    timer declaring `EARLY = EARLY_BY`: the handler waits for the crossing (`early_reads`),
//!    `now()` stays exact; the control, the old recipe's count (count an event only if the
//!    counter is past its crossing when the handler reads it), declines events and is off.
//! 4. `stale`: for one crossing in `LEAVE_SET_EVERY` the timer's `clear` leaves the flag set
//!    once, so that the interrupt re-enters with the flag of the crossing just counted: stale,
//!    cleared, the count unchanged; the control, a count of one per flag (embassy,
//!    rtic-monotonics), is a period ahead.
//! 5. `overflow`: TIMER0 alone as an overflow-only timer (period 300) on `OverflowCounter`;
//!    idle also masks interrupts across a wrap: exact, where the flagless reader (embassy's
//!    CMSDK driver) is a period behind (the control).
//! 6. The control: the half-period count in `portable_atomic::AtomicU64` (default features:
//!    the lock-based fallback), updated with `fetch_add` and read through `calculate_now`, as
//!    rtic-monotonics does; the reader that preempts `fetch_add` spins on its lock with
//!    interrupts masked (`calculate_now`'s critical section), and only the watchdog's NMI
//!    reports it.
#![no_std]
#![no_main]

use core::sync::atomic::{compiler_fence, AtomicBool, AtomicU32, AtomicU8, Ordering::SeqCst};
use u64copy::timer::{Events, HalfPeriodTimer, Handled, OverflowTimer};
use u64copy_rtic::{
    half_period::{
        self as hp, Backend, Clock, Cmsdk, CmsdkOverflow, Store, CLOCK, COUNTER_BITS, OVERFLOWS,
        OVERFLOW_PERIOD, PERIOD, TIMER,
    },
    hw::{self, DUAL1, DUAL2, TIM0, TIM1},
    pac::Interrupt,
    report::{Count, Last},
    say,
};

const READER_PERIOD: u32 = 17;
const SWEEP: u32 = 64;
/// Reader interrupts in the first phase, and in each of the others.
const MAIN_READER_RUNS: u32 = 120_000;
const PHASE_READER_RUNS: u32 = 25_000;
/// Reader interrupts that must land inside the handler: in the first phase, in the others.
const MIN_IN_UPDATE: u32 = 1_000;
const MIN_PHASE_IN_UPDATE: u32 = 100;
/// Delays awaited by `delays` in the first phase and in each of the others, of 1..=DELAY_MAX
/// ticks.
const MAIN_DELAYS: u32 = 400;
const PHASE_DELAYS: u32 = 100;
const DELAY_MAX: u64 = 700;
/// Idle reads after which a phase has taken too long (the first needs about 250,000).
const IDLE_READS_MAX: u32 = 5_000_000;
/// Watchdog period, in ticks: far above any task's run time and any critical section here.
const WATCHDOG: u32 = 20_000;
/// Rounds of 3 instructions: 300 ticks, more than two half periods (128 ticks each). Idle
/// stalls this long inside one read in `STALL_EVERY`, between the count and the counter.
const STALL: u32 = 4_000;
const STALL_EVERY: u32 = 2_000;
const MIN_STALLED: u32 = 20;
/// Starved readers: idle masks interrupts for this many rounds of 3 instructions, from at most
/// 40 ticks after a counted crossing, once in `STARVE_EVERY` idle reads. Half-period clock: 300
/// ticks, past the next two crossings and short of the third (a crossing then waits at most
/// 172 ticks for its count, less than a period). Overflow-only clock: 400 ticks, past the next
/// wrap and short of the one after.
const STARVE_HALF: u32 = 300 * hw::NS_PER_TICK / 3;
const STARVE_OVERFLOW: u32 = 400 * hw::NS_PER_TICK / 3;
const STARVE_EVERY: u32 = 500;
const MIN_STARVED: u32 = 20;
/// Early flags: TIMER0 reaches 0 this many ticks before the half-period crossing, and the
/// timer declares as many (`HalfPeriodTimer::EARLY`).
const EARLY_BY: u32 = 12;
/// Stale flags: the clear of one crossing in this many leaves its flag set.
const LEAVE_SET_EVERY: u32 = 64;
const MIN_LEFT_SET: u32 = 20;

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
#[repr(u8)]
enum Phase {
    Main = 0,
    Starved = 1,
    Early = 2,
    Stale = 3,
    Overflow = 4,
    Control = 5,
}

impl Phase {
    fn name(self) -> &'static str {
        match self {
            Phase::Main => "main",
            Phase::Starved => "starved",
            Phase::Early => "early",
            Phase::Stale => "stale",
            Phase::Overflow => "overflow",
            Phase::Control => "control",
        }
    }
    fn reader_runs(self) -> u32 {
        if self == Phase::Main {
            MAIN_READER_RUNS
        } else {
            PHASE_READER_RUNS
        }
    }
    fn reads_in_handler(self) -> u32 {
        if self == Phase::Main {
            MIN_IN_UPDATE
        } else {
            MIN_PHASE_IN_UPDATE
        }
    }
    fn delays(self) -> u32 {
        if self == Phase::Main {
            MAIN_DELAYS
        } else {
            PHASE_DELAYS
        }
    }
}

static PHASE: AtomicU8 = AtomicU8::new(0);

fn phase() -> Phase {
    match PHASE.load(SeqCst) {
        0 => Phase::Main,
        1 => Phase::Starved,
        2 => Phase::Early,
        3 => Phase::Stale,
        4 => Phase::Overflow,
        _ => Phase::Control,
    }
}

/// The figures of one phase. Each field has one writer: the handler, the reader, idle or
/// `delays`.
struct Stats {
    reader_runs: Count,
    reader_reads: Count,
    reads_in_handler: Count,
    backwards: Count,
    not_exact: Count,
    behind_starved: Count,
    disagree: Count,
    reader_retries: Count,
    idle_reads: Count,
    idle_retries: Count,
    entries: Count,
    counted: Count,
    no_event: Count,
    stale: Count,
    stale_counted: Count,
    late: Count,
    early_reads: Count,
    early_entries: Count,
    missed: Count,
    declined: Count,
    control_reads: Count,
    control_off: Count,
    delays: Count,
    short_delays: Count,
}

impl Stats {
    const fn new() -> Self {
        Stats {
            reader_runs: Count::new(),
            reader_reads: Count::new(),
            reads_in_handler: Count::new(),
            backwards: Count::new(),
            not_exact: Count::new(),
            behind_starved: Count::new(),
            disagree: Count::new(),
            reader_retries: Count::new(),
            idle_reads: Count::new(),
            idle_retries: Count::new(),
            entries: Count::new(),
            counted: Count::new(),
            no_event: Count::new(),
            stale: Count::new(),
            stale_counted: Count::new(),
            late: Count::new(),
            early_reads: Count::new(),
            early_entries: Count::new(),
            missed: Count::new(),
            declined: Count::new(),
            control_reads: Count::new(),
            control_off: Count::new(),
            delays: Count::new(),
            short_delays: Count::new(),
        }
    }
}

static STATS: [Stats; 5] = [const { Stats::new() }; 5];

fn stats(phase: Phase) -> &'static Stats {
    &STATS[(phase as usize).min(STATS.len() - 1)]
}

static IN_UPDATE: AtomicBool = AtomicBool::new(false);
static READING: AtomicBool = AtomicBool::new(false);
static DELAYS_DONE: AtomicBool = AtomicBool::new(false);

static WATCHED: Count = Count::new();
/// The control's reads: by the reader, and by idle.
static CONTROL_READS: Count = Count::new();
static IDLE_CONTROL_READS: Count = Count::new();
static STALLED: Count = Count::new();
static STALLED_RETRIES: Count = Count::new();
static STALLED_OFF: Count = Count::new();
static STALLED_CONTROL_OFF: Count = Count::new();
static STARVED: Count = Count::new();
static STARVED_EXACT: Count = Count::new();
static STARVED_CONTROL_PERIOD_BEHIND: Count = Count::new();
static LEFT_SET: Count = Count::new();
/// The controls' counts, kept beside the handler's: the old recipe (one `fetch_update` per
/// event, counting only if the counter at the handler's entry is past the crossing the count
/// expects), and one per flag.
static OLD_RECIPE: Count = Count::new();
static PER_FLAG: Count = Count::new();
/// Armed by the handler: the next `clear` of [`LeaveSetOnce`] leaves its flags set.
static LEAVE_SET: AtomicBool = AtomicBool::new(false);

static READER_LAST_CS: Last = Last::new();
static READER_LAST_LF: Last = Last::new();
static READER_LAST_PENDING: Last = Last::new();
static IDLE_LAST: Last = Last::new();

fn progress() -> u32 {
    STATS
        .iter()
        .map(|s| s.reader_runs.get().wrapping_add(s.idle_reads.get()))
        .fold(0u32, u32::wrapping_add)
        .wrapping_add(CONTROL_READS.get())
        .wrapping_add(IDLE_CONTROL_READS.get())
}

/// Which vector entered the handler.
#[derive(Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub enum Source {
    Timer0 = 0,
    DualTimer = 1,
}

#[rtic::app(device = u64copy_rtic::pac, peripherals = false, dispatchers = [SOFT0])]
mod app {
    use super::*;

    #[shared]
    struct Shared {}

    #[local]
    struct Local {}

    #[init]
    fn init(_: init::Context) -> (Shared, Local) {
        hp::start_counter();
        DUAL2.start_periodic(u32::MAX);
        Backend::start();
        TIM1.start(READER_PERIOD - 1, READER_PERIOD - 1);
        hw::watchdog::start(WATCHDOG);
        delays::spawn().ok();
        (Shared {}, Local {})
    }

    #[idle]
    fn idle(_: idle::Context) -> ! {
        loop {
            let phase = phase();
            let stats = stats(phase);
            match phase {
                Phase::Control => control(),
                Phase::Overflow => idle_overflow_read(stats),
                _ => idle_half_period_read(stats),
            }
            stats.idle_reads.bump();
            let reads = stats.idle_reads.get();
            match phase {
                Phase::Main if reads.is_multiple_of(STALL_EVERY) => stalled_reads(),
                Phase::Starved if reads.is_multiple_of(STARVE_EVERY) => starved_read(),
                Phase::Overflow if reads.is_multiple_of(STARVE_EVERY) => starved_overflow_read(),
                _ => {}
            }
            if reads > IDLE_READS_MAX {
                report_phase(phase);
                say!(
                    "FAIL: phase {} did not finish within {} idle reads",
                    phase.name(),
                    IDLE_READS_MAX
                );
                hw::exit(false);
            }
            // A phase also runs on until enough reads have landed inside the handler: how many
            // do in a given number of runs depends on the handler's length and the layout.
            if stats.reader_runs.get() >= phase.reader_runs()
                && stats.reads_in_handler.get() >= phase.reads_in_handler()
                && DELAYS_DONE.load(SeqCst)
            {
                if !report_phase(phase) {
                    hw::exit(false);
                }
                next_phase(phase);
            }
        }
    }

    #[task(binds = TIMER0, priority = 1)]
    fn periods(_: periods::Context) {
        timer_event(Source::Timer0);
    }

    #[task(binds = DUALTIMER, priority = 1)]
    fn overflows(_: overflows::Context) {
        timer_event(Source::DualTimer);
    }

    /// A task above the timer interrupt calling `now()`.
    #[task(binds = TIMER1, priority = 3)]
    fn reader(_: reader::Context) {
        TIM1.clear();
        let in_update = IN_UPDATE.load(SeqCst);
        compiler_fence(SeqCst);
        READING.store(true, SeqCst);
        compiler_fence(SeqCst);
        let phase = phase();
        let stats = stats(phase);
        let reads = match phase {
            Phase::Control => {
                core::hint::black_box(hp::now_portable());
                CONTROL_READS.bump();
                0
            }
            Phase::Overflow => overflow_read(stats),
            _ => half_period_read(phase, stats),
        };
        compiler_fence(SeqCst);
        READING.store(false, SeqCst);
        if in_update && phase != Phase::Control {
            stats.reads_in_handler.add(reads);
            if phase == Phase::Main {
                record_interrupted_pc();
            }
        }
    }

    /// Delays through the timer queue, each checked against an independent counter.
    #[task(priority = 2)]
    async fn delays(_: delays::Context) {
        let stats = stats(phase());
        let mut d: u64 = 1;
        for _ in 0..phase().delays() {
            let start = DUAL2.value();
            Backend::queue().delay(d).await;
            let elapsed = start.wrapping_sub(DUAL2.value());
            if u64::from(elapsed) < d {
                stats.short_delays.bump();
            }
            stats.delays.bump();
            d = d * 7 % DELAY_MAX + 1;
        }
        DELAYS_DONE.store(true, SeqCst);
    }
}

/// Ticks on the dual timer's second counter, started right after the clock's counter, plus
/// the clock's value at its start: the clock's time, give or take the tick between the two
/// starts.
fn independent() -> u64 {
    u64::from(u32::MAX - DUAL2.value()) + u64::from(INDEPENDENT_OFFSET.load(SeqCst))
}

/// The clock's value in the tick it starts: 1 for the half-period clock (the dual timer starts
/// at `LOAD`, read negated), 0 for the overflow-only one (TIMER0 started at 0).
static INDEPENDENT_OFFSET: AtomicU32 = AtomicU32::new(1);

/// `now` read between two readings of the independent counter.
fn exact(before: u64, now: u64, after: u64) -> bool {
    before <= now && now <= after + 1
}

/// The reader's reads of the half-period clock: `calculate_now`, the lock-free `now()`,
/// `now_with_pending` (not where flags come early: its condition), and the phase's control.
/// Returns the reads made.
fn half_period_read(phase: Phase, stats: &Stats) -> u32 {
    let before = independent();
    let cs = hp::now_latch_cs();
    let (lock_free, retries) = hp::now_lock_free();
    let pending = (phase != Phase::Early).then(|| CLOCK.now_with_pending(&TIMER));
    let control = match phase {
        Phase::Early => Some(OLD_RECIPE.get()),
        Phase::Stale => Some(PER_FLAG.get()),
        _ => None,
    }
    .map(|count| Clock::combine(u64::from(count), hp::counter()));
    let after = independent();
    let mut off = false;
    for now in [cs, lock_free] {
        if !exact(before, now, after) {
            // The reader that runs first after a starved reader's critical section, before
            // the handler: plain `now` is exactly a period behind there (its condition broken).
            if phase == Phase::Starved && exact(before, now + PERIOD, after) {
                stats.behind_starved.bump();
            } else {
                off = true;
            }
        }
    }
    let mut back = READER_LAST_CS.went_back(cs) | READER_LAST_LF.went_back(lock_free);
    if let Some(pending) = pending {
        off |= !exact(before, pending, after);
        back |= READER_LAST_PENDING.went_back(pending);
    }
    if off {
        stats.not_exact.bump();
    }
    if back {
        stats.backwards.bump();
    }
    stats.reader_retries.add(retries);
    // Two reads, one after the other, with no update between (the writer is preempted or
    // idle, and less than a half period passes).
    if lock_free < cs || lock_free - cs > u64::from(hp::HALF_PERIOD) {
        stats.disagree.bump();
    }
    if let Some(control) = control {
        stats.control_reads.bump();
        if !exact(before, control, after) {
            stats.control_off.bump();
        }
    }
    stats.reader_runs.bump();
    let reads = 2 + u32::from(pending.is_some());
    stats.reader_reads.add(reads);
    reads
}

/// The reader's read of the overflow-only clock.
fn overflow_read(stats: &Stats) -> u32 {
    let before = independent();
    let now = OVERFLOWS.now(&CmsdkOverflow);
    let after = independent();
    if !exact(before, now, after) {
        stats.not_exact.bump();
    }
    if READER_LAST_LF.went_back(now) {
        stats.backwards.bump();
    }
    stats.reader_runs.bump();
    stats.reader_reads.bump();
    1
}

fn idle_half_period_read(stats: &Stats) {
    let before = independent();
    let (now, retries) = timer_idle_now();
    let after = independent();
    stats.idle_retries.add(retries);
    if IDLE_LAST.went_back(now) {
        stats.backwards.bump();
    }
    if !exact(before, now, after) {
        stats.not_exact.bump();
    }
}

/// The overflow-only timer's register access, counting the first counter read of each
/// attempt.
struct CountingOverflow<'a>(&'a core::cell::Cell<u32>);

impl OverflowTimer for CountingOverflow<'_> {
    fn counter(&self) -> u32 {
        self.0.set(self.0.get() + 1);
        CmsdkOverflow.counter()
    }
    fn pending(&self) -> bool {
        CmsdkOverflow.pending()
    }
    fn clear(&self) {
        CmsdkOverflow.clear()
    }
}

fn idle_overflow_read(stats: &Stats) {
    let before = independent();
    let reads = core::cell::Cell::new(0);
    let now = OVERFLOWS.now(&CountingOverflow(&reads));
    let after = independent();
    // Two counter reads per attempt.
    stats.idle_retries.add(reads.get() / 2 - 1);
    if IDLE_LAST.went_back(now) {
        stats.backwards.bump();
    }
    if !exact(before, now, after) {
        stats.not_exact.bump();
    }
}

/// Idle's `now()`: the lock-free read, out of line so that the writer can tell where it
/// interrupted it.
#[no_mangle]
#[inline(never)]
fn timer_idle_now() -> (u64, u32) {
    hp::now_lock_free()
}

/// The handler of both vectors, the clock's only writer: out of line, so that the reader finds
/// the update's instructions in one function.
#[no_mangle]
#[inline(never)]
fn timer_event(source: Source) {
    let phase = phase();
    if phase == Phase::Main {
        record_idle_pc();
    }
    match phase {
        Phase::Control => portable_event(source),
        Phase::Overflow => overflow_event(),
        _ => half_period_event(phase),
    }
    // SAFETY: called from the monotonic's own interrupts, one priority, as the queue requires.
    unsafe { Backend::queue().on_monotonic_interrupt() };
}

/// The timer of phase `early`: flags up to `EARLY_BY` ticks before their crossing, declared.
const EARLY_TIMER: Cmsdk<COUNTER_BITS, EARLY_BY> = Cmsdk;
const EARLY_TIMER_EARLY: u32 = <Cmsdk<COUNTER_BITS, EARLY_BY> as HalfPeriodTimer>::EARLY;

/// The timer of phase `stale`: [`TIMER`], whose `clear`, once armed, leaves the flags set
/// once, as a clear that has not landed when the interrupt returns.
struct LeaveSetOnce;

impl HalfPeriodTimer for LeaveSetOnce {
    fn counter(&self) -> u32 {
        TIMER.counter()
    }
    fn pending(&self) -> Events {
        TIMER.pending()
    }
    fn clear(&self, events: Events) {
        if LEAVE_SET.load(SeqCst) {
            LEAVE_SET.store(false, SeqCst);
            LEFT_SET.bump();
        } else {
            TIMER.clear(events);
        }
    }
}

fn half_period_event(phase: Phase) {
    let stats = stats(phase);
    let entries = stats.entries.get();
    stats.entries.set(entries + 1);
    hw::spin(entries % SWEEP);
    // Every other sweep one instruction later (the module's comment).
    if (entries / SWEEP) % 2 == 1 {
        cortex_m::asm::nop();
    }
    // The counter before the update: the old recipe's decision (the control of phase `early`).
    let entry_counter = hp::counter();
    let before = CLOCK.half_periods();
    IN_UPDATE.store(true, SeqCst);
    compiler_fence(SeqCst);
    let handled = match phase {
        Phase::Early => CLOCK.on_interrupt(&EARLY_TIMER),
        Phase::Stale => CLOCK.on_interrupt(&LeaveSetOnce),
        _ => CLOCK.on_interrupt(&TIMER),
    };
    compiler_fence(SeqCst);
    IN_UPDATE.store(false, SeqCst);
    let after = CLOCK.half_periods();
    record(stats, handled, before, after, entry_counter);
    // Armed after an entry that counted one crossing and found nothing stale, so that the flag
    // left set is the next crossing's (not a stale one's, whose re-entry would then be stale
    // twice).
    if phase == Phase::Stale
        && handled.counted == 1
        && handled.stale.is_empty()
        && stats.counted.get().is_multiple_of(LEAVE_SET_EVERY)
    {
        LEAVE_SET.store(true, SeqCst);
    }
}

fn record(stats: &Stats, handled: Handled, before: u64, after: u64, entry_counter: u32) {
    stats.counted.add(u32::from(handled.counted));
    let stale = u32::from(handled.stale.contains(Events::HALF))
        + u32::from(handled.stale.contains(Events::OVERFLOW));
    if handled.counted == 0 && stale == 0 && !handled.missed {
        stats.no_event.bump();
    }
    if stale != 0 {
        stats.stale.bump();
        if handled.counted != 0 || after != before {
            stats.stale_counted.bump();
        }
    }
    if handled.late {
        stats.late.bump();
    }
    if handled.early_reads != 0 {
        stats.early_entries.bump();
        stats.early_reads.add(handled.early_reads);
    }
    if handled.missed {
        stats.missed.bump();
    }
    let flags = u32::from(handled.counted) + stale;
    if flags != 0 {
        let old = OLD_RECIPE.get();
        if entry_counter >> (COUNTER_BITS - 1) != old & 1 {
            OLD_RECIPE.set(old + 1);
        } else {
            stats.declined.bump();
        }
        PER_FLAG.add(flags);
    }
}

fn overflow_event() {
    let stats = stats(Phase::Overflow);
    let entries = stats.entries.get();
    stats.entries.set(entries + 1);
    hw::spin(entries % SWEEP);
    IN_UPDATE.store(true, SeqCst);
    compiler_fence(SeqCst);
    let handled = OVERFLOWS.on_interrupt(&CmsdkOverflow);
    compiler_fence(SeqCst);
    IN_UPDATE.store(false, SeqCst);
    if handled.counted {
        stats.counted.bump();
    } else {
        stats.no_event.bump();
    }
}

/// rtic-monotonics' update: `fetch_add` at every event.
fn portable_event(source: Source) {
    let flag = match source {
        Source::Timer0 => TIM0.expired(),
        Source::DualTimer => DUAL1.raw_interrupt(),
    };
    if !flag {
        return;
    }
    match source {
        Source::Timer0 => TIM0.clear_landed(),
        Source::DualTimer => {
            DUAL1.clear();
            let _ = DUAL1.raw_interrupt();
        }
    }
    let events = CONTROL_EVENTS.get();
    CONTROL_EVENTS.set(events + 1);
    hw::spin(events % SWEEP);
    IN_UPDATE.store(true, SeqCst);
    compiler_fence(SeqCst);
    hp::PORTABLE.fetch_add(1, portable_atomic::Ordering::Relaxed);
    compiler_fence(SeqCst);
    IN_UPDATE.store(false, SeqCst);
}

static CONTROL_EVENTS: Count = Count::new();

/// The phase after `phase`, entered from idle with interrupts masked, at a point where no
/// flag is pending and the counter is in its lower half (so that TIMER0 can move).
fn next_phase(phase: Phase) {
    let next = match phase {
        Phase::Main => Phase::Starved,
        Phase::Starved => Phase::Early,
        Phase::Early => Phase::Stale,
        Phase::Stale => Phase::Overflow,
        _ => Phase::Control,
    };
    loop {
        let moved = critical_section::with(|_| {
            let calm = CLOCK.half_periods() & 1 == 0
                && TIMER.pending().is_empty()
                && (8..96).contains(&hp::counter());
            if phase <= Phase::Early && !calm {
                return false;
            }
            match next {
                Phase::Early => hp::restart_half_event(EARLY_BY),
                Phase::Stale => hp::restart_half_event(0),
                Phase::Overflow => {
                    hp::start_overflow_only();
                    DUAL2.start_periodic(u32::MAX);
                    INDEPENDENT_OFFSET.store(0, SeqCst);
                    hp::switch_to(Store::Overflow);
                    for last in [&READER_LAST_LF, &IDLE_LAST] {
                        last.reset();
                    }
                }
                Phase::Control => {
                    TIM0.stop();
                    hp::start();
                    hp::switch_to(Store::Portable);
                }
                _ => {}
            }
            for interrupt in [Interrupt::TIMER0, Interrupt::DUALTIMER] {
                cortex_m::peripheral::NVIC::unpend(interrupt);
            }
            let count = CLOCK.half_periods() as u32;
            OLD_RECIPE.set(count);
            PER_FLAG.set(count);
            PHASE.store(next as u8, SeqCst);
            true
        });
        if moved {
            break;
        }
    }
    if next != Phase::Control {
        DELAYS_DONE.store(false, SeqCst);
        if app::delays::spawn().is_err() {
            say!(
                "FAIL: delays still running at the end of phase {}",
                phase.name()
            );
            hw::exit(false);
        }
    }
}

/// The control phase: idle reads through `calculate_now` until the watchdog reports the
/// deadlock.
fn control() -> ! {
    loop {
        let now = hp::now_portable();
        IDLE_CONTROL_READS.bump();
        if IDLE_CONTROL_READS.get() > 50_000_000 {
            say!(
                "RESULT timer-control deadlock=none reads={}",
                CONTROL_READS.get() + IDLE_CONTROL_READS.get()
            );
            say!("FAIL: portable_atomic::AtomicU64 did not deadlock");
            hw::exit(false);
        }
        core::hint::black_box(now);
    }
}

/// A reader below the writer that stalls for more than two half periods between the count and
/// the counter: inside the attempt, as `now()` reads (the writer counts during the stall, so
/// the attempt fails and the next one, not stalled, is exact), and, the control, the counter
/// read after the attempt (`half_periods()`, then the counter: the count is then two events
/// old, a period or more off). Each is checked against the independent counter read just
/// before and just after the counter.
fn stalled_reads() {
    struct Stalling<'a>(&'a core::cell::Cell<u32>, &'a core::cell::Cell<(u64, u64)>);
    impl HalfPeriodTimer for Stalling<'_> {
        fn counter(&self) -> u32 {
            self.0.set(self.0.get() + 1);
            if self.0.get() == 1 {
                hw::spin(STALL);
            }
            let before = independent();
            let counter = hp::counter();
            self.1.set((before, independent()));
            counter
        }
        fn pending(&self) -> Events {
            TIMER.pending()
        }
        fn clear(&self, events: Events) {
            TIMER.clear(events)
        }
    }
    let attempts = core::cell::Cell::new(0);
    let window = core::cell::Cell::new((0, 0));
    let now = CLOCK.now(&Stalling(&attempts, &window));
    let (before, after) = window.get();
    STALLED.bump();
    STALLED_RETRIES.add(attempts.get() - 1);
    if !exact(before, now, after) {
        STALLED_OFF.bump();
    }
    let count = CLOCK.half_periods();
    hw::spin(STALL);
    let (before, counter, after) = (independent(), hp::counter(), independent());
    if !exact(before, Clock::combine(count, counter), after) {
        STALLED_CONTROL_OFF.bump();
    }
}

/// Idle masks interrupts for 300 ticks from a point at most 40 ticks after a crossing that
/// the handler has counted (no flag pending): the next two crossings wait, their flags
/// pending, the first for up to 172 ticks (less than a period). Inside, `now_with_pending`
/// must be exact and plain `now` exactly a period behind (the control); the handler counts
/// both once it runs (`late`).
fn starved_read() {
    let (before, pending, plain, after) = loop {
        let read = critical_section::with(|_| {
            if !(2..40).contains(&(hp::counter() % hp::HALF_PERIOD)) || !TIMER.pending().is_empty()
            {
                return None;
            }
            hw::spin(STARVE_HALF);
            let before = independent();
            let pending = CLOCK.now_with_pending(&TIMER);
            let plain = CLOCK.now(&TIMER);
            Some((before, pending, plain, independent()))
        });
        if let Some(read) = read {
            break read;
        }
    };
    STARVED.bump();
    if exact(before, pending, after) {
        STARVED_EXACT.bump();
    }
    if exact(before, plain + PERIOD, after) {
        STARVED_CONTROL_PERIOD_BEHIND.bump();
    }
}

/// The same for the overflow-only clock: 400 ticks masked from at most 40 ticks after a
/// counted wrap, past the next wrap. Its `now()` reads the flag and must be exact; the
/// flagless reader (wraps and counter, as embassy's CMSDK driver) is a period behind (the
/// control).
fn starved_overflow_read() {
    let (before, now, flagless, after) = loop {
        let read = critical_section::with(|_| {
            if !(2..40).contains(&CmsdkOverflow.counter()) || CmsdkOverflow.pending() {
                return None;
            }
            hw::spin(STARVE_OVERFLOW);
            let before = independent();
            let now = OVERFLOWS.now(&CmsdkOverflow);
            let flagless =
                OVERFLOWS.wraps() * u64::from(OVERFLOW_PERIOD) + u64::from(CmsdkOverflow.counter());
            Some((before, now, flagless, independent()))
        });
        if let Some(read) = read {
            break read;
        }
    };
    STARVED.bump();
    if exact(before, now, after) {
        STARVED_EXACT.bump();
    }
    if exact(before, flagless + u64::from(OVERFLOW_PERIOD), after) {
        STARVED_CONTROL_PERIOD_BEHIND.bump();
    }
}

/// The instructions of `timer_idle_now` at which the writer interrupted idle (bits per halfword
/// offset, 256 bytes).
static IDLE_PCS: [AtomicU32; 4] = [const { AtomicU32::new(0) }; 4];

/// The first exception frame above the current stack pointer whose xPSR has the Thumb bit and
/// an exception number in `exceptions`: the frame the hardware pushed when the running handler
/// preempted that context. Returns the stacked return address.
fn stacked_pc(exceptions: &[u32]) -> Option<u32> {
    let sp = cortex_m::register::msp::read() & !3;
    // SAFETY: VTOR, and the first word of the vector table it points to: the initial stack
    // pointer, the top of the stack (nothing above it may be read).
    let top = unsafe {
        let vtor = core::ptr::read_volatile(0xE000_ED08 as *const u32);
        core::ptr::read_volatile(vtor as *const u32)
    };
    for frame in (sp..(sp + 512).min(top - 32)).step_by(4) {
        if frame & 7 != 0 {
            continue;
        }
        // SAFETY: words of the live stack above this handler's stack pointer (its own frames,
        // the exception frame, the preempted context's frames), inside RAM; read as plain
        // words.
        let (pc, xpsr) = unsafe {
            (
                core::ptr::read_volatile((frame + 24) as *const u32),
                core::ptr::read_volatile((frame + 28) as *const u32),
            )
        };
        if xpsr & 1 << 24 != 0 && exceptions.contains(&(xpsr & 0x1ff)) {
            return Some(pc);
        }
    }
    None
}

/// The writer, on entry: records where it interrupted idle if that was in `timer_idle_now`.
fn record_idle_pc() {
    let probe = timer_idle_now as *const () as usize as u32 & !1;
    if let Some(pc) = stacked_pc(&[0]) {
        if (probe..probe + 256).contains(&pc) {
            let bit = (pc - probe) / 2;
            let word = &IDLE_PCS[bit as usize / 32];
            word.store(word.load(SeqCst) | 1 << (bit % 32), SeqCst);
        }
    }
}

/// The instructions of the update at which the reader interrupted the writer: one bit per
/// halfword address of the code (below `CODE_END`).
const CODE_END: u32 = 0x6000;
static PCS: [AtomicU32; CODE_END as usize / 64] =
    [const { AtomicU32::new(0) }; CODE_END as usize / 64];
static FRAMES_NOT_FOUND: Count = Count::new();

/// The reader: records the return address in the exception frame its entry pushed on top of
/// the writer's stack (exception 24, TIMER0, or 26, DUALTIMER).
fn record_interrupted_pc() {
    match stacked_pc(&[16 + 8, 16 + 10]) {
        Some(pc) if pc < CODE_END => {
            let bit = pc / 2;
            let word = &PCS[bit as usize / 32];
            word.store(word.load(SeqCst) | 1 << (bit % 32), SeqCst);
        }
        _ => FRAMES_NOT_FOUND.bump(),
    }
}

fn report_phase(phase: Phase) -> bool {
    let s = stats(phase);
    say!(
        "RESULT timer-phase phase={} reader_runs={} reader_reads={} reads_in_handler={} \
         backwards={} not_exact={} behind_starved={} disagree={} reader_retries={} idle_reads={} \
         idle_retries={} \
         entries={} counted={} no_event={} stale={} stale_counted={} late={} early_reads={} \
         early_entries={} missed={} declined={} control_reads={} control_off={} delays={} \
         short_delays={}",
        phase.name(),
        s.reader_runs.get(),
        s.reader_reads.get(),
        s.reads_in_handler.get(),
        s.backwards.get(),
        s.not_exact.get(),
        s.behind_starved.get(),
        s.disagree.get(),
        s.reader_retries.get(),
        s.idle_reads.get(),
        s.idle_retries.get(),
        s.entries.get(),
        s.counted.get(),
        s.no_event.get(),
        s.stale.get(),
        s.stale_counted.get(),
        s.late.get(),
        s.early_reads.get(),
        s.early_entries.get(),
        s.missed.get(),
        s.declined.get(),
        s.control_reads.get(),
        s.control_off.get(),
        s.delays.get(),
        s.short_delays.get()
    );
    let mut ok = s.backwards.get() == 0
        && s.not_exact.get() == 0
        && s.disagree.get() == 0
        && s.reader_retries.get() == 0
        && s.missed.get() == 0
        && s.short_delays.get() == 0
        && s.delays.get() == phase.delays()
        && s.stale_counted.get() == 0;
    match phase {
        Phase::Main => {
            let probe = timer_idle_now as *const () as usize as u32 & !1;
            for bit in 0..128u32 {
                if IDLE_PCS[bit as usize / 32].load(SeqCst) & 1 << (bit % 32) != 0 {
                    say!("RESULT timer-idle-pc {:#x}", probe + 2 * bit);
                }
            }
            let mut distinct = 0;
            for bit in 0..CODE_END / 2 {
                if PCS[bit as usize / 32].load(SeqCst) & 1 << (bit % 32) != 0 {
                    say!("RESULT timer-pc {:#x}", bit * 2);
                    distinct += 1;
                }
            }
            say!(
                "RESULT timer-sweep interrupted_instructions={} frames_not_found={}",
                distinct,
                FRAMES_NOT_FOUND.get()
            );
            say!(
                "RESULT timer-stalled stalled_reads={} stalled_retries={} stalled_off={} \
                 stalled_control_off={}",
                STALLED.get(),
                STALLED_RETRIES.get(),
                STALLED_OFF.get(),
                STALLED_CONTROL_OFF.get()
            );
            ok &= s.reads_in_handler.get() >= phase.reads_in_handler()
                && s.no_event.get() > 0
                && s.stale.get() == 0
                && s.late.get() == 0
                && s.early_reads.get() == 0
                && STALLED.get() >= MIN_STALLED
                && STALLED_OFF.get() == 0
                && STALLED_RETRIES.get() >= STALLED.get()
                && STALLED_CONTROL_OFF.get() == STALLED.get()
                && FRAMES_NOT_FOUND.get() == 0;
        }
        Phase::Starved | Phase::Overflow => {
            say!(
                "RESULT timer-starved phase={} starved_reads={} exact={} control_period_behind={}",
                phase.name(),
                STARVED.get(),
                STARVED_EXACT.get(),
                STARVED_CONTROL_PERIOD_BEHIND.get()
            );
            ok &= s.reads_in_handler.get() >= phase.reads_in_handler()
                && STARVED.get() >= MIN_STARVED
                && STARVED_EXACT.get() == STARVED.get()
                && STARVED_CONTROL_PERIOD_BEHIND.get() == STARVED.get();
            if phase == Phase::Starved {
                ok &= s.late.get() == STARVED.get() && s.stale.get() == 0;
            }
            for count in [&STARVED, &STARVED_EXACT, &STARVED_CONTROL_PERIOD_BEHIND] {
                count.set(0);
            }
        }
        Phase::Early => {
            say!(
                "RESULT timer-early early_by={} declared={}",
                EARLY_BY,
                EARLY_TIMER_EARLY
            );
            ok &= s.reads_in_handler.get() >= phase.reads_in_handler()
                && s.early_entries.get() > 0
                && s.stale.get() == 0
                && s.late.get() == 0
                && s.declined.get() > 0
                && s.control_off.get() > 0;
        }
        Phase::Stale => {
            // Both at one instant: the handler keeps going meanwhile, and its re-entry for a
            // flag left set tail-chains to it, with no idle in between.
            let (left_set, stale) = critical_section::with(|_| (LEFT_SET.get(), s.stale.get()));
            say!(
                "RESULT timer-stale left_set={} stale_entries={}",
                left_set,
                stale
            );
            ok &= s.reads_in_handler.get() >= phase.reads_in_handler()
                && left_set >= MIN_LEFT_SET
                && stale == left_set
                && s.late.get() == 0
                && s.early_reads.get() == 0
                && s.control_off.get() > 0;
        }
        Phase::Control => {}
    }
    if !ok {
        say!(
            "FAIL: phase {} (at the check: backwards={} not_exact={} disagree={} \
             reader_retries={} missed={} short_delays={} delays={} stale_counted={} \
             reads_in_handler={} stale={} late={} early_reads={} control_off={})",
            phase.name(),
            s.backwards.get(),
            s.not_exact.get(),
            s.disagree.get(),
            s.reader_retries.get(),
            s.missed.get(),
            s.short_delays.get(),
            s.delays.get(),
            s.stale_counted.get(),
            s.reads_in_handler.get(),
            s.stale.get(),
            s.late.get(),
            s.early_reads.get(),
            s.control_off.get()
        );
    }
    ok
}

/// The watchdog: an NMI every `WATCHDOG` ticks; no progress since the last one ends the run.
// SAFETY: cortex-m-rt requires an NMI handler to be an `unsafe fn`, since an NMI preempts
// critical sections. This one reads atomics, and prints (semihosting, whose `hstdout` sits behind
// a critical section) only when nothing has made progress since the last NMI: no other code is
// printing then.
#[cortex_m_rt::exception]
unsafe fn NonMaskableInt() {
    let seen = progress();

    if seen != WATCHED.get() {
        WATCHED.set(seen);
        hw::watchdog::feed();
        return;
    }
    let control = phase() == Phase::Control;
    let expected = control && READING.load(SeqCst) && IN_UPDATE.load(SeqCst);
    say!(
        "RESULT timer-{} deadlock={} reads={} reader_inside_a_read={} writer_inside_update={}",
        if control { "control" } else { "latch" },
        if expected { "caught" } else { "unexpected" },
        CONTROL_READS.get(),
        READING.load(SeqCst),
        IN_UPDATE.load(SeqCst)
    );
    hw::exit(expected)
}

/// A fault ends the run with its address instead of hanging until the guest's timeout.
// SAFETY: cortex-m-rt requires a HardFault handler to be an `unsafe fn`. It only prints (no
// other code prints while a fault is being taken, except an NMI's report, which exits).
#[cortex_m_rt::exception]
unsafe fn HardFault(frame: &cortex_m_rt::ExceptionFrame) -> ! {
    say!("FAIL: hard fault at {:#x}", frame.pc());
    hw::exit(false)
}

#[panic_handler]
fn panic(info: &core::panic::PanicInfo) -> ! {
    say!("panicked: {}", info);
    hw::exit(false)
}
