//! Races a writer against readers on a naive two-word `u64` and on `U64Copy`, `U64Seq` and
//! `U64Latch`,
//! and prints how many torn values each returned and how fast it went.
//!
//! `cargo run --release --example torn [seconds per cell]`; add
//! `RUSTFLAGS="--cfg u64copy_32bit"` to use the split backends on any target.
//!
//! Exits non-zero if a type of the crate returned a torn value, and, on the split backend,
//! if the naive cell never tore: then the race did not happen and their zero proves nothing.

// The library supports Rust 1.60; this example needs scoped threads (1.63).
#![allow(clippy::incompatible_msrv)]

use std::sync::atomic::{AtomicBool, AtomicU32, Ordering::Relaxed};
use std::thread;
use std::time::{Duration, Instant};
use u64copy::{U64Copy, U64Latch, U64Seq};

/// What every racer needs: a store and a load.
trait Cell: Sync {
    fn store(&self, value: u64);
    fn load(&self) -> u64;
}

/// A `u64` as two 32-bit words with no check: what a 32-bit machine does with a plain `u64`.
#[derive(Default)]
struct TwoWords {
    lo: AtomicU32,
    hi: AtomicU32,
}

impl Cell for TwoWords {
    fn store(&self, value: u64) {
        self.lo.store(value as u32, Relaxed);
        self.hi.store((value >> 32) as u32, Relaxed);
    }

    fn load(&self) -> u64 {
        let lo = self.lo.load(Relaxed);
        let hi = self.hi.load(Relaxed);
        u64::from(hi) << 32 | u64::from(lo)
    }
}

impl Cell for U64Copy {
    fn store(&self, value: u64) {
        U64Copy::store(self, value)
    }

    fn load(&self) -> u64 {
        U64Copy::load(self)
    }
}

impl Cell for U64Seq {
    fn store(&self, value: u64) {
        U64Seq::store(self, value)
    }

    fn load(&self) -> u64 {
        U64Seq::load(self)
    }
}

impl Cell for U64Latch {
    fn store(&self, value: u64) {
        U64Latch::store(self, value)
    }

    fn load(&self) -> u64 {
        U64Latch::load(self)
    }
}

struct Race {
    stores: u64,
    loads: u64,
    torn: u64,
}

/// One writer stores `k << 32 | k` for k = 1, 2, … while `readers` threads load; a load with
/// unequal halves is torn.
fn race(cell: &impl Cell, readers: usize, duration: Duration) -> Race {
    let stop = AtomicBool::new(false);
    thread::scope(|s| {
        let writer = s.spawn(|| {
            let mut k = 0;
            while !stop.load(Relaxed) {
                k += 1;
                cell.store(k << 32 | k);
            }
            k
        });
        let readers: Vec<_> = (0..readers)
            .map(|_| {
                s.spawn(|| {
                    let (mut loads, mut torn) = (0, 0);
                    while !stop.load(Relaxed) {
                        let value = cell.load();
                        loads += 1;
                        torn += u64::from(value >> 32 != value & 0xffff_ffff);
                    }
                    (loads, torn)
                })
            })
            .collect();
        thread::sleep(duration);
        stop.store(true, Relaxed);
        let (loads, torn) = readers
            .into_iter()
            .map(|reader| reader.join().unwrap())
            .fold((0, 0), |(l, t), (loads, torn)| (l + loads, t + torn));
        Race {
            stores: writer.join().unwrap(),
            loads,
            torn,
        }
    })
}

fn main() {
    let seconds: f64 = std::env::args()
        .nth(1)
        .map_or(1.0, |arg| arg.parse().expect("seconds per cell"));
    let duration = Duration::from_secs_f64(seconds);
    let readers = thread::available_parallelism().map_or(1, |n| n.get().saturating_sub(1).max(1));
    let split = std::mem::size_of::<U64Copy>() != 8;
    let backend = if !split {
        "native backend: one AtomicU64 (RUSTFLAGS=\"--cfg u64copy_32bit\" for the split one)"
    } else {
        "split backend: AtomicU32 halves"
    };
    println!("1 writer, {readers} reader(s), {seconds} s per cell; {backend}");
    println!(
        "{:<10} {:>14} {:>14} {:>12}",
        "cell", "stores/s", "loads/s", "torn loads"
    );
    let start = Instant::now();
    let results = [
        ("two words", race(&TwoWords::default(), readers, duration)),
        ("U64Copy", race(&U64Copy::new(0), readers, duration)),
        ("U64Seq", race(&U64Seq::new(0), readers, duration)),
        ("U64Latch", race(&U64Latch::new(0), readers, duration)),
    ];
    for (name, result) in &results {
        println!(
            "{:<10} {:>14.0} {:>14.0} {:>12}",
            name,
            result.stores as f64 / seconds,
            result.loads as f64 / seconds,
            result.torn
        );
    }
    let torn_checked = results[1..]
        .iter()
        .map(|(_, result)| result.torn)
        .sum::<u64>();
    println!("({:.1} s)", start.elapsed().as_secs_f64());
    if torn_checked > 0 {
        eprintln!("a type of the crate returned a torn value");
        std::process::exit(1);
    }
    if split && results[0].1.torn == 0 {
        eprintln!("the two-word cell never tore: the readers did not race the writer");
        std::process::exit(1);
    }
}
