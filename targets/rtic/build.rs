//! cortex-m-rt's `link.x`, with the `memory.x` of the bare-metal harness.

use std::env;

fn main() {
    let manifest_dir = env::var("CARGO_MANIFEST_DIR").unwrap();
    println!("cargo:rustc-link-search={manifest_dir}/../baremetal");
    println!("cargo:rerun-if-changed=../baremetal/memory.x");
    println!("cargo:rustc-link-arg=-Tlink.x");
}
