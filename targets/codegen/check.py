#!/usr/bin/env python3
"""check.sh's checker: python3 check.py OUT RUSTC_VERSION [--self-test] ENTRY... checks the rules on the probes
in OUT/asm/ENTRY.s (--self-test: first shows that broken code is rejected and the real code accepted) and
writes OUT/snapshots/ENTRY.s (each probe's normalized code), OUT/TABLE.md and OUT/DEVELOPMENT.md for check.sh to diff."""
import re
import sys
from pathlib import Path

CELL = [f"{t}_{op}" for t in ("u64copy", "u64seq", "u64latch", "u64seqpair", "u64latchpair")
        for op in ("load", "try_load", "store")]
PROBES = CELL + [f"{c}_u64_{op}" for c in ("core_atomic", "portable_atomic")
                 for op in ("load_relaxed", "store_relaxed", "load_acquire", "store_release")]
PROBES.append("u64copy_store_dmb_ishst_variant")
CONTROLS = {"control_u64copy_store_then_fence": "u64copy_store", "control_u64copy_load_then_call": "u64copy_load",
            "control_u64latch_load_then_fence": "u64latch_load",
            "control_u64latchpair_store_then_fence": "u64latchpair_store"}
C = "(eq|ne|cs|hs|cc|lo|mi|pl|vs|vc|hi|ls|ge|lt|gt|le|al)"
ISA = {  # entry prefix -> comment, then instruction classes (regexes searched in an instruction)
    "x86_64|i.86": dict(comment="#", barrier=r"^[mls]fence\b", excl=r"(^|\s)(cmpxchg|xadd)", call=r"^call",
                        lock=r"^(lock|cli|sti|pushf|popf)\b|^xchg.*\(", ret=r"^ret", cond=r"^j(?!mp)", jump=r"^j"),
    "aarch64": dict(comment="//", barrier=r"^(dmb|dsb|isb)\b", lock=r"^(msr|mrs)\b.*daif", call=r"^(bl|blr|br)\b",
                    excl=r"^(ld[a]?x[rp]|st[l]?x[rp]|clrex|cas|swp|ldadd|ldclr|ldset|ldeor)", ret=r"^ret\b",
                    cond=r"^(b\.|cbn?z|tbn?z)", jump=r"^(b|b\.\w+|cbn?z|tbn?z)\s"),
    "arm|thumb": dict(comment="@", barrier=r"^(dmb|dsb|isb)\b", excl=r"^(ldrex|strex|ldaex|stlex|clrex)",
                      lock=r"^(cpsi[de]|mrs|msr)\b", call=rf"^blx?{C}?\s",
                      ret=rf"^bx{C}? lr$|^(pop|ldm)\S* .*\bpc\b|^mov\S* pc,",
                      cond=rf"^((b|bx|pop|ldm\w*|mov){C}|cbn?z)(\.[wn])?\s", jump=rf"^(b{C}?|cbn?z)(\.[wn])?\s"),
    "riscv": dict(comment="#", barrier=r"^fence\b", excl=r"^(lr\.|sc\.|amo)", lock=r"^csr|mstatus",
                  call=r"^(call|tail|jal|jalr)\b", ret=r"^(ret|jr ra)$",
                  cond=r"^b(eq|ne|lt|ge|gt|le)[zu]?\s", jump=r"^(j|tail|b(eq|ne|lt|ge|gt|le)[zu]?)\s"),
    # WebAssembly text: structured control flow, whose branches name a depth, not a label.
    "wasm": dict(comment="#", barrier=r"^atomic\.fence\b", excl=r"\.atomic\.(rmw|wait|notify)|^memory\.atomic",
                 lock=r"(?!)", call=r"^call", ret=r"^(end_function|return)$", cond=r"^(br_if|br_table|if)\b",
                 jump=r"^(br|br_if|br_table)\s", local=r"\d+$"),
}
# The split backends per side: barriers, and the cell's 32-bit (loads, stores) on the fast path
# (loads in the code for try_load). single_core: none at all.
BARRIERS = {"split": {"u64copy": 1, "u64seq": 2, "u64latch": 2, "u64seqpair": 2, "u64latchpair": 2},
            "single_core": {"u64copy": 0, "u64seq": 0, "u64latch": 0, "u64seqpair": 0, "u64latchpair": 0}}
ACCESSES = {"u64copy_load": (4, 0), "u64copy_store": (0, 4), "u64copy_try_load": (4, None),
            "u64seq_load": (4, 0), "u64seq_store": (1, 4), "u64seq_try_load": (4, None),
            "u64latch_load": (4, 0), "u64latch_store": (1, 3), "u64latch_try_load": (4, None),
            "u64seqpair_load": (6, 0), "u64seqpair_store": (1, 6), "u64seqpair_try_load": (6, None),
            "u64latchpair_load": (6, 0), "u64latchpair_store": (1, 5), "u64latchpair_try_load": (6, None)}
# The pairs on the native backend: a 32-bit sequence and 64-bit words between the same fences as
# on the split one (none on x86 and single-threaded wasm, where Acquire and Release fences emit no
# instruction); (sorted loads, sorted stores) in bits, None: not checked.
PAIR_WIDE = {"u64seqpair_load": ([32, 32, 64, 64], []), "u64seqpair_store": ([32], [32, 32, 64, 64]),
             "u64seqpair_try_load": ([32, 32, 64, 64], None), "u64latchpair_load": ([32, 32, 64, 64], []),
             "u64latchpair_store": ([32], [32, 64, 64]), "u64latchpair_try_load": ([32, 32, 64, 64], None)}
# wasm32-unknown-unknown has no threads: LLVM lowers its atomics to plain accesses and its fences
# to nothing, then merges the latch's two sequence loads and drops the seqcount's odd store, which
# nothing can observe there.
PAIR_WASM = dict(PAIR_WIDE, u64seqpair_store=([32], [32, 64, 64]), u64latchpair_load=([32, 64, 64], []),
                 u64latchpair_try_load=([32, 64, 64], None))

def kinds(entry):
    """The family, and the backend build.rs must have chosen, from the entry's name (never its code)."""
    fam = next(f for f in ISA if re.match(f, entry))
    return fam, ("single_core" if entry.endswith("+single_core") else "split" if entry.endswith("+32bit")
                 else "wide64" if re.match("x86_64|aarch64", entry) else "wide32" if fam in ("x86_64|i.86", "wasm")
                 else "split")

def parse(text, fam):
    """Probe -> (code: instructions and renumbered local labels, the function LLVM merged it into)."""
    functions, aliases, current, result = {}, {}, None, {}
    for line in text.splitlines():
        if m := re.match(r"^(\w+)\s*=\s*(\w+)\s*$", line):
            aliases[m[1]] = m[2]
        elif m := re.match(r"^([A-Za-z_][\w.$]*):|^\.Lfunc_end\d+:", line):
            current = m[1] and functions.setdefault(m[1], [])
        elif current is not None:
            current.append(line)
    for probe in PROBES + list(CONTROLS):
        name, labels = probe, {}
        while name in aliases:
            name = aliases[name]
        if name in functions:
            result[probe] = ([], name)
        for line in functions.get(name, []):
            line = re.sub(r"\s+", " ", line.split(ISA[fam]["comment"])[0]).strip()
            if line and (not line.startswith(".") or re.match(r"^\.L[\w$]+:$", line)):  # not a directive
                line = re.sub(r"\.L[\w$]+", lambda m: labels.setdefault(m[0], f".L{len(labels) + 1}"), line)
                result[probe][0].append(re.sub(r"17h[0-9a-f]{16}E", "17hHASHE", line))
    return result

def kind(fam, ins, cls):
    return re.search(ISA[fam][cls], ins.lower()) is not None

def operands(ins):
    return [a.strip() for a in re.split(r",(?![^\[(]*[\])])", ins.partition(" ")[2]) if a.strip()]

def target_of(fam, ins):
    return operands(ins)[-1] if kind(fam, ins, "jump") and operands(ins) else None

def is_call(fam, ins):
    target = target_of(fam, ins)
    return kind(fam, ins, "call") or bool(target) and not re.match(ISA[fam].get("local", r"\.L"), target)

def access(fam, ins):
    """('load' | 'store', bits) if it accesses memory other than the stack or a literal pool."""
    m, args = ins.lower().split(" ")[0], operands(ins.lower())
    if "x86" in fam:
        mem = [i for i, a in enumerate(args) if "(" in a and not re.search(r"%[er]sp", a)]
        if not mem or m.startswith(("push", "pop", "lea")):
            return None
        store = m.startswith(("fist", "fst")) if len(args) == 1 else mem[-1] == len(args) - 1
        wide = m in ("movsd", "movlps", "movlpd", "fildll", "fistpll") or m.endswith("q")
        return ("store" if store else "load", 64 if wide else 32)
    if fam == "wasm":  # `i64.load 0`, `i32.store 8`, `i64.load32_u 0`, `i64.atomic.load 0`
        op = re.match(r"^(i32|i64|f32|f64)(\.atomic)?\.(load|store)(\d*)", m)
        return op and (op[3], 0 if op[4] else int(op[1][1:]))
    if fam == "riscv":
        op = re.match(r"^(l|s)([bhwd])u?$", m)
        return op and "(sp)" not in ins and ("load" if op[1] == "l" else "store", 32 if op[2] == "w" else 0)
    op = re.match(r"^(ld|st)", m)
    if not op or "[" not in ins or "[sp" in ins or kind(fam, ins, "excl"):
        return None
    word = re.match(rf"^(ldr|str){C}?(\.[wn])?$", m) and (fam == "arm|thumb" or args[0].startswith("w"))
    return ("load" if op[1] == "ld" else "store", 32 if word else 0 if fam == "arm|thumb" else 64)

def fast_path(fam, code):
    """The shortest way from the entry to a return or tail call, through the branches."""
    labels, body = {}, []
    for line in code:
        (labels.__setitem__(line[:-1], len(body)) if line.endswith(":") else body.append(line))
    queue, seen = [(0, [])], {0}
    for i, path in queue:  # breadth first: the queue grows while it is walked
        ins, target = body[i], target_of(fam, body[i])
        if kind(fam, ins, "ret") or is_call(fam, ins) and target:
            return path + [ins]
        following = [labels[target]] if target in labels else []
        for s in following + [i + 1] * (kind(fam, ins, "cond") or not following):
            if s < len(body) and s not in seen:
                seen.add(s)
                queue.append((s, path + [ins]))
    return []

def measure(fam, code, probe):
    """Counts on the fast path; for try_load, whose shortest path may be a failed attempt, in the code."""
    body, path = [i for i in code if not i.endswith(":")], fast_path(fam, code)
    where = body if "try_load" in probe else path
    count = lambda cls, ins=body: sum(kind(fam, i, cls) for i in ins)
    bits = lambda d: [a[1] for a in (access(fam, i) for i in where) if a and a[0] == d]
    jumps = [bool(target_of(fam, i) or kind(fam, i, "ret")) for i in body]
    m = dict(body=body, instr=len(body), path=len(path), barriers=count("barrier", where),
             sorted_loads=sorted(bits("load")), sorted_stores=sorted(bits("store")),
             code_barriers=count("barrier"), loads=bits("load"), stores=bits("store"), excl=count("excl"),
             locks=count("lock"), calls=sum(is_call(fam, i) for i in body),
             straight=bool(body) and kind(fam, body[-1], "ret") and not any(jumps[:-1]))
    extra = ", ".join(f"{m[k]} {k.rstrip('s')}" for k in ("excl", "locks", "calls") if m[k])
    return dict(m, short=f"{m['path']}, {m['barriers']}" + (f" ({extra})" if extra else ""))  # DEVELOPMENT.md's cell

def rules(entry, probe):
    """What the code of `probe` must measure on `entry`."""
    (fam, be), op = kinds(entry), probe.split("_", 1)[1]
    want = dict(excl=0, locks=0, calls=0)
    if be in ("split", "single_core"):  # x86: Acquire and Release fences emit no instruction
        n, (loads, stores) = 0 if "x86" in fam else BARRIERS[be][probe.split("_")[0]], ACCESSES[probe]
        want.update(barriers=n, loads=[32] * loads, **({} if stores is None else {"stores": [32] * stores}))
        return dict(want, **({"code_barriers": n} if probe.startswith("u64copy") or n == 0 else {}))
    if "pair" in probe:
        loads, stores = (PAIR_WASM if fam == "wasm" else PAIR_WIDE)[probe]
        n = 0 if "x86" in fam or fam == "wasm" else 2
        return dict(want, barriers=n, sorted_loads=loads, **({} if stores is None else {"sorted_stores": stores}))
    if op == "try_load":
        return dict(want, code_barriers=0, loads=[64])
    return dict(want, code_barriers=0, **{op + "s": [64]}, **{"stores" if op == "load" else "loads": []},
                straight=True, **({"instr": 2} if be == "wide64" else {}))

def violations(entry, rules_of, code, probes):
    """What is wrong with `code` as the code of probe `rules_of` on `entry`."""
    m = measure(kinds(entry)[0], code, rules_of)
    bad = [f"{k} {m[k]}, expected {v}" for k, v in rules(entry, rules_of).items() if m[k] != v]
    reference = f"core_atomic_u64_{rules_of.split('_', 1)[1]}_relaxed"
    if kinds(entry)[1].startswith("wide") and "try" not in rules_of and "pair" not in rules_of \
            and code != probes[reference][0]:
        bad.append(f"not the same instructions as {reference}")
    return bad

def broken(entry, code, probe):
    """Edited copies of real code, each with what was done to it."""
    (fam, be), result = kinds(entry), []
    be = "pair" if "pair" in probe else be  # a pair has fences and accesses to remove on every backend
    for i in {"x86_64|i.86": ["mfence", "lock orl $0, (%esp)", "cmpxchg8b (%esi)", "calll foo", "cli"],
              "aarch64": ["dmb ish", "ldaxr x0, [x0]", "stlxr w1, x0, [x2]", "bl foo", "msr daifset, #2"],
              "arm|thumb": ["dmb sy", "ldrexd r0, r1, [r0]", "strex r1, r2, [r0]", "cpsid i", "bl foo"],
              "riscv": ["fence rw, rw", "lr.w a0, (a0)", "amoswap.w a0, a1, (a0)", "csrrci a0, mstatus, 8",
                        "call foo"],
              "wasm": ["atomic.fence", "i64.atomic.rmw.cmpxchg 0", "call foo"]}[fam] + (["nop"] if be.startswith("wide") else []):
        result.append((f"`{i}` inserted", [i] + code))
    # `isb` is aarch64's spin-loop hint, in the retry loop: off the fast path, so not a barrier to delete.
    barrier = lambda i: kind(fam, i, "barrier") and not i.startswith("isb")
    for what, test in (("barrier", barrier), ("access", lambda i: access(fam, i))):
        if not be.startswith("wide") and (n := next((n for n, i in enumerate(code) if test(i)), -1)) >= 0:
            result.append((f"first {what} `{code[n]}` deleted", code[:n] + code[n + 1:]))
    return result

def self_test(all_probes):
    failures = 0
    for entry, probes in all_probes.items():
        checks = [(f"compiled {c}", rules_of, probes[c][0]) for c, rules_of in CONTROLS.items()
                  if not (kinds(entry)[0] == "wasm" and "fence" in c and probes[c][0] == probes[rules_of][0])]
        if kinds(entry)[0] == "wasm":  # its inserted `atomic.fence` below stands for them
            print(f"  not applicable: {entry} compiled fence controls: no fence instruction without wasm threads")
        for probe in ("u64copy_load", "u64copy_store", "u64seq_load", "u64seq_store", "u64latch_load", "u64latch_store",
                      "u64seqpair_load", "u64seqpair_store", "u64latchpair_load", "u64latchpair_store"):
            checks += [(f"{probe} with {w}", probe, c) for w, c in broken(entry, probes[probe][0], probe)]
            checks.append((f"unedited {probe}", None, probes[probe][0]))
        for what, rules_of, code in checks:
            problems = violations(entry, rules_of or what.split()[1], code, probes)
            ok = bool(problems) == bool(rules_of)  # the broken code rejected, the real code accepted
            failures += not ok
            if problems or not ok:
                print(f"  {'rejected as it must be' if ok else 'WRONG'}: {entry} {what}: {'; '.join(problems)}")
    print("self-test: " + (f"FAILED, {failures} wrong" if failures else "every control rejected, the real code passes"))
    return failures

def table(all_probes, measured, rustc_version):
    lines = ["<!-- Generated by targets/codegen/check.sh --bless; do not edit. -->", f"""\
From `cargo rustc --release` ({rustc_version}, opt-level 3, default CPU).
`+single_core` / `+32bit`: built with `--cfg u64copy_single_core` / `--cfg u64copy_32bit`; `+single_core` builds
portable-atomic with `--cfg portable_atomic_unsafe_assume_single_core` (interrupts masked, no lock table). *fast path*:
instructions from entry to return when nothing races (the first attempt succeeds, no lock is contended);
*barriers* and *ld/st* (loads/stores of memory but the stack): on the fast path, in the code for `try_load`;
*excl/RMW*, *locks/irq* (x86 `lock`/`cli`, `cpsid`/`msr`, RISC-V CSRs), *calls*: in the code, as classified
by check.py. A missing probe: no such type on that target.""", ""]
    for entry, probes in all_probes.items():
        lines += [f"### {entry} ({kinds(entry)[1]} backend)", "", "| probe | instr | fast path | barriers | ld/st "
                  "| excl/RMW | locks/irq | calls | notes |", "|---" * 9 + "|"]
        for probe, m in measured[entry].items():
            (code, merged_into), text = probes[probe], " ".join(probes[probe][0])
            notes = [(f"same code as `{merged_into}`", merged_into != probe), ("global seqlock table", "LOCKS" in text),
                     ("critical section (interrupts masked in the callee)", "_critical_section_" in text),
                     ("`asm!` barrier, not in the crate", "ishst" in probe),
                     ("interrupts masked inline (`portable_atomic_unsafe_assume_single_core`)",
                      probe.startswith("portable") and entry.endswith("+single_core") and m["locks"] > 0)]
            in_code = f" ({m['code_barriers']} in code)" if m["code_barriers"] != m["barriers"] else ""
            row = [f"`{probe}`", m["instr"], "—" if "try_load" in probe else m["path"], f"{m['barriers']}{in_code}",
                   f"{len(m['loads'])}/{len(m['stores'])}", m["excl"], m["locks"], m["calls"],
                   "; ".join(n for n, present in notes if present)]
            lines.append("| " + " | ".join(map(str, row)) + " |")
        lines.append("")
    return "\n".join(lines)

def summary(measured):
    """DEVELOPMENT.md's short view of TABLE.md."""
    ops = ["u64copy_load", "u64copy_store", "u64seq_load", "u64seq_store", "u64latch_load", "u64latch_store",
           "core_atomic_u64_load_relaxed",
           "core_atomic_u64_store_relaxed", "portable_atomic_u64_load_relaxed", "portable_atomic_u64_store_relaxed"]
    head = ("`U64Copy` load | store | `U64Seq` load | store | `U64Latch` load | store | `AtomicU64` load | store "
            "| portable-atomic load | store")
    pairs = ["u64seqpair_load", "u64seqpair_store", "u64latchpair_load", "u64latchpair_store"]
    return "\n".join([f"| fast path: instructions, barriers | {head} |", "|---" * 11 + "|"]
                     + [f"| {e} | " + " | ".join(m[p]["short"] if p in m else "n/a" for p in ops) + " |"
                        for e, m in measured.items()]
                     + ["", "| fast path: instructions, barriers | `U64SeqArray<2>` load | store "
                        "| `U64LatchArray<2>` load | store |", "|---" * 5 + "|"]
                     + [f"| {e} | " + " | ".join(m[p]["short"] for p in pairs) + " |" for e, m in measured.items()])

def main(out, rustc_version, *args):
    out, entries = Path(out), [a for a in args if a != "--self-test"]
    all_probes = {e: parse((out / "asm" / f"{e}.s").read_text(), kinds(e)[0]) for e in entries}
    measured = {e: {p: measure(kinds(e)[0], probes[p][0], p) for p in PROBES if p in probes}
                for e, probes in all_probes.items()}
    failures = self_test(all_probes) if "--self-test" in args else 0
    for entry, probes in all_probes.items():
        for probe in CELL:
            if problems := violations(entry, probe, probes[probe][0], probes):
                failures += 1
                print(f"RULE FAILED {entry} {probe}: {'; '.join(problems)}")
    (out / "snapshots").mkdir()
    (out / "snapshots" / "rustc-version.txt").write_text(rustc_version + "\n")
    for entry, probes in all_probes.items():
        (out / "snapshots" / f"{entry}.s").write_text("".join(
            f"{p}:" + ("" if probes[p][1] == p else f" same code as {probes[p][1]}") + "\n"
            + "".join((line if line.endswith(":") else f"    {line}") + "\n" for line in probes[p][0]) + "\n"
            for p in measured[entry]))
    (out / "TABLE.md").write_text(table(all_probes, measured, rustc_version) + "\n")
    readme = (Path(__file__).resolve().parents[2] / "DEVELOPMENT.md").read_text()
    block = f"<!-- codegen summary: bash targets/codegen/check.sh --bless -->\n{summary(measured)}\n<!-- end of"
    (out / "DEVELOPMENT.md").write_text(re.sub(r"<!-- codegen summary:.*?\n<!-- end of", lambda _: block, readme,
                                          flags=re.S) if block[:20] in readme else readme + "\nNO SUMMARY MARKERS\n")
    return 1 if failures else 0

if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
