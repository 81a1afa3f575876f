//! Configuration 1, rtic-rs/rtic #1130: a half-period timer monotonic whose period count a
//! higher-priority task reads while the timer interrupt is updating it.
//!
//! Tasks, highest priority first: the CMSDK watchdog (NMI, outside RTIC: nothing masks it);
//! `reader` (TIMER1, priority 3) calls `now()` both ways (rtic-time's `calculate_now` and the
//! lock-free read); `delays` (async, priority 2) awaits delays and checks each against the dual
//! timer's second counter; `periods` (TIMER0, priority 1), the only writer, counts the events and
//! serves the timer queue; `idle` calls `now()` without pause.
//!
//! Where the reads land: TIMER1 fires every `READER_PERIOD` ticks, coprime with the 128-tick
//! event period, so the reader walks across the event period in steps of one tick; `periods`
//! spins `events % SWEEP` rounds of 3 instructions before its update, so the update walks across
//! each tick in steps of 3 instructions, coprime with the tick's 40: every reader instant meets
//! every instruction of the update, the same way in every run (`-icount`).
//!
//! Phase 1: the count in a `U64Latch`. Phase 2, the control: the count in
//! `portable_atomic::AtomicU64` (default features: the lock-based fallback), updated with
//! `fetch_add` and read through `calculate_now`, as rtic-monotonics does; the reader that
//! preempts `fetch_add` spins on its lock with interrupts masked (`calculate_now`'s critical
//! section), and only the watchdog's NMI reports it.
#![no_std]
#![no_main]

use core::sync::atomic::{compiler_fence, AtomicBool, AtomicU32, Ordering::SeqCst};
use u64copy_rtic::{
    half_period::{self as hp, Backend, Store},
    hw::{self, DUAL2, TIM0, TIM1},
    report::{Count, Last},
    say,
};

const READER_PERIOD: u32 = 7;
const SWEEP: u32 = 64;
/// Reader interrupts in phase 1, and the least of them that must land inside an update.
const READER_RUNS: u32 = 250_000;
const MIN_IN_UPDATE: u32 = 1_000;
/// Delays awaited by `delays`, of 1..=DELAY_MAX ticks.
const DELAYS: u32 = 400;
const DELAY_MAX: u64 = 700;
/// Idle reads after which phase 1 has taken too long (it needs about 500,000).
const IDLE_READS_MAX: u32 = 5_000_000;
/// Watchdog period, in ticks: far above any task's run time.
const WATCHDOG: u32 = 20_000;
/// Rounds of 3 instructions: 300 ticks, more than two half periods (128 ticks each). Idle
/// stalls this long inside one read in `STALL_EVERY`, between the count and the counter.
const STALL: u32 = 4_000;
const STALL_EVERY: u32 = 2_000;
const MIN_STALLED: u32 = 20;

static IN_UPDATE: AtomicBool = AtomicBool::new(false);
static READING: AtomicBool = AtomicBool::new(false);
static DELAYS_DONE: AtomicBool = AtomicBool::new(false);

static READER_RUNS_DONE: Count = Count::new();
static READER_IN_UPDATE: Count = Count::new();
static READER_BACKWARDS: Count = Count::new();
static READER_RETRIES: Count = Count::new();
static READER_DISAGREE: Count = Count::new();
static IDLE_READS: Count = Count::new();
static IDLE_BACKWARDS: Count = Count::new();
static IDLE_RETRIES: Count = Count::new();
static IDLE_NOT_EXACT: Count = Count::new();
static READER_NOT_EXACT: Count = Count::new();
static EVENTS: Count = Count::new();
static EARLY_EVENTS: Count = Count::new();
static EVENT_LAG_MAX: Count = Count::new();
static SHORT_DELAYS: Count = Count::new();
static DELAYS_RUN: Count = Count::new();
static WATCHED: Count = Count::new();
/// The control's reads: by the reader, and by idle.
static CONTROL_READS: Count = Count::new();
static IDLE_CONTROL_READS: Count = Count::new();
static STALLED: Count = Count::new();
static STALLED_RETRIES: Count = Count::new();
static STALLED_OFF: Count = Count::new();
static STALLED_CONTROL_OFF: Count = Count::new();

static READER_LAST_CS: Last = Last::new();
static READER_LAST_LF: Last = Last::new();
static IDLE_LAST: Last = Last::new();

fn progress() -> u32 {
    READER_RUNS_DONE
        .get()
        .wrapping_add(IDLE_READS.get())
        .wrapping_add(CONTROL_READS.get())
        .wrapping_add(IDLE_CONTROL_READS.get())
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
        Backend::start();
        DUAL2.start_periodic(u32::MAX);
        TIM1.start(READER_PERIOD - 1, READER_PERIOD - 1);
        hw::watchdog::start(WATCHDOG);
        delays::spawn().ok();
        (Shared {}, Local {})
    }

    #[idle]
    fn idle(_: idle::Context) -> ! {
        while READER_RUNS_DONE.get() < READER_RUNS || !DELAYS_DONE.load(SeqCst) {
            let before = independent();
            let (now, retries) = timer_idle_now();
            let after = independent();
            IDLE_RETRIES.add(retries);
            if IDLE_LAST.went_back(now) {
                IDLE_BACKWARDS.bump();
            }
            if !exact(before, now, after) {
                IDLE_NOT_EXACT.bump();
            }
            IDLE_READS.bump();
            if IDLE_READS.get().is_multiple_of(STALL_EVERY) {
                stalled_reads();
            }
            if IDLE_READS.get() > IDLE_READS_MAX {
                report_latch();
                say!(
                    "FAIL: phase 1 did not finish within {} idle reads",
                    IDLE_READS_MAX
                );
                hw::exit(false);
            }
        }
        let ok = report_latch();
        if !ok {
            hw::exit(false);
        }
        // The control. Idle runs only when no task does: no read or update is in progress.
        hp::switch_to(Store::Portable);
        loop {
            let now = hp::now_portable();
            IDLE_CONTROL_READS.bump();
            if IDLE_CONTROL_READS.get() > 50_000_000 {
                say!(
                    "RESULT timer-control deadlock=none reads={} in_update={}",
                    CONTROL_READS.get() + IDLE_CONTROL_READS.get(),
                    READER_IN_UPDATE.get()
                );
                say!("FAIL: portable_atomic::AtomicU64 did not deadlock");
                hw::exit(false);
            }
            core::hint::black_box(now);
        }
    }

    /// The only writer of the period count.
    #[task(binds = TIMER0, priority = 1)]
    fn periods(_: periods::Context) {
        record_idle_pc();
        if TIM0.expired() {
            TIM0.clear();
            let events = EVENTS.get();
            EVENTS.set(events + 1);
            // The counter at the event, read before the sweep's spin: the decision is the
            // event's, wherever the update lands.
            let counter = hp::counter();
            hw::spin(events % SWEEP);
            WRITER_SP.store(cortex_m::register::msp::read(), SeqCst);
            // Two copies of the marked window, so that the latch's is straight-line code.
            let counted = match hp::store() {
                Store::Latch => {
                    IN_UPDATE.store(true, SeqCst);
                    compiler_fence(SeqCst);
                    // The writer's own read of the count, and a store only if it counts.
                    let counted = hp::count_event(counter).is_ok();
                    compiler_fence(SeqCst);
                    IN_UPDATE.store(false, SeqCst);
                    counted
                }
                Store::Portable => {
                    // rtic-monotonics' update: `fetch_add` at every event. The same decision,
                    // checked beside it.
                    let periods = hp::PORTABLE.load(portable_atomic::Ordering::Relaxed);
                    IN_UPDATE.store(true, SeqCst);
                    compiler_fence(SeqCst);
                    hp::PORTABLE.fetch_add(1, portable_atomic::Ordering::Relaxed);
                    compiler_fence(SeqCst);
                    IN_UPDATE.store(false, SeqCst);
                    hp::next(periods, counter).is_some()
                }
            };
            if counted {
                EVENT_LAG_MAX.max(counter & (hp::HALF_PERIOD - 1));
            } else {
                EARLY_EVENTS.bump();
            }
        }
        // SAFETY: called from the monotonic's own interrupt, as the queue requires.
        unsafe { Backend::queue().on_monotonic_interrupt() };
    }

    /// A task above the timer interrupt calling `now()`.
    #[task(binds = TIMER1, priority = 3)]
    fn reader(_: reader::Context) {
        TIM1.clear();
        let in_update = IN_UPDATE.load(SeqCst);
        compiler_fence(SeqCst);
        READING.store(true, SeqCst);
        compiler_fence(SeqCst);
        match hp::store() {
            Store::Latch => {
                let before = independent();
                let cs = hp::now_latch_cs();
                let (lock_free, retries) = hp::now_latch_lock_free();
                let after = independent();
                if !exact(before, cs, after) || !exact(before, lock_free, after) {
                    READER_NOT_EXACT.bump();
                }
                READER_RETRIES.add(retries);
                if READER_LAST_CS.went_back(cs) || READER_LAST_LF.went_back(lock_free) {
                    READER_BACKWARDS.bump();
                }
                // Two reads, one after the other, with no update between (the writer is
                // preempted or idle, and less than a half period passes).
                if lock_free < cs || lock_free - cs > u64::from(hp::HALF_PERIOD) {
                    READER_DISAGREE.bump();
                }
                READER_RUNS_DONE.bump();
            }
            Store::Portable => {
                core::hint::black_box(hp::now_portable());
                CONTROL_READS.bump();
            }
        }
        compiler_fence(SeqCst);
        READING.store(false, SeqCst);
        if in_update {
            READER_IN_UPDATE.bump();
            record_interrupted_pc();
        }
    }

    /// Delays through the timer queue, each checked against an independent counter.
    #[task(priority = 2)]
    async fn delays(_: delays::Context) {
        let mut d: u64 = 1;
        for _ in 0..DELAYS {
            let start = DUAL2.value();
            Backend::queue().delay(d).await;
            let elapsed = start.wrapping_sub(DUAL2.value());
            if u64::from(elapsed) < d {
                SHORT_DELAYS.bump();
            }
            DELAYS_RUN.bump();
            d = d * 7 % DELAY_MAX + 1;
        }
        DELAYS_DONE.store(true, SeqCst);
    }
}

/// Ticks on the dual timer's second counter, started right after the monotonic's counter: the
/// monotonic's time, give or take the tick between the two starts.
fn independent() -> u64 {
    u64::from(u32::MAX - DUAL2.value())
}

/// `now` read between two readings of the independent counter.
fn exact(before: u64, now: u64, after: u64) -> bool {
    before <= now && now <= after + 1
}

/// Idle's `now()`: the lock-free read, out of line so that the writer can tell where it
/// interrupted it.
#[no_mangle]
#[inline(never)]
fn timer_idle_now() -> (u64, u32) {
    hp::now_latch_lock_free()
}

/// A reader below the writer that stalls for more than two half periods between the count and
/// the counter: inside the attempt, as the lock-free `now()` reads (the writer counts during the
/// stall, so the attempt fails and the next one, not stalled, is exact), and, the control, the
/// counter read after the attempt (the count is then two events old: a period or more off).
/// Each is checked against the independent counter read just before and just after the counter.
fn stalled_reads() {
    let mut attempts = 0;
    let (periods, (before, counter, after)) = hp::LATCH.load_with(|| {
        attempts += 1;
        if attempts == 1 {
            hw::spin(STALL);
        }
        (independent(), hp::counter(), independent())
    });
    STALLED.bump();
    STALLED_RETRIES.add(attempts - 1);
    if !exact(before, hp::combine(periods, counter), after) {
        STALLED_OFF.bump();
    }
    let periods = hp::LATCH.load();
    hw::spin(STALL);
    let (before, counter, after) = (independent(), hp::counter(), independent());
    if !exact(before, hp::combine(periods, counter), after) {
        STALLED_CONTROL_OFF.bump();
    }
}

/// The instructions of `timer_idle_now` at which the writer interrupted idle (bits per halfword
/// offset, 256 bytes).
static IDLE_PCS: [AtomicU32; 4] = [const { AtomicU32::new(0) }; 4];

/// The writer, on entry: finds the exception frame it pushed on idle's stack (the first frame
/// above its own stack pointer with a thread-mode xPSR, IPSR = 0, and the Thumb bit) and records
/// the return address if it lies in `timer_idle_now`.
fn record_idle_pc() {
    let sp = cortex_m::register::msp::read();
    let probe = timer_idle_now as *const () as usize as u32 & !1;
    for frame in (sp..sp + 256).step_by(8) {
        // SAFETY: words of the live stack above this task's stack pointer (its own frames, the
        // exception frame, idle's frames), inside RAM; read as plain words.
        let (pc, xpsr) = unsafe {
            (
                core::ptr::read_volatile((frame + 24) as *const u32),
                core::ptr::read_volatile((frame + 28) as *const u32),
            )
        };
        if xpsr & 1 << 24 != 0 && xpsr & 0x1ff == 0 {
            if (probe..probe + 256).contains(&pc) {
                let bit = (pc - probe) / 2;
                let word = &IDLE_PCS[bit as usize / 32];
                word.store(word.load(SeqCst) | 1 << (bit % 32), SeqCst);
            }
            return;
        }
    }
}

/// The writer's stack pointer during its update: the reader finds the writer's exception frame
/// just below it.
static WRITER_SP: AtomicU32 = AtomicU32::new(0);
/// The instructions of the update at which the reader interrupted the writer: one bit per
/// halfword address (modulo 2 KiB, far more than the update's code), and the lowest and highest.
static PCS: [AtomicU32; 32] = [const { AtomicU32::new(0) }; 32];
static PC_MIN: AtomicU32 = AtomicU32::new(u32::MAX);
static PC_MAX: AtomicU32 = AtomicU32::new(0);
static FRAMES_NOT_FOUND: Count = Count::new();

/// Records the return address in the exception frame that the reader's entry pushed on top of
/// the writer's stack (8 words, or 26 with the FPU's state, aligned to 8 bytes). The frame is
/// recognised by its xPSR: Thumb bit set and IPSR = 24 (the writer's TIMER0, IRQ 8).
fn record_interrupted_pc() {
    let sp = WRITER_SP.load(SeqCst);
    let frame = [32, 104]
        .into_iter()
        .map(|size| (sp - size) & !7)
        .find(|&frame| {
            // SAFETY: the words just below the writer's stack pointer: the frame the hardware
            // pushed when this task preempted the writer, inside the stack, above this task's own
            // stack pointer; read as plain words.
            let xpsr = unsafe { core::ptr::read_volatile((frame + 28) as *const u32) };
            xpsr & 1 << 24 != 0 && xpsr & 0x1ff == 16 + 8
        });
    let Some(frame) = frame else {
        FRAMES_NOT_FOUND.bump();
        return;
    };
    // SAFETY: as above, the stacked PC of that frame.
    let pc = unsafe { core::ptr::read_volatile((frame + 24) as *const u32) };
    let bit = (pc >> 1) & 0x3ff;
    let word = &PCS[bit as usize / 32];
    word.store(word.load(SeqCst) | 1 << (bit % 32), SeqCst);
    if pc < PC_MIN.load(SeqCst) {
        PC_MIN.store(pc, SeqCst);
    }
    if pc > PC_MAX.load(SeqCst) {
        PC_MAX.store(pc, SeqCst);
    }
}

fn report_latch() -> bool {
    let distinct: u32 = PCS.iter().map(|w| w.load(SeqCst).count_ones()).sum();
    // The addresses, rebuilt from their bits above the lowest.
    let probe = timer_idle_now as *const () as usize as u32 & !1;
    for bit in 0..128u32 {
        if IDLE_PCS[bit as usize / 32].load(SeqCst) & 1 << (bit % 32) != 0 {
            say!("RESULT timer-idle-pc {:#x}", probe + 2 * bit);
        }
    }
    let (min, base) = (PC_MIN.load(SeqCst), PC_MIN.load(SeqCst) & !0x7ff);
    for bit in 0..1024u32 {
        if PCS[bit as usize / 32].load(SeqCst) & 1 << (bit % 32) != 0 {
            let pc = base | bit << 1;
            say!(
                "RESULT timer-pc {:#x}",
                if pc < min { pc + 0x800 } else { pc }
            );
        }
    }
    say!(
        "RESULT timer-sweep interrupted_instructions={} pc_min={:#x} pc_max={:#x} \
         frames_not_found={}",
        distinct,
        PC_MIN.load(SeqCst),
        PC_MAX.load(SeqCst),
        FRAMES_NOT_FOUND.get()
    );
    let (runs, in_update, backwards) = (
        READER_RUNS_DONE.get(),
        READER_IN_UPDATE.get(),
        READER_BACKWARDS.get() + IDLE_BACKWARDS.get(),
    );
    say!(
        "RESULT timer-latch reader_runs={} reader_reads={} reads_in_update={} backwards={} \
         not_exact={} disagree={} reader_retries={} idle_reads={} idle_retries={} events={} \
         early_events={} event_lag_max_ticks={} delays={} short_delays={} stalled_reads={} \
         stalled_retries={} stalled_off={} stalled_control_off={}",
        runs,
        2 * runs,
        2 * in_update,
        backwards,
        READER_NOT_EXACT.get() + IDLE_NOT_EXACT.get(),
        READER_DISAGREE.get(),
        READER_RETRIES.get(),
        IDLE_READS.get(),
        IDLE_RETRIES.get(),
        EVENTS.get(),
        EARLY_EVENTS.get(),
        EVENT_LAG_MAX.get(),
        DELAYS_RUN.get(),
        SHORT_DELAYS.get(),
        STALLED.get(),
        STALLED_RETRIES.get(),
        STALLED_OFF.get(),
        STALLED_CONTROL_OFF.get()
    );
    let ok = backwards == 0
        && STALLED.get() >= MIN_STALLED
        && STALLED_OFF.get() == 0
        && STALLED_RETRIES.get() >= STALLED.get()
        && STALLED_CONTROL_OFF.get() == STALLED.get()
        && READER_NOT_EXACT.get() + IDLE_NOT_EXACT.get() == 0
        && READER_DISAGREE.get() == 0
        && READER_RETRIES.get() == 0
        && EARLY_EVENTS.get() == 0
        && SHORT_DELAYS.get() == 0
        && DELAYS_RUN.get() == DELAYS
        && in_update >= MIN_IN_UPDATE
        && FRAMES_NOT_FOUND.get() == 0;
    if !ok {
        say!("FAIL: the latch monotonic");
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
    let control = hp::store() == Store::Portable;
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

#[panic_handler]
fn panic(info: &core::panic::PanicInfo) -> ! {
    say!("panicked: {}", info);
    hw::exit(false)
}
