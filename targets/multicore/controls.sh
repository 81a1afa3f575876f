#!/usr/bin/env bash
# The controls of the multi-core checks: the harness built against broken copies of the crate,
# each of which must fail the checks of the types it breaks, for that reason (the harness's
# `test multicore::NAME ... FAILED` line of each), and pass the other types' value checks. The
# crate is copied with this harness into $CARGO_TARGET_DIR/multicore-controls/NAME, its edits
# applied (each must match exactly once, or the control stops: an edit that no longer applies
# proves nothing; the harness's copy runs only the phases of the types broken, each until one
# of its value checks failed, not only until its races happened), built in release and run on
# four harts.
#
#   bash targets/multicore/controls.sh             # the five broken variants of CI, riscv32imac
#   TARGET=riscv32i-unknown-none-elf bash targets/multicore/controls.sh copy-before-value
#
# Each broken copy reorders accesses in program order, which this x86 host keeps (TCG and
# TSO): a removed fence changes nothing here and is no control. `copy-before-value` (U64Copy's
# whole copy stored before the value) is caught only where a reader's load interleaves with
# that store twice over: a run that ended after its races caught it in 12 of 14 runs; running
# until a check fails caught it in 14 of 14, 5 of them after the races had happened.
set -uo pipefail

repo=$(cd "$(dirname "$0")/../.." && pwd)
target=${TARGET:-riscv32imac-unknown-none-elf}
work=${CARGO_TARGET_DIR:-$repo/target}/multicore-controls

# mutate DIR NAME PHASES: applies broken variant NAME to the crate in DIR, and makes its
# harness run only PHASES ("1", "2" or "1 2": the channels, the other types).
mutate() {
    python3 - "$@" <<'EOF'
import re, sys

root, name, phases = sys.argv[1], sys.argv[2], sys.argv[3].split()

def edit(path, pattern, replacement):
    path = f"{root}/{path}"
    text = open(path).read()
    new, count = re.subn(pattern, replacement, text, flags=re.S)
    if count != 1:
        sys.exit(f"{name}: {path}: {count} matches of {pattern!r}, not 1")
    open(path, "w").write(new)

def move_after(path, line, anchor):
    """Moves the statement `line` to just after the statement `anchor`."""
    edit(path, r"\n[ \t]*" + re.escape(line) + r"[ \t]*(?=\n)", "")
    edit(path, r"(\n([ \t]*)" + re.escape(anchor) + r")", r"\1\n\2" + line.replace("\\", r"\\"))

if name == "copy-halves-first":
    # U64Copy's store: both low halves, the fence, then both high halves (a store of the low
    # half alone keeps the high half).
    edit("src/copy.rs",
         r"self\.value\.store\(value\);(\s*(?://[^\n]*\n\s*)*fence\(Ordering::Release\);\s*)"
         r"self\.copy\.store\(value\);",
         r"let low = self.value.load_by_writer() & !0xffff_ffff | value & 0xffff_ffff;\n"
         r"        self.value.store(low);\n        self.copy.store(low);"
         r"\1self.value.store(value);\n        self.copy.store(value);")
elif name == "copy-before-value":
    # U64Copy's store: the copy's halves, the fence, then the value's. Not a default one.
    edit("src/copy.rs",
         r"self\.value\.store\(value\);(\s*(?://[^\n]*\n\s*)*fence\(Ordering::Release\);\s*)"
         r"self\.copy\.store\(value\);",
         r"self.copy.store(value);\1self.value.store(value);")
elif name == "seq-words-after-end":
    # The seqcount's store: its words written after the even sequence.
    move_after("src/seq.rs", "store_words(&self.words, values);",
               "self.sequence.store(odd.wrapping_add(1), Relaxed);")
elif name == "latch-sequence-before-copy":
    # The latch's store: the sequence moved to the copy before the copy is written.
    move_after("src/latch.rs", "store_words(self.copy(next), values);",
               "self.sequence.store(next, Relaxed);")
elif name == "load-with-f-after-attempt":
    # Both engines' attempt: `f` run after the sequence was checked again.
    move_after("src/seq.rs", "let result = f();", "let end = self.sequence.load(Relaxed);")
    edit("src/latch.rs", r"\n([ \t]*)let result = f\(\);[ \t]*(?=\n)", "")
    edit("src/latch.rs", r"\n([ \t]*)if self\.sequence\.load\(Relaxed\) == sequence \{",
         r"\n\1let end = self.sequence.load(Relaxed);\n\1let result = f();\n\1if end == sequence {")
else:
    sys.exit(f"no broken variant {name}")
edit("targets/multicore/src/main.rs", r"const PHASES: \[bool; 2\] = \[true, true\];",
     "const PHASES: [bool; 2] = [%s, %s];" % ("true" if "1" in phases else "false",
                                               "true" if "2" in phases else "false"))
edit("targets/multicore/src/main.rs", r"const UNTIL_FAILED: bool = false;",
     "const UNTIL_FAILED: bool = true;")
EOF
}

# The value checks of each phase of the harness.
phase_checks=([1]="U64Copy_exact_on_every_reader U64Seq_exact_on_every_reader")
for type in U64SeqArray U64Latch U64LatchArray; do
    phase_checks[2]+=" ${type}_exact_on_every_reader"
done
for type in U64Seq U64SeqArray U64Latch U64LatchArray; do
    phase_checks[2]+=" ${type}_load_with_consistent ${type}_store_release_publishes"
done

# control NAME PHASES FAILS [FREE]: builds and runs broken variant NAME in PHASES, which
# must fail every check in FAILS, and pass every value check of PHASES that is in neither
# FAILS nor FREE (the other checks of a type whose store is broken, which may fail too).
control() {
    local name=$1 phases=$2 fails=" $3 " free=" ${4:-} " copy=$work/$1 log status check line
    local phase checks=()
    for phase in $phases; do
        read -r -a checks <<<"${checks[*]} ${phase_checks[$phase]}"
    done
    rm -rf "$copy" && mkdir -p "$copy/targets/baremetal" || return 1
    (cd "$repo" && cp -r Cargo.toml Cargo.lock build.rs README.md src "$copy/" &&
        cp -r targets/multicore "$copy/targets/" &&
        cp -r targets/baremetal/src targets/baremetal/riscv.ld "$copy/targets/baremetal/") ||
        return 1
    rm -rf "$copy/targets/multicore/target"
    mutate "$copy" "$name" "$phases" || return 1
    log=$(cd "$copy/targets/multicore" &&
        CARGO_TARGET_DIR=$work/target cargo run --release --target "$target" 2>&1)
    status=$?
    # Indented: .ci/targets counts the harness's own closing lines, not the broken copies'.
    printf '%s\n(exit %s)\n' "$log" "$status" | sed 's/^/    /'
    [ $status -ne 0 ] || { echo "$name: the harness passed"; return 1; }
    for check in "${checks[@]}"; do
        line="test multicore::$check ..."
        if [[ $fails == *" $check "* ]]; then
            grep -qF -- "$line FAILED at line" <<<"$log" || {
                echo "$name: not \"$line FAILED\""
                return 1
            }
        elif [[ $free != *" $check "* ]]; then
            grep -qxF -- "$line ok" <<<"$log" || {
                echo "$name: not \"$line ok\""
                return 1
            }
        fi
    done
    echo "$name: rejected by$(printf ' %s' $3), as it must be"
}

# The other checks of the types in $1.
others() {
    local type
    for type in $1; do
        printf '%s ' "${type}_load_with_consistent" "${type}_store_release_publishes"
    done
}

# control_named NAME: runs broken variant NAME, with the checks it must fail.
control_named() {
    case $1 in
    copy-halves-first | copy-before-value) control "$1" 1 U64Copy_exact_on_every_reader ;;
    seq-words-after-end)
        control "$1" "1 2" "U64Seq_exact_on_every_reader U64SeqArray_exact_on_every_reader" \
            "$(others 'U64Seq U64SeqArray')"
        ;;
    latch-sequence-before-copy)
        control "$1" 2 "U64Latch_exact_on_every_reader U64LatchArray_exact_on_every_reader" \
            "$(others 'U64Latch U64LatchArray')"
        ;;
    load-with-f-after-attempt)
        control "$1" 2 "$(printf '%s_load_with_consistent ' U64Seq U64SeqArray U64Latch \
            U64LatchArray)"
        ;;
    *) echo "no broken variant $1" && return 1 ;;
    esac
}

[ $# -gt 0 ] || set -- copy-halves-first copy-before-value seq-words-after-end \
    latch-sequence-before-copy load-with-f-after-attempt
passed=0
failed=0
for name in "$@"; do
    if control_named "$name"; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
    fi
done
echo "$passed passed, $failed failed"
[ $failed -eq 0 ]
