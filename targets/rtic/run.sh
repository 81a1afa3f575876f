#!/usr/bin/env bash
# Builds and runs every configuration of targets/rtic under qemu-system-arm (mps2-an386), checks
# the outcomes each must have (report.py check) and writes TABLE.md from the run. Any other
# outcome fails the script; every guest runs under `timeout`, so a hang fails too.
#
#   bash targets/rtic/run.sh          # from anywhere; CARGO_TARGET_DIR is honoured
#
# Needs: the thumbv7em-none-eabihf target, qemu-system-arm, python3, and llvm-objdump (Debian
# `llvm`) or arm-none-eabi-objdump (Debian `binutils-arm-none-eabi`).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
cd "$here"
target=thumbv7em-none-eabihf
target_dir=${CARGO_TARGET_DIR:-$here/target}
single_core_dir=$target_dir/rtic-single-core
logs=$target_dir/rtic-run
rm -rf "$logs"
mkdir -p "$logs/bin"
started=$(date +%s)

objdump=
for candidate in llvm-objdump arm-none-eabi-objdump; do
    if command -v "$candidate" >/dev/null; then
        objdump=$candidate
        break
    fi
done
[ -n "$objdump" ] || { echo "FAIL: neither llvm-objdump nor arm-none-eabi-objdump found"; exit 1; }
echo "$objdump" >"$logs/objdump.txt"

echo "== build"
release=$target_dir/$target/release
CARGO_TARGET_DIR=$target_dir cargo build --release --bins
for bin in timer systick systick_control latency; do
    cp "$release/$bin" "$logs/bin/$bin"
done
CARGO_TARGET_DIR=$target_dir cargo build --release --features systick-highest --bin systick_control
cp "$release/systick_control" "$logs/bin/systick_control_highest"
# Both single-core cfgs: compiler fences in u64copy, masked accesses in portable-atomic.
single_core_cfgs="--cfg u64copy_single_core --cfg portable_atomic_unsafe_assume_single_core"
CARGO_TARGET_DIR=$single_core_dir RUSTFLAGS="${RUSTFLAGS:-} $single_core_cfgs" \
    cargo build --release --bin latency
cp "$single_core_dir/$target/release/latency" "$logs/bin/latency_single_core"
for bin in timer systick systick_control systick_control_highest latency latency_single_core; do
    echo "$bin $logs/bin/$bin"
done >"$logs/elf.txt"

# NAME SHIFT SECONDS: one guest, its output in NAME.log and its exit status in NAME.rc.
run() {
    local name=$1 shift=$2 limit=$3 status=0
    echo "== $name (-icount shift=$shift)"
    timeout "$limit" qemu-system-arm -cpu cortex-m4 -machine mps2-an386 -nographic \
        -icount "shift=$shift" -semihosting-config enable=on,target=native \
        -kernel "$logs/bin/$name" >"$logs/$name.log" 2>&1 || status=$?
    echo "$status" >"$logs/$name.rc"
    grep -v '^RESULT \(timer-pc\|latency-hist\)' "$logs/$name.log" || true
    [ "$status" -ne 124 ] || echo "FAIL: $name hung (timeout $limit s)"
}

run timer 0 90
run systick 0 90
run systick_control 0 60
run systick_control_highest 0 60
run latency 6 60
run latency_single_core 6 60

{
    echo -n "Versions: "
    for crate in rtic rtic-time rtic-monotonics portable-atomic critical-section cortex-m; do
        version=$(grep -A1 "^name = \"$crate\"$" Cargo.lock | sed -n 's/^version = "\(.*\)"$/\1/p')
        echo -n "\`$crate\` $version, "
    done
    echo -n "$(qemu-system-arm --version | sed -n 1p), $(rustc --version), disassembler \`$objdump\`."
} >"$logs/versions.txt"

echo "== check"
python3 report.py check "$logs"
# The committed table before this run rewrites it: README.md's copy of its cost section
# must be that section, and under CI (CI=true) its instruction counts, which depend on the code
# and the toolchain alone (not on the build's path or the timing), must be this run's.
cp TABLE.md "$logs/TABLE.committed.md"
python3 report.py copy TABLE.md README.md
python3 report.py table "$logs" TABLE.md "bash targets/rtic/run.sh"
if [ "${CI:-}" = true ]; then
    python3 report.py compare "$logs/TABLE.committed.md" TABLE.md
    # The controls: the committed table with one `now()` static count changed, and
    # README.md's copy with the same change, must each fail, named.
    sed -E '0,/^\| `HalfPeriodCounter::now` [^|]*\| default \| [0-9]+ \|/s//&9/' TABLE.md >"$logs/TABLE.edited.md"
    sed -E '0,/^\| `HalfPeriodCounter::now` [^|]*\| default \| [0-9]+ \|/s//&9/' "$logs/TABLE.committed.md" \
        >"$logs/TABLE.committed-edited.md"
    cp README.md "$logs/README.edited.md"
    python3 report.py copy "$logs/TABLE.committed-edited.md" "$logs/README.edited.md" --write
    if out=$(python3 report.py compare "$logs/TABLE.edited.md" TABLE.md 2>&1) ||
        ! grep -q '^`HalfPeriodCounter::now` (the counter read in the latch.s attempt) (default): committed' <<<"$out"; then
        printf '%s\n' "$out" "control: a changed instruction count in the committed table was not named"
        exit 1
    fi
    if out=$(python3 report.py copy "$logs/TABLE.committed.md" "$logs/README.edited.md" 2>&1) ||
        ! grep -q "its rtic table block is not" <<<"$out"; then
        printf '%s\n' "$out" "control: README.md's copy with a changed count passed"
        exit 1
    fi
    echo "control: a changed instruction count in the committed table, and in README.md's copy, each fail, as they must"
fi
# The cost table, also in README.md's generated block (this folder's README.md; the crate's
# README.md quotes its figures, declared there and checked by .ci/figures).
python3 report.py copy TABLE.md README.md --write
echo "wrote $here/TABLE.md and its cost table into $here/README.md"
echo "targets/rtic: every configuration PASSED in $(($(date +%s) - started)) s"
