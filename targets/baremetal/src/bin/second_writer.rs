//! The debug builds' check of the one-writer rule on Cortex-M (issue 25), under
//! qemu-system-arm: the main loop stores into cells without pause while SysTick either stores
//! into the same cells (a second writer) or only reads them.
//!
//! One case per run, chosen by the semihosting command line (`-append`, through `cargo run
//! -- -append "ROLE CELLS"`):
//! - `writer U64Latch` (or any one cell): the interrupt stores into the cell the main loop
//!   is storing into. A debug build must panic with `U64Latch: a second writer: ...` (the
//!   panic handler prints it and ends the run); if it has not after `MAX_TICKS` interrupts,
//!   the run fails.
//! - `writer all`: the same into all five cells, for the release build, which checks
//!   nothing: it must run `MAX_TICKS` interrupts, `MIN_INSIDE` of them inside each cell's
//!   store, without a panic.
//! - `reader all`: the interrupt only reads (`try_load`, and `load` for the latches): a debug
//!   build must not panic over `MAX_TICKS` interrupts, `MIN_INSIDE` of them inside each
//!   cell's store.
//!
//! "Inside a store": the main loop marks the cell it is storing into before the store and
//! clears the mark after it (one core, so compiler fences order the mark for the interrupt),
//! and the interrupt counts the marks it finds. QEMU runs with `-icount` (interrupts at
//! instruction counts, inside translated blocks), and the main loop spins a pseudo-random
//! 0–7 times between stores, so that the interrupts do not lock onto one phase of it.
#![no_std]
#![no_main]

#[cfg(not(target_arch = "arm"))]
compile_error!("the second_writer binary is for Cortex-M (qemu-system-arm mps2-an386)");

use core::sync::atomic::{
    compiler_fence, AtomicU32, AtomicU8,
    Ordering::{Relaxed, SeqCst},
};
mod common;

use common::{exit, start_systick};
use cortex_m_rt::{entry, exception};
use cortex_m_semihosting::{hprint, hprintln};
use u64copy::{U64Copy, U64Latch, U64LatchArray, U64Seq, U64SeqArray};

/// Interrupts per bounded run (and at most, in the runs that must panic).
const MAX_TICKS: u32 = 3000;
/// Interrupts that must land inside each cell's store in a run that must not panic (about
/// 100–330 do).
const MIN_INSIDE: u32 = 50;
/// SysTick reload value in core clock cycles: ten times the release harness's, so that a
/// debug build's handler, which reads or stores five cells, leaves the main loop time to run
/// (at 97 the run that reads all five never ended).
const SYSTICK_RELOAD: u32 = 997;

static COPY: U64Copy = U64Copy::new(0);
static SEQ: U64Seq = U64Seq::new(0);
static LATCH: U64Latch = U64Latch::new(0);
static SEQ_ARRAY: U64SeqArray<2> = U64SeqArray::new([0, 0]);
static LATCH_ARRAY: U64LatchArray<2> = U64LatchArray::new([0, 0]);

const NAMES: [&str; 5] = [
    "U64Copy",
    "U64Seq",
    "U64Latch",
    "U64SeqArray",
    "U64LatchArray",
];

/// `k << 32 | k`: every store changes both halves of the value it stores.
fn value(k: u32) -> u64 {
    u64::from(k) << 32 | u64::from(k)
}

/// Stores the `k`-th value into cell `cell` (an index into `NAMES`).
fn store(cell: usize, k: u32) {
    let value = value(k);
    match cell {
        0 => COPY.store(value),
        1 => SEQ.store(value),
        2 => LATCH.store(value),
        3 => SEQ_ARRAY.store([value, !value]),
        _ => LATCH_ARRAY.store([value, !value]),
    }
}

/// Reads cell `cell` as an interrupt may (never `load` where it waits for the store it
/// preempted): `false` if an attempt failed.
fn read(cell: usize) -> bool {
    match cell {
        0 => COPY.try_load().is_some(),
        1 => SEQ.try_load().is_some(),
        2 => {
            let _ = LATCH.load();
            LATCH.try_load().is_some()
        }
        3 => SEQ_ARRAY.try_load().is_some(),
        _ => {
            let _ = LATCH_ARRAY.load();
            LATCH_ARRAY.try_load().is_some()
        }
    }
}

/// What the interrupt does: store (a second writer) or read.
const WRITER: u8 = 1;
const READER: u8 = 2;
static ROLE: AtomicU8 = AtomicU8::new(0);
/// The cells of this run, one bit each.
static CELLS: AtomicU8 = AtomicU8::new(0);
/// 1 + the cell the main loop is storing into, 0 between stores.
static STORING: AtomicU8 = AtomicU8::new(0);
/// Written by the interrupt only (loads and stores: thumbv6m has no read-modify-write).
static TICKS: AtomicU32 = AtomicU32::new(0);
static INSIDE: [AtomicU32; 5] = [const { AtomicU32::new(0) }; 5];
static FAILED: [AtomicU32; 5] = [const { AtomicU32::new(0) }; 5];

fn selected(cells: u8) -> impl Iterator<Item = usize> {
    (0..NAMES.len()).filter(move |cell| cells & 1 << cell != 0)
}

#[exception]
fn SysTick() {
    let tick = TICKS.load(Relaxed).wrapping_add(1);
    TICKS.store(tick, Relaxed);
    let storing = usize::from(STORING.load(Relaxed));
    if storing > 0 {
        let inside = &INSIDE[storing - 1];
        inside.store(inside.load(Relaxed) + 1, Relaxed);
    }
    let role = ROLE.load(Relaxed);
    for cell in selected(CELLS.load(Relaxed)) {
        if role == WRITER {
            // Values the main loop never stores (its count stays far below 2^31).
            store(cell, tick | 1 << 31);
        } else if !read(cell) {
            let failed = &FAILED[cell];
            failed.store(failed.load(Relaxed) + 1, Relaxed);
        }
    }
}

#[entry]
fn main() -> ! {
    let (role, cells) = match case() {
        Some(case) => case,
        None => {
            hprintln!(
                "usage: -append \"writer|reader U64Copy|U64Seq|U64Latch|U64SeqArray|\
                 U64LatchArray|all\""
            );
            exit(false)
        }
    };
    hprintln!(
        "second_writer on {}, {}: the interrupt {} {}",
        env!("BAREMETAL_TARGET"),
        if cfg!(debug_assertions) {
            "debug build (writer checks)"
        } else {
            "release build (no writer checks)"
        },
        if role == WRITER {
            "stores into"
        } else {
            "reads"
        },
        if cells.count_ones() == 1 {
            NAMES[cells.trailing_zeros() as usize]
        } else {
            "all five cells"
        }
    );
    ROLE.store(role, Relaxed);
    CELLS.store(cells, Relaxed);

    let mut systick = start_systick(SYSTICK_RELOAD);

    let mut k: u32 = 0;
    let mut phase: u32 = 0x9e37_79b9;
    while TICKS.load(Relaxed) < MAX_TICKS {
        for cell in selected(cells) {
            k += 1;
            STORING.store(cell as u8 + 1, Relaxed);
            compiler_fence(SeqCst);
            store(cell, k);
            compiler_fence(SeqCst);
            STORING.store(0, Relaxed);
            phase ^= phase << 13;
            phase ^= phase >> 17;
            phase ^= phase << 5;
            for _ in 0..phase % 8 {
                core::hint::spin_loop();
            }
        }
    }
    systick.disable_interrupt();
    systick.disable_counter();

    let mut enough = true;
    for cell in selected(cells) {
        let inside = INSIDE[cell].load(Relaxed);
        enough &= inside >= MIN_INSIDE;
        hprint!(
            "  {}: {} of {} interrupts inside its store",
            NAMES[cell],
            inside,
            MAX_TICKS
        );
        if role == READER {
            hprint!(", {} failed attempts", FAILED[cell].load(Relaxed));
        }
        hprintln!();
    }
    if !enough {
        hprintln!("fewer than {} interrupts inside a store", MIN_INSIDE);
        exit(false)
    }
    if role == WRITER && cfg!(debug_assertions) {
        hprintln!("no second writer caught in {} interrupts", MAX_TICKS);
        exit(false)
    }
    hprintln!("no panic in {} interrupts", MAX_TICKS);
    exit(true)
}

/// `(role, cells)` from the semihosting command line's last two words (QEMU passes the
/// kernel's file name, then `-append`'s words).
fn case() -> Option<(u8, u8)> {
    let args = semihosting::experimental::env::args::<1024>().ok()?;
    let (mut role, mut cells) = ("", "");
    for arg in &args {
        (role, cells) = (cells, arg.ok()?);
    }
    let cells = match cells {
        "all" => 0b1_1111,
        name => 1 << NAMES.iter().position(|candidate| *candidate == name)?,
    };
    let role = match role {
        "writer" => WRITER,
        "reader" => READER,
        _ => return None,
    };
    Some((role, cells))
}

/// Prints the panic (the writer check's message) and what the interrupts had found, and
/// ends the run with a failure status.
#[panic_handler]
fn panic(info: &core::panic::PanicInfo) -> ! {
    cortex_m::interrupt::disable();
    hprintln!("panicked: {}", info);
    hprint!("after {} interrupts; inside a store:", TICKS.load(Relaxed));
    for cell in selected(CELLS.load(Relaxed)) {
        hprint!(" {} {}", NAMES[cell], INSIDE[cell].load(Relaxed));
    }
    hprintln!();
    exit(false)
}
