# Sourced by the CI scripts in this folder: the one list of targets and Debian packages they
# need, and the one function that installs them (idempotent; apt-get only for what is
# missing). Each script calls `install_ci_dependencies` first, so that each also runs alone;
# it returns non-zero on the first failure, also where the caller has no `set -e`.

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

install_ci_dependencies() {
    local package missing=()
    for package in "${ci_debian_packages[@]}"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' ||
            missing+=("$package")
    done
    if [ ${#missing[@]} -gt 0 ]; then
        local sudo=
        [ "$(id -u)" -eq 0 ] || sudo=sudo
        echo "Debian packages: installing ${missing[*]}"
        $sudo apt-get update -qq || return 1
        DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
            "${missing[@]}" >/dev/null || return 1
    fi
    local installed
    installed=$(rustup target list --installed) || return 1
    for package in "${ci_rust_targets[@]}"; do
        grep -qx "$package" <<<"$installed" || rustup target add "$package" || return 1
    done
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
