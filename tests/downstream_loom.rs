//! A downstream crate's loom test, written as a user of `u64copy` writes it: built with
//! `RUSTFLAGS="--cfg loom"`, a `U64Copy` inside the user's structure is made of loom's
//! atomics, so loom explores its interleavings and finds the user's bugs around it. The
//! backend is the one the target selects; `--cfg u64copy_32bit` models the 32-bit one.
#![cfg(loom)]

use loom::sync::atomic::{AtomicBool, Ordering};
use loom::sync::Arc;
use loom::thread;
use std::panic;
use u64copy::U64Copy;

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

/// A reader races the thread that starts the clock at `1 << 40`.
fn check_clock(publish: Ordering, observe: Ordering) {
    loom::model(move || {
        let clock = Arc::new(Clock::new());
        let starter = {
            let clock = clock.clone();
            thread::spawn(move || clock.start(1 << 40, publish))
        };
        if let Some(ticks) = clock.read(observe) {
            assert_eq!(ticks, 1 << 40, "read a clock that was not started yet");
        }
        starter.join().unwrap();
    });
}

#[test]
fn a_release_flag_publishes_the_clock() {
    check_clock(Ordering::Release, Ordering::Acquire);
}

/// On 64-bit targets `U64Copy` is a Relaxed `AtomicU64`: a Relaxed flag does not publish it,
/// and loom finds the stale clock only because the `U64Copy` is made of loom's atomics.
#[cfg(u64copy_wide)]
#[test]
fn loom_finds_a_relaxed_flag_bug_through_the_u64copy() {
    let found = panic::catch_unwind(|| check_clock(Ordering::Relaxed, Ordering::Relaxed));
    assert!(
        found.is_err(),
        "loom missed the bug: U64Copy is invisible to it"
    );
}

/// On 32-bit targets, two stores overlapping one load can mix their halves: a user's model
/// that stores twice while a reader loads finds a value that was never stored.
#[cfg(not(u64copy_wide))]
#[test]
fn loom_finds_a_never_stored_value_through_the_u64copy() {
    let found = panic::catch_unwind(|| {
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
            assert!([0x1_0000_000a, 0x2_0000_000b, 0x3_0000_000a].contains(&value));
            writer.join().unwrap();
        })
    });
    assert!(
        found.is_err(),
        "loom missed the mixed halves: U64Copy is invisible to it"
    );
}
