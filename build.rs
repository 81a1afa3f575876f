//! Chooses the backend of every type for the target being built, the one place where that
//! choice is made: it emits `cfg(u64copy_wide)` for the native backend (one `AtomicU64` per
//! value), and nothing for the split backends (`AtomicU32` halves and fences). The cfg
//! reaches src/, the tests, the examples and the benches alike. README.md's "Backends and
//! configuration" explains each choice to users. On a target without `AtomicU32` it emits
//! `cfg(u64copy_no_atomic_u32)`, for src/lib.rs's `compile_error!`.
use std::env;
use std::io::Write;
use std::process::{Command, Stdio};

/// Whether `core::sync::atomic::AtomicU32` exists on the target: only asked where
/// `target_has_atomic` (compare-and-swap) lacks "32", as on thumbv6m and RV32I (load and
/// store only) and AVR, MSP430 or ARMv4T (none), by compiling a one-line crate for it.
/// `None` where the probe cannot tell (no prebuilt `core` for the target, as under
/// `-Zbuild-std`): the crate then builds and core's own error speaks.
fn has_atomic_u32() -> Option<bool> {
    let rustc = env::var("RUSTC").ok()?;
    let target = env::var("TARGET").ok()?;
    let out_dir = env::var("OUT_DIR").ok()?;
    let mut probe = Command::new(rustc)
        .args([
            "--crate-type=lib",
            "--crate-name=u64copy_probe",
            "--emit=metadata",
            "--target",
        ])
        .arg(&target)
        .arg("--out-dir")
        .arg(&out_dir)
        .args(
            env::var("CARGO_ENCODED_RUSTFLAGS")
                .unwrap_or_default()
                .split('\x1f')
                .filter(|flag| !flag.is_empty()),
        )
        .arg("-")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .ok()?;
    probe
        .stdin
        .take()?
        .write_all(b"#![no_std] pub use core::sync::atomic::AtomicU32;")
        .ok()?;
    let output = probe.wait_with_output().ok()?;
    if output.status.success() {
        return Some(true);
    }
    // E0432: the import is unresolved, so core has no AtomicU32 here; anything else (E0463,
    // no core for the target) says nothing about atomics.
    if String::from_utf8_lossy(&output.stderr).contains("E0432") {
        Some(false)
    } else {
        None
    }
}

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let cfg = |name: &str| env::var(format!("CARGO_CFG_{}", name)).ok();
    let cfg_has = |name: &str, value: &str| {
        cfg(name).map_or(false, |values| values.split(',').any(|v| v == value))
    };
    if !cfg_has("TARGET_HAS_ATOMIC", "32")
        && has_atomic_u32().or_else(atomic_load_store_32_from_print_cfg) == Some(false)
    {
        println!("cargo:rustc-cfg=u64copy_no_atomic_u32");
        return;
    }
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

/// Where the probe cannot tell (no prebuilt core: `-Zbuild-std`, which needs a nightly
/// rustc), a nightly rustc's `--print cfg` lists `target_has_atomic_load_store`: `Some` of
/// whether "32" is among them, `None` on a stable rustc (which hides that cfg).
fn atomic_load_store_32_from_print_cfg() -> Option<bool> {
    let rustc = env::var("RUSTC").ok()?;
    let version = Command::new(&rustc).arg("-vV").output().ok()?;
    let version = String::from_utf8_lossy(&version.stdout);
    if !version.contains("-nightly") && !version.contains("-dev") {
        return None;
    }
    let output = Command::new(&rustc)
        .args(["--print", "cfg", "--target"])
        .arg(env::var("TARGET").ok()?)
        .output()
        .ok()?;
    output.status.success().then(|| {
        String::from_utf8_lossy(&output.stdout)
            .lines()
            .any(|line| line == "target_has_atomic_load_store=\"32\"")
    })
}
