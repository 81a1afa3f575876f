#!/bin/sh
# Runs on the board, from the bundle directory: the unit tests once, then the comparison
# bench RUNS times, each run saved as criterion baseline run1..runN under ./criterion: the
# build as is (`compare`), then the `*_32bit_backend` rows (`compare_32bit`, built with
# `--cfg u64copy_32bit`) into the same baseline and log.
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
    for bench in compare compare_32bit; do
        $pin ./$bench --bench --warm-up-time 1 --measurement-time 2 --save-baseline "$prefix$i"
    done >"compare-$prefix$i.log" 2>&1
    echo "run $i of $runs done"
    i=$((i + 1))
done
