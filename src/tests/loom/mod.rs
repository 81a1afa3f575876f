//! The loom models, run on the shipped code: under `--cfg u64copy_loom` the crate is built
//! from loom's atomics.
//!
//! `RUSTFLAGS="--cfg u64copy_loom --cfg u64copy_32bit" cargo test --release --features loom --lib -- --nocapture --test-threads=1`
//!
//! runs, on the split backend, the guarantees and the limits of `U64Copy`, `U64Seq` and
//! `U64Latch` (`models.rs`), those of `U64SeqArray` and `U64LatchArray` on halves
//! (`groups.rs`), and the negative controls of their engines (`negative.rs`), which print
//! what caught each. `RUSTFLAGS="--cfg u64copy_loom"` runs the groups' models and controls on
//! words of one `AtomicU64`; the single values there are one `AtomicU64` too, whose loads
//! cannot tear, so `models.rs` is of the split backend only. On both backends,
//! `ordering.rs` checks the ordering contract, with one store and with two overlapping one
//! load (`store_release` publishes to `load_acquire` for `U64Seq`, `U64Latch` and their
//! groups; `load` and `store` order the value only, and `U64Copy`'s `load` acquires nothing
//! under two overlapping stores, limits that loom must find), and `load_with.rs` the pairs
//! `load_with` returns (and, natively, their limit with values that repeat), each with its
//! negative controls.
//!
//! Every model here also runs in a build with debug assertions (`.ci/run`, `loom_models`):
//! `CARGO_PROFILE_RELEASE_DEBUG_ASSERTIONS=true` with the commands above.

// The library supports the rust-version of Cargo.toml; its tests need a newer Rust.
#![allow(clippy::incompatible_msrv)]

mod groups;
mod load_with;
#[cfg(not(u64copy_wide))]
mod models;
mod negative;
mod ordering;
