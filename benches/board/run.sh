#!/usr/bin/env bash
# Copies the bundle (benches/board/build.sh) to the board, runs it there, and fetches the
# results.
#
#   BOARD=odroid@odroid-xu3 [PIN="taskset -c 4-7"] bash benches/board/run.sh [RUNS] [BASELINE_PREFIX]
#
# Results land in benches/target/board/results/criterion (criterion's layout) and the logs
# beside it.
set -euo pipefail
cd "$(dirname "$0")/.." # the bench package, benches/

: "${BOARD:?set BOARD=user@host of the board}"
runs=${1:-5}
prefix=${2:-run}
remote_dir=u64copy-bench
results=target/board/results

ssh "$BOARD" "mkdir -p $remote_dir"
scp target/board/bundle/* "$BOARD:$remote_dir/"
ssh "$BOARD" "cd $remote_dir && PIN='${PIN:-}' sh run-on-board.sh $runs $prefix"
mkdir -p "$results"
scp -r "$BOARD:$remote_dir/criterion" "$results/"
scp "$BOARD:$remote_dir/compare-$prefix*.log" "$results/"
echo "results in benches/$results; summarize with benches/board/criterion_summary.py"
