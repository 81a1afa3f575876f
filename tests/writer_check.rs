//! The debug builds' writer check as a user meets it, on the backend the build selects (the
//! native one on this host; `RUSTFLAGS="--cfg u64copy_32bit"` for the split one): two threads
//! storing into one cell panic within a bounded run, naming the type, the rule and the line of
//! the user's `store`, `update` or `fetch_update` (`#[track_caller]` through the crate); one
//! writer racing readers never does. Release builds have no check: nothing here runs there.
#![cfg(all(debug_assertions, not(u64copy_loom)))]
// The library supports the rust-version of Cargo.toml; its tests need scoped threads (1.63).
#![allow(clippy::incompatible_msrv)]

use std::panic;
use std::sync::atomic::{AtomicBool, Ordering::Relaxed};
use std::sync::Mutex;
use std::thread;
use std::time::{Duration, Instant};
use u64copy::{U64Copy, U64Latch, U64LatchArray, U64Seq, U64SeqArray};

/// How long two writers may race before the check counts as missed.
const LIMIT: Duration = Duration::from_secs(10);

/// The location and message of each panic since the last `take_panics`.
static PANICS: Mutex<Vec<(String, u32, String)>> = Mutex::new(Vec::new());

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
    std::mem::take(&mut *PANICS.lock().unwrap())
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

/// Two writers through `write`, called at `line` of this file: the writer check must fire,
/// naming `name` and the rule, at that line.
fn caught_at(name: &str, line: u32, write: &(dyn Fn(u64) + Sync)) {
    let panics = race(2, write, &|| ());
    assert!(
        !panics.is_empty(),
        "{}: two writers ran {:?} unseen",
        name,
        LIMIT
    );
    for (file, at, message) in &panics {
        assert!(
            message.starts_with(&format!("{}: a second writer", name)),
            "{}: {}",
            name,
            message
        );
        assert!(message.contains("one-writer rule"), "{}: {}", name, message);
        assert_eq!(
            (file.as_str(), *at),
            (file!(), line),
            "{}: the panic names the crate's line, not the caller's",
            name
        );
    }
}

#[test]
fn two_writers_panic_at_the_callers_line_and_one_writer_never_does() {
    record_panics();

    let copy = U64Copy::new(0);
    let seq = U64Seq::new(0);
    let latch = U64Latch::new(0);
    let seq_array = U64SeqArray::new([0, 0]);
    let latch_array = U64LatchArray::new([0, 0]);

    // `store`, `update` and `fetch_update` of every type, each called on the line after
    // `line!()`.
    let line = line!() + 1;
    let write = |k| copy.store(k);
    caught_at("U64Copy", line, &write);
    let line = line!() + 1;
    let write = |k| seq.store(k);
    caught_at("U64Seq", line, &write);
    let line = line!() + 1;
    let write = |k| latch.store(k);
    caught_at("U64Latch", line, &write);
    let line = line!() + 1;
    let write = |k| seq_array.store([k, !k]);
    caught_at("U64SeqArray", line, &write);
    let line = line!() + 1;
    let write = |k| latch_array.store([k, !k]);
    caught_at("U64LatchArray", line, &write);
    let line = line!() + 1;
    let write = |k| assert!(copy.update(|_| k) != k);
    caught_at("U64Copy", line, &write);
    let line = line!() + 1;
    let write = |k| assert!(latch.update(|_| k) != k);
    caught_at("U64Latch", line, &write);
    let line = line!() + 1;
    let write = |k| assert!(seq.fetch_update(|_| Some(k)).is_ok());
    caught_at("U64Seq", line, &write);
    let line = line!() + 1;
    let write = |k| assert!(latch_array.fetch_update(|_| Some([k, k])).is_ok());
    caught_at("U64LatchArray", line, &write);

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
