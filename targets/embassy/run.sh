#!/usr/bin/env bash
# Builds the embassy firmware and runs it under qemu-system-arm (mps2-an386): `embassy` (the
# driver: `now()` with the pending flags, the counter read negated) and `embassy_preempted` (the
# handler also preempted inside itself) must pass every phase, in release and in release with
# debug assertions; each control must exit 1 with the failure lines listed for it below:
# `embassy_plain_now` (`now()` without the flags) passing phase 1 and failing each required
# check of phases 2 to 4, `embassy_early_flags` (the counter read inverted: its overflow flag a
# step early) failing phase 1, and with debug assertions `embassy_nested_handler` (the handler
# run again inside itself) exiting 1 with u64copy's panic. Any other outcome, a hang included
# (`timeout`), fails the script. Then figures.py writes README.md's figures from the logs, kept
# in $target_dir/embassy-run/ (release/ and debug-assertions/: NAME.log and NAME.rc, the exit
# status); a RESULT line it needs missing fails the script too.
#
#   bash targets/embassy/run.sh       # from anywhere; CARGO_TARGET_DIR is honoured
#
# Needs: the thumbv7em-none-eabihf target, qemu-system-arm, python3.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
cd "$here"
target_dir=${CARGO_TARGET_DIR:-$here/target}
release=$target_dir/thumbv7em-none-eabihf/release
# Emptied first, so that the README's figures never come from an earlier run's log.
logs=$target_dir/embassy-run
rm -rf "$logs"
mkdir -p "$logs/release" "$logs/debug-assertions"
build_logs=$logs/release
started=$(date +%s)

echo "== build"
CARGO_TARGET_DIR=$target_dir cargo build --release --bins

# NAME: runs the binary; sets `log` to its output and `status` to its exit status, and keeps
# both in $build_logs (NAME.log, NAME.rc) for figures.py.
run() {
    echo "== $1"
    status=0
    log=$(timeout 60 qemu-system-arm -cpu cortex-m4 -machine mps2-an386 -nographic \
        -icount shift=0 -semihosting-config enable=on,target=native -kernel "$release/$1" 2>&1) ||
        status=$?
    printf '%s\n' "$log" >"$build_logs/$1.log"
    echo "$status" >"$build_logs/$1.rc"
    printf '%s\n(exit %s)\n' "$log" "$status"
}

# Whether the last run exited 0 with its 4 phases and no failure.
passed() {
    [ "$status" -eq 0 ] && ! grep -q '^FAIL' <<<"$log" &&
        [ "$(grep -c '^RESULT phase=' <<<"$log")" -eq 4 ]
}

run embassy
passed || { echo "FAIL: embassy: not exit 0 with 4 phases and no failure"; exit 1; }

# The handler preempted inside itself, between any two of its register accesses, for 0.78 of a
# period: every crossing is still counted within a period, so every phase must pass.
run embassy_preempted
passed || { echo "FAIL: embassy_preempted: not exit 0 with 4 phases and no failure"; exit 1; }

# NAME PASSING-PHASE LINE...: the control must exit 1 with every LINE, and PASSING-PHASE (if
# not empty) without a failure.
control() {
    local name=$1 passing=$2 line
    shift 2
    run "$name"
    [ "$status" -eq 1 ] || { echo "FAIL: $name: exit $status, not 1"; exit 1; }
    if [ -n "$passing" ] && grep -q "^FAIL: phase $passing " <<<"$log"; then
        echo "FAIL: $name: phase $passing failed"
        exit 1
    fi
    for line in "$@"; do
        grep -qxF "$line" <<<"$log" || { echo "FAIL: $name: no \"$line\""; exit 1; }
    done
    echo "control: $name rejected, as it must be"
}

control embassy_plain_now 1 \
    "FAIL: phase 2 handler starved by the interrupt above: Instant::now() went backwards in the interrupt above the timer's" \
    "FAIL: phase 3 timers created in critical sections: Timer::after ended early against the independent timer" \
    "FAIL: phase 4 block_for in critical sections: block_for in a critical section not exact"
control embassy_early_flags "" \
    "FAIL: phase 1 delays and readers: Instant::now() off the independent timer"

# The same two with debug assertions (u64copy's checks of a second writer and of a missed
# crossing panic, and a panic exits 1): the handler preempted anywhere trips none of them.
echo "== build (release, debug assertions)"
CARGO_PROFILE_RELEASE_DEBUG_ASSERTIONS=true CARGO_TARGET_DIR=$target_dir cargo build --release --bins
build_logs=$logs/debug-assertions
for name in embassy embassy_preempted; do
    run "$name"
    passed || { echo "FAIL: $name with debug assertions: not exit 0 with 4 phases and no failure"; exit 1; }
done
# The control: the handler run again inside itself (two writers) must trip u64copy's check, and
# its panic must fail the run as `passed` judges it.
run embassy_nested_handler
if passed || [ "$status" -ne 1 ] || ! grep -qx "u64copy::timer: another writer stored during this handler (found [0-9]*, expected [0-9]*): a nested or second handler (one writer only)" <<<"$log"; then
    echo "FAIL: embassy_nested_handler with debug assertions: not exit 1 with u64copy's second-writer panic"
    exit 1
fi
echo "control: embassy_nested_handler rejected, as it must be"
python3 figures.py "$logs" README.md ||
    { echo "FAIL: figures.py: README.md's figures not written"; exit 1; }
echo "wrote README.md's figures from the logs in $logs"
echo "targets/embassy: PASSED in $(($(date +%s) - started)) s"
