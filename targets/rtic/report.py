#!/usr/bin/env python3
"""Helpers of run.sh: checks the RESULT lines of the runs, checks the sweep's interrupted
instructions against the disassembly, counts the probes' instructions, and writes TABLE.md.

    report.py check LOGDIR            every required outcome, or exit 1
    report.py table LOGDIR OUT CMD    TABLE.md from the logs and the ELF files named in LOGDIR
    report.py copy TABLE DOC [--write]  DOC's copy of TABLE's cost section is that section (or
                                      --write it there)
    report.py compare OLD NEW         the cost tables' instruction counts (static and executed,
                                      of `now()` and of the update) are the same in both

LOGDIR holds one log per run (NAME.log, with its exit status in NAME.rc) and elf.txt: lines
"NAME PATH" of the binaries, and objdump.txt: the disassembler's command line.
"""

import os
import re
import shlex
import subprocess
import sys

BRANCH = re.compile(r"^(b|b(eq|ne|cs|cc|hs|lo|mi|pl|vs|vc|hi|ls|ge|lt|gt|le)|cbn?z)(\.[nw])?$")


def results(logdir, name):
    """The RESULT lines of one run: a list of (tag, {key: value}) pairs, and its exit status."""
    lines = []
    with open(os.path.join(logdir, name + ".log"), errors="replace") as f:
        for line in f:
            if not line.startswith("RESULT "):
                continue
            words = line.split()
            fields = {}
            for word in words[2:]:
                if "=" in word:
                    key, value = word.split("=", 1)
                    fields[key] = value
                else:
                    fields.setdefault("_", []).append(word)
            lines.append((words[1], fields))
    with open(os.path.join(logdir, name + ".rc")) as f:
        rc = int(f.read().strip())
    return lines, rc


def one(lines, tag, **match):
    found = [f for t, f in lines if t == tag and all(f.get(k) == v for k, v in match.items())]
    if len(found) != 1:
        raise Failure(f"expected one RESULT {tag} {match}, found {len(found)}")
    return found[0]


class Failure(Exception):
    pass


def elves(logdir):
    with open(os.path.join(logdir, "elf.txt")) as f:
        return dict(line.split() for line in f if line.strip())


def objdump_cmd(logdir):
    with open(os.path.join(logdir, "objdump.txt")) as f:
        return shlex.split(f.read().strip())


def disassemble(logdir, elf, symbol):
    """[(address, mnemonic, operands)] of one function."""
    cmd = objdump_cmd(logdir)
    if os.path.basename(cmd[0]).startswith("llvm"):
        args = cmd + ["-d", "--no-show-raw-insn", "--disassemble-symbols=" + symbol, elf]
    else:
        args = cmd + ["-d", "--no-show-raw-insn", "--disassemble=" + symbol, elf]
    out = subprocess.run(args, check=True, capture_output=True, text=True).stdout
    body, inside = [], False
    for line in out.splitlines():
        header = re.match(r"^[0-9a-f]+ <(.+)>:$", line)
        if header:
            inside = header.group(1) == symbol
            continue
        m = re.match(r"^\s+([0-9a-f]+):\s+(\S+)\s*(.*)$", line)
        if inside and m:
            body.append((int(m.group(1), 16), m.group(2), m.group(3)))
    if not body:
        raise Failure(f"{symbol} not found in {elf}")
    return body


def branch_target(operands):
    m = re.search(r"(?:0x)?([0-9a-f]+)\s*<", operands)
    return int(m.group(1), 16) if m else None


def functions(logdir, elf):
    """{symbol: [(address, mnemonic, operands)]} of every function of the ELF."""
    cmd = objdump_cmd(logdir) + ["-d", "--no-show-raw-insn", elf]
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    found, body = {}, None
    for line in out.splitlines():
        header = re.match(r"^[0-9a-f]+ <(.+)>:$", line)
        if header:
            body = found.setdefault(header.group(1), [])
            continue
        m = re.match(r"^\s+([0-9a-f]+):\s+(\S+)\s*(.*)$", line)
        if body is not None and m:
            body.append((int(m.group(1), 16), m.group(2), m.group(3)))
    return found


def callee(mnemonic, operands):
    """The function a `bl` calls, by name."""
    m = re.search(r"<([^>+]+)>", operands)
    return m.group(1) if mnemonic.startswith("bl") and m else None


def successors(code, i):
    """The instructions that can follow code[i] in its function (a call returns to the next)."""
    mnemonic, operands = code[i][1], code[i][2]
    if is_return(mnemonic, operands):
        return []
    following = [code[i + 1][0]] if i + 1 < len(code) else []
    if BRANCH.match(mnemonic):
        target = branch_target(operands)
        return [target] if mnemonic.split(".")[0] == "b" else following + [target]
    return following


def entry_to_return(code, pcs):
    """A path of interrupted instructions from the function's entry to one of its returns, or
    None."""
    index = {addr: i for i, (addr, _, _) in enumerate(code)}
    parent, stack = {code[0][0]: None}, [code[0][0]]
    while stack:
        at = stack.pop()
        if at not in pcs or at not in index:
            continue
        i = index[at]
        if is_return(code[i][1], code[i][2]):
            path = []
            while at is not None:
                path.append(at)
                at = parent[at]
            return path[::-1]
        for nxt in successors(code, i):
            if nxt not in parent:
                parent[nxt] = at
                stack.append(nxt)
    return None


def check_callees(funcs, code, path, pcs, seen):
    """Every function called on `path` must have an interrupted path from entry to return,
    and so on down. Returns the instructions on all those paths."""
    total = 0
    index = {addr: i for i, (addr, _, _) in enumerate(code)}
    for at in path:
        name = callee(code[index[at]][1], code[index[at]][2])
        if name is None or name in seen:
            continue
        seen.add(name)
        body = funcs.get(name)
        if body is None:
            raise Failure(f"sweep: {name} not found")
        inner = entry_to_return(body, pcs)
        if inner is None:
            raise Failure(f"sweep: no interrupted path through {name}, called from the update")
        total += len(inner) + check_callees(funcs, body, inner, pcs, seen)
    return total


def check_sweep(logdir, lines):
    """The interrupted instructions of the handler (`timer_event`) must be every instruction
    from the one after the flag's `strb` to the `strb` that clears it, along one path of the
    disassembly, and every function called on that path (the clock's `on_interrupt` and what it
    calls out of line) must have an interrupted path from its entry to a return. Returns the
    instructions on those paths and the interrupted instructions outside them."""
    pcs = {int(f["_"][0], 16) for t, f in lines if t == "timer-pc"}
    funcs = functions(logdir, elves(logdir)["timer"])
    code = funcs["timer_event"]
    index = {addr: i for i, (addr, _, _) in enumerate(code)}
    own = {pc for pc in pcs if pc in index}
    if not own:
        raise Failure("sweep: no interrupted instruction in timer_event")
    first, last = min(own), max(own)
    if index[first] == 0:
        raise Failure("sweep: the window starts at timer_event's entry")
    before = code[index[first] - 1][1]
    if not before.startswith("strb") or not code[index[last]][1].startswith("strb"):
        raise Failure(f"sweep: the window is not bounded by the flag's stores ({before})")
    path, at = [first], first
    while at != last:
        i = index[at]
        nxt = [a for a in successors(code, i) if a in own and a not in path]
        if len(nxt) != 1:
            raise Failure(f"sweep: gap after {at:#x} ({code[i][1]} {code[i][2]})")
        at = nxt[0]
        path.append(at)
    if len(path) != len(own):
        raise Failure(f"sweep: {len(own)} addresses in timer_event, {len(path)} on the path")
    inner = check_callees(funcs, code, path, pcs, set())
    on_paths = len(path) + inner
    return on_paths, len(pcs) - on_paths


def is_return(mnemonic, operands):
    return (mnemonic.startswith("pop") and "pc" in operands) or (
        mnemonic.startswith("bx") and operands.strip() == "lr")


def check_idle_path(logdir, lines):
    """The instructions of idle's `now()` at which the writer interrupted it must contain a
    whole path through the function, from its entry to a return."""
    pcs = {int(f["_"][0], 16) for t, f in lines if t == "timer-idle-pc"}
    code = disassemble(logdir, elves(logdir)["timer"], "timer_idle_now")
    index = {addr: i for i, (addr, _, _) in enumerate(code)}

    seen, stack = set(), [code[0][0]]
    while stack:
        at = stack.pop()
        if at in seen or at not in pcs or at not in index:
            continue
        seen.add(at)
        i = index[at]
        if is_return(code[i][1], code[i][2]):
            return len(pcs), len(code)
        stack.extend(successors(code, i))
    raise Failure(f"idle: no path from entry to return through the {len(pcs)} interrupted "
                  f"instructions of timer_idle_now ({len(code)})")


def probe_instructions(logdir, elf, symbol, seen=None):
    """Instructions of a probe, plus those of the functions it calls that do its work: the
    `critical-section` functions, and u64copy's (the clock's handler, out of line), but not the
    latch's out-of-line retry (`*_contended`), which an uncontended call never runs."""
    seen = set() if seen is None else seen
    code = disassemble(logdir, elf, symbol)
    total = len(code)
    for _, mnemonic, operands in code:
        # llvm-objdump and GNU objdump name the acquire and release functions by different
        # aliases of the same address.
        callee = re.search(r"<([^>+]*(?:critical_section|u64copy)[^>+]*)>", operands)
        if not (mnemonic.startswith("bl") and callee) or "contended" in callee.group(1):
            continue
        if callee.group(1) not in seen:
            seen.add(callee.group(1))
            total += probe_instructions(logdir, elf, callee.group(1), seen)
    return total


def check(logdir):
    problems = []

    def need(cond, what):
        if not cond:
            problems.append(what)

    def run(name, body):
        try:
            lines, rc = results(logdir, name)
            need(rc == 0, f"{name}: exit status {rc}")
            body(lines)
        except (Failure, OSError, ValueError, KeyError) as e:
            problems.append(f"{name}: {e}")

    def timer(lines):
        phases = {f["phase"]: f for t, f in lines if t == "timer-phase"}
        need(list(phases) == ["main", "starved", "early", "stale", "overflow"],
             f"timer: phases {list(phases)}")
        for name, f in phases.items():
            for key in ["backwards", "not_exact", "disagree", "reader_retries", "missed",
                        "stale_counted", "short_delays"]:
                need(f[key] == "0", f"timer {name}: {key}={f[key]}")
            need(int(f["delays"]) >= 100, f"timer {name}: delays={f['delays']}")
            least = 1000 if name == "main" else 100
            need(int(f["reads_in_handler"]) >= least,
                 f"timer {name}: too few reads inside the handler ({f['reads_in_handler']})")
            if name != "starved":
                need(f["behind_starved"] == "0", f"timer {name}: behind_starved")
            if name not in ("starved",):
                need(f["late"] == "0", f"timer {name}: late={f['late']}")
            if name != "stale":
                need(f["stale"] == "0", f"timer {name}: stale={f['stale']}")
            if name != "early":
                need(f["early_reads"] == "0", f"timer {name}: early_reads={f['early_reads']}")
        main = phases.get("main", {})
        need(int(main.get("reader_reads", 0)) >= 100_000, "timer: too few reads")
        need(int(main.get("idle_retries", 0)) > 0, "timer: idle never retried")
        need(int(main.get("no_event", 0)) > 0, "timer: the queue never entered with no flag")
        stalled = one(lines, "timer-stalled")
        n = int(stalled["stalled_reads"])
        need(n >= 20, "timer: too few stalled reads")
        need(stalled["stalled_off"] == "0", f"timer: stalled_off={stalled['stalled_off']}")
        need(int(stalled["stalled_retries"]) >= n, "timer: a stalled attempt did not fail")
        need(int(stalled["stalled_control_off"]) == n,
             "timer: the control (counter read after the attempt) was not off every time")
        for name in ["starved", "overflow"]:
            f = one(lines, "timer-starved", phase=name)
            n = int(f["starved_reads"])
            need(n >= 20, f"timer {name}: too few starved reads")
            need(f["exact"] == str(n), f"timer {name}: a starved read was not exact ({f})")
            need(f["control_period_behind"] == str(n),
                 f"timer {name}: the control was not a period behind every time ({f})")
        starved = phases.get("starved", {})
        need(starved.get("late") == one(lines, "timer-starved", phase="starved")["starved_reads"],
             "timer starved: the handler did not count two crossings after each starved read")
        early = phases.get("early", {})
        need(int(early.get("early_entries", 0)) > 0, "timer early: no flag came early")
        need(int(early.get("declined", 0)) > 0 and int(early.get("control_off", 0)) > 0,
             "timer early: the control (the old recipe) was never wrong")
        stale = phases.get("stale", {})
        left = one(lines, "timer-stale")
        left_set = int(left["left_set"])
        need(left_set >= 20, "timer stale: too few flags left set")
        need(left["stale_entries"] == str(left_set),
             f"timer stale: {left['stale_entries']} stale entries for {left_set} flags left set")
        need(int(stale.get("control_off", 0)) > 0,
             "timer stale: the control (one count per flag) was never wrong")
        need(one(lines, "timer-control")["deadlock"] == "caught", "timer: control not caught")
        sweep = one(lines, "timer-sweep")
        need(sweep["frames_not_found"] == "0", "timer: frames not found")
        check_sweep(logdir, lines)
        check_idle_path(logdir, lines)

    def systick(lines):
        epoch = one(lines, "systick-epoch")
        for key in ["backwards", "not_exact", "short_delays", "short_held_delays", "stalled_off"]:
            need(epoch[key] == "0", f"systick epoch: {key}={epoch[key]}")
        stalled = int(epoch["stalled_reads"])
        need(stalled >= 20, "systick epoch: too few stalled reads")
        need(int(epoch["stalled_retries"]) >= stalled,
             "systick epoch: a stalled attempt did not fail")
        need(int(epoch["stalled_control_off"]) == stalled,
             "systick epoch: the control (SysTick read after the attempt) was not off every time")
        need(int(epoch["reads_in_update"]) >= 1000, "systick epoch: too few reads in update")
        need(int(epoch["held_delays"]) > 0, "systick epoch: no held delays")
        tick = one(lines, "systick-tick")
        for key in ["backwards", "behind_otherwise", "behind_more", "pending_not_behind",
                    "idle_behind"]:
            need(tick[key] == "0", f"systick tick: {key}={tick[key]}")
        need(int(tick["reads_in_update"]) >= 1000, "systick tick: too few reads in update")
        need(tick["short_of_those"] == "0", "systick tick: a delay started in step was short")
        need(int(tick["short_of_them"]) > 0,
             "systick tick: no delay started behind was short (the flaw it must show)")

    def control(lines):
        need(one(lines, "systick-control-lowered")["deadlock"] == "caught",
             "systick control: deadlock not caught")

    def highest(lines):
        f = one(lines, "systick-control-highest")
        need(f["deadlock"] == "none" and f["backwards"] == "0", "systick highest: " + str(f))

    def latency(lines):
        peers = {f["peer"]: f for t, f in lines if t == "latency"}
        need(all(p in peers for p in ["latch", "latch+pending", "cs"]), "latency: peers missing")
        for peer, f in peers.items():
            need(f["backwards"] == "0" and f["overflow"] == "0", f"latency {peer}: {f}")
            added = int(f["max_added"])
            # The lock-free reads mask nothing; every other peer masks interrupts somewhere.
            need(added == 0 if peer in ("latch", "latch+pending") else added > 0,
                 f"latency {peer}: max_added={added}")

    run("timer", timer)
    run("systick", systick)
    run("systick_control", control)
    run("systick_control_highest", highest)
    def latency_single_core(lines):
        latency(lines)
        need(any(t == "latency" and f["peer"] == "portable-single-core" for t, f in lines),
             "latency: portable-single-core missing")

    run("latency", latency)
    run("latency_single_core", latency_single_core)
    for p in problems:
        print("FAIL:", p)
    return not problems


PEERS = {
    "latch": ("`HalfPeriodCounter::now` (the counter read in the latch's attempt)",
              "latch", "latch"),
    "latch+calculate_now": ("`U64Latch` through rtic-time's `calculate_now`",
                            "latch_calculate_now", "latch"),
    "latch+pending": ("`HalfPeriodCounter::now_with_pending` (the flags and the counter read "
                      "in the latch's attempt)", "latch_pending", "latch"),
    "cs": ("`critical_section::Mutex<Cell<u64>>`", "cs", "cs"),
    "portable-single-core": ("`portable_atomic::AtomicU64`, single-core cfg, through "
                             "`calculate_now`", "portable", "portable"),
}


def table(logdir, out, command):
    elf = elves(logdir)
    rows = []
    for run_name, build in [("latency", "default"), ("latency_single_core", "single-core")]:
        lines, _ = results(logdir, run_name)
        costs = {f["peer"]: f for t, f in lines if t == "cost"}
        for t, f in lines:
            if t != "latency":
                continue
            peer = f["peer"]
            label, now_probe, update_probe = PEERS[peer]
            now_static = probe_instructions(logdir, elf[run_name], "probe_now_" + now_probe)
            update_static = probe_instructions(logdir, elf[run_name],
                                               "probe_update_" + update_probe)
            hist = [(int(g["added"]), int(g["events"])) for tt, g in lines
                    if tt == "latency-hist" and g["peer"] == peer]
            rows.append((label, build, now_static, costs[peer]["now_executed"], update_static,
                         costs[peer]["update_executed"], f, hist))
    timer, _ = results(logdir, "timer")
    systick, _ = results(logdir, "systick")
    control, _ = results(logdir, "systick_control")
    highest, _ = results(logdir, "systick_control_highest")
    phases = {f["phase"]: f for t, f in timer if t == "timer-phase"}
    latch = phases["main"]
    sweep = one(timer, "timer-sweep")
    stalled = one(timer, "timer-stalled")
    starved = one(timer, "timer-starved", phase="starved")
    overflow_starved = one(timer, "timer-starved", phase="overflow")
    left = one(timer, "timer-stale")
    tcontrol = one(timer, "timer-control")
    epoch = one(systick, "systick-epoch")
    tick = one(systick, "systick-tick")
    lowered = one(control, "systick-control-lowered")
    high = one(highest, "systick-control-highest")
    with open(os.path.join(logdir, "versions.txt")) as f:
        versions = f.read().strip()
    w = []
    w.append("# RTIC monotonics under QEMU: results, cost and interrupt latency per peer\n")
    w.append("Generated by `" + command + "`; every figure below comes from that run (do not "
             "edit by hand). " + versions + "\n")
    w.append("## Cost of `now()` and of the period update, and the latency each adds\n")
    w.append("Instructions: *static* counts the probe's instructions (`#[no_mangle]`, "
             "`#[inline(never)]`) in the linked binary, plus the `critical-section` functions it "
             "calls; *executed* is measured per call (1,000 calls under `-icount shift=6`, less "
             "the same loop around an empty call). Latency: instructions between TIMER1's expiry "
             "and the first action of the highest-priority task (RTIC priority 4), above the "
             "smallest such value of the same phase, over the events of a phase, while idle calls "
             "the peer's `now()` without pause and a priority-1 task updates the count every half "
             "period (`-icount shift=6`: a timer tick is 0.625 instruction; ±1 instruction). "
             "Builds: *default*; *single-core*: `RUSTFLAGS='--cfg u64copy_single_core --cfg "
             "portable_atomic_unsafe_assume_single_core'` (compiler fences in u64copy, interrupts "
             "masked around portable-atomic's accesses).\n")
    w.append("| peer | build | `now()` static | `now()` executed | update static | update "
             "executed | latency added: max | p99 | p50 | events delayed |")
    w.append("|---|---|---|---|---|---|---|---|---|---|")
    for label, build, ns, ne, us, ue, f, _ in rows:
        w.append(f"| {label} | {build} | {ns} | {ne} | {us} | {ue} | {f['max_added']} | "
                 f"{f['p99']} | {f['p50']} | {f['delayed_events']} of {f['events']} |")
    w.append("\nDistribution of the added latency (instructions: events):\n")
    for label, build, _, _, _, _, f, hist in rows:
        cells = ", ".join(f"{a}: {n}" for a, n in hist)
        w.append(f"- {label}, {build} build: {cells}")
    w.append("\n## Configurations\n")
    w.append("| configuration | outcome |")
    w.append("|---|---|")
    w.append(f"| 1. timer monotonic, `U64Latch` | `HalfPeriodCounter<8>` (a `U64Latch`); "
             f"{latch['reader_reads']} reads by the task above the timer interrupt, "
             f"{latch['reads_in_handler']} of them inside the handler; backwards: "
             f"{latch['backwards']}; off the independent counter: {latch['not_exact']}; failed "
             f"attempts of the lock-free `now()` in that task: {latch['reader_retries']}; "
             f"`calculate_now` and the lock-free `now()` disagreeing: {latch['disagree']}; "
             f"idle: {latch['idle_reads']} reads, {latch['idle_retries']} failed attempts of the "
             f"lock-free `now()`; handler entries: {latch['entries']}, crossings counted: "
             f"{latch['counted']}, entries with no flag (the timer queue's): "
             f"{latch['no_event']}, stale: {latch['stale']}, late: {latch['late']}, early: "
             f"{latch['early_entries']}, missed: {latch['missed']}; delays: "
             f"{latch['delays']}, short: {latch['short_delays']} |")
    sweep_paths, sweep_rest = check_sweep(logdir, timer)
    idle_interrupted, idle_total = check_idle_path(logdir, timer)
    w.append(f"| 1. the lock-free `now()` preempted | the writer interrupted idle's lock-free "
             f"`now()` (`timer_idle_now`, {idle_total} instructions) at {idle_interrupted} "
             f"distinct instructions, among them every instruction of its path from entry to "
             f"return (checked against the disassembly); the rest is the call of `load_with`'s "
             f"out-of-line retry, never taken by a reader that its writer preempts |")
    w.append(f"| 1. the reader stalled | idle stalled 300 ticks (more than two half periods) "
             f"inside {stalled['stalled_reads']} reads, between the count and the counter: "
             f"counter read inside the attempt (`now()`), {stalled['stalled_retries']} failed "
             f"attempts, {stalled['stalled_off']} off; the control, counter read after the "
             f"attempt: {stalled['stalled_control_off']} of {stalled['stalled_reads']} off |")
    w.append(f"| 1. sweep | the reader interrupted the handler at "
             f"{sweep['interrupted_instructions']} "
             f"distinct instructions, among them every instruction of one path through the "
             f"update ({sweep_paths}: from the flag's store to its clear in `timer_event`, and "
             f"from entry to return in `on_interrupt` and the functions it calls there; checked "
             f"against the disassembly); the other {sweep_rest} are its other branches |")
    w.append(f"| 1. handler starved | idle masked interrupts for 300 ticks (more than two half "
             f"periods) {starved['starved_reads']} times, reading inside: `now_with_pending` "
             f"exact {starved['exact']} times; the control, plain `now()`, exactly a period "
             f"behind {starved['control_period_behind']} times; the handler then counted both "
             f"crossings (`late`) {phases['starved']['late']} times; the task above read plain "
             f"`now()` a period behind, before the handler ran, "
             f"{phases['starved']['behind_starved']} times |")
    early = phases["early"]
    early_by = one(timer, "timer-early")
    w.append(f"| 1. early flags | TIMER0 {early_by['early_by']} ticks before the half-period "
             f"crossing, `EARLY = {early_by['declared']}` declared: {early['early_entries']} "
             f"entries waited for the crossing "
             f"({early['early_reads']} counter reads); backwards: {early['backwards']}, off: "
             f"{early['not_exact']}, missed: {early['missed']}; the control, the old recipe's "
             f"count (an event counts only if the counter is past its crossing): "
             f"{early['declined']} events declined, {early['control_off']} of "
             f"{early['control_reads']} reads off |")
    stale = phases["stale"]
    w.append(f"| 1. stale flag | the clear left the flag set {left['left_set']} times, the "
             f"interrupt re-entered: {left['stale_entries']} stale entries, the count "
             f"unchanged in all but "
             f"{stale['stale_counted']}; backwards: {stale['backwards']}, off: "
             f"{stale['not_exact']}; the control, one count per flag (embassy, rtic-monotonics): "
             f"{stale['control_off']} of {stale['control_reads']} reads off |")
    ovf = phases["overflow"]
    w.append(f"| 1. overflow-only timer (`OverflowCounter`) | TIMER0 alone, period 300: "
             f"{ovf['reader_reads']} reads above the handler, {ovf['reads_in_handler']} inside "
             f"it; backwards: {ovf['backwards']}, off: {ovf['not_exact']}; idle masked "
             f"interrupts across a wrap {overflow_starved['starved_reads']} times: exact "
             f"{overflow_starved['exact']} times; the control, the flagless reader (embassy's "
             f"CMSDK driver), a period behind {overflow_starved['control_period_behind']} times |")
    w.append(f"| 1. control: `portable_atomic::AtomicU64` (fallback) | deadlock "
             f"{tcontrol['deadlock']} by the watchdog after {tcontrol['reads']} reads (reader "
             f"inside a read: {tcontrol['reader_inside_a_read']}, writer inside its update: "
             f"{tcontrol['writer_inside_update']}) |")
    w.append(f"| 2. SysTick epoch monotonic (`U64LatchArray<2>`) | {epoch['reader_reads']} reads "
             f"above the writer, {epoch['reads_in_update']} inside its update; backwards: "
             f"{epoch['backwards']}; off the independent counter: {epoch['not_exact']}; delays: "
             f"{epoch['delays']}, short: {epoch['short_delays']}; `delay(512)` started above "
             f"SysTick while the tick monotonic was behind, after 45 ticks of work: "
             f"{epoch['held_delays']}, short: {epoch['short_held_delays']} |")
    w.append(f"| 2. the epoch's reader stalled | idle stalled 600 ticks (longer than SysTick's "
             f"512-tick wrap) inside {epoch['stalled_reads']} reads, between the pair and "
             f"SysTick: SysTick read inside the attempt (`load_with`), "
             f"{epoch['stalled_retries']} failed attempts, {epoch['stalled_off']} off; the "
             f"control, SysTick read after the attempt: {epoch['stalled_control_off']} of "
             f"{epoch['stalled_reads']} off |")
    w.append(f"| 2. SysTick tick-counting monotonic (`U64Latch`) | {tick['reads_in_update']} reads "
             f"inside the SysTick handler's update; backwards: {tick['backwards']}; one tick "
             f"behind the hardware: {tick['behind_while_pending']} reads while SysTick was "
             f"pending, {tick['behind_while_active']} while its handler was active before its "
             f"store, {tick['behind_otherwise']} otherwise; more than one behind: "
             f"{tick['behind_more']}; idle (below SysTick) behind: {tick['idle_behind']}; "
             f"`delay(1)` (one SysTick period) started above SysTick: "
             f"{tick['delays_started_in_step']} in step, {tick['short_of_those']} short; "
             f"{tick['delays_started_behind']} while behind (after 45 ticks of work with SysTick "
             f"held off), {tick['short_of_them']} short, the shortest "
             f"{tick['shortest_ticks']} of 512 ticks |")
    w.append(f"| 2. control: rtic-monotonics `systick-64bit`, SysTick lowered below the reader | "
             f"deadlock {lowered['deadlock']} by the watchdog after {lowered['reads']} reads |")
    w.append(f"| 2. the same, SysTick left at priority 0 | deadlock: {high['deadlock']}, "
             f"{high['reads']} reads, backwards: {high['backwards']} |")
    w.append("\n## Timer monotonic: per phase\n")
    w.append("Configuration 1 (`src/bin/timer.rs`), one row per phase: reads by the task above "
             "the handler and by idle, the task's reads that interrupted the handler, values "
             "going backwards, delays that ended early (against the independent counter), and "
             "the handler's entries.\n")
    w.append("| phase | reads (task above) | reads inside the handler | reads (idle) | "
             "backwards | off | delays | early delays | entries | counted | stale | late | "
             "early reads | missed |")
    w.append("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for name, f in phases.items():
        w.append(f"| {name} | {f['reader_reads']} | {f['reads_in_handler']} | "
                 f"{f['idle_reads']} | {f['backwards']} | {f['not_exact']} | {f['delays']} | "
                 f"{f['short_delays']} | {f['entries']} | {f['counted']} | {f['stale']} | "
                 f"{f['late']} | {f['early_reads']} | {f['missed']} |")
    with open(out, "w") as f:
        f.write("\n".join(w) + "\n")


COPY_START, COPY_END = "<!-- rtic table: bash targets/rtic/run.sh -->", "<!-- end of rtic table -->"


def cost_section(table_path):
    """TABLE.md's cost section, without its heading: what README.md's block holds."""
    text = open(table_path, encoding="utf-8").read()
    section = text[text.index("## Cost of"):text.index("Distribution of the added latency")].strip()
    return section.split("\n", 1)[1].strip()


def copy(table_path, doc_path, write):
    """README.md's block is TABLE.md's cost section (or is written so)."""
    section = cost_section(table_path)
    doc = open(doc_path, encoding="utf-8").read()
    if COPY_START not in doc or COPY_END not in doc:
        sys.exit(f"{doc_path} has no rtic table block")
    new = re.sub(re.escape(COPY_START) + ".*?" + re.escape(COPY_END),
                 lambda _: f"{COPY_START}\n{section}\n{COPY_END}", doc, flags=re.S)
    if write:
        open(doc_path, "w", encoding="utf-8").write(new)
    elif new != doc:
        sys.exit(f"{doc_path}: its rtic table block is not {table_path}'s cost section "
                 "(bash targets/rtic/run.sh writes both)")


def instruction_counts(table_path):
    """(peer, build) -> the cost table's instruction counts: `now()` and update, static and executed."""
    counts = {}
    for line in cost_section(table_path).splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) >= 6 and line.startswith("| ") and cells[1] in ("default", "single-core"):
            counts[(cells[0], cells[1])] = tuple(cells[2:6])
    return counts


def compare(old_path, new_path):
    """The committed table's instruction counts are this run's, row by row."""
    old, new = instruction_counts(old_path), instruction_counts(new_path)
    if not new:
        sys.exit(f"{new_path}: no cost table")
    differ = [f"{peer} ({build}): committed {old.get((peer, build))}, this run {counts}"
              for (peer, build), counts in new.items() if old.get((peer, build)) != counts]
    differ += [f"{peer} ({build}): committed, not in this run" for peer, build in old if (peer, build) not in new]
    if differ:
        sys.exit("targets/rtic/TABLE.md: the committed instruction counts (`now()` static, executed; update "
                 "static, executed) differ from this run's (bash targets/rtic/run.sh rewrites it):\n"
                 + "\n".join(differ))
    print(f"targets/rtic/TABLE.md: the committed instruction counts are this run's ({len(new)} rows)")


if __name__ == "__main__":
    if sys.argv[1] == "check":
        sys.exit(0 if check(sys.argv[2]) else 1)
    elif sys.argv[1] == "table":
        table(sys.argv[2], sys.argv[3], sys.argv[4])
    elif sys.argv[1] == "copy":
        copy(sys.argv[2], sys.argv[3], sys.argv[4:] == ["--write"])
    elif sys.argv[1] == "compare":
        compare(sys.argv[2], sys.argv[3])
    else:
        sys.exit("usage: report.py check LOGDIR | table LOGDIR OUT COMMAND | copy TABLE DOC [--write] | compare OLD NEW")
