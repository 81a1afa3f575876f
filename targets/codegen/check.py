#!/usr/bin/env python3
"""check.sh's checker: python3 check.py OUT RUSTC_VERSION [--self-test] ENTRY...

Reads OUT/asm/ENTRY.s (ENTRY: a target triple, `+single_core` or `+32bit` when built with that
cfg), checks the rules on U64Copy's and U64Seq's probes, and writes OUT/snapshots/ENTRY.s (each
probe's normalized code), OUT/TABLE.md and OUT/README.md (its summary block regenerated) for
check.sh to diff against the committed ones. --self-test: first show that broken code is
rejected. The backend an entry must have comes from its name, never from its code."""
import re
import sys
from collections import deque
from pathlib import Path

CELL = [f"{t}_{op}" for t in ("u64copy", "u64seq") for op in ("load", "try_load", "store")]
PROBES = CELL + [f"{c}_u64_{op}" for c in ("core_atomic", "portable_atomic")
                 for op in ("load_relaxed", "store_relaxed", "load_acquire", "store_release")]
PROBES.append("u64copy_store_dmb_ishst_variant")
CONTROLS = {"control_u64copy_store_then_fence": "u64copy_store", "control_u64copy_load_then_call": "u64copy_load"}
C = "(eq|ne|cs|hs|cc|lo|mi|pl|vs|vc|hi|ls|ge|lt|gt|le|al)"
ISA = {  # per family: comment, then instruction classes (regexes searched in the instruction)
    "x86": dict(comment="#", barrier=r"^[mls]fence\b", excl=r"(^|\s)(cmpxchg|xadd)", call=r"^call",
                lock=r"^(lock|cli|sti|pushf|popf)\b|^xchg.*\(", ret=r"^ret[lqw]?\b", cond=r"^j(?!mp)", jump=r"^j"),
    "aarch64": dict(comment="//", barrier=r"^(dmb|dsb|isb)\b", lock=r"^(msr|mrs)\b.*daif",
                    excl=r"^(ld[a]?x[rp]|st[l]?x[rp]|clrex|cas|swp|ldadd|ldclr|ldset|ldeor)",
                    call=r"^(bl|blr|br)\b", ret=r"^ret\b", cond=r"^(b\.|cbn?z|tbn?z)",
                    jump=r"^(b|b\.\w+|cbn?z|tbn?z)\s"),
    "arm": dict(comment="@", barrier=r"^(dmb|dsb|isb)\b", excl=r"^(ldrex|strex|ldaex|stlex|clrex)",
                lock=r"^(cpsi[de]|mrs|msr)\b", call=rf"^blx?{C}?\s",
                ret=rf"^bx{C}? lr$|^(pop|ldm)\S* .*\bpc\b|^mov\S* pc,",
                cond=rf"^((b|bx|pop|ldm\w*|mov){C}|cbn?z)(\.[wn])?\s", jump=rf"^(b{C}?|cbn?z)(\.[wn])?\s"),
    "riscv": dict(comment="#", barrier=r"^fence\b", excl=r"^(lr\.|sc\.|amo)", lock=r"^csr|mstatus",
                  call=r"^(call|tail|jal|jalr)\b", ret=r"^(ret|jr ra)$",
                  cond=r"^b(eq|ne|lt|ge|gt|le)[zu]?\s", jump=r"^(j|tail|b(eq|ne|lt|ge|gt|le)[zu]?)\s"),
}
# The split backends per side: barriers, and the cell's 32-bit (loads, stores) on the fast path
# (loads in the code for try_load). U64Seq's single_core barriers: see targets/README.md.
BARRIERS = {"split": {"u64copy": 1, "u64seq": 2}, "single_core": {"u64copy": 0, "u64seq": 1}}
ACCESSES = {"u64copy_load": (4, 0), "u64copy_store": (0, 4), "u64copy_try_load": (4, None),
            "u64seq_load": (4, 0), "u64seq_store": (1, 4), "u64seq_try_load": (4, None)}


def family(entry):
    return next(f for f, p in [("x86", r"x86_64|i.86"), ("aarch64", "aarch64"), ("arm", "arm|thumb"),
                                ("riscv", "riscv")] if re.match(p, entry))


def backend(entry):
    """What build.rs must have chosen: 'wide64', 'wide32' (x86-32), 'split' or 'single_core'."""
    return ("single_core" if entry.endswith("+single_core") else "split" if entry.endswith("+32bit")
            else "wide64" if re.match("x86_64|aarch64", entry) else "wide32" if re.match(r"i.86", entry)
            else "split")


def parse(text, fam):
    """Probe -> (code: instructions and renumbered local labels, the function LLVM merged it into)."""
    functions, aliases, current, result = {}, {}, None, {}
    for line in text.splitlines():
        if m := re.match(r"^(\w+)\s*=\s*(\w+)\s*$", line):
            aliases[m[1]] = m[2]
        elif m := re.match(r"^([A-Za-z_][\w.$]*):", line):
            current = functions.setdefault(m[1], [])
        elif re.match(r"^\.Lfunc_end\d+:", line):
            current = None
        elif current is not None:
            current.append(line)
    for probe in PROBES + list(CONTROLS):
        name, code, labels = probe, [], {}
        while name in aliases:
            name = aliases[name]
        for line in functions.get(name, []):
            line = re.sub(r"\s+", " ", line.split(ISA[fam]["comment"])[0]).strip()
            if line and (not line.startswith(".") or re.match(r"^\.L[\w$]+:$", line)):  # not a directive
                line = re.sub(r"\.L[\w$]+", lambda m: labels.setdefault(m[0], f".L{len(labels) + 1}"), line)
                code.append(re.sub(r"17h[0-9a-f]{16}E", "17hHASHE", line))
        if name in functions:
            result[probe] = (code, name)
    return result


def kind(fam, ins, cls):
    return re.search(ISA[fam][cls], ins.lower()) is not None


def operands(ins):
    return [a.strip() for a in re.split(r",(?![^\[(]*[\])])", ins.partition(" ")[2]) if a.strip()]


def target_of(fam, ins):
    return operands(ins)[-1] if kind(fam, ins, "jump") and operands(ins) else None


def is_call(fam, ins):
    return kind(fam, ins, "call") or not (target_of(fam, ins) or ".L").startswith(".L")


def access(fam, ins):
    """('load' | 'store', bits) if it accesses memory other than the stack or a literal pool."""
    m, args = ins.lower().split(" ")[0], operands(ins.lower())
    if fam == "x86":
        mem = [i for i, a in enumerate(args) if "(" in a and not re.search(r"%[er]sp", a)]
        if not mem or m.startswith(("push", "pop", "lea")):
            return None
        store = m.startswith(("fist", "fst")) if len(args) == 1 else mem[-1] == len(args) - 1
        wide = m in ("movsd", "movlps", "movlpd", "fildll", "fistpll") or m.endswith("q")
        return ("store" if store else "load", 64 if wide else 32)
    if fam == "riscv":
        op = re.match(r"^(l|s)([bhwd])u?$", m)
        return op and "(sp)" not in ins and ("load" if op[1] == "l" else "store", 32 if op[2] == "w" else 0)
    op = re.match(r"^(ld|st)", m)
    if not op or "[" not in ins or "[sp" in ins or kind(fam, ins, "excl"):
        return None
    word = re.match(rf"^(ldr|str){C}?(\.[wn])?$", m) and (fam == "arm" or args[0].startswith("w"))
    return ("load" if op[1] == "ld" else "store", 32 if word else 0 if fam == "arm" else 64)


def fast_path(fam, code):
    """The shortest way from the entry to a return or tail call, through the branches."""
    labels, body = {}, []
    for line in code:
        (labels.__setitem__(line[:-1], len(body)) if line.endswith(":") else body.append(line))
    previous, queue = {0: None}, deque([0])
    while queue:
        if (i := queue.popleft()) >= len(body):
            continue
        ins, target = body[i], target_of(fam, body[i])
        if kind(fam, ins, "ret") or is_call(fam, ins) and target:
            path = []
            while i is not None:
                path, i = [body[i]] + path, previous[i]
            return path
        following = [labels[target]] if target in labels else []
        for s in following + [i + 1] * (kind(fam, ins, "cond") or not following):
            if s not in previous:
                previous[s] = i
                queue.append(s)
    return []


def measure(fam, code):
    body, path = [i for i in code if not i.endswith(":")], fast_path(fam, code)
    bits = lambda where, d: [a[1] for a in (access(fam, i) for i in where) if a and a[0] == d]
    return dict(instr=len(body), path=len(path), path_barriers=sum(kind(fam, i, "barrier") for i in path),
                barriers=sum(kind(fam, i, "barrier") for i in body), excl=sum(kind(fam, i, "excl") for i in body),
                locks=sum(kind(fam, i, "lock") for i in body), calls=sum(is_call(fam, i) for i in body),
                path_loads=bits(path, "load"), path_stores=bits(path, "store"),
                loads=bits(body, "load"), stores=bits(body, "store"))


def violations(entry, rules_of, code, probes):
    """What is wrong with `code` as the code of probe `rules_of` on `entry`."""
    fam, be, m = family(entry), backend(entry), measure(family(entry), code)
    body, op = [i for i in code if not i.endswith(":")], rules_of.split("_", 1)[1]
    bad = [f"{m[k]} {k}" for k in ("excl", "locks", "calls") if m[k]]
    if be.startswith("wide"):
        if m["barriers"]:
            bad.append(f"{m['barriers']} barriers on the native backend")
        if op == "try_load":
            if m["loads"] != [64] and (be == "wide32" or len(m["loads"]) != 1):
                bad.append(f"try_load loads {m['loads']} bits of memory, not one 64-bit load")
            return bad
        if be == "wide64" and not (len(body) == 2 and (access(fam, body[0]) or "?")[0] == op
                                   and kind(fam, body[1], "ret")):
            bad.append(f"{op} is not exactly one {op} and a return")
        if be == "wide32" and (m[op + "s"] != [64] or m["loads" if op == "store" else "stores"]
                               or any(target_of(fam, i) or kind(fam, i, "ret") for i in body[:-1])
                               or not body or not kind(fam, body[-1], "ret")):
            bad.append(f"{op} is not one 64-bit {op} of the cell, straight-line, and a return")
        if code != probes.get(f"core_atomic_u64_{op}_relaxed", ([],))[0]:
            bad.append(f"not the same instructions as core_atomic_u64_{op}_relaxed")
        return bad
    want = 0 if fam == "x86" else BARRIERS[be][rules_of.split("_")[0]]  # x86: Acquire/Release emit nothing
    pre, where = ("", "code") if op == "try_load" else ("path_", "fast path")
    if m[pre + "barriers"] != want:
        bad.append(f"{m[pre + 'barriers']} barriers on the {where}, expected {want}")
    if (rules_of.startswith("u64copy") or want == 0) and pre and m["barriers"] != want:
        bad.append(f"{m['barriers']} barriers in the code, expected {want}")
    for n, d in zip(ACCESSES[rules_of], ("loads", "stores")):
        if n is not None and m[pre + d] != [32] * n:
            bad.append(f"{d} of {m[pre + d]} bits on the {where}, expected {n} of 32 bits")
    return bad


def broken(entry, code):
    """Edited copies of real code, each with what was done to it."""
    fam = family(entry)
    inserted = {"x86": ["mfence", "lock orl $0, (%esp)", "cmpxchg8b (%esi)", "calll foo", "cli"],
                "aarch64": ["dmb ish", "ldaxr x0, [x0]", "stlxr w1, x0, [x2]", "bl foo", "msr daifset, #2"],
                "arm": ["dmb sy", "ldrexd r0, r1, [r0]", "strex r1, r2, [r0]", "cpsid i", "bl foo"],
                "riscv": ["fence rw, rw", "lr.w a0, (a0)", "amoswap.w a0, a1, (a0)", "csrrci a0, mstatus, 8",
                          "call foo"]}[fam] + (["nop"] if backend(entry).startswith("wide") else [])
    result = [(f"`{i}` inserted", [i] + code) for i in inserted]
    for what in ("barrier", "access"):
        test = (lambda i: kind(fam, i, "barrier")) if what == "barrier" else (lambda i: access(fam, i))
        if not backend(entry).startswith("wide") and (n := next((n for n, i in enumerate(code) if test(i)), None)) is not None:
            result.append((f"first {what} `{code[n]}` deleted", code[:n] + code[n + 1:]))
    return result


def self_test(all_probes):
    failures = 0
    for entry, probes in all_probes.items():
        checks = [(f"compiled {c}", rules_of, probes[c][0]) for c, rules_of in CONTROLS.items()]
        for probe in ("u64copy_load", "u64copy_store", "u64seq_load", "u64seq_store"):
            checks += [(f"{probe} with {w}", probe, c) for w, c in broken(entry, probes[probe][0])]
            if violations(entry, probe, probes[probe][0], probes):
                failures += 1
                print(f"  the unedited {entry} {probe} already fails its rules")
        for what, rules_of, code in checks:
            problems = violations(entry, rules_of, code, probes)
            print(f"  rejected as it must be: {entry} {what}: {'; '.join(problems)}" if problems
                  else f"  NOT REJECTED: {entry} {what}")
            failures += not problems
    print(f"self-test: {f'FAILED, {failures} controls' if failures else 'every control rejected'}")
    return failures


def table(entries, all_probes, rustc_version):
    lines = ["<!-- Generated by targets/codegen/check.sh --bless; do not edit. -->",
             f"From `cargo rustc --release` ({rustc_version}, opt-level 3, default CPU); `+single_core`: built",
             "with `--cfg u64copy_single_core`, `+32bit`: with `--cfg u64copy_32bit`. *instr*: instructions in",
             "the function; *fast path*: instructions from entry to return when nothing races (the first attempt",
             "succeeds, no lock is contended), with the return, along the shortest path through the branches;",
             "*barriers*: `dmb`/`dsb`/`isb`, `fence`, `mfence` on the fast path; *ld/st*: loads/stores of memory",
             "other than the stack on the fast path (for `try_load`, whose shortest path may be a failed attempt,",
             "both in the code); *excl/RMW*: `ldrex`/`strex`/`clrex`, `ldxr`/`stxr`, `lr`/`sc`/`amo*`, `cmpxchg`;",
             "*locks/irq*: x86 `lock`/`cli`, `cpsid`/`cpsie`/`mrs`/`msr`, RISC-V CSR accesses; *calls*: calls and",
             "tail calls. A probe missing from a target: the type does not exist there.", ""]
    for entry in entries:
        lines += [f"### {entry} ({backend(entry)} backend)", "", "| probe | instr | fast path | barriers | ld/st"
                  " | excl/RMW | locks/irq | calls | notes |", "|---" * 9 + "|"]
        for probe in (p for p in PROBES if p in all_probes[entry]):
            (code, merged_into), text = all_probes[entry][probe], " ".join(all_probes[entry][probe][0])
            m, t = measure(family(entry), code), "try_load" in probe
            barriers = m["barriers"] if t else m["path_barriers"]
            notes = [(f"same code as `{merged_into}`", merged_into != probe),
                     ("global seqlock table", "fallback" in text and "LOCKS" in text),
                     ("critical section (interrupts masked in the callee)", "_critical_section_" in text),
                     ("`asm!` barrier, not in the crate", "ishst" in probe)]
            row = [f"`{probe}`", m["instr"], "—" if t else m["path"],
                   f"{barriers}" + ("" if barriers == m["barriers"] else f" ({m['barriers']} in code)"),
                   "%d/%d" % ((len(m["loads"]), len(m["stores"])) if t else (len(m["path_loads"]), len(m["path_stores"])))]
            row += [m["excl"], m["locks"], m["calls"], "; ".join(n for n, present in notes if present)]
            lines.append("| " + " | ".join(map(str, row)) + " |")
        lines.append("")
    return "\n".join(lines)


def summary(entries, all_probes):
    ops = [("`U64Copy` load", "u64copy_load"), ("store", "u64copy_store"), ("`U64Seq` load", "u64seq_load"),
           ("store", "u64seq_store"), ("`AtomicU64` load", "core_atomic_u64_load_relaxed"),
           ("store", "core_atomic_u64_store_relaxed"),
           ("portable-atomic load", "portable_atomic_u64_load_relaxed"), ("store", "portable_atomic_u64_store_relaxed")]
    lines = ["| fast path: instructions, barriers | " + " | ".join(n for n, _ in ops) + " |", "|---" * 9 + "|"]
    for entry in entries:
        cells = []
        for m in (measure(family(entry), all_probes[entry][p][0]) if p in all_probes[entry] else None for _, p in ops):
            extra = m and ", ".join(f"{m[k]} {w}" for k, w in (("excl", "excl"), ("locks", "lock"), ("calls", "call"))
                                    if m[k])
            cells.append(f"{m['path']}, {m['path_barriers']}" + (f" ({extra})" if extra else "") if m else "n/a")
        lines.append(f"| {entry} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main(out, rustc_version, *args):
    out, entries = Path(out), [a for a in args if a != "--self-test"]
    all_probes = {e: parse((out / "asm" / f"{e}.s").read_text(), family(e)) for e in entries}
    failures = self_test(all_probes) if "--self-test" in args else 0
    for entry in entries:
        for probe in CELL:
            if problems := violations(entry, probe, all_probes[entry][probe][0], all_probes[entry]):
                failures += 1
                print(f"RULE FAILED {entry} {probe}: {'; '.join(problems)}")
    (out / "snapshots").mkdir()
    (out / "snapshots" / "rustc-version.txt").write_text(rustc_version + "\n")
    for entry, probes in all_probes.items():
        text = ""
        for probe, (code, merged_into) in ((p, probes[p]) for p in PROBES if p in probes):
            text += f"{probe}:" + ("" if merged_into == probe else f" same code as {merged_into}") + "\n"
            text += "".join((line if line.endswith(":") else f"    {line}") + "\n" for line in code) + "\n"
        (out / "snapshots" / f"{entry}.s").write_text(text)
    (out / "TABLE.md").write_text(table(entries, all_probes, rustc_version) + "\n")
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text()
    begin, end = "<!-- codegen summary: bash targets/codegen/check.sh --bless -->", "<!-- end of codegen summary -->"
    head, _, rest = readme.partition(begin + "\n")
    (out / "README.md").write_text(head + begin + "\n" + summary(entries, all_probes) + "\n" + end
                                   + rest.partition(end)[2] if rest and end in rest else readme + "\nNO SUMMARY MARKERS\n")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
