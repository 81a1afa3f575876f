#!/usr/bin/env bash
# fmt and clippy of the bench package; a smoke run of every bench (each benchmark once,
# `-- --test`) on x86_64, on i686 natively and on armv7 under qemu-arm (emulated timings mean
# nothing; this checks that the binaries build and run); the board bundle built as for the
# board with each of its binaries run once; the self-test of the board summary script; and
# the callgrind instruction counts.
#
#   bash benches/ci.sh            (from anywhere; exits non-zero on any failure)
#
# The benches are a package of their own (benches/Cargo.toml, workspace and lockfile of their
# own, target directory benches/target); this script also checks that the crate itself
# (`cargo test` at the root) pulls in none of the bench peers.
#
# On a fresh Debian machine it installs what it needs (apt-get, rustup target add).
# U64COPY_CI_SKIP_INSTRUCTIONS=1 skips the instruction counts.
set -euo pipefail
cd "$(dirname "$0")" # the bench package, benches/

start=$SECONDS
step() { echo "=== [$((SECONDS - start))s] $*"; }

packages=(gcc-i686-linux-gnu libc6-i386 lib32gcc-s1 gcc-arm-linux-gnueabihf qemu-user valgrind python3)
missing=()
for package in "${packages[@]}"; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
    step "installing ${missing[*]}"
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo=sudo
    $sudo apt-get update -q
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
fi
rustup target add i686-unknown-linux-gnu armv7-unknown-linux-gnueabihf

# criterion's alloca dependency compiles C for the target.
export CC_i686_unknown_linux_gnu=i686-linux-gnu-gcc
export CC_armv7_unknown_linux_gnueabihf=arm-linux-gnueabihf-gcc

step "the crate's own dependency tree (cargo test at the root) has no bench peers"
if cargo tree --manifest-path ../Cargo.toml --target all -e normal,build,dev --prefix none |
    grep -E '^(criterion|crossbeam-utils|portable-atomic) '; then
    echo "the crate depends on a bench peer: it belongs in benches/Cargo.toml" >&2
    exit 1
fi

# The crate's `cargo fmt` and `cargo clippy --all-targets` no longer see the benches.
step "fmt and clippy of the bench package (both backends)"
cargo fmt --check
cargo clippy --locked --all-targets -- -D warnings
CARGO_TARGET_DIR=target/ci-32bit RUSTFLAGS="--cfg u64copy_32bit" \
    cargo clippy --locked --all-targets -- -D warnings

for target in x86_64-unknown-linux-gnu i686-unknown-linux-gnu armv7-unknown-linux-gnueabihf; do
    step "benches on $target, each once (--test)"
    # armv7 runs through the qemu-arm runner of .cargo/config.toml.
    cargo bench --locked --target "$target" --benches -- --test
done

step "board bundle (benches/board/build.sh), then each binary once under qemu-arm"
bash board/build.sh
(
    cd target/board/bundle
    runner="timeout 600 qemu-arm -cpu cortex-a15 -L /usr/arm-linux-gnueabihf"
    $runner ./u64copy
    $runner ./compare --test
    $runner ./instructions --test
)

step "self-test of benches/board/criterion_summary.py"
python3 board/test_criterion_summary.py

if [ "${U64COPY_CI_SKIP_INSTRUCTIONS:-0}" = 1 ]; then
    step "instruction counts skipped (U64COPY_CI_SKIP_INSTRUCTIONS=1)"
else
    step "instruction counts (callgrind)"
    bash instructions.sh
fi

step "all passed"
