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
    echo -n "$(qemu-system-arm --version | head -1), $(rustc --version), disassembler \`$objdump\`."
} >"$logs/versions.txt"

echo "== check"
python3 report.py check "$logs"
python3 report.py table "$logs" TABLE.md "bash targets/rtic/run.sh"
# The cost and latency table, also in DEVELOPMENT.md's generated block (README.md quotes it from
# there: DEVELOPMENT.md ships in the package, targets/ does not).
python3 - TABLE.md ../../DEVELOPMENT.md <<'PY'
import re, sys
table = open(sys.argv[1], encoding="utf-8").read()
section = table[table.index("## Cost of"):table.index("Distribution of the added latency")].strip()
section = section.split("\n", 1)[1].strip()  # without its heading
doc = open(sys.argv[2], encoding="utf-8").read()
start, end = "<!-- rtic table: bash targets/rtic/run.sh -->", "<!-- end of rtic table -->"
if start not in doc or end not in doc:
    sys.exit("DEVELOPMENT.md has no rtic table block")
doc = re.sub(re.escape(start) + ".*?" + re.escape(end), lambda _: f"{start}\n{section}\n{end}", doc, flags=re.S)
open(sys.argv[2], "w", encoding="utf-8").write(doc)
PY
echo "wrote $here/TABLE.md and its cost table into DEVELOPMENT.md"
echo "targets/rtic: every configuration PASSED in $(($(date +%s) - started)) s"
