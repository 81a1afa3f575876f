//! cortex-m-rt's `link.x` (with its `device` feature) with the `memory.x` of the bare-metal
//! harness, and `device.x`: the weak defaults of the handlers in `src/board.rs`.

use std::{env, fs, path::PathBuf};

fn main() {
    let manifest_dir = env::var("CARGO_MANIFEST_DIR").unwrap();
    let out = PathBuf::from(env::var("OUT_DIR").unwrap());
    let device_x: String = ["TIMER0", "TIMER1", "DUALTIMER"]
        .iter()
        .map(|h| format!("PROVIDE({h} = DefaultHandler);\n"))
        .collect();
    fs::write(out.join("device.x"), device_x).unwrap();
    println!("cargo:rustc-link-search={}", out.display());
    println!("cargo:rustc-link-search={manifest_dir}/../baremetal");
    println!("cargo:rerun-if-changed=../baremetal/memory.x");
    println!("cargo:rustc-link-arg-bins=-Tlink.x");
    println!("cargo:rerun-if-changed=build.rs");
}
