//! `u64copy::timer` as a HAL meets it, on a simulated timer whose counter the test steps: each
//! event the handler meets (on time, late, stale, latched at start, early with and without
//! `EARLY`, an early wait preempted past the next crossing, lost, an entry with no flag), what
//! it returns and what the readers read, the debug builds' panics at the caller's line (a
//! missed crossing, a nested handler), and the limits the pages state (undeclared early flags
//! met before their crossing, a crossing counted a period less `EARLY` late, a handler held
//! off past a period, a stale re-entry of both flags). Every interleaving of the same
//! algorithms is checked by `tests/timer_model.rs`.
#![cfg(not(u64copy_loom))]
// The library supports the rust-version of Cargo.toml; its tests need const `Mutex::new` (1.63).
#![allow(clippy::incompatible_msrv)]

use std::any::Any;
use std::cell::Cell;
use std::collections::BTreeMap;
use std::fmt;
use std::panic::{self, AssertUnwindSafe};
use std::sync::{Arc, Mutex};
use u64copy::timer::{
    Events, HalfPeriodCounter, HalfPeriodTimer, Handled, OverflowCounter, OverflowHandled,
    OverflowTimer, STALL_READS,
};

const BITS: u32 = 8;
const HALF: u64 = 1 << (BITS - 1);
const PERIOD: u64 = 1 << BITS;
type Clock = HalfPeriodCounter<BITS>;

/// A timer at time `t`: the counter is `t mod PERIOD`; the flags are what the test sets or
/// `advance` raises. Each counter read advances time by `step` (a counter that runs while the
/// handler spins for an early flag).
struct Sim<const EARLY: u32> {
    t: Cell<u64>,
    half: Cell<bool>,
    overflow: Cell<bool>,
    step: Cell<u64>,
    reads: Cell<u32>,
    /// Reads allowed: 100,000, or past `STALL_READS` for the test of a stopped counter.
    budget: Cell<u32>,
}

impl<const EARLY: u32> Sim<EARLY> {
    fn new() -> Self {
        Sim {
            t: Cell::new(0),
            half: Cell::new(false),
            overflow: Cell::new(false),
            step: Cell::new(0),
            reads: Cell::new(0),
            budget: Cell::new(100_000),
        }
    }

    /// A loop of reads that never ends (a broken handler's, spinning on a counter that does
    /// not move past the handler's own bound) fails here rather than hanging the test.
    fn count_read(&self) {
        self.reads.set(self.reads.get() + 1);
        assert!(
            self.reads.get() < self.budget.get(),
            "{} register reads: a loop that never ends",
            self.budget.get()
        );
    }

    /// Steps time to `to`, raising each crossing's flag `EARLY` steps before it.
    fn advance(&self, to: u64) {
        while self.t.get() < to {
            self.t.set(self.t.get() + 1);
            let ahead = (self.t.get() + u64::from(EARLY)) % PERIOD;
            if ahead == HALF {
                self.half.set(true);
            }
            if ahead == 0 {
                self.overflow.set(true);
            }
        }
    }
}

impl<const EARLY: u32> HalfPeriodTimer for Sim<EARLY> {
    const EARLY: u32 = EARLY;

    fn counter(&self) -> u32 {
        self.count_read();
        let now = self.t.get();
        self.advance(now + self.step.get());
        (now % PERIOD) as u32
    }

    fn pending(&self) -> Events {
        self.count_read();
        let half = if self.half.get() {
            Events::HALF
        } else {
            Events::NONE
        };
        let overflow = if self.overflow.get() {
            Events::OVERFLOW
        } else {
            Events::NONE
        };
        half.union(overflow)
    }

    fn clear(&self, events: Events) {
        if events.contains(Events::HALF) {
            self.half.set(false);
        }
        if events.contains(Events::OVERFLOW) {
            self.overflow.set(false);
        }
    }
}

fn handled_as(counted: u8, stale: Events, late: bool) -> (u8, Events, bool, bool) {
    (counted, stale, late, false)
}

fn summary(h: Handled) -> (u8, Events, bool, bool) {
    (h.counted, h.stale, h.late, h.missed)
}

#[test]
fn events_are_a_set() {
    let all = [Events::NONE, Events::HALF, Events::OVERFLOW, Events::BOTH];
    let bits =
        |e: Events| u8::from(e.contains(Events::HALF)) * 2 + u8::from(e.contains(Events::OVERFLOW));
    assert_eq!(all.map(bits), [0, 2, 1, 3]);
    for a in all {
        assert!(a.contains(Events::NONE) && a.contains(a));
        assert_eq!(a.is_empty(), a == Events::NONE);
        for b in all {
            assert_eq!(bits(a.union(b)), bits(a) | bits(b));
            assert_eq!(a.contains(b), bits(a) & bits(b) == bits(b));
        }
    }
    assert_eq!(Events::default(), Events::NONE);
}

#[test]
fn on_time_every_read_is_exact_over_many_periods() {
    let clock = Clock::new();
    let timer = Sim::<0>::new();
    for t in 1..10 * PERIOD {
        timer.advance(t);
        assert_eq!(clock.now(&timer), t);
        assert_eq!(clock.now_with_pending(&timer), t);
        assert_eq!(clock.try_now(&timer), Some(t));
        if !timer.pending().is_empty() {
            assert_eq!(
                summary(clock.on_interrupt(&timer)),
                handled_as(1, Events::NONE, false)
            );
        }
        assert_eq!(clock.now(&timer), t);
    }
    assert_eq!(clock.half_periods(), 19);
}

#[test]
fn a_late_handler_counts_both_crossings_and_heals() {
    let clock = Clock::new();
    let timer = Sim::<0>::new();
    timer.advance(PERIOD + 5);
    assert_eq!(timer.pending(), Events::BOTH);
    // `now` is a period behind while the handler is held off past half a period; the
    // reader of the flags is not.
    assert_eq!(clock.now(&timer), 5);
    assert_eq!(clock.now_with_pending(&timer), PERIOD + 5);
    assert_eq!(
        summary(clock.on_interrupt(&timer)),
        handled_as(2, Events::NONE, true)
    );
    assert_eq!(clock.half_periods(), 2);
    assert_eq!(clock.now(&timer), PERIOD + 5);
    assert!(timer.pending().is_empty());
}

#[test]
fn a_stale_flag_is_cleared_and_not_counted() {
    let clock = Clock::new();
    let timer = Sim::<0>::new();
    timer.advance(HALF + 1);
    clock.on_interrupt(&timer);
    // The half-period flag again (a clear still in flight when the interrupt returned).
    timer.half.set(true);
    assert_eq!(clock.now_with_pending(&timer), HALF + 1);
    assert_eq!(
        summary(clock.on_interrupt(&timer)),
        handled_as(0, Events::HALF, false)
    );
    assert_eq!(clock.half_periods(), 1);
    assert_eq!(clock.now(&timer), HALF + 1);
}

#[test]
fn a_flag_latched_at_start_is_stale() {
    let clock = Clock::new();
    let timer = Sim::<0>::new();
    timer.overflow.set(true);
    timer.advance(3);
    assert_eq!(clock.now_with_pending(&timer), 3);
    assert_eq!(
        summary(clock.on_interrupt(&timer)),
        handled_as(0, Events::OVERFLOW, false)
    );
    assert_eq!(clock.half_periods(), 0);
    // And the next crossing counts as usual, with the stale flag gone before it.
    timer.overflow.set(true);
    timer.advance(HALF + 2);
    assert_eq!(clock.now_with_pending(&timer), HALF + 2);
    assert_eq!(
        summary(clock.on_interrupt(&timer)),
        handled_as(1, Events::OVERFLOW, false)
    );
    assert_eq!(clock.now(&timer), HALF + 2);
}

#[test]
fn an_entry_with_no_flag_does_nothing() {
    let clock = Clock::with_half_periods(2);
    let timer = Sim::<0>::new();
    timer.advance(PERIOD + 7);
    timer.clear(Events::BOTH); // counted by the handler that set the count to 2
    assert_eq!(clock.on_interrupt(&timer), Handled::default());
    assert_eq!(clock.now(&timer), PERIOD + 7);
    // None either with the counter past a crossing whose flag is on its way (a flag that
    // comes a fraction of a step after the counter).
    timer.advance(PERIOD + HALF);
    timer.clear(Events::HALF);
    assert_eq!(clock.on_interrupt(&timer), Handled::default());
    assert_eq!(clock.now(&timer), PERIOD + HALF);
    assert_eq!(clock.half_periods(), 2);
}

#[test]
fn an_early_flag_is_waited_for_within_early() {
    let clock = Clock::new();
    let timer = Sim::<3>::new();
    timer.advance(HALF - 3);
    assert_eq!(timer.pending(), Events::HALF);
    // `now` ignores the flag: it is right before the crossing as after it.
    assert_eq!(clock.now(&timer), HALF - 3);
    timer.step.set(1);
    let handled = clock.on_interrupt(&timer);
    assert_eq!((handled.counted, handled.missed), (1, false));
    // The crossing 3 steps ahead of the decision's counter read, a step per read: the wait
    // ends at the read that shows the crossing, not later.
    assert_eq!(handled.early_reads, 3, "{:?}", handled);
    timer.step.set(0);
    assert_eq!(clock.now(&timer), HALF + 1);
}

#[test]
fn both_flags_with_the_second_early_are_counted_in_order() {
    let clock = Clock::new();
    let timer = Sim::<2>::new();
    // The half-period flag, its crossing, then the overflow's flag two steps early.
    timer.advance(PERIOD - 2);
    assert_eq!(timer.pending(), Events::BOTH);
    timer.step.set(1);
    let handled = clock.on_interrupt(&timer);
    assert_eq!(
        (handled.counted, handled.late, handled.missed),
        (2, true, false)
    );
    assert!(handled.early_reads >= 1);
    timer.step.set(0);
    assert_eq!(clock.now(&timer), timer.t.get());
}

#[test]
fn an_early_flag_beside_a_stale_one_is_waited_for_not_taken_as_late() {
    let clock = Clock::new();
    let timer = Sim::<2>::new();
    timer.overflow.set(true); // latched at start
    timer.advance(HALF - 2);
    assert_eq!(timer.pending(), Events::BOTH);
    timer.step.set(1);
    let handled = clock.on_interrupt(&timer);
    assert_eq!(summary(handled), handled_as(1, Events::OVERFLOW, false));
    assert!(handled.early_reads >= 1);
    timer.step.set(0);
    assert_eq!(clock.half_periods(), 1);
    assert_eq!(clock.now(&timer), timer.t.get());
}

#[test]
fn overflow_counter_reads_the_flag_between_two_counter_reads() {
    struct Overflow {
        count: Cell<u32>,
        flag: Cell<bool>,
    }
    impl OverflowTimer for Overflow {
        fn counter(&self) -> u32 {
            self.count.get()
        }
        fn pending(&self) -> bool {
            self.flag.get()
        }
        fn clear(&self) {
            self.flag.set(false)
        }
    }
    let clock = OverflowCounter::new(1000);
    let timer = Overflow {
        count: Cell::new(999),
        flag: Cell::new(false),
    };
    assert_eq!((clock.wraps(), clock.now(&timer)), (0, 999));
    timer.count.set(4);
    timer.flag.set(true);
    assert_eq!(clock.now(&timer), 1004);
    let handled = clock.on_interrupt(&timer);
    assert!(handled.counted && !handled.late);
    assert_eq!(clock.on_interrupt(&timer), OverflowHandled::default());
    assert_eq!((clock.wraps(), clock.now(&timer)), (1, 1004));
    // A wrap counted 500 ticks (half the period) after it: exact, and reported late.
    timer.count.set(500);
    timer.flag.set(true);
    assert_eq!(clock.now(&timer), 2500);
    let handled = clock.on_interrupt(&timer);
    assert!(handled.counted && handled.late);
    assert_eq!((clock.wraps(), clock.now(&timer)), (2, 2500));
}

/// `OverflowCounter`'s losses as its page states them: a handler held off across `u` wraps
/// (a critical section that masks it) finds one flag and counts one, `u − 1` periods lost for
/// good, for u = 1 to 4; reads inside the section are exact until its second wrap, where they
/// step back a period; a flag latched at start is counted, a period ahead for good.
#[test]
fn overflow_counter_loses_all_but_one_of_the_wraps_a_held_off_handler_finds() {
    struct Overflow {
        t: Cell<u64>,
        flag: Cell<bool>,
    }
    impl OverflowTimer for Overflow {
        fn counter(&self) -> u32 {
            (self.t.get() % 10) as u32
        }
        fn pending(&self) -> bool {
            self.flag.get()
        }
        fn clear(&self) {
            self.flag.set(false)
        }
    }
    for u in 1..=4 {
        let clock = OverflowCounter::new(10);
        let timer = Overflow {
            t: Cell::new(5),
            flag: Cell::new(false),
        };
        let mut last = clock.now(&timer);
        // The section, from t = 5 to a wrap's fifth step past the u-th.
        for t in 6..=5 + 10 * u {
            timer.t.set(t);
            if t % 10 == 0 {
                timer.flag.set(true);
            }
            let read = clock.now(&timer);
            if t < 20 {
                assert_eq!(read, t, "u={} t={}", u, t);
            } else if t == 20 {
                assert_eq!(read, last - 9, "u={}: a period back at the second wrap", u);
            }
            last = read;
        }
        let handled = clock.on_interrupt(&timer);
        assert!(handled.counted && handled.late, "{:?}", handled);
        assert_eq!(clock.now(&timer), 5 + 10 * u - 10 * (u - 1), "u={}", u);
    }
    let clock = OverflowCounter::new(10);
    let timer = Overflow {
        t: Cell::new(3),
        flag: Cell::new(true),
    };
    assert!(clock.on_interrupt(&timer).counted);
    assert_eq!(clock.now(&timer), 13);
}

/// The panic hook is the process's: the tests that replace it take turns.
static HOOK: Mutex<()> = Mutex::new(());

/// A panic's message (its payload a `String` or a `&str`).
fn message(payload: &(dyn Any + Send)) -> String {
    payload
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_default()
}

/// Runs `f`, which must panic, and returns the panic's file and line and message.
#[cfg(debug_assertions)]
fn panic_of(f: impl FnOnce()) -> (String, u32, String) {
    static CAUGHT: Mutex<Option<(String, u32, String)>> = Mutex::new(None);
    let _turn = HOOK.lock().unwrap_or_else(|e| e.into_inner());
    let previous = panic::take_hook();
    panic::set_hook(Box::new(|info| {
        let location = info.location().unwrap();
        let message = message(info.payload());
        *CAUGHT.lock().unwrap() = Some((location.file().into(), location.line(), message));
    }));
    let result = panic::catch_unwind(AssertUnwindSafe(f));
    panic::set_hook(previous);
    assert!(result.is_err(), "no panic");
    CAUGHT.lock().unwrap().take().unwrap()
}

/// The overflow's flag lost (a read-modify-write clear) while the half period's comes
/// again (a re-entry): a flag pending, and the counter past a crossing that no flag shows.
fn lose_a_flag(clock: &Clock, timer: &Sim<0>) {
    timer.advance(HALF + 1);
    assert_eq!(clock.on_interrupt(timer).counted, 1);
    timer.advance(PERIOD + 1);
    timer.overflow.set(false);
    timer.half.set(true);
}

#[cfg(debug_assertions)]
#[test]
fn debug_builds_panic_at_the_callers_line_on_a_lost_flag() {
    let clock = Clock::new();
    let timer = Sim::<0>::new();
    lose_a_flag(&clock, &timer);
    let line = line!() + 2;
    let (file, at, message) = panic_of(|| {
        let _ = clock.on_interrupt(&timer);
    });
    assert_eq!((file.as_str(), at), (file!(), line), "{}", message);
    assert!(message.contains("missed a crossing"), "{}", message);
}

#[cfg(not(debug_assertions))]
#[test]
fn release_builds_return_missed() {
    let clock = Clock::new();
    let timer = Sim::<0>::new();
    lose_a_flag(&clock, &timer);
    let handled = clock.on_interrupt(&timer);
    assert_eq!((handled.counted, handled.missed), (0, true));
    assert_eq!(handled.stale, Events::HALF);
    assert!(timer.pending().is_empty());
}

/// A timer whose flags come a step early, behind a HAL that declares `EARLY = 0`.
struct Undeclared<'a>(&'a Sim<1>);

impl HalfPeriodTimer for Undeclared<'_> {
    fn counter(&self) -> u32 {
        self.0.counter()
    }
    fn pending(&self) -> Events {
        self.0.pending()
    }
    fn clear(&self, events: Events) {
        self.0.clear(events)
    }
}

#[test]
fn an_early_flag_without_early_declared_is_stale() {
    let clock = Clock::new();
    let timer = Sim::<1>::new();
    timer.advance(HALF - 1);
    let handled = clock.on_interrupt(&Undeclared(&timer));
    assert_eq!(summary(handled), handled_as(0, Events::HALF, false));
    // Its crossing then comes with no flag: uncounted, the clock a period behind.
    timer.advance(HALF + 1);
    assert_eq!(clock.on_interrupt(&Undeclared(&timer)), Handled::default());
    timer.advance(PERIOD + 1);
    assert_eq!(clock.now(&Undeclared(&timer)), 1);
}

/// The limit of undeclared early flags: a handler that meets every flag before its crossing
/// (a slow counter) counts none, and the clock repeats one period; the first overflow flag,
/// pending with the counter past the half period that the count lacks, is `missed`.
#[test]
fn undeclared_early_flags_each_met_before_their_crossing_are_never_counted() {
    let clock = Clock::new();
    let timer = Sim::<1>::new();
    let undeclared = Undeclared(&timer);
    for period in 0..3 {
        timer.advance(period * PERIOD + HALF - 1);
        let handled = clock.on_interrupt(&undeclared);
        assert_eq!(summary(handled), handled_as(0, Events::HALF, false));
        timer.advance(period * PERIOD + PERIOD - 1);
        #[cfg(debug_assertions)]
        {
            let (_, _, message) = panic_of(|| {
                let _ = clock.on_interrupt(&undeclared);
            });
            assert!(message.contains("missed a crossing"), "{}", message);
        }
        #[cfg(not(debug_assertions))]
        {
            let handled = clock.on_interrupt(&undeclared);
            assert_eq!((handled.counted, handled.missed), (0, true));
            assert_eq!(handled.stale, Events::OVERFLOW);
        }
        assert!(timer.pending().is_empty());
        timer.advance(period * PERIOD + PERIOD + 3);
        assert_eq!(clock.now(&undeclared), 3);
    }
    assert_eq!(clock.half_periods(), 0);
}

/// With `EARLY` declared, a crossing must be counted within a period less `EARLY` steps:
/// later, the flag still pending looks like the next crossing's early one, to the readers of
/// the flags and to the handler.
#[test]
fn with_early_declared_a_crossing_is_counted_within_a_period_less_early() {
    let clock = Clock::new();
    let timer = Sim::<1>::new();
    timer.advance(HALF + PERIOD - 2); // the half period's crossing, uncounted for M - 2 steps
    assert_eq!(clock.now_with_pending(&timer), HALF + PERIOD - 2);
    timer.advance(HALF + PERIOD - 1); // M - 1 = a period less EARLY
    assert_eq!(timer.pending(), Events::BOTH);
    assert_eq!(clock.now_with_pending(&timer), HALF - 1);
    // The handler there takes the half period's flag for the next crossing's, waits for it,
    // and clears the overflow's as stale: a period behind for good.
    timer.step.set(1);
    let handled = clock.on_interrupt(&timer);
    assert_eq!(summary(handled), handled_as(1, Events::OVERFLOW, false));
    timer.step.set(0);
    assert_eq!(clock.now(&timer), timer.t.get() - PERIOD);
    // One step sooner, it counts both, late, and the clock is exact.
    let clock = Clock::new();
    let timer = Sim::<1>::new();
    timer.advance(HALF + PERIOD - 2);
    assert_eq!(
        summary(clock.on_interrupt(&timer)),
        handled_as(2, Events::NONE, true)
    );
    assert_eq!(clock.now(&timer), HALF + PERIOD - 2);
}

/// A handler preempted while it waits for an early flag's crossing (a reader above it, for up
/// to the time its conditions allow), in its second counter read: the first in the wait.
struct PreemptedInWait<'a> {
    sim: &'a Sim<1>,
    for_steps: u64,
    reads: Cell<u32>,
}

impl HalfPeriodTimer for PreemptedInWait<'_> {
    const EARLY: u32 = 1;
    fn counter(&self) -> u32 {
        self.reads.set(self.reads.get() + 1);
        if self.reads.get() == 2 {
            self.sim.advance(self.sim.t.get() + self.for_steps);
        }
        self.sim.counter()
    }
    fn pending(&self) -> Events {
        self.sim.pending()
    }
    fn clear(&self, events: Events) {
        self.sim.clear(events)
    }
}

#[test]
fn an_early_wait_preempted_past_the_next_crossing_counts_its_crossing() {
    let clock = Clock::new();
    let sim = Sim::<1>::new();
    sim.advance(HALF);
    assert_eq!(clock.on_interrupt(&sim).counted, 1);
    // The overflow's flag a step early; preempted in the wait until past the next half
    // period's crossing, the counter back in the count's half.
    sim.advance(PERIOD - 1);
    let timer = PreemptedInWait {
        sim: &sim,
        for_steps: HALF + 2,
        reads: Cell::new(0),
    };
    let handled = clock.on_interrupt(&timer);
    assert_eq!(summary(handled), handled_as(1, Events::NONE, false));
    assert_eq!(handled.early_reads, 1);
    assert_eq!(sim.pending(), Events::HALF);
    assert_eq!(clock.now_with_pending(&sim), PERIOD + HALF + 1);
    assert_eq!(clock.on_interrupt(&sim).counted, 1);
    assert_eq!(clock.now(&sim), PERIOD + HALF + 1);
}

/// The limit of a stale re-entry with a late handler: both flags of a period, counted late,
/// pending again (their clears not landed) look like a handler a period late.
#[test]
fn a_stale_reentry_of_both_flags_is_a_period_ahead_for_good() {
    let clock = Clock::new();
    let timer = Sim::<0>::new();
    timer.advance(PERIOD + 5);
    assert_eq!(clock.on_interrupt(&timer).counted, 2);
    timer.half.set(true);
    timer.overflow.set(true);
    assert_eq!(
        summary(clock.on_interrupt(&timer)),
        handled_as(2, Events::NONE, true)
    );
    assert_eq!(clock.now(&timer), 2 * PERIOD + 5);
    // Every crossing after it is counted on time, a period ahead.
    for t in [PERIOD + HALF + 1, 2 * PERIOD + 1, 2 * PERIOD + HALF + 1] {
        timer.advance(t);
        assert_eq!(clock.on_interrupt(&timer).counted, 1);
        assert_eq!(clock.now(&timer), t + PERIOD);
    }
}

/// A stale flag after an entry that counted both crossings: the count, now even, expects the
/// half period, and the half period's flag is back (its clear not landed when the interrupt
/// returned), alone in the lower half. Not a crossing: `now_with_pending` reads the flags
/// again and counts it only beside the overflow's, which a crossing a period late would have.
/// Exact from the return to the re-entry, whenever it comes within the conditions, and the
/// re-entry clears it stale; `EARLY = 2` with flags 2 steps early, and `EARLY = 0`.
#[test]
fn a_stale_flag_after_a_two_count_entry_is_not_a_crossing() {
    fn run<const EARLY: u32>(entry: u64, reentry: u64) {
        let clock = Clock::new();
        let timer = Sim::<EARLY>::new();
        timer.advance(entry);
        timer.step.set(1); // the counter runs while the handler waits for the overflow
        assert_eq!(clock.on_interrupt(&timer).counted, 2, "EARLY={}", EARLY);
        timer.step.set(0);
        assert!(timer.t.get() >= PERIOD && timer.pending().is_empty());
        timer.half.set(true);
        for t in timer.t.get()..=reentry {
            timer.advance(t);
            assert_eq!(clock.now(&timer), t, "EARLY={} t={}", EARLY, t);
            assert_eq!(clock.now_with_pending(&timer), t, "EARLY={} t={}", EARLY, t);
        }
        timer.step.set(1);
        let handled = clock.on_interrupt(&timer);
        assert_eq!((handled.counted, handled.stale), (0, Events::HALF));
        timer.step.set(0);
        assert_eq!(clock.now(&timer), timer.t.get());
    }
    run::<2>(PERIOD - 2, PERIOD + HALF - 8);
    run::<0>(PERIOD, PERIOD + 44);
    // On the very step the count's half begins (the counter at 0, the count 2), where a flag
    // of the next crossing may still lag: the handler waits for one step, then clears it.
    let clock = Clock::with_half_periods(2);
    let timer = Sim::<0>::new();
    timer.advance(PERIOD);
    timer.clear(Events::BOTH);
    timer.half.set(true);
    assert_eq!(clock.now_with_pending(&timer), PERIOD);
    timer.step.set(1);
    let handled = clock.on_interrupt(&timer);
    assert_eq!(summary(handled), handled_as(0, Events::HALF, false));
    assert!(!handled.stopped);
    timer.step.set(0);
    assert_eq!(clock.now_with_pending(&timer), timer.t.get());
}

/// The limit of a flag that lags its counter step (QEMU's CMSDK timer sets it a fraction of a
/// step after the counter), beside a crossing uncounted for more than half a period: on that
/// very step the flags and the counter are those of the stale flag above, at `t = PERIOD`
/// (the half period's flag alone, the counter at 0). A reader that never writes cannot tell
/// them apart: `now_with_pending` is a period behind for that fraction of a step. The handler
/// waits for the counter's next step and reads the flags again, so the clock is exact after it.
#[test]
fn a_lagging_flag_beside_a_late_crossing_is_waited_for_by_the_handler() {
    /// The overflow's flag raised only once the counter has left the step of its crossing.
    struct Lagging<'a>(&'a Sim<0>);
    impl HalfPeriodTimer for Lagging<'_> {
        fn counter(&self) -> u32 {
            let c = self.0.counter();
            if self.0.t.get() > 2 * PERIOD {
                self.0.overflow.set(true);
            }
            c
        }
        fn pending(&self) -> Events {
            self.0.pending()
        }
        fn clear(&self, events: Events) {
            self.0.clear(events)
        }
    }
    let clock = Clock::with_half_periods(2);
    let timer = Sim::<0>::new();
    timer.advance(2 * PERIOD);
    timer.clear(Events::BOTH);
    timer.half.set(true); // the crossing at PERIOD + HALF, uncounted
    let lagging = Lagging(&timer);
    assert_eq!(clock.now(&lagging), PERIOD);
    assert_eq!(clock.now_with_pending(&lagging), PERIOD); // the limit: a period behind
    timer.step.set(1);
    let handled = clock.on_interrupt(&lagging);
    assert!(
        (handled.counted, handled.late) == (2, true),
        "{:?}",
        handled
    );
    timer.step.set(0);
    assert_eq!(clock.now(&lagging), timer.t.get());
    assert_eq!(clock.now_with_pending(&lagging), timer.t.get());
}

/// Both flags latched as the timer starts (a timer left running by a bootloader, a soft reset
/// without a peripheral reset): in the lower half with count 0 they are the flags of a handler
/// a whole period late, which no handler can tell apart, so it counts both and the clock is a
/// period ahead for good. The start sequence the pages give (start the counter, clear both
/// flags, then check that none is pending before enabling the interrupt) leaves nothing to
/// mistake.
#[test]
fn both_flags_latched_at_start_are_a_period_ahead_unless_the_start_sequence_clears_them() {
    let clock = Clock::new();
    let timer = Sim::<0>::new();
    timer.half.set(true);
    timer.overflow.set(true);
    timer.advance(3);
    assert_eq!(
        summary(clock.on_interrupt(&timer)),
        handled_as(2, Events::NONE, true)
    );
    assert_eq!(clock.now(&timer), PERIOD + 3);
    // The start sequence.
    let clock = Clock::new();
    let timer = Sim::<0>::new();
    timer.half.set(true);
    timer.overflow.set(true);
    timer.clear(Events::BOTH);
    assert!(timer.pending().is_empty());
    for t in [3, HALF + 1, PERIOD + 1] {
        timer.advance(t);
        clock.on_interrupt(&timer);
        assert_eq!(clock.now(&timer), t);
    }
}

/// A counter that does not run while the interrupt is enabled: the waits end after
/// `STALL_READS` reads that saw it unchanged, the flag left pending and nothing counted, so the
/// clock is exact once the counter runs; debug builds panic at the caller's line, release
/// builds return `stopped`. Both waits: an early flag's (`EARLY = 2`, the overflow's flag 2
/// steps before its crossing) and the step after a crossing where a flag may lag.
// Miri runs the rest of this file (`bash .ci/run`'s miri step); this test is the safe,
// single-threaded code's logic over many register reads and handler runs, which Miri would take
// minutes over and could add nothing to (as tests/timer_model.rs, left out there too).
#[cfg_attr(miri, ignore)]
#[test]
fn a_stopped_counter_ends_the_waits() {
    fn early(clock: &Clock, timer: &Sim<2>) -> Handled {
        timer.advance(HALF + 1);
        clock.on_interrupt(timer);
        timer.advance(PERIOD - 2);
        clock.on_interrupt(timer)
    }
    fn boundary(clock: &Clock, timer: &Sim<0>) -> Handled {
        timer.advance(PERIOD);
        timer.clear(Events::BOTH);
        timer.half.set(true);
        clock.on_interrupt(timer)
    }
    #[cfg(debug_assertions)]
    {
        let (clock, timer) = (Clock::new(), Sim::<2>::new());
        timer.budget.set(3 * STALL_READS);
        let (file, at, message) = panic_of(|| {
            let _ = early(&clock, &timer);
        });
        let caller = include_str!("timer.rs").lines().nth(at as usize - 1);
        assert_eq!(file, file!(), "{}", message);
        assert_eq!(caller.map(str::trim), Some("clock.on_interrupt(timer)"));
        assert!(
            message.contains("did not move in STALL_READS reads"),
            "{}",
            message
        );
        let (clock, timer) = (Clock::with_half_periods(2), Sim::<0>::new());
        timer.budget.set(3 * STALL_READS);
        let (_, _, message) = panic_of(|| {
            let _ = boundary(&clock, &timer);
        });
        assert!(
            message.contains("did not move in STALL_READS reads"),
            "{}",
            message
        );
    }
    #[cfg(not(debug_assertions))]
    {
        let (clock, timer) = (Clock::new(), Sim::<2>::new());
        timer.budget.set(3 * STALL_READS);
        let handled = early(&clock, &timer);
        assert!(handled.stopped && handled.counted == 0, "{:?}", handled);
        assert_eq!(timer.pending(), Events::OVERFLOW);
        assert_eq!(clock.now_with_pending(&timer), PERIOD - 2);
        timer.advance(PERIOD + 1);
        assert_eq!(clock.on_interrupt(&timer).counted, 1);
        assert_eq!(clock.now(&timer), PERIOD + 1);
        let (clock, timer) = (Clock::with_half_periods(2), Sim::<0>::new());
        timer.budget.set(3 * STALL_READS);
        let handled = boundary(&clock, &timer);
        assert!(handled.stopped && handled.counted == 0, "{:?}", handled);
        assert_eq!(timer.pending(), Events::HALF);
        timer.advance(PERIOD + 1);
        assert_eq!(
            summary(clock.on_interrupt(&timer)),
            handled_as(0, Events::HALF, false)
        );
        assert_eq!(clock.now(&timer), PERIOD + 1);
    }
}

/// The limit of a starved handler: held off past a period, the flag of the crossing it missed
/// is set again by the next crossing of its kind, and two crossings show as one. Counted as
/// one, the other's flag stale, nothing reported: a period behind for good.
#[test]
fn a_handler_held_off_past_a_period_is_a_period_behind_unreported() {
    let clock = Clock::new();
    let timer = Sim::<0>::new();
    timer.advance(PERIOD + HALF + 1);
    assert_eq!(clock.now_with_pending(&timer), HALF + 1);
    assert_eq!(
        summary(clock.on_interrupt(&timer)),
        handled_as(1, Events::OVERFLOW, false)
    );
    for t in [PERIOD + HALF + 1, 2 * PERIOD + 1, 2 * PERIOD + HALF + 1] {
        timer.advance(t);
        if !timer.pending().is_empty() {
            assert_eq!(clock.on_interrupt(&timer).counted, 1);
        }
        assert_eq!(clock.now(&timer), t - PERIOD);
    }
}

/// A counter register wider than `BITS`: the bits above are ignored, by the readers and by
/// the handler.
#[test]
fn counter_bits_above_bits_are_ignored() {
    struct Wide<'a>(&'a Sim<0>);
    impl HalfPeriodTimer for Wide<'_> {
        fn counter(&self) -> u32 {
            self.0.counter() | 0xa5a5_0000 | 3 << BITS
        }
        fn pending(&self) -> Events {
            self.0.pending()
        }
        fn clear(&self, events: Events) {
            self.0.clear(events)
        }
    }
    let clock = Clock::new();
    let timer = Sim::<0>::new();
    for t in [HALF + 1, PERIOD + 2, PERIOD + HALF + 7, 2 * PERIOD + 1] {
        timer.advance(t);
        assert_eq!(clock.now_with_pending(&Wide(&timer)), t);
        assert_eq!(clock.on_interrupt(&Wide(&timer)).counted, 1);
        assert_eq!(clock.now(&Wide(&timer)), t);
    }
}

#[test]
#[should_panic(expected = "OverflowCounter::new: a period below 2")]
fn overflow_counter_refuses_a_period_below_2() {
    let _ = OverflowCounter::new(1);
}

#[test]
#[should_panic(expected = "OverflowCounter::new: a period above 2^32")]
fn overflow_counter_refuses_a_period_above_2_to_the_32() {
    let _ = OverflowCounter::new((1 << 32) + 1);
}

/// A timer whose second flag read is interrupted by the handler itself (a nested handler, a
/// second writer), after the outer one has read the flags it will act on.
#[cfg(debug_assertions)]
struct Nesting<'a> {
    sim: Sim<0>,
    clock: &'a Clock,
    reads: Cell<u32>,
}

#[cfg(debug_assertions)]
impl HalfPeriodTimer for Nesting<'_> {
    fn counter(&self) -> u32 {
        self.sim.counter()
    }
    fn pending(&self) -> Events {
        let pending = self.sim.pending();
        self.reads.set(self.reads.get() + 1);
        if self.reads.get() == 2 {
            let _ = self.clock.on_interrupt(self);
        }
        pending
    }
    fn clear(&self, events: Events) {
        self.sim.clear(events)
    }
}

#[cfg(debug_assertions)]
#[test]
fn debug_builds_panic_at_the_callers_line_on_a_nested_handler() {
    let clock = Clock::new();
    let timer = Nesting {
        sim: Sim::new(),
        clock: &clock,
        reads: Cell::new(0),
    };
    timer.sim.advance(HALF + 1);
    let line = line!() + 2;
    let (file, at, message) = panic_of(|| {
        let _ = clock.on_interrupt(&timer);
    });
    assert_eq!((file.as_str(), at), (file!(), line), "{}", message);
    assert!(message.contains("nested or second handler"), "{}", message);
}

#[test]
fn overflow_counter_panics_on_a_nested_handler_in_debug_builds() {
    struct NestingOverflow<'a> {
        clock: &'a OverflowCounter,
        flag: Cell<bool>,
        nested: Cell<bool>,
    }
    impl OverflowTimer for NestingOverflow<'_> {
        fn counter(&self) -> u32 {
            0
        }
        fn pending(&self) -> bool {
            self.flag.get()
        }
        fn clear(&self) {
            if !self.nested.replace(true) {
                let _ = self.clock.on_interrupt(self);
            }
            self.flag.set(false)
        }
    }
    let clock = OverflowCounter::new(256);
    let timer = NestingOverflow {
        clock: &clock,
        flag: Cell::new(true),
        nested: Cell::new(false),
    };
    #[cfg(debug_assertions)]
    {
        let line = line!() + 2;
        let (file, at, message) = panic_of(|| {
            let _ = clock.on_interrupt(&timer);
        });
        assert_eq!((file.as_str(), at), (file!(), line), "{}", message);
        assert!(message.contains("nested or second handler"), "{}", message);
    }
    #[cfg(not(debug_assertions))]
    assert!(clock.on_interrupt(&timer).counted);
}

/// A timer of `B` bits at time `t`: the counter is `t mod 2^B`, and time passing a crossing
/// raises its flag (`EARLY` = 0), however far it jumps. While `step` is 1 each counter read
/// moves time a tick on (a counter that runs while a handler reads and waits). Through
/// `OverflowTimer` it is a timer of period `2^B` with its overflow flag (`B` = 1 there too).
struct Timer<const B: u32> {
    t: Cell<u64>,
    half: Cell<bool>,
    overflow: Cell<bool>,
    step: Cell<u64>,
    reads: Cell<u32>,
}

impl<const B: u32> Timer<B> {
    const PERIOD: u64 = 1 << B;
    const HALF: u64 = Self::PERIOD / 2;

    fn at(t: u64, flags: Events) -> Self {
        Timer {
            t: Cell::new(t),
            half: Cell::new(flags.contains(Events::HALF)),
            overflow: Cell::new(flags.contains(Events::OVERFLOW)),
            step: Cell::new(0),
            reads: Cell::new(0),
        }
    }

    /// Moves time on to `to`, raising the flag of each crossing in `(t, to]`.
    fn advance(&self, to: u64) {
        let from = self.t.replace(to);
        let passed = |at: u64| {
            (to + Self::PERIOD - at) / Self::PERIOD > (from + Self::PERIOD - at) / Self::PERIOD
        };
        self.half.set(self.half.get() || passed(Self::HALF));
        self.overflow.set(self.overflow.get() || passed(0));
    }

    fn flags(&self) -> Events {
        let half = if self.half.get() {
            Events::HALF
        } else {
            Events::NONE
        };
        let overflow = if self.overflow.get() {
            Events::OVERFLOW
        } else {
            Events::NONE
        };
        half.union(overflow)
    }

    /// The counter, then time `step` on. A loop of reads that never ends (a broken handler's)
    /// fails here rather than hanging the test, as `Sim`'s.
    fn read(&self) -> u32 {
        self.reads.set(self.reads.get() + 1);
        assert!(
            self.reads.get() < 100_000,
            "100000 register reads: a loop that never ends"
        );
        let t = self.t.get();
        self.advance(t + self.step.get());
        (t % Self::PERIOD) as u32
    }
}

impl<const B: u32> HalfPeriodTimer for Timer<B> {
    fn counter(&self) -> u32 {
        self.read()
    }
    fn pending(&self) -> Events {
        self.flags()
    }
    fn clear(&self, events: Events) {
        self.half
            .set(self.half.get() && !events.contains(Events::HALF));
        self.overflow
            .set(self.overflow.get() && !events.contains(Events::OVERFLOW));
    }
}

impl<const B: u32> OverflowTimer for Timer<B> {
    fn counter(&self) -> u32 {
        self.read()
    }
    fn pending(&self) -> bool {
        self.overflow.get()
    }
    fn clear(&self) {
        self.overflow.set(false)
    }
}

/// The outer handler's timer in the nesting enumerations: its register accesses numbered from
/// 1 (the first comes after its read of the count), and before the `at`-th proceeds, `d1`
/// ticks pass, `nested` runs (the same clock's handler on the same timer; it returns whether
/// it changed the count), and `d2` ticks pass. `changed` is `None` until `nested` returned.
struct NestedAt<'a> {
    timer: &'a Timer<4>,
    at: u32,
    d1: u64,
    d2: u64,
    nested: &'a dyn Fn() -> bool,
    accesses: Cell<u32>,
    changed: Cell<Option<bool>>,
}

impl NestedAt<'_> {
    fn access(&self) {
        self.accesses.set(self.accesses.get() + 1);
        if self.accesses.get() == self.at {
            self.timer.advance(self.timer.t.get() + self.d1);
            self.changed.set(Some((self.nested)()));
            self.timer.advance(self.timer.t.get() + self.d2);
        }
    }
}

impl HalfPeriodTimer for NestedAt<'_> {
    fn counter(&self) -> u32 {
        self.access();
        self.timer.read()
    }
    fn pending(&self) -> Events {
        self.access();
        self.timer.flags()
    }
    fn clear(&self, events: Events) {
        self.access();
        HalfPeriodTimer::clear(self.timer, events)
    }
}

impl OverflowTimer for NestedAt<'_> {
    fn counter(&self) -> u32 {
        self.access();
        self.timer.read()
    }
    fn pending(&self) -> bool {
        self.access();
        self.timer.overflow.get()
    }
    fn clear(&self) {
        self.access();
        OverflowTimer::clear(self.timer)
    }
}

/// A clock as the nesting enumerations drive it: its handler, its count, its readers.
trait Driven {
    fn handle<T: HalfPeriodTimer + OverflowTimer>(&self, timer: &T);
    fn count(&self) -> u64;
    fn reads(&self, timer: &Timer<4>) -> Vec<u64>;
}

impl Driven for HalfPeriodCounter<4> {
    fn handle<T: HalfPeriodTimer + OverflowTimer>(&self, timer: &T) {
        let _ = self.on_interrupt(timer);
    }
    fn count(&self) -> u64 {
        self.half_periods()
    }
    fn reads(&self, timer: &Timer<4>) -> Vec<u64> {
        let attempt = self.try_now(timer).expect("no store during it");
        vec![self.now(timer), self.now_with_pending(timer), attempt]
    }
}

impl Driven for OverflowCounter {
    fn handle<T: HalfPeriodTimer + OverflowTimer>(&self, timer: &T) {
        let _ = self.on_interrupt(timer);
    }
    fn count(&self) -> u64 {
        self.wraps()
    }
    fn reads(&self, timer: &Timer<4>) -> Vec<u64> {
        vec![self.now(timer)]
    }
}

/// An entry state of the outer handler: its name, and a clock and timer in it.
type Entry<C> = (&'static str, fn() -> (C, Timer<4>));

/// How a run ended.
#[derive(Debug, PartialEq)]
enum End {
    Exact,
    /// Who panicked ("nested", "outer" or "next handler"), and the message.
    Panicked(&'static str, String),
    /// The first reading that was not the time, and the time.
    Wrong(u64, u64),
}

/// One run of the enumerations: the entry state, where the nested handler ran, how the run
/// ended, and whether the nested handler changed the count (`None`: it panicked).
struct Interleaving {
    entry: &'static str,
    at: u32,
    d1: u64,
    d2: u64,
    end: End,
    changed: Option<bool>,
}

impl fmt::Display for Interleaving {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}, nested at access {} after {} ticks, {} ticks after it: {:?}, changed {:?}",
            self.entry, self.at, self.d1, self.d2, self.end, self.changed
        )
    }
}

/// The outer handler from `entry`, the nested one in it before its `at`-th register access
/// (`at` 0: none; `nest` false: only its delays), time a tick per counter read; then, where
/// nothing panicked, [`settled`]. Returns how it ended, the outer's accesses, and whether the
/// nested handler changed the count.
fn interleaving<C: Driven>(
    entry: fn() -> (C, Timer<4>),
    nest: bool,
    (at, d1, d2): (u32, u64, u64),
) -> (End, u32, Option<bool>) {
    let (clock, timer) = entry();
    let nested = || {
        let before = clock.count();
        if nest {
            clock.handle(&timer);
        }
        clock.count() != before
    };
    let outer = NestedAt {
        timer: &timer,
        at,
        d1,
        d2,
        nested: &nested,
        accesses: Cell::new(0),
        changed: Cell::new(None),
    };
    timer.step.set(1);
    let result = panic::catch_unwind(AssertUnwindSafe(|| clock.handle(&outer)));
    timer.step.set(0);
    let end = match result {
        Err(payload) if at > 0 && outer.accesses.get() >= at && outer.changed.get().is_none() => {
            End::Panicked("nested", message(&*payload))
        }
        Err(payload) => End::Panicked("outer", message(&*payload)),
        Ok(()) => settled(&clock, &timer),
    };
    (end, outer.accesses.get(), outer.changed.get())
}

/// The end of a run where nothing panicked: a tick on, one more handler for the flags left,
/// then the next four crossings, each a tick behind, with handlers on time. Every reader reads
/// the time after each handler, and before it at the crossings (a flag of the last tick
/// pending).
fn settled<C: Driven>(clock: &C, timer: &Timer<4>) -> End {
    let wrong = || {
        let t = timer.t.get();
        let read = clock.reads(timer).into_iter().find(|&read| read != t);
        read.map(|read| End::Wrong(read, t))
    };
    let half = Timer::<4>::HALF;
    let first = timer.t.get() + 1;
    let next = (first / half + 1) * half + 1;
    for to in [first, next, next + half, next + 2 * half, next + 3 * half] {
        timer.advance(to);
        if to != first {
            if let Some(end) = wrong() {
                return end;
            }
        }
        if !timer.flags().is_empty() {
            timer.step.set(1);
            let result = panic::catch_unwind(AssertUnwindSafe(|| clock.handle(timer)));
            timer.step.set(0);
            if let Err(payload) = result {
                return End::Panicked("next handler", message(&*payload));
            }
        }
        if let Some(end) = wrong() {
            return end;
        }
    }
    End::Exact
}

/// Runs `f` with the crate's timer panics unprinted (the enumerations catch thousands); other
/// panics print as before.
fn quietly<R>(f: impl FnOnce() -> R) -> R {
    let _turn = HOOK.lock().unwrap_or_else(|e| e.into_inner());
    let previous = Arc::new(panic::take_hook());
    let others = Arc::clone(&previous);
    panic::set_hook(Box::new(move |info| {
        if !message(info.payload()).starts_with("u64copy::timer:") {
            others(info)
        }
    }));
    let result = f();
    panic::set_hook(Box::new(move |info| previous(info)));
    result
}

/// Every interleaving of a nested handler in the outer one from each entry state: before each
/// register access that the outer makes from it with none (1: its first, after its read of the
/// count), `d1` ticks, the nested handler (with `nest`; else none), `d2` ticks, each in 0..8.
/// Returns those accesses per entry state (each entry state checked exact with no nested
/// handler) and the runs.
fn enumerate<C: Driven>(entries: &[Entry<C>], nest: bool) -> (Vec<u32>, Vec<Interleaving>) {
    quietly(|| {
        let mut accesses = Vec::new();
        let mut runs = Vec::new();
        for &(name, entry) in entries {
            let (end, made, _) = interleaving(entry, false, (0, 0, 0));
            assert_eq!(end, End::Exact, "{} with no nested handler", name);
            accesses.push(made);
            for at in 1..=made {
                for d1 in 0..8 {
                    for d2 in 0..8 {
                        let (end, _, changed) = interleaving(entry, nest, (at, d1, d2));
                        runs.push(Interleaving {
                            entry: name,
                            at,
                            d1,
                            d2,
                            end,
                            changed,
                        });
                    }
                }
            }
        }
        (accesses, runs)
    })
}

/// A crate panic's message up to its first clause ("missed a crossing").
fn clause(message: &str) -> &str {
    let rest = message.strip_prefix("u64copy::timer: ").unwrap_or(message);
    rest.split([':', '(']).next().unwrap_or(rest).trim_end()
}

/// The runs by how they ended: the exact ones, the panics by who and clause, the silent
/// wrong ones; and the line the enumerations print.
fn outcomes<'a>(
    name: &str,
    runs: &'a [Interleaving],
) -> (
    usize,
    BTreeMap<String, usize>,
    Vec<&'a Interleaving>,
    String,
) {
    let mut exact = 0;
    let mut panics = BTreeMap::new();
    let mut wrong = Vec::new();
    for run in runs {
        match &run.end {
            End::Exact => exact += 1,
            End::Panicked(who, message) => {
                *panics
                    .entry(format!("{}: {}", who, clause(message)))
                    .or_insert(0) += 1
            }
            End::Wrong(..) => wrong.push(run),
        }
    }
    let panicked: usize = panics.values().sum();
    let line = format!(
        "{}: {} interleavings: {} exact, {} panicked {:?}, {} silent wrong",
        name,
        runs.len(),
        exact,
        panicked,
        panics,
        wrong.len()
    );
    (exact, panics, wrong, line)
}

/// `HalfPeriodCounter<4>`'s outer handler: on time at the half period, on time at the
/// overflow, late with both flags, a stale flag (its clear not landed), no flag.
fn half_period_entries() -> [Entry<HalfPeriodCounter<4>>; 5] {
    [
        ("on time at the half period", || {
            (
                HalfPeriodCounter::with_half_periods(2),
                Timer::at(24, Events::HALF),
            )
        }),
        ("on time at the overflow", || {
            (
                HalfPeriodCounter::with_half_periods(3),
                Timer::at(32, Events::OVERFLOW),
            )
        }),
        ("late, both flags", || {
            (
                HalfPeriodCounter::with_half_periods(2),
                Timer::at(33, Events::BOTH),
            )
        }),
        ("a stale flag", || {
            (
                HalfPeriodCounter::with_half_periods(3),
                Timer::at(25, Events::HALF),
            )
        }),
        ("no flag", || {
            (
                HalfPeriodCounter::with_half_periods(2),
                Timer::at(21, Events::NONE),
            )
        }),
    ]
}

/// `OverflowCounter`'s (period 16) outer handler: the flag on time, half a period late, none.
fn overflow_entries() -> [Entry<OverflowCounter>; 3] {
    [
        ("on time", || {
            (OverflowCounter::new(16), Timer::at(16, Events::OVERFLOW))
        }),
        ("late", || {
            (OverflowCounter::new(16), Timer::at(24, Events::OVERFLOW))
        }),
        ("no flag", || {
            (OverflowCounter::new(16), Timer::at(5, Events::NONE))
        }),
    ]
}

/// Debug builds: every run of the enumeration ends exact, or panics: the outer handler with
/// "another writer stored during this handler" wherever the nested one changed the count, or
/// the nested handler itself with a debug panic of the crate. None ends silently wrong; both
/// ends occur.
#[cfg(debug_assertions)]
fn assert_no_silent_wrong(name: &str, runs: &[Interleaving]) {
    let (exact, panics, wrong, line) = outcomes(name, runs);
    println!("{}", line);
    assert!(wrong.is_empty(), "{}; first: {}", line, wrong[0]);
    for run in runs {
        match (&run.end, run.changed) {
            (End::Exact, Some(false)) => {}
            (End::Panicked("outer", message), Some(true)) => assert!(
                message.contains("another writer stored during this handler"),
                "{}",
                run
            ),
            (End::Panicked("nested", message), None) => {
                assert!(message.starts_with("u64copy::timer:"), "{}", run)
            }
            _ => panic!("{}", run),
        }
    }
    assert!(exact > 0 && !panics.is_empty(), "{}", line);
}

/// Every nested `HalfPeriodCounter` handler that changes the count, at 4 bits, panics in debug
/// builds, at every register access of the outer one from five entry states, with 0 to 7
/// ticks before and after it: 21 nesting points × 64 delays, none silently wrong; where the
/// nested handler changes nothing the clock stays exact.
// Miri runs the rest of this file (`bash .ci/run`'s miri step); this test is the safe,
// single-threaded code's logic over many register reads and handler runs, which Miri would take
// minutes over and could add nothing to (as tests/timer_model.rs, left out there too).
#[cfg_attr(miri, ignore)]
#[cfg(debug_assertions)]
#[test]
fn every_nested_half_period_handler_that_counts_panics_in_debug_builds() {
    let (accesses, runs) = enumerate(&half_period_entries(), true);
    // A reading (flags, counter, flags), then a clear per flag counted or stale (a stale one
    // followed by a counter read: did its kind's crossing come meanwhile?): none for no flag,
    // two for both.
    assert_eq!(accesses, [4, 4, 5, 5, 3]);
    assert_eq!(runs.len(), 21 * 64);
    assert_no_silent_wrong("HalfPeriodCounter<4>", &runs);
    assert!(matches!(review_case(&runs).end, End::Panicked("outer", _)));
}

/// Every nested `OverflowCounter` handler that changes the count, period 16, panics in debug
/// builds, at every register access of the outer one from three entry states, with 0 to 7
/// ticks before and after it: 7 nesting points × 64 delays, none silently wrong.
// Miri runs the rest of this file (`bash .ci/run`'s miri step); this test is the safe,
// single-threaded code's logic over many register reads and handler runs, which Miri would take
// minutes over and could add nothing to (as tests/timer_model.rs, left out there too).
#[cfg_attr(miri, ignore)]
#[cfg(debug_assertions)]
#[test]
fn every_nested_overflow_handler_that_counts_panics_in_debug_builds() {
    let (accesses, runs) = enumerate(&overflow_entries(), true);
    // The flag, then where it is set: the clear, and the counter for `late`.
    assert_eq!(accesses, [3, 3, 1]);
    assert_eq!(runs.len(), 7 * 64);
    assert_no_silent_wrong("OverflowCounter(16)", &runs);
}

/// The review's silent one (issue 46): the nested handler counts the half period right after
/// the outer's read of the count; the outer, held until the overflow, finds its flag alone,
/// clears it as stale and stores nothing; the clock a period behind from the next crossing.
fn review_case(runs: &[Interleaving]) -> &Interleaving {
    let place = ("on time at the half period", 1, 0, 7);
    let found = runs.iter().find(|r| (r.entry, r.at, r.d1, r.d2) == place);
    found.expect("in the enumeration")
}

/// The control of the two enumerations: release builds, which have no check, end silently
/// wrong in them, each time where the nested handler changed the count (which debug builds'
/// check panics on), and panic nowhere. Where the same delays with no nested handler end
/// exact (the others hold the outer past its conditions: a crossing counted a period late),
/// the nested handler alone made them wrong; there are such ends, the review's among them.
// Miri runs the rest of this file (`bash .ci/run`'s miri step); this test is the safe,
// single-threaded code's logic over many register reads and handler runs, which Miri would take
// minutes over and could add nothing to (as tests/timer_model.rs, left out there too).
#[cfg_attr(miri, ignore)]
#[cfg(not(debug_assertions))]
#[test]
fn without_the_debug_check_the_enumerations_find_silent_wrong_ends() {
    for (name, nested, delays) in [
        (
            "HalfPeriodCounter<4>",
            enumerate(&half_period_entries(), true).1,
            enumerate(&half_period_entries(), false).1,
        ),
        (
            "OverflowCounter(16)",
            enumerate(&overflow_entries(), true).1,
            enumerate(&overflow_entries(), false).1,
        ),
    ] {
        let (_, panics, wrong, line) = outcomes(name, &nested);
        assert!(panics.is_empty() && !wrong.is_empty(), "{}", line);
        let mut alone = 0;
        for (run, twin) in nested.iter().zip(&delays) {
            if let End::Wrong(..) = run.end {
                assert_eq!(run.changed, Some(true), "{}", run);
                alone += usize::from(twin.end == End::Exact);
            }
        }
        println!(
            "{} ({} of them exact with the delays alone, no nested handler)",
            line, alone
        );
        assert!(alone > 0, "{}", line);
        if name.starts_with("HalfPeriodCounter") {
            let review = review_case(&nested);
            assert!(matches!(review.end, End::Wrong(..)), "{}", review);
            assert_eq!(review_case(&delays).end, End::Exact);
        }
    }
}

/// Every reader of `clock` reads `t`.
fn reads<const B: u32>(clock: &HalfPeriodCounter<B>, timer: &Timer<B>, t: u64) {
    assert_eq!(clock.now(timer), t, "now, BITS {}", B);
    assert_eq!(
        clock.now_with_pending(timer),
        t,
        "now_with_pending, BITS {}",
        B
    );
    assert_eq!(clock.try_now(timer), Some(t), "try_now, BITS {}", B);
}

/// Counts up to u64::MAX wrap as `combine` does, in every build (no overflow panic in debug
/// builds): the count of half periods wraps from u64::MAX to 0 at an overflow, and the time,
/// `count · H` plus the counter's part modulo 2^64, from 2^64 − 1 to 0 at the same crossing
/// (2^64 half periods are a multiple of 2^64 ticks). Every reader, with a flag pending and
/// after the handler counted one crossing or two (late), reads the true time modulo 2^64,
/// which is `combine`'s value for the count and the counter.
#[test]
fn counts_up_to_u64_max_wrap_as_combine_does() {
    type Wide = HalfPeriodCounter<16>;
    const H: u64 = 1 << 15;
    for start in [u64::MAX - 1, u64::MAX] {
        // The timer's time runs from the start of the count's period, at (start & !1) · H.
        let t0 = (start & 1) * H + 5;
        let truth = |t: u64| (u128::from(start & !1) * u128::from(H) + u128::from(t)) as u64;
        let clock = Wide::with_half_periods(start);
        let timer = Timer::<16>::at(t0, Events::NONE);
        reads(&clock, &timer, truth(t0));
        assert_eq!(Wide::combine(start, t0 as u32), truth(t0));
        // One crossing per handler: the count through u64::MAX to 0 and on.
        for n in 1..=4 {
            let t = ((start & 1) + n) * H + 1;
            timer.advance(t);
            assert!(!timer.flags().is_empty());
            reads(&clock, &timer, truth(t));
            assert_eq!(clock.on_interrupt(&timer).counted, 1);
            assert_eq!(clock.half_periods(), start.wrapping_add(n));
            reads(&clock, &timer, truth(t));
            let counter = (t % (2 * H)) as u32;
            assert_eq!(Wide::combine(start.wrapping_add(n), counter), truth(t));
        }
        assert!(truth(t0) > truth(t0 + 4 * H), "the time wrapped too");
        // Two crossings in one late handler, across the count's wrap.
        let clock = Wide::with_half_periods(start);
        let timer = Timer::<16>::at(t0, Events::NONE);
        let t = ((start & 1) + 2) * H + 3;
        timer.advance(t);
        assert_eq!(timer.flags(), Events::BOTH);
        assert_eq!(clock.now_with_pending(&timer), truth(t));
        assert_eq!(clock.now(&timer), truth(t).wrapping_sub(2 * H));
        let handled = clock.on_interrupt(&timer);
        assert_eq!((handled.counted, handled.late), (2, true));
        assert_eq!(clock.half_periods(), start.wrapping_add(2));
        reads(&clock, &timer, truth(t));
    }
}

/// The time that `count` half periods and `counter` (below 2^B) stand for by the definition,
/// the `t` with `t ≡ counter (mod 2^B)` and `t / H` in `count ..= count + 1`, taken in 128 bits
/// and then modulo 2^64.
fn defined<const B: u32>(count: u64, counter: u32) -> u64 {
    let (h, m) = (1u128 << (B - 1), 1u128 << B);
    let base = u128::from(count) * h;
    (base + (u128::from(counter) + m - base % m) % m) as u64
}

/// `HALF_PERIOD` and `combine` at the widths' edges, 2, 31 and 32 bits: counters 0, 1, H − 1,
/// H, H + 1 and 2^B − 1 (and the bits above `BITS` ignored), counts 0 to 4 and huge (around
/// the count whose time reaches 2^64, and up to u64::MAX), against the definition (modulo
/// 2^64 where the time passes it).
#[test]
fn half_period_and_combine_at_2_31_and_32_bits() {
    fn check<const B: u32>() {
        let h = HalfPeriodCounter::<B>::HALF_PERIOD;
        assert_eq!(u64::from(h), 1 << (B - 1));
        let top = u32::MAX >> (32 - B);
        let wraps = u64::MAX >> (B - 1);
        for count in [
            0,
            1,
            2,
            3,
            4,
            wraps - 1,
            wraps,
            wraps + 1,
            u64::MAX - 1,
            u64::MAX,
        ] {
            for counter in [0, 1, h - 1, h, h + 1, top] {
                let t = HalfPeriodCounter::<B>::combine(count, counter);
                let at = format!("BITS {} count {} counter {}", B, count, counter);
                assert_eq!(t, defined::<B>(count, counter), "{}", at);
                assert_eq!(
                    HalfPeriodCounter::<B>::combine(count, counter | !top),
                    t,
                    "{}",
                    at
                );
            }
        }
    }
    check::<2>();
    check::<31>();
    check::<32>();
}

/// `HalfPeriodCounter` at 2, 31 and 32 bits on time across its first six crossings (three
/// periods), time jumping to a tick before each: every reader reads the time there, at the
/// crossing and a tick after it with its flag pending, and after the handler counted it; then
/// a handler held off past two crossings counts both, late, `now` a period behind until then.
#[test]
fn half_period_counter_at_2_31_and_32_bits_across_crossings() {
    fn check<const B: u32>() {
        let h = u64::from(HalfPeriodCounter::<B>::HALF_PERIOD);
        let clock = HalfPeriodCounter::<B>::new();
        let timer = Timer::<B>::at(0, Events::NONE);
        for n in 1..=6 {
            let crossing = n * h;
            for t in [crossing - 1, crossing, crossing + 1] {
                timer.advance(t);
                reads(&clock, &timer, t);
            }
            let kind = if n % 2 == 1 {
                Events::HALF
            } else {
                Events::OVERFLOW
            };
            assert_eq!(timer.flags(), kind, "BITS {} crossing {}", B, n);
            let handled = clock.on_interrupt(&timer);
            assert_eq!(summary(handled), handled_as(1, Events::NONE, false));
            assert!(timer.flags().is_empty());
            assert_eq!(clock.half_periods(), n);
            reads(&clock, &timer, crossing + 1);
        }
        let t = 8 * h + 1;
        timer.advance(t);
        assert_eq!(timer.flags(), Events::BOTH);
        assert_eq!(clock.now(&timer), t - 2 * h);
        assert_eq!(clock.now_with_pending(&timer), t);
        let handled = clock.on_interrupt(&timer);
        assert_eq!(summary(handled), handled_as(2, Events::NONE, true));
        reads(&clock, &timer, t);
    }
    check::<2>();
    check::<31>();
    check::<32>();
}

/// `OverflowCounter` at periods 2, 2^31 and 2^32 (`new` takes 2 to 2^32) across three wraps,
/// time jumping to a tick before each: `now` there (the counter at period − 1), at the wrap
/// and a tick after it with the flag pending, and after the handler counted it (`late` at
/// period 2, where a tick is half the period); then a wrap counted half a period late.
#[test]
fn overflow_counter_at_periods_2_2_to_the_31_and_2_to_the_32_across_wraps() {
    fn check<const B: u32>() {
        let period = 1u64 << B;
        let clock = OverflowCounter::new(period);
        let timer = Timer::<B>::at(0, Events::NONE);
        for n in 1..=3 {
            let wrap = n * period;
            for t in [wrap - 1, wrap, wrap + 1] {
                timer.advance(t);
                assert_eq!(clock.now(&timer), t, "period {}", period);
            }
            assert!(timer.overflow.get());
            let handled = clock.on_interrupt(&timer);
            assert!(handled.counted);
            assert_eq!(handled.late, period == 2);
            assert!(!timer.overflow.get());
            assert_eq!((clock.wraps(), clock.now(&timer)), (n, wrap + 1));
        }
        let t = 4 * period + period / 2;
        timer.advance(t);
        assert_eq!(clock.now(&timer), t);
        let handled = clock.on_interrupt(&timer);
        assert!(handled.counted && handled.late);
        assert_eq!((clock.wraps(), clock.now(&timer)), (4, t));
    }
    check::<1>();
    check::<31>();
    check::<32>();
}

/// `now_with_pending` reads the flags again where one is pending alone before its crossing:
/// the expected flag read at t = 511 (its crossing at 384 uncounted), the overflow's crossing
/// between that read and the counter's (512). Without the second read the clock is a period
/// behind there.
#[test]
fn now_with_pending_reads_the_flags_again_where_one_is_alone_before_its_crossing() {
    /// Time steps once between the flags' read and the counter's.
    struct StepAfterFlags<'a>(&'a Sim<0>);
    impl HalfPeriodTimer for StepAfterFlags<'_> {
        fn counter(&self) -> u32 {
            self.0.counter()
        }
        fn pending(&self) -> Events {
            let flags = self.0.pending();
            self.0.advance(self.0.t.get() + 1);
            flags
        }
        fn clear(&self, events: Events) {
            self.0.clear(events)
        }
    }
    let clock = Clock::with_half_periods(2);
    let timer = Sim::<0>::new();
    timer.advance(2 * PERIOD - 1);
    timer.clear(Events::OVERFLOW);
    timer.half.set(true);
    assert_eq!(clock.now_with_pending(&StepAfterFlags(&timer)), 2 * PERIOD);
    // The same with the overflow's flag alone in the upper half, the half period between.
    let clock = Clock::with_half_periods(3);
    let timer = Sim::<0>::new();
    timer.advance(2 * PERIOD + HALF - 1);
    timer.clear(Events::HALF);
    timer.overflow.set(true);
    assert_eq!(
        clock.now_with_pending(&StepAfterFlags(&timer)),
        2 * PERIOD + HALF
    );
}

/// A handler held between its reading and the clear of a stale flag, past that flag's kind's
/// next crossing: the clear takes the new flag with it, and the handler, reading the counter
/// after the clear, counts that crossing all the same (the model's `starved+stale`).
#[test]
fn a_stale_clear_that_lands_past_its_kinds_crossing_counts_that_crossing() {
    /// The clear of the half period's flag lands only at `PERIOD + HALF + 1`.
    struct LateClear<'a>(&'a Sim<0>);
    impl HalfPeriodTimer for LateClear<'_> {
        fn counter(&self) -> u32 {
            self.0.counter()
        }
        fn pending(&self) -> Events {
            self.0.pending()
        }
        fn clear(&self, events: Events) {
            if events.contains(Events::HALF) && self.0.t.get() < PERIOD + HALF + 1 {
                self.0.advance(PERIOD + HALF + 1);
            }
            self.0.clear(events)
        }
    }
    let clock = Clock::with_half_periods(1);
    let timer = Sim::<0>::new();
    timer.advance(PERIOD + 1);
    timer.half.set(true); // stale: the count already has the half period at HALF
    let handled = clock.on_interrupt(&LateClear(&timer));
    assert_eq!((handled.counted, handled.late), (2, true), "{:?}", handled);
    for t in [2 * PERIOD + 5, 2 * PERIOD + HALF + 5] {
        timer.advance(t);
        assert_eq!(clock.on_interrupt(&timer).counted, 1);
        assert_eq!(clock.now(&timer), t);
    }
}
