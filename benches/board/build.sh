#!/usr/bin/env bash
# Cross-builds the test and bench binaries for an Odroid-XU3 class board (Exynos 5422:
# Cortex-A15 + Cortex-A7, armv7 hard float) and gathers them in benches/target/board/bundle.
#
#   bash benches/board/build.sh        (from anywhere)
#
# Needs gcc-arm-linux-gnueabihf and `rustup target add armv7-unknown-linux-gnueabihf`.
set -euo pipefail
cd "$(dirname "$0")/.." # the bench package, benches/

target=armv7-unknown-linux-gnueabihf
bundle=target/board/bundle
export CARGO_TARGET_DIR=target/board/build # -C target-cpu builds apart from the others
export CARGO_TARGET_ARMV7_UNKNOWN_LINUX_GNUEABIHF_RUSTFLAGS="-C target-cpu=cortex-a15"
export CC_armv7_unknown_linux_gnueabihf=arm-linux-gnueabihf-gcc

executables() {
    cargo "$@" --target "$target" --no-run --message-format=json |
        grep -o '"executable":"[^"]*"' | cut -d'"' -f4
}

rm -rf "$bundle"
mkdir -p "$bundle"
# The crate's unit tests come from the crate (../Cargo.toml), the benches from this package.
for binary in $(executables test --manifest-path ../Cargo.toml --lib) \
    $(executables bench --bench compare --bench instructions); do
    name=$(basename "$binary")
    case $(dirname "$binary") in
        */deps) ;;
        *) continue ;;
    esac
    cp "$binary" "$bundle/${name%-*}"
done
# The unit tests built by `cargo test` are `u64copy`; the benches are `compare`, `instructions`.
cp board/run-on-board.sh "$bundle/"
ls -l "$bundle"
