//! Every cell of `common`, side by side in one run: uncontended `load` and `store`, loads
//! racing one writer that stores flat out, and a reader shaped like the kernel's
//! `set_task_rq_fair()`. Built with `--cfg u64copy_32bit`, only the split backend's rows
//! (see `common`). Commands, quick settings and results:
//! benches/README.md.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use std::hint::black_box;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;
use std::thread;
use std::time::{Duration, Instant};

#[macro_use]
mod common;
use common::{both_halves, is_torn, Cell64};

/// Uncontended operations per measured iteration: sub-nanosecond operations would
/// otherwise be swamped by the loop around them and by where that loop lands in the code.
const OPS_PER_ITERATION: u32 = 8;

fn uncontended_load<C: Cell64>(c: &mut Criterion) {
    let cell = C::new(both_halves(7));
    c.benchmark_group("load")
        .throughput(Throughput::Elements(OPS_PER_ITERATION.into()))
        .bench_function(C::NAME, |b| {
            b.iter(|| {
                for _ in 0..OPS_PER_ITERATION {
                    black_box(black_box(&cell).load());
                }
            })
        });
}

fn uncontended_store<C: Cell64>(c: &mut Criterion) {
    let cell = C::new(0);
    let mut n = 0u32;
    c.benchmark_group("store")
        .throughput(Throughput::Elements(OPS_PER_ITERATION.into()))
        .bench_function(C::NAME, |b| {
            b.iter(|| {
                for _ in 0..OPS_PER_ITERATION {
                    n = n.wrapping_add(1);
                    black_box(&cell).store(both_halves(n));
                }
            })
        });
}

/// Readers 1..=N, N = available parallelism − 1 (at least 1), or `U64COPY_BENCH_READERS`.
fn max_readers() -> usize {
    if let Some(readers) = std::env::var("U64COPY_BENCH_READERS")
        .ok()
        .and_then(|v| v.parse().ok())
    {
        return readers;
    }
    thread::available_parallelism()
        .map(|n| n.get().saturating_sub(1))
        .unwrap_or(1)
        .max(1)
}

#[derive(Default)]
struct RaceTotals {
    reads: u64,
    read_time: Duration,
    retries: u64,
    torn: u64,
    writes: u64,
    write_time: Duration,
}

struct ReaderResult {
    elapsed: Duration,
    retries: u64,
    torn: u64,
}

fn read_racing<C: Cell64>(cell: &C, writer_started: &AtomicBool, iters: u64) -> ReaderResult {
    while !writer_started.load(Ordering::Acquire) {
        std::hint::spin_loop();
    }
    let (mut retries, mut torn) = (0, 0);
    let start = Instant::now();
    for _ in 0..iters {
        let value = cell.load_counting_retries(&mut retries);
        torn += u64::from(is_torn(black_box(value)));
    }
    ReaderResult {
        elapsed: start.elapsed(),
        retries,
        torn,
    }
}

/// One writer stores `both_halves(1, 2, ...)` as fast as it can while `readers` threads
/// each time `iters` loads; criterion gets the measuring reader's time.
fn racing_one_writer<C: Cell64>(c: &mut Criterion) {
    let mut group = c.benchmark_group("racing_writer");
    group.throughput(Throughput::Elements(1));
    for readers in 1..=max_readers() {
        let cell = C::new(0);
        let mut totals = RaceTotals::default();
        group.bench_function(BenchmarkId::new(C::NAME, readers), |b| {
            b.iter_custom(|iters| {
                let stop = AtomicBool::new(false);
                let writer_started = AtomicBool::new(false);
                thread::scope(|s| {
                    let writer = s.spawn(|| {
                        let start = Instant::now();
                        let mut n = 0u32;
                        while !stop.load(Ordering::Relaxed) {
                            for _ in 0..64 {
                                n = n.wrapping_add(1);
                                cell.store(both_halves(n));
                            }
                            writer_started.store(true, Ordering::Release);
                        }
                        (u64::from(n), start.elapsed())
                    });
                    let others: Vec<_> = (1..readers)
                        .map(|_| s.spawn(|| read_racing(&cell, &writer_started, iters)))
                        .collect();
                    let mine = read_racing(&cell, &writer_started, iters);
                    let mut results = vec![mine.elapsed];
                    for other in others {
                        let other = other.join().unwrap();
                        totals.retries += other.retries;
                        totals.torn += other.torn;
                        results.push(other.elapsed);
                    }
                    stop.store(true, Ordering::Relaxed);
                    let (writes, write_time) = writer.join().unwrap();
                    totals.reads += iters * readers as u64;
                    totals.read_time += results.iter().sum::<Duration>();
                    totals.retries += mine.retries;
                    totals.torn += mine.torn;
                    totals.writes += writes;
                    totals.write_time += write_time;
                    mine.elapsed
                })
            })
        });
        print_race_totals(C::NAME, readers, C::RETRIES, &totals);
    }
}

/// Writes/s and retries per read are not criterion's to report: one line per row, over
/// warm-up and measurement together, for `criterion_summary.py race`.
fn print_race_totals(name: &str, readers: usize, retries_apply: bool, totals: &RaceTotals) {
    let per_second = |count: u64, time: Duration| count as f64 / time.as_secs_f64().max(1e-9);
    let retries_per_read = if retries_apply {
        format!("{:.4}", totals.retries as f64 / totals.reads.max(1) as f64)
    } else {
        "n/a".to_string()
    };
    println!(
        "race-totals: {name}/{readers} reads_per_s_per_reader={:.0} writes_per_s={:.0} \
         retries_per_read={retries_per_read} torn_reads={}",
        per_second(totals.reads, totals.read_time),
        per_second(totals.writes, totals.write_time),
        totals.torn,
    );
}

/// How long the writer works between two updates of a cell, so that it updates them at a
/// scheduler's pace (each `update_load_avg()` does real work) rather than flat out.
const WRITER_WORK_SPINS: u32 = 64;

/// The reader side of `set_task_rq_fair()`: load `prev`'s and `next`'s last update time per
/// migration, while one writer updates each cell under that cell's own lock (the rq lock).
fn scheduler_migration<C: Cell64>(c: &mut Criterion) {
    let mut group = c.benchmark_group("set_task_rq_fair");
    group.throughput(Throughput::Elements(1));
    let (prev, next) = (C::new(0), C::new(0));
    let (prev_rq_lock, next_rq_lock) = (Mutex::new(()), Mutex::new(()));
    group.bench_function(C::NAME, |b| {
        b.iter_custom(|iters| {
            let stop = AtomicBool::new(false);
            let writer_started = AtomicBool::new(false);
            thread::scope(|s| {
                s.spawn(|| {
                    let mut clock = 0u32;
                    while !stop.load(Ordering::Relaxed) {
                        for (cell, rq_lock) in [(&prev, &prev_rq_lock), (&next, &next_rq_lock)] {
                            clock = clock.wrapping_add(1);
                            let _rq = rq_lock.lock().unwrap();
                            cell.store(both_halves(clock));
                        }
                        writer_started.store(true, Ordering::Release);
                        for _ in 0..WRITER_WORK_SPINS {
                            std::hint::spin_loop();
                        }
                    }
                });
                while !writer_started.load(Ordering::Acquire) {
                    std::hint::spin_loop();
                }
                let start = Instant::now();
                let mut se_last_update_time = 0u64;
                let mut decayed = 0u64;
                for _ in 0..iters {
                    let prev_last_update_time = black_box(&prev).load();
                    let next_last_update_time = black_box(&next).load();
                    // __update_load_avg_blocked_se(p_last_update_time, se), reduced to its
                    // use of the value, then se->avg.last_update_time = n_last_update_time.
                    decayed = decayed
                        .wrapping_add(prev_last_update_time.wrapping_sub(se_last_update_time));
                    se_last_update_time = next_last_update_time;
                }
                let elapsed = start.elapsed();
                stop.store(true, Ordering::Relaxed);
                black_box((decayed, se_last_update_time));
                elapsed
            })
        })
    });
}

fn all_cells(c: &mut Criterion) {
    for_each_cell!(uncontended_load(c));
    for_each_cell!(uncontended_store(c));
    for_each_cell!(racing_one_writer(c));
    for_each_cell!(scheduler_migration(c));
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(2));
    targets = all_cells
}
criterion_main!(benches);
