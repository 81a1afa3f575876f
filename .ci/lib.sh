# Sourced by the CI scripts in this folder (and targets/codegen/check.sh, targets/sweep/sweep.sh):
# the one list of toolchains, targets and Debian packages they need, and the functions that
# install them (idempotent; rustup and apt-get only for what is missing). Each script calls
# `install_ci_dependencies` or `require_toolchain` first, so that each also runs alone; after
# .ci/run's toolchains step they install nothing (`require_toolchain`). Each returns non-zero
# on the first failure, also where the caller has no `set -e`.

# Every cross target that a CI script builds, tests or inspects.
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
    # targets/sweep/sweep.sh --ci: one target per class with a rust-std to download
    aarch64-unknown-none
    x86_64-unknown-none
    wasm32v1-none
    thumbv8m.main-none-eabihf
    armv7a-none-eabi
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

# Every toolchain a CI script runs besides the default one, with the components and targets it
# needs: `install_ci_toolchains` (the toolchains step of .ci/run) installs them before any step
# runs beside another; each script asks for its own with `require_toolchain`, which then finds
# them there. One line each: the toolchain, then `require_toolchain`'s options.
ci_toolchains=(
    # .ci/run's miri steps, docs.rs's build, the sweep's -Zbuild-std (targets/sweep/sweep.sh)
    "nightly-2026-05-20 --component miri,rust-src"
    # the sweep's rust-std rows (targets/sweep/sweep.sh --ci, --load --ci: `+stable`)
    "stable --target aarch64-unknown-none --target riscv64gc-unknown-none-elf --target x86_64-unknown-none
     --target wasm32v1-none --target i586-unknown-linux-gnu --target thumbv8m.main-none-eabihf
     --target armv7a-none-eabi"
    # the codegen snapshots (targets/codegen/check.sh)
    "1.95.0 --component rust-src --target i686-unknown-linux-gnu --target i586-unknown-linux-gnu
     --target aarch64-unknown-linux-gnu --target armv7-unknown-linux-gnueabihf
     --target thumbv7em-none-eabihf --target thumbv6m-none-eabi --target riscv32imac-unknown-none-elf
     --target riscv64gc-unknown-linux-gnu --target powerpc64le-unknown-linux-gnu"
    # the minimum supported Rust (.ci/msrv: Cargo.toml's rust-version)
    "1.60 --target i686-unknown-linux-gnu --target thumbv6m-none-eabi"
)

# require_toolchain TOOLCHAIN [--component C[,C...]]... [--target T]...: installs what of it is
# missing (the toolchain with `--profile minimal`), and nothing that is there: rustup is not
# run at all then (`rustup toolchain install` of a toolchain that is present can extract every
# component again). After .ci/run's toolchains step (U64COPY_TOOLCHAINS_FROZEN: the file that
# collects what was missing) it installs nothing: it fails, naming what is missing, so that no
# step changes the toolchains beside another.
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
    if ! rustup toolchain list | cut -d' ' -f1 | grep -qxF -e "$name" -e "$name-$host"; then
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

# install_ci_toolchains: every toolchain, component and target of the CI scripts (the default
# toolchain's: clippy, rustfmt and ci_rust_targets; then ci_toolchains), and the Debian
# packages; .ci/run's toolchains step, before anything runs in parallel.
install_ci_toolchains() {
    install_ci_dependencies || return 1
    local default line words
    default=$(default_toolchain) || return 1
    require_toolchain "$default" --component clippy,rustfmt || return 1
    for line in "${ci_toolchains[@]}"; do
        read -ra words <<<"$(tr '\n' ' ' <<<"$line")"
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
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' ||
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
        CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-target}/install-$crate \
            cargo install --locked --version "$version" "$crate"
    ) 9>"${TMPDIR:-/tmp}/u64copy-ci-cargo-install.lock"
}
install_cargo_mutants() { install_tool cargo-mutants "$cargo_mutants_version" cargo mutants --version; }
install_defmt_print() { install_tool defmt-print "$defmt_print_version" defmt-print --version; }
