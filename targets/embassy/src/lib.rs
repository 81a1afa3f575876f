//! An embassy-time driver on `u64copy::timer::HalfPeriodCounter`, run by embassy's executor on
//! a Cortex-M4 under `qemu-system-arm -machine mps2-an386` (see README.md): the driver
//! (`driver.rs`, generic), its register access for this machine (`mps2.rs`, on targets/rtic's
//! `hw.rs` and `pac.rs`, compiled in here), and the
//! firmware's checks (`app.rs`) shared by the binaries in `src/bin/`.
#![no_std]

pub mod app;
pub mod board;
pub mod driver;
#[path = "../../rtic/src/hw.rs"]
pub mod hw;
pub mod mps2;
#[path = "../../rtic/src/pac.rs"]
pub mod pac;
