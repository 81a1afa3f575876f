#!/usr/bin/env bash
# Controls of check.sh on edited copies of the crate (src/ changed, the probes and snapshots as committed), each on
# a few entries (CODEGEN_ENTRIES), each with the line that must name its failure:
#   copy-first   `U64Copy::store` writes the copy before the value (copy.rs): rejected by the rule on the sequence
#                ([sequence-order]) on thumbv7em, thumbv7em+single_core and riscv32imac, and run as `--bless`, which
#                must refuse and leave the snapshots as they were;
#   since-eager  `Since::read` evaluates the writer's read in every build (api.rs), so release builds load the
#                seqcount's sequence in `fetch_update`: rejected by fetch_update's rule on the read;
#   since-none   `Since::read` never evaluates it (in no build): release code must be the committed snapshots, the
#                comparison that since-eager shows can fail (the plumbing of the debug checks costs release nothing).
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
# TEXT; BLESS=--bless runs it as `check.sh --bless`.
expect() {
    local name=$1 status=$2 text=$3 log code
    shift 3
    log=$(CODEGEN_ENTRIES="$*" bash "$work/$name/targets/codegen/check.sh" ${BLESS:-} 2>&1)
    code=$?
    local line missing=
    while read -r line; do # each line of TEXT must occur
        grep -qF -- "$line" <<<"$log" || missing+="$line; "
    done <<<"$text"
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

exit $failed
