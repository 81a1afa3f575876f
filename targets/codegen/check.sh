#!/usr/bin/env bash
# Emits the probe crate's assembly for every codegen target and checks it (check.py).
#
#   bash targets/codegen/check.sh              # check rules, snapshots and TABLE.md
#   bash targets/codegen/check.sh --self-test  # also show that broken code is rejected
#   bash targets/codegen/check.sh --bless      # rewrite snapshots/ and TABLE.md
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$repo/target}
# The snapshots are of the default code generation for each target (no -C target-cpu etc.).
unset RUSTFLAGS CARGO_ENCODED_RUSTFLAGS
asm_dir=$CARGO_TARGET_DIR/codegen-asm
mkdir -p "$asm_dir"

targets=(
    x86_64-unknown-linux-gnu
    aarch64-unknown-linux-gnu
    i686-unknown-linux-gnu
    armv7-unknown-linux-gnueabihf
    thumbv7em-none-eabihf
    thumbv6m-none-eabi
    riscv32imac-unknown-none-elf
)

cd "$here"
for target in "${targets[@]}"; do
    rm -f "$asm_dir/$target.s"
    # cargo skips a crate it thinks is fresh, and then emits nothing: make it stale.
    touch src/lib.rs
    cargo rustc --quiet --release --target "$target" --lib -- --emit "asm=$asm_dir/$target.s"
done

python3 "$here/check.py" --asm-dir "$asm_dir" --rustc-version "$(rustc --version)" "$@"
