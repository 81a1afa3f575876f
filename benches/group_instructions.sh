#!/usr/bin/env bash
# Deterministic instructions per load and per store of every group (N = 2, 4, 8), counted by
# callgrind, by the method of benches/instructions.sh.
#
#   bash benches/group_instructions.sh [TARGET...]   (default: x86_64 and i686 Linux)
#
# For each group, N and operation the probe (benches/benches/group_instructions.rs) calls a
# non-inlined `load_once`/`store_once` SHORT times, then LONG times; callgrind collects only
# inside that function and what it calls (--toggle-collect), and (LONG count - SHORT count) /
# (LONG - SHORT) is the cost of one call, its argument and result handling included. Prints a
# Markdown table: per target the counts, and in parentheses the ratio to seqlock_SeqLock of
# the same N. Needs valgrind, and for i686 the 32-bit userland (.ci/benches).
set -euo pipefail
cd "$(dirname "$0")" # the bench package, benches/

# criterion (a dependency of every bench target) compiles C for the target (alloca).
export CC_i686_unknown_linux_gnu=${CC_i686_unknown_linux_gnu:-i686-linux-gnu-gcc}

targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    targets=(x86_64-unknown-linux-gnu i686-unknown-linux-gnu)
fi
reference=seqlock_SeqLock
short=1000
long=3000
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

probe_binary() {
    cargo bench --config probe.toml --quiet --target "$1" --bench group_instructions --no-run --message-format=json 2>/dev/null |
        grep -o '"executable":"[^"]*"' | tail -n 1 | cut -d'"' -f4
}

# Instructions callgrind counted inside the toggled function during one probe run.
counted() {
    local binary=$1 function=$2 cell=$3 n=$4 op=$5 calls=$6
    local out="$work/callgrind.out"
    rm -f "$out"
    if ! valgrind --tool=callgrind --toggle-collect="*${function}*" --callgrind-out-file="$out" \
        "$binary" probe "$cell" "$n" "$op" "$calls" >"$work/valgrind.log" 2>&1; then
        cat "$work/valgrind.log" >&2
        return 1
    fi
    awk '/^(summary|totals):/ { print $2; found = 1; exit } END { exit !found }' "$out"
}

per_call() {
    local binary=$1 function=$2 cell=$3 n=$4 op=$5
    local a b
    a=$(counted "$binary" "$function" "$cell" "$n" "$op" "$short")
    b=$(counted "$binary" "$function" "$cell" "$n" "$op" "$long")
    awk -v a="$a" -v b="$b" -v n=$((long - short)) 'BEGIN { printf "%g", (b - a) / n }'
}

declare -A count
header="| group | N |"
rule="|---|---:|"
for target in "${targets[@]}"; do
    binary=$(probe_binary "$target")
    [ -x "$binary" ] || { echo "no probe binary for $target" >&2; exit 1; }
    arch=${target%%-*}
    header+=" $arch load | $arch store |"
    rule+="---:|---:|"
    mapfile -t rows < <("$binary" list) # "NAME N"
    for row in "${rows[@]}"; do
        read -r cell n <<<"$row"
        for op in load store; do
            count[$target/$cell/$n/$op]=$(per_call "$binary" "${op}_once" "$cell" "$n" "$op")
        done
    done
done

echo "$header"
echo "$rule"
for row in "${rows[@]}"; do
    read -r cell n <<<"$row"
    line="| $cell | $n |"
    for target in "${targets[@]}"; do
        for op in load store; do
            value=${count[$target/$cell/$n/$op]}
            ref=${count[$target/$reference/$n/$op]}
            line+=$(awk -v v="$value" -v r="$ref" 'BEGIN { printf " %g (%.2f×) |", v, v / r }')
        done
    done
    echo "$line"
done
