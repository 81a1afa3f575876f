//! A POSIX signal handler as the reader that preempts the writer: one thread stores without
//! pause, and `SIGALRM`, sent to that thread alone (`pthread_kill`) every few microseconds,
//! runs a handler there that reads the same cell with `try_load`. `U64Latch`'s never fails
//! however many signals land inside a store. On the split backend (a 32-bit target, or
//! `--cfg u64copy_32bit` on any host) `U64Seq`'s and `U64Copy`'s do (the control); on the
//! native backend one `AtomicU64` never fails. Two `AtomicU32` halves with no check are
//! caught torn (the control of the handler). Prints the counts:
//!
//! `RUSTFLAGS="--cfg u64copy_32bit" cargo test --release --test signal_reader -- --nocapture --test-threads=1`
#![cfg(all(unix, not(miri), not(u64copy_loom)))]
// The library supports Rust 1.60; its tests need a newer one (scoped threads).
#![allow(clippy::incompatible_msrv)]

use std::os::raw::c_int;
use std::sync::atomic::{
    compiler_fence, AtomicBool, AtomicU32, AtomicU64, AtomicUsize, Ordering::*,
};
use std::sync::Mutex;
use std::thread;
use std::time::{Duration, Instant};
use u64copy::{U64Copy, U64Latch, U64Seq};

extern "C" {
    fn signal(signum: c_int, handler: extern "C" fn(c_int)) -> usize;
    fn pthread_self() -> usize;
    fn pthread_kill(thread: usize, signum: c_int) -> c_int;
}

/// `SIGALRM`, 14 on Linux and the BSDs, macOS included.
const SIGALRM: c_int = 14;

/// The `k`-th store: both halves `k`, so a tear shows as `hi != lo`, and no half repeats.
fn value(k: u64) -> u64 {
    k << 32 | k
}

static LATCH: U64Latch = U64Latch::new(0);
static SEQ: U64Seq = U64Seq::new(0);
static COPY: U64Copy = U64Copy::new(0);
/// Two halves with no check: the control that the handler catches a torn value.
static HALVES: Halves = Halves(AtomicU32::new(0), AtomicU32::new(0));

/// A `u64` as two Relaxed `AtomicU32`, low half first, with no check.
struct Halves(AtomicU32, AtomicU32);

impl Halves {
    fn load(&self) -> u64 {
        let lo = self.0.load(Relaxed);
        u64::from(self.1.load(Relaxed)) << 32 | u64::from(lo)
    }

    fn store(&self, value: u64) {
        self.0.store(value as u32, Relaxed);
        self.1.store((value >> 32) as u32, Relaxed);
    }
}

/// Which cell the writer stores to and the handler reads: 0 latch, 1 seq, 2 copy, 3 halves.
static CELL: AtomicUsize = AtomicUsize::new(0);

fn try_load() -> Option<u64> {
    match CELL.load(Relaxed) {
        0 => LATCH.try_load(),
        1 => SEQ.try_load(),
        2 => COPY.try_load(),
        _ => Some(HALVES.load()),
    }
}

fn store(value: u64) {
    match CELL.load(Relaxed) {
        0 => LATCH.store(value),
        1 => SEQ.store(value),
        2 => COPY.store(value),
        _ => HALVES.store(value),
    }
}

/// The writer's state, for the handler: the store in progress or last done, and whether it
/// is in progress.
static STORE: AtomicU64 = AtomicU64::new(0);
static IN_STORE: AtomicBool = AtomicBool::new(false);

/// What the handler saw: signals in all, those that landed inside a store, failed
/// attempts, and values that were neither the store's old nor its new value.
static SIGNALS: AtomicU64 = AtomicU64::new(0);
static INSIDE_STORES: AtomicU64 = AtomicU64::new(0);
static FAILED: AtomicU64 = AtomicU64::new(0);
static WRONG: AtomicU64 = AtomicU64::new(0);

/// Only atomics: async-signal-safe.
extern "C" fn on_signal(_: c_int) {
    let (k, inside) = (STORE.load(Relaxed), IN_STORE.load(Relaxed));
    compiler_fence(SeqCst);
    let attempt = try_load();
    SIGNALS.fetch_add(1, Relaxed);
    INSIDE_STORES.fetch_add(u64::from(inside), Relaxed);
    match attempt {
        None => {
            FAILED.fetch_add(1, Relaxed);
        }
        // Store `k` is in progress or done: the handler stopped the writer, so the cell
        // holds store `k - 1` or store `k`.
        Some(got) if got == value(k) || (k > 0 && got == value(k - 1)) => {}
        Some(_) => {
            WRONG.fetch_add(1, Relaxed);
        }
    }
}

/// The counts of one run.
#[derive(Debug)]
struct Counts {
    stores: u64,
    signals: u64,
    inside_stores: u64,
    failed: u64,
    wrong: u64,
}

/// Stores into cell `index` from a writer thread, signalling it until `done(counts)` or the
/// time cap, which fails the test.
fn run(index: usize, done: impl Fn(&Counts) -> bool) -> Counts {
    static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    CELL.store(index, Relaxed);
    store(value(0));
    STORE.store(0, Relaxed);
    for count in [&SIGNALS, &INSIDE_STORES, &FAILED, &WRONG] {
        count.store(0, Relaxed);
    }
    // SAFETY: `on_signal` is an `extern "C" fn(c_int)` that touches atomics only, which
    // is async-signal-safe; `signal` replaces the disposition of SIGALRM, which nothing else
    // in this test binary uses.
    unsafe { signal(SIGALRM, on_signal) };
    let (stop, writer_stopped) = (AtomicBool::new(false), AtomicBool::new(false));
    let writer_thread = AtomicUsize::new(0);
    let counts = thread::scope(|s| {
        let writer = s.spawn(|| {
            // Stops the signals when the writer returns or panics (a broken store).
            struct Stopped<'a>(&'a AtomicBool);
            impl Drop for Stopped<'_> {
                fn drop(&mut self) {
                    self.0.store(true, Release);
                }
            }
            let _stopped = Stopped(&writer_stopped);
            // SAFETY: no precondition; returns this thread's id.
            writer_thread.store(unsafe { pthread_self() }, Release);
            let mut k = 0;
            while !stop.load(Relaxed) {
                k += 1;
                STORE.store(k, Relaxed);
                IN_STORE.store(true, Relaxed);
                // The handler runs on this thread: a compiler barrier orders it.
                compiler_fence(SeqCst);
                store(value(k));
                compiler_fence(SeqCst);
                IN_STORE.store(false, Relaxed);
            }
            k
        });
        let thread = loop {
            match writer_thread.load(Acquire) {
                0 => thread::yield_now(),
                thread => break thread,
            }
        };
        let started = Instant::now();
        let counts = || Counts {
            stores: STORE.load(Relaxed),
            signals: SIGNALS.load(Relaxed),
            inside_stores: INSIDE_STORES.load(Relaxed),
            failed: FAILED.load(Relaxed),
            wrong: WRONG.load(Relaxed),
        };
        while !done(&counts()) && started.elapsed() < CAP && !writer_stopped.load(Acquire) {
            // SAFETY: `thread` is the writer's id, valid until the writer is joined below,
            // after the last signal.
            let sent = unsafe { pthread_kill(thread, SIGALRM) };
            assert_eq!(sent, 0, "pthread_kill");
            thread::sleep(Duration::from_micros(5));
        }
        stop.store(true, Relaxed);
        let stores = writer.join().unwrap();
        let counts = counts();
        println!(
            "cell {} ({}): {:?} in {:?}",
            index,
            ["U64Latch", "U64Seq", "U64Copy", "halves"][index],
            counts,
            started.elapsed()
        );
        assert!(stores >= counts.stores && counts.signals >= counts.inside_stores);
        assert!(done(&counts), "not done within {:?}: {:?}", CAP, counts);
        counts
    });
    counts
}

/// The time cap of each test, about 10 times what it takes on a loaded 2-core machine, and
/// under cargo-mutants' time-out (20 s), so that a broken cell fails rather than times out.
const CAP: Duration = Duration::from_secs(15);

/// Signals that landed inside stores, per test: enough that every step of a store is hit
/// many times over.
const INSIDE: u64 = 3_000;

#[test]
fn u64latch_serves_every_signal_inside_its_stores() {
    let counts = run(0, |counts| counts.inside_stores >= INSIDE);
    assert_eq!((counts.failed, counts.wrong), (0, 0), "{:?}", counts);
}

/// On the split backend the handler fails inside `index`'s stores (and never gets a value
/// that was not the old or the new one); on the native backend it never fails.
fn fails_inside_stores_on_the_split_backend(index: usize) {
    let split = cfg!(not(u64copy_wide));
    let counts = run(index, |counts| {
        counts.inside_stores >= INSIDE && (counts.failed > 0 || !split)
    });
    assert_eq!(counts.wrong, 0, "{:?}", counts);
    if !split {
        assert_eq!(counts.failed, 0, "{:?}", counts);
    }
}

#[test]
fn u64seq_fails_signals_inside_its_stores_on_the_split_backend() {
    fails_inside_stores_on_the_split_backend(1);
}

#[test]
fn u64copy_fails_signals_inside_its_stores_on_the_split_backend() {
    fails_inside_stores_on_the_split_backend(2);
}

#[test]
fn unchecked_halves_are_caught_torn() {
    let counts = run(3, |counts| {
        counts.inside_stores >= INSIDE && counts.wrong > 0
    });
    assert_eq!(counts.failed, 0, "{:?}", counts);
}
