#![doc = include_str!("../README.md")]
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]
#![forbid(unsafe_code)]
#![warn(missing_docs)]

// The unit tests, and under loom its `Mutex` (`src/sync.rs`): loom itself needs `std`.
#[cfg(any(test, u64copy_loom))]
extern crate std;

// `--cfg u64copy_32bit` that reached the compiler but not build.rs (`cargo rustc -- --cfg
// u64copy_32bit`), which then chose the native backend: fail rather than ignore it.
#[cfg(all(u64copy_32bit, u64copy_wide))]
compile_error!(
    "`--cfg u64copy_32bit` reached rustc but not u64copy's build script, which chose the \
     native backend: pass it in RUSTFLAGS (or a config file's `rustflags`), as \
     `RUSTFLAGS=\"--cfg u64copy_32bit\" cargo test`, not after `cargo rustc --`"
);

// A target without 32-bit atomic loads and stores (AVR, MSP430, ARMv4T): build.rs found no
// `core::sync::atomic::AtomicU32` there. Only the crate's own error: every item below is left
// out, so that nothing fails after it. (Attributes, not a `cfg_if!` block: cargo-mutants finds
// modules by their `mod` items.)
#[cfg(u64copy_no_atomic_u32)]
compile_error!(
    "u64copy needs 32-bit atomic loads and stores (core::sync::atomic::AtomicU32), and this \
     target has none. On a single core, keep the u64 in a critical section instead: \
     critical_section::Mutex<Cell<u64>>, or portable-atomic's AtomicU64 with its \
     `critical-section` feature."
);

// The shared parts: the atomics (core's or loom's), the words, the API every type builds.
#[cfg(not(u64copy_no_atomic_u32))]
mod api;
#[cfg(not(u64copy_no_atomic_u32))]
mod sync;
#[cfg(not(u64copy_no_atomic_u32))]
mod word;

// One module per algorithm: its public types, its engine, its proof, its unit tests.
#[cfg(not(u64copy_no_atomic_u32))]
mod copy;
#[cfg(not(u64copy_no_atomic_u32))]
mod latch;
#[cfg(not(u64copy_no_atomic_u32))]
mod seq;

// A 64-bit clock from a short hardware counter, on `U64Latch`.
#[cfg(not(u64copy_no_atomic_u32))]
pub mod timer;

#[cfg(not(u64copy_no_atomic_u32))]
pub use copy::U64Copy;
#[cfg(not(u64copy_no_atomic_u32))]
pub use latch::{U64Latch, U64LatchArray};
#[cfg(not(u64copy_no_atomic_u32))]
pub use seq::{U64Seq, U64SeqArray};

#[cfg(not(u64copy_no_atomic_u32))]
const _: () = {
    static_assertions::assert_impl_all!(U64Copy: Send, Sync);
    static_assertions::assert_impl_all!(U64Seq: Send, Sync);
    static_assertions::assert_impl_all!(U64Latch: Send, Sync);
    static_assertions::assert_impl_all!(U64SeqArray<4>: Send, Sync);
    static_assertions::assert_impl_all!(U64LatchArray<4>: Send, Sync);
};

#[cfg(all(test, not(u64copy_loom)))]
mod tests;

// Under loom the suite's std threads and const statics cannot run: the loom models alone, and
// the broken variants they share with it (whose controls are of the split backend).
#[cfg(all(test, u64copy_loom))]
mod tests {
    #[cfg(not(u64copy_wide))]
    pub(crate) mod broken;
    mod loom;
}
