#!/usr/bin/env bash
# u64copy on every target rustc knows: `cargo build --lib` of the crate for each target of
# `rustc +NIGHTLY --print target-list`, with stable's rust-std where rustup can download one,
# else `-Zbuild-std=core` on the pinned nightly; then the probe crate beside this script reads
# the five types' layout back from its LLVM IR, and the build script's cfg says the backend.
#
# Classes, from `rustc +NIGHTLY --print cfg --target T`:
#   atomic32     `target_has_atomic_load_store="32"` or `target_has_atomic="32"`: must build,
#                with the layout of the backend build.rs chose (native 8/8 ... 40/8, split
#                16/4 ... 36/4);
#   no AtomicU32 neither: must fail with the crate's own compile_error ("u64copy needs 32-bit
#                atomic loads and stores"), not with core's E0432;
# and a target whose core (or compiler_builtins) cannot be built at all is listed with the
# first error line, as is one whose `--print cfg` fails.
#
# Every row records the code it was made of: the first 12 hex digits of a SHA-256 over src/,
# build.rs and Cargo.toml less comments and layout (targets/sweep/key.py; `--hash` prints it,
# `--load-hash` the load table's, which leaves out src/timer.rs). `--resume` keeps only the rows
# of the current code; `--check-table` (CI) fails when a row of TABLE.md that claims a result is of other
# code (rerun the sweep, or shrink the claim: `--shrink`).
#
#   bash targets/sweep/sweep.sh                    # every target; writes targets/sweep/TABLE.md
#   bash targets/sweep/sweep.sh --budget 3600      # starts no target after 3600 s (rows: not run)
#   bash targets/sweep/sweep.sh --resume [--budget N]  # every target; keeps the rows of
#                                                  # targets/sweep/TABLE.md of the current code
#                                                  # that built, met the crate's error or cannot
#                                                  # build core, runs the rest
#   bash targets/sweep/sweep.sh --keep-builds ...  # keeps each target's build (about 90 MB with
#                                                  # build-std, 30 GB in all): a rerun after a
#                                                  # code change then builds u64copy only, in
#                                                  # seconds a row instead of about 17
#   bash targets/sweep/sweep.sh --ci               # one target per class (CI); table in the logs
#   bash targets/sweep/sweep.sh T1 T2 ...          # those targets; table in the logs
#   bash targets/sweep/sweep.sh --load [--resume] [--budget N] [--ci | T1 T2 ...]
#       # only the targets whose core has `AtomicU64` (`target_has_atomic_load_store="64"`,
#       # AtomicU32), 32-bit pointers included: the probe's release assembly, `U64Copy::load`'s
#       # instructions and the backend; without --ci or targets it rewrites only the load
#       # table of targets/sweep/TABLE.md (--resume keeps its rows of the current code that
#       # passed)
#   bash targets/sweep/sweep.sh [--load] --shrink  # no build: the table's rows of the current
#                                                  # code kept, every other row "not run at this
#                                                  # code" (git log has what it said before)
#   bash targets/sweep/sweep.sh --check-table [FILE]  # no build: every row of TABLE.md (or
#                                                  # FILE) that claims a result is of the
#                                                  # current code
#   bash targets/sweep/sweep.sh --hash             # the current code's hash
#   bash targets/sweep/sweep.sh --requests [--load] [--ci | T1 T2 ...]  # no build: prints the
#                                                  # toolchains, components and targets that the
#                                                  # same run asks for (.ci/lib.sh's
#                                                  # require_toolchain), one line each
#
# --load expects a backend on each row by a rule of its own, from `AtomicU64`'s code alone
# (the probe's `u64copy_sweep_relaxed` and `u64copy_sweep_relaxed_store`), never from
# build.rs (a sanitizer target, `sanitize` in its cfg, as its architecture: the sanitizer
# instruments every access): native where its Relaxed load and its Relaxed store are each one
# plain access (no instruction of RMW, CALL or the architecture's FENCE list below that a
# plain read `*p` does not have too, and, where ACCESS has the architecture, one memory access
# that is not the stack's), split elsewhere; a row whose build.rs chose the other backend fails. On each
# native row `U64Copy::load` and `U64Copy::store` must be the very code of those references,
# and the load hold no fence or acquire instruction of the list (the SGX target's `lfence`
# after every load is in `*p` too); its control, on the same row: the same check must reject
# `AtomicU64`'s Acquire load where that is other code (and its list must name an instruction
# of it where that is a fence or acquire instruction).
#
# The representatives of --ci and --load --ci are .ci/lib.sh's ci_sweep_representatives and
# ci_sweep_load_representatives (.ci/run's toolchains step installs stable's rust-std of each
# that has one).
#
# Exits non-zero if a row fails its class's expectation (an atomic32 target that does not
# build or has another layout, a no-AtomicU32 target without the crate's error); with --ci
# also if a representative's core cannot be built. Logs: $CARGO_TARGET_DIR/sweep/<target>.log
# (CARGO_TARGET_DIR defaults to target/sweep-target: a directory of its own, as each target's
# build-std core is large; each target's subdirectory is removed after its row). The rust-std
# components it installs stay installed (about 8 GB for all of them).
set -uo pipefail

repo=$(cd "$(dirname "$0")/../.." && pwd)
cd "$repo"
# The pinned nightly (ci_nightly), the representatives of --ci, and require_toolchain.
# shellcheck source-path=SCRIPTDIR source=../../.ci/lib.sh
source "$repo/.ci/lib.sh"
nightly=$ci_nightly
stable=stable
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$repo/target/sweep-target}
export CARGO_TERM_COLOR=never
# No RUSTFLAGS from the caller: the sweep is of the default build (per-target flags below).
unset RUSTFLAGS CARGO_ENCODED_RUSTFLAGS
logs=$CARGO_TARGET_DIR/sweep
mkdir -p "$logs"

# Targets that need a flag to build anything at all (a CPU), and that flag.
declare -A target_rustflags=(
    [avr-none]="-C target-cpu=atmega328p"
    [amdgcn-amd-amdhsa]="-C target-cpu=gfx900"
)

# The code a row is made of (targets/sweep/key.py): src/, build.rs and Cargo.toml as the
# compiler is given them less comments and layout; the load table's less src/timer.rs too.
code=$(python3 "$repo/targets/sweep/key.py" build) || exit 1
load_code=$(python3 "$repo/targets/sweep/key.py" load) || exit 1

# The load table's block in targets/sweep/TABLE.md, kept by the runs without --load.
load_begin='<!-- load table: bash targets/sweep/sweep.sh --load -->'
load_end='<!-- end of the load table -->'

# check_table FILE: every row that claims a result is of the current code (the build table's
# key, or the load table's for a row of the load table, whose target's build row must be
# current too: the load key leaves out what can only change whether the crate builds); the
# rows of other code, counted and named. Then what a hand edit would break: a target in both
# tables has one backend in both, and each table's summary line is its rows counted again.
check_table() {
    python3 - "$1" "$code" "$load_code" "$load_begin" "$load_end" <<'PY'
import re, sys
path, code, load_code, begin, end = sys.argv[1:]
claimed, stale, unkeyed, built, in_load, load_rows = 0, [], [], set(), False, []
rows = {False: {}, True: {}}  # in the load table? -> target -> cells
summaries = {}
for line in open(path):
    in_load = (in_load or line.strip() == begin) and line.strip() != end
    if line.startswith("**") and re.match(r"\*\*\d+ targets", line):
        summaries[in_load] = line.strip()
    if not line.startswith("| `"):
        continue
    cells = [c.strip() for c in re.split(r"(?<!\\)\|", line.strip())[1:-1]]
    target, result, row_code = cells[0].strip("`"), cells[-2], cells[-1].strip("`")
    rows[in_load][target] = cells
    if result.startswith("not run"):
        continue
    claimed += 1
    key = load_code if in_load else code
    if not re.fullmatch(r"[0-9a-f]{12}", row_code):
        unkeyed.append(target)
    elif row_code != key:
        stale.append(f"{target} ({row_code})" + (" in the load table" if in_load else ""))
    elif in_load:
        load_rows.append(target)
    else:
        built.add(target)
unbuilt = [f"{t} in the load table (its build row is not of the current code)" for t in load_rows if t not in built]
bad = stale + unkeyed + unbuilt
print(f"sweep --check-table: {path}: {claimed} rows claim a result, {claimed - len(bad)} of the current code "
      f"(build {code}, load {load_code}), {len(stale)} of other code, {len(unkeyed)} with no code column, "
      f"{len(unbuilt)} load rows without a current build row")
if bad:
    print("sweep --check-table: rows not of the current code: " + ", ".join(bad[:20]) + (" ..." if len(bad) > 20 else ""))
    print("sweep --check-table: rerun them (bash targets/sweep/sweep.sh --resume; bash targets/sweep/sweep.sh --load --resume) "
          "or shrink the claim (the same with --shrink)")
    sys.exit(1)
# Column 3 is the backend in both tables (build: target, class, how, backend; load: target, how, backend).
differ = [f"{t} (build table {b[3]}, load table {rows[True][t][2]})" for t, b in rows[False].items()
          if t in rows[True] and not rows[True][t][-2].startswith("not run") and not b[-2].startswith("not run")
          and b[3] != rows[True][t][2]]
if differ:
    print("sweep --check-table: backend differs between the tables: " + ", ".join(differ))
    sys.exit(1)
def count(table, test):
    return sum(1 for cells in rows[table].values() if test(cells))
builds = lambda c: c[-2] == "builds"
recount = {False: (len(rows[False]), count(False, builds),
                   count(False, lambda c: builds(c) and c[3] == "native"),
                   count(False, lambda c: builds(c) and c[3] == "split"),
                   count(False, lambda c: c[-2] == "the crate's compile_error"),
                   count(False, lambda c: c[-2].startswith("**")),
                   count(False, lambda c: c[-2].startswith(("core cannot be built", "`rustc --print cfg` fails"))),
                   count(False, lambda c: c[-2].startswith("not run"))),
           True: (len(rows[True]), count(True, lambda c: c[2] == "native" and c[-2].startswith("plain: ")),
                  count(True, lambda c: c[2] == "split" and c[-2].startswith("split, as ")),
                  count(True, lambda c: c[-2].startswith("**")),
                  count(True, lambda c: c[-2].startswith("core cannot be built")),
                  count(True, lambda c: c[-2].startswith("not run")))}
patterns = {False: r"\*\*(\d+) targets: (\d+) build \(native (\d+), split (\d+)\), (\d+) without AtomicU32 end in the "
                   r"crate's compile_error, (\d+) fail their class, (\d+) cannot build core, (\d+) not run;",
            True: r"\*\*(\d+) targets with `AtomicU64`: (\d+) native, .*?, (\d+) split, as its code says, (\d+) fail, "
                  r"(\d+) cannot build core, (\d+) not run;"}
for table, name in ((False, "build"), (True, "load")):
    if not rows[table]:
        continue
    m = re.match(patterns[table], summaries.get(table, ""))
    said = tuple(int(x) for x in m.groups()) if m else None
    if said != recount[table]:
        print(f"sweep --check-table: the {name} table's summary line says {said}, its rows count {recount[table]}")
        sys.exit(1)
print("sweep --check-table: one backend per target in both tables; both summary lines are their rows counted")
PY
}

mode=all budget=0 wanted=() resume= load= shrink= keep= requests=
while [ $# -gt 0 ]; do
    case $1 in
    --hash) echo "$code"; exit 0 ;;
    --load-hash) echo "$load_code"; exit 0 ;;
    --check-table) check_table "${2:-targets/sweep/TABLE.md}"; exit ;;
    --ci) mode=ci ;;
    --budget) budget=$2; shift ;;
    --resume) resume=1 ;;
    --shrink) resume=1 shrink=1 ;;
    --load) load=1 ;;
    --keep-builds) keep=1 ;;
    --requests) requests=1 ;;
    -h | --help) sed -n '2,/^set -uo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    -*) echo "unknown option $1" >&2; exit 2 ;;
    *) mode=some; wanted+=("$1") ;;
    esac
    shift
done

# Installed if missing; under .ci/run, where its toolchains step installed them, only checked
# (.ci/lib.sh's ci_toolchains), as are the rust-std components of toolchain_for below; with
# --requests only written (.ci/lib.sh's toolchain_requests_mode).
[ -z "$requests" ] || toolchain_requests_mode
require_toolchain "$stable" || exit 1
require_toolchain "$nightly" --component rust-src || exit 1

mapfile -t all_targets < <(rustc "+$nightly" --print target-list)
mapfile -t downloadable < <(rustup target list --toolchain "$stable" | sed 's/ (installed)$//')
sysroot=$(rustc "+$stable" --print sysroot)
# A rust-std is there when its core is (rustup's own list can miss one that a concurrent
# `rustup target add` left half-registered, and adding it again then fails with a conflict).
has_std() { compgen -G "$sysroot/lib/rustlib/$1/lib/libcore-*.rlib" >/dev/null; }
is_in() {
    local x=$1 item
    shift
    for item; do [ "$item" = "$x" ] && return 0; done
    return 1
}

# The targets of this run: one per class (--ci, --load --ci: .ci/lib.sh's
# ci_sweep_representatives, ci_sweep_load_representatives), those named, or every target
# (ordered below).
case $mode in
ci)
    order=("${ci_sweep_representatives[@]}")
    [ -z "$load" ] || order=("${ci_sweep_load_representatives[@]}")
    ;;
some) order=("${wanted[@]}") ;;
all) order=("${all_targets[@]}") ;;
esac

# The cfg of each target of the run (nightly's --print cfg shows target_has_atomic_load_store),
# its class, and its architecture (for the order below); none for a target that is not in
# nightly's list.
declare -A class arch width atomic64 sanitize listed
for target in "${all_targets[@]}"; do listed[$target]=1; done
for target in "${order[@]%%:*}"; do
    [ -n "${listed[$target]:-}" ] && [ -z "${class[$target]:-}" ] || continue
    cfg=$(rustc "+$nightly" --print cfg --target "$target" 2>&1) || { class[$target]=cfg; continue; }
    if grep -qE '^target_has_atomic(_load_store)?="32"$' <<<"$cfg"; then
        class[$target]=atomic32
    else
        class[$target]=no32
    fi
    arch[$target]=$(sed -n 's/^target_arch="\(.*\)"$/\1/p' <<<"$cfg")
    width[$target]=$(sed -n 's/^target_pointer_width="\(.*\)"$/\1/p' <<<"$cfg")
    sanitize[$target]=$(sed -n 's/^sanitize="\(.*\)"$/\1/p' <<<"$cfg" | paste -sd, -)
    grep -qE '^target_has_atomic(_load_store)?="64"$' <<<"$cfg" && atomic64[$target]=1
done

# The order: targets with rust-std (fast), those without AtomicU32, then build-std targets
# one architecture at a time (the first of each architecture first), so that a time budget
# cuts the least informative rows.
if [ $mode = all ]; then
    mapfile -t order < <(
        declare -A seen
        for target in "${all_targets[@]}"; do
            if is_in "$target" "${downloadable[@]}"; then rank=0
            elif [ "${class[$target]}" != atomic32 ]; then rank=1
            elif [ -z "${seen[${arch[$target]}]:-}" ]; then rank=2; seen[${arch[$target]}]=1
            else rank=3; fi
            echo "$rank $target"
        done | sort -s -k1,1n | cut -d' ' -f2
    )
fi

# toolchain_for TARGET LOG: sets the caller's toolchain, std and how: the stable toolchain
# with the target's rust-std (added if it can be downloaded), else the nightly with
# -Zbuild-std=core. With --requests it asks for the rust-std even where it is there.
toolchain_for() {
    local target=$1 log=$2
    toolchain=$stable std=() how="rust-std ($stable)"
    # After .ci/run's toolchains step, which installed every rust-std it could download, what
    # is installed (a download that failed there fails again: build-std, as without one).
    if ! is_in "$target" "${downloadable[@]}" ||
        ! { { [ -z "$requests" ] && has_std "$target"; } ||
            { { [ -n "$requests" ] || [ -z "${U64COPY_TOOLCHAINS_FROZEN:-}" ]; } &&
                require_toolchain "$stable" --target "$target" >>"$log" 2>&1; }; }; then
        is_in "$target" "${downloadable[@]}" && how="build-std ($nightly; rust-std download failed)" ||
            how="build-std ($nightly)"
        toolchain=$nightly std=(-Zbuild-std=core)
    fi
}

# --requests: toolchain_for of each target that the run builds (a target with a cfg; with
# --load, one whose core has `AtomicU64`), for its requests alone; then the run ends.
if [ -n "$requests" ]; then
    for target in "${order[@]%%:*}"; do
        case ${class[$target]:-} in "" | cfg) continue ;; esac
        [ -z "$load" ] || { [ "${class[$target]}" = atomic32 ] && [ -n "${atomic64[$target]:-}" ]; } || continue
        toolchain_for "$target" /dev/null
    done
    exit 0
fi

# build TARGET: one row. Sets how, backend, layout, result, verdict (ok, fail, core, skip).
build() {
    local target=$1 log=$logs/$1.log toolchain std=() flags=${target_rustflags[$1]:-}
    how="rust-std ($stable)" backend= layout= result= verdict=
    : >"$log"
    if [ "${class[$target]:-}" = "" ]; then
        result="not in \`rustc +$nightly --print target-list\`"; verdict=fail; return
    fi
    if [ "${class[$target]}" = cfg ]; then
        result="\`rustc --print cfg\` fails: $(rustc "+$nightly" --print cfg --target "$target" 2>&1 | awk '/./ && !seen++')"
        how=-; verdict=core; return
    fi
    toolchain_for "$target" "$log"
    # The crate itself, as a user builds it; JSON for the build script's cfg and the errors.
    RUSTFLAGS=$flags cargo "+$toolchain" build --lib --target "$target" "${std[@]}" \
        --message-format=json >"$log.json" 2>>"$log"
    local status=$?
    # The crate's first error, or the crate that failed before it; the build script's cfg.
    local summary
    summary=$(python3 - "$log.json" "$log" <<'PY'
import json, sys
cfgs, first = None, None
with open(sys.argv[2], "a") as log:
    for line in open(sys.argv[1]):
        try:
            m = json.loads(line)
        except ValueError:
            continue
        pkg = m.get("package_id", "")
        # "path+file:///work/main#u64copy@0.1.0", ".../library/core#0.0.0", or the old "core 0.0.0 (...)"
        base, _, fragment = pkg.partition("#")
        if not fragment:
            name = pkg.split(" ")[0]
        elif "@" in fragment:
            name = fragment.split("@")[0]
        else:
            name = base.rstrip("/").rsplit("/", 1)[-1]
        if m.get("reason") == "build-script-executed" and "u64copy" in name:
            cfgs = m.get("cfgs", [])
        if m.get("reason") == "compiler-message":
            msg = m["message"]
            log.write(msg.get("rendered") or msg["message"])
            if msg["level"] == "error" and first is None:
                first = (name, msg["message"].splitlines()[0])
crate, error = first or ("", "")
print("wide" if cfgs and "u64copy_wide" in cfgs else "split" if cfgs is not None else "-")
print(crate)
print(error.replace("|", "\\|"))
PY
)
    local cfg_backend crate error
    { read -r cfg_backend; read -r crate; read -r error; } <<<"$summary"
    [ -n "$error" ] || error=$(grep -m1 -E '^error' "$log" | sed 's/|/\\|/g')
    if [ $status -ne 0 ]; then
        if [ "${class[$target]}" = no32 ]; then
            if grep -qF "u64copy needs 32-bit atomic loads and stores" "$log"; then
                result="the crate's compile_error"; verdict=ok
            elif [ "$crate" = u64copy ]; then
                result="**not the crate's compile_error**: $error"; verdict=fail
            else
                result="core cannot be built ($crate): $error"; verdict=core
            fi
        elif [ "$crate" = u64copy ]; then
            result="**fails**: $error"; verdict=fail
        else
            result="core cannot be built (${crate:-cargo}): $error"; verdict=core
        fi
        return
    fi
    if [ "${class[$target]}" = no32 ]; then
        result="**builds, without AtomicU32**"; verdict=fail; return
    fi
    # The probe: the layout from its LLVM IR.
    (cd targets/sweep/probe && RUSTFLAGS=$flags cargo "+$toolchain" rustc --lib --target "$target" \
        "${std[@]}" -- --emit=llvm-ir) >>"$log" 2>&1 || {
        result="**probe fails**: $(grep -m1 '^error' "$log")"; verdict=fail; return
    }
    local ir
    ir=$(ls -t "$CARGO_TARGET_DIR/$target"/debug/deps/u64copy_sweep_probe-*.ll 2>/dev/null | sed -n 1p)
    layout=$(python3 - "$ir" <<'PY'
import re, sys
text = open(sys.argv[1], encoding="latin-1").read()
m = re.search(r'@U64COPY_SWEEP_LAYOUT = [^\n]*?\[10 x i8\] c"((?:[^"\\]|\\[0-9A-Fa-f]{2}|\\\\)*)"', text)
if not m:
    sys.exit("no U64COPY_SWEEP_LAYOUT in the IR")
raw = re.sub(r'\\([0-9A-Fa-f]{2})', lambda h: chr(int(h.group(1), 16)), m.group(1).replace("\\\\", "\\5C"))
b = [ord(c) for c in raw]
print(" ".join(f"{b[i]}/{b[i + 1]}" for i in range(0, 10, 2)))
PY
) || { result="**layout not found in the IR**"; verdict=fail; return; }
    backend=$([ "$cfg_backend" = wide ] && echo native || echo split)
    local expected
    expected=$([ "$backend" = native ] && echo "8/8 8/8 8/8 24/8 40/8" || echo "16/4 12/4 20/4 20/4 36/4")
    if [ "$layout" = "$expected" ]; then
        result=builds; verdict=ok
    else
        result="**builds, layout not the $backend backend's ($expected)**"; verdict=fail
    fi
}

# The probe whose code --load checks: `U64Copy::load`'s; SWEEP_LOAD_PROBE=u64copy_sweep_acquire
# is the whole check's control (each row with an Acquire unlike Relaxed must fail; .ci/targets).
load_probe=${SWEEP_LOAD_PROBE:-u64copy_sweep_load}
old_load_block() {
    [ -f targets/sweep/TABLE.md ] &&
        awk -v b="$load_begin" -v e="$load_end" '$0 == b { p = 1 } p { print } $0 == e { p = 0 }' targets/sweep/TABLE.md
}

# load_row TARGET: one row of the load table. Sets how, backend, expected, instructions,
# result, verdict.
# A row TARGET:FEATURES is TARGET built with `-C target-feature=FEATURES` (RUSTFLAGS, which
# build.rs reads too): the flags that change build.rs's choice (.ci/lib.sh's
# ci_sweep_load_representatives), each checked against `AtomicU64`'s code under the same flags.
load_row() {
    local target=${1%%:*} log=$logs/$1.load.log toolchain std=() flags=${target_rustflags[${1%%:*}]:-}
    local asm=$CARGO_TARGET_DIR/sweep-asm/$1.s
    [ "$target" = "$1" ] || flags+=" -C target-feature=${1#*:}"
    backend=- expected=- instructions=- result= verdict=
    : >"$log"
    mkdir -p "$CARGO_TARGET_DIR/sweep-asm"
    toolchain_for "$target" "$log"
    (cd targets/sweep/probe && RUSTFLAGS=$flags cargo "+$toolchain" rustc --release --lib --target "$target" \
        "${std[@]}" --message-format=json -- --emit="asm=$asm" --cfg u64copy_sweep_atomic64) >"$log.json" 2>>"$log"
    local status=$? cfg_backend
    cfg_backend=$(python3 - "$log.json" "$log" <<'PY'
import json, sys
wide = None
with open(sys.argv[2], "a") as log:
    for line in open(sys.argv[1]):
        try:
            m = json.loads(line)
        except ValueError:
            continue
        # "path+file:///.../main#u64copy@0.1.0", not the probe's "...#u64copy-sweep-probe@0.0.0"
        name = m.get("package_id", "").rpartition("#")[2].split("@")[0]
        if m.get("reason") == "build-script-executed" and name == "u64copy":
            wide = "u64copy_wide" in m.get("cfgs", [])
        if m.get("reason") == "compiler-message":
            log.write(m["message"].get("rendered") or m["message"]["message"])
print("-" if wide is None else "native" if wide else "split")
PY
)
    backend=$cfg_backend
    if [ $status -ne 0 ]; then
        result="**asm fails**: $(grep -m1 -E '^error' "$log" | sed 's/|/\\|/g')"; verdict=fail
        grep -qE 'error.*(core|compiler_builtins)|could not compile `(core|compiler_builtins)' "$log" &&
            result="core cannot be built: $(grep -m1 -E '^error' "$log" | sed 's/|/\\|/g')" verdict=core
        return
    fi
    local summary
    summary=$(python3 - "$asm" "${arch[$target]}" "$backend" "$load_probe" "${sanitize[$target]:-}" <<'PY'
import re, sys
text, arch, backend = open(sys.argv[1], encoding="latin-1").read(), sys.argv[2], sys.argv[3]
probe = sys.argv[4]  # u64copy_sweep_load; the control run: u64copy_sweep_acquire
sanitizer = sys.argv[5]  # the target's `sanitize` cfg: a sanitizer's instrumented build
COMMENT = {"aarch64": "//", "arm64ec": "//", "nvptx64": "//", "sparc64": "!", "amdgpu": ";", "avr": ";",
           "msp430": ";", "m68k": "|", "arm": "@"}.get(arch, "#")
# Each architecture's fence and acquire instructions (a mnemonic's start, or a part of the
# instruction where the ordering is a suffix): none may be in a load that orders only its value.
FENCE = {"x86_64": r"^(mfence|lfence|sfence|lock|xchg)", "x86": r"^(mfence|lfence|sfence|lock|xchg)",
         "aarch64": r"^(dmb|dsb|isb|ldar|ldapr|ldax)", "arm": r"^(dmb|dsb|isb|mcr)", "riscv32": r"^fence",
         "wasm32": r"atomic\.fence",
         "arm64ec": r"^(dmb|dsb|isb|ldar|ldapr|ldax)", "riscv64": r"^fence", "loongarch64": r"^(dbar|ibar)",
         "powerpc64": r"^(sync|hwsync|lwsync|isync|cmpd|cmpw)\b", "mips64": r"^sync", "mips64r6": r"^sync",
         "s390x": r"^bcr\s+1[45],", "sparc64": r"^(membar|stbar)", "bpf": r"acquire|fence",
         "wasm64": r"atomic\.fence", "nvptx64": r"^(fence|membar)|\.(acquire|acq_rel|sc)\b"}.get(arch)
lines, aliases, functions, current, csect = text.splitlines(), {}, {}, None, None
# ELFv1 (big-endian powerpc64 Linux): the symbol labels a descriptor in `.opd` whose first
# `.quad` names the code's local label, which then starts the function.
entries, named, opd = {}, None, False
for line in lines:
    if re.match(r"^\s*\.(section|text|data)\b", line):
        opd = re.match(r"^\s*\.section\s+\.opd\b", line) is not None
    # AIX (XCOFF): a function is the csect `.NAME[PR]`, up to `L..NAME0:`; a merged function's entry
    # `.OTHER:` is a label inside it.
    if m := re.match(r"^\s*\.csect\s+(\.)?([\w$.]+)\[(\w+)\]", line):
        csect = m[2] if m[1] and m[3] == "PR" and m[2].startswith("u64copy_sweep_") else None
        current = functions.setdefault(csect, []) if csect else None
        if csect:
            current.clear()
    elif csect and (m := re.match(r"^\.(u64copy_sweep_\w+):", line)):
        if m[1] != csect:
            aliases[m[1]] = csect
    elif csect and line.startswith(f"L..{csect}0:"):
        current = csect = None
    elif re.match(r"^\s*(\.?L?func_end|\.cfi_endproc|\.seh_endproc|\.size\s|\.section\s|\.def\s|// -- End function|end_function)", line):
        if current is not None and line.strip() == "end_function":  # WebAssembly's: an instruction
            current.append(line)
        current = None
    elif m := re.match(r'^\s*(?:\.set\s+)?"?#?_?(u64copy_sweep_\w+)"?\s*[=,]\s*"?#?_?(\w+)"?\s*$', line):
        if m[1] != m[2]:  # not arm64ec's `name = "#name"`, its symbol for x64 callers
            aliases[m[1]] = m[2]
    elif opd and named and (m := re.match(r"^\s*\.quad\s+(\.L\w+)\s*$", line)) and named not in entries.values():
        entries[m[1]] = named
    elif (m := re.match(r"^(\.L\w+):", line)) and m[1] in entries:
        current = functions[entries[m[1]]]
    elif re.match(r"^(\.?L[\w$]+|L\.\.\w+):", line):  # a local label (ELF `.L`, Mach-O `L`, XCOFF `L..`)
        current is not None and current.append(line)
    elif m := re.match(r'^"?#?_?([A-Za-z_][\w$]*)"?:|^\.(?:visible |weak )?\.?func\b.*?\b(u64copy_sweep_\w+)\(', line):
        name = m[1] or m[2]  # a label (arm64ec's `"#name":`), or NVPTX's `.visible .func (...) name(`
        current = functions.setdefault(name, []) if name.startswith("u64copy_sweep_") else None
        named = name if current is not None else None
    elif current is not None:
        current.append(line)
def code(name):
    while name in aliases:
        name = aliases[name]
    labels, out = {}, []
    for line in functions.get(name, []):
        line = re.sub(r"\s+", " ", line.split(COMMENT)[0]).strip()
        line = re.sub(r"\bu64copy_sweep_\w+_param_", "PARAM_", line)  # NVPTX's parameters, named after the function
        if not line or line.startswith(".") and not re.match(r"^\.?L[\w$]+:$", line) \
                or re.match(r"^\.?Lfunc_(begin|gep|lep)\d+:$", line):
            continue
        out.append(re.sub(r"\b\.?L(BB|tmp|\.\.BB)[\w$]+", lambda m: labels.setdefault(m[0], f".L{len(labels) + 1}"), line))
    return out if name in functions else None
def fences(instructions):
    return [i for i in instructions if FENCE and re.search(FENCE, i.lower())]
# The sweep's own rule for the backend, from `AtomicU64`'s code alone: native where its Relaxed
# load and store are each one plain access. Not plain: a read-modify-write (compare-and-swap,
# exclusive access or reservation, lock), a call or a tail call, a fence of FENCE; and where
# ACCESS has the architecture, other than one memory access not of the stack (two 32-bit
# halves, as a single-threaded target's lowering would be).
RMW = (r"^lock\b|cmpxchg|^xchg|^xadd|^(ldrex|strex|ldaex|stlex)|^(ld|st)(a|l)?x[rp]|^(cas|swp|ldadd)"
       r"|^lr\.|^sc\.|^amo|^(ll|lld|sc|scd)\b|^l[wd]arx|^st[wd]cx|^(cs|csg|cdsg)\b|^ll\.|^am\w+\."
       r"|atomic\.rmw|^atom\.|_atomic_")
CALL = r"^(call[lq]?|bl|blx|jal|jalr|bal|basr?|brasl|tail|s_swappc\w*)\b|^(jmp[lq]?|b|j)\s+[A-Za-z_\"#]"
ACCESS = {"x86": r"\(%(?!esp\b|ebp\b)", "x86_64": r"\(%(?!rsp\b|rbp\b|esp\b|ebp\b)",
          "arm": r"^(ldr|str|ldm|stm|vldr|vstr|vld1|vst1)\w*\s(?!.*\[sp\b)",
          "aarch64": r"^(ldr|str|ldp|stp|ldur|stur)\w*\s(?!.*\[sp\b)",
          "riscv32": r"^(c\.)?(l[bhw]u?|s[bhw]|fl[wd]|fs[wd])\s(?!.*\(sp\))",
          "riscv64": r"^(c\.)?(l[bhwd]u?|s[bhwd]|fl[wd]|fs[wd])\s(?!.*\(sp\))",
          "wasm32": r"\.(load|store)(8|16|32)?(_[su])?\b", "wasm64": r"\.(load|store)(8|16|32)?(_[su])?\b"}.get(arch)
load, relaxed, acquire = code(probe), code("u64copy_sweep_relaxed"), code("u64copy_sweep_acquire")
store, relaxed_store = code("u64copy_sweep_store"), code("u64copy_sweep_relaxed_store")
plain = code("u64copy_sweep_plain") or []
def quoted(instructions):
    return ", ".join(f"`{i}`" for i in dict.fromkeys(instructions))
def capability():
    """The backend that `AtomicU64`'s code asks for, and why."""
    if not relaxed or not relaxed_store:
        return "split", "no `AtomicU64` load and store in the assembly"
    # A sanitizer instruments every access of the program (shadow memory, calls into its
    # runtime, which performs tsan's atomics): its architecture's capability, not lost.
    if sanitizer:
        return "native", f"`AtomicU64` as on {arch}, instrumented by the sanitizer (`sanitize=\"{sanitizer}\"`)"
    why = []
    for what, c in (("load", relaxed), ("store", relaxed_store)):
        bad = [i for i in c if re.search(RMW, i.lower()) or re.search(CALL, i.lower())]
        bad += [f for f in fences(c) if f not in fences(plain)]
        accesses = [i for i in c if ACCESS and re.search(ACCESS, i.lower())]
        if bad:
            why.append(f"its {what} has {quoted(bad)}")
        elif ACCESS and len(accesses) != 1:
            why.append(f"its {what} is {len(accesses)} accesses ({quoted(accesses)})")
    if why:
        return "split", "`AtomicU64` is not plain: " + "; ".join(why)
    return "native", "`AtomicU64` load and store plain" + ("" if ACCESS else f" (no access count for {arch})")
def check(c):
    """What is wrong with `c` as the code of a load that orders only its value (native backend): not `AtomicU64`
    Relaxed's code, or a fence or acquire instruction that a plain read (`*p`) does not have too."""
    bad = [] if c == relaxed else ["not `AtomicU64` Relaxed's code"]
    return bad + [f"`{f}`" for f in fences(c) if f not in fences(plain)]
shown = "; ".join(f"`{i}`" for i in load).replace("|", "\\|") if load else "-"
expected, why = capability()
def out(verdict, result):
    print(shown, expected, verdict, result.replace("|", "\\|"), sep="\n")
if not load:
    out("fail", f"**no instructions of `{probe}` found in the assembly**")
elif backend not in ("native", "split"):
    out("fail", "**no backend from build.rs**")
elif backend != expected:
    out("fail", f"**build.rs chose {backend}, `AtomicU64`'s code says {expected}**: {why}")
elif backend != "native":
    out("ok", f"split, as `AtomicU64`'s code says: {why}")
else:
    bad = check(load)
    if store != relaxed_store:
        bad.append("`U64Copy::store` not `AtomicU64` Relaxed's store")
    if acquire == relaxed:
        control = "control n/a: Acquire is Relaxed's code here"
    elif not check(acquire):
        bad.append("control: the check accepts `AtomicU64` Acquire's code")
        control = ""
    elif FENCE and not fences(acquire):
        control = "control: Acquire's code rejected (other code; no instruction of the list in it)"
    else:
        control = "control: Acquire's code rejected" + (
            f" (its {quoted(fences(acquire))})" if fences(acquire) else "")
    if not FENCE:
        control += "; no fence list for " + arch
    hardening = [f"`{f}`" for f in dict.fromkeys(fences(load)) if f in fences(plain)]
    note = f" (but {', '.join(hardening)}, as in a plain `*p` read here)" if hardening else ""
    out("fail" if bad else "ok",
        (f"**{'; '.join(bad)}**; " if bad else f"plain: `AtomicU64` Relaxed's code, no fence{note}, "
         f"`U64Copy::store` its Relaxed store; {why}; ") + control)
PY
)
    { read -r instructions; read -r expected; read -r verdict; read -r result; } <<<"$summary"
}

if [ -n "$load" ]; then
    declare -A kept_load=()
    if [ -n "$resume" ]; then
        while IFS= read -r row; do
            key=${row#'| `'}
            kept_load[${key%%'`'*}]=$row
        done < <(old_load_block | grep -E '^\| `[^`]+` \|' |
            grep -E '\| (plain: |split, as )([^|]|\\\|)*\| `'"$load_code"'` \|$')
    fi
    rows=() ok=0 failed=0 core=0 skipped=0 native=0 split=0 failed_targets=() start=$SECONDS
    for entry in "${order[@]}"; do
        target=${entry%%:*}
        [ "${class[$target]:-}" = atomic32 ] && [ -n "${atomic64[$target]:-}" ] || continue
        target=$entry
        if [ -n "${kept_load[$target]:-}" ]; then
            row=${kept_load[$target]}
            backend=$(cut -d'|' -f4 <<<"$row" | xargs)
            verdict=ok
            printf '%-4s %-40s %-6s (kept)\n' "$verdict" "$target" "$backend"
        elif [ -n "$shrink" ]; then
            row="| \`$target\` | - | - | - | - | not run at this code | - |" verdict=skip backend=-
        elif [ "$budget" -gt 0 ] && [ $((SECONDS - start)) -ge "$budget" ]; then
            row="| \`$target\` | - | - | - | - | not run (time budget of ${budget} s spent) | - |" verdict=skip backend=-
        else
            t0=$SECONDS
            load_row "$target"
            # The full table's builds go, for the disk; --ci keeps its own, which the control
            # runs (.ci/targets) then find fresh.
            [ $mode = ci ] || rm -rf "${CARGO_TARGET_DIR:?}/${target%%:*}"
            printf '%-4s %-40s %-6s expected %-6s %s %s (%ss)\n' "$verdict" "$target" "$backend" "$expected" \
                "$instructions" "$result" $((SECONDS - t0))
            row="| \`$target\` | $how | $backend | $expected | $instructions | $result | \`$load_code\` |"
        fi
        rows+=("$row")
        case $verdict in
        ok) ok=$((ok + 1)); [ "$backend" = native ] && native=$((native + 1)); [ "$backend" = split ] && split=$((split + 1)) ;;
        fail) failed=$((failed + 1)); failed_targets+=("$target") ;;
        core) core=$((core + 1)); [ $mode = ci ] && failed_targets+=("$target") ;;
        skip) skipped=$((skipped + 1)) ;;
        esac
    done
    seconds=$((SECONDS - start))
    summary="${#rows[@]} targets with \`AtomicU64\`: $native native, as its code says, with a plain \`U64Copy::load\` \
and \`store\` (\`AtomicU64\` Relaxed's code, no fence), $split split, as its code says, $failed fail, \
$core cannot build core, $skipped not run; ${seconds} s\
$([ -n "$resume" ] && echo " in this pass, ${#kept_load[@]} rows kept from the table before it")"
    block=$logs/LOAD.md
    {
        echo "$load_begin"
        echo "## The backend and \`U64Copy::load\` on every target with \`AtomicU64\`"
        echo
        echo "Generated by \`bash targets/sweep/sweep.sh --load$([ -n "$shrink" ] && echo " --shrink" || { [ -n "$resume" ] && echo " --resume"; })$([ "$budget" -gt 0 ] && echo " --budget $budget")\` (do not edit): \
$(rustc "+$stable" --version), $(rustc "+$nightly" --version) for build-std, $(date -u +%Y-%m-%d)."
        echo
        echo "**$summary.**"
        echo
        echo "Code: \`$load_code\` (\`bash targets/sweep/sweep.sh --load-hash\`: targets/sweep/key.py), on every row that"
        echo "claims a result; a row counts only while its target's row in the table above is of the current code."
        echo
        echo "The targets of the table above whose core has \`AtomicU64\` (\`target_has_atomic_load_store=\"64\"\`),"
        echo "32-bit pointers included: the probe crate built \`--release\` (\`--emit=asm\`). Backend: build.rs's"
        echo "choice. Expected: the sweep's own rule, from \`AtomicU64\`'s Relaxed load and store alone: native"
        echo "where each is one plain access (no compare-and-swap, exclusive access, lock, call or fence;"
        echo "one memory access where sweep.sh counts them), split elsewhere; a row where the two differ"
        echo "fails. \`U64Copy::load\`: \`u64copy_sweep_load\` normalized. A native row passes if"
        echo "\`U64Copy::load\` and \`store\` are the very code of \`AtomicU64\`'s Relaxed load and store, with no"
        echo "fence or acquire instruction of its architecture (sweep.sh's list); its control: the same"
        echo "check rejects \`AtomicU64::load(Acquire)\` where that is other code."
        echo
        echo "| target | how built | backend | expected | \`U64Copy::load\` | result | code |"
        echo "|---|---|---|---|---|---|---|"
        printf '%s\n' "${rows[@]}"
        echo "$load_end"
    } >"$block"
    if [ $mode = all ] && [ "$load_probe" = u64copy_sweep_load ]; then
        python3 - targets/sweep/TABLE.md "$block" "$load_begin" "$load_end" <<'PY'
import re, sys
path, block, begin, end = sys.argv[1:]
text, new = open(path).read(), open(block).read()
pattern = re.escape(begin) + r".*?" + re.escape(end) + r"\n"
text = re.sub(pattern, lambda _: new, text, flags=re.S) if begin in text else text.rstrip("\n") + "\n\n" + new
open(path, "w").write(text)
PY
        block=$repo/targets/sweep/TABLE.md
    fi
    echo "sweep --load: $summary"
    echo "sweep --load: table in $block"
    [ ${#failed_targets[@]} -eq 0 ] || {
        echo "sweep --load: failed: ${failed_targets[*]} (logs in $logs)"
        exit 1
    }
    exit 0
fi

# --resume: the rows of the last table of the current code whose result stands (built with
# its layout, met the crate's error, or core cannot be built), by target.
declare -A kept=()
if [ -n "$resume" ] && [ -f targets/sweep/TABLE.md ]; then
    while IFS= read -r row; do
        target=$(sed -E 's/^\| `([^`]+)`.*/\1/' <<<"$row")
        kept[$target]=$row
    done < <(grep -E '^\| `[^`]+` \| [^|]* \|' targets/sweep/TABLE.md |
        grep -E '\| (builds|the crate'"'"'s compile_error|core cannot be built[^|]*) \| `'"$code"'` \|$')
fi

rows=() ok=0 failed=0 core=0 skipped=0 native=0 split=0 errors=0 failed_targets=() start=$SECONDS
for target in "${order[@]}"; do
    if [ -n "${kept[$target]:-}" ]; then
        row=${kept[$target]}
        IFS='|' read -r _ _ _ how backend layout result _ _ <<<"$row"
        trim() { local x=${1#" "}; echo "${x%" "}"; }
        how=$(trim "$how") backend=$(trim "$backend") layout=$(trim "$layout") result=$(trim "$result")
        [ "$backend" = - ] && backend=
        [ "$layout" = - ] && layout=
        case $result in core*) verdict=core ;; *) verdict=ok ;; esac
        printf '%-4s %-40s %-6s %-24s %s (kept)\n' "$verdict" "$target" "${backend:--}" "${layout:--}" "$result"
    elif [ -n "$shrink" ]; then
        how=- backend= layout= result="not run at this code" verdict=skip
    elif [ "$budget" -gt 0 ] && [ $((SECONDS - start)) -ge "$budget" ]; then
        how=- backend= layout= result="not run (time budget of ${budget} s spent)" verdict=skip
    else
        t0=$SECONDS
        build "$target"
        [ -n "$keep" ] || rm -rf "${CARGO_TARGET_DIR:?}/$target"
        printf '%-4s %-40s %-6s %-24s %s (%ss)\n' "$verdict" "$target" "${backend:--}" "${layout:--}" \
            "$result" $((SECONDS - t0))
    fi
    case ${class[$target]:-} in atomic32) c=atomic32 ;; no32) c="no AtomicU32" ;; *) c=- ;; esac
    row_code=\`$code\`
    [ "$verdict" = skip ] && row_code=-
    rows+=("| \`$target\` | $c | $how | ${backend:--} | ${layout:--} | $result | $row_code |")
    case $verdict in
    ok) ok=$((ok + 1)); [ "$backend" = native ] && native=$((native + 1)); [ "$backend" = split ] && split=$((split + 1))
        [ "$c" = "no AtomicU32" ] && errors=$((errors + 1)) ;;
    fail) failed=$((failed + 1)); failed_targets+=("$target") ;;
    core) core=$((core + 1)); [ $mode = ci ] && failed_targets+=("$target") ;;
    skip) skipped=$((skipped + 1)) ;;
    esac
done
seconds=$((SECONDS - start))

summary="${#order[@]} targets: $((native + split)) build (native $native, split $split), \
$errors without AtomicU32 end in the crate's compile_error, $failed fail their class, \
$core cannot build core, $skipped not run; ${seconds} s\
$([ -n "$resume" ] && echo " in this pass, ${#kept[@]} rows kept from the table before it")"
table=$logs/TABLE.md
[ $mode = all ] && table=$repo/targets/sweep/TABLE.md
{
    echo "# u64copy on every target of \`rustc --print target-list\`"
    echo
    echo "Generated by \`bash targets/sweep/sweep.sh$([ -n "$shrink" ] && echo " --shrink" || { [ -n "$resume" ] && echo " --resume"; })$([ "$budget" -gt 0 ] && echo " --budget $budget")\` (do not edit): \
$(rustc "+$stable" --version), $(rustc "+$nightly" --version) for build-std, $(date -u +%Y-%m-%d)."
    echo
    echo "**$summary.**"
    echo
    echo "Code: \`$code\` (\`bash targets/sweep/sweep.sh --hash\`: targets/sweep/key.py, SHA-256 of src/, build.rs and"
    echo "Cargo.toml less comments and layout); every row that claims a result names the code it was made of,"
    echo "and CI (\`--check-table\`) fails on a row of other code."
    echo
    echo "Layout: size/alignment in bytes of U64Copy, U64Seq, U64Latch, U64SeqArray<2>, U64LatchArray<2>,"
    echo "read from the probe crate's LLVM IR. Backend: native = build.rs's \`cfg(u64copy_wide)\`,"
    echo "split = none. Class from \`rustc +$nightly --print cfg\`: atomic32 = \`target_has_atomic_load_store=\"32\"\`"
    echo "or \`target_has_atomic=\"32\"\`. \"core cannot be built\": the first error line of the crate"
    echo "that failed before u64copy was compiled."
    echo
    echo "| target | class | how built | backend | layout | result | code |"
    echo "|---|---|---|---|---|---|---|"
    printf '%s\n' "${rows[@]}"
    if [ $mode = all ] && old=$(old_load_block) && [ -n "$old" ]; then
        echo
        printf '%s\n' "$old"
    fi
} >"$table.new" && mv "$table.new" "$table"
echo "sweep: $summary"
echo "sweep: table in $table"
[ ${#failed_targets[@]} -eq 0 ] || {
    echo "sweep: failed: ${failed_targets[*]} (logs in $logs)"
    exit 1
}
