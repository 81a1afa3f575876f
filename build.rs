//! Chooses the backend of `U64Copy` and `U64Seq` for the target being built: the one place
//! where that choice is made. It emits `cfg(u64copy_wide)` for the 64-bit backend (one
//! `AtomicU64`, Relaxed); without it both types use the split backends (`AtomicU32` halves
//! and fences). The cfg reaches src/, the tests, the examples and the benches alike.
//!
//! | target | backend | why |
//! |---|---|---|
//! | `--cfg u64copy_32bit`, any target | split | to test, bench and run Miri on them natively |
//! | 64-bit pointers | wide | a plain 64-bit load and store, as the kernel's `CONFIG_64BIT` |
//! | x86-32 with 64-bit atomics | wide | an aligned 8-byte access is single-copy atomic since the Pentium: SSE2 `movq`/`movsd`, or x87 `fildll`/`fistpll` without SSE2 (targets/codegen) |
//! | every other target | split | its `AtomicU64`, where it has one, takes exclusives (armv7), a lock or masked interrupts |
use std::env;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let cfg = |name: &str| env::var(format!("CARGO_CFG_{}", name)).ok();
    let cfg_has = |name: &str, value: &str| {
        cfg(name).map_or(false, |values| values.split(',').any(|v| v == value))
    };
    let wide = cfg("U64COPY_32BIT").is_none()
        && (cfg_has("TARGET_POINTER_WIDTH", "64")
            || (cfg_has("TARGET_ARCH", "x86") && cfg_has("TARGET_HAS_ATOMIC", "64")));
    if wide {
        println!("cargo:rustc-cfg=u64copy_wide");
    }
}
