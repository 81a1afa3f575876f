#!/usr/bin/env python3
"""Writes the figures of README.md's "Figures" section from the logs of one run of run.sh.

    figures.py LOGDIR README

LOGDIR holds release/ and debug-assertions/, one NAME.log (the guest's output) and one NAME.rc
(its exit status) per binary run there. The figures go between the README's two marker
comments; every figure comes from a RESULT line (or the watchdog's or the panic's line) of this
run, and a line missing fails the script with its name rather than leave a stale figure.
"""

import os
import re
import sys
import textwrap

START = "<!-- embassy figures: bash targets/embassy/run.sh -->"
END = "<!-- end of embassy figures -->"

# Phase 2 is the only one with long reads, phase 4 the only one running `block_for` instead of
# delays (app.rs): their cells say so, the others' stay empty.
LONG_READS_PHASE = 2
BLOCKS_PHASE = 4
PHASES = (1, 2, 3, 4)
# `embassy_early_flags` must fail phase 1 (run.sh): the README quotes that phase's reads.
EARLY_FLAGS_PHASE = 1

RESULT = re.compile(r'^RESULT phase="(\d+) [^"]*" (.*)$')
WATCHDOG = re.compile(
    r"^block_for of \d+ steps in a critical section still running after (\d+) steps$"
)
SECOND_WRITER = re.compile(
    r"^u64copy::timer: another writer stored during this handler "
    r"\(found (\d+), expected (\d+)\)"
)


class Missing(Exception):
    pass


class Run:
    """One binary's run: its exit status, its RESULT lines by phase, its other lines."""

    def __init__(self, logdir, build, name):
        self.label = f"{build}/{name}"
        path = os.path.join(logdir, build, name)
        try:
            with open(path + ".log", encoding="utf-8", errors="replace") as f:
                self.lines = f.read().splitlines()
            with open(path + ".rc", encoding="utf-8") as f:
                self.status = int(f.read().strip())
        except FileNotFoundError as e:
            raise Missing(f"{self.label}: no log ({e.filename})") from None
        self.phases = {}
        for line in self.lines:
            m = RESULT.match(line)
            if m:
                fields = dict(word.split("=", 1) for word in m.group(2).split())
                self.phases[int(m.group(1))] = fields

    def result(self, phase, key):
        if phase not in self.phases:
            raise Missing(f"{self.label}: no RESULT line of phase {phase}")
        if key not in self.phases[phase]:
            raise Missing(f"{self.label}: phase {phase}'s RESULT line has no {key}=")
        return int(self.phases[phase][key])

    def figure(self, phase, *keys):
        """The sum of the keys, written with thousands separators."""
        return f"{sum(self.result(phase, key) for key in keys):,}"

    def failed(self, phase):
        return any(line.startswith(f"FAIL: phase {phase} ") for line in self.lines)

    def match(self, pattern, what):
        for line in self.lines:
            m = pattern.match(line)
            if m:
                return m
        raise Missing(f"{self.label}: no {what} line")


def table(header, rows):
    def line(cells):
        return "| " + " | ".join(cells) + " |"

    return [line(header), "|" + "---|" * len(header)] + [line(row) for row in rows]


def paragraph(text):
    """Wrapped as the README's prose is, at 96 columns."""
    return textwrap.fill(text, 96, break_long_words=False, break_on_hyphens=False)


def passing_table(run):
    rows = []
    for n in PHASES:
        systick = run.figure(n, "reads_irq")
        if n == LONG_READS_PHASE:
            systick += (
                f" ({run.figure(n, 'long_reads')} long reads, "
                f"{run.figure(n, 'long_reads_in_handler')} inside the handler)"
            )
        delays = blocks = ""
        if n == BLOCKS_PHASE:
            keys = ("blocks", "blocks_off", "block_over_max")
            blocks = ", ".join(run.figure(n, key) for key in keys) + " steps"
        else:
            delays = f"{run.figure(n, 'delays')}, {run.figure(n, 'early_delays')}"
        entries = ", ".join(run.figure(n, key) for key in ("entries", "late", "stale", "missed"))
        rows.append([
            str(n),
            run.figure(n, "steps"),
            f"{run.figure(n, 'reads')} / {systick}",
            run.figure(n, "reads_in_handler"),
            run.figure(n, "backwards", "backwards_irq"),
            run.figure(n, "off", "off_irq"),
            delays,
            blocks,
            entries,
        ])
    return table(
        ["phase", "steps", "reads thread / SysTick", "in handler", "backwards", "off",
         "delays, early", "blocks, off, overshoot max", "handler entries, late, stale, missed"],
        rows,
    )


def plain_now_table(run):
    rows = []
    for n in PHASES:
        if n == BLOCKS_PHASE:
            # Its `block_for` outlasts the count's period and never ends: the watchdog's line
            # gives when it stopped the run, the last block counted the one it stopped.
            stopped = int(run.match(WATCHDOG, "watchdog's `still running after N steps`").group(1))
            blocks = run.result(n, "blocks")
            rows.append([
                str(n), "", "", "",
                f"the {ordinal(blocks)} `block_for` never ends: the watchdog stops it "
                f"{stopped:,} steps after it began",
            ])
        else:
            rows.append([
                str(n),
                run.figure(n, "backwards_irq"),
                run.figure(n, "off", "off_irq"),
                f"{run.figure(n, 'early_delays')} of {run.figure(n, 'delays')}",
                "",
            ])
    return table(["phase", "backwards (SysTick)", "off", "early delays", "blocks off"], rows)


def ordinal(n):
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def passing_phases(run):
    passed = [str(n) for n in PHASES if n in run.phases and not run.failed(n)]
    if not passed:
        return "no phase passes"
    if len(passed) == 1:
        return f"phase {passed[0]} passes"
    return f"phases {', '.join(passed[:-1])} and {passed[-1]} pass"


def figures(logdir):
    embassy = Run(logdir, "release", "embassy")
    preempted = Run(logdir, "release", "embassy_preempted")
    plain_now = Run(logdir, "release", "embassy_plain_now")
    early_flags = Run(logdir, "release", "embassy_early_flags")
    embassy_debug = Run(logdir, "debug-assertions", "embassy")
    preempted_debug = Run(logdir, "debug-assertions", "embassy_preempted")
    nested = Run(logdir, "debug-assertions", "embassy_nested_handler")

    # The sentence says both pass without a panic: run.sh requires it, and so does this text.
    for run in (embassy_debug, preempted_debug):
        if run.status != 0 or any(line.startswith("panicked") for line in run.lines):
            raise Missing(f"{run.label}: not exit 0 without a panic, as the README says")
    found, expected = nested.match(SECOND_WRITER, "u64copy second-writer panic").groups()
    after = f"after phase {max(nested.phases)}" if nested.phases else "in phase 1"
    long_reads = ", ".join([
        f"{preempted_debug.figure(LONG_READS_PHASE, 'long_reads')} long reads",
        f"{preempted_debug.figure(LONG_READS_PHASE, 'long_reads_in_handler')} inside the handler",
        f"{preempted_debug.figure(LONG_READS_PHASE, 'late')} late entries",
        f"{preempted_debug.figure(LONG_READS_PHASE, 'missed')} missed",
    ])
    n = EARLY_FLAGS_PHASE
    early_reads = (
        f"{early_flags.figure(n, 'off_irq')} of {early_flags.figure(n, 'reads_irq')} SysTick "
        f"reads off and {early_flags.figure(n, 'backwards_irq')} backwards; "
        f"{early_flags.figure(n, 'off')} of {early_flags.figure(n, 'reads')} thread reads off"
    )

    return "\n".join([
        paragraph(f"`embassy`: exit {embassy.status}."),
        "",
        *passing_table(embassy),
        "",
        paragraph(
            "`embassy_preempted` (the handler also preempted inside itself): "
            f"exit {preempted.status}."
        ),
        "",
        *passing_table(preempted),
        "",
        paragraph(
            "With debug assertions both exit 0 as well, no panic: `embassy_preempted`'s "
            f"phase {LONG_READS_PHASE} with {long_reads}."
        ),
        "",
        paragraph(
            f"`embassy_plain_now` (control): exit {plain_now.status}; {passing_phases(plain_now)}."
        ),
        "",
        *plain_now_table(plain_now),
        "",
        paragraph(
            f"`embassy_early_flags` (control): exit {early_flags.status}; phase {n}: {early_reads}."
        ),
        "",
        paragraph(
            f"`embassy_nested_handler` (control, debug assertions only): exit {nested.status} "
            f"{after} with u64copy's panic (found {int(found):,}, expected {int(expected):,})."
        ),
    ])


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    logdir, readme = sys.argv[1:]
    try:
        block = figures(logdir)
    except Missing as e:
        sys.exit(f"figures.py: {e}")
    with open(readme, encoding="utf-8") as f:
        doc = f.read()
    if doc.count(START) != 1 or doc.count(END) != 1 or doc.index(START) > doc.index(END):
        sys.exit(f"figures.py: {readme} has no single block from `{START}` to `{END}`")
    head, rest = doc.split(START, 1)
    tail = rest.split(END, 1)[1]
    with open(readme, "w", encoding="utf-8") as f:
        f.write(f"{head}{START}\n\n{block}\n\n{END}{tail}")


if __name__ == "__main__":
    main()
