#!/bin/sh
# Runs on the board, from the bundle directory: the unit tests once, then the comparison
# bench RUNS times, each run saved as criterion baseline run1..runN under ./criterion.
#
#   [PIN="taskset -c 4-7"] sh run-on-board.sh [RUNS] [BASELINE_PREFIX]
set -eu

runs=${1:-5}
prefix=${2:-run}
pin=${PIN:-}
export CRITERION_HOME="$PWD/criterion"

$pin ./u64copy
i=1
while [ "$i" -le "$runs" ]; do
    $pin ./compare --bench --warm-up-time 1 --measurement-time 2 --save-baseline "$prefix$i" \
        >"compare-$prefix$i.log" 2>&1
    echo "run $i of $runs done"
    i=$((i + 1))
done
