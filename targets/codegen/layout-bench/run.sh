#!/usr/bin/env bash
# What cache-line alignment would buy (DESIGN.md, "Layout is not a guarantee"): each backend's table, side by side, 3 times.
#   bash targets/codegen/layout-bench/run.sh
set -euo pipefail
cd "$(dirname "$0")"
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$PWD/target}
for cfg in native 32bit; do
    flags=$([[ $cfg == 32bit ]] && echo "--cfg u64copy_32bit" || true)
    RUSTFLAGS="$flags" cargo build --quiet --release --target-dir "$CARGO_TARGET_DIR/$cfg"
    cp "$CARGO_TARGET_DIR/$cfg/release/u64copy-layout-bench" "$CARGO_TARGET_DIR/bench-$cfg"
done
for run in 1 2 3; do
    for cfg in native 32bit; do "$CARGO_TARGET_DIR/bench-$cfg" "run $run"; done
done
