//! A no_std test binary for `u64copy` on bare-metal Cortex-M and RISC-V, run under
//! qemu-system: the public API of both types, then a timer interrupt as the one writer
//! against a main-loop reader. Ends with `N passed, M failed` and exits non-zero on failure.
#![no_std]
#![no_main]

mod api;
mod harness;
mod interrupt_writer;

#[cfg_attr(target_arch = "arm", path = "platform/cortex_m.rs")]
#[cfg_attr(target_arch = "riscv32", path = "platform/riscv.rs")]
mod platform;

use harness::Report;

/// Entered by the platform's start-up code once the stack and statics are set up.
fn run() -> ! {
    println!("u64copy bare-metal tests on {}", platform::NAME);
    let mut report = Report::default();
    api::run(&mut report);
    interrupt_writer::run(&mut report);
    println!("{} passed, {} failed", report.passed, report.failed);
    platform::exit(report.failed == 0)
}

#[panic_handler]
fn panic(info: &core::panic::PanicInfo) -> ! {
    println!("panicked: {}", info);
    platform::exit(false)
}
