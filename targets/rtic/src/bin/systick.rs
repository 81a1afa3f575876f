//! Configuration 2: SysTick monotonics with one writer and no write in `now()`, read from above
//! SysTick.
//!
//! SysTick runs with `RELOAD = 511` and its interrupt on, and drives both monotonics of
//! `u64copy_rtic::systick` at once:
//! - `tick`: the SysTick handler (priority 1, below the readers) counts its interrupts in a
//!   `U64Latch`;
//! - `epoch`: TIMER0 (priority 1), every `UPDATE_PERIOD` ticks, moves the (ticks, SysTick value)
//!   pair in a `U64LatchArray<2>` to the present; `now()` adds what SysTick counted since.
//!
//! `reader` (TIMER1, priority 3) and `aimed` (DUALTIMER, priority 3) read both. `epoch::now()` is
//! exact (checked against the dual timer's second counter, which counts the same clock), so the
//! number of SysTick interrupts the hardware has raised is known at every read, and with it how far
//! `tick::now()` is behind: never more than one tick, and one only while SysTick is pending or its
//! handler is active (entered, the pending bit cleared, the count not yet stored). `delays`
//! (async, priority 2) awaits delays of the epoch monotonic, each checked against the dual timer.
//! Idle reads both without pause. The CMSDK watchdog (NMI) ends a run that stops making progress.
//! The tick monotonic here only counts; the epoch monotonic serves the timer queue.
//!
//! Sweeps: `reader` fires every `READER_PERIOD` ticks, coprime with SysTick's 512 ticks and
//! TIMER0's period. Each writer, at each activation, arms `aimed` (a one-shot of 1 to 3 ticks) and
//! then spins `count % SWEEP` rounds of 3 instructions before its store, which walks `aimed`'s
//! arrival across the store one instruction at a time (3 and 40, a tick's instructions, are
//! coprime), as in `timer`, where run.sh checks the coverage against the disassembly.
#![no_std]
#![no_main]

use core::sync::atomic::{compiler_fence, AtomicBool, Ordering::SeqCst};
use u64copy_rtic::{
    hw::{self, systick as sys, DUAL1, DUAL2, TIM0, TIM1},
    report::{Count, Last},
    say,
    systick::{epoch, start_systick, tick},
};

const SYSTICK_PERIOD: u32 = epoch::MASK + 1;
const UPDATE_PERIOD: u32 = 251;
const READER_PERIOD: u32 = 7;
const SWEEP: u32 = 64;
const READER_RUNS: u32 = 250_000;
const MIN_IN_UPDATE: u32 = 1_000;
const MIN_BEHIND: u32 = 100;
const DELAYS: u32 = 300;
const DELAY_MAX: u64 = 5_000;
const WATCHDOG: u32 = 40_000;
/// Rounds of 3 instructions: 45 ticks.
const HOLD_OFF: u32 = 600;
const IDLE_READS_MAX: u32 = 5_000_000;
/// Rounds of 3 instructions: 600 ticks, longer than SysTick's wrap (512 ticks). Idle stalls
/// this long inside one read in `STALL_EVERY`, between the pair and SysTick.
const STALL: u32 = 8_000;
const STALL_EVERY: u32 = 2_000;
const MIN_STALLED: u32 = 20;

static EPOCH_IN_UPDATE: AtomicBool = AtomicBool::new(false);
static TICK_IN_UPDATE: AtomicBool = AtomicBool::new(false);
static DELAYS_DONE: AtomicBool = AtomicBool::new(false);
/// The dual timer's second counter when SysTick was started.
static DUAL_START: core::sync::atomic::AtomicU32 = core::sync::atomic::AtomicU32::new(0);

static READER_RUNS_DONE: Count = Count::new();
static EPOCH_IN_UPDATE_READS: Count = Count::new();
static TICK_IN_UPDATE_READS: Count = Count::new();
static BACKWARDS: Count = Count::new();
static NOT_EXACT: Count = Count::new();
static BEHIND_PENDING: Count = Count::new();
static BEHIND_ACTIVE: Count = Count::new();
static BEHIND_UNEXPLAINED: Count = Count::new();
static BEHIND_MORE: Count = Count::new();
static PENDING_NOT_BEHIND: Count = Count::new();
static IDLE_READS: Count = Count::new();
static IDLE_BACKWARDS: Count = Count::new();
static IDLE_BEHIND: Count = Count::new();
static SYSTICKS: Count = Count::new();
static UPDATES: Count = Count::new();
static SHORT_DELAYS: Count = Count::new();
static TICK_DELAYS_STALE: Count = Count::new();
static TICK_SHORT_STALE: Count = Count::new();
static TICK_DELAYS_IN_STEP: Count = Count::new();
static TICK_SHORT_IN_STEP: Count = Count::new();
static TICK_SHORTEST: Count = Count::new_max();
static EPOCH_HELD_DELAYS: Count = Count::new();
static EPOCH_HELD_SHORT: Count = Count::new();
static SPAWNS: Count = Count::new();
static DELAYS_RUN: Count = Count::new();
static WATCHED: Count = Count::new();
static STALLED: Count = Count::new();
static STALLED_RETRIES: Count = Count::new();
static STALLED_OFF: Count = Count::new();
static STALLED_CONTROL_OFF: Count = Count::new();

static READER_LAST_EPOCH: Last = Last::new();
static READER_LAST_TICK: Last = Last::new();
static IDLE_LAST_EPOCH: Last = Last::new();
static IDLE_LAST_TICK: Last = Last::new();

/// SysTick interrupts the hardware has raised by the instant `exact` (ticks since SysTick
/// started at its reload value): one each time it reloads, as QEMU's model pends SysTick when
/// the count goes from 0 to the reload value, or, in the tick in which SysTick reads 0, one
/// more (the model may pend during that tick). The checks below depend on this.
fn raised(exact: u64) -> (u64, u64) {
    let period = u64::from(SYSTICK_PERIOD);
    (exact / period, (exact + 1) / period)
}

/// Ticks on the independent counter since SysTick started.
fn independent() -> u64 {
    u64::from(DUAL_START.load(SeqCst).wrapping_sub(DUAL2.value()))
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
        epoch::Backend::start();
        tick::Backend::start();
        DUAL2.start_periodic(u32::MAX);
        DUAL_START.store(DUAL2.value(), SeqCst);
        start_systick(epoch::MASK, true);
        TIM0.start(UPDATE_PERIOD - 1, UPDATE_PERIOD - 1);
        TIM1.start(READER_PERIOD - 1, READER_PERIOD - 1);
        hw::watchdog::start(WATCHDOG);
        delays::spawn().ok();
        (Shared {}, Local {})
    }

    #[idle]
    fn idle(_: idle::Context) -> ! {
        while READER_RUNS_DONE.get() < READER_RUNS || !DELAYS_DONE.load(SeqCst) {
            let t = tick::now();
            let e = epoch::now();
            if IDLE_LAST_EPOCH.went_back(e) || IDLE_LAST_TICK.went_back(t) {
                IDLE_BACKWARDS.bump();
            }
            // Below SysTick, a pending tick is taken at once: never behind, but the tick may
            // come between the two reads.
            if raised(e).0 > t + 1 {
                IDLE_BEHIND.bump();
            }
            IDLE_READS.bump();
            if IDLE_READS.get().is_multiple_of(STALL_EVERY) {
                stalled_reads();
            }
            if IDLE_READS.get() > IDLE_READS_MAX {
                report(false);
            }
        }
        report(true)
    }

    /// The tick monotonic's only writer, below the reader.
    #[task(binds = SysTick, priority = 1)]
    fn systick(_: systick::Context) {
        let n = SYSTICKS.get();
        SYSTICKS.set(n + 1);
        aim(n);
        TICK_IN_UPDATE.store(true, SeqCst);
        compiler_fence(SeqCst);
        tick::tick();
        compiler_fence(SeqCst);
        TICK_IN_UPDATE.store(false, SeqCst);
        // SAFETY: called from the monotonic's own interrupt, as the queue requires.
        unsafe { tick::Backend::queue().on_monotonic_interrupt() };
    }

    /// The epoch monotonic's only writer, below the reader; it serves the timer queue.
    #[task(binds = TIMER0, priority = 1)]
    fn update(_: update::Context) {
        if TIM0.expired() {
            TIM0.clear();
        }
        let n = UPDATES.get();
        UPDATES.set(n + 1);
        aim(n);
        EPOCH_IN_UPDATE.store(true, SeqCst);
        compiler_fence(SeqCst);
        epoch::update();
        compiler_fence(SeqCst);
        EPOCH_IN_UPDATE.store(false, SeqCst);
        // SAFETY: called from the monotonic's own interrupt, as the queue requires.
        unsafe { epoch::Backend::queue().on_monotonic_interrupt() };
    }

    /// The periodic reader.
    #[task(binds = TIMER1, priority = 3)]
    fn reader(_: reader::Context) {
        TIM1.clear();
        read();
    }

    /// The aimed reader: armed by a writer to interrupt it near its store.
    #[task(binds = DUALTIMER, priority = 3)]
    fn aimed(_: aimed::Context) {
        DUAL1.clear();
        read();
    }

    /// A delay of one SysTick period started above SysTick, checked against the dual timer:
    /// `tick::Backend`'s `delay(1)`, or with `epoch` set `epoch::Backend`'s `delay(512)`.
    /// Spawned by a read that found `tick::now()` behind (`stale`), it first works for
    /// `HOLD_OFF` rounds (about 45 ticks) with SysTick still held off, as any task above SysTick
    /// may.
    #[task(priority = 2)]
    async fn held_delay(_: held_delay::Context, stale: bool, epoch: bool) {
        if stale {
            hw::spin(HOLD_OFF);
        }
        let start = DUAL2.value();
        if epoch {
            epoch::Backend::queue()
                .delay(u64::from(SYSTICK_PERIOD))
                .await;
        } else {
            tick::Backend::queue().delay(1).await;
        }
        let elapsed = start.wrapping_sub(DUAL2.value());
        let (count, short) = match (epoch, stale) {
            (true, _) => (&EPOCH_HELD_DELAYS, &EPOCH_HELD_SHORT),
            (false, true) => (&TICK_DELAYS_STALE, &TICK_SHORT_STALE),
            (false, false) => (&TICK_DELAYS_IN_STEP, &TICK_SHORT_IN_STEP),
        };
        count.bump();
        if elapsed < SYSTICK_PERIOD {
            short.bump();
            if !epoch {
                TICK_SHORTEST.min(elapsed);
            }
        }
    }

    #[task(priority = 2)]
    async fn delays(_: delays::Context) {
        let mut d: u64 = 1;
        for _ in 0..DELAYS {
            let start = DUAL2.value();
            epoch::Backend::queue().delay(d).await;
            let elapsed = start.wrapping_sub(DUAL2.value());
            if u64::from(elapsed) < d {
                SHORT_DELAYS.bump();
            }
            DELAYS_RUN.bump();
            d = d * 13 % DELAY_MAX + 1;
        }
        DELAYS_DONE.store(true, SeqCst);
    }
}

/// A writer's sweep: it arms the aimed reader 1 to 3 ticks ahead, then spins 0 to 63 rounds of 3
/// instructions before its store: over 192 activations the reader's arrival moves across the
/// store one instruction offset at a time (3 and 40 are coprime).
fn aim(n: u32) {
    DUAL1.one_shot(n / SWEEP % 3 + 1);
    hw::spin(n % SWEEP);
}

/// A task above both writers calling `now()` on both monotonics.
fn read() {
    {
        let (epoch_in_update, tick_in_update) =
            (EPOCH_IN_UPDATE.load(SeqCst), TICK_IN_UPDATE.load(SeqCst));
        compiler_fence(SeqCst);
        let (pending, active) = (sys::pending(), sys::active());
        let t = tick::now();
        let e = epoch::now();
        let reference = independent();
        compiler_fence(SeqCst);
        if READER_LAST_EPOCH.went_back(e) || READER_LAST_TICK.went_back(t) {
            BACKWARDS.bump();
        }
        // The independent counter was read after `e`, a few instructions later, and counts
        // the same clock from (about) the same start.
        if reference < e || reference - e > 2 {
            NOT_EXACT.bump();
        }
        // Nothing can change SysTick's state during these reads: the reader preempts both
        // writers, and SysTick cannot wrap twice in a few instructions. `lo` interrupts have
        // surely been raised; in the tick in which SysTick reads 0 QEMU's model may already
        // have raised the next (`hi`), and then shows it pending or active.
        let (lo, hi) = raised(e);
        let behind = if t + 1 == lo || t == lo && hi > lo && (pending || active) {
            1
        } else if (lo..=hi).contains(&t) {
            0
        } else {
            2
        };
        // Now and then a task above SysTick starts a delay of the tick monotonic: at once
        // when this read found it behind, else on every 1,000th read.
        // Every other start from behind uses the epoch monotonic instead.
        if behind == 1 || READER_RUNS_DONE.get().is_multiple_of(1000) {
            let epoch = behind == 1 && SPAWNS.get() % 2 == 1;
            if app::held_delay::spawn(behind == 1, epoch).is_ok() {
                SPAWNS.bump();
            }
        }
        match behind {
            0 if pending => PENDING_NOT_BEHIND.bump(),
            0 => {}
            1 if pending => BEHIND_PENDING.bump(),
            1 if active => BEHIND_ACTIVE.bump(),
            1 => BEHIND_UNEXPLAINED.bump(),
            _ => BEHIND_MORE.bump(),
        }
        if epoch_in_update {
            EPOCH_IN_UPDATE_READS.bump();
        }
        if tick_in_update {
            TICK_IN_UPDATE_READS.bump();
        }
        READER_RUNS_DONE.bump();
    }
}

/// `e` read between two readings of the independent counter: the reader's check, which allows
/// `e` two ticks behind.
fn exact(before: u64, e: u64, after: u64) -> bool {
    before <= e + 2 && e <= after
}

/// A reader below the writer that stalls for longer than SysTick's wrap between the pair and
/// SysTick: inside the attempt, as `epoch::now()` reads (the writer stores during the stall, so
/// the attempt fails and the next one, not stalled, is exact), and, the control, SysTick read
/// after the attempt (the pair is then more than a wrap old: the value a wrap short). Each is
/// checked against the independent counter read just before and just after SysTick.
fn stalled_reads() {
    let mut attempts = 0;
    let (pair, (before, current, after)) = epoch::EPOCH.load_with(|| {
        attempts += 1;
        if attempts == 1 {
            hw::spin(STALL);
        }
        (independent(), sys::current(), independent())
    });
    STALLED.bump();
    STALLED_RETRIES.add(attempts - 1);
    if !exact(before, epoch::at(pair, current), after) {
        STALLED_OFF.bump();
    }
    let pair = epoch::EPOCH.load();
    hw::spin(STALL);
    let (before, current, after) = (independent(), sys::current(), independent());
    if !exact(before, epoch::at(pair, current), after) {
        STALLED_CONTROL_OFF.bump();
    }
}

fn report(finished: bool) -> ! {
    let backwards = BACKWARDS.get() + IDLE_BACKWARDS.get();
    let behind = BEHIND_PENDING.get() + BEHIND_ACTIVE.get();
    say!(
        "RESULT systick-epoch reader_reads={} reads_in_update={} backwards={} not_exact={} \
         idle_reads={} updates={} delays={} short_delays={} held_delays={} short_held_delays={} \
         stalled_reads={} stalled_retries={} stalled_off={} stalled_control_off={}",
        READER_RUNS_DONE.get(),
        EPOCH_IN_UPDATE_READS.get(),
        backwards,
        NOT_EXACT.get(),
        IDLE_READS.get(),
        UPDATES.get(),
        DELAYS_RUN.get(),
        SHORT_DELAYS.get(),
        EPOCH_HELD_DELAYS.get(),
        EPOCH_HELD_SHORT.get(),
        STALLED.get(),
        STALLED_RETRIES.get(),
        STALLED_OFF.get(),
        STALLED_CONTROL_OFF.get()
    );
    say!(
        "RESULT systick-tick reader_reads={} reads_in_update={} backwards={} \
         behind_while_pending={} behind_while_active={} behind_otherwise={} behind_more={} \
         pending_not_behind={} idle_behind={} systicks={} delays_started_behind={} \
         short_of_them={} delays_started_in_step={} short_of_those={} shortest_ticks={}",
        READER_RUNS_DONE.get(),
        TICK_IN_UPDATE_READS.get(),
        backwards,
        BEHIND_PENDING.get(),
        BEHIND_ACTIVE.get(),
        BEHIND_UNEXPLAINED.get(),
        BEHIND_MORE.get(),
        PENDING_NOT_BEHIND.get(),
        IDLE_BEHIND.get(),
        SYSTICKS.get(),
        TICK_DELAYS_STALE.get(),
        TICK_SHORT_STALE.get(),
        TICK_DELAYS_IN_STEP.get(),
        TICK_SHORT_IN_STEP.get(),
        TICK_SHORTEST.get()
    );
    let ok = finished
        && backwards == 0
        && NOT_EXACT.get() == 0
        && SHORT_DELAYS.get() == 0
        && EPOCH_HELD_SHORT.get() == 0
        && STALLED.get() >= MIN_STALLED
        && STALLED_OFF.get() == 0
        && STALLED_RETRIES.get() >= STALLED.get()
        && STALLED_CONTROL_OFF.get() == STALLED.get()
        && DELAYS_RUN.get() == DELAYS
        && EPOCH_IN_UPDATE_READS.get() >= MIN_IN_UPDATE
        && TICK_IN_UPDATE_READS.get() >= MIN_IN_UPDATE
        && BEHIND_UNEXPLAINED.get() == 0
        && BEHIND_MORE.get() == 0
        && PENDING_NOT_BEHIND.get() == 0
        && IDLE_BEHIND.get() == 0
        && behind >= MIN_BEHIND;
    if !ok {
        say!("FAIL: the SysTick monotonics");
    }
    hw::exit(ok)
}

// SAFETY: cortex-m-rt requires an NMI handler to be an `unsafe fn`, since an NMI preempts
// critical sections. This one reads atomics, and prints (semihosting, whose `hstdout` sits behind
// a critical section) only when nothing has made progress since the last NMI: no other code is
// printing then.
#[cortex_m_rt::exception]
unsafe fn NonMaskableInt() {
    let seen = READER_RUNS_DONE.get().wrapping_add(IDLE_READS.get());
    if seen != WATCHED.get() {
        WATCHED.set(seen);
        hw::watchdog::feed();
        return;
    }
    say!("RESULT systick deadlock=unexpected");
    hw::exit(false)
}

#[panic_handler]
fn panic(info: &core::panic::PanicInfo) -> ! {
    say!("panicked: {}", info);
    hw::exit(false)
}
