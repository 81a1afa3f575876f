//! RTIC 2 monotonics on a Cortex-M4 under `qemu-system-arm -machine mps2-an386`: the shared
//! parts of the applications in `src/bin/` (see README.md).
#![no_std]

pub mod half_period;
pub mod hw;
pub mod pac;
pub mod report;
pub mod systick;
