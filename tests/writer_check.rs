//! The debug builds' writer check as a user meets it, on the backend the build selects (the
//! native one on this host; `RUSTFLAGS="--cfg u64copy_32bit"` for the split one): two threads
//! storing into one cell panic within a bounded run, naming the type, the rule and the line of
//! the user's `store`, `store_release`, `update` or `fetch_update` (`#[track_caller]` through
//! the crate); one writer racing readers never does. A failure names the type and the method
//! (`U64Seq::store_release: ...`), so that a missing `#[track_caller]` is found per method. A second writer's store exactly between the read of
//! `update` or `fetch_update` and its store (made from inside `f`, so deterministic) panics
//! at the line of that `update`, on every type; a store there of the very value read is seen
//! only where the check compares a sequence. Release builds have no check: nothing here runs
//! there.
//!
//! `cargo test --test writer_check`, and with `RUSTFLAGS="--cfg u64copy_32bit"` (and a target
//! directory of its own) for the split backend.
#![cfg(all(debug_assertions, not(u64copy_loom)))]
// The library supports the rust-version of Cargo.toml; its tests need scoped threads (1.63).
#![allow(clippy::incompatible_msrv)]

use std::panic;
use std::sync::atomic::{AtomicBool, Ordering::Relaxed};
use std::sync::{Mutex, MutexGuard, Once, PoisonError};
use std::thread;
use std::time::{Duration, Instant};
use u64copy::{U64Copy, U64Latch, U64LatchArray, U64Seq, U64SeqArray};

/// How long two writers may race before the check counts as missed.
const LIMIT: Duration = Duration::from_secs(10);

/// The location and message of each panic since the last `take_panics`.
static PANICS: Mutex<Vec<(String, u32, String)>> = Mutex::new(Vec::new());

/// Held by each test: the panic hook and `PANICS` are the process's, and a test would take
/// another's panics for its own.
static SERIAL: Mutex<()> = Mutex::new(());

/// `SERIAL`, whether or not a test failed holding it, with the hook installed (once) and no
/// panic recorded yet.
fn serial() -> MutexGuard<'static, ()> {
    let guard = SERIAL.lock().unwrap_or_else(PoisonError::into_inner);
    static HOOK: Once = Once::new();
    HOOK.call_once(record_panics);
    take_panics();
    guard
}

fn record_panics() {
    let default = panic::take_hook();
    panic::set_hook(Box::new(move |info| {
        let location = info.location().unwrap();
        let message = match (
            info.payload().downcast_ref::<String>(),
            info.payload().downcast_ref::<&str>(),
        ) {
            (Some(message), _) => message.clone(),
            (_, Some(message)) => message.to_string(),
            _ => String::new(),
        };
        // The panics the test provokes, on the threads it spawns (which have no name), are
        // quiet; its own failures print as usual.
        if std::thread::current().name().is_some() {
            default(info);
        }
        PANICS
            .lock()
            .unwrap()
            .push((location.file().to_string(), location.line(), message));
    }));
}

fn take_panics() -> Vec<(String, u32, String)> {
    std::mem::take(&mut *PANICS.lock().unwrap_or_else(PoisonError::into_inner))
}

/// Runs `write(k)` on `writers` threads with distinct, growing `k` (and, with one writer, a
/// reader thread running `read` beside it) until a writer panics or `LIMIT` passes. Returns
/// the panics seen.
fn race(
    writers: u64,
    write: &(dyn Fn(u64) + Sync),
    read: &(dyn Fn() + Sync),
) -> Vec<(String, u32, String)> {
    let stop = AtomicBool::new(false);
    let started = Instant::now();
    thread::scope(|s| {
        for writer in 0..writers {
            let stop = &stop;
            s.spawn(move || {
                let outcome = panic::catch_unwind(panic::AssertUnwindSafe(|| {
                    let mut k = writer << 40;
                    while !stop.load(Relaxed) && started.elapsed() < LIMIT {
                        k += 1;
                        write(k);
                    }
                }));
                stop.store(true, Relaxed);
                drop(outcome);
            });
        }
        if writers == 1 {
            s.spawn(|| {
                while !stop.load(Relaxed) {
                    read();
                }
            });
        }
    });
    take_panics()
}

/// Two writers through `write`, `name`'s `method` called at `line` of this file: the writer
/// check must fire, naming `name` and the rule, at that line.
fn caught_at(name: &str, method: &str, line: u32, write: &(dyn Fn(u64) + Sync)) {
    let panics = race(2, write, &|| ());
    assert!(
        !panics.is_empty(),
        "{}::{}: two writers ran {:?} unseen",
        name,
        method,
        LIMIT
    );
    for (file, at, message) in &panics {
        assert!(
            message.starts_with(&format!("{}: a second writer", name)),
            "{}::{}: {}",
            name,
            method,
            message
        );
        assert!(
            message.contains("one-writer rule"),
            "{}::{}: {}",
            name,
            method,
            message
        );
        assert_eq!(
            (file.as_str(), *at),
            (file!(), line),
            "{}::{}: the panic names the crate's line, not the caller's",
            name,
            method
        );
    }
}

#[test]
fn two_writers_panic_at_the_callers_line_and_one_writer_never_does() {
    let _serial = serial();

    let copy = U64Copy::new(0);
    let seq = U64Seq::new(0);
    let latch = U64Latch::new(0);
    let seq_array = U64SeqArray::new([0, 0]);
    let latch_array = U64LatchArray::new([0, 0]);

    // `store`, `update` and `fetch_update` of every type, and `store_release` of those that
    // have it, each called on the line after `line!()`.
    let line = line!() + 1;
    let write = |k| copy.store(k);
    caught_at("U64Copy", "store", line, &write);
    let line = line!() + 1;
    let write = |k| seq.store(k);
    caught_at("U64Seq", "store", line, &write);
    let line = line!() + 1;
    let write = |k| latch.store(k);
    caught_at("U64Latch", "store", line, &write);
    let line = line!() + 1;
    let write = |k| seq_array.store([k, !k]);
    caught_at("U64SeqArray", "store", line, &write);
    let line = line!() + 1;
    let write = |k| latch_array.store([k, !k]);
    caught_at("U64LatchArray", "store", line, &write);
    let line = line!() + 1;
    let write = |k| seq.store_release(k);
    caught_at("U64Seq", "store_release", line, &write);
    let line = line!() + 1;
    let write = |k| latch.store_release(k);
    caught_at("U64Latch", "store_release", line, &write);
    let line = line!() + 1;
    let write = |k| seq_array.store_release([k, !k]);
    caught_at("U64SeqArray", "store_release", line, &write);
    let line = line!() + 1;
    let write = |k| latch_array.store_release([k, !k]);
    caught_at("U64LatchArray", "store_release", line, &write);
    let line = line!() + 1;
    let write = |k| assert!(copy.update(|_| k) != k);
    caught_at("U64Copy", "update", line, &write);
    let line = line!() + 1;
    let write = |k| assert!(latch.update(|_| k) != k);
    caught_at("U64Latch", "update", line, &write);
    let line = line!() + 1;
    let write = |k| assert!(seq.fetch_update(|_| Some(k)).is_ok());
    caught_at("U64Seq", "fetch_update", line, &write);
    let line = line!() + 1;
    let write = |k| assert!(latch_array.fetch_update(|_| Some([k, k])).is_ok());
    caught_at("U64LatchArray", "fetch_update", line, &write);

    // One writer, a reader beside it: no panic in a one-second run (every store through
    // another API, readers loading as fast as they can).
    let copy = U64Copy::new(0);
    let latch = U64Latch::new(0);
    let seq_array = U64SeqArray::new([0, 0]);
    type Write<'a> = &'a (dyn Fn(u64) + Sync);
    type Read<'a> = &'a (dyn Fn() + Sync);
    let cases: [(&str, Write, Read); 3] = [
        ("U64Copy", &|k| copy.store(k), &|| {
            assert!(copy.load() < u64::MAX)
        }),
        ("U64Latch", &|k| assert!(latch.update(|_| k) < k), &|| {
            assert!(latch.load_with(|| 0).0 < u64::MAX)
        }),
        (
            "U64SeqArray",
            &|k| assert!(seq_array.fetch_update(|_| Some([k, k])).is_ok()),
            &|| assert!(seq_array.load()[0] < u64::MAX),
        ),
    ];
    let quiet = Duration::from_secs(1);
    for (name, write, read) in cases {
        let started = Instant::now();
        let stop_after = |k: u64| {
            if started.elapsed() > quiet {
                panic!("time is up");
            }
            write(k)
        };
        let panics = race(1, &stop_after, read);
        let unexpected: Vec<_> = panics
            .iter()
            .filter(|(_, _, m)| m != "time is up")
            .collect();
        assert!(
            unexpected.is_empty(),
            "{}: one writer panicked: {:?}",
            name,
            unexpected
        );
    }
}

/// `value`, after `second_writer` ran: as `f` of `update` or `fetch_update`, a store of another
/// writer exactly between the writer's read and its store.
fn after<T>(second_writer: impl FnOnce(), value: T) -> T {
    second_writer();
    value
}

/// Runs `write` on a thread of its own (whose panic is quiet) and returns the panics it made.
fn panics_of<R>(write: &(dyn Fn() -> R + Sync)) -> Vec<(String, u32, String)> {
    let caught = thread::scope(|s| {
        s.spawn(|| panic::catch_unwind(panic::AssertUnwindSafe(write)).is_err())
            .join()
            .unwrap()
    });
    let panics = take_panics();
    assert_eq!(caught, !panics.is_empty());
    panics
}

/// `write`, the `update` or `fetch_update` that `name` (`Type::method`) names, called at
/// `line` of this file, whose `f` stores (`after`), must panic there, once, with the type's
/// check from the writer's read; then `holds` (the second writer's store whole, no store
/// left in progress).
fn caught_once_at<R>(
    name: &str,
    line: u32,
    write: &(dyn Fn() -> R + Sync),
    holds: &dyn Fn() -> bool,
) {
    let owner = name.split("::").next().unwrap();
    let panics = panics_of(write);
    assert!(
        panics.len() == 1,
        "{}: a store between the writer's read and its store: {:?}",
        name,
        panics
    );
    let (file, at, message) = &panics[0];
    assert!(
        message.starts_with(&format!("{}: a second writer", owner))
            && message.contains("the writer's read")
            && message.contains("one-writer rule"),
        "{}: {}",
        name,
        message
    );
    assert_eq!(
        (file.as_str(), *at),
        (file!(), line),
        "{}: the panic names the crate's line, not the caller's",
        name
    );
    assert!(
        holds(),
        "{}: the second writer's store is not what a load finds",
        name
    );
}

#[test]
fn a_store_between_the_writers_read_and_its_store_panics_at_the_callers_line() {
    let _serial = serial();
    let copy = U64Copy::new(5);
    let seq = U64Seq::new(5);
    let latch = U64Latch::new(5);
    let seqs = U64SeqArray::new([5, 6]);
    let latches = U64LatchArray::new([5, 6]);

    // Each `f` stores 7 (or [7, 8]), neither the value read nor the one `f` returns, so only
    // a check from the writer's read can see it: the value and its copy agree again, and no
    // store is in progress. Each call is on the line after `line!()`; a refused store leaves
    // the second writer's value, and the cell is reset to its first value before the next.
    let line = line!() + 1;
    let write = || copy.update(|v| after(|| copy.store(7), v + 1));
    caught_once_at("U64Copy::update", line, &write, &|| {
        copy.try_load() == Some(7)
    });
    copy.store(5);
    let line = line!() + 1;
    let write = || copy.fetch_update(|v| Some(after(|| copy.store(7), v + 1)));
    caught_once_at("U64Copy::fetch_update", line, &write, &|| {
        copy.try_load() == Some(7)
    });
    let line = line!() + 1;
    let write = || seq.update(|v| after(|| seq.store(7), v + 1));
    caught_once_at("U64Seq::update", line, &write, &|| {
        seq.try_load() == Some(7)
    });
    seq.store(5);
    let line = line!() + 1;
    let write = || seq.fetch_update(|v| Some(after(|| seq.store(7), v + 1)));
    caught_once_at("U64Seq::fetch_update", line, &write, &|| {
        seq.try_load() == Some(7)
    });
    let line = line!() + 1;
    let write = || latch.update(|v| after(|| latch.store(7), v + 1));
    caught_once_at("U64Latch::update", line, &write, &|| {
        latch.try_load() == Some(7)
    });
    latch.store(5);
    let line = line!() + 1;
    let write = || latch.fetch_update(|v| Some(after(|| latch.store(7), v + 1)));
    caught_once_at("U64Latch::fetch_update", line, &write, &|| {
        latch.try_load() == Some(7)
    });

    let next = |[a, b]: [u64; 2]| [a + 1, b + 1];
    let line = line!() + 1;
    let write = || seqs.update(|v| after(|| seqs.store([7, 8]), next(v)));
    caught_once_at("U64SeqArray::update", line, &write, &|| {
        seqs.try_load() == Some([7, 8])
    });
    seqs.store([5, 6]);
    let line = line!() + 1;
    let write = || seqs.fetch_update(|v| Some(after(|| seqs.store([7, 8]), next(v))));
    caught_once_at("U64SeqArray::fetch_update", line, &write, &|| {
        seqs.try_load() == Some([7, 8])
    });
    let line = line!() + 1;
    let write = || latches.update(|v| after(|| latches.store([7, 8]), next(v)));
    caught_once_at("U64LatchArray::update", line, &write, &|| {
        latches.try_load() == Some([7, 8])
    });
    latches.store([5, 6]);
    let line = line!() + 1;
    let write = || latches.fetch_update(|v| Some(after(|| latches.store([7, 8]), next(v))));
    caught_once_at("U64LatchArray::fetch_update", line, &write, &|| {
        latches.try_load() == Some([7, 8])
    });
}

/// As [`caught_once_at`] where `seen`, for a second writer that stores the value read (`load`
/// then finds `read`); else `write` completes unseen, and `load` finds `returned`, what `f`
/// returned: the lost store left the value as the writer read it.
fn seen_if<T: PartialEq + core::fmt::Debug, R>(
    seen: bool,
    name: &str,
    line: u32,
    write: &(dyn Fn() -> R + Sync),
    load: &dyn Fn() -> Option<T>,
    [read, returned]: [T; 2],
) {
    if seen {
        caught_once_at(name, line, write, &|| load().as_ref() == Some(&read));
    } else {
        let panics = panics_of(write);
        assert!(panics.is_empty(), "{}: {:?}", name, panics);
        assert_eq!(load(), Some(returned), "{}", name);
    }
}

/// The limit of the check from the writer's read: a second writer's store of the very value
/// read is seen where the check compares a sequence (`U64Seq` and `U64Latch` on the split
/// backend, the groups on both), never where it compares the value (`U64Copy` on both
/// backends, `U64Seq` and `U64Latch` on the native one, whose debug store is a
/// compare-and-swap from the value read): there it is lost unseen, as it changed nothing.
#[test]
fn a_store_of_the_value_read_is_seen_only_where_the_check_compares_a_sequence() {
    let _serial = serial();
    let split = !cfg!(u64copy_wide);
    let copy = U64Copy::new(5);
    let seq = U64Seq::new(5);
    let latch = U64Latch::new(5);
    let seqs = U64SeqArray::new([5, 6]);
    let latches = U64LatchArray::new([5, 6]);

    // Each `f` stores the value it read, then returns that plus one; each call is on the line
    // after `line!()`, each cell reset to its first value before the next.
    let line = line!() + 1;
    let write = || copy.update(|v| after(|| copy.store(v), v + 1));
    seen_if(
        false,
        "U64Copy::update",
        line,
        &write,
        &|| copy.try_load(),
        [5, 6],
    );
    copy.store(5);
    let line = line!() + 1;
    let write = || copy.fetch_update(|v| Some(after(|| copy.store(v), v + 1)));
    seen_if(
        false,
        "U64Copy::fetch_update",
        line,
        &write,
        &|| copy.try_load(),
        [5, 6],
    );
    let line = line!() + 1;
    let write = || seq.update(|v| after(|| seq.store(v), v + 1));
    seen_if(
        split,
        "U64Seq::update",
        line,
        &write,
        &|| seq.try_load(),
        [5, 6],
    );
    seq.store(5);
    let line = line!() + 1;
    let write = || seq.fetch_update(|v| Some(after(|| seq.store(v), v + 1)));
    seen_if(
        split,
        "U64Seq::fetch_update",
        line,
        &write,
        &|| seq.try_load(),
        [5, 6],
    );
    let line = line!() + 1;
    let write = || latch.update(|v| after(|| latch.store(v), v + 1));
    seen_if(
        split,
        "U64Latch::update",
        line,
        &write,
        &|| latch.try_load(),
        [5, 6],
    );
    latch.store(5);
    let line = line!() + 1;
    let write = || latch.fetch_update(|v| Some(after(|| latch.store(v), v + 1)));
    seen_if(
        split,
        "U64Latch::fetch_update",
        line,
        &write,
        &|| latch.try_load(),
        [5, 6],
    );

    let next = |[a, b]: [u64; 2]| [a + 1, b + 1];
    let values = [[5, 6], [6, 7]];
    let line = line!() + 1;
    let write = || seqs.update(|v| after(|| seqs.store(v), next(v)));
    seen_if(
        true,
        "U64SeqArray::update",
        line,
        &write,
        &|| seqs.try_load(),
        values,
    );
    let line = line!() + 1;
    let write = || seqs.fetch_update(|v| Some(after(|| seqs.store(v), next(v))));
    seen_if(
        true,
        "U64SeqArray::fetch_update",
        line,
        &write,
        &|| seqs.try_load(),
        values,
    );
    let line = line!() + 1;
    let write = || latches.update(|v| after(|| latches.store(v), next(v)));
    seen_if(
        true,
        "U64LatchArray::update",
        line,
        &write,
        &|| latches.try_load(),
        values,
    );
    let line = line!() + 1;
    let write = || latches.fetch_update(|v| Some(after(|| latches.store(v), next(v))));
    seen_if(
        true,
        "U64LatchArray::fetch_update",
        line,
        &write,
        &|| latches.try_load(),
        values,
    );
}
