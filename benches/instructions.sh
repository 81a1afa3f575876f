#!/usr/bin/env bash
# Deterministic instructions per load and per store of every cell, counted by callgrind.
#
#   bash benches/instructions.sh [TARGET...]   (default: x86_64 and i686 Linux)
#
# For each cell and operation the probe (benches/benches/instructions.rs) calls a non-inlined
# `load_once`/`store_once` SHORT times, then LONG times; callgrind collects only inside that
# function (--toggle-collect), and (LONG count - SHORT count) / (LONG - SHORT) is the cost
# of one call: the operation plus the call's own argument handling and `ret` (the same for
# every row; on x86_64 `AtomicU64` Relaxed is one `mov` and the `ret`).
# Each target's probe is built twice: as is (every row), and with `--cfg u64copy_32bit` (in
# target/split) for the `*_32bit_backend` rows, the split backend, which the table lists
# after `U64Latch`.
# Prints a Markdown table. Needs valgrind, and for i686 the 32-bit userland (.ci/benches).
set -euo pipefail
cd "$(dirname "$0")" # the bench package, benches/

targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    targets=(x86_64-unknown-linux-gnu i686-unknown-linux-gnu)
fi
short=1000
long=3000
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The probe of target $1, built as is ("native") or for the split backend ("split").
probe_binary() {
    local flags=()
    if [ "$2" = split ]; then
        flags=(env CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-target}/split"
            RUSTFLAGS="${RUSTFLAGS:-} --cfg u64copy_32bit")
    fi
    "${flags[@]}" cargo bench --config probe.toml --quiet --target "$1" --bench instructions --no-run \
        --message-format=json 2>/dev/null |
        grep -o '"executable":"[^"]*"' | tail -n 1 | cut -d'"' -f4
}

# Instructions callgrind counted inside the toggled function during one probe run.
counted() {
    local binary=$1 function=$2 cell=$3 op=$4 calls=$5
    local out="$work/callgrind.out"
    rm -f "$out"
    if ! valgrind --tool=callgrind --toggle-collect="*${function}*" --callgrind-out-file="$out" \
        "$binary" probe "$cell" "$op" "$calls" >"$work/valgrind.log" 2>&1; then
        cat "$work/valgrind.log" >&2
        return 1
    fi
    awk '/^(summary|totals):/ { print $2; found = 1; exit } END { exit !found }' "$out"
}

per_call() {
    local binary=$1 function=$2 cell=$3 op=$4
    local a b
    a=$(counted "$binary" "$function" "$cell" "$op" "$short")
    b=$(counted "$binary" "$function" "$cell" "$op" "$long")
    awk -v a="$a" -v b="$b" -v n=$((long - short)) 'BEGIN { printf "%g", (b - a) / n }'
}

declare -A count
header="| cell |"
rule="|---|"
for target in "${targets[@]}"; do
    arch=${target%%-*}
    header+=" $arch load | $arch store |"
    rule+="---:|---:|"
    cells=()
    for build in native split; do
        binary=$(probe_binary "$target" "$build")
        [ -x "$binary" ] || { echo "no $build probe binary for $target" >&2; exit 1; }
        mapfile -t built < <("$binary" list)
        if [ "$build" = native ]; then
            cells=("${built[@]}")
        else
            # The split rows after U64Latch, the last of the native build's own rows.
            for i in "${!cells[@]}"; do
                if [ "${cells[$i]}" = U64Latch ]; then
                    cells=("${cells[@]:0:i+1}" "${built[@]}" "${cells[@]:i+1}")
                    break
                fi
            done
            [[ " ${cells[*]} " == *" ${built[0]} "* ]] || { echo "no U64Latch row" >&2; exit 1; }
        fi
        for cell in "${built[@]}"; do
            count[$target/$cell/load]=$(per_call "$binary" load_once "$cell" load)
            count[$target/$cell/store]=$(per_call "$binary" store_once "$cell" store)
        done
    done
done

echo "$header"
echo "$rule"
for cell in "${cells[@]}"; do
    row="| $cell |"
    for target in "${targets[@]}"; do
        row+=" ${count[$target/$cell/load]} | ${count[$target/$cell/store]} |"
    done
    echo "$row"
done
