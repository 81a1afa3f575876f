//! A downstream crate's loom test, written as a user of `u64copy` writes it: built with
//! `RUSTFLAGS="--cfg u64copy_loom"`, a `U64Copy` inside the user's structure is made of loom's
//! atomics, so loom explores its interleavings and finds the user's bugs around it. The
//! backend is the one the target selects; `--cfg u64copy_32bit` models the 32-bit one.
#![cfg(u64copy_loom)]

use loom::sync::atomic::{AtomicBool, Ordering};
use loom::sync::Arc;
use loom::thread;
use std::panic;
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};
use u64copy::U64Copy;

/// Runs `model` (a model checker run) and returns its panic message, or `None` if it did not
/// panic. A test that expects loom to find a bug checks the message, so that any other
/// panic (a loom limit, a bug in the test) fails it instead of passing for it.
fn panic_message(model: impl FnOnce() + panic::UnwindSafe) -> Option<String> {
    let payload = panic::catch_unwind(model).err()?;
    Some(match payload.downcast::<String>() {
        Ok(message) => *message,
        Err(payload) => match payload.downcast::<&str>() {
            Ok(message) => message.to_string(),
            Err(_) => "<a panic without a message>".to_string(),
        },
    })
}

/// Fails unless loom found the bug that `expected` names.
fn assert_found(found: Option<String>, expected: &str) {
    let message = found.unwrap_or_else(|| panic!("loom missed the bug: {}", expected));
    assert!(
        message.contains(expected),
        "loom panicked, but not with {:?}: {:?}",
        expected,
        message
    );
}

/// The user's structure: a clock, and a flag that says it was started.
struct Clock {
    ticks: U64Copy,
    started: AtomicBool,
}

impl Clock {
    fn new() -> Self {
        Clock {
            ticks: U64Copy::new(0),
            started: AtomicBool::new(false),
        }
    }

    fn start(&self, at: u64, publish: Ordering) {
        self.ticks.store(at);
        self.started.store(true, publish);
    }

    /// The clock once started: never the 0 it held before.
    fn read(&self, observe: Ordering) -> Option<u64> {
        self.started.load(observe).then(|| self.ticks.load())
    }
}

const NOT_STARTED: &str = "read a clock that was not started yet";

/// A reader races the thread that starts the clock at `1 << 40`; returns in how many of the
/// executions the reader saw the clock started (none: the check below never ran).
fn check_clock(publish: Ordering, observe: Ordering) -> usize {
    let seen_started = std::sync::Arc::new(AtomicUsize::new(0));
    let seen = seen_started.clone();
    loom::model(move || {
        let clock = Arc::new(Clock::new());
        let starter = {
            let clock = clock.clone();
            thread::spawn(move || clock.start(1 << 40, publish))
        };
        if let Some(ticks) = clock.read(observe) {
            seen.fetch_add(1, Relaxed);
            assert_eq!(ticks, 1 << 40, "{}", NOT_STARTED);
        }
        starter.join().unwrap();
    });
    seen_started.load(Relaxed)
}

#[test]
fn a_release_flag_publishes_the_clock() {
    let seen_started = check_clock(Ordering::Release, Ordering::Acquire);
    assert!(seen_started > 0, "no execution saw the clock started");
}

/// On 64-bit targets `U64Copy` is a Relaxed `AtomicU64`: a Relaxed flag does not publish it,
/// and loom finds the stale clock only because the `U64Copy` is made of loom's atomics.
#[cfg(u64copy_wide)]
#[test]
fn loom_finds_a_relaxed_flag_bug_through_the_u64copy() {
    let found = panic_message(|| {
        check_clock(Ordering::Relaxed, Ordering::Relaxed);
    });
    assert_found(found, NOT_STARTED);
}

/// On 32-bit targets, two stores overlapping one load can mix their halves: a user's model
/// that stores twice while a reader loads finds a value that was never stored.
#[cfg(not(u64copy_wide))]
#[test]
fn loom_finds_a_never_stored_value_through_the_u64copy() {
    let found = panic_message(|| {
        loom::model(|| {
            let ticks = Arc::new(U64Copy::new(0x1_0000_000a));
            let writer = {
                let ticks = ticks.clone();
                thread::spawn(move || {
                    ticks.store(0x2_0000_000b);
                    ticks.store(0x3_0000_000a);
                })
            };
            let value = ticks.load();
            assert!(
                [0x1_0000_000a, 0x2_0000_000b, 0x3_0000_000a].contains(&value),
                "never stored: {:#x}",
                value
            );
            writer.join().unwrap();
        })
    });
    // The mix of the second store's high half with the first's low half.
    assert_found(found, "never stored: 0x20000000a");
}

/// The kernel's PELT idle clocks (`_update_idle_rq_clock_pelt()` and its reader in
/// `migrate_se_pelt_lag()`): two cells that the writer stores in order with an `smp_wmb()`
/// between them, and a reader that loads them in the other order with an `smp_rmb()`. A
/// reader that sees the new `clock_pelt_idle` must see the new `clock_idle`. With
/// `user_fences` false, the two fences of the user's own code are left out; the model
/// returns whether loom found the reader seeing the new `clock_pelt_idle` with the old
/// `clock_idle`; it fails if no execution had the reader see the new `clock_pelt_idle` (then
/// the check would be vacuous) or if loom panicked for any other reason.
fn pelt_idle_clocks_break(user_fences: bool) -> bool {
    use loom::sync::atomic::fence;
    struct Rq {
        clock_idle: U64Copy,
        clock_pelt_idle: U64Copy,
    }
    let seen_new = std::sync::Arc::new(AtomicUsize::new(0));
    let seen = seen_new.clone();
    let found = panic_message(move || {
        let mut builder = loom::model::Builder::new();
        builder.preemption_bound = Some(2);
        builder.check(move || {
            let rq = Arc::new(Rq {
                clock_idle: U64Copy::new(100),
                clock_pelt_idle: U64Copy::new(90),
            });
            let idle = {
                let rq = rq.clone();
                thread::spawn(move || {
                    rq.clock_idle.store(200);
                    if user_fences {
                        fence(Ordering::Release);
                    }
                    rq.clock_pelt_idle.store(190);
                })
            };
            let pelt_idle = rq.clock_pelt_idle.load();
            if user_fences {
                fence(Ordering::Acquire);
            }
            let idle_clock = rq.clock_idle.load();
            if pelt_idle == 190 {
                seen.fetch_add(1, Relaxed);
            }
            assert!(
                pelt_idle == 90 || idle_clock == 200,
                "new clock_pelt_idle {} with old clock_idle {}",
                pelt_idle,
                idle_clock
            );
            idle.join().unwrap();
        });
    });
    assert!(
        seen_new.load(Relaxed) > 0,
        "no execution saw the new clock_pelt_idle"
    );
    match found {
        None => false,
        Some(message) if message.contains("new clock_pelt_idle 190 with old clock_idle 100") => {
            true
        }
        Some(message) => panic!("loom panicked for another reason: {:?}", message),
    }
}

#[test]
fn the_pelt_idle_clocks_with_their_fences_are_ordered() {
    assert!(!pelt_idle_clocks_break(true));
}

/// On the 64-bit backend each cell is one Relaxed atomic, so the ordering between two cells
/// is the user's own, and loom finds a fence left out.
#[cfg(u64copy_wide)]
#[test]
fn loom_finds_a_missing_user_fence_between_two_cells() {
    assert!(
        pelt_idle_clocks_break(false),
        "loom missed the missing fences"
    );
}

/// On the 32-bit backend the cells' own fences (the copy is stored after a Release fence and
/// loaded before an Acquire fence) order the two cells too: the same missing user fence goes
/// unseen. A model of ordering between cells must therefore run on the 64-bit backend.
#[cfg(not(u64copy_wide))]
#[test]
fn the_32bit_backend_hides_a_missing_user_fence_between_two_cells() {
    assert!(!pelt_idle_clocks_break(false));
}
