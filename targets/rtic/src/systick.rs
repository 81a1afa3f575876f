//! Two SysTick monotonics with one writer and no write in `now()`.
//!
//! [`tick`]: SysTick interrupts every tick and its handler counts the ticks in a `U64Latch`;
//! `now()` is one `load`. Monotonic for every reader at every priority. A reader above SysTick
//! that runs while a tick is pending, or after the handler's entry (which clears the pending
//! bit) but before its store, gets the count before that tick: one tick behind the hardware,
//! with nothing in memory or in SysTick to tell it so (see README.md).
//!
//! [`epoch`]: Linux's `sched_clock` on SysTick: SysTick runs free over `BITS` bits with its
//! interrupt off, and a periodic task (the only writer) stores the pair (ticks, SysTick value)
//! of one instant in a `U64LatchArray<2>`; `now()` adds the ticks SysTick counted since that
//! instant, reading SysTick inside the pair's attempt (`load_with`), as `sched_clock` reads its
//! counter between the latch's two sequence reads. Exact for every reader at every priority,
//! whenever the writer stores at least once per `2^BITS` ticks: the pair an accepted attempt
//! returns was the newest when SysTick was read, so a reader that stalls inside its attempt
//! while the writer stores retries instead of adding a wrapped count.

use crate::hw::systick;

/// SysTick's control registers, for reconfiguring it between the phases of one run.
fn syst_write(offset: usize, value: u32) {
    // SAFETY: SysTick's CSR (0x10), RVR (0x14) and CVR (0x18) registers; no memory-safety role.
    unsafe { core::ptr::write_volatile((0xE000_E000 + offset) as *mut u32, value) }
}

/// Stops SysTick and starts it counting the core clock from `reload` down, every `reload + 1`
/// ticks, with or without its interrupt.
pub fn start_systick(reload: u32, interrupt: bool) {
    syst_write(0x10, 0);
    syst_write(0x14, reload);
    syst_write(0x18, 0);
    syst_write(0x10, 1 | u32::from(interrupt) << 1 | 1 << 2);
}

pub mod tick {
    use rtic_time::timer_queue::{TimerQueue, TimerQueueBackend};
    use u64copy::U64Latch;

    /// The tick count: the SysTick handler is its only writer.
    pub static TICKS: U64Latch = U64Latch::new(0);

    /// `now()`: a load, nothing written.
    #[inline(always)]
    pub fn now() -> u64 {
        TICKS.load()
    }

    /// The SysTick handler's update.
    #[inline(always)]
    pub fn tick() {
        TICKS.update(|t| t + 1);
    }

    /// The timer-queue backend, served by the SysTick handler at every tick.
    pub struct Backend;

    static QUEUE: TimerQueue<Backend> = TimerQueue::new();

    impl TimerQueueBackend for Backend {
        type Ticks = u64;
        fn now() -> u64 {
            now()
        }
        fn set_compare(_: u64) {}
        fn clear_compare_flag() {}
        /// Nothing: the handler runs at every tick anyway and a deadline is at least one tick
        /// away, while pending SysTick in software would count a tick that did not happen.
        fn pend_interrupt() {}
        fn timer_queue() -> &'static TimerQueue<Self> {
            &QUEUE
        }
    }

    impl Backend {
        pub fn start() {
            QUEUE.initialize(Backend);
        }
        pub fn queue() -> &'static TimerQueue<Self> {
            &QUEUE
        }
    }
}

pub mod epoch {
    use super::systick;
    use rtic_time::timer_queue::{TimerQueue, TimerQueueBackend};
    use u64copy::U64LatchArray;

    /// SysTick's width here: 9 bits, so that it wraps every 512 ticks and a short run wraps it
    /// thousands of times. A real application takes 24 (0.67 s at 25 MHz).
    pub const BITS: u32 = 9;
    pub const MASK: u32 = (1 << BITS) - 1;

    /// (ticks, SysTick's value) at one instant; its only writer is [`update`].
    pub static EPOCH: U64LatchArray<2> = U64LatchArray::new([0, MASK as u64]);

    /// Starts SysTick free-running with its interrupt off, at tick 0.
    pub fn start() {
        super::start_systick(MASK, false);
    }

    /// `now()`: the pair, and SysTick read inside the same attempt.
    #[inline(always)]
    pub fn now() -> u64 {
        let (pair, current) = EPOCH.load_with(systick::current);
        at(pair, current)
    }

    /// The time at which SysTick read `current`, from a pair younger than `2^BITS` ticks then
    /// (SysTick counts down).
    #[inline(always)]
    pub fn at([ticks, value]: [u64; 2], current: u32) -> u64 {
        let elapsed = (value as u32).wrapping_sub(current) & MASK;
        ticks + u64::from(elapsed)
    }

    /// Moves the pair to the present. Any time will do, as long as it is at least every
    /// `2^BITS` ticks.
    #[inline(always)]
    pub fn update() {
        EPOCH.update(|[ticks, value]| {
            let now = systick::current();
            let elapsed = (value as u32).wrapping_sub(now) & MASK;
            [ticks + u64::from(elapsed), u64::from(now)]
        });
    }

    /// The timer-queue backend: the writer's periodic interrupt serves the queue too.
    pub struct Backend;

    static QUEUE: TimerQueue<Backend> = TimerQueue::new();

    impl TimerQueueBackend for Backend {
        type Ticks = u64;
        fn now() -> u64 {
            now()
        }
        fn set_compare(_: u64) {}
        fn clear_compare_flag() {}
        fn pend_interrupt() {
            cortex_m::peripheral::NVIC::pend(crate::pac::Interrupt::TIMER0);
        }
        fn timer_queue() -> &'static TimerQueue<Self> {
            &QUEUE
        }
    }

    impl Backend {
        pub fn start() {
            start();
            QUEUE.initialize(Backend);
        }
        pub fn queue() -> &'static TimerQueue<Self> {
            &QUEUE
        }
    }
}
