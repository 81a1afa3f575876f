# shellcheck shell=bash
# Sourced by the CI scripts in this folder (and targets/codegen/check.sh, targets/sweep/sweep.sh):
# the one list of toolchains, targets and Debian packages they need, and the functions that
# install them (idempotent; rustup and apt-get only for what is missing). Each script calls
# `install_ci_dependencies` or `require_toolchain` first, so that each also runs alone; after
# .ci/run's toolchains step they install nothing (`require_toolchain`). Each returns non-zero
# on the first failure, also where the caller has no `set -e`. .ci/toolchain-requests checks
# that every request of a CI script is in the toolchains step's list.

# Every cross target that a CI script builds, tests or inspects with the default toolchain.
ci_rust_targets=(
    i686-unknown-linux-gnu
    i586-unknown-linux-gnu
    armv7-unknown-linux-gnueabihf
    aarch64-unknown-linux-gnu
    thumbv7em-none-eabihf
    thumbv6m-none-eabi
    riscv32imac-unknown-none-elf
    riscv32i-unknown-none-elf
    wasm32-unknown-unknown
    riscv64gc-unknown-none-elf
)

# Linkers and C compilers for the Linux targets, their userlands, QEMU, valgrind, python3, and
# the Cortex-M disassembler of targets/rtic/run.sh.
ci_debian_packages=(
    gcc-arm-linux-gnueabihf libc6-dev-armhf-cross
    gcc-aarch64-linux-gnu libc6-dev-arm64-cross
    gcc-i686-linux-gnu libc6-dev-i386-cross libc6-i386 lib32gcc-s1
    qemu-user qemu-system-arm qemu-system-misc
    valgrind python3
    binutils-arm-none-eabi
)

# This commit's shard of N (the argument), 0 to N-1: which part of a keyed record CI samples
# (.ci/run's timer model tables, .ci/mutants, .ci/targets' codegen line) turns with each
# commit. Outside a git checkout, the second argument stands for the commit.
commit_shard() {
    local commit
    commit=$(git rev-parse HEAD 2>/dev/null) || commit=${2:-0}
    echo $((16#${commit:0:8} % $1))
}

# The pinned nightly (.ci/README.md, "Pinned toolchains"), read by every script that runs it:
# Miri (.ci/run's miri step, .ci/miri-peers, .ci/miri-big-endian), docs.rs's build (.ci/run) and
# the sweep's -Zbuild-std (targets/sweep/sweep.sh).
ci_nightly=nightly-2026-05-20 # rustc 1.97.0-nightly (e50aa6fba 2026-05-19); 2026-05-19 has no miri

# The compiler whose code the codegen snapshots are (targets/codegen/check.sh reads it), and the
# targets of check.sh's entries, each but those whose core it builds from rust-src: check.sh asks
# for the target of each of its entries, so one that this list misses fails .ci/toolchain-requests.
ci_codegen_toolchain=1.95.0
ci_codegen_targets=(
    x86_64-unknown-linux-gnu aarch64-unknown-linux-gnu i686-unknown-linux-gnu i586-unknown-linux-gnu
    armv7-unknown-linux-gnueabihf thumbv7em-none-eabihf thumbv6m-none-eabi riscv32imac-unknown-none-elf
    wasm32-unknown-unknown riscv64gc-unknown-linux-gnu powerpc64le-unknown-linux-gnu
)

# The minimum supported Rust: Cargo.toml's rust-version, the one place it is written; and the
# targets that .ci/msrv builds with it (i686: the native backend, thumbv6m: the split one).
ci_msrv() { sed -n 's/^rust-version = "\(.*\)"/\1/p' "$(dirname "${BASH_SOURCE[0]}")/../Cargo.toml"; }
ci_msrv_targets=(i686-unknown-linux-gnu thumbv6m-none-eabi)

# The sweep's representatives (targets/sweep/sweep.sh --ci), one per class: 64-bit bare metal
# (native backend: aarch64, RISC-V, x86_64), wasm32 without atomics' feature and i586's x87
# (native, 32-bit pointers), Cortex-M33, Cortex-A and Cortex-R bare metal (split), LoongArch
# bare metal (native), a tier-3 family (ESP-IDF, split), riscv64im (native with `AtomicU64`
# loads and stores but no compare-and-swap: its debug build's writer check without one), and
# a target without AtomicU32 (MSP430) that must meet the crate's error. Each is built with
# stable's rust-std where rustup has one for it (ci_toolchains installs those), else with
# the nightly's -Zbuild-std=core.
ci_sweep_representatives=(
    aarch64-unknown-none riscv64gc-unknown-none-elf x86_64-unknown-none wasm32v1-none
    i586-unknown-linux-gnu thumbv8m.main-none-eabihf armv7a-none-eabi armv7r-none-eabi
    loongarch64-unknown-none riscv32imc-esp-espidf riscv64im-unknown-none-elf msp430-none-elf
)

# The sweep's --load rows of --ci (targets/sweep/sweep.sh --load --ci): the 64-bit ones above,
# the 32-bit pointers of wasm32 and x86 (x87), and the split ones whose `AtomicU64` is `ldrexd`
# (armv7) and `lock cmpxchg8b` (soft-float UEFI); riscv64im native without compare-and-swap.
# Then each user flag that changes build.rs's choice, as TARGET:FEATURES (built with `-C
# target-feature=FEATURES`): soft-float on i686 (`lock cmpxchg8b`: split), no x87 on i586
# (split), no SSE2 on i686 (the x87's `fildll`: native).
ci_sweep_load_representatives=(
    aarch64-unknown-none riscv64gc-unknown-none-elf x86_64-unknown-none loongarch64-unknown-none
    wasm32v1-none i586-unknown-linux-gnu armv7a-none-eabi i686-unknown-uefi riscv64im-unknown-none-elf
    i686-unknown-linux-gnu:+soft-float i586-unknown-linux-gnu:-x87 i686-unknown-linux-gnu:-sse2
)

# Every toolchain a CI script runs besides the default one, with the components and targets it
# needs, printed one line each: the toolchain, then `require_toolchain`'s options.
# `install_ci_toolchains` (the toolchains step of .ci/run) installs them before any step runs
# beside another; each script asks for its own with `require_toolchain`, which then finds them
# there. Stable's line is read from rustup: each sweep representative that stable has a
# rust-std for (stable must be installed).
ci_toolchains() {
    local msrv offered target stable=
    # Miri, docs.rs's build, the sweep's -Zbuild-std
    echo "$ci_nightly --component miri,rust-src"
    # the sweep's rust-std rows (targets/sweep/sweep.sh --ci, --load --ci: `+stable`)
    offered=$(rustup target list --toolchain stable | sed 's/ (installed)$//') || return 1
    for target in $(printf '%s\n' "${ci_sweep_representatives[@]}" "${ci_sweep_load_representatives[@]%%:*}" |
        awk '!seen[$0]++'); do
        ! grep -qxF -- "$target" <<<"$offered" || stable+=" --target $target"
    done
    echo "stable$stable"
    # the codegen snapshots (targets/codegen/check.sh)
    echo "$ci_codegen_toolchain --component rust-src$(printf ' --target %s' "${ci_codegen_targets[@]}")"
    # the minimum supported Rust (.ci/msrv)
    msrv=$(ci_msrv)
    [ -n "$msrv" ] || { echo "ci_toolchains: no rust-version in Cargo.toml" >&2; return 1; }
    echo "$msrv$(printf ' --target %s' "${ci_msrv_targets[@]}")"
}

# require_toolchain TOOLCHAIN [--component C[,C...]]... [--target T]...: installs what of it is
# missing (the toolchain with `--profile minimal`), and nothing that is there: rustup is not
# run at all then (`rustup toolchain install` of a toolchain that is present can extract every
# component again). After .ci/run's toolchains step (U64COPY_TOOLCHAINS_FROZEN: the file that
# collects what was missing) it installs nothing: it fails, naming what is missing, so that no
# step changes the toolchains beside another. Under U64COPY_TOOLCHAIN_REQUESTS (a script's
# --requests, .ci/toolchain-requests) it only appends the request to that file, a line each:
# "TOOLCHAIN toolchain", "TOOLCHAIN component C", "TOOLCHAIN target T"; it checks and installs
# nothing, so that what a script asks for is known whatever this machine has.
require_toolchain() {
    local toolchain=$1 components=() targets=() list host installed missing=()
    shift
    while [ $# -gt 0 ]; do
        case $1 in
        --component) IFS=, read -ra list <<<"$2" && components+=("${list[@]}") && shift 2 ;;
        --target) targets+=("$2") && shift 2 ;;
        *) echo "require_toolchain: unknown option $1" >&2 && return 2 ;;
        esac
    done
    host=$(rustc -vV | sed -n 's/^host: //p') || return 1
    local name=${toolchain%-"$host"}
    if [ -n "${U64COPY_TOOLCHAIN_REQUESTS:-}" ]; then
        {
            echo "$name toolchain"
            for list in "${components[@]}"; do echo "$name component $list"; done
            for list in "${targets[@]}"; do echo "$name target $list"; done
        } >>"$U64COPY_TOOLCHAIN_REQUESTS"
        return
    fi
    local toolchains
    toolchains=$(rustup toolchain list | cut -d' ' -f1) || return 1
    if ! grep -qxF -e "$name" -e "$name-$host" <<<"$toolchains"; then
        missing=("toolchain $name")
    else
        installed=$(rustup component list --installed --toolchain "$name") || return 1
        for list in "${components[@]}"; do
            grep -qxE "$list(-$host)?" <<<"$installed" || missing+=("component $list")
        done
        for list in "${targets[@]}"; do
            grep -qxF "rust-std-$list" <<<"$installed" || missing+=("target $list")
        done
    fi
    [ ${#missing[@]} -gt 0 ] || return 0
    if [ -n "${U64COPY_TOOLCHAINS_FROZEN:-}" ]; then
        echo "$name: ${missing[*]}: not installed by the toolchains step of .ci/run (.ci/lib.sh's ci_toolchains)" |
            tee -a "$U64COPY_TOOLCHAINS_FROZEN" >&2
        return 1
    fi
    echo "$name: installing ${missing[*]}"
    if [ "${missing[0]}" = "toolchain $name" ]; then
        local options=(--profile minimal)
        [ ${#components[@]} -eq 0 ] || options+=(--component "$(IFS=,; echo "${components[*]}")")
        for list in "${targets[@]}"; do options+=(--target "$list"); done
        rustup toolchain install "$name" "${options[@]}" || return 1
    else
        local add_components=() add_targets=() item
        for item in "${missing[@]}"; do
            case $item in
            component*) add_components+=("${item#component }") ;;
            target*) add_targets+=("${item#target }") ;;
            esac
        done
        [ ${#add_components[@]} -eq 0 ] || rustup component add --toolchain "$name" "${add_components[@]}" || return 1
        [ ${#add_targets[@]} -eq 0 ] || rustup target add --toolchain "$name" "${add_targets[@]}" || return 1
    fi
}

# The default toolchain (plain `cargo`): its name as rustup lists it.
default_toolchain() { rustup default | cut -d' ' -f1; }

# toolchain_requests_mode: for a script's --requests: its `require_toolchain` calls then append
# their requests to U64COPY_TOOLCHAIN_REQUESTS where that names a file, else to a file of their
# own that the script prints when it exits (its EXIT trap).
toolchain_requests_mode() {
    [ -z "${U64COPY_TOOLCHAIN_REQUESTS:-}" ] || return 0
    U64COPY_TOOLCHAIN_REQUESTS=$(mktemp) || return 1
    export U64COPY_TOOLCHAIN_REQUESTS
    trap 'awk '\''!seen[$0]++'\'' "$U64COPY_TOOLCHAIN_REQUESTS"; rm -f "$U64COPY_TOOLCHAIN_REQUESTS"' EXIT
}

# ci_install_plan: the toolchains step's list, one line per `require_toolchain` call (its
# arguments): the default toolchain's clippy, rustfmt and ci_rust_targets, then ci_toolchains.
ci_install_plan() {
    local default toolchains
    default=$(default_toolchain) && toolchains=$(ci_toolchains) || return 1
    echo "$default --component clippy,rustfmt$(printf ' --target %s' "${ci_rust_targets[@]}")"
    echo "$toolchains"
}

# install_ci_toolchains: every toolchain, component and target of the CI scripts
# (ci_install_plan), and the Debian packages; .ci/run's toolchains step, before anything runs
# in parallel. Stable first: ci_toolchains reads the targets it has a rust-std for.
install_ci_toolchains() {
    install_ci_dependencies && require_toolchain stable || return 1
    local plan lines line words
    plan=$(ci_install_plan) || return 1
    mapfile -t lines <<<"$plan"
    for line in "${lines[@]}"; do
        read -ra words <<<"$line"
        if [ "${words[0]}" = stable ]; then
            # The sweep's rust-std rows, one target at a time: rustup lists rust-std for some
            # targets that its server does not have here (armv7r-none-eabi, i686-unknown-uefi,
            # loongarch64-unknown-none: a failed download). The sweep builds those with
            # -Zbuild-std as it does every target without a rust-std (its toolchain_for).
            local target
            for target in "${words[@]:1}"; do
                [ "$target" = --target ] || require_toolchain stable --target "$target" ||
                    echo "stable: no rust-std for $target to download here: the sweep builds its core (-Zbuild-std)"
            done
            continue
        fi
        require_toolchain "${words[@]}" || return 1
    done
}

# The state of rustup's toolchains, to compare before and after the steps that must not change
# it: each toolchain and its components (targets included), and the time of each file that an
# install, an update or a re-extraction of a component writes (the toolchains' directories and
# their lib/rustlib, its `components` list and manifest, rustup's update hashes).
rustup_state() {
    local home=${RUSTUP_HOME:-$HOME/.rustup} toolchain
    rustup toolchain list -v || return 1
    for toolchain in $(rustup toolchain list | cut -d' ' -f1); do
        echo "== $toolchain"
        rustup component list --installed --toolchain "$toolchain" 2>&1 || true # a linked one has none
    done
    find "$home/toolchains" "$home"/toolchains/*/ "$home"/toolchains/*/lib/rustlib/ "$home/update-hashes" \
        -maxdepth 1 -printf '%p %T@\n' 2>/dev/null | sort
}

install_ci_dependencies() {
    local package missing=()
    for package in "${ci_debian_packages[@]}"; do
        [ "$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null)" = 'install ok installed' ] ||
            missing+=("$package")
    done
    if [ ${#missing[@]} -gt 0 ] && [ -n "${U64COPY_TOOLCHAINS_FROZEN:-}" ]; then
        echo "Debian packages ${missing[*]}: not installed by the toolchains step of .ci/run (.ci/lib.sh's ci_debian_packages)" |
            tee -a "$U64COPY_TOOLCHAINS_FROZEN" >&2
        return 1
    fi
    if [ ${#missing[@]} -gt 0 ]; then
        local sudo=
        [ "$(id -u)" -eq 0 ] || sudo=sudo
        echo "Debian packages: installing ${missing[*]}"
        $sudo apt-get update -qq || return 1
        DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
            "${missing[@]}" >/dev/null || return 1
    fi
    local default targets=()
    default=$(default_toolchain) || return 1
    for package in "${ci_rust_targets[@]}"; do targets+=(--target "$package"); done
    require_toolchain "$default" "${targets[@]}"
}

# The tools that CI builds with `cargo install`, pinned: cargo-mutants for .ci/mutants and
# defmt-print for the defmt line of .ci/targets, each installed if missing. .ci/run installs
# both early, in its background lane, so that no step waits for their builds; a lock makes a
# script that needs one wait for an install in progress instead of starting its own.
cargo_mutants_version=27.1.0
defmt_print_version=1.2.0
install_tool() { # CRATE VERSION COMMAND...: COMMAND prints the installed version
    local crate=$1 version=$2
    shift 2
    (
        flock 9 || return 1
        "$@" 2>/dev/null | grep "[ v]$version\$" >/dev/null && return 0 # all read: no broken pipe
        # --debug: both tools only drive other programs; on a fresh machine CI builds them
        # beside the loom models, where release builds took 3m 46s and 2m 57s.
        CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-target}/install-$crate \
            cargo install --debug --locked --version "$version" "$crate"
    ) 9>"${TMPDIR:-/tmp}/u64copy-ci-cargo-install.lock"
}
install_cargo_mutants() { install_tool cargo-mutants "$cargo_mutants_version" cargo mutants --version; }
install_defmt_print() { install_tool defmt-print "$defmt_print_version" defmt-print --version; }
