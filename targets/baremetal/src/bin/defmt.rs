//! `defmt::Format` of the cells on Cortex-M, under qemu-system-arm: logs each type's value
//! with `defmt::println!` over semihosting (`defmt-semihosting`), for a host-side decoder
//! (`defmt-print -e <this ELF>`) to check; then, from SysTick, the one attempt of a cell whose
//! store the interrupt preempted: `U64Seq(<store in progress>)`, and the latch's value, which
//! that attempt always gets.
#![no_std]
#![no_main]

#[cfg(not(target_arch = "arm"))]
compile_error!("the defmt binary is for Cortex-M (qemu-system-arm mps2-an386)");

use core::sync::atomic::{AtomicBool, Ordering::Relaxed};
mod common;

use common::{exit, start_systick};
use cortex_m_rt::{entry, exception};
use defmt_semihosting as _;
use u64copy::{U64Copy, U64Latch, U64LatchArray, U64Seq, U64SeqArray};

static LATCH: U64Latch = U64Latch::new(12_345_678_901);
static LATCH_ARRAY: U64LatchArray<2> = U64LatchArray::new([1, u64::MAX]);
static COPY: U64Copy = U64Copy::new(7);
static SEQ: U64Seq = U64Seq::new(0x1_0000_0000);
static SEQ_ARRAY: U64SeqArray<2> = U64SeqArray::new([3, 4]);

/// The main loop stores into these while SysTick logs them.
static PREEMPTED_SEQ: U64Seq = U64Seq::new(0);
static PREEMPTED_LATCH: U64Latch = U64Latch::new(0);
/// Set by SysTick once it has logged a failed attempt.
static LOGGED: AtomicBool = AtomicBool::new(false);

#[entry]
fn main() -> ! {
    defmt::println!("{}", LATCH);
    defmt::println!("{}", LATCH_ARRAY);
    defmt::println!("{}", COPY);
    defmt::println!("{}", SEQ);
    defmt::println!("{}", SEQ_ARRAY);

    let mut systick = start_systick(97);
    let mut k: u64 = 0;
    // Bounded: far more stores than the interrupt needs to land inside one.
    while !LOGGED.load(Relaxed) && k < 1_000_000 {
        k += 1;
        PREEMPTED_SEQ.store(k);
        PREEMPTED_LATCH.store(k);
    }
    systick.disable_interrupt();
    systick.disable_counter();
    exit(LOGGED.load(Relaxed))
}

#[exception]
fn SysTick() {
    // Inside the main loop's store of the `U64Seq`: its one attempt fails, the latch's not.
    if !LOGGED.load(Relaxed) && PREEMPTED_SEQ.try_load().is_none() {
        defmt::println!("{} {}", PREEMPTED_SEQ, PREEMPTED_LATCH);
        LOGGED.store(true, Relaxed);
    }
}

#[panic_handler]
fn panic(info: &core::panic::PanicInfo) -> ! {
    defmt::println!("panicked: {}", defmt::Display2Format(info));
    exit(false)
}
