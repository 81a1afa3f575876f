// cortex-m-rt's `link.x` (with its `device` feature) with the `memory.x` of the bare-metal
// harness, and `device.x`: the weak defaults of the handlers in targets/rtic's `src/pac.rs`.
// targets/embassy includes this file as its own build script (the same board, the same pac.rs).

use std::{env, fs, path::PathBuf};

fn main() {
    let manifest_dir = env::var("CARGO_MANIFEST_DIR").unwrap();
    let out = PathBuf::from(env::var("OUT_DIR").unwrap());
    let handlers = [
        "TIMER0",
        "TIMER1",
        "DUALTIMER",
        "SOFT0",
        "SOFT1",
        "SOFT2",
        "SOFT3",
    ];
    let device_x: String = handlers
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
