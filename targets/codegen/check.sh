#!/usr/bin/env bash
# Snapshot test of U64Copy's, U64Seq's and U64Latch's code: the probes (src/lib.rs) built to assembly for each entry
# below (the bare-metal ones also at opt-level "s", for the size table; the bare-metal `+single_core` ones also to LLVM
# IR, where their compiler barriers are); check.py checks the rules and writes the normalized code, TABLE.md and
# SUMMARY.md (TABLE.md's summary, with the layout and code size tables), to diff here.
#   bash targets/codegen/check.sh              # rules, then diff snapshots/, TABLE.md, SUMMARY.md
#   bash targets/codegen/check.sh --self-test  # ... after showing that broken code is rejected
#   bash targets/codegen/check.sh --bless      # after an intended change: take the new ones (never if a rule fails)
#   bash targets/codegen/check.sh --requests   # no build: prints the toolchain, component and targets it asks for
#   bash targets/codegen/check.sh --key        # no build: prints the key of what the snapshots are made from
# CODEGEN_ENTRIES="ENTRY..." checks only those entries (of the list below) and diffs only their snapshots (--bless:
# refused, after the rules). CODEGEN_SAMPLE=K/N (CI) checks the entries of every Nth target, from the Kth (0-based,
# in the list's order), where snapshots.key is this code's (--bless writes it: the snapshots, TABLE.md and
# SUMMARY.md are then this code's, so the sample's builds must give the same), and every entry where it is not.
set -euo pipefail
mode=${1:-}
[[ $# -le 1 && $mode =~ ^(|--self-test|--bless|--requests|--key)$ ]] || { sed -n 6,14p "$0"; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$repo/target}
unset RUSTFLAGS CARGO_ENCODED_RUSTFLAGS # each target's default code generation, no -C target-cpu
# The snapshots are one compiler's code: .ci/lib.sh's ci_codegen_toolchain (.ci/README.md, "Pinned
# toolchains").
# shellcheck source-path=SCRIPTDIR source=../../.ci/lib.sh
source "$repo/.ci/lib.sh"
toolchain=$ci_codegen_toolchain
# loongarch64-unknown-linux-gnu and i686-unknown-uefi have no rust-std for that toolchain to download: their core is
# built from its own rust-src (`-Zbuild-std=core`, allowed on a stable compiler by RUSTC_BOOTSTRAP=1), so the same
# compiler makes their code.
build_std=(loongarch64-unknown-linux-gnu i686-unknown-uefi)
# The one list: a target triple; `+single_core`: with `--cfg u64copy_single_core`, `+32bit`: with
# `--cfg u64copy_32bit` (`+single_core` also builds portable-atomic, the peer, with
# `--cfg portable_atomic_unsafe_assume_single_core` where it has no CAS: bare metal; on the native targets
# `+single_core` must change no code of u64copy's). check.py derives from the name the backend that it must find.
entries=(
    x86_64-unknown-linux-gnu x86_64-unknown-linux-gnu+single_core
    aarch64-unknown-linux-gnu aarch64-unknown-linux-gnu+single_core
    i686-unknown-linux-gnu i686-unknown-linux-gnu+single_core i686-unknown-linux-gnu+32bit i586-unknown-linux-gnu
    i686-unknown-uefi
    armv7-unknown-linux-gnueabihf
    thumbv7em-none-eabihf thumbv7em-none-eabihf+single_core
    thumbv6m-none-eabi thumbv6m-none-eabi+single_core
    riscv32imac-unknown-none-elf riscv32imac-unknown-none-elf+single_core
    wasm32-unknown-unknown wasm32-unknown-unknown+single_core
    riscv64gc-unknown-linux-gnu powerpc64le-unknown-linux-gnu loongarch64-unknown-linux-gnu
)
# That toolchain with rust-src and the target of each entry (but build_std's), installed if missing; under .ci/run,
# where its toolchains step installed them (.ci/lib.sh's ci_codegen_targets), only checked; with --requests only
# printed (.ci/toolchain-requests checks that the toolchains step's list has each).
targets=()
for entry in "${entries[@]}"; do
    target=${entry%%+*}
    [[ " ${build_std[*]} ${targets[*]} " == *" $target "* ]] || targets+=(--target "$target")
done
[[ $mode != --requests ]] || toolchain_requests_mode
require_toolchain "$toolchain" --component rust-src "${targets[@]}" >/dev/null
[[ $mode != --requests ]] || exit 0
# What the snapshots are made from: the compiler, the entries, the crate and the probes, and these scripts.
key() (
    cd "$repo"
    {
        echo "$toolchain: $(rustc "+$toolchain" --version)"
        echo "${entries[*]}"
        find src build.rs Cargo.toml targets/codegen/{Cargo.toml,Cargo.lock,check.py,check.sh,src} -type f |
            LC_ALL=C sort | while read -r file; do echo "$file $(sha256sum <"$file")"; done
    } | sha256sum | cut -c1-16
)
[[ $mode != --key ]] || { key; exit 0; }
if [[ -n ${CODEGEN_SAMPLE:-} ]]; then
    [[ $CODEGEN_SAMPLE =~ ^([0-9]+)/([1-9][0-9]*)$ && ${BASH_REMATCH[1]} -lt ${BASH_REMATCH[2]} && -z ${CODEGEN_ENTRIES:-} &&
        $mode != --bless ]] || { echo "CODEGEN_SAMPLE=K/N, K < N, without CODEGEN_ENTRIES or --bless"; exit 2; }
    shard=${BASH_REMATCH[1]} shards=${BASH_REMATCH[2]}
    code_key=$(key) snapshots_key=$(cat "$here/snapshots.key")
    if [[ $snapshots_key == "$code_key" ]]; then
        sampled=() rank=-1 previous=
        for entry in "${entries[@]}"; do
            [[ ${entry%%+*} == "$previous" ]] || { rank=$((rank + 1)) && previous=${entry%%+*}; }
            ((rank % shards != shard)) || sampled+=("$entry")
        done
        echo "codegen: snapshots.key is this code's ($code_key): the sample $CODEGEN_SAMPLE, ${sampled[*]}"
        CODEGEN_ENTRIES=${sampled[*]}
    else
        echo "codegen: snapshots.key ($snapshots_key) is not this code's ($code_key): every entry"
    fi
fi
if [[ -n ${CODEGEN_ENTRIES:-} ]]; then
    for entry in $CODEGEN_ENTRIES; do
        [[ " ${entries[*]} " == *" $entry "* ]] || { echo "CODEGEN_ENTRIES: no entry $entry"; exit 2; }
    done
    read -ra entries <<<"$CODEGEN_ENTRIES"
fi
out=$CARGO_TARGET_DIR/codegen
rm -rf "$out" && mkdir -p "$out/asm" "$out/asm-s" "$out/ir" && cd "$here"
build() { # ENTRY DIR [ir]: the asm, the object, and cargo's list of the rlibs (the size table reads their objects);
    # ir: the LLVM IR and the asm of a build of its own (`--emit llvm-ir` keeps value names, which renames the
    # anonymous constants in the asm: check.py compares that asm with the snapshotted build's)
    (
        if [[ $1 == *+* ]]; then # a target dir per cfg, or cargo rebuilds u64copy each time
            export RUSTFLAGS="--cfg u64copy_${1#*+}" CARGO_TARGET_DIR=$CARGO_TARGET_DIR/codegen-${1#*+}
            [[ $1 == *-none-*+single_core ]] && RUSTFLAGS+=" --cfg portable_atomic_unsafe_assume_single_core"
        fi
        local std=()
        if [[ " ${build_std[*]} " == *" ${1%%+*} "* ]]; then
            export RUSTC_BOOTSTRAP=1 && std=(-Zbuild-std=core)
        fi
        touch src/lib.rs # cargo emits nothing for a crate it thinks is fresh
        local emit="asm=$out/$2/$1.s,obj=$out/$2/$1.o"
        [[ ${3:-} == ir ]] && emit="llvm-ir=$out/$2/$1.ll,asm=$out/$2/$1.s"
        cargo "+$toolchain" rustc --quiet --release --target "${1%%+*}" "${std[@]}" --lib \
            --message-format=json-render-diagnostics \
            -- --emit "$emit" >"$out/$2/$1.json"
    )
}
for entry in "${entries[@]}"; do
    build "$entry" asm
    if [[ $entry == *-none-* ]]; then # the size table's second opt-level, bare metal only
        CARGO_PROFILE_RELEASE_OPT_LEVEL=s build "$entry" asm-s # the same target dir: cargo keeps both
    fi
    if [[ $entry == *-none-*+single_core ]]; then # the compiler barriers live in the IR only
        build "$entry" ir ir
    fi
done

status=0
python3 check.py "$out" "$(rustc "+$toolchain" --version)" ${mode/--bless/} "${entries[@]}" || status=1
same_snapshots() { # on the committed ones; on edited ones (self-test)
    if [[ -n ${CODEGEN_ENTRIES:-} ]]; then
        local entry differ=0
        for entry in "${entries[@]}"; do
            [[ ! -e $out/snapshots/$entry.s ]] || diff -u "$1/$entry.s" "$out/snapshots/$entry.s" || differ=1
        done
        return $differ
    fi
    diff -ru "$1" "$out/snapshots"
}
if [[ $mode == --self-test ]]; then # one snapshot edited must differ: armv7's barrier weakened, or (a sample
    # without armv7) the first entry's first instruction dropped
    edited=armv7-unknown-linux-gnueabihf edit='s/^    dmb ish$/    dmb ishst/'
    what="a snapshot edited from \`dmb ish\` to \`dmb ishst\`"
    if [[ ! -e $out/snapshots/$edited.s ]]; then
        edited=${entries[0]} edit='0,/^    [a-z]/{/^    [a-z]/d}' what="${entries[0]}'s snapshot less its first instruction"
    fi
    cp -r "$out/snapshots" "$out/edited"
    sed -i "$edit" "$out/edited/$edited.s"
    same_snapshots "$out/edited" >/dev/null && status=1 && echo "  WRONG: $what passes" ||
        echo "  rejected as it must be: $what"
fi
if [[ $mode == --bless && $status != 0 ]]; then
    echo "--bless refused: a rule failed (RULE FAILED above); the snapshots, TABLE.md and SUMMARY.md are unchanged"
elif [[ $mode == --bless && -n ${CODEGEN_ENTRIES:-} ]]; then
    echo "--bless takes every entry: unset CODEGEN_ENTRIES" && status=2
elif [[ $mode == --bless ]]; then
    rm -rf snapshots && cp -r "$out/snapshots" snapshots
    cp "$out/TABLE.md" TABLE.md && cp "$out/SUMMARY.md" SUMMARY.md && key >snapshots.key
    echo "blessed snapshots/, TABLE.md, SUMMARY.md, snapshots.key"
elif ! { same_snapshots snapshots && { [[ -n ${CODEGEN_ENTRIES:-} ]] || {
    diff -u TABLE.md "$out/TABLE.md" && diff -u SUMMARY.md "$out/SUMMARY.md"; }; }; }; then
    echo "SNAPSHOT differences above; if the change is intended: bash targets/codegen/check.sh --bless" && status=1
fi
echo "codegen: ${#entries[@]} entries checked: $([[ $status == 0 ]] && echo ok || echo FAILED)"
exit $status
