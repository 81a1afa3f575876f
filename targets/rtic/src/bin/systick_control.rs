//! Configuration 2's control: rtic-monotonics' own SysTick monotonic (`systick-64bit`: the tick
//! count in `portable_atomic::AtomicU64`, default features, the lock-based fallback), read by a
//! task above SysTick.
//!
//! SysTick's priority is lowered to RTIC's priority 1, below `reader` (TIMER1, priority 3),
//! which calls `Mono::now()` without pause. The SysTick handler's `fetch_add` holds the
//! fallback's lock; `now()` in a reader that preempts it (its own catch-up `fetch_add`, or its
//! `load`) waits for that lock for ever. The CMSDK watchdog (NMI) sees the reads stop, finds the
//! reader inside `now()` and SysTick's handler active, and ends the run with success.
//!
//! With the `systick-highest` feature SysTick keeps its reset priority 0, above every task: the
//! handler is never preempted by a reader and the same reads must all complete.
#![no_std]
#![no_main]

use core::sync::atomic::{compiler_fence, AtomicBool, Ordering::SeqCst};
use rtic_monotonics::systick::prelude::*;
use u64copy_rtic::{
    hw::{self, systick as sys, TIM1},
    report::{Count, Last},
    say,
};

// 125 kHz: 200 core-clock ticks per SysTick interrupt.
systick_monotonic!(Mono, 125_000);

const SYSCLK: u32 = 25_000_000;
const READER_PERIOD: u32 = 7;
const SWEEP: u32 = 64;
const READS: u32 = 200_000;
const WATCHDOG: u32 = 20_000;

static READING: AtomicBool = AtomicBool::new(false);
static READS_DONE: Count = Count::new();
static BACKWARDS: Count = Count::new();
static WATCHED: Count = Count::new();
static LAST: Last = Last::new();

#[rtic::app(device = u64copy_rtic::pac, peripherals = false)]
mod app {
    use super::*;

    #[shared]
    struct Shared {}

    #[local]
    struct Local {}

    #[init]
    fn init(cx: init::Context) -> (Shared, Local) {
        let mut core = cx.core;
        Mono::start(core.SYST, SYSCLK);
        if cfg!(not(feature = "systick-highest")) {
            // SAFETY: set before interrupts are enabled (RTIC's init runs with them off), so no
            // priority-based critical section is in progress.
            unsafe {
                core.SCB.set_priority(
                    cortex_m::peripheral::scb::SystemHandler::SysTick,
                    rtic::export::cortex_logical2hw(1, u64copy_rtic::pac::NVIC_PRIO_BITS),
                );
            }
        }
        TIM1.start(READER_PERIOD - 1, READER_PERIOD - 1);
        hw::watchdog::start(WATCHDOG);
        (Shared {}, Local {})
    }

    #[idle]
    fn idle(_: idle::Context) -> ! {
        while READS_DONE.get() < READS {}
        say!(
            "RESULT systick-control-{} deadlock=none reads={} backwards={}",
            if cfg!(feature = "systick-highest") {
                "highest"
            } else {
                "lowered"
            },
            READS_DONE.get(),
            BACKWARDS.get()
        );
        hw::exit(cfg!(feature = "systick-highest") && BACKWARDS.get() == 0)
    }

    /// A task above SysTick calling rtic-monotonics' `now()`. It re-arms its timer after
    /// spinning `reads % SWEEP` rounds of 3 instructions, so that its arrivals walk across the
    /// SysTick handler one instruction offset at a time.
    #[task(binds = TIMER1, priority = 3)]
    fn reader(_: reader::Context) {
        TIM1.clear();
        READING.store(true, SeqCst);
        compiler_fence(SeqCst);
        let now = Mono::now().as_ticks();
        compiler_fence(SeqCst);
        READING.store(false, SeqCst);
        if LAST.went_back(now) {
            BACKWARDS.bump();
        }
        let reads = READS_DONE.get();
        READS_DONE.set(reads + 1);
        hw::spin(reads % SWEEP);
        TIM1.start(READER_PERIOD - 1, READER_PERIOD - 1);
    }
}

// SAFETY: cortex-m-rt requires an NMI handler to be an `unsafe fn`, since an NMI preempts
// critical sections. This one reads atomics, and prints (semihosting, whose `hstdout` sits behind
// a critical section) only when nothing has made progress since the last NMI: no other code is
// printing then.
#[cortex_m_rt::exception]
unsafe fn NonMaskableInt() {
    let seen = READS_DONE.get();
    if seen != WATCHED.get() {
        WATCHED.set(seen);
        hw::watchdog::feed();
        return;
    }
    let (reading, handler_active) = (READING.load(SeqCst), sys::active());
    let expected = cfg!(not(feature = "systick-highest")) && reading && handler_active;
    say!(
        "RESULT systick-control-{} deadlock={} reads={} reader_inside_now={} \
         systick_handler_active={}",
        if cfg!(feature = "systick-highest") {
            "highest"
        } else {
            "lowered"
        },
        if expected { "caught" } else { "unexpected" },
        seen,
        reading,
        handler_active
    );
    hw::exit(expected)
}

#[panic_handler]
fn panic(info: &core::panic::PanicInfo) -> ! {
    say!("panicked: {}", info);
    hw::exit(false)
}
