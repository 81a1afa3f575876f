//! A no_std test binary for `u64copy` on bare-metal Cortex-M and RISC-V (RV32 and RV64), run under
//! qemu-system: the public API of both types, then one core against its own timer
//! interrupt, each as the writer of one channel and the reader of the other. Ends with
//! `N passed, M failed` and exits non-zero on failure.
#![no_std]
#![no_main]

mod api;
mod cells;
mod harness;
mod interrupts;

#[cfg_attr(target_arch = "arm", path = "platform/cortex_m.rs")]
#[cfg_attr(
    any(target_arch = "riscv32", target_arch = "riscv64"),
    path = "platform/riscv.rs"
)]
mod platform;

use harness::Report;

/// Entered by the platform's start-up code on the first core, once the stack and statics
/// are set up.
fn run() -> ! {
    println!("u64copy bare-metal tests on {}", platform::NAME);
    let mut report = Report::default();
    api::run(&mut report);
    interrupts::run(&mut report);
    println!("{} passed, {} failed", report.passed, report.failed);
    platform::exit(report.failed == 0)
}

/// The timer interrupt's work.
fn on_tick() {
    interrupts::on_tick();
}

/// Entered by any other hart (RISC-V): this binary uses one, the others wait for ever.
#[cfg(any(target_arch = "riscv32", target_arch = "riscv64"))]
fn secondary(_hart: usize) -> ! {
    platform::park()
}

#[panic_handler]
fn panic(info: &core::panic::PanicInfo) -> ! {
    println!("panicked: {}", info);
    platform::exit(false)
}
