//! Chooses the backend of every type for the target being built, the one place where that
//! choice is made: it emits `cfg(u64copy_wide)` for the native backend (one `AtomicU64` per
//! value), and nothing for the split backends (`AtomicU32` halves and fences). The cfg
//! reaches src/, the tests, the examples and the benches alike. README.md's "Backends and
//! configuration" explains each choice to users. On a target without `AtomicU32` it emits
//! `cfg(u64copy_no_atomic_u32)`, for src/lib.rs's `compile_error!`.
//!
//! The rule, by capability: native only where `AtomicU64`'s Relaxed load and store are each
//! one plain 64-bit access (no `lock`, compare-and-swap, exclusive-access loop or call):
//! - 64-bit pointers with `AtomicU64` in core, compare-and-swap or not (riscv64im has loads
//!   and stores only: the native backend needs no more, `src/word.rs`);
//! - x86_64 x32 and aarch64 ILP32 (64-bit registers), wasm32 (`i64.load`/`i64.store`);
//! - x86-32 with SSE2 (`movq`), or with the x87 FPU (`fildll`/`fistpll`, i586), unless the
//!   target is soft-float, where LLVM uses neither and `AtomicU64` is `lock cmpxchg8b`: the
//!   UEFI target (`target_os = "uefi"`; its cfgs cannot tell it from i586's) and
//!   `-C target-feature=+soft-float`, or without SSE2 `-x87`;
//! - split everywhere else (armv7: `ldrexd`; Cortex-M, RV32: no `AtomicU64`).
//!
//! `targets/sweep/sweep.sh --load` checks the choice on every target with `AtomicU64` against
//! a rule of its own, read from `AtomicU64`'s compiled code.
use std::env;
use std::io::Write;
use std::process::{Command, Stdio};

/// Whether `core::sync::atomic::AtomicU{bits}` exists on the target: only asked where
/// `target_has_atomic` (compare-and-swap) lacks the width, as on thumbv6m and RV32I (32-bit
/// load and store only), riscv64im (64-bit load and store only) and AVR, MSP430 or ARMv4T
/// (none), by compiling a one-line crate for it. `None` where the probe cannot tell (no
/// prebuilt `core` for the target, as under `-Zbuild-std`).
fn has_atomic(bits: u32) -> Option<bool> {
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
        .write_all(format!("#![no_std] pub use core::sync::atomic::AtomicU{};", bits).as_bytes())
        .ok()?;
    let output = probe.wait_with_output().ok()?;
    if output.status.success() {
        return Some(true);
    }
    // E0432: the import is unresolved, so core has no such atomic here; anything else (E0463,
    // no core for the target) says nothing about atomics.
    if String::from_utf8_lossy(&output.stderr).contains("E0432") {
        Some(false)
    } else {
        None
    }
}

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-env-changed=CARGO_ENCODED_RUSTFLAGS");
    let cfg = |name: &str| env::var(format!("CARGO_CFG_{}", name)).ok();
    let cfg_has = |name: &str, value: &str| {
        cfg(name).map_or(false, |values| values.split(',').any(|v| v == value))
    };
    // Where the probe cannot tell (no prebuilt core): the crate then builds, and core's own
    // error speaks if the atomic is missing.
    let has = |bits: u32| {
        cfg_has("TARGET_HAS_ATOMIC", &bits.to_string())
            || has_atomic(bits).or_else(|| atomic_load_store_from_print_cfg(bits)) != Some(false)
    };
    if !has(32) {
        println!("cargo:rustc-cfg=u64copy_no_atomic_u32");
        return;
    }
    // `--cfg u64copy_32bit`: the split backends anywhere, to test, bench and run Miri on them.
    if cfg("U64COPY_32BIT").is_some() {
        return;
    }
    let arch = |name: &str| cfg_has("TARGET_ARCH", name);
    let plain_64bit_access = if cfg_has("TARGET_POINTER_WIDTH", "64") {
        // Every 64-bit target, as the kernel's CONFIG_64BIT, wherever core has `AtomicU64`
        // (a 64-bit target without compare-and-swap, as riscv64im, is asked by the probe).
        cfg_has("TARGET_HAS_ATOMIC", "64")
            || has_atomic(64).or_else(|| atomic_load_store_from_print_cfg(64)) == Some(true)
    } else if !cfg_has("TARGET_HAS_ATOMIC", "64") {
        false
    } else if arch("x86") {
        // SSE2's `movq`, else the x87 FPU's `fildll`/`fistpll`; but soft-float (the UEFI
        // target, or the user's flags) keeps LLVM off both: then `lock cmpxchg8b`.
        let flags = env::var("CARGO_ENCODED_RUSTFLAGS").unwrap_or_default();
        let soft_float = cfg_has("TARGET_OS", "uefi") || flags.contains("+soft-float");
        !soft_float && (cfg_has("TARGET_FEATURE", "sse2") || !flags.contains("-x87"))
    } else {
        // x86_64 x32 and aarch64 ILP32 (64-bit registers); wasm32's `i64.load`/`i64.store`.
        arch("x86_64") || arch("aarch64") || arch("wasm32")
    };
    if plain_64bit_access {
        println!("cargo:rustc-cfg=u64copy_wide");
    }
}

/// Where the probe cannot tell (no prebuilt core: `-Zbuild-std`, which needs a nightly
/// rustc), a nightly rustc's `--print cfg` lists `target_has_atomic_load_store`: `Some` of
/// whether `bits` is among them, `None` on a stable rustc (which hides that cfg).
fn atomic_load_store_from_print_cfg(bits: u32) -> Option<bool> {
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
            .any(|line| line == format!("target_has_atomic_load_store=\"{}\"", bits))
    })
}
