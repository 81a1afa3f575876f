#!/usr/bin/env bash
# Cross-builds the test and bench binaries for an Odroid-XU3 class board (Exynos 5422:
# Cortex-A15 + Cortex-A7, armv7 hard float) and gathers them in benches/target/board/bundle.
#
#   bash benches/board/build.sh             (from anywhere)
#   bash benches/board/build.sh --no-split  without the `_32bit` binaries (the default build's
#                                           backend is already the split one on armv7)
#
# Needs gcc-arm-linux-gnueabihf and `rustup target add armv7-unknown-linux-gnueabihf`.
set -euo pipefail
[[ $# -eq 0 || ($# -eq 1 && $1 == --no-split) ]] || { sed -n 5,7p "$0"; exit 2; }
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

# Copies the binaries in deps/ among $2... into the bundle, each name given suffix $1.
gather() {
    local suffix=$1 binary name
    shift
    for binary in "$@"; do
        name=$(basename "$binary")
        case $(dirname "$binary") in
            */deps) ;;
            *) continue ;;
        esac
        cp "$binary" "$bundle/${name%-*}$suffix"
    done
}

rm -rf "$bundle"
mkdir -p "$bundle"
# The crate's unit tests come from the crate (../Cargo.toml), the benches from this package.
gather "" $(executables test --manifest-path ../Cargo.toml --lib) \
    $(executables bench --bench compare --bench instructions)
# The benches again with `--cfg u64copy_32bit`: the `*_32bit_backend` rows. On armv7 the
# build above already has the split backend; these rows keep the tables those of the hosts.
if [[ ${1:-} != --no-split ]]; then
    split=$(
        export CARGO_TARGET_DIR=target/board/split
        export CARGO_TARGET_ARMV7_UNKNOWN_LINUX_GNUEABIHF_RUSTFLAGS="$CARGO_TARGET_ARMV7_UNKNOWN_LINUX_GNUEABIHF_RUSTFLAGS --cfg u64copy_32bit"
        executables bench --bench compare --bench instructions
    )
    gather _32bit $split
fi
# The unit tests built by `cargo test` are `u64copy`; the benches are `compare`,
# `instructions`, and `compare_32bit`, `instructions_32bit`.
cp board/run-on-board.sh "$bundle/"
ls -l "$bundle"
