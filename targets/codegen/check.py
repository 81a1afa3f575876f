#!/usr/bin/env python3
"""check.sh's checker: python3 check.py OUT RUSTC_VERSION [--self-test] ENTRY... checks the rules on the probes
in OUT/asm/ENTRY.s (--self-test: first shows that broken code is rejected and the real code accepted) and
writes OUT/snapshots/ENTRY.s (each probe's normalized code), OUT/TABLE.md and OUT/SUMMARY.md for check.sh to diff.
Beside each ENTRY.s: ENTRY.o, its object, and ENTRY.json, cargo's JSON output, which lists the rlibs; their objects
give the size table its bytes. The bare-metal entries also have OUT/asm-s/ENTRY.{s,o,json} (opt-level "s"); the
bare-metal `+single_core` ones OUT/ir/ENTRY.ll, the LLVM IR, whose fences are their compiler barriers, and
OUT/ir/ENTRY.s, the code of that build (ir_build_violations)."""
import json
import re
import struct
import sys
from pathlib import Path

CELL = [f"{t}_{op}" for t in ("u64copy", "u64seq", "u64latch", "u64seqpair", "u64latchpair")
        for op in ("load", "try_load", "store")]
# Publication: `load_acquire` / `store_release`, on every type but U64Copy.
PUBLISH = [f"{t}_{op}" for t in ("u64seq", "u64latch", "u64seqpair", "u64latchpair")
           for op in ("load_acquire", "store_release")]
PROBES = CELL + PUBLISH + [f"{c}_u64_{op}" for c in ("core_atomic", "portable_atomic")
                 for op in ("load_relaxed", "store_relaxed", "load_acquire", "store_release")]
PROBES.append("u64copy_store_dmb_ishst_variant")
# load_with / try_load_with (f: one 32-bit load at offset 100 of a `Timer`, `F` below) and fetch_update.
WITH = [f"{t}_{op}" for t in ("u64seq", "u64latch", "u64seqpair", "u64latchpair") for op in ("load_with", "try_load_with")]
FETCH = [f"{t}_fetch_update" for t in ("u64copy", "u64seq", "u64latch", "u64seqpair", "u64latchpair")]
PROBES += WITH + FETCH
# Compiled controls of the rule on the sequence: the probe whose rule each must fail, and the rule's key.
# u64copy_store_dmb_ishst_variant (armv7 Linux): the kernel's `dmb ishst` for the Release fence, too weak (stores only).
SEQUENCE_CONTROLS = {"control_u64copy_store_copy_first": ("u64copy_store", "[sequence-order]"),
                     "u64copy_store_dmb_ishst_variant": ("u64copy_store", "[barrier-kind]")}
TYPES = {"u64copy": "`U64Copy`", "u64seq": "`U64Seq`", "u64latch": "`U64Latch`", "u64seqpair": "`U64SeqArray<2>`",
         "u64latchpair": "`U64LatchArray<2>`"}
PEERS = {"core_atomic_u64": "`AtomicU64` (core)", "portable_atomic_u64": "portable-atomic `AtomicU64`",
         "critical_section": "`critical_section::Mutex<Cell<u64>>`"}
SIZE = [f"size_{t}_{op}" for t in list(TYPES) + list(PEERS) for op in ("load", "store")]
LAYOUT = {t: f"LAYOUT_{t.upper()}" for t in TYPES}
LAYOUTS = {}  # entry -> type -> (size_of, align_of), as read from the build
PROBES_OF = {}  # entry -> its parsed probes
IR_OF = {}  # single-core entry -> its probes' LLVM IR (ir_code)
IR_ASM = {}  # single-core entry -> the code of the build that gave its IR (parsed)
CONTENDED = "load_contended"  # in the name of each type's out-of-line retry
WITH_CONTENDED = "load_with_contended"  # load_with's, one per type and result type
RETRY = ("split", "single_core")  # the backends whose load callers must call it
CONTROLS = {"control_u64copy_store_then_fence": "u64copy_store", "control_u64copy_load_then_call": "u64copy_load",
            "control_u64latch_load_then_fence": "u64latch_load",
            "control_u64latchpair_store_then_fence": "u64latchpair_store",
            "control_u64latch_load_with_f_after": "u64latch_load_with",
            "control_u64seq_load_with_two_attempts": "u64seq_load_with",
            "control_u64seq_fetch_update_by_load": "u64seq_fetch_update",
            "control_u64copy_load_then_acquire_fence": "u64copy_load"}
C = "(eq|ne|cs|hs|cc|lo|mi|pl|vs|vc|hi|ls|ge|lt|gt|le|al)"
ISA = {  # entry prefix -> comment, then instruction classes (regexes searched in an instruction)
    "x86_64|i.86": dict(comment="#", barrier=r"^[mls]fence\b", excl=r"(^|\s)(cmpxchg|xadd)", call=r"^call",
                        lock=r"^(lock|cli|sti|pushf|popf)\b|^xchg.*\(", ret=r"^ret", cond=r"^j(?!mp)", jump=r"^j"),
    "aarch64": dict(comment="//", barrier=r"^(dmb|dsb|isb)\b", lock=r"^(msr|mrs)\b.*daif", call=r"^(bl|blr|br)\b",
                    excl=r"^(ld[a]?x[rp]|st[l]?x[rp]|clrex|cas|swp|ldadd|ldclr|ldset|ldeor)", ret=r"^ret\b",
                    cond=r"^(b\.|cbn?z|tbn?z)", jump=r"^(b|b\.\w+|cbn?z|tbn?z)\s"),
    "arm|thumb": dict(comment="@", barrier=rf"^(dmb|dsb|isb){C}?\b", excl=r"^(ldrex|strex|ldaex|stlex|clrex)",
                      lock=r"^(cpsi[de]|mrs|msr)\b", call=rf"^blx?{C}?\s",
                      ret=rf"^bx{C}? lr$|^(pop|ldm)\S* .*\bpc\b|^mov\S* pc,",
                      cond=rf"^((b|bx|pop|ldm\w*|mov){C}|cbn?z)(\.[wn])?\s", jump=rf"^(b{C}?|cbn?z)(\.[wn])?\s"),
    "riscv": dict(comment="#", barrier=r"^fence\b", excl=r"^(lr\.|sc\.|amo)", lock=r"^csr|mstatus",
                  call=r"^(call|tail|jal|jalr)\b", ret=r"^(ret|jr ra)$",
                  cond=r"^b(eq|ne|lt|ge|gt|le)[zu]?\s", jump=r"^(j|tail|b(eq|ne|lt|ge|gt|le)[zu]?)\s"),
    # Power ISA (64-bit, ELFv2): registers are bare numbers, r1 the stack pointer; `bne- 7, .+4` (Acquire's
    # control dependency) branches to the next instruction, a local target.
    "powerpc": dict(comment="#", barrier=r"^(sync|hwsync|lwsync|isync|eieio|ptesync)\b", excl=r"^(l[bhwdq]arx|st[bhwdq]cx\.)",
                    lock=r"^(mtmsrd?|mfmsr|wrteei?)\b", call=r"^(bl|bctrl|bctr)\b",
                    ret=r"^(blr|b(eq|ne|lt|le|gt|ge|so|ns)lr[-+]?|bclr)(\s|$)",  # `bgelr 0`: a conditional return
                    cond=r"^(b(eq|ne|lt|le|gt|ge|so|ns|dnz|dz)(lr)?[-+]?|bc(lr)?)(\s|$)",
                    jump=r"^(b|b(eq|ne|lt|le|gt|ge|so|ns|dnz|dz)[-+]?|bc)\s", local=r"\.L|\.[-+]"),
    "loongarch": dict(comment="#", barrier=r"^(dbar|ibar)\b", excl=r"^(ll\.|sc\.|am[a-z_]*\.)", lock=r"^csr",
                      call=r"^(bl|jirl)\s", ret=r"^(ret|jr \$ra)$", cond=r"^b(eq|ne|lt|ge|ltu|geu|eqz|nez|ceqz|cnez)\s",
                      jump=r"^(b|b(eq|ne|lt|ge|ltu|geu|eqz|nez|ceqz|cnez))\s"),
    # WebAssembly text: structured control flow, whose branches name a depth, not a label.
    "wasm": dict(comment="#", barrier=r"^atomic\.fence\b", excl=r"\.atomic\.(rmw|wait|notify)|^memory\.atomic",
                 lock=r"(?!)", call=r"^call", ret=r"^(end_function|return)$", cond=r"^(br_if|br_table|if)\b",
                 jump=r"^(br|br_if|br_table)\s", local=r"\d+$"),
}
# The LLVM IR of a single-core build, as ir_code rewrites it (no entry is this family: `llvm-ir` is passed instead of
# the entry's): labels `%name:`, `br %name`, `brif %name` (then falls through to its `br`), `call NAME`, `ret`,
# `unreachable` (a dead end), the atomic accesses `load atomic i32 ROOT+OFFSET ORDERING` and fences.
IR = "llvm-ir"
ISA[IR] = dict(comment=";", barrier=r"^fence\b", excl=r"^(atomicrmw|cmpxchg)\b", lock=r"(?!)", call=r"^call\s",
               ret=r"^ret$", cond=r"^brif\s", jump=r"^(br|brif)\s", local=r"%", stop=r"^unreachable$")
# i686-unknown-uefi keeps a frame pointer where a function has locals on the stack (`movl %esp, %ebp`): there, and only
# there, `N(%ebp)` is the stack, and parse() marks it so in the code (FRAME); elsewhere %ebp is a register like others.
FRAME = " # frame pointer"
ISA = {"i686-unknown-uefi|x86-frame": ISA["x86_64|i.86"], **ISA}
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
PAIR_WIDE32 = {"u64seqpair_load": ([32, 32, 64, 64], []), "u64seqpair_store": ([32], [32, 32, 64, 64]),
               "u64seqpair_try_load": ([32, 32, 64, 64], None), "u64latchpair_load": ([32, 32, 64, 64], []),
               "u64latchpair_store": ([32], [32, 64, 64]), "u64latchpair_try_load": ([32, 32, 64, 64], None)}
# wasm32-unknown-unknown has no threads: LLVM lowers its atomics to plain accesses and its fences
# to nothing, then merges the latch's two sequence loads and drops the seqcount's odd store, which
# nothing can observe there.
PAIR_WASM = dict(PAIR_WIDE32, u64seqpair_store=([32], [32, 64, 64]), u64latchpair_load=([32, 64, 64], []),
                 u64latchpair_try_load=([32, 64, 64], None))

def kinds(entry):
    """The family, and the backend build.rs must have chosen, from the entry's name (never its code); `+single_core`
    on a native target keeps the native backend."""
    fam = next(f for f in ISA if re.match(f, entry))
    native = "wide64" if re.match("x86_64|aarch64|riscv64|powerpc64|loongarch64", entry) else \
        "wide32" if fam in ("x86_64|i.86", "wasm") else None  # not UEFI: soft-float, no `movq`
    return fam, ("split" if entry.endswith("+32bit") or not native and not entry.endswith("+single_core")
                 else "single_core" if not native else native)

def same_as(entry):
    """The default entry whose u64copy code a native `+single_core` entry must have, or None."""
    return entry.split("+")[0] if entry.endswith("+single_core") and kinds(entry)[1].startswith("wide") else None

def read_asm(path, entry):
    """An entry's assembly; a COFF one's (i686-unknown-uefi) in ELF's spelling: no `_` before a C name, local labels
    `.L`."""
    text = path.read_text()
    if "-uefi" in entry:
        text = re.sub(r"\bL(BB|tmp|func_end|CPI|JTI)(\w*)", r".L\1\2", text)
        text = re.sub(r"(?m)^_(\w+):", r"\1:", text)
        text = re.sub(r"(?m)^_(\w+)(\s*=\s*)_(\w+)\s*$", r"\1\2\3", text)  # an alias: `_a = _b`
        text = re.sub(r"(?m)^(\s+(?:calll|jmp)\s+)_(?!_)(\w+)", r"\1\2", text)
    return text

def unhashed(text):
    """`text` with the hashes in Rust symbol names normalized, which change with the crate's path: legacy `17h...E`,
    v0 (i686-unknown-uefi) crate disambiguators `Cs..._`."""
    return re.sub(r"_R\w+", lambda m: re.sub(r"Cs[0-9A-Za-z]+_", "CsHASH_", m[0]),
                  re.sub(r"17h[0-9a-f]{16}E", "17hHASHE", text))

def parse(text, fam):
    """Probe -> (code: instructions and renumbered local labels, the function LLVM merged it into); and, under the key
    None, ([], the names of every function defined)."""
    functions, aliases, current, result = {}, {}, None, {}
    for line in text.splitlines():
        if m := re.match(r"^(\w+)\s*=\s*(\w+)\s*$", line):
            aliases[m[1]] = m[2]
        elif m := re.match(r"^([A-Za-z_][\w.$]*):|^\.Lfunc_end\d+:", line):
            current = m[1] and functions.setdefault(m[1], [])
        elif current is not None:
            current.append(line)
    result[None] = ([], {unhashed(f) for f in functions})
    for probe in PROBES + list(CONTROLS) + list(SEQUENCE_CONTROLS) + SIZE + ["control_size_u64latch_load_inline_retry"]:
        name, labels = probe, {}
        while name in aliases:
            name = aliases[name]
        if name in functions:
            result[probe] = ([], name)
        frame = "frame" in fam and any(re.match(r"\s*movl\s+%esp, %ebp$", line) for line in functions.get(name, []))
        for line in functions.get(name, []):
            line = re.sub(r"\s+", " ", line.split(ISA[fam]["comment"])[0]).strip()
            line += FRAME if frame and "(%ebp)" in line else ""
            # not a directive; a label, but not powerpc64's at the function's (global) entry
            if line and (not line.startswith(".") or re.match(r"^\.L(?!func_(begin|gep)\d)[\w$]+:$", line)):
                line = re.sub(r"\.L[\w$]+", lambda m: labels.setdefault(m[0], f".L{len(labels) + 1}"), line)
                line = re.sub(r"\.[0-9a-f]{32}\.", ".HASH.", line)  # an anonymous constant's (a vtable's) crate hash
                result[probe][0].append(unhashed(line))
    return result

NAME = r'%(?:"[^"]*"|[\w.$-]+)'  # an LLVM IR local name

def ir_code(text):
    """Probe -> (its LLVM IR rewritten for the rules, the function LLVM merged it into (an alias)): per block its label
    `%name:`, then in order its atomic accesses (`load atomic i32 ROOT+OFFSET ORDERING`, ROOT the parameter the pointer
    derives from by constant `getelementptr`s, `cell` or `timer`, or `?`; a dynamic index, the latch's copy, adds
    nothing to OFFSET), fences, atomic read-modify-writes, calls (`call NAME`; LLVM's intrinsics dropped) and its
    terminator (`br %a`; `br i1 %c, label %a, label %b` as `brif %a` then `br %b`; a switch as a `brif` per case then
    `br` to the default; `ret`; `unreachable`); every other instruction dropped."""
    functions, aliases, current, result = {}, {}, None, {}
    for line in text.splitlines():
        line = re.sub(r'^((?:[^";]|"[^"]*")*);.*$', r"\1", line).rstrip()  # a comment
        if m := re.match(r'^@"?([^"\s]+)"? = .*\balias\b.*, ptr @"?([^"\s]+)"?$', line):
            aliases[m[1]] = m[2]
        elif m := re.match(r'^define .*?@"?([^"(]+)"?\((.*)\).*\{$', line):
            current = functions.setdefault(m[1], ([m.group(0)], []))[1]
        elif line == "}":
            current = None
        elif current is not None and line.strip():
            current.append(line.strip())
    for name, (head, lines) in functions.items():
        params = re.findall(rf"\bptr [^,]*?({NAME})(?:,|\)\s)", head[0])
        ptrs, code, switch = {p: (p[1:].strip('"'), 0) for p in params}, [], None
        for line in lines:
            if switch is not None or line.startswith("switch "):
                switch = (switch or "") + " " + line
                if "]" in line:
                    labels = re.findall(rf"label ({NAME})", switch)
                    code += [f"brif {label}" for label in labels[1:]] + [f"br {labels[0]}"]
                    switch = None
                continue
            if m := re.match(r'^("?[^":]+"?):$', line):
                code.append(f"%{m[1]}:")
            elif m := re.match(rf"^({NAME}) = getelementptr (?:inbounds |nuw |nusw )*(.+?), ptr ({NAME}), (.*)$", line):
                root, offset = ptrs.get(m[3], ("?", 0))
                index = m[4].split(", ")
                constant = re.fullmatch(r"i\d+ (-?\d+)", index[0])
                if m[2] == "i8" and constant and len(index) == 1:
                    offset = None if offset is None else offset + int(constant[1])
                elif constant or len(index) > 1:  # a constant index of a wider type, a field: not modelled
                    offset = None
                ptrs[m[1]] = (root, offset)  # a dynamic index: the copy the latch's sequence picks
            elif m := re.match(rf"^(?:{NAME} = )?(load|store) atomic (\w+),? (?:[^,]+, )?ptr ({NAME})"
                               r'(?: syncscope\("[^"]*"\))? (\w+)', line):
                root, offset = ptrs.get(m[3], ("?", 0))
                code.append(f"{m[1]} atomic {m[2]} {root}+{'?' if offset is None else offset} {m[4]}")
            elif m := re.match(r"^(fence .*)$", line):
                code.append(m[1])
            elif m := re.match(rf"^(?:{NAME} = )?((atomicrmw|cmpxchg) .*)$", line):
                code.append(m[1])
            elif m := re.match(rf'^(?:{NAME} = )?(?:tail |musttail |notail )?call .*?(@"?[^"(]+"?|{NAME})\(', line):
                if not m[1].startswith("@llvm."):
                    code.append(f"call {m[1].lstrip('@').strip(chr(34)) if m[1][0] == '@' else '(indirect)'}")
            elif m := re.match(rf"^br i1 \S+, label ({NAME}), label ({NAME})$", line):
                code += [f"brif {m[1]}", f"br {m[2]}"]
            elif m := re.match(rf"^br label ({NAME})$", line):
                code.append(f"br {m[1]}")
            elif line.startswith("ret"):
                code.append("ret")
            elif line == "unreachable":
                code.append("unreachable")
        functions[name] = code
    result[None] = ([], set(functions))
    for probe in PROBES:
        target = probe
        while target in aliases:
            target = aliases[target]
        if target in functions:
            result[probe] = (functions[target], target)
    return result

def ir_events(code):
    """The LLVM IR's events (ir_code) in order: `L32`/`S32` an atomic access of the cell, `F` f's load, a fence's
    ordering (`acquire`, `release`, ...)."""
    return [i.split()[-1] if kind(IR, i, "barrier") else "F" if is_f(IR, i) else
            f"{a[0][0].upper()}{a[1]}" for i in code if not i.endswith(":") and
            (kind(IR, i, "barrier") or (a := access(IR, i)))]

def ir_violations(entry, probe, ir):
    """The rule on the compiler barriers ([compiler-barrier]), on a single-core build's LLVM IR (ir_code), where they
    live (its code has none): each `load`, `try_load` and `store` of the five types, the rule on the sequence with the
    IR's fences as its barriers, each of the ordering its position needs (singlethread `acquire` or stronger at a
    read barrier, `release` or stronger at a write barrier); `load_with`/`try_load_with`: its attempt without f's
    load that rule as its type's `load`/`try_load`, and f's load once, just before the last fence; `fetch_update`:
    every path that stores, after the read (the accesses of the path on which f declines), that rule as its type's
    `store`."""
    code, t = ir[probe][0], probe.split("_")[0]
    if probe in SEQUENCE:
        return sequence_violations(entry, probe, code, IR)
    if probe in WITH:
        base = probe.replace("_with", "")
        bad = sequence_violations(entry, base, [i for i in code if not is_f(IR, i)], IR)
        got = ir_events([i for i in code if not i.endswith(":")] if "try" in probe else fast_path(IR, code))
        rest = [e for e in got if e != "F"]
        at = max([k for k, e in enumerate(rest) if not e[0] in "LS"], default=len(rest) - 1)
        want = rest[:at] + ["F"] + rest[at:]
        bad = [f"its attempt without f's load, as {base}: {v}" for v in bad]
        return bad + ([] if got == want else [f"[compiler-barrier] the LLVM IR's events {' '.join(got)}, expected "
                                              f"{' '.join(want)} (f's load once, before the attempt's last fence)"])
    if probe in FETCH:
        reads = len([e for e in ir_events(fast_path(IR, code)) if e[0] in "LS"])
        bad, stores = [], [p for p in all_paths(IR, code) if any(e[0] == "S" for e in ir_events(p))]
        for path in stores:
            accesses = [n for n, i in enumerate(path) if access(IR, i)]
            rest = path[accesses[reads] if len(accesses) > reads else len(path):]
            bad += [f"a storing path: {v}" for v in sequence_violations(entry, f"{t}_store", rest, IR)]
        return list(dict.fromkeys(bad)) if stores else ["[compiler-barrier] the LLVM IR has no path that stores"]
    return []

def ir_build_violations(entry, other, probes):
    """The LLVM IR comes from a build of its own (`--emit llvm-ir` keeps value names, which renames the anonymous
    constants in the code, `.Lvtable.N` for `.Lanon.HASH.N`): that build's code (`other`, parsed) must be the checked
    one's, probe by probe, but for those names, so that the IR checked is the code's."""
    same = lambda code: [re.sub(r"(\.L\d+)\.HASH(\.\d+)", r"\1\2", i) for i in code]
    return [f"{p}: the IR's build has other code than the checked build's" for p in PROBES if p in probes
            and (p not in other or same(probes[p][0]) != same(other[p][0]))]

def kind(fam, ins, cls):
    return re.search(ISA[fam][cls], ins.lower()) is not None

def operands(ins):
    return [a.strip() for a in re.split(r",(?![^\[(]*[\])])", ins.partition(" ")[2]) if a.strip()]

def target_of(fam, ins):
    return operands(ins)[-1] if kind(fam, ins, "jump") and operands(ins) else None

def is_call(fam, ins):
    """A call or tail call; not x86's `calll .L1` to the next instruction, which only reads its address (PIC)."""
    target, local = target_of(fam, ins), ISA[fam].get("local", r"\.L")
    return kind(fam, ins, "call") and not re.match(local, operands(ins)[-1] if operands(ins) else "") \
        or bool(target) and not re.match(local, target)

def callee(fam, ins):
    """The function a call or tail call names, or None."""
    args = operands(ins) if is_call(fam, ins) else []
    return re.sub(r"@\w+$", "", args[-1]) if args else None

def contended(fam, ins):
    """A call or branch to a load's (or load_with's) out-of-line retry."""
    return any(name in (callee(fam, ins) or "") for name in (CONTENDED, WITH_CONTENDED))

def access(fam, ins):
    """('load' | 'store', bits) if it accesses memory other than the stack or a literal pool."""
    m, args = ins.lower().split(" ")[0], operands(ins.lower())
    if "x86" in fam:
        mem = [i for i, a in enumerate(args) if "(" in a and not a.startswith("$") and not re.search(r"%[er]sp", a)]
        if ins.endswith(FRAME):
            return None
        if not mem or m.startswith(("push", "pop", "lea")):
            return None
        store = m.startswith(("fist", "fst")) if len(args) == 1 else mem[-1] == len(args) - 1
        wide = m in ("movsd", "movlps", "movlpd", "fildll", "fistpll") or m.endswith("q")
        return ("store" if store else "load", 64 if wide else 32)
    if fam == IR:  # `load atomic i32 cell+4 monotonic`: the atomic accesses alone (ir_code)
        op = re.match(r"^(load|store) atomic i(\d+) ", ins)
        return op and (op[1], int(op[2]))
    if fam == "wasm":  # `i64.load 0`, `i32.store 8`, `i64.load32_u 0`, `i64.atomic.load 0`
        op = re.match(r"^(i32|i64|f32|f64)(\.atomic)?\.(load|store)(\d*)", m)
        return op and (op[3], 0 if op[4] else int(op[1][1:]))
    if fam == "riscv":
        op = re.match(r"^(l|s)([bhwd])u?$", m)
        return op and "(sp)" not in ins and ("load" if op[1] == "l" else "store", {"w": 32, "d": 64}.get(op[2], 0))
    if fam == "powerpc":  # `ld 3, 0(4)`, `stw 5, 8(3)`, `ldx 3, 4, 5`; r1 the stack
        op = re.match(r"^(l(bz|hz|ha|wz|wa|d)|st(b|h|w|d))(u|x|ux|brx)?$", m)
        return op and not re.search(r"\(1\)$", ins) and ("load" if m[0] == "l" else "store",
                                                          {"w": 32, "d": 64}.get((op[2] or op[3])[0], 0))
    if fam == "loongarch":  # `ld.d $a0, $a0, 0`, `st.w $a1, $a0, 8`, `ldptr.d`, `ldx.w`
        op = re.match(r"^(ld|st)(ptr|x)?\.([bhwd])u?$", m)
        return op and "$sp" not in ins and ("load" if op[1] == "ld" else "store", {"w": 32, "d": 64}.get(op[3], 0))
    op = re.match(r"^(ld|st)", m)
    if not op or "[" not in ins or "[sp" in ins or kind(fam, ins, "excl"):
        return None
    word = re.match(rf"^(ldr|str|ldar|stlr|ldapr){C}?(\.[wn])?$", m) and (fam == "arm|thumb" or args[0].startswith("w"))
    return ("load" if op[1] == "ld" else "store", 32 if word else 0 if fam == "arm|thumb" else 64)

def wasm_branches(code):
    """WebAssembly's `br N` / `br_if N` made branches to a label: the end of the N-th enclosing block, the start of a
    loop."""
    opens, ends, at = [], {}, {}
    for n, ins in enumerate(code):
        if re.match(r"^(block|loop|if|try)\b", ins):
            opens.append(n)
        elif re.match(r"^end_(block|loop|if|try)$", ins):
            ends[opens.pop()] = n
    for n, ins in enumerate(code):
        if re.match(r"^(block|loop|if|try)\b", ins):
            opens.append(n)
        elif re.match(r"^end_(block|loop|if|try)$", ins):
            opens.pop()
        elif re.match(r"^br(_if)? \d+$", ins) and int(ins.split()[1]) < len(opens):
            start = opens[-1 - int(ins.split()[1])]
            at[n] = start + 1 if code[start].startswith("loop") else ends[start]
    names = {t: f"{9000 + k}" for k, t in enumerate(sorted(set(at.values())))}
    return [line for n, ins in enumerate(code) for line in ([f"{names[n]}:"] if n in names else [])
            + [f"{ins.split()[0]} {names[at[n]]}" if n in at else ins]]

def fast_path(fam, code, indices=False):
    """The shortest way from the entry to a return or tail call, through the branches, never into a load's retry
    (indices: the positions of its instructions in `code`, not wasm)."""
    labels, body, at, code = {}, [], [], wasm_branches(code) if fam == "wasm" else code
    for n, line in enumerate(code):
        (labels.__setitem__(line[:-1], len(body)) if line.endswith(":") else (body.append(line), at.append(n)))
    queue, seen = [(0, [])], {0}
    for i, path in queue:  # breadth first: the queue grows while it is walked
        ins, target = body[i], target_of(fam, body[i])
        if re.match(ISA[fam].get("stop", "(?!)"), ins):
            continue
        if contended(fam, ins):  # the way to the retry, not the fast path: not taken, or a dead end
            following, falls = [], kind(fam, ins, "cond")
        elif kind(fam, ins, "ret") or is_call(fam, ins) and target:
            return [at[k] for k in path + [i]] if indices else [body[k] for k in path + [i]]
        else:
            following = [labels[target]] if target in labels else []
            falls = kind(fam, ins, "cond") or not following
        for s in following + [i + 1] * falls:
            if s < len(body) and s not in seen:
                seen.add(s)
                queue.append((s, path + [i]))
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
             loads_in_code=[a[1] for a in (access(fam, i) for i in body) if a and a[0] == "load"],
             locks=count("lock"), calls=sum(is_call(fam, i) and not contended(fam, i) for i in body),
             straight=bool(body) and kind(fam, body[-1], "ret") and not any(jumps[:-1]))
    extra = ", ".join(f"{m[k]} {k.rstrip('s')}" for k in ("excl", "locks", "calls") if m[k])
    return dict(m, short=f"{m['path']}, {m['barriers']}" + (f" ({extra})" if extra else ""))  # SUMMARY.md's cell

def rules(entry, probe):
    """What the code of `probe` must measure on `entry`."""
    (fam, be), op = kinds(entry), probe.split("_", 1)[1]
    want = dict(excl=0, locks=0, calls=0)
    if be in ("split", "single_core"):  # x86: Acquire and Release fences emit no instruction
        n, (loads, stores) = 0 if "x86" in fam else BARRIERS[be][probe.split("_")[0]], ACCESSES[probe]
        want.update(barriers=n, loads=[32] * loads, **({} if stores is None else {"stores": [32] * stores}))
        return dict(want, **({"code_barriers": n} if probe.startswith("u64copy") or n == 0 else {}))
    if "pair" in probe:
        loads, stores = (PAIR_WASM if fam == "wasm" else PAIR_WIDE32)[probe]
        n = 0 if "x86" in fam or fam == "wasm" else 2
        return dict(want, barriers=n, sorted_loads=loads, **({} if stores is None else {"sorted_stores": stores}))
    if op == "try_load":
        return dict(want, code_barriers=0, loads=[64])
    return dict(want, code_barriers=0, **{op + "s": [64]}, **{"stores" if op == "load" else "loads": []},
                straight=True, **({"instr": 2} if be == "wide64" else {}))

def violations(entry, rules_of, code, probes):
    """What is wrong with `code` as the code of probe `rules_of` on `entry`."""
    if rules_of in WITH:
        return with_violations(entry, rules_of, code, probes)
    if rules_of in FETCH:
        return fetch_violations(entry, rules_of, code, probes)
    if rules_of in PUBLISH:
        return publish_violations(entry, rules_of, code, probes)
    m = measure(kinds(entry)[0], code, rules_of)
    bad = [f"{k} {m[k]}, expected {v}" for k, v in rules(entry, rules_of).items() if m[k] != v]
    op = rules_of.split("_", 1)[1]
    reference = f"core_atomic_u64_{op}_relaxed"  # the kernel's plain access: `AtomicU64` Relaxed
    if kinds(entry)[1].startswith("wide") and "try" not in rules_of and "pair" not in rules_of \
            and code != probes[reference][0]:
        bad.append(f"not the same instructions as {reference}")
    want = {"load": ["L64"], "try_load": ["L64"], "store": ["S64"]}.get(op)
    got = events(kinds(entry)[0], [i for i in code if not i.endswith(":")])
    if kinds(entry)[1].startswith("wide") and native_fences(kinds(entry)[0]) and "pair" not in rules_of and want \
            and got != want:
        bad.append(f"memory events {' '.join(got)}, expected {' '.join(want)} (one plain access, no barrier: "
                   "aarch64 `ldr`/`str`, not `ldar`/`stlr`)")
    if rules_of in SEQUENCE and has_sequence(entry, rules_of):
        bad += sequence_violations(entry, rules_of, code)
    return bad

def has_sequence(entry, probe):
    """Whether the rule on the sequence applies to `probe`'s code on `entry`: every probe of SEQUENCE on the split
    and single-core backends, the groups' on the native one but on wasm32 (no threads: LLVM merges and drops plain
    accesses there)."""
    (fam, be) = kinds(entry)
    return be in RETRY or "pair" in probe and fam != "wasm"

def publish_violations(entry, probe, code, probes):
    """load_acquire / store_release: on the native backend's single types the instructions of `AtomicU64` Acquire's
    load / Release's store, which (where an ordering is an instruction) are not Relaxed's; on the split backends and
    for the groups the very code of the type's `load` / `store` (their fences already publish)."""
    (fam, be), (t, op) = kinds(entry), probe.split("_", 1)
    plain = op.split("_")[0]
    if be.startswith("wide") and "pair" not in t:
        reference, relaxed = f"core_atomic_u64_{op}", f"core_atomic_u64_{plain}_relaxed"
        bad = [] if code == probes[reference][0] else [f"not the same instructions as {reference}"]
        if native_fences(fam) and code == probes[relaxed][0]:
            bad.append(f"the instructions of {relaxed}: no {'Acquire' if plain == 'load' else 'Release'}")
        return bad
    return [] if code == probes[f"{t}_{plain}"][0] else [f"not the same instructions as {t}_{plain}"]

def ordered(fam, code, probes, op):
    """`code` with its first 64-bit access (op: 'load' or 'store') made `AtomicU64` Acquire's / Release's: aarch64
    `ldar`/`stlr`; elsewhere the reference's instructions around its access (a fence, powerpc's `cmpd; bne-; isync`),
    or the reference's instruction in its place where that is not a plain access (loongarch64's `amswap_db.d`)."""
    if fam == "aarch64":
        n = next((n for n, i in enumerate(code) if access(fam, i) == (op, 64)), None)
        return code if n is None else code[:n] + [re.sub(r"^(ld|st)r ", r"\1" + ("ar " if op == "load" else "lr "),
                                                         code[n])] + code[n + 1:]
    ref = [i for i in probes[f"core_atomic_u64_{'load_acquire' if op == 'load' else 'store_release'}"][0]
           if not i.endswith(":") and not kind(fam, i, "ret")]
    n = next((n for n, i in enumerate(code) if access(fam, i) == (op, 64)), None)
    k = next((k for k, i in enumerate(ref) if access(fam, i) == (op, 64)), None)
    if n is None:
        return code
    if k is None:
        return code[:n] + ref + code[n + 1:]
    return code[:n] + ref[:k] + [code[n]] + ref[k + 1:] + code[n + 1:]

def is_f(fam, ins):
    """f's load in the load_with probes: the access at offset 100 (the `Timer`'s count; no cell access has it)."""
    return bool(access(fam, ins)) and re.search(r"(^|[\s,])100\(|#100\]|\.load\S* 100$|\$\w+, 100$|\s[\w?]+\+100\s",
                                                ins) is not None

def events(fam, code):
    """The memory events of `code`, in order: `B` a barrier, `F` f's load, `L`/`S` and the bits a load/store of the
    cell (aarch64: `a` an Acquire load, `r` a Release store)."""
    result = []
    for ins in (i for i in code if not i.endswith(":")):
        if kind(fam, ins, "barrier"):
            result.append("B")
        elif is_f(fam, ins):
            result.append("F")
        elif a := access(fam, ins):
            ordered = "a" if re.match(r"^(ldar|ldapr)", ins) else "r" if ins.startswith("stlr") else ""
            result.append(f"{a[0][0].upper()}{a[1]}{ordered}")
    return result

# The split engines' memory events in order, per probe: groups of accesses to the cell (`L`/`S` and the word: the
# value's or the copy's halves, the sequence `seq`, the words `w0`/`w1` of the seqcount or of the copy the latch's
# sequence picks, by their offset `.0`/`.4`), in any order within a group, and between them the barriers, each of the
# kind that its position needs: `acquire` (an Acquire fence, smp_rmb: earlier loads before later loads and stores) or
# `release` (a Release fence: earlier loads and stores before later stores). try_load: its loads and barriers (its
# stores write the result). x86 (TSO) and the single-core builds: the same groups in the same order, with no barrier
# instruction at all (a compiler barrier, or no instruction on x86, at each position).
SEQUENCE = {
    "u64copy_load": [("L", "copy.0 copy.4"), "acquire", ("L", "value.0 value.4")],
    "u64copy_store": [("S", "value.0 value.4"), "release", ("S", "copy.0 copy.4")],
    "u64seq_load": [("L", "seq"), "acquire", ("L", "w0.0 w0.4"), "acquire", ("L", "seq")],
    "u64seq_store": [("L", "seq"), ("S", "seq"), "release", ("S", "w0.0 w0.4"), "release", ("S", "seq")],
    "u64latch_load": [("L", "seq"), "acquire", ("L", "w0.0 w0.4"), "acquire", ("L", "seq")],
    "u64latch_store": [("L", "seq"), "release", ("S", "w0.0 w0.4"), "release", ("S", "seq")],
}
for _t in ("seq", "latch"):
    SEQUENCE[f"u64{_t}pair_load"] = [g if isinstance(g, str) or g[1] != "w0.0 w0.4" else ("L", "w0.0 w0.4 w1.0 w1.4")
                                     for g in SEQUENCE[f"u64{_t}_load"]]
    SEQUENCE[f"u64{_t}pair_store"] = [g if isinstance(g, str) or g[1] != "w0.0 w0.4" else ("S", "w0.0 w0.4 w1.0 w1.4")
                                      for g in SEQUENCE[f"u64{_t}_store"]]
for _t in ("u64copy", "u64seq", "u64latch", "u64seqpair", "u64latchpair"):
    SEQUENCE[f"{_t}_try_load"] = SEQUENCE[f"{_t}_load"]
# What a barrier position needs, as the (earlier, later) pairs of access kinds that it must order.
NEEDS = {"acquire": {("R", "R"), ("R", "W")}, "release": {("R", "W"), ("W", "W")}}
FULL = {(a, b) for a in "RW" for b in "RW"}

def barrier_orders(fam, ins):
    """The (earlier, later) pairs of access kinds that a barrier instruction orders, per ISA: arm and aarch64
    `dmb`/`dsb` with `sy`/`ish`/`osh`/`nsh` (or none) full, the `st` options stores before stores, the `ld` options
    loads before loads and stores, `isb` nothing; RISC-V `fence P, S` (bare: `iorw, iorw`; `fence.tso`: all but
    stores before loads); x86 `mfence` full, `lfence` loads, `sfence` stores; Power `sync`/`hwsync` full, `lwsync`
    all but stores before loads, `eieio` stores before stores, `isync` nothing (alone); LoongArch `dbar HINT`: 0 full,
    a hint's set bits drop the earlier reads (bit 3), earlier writes (bit 2), later reads (bit 1), later writes
    (bit 0), bit 4 (an ordering or a completion barrier) aside: `dbar 20` loads before loads and stores, `dbar 18`
    loads and stores before stores; `ibar` nothing; wasm `atomic.fence` full; LLVM IR `fence [syncscope(...)]
    ORDERING`: `acquire` as a read barrier, `release` as a write barrier, `acq_rel` and `seq_cst` full (C++'s)."""
    ins = ins.lower()
    if fam in ("arm|thumb", "aarch64"):
        m = re.match(rf"^(dmb|dsb){C if fam == 'arm|thumb' else ''}?(\.w)?(\s+#?(?P<option>\w+))?$", ins)
        if not m:
            return set()
        option = m["option"] or "sy"
        return {("W", "W")} if option.endswith("st") else NEEDS["acquire"] if option.endswith("ld") else FULL
    if fam == "riscv":
        if ins == "fence.tso":
            return FULL - {("W", "R")}
        m = re.match(r"^fence(\s+([iorw]+),\s*([iorw]+))?$", ins)
        if not m:
            return set()
        pred, succ = (m[2], m[3]) if m[1] else ("rw", "rw")
        return {(a.upper(), b.upper()) for a in pred if a in "rw" for b in succ if b in "rw"}
    if "x86" in fam:
        return {"mfence": FULL, "lfence": {("R", "R")}, "sfence": {("W", "W")}}.get(ins.split(" ")[0], FULL)
    if fam == "powerpc":
        return {"sync": FULL, "hwsync": FULL, "ptesync": FULL, "lwsync": FULL - {("W", "R")},
                "eieio": {("W", "W")}}.get(ins.split(" ")[0], set())
    if fam == "loongarch":
        m = re.match(r"^dbar\s+(0x[0-9a-f]+|\d+)$", ins)
        if not m or int(m[1], 0) > 0x1F:  # ibar; 0x700, loads of one address
            return set()
        hint = int(m[1], 0)  # bit 4, completion (0) or ordering (1): both order what bits 3..0 keep
        return {(a, b) for a, bit_a in (("R", 8), ("W", 4)) for b, bit_b in (("R", 2), ("W", 1))
                if not hint & bit_a and not hint & bit_b}
    if fam == "wasm":
        return FULL if ins.startswith("atomic.fence") else set()
    if fam == IR:
        order = ins.split()[-1]
        return NEEDS.get(order, FULL if order in ("acq_rel", "seq_cst") else set())
    return FULL

def cell_word(probe, offset):
    """The word of the cell, and the half, that an access at `offset` touches: `U64Copy` the value at 0 and the copy
    at 8; the seqcount and the latch their sequence at 0 and the words from 4 (the latch's from the copy its sequence
    picks, at 4 from an address it computes)."""
    t = probe.split("_")[0]
    if t == "u64copy":
        return {0: "value.0", 4: "value.4", 8: "copy.0", 12: "copy.4"}.get(offset, f"+{offset}")
    return {0: "seq", 4: "w0.0", 8: "w0.4", 12: "w1.0", 16: "w1.4"}.get(offset, f"+{offset}")

def offset_of(fam, ins):
    """The constant offset of a memory operand: arm and aarch64 `[r0, #8]`, RISC-V `8(a0)`, x86 `8(%ecx)` /
    `4(%ecx,%edx,8)`, Power `8(3)`, LoongArch `$a0, 8`, the LLVM IR's `cell+8` (ir_code)."""
    m = re.search(r"\[\w+(?:,\s*#(-?\d+))?\]", ins) if fam in ("arm|thumb", "aarch64") else \
        re.search(r"\$\w+, (-?\d+)$", ins) if fam == "loongarch" else re.search(r"\w\+(\d+)\b", ins) \
        if fam == IR else re.search(r"(-?\d*)\(%?\w+", ins)
    return int(m[1] or 0) if m else None

def cell_events(entry, probe, code, indices=False, fam=None):
    """The probe's events in order: ('B', instruction) or (op 'L'/'S', word); with indices: (event, index in code).
    fam "llvm-ir": of the probe's LLVM IR (ir_code), whose accesses are the cell's atomic ones. On the native backend
    (a group's) a 32-bit access is the sequence (at 0), a 64-bit one a word, `w0` and `w1` by its offset's rank among
    the 64-bit ones (the latch's from an address it computes, the copy that its sequence picks)."""
    fam, be = fam or kinds(entry)[0], kinds(entry)[1]
    body = [n for n, i in enumerate(code) if not i.endswith(":")]
    where = body if "try_load" in probe else fast_path(fam, code, indices=True)
    found, native = [], be.startswith("wide") and fam != IR
    words = sorted({offset_of(fam, code[n]) for n in where if (access(fam, code[n]) or ("", 0))[1] == 64},
                   key=lambda o: (o is None, o or 0))
    for n in where:
        ins = code[n]
        if kind(fam, ins, "barrier"):
            found.append((("B", ins), n))
        elif (a := access(fam, ins)) and not ("try_load" in probe and a[0] == "store"):
            offset = offset_of(fam, ins)
            word = cell_word(probe, offset) if not native else f"w{words.index(offset)}" if a[1] == 64 else \
                "seq" if a[1] == 32 and offset == 0 else f"+{offset}"
            found.append(((a[0][0].upper(), word), n))
    return found if indices else [e for e, _ in found]

def sequence_layout(entry, probe, fam=None):
    """The expected groups of `probe` on `entry`: barrier positions are barrier groups only where a barrier is an
    instruction (not x86, not wasm32 without threads, not the single-core builds' code) or, fam "llvm-ir", a fence
    of the LLVM IR (the single-core builds' compiler fences); on the native backend a group's words are `w0`, `w1`."""
    be, fam = kinds(entry)[1], fam or kinds(entry)[0]
    native = be.startswith("wide") and fam != IR
    instructions = fam == IR or be == "split" and "x86" not in fam or native and native_fences(fam)
    return [g if isinstance(g, str) and instructions else None if isinstance(g, str) else
            (g[0], list(dict.fromkeys(re.sub(r"\.[04]\b", "", g[1]).split())) if native else g[1].split())
            for g in SEQUENCE[probe]]

def show(groups):
    return " ".join(g if isinstance(g, str) else "(" + " ".join(f"{g[0]} {w}" for w in g[1]) + ")"
                    for g in groups if g is not None)

def sequence_violations(entry, probe, code, fam=None):
    """The rule on the sequence (split engines, the native groups): the accesses in the order of SEQUENCE's groups,
    each group's words exactly ([sequence-order]); a barrier instruction exactly at each barrier position and nowhere
    else ([barrier-position]); each of the kind its position needs ([barrier-kind]). fam "llvm-ir": the same rule on
    the LLVM IR of a single-core build (ir_code), its fences the barriers, every failure keyed [compiler-barrier]."""
    bad = sequence_problems(entry, probe, code, fam or kinds(entry)[0])
    key = r"^\[(sequence-order|barrier-position|barrier-kind)\] (barriers )?"
    return bad if fam != IR else [re.sub(key, lambda m: "[compiler-barrier] the LLVM IR's " + "fences " * bool(m[2]), p)
                                  for p in bad]

def sequence_problems(entry, probe, code, fam):
    groups = sequence_layout(entry, probe, fam)
    got = cell_events(entry, probe, code, fam=fam)
    accesses, want_at, at, n = [e for e in got if e[0] != "B"], [], [], 0
    bad, k = [], 0
    for g in groups:
        if g is None:
            continue
        if isinstance(g, str):
            want_at.append((n, g))
            continue
        part = accesses[k:k + len(g[1])]
        if sorted(part) != sorted((g[0], w) for w in g[1]):
            bad.append(f"[sequence-order] accesses {' '.join(' '.join(e) for e in accesses)}, expected {show(groups)}")
            return bad
        k, n = k + len(g[1]), n + len(g[1])
    if k != len(accesses):
        return [f"[sequence-order] accesses {' '.join(' '.join(e) for e in accesses)}, expected {show(groups)}"]
    count = 0
    for e in got:
        (at.append((count, e[1])) if e[0] == "B" else None)
        count += e[0] != "B"
    if [p for p, _ in at] != [p for p, _ in want_at]:
        where = lambda ps: ", ".join(f"after access {p}" for p in ps) or "none"
        return [f"[barrier-position] barriers {where([p for p, _ in at])}"
                + (f" (`{'`, `'.join(i for _, i in at)}`)" if at else "")
                + f", expected {where([p for p, _ in want_at])}: {show(groups)}"]
    for (p, ins), (_, need) in zip(at, want_at):
        if not NEEDS[need] <= barrier_orders(fam, ins):
            missing = ", ".join(f"{a}->{b}" for a, b in sorted(NEEDS[need] - barrier_orders(fam, ins)))
            bad.append(f"[barrier-kind] `{ins}` after access {p} does not order {missing}: too weak for its "
                       f"{need} position")
    return bad

# Each family's Acquire fence where it is another instruction than its Release fence (not arm, Power: `dmb ish`/`sy`,
# `lwsync` for both), for the edit that gives a store's first barrier the Acquire fence's instruction.
ACQUIRE_FENCE = {"aarch64": "dmb ishld", "loongarch": "dbar 20", "riscv": "fence r, rw",
                 "llvm-ir": 'fence syncscope("singlethread") acquire'}

def sequence_edits(entry, probe, code, fam=None):
    """Edits of a probe under the rule on the sequence, each with the rule key that must reject it: its first barrier
    moved past the next access, the two access groups around its first barrier position swapped (`U64Copy::store`
    writing the copy before the value), its first barrier weakened (arm `dmb ish`/`sy` to `ishst`/`st`, aarch64's to
    `dmb ishst`, RISC-V's to `fence w, w`, LoongArch's to `dbar 26` (stores before stores), Power's `lwsync` to
    `eieio`; an IR fence given the other ordering), a store's first barrier made the Acquire fence's instruction
    (ACQUIRE_FENCE, where that is too weak: aarch64 `dmb ishld`, LoongArch `dbar 20`, RISC-V `fence r, rw`, IR
    `acquire`). Barrier edits: only where a barrier is an instruction (or an IR fence). fam "llvm-ir": edits of the
    probe's LLVM IR (ir_code), also with its first fence and with every fence deleted, every key [compiler-barrier]."""
    if fam != IR:
        return edits_of(entry, probe, code, fam or kinds(entry)[0])
    fences = [n for n, i in enumerate(code) if i.startswith("fence")]
    deleted = [("its first fence deleted", "", [i for n, i in enumerate(code) if n != fences[0]]),
               ("every fence deleted", "", [i for n, i in enumerate(code) if n not in fences])] if fences else []
    return [(f"LLVM IR with {w}", "[compiler-barrier]", c) for w, _, c in edits_of(entry, probe, code, fam) + deleted]

def weakened(fam, ins):
    """A barrier made too weak for either position, or None: arm `dmb ish`/`sy` to `ishst`/`st`, aarch64's to
    `dmb ishst`, RISC-V's to `fence w, w`, LoongArch's to `dbar 26`, Power's to `eieio` (stores before stores); an IR
    fence given the other ordering."""
    if fam in ("arm|thumb", "aarch64"):
        return re.sub(r"^((dmb|dsb)\S*)\s.*$", lambda m: m[1] + (" st" if fam == "arm|thumb" and "sy" in ins
                                                                else " ishst"), ins)
    if fam == IR:
        return re.sub(r"(acquire|release)$", lambda m: "release" if m[1] == "acquire" else "acquire", ins)
    return {"riscv": "fence w, w", "loongarch": "dbar 26", "powerpc": "eieio"}.get(fam)

def edits_of(entry, probe, code, fam):
    groups = sequence_layout(entry, probe, fam)
    found, result = cell_events(entry, probe, code, indices=True, fam=fam), []
    barriers = [n for e, n in found if e[0] == "B"]
    if barriers:
        b = barriers[0]
        a = next(n for e, n in found if e[0] != "B" and n > b)
        result.append((f"its barrier `{code[b]}` moved after `{code[a]}`", "[barrier-position]",
                       code[:b] + code[b + 1:a + 1] + [code[b]] + code[a + 1:]))
        weak = weakened(fam, code[b])
        if weak and weak != code[b]:
            result.append((f"its barrier `{code[b]}` weakened to `{weak}`", "[barrier-kind]",
                           code[:b] + [weak] + code[b + 1:]))
        acquire = ACQUIRE_FENCE.get(fam)
        if "release" in groups and acquire not in (None, weak, code[b]) \
                and not NEEDS["release"] <= barrier_orders(fam, acquire):
            result.append((f"its first barrier `{code[b]}` made the Acquire fence's `{acquire}`", "[barrier-kind]",
                           code[:b] + [acquire] + code[b + 1:]))
    first = next(k for k, g in enumerate(groups) if isinstance(g, str) or g is None and k > 0)
    sizes = [len(g[1]) for g in groups if isinstance(g, tuple)]
    before = sum(1 for g in groups[:first] if isinstance(g, tuple))  # access groups before the first barrier
    spans, k = [], 0
    accesses = [n for e, n in found if e[0] != "B"]
    for size in sizes:
        spans.append(accesses[k:k + size])
        k += size
    one, two = spans[before - 1], spans[before]
    swapped = []
    for n, line in enumerate(code):
        if n == one[0]:
            swapped += [code[i] for i in two]
        if n not in one and n not in two:
            swapped.append(line)
        if n == two[-1]:
            swapped += [code[i] for i in one]
    result.append(("its accesses around the first barrier position swapped ("
                   + " ".join(code[i] for i in two) + " first)", "[sequence-order]", swapped))
    return result

def all_paths(fam, code, most=64):
    """Every path from the entry to a return or tail call that enters no block twice (at most `most`)."""
    labels, body, found = {}, [], []
    for line in wasm_branches(code) if fam == "wasm" else code:
        (labels.__setitem__(line[:-1], len(body)) if line.endswith(":") else body.append(line))
    stack = [(0, [], frozenset())]
    while stack and len(found) < most:
        i, path, seen = stack.pop()
        if i >= len(body) or i in seen:
            continue
        ins, target = body[i], target_of(fam, body[i])
        path, seen = path + [ins], seen | {i}
        if re.match(ISA[fam].get("stop", "(?!)"), ins):
            continue
        if kind(fam, ins, "ret") or is_call(fam, ins) and target:
            found.append(path)
            if not kind(fam, ins, "cond"):
                continue
        following = [labels[target]] if target in labels else []
        stack += [(s, path, seen) for s in following + [i + 1] * (kind(fam, ins, "cond") or not following)]
    return found

def native_fences(fam):
    """Whether an Acquire or Release fence is an instruction on a native entry (aarch64; not x86, not wasm32 without
    threads)."""
    return "x86" not in fam and fam != "wasm"

def with_violations(entry, probe, code, probes):
    """load_with / try_load_with: on the fast path (in the code for try_load_with) the memory events of the type's
    load (try_load) with f's one load inserted before its last barrier, or where no barrier is an instruction before
    its last load (the sequence's second load); on the native backend's single types: the Acquire load, f's load, the
    fence, the load. Split backends: load_with's retry out of line, one `load_with_contended`, one attempt inline."""
    (fam, be), t = kinds(entry), probe.split("_")[0]
    m, base = measure(fam, code, probe), probe.replace("_with", "")
    where = (lambda c: [e for e in events(fam, [i for i in c if not i.endswith(":")]) if e[0] != "S"]) \
        if "try" in probe else (lambda c: events(fam, fast_path(fam, c)))  # try: not its result's stores (sret)
    got = where(code)
    bad = [f"{k} {m[k]}, expected 0" for k in ("excl", "locks", "calls") if m[k]]
    if fam == "wasm":  # no threads: LLVM merges and moves the plain accesses; f's load is there, once
        return bad + [f"{k} {v}, expected {w}" for k, v, w in (("barriers", m["barriers"], 0),
                                                                ("loads of f", got.count("F"), 1)) if v != w]
    if be.startswith("wide") and "pair" not in t:
        load = lambda order: events(fam, fast_path(fam, probes[f"core_atomic_u64_load_{order}"][0]))
        want = load("acquire") + ["F"] + ["B"] * native_fences(fam) + load("relaxed")
    else:
        ref = where(probes[base][0])
        at = len(ref) - 1 - (ref[-2:-1] == ["B"])
        want = ref[:at] + ["F"] + ref[at:]
    if got != want:
        bad.append(f"memory events {' '.join(got)}, expected {' '.join(want)}")
    # Each barrier of the attempt a read barrier (the native single types: the fence after f's load; before it, the
    # Acquire load's own, e.g. Power's `isync`).
    path = [i for i in code if not i.endswith(":")] if "try" in probe else fast_path(fam, code)
    after = next((n for n, i in enumerate(path) if is_f(fam, i)), 0) if be.startswith("wide") and "pair" not in t \
        else 0
    for ins in (i for i in path[after:] if kind(fam, i, "barrier")):
        if not NEEDS["acquire"] <= barrier_orders(fam, ins):
            missing = ", ".join(f"{a}->{b}" for a, b in sorted(NEEDS["acquire"] - barrier_orders(fam, ins)))
            bad.append(f"[barrier-kind] `{ins}` does not order {missing}: too weak for a read barrier")
    if be in RETRY and "try" not in probe:
        bad += retry_violations(entry, t, code, WITH_CONTENDED)
    return bad

def fetch_violations(entry, probe, code, probes):
    """fetch_update: the path on which f declines (the fast path) only reads, with no barrier and no store: the
    writer's read (the native single types: `AtomicU64` Relaxed's load); every path that stores: that read, then the
    memory events of the type's `store`; no retry."""
    (fam, be), t = kinds(entry), probe.split("_")[0]
    m, read = measure(fam, code, probe), events(fam, fast_path(fam, code))
    bad = [f"{k} {m[k]}, expected 0" for k in ("excl", "locks", "calls") if m[k]]
    bad += [f"a retry: `{callee(fam, i)}`" for i in code if contended(fam, i)]
    if be.startswith("wide") and "pair" not in t:
        want = events(fam, fast_path(fam, probes["core_atomic_u64_load_relaxed"][0]))
    else:
        want = {"u64copy": ["L32"] * 2, "u64seq": ["L32"] * 2, "u64latch": ["L32"] * 3, "u64seqpair": ["L32"] * 4,
                "u64latchpair": ["L32"] * 5} if not be.startswith("wide") else \
            {"u64seqpair": ["L64"] * 2, "u64latchpair": ["L32", "L64", "L64"]}
        want = want[t]
    if fam == "wasm" and sorted(read) != sorted(want) or fam != "wasm" and read != want:
        bad.append(f"the read (the path on which f declines) {' '.join(read) or 'nothing'}, expected "
                   + " ".join(want))
    store = events(fam, fast_path(fam, probes[f"{t}_store"][0]))
    stores = [events(fam, p) for p in all_paths(fam, code) if any(e.startswith("S") for e in events(fam, p))]
    bad += [] if stores else ["no path stores"]
    for got in stores:
        if fam == "wasm" and sorted(got) != sorted(read + store) or fam != "wasm" and got != read + store:
            bad.append(f"a storing path {' '.join(got)}, expected the read, then {t}_store's {' '.join(store)}")
    # and its barriers the store's instructions (whose kinds its own rule checks)
    fences = lambda p: [i for i in p if kind(fam, i, "barrier")]
    want = fences(fast_path(fam, probes[f"{t}_store"][0]))
    for got in {tuple(fences(p)) for p in all_paths(fam, code) if any(e.startswith("S") for e in events(fam, p))}:
        if list(got) != want:
            bad.append(f"[barrier-kind] a storing path's barriers `{'`, `'.join(got)}`, expected {t}_store's "
                       f"`{'`, `'.join(want)}`")
    return bad

def retry_violations(entry, t, code, retry=CONTENDED):
    """What is wrong with `code` as a caller of `t`'s load on a split backend: more than one attempt inline (more
    barriers or 32-bit loads than one attempt has), a loop through a barrier, or no call to one out-of-line
    `load_contended`."""
    fam, be = kinds(entry)
    barriers, loads = 0 if "x86" in fam else BARRIERS[be][t], ACCESSES[f"{t}_load"][0] + (retry == WITH_CONTENDED)
    m, labels, body = measure(fam, code, f"{t}_load"), {}, []
    for line in code:
        (labels.__setitem__(line[:-1], len(body)) if line.endswith(":") else body.append(line))
    retries = {callee(fam, i) for i in body if contended(fam, i) and retry in callee(fam, i)}
    others = {callee(fam, i) for i in body if contended(fam, i)} - retries
    following = lambda n: [] if n >= len(body) else [n + 1] * kind(fam, body[n], "cond") if kind(fam, body[n], "ret") \
        else ([labels[target_of(fam, body[n])]] if target_of(fam, body[n]) in labels else []) \
        + [n + 1] * (kind(fam, body[n], "cond") or not target_of(fam, body[n]))
    def cycles(n):  # whether instruction n is on a loop
        seen, queue = set(), following(n)
        for k in queue:
            if k not in seen:
                seen.add(k)
                queue += following(k)
        return n in seen
    loops = [i for n, i in enumerate(body) if kind(fam, i, "barrier") and cycles(n)]
    return [f"{what} ({has}, one attempt: {most})" for what, has, most in (
                ("retry inline: more barriers than one attempt", m["code_barriers"], barriers),
                ("retry inline: more 32-bit loads than one attempt", len([b for b in m["loads_in_code"] if b == 32]),
                 loads)) if has > most] \
        + [f"a loop in the caller through `{i}`" for i in loops[:1]] \
        + ([] if len(retries) == 1 else [f"{len(retries)} out-of-line `{retry}` called, expected 1"]) \
        + [f"`{o}` called, not `{retry}`" for o in sorted(others)]

def callers(t, opt, sized):
    """The probes that call `t`'s load: its probe (opt-level 3) and, on the bare-metal entries, its size probe (the
    others reach a static through the GOT, one more load)."""
    return [f"{t}_load"] * (opt == "3") + [f"size_{t}_load"] * sized

def retries_of(entry, opt, probes, sized):
    """Type -> the out-of-line retry that its load callers call, if one; and what is wrong with the callers."""
    fam, found, bad = kinds(entry)[0], {}, []
    for t in TYPES:
        callers_ = callers(t, opt, sized)
        names = {callee(fam, i) for p in callers_ for i in probes[p][0] if contended(fam, i)}
        found[t] = next(iter(names)) if len(names) == 1 else None
        if len(names) > 1:
            bad.append(f"{t}: its load callers call {len(names)} different `{CONTENDED}`: {sorted(names)}")
    return found, bad

def archive(data):
    """The members of an ar archive (an rlib): name -> bytes."""
    members, names, pos = {}, b"", 8
    while data.startswith(b"!<arch>\n") and pos + 60 <= len(data):
        name, size = data[pos:pos + 16].decode().strip(), int(data[pos + 48:pos + 58])
        body, pos = data[pos + 60:pos + 60 + size], pos + 60 + size + size % 2
        if name == "//":
            names = body
        elif name.startswith("#1/"):  # BSD: the name before the body
            name, body = body[:int(name[3:])].decode().rstrip("\0"), body[int(name[3:]):]
        elif re.match(r"^/\d+$", name):  # GNU: an offset in the names member
            name = re.split(rb"/?\n|\0", names[int(name[1:]):])[0].decode()  # GNU: `NAME/\n`; COFF: `NAME\0`
        members[name.rstrip("/")] = body
    return members

def functions_of(obj):
    """Function name (hash normalized) -> (bytes, instructions) in a 32-bit little-endian ELF object (Thumb or
    RISC-V): st_size, literal pools included; instructions decoded by length, outside the `$d` data ranges."""
    if obj[:2] == b"\x4c\x01":  # a COFF object (i386: i686-unknown-uefi): only the names of its functions
        (symtab, count), result, n = struct.unpack_from("<II", obj, 8), {}, 0
        while n < count:
            name, _, section, typ, _, aux = struct.unpack_from("<8sIhHBB", obj, symtab + 18 * n)
            if name[:4] == b"\0\0\0\0":
                at = symtab + 18 * count + struct.unpack_from("<I", name, 4)[0]
                name = obj[at:obj.index(b"\0", at)]
            if section > 0 and typ == 0x20:
                result[unhashed(name.rstrip(b"\0").decode())] = (0, 0)
            n += 1 + aux
        return result
    if obj[:6] != b"\x7fELF\x01\x01":
        return {}
    (shoff,), machine, (shentsize, shnum) = struct.unpack_from("<I", obj, 0x20), obj[0x12], \
        struct.unpack_from("<HH", obj, 0x2E)
    sections = [struct.unpack_from("<10I", obj, shoff + i * shentsize) for i in range(shnum)]
    symbols = []
    for _, kind_, _, _, offset, size, link, _, _, _ in sections:
        if kind_ == 2:  # SHT_SYMTAB
            strtab = sections[link][4]
            for at in range(offset, offset + size, 16):
                name, value, length, info, _, shndx = struct.unpack_from("<IIIBBH", obj, at)
                symbols.append((obj[strtab + name:obj.index(b"\0", strtab + name)].decode(), value, length,
                                info & 15, shndx))
    result = {}
    for name, value, length, typ, shndx in symbols:
        if typ != 2 or not 0 < shndx < len(sections):  # STT_FUNC, defined
            continue
        start, text = value & ~1, obj[sections[shndx][4]:]
        marks = sorted((v & ~1, n[1]) for n, v, _, _, x in symbols if x == shndx and re.match(r"^\$[atdx](\.|$)", n))
        at, count = start, 0
        while at < start + length:
            if [m for v, m in marks if v <= at][-1:] == ["d"]:  # data: skip to the next mapping symbol
                at = min([v for v, _ in marks if v > at] + [start + length])
                continue
            half = struct.unpack_from("<H", text, at)[0]
            at += 4 if (half & 3 == 3 if machine == 243 else half & 0xF800 in (0xE800, 0xF000, 0xF800)) else 2
            count += 1
        result[unhashed(name)] = (length, count)
    return result

def objects(build, triple):
    """Every function of a build: its object (BUILD.o) and its dependencies' rlibs, which cargo's JSON output
    (BUILD.json) lists; name -> [(bytes, instructions)...]."""
    result = {}
    for line in build.with_suffix(".json").read_text().splitlines():
        message = json.loads(line)
        if message.get("target", {}).get("name") != "u64copy_codegen":  # its rlib: the last opt-level's
            for rlib in (f for f in message.get("filenames", [])
                         if f.endswith(".rlib") and f"/{triple}/release/deps/" in f):
                for member in archive(Path(rlib).read_bytes()).values():
                    for name, measured in functions_of(member).items():
                        result.setdefault(name, []).append(measured)
    for name, measured in functions_of(build.with_suffix(".o").read_bytes()).items():
        result.setdefault(name, []).append(measured)
    return result

def layout(text):
    """Type -> (size_of, align_of), from the data of its LAYOUT_ static: `.ascii`/`.asciz` strings, `.byte`,
    `.short`, `.long`, `.quad`, `.zero`."""
    escapes, result = {"b": 8, "t": 9, "n": 10, "f": 12, "r": 13, '"': 34, "\\": 92}, {}
    for t, name in LAYOUT.items():
        data = b""
        for line in re.search(rf"^{name}:\n((?:[ \t]+\..*\n)+)", text, re.M)[1].splitlines():
            directive, _, arg = line.strip().partition("\t" if "\t" in line.strip() else " ")
            if directive in (".ascii", ".asciz"):
                string = re.sub(r'\\([0-7]{1,3}|x[0-9a-fA-F]+|.)', lambda m: chr(
                    int(m[1], 8) if m[1][0] in "01234567" else int(m[1][1:], 16) if m[1][0] == "x"
                    else escapes.get(m[1], ord(m[1]))), arg.strip()[1:-1])
                data += string.encode("latin-1") + b"\0" * (directive == ".asciz")
            elif widths := {".byte": 1, ".int8": 1, ".short": 2, ".hword": 2, ".2byte": 2, ".int16": 2, ".long": 4,
                            ".word": 4, ".4byte": 4, ".int32": 4, ".quad": 8, ".8byte": 8, ".int64": 8}.get(directive):
                data += b"".join(int(v, 0).to_bytes(widths, "little") for v in arg.split(","))
            elif directive in (".zero", ".space"):
                data += b"\0" * int(arg)
        result[t] = struct.unpack_from("<II", data)
    return result

def same_violations(entry, probe, code, all_probes):
    """A native target's `+single_core` entry: its u64copy code must be the default entry's."""
    default = all_probes[same_as(entry)][probe][0]
    return [] if code == default else [f"not the same code as {same_as(entry)}'s ({len(code)} lines, "
                                       f"{len(default)} there; first difference: "
                                       + next((f"`{a}` for `{b}`" for a, b in zip(code, default) if a != b), "length")
                                       + ")"]

def broken(entry, code, probe):
    """Edited copies of real code, each with what was done to it."""
    (fam, be), result = kinds(entry), []
    be = "pair" if "pair" in probe else be  # a pair has fences and accesses to remove on every backend
    x86 = ["mfence", "lock orl $0, (%esp)", "cmpxchg8b (%esi)", "calll foo", "cli"]
    for i in {"x86_64|i.86": x86, "i686-unknown-uefi|x86-frame": x86,
              "aarch64": ["dmb ish", "ldaxr x0, [x0]", "stlxr w1, x0, [x2]", "bl foo", "msr daifset, #2"],
              "arm|thumb": ["dmb sy", "ldrexd r0, r1, [r0]", "strex r1, r2, [r0]", "cpsid i", "bl foo"],
              "riscv": ["fence rw, rw", "lr.w a0, (a0)", "amoswap.w a0, a1, (a0)", "csrrci a0, mstatus, 8",
                        "call foo"],
              "powerpc": ["lwsync", "isync", "ldarx 3, 0, 3", "stdcx. 4, 0, 3", "bl foo", "mtmsrd 0, 1"],
              "loongarch": ["dbar 20", "ll.d $a0, $a0, 0", "amswap_db.d $zero, $a1, $a0", "bl foo",
                            "csrxchg $a0, $a1, 0"],
              "wasm": ["atomic.fence", "i64.atomic.rmw.cmpxchg 0", "call foo"]}[fam] + (["nop"] if be.startswith("wide") else []):
        result.append((f"`{i}` inserted", [i] + code))
    # `isb` is aarch64's spin-loop hint (loongarch64's `ibar 0`), in the retry loop: off the fast path, so not a barrier to delete.
    barrier = lambda i: kind(fam, i, "barrier") and not i.startswith(("isb", "ibar"))
    for what, test in (("barrier", barrier), ("access", lambda i: access(fam, i))):
        if not be.startswith("wide") and (n := next((n for n, i in enumerate(code) if test(i)), -1)) >= 0:
            result.append((f"first {what} `{code[n]}` deleted", code[:n] + code[n + 1:]))
    return result

def control_not_applicable(entry, control, probes):
    """Why a compiled control cannot fail its rule on `entry`, or None."""
    (fam, be), rules_of = kinds(entry), CONTROLS[control]
    barriers = lambda p: sum(kind(fam, i, "barrier") for i in probes[p][0])
    if control.endswith("acquire_fence") and barriers(control) == barriers(rules_of):
        return "an Acquire fence is no instruction here (x86; wasm32 without threads)"
    if control.endswith("two_attempts") and be not in RETRY:
        return "the retry is inline on the native backend: a second attempt is the retry loop's shape"
    if control.endswith("f_after") and fam == "wasm":
        return "no threads: LLVM moves the plain accesses, so no order is checked there"
    if control.endswith("by_load") and probes[control][0] == probes[rules_of][0]:
        return "the writer's read and `load` are the same instructions (x86: Acquire is a plain load; wasm32)"
    return None

def edited(entry, code, probe):
    """Edited copies of a load_with / try_load_with / fetch_update probe, each with what was done to it."""
    fam, be = kinds(entry)
    result = [(w, c) for w, c in broken(entry, code, "pair")  # insertions, and the first barrier and access deleted
              if fam != "wasm" or "deleted" not in w]
    n = next((n for n, i in enumerate(code) if is_f(fam, i)), None)
    if n is not None:
        result.append(("f's load deleted", code[:n] + code[n + 1:]))
        end = next((k for k in range(n + 1, len(code)) if kind(fam, code[k], "ret")), None)
        if fam != "wasm" and end is not None:
            result.append(("f's load moved after the attempt", code[:n] + code[n + 1:end] + [code[n]] + code[end:]))
    if probe in FETCH:
        if (k := next((k for k, i in enumerate(code) if (access(fam, i) or ("",))[0] == "store"), None)) is not None:
            result.append((f"first store `{code[k]}` deleted", code[:k] + code[k + 1:]))
        if native_fences(fam) and be.startswith("wide") and "pair" not in probe:
            result.append(("its read made Acquire (aarch64 `ldar`)", ordered(fam, code, PROBES_OF[entry], "load")))
    if probe in WITH and be in RETRY and "try" not in probe:
        result += unrolled(fam, code)
    # A reader's barrier (the native single types': the fence after f's load) weakened; a storing path's first
    # barrier made the Acquire fence's instruction, where that is too weak for a write barrier.
    after = n if n is not None and probe in WITH and be.startswith("wide") and "pair" not in probe else -1
    b = next((k for k, i in enumerate(code) if k > after and kind(fam, i, "barrier")
              and weakened(fam, i) not in (None, i) and not i.startswith(("isb", "ibar", "isync"))), None)
    if probe in WITH and b is not None:
        result.append((f"its barrier `{code[b]}` weakened to `{weakened(fam, code[b])}`",
                       code[:b] + [weakened(fam, code[b])] + code[b + 1:]))
    acquire = ACQUIRE_FENCE.get(fam)
    if probe in FETCH and b is not None and acquire and not NEEDS["release"] <= barrier_orders(fam, acquire):
        result.append((f"its first barrier `{code[b]}` made the Acquire fence's `{acquire}`",
                       code[:b] + [acquire] + code[b + 1:]))
    return result

def layout_violations(entry, layout):
    """What is wrong with the layout (type -> (size_of, align_of)): any padding beyond the words' own alignment."""
    want = natural_layout(entry)
    return [f"{TYPES[t]} {layout[t][0]}, {layout[t][1]}, expected {want[t][0]}, {want[t][1]} (no padding)"
            for t in TYPES if layout[t] != want[t]]

def natural_layout(entry):
    """Each type's layout with no padding added: its fields in order, a 32-bit sequence and the words, at the words'
    own alignment (native: `AtomicU64`, 8; split: `AtomicU32`, 4); `U64Copy` two words, `U64Latch` two copies."""
    word = 8 if kinds(entry)[1].startswith("wide") else 4
    up = lambda n: -(-n // word) * word
    single = {"u64copy": up(16), "u64seq": up(4 + 8), "u64latch": up(4 + 16)} if word == 4 else \
        dict.fromkeys(("u64copy", "u64seq", "u64latch"), 8)
    return dict({t: (n, word) for t, n in single.items()},
                u64seqpair=(up(up(4) + 16), word), u64latchpair=(up(up(4) + 32), word))

def unrolled(fam, code):
    """Edited copies of a load's caller, each with a retry inline: the call to the retry made a branch back to the
    entry (a loop), and the attempt repeated before the call (two attempts, no loop)."""
    retry = next((callee(fam, i) for i in code if contended(fam, i)), None)
    first = next((n + 1 for n, i in enumerate(code) if contended(fam, i)), len(code))
    again = [re.sub(r"\.L(\d+)", r".L\1x", i) for i in code[:first]]  # the attempt, its labels renamed
    return [("its retry call made a loop", [".L0:"] + [i.replace(retry, ".L0") if retry else i for i in code]),
            ("its attempt made two", again + code)]

def ir_checks(entry, ir, probes):
    """The self-test's checks of the rule on the compiler barriers (a single-core entry's LLVM IR): each `load`,
    `try_load` and `store` with its first fence moved past the next access, given the other ordering, deleted, every
    fence deleted, its access groups around the first fence swapped; each `load_with`, `try_load_with` and
    `fetch_update` with its first fence deleted, every fence deleted, `load_with`'s f's load moved after the last
    fence; each rejected by [compiler-barrier], the real IR accepted; and the IR's build with another instruction than
    the checked code's (its first deleted), rejected."""
    rule = lambda p, c: ir_violations(entry, p, dict(ir, **{p: (c, p)}))
    checks = []
    for probe in SEQUENCE:
        checks += [(f"{probe} with {w}", rule, probe, c, key) for w, key, c in sequence_edits(entry, probe,
                                                                                            ir[probe][0], IR)]
    for probe in WITH + FETCH:
        code = ir[probe][0]
        fences = [n for n, i in enumerate(code) if kind(IR, i, "barrier")]
        edits = [("its first fence deleted", code[:fences[0]] + code[fences[0] + 1:]),
                 ("every fence deleted", [i for n, i in enumerate(code) if n not in fences])]
        if probe in WITH and (f := next((n for n, i in enumerate(code) if is_f(IR, i)), None)) is not None:
            edits.append(("f's load moved after the last fence",
                          code[:f] + code[f + 1:fences[-1] + 1] + [code[f]] + code[fences[-1] + 1:]))
        checks += [(f"{probe} with LLVM IR with {w}", rule, probe, c, "[compiler-barrier]") for w, c in edits]
    checks += [(f"unedited {p} (LLVM IR)", rule, None, ir[p][0]) for p in SEQUENCE | dict.fromkeys(WITH + FETCH)]
    other = dict(IR_ASM[entry], u64seq_store=(IR_ASM[entry]["u64seq_store"][0][1:], "u64seq_store"))
    checks.append(("llvm-ir whose build's u64seq_store lacks its first instruction", lambda p, c:
                   ir_build_violations(entry, c, probes), "llvm-ir", other))
    return checks

def self_test(all_probes, builds):
    failures = 0
    for entry, probes in all_probes.items():
        checks = [(f"compiled {c}", rules_of, probes[c][0]) for c, rules_of in CONTROLS.items()
                  if not (kinds(entry)[0] == "wasm" and "fence" in c and probes[c][0] == probes[rules_of][0])
                  and not control_not_applicable(entry, c, probes)]
        if kinds(entry)[0] == "wasm":  # its inserted `atomic.fence` below stands for them
            print(f"  not applicable: {entry} compiled fence controls: no fence instruction without wasm threads")
        for c in CONTROLS:
            if why := control_not_applicable(entry, c, probes):
                print(f"  not applicable: {entry} compiled {c}: {why}")
        for probe in WITH + FETCH:
            checks += [(f"{probe} with {w}", probe, c) for w, c in edited(entry, probes[probe][0], probe)]
            checks.append((f"unedited {probe}", None, probes[probe][0]))
        fam = kinds(entry)[0]
        if kinds(entry)[1].startswith("wide") and native_fences(fam):
            # The plain accesses made Acquire / Release (the code before issue 33), and the publication made plain.
            for probe in ("u64copy_load", "u64copy_store", "u64seq_try_load", "u64latch_load", "u64latch_store"):
                op = "store" if "store" in probe else "load"
                checks.append((f"{probe} made {'Release' if op == 'store' else 'Acquire'} (as AtomicU64's)", probe,
                               ordered(fam, probes[probe][0], probes, op)))
            for probe, op in (("u64copy_load", "load_acquire"), ("u64copy_store", "store_release")):
                checks.append((f"{probe} with the code of core_atomic_u64_{op}", probe,
                               probes[f"core_atomic_u64_{op}"][0]))
            for probe in ("u64seq_load_acquire", "u64seq_store_release", "u64latch_load_acquire",
                          "u64latch_store_release"):
                plain = probe.split("_")[1]
                checks.append((f"{probe} with the code of core_atomic_u64_{plain}_relaxed", probe,
                               probes[f"core_atomic_u64_{plain}_relaxed"][0]))
                code = probes[probe][0]
                n = next((n for n, i in enumerate(code) if kind(fam, i, "barrier")), None)
                if n is not None:
                    checks.append((f"{probe} with its barrier `{code[n]}` deleted", probe, code[:n] + code[n + 1:]))
                elif fam == "aarch64":
                    checks.append((f"{probe} with `ldar`/`stlr` made `ldr`/`str`", probe,
                                   [re.sub(r"^ldar ", "ldr ", re.sub(r"^stlr ", "str ", i)) for i in code]))
        layout_edit = dict(LAYOUTS[entry], u64seqpair=(32, 16))
        checks.append(("layout with `U64SeqArray<2>` padded to 32, 16", "layout", layout_edit))
        for probe in ("u64copy_load", "u64copy_store", "u64seq_load", "u64seq_store", "u64latch_load", "u64latch_store",
                      "u64seqpair_load", "u64seqpair_store", "u64latchpair_load", "u64latchpair_store",
                      "u64seq_load_acquire", "u64seq_store_release", "u64seqpair_load_acquire",
                      "u64latchpair_store_release"):
            checks += [(f"{probe} with {w}", probe, c) for w, c in broken(entry, probes[probe][0], probe)]
            checks.append((f"unedited {probe}", None, probes[probe][0]))
        rule = lambda rules_of, code: layout_violations(entry, code) if rules_of == "layout" \
            else violations(entry, rules_of, code, probes)
        checks = [(what, rule, rules_of, code) for what, rules_of, code in checks]
        # The rule on the sequence (split and single-core backends, the native groups): each edit rejected by the
        # rule it must trip.
        for probe in (p for p in SEQUENCE if has_sequence(entry, p)):
            checks += [(f"{probe} with {w}", rule, probe, c, key) for w, key, c in
                       sequence_edits(entry, probe, probes[probe][0])]
        if kinds(entry)[1] in RETRY:
            checks += [(f"compiled {c}", rule, rules_of, probes[c][0], key)
                       for c, (rules_of, key) in SEQUENCE_CONTROLS.items() if c in probes]
        if not has_sequence(entry, "u64seqpair_store"):
            print(f"  not applicable: {entry} the rule on the sequence: no threads, LLVM merges and drops the plain "
                  "accesses")
        elif not any(kind(kinds(entry)[0], i, "barrier") for i in probes["u64seqpair_store"][0]):
            print(f"  not applicable: {entry} barrier moved or weakened: no barrier instruction "
                  + ("(x86: TSO, Acquire and Release fences emit none)" if "x86" in kinds(entry)[0]
                     else "(single-core: compiler fences, edited in the LLVM IR below)"))
        if default := same_as(entry):  # the default entry's code, broken, is not this entry's
            for probe in ("u64copy_load", "u64seqpair_store"):
                checks += [(f"{default}'s {probe} with {w}", lambda p, c: same_violations(entry, p, c, all_probes),
                            probe, c) for w, c in broken(default, all_probes[default][probe][0], probe)]
        for opt, build in ((o, b) for (e, o), b in builds.items() if e == entry and kinds(e)[1] in RETRY):
            fam, name = kinds(entry)[0], lambda p: f"{p}{'' if opt == '3' else f' (opt-level {opt})'}"
            rule = lambda p, c: retry_violations(entry, p.split("_")[-2], c)
            if "control_size_u64latch_load_inline_retry" in build:
                checks.append((name("compiled control_size_u64latch_load_inline_retry"), rule, "size_u64latch_load",
                               build["control_size_u64latch_load_inline_retry"][0]))
            copy = lambda p, c, opt=opt, build=build: retries_of(entry, opt, dict(build, **{p: (c, p)}), True)[1]
            for t in TYPES if (entry, "s") in builds and opt == "3" else ():  # a copy of the retry per caller
                code = build[f"size_{t}_load"][0]
                if retry := next((callee(fam, i) for i in code if contended(fam, i)), None):
                    checks.append((name(f"size_{t}_load calling a copy of its retry"), copy, f"size_{t}_load",
                                   [i.replace(retry, retry.replace(CONTENDED, CONTENDED + "_copy")) for i in code]))
            for probe in (p for t in TYPES for p in callers(t, opt, (entry, "s") in builds)):
                if probe in build:
                    checks += [(name(f"{probe} with {w}"), rule, probe, c) for w, c in unrolled(fam, build[probe][0])]
                    checks.append((name(f"unedited {probe}"), rule, None, build[probe][0]))
        if ir := IR_OF.get(entry):  # the compiler barriers in a single-core build's LLVM IR
            checks += ir_checks(entry, ir, all_probes[entry])
        for what, rule, rules_of, code, *key in checks:
            problems = rule(rules_of or what.split()[1], code)
            # the broken code rejected (by the rule named, where one is), the real code accepted
            ok = bool(problems) == bool(rules_of) and all(any(k in p for p in problems) for k in key)
            failures += not ok
            if problems or not ok:
                print(f"  {'rejected as it must be' if ok else 'WRONG'}: {entry} {what}"
                      + (f" (must trip {key[0]})" if key else "") + f": {'; '.join(problems)}")
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
        if same_as(entry):
            lines += [f"### {entry} ({kinds(entry)[1]} backend)", "",
                      f"Every `u64copy` probe: the same code as {same_as(entry)}'s (a rule).", ""]
            continue
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

def summary(measured, layouts, sized):
    """SUMMARY.md's short view of TABLE.md, then the layout and code size tables."""
    measured = {e: m for e, m in measured.items() if not same_as(e)}
    ops = ["u64copy_load", "u64copy_store", "u64seq_load", "u64seq_store", "u64latch_load", "u64latch_store",
           "core_atomic_u64_load_relaxed",
           "core_atomic_u64_store_relaxed", "portable_atomic_u64_load_relaxed", "portable_atomic_u64_store_relaxed"]
    head = ("`U64Copy` load | store | `U64Seq` load | store | `U64Latch` load | store | `AtomicU64` load | store "
            "| portable-atomic load | store")
    pairs = ["u64seqpair_load", "u64seqpair_store", "u64latchpair_load", "u64latchpair_store"]
    with_, fetch = [p for p in WITH if "try" not in p], ["u64seq_fetch_update", "u64latch_fetch_update"]
    publish = [p for p in PUBLISH if "latchpair" not in p]
    acq_rel = ["core_atomic_u64_load_acquire", "core_atomic_u64_store_release"]
    return "\n".join([f"| fast path: instructions, barriers | {head} |", "|---" * 11 + "|"]
                     + [f"| {e} | " + " | ".join(m[p]["short"] if p in m else "n/a" for p in ops) + " |"
                        for e, m in measured.items()]
                     + ["", "| fast path: instructions, barriers | `U64SeqArray<2>` load | store "
                        "| `U64LatchArray<2>` load | store |", "|---" * 5 + "|"]
                     + [f"| {e} | " + " | ".join(m[p]["short"] for p in pairs) + " |" for e, m in measured.items()]
                     + ["", "| fast path: instructions, barriers | " + " | ".join(
                         f"{TYPES[p.split('_')[0]]} {p.split('_', 1)[1]}" for p in publish)
                        + " | `AtomicU64` load Acquire | store Release |", "|---" * 9 + "|"]
                     + [f"| {e} | " + " | ".join(m[p]["short"] if p in m else "n/a" for p in publish + acq_rel) + " |"
                        for e, m in measured.items()]
                     + ["", "`load`, `try_load`, `store`: on the native backend the instructions of `AtomicU64` Relaxed "
                        "(one access, no barrier; a rule), `load_acquire`/`store_release` those of `AtomicU64` "
                        "Acquire/Release (a rule); on the split backends and for the groups `load_acquire`/"
                        "`store_release` are the type's `load`/`store`, the same code (a rule). `U64Copy` has neither."]
                     + ["", "| fast path: instructions, barriers | " + " | ".join(f"{TYPES[p.split('_')[0]]} load_with"
                        for p in with_) + " | `U64Seq` fetch_update | `U64Latch` fetch_update |", "|---" * 7 + "|"]
                     + [f"| {e} | " + " | ".join(m[p]["short"] for p in with_ + fetch) + " |"
                        for e, m in measured.items()]
                     + ["", "`load_with`: `f` one 32-bit load (a timer's count, `Timer` in the probes); `fetch_update`: "
                        "the path on which `f` declines (the writer's read alone; the path that stores adds the "
                        "type's `store`, a rule)."]
                     + ["", "`+single_core` on x86_64, aarch64, i686 and wasm32: the same code as without it (a rule).",
                        "On the split backends every `load` at a call site is one attempt inline (no more barriers or "
                        "32-bit loads than one attempt, no loop through a barrier) and a call to its type's one "
                        f"out-of-line `{CONTENDED}` (a rule; bare metal: at both opt-levels below).",
                        "", "Layout (the `LAYOUT_*` statics of the probes): `size_of`, `align_of`; *padding added*: "
                        "bytes beyond each type's fields (a 32-bit sequence, then the words) at the words' own "
                        "alignment, `AtomicU64`'s 8 on the native backend, `AtomicU32`'s 4 on the split one (none, a "
                        "rule: see DESIGN.md, \"Layout is not a guarantee\").",
                        "", "| `size_of`, `align_of` | " + " | ".join(TYPES.values()) + " | padding added |",
                        "|---" * 7 + "|"]
                     + [f"| {e} | " + " | ".join("{}, {}".format(*layouts[e][t]) for t in TYPES) + " | "
                        + ("; ".join(layout_violations(e, layouts[e])) or "none") + " |" for e in layouts]
                     + size_tables(sized))

def size_tables(sized):
    """Bytes/instructions per bare-metal entry and opt-level: the caller, then each function it calls."""
    entries, lines = list(dict.fromkeys(e for e, _ in sized)), ["", """\
Code size on bare metal (the `size_*` probes: each operation at a call site, on a static; a pair loaded as the xor of
its values, stored as a value and its complement): bytes (the object's symbol size, literal pools included) /
instructions (the asm's), then ` + ` each function that it calls out of line (bytes / instructions decoded from the
object, where a RISC-V `call` is two). `core` has no `AtomicU64` on these targets; portable-atomic's: as in the rows
above (`+single_core`: interrupts masked inline; thumbv6m: its `critical-section` feature)."""]
    rows = [(f"{name} {op}", f"size_{t}_{op}") for t, name in {**TYPES, **PEERS}.items() for op in ("load", "store")]
    for opt in ("3", "s"):
        lines += ["", f"| opt-level {opt}: bytes/instructions | " + " | ".join(entries) + " |",
                  "|---" * (len(entries) + 1) + "|"]
        for name, probe in rows:
            cells = [sized[e, opt].get(probe) for e in entries]
            if any(cells):
                lines.append(f"| {name} | " + " | ".join(" + ".join(f"{b}/{i}" for _, b, i in c) if c else "n/a"
                                                           for c in cells) + " |")
        called = dict.fromkeys(short(f) for (_, o), measured in sized.items() if o == opt
                               for c in measured.values() for f, _, _ in c[1:])
        lines += ["", f"Called out of line at opt-level {opt}: "
                  + (", ".join(f"`{f}`" for f in called) or "none") + "."]
    return lines

def short(symbol):
    """`Type::function` from a legacy mangled Rust name (its hash normalized); other names as they are."""
    if not symbol.startswith("_ZN"):
        return symbol
    rest, parts = re.sub(r"17h(HASH|[0-9a-f]{16})E$", "", symbol[3:]), []
    while m := re.match(r"\d+", rest):
        parts.append(rest[len(m[0]):len(m[0]) + int(m[0])])
        rest = rest[len(m[0]) + int(m[0]):]
    parts = [re.sub(r"^_\$", "$", p) for p in parts]
    for a, b in (("$LT$", "<"), ("$GT$", ">"), ("$u20$", " "), ("$C$", ","), ("$RF$", "&"), ("..", "::")):
        parts = [p.replace(a, b) for p in parts]
    return re.sub(r"\b[a-z_][a-z0-9_]*::", "", "::".join(re.sub(r"^<(.*?) as .*>$", r"\1", p) for p in parts[-2:]))

def main(out, rustc_version, *args):
    out, entries = Path(out), [a for a in args if a != "--self-test"]
    all_probes = {e: parse(read_asm(out / "asm" / f"{e}.s", e), kinds(e)[0]) for e in entries}
    PROBES_OF.update(all_probes)
    measured = {e: {p: measure(kinds(e)[0], probes[p][0], p) for p in PROBES if p in probes}
                for e, probes in all_probes.items()}
    layouts = {e: layout(read_asm(out / "asm" / f"{e}.s", e)) for e in entries}
    LAYOUTS.update(layouts)
    builds, functions = {(e, "3"): all_probes[e] for e in entries}, {}
    for e in entries:  # opt-level s: the bare-metal entries, for the size table
        if (out / "asm-s" / f"{e}.s").exists():
            builds[e, "s"] = parse(read_asm(out / "asm-s" / f"{e}.s", e), kinds(e)[0])
    for (e, opt), probes in builds.items():  # every function of the build's rlibs: the retries, the size table's
        if kinds(e)[1] in RETRY or opt == "s":
            functions[e, opt] = objects(out / ("asm" if opt == "3" else "asm-s") / f"{e}.s", e.split("+")[0])
    for e in (e for e in entries if kinds(e)[1] == "single_core"):  # the compiler barriers: the LLVM IR
        if (out / "ir" / f"{e}.ll").exists():
            IR_OF[e] = ir_code((out / "ir" / f"{e}.ll").read_text())
            IR_ASM[e] = parse(read_asm(out / "ir" / f"{e}.s", e), kinds(e)[0])
    failures = self_test(all_probes, builds) if "--self-test" in args else 0
    for entry, problems in ((e, layout_violations(e, layouts[e])) for e in entries):
        failures += bool(problems)
        print(*(f"RULE FAILED {entry} layout: {p}" for p in problems), sep="\n", end="\n" if problems else "")
    for entry, probes in all_probes.items():
        for probe in CELL + PUBLISH + WITH + FETCH:
            problems = violations(entry, probe, probes[probe][0], probes)
            problems += same_violations(entry, probe, probes[probe][0], all_probes) if same_as(entry) else []
            if problems:
                failures += 1
                print(f"RULE FAILED {entry} {probe}: {'; '.join(problems)}")
    for entry in (e for e in entries if kinds(e)[1] == "single_core"):
        problems = ir_build_violations(entry, IR_ASM[entry], all_probes[entry]) if entry in IR_OF else \
            [f"no LLVM IR (ir/{entry}.ll): the compiler barriers are unchecked"]
        failures += bool(problems)
        print(*(f"RULE FAILED {entry} llvm-ir: {p}" for p in problems), sep="\n", end="\n" if problems else "")
        for probe in (p for p in SEQUENCE | dict.fromkeys(WITH + FETCH) if entry in IR_OF):
            if problems := ir_violations(entry, probe, IR_OF[entry]):
                failures += 1
                print(f"RULE FAILED {entry} {probe}: {'; '.join(problems)}")
    sized = {}
    for (entry, opt), probes in builds.items():
        where, fam = entry + ("" if opt == "3" else " (opt-level s)"), kinds(entry)[0]
        if kinds(entry)[1] in RETRY:  # each load's retry out of line, one function per type
            retries, problems = retries_of(entry, opt, probes, (entry, "s") in builds)
            for t in TYPES:
                problems += [f"{p}: {v}" for p in callers(t, opt, (entry, "s") in builds)
                             for v in retry_violations(entry, t, probes[p][0])]
                if retries[t] and retries[t] not in probes[None][1] and retries[t] not in functions[entry, opt]:
                    problems.append(f"{t}: its retry `{retries[t]}` defined nowhere in the build")
            for problem in problems:
                failures += 1
                print(f"RULE FAILED {where} retry out of line: {problem}")
        if (entry, "s") in builds:  # the size table
            own = functions[entry, opt]
            sized[entry, opt] = {p: [(probes[p][1], own.get(probes[p][1], [("?", "?")])[0][0],
                                      len([i for i in probes[p][0] if not i.endswith(":")]))]  # the asm's count
                                 + [(f, *own.get(f, [("?", "?")])[0]) for f in dict.fromkeys(
                                     callee(fam, i) for i in probes[p][0] if is_call(fam, i))]
                                 for p in SIZE if p in probes}
    (out / "snapshots").mkdir()
    (out / "snapshots" / "rustc-version.txt").write_text(rustc_version + "\n")
    for entry, probes in all_probes.items():
        if not same_as(entry):  # those: the same code as their default entry's, a rule
            (out / "snapshots" / f"{entry}.s").write_text("".join(
                f"{p}:" + ("" if probes[p][1] == p else f" same code as {probes[p][1]}") + "\n"
                + "".join((line if line.endswith(":") else f"    {line}") + "\n" for line in probes[p][0]) + "\n"
                for p in list(measured[entry]) + [p for p in SIZE if p in probes and (entry, "s") in builds]))
    (out / "TABLE.md").write_text(table(all_probes, measured, rustc_version) + "\n")
    readme = (Path(__file__).resolve().parent / "SUMMARY.md").read_text()
    block = (f"<!-- codegen summary: bash targets/codegen/check.sh --bless -->\n{summary(measured, layouts, sized)}"
             "\n<!-- end of")
    (out / "SUMMARY.md").write_text(re.sub(r"<!-- codegen summary:.*?\n<!-- end of", lambda _: block, readme,
                                          flags=re.S) if block[:20] in readme else readme + "\nNO SUMMARY MARKERS\n")
    return 1 if failures else 0

if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
