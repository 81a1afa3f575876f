//! Every group of `group_cells`, N = 2, 4, 8, side by side in one run: uncontended `load`
//! and `store`, and loads racing one writer that stores flat out, or paced. Commands and
//! results: benches/README.md, "Groups".

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::hint::black_box;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::{Duration, Instant};

#[macro_use]
mod group_cells;
use group_cells::{all_equal, is_mixed, Group};

/// Uncontended operations per measured iteration, as in `compare.rs`.
const OPS_PER_ITERATION: u32 = 8;

fn uncontended_load<G: Group<N>, const N: usize>(c: &mut Criterion) {
    let group = G::new(all_equal(7));
    c.benchmark_group(format!("load_N{N}"))
        .throughput(Throughput::Elements(OPS_PER_ITERATION.into()))
        .bench_function(G::NAME, |b| {
            b.iter(|| {
                for _ in 0..OPS_PER_ITERATION {
                    black_box(black_box(&group).load());
                }
            })
        });
}

fn uncontended_store<G: Group<N>, const N: usize>(c: &mut Criterion) {
    let group = G::new([0; N]);
    let mut n = 0u32;
    c.benchmark_group(format!("store_N{N}"))
        .throughput(Throughput::Elements(OPS_PER_ITERATION.into()))
        .bench_function(G::NAME, |b| {
            b.iter(|| {
                for _ in 0..OPS_PER_ITERATION {
                    n = n.wrapping_add(1);
                    black_box(&group).store(all_equal(n));
                }
            })
        });
}

#[derive(Default)]
struct RaceTotals {
    reads: u64,
    read_time: Duration,
    retries: u64,
    mixed: u64,
    writes: u64,
    write_time: Duration,
}

/// How long a paced writer works between two stores: every writer then stores at about the
/// same rate, whatever its own store costs (a flat-out writer stored up to 6 times as often
/// into the crate's groups as into `SeqLock`, whose writers take a mutex).
const WRITER_WORK_SPINS: u32 = 64;

/// One writer stores `all_equal(1, 2, ...)` as fast as it can (`spins` 0) or with `spins`
/// spin-loop hints of work after each store, while one reader times `iters` loads; criterion
/// gets the reader's time. One reader: this machine has 2 cores.
/// 10 samples (criterion's least): a reader that the writer starves (crossbeam's lock) takes
/// milliseconds per load, and 100 samples of it took minutes.
fn racing_one_writer<G: Group<N>, const N: usize>(c: &mut Criterion, name: &str, spins: u32) {
    let group = G::new(all_equal(0));
    let mut totals = RaceTotals::default();
    c.benchmark_group(format!("{name}_N{N}"))
        .throughput(Throughput::Elements(1))
        .sample_size(10)
        .bench_function(G::NAME, |b| {
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
                                group.store(all_equal(n));
                                for _ in 0..spins {
                                    std::hint::spin_loop();
                                }
                            }
                            writer_started.store(true, Ordering::Release);
                        }
                        (u64::from(n), start.elapsed())
                    });
                    while !writer_started.load(Ordering::Acquire) {
                        std::hint::spin_loop();
                    }
                    let (mut retries, mut mixed) = (0, 0);
                    let start = Instant::now();
                    for _ in 0..iters {
                        let values = group.load_counting_retries(&mut retries);
                        mixed += u64::from(is_mixed(black_box(values)));
                    }
                    let elapsed = start.elapsed();
                    stop.store(true, Ordering::Relaxed);
                    let (writes, write_time) = writer.join().unwrap();
                    totals.reads += iters;
                    totals.read_time += elapsed;
                    totals.retries += retries;
                    totals.mixed += mixed;
                    totals.writes += writes;
                    totals.write_time += write_time;
                    elapsed
                })
            })
        });
    print_race_totals::<G, N>(name, &totals);
}

/// In the format of `compare.rs`, for `criterion_summary.py race`: the cell is
/// `SCENARIO:NAME_N<N>`, and the "torn reads" are mixed reads (values of different stores).
fn print_race_totals<G: Group<N>, const N: usize>(scenario: &str, totals: &RaceTotals) {
    let per_second = |count: u64, time: Duration| count as f64 / time.as_secs_f64().max(1e-9);
    let retries_per_read = if G::RETRIES {
        format!("{:.4}", totals.retries as f64 / totals.reads.max(1) as f64)
    } else {
        "n/a".to_string()
    };
    println!(
        "race-totals: {scenario}:{}_N{N}/1 reads_per_s_per_reader={:.0} writes_per_s={:.0} \
         retries_per_read={retries_per_read} torn_reads={}",
        G::NAME,
        per_second(totals.reads, totals.read_time),
        per_second(totals.writes, totals.write_time),
        totals.mixed,
    );
}

fn all_groups(c: &mut Criterion) {
    for_each_group!(uncontended_load(c));
    for_each_group!(uncontended_store(c));
    for_each_group!(racing_one_writer(c, "racing_writer", 0));
    for_each_group!(racing_one_writer(
        c,
        "racing_paced_writer",
        WRITER_WORK_SPINS
    ));
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(1));
    targets = all_groups
}
criterion_main!(benches);
