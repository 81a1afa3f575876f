#!/usr/bin/env bash
# Controls of check.sh on edited copies of the crate (src/ changed, the probes and snapshots as committed), each on
# a few entries (CODEGEN_ENTRIES), each with the line that must name its failure:
#   copy-first   `U64Copy::store` writes the copy before the value (copy.rs): rejected by the rule on the sequence
#                ([sequence-order]) on thumbv7em, thumbv7em+single_core and riscv32imac, and run as `--bless`, which
#                must refuse and leave the snapshots as they were;
#   since-eager  `Since::read` evaluates the writer's read in every build (api.rs), so release builds load the
#                seqcount's sequence in `fetch_update`: rejected by fetch_update's rule on the read;
#   since-none   `Since::read` never evaluates it (in no build): release code must be the committed snapshots, the
#                comparison that since-eager shows can fail (the plumbing of the debug checks costs release nothing);
#   group-acquire  the seqcount's first store fence made Acquire (seq.rs, the engine of `U64SeqArray` on the native
#                backend and of every seqcount on the split one): rejected by [barrier-kind] naming u64seqpair_store
#                on aarch64 (`dmb ishld`), loongarch64 (`dbar 20`) and riscv64gc (`fence r, rw`); powerpc64le, whose
#                Acquire and Release fences are both `lwsync`, keeps the same code and must pass;
#   no-compiler-barrier  the single-core barrier an empty function (sync.rs): rejected by [compiler-barrier] naming
#                each type's load and store on every bare-metal `+single_core` entry; the native `+single_core` entry
#                (aarch64), whose fences the cfg leaves hardware fences, must pass.
#   bash targets/codegen/controls.sh
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
work=${CARGO_TARGET_DIR:-$repo/target}/codegen-controls
# One target dir for every copy: the dependencies are built once; each copy's u64copy is a package of its own.
export CARGO_TARGET_DIR=$work/target
failed=0

# copy NAME FILE PYTHON-REPLACEMENT: a copy of the crate with one exact edit of src/FILE (which must match once).
copy() {
    local dir=$work/$1
    rm -rf "$dir" && mkdir -p "$dir/targets" || return 1
    cp -r "$repo/Cargo.toml" "$repo/Cargo.lock" "$repo/build.rs" "$repo/README.md" "$repo/DEVELOPMENT.md" \
        "$repo/src" "$dir/" && cp -r "$here" "$dir/targets/" || return 1
    # check.sh's toolchain check (.ci/lib.sh)
    mkdir -p "$dir/.ci" && cp "$repo/.ci/lib.sh" "$dir/.ci/" || return 1
    rm -rf "$dir/targets/codegen/target"
    python3 - "$dir/src/$2" "$3" <<'EOF' || return 1
import sys
path, (old, new) = sys.argv[1], eval(sys.argv[2])
text = open(path).read()
if text.count(old) != 1:
    sys.exit(f"{path}: the text to edit occurs {text.count(old)} times, not once")
open(path, "w").write(text.replace(old, new))
EOF
}

# expect NAME STATUS TEXT ENTRIES...: check.sh of copy NAME on ENTRIES exits STATUS, its output holding each line of
# TEXT; BLESS=--bless runs it as `check.sh --bless`; ABSENT=STRING: no line of its output may hold STRING.
expect() {
    local name=$1 status=$2 text=$3 log code
    shift 3
    log=$(CODEGEN_ENTRIES="$*" bash "$work/$name/targets/codegen/check.sh" ${BLESS:-} 2>&1)
    code=$?
    local line missing=
    while read -r line; do # each line of TEXT must occur
        grep -qF -- "$line" <<<"$log" || missing+="$line; "
    done <<<"$text"
    if [[ -n ${ABSENT:-} ]] && grep -qF -- "$ABSENT" <<<"$log"; then
        missing+="(none must hold \"$ABSENT\": $(grep -m1 -F -- "$ABSENT" <<<"$log" | cut -c1-160)) "
    fi
    if [[ $code == "$status" && -z $missing ]]; then
        echo "control $name: exit $code, as it must be:"
        grep -F -- "$text" <<<"$log" | cut -c1-240 | sed 's/^/    /'
    else
        echo "control $name: WRONG: exit $code, expected $status; missing: ${missing:-nothing}"
        tail -n 20 <<<"$log" | sed 's/^/    | /'
        failed=1
    fi
}

store='        self.value.store(value);
        // smp_wmb(): a reader that sees either half of this copy sees this value, or later.
        fence(Ordering::Release);
        self.copy.store(value);'
copy copy-first copy.rs "$(python3 -c 'import sys; o = sys.argv[1]; l = o.split("\n")
print(repr((o, "\n".join([l[3], l[1], l[2], l[0]]))))' "$store")" || failed=1
snapshots=$(cd "$work/copy-first/targets/codegen" && cat TABLE.md snapshots/* | md5sum)
BLESS=--bless expect copy-first 1 "$(printf 'RULE FAILED %s u64copy_store: [sequence-order] accesses S copy.0 S copy.4 S value.0\n' \
    thumbv7em-none-eabihf thumbv7em-none-eabihf+single_core riscv32imac-unknown-none-elf)
--bless refused: a rule failed" thumbv7em-none-eabihf thumbv7em-none-eabihf+single_core riscv32imac-unknown-none-elf
if [[ $(cd "$work/copy-first/targets/codegen" && cat TABLE.md snapshots/* | md5sum) != "$snapshots" ]]; then
    echo "control copy-first: WRONG: --bless changed the snapshots or TABLE.md" && failed=1
fi

read_body='        Since(
            #[cfg(all(debug_assertions, not(u64copy_loom)))]
            Some(seen()),
        )'
copy since-eager api.rs "$(python3 -c 'import sys; o = sys.argv[1]
print(repr((o, "        let seen = seen();\n" + o.replace("Some(seen())", "Some(seen)"))))' "$read_body")" || failed=1
expect since-eager 1 "RULE FAILED riscv32imac-unknown-none-elf u64seq_fetch_update: the read (the path on which f declines) L32 L32 L32" \
    riscv32imac-unknown-none-elf
copy since-none api.rs "$(python3 -c 'import sys; o = sys.argv[1]
print(repr((o, "        let _ = seen;\n        Since::STORE")))' "$read_body")" || failed=1
expect since-none 0 "codegen: 1 entries checked: ok" riscv32imac-unknown-none-elf

first_fence='        // odd sequence (or later) when it loads the sequence again.
        fence(Ordering::Release);'
copy group-acquire seq.rs "$(python3 -c 'import sys; o = sys.argv[1]
print(repr((o, o.replace("Release", "Acquire"))))' "$first_fence")" || failed=1
ABSENT="RULE FAILED powerpc64le" expect group-acquire 1 "$(
    printf 'RULE FAILED %s u64seqpair_store: [barrier-kind] %s after access 2 does not order W->W\n' \
        aarch64-unknown-linux-gnu '`dmb ishld`' loongarch64-unknown-linux-gnu '`dbar 20`' \
        riscv64gc-unknown-linux-gnu '`fence r, rw`')" aarch64-unknown-linux-gnu loongarch64-unknown-linux-gnu \
    riscv64gc-unknown-linux-gnu powerpc64le-unknown-linux-gnu

barrier='    #[cfg(all(u64copy_single_core, not(u64copy_wide), not(u64copy_loom)))]
    pub(crate) use core::sync::atomic::compiler_fence as barrier;'
copy no-compiler-barrier sync.rs "$(python3 -c 'import sys; o = sys.argv[1]; cfg = o.split("\n")[0]
print(repr((o, cfg + "\n    #[inline(always)]\n    pub(crate) fn barrier(_: super::Ordering) {}")))' "$barrier")" || failed=1
single=(thumbv7em-none-eabihf+single_core thumbv6m-none-eabi+single_core riscv32imac-unknown-none-elf+single_core)
named=$(for entry in "${single[@]}"; do
    printf "RULE FAILED $entry %s: [compiler-barrier] the LLVM IR's\n" u64copy_load u64copy_store u64seq_load \
        u64seq_store u64latch_load u64latch_store u64seqpair_load u64seqpair_store u64latchpair_load \
        u64latchpair_store
done)
ABSENT="RULE FAILED aarch64" expect no-compiler-barrier 1 "$named" "${single[@]}" aarch64-unknown-linux-gnu \
    aarch64-unknown-linux-gnu+single_core

exit $failed
