//! A downstream crate's loom test, written as a user of `u64copy` writes it: built with
//! `RUSTFLAGS="--cfg u64copy_loom"`, a `U64Copy` inside the user's structure is made of loom's
//! atomics, so loom explores its interleavings and finds the user's bugs around it. The
//! backend is the one the target selects; `--cfg u64copy_32bit` models the 32-bit one.
//!
//! Every model here counts what loom explored, or asserts that it found a bug, so that none
//! passes vacuously: loom 0.7 explores a single execution where a spawned thread loads an
//! atomic before it stores to it after the model's thread loaded it (tokio-rs/loom#392),
//! and reports no violation. `execution_counts_*` print, per type, how many executions a
//! small model explores; `.ci/loom-counts` compares them between a release build and one
//! with debug assertions (tests/README.md, "Model checking your code with loom").
#![cfg(u64copy_loom)]

use loom::sync::atomic::{AtomicBool, Ordering};
use loom::sync::Arc;
use loom::thread;
use std::collections::BTreeSet;
use std::panic;
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};
use std::sync::Mutex;
use u64copy::{U64Copy, U64Latch, U64LatchArray, U64Seq, U64SeqArray};

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

/// On the native backend `store` and `load` are the kernel's plain accesses (`AtomicU64`
/// Relaxed): they order the value only, so a Relaxed flag stored after the cell publishes
/// nothing, and loom finds the stale clock because the `U64Copy` is made of loom's atomics.
#[cfg(u64copy_wide)]
#[test]
fn loom_finds_a_relaxed_flag_bug_through_the_u64copy() {
    let found = panic_message(|| {
        check_clock(Ordering::Relaxed, Ordering::Relaxed);
    });
    assert_found(found, NOT_STARTED);
}

/// On the split backend the same bug goes unseen: the Release fence inside `store` comes
/// before the Relaxed flag, and the Acquire fence inside `load` after the copy, so the flag
/// carries the value. Not a promise of the API (`load` and `store` order the value only;
/// publication is `store_release`/`load_acquire`, on the types that have them): a model of
/// ordering around the cells must also run on the native backend.
#[cfg(not(u64copy_wide))]
#[test]
fn the_32bit_backend_hides_a_relaxed_flag_bug() {
    assert!(check_clock(Ordering::Relaxed, Ordering::Relaxed) > 0);
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
/// `user_fences` false, the two fences of the user's own code are left out; with
/// `wrong_order`, the reader loads `clock_idle` first (the user's bug, which its fence could
/// not repair). The model returns
/// whether loom found the reader seeing the new `clock_pelt_idle` with the old
/// `clock_idle`; it fails if no execution had the reader see the new `clock_pelt_idle` (then
/// the check would be vacuous) or if loom panicked for any other reason.
fn pelt_idle_clocks_break(user_fences: bool, wrong_order: bool) -> bool {
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
            let (pelt_idle, idle_clock) = if wrong_order {
                let idle_clock = rq.clock_idle.load();
                (rq.clock_pelt_idle.load(), idle_clock)
            } else {
                let pelt_idle = rq.clock_pelt_idle.load();
                if user_fences {
                    fence(Ordering::Acquire);
                }
                (pelt_idle, rq.clock_idle.load())
            };
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
    assert!(!pelt_idle_clocks_break(true, false));
}

/// Natively `store` and `load` are the kernel's plain accesses: without the kernel's two
/// fences, loom finds the new `clock_pelt_idle` with the old `clock_idle`, as on the
/// hardware. The fences are the user's to write, as in the kernel.
#[cfg(u64copy_wide)]
#[test]
fn loom_finds_the_pelt_idle_clocks_without_their_fences() {
    assert!(
        pelt_idle_clocks_break(false, false),
        "loom missed the clocks stored and loaded without the user's fences"
    );
}

/// On the split backend the cells' own fences happen to order the two clocks (as the
/// Relaxed flag above): not a promise, which is why the model runs on both backends.
#[cfg(not(u64copy_wide))]
#[test]
fn the_32bit_backend_hides_the_missing_pelt_idle_fences() {
    assert!(!pelt_idle_clocks_break(false, false));
}

/// The control of the models above: the reader's loads swapped, which no fence can
/// repair, and loom finds it on both backends.
#[test]
fn loom_finds_the_pelt_idle_clocks_read_in_the_wrong_order() {
    assert!(
        pelt_idle_clocks_break(true, true),
        "loom missed the clocks read in the wrong order"
    );
}

/// The five types behind one API, for the execution counts below.
trait Cell: Send + Sync + 'static {
    const NAME: &'static str;
    /// Whether one `try_load` can fail: a group's, or a single value's on the split backend
    /// (natively it is one load).
    const TRY_LOAD_FAILS: bool;
    type Value: Copy + Ord + std::fmt::Debug + Send + 'static;
    /// The value the writer stores at `step` (the cell starts at step 0): both halves of
    /// every word change at every step.
    fn at(step: u64) -> Self::Value;
    fn new(value: Self::Value) -> Self;
    fn load(&self) -> Self::Value;
    fn try_load(&self) -> Option<Self::Value>;
    fn store(&self, value: Self::Value);
    fn update(&self, value: Self::Value);
    /// `update`, from the value at a step to the value at the next one; returns the value it
    /// read.
    fn advance(&self) -> Self::Value;
}

/// One step: both halves of a word change.
const STEP: u64 = 1 << 32 | 1;

macro_rules! impl_cell {
    ($($cell:ty: $value:ty, $fails:expr, |$step:ident| $at:expr, |$old:ident| $next:expr;)*) => {$(
        impl Cell for $cell {
            const NAME: &'static str = stringify!($cell);
            const TRY_LOAD_FAILS: bool = $fails;
            type Value = $value;
            fn at($step: u64) -> $value { $at }
            fn new(value: $value) -> Self { <$cell>::new(value) }
            fn load(&self) -> $value { <$cell>::load(self) }
            fn try_load(&self) -> Option<$value> { <$cell>::try_load(self) }
            fn store(&self, value: $value) { <$cell>::store(self, value) }
            fn update(&self, value: $value) { <$cell>::update(self, |_| value); }
            fn advance(&self) -> $value { <$cell>::update(self, |$old| $next) }
        }
    )*};
}
impl_cell! {
    U64Copy: u64, !cfg!(u64copy_wide), |step| step * STEP, |old| old + STEP;
    U64Seq: u64, !cfg!(u64copy_wide), |step| step * STEP, |old| old + STEP;
    U64Latch: u64, !cfg!(u64copy_wide), |step| step * STEP, |old| old + STEP;
    U64SeqArray<2>: [u64; 2], true, |step| [step * STEP, (step + 8) * STEP],
        |old| old.map(|word| word + STEP);
    U64LatchArray<2>: [u64; 2], true, |step| [step * STEP, (step + 8) * STEP],
        |old| old.map(|word| word + STEP);
}

/// How the writer writes, and how the model's thread reads.
#[derive(Clone, Copy, Debug)]
enum Writer {
    Store,
    Update,
}
#[derive(Clone, Copy, Debug)]
enum Reader {
    Load,
    TryLoad,
}

/// The execution-count model: a freshly spawned writer writes steps 1 and 2 into a cell at
/// step 0 while the model's thread reads it once, preemption bound 3. Returns the number of
/// executions loom explored and every value the read returned (`None`: a failed `try_load`).
fn explore<C: Cell>(writer: Writer, reader: Reader) -> (usize, BTreeSet<Option<C::Value>>) {
    let executions = std::sync::Arc::new(AtomicUsize::new(0));
    let read = std::sync::Arc::new(Mutex::new(BTreeSet::new()));
    let (count, record) = (executions.clone(), read.clone());
    let mut builder = loom::model::Builder::new();
    builder.preemption_bound = Some(3);
    builder.check(move || {
        count.fetch_add(1, Relaxed);
        let cell = Arc::new(C::new(C::at(0)));
        let writing = {
            let cell = cell.clone();
            thread::spawn(move || {
                for step in 1..=2 {
                    match writer {
                        Writer::Store => cell.store(C::at(step)),
                        Writer::Update => cell.update(C::at(step)),
                    }
                }
            })
        };
        let value = match reader {
            Reader::Load => Some(cell.load()),
            Reader::TryLoad => cell.try_load(),
        };
        writing.join().unwrap();
        record.lock().unwrap().insert(value);
    });
    let executions = executions.load(Relaxed);
    let read = std::mem::take(&mut *read.lock().unwrap());
    (executions, read)
}

const BACKEND: &str = if cfg!(u64copy_wide) {
    "native"
} else {
    "split"
};
const BUILD: &str = if cfg!(debug_assertions) {
    "debug"
} else {
    "release"
};

/// `explore`, with its count printed as a `loom-count` line for `.ci/loom-counts`; returns
/// the count and what the read returned.
fn count<C: Cell>(writer: Writer, reader: Reader) -> (usize, BTreeSet<Option<C::Value>>) {
    let (executions, read) = explore::<C>(writer, reader);
    println!(
        "loom-count type={} backend={} build={} model={}/{} executions={}",
        C::NAME,
        BACKEND,
        BUILD,
        format!("{:?}", writer).to_lowercase(),
        match reader {
            Reader::Load => "load",
            Reader::TryLoad => "try_load",
        },
        executions
    );
    (executions, read)
}

/// The execution counts of each type (the table in tests/downstream_loom.md), each model asserting
/// what it must have explored, so that a model cut short by tokio-rs/loom#392 fails here
/// in either build; `.ci/loom-counts` compares the counts of the two builds.
/// - `load` returned the value before the stores and the last one stored;
/// - one `try_load` failed somewhere (where it can fail) and returned the last value stored
///   elsewhere;
/// - a writer that begins each store with `update` (the writer's read: loads before the
///   store) explores exactly the executions of one that stores.
fn check_counts<C: Cell>() {
    let (stored, loaded) = count::<C>(Writer::Store, Reader::Load);
    let (_, tried) = count::<C>(Writer::Store, Reader::TryLoad);
    let (updated, updated_loaded) = count::<C>(Writer::Update, Reader::Load);
    let (first, last) = (Some(C::at(0)), Some(C::at(2)));
    for (model, read) in [("store/load", &loaded), ("update/load", &updated_loaded)] {
        assert!(
            read.contains(&first) && read.contains(&last),
            "{} {}: the load returned only {:x?}: the model did not explore the stores \
             (tokio-rs/loom#392)",
            C::NAME,
            model,
            read
        );
    }
    assert!(
        tried.contains(&None) == C::TRY_LOAD_FAILS && tried.contains(&last),
        "{} store/try_load: try_load returned only {:x?}: the model did not explore the \
         stores (tokio-rs/loom#392)",
        C::NAME,
        tried
    );
    assert_eq!(
        updated,
        stored,
        "{}: a writer that updates explored {} executions, one that stores {}: the writer's \
         read cut the exploration short (tokio-rs/loom#392)",
        C::NAME,
        updated,
        stored
    );
}

#[test]
fn execution_counts_u64copy() {
    check_counts::<U64Copy>();
}

#[test]
fn execution_counts_u64seq() {
    check_counts::<U64Seq>();
}

#[test]
fn execution_counts_u64latch() {
    check_counts::<U64Latch>();
}

#[test]
fn execution_counts_u64seqarray() {
    check_counts::<U64SeqArray<2>>();
}

#[test]
fn execution_counts_u64latcharray() {
    check_counts::<U64LatchArray<2>>();
}

/// The writer role handed from one thread to another, as a user's code hands it (a task
/// that starts a clock, then lets an interrupt own it): a spawned thread advances the cell
/// from step 0 to step 1 and then sets a flag stored with `publish`; the model's thread, if
/// it sees the flag (loaded with `observe`), advances the cell to step 2. Stores stay
/// serialized only if the flag carries the first writer's store to the second writer: with
/// Relaxed, the second `update` may read step 0, on the hardware and, as the loom build
/// reads a moved writer role with a real loom load, under loom (a loom build that answered
/// the writer's read from a copy of the last store would hand it step 1 in every
/// execution). Returns in how many executions the role was handed over.
fn hand_over<C: Cell>(publish: Ordering, observe: Ordering) -> usize {
    let handed_over = std::sync::Arc::new(AtomicUsize::new(0));
    let handed = handed_over.clone();
    let mut builder = loom::model::Builder::new();
    builder.preemption_bound = Some(3);
    builder.check(move || {
        let cell = Arc::new(C::new(C::at(0)));
        let done = Arc::new(AtomicBool::new(false));
        let first = {
            let (cell, done) = (cell.clone(), done.clone());
            thread::spawn(move || {
                cell.advance();
                done.store(true, publish);
            })
        };
        let handed_to_me = done.load(observe);
        if handed_to_me {
            handed.fetch_add(1, Relaxed);
            let read = cell.advance();
            assert!(
                read == C::at(1),
                "the second writer read {:x?}, not the first writer's {:x?}",
                read,
                C::at(1)
            );
        }
        first.join().unwrap();
        let expected = C::at(if handed_to_me { 2 } else { 1 });
        let value = cell.load();
        assert!(
            value == expected,
            "lost update: {:x?}, not {:x?}",
            value,
            expected
        );
    });
    handed_over.load(Relaxed)
}

/// The writer role handed over by a Relaxed flag (the user's bug): loom finds the second
/// writer reading the value before the first writer's store, for every type, and the
/// control (a Release flag loaded Acquire) passes having handed the role over.
fn check_hand_over<C: Cell>() {
    let found = panic_message(|| {
        hand_over::<C>(Ordering::Relaxed, Ordering::Relaxed);
    });
    assert_found(found, "the second writer read");
    assert!(
        hand_over::<C>(Ordering::Release, Ordering::Acquire) > 0,
        "{}: no execution handed the writer role over",
        C::NAME
    );
}

#[test]
fn loom_finds_a_writer_role_handed_over_by_a_relaxed_flag_u64copy() {
    check_hand_over::<U64Copy>();
}

#[test]
fn loom_finds_a_writer_role_handed_over_by_a_relaxed_flag_u64seq() {
    check_hand_over::<U64Seq>();
}

#[test]
fn loom_finds_a_writer_role_handed_over_by_a_relaxed_flag_u64latch() {
    check_hand_over::<U64Latch>();
}

#[test]
fn loom_finds_a_writer_role_handed_over_by_a_relaxed_flag_u64seqarray() {
    check_hand_over::<U64SeqArray<2>>();
}

#[test]
fn loom_finds_a_writer_role_handed_over_by_a_relaxed_flag_u64latcharray() {
    check_hand_over::<U64LatchArray<2>>();
}
