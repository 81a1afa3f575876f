//! Chooses the backend of every type for the target being built, the one place where that
//! choice is made: it emits `cfg(u64copy_wide)` for the native backend (one `AtomicU64` per
//! value, Relaxed), and nothing for the split backends (`AtomicU32` halves and fences). The
//! cfg reaches src/, the tests, the examples and the benches alike. README.md's "Backends and
//! configuration" explains each choice to users.
use std::env;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let cfg = |name: &str| env::var(format!("CARGO_CFG_{}", name)).ok();
    let cfg_has = |name: &str, value: &str| {
        cfg(name).map_or(false, |values| values.split(',').any(|v| v == value))
    };
    // `--cfg u64copy_32bit`: the split backends anywhere, to test, bench and run Miri on them.
    let forced_split = cfg("U64COPY_32BIT").is_some();
    // The native backend where `AtomicU64` Relaxed is one plain 64-bit load or store:
    let atomic_u64 = cfg_has("TARGET_HAS_ATOMIC", "64");
    // every 64-bit target, as the kernel's CONFIG_64BIT;
    let pointer_64 = cfg_has("TARGET_POINTER_WIDTH", "64");
    // 32-bit pointers on 64-bit registers: x86_64 x32, aarch64 ILP32;
    // x86-32, where an aligned 8-byte access is single-copy atomic since the Pentium (one
    // SSE2 or x87 quadword move, no lock: checked by targets/codegen);
    // wasm32, whose i64 loads and stores are single-copy atomic (checked by targets/codegen).
    let plain_64bit_access = ["x86_64", "aarch64", "x86", "wasm32", "wasm64"]
        .iter()
        .any(|arch| cfg_has("TARGET_ARCH", arch));
    // Everything else (armv7, Cortex-M, RV32, ...): `AtomicU64` is exclusives, a lock or absent.
    if !forced_split && atomic_u64 && (pointer_64 || plain_64bit_access) {
        println!("cargo:rustc-cfg=u64copy_wide");
    }
}
