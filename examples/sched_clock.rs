//! Linux's `sched_clock` in Rust: [`SchedClock`] (examples/sched_clock/clock.rs), a 64-bit
//! nanosecond clock from a 24-bit counter at 19.2 MHz (a common Arm generic-timer rate, 52.083…
//! ns per cycle, so the conversion rounds), checked on the host with threads.
//!
//! `cargo run --release --example sched_clock [seconds]`; add `RUSTFLAGS="--cfg u64copy_32bit"`
//! for the split backend.
//!
//! - The **hardware**: a thread advances a simulated counter (an `AtomicU64` holding the full
//!   count; the clock reads its low 24 bits, which wrap every 0.87 s of simulated time) by 1 to
//!   16 cycles at a time. It never runs more than the clock's update period past the last
//!   update's read of the counter: the periodic interrupt's guarantee (the kernel's hrtimer),
//!   which a thread on a busy host cannot give by itself.
//! - The **writer**: a thread calls `update` every eighth of the update period.
//! - **Readers**: two threads call `now_ns` without pause. The counter read inside the attempt
//!   also keeps the full count, from which each read is checked: never behind the reader's
//!   previous read (monotonic), and behind the exact conversion `floor(count * 10^9 / rate)`
//!   by 0 to `max_error_ns()` nanoseconds.
//!
//! Then two negative controls, each of which the same checks must catch, or the run fails:
//! - `counter read before the attempt`: readers read the counter, then load the epoch (the
//!   order that reading inside the attempt rules out); an update between the two gives an
//!   epoch newer than the count, and a time almost a whole wrap ahead;
//! - `update slower than once per wrap`: the writer updates every 1.5 wraps; each update
//!   loses a wrap, and the clock falls behind.
//!
//! Exits non-zero if the clock failed a check, if the run covered fewer than `MIN_WRAPS`
//! wraps of the counter, or if a control passed.

// The library supports Rust 1.60; this example needs scoped threads (1.63).
#![allow(clippy::incompatible_msrv)]

#[path = "sched_clock/clock.rs"]
mod clock;

use clock::SchedClock;
use std::sync::atomic::{
    AtomicBool, AtomicU64,
    Ordering::{Acquire, Relaxed, Release},
};
use std::thread;
use std::time::{Duration, Instant};

const BITS: u32 = 24;
const RATE_HZ: u32 = 19_200_000;
const MASK: u64 = SchedClock::<BITS>::MASK;
const READERS: usize = 2;
/// Wraps of the counter that the checked run must cover.
const MIN_WRAPS: u64 = 8;
/// A control that has not failed by then has passed.
const CONTROL_LIMIT: Duration = Duration::from_secs(20);
/// The counter's value at the start: close to a wrap, so the first one comes at once.
const START: u64 = MASK - 1000;

#[derive(Clone, Copy, PartialEq)]
enum Mode {
    Checked,
    CounterBefore,
    SlowUpdate,
}

impl Mode {
    fn name(self) -> &'static str {
        match self {
            Mode::Checked => "checked",
            Mode::CounterBefore => "control: counter read before the attempt",
            Mode::SlowUpdate => "control: update slower than once per wrap",
        }
    }
}

/// The simulated hardware: the full count (the clock sees its low `BITS` bits) and the count
/// it may not pass, which the writer moves after each update.
struct Counter {
    count: AtomicU64,
    limit: AtomicU64,
}

#[derive(Default)]
struct Outcome {
    reads: u64,
    /// Reads whose attempt ran the counter read more than once (a store completed meanwhile).
    retried: u64,
    updates: u64,
    wraps: u64,
    /// Largest distance behind the exact conversion, in ns.
    max_behind: u64,
    failures: u64,
    first_failure: Option<String>,
}

/// `floor((count - START) * 10^9 / rate)`: the exact time of a full count.
fn exact_ns(count: u64) -> u64 {
    ((u128::from(count - START) * 1_000_000_000) / u128::from(RATE_HZ)) as u64
}

fn run(mode: Mode, duration: Duration) -> Outcome {
    let clock = SchedClock::<BITS>::new(RATE_HZ);
    let period = clock.update_period_cycles();
    let (interval, headroom) = match mode {
        Mode::SlowUpdate => ((MASK + 1) * 3 / 2, (MASK + 1) * 2),
        _ => (period / 8, period),
    };
    let counter = Counter {
        count: AtomicU64::new(START),
        limit: AtomicU64::new(START + headroom),
    };
    clock.start(|| START);
    let stop = AtomicBool::new(false);
    let failed = AtomicBool::new(false);
    let max_error = clock.max_error_ns();
    let started = Instant::now();

    thread::scope(|s| {
        // The hardware.
        s.spawn(|| {
            let mut state: u32 = 0x9e37_79b9;
            while !stop.load(Relaxed) {
                state ^= state << 13;
                state ^= state >> 17;
                state ^= state << 5;
                let count = counter.count.load(Relaxed);
                let next = count + u64::from(state % 16) + 1;
                if next > counter.limit.load(Acquire) {
                    thread::yield_now();
                    continue;
                }
                counter.count.store(next, Release);
            }
        });
        // The writer.
        let writer = s.spawn(|| {
            let mut last = START;
            let mut updates = 0;
            while !stop.load(Relaxed) {
                if counter.count.load(Acquire) - last < interval {
                    thread::yield_now();
                    continue;
                }
                let mut read = 0;
                clock.update(|| {
                    read = counter.count.load(Acquire);
                    read
                });
                updates += 1;
                last = read;
                counter.limit.store(read + headroom, Release);
            }
            updates
        });
        let readers: Vec<_> = (0..READERS)
            .map(|_| {
                s.spawn(|| {
                    let mut outcome = Outcome::default();
                    let mut previous = 0;
                    while !stop.load(Relaxed) {
                        let mut count = 0;
                        let mut runs = 0;
                        let ns = if mode == Mode::CounterBefore {
                            count = counter.count.load(Acquire);
                            clock.ns_at(clock.epoch(), count)
                        } else {
                            clock.now_ns(|| {
                                runs += 1;
                                count = counter.count.load(Acquire);
                                count
                            })
                        };
                        outcome.reads += 1;
                        outcome.retried += u64::from(runs > 1);
                        let exact = exact_ns(count);
                        let problem = if ns < previous {
                            Some(format!(
                                "went back {} ns (from {previous} to {ns} ns)",
                                previous - ns
                            ))
                        } else if ns > exact {
                            Some(format!(
                                "{} ns ahead of the exact conversion ({ns} ns at count {count}, \
                                 exact {exact} ns)",
                                ns - exact
                            ))
                        } else if exact - ns > max_error {
                            Some(format!(
                                "{} ns behind the exact conversion ({ns} ns at count {count}, \
                                 exact {exact} ns; allowed {max_error} ns)",
                                exact - ns
                            ))
                        } else {
                            None
                        };
                        if exact >= ns {
                            outcome.max_behind = outcome.max_behind.max(exact - ns);
                        }
                        previous = ns;
                        if let Some(problem) = problem {
                            outcome.failures += 1;
                            outcome.first_failure.get_or_insert(problem);
                            failed.store(true, Relaxed);
                        }
                    }
                    outcome
                })
            })
            .collect();

        loop {
            thread::sleep(Duration::from_millis(10));
            let wraps = (counter.count.load(Relaxed) - START) >> BITS;
            let elapsed = started.elapsed();
            let done = match mode {
                Mode::Checked => elapsed >= duration && wraps >= MIN_WRAPS,
                _ => failed.load(Relaxed) || elapsed >= CONTROL_LIMIT,
            };
            if done {
                break;
            }
        }
        stop.store(true, Relaxed);
        let mut total = Outcome {
            updates: writer.join().unwrap(),
            wraps: (counter.count.load(Relaxed) - START) >> BITS,
            ..Outcome::default()
        };
        for reader in readers {
            let outcome = reader.join().unwrap();
            total.reads += outcome.reads;
            total.retried += outcome.retried;
            total.max_behind = total.max_behind.max(outcome.max_behind);
            total.failures += outcome.failures;
            if total.first_failure.is_none() {
                total.first_failure = outcome.first_failure;
            }
        }
        total
    })
}

fn main() {
    let seconds: f64 = std::env::args()
        .nth(1)
        .map_or(1.0, |arg| arg.parse().expect("seconds"));
    let backend = if cfg!(u64copy_32bit) || cfg!(not(target_pointer_width = "64")) {
        "split backend: AtomicU32 halves"
    } else {
        "native backend (RUSTFLAGS=\"--cfg u64copy_32bit\" for the split one)"
    };
    let clock = SchedClock::<BITS>::new(RATE_HZ);
    let (mult, shift) = clock.mult_shift();
    let (granule, granule_ns) = clock.granule();
    println!(
        "sched_clock: {BITS} bits at {RATE_HZ} Hz, mult {mult} shift {shift}, granule {granule} \
         cycles = {granule_ns} ns, wraps every {} ns, updates at least every {} ns, reads \
         behind exact by at most {} ns; {backend}",
        clock.cyc_to_ns(MASK + 1),
        clock.update_period_ns(),
        clock.max_error_ns()
    );
    let mut ok = true;
    for mode in [Mode::Checked, Mode::CounterBefore, Mode::SlowUpdate] {
        let started = Instant::now();
        let outcome = run(mode, Duration::from_secs_f64(seconds));
        println!(
            "{}: {} reads by {READERS} readers ({} retried), {} updates, {} wraps, max behind \
             exact {} ns, {} failed ({:.1} s)",
            mode.name(),
            outcome.reads,
            outcome.retried,
            outcome.updates,
            outcome.wraps,
            outcome.max_behind,
            outcome.failures,
            started.elapsed().as_secs_f64()
        );
        if let Some(failure) = &outcome.first_failure {
            println!("  first failure: {failure}");
        }
        match mode {
            Mode::Checked => {
                if outcome.failures > 0 {
                    eprintln!("FAILED: the clock failed its checks");
                    ok = false;
                }
                if outcome.wraps < MIN_WRAPS {
                    eprintln!("FAILED: fewer than {MIN_WRAPS} wraps of the counter");
                    ok = false;
                }
            }
            _ => {
                if outcome.failures == 0 {
                    eprintln!("FAILED: the control passed the checks: they prove nothing");
                    ok = false;
                }
            }
        }
    }
    if !ok {
        std::process::exit(1);
    }
    println!("sched_clock: checked run passed, both controls caught");
}
