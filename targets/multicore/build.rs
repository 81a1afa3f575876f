//! Links with `../baremetal/riscv.ld`, the linker script of the single-hart harness whose
//! start-up code this binary shares.

use std::env;

fn main() {
    let manifest_dir = env::var("CARGO_MANIFEST_DIR").unwrap();
    println!("cargo:rustc-link-search={manifest_dir}/../baremetal");
    println!("cargo:rerun-if-changed=../baremetal/riscv.ld");
    println!(
        "cargo:rustc-env=BAREMETAL_TARGET={}",
        env::var("TARGET").unwrap()
    );
    match env::var("CARGO_CFG_TARGET_ARCH").unwrap().as_str() {
        "riscv32" => println!("cargo:rustc-link-arg=-Triscv.ld"),
        other => panic!("u64copy-multicore is for RISC-V 32 (qemu virt), not {other}"),
    }
}
