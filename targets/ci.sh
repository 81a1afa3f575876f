#!/usr/bin/env bash
# The target matrix of u64copy: installs what it needs (Debian packages, rustup targets),
# runs every line, prints one PASS/FAIL line per line of the matrix and exits non-zero if any
# failed. Run from anywhere: `bash targets/ci.sh`. Logs: $CARGO_TARGET_DIR/targets-ci/.
#
#   bash targets/ci.sh                  # everything
#   bash targets/ci.sh armv7 codegen    # only the lines whose name contains a word given
set -uo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
cd "$repo"
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$repo/target}
export CARGO_TERM_COLOR=never
logs=$CARGO_TARGET_DIR/targets-ci
mkdir -p "$logs"

debian_packages=(
    gcc-arm-linux-gnueabihf libc6-dev-armhf-cross
    gcc-aarch64-linux-gnu libc6-dev-arm64-cross
    gcc-i686-linux-gnu libc6-dev-i386-cross libc6-i386 lib32gcc-s1
    qemu-user qemu-system-arm qemu-system-misc
    python3
)
rust_targets=(
    i686-unknown-linux-gnu
    i586-unknown-linux-gnu
    armv7-unknown-linux-gnueabihf
    aarch64-unknown-linux-gnu
    thumbv7em-none-eabihf
    thumbv6m-none-eabi
    riscv32imac-unknown-none-elf
    riscv32i-unknown-none-elf
)

install() {
    local package missing=()
    for package in "${debian_packages[@]}"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' ||
            missing+=("$package")
    done
    if [ ${#missing[@]} -eq 0 ]; then
        echo "Debian packages: already installed"
    else
        local sudo=
        [ "$(id -u)" -eq 0 ] || sudo=sudo
        echo "Debian packages: installing ${missing[*]}"
        $sudo apt-get update -qq &&
            DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
                "${missing[@]}" >"$logs/apt-get.log" 2>&1 || {
            echo "FAIL install: apt-get install ${missing[*]}"
            exit 1
        }
    fi
    rustup target add "${rust_targets[@]}" >/dev/null 2>&1 || {
        echo "FAIL install: rustup target add ${rust_targets[*]}"
        exit 1
    }
}

passed=0
failed=0
failed_lines=()

# run_line NAME DESCRIPTION COMMAND...: runs COMMAND, its output to the log of NAME.
run_line() {
    local name=$1 description=$2
    shift 2
    if [ ${#selected[@]} -gt 0 ]; then
        local word wanted=
        for word in "${selected[@]}"; do [[ $name == *"$word"* ]] && wanted=1; done
        [ -n "$wanted" ] || return 0
    fi
    local log=$logs/$name.log start=$SECONDS
    "$@" >"$log" 2>&1
    local status=$? seconds=$((SECONDS - start))
    local counts
    counts=$(test_counts "$log")
    if [ $status -eq 0 ]; then
        passed=$((passed + 1))
        printf 'PASS %-31s %-52s %s %ss\n' "$name" "$description" "$counts" "$seconds"
    else
        failed=$((failed + 1))
        failed_lines+=("$name")
        printf 'FAIL %-31s %-52s %s %ss (exit %s)\n' "$name" "$description" "$counts" "$seconds" "$status"
        tail -n 30 "$log" | sed 's/^/    | /'
    fi
}

# The tests a log reports, summed over cargo's `test result` lines, or the bare-metal
# harness's closing line.
test_counts() {
    awk '
        /^test result:/ { p += $4; f += $6; cargo = 1 }
        /^[0-9]+ passed, [0-9]+ failed$/ { p += $1; f += $3; cargo = 1 }
        END { if (cargo) printf "[%d passed, %d failed]", p, f }
    ' "$1"
}

# harness DIR TARGET CONFIG: `cargo run` of the no_std harness in targets/DIR (its runner:
# qemu-system, under a time limit), and the harness must report the build it was given.
# CONFIG `single-core` adds `--cfg u64copy_single_core` (compiler fences only) to the
# target's rustflags through `--config`, which appends to rustflags from config files where
# RUSTFLAGS would replace them, and builds into a target directory of its own (no rebuild
# when the lines alternate). The check of the report catches a RUSTFLAGS in the environment,
# which overrides every configured rustflags.
harness() {
    local dir=$1 target=$2 config=$3 expect='default build (fences)' log status
    local args=(--release --target "$target")
    local target_dir=$CARGO_TARGET_DIR
    if [ "$config" = single-core ]; then
        args+=(--config "target.$target.rustflags = ['--cfg', 'u64copy_single_core']")
        target_dir=$CARGO_TARGET_DIR/single-core
        expect='--cfg u64copy_single_core (compiler fences'
    fi
    log=$(cd "targets/$dir" && CARGO_TARGET_DIR=$target_dir cargo run "${args[@]}" 2>&1)
    status=$?
    printf '%s\n' "$log"
    [ $status -eq 0 ] || return $status
    grep -qF -- "$expect" <<<"$log" || {
        echo "the harness does not report the $config build ($expect)"
        return 1
    }
}

selected=("$@")
install

run_line x86_64-unknown-linux-gnu "native: full test suite" \
    cargo test --target x86_64-unknown-linux-gnu
run_line i686-unknown-linux-gnu "native 32-bit userland: full test suite" \
    cargo test --target i686-unknown-linux-gnu
run_line i686-unknown-linux-gnu-32bit "the same, --cfg u64copy_32bit: split backends" \
    env CARGO_TARGET_DIR="$CARGO_TARGET_DIR/split" RUSTFLAGS="--cfg u64copy_32bit" \
    cargo test --target i686-unknown-linux-gnu
run_line i586-unknown-linux-gnu "native, x87 without SSE2: full test suite" \
    cargo test --target i586-unknown-linux-gnu
run_line armv7-unknown-linux-gnueabihf "qemu-arm -cpu cortex-a15: full test suite" \
    cargo test --target armv7-unknown-linux-gnueabihf
run_line aarch64-unknown-linux-gnu "qemu-aarch64: full test suite" \
    cargo test --target aarch64-unknown-linux-gnu
for config in default single-core; do
    suffix=
    [ $config = default ] || suffix=-$config
    run_line thumbv7em-none-eabihf$suffix "qemu-system-arm mps2-an386: no_std tests, SysTick" \
        harness baremetal thumbv7em-none-eabihf $config
    run_line thumbv6m-none-eabi$suffix "qemu-system-arm microbit: no_std tests, SysTick" \
        harness baremetal thumbv6m-none-eabi $config
    run_line riscv32imac-unknown-none-elf$suffix "qemu-system-riscv32 virt: no_std tests, mtimer" \
        harness baremetal riscv32imac-unknown-none-elf $config
    run_line riscv32i-unknown-none-elf$suffix "qemu-system-riscv32 virt: no_std tests, mtimer" \
        harness baremetal riscv32i-unknown-none-elf $config
done
# Several harts at once: the split backend's real fences, never --cfg u64copy_single_core.
run_line riscv32imac-unknown-none-elf-multicore "qemu-system-riscv32 virt -smp 4, MTTCG: 4 harts" \
    harness multicore riscv32imac-unknown-none-elf default
run_line riscv32i-unknown-none-elf-multicore "qemu-system-riscv32 virt -smp 4, MTTCG: 4 harts" \
    harness multicore riscv32i-unknown-none-elf default
run_line codegen "12 entries: rules, snapshots, tables, self-test" \
    bash targets/codegen/check.sh --self-test

echo "targets: $passed passed, $failed failed"
[ $failed -eq 0 ] || {
    echo "failed: ${failed_lines[*]} (logs in $logs)"
    exit 1
}
