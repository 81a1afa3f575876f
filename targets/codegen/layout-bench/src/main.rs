//! What cache-line alignment would buy a reader of `U64Seq` and `U64Latch` (DESIGN.md,
//! "Layout is not a guarantee"). Each cell is placed in a 64-byte-aligned buffer, and loaded in a loop:
//! (a) inside one 64-byte line; (b) straddling two lines (split backend only: an 8-aligned
//! native cell never straddles); (c) in a line whose other half another thread stores to
//! continuously (false sharing); (d) in a line of its own, that thread storing to the next
//! line. Printed: ns per load (median of 9 rounds), the ratios b/a and c/d, and how many
//! stores the other thread made per load (it must be running for (c) and (d) to mean anything).
use std::hint::black_box;
use std::mem::{align_of, size_of};
use std::ptr;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};
use std::time::Instant;
use u64copy::{U64Latch, U64Seq};

const LOADS: u32 = 2_000_000;

#[repr(C, align(4096))]
struct Buffer([u8; 4096]);

trait Cell: Sync {
    const NAME: &'static str;
    fn new(value: u64) -> Self;
    fn load(&self) -> u64;
}

impl Cell for U64Seq {
    const NAME: &'static str = "U64Seq";
    fn new(value: u64) -> Self {
        U64Seq::new(value)
    }
    #[inline]
    fn load(&self) -> u64 {
        U64Seq::load(self)
    }
}

impl Cell for U64Latch {
    const NAME: &'static str = "U64Latch";
    fn new(value: u64) -> Self {
        U64Latch::new(value)
    }
    #[inline]
    fn load(&self) -> u64 {
        U64Latch::load(self)
    }
}

/// ns per load of the cell at `offset` in `buffer` (the median of 9 rounds), with a thread
/// storing to `neighbour` (an offset in the same buffer) for the whole measurement, if given;
/// and how many stores that thread made per load (0 without one: a starved writer shows).
fn measure<C: Cell>(buffer: &mut Buffer, offset: usize, neighbour: Option<usize>) -> (f64, f64) {
    assert_eq!(offset % align_of::<C>(), 0);
    let base = buffer.0.as_mut_ptr();
    // SAFETY: in bounds and aligned (asserted); the buffer outlives every reference below.
    let cell = unsafe {
        let at = base.add(offset).cast::<C>();
        ptr::write(at, C::new(7));
        &*at
    };
    let stop = AtomicBool::new(false);
    let (mut rounds, stores) = std::thread::scope(|scope| {
        let mut writer = None;
        if let Some(n) = neighbour {
            assert!(n % 8 == 0 && (n + 8 <= offset || n >= offset + size_of::<C>()));
            // SAFETY: aligned, in bounds, and no byte of the cell (asserted above).
            let other = unsafe { &*base.add(n).cast::<AtomicU64>() };
            let stop = &stop;
            writer = Some(scope.spawn(move || {
                let mut i = 0u64;
                while !stop.load(Relaxed) {
                    other.store(i, Relaxed);
                    i = i.wrapping_add(1);
                }
                i
            }));
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        let rounds: Vec<f64> = (0..9)
            .map(|_| {
                let start = Instant::now();
                for _ in 0..LOADS {
                    black_box(black_box(cell).load());
                }
                start.elapsed().as_nanos() as f64 / f64::from(LOADS)
            })
            .collect();
        stop.store(true, Relaxed);
        let stores = writer.map_or(0, |w| w.join().unwrap());
        (rounds, stores as f64 / f64::from(9 * LOADS))
    });
    rounds.sort_by(f64::total_cmp);
    (rounds[4], stores)
}

fn row<C: Cell>(label: &str) {
    let mut buffer = Box::new(Buffer([0; 4096]));
    let (a, _) = measure::<C>(&mut buffer, 64, None);
    // The cell's first 8 bytes in one line, the rest in the next: only where it is 4-aligned.
    let b = (align_of::<C>() < 8).then(|| measure::<C>(&mut buffer, 128 - 8, None).0);
    let (c, c_stores) = measure::<C>(&mut buffer, 256, Some(256 + 32)); // the writer in the same line
    let (d, d_stores) = measure::<C>(&mut buffer, 512, Some(512 + 64)); // the writer in the next line
    let b_text = b.map_or("n/a".into(), |b| format!("{b:.2}"));
    let b_ratio = b.map_or("n/a".into(), |b| format!("{:.2}", b / a));
    println!(
        "| {label} | {} | {}, {} | {a:.2} | {b_text} | {c:.2} | {d:.2} | {b_ratio} | {:.2} | {c_stores:.2}, {d_stores:.2} |",
        C::NAME,
        size_of::<C>(),
        align_of::<C>(),
        c / d
    );
}

fn main() {
    if std::env::args().nth(1).as_deref() == Some("run 1") && size_of::<U64Seq>() == 8 {
        println!("| run, backend | type | size, align | (a) one line | (b) two lines | (c) false sharing | (d) own line | b/a | c/d | writer stores per load (c), (d) |");
        println!("|---|---|---|---|---|---|---|---|---|---|");
    }
    let label = std::env::args().nth(1).unwrap_or_default();
    let backend = if size_of::<U64Seq>() == 8 {
        "native"
    } else {
        "split"
    };
    let label = format!("{label}, {backend}");
    row::<U64Seq>(&label);
    row::<U64Latch>(&label);
}
