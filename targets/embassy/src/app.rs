//! The firmware's checks, shared by the binaries (each registers its own driver and vectors).
//!
//! Contexts, highest priority first: SysTick (every `SYSTICK_STEPS` counter steps, coprime
//! with the half period) reads `Instant::now()`; the timer's three vectors, one priority, run
//! the driver's handler, each entry spinning `entries % SWEEP` rounds of 3 instructions first so
//! that its stores walk across the reader's instants; in thread mode, embassy's executor runs
//! the phases and a task that reads `Instant::now()` between them. Every read is checked against
//! the independent counter read just before and just after it, and against the last read of its
//! context; every delay against the independent counter.
//!
//! 1. Delays and readers: `Timer::after` of 1 to 1400 ticks, SysTick's reads landing in the
//!    handler.
//! 2. The handler starved from above: SysTick reads for `LONG_STEPS` steps (more than half a
//!    period, less than a period) every `LONG_EVERY`th run (and, with `inside_handler`,
//!    whenever it lands inside the handler), at least `LONG_GAP` steps after the previous long
//!    read (so that no crossing waits for more than one), the delays going on.
//! 3. A `Timer::after` created at the end of a critical section of `STALL_STEPS` (more than
//!    half a period), awaited after it, at a different phase of the period each time.
//! 4. `block_for` of `BLOCK_STEPS` (more than half a period) inside
//!    `critical_section::with`, at a different phase each time; the watchdog's NMI ends a
//!    `block_for` that has not ended `BLOCK_OVERDUE` steps after it began.
//!
//! Phases 2 to 4 hold the handler off past both crossings of a period (`late` counts them);
//! `now()` without the flags is then a period behind, which the control binary shows.

use crate::board::{self, independent};
use crate::hw;
use crate::say;
use core::future::Future;
use core::pin::Pin;
use core::sync::atomic::{
    compiler_fence, AtomicBool, AtomicU32, Ordering::Relaxed, Ordering::SeqCst,
};
use core::task::{Context, Poll};
use embassy_executor::Spawner;
use embassy_time::{block_for, Duration, Instant, Timer};
use u64copy::timer::Handled;

/// Embassy ticks per counter step (`Mps2`'s `TICKS_PER_COUNT`).
const TICKS: u64 = 2;
const SYSTICK_STEPS: u32 = 7;
const SWEEP: u32 = 64;
const DELAYS: u32 = 300;
const DELAY_MAX_TICKS: u64 = 1400;
/// Reads by SysTick inside the handler, at least, in phase 1.
const MIN_IN_HANDLER: u32 = 100;
const LONG_EVERY: u32 = 40;
const LONG_STEPS: u64 = 200;
const LONG_GAP: u32 = 600;
/// Long reads in phase 2, and with `inside_handler` (more, to land in every part of the
/// handler), of which inside the handler at least `LONG_INSIDE`.
const LONG_READS: u32 = 40;
const LONG_READS_INSIDE: u32 = 200;
const LONG_INSIDE: u32 = 50;
const BLOCKS: u32 = 48;
const BLOCK_STEPS: u64 = 200;
/// `block_for`'s overshoot allowed, in steps: a read of `Instant::now()` takes about 1.5 (60
/// instructions), and the independent counter's reads around it 1 more; a period is 256.
const BLOCK_SLACK: u64 = 8;
const STALL_STEPS: u32 = 200;
const WATCHDOG_STEPS: u32 = 1000;
const BLOCK_OVERDUE: u32 = 1000;
const STALL_DELAY_STEPS: u64 = 100;

/// A counter written by one context at a time, read by anyone.
struct Count(AtomicU32);

impl Count {
    const fn new() -> Self {
        Self(AtomicU32::new(0))
    }
    fn add(&self, n: u32) {
        self.0.store(self.0.load(Relaxed).wrapping_add(n), Relaxed);
    }
    fn bump(&self) {
        self.add(1);
    }
    fn get(&self) -> u32 {
        self.0.load(Relaxed)
    }
    fn max(&self, n: u32) {
        if n > self.get() {
            self.0.store(n, Relaxed);
        }
    }
    fn take(&self) -> u32 {
        self.0.swap(0, Relaxed)
    }
}

/// The last time a context read, in two words (its only writer is that context).
struct Last(AtomicU32, AtomicU32);

impl Last {
    const fn new() -> Self {
        Self(AtomicU32::new(0), AtomicU32::new(0))
    }
    /// Records `now`; true if it is below the previous value.
    fn went_back(&self, now: u64) -> bool {
        let last = u64::from(self.0.load(Relaxed)) << 32 | u64::from(self.1.load(Relaxed));
        self.0.store((now >> 32) as u32, Relaxed);
        self.1.store(now as u32, Relaxed);
        now < last
    }
}

/// One reading context's figures.
struct Reader {
    reads: Count,
    backwards: Count,
    off: Count,
    last: Last,
}

impl Reader {
    const fn new() -> Self {
        Self {
            reads: Count::new(),
            backwards: Count::new(),
            off: Count::new(),
            last: Last::new(),
        }
    }

    /// `Instant::now()`, checked against the last read and the independent counter.
    fn read(&self) {
        let before = independent();
        let now = Instant::now().as_ticks();
        let after = independent();
        let counts = now / TICKS;
        if counts < before || counts > after + 1 {
            self.off.bump();
        }
        if self.last.went_back(now) {
            self.backwards.bump();
        }
        self.reads.bump();
    }
}

static THREAD: Reader = Reader::new();
static IRQ: Reader = Reader::new();
static IN_HANDLER: AtomicBool = AtomicBool::new(false);
static IN_HANDLER_READS: Count = Count::new();
static LONG: AtomicBool = AtomicBool::new(false);
static LONG_IN_HANDLER: AtomicBool = AtomicBool::new(false);
static LONG_DONE: Count = Count::new();
static LONG_INSIDE_DONE: Count = Count::new();
/// The independent counter's low word where the last long read ended.
static LONG_END: AtomicU32 = AtomicU32::new(0);
static SYSTICKS: Count = Count::new();
/// The independent counter at the start of the phase (the run lasts far less than 2^32 steps).
static PHASE_START: AtomicU32 = AtomicU32::new(0);
static ENTRIES: Count = Count::new();
static COUNTED: Count = Count::new();
static LATE: Count = Count::new();
static STALE: Count = Count::new();
static MISSED: Count = Count::new();
static DELAYS_RUN: Count = Count::new();
static EARLY: Count = Count::new();
static BLOCKS_RUN: Count = Count::new();
static BLOCKS_OFF: Count = Count::new();
static BLOCK_OVER_MAX: Count = Count::new();
static BLOCKING: AtomicBool = AtomicBool::new(false);
static BLOCK_START: AtomicU32 = AtomicU32::new(0);

/// The timer's vectors: the sweep's spin, then the driver's handler.
#[inline(always)]
pub fn timer_interrupt(on_interrupt: impl FnOnce() -> Handled) {
    let entries = ENTRIES.get();
    ENTRIES.bump();
    hw::spin(entries % SWEEP);
    IN_HANDLER.store(true, SeqCst);
    compiler_fence(SeqCst);
    let handled = on_interrupt();
    compiler_fence(SeqCst);
    IN_HANDLER.store(false, SeqCst);
    COUNTED.add(u32::from(handled.counted));
    LATE.add(u32::from(handled.late));
    STALE.add(u32::from(!handled.stale.is_empty()));
    MISSED.add(u32::from(handled.missed));
}

/// SysTick: a read, and in phase 2 a read loop of `LONG_STEPS` every `LONG_EVERY`th run and
/// whenever it interrupted the handler, `LONG_GAP` steps apart at least.
pub fn systick() {
    let in_handler = IN_HANDLER.load(SeqCst);
    IRQ.read();
    if in_handler {
        IN_HANDLER_READS.bump();
    }
    SYSTICKS.bump();
    let due =
        in_handler && LONG_IN_HANDLER.load(Relaxed) || SYSTICKS.get().is_multiple_of(LONG_EVERY);
    let since = (independent() as u32).wrapping_sub(LONG_END.load(Relaxed));
    if LONG.load(Relaxed) && due && since > LONG_GAP {
        let end = independent() + LONG_STEPS;
        while independent() < end {
            IRQ.read();
        }
        LONG_END.store(independent() as u32, Relaxed);
        LONG_DONE.bump();
        if in_handler {
            LONG_INSIDE_DONE.bump();
        }
    }
}

/// Returns `Pending` once, so that the executor polls the other tasks.
struct YieldNow(bool);

impl Future for YieldNow {
    type Output = ();
    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<()> {
        if self.0 {
            return Poll::Ready(());
        }
        self.0 = true;
        cx.waker().wake_by_ref();
        Poll::Pending
    }
}

#[embassy_executor::task]
async fn reads() {
    loop {
        for _ in 0..16 {
            THREAD.read();
        }
        YieldNow(false).await;
    }
}

/// `Timer::after_ticks(ticks)` timed by the independent counter from `start` (read before the
/// timer was created): early if fewer steps passed than the ticks ask.
async fn checked_delay(start: u64, timer: Timer, ticks: u64) {
    timer.await;
    let elapsed = independent() - start;
    if elapsed < ticks.div_ceil(TICKS) {
        EARLY.bump();
    }
    DELAYS_RUN.bump();
}

async fn delays(n: u32, seed: &mut u64) {
    for _ in 0..n {
        *seed = *seed * 7 % DELAY_MAX_TICKS + 1;
        let start = independent();
        checked_delay(start, Timer::after_ticks(*seed), *seed).await;
    }
}

/// Runs the phases; exits the run with the verdict. `inside_handler`: phase 2's long reads
/// also whenever SysTick lands inside the handler.
pub async fn main(
    spawner: Spawner,
    start: impl FnOnce(),
    variant: &str,
    inside_handler: bool,
) -> ! {
    LONG_IN_HANDLER.store(inside_handler, Relaxed);
    say!(
        "embassy-time driver on HalfPeriodCounter<8>, now(): {}",
        variant
    );
    start();
    board::start_independent();
    board::interrupts(SYSTICK_STEPS);
    spawner.spawn(reads().unwrap());
    let mut seed = 1;
    let mut ok = true;

    delays(DELAYS, &mut seed).await;
    ok &= report(1);

    LONG.store(true, Relaxed);
    let long_reads = if inside_handler {
        LONG_READS_INSIDE
    } else {
        LONG_READS
    };
    while LONG_DONE.get() < long_reads || inside_handler && LONG_INSIDE_DONE.get() < LONG_INSIDE {
        delays(1, &mut seed).await;
    }
    LONG.store(false, Relaxed);
    ok &= report(2);

    for i in 0..BLOCKS {
        shift_phase(i).await;
        let (start, timer) = critical_section::with(|_| {
            hw::spin(STALL_STEPS * 40 / 3);
            (independent(), Timer::after_ticks(STALL_DELAY_STEPS * TICKS))
        });
        checked_delay(start, timer, STALL_DELAY_STEPS * TICKS).await;
    }
    ok &= report(3);

    hw::watchdog::start(WATCHDOG_STEPS);
    for i in 0..BLOCKS {
        shift_phase(i).await;
        critical_section::with(|_| {
            let before = independent();
            BLOCK_START.store(before as u32, Relaxed);
            BLOCKING.store(true, SeqCst);
            block_for(Duration::from_ticks(BLOCK_STEPS * TICKS));
            BLOCKING.store(false, SeqCst);
            let after = independent();
            THREAD.read();
            let elapsed = after - before;
            if !(BLOCK_STEPS..=BLOCK_STEPS + BLOCK_SLACK).contains(&elapsed) {
                BLOCKS_OFF.bump();
            }
            BLOCK_OVER_MAX.max(elapsed.saturating_sub(BLOCK_STEPS) as u32);
            BLOCKS_RUN.bump();
        });
    }
    ok &= report(4);
    hw::exit(ok)
}

/// A different phase of the period for each critical section of phases 3 and 4.
async fn shift_phase(i: u32) {
    Timer::after_ticks(u64::from(i * 37 % 256) * TICKS + 1).await;
}

/// The watchdog's NMI, every `WATCHDOG_STEPS` in phase 4: a `block_for` in a critical section
/// still running `BLOCK_OVERDUE` steps after it began ends the run, as a `block_for` not
/// exact. (With `now()` a period behind, `block_for` never ends where its end lies past the end
/// of the period its count is in: the clock without the flags never gets there.)
pub fn watchdog() {
    let started = BLOCK_START.load(Relaxed);
    let running = (independent() as u32).wrapping_sub(started);
    if BLOCKING.load(SeqCst) && running > BLOCK_OVERDUE {
        say!(
            "block_for of {} steps in a critical section still running after {} steps",
            BLOCK_STEPS,
            running
        );
        BLOCKS_OFF.bump();
        BLOCKS_RUN.bump();
        report(4);
        hw::exit(false);
    }
    hw::watchdog::feed();
}

const PHASES: [&str; 4] = [
    "1 delays and readers",
    "2 handler starved by the interrupt above",
    "3 timers created in critical sections",
    "4 block_for in critical sections",
];

/// A phase's figures, taken (and reset) in one short critical section: printed outside it, as
/// formatting and semihosting take longer than a period.
struct Figures {
    steps: u64,
    systicks: u32,
    reads: u32,
    reads_irq: u32,
    in_handler: u32,
    backwards: u32,
    backwards_irq: u32,
    off: u32,
    off_irq: u32,
    long_reads: u32,
    long_inside: u32,
    delays: u32,
    early: u32,
    blocks: u32,
    blocks_off: u32,
    block_over_max: u32,
    entries: u32,
    counted: u32,
    late: u32,
    stale: u32,
    missed: u32,
}

impl Figures {
    fn take() -> Self {
        critical_section::with(|_| Figures {
            steps: independent() - PHASE_START.swap(independent() as u32, Relaxed) as u64,
            systicks: SYSTICKS.take(),
            reads: THREAD.reads.take(),
            reads_irq: IRQ.reads.take(),
            in_handler: IN_HANDLER_READS.take(),
            backwards: THREAD.backwards.take(),
            backwards_irq: IRQ.backwards.take(),
            off: THREAD.off.take(),
            off_irq: IRQ.off.take(),
            long_reads: LONG_DONE.take(),
            long_inside: LONG_INSIDE_DONE.take(),
            delays: DELAYS_RUN.take(),
            early: EARLY.take(),
            blocks: BLOCKS_RUN.take(),
            blocks_off: BLOCKS_OFF.take(),
            block_over_max: BLOCK_OVER_MAX.take(),
            entries: ENTRIES.take(),
            counted: COUNTED.take(),
            late: LATE.take(),
            stale: STALE.take(),
            missed: MISSED.take(),
        })
    }
}

/// Prints the figures and failures of phase `n`, resets them; true if the phase passed.
fn report(n: usize) -> bool {
    let phase = PHASES[n - 1];
    let f = Figures::take();
    say!(
        "RESULT phase={:?} steps={} systicks={} reads={} reads_irq={} reads_in_handler={} backwards={} \
         backwards_irq={} off={} off_irq={} long_reads={} long_reads_in_handler={} delays={} early_delays={} blocks={} \
         blocks_off={} block_over_max={} entries={} counted={} late={} stale={} missed={}",
        phase,
        f.steps,
        f.systicks,
        f.reads,
        f.reads_irq,
        f.in_handler,
        f.backwards,
        f.backwards_irq,
        f.off,
        f.off_irq,
        f.long_reads,
        f.long_inside,
        f.delays,
        f.early,
        f.blocks,
        f.blocks_off,
        f.block_over_max,
        f.entries,
        f.counted,
        f.late,
        f.stale,
        f.missed
    );
    let mut ok = true;
    for (bad, why) in [
        (
            f.blocks_off > 0,
            "block_for in a critical section not exact",
        ),
        (
            f.early > 0,
            "Timer::after ended early against the independent timer",
        ),
        (
            f.backwards_irq > 0,
            "Instant::now() went backwards in the interrupt above the timer's",
        ),
        (
            f.backwards > 0,
            "Instant::now() went backwards in thread mode",
        ),
        (
            f.off + f.off_irq > 0,
            "Instant::now() off the independent timer",
        ),
        (f.missed > 0, "the handler missed a crossing"),
        (
            f.delays < [DELAYS, 1, BLOCKS, 0][n - 1]
                || f.blocks < [0, 0, 0, BLOCKS][n - 1]
                || n == 2 && f.long_reads < LONG_READS
                || LONG_IN_HANDLER.load(Relaxed) && f.long_inside < [0, LONG_INSIDE, 0, 0][n - 1],
            "fewer delays, long reads or blocks than the phase runs",
        ),
        (
            n == 1 && f.in_handler < MIN_IN_HANDLER,
            "too few reads inside the timer's handler",
        ),
        (
            n > 1 && f.late == 0,
            "the handler never ran late: nothing held it off past both crossings",
        ),
    ] {
        if bad {
            say!("FAIL: phase {}: {}", phase, why);
            ok = false;
        }
    }
    ok
}

#[panic_handler]
fn panic(info: &core::panic::PanicInfo) -> ! {
    say!("panicked: {}", info);
    hw::exit(false)
}

/// A binary: registers `DRIVER: $driver = $value` with embassy, runs [`main`] with `$start`
/// (the timer's start) and the variant's name, and binds the timer's three vectors, SysTick and
/// the watchdog's NMI.
#[macro_export]
macro_rules! firmware {
    ($driver:ty = $value:expr, start: $start:expr, variant: $variant:expr) => {
        $crate::firmware!($driver = $value, start: $start, variant: $variant, inside_handler: false);
    };
    ($driver:ty = $value:expr, start: $start:expr, variant: $variant:expr,
     inside_handler: $inside:expr) => {
        embassy_time_driver::time_driver_impl!(static DRIVER: $driver = $value);

        #[embassy_executor::main]
        async fn main(spawner: embassy_executor::Spawner) {
            $crate::app::main(spawner, $start, $variant, $inside).await
        }

        #[no_mangle]
        extern "C" fn TIMER0() {
            $crate::app::timer_interrupt(|| DRIVER.on_interrupt());
        }

        #[no_mangle]
        extern "C" fn TIMER1() {
            $crate::app::timer_interrupt(|| DRIVER.on_interrupt());
        }

        #[no_mangle]
        extern "C" fn DUALTIMER() {
            $crate::app::timer_interrupt(|| DRIVER.on_interrupt());
        }

        #[cortex_m_rt::exception]
        fn SysTick() {
            $crate::app::systick();
        }

        // SAFETY: cortex-m-rt requires an NMI handler to be an `unsafe fn`, as an NMI preempts
        // critical sections. This one reads atomics and the independent counter, and prints
        // (semihosting, behind a critical section) only where thread mode is spinning inside
        // `block_for`, not printing.
        #[cortex_m_rt::exception]
        unsafe fn NonMaskableInt() {
            $crate::app::watchdog();
        }
    };
}
