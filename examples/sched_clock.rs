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
//! Then the host's own counter, read by an instruction (`rdtsc` on x86_64, `cntvct_el0` on
//! aarch64, `rdtime` on riscv64) with the fences it needs on each side ([`read_host_counter`]),
//! drives a 64-bit clock for a moment: every reader's reads must never go back.
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

/// The host's counter, read by an instruction. Unlike a load, the instruction is not ordered
/// by the attempt's barriers: the CPU may execute it before the attempt's first load or after
/// its last, and pair an old count with a newer epoch (a count behind the epoch, which
/// `ns_at` turns into a time a whole 64-bit range ahead). So a fence on each side, as the
/// kernel orders these reads: `lfence` (`rdtsc_ordered()`), `isb`
/// (`__arch_counter_get_cntvct()`), `fence`.
#[cfg(target_arch = "x86_64")]
fn read_host_counter() -> Option<u64> {
    use std::arch::x86_64::{_mm_lfence, _rdtsc};
    // SAFETY: `lfence` (SSE2, in x86_64's baseline) and `rdtsc` read no memory and exist on
    // every x86_64 CPU.
    unsafe {
        _mm_lfence();
        let count = _rdtsc();
        _mm_lfence();
        Some(count)
    }
}

#[cfg(target_arch = "aarch64")]
fn read_host_counter() -> Option<u64> {
    let count: u64;
    // SAFETY: `isb` and a read of the virtual counter (readable at EL0 under Linux) touch no
    // memory.
    unsafe {
        std::arch::asm!("isb", "mrs {}, cntvct_el0", "isb", out(reg) count, options(nostack));
    }
    Some(count)
}

#[cfg(target_arch = "riscv64")]
fn read_host_counter() -> Option<u64> {
    let count: u64;
    // SAFETY: `fence` and a read of the `time` CSR (readable in user mode under Linux) touch
    // no memory.
    unsafe {
        std::arch::asm!("fence", "rdtime {}", "fence", out(reg) count, options(nostack));
    }
    Some(count)
}

#[cfg(not(any(
    target_arch = "x86_64",
    target_arch = "aarch64",
    target_arch = "riscv64"
)))]
fn read_host_counter() -> Option<u64> {
    None
}

/// A 64-bit clock over the host's counter (its rate taken as 1 GHz: only the order is
/// checked), updated by a writer thread while two readers check that their reads never go
/// back. Returns the reads and the reads that went back, or `None` without a host counter.
fn run_host_counter(duration: Duration) -> Option<(u64, u64)> {
    read_host_counter()?;
    let read = || read_host_counter().unwrap();
    let clock = SchedClock::<64>::new(1_000_000_000);
    clock.start(read);
    let stop = AtomicBool::new(false);
    Some(thread::scope(|s| {
        s.spawn(|| {
            while !stop.load(Relaxed) {
                clock.update(read);
                thread::yield_now();
            }
        });
        let readers: Vec<_> = (0..READERS)
            .map(|_| {
                s.spawn(|| {
                    let (mut reads, mut back, mut previous) = (0, 0, 0);
                    while !stop.load(Relaxed) {
                        let ns = clock.now_ns(read);
                        reads += 1;
                        back += u64::from(ns < previous);
                        previous = ns;
                    }
                    (reads, back)
                })
            })
            .collect();
        thread::sleep(duration);
        stop.store(true, Relaxed);
        readers.into_iter().fold((0, 0), |(reads, back), reader| {
            let (r, b) = reader.join().unwrap();
            (reads + r, back + b)
        })
    }))
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
    match run_host_counter(Duration::from_secs_f64(seconds.min(1.0))) {
        Some((reads, back)) => {
            println!("host counter, fenced on each side: {reads} reads, {back} went back");
            if back > 0 || reads == 0 {
                eprintln!("FAILED: the clock over the host's counter went back");
                ok = false;
            }
        }
        None => println!("host counter: none read by an instruction on this target"),
    }
    if !ok {
        std::process::exit(1);
    }
    println!("sched_clock: checked run passed, both controls caught");
}
