//! Puts this crate's linker scripts on the search path and picks the one for the target:
//! cortex-m-rt's `link.x` (which includes `memory.x`) on Arm, `riscv.ld` on RISC-V (RV32 and RV64); with the
//! `defmt` feature also `defmt.x` for the `defmt` binary.

use std::env;

fn main() {
    let manifest_dir = env::var("CARGO_MANIFEST_DIR").unwrap();
    println!("cargo:rustc-link-search={manifest_dir}");
    println!("cargo:rerun-if-changed=memory.x");
    println!("cargo:rerun-if-changed=riscv.ld");
    println!(
        "cargo:rustc-env=BAREMETAL_TARGET={}",
        env::var("TARGET").unwrap()
    );
    match env::var("CARGO_CFG_TARGET_ARCH").unwrap().as_str() {
        "arm" => {
            println!("cargo:rustc-link-arg=-Tlink.x");
            // defmt's linker script: its log strings' section, for the `defmt` binary.
            if env::var_os("CARGO_FEATURE_DEFMT").is_some() {
                println!("cargo:rustc-link-arg-bin=defmt=-Tdefmt.x");
            }
        }
        "riscv32" | "riscv64" => println!("cargo:rustc-link-arg=-Triscv.ld"),
        other => panic!("u64copy-baremetal is for Cortex-M and RISC-V, not {other}"),
    }
}
