//! Configuration 3: what each way of keeping a monotonic's period count costs, side by side in
//! one application: `now()` and the update, and the latency each adds to the highest-priority
//! interrupt.
//!
//! Peers (one phase each): `latch` (`HalfPeriodCounter::now`: the count in a `U64Latch`, the
//! counter read inside the latch's attempt, retried),
//! `latch+calculate_now` (the same count read through rtic-time 3.0's `calculate_now`, whose
//! two reads sit in `critical_section::with`), `latch+pending` (`HalfPeriodCounter::
//! now_with_pending`: the flags and the counter read inside the attempt), the three updated by
//! `HalfPeriodCounter::on_interrupt`; `cs` (`critical_section::Mutex<Cell<u64>>`, as
//! RTIC's `fix-monotonics-atomics` branch), and, built with `--cfg
//! portable_atomic_unsafe_assume_single_core`, `portable-single-core` (`portable_atomic::AtomicU64`
//! masking interrupts around its accesses, read through `calculate_now` as rtic-monotonics does).
//! Each peer's `now()` and update are the `#[no_mangle]` probes below, which run.sh also
//! disassembles to count their instructions.
//!
//! The load: idle calls the peer's `now()` without pause; `periods` (TIMER0) and `overflows`
//! (DUALTIMER), both at priority 1, update the count at every half period of a 16-bit counter
//! (the dual timer's first counter, the flags of `half_period::Cmsdk`). The
//! measured interrupt: `top` (TIMER1, priority 4, above everything), every `TOP_PERIOD` ticks; its
//! first action reads TIMER1's count, which says how long ago the timer expired.
//!
//! Run under `-icount shift=6`: one instruction is 64 virtual ns and a timer tick (40 ns) is 0.625
//! instruction, so `ceil(ticks * 5 / 8)` is the exact number of instructions since the expiry
//! (under `shift=0` a tick is 40 instructions, too coarse for a window of a few). The smallest
//! value of a phase (the interrupt taken at once, plus `top`'s own entry) is its baseline; the
//! report gives, per event, the instructions above it: the latency the peer added.
#![no_std]
#![no_main]

use core::cell::Cell;
use core::sync::atomic::{
    AtomicU32, AtomicU8,
    Ordering::{Relaxed, SeqCst},
};
use critical_section::Mutex;
use rtic_time::half_period_counter::calculate_now;
use u64copy::timer::{Events, HalfPeriodCounter, HalfPeriodTimer};
use u64copy_rtic::{
    half_period::Cmsdk,
    hw::{self, DUAL1, DUAL2, TIM0, TIM1},
    report::Count,
    say,
};

/// The counter's width: 16 bits, as an STM32's TIMx; any width up to 32 changes only this.
const COUNTER_BITS: u32 = 16;
const COUNTER_MAX: u32 = u32::MAX >> (32 - COUNTER_BITS);
const HALF_PERIOD: u32 = 1 << (COUNTER_BITS - 1);
const TOP_PERIOD: u32 = 1_009;
const EVENTS: u32 = 20_000;
const BUCKETS: usize = 64;
const WATCHDOG: u32 = 1_000_000;

type Clock = HalfPeriodCounter<COUNTER_BITS>;
const TIMER: Cmsdk<COUNTER_BITS> = Cmsdk;

/// The counter, as an up-counter of `COUNTER_BITS` bits.
#[inline(always)]
fn counter() -> u32 {
    TIMER.counter()
}

static CLOCK: Clock = Clock::new();
static CS: Mutex<Cell<u64>> = Mutex::new(Cell::new(0));
static PORTABLE: portable_atomic::AtomicU64 = portable_atomic::AtomicU64::new(0);

#[no_mangle]
#[inline(never)]
pub extern "C" fn probe_now_latch() -> u64 {
    // The counter read inside the latch's attempt: one attempt, two barriers.
    CLOCK.now(&TIMER)
}

#[no_mangle]
#[inline(never)]
pub extern "C" fn probe_now_latch_pending() -> u64 {
    CLOCK.now_with_pending(&TIMER)
}

#[no_mangle]
#[inline(never)]
pub extern "C" fn probe_now_latch_calculate_now() -> u64 {
    // `calculate_now` takes the counter's width from its type.
    calculate_now(|| CLOCK.half_periods(), || counter() as u16)
}

#[no_mangle]
#[inline(never)]
pub extern "C" fn probe_now_cs() -> u64 {
    critical_section::with(|cs| Clock::combine(CS.borrow(cs).get(), counter()))
}

#[no_mangle]
#[inline(never)]
pub extern "C" fn probe_now_portable() -> u64 {
    calculate_now(
        || PORTABLE.load(portable_atomic::Ordering::Relaxed),
        || counter() as u16,
    )
}

#[no_mangle]
#[inline(never)]
pub extern "C" fn probe_update_latch() {
    core::hint::black_box(CLOCK.on_interrupt(&TIMER));
}

/// A timer in RAM for timing `on_interrupt` on one crossing (`costs`): its counter and flags
/// are set before each call, as the hardware would show them at the crossing the count
/// expects.
struct Sim;

static SIM_COUNTER: AtomicU32 = AtomicU32::new(0);
static SIM_FLAGS: AtomicU8 = AtomicU8::new(0);
static SIM_CLOCK: Clock = Clock::new();

impl HalfPeriodTimer for Sim {
    #[inline(always)]
    fn counter(&self) -> u32 {
        SIM_COUNTER.load(Relaxed)
    }
    #[inline(always)]
    fn pending(&self) -> Events {
        let flags = SIM_FLAGS.load(Relaxed);
        hw::events(flags & 1 != 0, flags & 2 != 0)
    }
    #[inline(always)]
    fn clear(&self, events: Events) {
        let mut flags = SIM_FLAGS.load(Relaxed);
        if events.contains(Events::OVERFLOW) {
            flags &= !1;
        }
        if events.contains(Events::HALF) {
            flags &= !2;
        }
        SIM_FLAGS.store(flags, Relaxed);
    }
}

/// The simulated timer at the next crossing: 5 ticks past it, its flag set.
#[inline(never)]
fn sim_arm() {
    if SIM_CLOCK.half_periods() & 1 == 0 {
        SIM_COUNTER.store(HALF_PERIOD + 5, Relaxed);
        SIM_FLAGS.store(2, Relaxed);
    } else {
        SIM_COUNTER.store(5, Relaxed);
        SIM_FLAGS.store(1, Relaxed);
    }
}

#[no_mangle]
#[inline(never)]
pub extern "C" fn probe_update_sim() {
    core::hint::black_box(SIM_CLOCK.on_interrupt(&Sim));
}

#[no_mangle]
#[inline(never)]
pub extern "C" fn probe_update_cs() {
    critical_section::with(|cs| {
        let cell = CS.borrow(cs);
        cell.set(cell.get() + 1);
    });
}

#[no_mangle]
#[inline(never)]
pub extern "C" fn probe_update_portable() {
    PORTABLE.fetch_add(1, portable_atomic::Ordering::Relaxed);
}

#[derive(Clone, Copy, PartialEq, Eq)]
#[allow(dead_code)] // `Portable` only in the single-core build, the others only in the default.
enum Peer {
    Latch,
    LatchCalculateNow,
    LatchPending,
    Cs,
    Portable,
}

impl Peer {
    fn name(self) -> &'static str {
        match self {
            Peer::Latch => "latch",
            Peer::LatchCalculateNow => "latch+calculate_now",
            Peer::LatchPending => "latch+pending",
            Peer::Cs => "cs",
            Peer::Portable => "portable-single-core",
        }
    }
}

#[cfg(not(portable_atomic_unsafe_assume_single_core))]
const PEERS: &[Peer] = &[
    Peer::Latch,
    Peer::LatchCalculateNow,
    Peer::LatchPending,
    Peer::Cs,
];
#[cfg(portable_atomic_unsafe_assume_single_core)]
const PEERS: &[Peer] = &[
    Peer::Latch,
    Peer::LatchCalculateNow,
    Peer::LatchPending,
    Peer::Cs,
    Peer::Portable,
];

static PHASE: AtomicU8 = AtomicU8::new(0);

fn peer() -> Peer {
    PEERS[usize::from(PHASE.load(SeqCst))]
}

fn current_periods() -> u64 {
    match peer() {
        Peer::Latch | Peer::LatchCalculateNow | Peer::LatchPending => CLOCK.half_periods(),
        Peer::Cs => critical_section::with(|cs| CS.borrow(cs).get()),
        Peer::Portable => PORTABLE.load(portable_atomic::Ordering::Relaxed),
    }
}

/// `top`'s raw readings (timer ticks since the expiry), as a histogram from `RAW_BASE`.
static HISTOGRAM: [Count; BUCKETS] = [const { Count::new() }; BUCKETS];
static OVERFLOW: Count = Count::new();
static TOP_EVENTS: Count = Count::new();
static NOW_CALLS: Count = Count::new();
static UPDATES: Count = Count::new();
static BACKWARDS: Count = Count::new();
static WATCHED: Count = Count::new();

#[rtic::app(device = u64copy_rtic::pac, peripherals = false)]
mod app {
    use super::*;

    #[shared]
    struct Shared {}

    #[local]
    struct Local {}

    #[init]
    fn init(_: init::Context) -> (Shared, Local) {
        costs();
        // The flags of `half_period::Cmsdk`: the dual timer's at 0, TIMER0's at HALF_PERIOD.
        DUAL1.start_periodic_interrupt(COUNTER_MAX);
        TIM0.start(COUNTER_MAX, HALF_PERIOD - 1);
        TIMER.clear(Events::BOTH);
        TIM1.start(TOP_PERIOD - 1, TOP_PERIOD - 1);
        hw::watchdog::start(WATCHDOG);
        (Shared {}, Local {})
    }

    #[idle]
    fn idle(_: idle::Context) -> ! {
        let mut last = 0;
        loop {
            let now = match peer() {
                Peer::Latch => probe_now_latch(),
                Peer::LatchCalculateNow => probe_now_latch_calculate_now(),
                Peer::LatchPending => probe_now_latch_pending(),
                Peer::Cs => probe_now_cs(),
                Peer::Portable => probe_now_portable(),
            };
            if now < last {
                BACKWARDS.bump();
            }
            last = now;
            NOW_CALLS.bump();
            if TOP_EVENTS.get() >= EVENTS {
                report();
                let next = PHASE.load(SeqCst) + 1;
                if usize::from(next) == PEERS.len() {
                    hw::exit(BACKWARDS.get() == 0);
                }
                // No task runs while idle does: carry the count over to the next peer.
                let count = current_periods();
                PHASE.store(next, SeqCst);
                match peer() {
                    // The count stays in the clock from one of these phases to the next.
                    Peer::Latch | Peer::LatchCalculateNow | Peer::LatchPending => {}
                    Peer::Cs => critical_section::with(|cs| CS.borrow(cs).set(count)),
                    Peer::Portable => PORTABLE.store(count, portable_atomic::Ordering::Relaxed),
                }
                for bucket in &HISTOGRAM {
                    bucket.set(0);
                }
                for count in [&OVERFLOW, &TOP_EVENTS, &NOW_CALLS, &UPDATES] {
                    count.set(0);
                }
            }
        }
    }

    #[task(binds = TIMER0, priority = 1)]
    fn periods(_: periods::Context) {
        update(Events::HALF);
    }

    #[task(binds = DUALTIMER, priority = 1)]
    fn overflows(_: overflows::Context) {
        update(Events::OVERFLOW);
    }

    #[task(binds = TIMER1, priority = 4)]
    fn top(_: top::Context) {
        let value = TIM1.value();
        TIM1.clear();
        let ticks = (TOP_PERIOD - 1).wrapping_sub(value) as usize;
        match HISTOGRAM.get(ticks) {
            Some(bucket) => bucket.bump(),
            None => OVERFLOW.bump(),
        }
        TOP_EVENTS.bump();
    }
}

/// The update of both vectors: the clock's handler, or the flag cleared and the count
/// advanced.
fn update(event: Events) {
    match peer() {
        Peer::Latch | Peer::LatchCalculateNow | Peer::LatchPending => probe_update_latch(),
        Peer::Cs => {
            TIMER.clear(event);
            probe_update_cs();
        }
        Peer::Portable => {
            TIMER.clear(event);
            probe_update_portable();
        }
    }
    UPDATES.bump();
}

/// Calls per cost measurement.
const CALLS: u32 = 1_000;

/// Tenths of an instruction per call of `f`, less the same loop around an empty call:
/// timed on the dual timer's second counter, with interrupts off (RTIC's init).
fn executed(f: impl Fn()) -> u32 {
    fn time(f: &dyn Fn()) -> u32 {
        let start = DUAL2.value();
        for _ in 0..CALLS {
            f();
        }
        start.wrapping_sub(DUAL2.value())
    }
    let ticks = time(&f).saturating_sub(time(&|| probe_empty()));
    // A tick is 40 ns, an instruction 64 ns; rounded to the nearest tenth.
    (ticks * 400 / 64 + CALLS / 2) / CALLS
}

#[no_mangle]
#[inline(never)]
pub extern "C" fn probe_empty() {
    core::hint::black_box(());
}

fn costs() {
    DUAL2.start_periodic(u32::MAX);
    // `on_interrupt` on one crossing, over the simulated timer: the arming subtracted.
    let latch_update = executed(|| {
        sim_arm();
        probe_update_sim();
    })
    .saturating_sub(executed(|| {
        sim_arm();
        probe_empty();
    }));
    for &peer in PEERS {
        let (now, update) = match peer {
            Peer::Latch => (
                executed(|| {
                    core::hint::black_box(probe_now_latch());
                }),
                latch_update,
            ),
            Peer::LatchCalculateNow => (
                executed(|| {
                    core::hint::black_box(probe_now_latch_calculate_now());
                }),
                latch_update,
            ),
            Peer::LatchPending => (
                executed(|| {
                    core::hint::black_box(probe_now_latch_pending());
                }),
                latch_update,
            ),
            Peer::Cs => (
                executed(|| {
                    core::hint::black_box(probe_now_cs());
                }),
                executed(|| probe_update_cs()),
            ),
            Peer::Portable => (
                executed(|| {
                    core::hint::black_box(probe_now_portable());
                }),
                executed(|| probe_update_portable()),
            ),
        };
        say!(
            "RESULT cost peer={} now_executed={}.{} update_executed={}.{}",
            peer.name(),
            now / 10,
            now % 10,
            update / 10,
            update % 10
        );
    }
    // Back to 0 periods (the clock's count was not changed): the counter starts after this.
    critical_section::with(|cs| CS.borrow(cs).set(0));
    PORTABLE.store(0, portable_atomic::Ordering::Relaxed);
}

/// Instructions since the expiry, from ticks (exact under `-icount shift=6`).
fn instructions(ticks: usize) -> usize {
    (ticks * 5).div_ceil(8)
}

fn report() {
    let first = HISTOGRAM.iter().position(|b| b.get() != 0).unwrap_or(0);
    let base = instructions(first);
    // Per added instruction: events.
    let mut added = [0u32; BUCKETS];
    for (ticks, bucket) in HISTOGRAM.iter().enumerate().skip(first) {
        added[instructions(ticks) - base] += bucket.get();
    }
    let events: u32 = added.iter().sum::<u32>() + OVERFLOW.get();
    let max = added.iter().rposition(|&n| n != 0).unwrap_or(0);
    let percentile = |p: u32| {
        let mut seen = 0;
        for (i, &n) in added.iter().enumerate() {
            seen += n;
            if u64::from(seen) * 1000 >= u64::from(events) * u64::from(p) {
                return i;
            }
        }
        max
    };
    let delayed: u32 = added[1..].iter().sum();
    say!(
        "RESULT latency peer={} events={} overflow={} baseline_instructions={} max_added={} \
         p50={} p99={} p999={} delayed_events={} now_calls={} updates={} backwards={}",
        peer().name(),
        events,
        OVERFLOW.get(),
        base,
        max,
        percentile(500),
        percentile(990),
        percentile(999),
        delayed,
        NOW_CALLS.get(),
        UPDATES.get(),
        BACKWARDS.get()
    );
    for (i, &n) in added.iter().enumerate() {
        if n != 0 {
            say!(
                "RESULT latency-hist peer={} added={} events={}",
                peer().name(),
                i,
                n
            );
        }
    }
}

// SAFETY: cortex-m-rt requires an NMI handler to be an `unsafe fn`, since an NMI preempts
// critical sections. This one reads atomics, and prints (semihosting, whose `hstdout` sits behind
// a critical section) only when nothing has made progress since the last NMI: no other code is
// printing then.
#[cortex_m_rt::exception]
unsafe fn NonMaskableInt() {
    let seen = NOW_CALLS.get();
    if seen != WATCHED.get() {
        WATCHED.set(seen);
        hw::watchdog::feed();
        return;
    }
    say!("RESULT latency deadlock=unexpected peer={}", peer().name());
    hw::exit(false)
}

#[panic_handler]
fn panic(info: &core::panic::PanicInfo) -> ! {
    say!("panicked: {}", info);
    hw::exit(false)
}
