#![doc = include_str!("../README.md")]
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]
#![forbid(unsafe_code)]
#![warn(missing_docs)]

#[cfg(test)]
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
// `core::sync::atomic::AtomicU32` there. Only the crate's own error, nothing that would fail
// after it.
cfg_if::cfg_if! {
    if #[cfg(u64copy_no_atomic_u32)] {
        compile_error!(
            "u64copy needs 32-bit atomic loads and stores (core::sync::atomic::AtomicU32), and \
             this target has none. On a single core, keep the u64 in a critical section \
             instead: critical_section::Mutex<Cell<u64>>, or portable-atomic's AtomicU64 with \
             its `critical-section` feature."
        );
    } else {
        // The shared parts: the atomics (core's or loom's), the words, the API every type
        // builds.
        mod api;
        mod sync;
        mod word;

        // One module per algorithm: its public types, its engine, its proof, its unit tests.
        mod copy;
        mod latch;
        mod seq;

        pub use copy::U64Copy;
        pub use latch::{U64Latch, U64LatchArray};
        pub use seq::{U64Seq, U64SeqArray};

        static_assertions::assert_impl_all!(U64Copy: Send, Sync);
        static_assertions::assert_impl_all!(U64Seq: Send, Sync);
        static_assertions::assert_impl_all!(U64Latch: Send, Sync);
        static_assertions::assert_impl_all!(U64SeqArray<4>: Send, Sync);
        static_assertions::assert_impl_all!(U64LatchArray<4>: Send, Sync);

        #[cfg(all(test, not(u64copy_loom)))]
        mod tests;

        // Under loom the suite's std threads and const statics cannot run: the loom models
        // alone, and the broken variants they share with it (whose controls are of the split
        // backend).
        #[cfg(all(test, u64copy_loom))]
        mod tests {
            #[cfg(not(u64copy_wide))]
            pub(crate) mod broken;
            mod loom;
        }
    }
}
