#!/usr/bin/env python3
"""Reads the assembly that check.sh emitted for the probe crate, one file per target, and

- normalizes each probe's code (directives and comments dropped, local labels renumbered,
  symbol hashes masked) and compares it with its snapshot under snapshots/<target>/;
- checks the rules of targets/README.md ("Codegen checks") on U64Copy and U64Seq;
- writes TABLE.md (with --bless) or fails if it is out of date;
- with --self-test, shows that the rules and the snapshot comparison reject broken code.

Standard library only: it runs wherever python3 does.
"""

import argparse
import re
import sys
from collections import deque
from pathlib import Path

HERE = Path(__file__).resolve().parent
SNAPSHOTS = HERE / "snapshots"
TABLE = HERE / "TABLE.md"
README = HERE.parent.parent / "README.md"
SUMMARY_BEGIN = "<!-- codegen summary: bash targets/codegen/check.sh --bless -->"
SUMMARY_END = "<!-- end of codegen summary -->"

# Target triple -> (instruction set family, pointer width).
TARGETS = {
    "x86_64-unknown-linux-gnu": ("x86", 64),
    "aarch64-unknown-linux-gnu": ("aarch64", 64),
    "i686-unknown-linux-gnu": ("x86", 32),
    "armv7-unknown-linux-gnueabihf": ("arm", 32),
    "thumbv7em-none-eabihf": ("arm", 32),
    "thumbv6m-none-eabi": ("arm", 32),
    "riscv32imac-unknown-none-elf": ("riscv", 32),
}

CELL_PROBES = [
    "u64copy_load",
    "u64copy_try_load",
    "u64copy_store",
    "u64seq_load",
    "u64seq_try_load",
    "u64seq_store",
]
REFERENCE_PROBES = [
    "core_atomic_u64_load_relaxed",
    "core_atomic_u64_store_relaxed",
    "core_atomic_u64_load_acquire",
    "core_atomic_u64_store_release",
    "portable_atomic_u64_load_relaxed",
    "portable_atomic_u64_store_relaxed",
    "portable_atomic_u64_load_acquire",
    "portable_atomic_u64_store_release",
    "u64copy_store_dmb_ishst_variant",
]
PROBES = CELL_PROBES + REFERENCE_PROBES
CONTROL_PROBES = ["control_u64copy_store_then_fence", "control_u64copy_load_then_call"]

COMMENT = {"x86": "#", "aarch64": "//", "arm": "@", "riscv": "#"}

ARM_CONDITIONS = "eq|ne|cs|hs|cc|lo|mi|pl|vs|vc|hi|ls|ge|lt|gt|le|al"
RISCV_BRANCH = re.compile(r"^b(eq|ne|lt|ge|gt|le)(z|u)?$")


# ---------------------------------------------------------------------------------------
# Parsing and normalization


def parse_functions(text):
    """Function name -> raw body lines, and alias name -> aliased function (LLVM merges
    identical functions into `alias = original`)."""
    functions, aliases = {}, {}
    current = None
    for line in text.splitlines():
        alias = re.match(r"^([A-Za-z_][\w.$]*)\s*=\s*([A-Za-z_][\w.$]*)\s*$", line)
        if alias:
            aliases[alias.group(1)] = alias.group(2)
            continue
        label = re.match(r"^([A-Za-z_][\w.$]*):", line)
        if label:
            current = label.group(1)
            functions[current] = []
            continue
        if current is None:
            continue
        if re.match(r"^\.Lfunc_end\d+:", line):
            current = None
            continue
        functions[current].append(line)
    return functions, aliases


def normalize(lines, family):
    """Instructions and local labels, one per line: `mnemonic operands` or `.Ln:`."""
    comment = COMMENT[family]
    renamed = {}

    def local_label(match):
        return renamed.setdefault(match.group(0), ".L%d" % (len(renamed) + 1))

    result = []
    for line in lines:
        if comment in line:
            line = line[: line.index(comment)]
        line = line.strip()
        if not line:
            continue
        if line.startswith(".") and not re.match(r"^\.L[\w$]+:$", line):
            continue  # a directive
        line = re.sub(r"\s+", " ", line)
        line = re.sub(r"\.L[\w$]+", local_label, line)
        line = re.sub(r"17h[0-9a-f]{16}E", "17hHASHE", line)
        result.append(line)
    return result


def is_label(line):
    return line.endswith(":")


def instructions(code):
    return [line for line in code if not is_label(line)]


# ---------------------------------------------------------------------------------------
# Instruction classes, per family


def split(instruction):
    parts = instruction.split(" ", 1)
    return parts[0].lower(), (parts[1] if len(parts) > 1 else "")


def operands(text):
    depth, current, result = 0, "", []
    for char in text:
        if char in "([{":
            depth += 1
        elif char in ")]}":
            depth -= 1
        if char == "," and depth == 0:
            result.append(current.strip())
            current = ""
        else:
            current += char
    if current.strip():
        result.append(current.strip())
    return result


def is_barrier(family, instruction):
    mnemonic, _ = split(instruction)
    if family == "x86":
        return mnemonic in ("mfence", "lfence", "sfence")
    if family in ("arm", "aarch64"):
        return mnemonic in ("dmb", "dsb")
    return mnemonic == "fence"  # riscv; `pause` is a hint, not a barrier


def is_exclusive(family, instruction):
    """Exclusive-access pairs and read-modify-write atomics."""
    mnemonic, _ = split(instruction)
    if family == "x86":
        return mnemonic.startswith(("cmpxchg", "xadd"))
    if family == "arm":
        return re.match(r"^(ldrex|strex|ldaex|stlex|clrex)", mnemonic) is not None
    if family == "aarch64":
        return (
            re.match(r"^(ld[a]?xr|st[l]?xr|ld[a]?xp|st[l]?xp|clrex|cas|swp|ldadd|ldclr|ldset)", mnemonic)
            is not None
        )
    return re.match(r"^(lr\.|sc\.|amo)", mnemonic) is not None


def is_lock(family, instruction):
    """Bus locks and interrupt masking."""
    mnemonic, rest = split(instruction)
    if family == "x86":
        return mnemonic == "lock" or (mnemonic.startswith("xchg") and "(" in rest)
    if family == "arm":
        return mnemonic in ("cpsid", "cpsie") or (
            mnemonic in ("mrs", "msr") and "primask" in rest.lower()
        )
    if family == "aarch64":
        return mnemonic == "msr" and "daif" in rest.lower()
    return mnemonic.startswith(("csrrc", "csrc")) or "mstatus" in rest


def is_return(family, instruction):
    mnemonic, rest = split(instruction)
    if family == "x86":
        return re.match(r"^ret[lqw]?$", mnemonic) is not None
    if family == "aarch64":
        return mnemonic == "ret"
    if family == "arm":
        if re.match(r"^bx(%s)?$" % ARM_CONDITIONS, mnemonic) and rest.strip() == "lr":
            return True
        if re.match(r"^(pop|ldm)", mnemonic) and re.search(r"\bpc\b", rest):
            return True
        return mnemonic.startswith("mov") and operands(rest)[:1] == ["pc"]
    return mnemonic == "ret" or (mnemonic == "jr" and rest.strip() == "ra")


def is_conditional(family, instruction):
    mnemonic, _ = split(instruction)
    if family == "x86":
        return mnemonic.startswith("j") and mnemonic not in ("jmp", "jmpl", "jmpq")
    if family == "aarch64":
        return mnemonic.startswith(("b.", "cbz", "cbnz", "tbz", "tbnz"))
    if family == "arm":
        base = re.sub(r"\.[wn]$", "", mnemonic)
        return (
            re.match(r"^(b|bx|pop|ldm\w*|mov)(%s)$" % ARM_CONDITIONS, base) is not None
            or base in ("cbz", "cbnz")
        )
    return RISCV_BRANCH.match(mnemonic) is not None


def branch_target(family, instruction):
    """The label or symbol a direct jump or branch goes to, else None."""
    mnemonic, rest = split(instruction)
    args = operands(rest)
    if not args:
        return None
    if family == "x86":
        return args[-1] if mnemonic.startswith("j") else None
    if family == "aarch64":
        if mnemonic == "b" or mnemonic.startswith(("b.", "cbz", "cbnz", "tbz", "tbnz")):
            return args[-1]
        return None
    if family == "arm":
        base = re.sub(r"\.[wn]$", "", mnemonic)
        if re.match(r"^b(%s)?$" % ARM_CONDITIONS, base) or base in ("cbz", "cbnz"):
            return args[-1]
        return None
    if mnemonic in ("j", "tail") or RISCV_BRANCH.match(mnemonic):
        return args[-1]
    return None


def is_call(family, instruction):
    """A call, or a jump to another function (a tail call)."""
    mnemonic, _ = split(instruction)
    if family == "x86":
        if mnemonic.startswith("call"):
            return True
    elif family == "aarch64":
        if mnemonic in ("bl", "blr", "br"):
            return True
    elif family == "arm":
        if re.match(r"^blx?(%s)?$" % ARM_CONDITIONS, mnemonic):
            return True
    else:
        if mnemonic in ("call", "tail", "jal", "jalr"):
            return True
    target = branch_target(family, instruction)
    return target is not None and not target.startswith(".L")


def is_memory_load(family, instruction):
    mnemonic, rest = split(instruction)
    if family == "x86":
        args = operands(rest)
        return mnemonic.startswith("mov") and len(args) == 2 and "(" in args[0]
    return mnemonic.startswith("ldr") or mnemonic.startswith("lw")


def is_memory_store(family, instruction):
    mnemonic, rest = split(instruction)
    if family == "x86":
        args = operands(rest)
        return mnemonic.startswith("mov") and len(args) == 2 and "(" in args[1]
    return mnemonic.startswith("str") or mnemonic.startswith("sw")


def fast_path(family, code):
    """The instructions on the shortest way from the entry to a return (the return
    included), through the control-flow graph of the function: for a retry loop, the path
    on which the first attempt succeeds. None if no return is reachable."""
    labels = {}
    body = []
    for line in code:
        if is_label(line):
            labels[line[:-1]] = len(body)
        else:
            body.append(line)

    def successors(index):
        instruction = body[index]
        result = []
        if is_return(family, instruction):
            if is_conditional(family, instruction):
                result.append(index + 1)
            return result
        target = branch_target(family, instruction)
        if target is not None and target in labels:
            result.append(labels[target])
            if is_conditional(family, instruction):
                result.append(index + 1)
            return result
        if is_call(family, instruction) and target is not None:
            return result  # a tail call leaves the function
        result.append(index + 1)
        return result

    previous = {0: None}
    queue = deque([0])
    while queue:
        index = queue.popleft()
        if index >= len(body):
            continue
        leaves = is_return(family, body[index]) or (
            is_call(family, body[index]) and branch_target(family, body[index]) is not None
        )
        if leaves:  # a return, or a tail call
            path = []
            while index is not None:
                path.append(body[index])
                index = previous[index]
            return path[::-1]
        for successor in successors(index):
            if successor < len(body) and successor not in previous:
                previous[successor] = index
                queue.append(successor)
    return None


def measure(family, code):
    body = instructions(code)
    path = fast_path(family, code) or []
    return {
        "instructions": len(body),
        "fast_path": len(path) if path else None,
        "fast_path_barriers": sum(is_barrier(family, i) for i in path),
        "barriers": sum(is_barrier(family, i) for i in body),
        "exclusives": sum(is_exclusive(family, i) for i in body),
        "locks": sum(is_lock(family, i) for i in body),
        "calls": sum(is_call(family, i) for i in body),
    }


# ---------------------------------------------------------------------------------------
# Rules


def expected_barriers(target, probe):
    """Barriers per side on 32-bit targets; x86 needs none for Acquire/Release fences."""
    family, _ = TARGETS[target]
    if family == "x86":
        return 0
    return 1 if probe.startswith("u64copy") else 2


def rule_violations(target, rules_of, code):
    """What is wrong with `code` if it is the code of probe `rules_of` on `target`."""
    family, width = TARGETS[target]
    body = instructions(code)
    m = measure(family, code)
    problems = []
    operation = "try_load" if rules_of.endswith("try_load") else rules_of.rsplit("_", 1)[1]
    if width == 64:
        if operation in ("load", "store"):
            access = is_memory_load if operation == "load" else is_memory_store
            if not (len(body) == 2 and access(family, body[0]) and is_return(family, body[1])):
                problems.append(
                    "64-bit %s is not exactly one %s and a return" % (operation, operation)
                )
        else:
            loads = sum(is_memory_load(family, i) for i in body)
            if loads != 1:
                problems.append("64-bit try_load has %d memory loads, not 1" % loads)
        if m["barriers"]:
            problems.append("%d barriers on a 64-bit target" % m["barriers"])
    else:
        want = expected_barriers(target, rules_of)
        # U64Copy: one barrier in the code and on the fast path. U64Seq: two on the fast
        # path (LLVM may duplicate a loop body, so the code can hold more copies).
        if rules_of.startswith("u64copy") and m["barriers"] != want:
            problems.append("%d barriers in the code, expected %d" % (m["barriers"], want))
        if operation == "try_load" and m["barriers"] != want:
            problems.append("%d barriers in try_load, expected %d" % (m["barriers"], want))
        if operation != "try_load" and m["fast_path_barriers"] != want:
            problems.append(
                "%d barriers on the fast path, expected %d" % (m["fast_path_barriers"], want)
            )
    if m["exclusives"]:
        problems.append("%d exclusive or read-modify-write instructions" % m["exclusives"])
    if m["locks"]:
        problems.append("%d locks or interrupt maskings" % m["locks"])
    if m["calls"]:
        problems.append("%d calls" % m["calls"])
    return problems


# ---------------------------------------------------------------------------------------
# Snapshots and table


def load_probes(asm_dir):
    """target -> probe -> (normalized code, name of the function it is merged into)."""
    result = {}
    for target, (family, _) in TARGETS.items():
        path = Path(asm_dir) / ("%s.s" % target)
        functions, aliases = parse_functions(path.read_text())
        probes = {}
        for probe in PROBES + CONTROL_PROBES:
            name = probe
            while name not in functions and name in aliases:
                name = aliases[name]
            if name in functions:
                probes[probe] = (normalize(functions[name], family), name)
        result[target] = probes
    return result


def snapshot_text(code):
    return "\n".join(code) + "\n"


def compare_snapshots(probes, rustc_version, snapshots=SNAPSHOTS):
    """Differences between the code and the snapshots, as messages."""
    problems = []
    blessed_with = snapshots / "rustc-version.txt"
    if blessed_with.exists() and blessed_with.read_text().strip() != rustc_version:
        problems.append(
            "snapshots were blessed with %s, this is %s: differences below may be the compiler's"
            % (blessed_with.read_text().strip(), rustc_version)
        )
    for target, by_probe in probes.items():
        expected_files = set()
        for probe, (code, _) in by_probe.items():
            if probe in CONTROL_PROBES:
                continue
            path = snapshots / target / ("%s.s" % probe)
            expected_files.add(path.name)
            if not path.exists():
                problems.append("%s/%s: no snapshot" % (target, probe))
            elif path.read_text() != snapshot_text(code):
                problems.append(
                    "%s/%s: differs from its snapshot\n  snapshot: %s\n  now:      %s"
                    % (
                        target,
                        probe,
                        " | ".join(path.read_text().splitlines()),
                        " | ".join(code),
                    )
                )
        directory = snapshots / target
        if directory.exists():
            for stale in sorted(set(p.name for p in directory.glob("*.s")) - expected_files):
                problems.append("%s/%s: snapshot of a probe that no longer exists" % (target, stale))
    return problems


def write_snapshots(probes, rustc_version, snapshots=SNAPSHOTS):
    for target, by_probe in probes.items():
        directory = snapshots / target
        directory.mkdir(parents=True, exist_ok=True)
        for old in directory.glob("*.s"):
            old.unlink()
        for probe, (code, _) in by_probe.items():
            if probe not in CONTROL_PROBES:
                (directory / ("%s.s" % probe)).write_text(snapshot_text(code))
    (snapshots / "rustc-version.txt").write_text(rustc_version + "\n")


def notes(probe, code, merged_into):
    result = []
    if merged_into != probe:
        result.append("same code as `%s`" % merged_into)
    text = " ".join(code)
    if "fallback" in text and "LOCKS" in text:
        result.append("global seqlock table")
    if "_critical_section_" in text:
        result.append("critical section (interrupts masked in the callee)")
    if probe.endswith("dmb_ishst_variant"):
        result.append("`asm!` barrier, not in the crate")
    return "; ".join(result)


def table(probes, rustc_version):
    lines = [
        "<!-- Generated by targets/codegen/check.sh --bless; do not edit. -->",
        "Generated by `targets/codegen/check.sh` from `cargo rustc --release` output (%s, opt-level 3)."
        % rustc_version,
        "*instr*: instructions in the function; *fast path*: instructions executed from entry",
        "to return when nothing races (the first attempt succeeds, no lock is contended),",
        "counted with the return, along the shortest path through the function's branches;",
        "not given for `try_load`, whose shortest path may be a failed attempt. *barriers*:",
        "`dmb`/`dsb`, `fence`, `mfence` on the fast path (and in the code, where LLVM duplicated",
        "a loop body and the two differ); *excl/RMW*: `ldrex`/`strex`/`clrex`, `ldxr`/`stxr`,",
        "`lr`/`sc`/`amo*`, `cmpxchg`; *locks/irq*: x86 `lock`, `cpsid`/`cpsie`/`primask`,",
        "`csrrc`/`mstatus`; *calls*: calls and tail calls to other functions.",
        "",
    ]
    for target, (family, width) in TARGETS.items():
        lines.append("### %s (%d-bit)" % (target, width))
        lines.append("")
        lines.append("| probe | instr | fast path | barriers | excl/RMW | locks/irq | calls | notes |")
        lines.append("|---|---|---|---|---|---|---|---|")
        for probe in PROBES:
            if probe not in probes[target]:
                if probe.startswith("core_atomic"):
                    lines.append("| `%s` | n/a: no `AtomicU64` on this target |||||||" % probe)
                continue
            code, merged_into = probes[target][probe]
            m = measure(family, code)
            try_load = probe.endswith("try_load")
            path = "—" if try_load or m["fast_path"] is None else m["fast_path"]
            barriers = str(m["barriers"])
            if not try_load and m["fast_path_barriers"] != m["barriers"]:
                barriers = "%d (%d in code)" % (m["fast_path_barriers"], m["barriers"])
            lines.append(
                "| `%s` | %d | %s | %s | %d | %d | %d | %s |"
                % (
                    probe,
                    m["instructions"],
                    path,
                    barriers,
                    m["exclusives"],
                    m["locks"],
                    m["calls"],
                    notes(probe, code, merged_into),
                )
            )
        lines.append("")
    return "\n".join(lines)


SUMMARY_ROWS = [
    ("`U64Copy::load`", "u64copy_load"),
    ("`U64Copy::store`", "u64copy_store"),
    ("`U64Seq::load`", "u64seq_load"),
    ("`U64Seq::store`", "u64seq_store"),
    ("`AtomicU64` load, Relaxed", "core_atomic_u64_load_relaxed"),
    ("`AtomicU64` store, Relaxed", "core_atomic_u64_store_relaxed"),
    ("`AtomicU64` load, Acquire", "core_atomic_u64_load_acquire"),
    ("`AtomicU64` store, Release", "core_atomic_u64_store_release"),
    ("portable-atomic load, Relaxed", "portable_atomic_u64_load_relaxed"),
    ("portable-atomic store, Relaxed", "portable_atomic_u64_store_relaxed"),
]


def summary(probes):
    """README's view of TABLE.md: per operation and target, the fast path's instructions and
    barriers, and whatever exclusives, locks or calls the code holds."""
    short = [target.split("-")[0] for target in TARGETS]
    lines = [
        "| fast path: instructions, barriers | %s |" % " | ".join(short),
        "|---|%s" % ("---|" * len(short)),
    ]
    for name, probe in SUMMARY_ROWS:
        cells = []
        for target, (family, _) in TARGETS.items():
            if probe not in probes[target]:
                cells.append("n/a")
                continue
            m = measure(family, probes[target][probe][0])
            cell = "%d, %d" % (m["fast_path"], m["fast_path_barriers"])
            extras = [
                "%d %s" % (m[key], word)
                for key, word in (("exclusives", "excl"), ("locks", "lock"), ("calls", "call"))
                if m[key]
            ]
            cells.append(cell + (" (%s)" % ", ".join(extras) if extras else ""))
        lines.append("| %s | %s |" % (name, " | ".join(cells)))
    return "\n".join(lines)


def readme_with_summary(text, generated):
    """README.md's text with the summary block replaced, or None without the markers."""
    begin, end = text.find(SUMMARY_BEGIN), text.find(SUMMARY_END)
    if begin < 0 or end < begin:
        return None
    return text[: begin + len(SUMMARY_BEGIN)] + "\n" + generated + "\n" + text[end:]


# ---------------------------------------------------------------------------------------
# Self-test: the checks must reject broken code


def mutations(family):
    """Broken variants of a U64Copy probe's code: (description, edit of the code)."""
    forbidden = {
        "x86": ["lock orl $0, (%esp)", "cmpxchg8b (%esi)", "calll foo"],
        "arm": ["ldrexd r0, r1, [r0]", "cpsid i", "bl foo"],
        "aarch64": ["ldaxr x0, [x0]", "stlxr w1, x0, [x2]", "bl foo"],
        "riscv": ["lr.w a0, (a0)", "csrrc a0, mstatus, a1", "call foo"],
    }[family]
    extra_barrier = {"x86": "mfence", "arm": "dmb ish", "aarch64": "dmb ish", "riscv": "fence rw, rw"}[
        family
    ]
    result = [("extra barrier `%s`" % extra_barrier, lambda code: [extra_barrier] + code)]
    for instruction in forbidden:
        result.append(("inserted `%s`" % instruction, lambda code, i=instruction: [i] + code))
    return result


def self_test(probes, rustc_version):
    failures = 0

    def expect_rejected(what, problems):
        nonlocal failures
        if problems:
            print("  rejected as it must be: %s: %s" % (what, "; ".join(problems)))
        else:
            failures += 1
            print("  NOT REJECTED: %s" % what)

    print("self-test: compiled broken probes checked against U64Copy's rules")
    for target in TARGETS:
        for control, rules_of in [
            ("control_u64copy_store_then_fence", "u64copy_store"),
            ("control_u64copy_load_then_call", "u64copy_load"),
        ]:
            code, _ = probes[target][control]
            expect_rejected("%s %s" % (target, control), rule_violations(target, rules_of, code))

    print("self-test: edited copies of the real code")
    for target, (family, _) in TARGETS.items():
        for probe in ("u64copy_load", "u64copy_store"):
            code, _ = probes[target][probe]
            if rule_violations(target, probe, code):
                failures += 1
                print("  the unedited %s %s already fails its rules" % (target, probe))
            for description, edit in mutations(family):
                expect_rejected(
                    "%s %s with %s" % (target, probe, description),
                    rule_violations(target, probe, edit(code)),
                )

    print("self-test: snapshots of the current code, then one of them edited")
    import tempfile

    with tempfile.TemporaryDirectory() as scratch:
        snapshots = Path(scratch) / "snapshots"
        write_snapshots(probes, rustc_version, snapshots)
        unedited = compare_snapshots(probes, rustc_version, snapshots=snapshots)
        if unedited:
            failures += 1
            print("  fresh snapshots already differ: %s" % "; ".join(unedited))
        target = "armv7-unknown-linux-gnueabihf"
        path = snapshots / target / "u64copy_store.s"
        path.write_text(path.read_text().replace("dmb ish\n", "dmb ishst\n"))
        problems = compare_snapshots(probes, rustc_version, snapshots=snapshots)
        expect_rejected("snapshot of %s u64copy_store edited to `dmb ishst`" % target, problems)

    print("self-test: %s" % ("FAILED, %d controls not rejected" % failures if failures else "every control rejected"))
    return failures == 0


# ---------------------------------------------------------------------------------------


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--asm-dir", required=True)
    parser.add_argument("--rustc-version", required=True)
    parser.add_argument("--bless", action="store_true", help="rewrite the snapshots, TABLE.md and README.md's summary")
    parser.add_argument("--self-test", action="store_true", help="also run the negative controls")
    args = parser.parse_args()

    probes = load_probes(args.asm_dir)
    # The self-test first, so that a failure of the real checks ends the output.
    ok = not args.self_test or self_test(probes, args.rustc_version)

    for target in TARGETS:
        for probe in CELL_PROBES:
            code, _ = probes[target][probe]
            problems = rule_violations(target, probe, code)
            if problems:
                ok = False
                print("RULE FAILED %s %s: %s" % (target, probe, "; ".join(problems)))

    generated = table(probes, args.rustc_version) + "\n"
    readme = README.read_text()
    new_readme = readme_with_summary(readme, summary(probes))
    if new_readme is None:
        ok = False
        print("README.md lacks the codegen summary markers")
    if args.bless:
        write_snapshots(probes, args.rustc_version)
        TABLE.write_text(generated)
        if new_readme is not None:
            README.write_text(new_readme)
        print("blessed snapshots, TABLE.md and README.md's codegen summary")
    else:
        problems = compare_snapshots(probes, args.rustc_version)
        if not TABLE.exists() or TABLE.read_text() != generated:
            problems.append("TABLE.md is out of date")
        if new_readme is not None and new_readme != readme:
            problems.append("README.md's codegen summary is out of date")
        for problem in problems:
            ok = False
            print("SNAPSHOT %s" % problem)
        if problems:
            print("if the change is intended: bash targets/codegen/check.sh --bless")

    print("codegen: %d probes x %d targets checked: %s" % (len(CELL_PROBES), len(TARGETS), "ok" if ok else "FAILED"))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
