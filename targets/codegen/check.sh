#!/usr/bin/env bash
# A snapshot test of the code U64Copy and U64Seq compile to: builds the probe crate (src/lib.rs)
# to assembly for every entry below, and check.py checks the rules (targets/README.md, "Codegen
# checks") and writes the normalized code, TABLE.md and README.md's summary block to
# $CARGO_TARGET_DIR/codegen/; any difference from the committed ones fails.
#
#   bash targets/codegen/check.sh              # rules, then diff snapshots/, TABLE.md, README.md
#   bash targets/codegen/check.sh --self-test  # ... and first show that broken code is rejected
#   bash targets/codegen/check.sh --bless      # after an intended change: take the new ones
set -euo pipefail
mode=${1:-}
[[ $# -le 1 && $mode =~ ^(|--self-test|--bless)$ ]] || { sed -n '7,9p' "$0"; exit 2; }

here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$repo/target}
# The snapshots are of each target's default code generation (no -C target-cpu etc.).
unset RUSTFLAGS CARGO_ENCODED_RUSTFLAGS

# The one list of what is checked: a target triple; `+single_core`: built with
# `--cfg u64copy_single_core`; `+32bit`: with `--cfg u64copy_32bit` (the split backends).
entries=(
    x86_64-unknown-linux-gnu
    aarch64-unknown-linux-gnu
    i686-unknown-linux-gnu
    i686-unknown-linux-gnu+32bit
    i586-unknown-linux-gnu
    armv7-unknown-linux-gnueabihf
    thumbv7em-none-eabihf
    thumbv7em-none-eabihf+single_core
    thumbv6m-none-eabi
    thumbv6m-none-eabi+single_core
    riscv32imac-unknown-none-elf
    riscv32imac-unknown-none-elf+single_core
)

out=$CARGO_TARGET_DIR/codegen
rm -rf "$out"
mkdir -p "$out/asm"
cd "$here"
for entry in "${entries[@]}"; do
    variant=${entry#*+}
    (
        if [[ $entry == *+* ]]; then
            # A target directory per variant: cargo would otherwise rebuild u64copy every time.
            export RUSTFLAGS="--cfg u64copy_$variant" CARGO_TARGET_DIR=$CARGO_TARGET_DIR/codegen-$variant
        fi
        touch src/lib.rs # cargo emits nothing for a crate it thinks is fresh
        cargo rustc --quiet --release --target "${entry%%+*}" --lib -- --emit "asm=$out/asm/$entry.s"
    )
done

status=0
[[ $mode == --self-test ]] && echo "self-test: compiled broken probes and edited copies of the real code"
self_test=$([[ $mode == --self-test ]] && echo --self-test || true)
python3 check.py "$out" "$(rustc --version)" $self_test "${entries[@]}" || status=1
# The snapshot comparison, used on the committed snapshots and by the self-test on edited ones.
same_snapshots() { diff -ru "$1" "$out/snapshots"; }

if [[ $mode == --self-test ]]; then
    cp -r "$out/snapshots" "$out/edited"
    sed -i 's/^    dmb ish$/    dmb ishst/' "$out/edited/armv7-unknown-linux-gnueabihf.s"
    if same_snapshots "$out/edited" >/dev/null; then
        echo "  NOT REJECTED: a snapshot edited from \`dmb ish\` to \`dmb ishst\`"
        status=1
    else
        echo "  rejected as it must be: a snapshot edited from \`dmb ish\` to \`dmb ishst\` differs"
    fi
fi

if [[ $mode == --bless ]]; then
    rm -rf snapshots
    cp -r "$out/snapshots" snapshots
    cp "$out/TABLE.md" TABLE.md
    cp "$out/README.md" "$repo/README.md"
    echo "blessed snapshots/, TABLE.md and README.md's codegen summary"
elif ! { same_snapshots snapshots && diff -u TABLE.md "$out/TABLE.md" &&
    diff -u "$repo/README.md" "$out/README.md"; }; then
    echo "SNAPSHOT differences above; if the change is intended: bash targets/codegen/check.sh --bless"
    status=1
fi
echo "codegen: ${#entries[@]} entries checked: $([[ $status == 0 ]] && echo ok || echo FAILED)"
exit $status
