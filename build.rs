//! Chooses the backend of `U64Copy` and `U64Seq` for the target being built, the one place
//! where that choice is made: it emits `cfg(u64copy_wide)` for the native backend (one
//! `AtomicU64`, Relaxed), and nothing for the split backends (`AtomicU32` halves and fences).
//! The cfg reaches src/, the tests, the examples and the benches alike. README.md's
//! "Backends and configuration" explains each choice to users.
use std::env;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let cfg = |name: &str| env::var(format!("CARGO_CFG_{}", name)).ok();
    let cfg_has = |name: &str, value: &str| {
        cfg(name).map_or(false, |values| values.split(',').any(|v| v == value))
    };
    // `--cfg u64copy_32bit`: the split backends anywhere, to test, bench and run Miri on them.
    let forced_split = cfg("U64COPY_32BIT").is_some();
    // 64-bit pointers: a plain 64-bit load and store, as the kernel's CONFIG_64BIT.
    let pointer_64 = cfg_has("TARGET_POINTER_WIDTH", "64");
    // x86-32: an aligned 8-byte access is single-copy atomic since the Pentium; `AtomicU64`
    // Relaxed is one SSE2 or x87 quadword move, no lock (checked by targets/codegen).
    let x86_32 = cfg_has("TARGET_ARCH", "x86") && cfg_has("TARGET_HAS_ATOMIC", "64");
    // Everything else (armv7, Cortex-M, RV32, ...): `AtomicU64` is exclusives, a lock or absent.
    if !forced_split && (pointer_64 || x86_32) {
        println!("cargo:rustc-cfg=u64copy_wide");
    }
}
