#!/usr/bin/env python3
"""Helpers of run.sh: checks the RESULT lines of the runs, checks the sweep's interrupted
instructions against the disassembly, counts the probes' instructions, and writes TABLE.md.

    report.py check LOGDIR            every required outcome, or exit 1
    report.py table LOGDIR OUT CMD    TABLE.md from the logs and the ELF files named in LOGDIR

LOGDIR holds one log per run (NAME.log, with its exit status in NAME.rc) and elf.txt: lines
"NAME PATH" of the binaries, and objdump.txt: the disassembler's command line.
"""

import os
import re
import shlex
import subprocess
import sys

BRANCH = re.compile(r"^(b|b(eq|ne|cs|cc|hs|lo|mi|pl|vs|vc|hi|ls|ge|lt|gt|le))(\.[nw])?$")


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


def check_sweep(logdir, lines):
    """The interrupted instructions must be every instruction from the one after the flag's
    `strb` to the `strb` that clears it, along one path of the disassembly."""
    pcs = {int(f["_"][0], 16) for t, f in lines if t == "timer-pc"}
    code = disassemble(logdir, elves(logdir)["timer"], "TIMER0")
    index = {addr: i for i, (addr, _, _) in enumerate(code)}
    first, last = min(pcs), max(pcs)
    if first not in index or last not in index or index[first] == 0:
        raise Failure("sweep: interrupted addresses are not instructions of TIMER0")
    before = code[index[first] - 1][1]
    if not before.startswith("strb") or not code[index[last]][1].startswith("strb"):
        raise Failure(f"sweep: the window is not bounded by the flag's stores ({before})")
    path, at = [first], first
    while at != last:
        i = index[at]
        mnemonic, operands = code[i][1], code[i][2]
        following = [code[i + 1][0]] if i + 1 < len(code) else []
        if BRANCH.match(mnemonic):
            target = branch_target(operands)
            following = ([target] if mnemonic.split(".")[0] == "b" else following + [target])
        nxt = [a for a in following if a in pcs and a not in path]
        if len(nxt) != 1:
            raise Failure(f"sweep: gap after {at:#x} ({mnemonic} {operands})")
        at = nxt[0]
        path.append(at)
    if len(path) != len(pcs):
        raise Failure(f"sweep: {len(pcs)} addresses, {len(path)} on the path")
    return len(path), first, last


def is_return(mnemonic, operands):
    return (mnemonic.startswith("pop") and "pc" in operands) or (
        mnemonic.startswith("bx") and operands.strip() == "lr")


def check_idle_path(logdir, lines):
    """The instructions of idle's `now()` at which the writer interrupted it must contain a
    whole path through the function, from its entry to a return."""
    pcs = {int(f["_"][0], 16) for t, f in lines if t == "timer-idle-pc"}
    code = disassemble(logdir, elves(logdir)["timer"], "timer_idle_now")
    index = {addr: i for i, (addr, _, _) in enumerate(code)}

    def successors(i):
        mnemonic, operands = code[i][1], code[i][2]
        if is_return(mnemonic, operands):
            return []
        following = [code[i + 1][0]] if i + 1 < len(code) else []
        if BRANCH.match(mnemonic):
            target = branch_target(operands)
            return [target] if mnemonic.split(".")[0] == "b" else following + [target]
        return following

    seen, stack = set(), [code[0][0]]
    while stack:
        at = stack.pop()
        if at in seen or at not in pcs or at not in index:
            continue
        seen.add(at)
        i = index[at]
        if is_return(code[i][1], code[i][2]):
            return len(pcs), len(code)
        stack.extend(successors(i))
    raise Failure(f"idle: no path from entry to return through the {len(pcs)} interrupted "
                  f"instructions of timer_idle_now ({len(code)})")


def probe_instructions(logdir, elf, symbol):
    """Instructions of a probe, plus those of the critical-section functions it calls."""
    code = disassemble(logdir, elf, symbol)
    total = len(code)
    for _, mnemonic, operands in code:
        # The acquire and release functions; llvm-objdump and GNU objdump name them by different
        # aliases of the same address.
        callee = re.search(r"<([^>+]*critical_section[^>+]*)>", operands)
        if mnemonic.startswith("bl") and callee:
            total += len(disassemble(logdir, elf, callee.group(1)))
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
        latch = one(lines, "timer-latch")
        for key in ["backwards", "not_exact", "disagree", "reader_retries", "early_events",
                    "short_delays"]:
            need(latch[key] == "0", f"timer: {key}={latch[key]}")
        need(int(latch["reader_reads"]) >= 100_000, "timer: too few reads")
        need(int(latch["reads_in_update"]) >= 1000, "timer: too few reads inside the update")
        need(int(latch["delays"]) > 0, "timer: no delays")
        need(one(lines, "timer-control")["deadlock"] == "caught", "timer: control not caught")
        sweep = one(lines, "timer-sweep")
        need(sweep["frames_not_found"] == "0", "timer: frames not found")
        n, _, _ = check_sweep(logdir, lines)
        need(n == int(sweep["interrupted_instructions"]), "timer: sweep count")
        check_idle_path(logdir, lines)
        need(int(latch["idle_retries"]) > 0, "timer: idle never retried")
        stalled = int(latch["stalled_reads"])
        need(stalled >= 20, "timer: too few stalled reads")
        need(latch["stalled_off"] == "0", f"timer: stalled_off={latch['stalled_off']}")
        need(int(latch["stalled_retries"]) >= stalled, "timer: a stalled attempt did not fail")
        need(int(latch["stalled_control_off"]) == stalled,
             "timer: the control (counter read after the attempt) was not off every time")

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
        need("latch" in peers and "cs" in peers, "latency: peers missing")
        for peer, f in peers.items():
            need(f["backwards"] == "0" and f["overflow"] == "0", f"latency {peer}: {f}")
            added = int(f["max_added"])
            need(added == 0 if peer == "latch" else added > 0,
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
    "latch": ("`U64Latch`, lock-free `now()` (one `load_with`, the counter read inside)",
              "latch", "latch"),
    "latch+calculate_now": ("`U64Latch` through rtic-time's `calculate_now`",
                            "latch_calculate_now", "latch"),
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
    latch = one(timer, "timer-latch")
    sweep = one(timer, "timer-sweep")
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
    w.append(f"| 1. timer monotonic, `U64Latch` | {latch['reader_reads']} reads by the task above "
             f"the timer interrupt, {latch['reads_in_update']} of them inside the period update; "
             f"backwards: {latch['backwards']}; off the independent counter: "
             f"{latch['not_exact']}; failed attempts of the lock-free `now()` in that task: "
             f"{latch['reader_retries']}; the two `now()` disagreeing: {latch['disagree']}; "
             f"idle: {latch['idle_reads']} reads, {latch['idle_retries']} failed attempts of the "
             f"lock-free `now()`; events the writer's `fetch_update` declined (early, or a "
             f"crossing counted twice): {latch['early_events']} of {latch['events']}; delays: "
             f"{latch['delays']}, short: {latch['short_delays']} |")
    idle_interrupted, idle_total = check_idle_path(logdir, timer)
    w.append(f"| 1. the lock-free `now()` preempted | the writer interrupted idle's lock-free "
             f"`now()` (`timer_idle_now`, {idle_total} instructions) at {idle_interrupted} "
             f"distinct instructions, among them every instruction of its path from entry to "
             f"return (checked against the disassembly); the rest is the call of `load_with`'s "
             f"out-of-line retry, never taken by a reader that its writer preempts |")
    w.append(f"| 1. the reader stalled | idle stalled 300 ticks (more than two half periods) "
             f"inside {latch['stalled_reads']} reads, between the count and the counter: counter "
             f"read inside the attempt (`load_with`), {latch['stalled_retries']} failed attempts, "
             f"{latch['stalled_off']} off; the control, counter read after the attempt: "
             f"{latch['stalled_control_off']} of {latch['stalled_reads']} off |")
    w.append(f"| 1. sweep | the reader interrupted the update at each of its "
             f"{sweep['interrupted_instructions']} instructions ({sweep['pc_min']} to "
             f"{sweep['pc_max']}, checked against the disassembly) |")
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
    with open(out, "w") as f:
        f.write("\n".join(w) + "\n")


if __name__ == "__main__":
    if sys.argv[1] == "check":
        sys.exit(0 if check(sys.argv[2]) else 1)
    elif sys.argv[1] == "table":
        table(sys.argv[2], sys.argv[3], sys.argv[4])
    else:
        sys.exit("usage: report.py check LOGDIR | table LOGDIR OUT COMMAND")
