#!/usr/bin/env python3
"""Tables from criterion's saved results (benches/target/criterion/**/<baseline>/*.json).

  ratios   DIR --baseline B [--baseline B2 ...] [--reference CELL]
                                                 medians (trimmed mean over several runs) and
                                                 ratios to the reference cell (Markdown)
  profile  DIR --baseline WITHOUT [--baseline WITH]
                                                 an ftrace function-profile style table:
                                                 Hit, Time, Avg, s^2, side by side for two
  trimmed  DIR --baseline RUN1 --baseline RUN2 ... [--compare RUN1' ...]
                                                 LKFT style: the mean of the per-run medians
                                                 without the lowest and the highest
  race     LOG                                   the race-totals lines of benches/benches/compare.rs

Save each run under its own name with `cargo bench ... -- --save-baseline NAME` (or run a
bench binary with `--bench --save-baseline NAME`). Python 3 standard library only.
"""

import argparse
import json
import os
import re
import statistics
import sys

# Row order of the tables: the reference first, as in benches/benches/common/mod.rs.
CELL_ORDER = [
    "AtomicU64_Relaxed",
    "U64Copy",
    "U64Seq",
    "U64Latch",
    "U64Copy_32bit_backend",
    "U64Seq_32bit_backend",
    "U64Latch_32bit_backend",
    "AtomicU64_AcqRel",
    "portable_atomic_Relaxed",
    "crossbeam_AtomicCell",
    "std_Mutex",
    "torn_halves_baseline",
]
GROUP_ORDER = ["load", "store", "racing_writer", "set_task_rq_fair"]
# A median whose median absolute deviation exceeds this share of it is marked noisy.
NOISY_SPREAD = 0.10


class Bench:
    """One benchmark of one baseline: its ids, and its times in ns per element where the
    bench declares `Throughput::Elements` (operations per iteration), else per iteration."""

    def __init__(self, directory):
        with open(os.path.join(directory, "benchmark.json")) as f:
            info = json.load(f)
        with open(os.path.join(directory, "estimates.json")) as f:
            estimates = json.load(f)
        with open(os.path.join(directory, "sample.json")) as f:
            sample = json.load(f)
        self.group = info["group_id"]
        self.function = info["function_id"]
        self.parameter = info.get("value_str")
        self.full_id = info["full_id"]
        elements = (info.get("throughput") or {}).get("Elements", 1)
        self.median = estimates["median"]["point_estimate"] / elements
        self.median_abs_dev = estimates["median_abs_dev"]["point_estimate"] / elements
        self.iters = [i * elements for i in sample["iters"]]
        self.times = sample["times"]

    @property
    def noisy(self):
        return self.median_abs_dev > NOISY_SPREAD * self.median


def load_baseline(criterion_dir, baseline):
    """Every bench saved under `baseline`, by full id."""
    benches = {}
    for root, _dirs, files in os.walk(criterion_dir):
        if os.path.basename(root) == baseline and "estimates.json" in files:
            bench = Bench(root)
            benches[bench.full_id] = bench
    if not benches:
        sys.exit(f"no criterion results for baseline {baseline!r} under {criterion_dir}")
    return benches


def sort_key(name, order):
    return (order.index(name) if name in order else len(order), name)


def id_sort_key(full_id):
    """Group order, then cell order, then the parameter (the reader count)."""
    group, _, rest = full_id.partition("/")
    function, _, parameter = rest.partition("/")
    return (sort_key(group, GROUP_ORDER), sort_key(function, CELL_ORDER), parameter)


def format_ns(ns):
    if ns >= 1e6:
        return f"{ns / 1e6:.3g} ms"
    if ns >= 1e3:
        return f"{ns / 1e3:.3g} µs"
    return f"{ns:.3g} ns"


def ratios(criterion_dir, baselines, reference):
    """Markdown: per group, each cell's median and its ratio to the reference's median. With
    several baselines (repeated runs), the trimmed mean of the run medians instead; a column
    title says how many runs it had. `~` marks noise: a run's median absolute deviation over
    NOISY_SPREAD of its median, or run medians spread over twice that."""
    medians = {}
    noisy = {}
    for baseline in baselines:
        for bench in load_baseline(criterion_dir, baseline).values():
            key = (bench.group, bench.parameter, bench.function)
            medians.setdefault(key, []).append(bench.median)
            noisy[key] = noisy.get(key, False) or bench.noisy
    for key, values in medians.items():
        if max(values) - min(values) > 2 * NOISY_SPREAD * trimmed_mean(values):
            noisy[key] = True
    columns = sorted(
        {(group, parameter) for group, parameter, _ in medians},
        key=lambda c: (sort_key(c[0], GROUP_ORDER), c[1] or ""),
    )
    cells = sorted({function for _, _, function in medians}, key=lambda n: sort_key(n, CELL_ORDER))

    def title(group, parameter):
        name = group if parameter is None else f"{group}, {parameter} reader{'s' * (parameter != '1')}"
        runs = max(len(v) for (g, p, _), v in medians.items() if (g, p) == (group, parameter))
        return name if runs == 1 else f"{name} ({runs} runs)"

    lines = [
        "| cell | " + " | ".join(title(*c) for c in columns) + " |",
        "|---|" + "---:|" * len(columns),
    ]
    for cell in cells:
        row = []
        for group, parameter in columns:
            key = (group, parameter, cell)
            if key not in medians:
                row.append("–")
                continue
            value = trimmed_mean(medians[key])
            ref = medians.get((group, parameter, reference))
            ratio = f"{value / trimmed_mean(ref):.2f}×" if ref else "?"
            row.append(f"{ratio} ({format_ns(value)}){' ~' if noisy[key] else ''}")
        lines.append(f"| {cell} | " + " | ".join(row) + " |")
    return "\n".join(lines) + "\n"


def profile_row(bench):
    """ftrace's Hit, Time (µs), Avg (ns) and s^2 (ns^2) from criterion's samples. s^2 is the
    variance of the per-sample mean times: criterion keeps no per-call times."""
    hits = int(sum(bench.iters))
    total_us = sum(bench.times) / 1e3
    average_ns = sum(bench.times) / hits
    per_sample_ns = [t / i for t, i in zip(bench.times, bench.iters)]
    variance = statistics.variance(per_sample_ns) if len(per_sample_ns) > 1 else 0.0
    return hits, total_us, average_ns, variance


def profile(criterion_dir, baselines):
    """The function-profile table, one block of columns per baseline (without, with)."""
    runs = [load_baseline(criterion_dir, b) for b in baselines]
    ids = sorted(set().union(*runs), key=id_sort_key)
    width = max(len(i) for i in ids)
    block = 12 + 1 + 15 + 1 + 12 + 1 + 14
    names = "".join(f"  {b:^{block}}" for b in baselines)
    head = f"  {'Hit':>12} {'Time':>15} {'Avg':>12} {'s^2':>14}"
    rule = f"  {'---':>12} {'----':>15} {'---':>12} {'---':>14}"
    lines = [
        f"  {'':<{width}}{names}".rstrip(),
        f"  {'Function':<{width}}{head * len(runs)}",
        f"  {'--------':<{width}}{rule * len(runs)}",
    ]
    for full_id in ids:
        line = f"  {full_id:<{width}}"
        for run in runs:
            if full_id not in run:
                line += f"  {'–':>12} {'':>15} {'':>12} {'':>14}"
                continue
            hits, total, average, variance = profile_row(run[full_id])
            line += f"  {hits:>12} {total:>12.1f} us {average:>9.3f} ns {variance:>9.3g} ns^2"
        lines.append(line.rstrip())
    return "\n".join(lines) + "\n"


def trimmed_mean(values):
    """LKFT: drop one lowest and one highest value, average the rest (all if fewer than 3)."""
    values = sorted(values)
    if len(values) >= 3:
        values = values[1:-1]
    return sum(values) / len(values)


def trimmed(criterion_dir, baselines, compare):
    sets = [("runs", baselines)] + ([("compare", compare)] if compare else [])
    medians = {}
    for label, names in sets:
        for name in names:
            for full_id, bench in load_baseline(criterion_dir, name).items():
                medians.setdefault((label, full_id), []).append(bench.median)
    ids = sorted({i for _l, i in medians}, key=id_sort_key)
    header = "| benchmark | runs | trimmed mean of medians | min | max |"
    rule = "|---|---:|---:|---:|---:|"
    if compare:
        header += " compare runs | compare trimmed mean | compare / runs |"
        rule += "---:|---:|---:|"
    lines = [header, rule]
    for full_id in ids:
        values = medians.get(("runs", full_id), [])
        if not values:
            continue
        mean = trimmed_mean(values)
        line = f"| {full_id} | {len(values)} | {format_ns(mean)} | {format_ns(min(values))} | {format_ns(max(values))} |"
        if compare:
            other = medians.get(("compare", full_id), [])
            if other:
                other_mean = trimmed_mean(other)
                line += f" {len(other)} | {format_ns(other_mean)} | {other_mean / mean:.3f} |"
            else:
                line += " 0 | – | – |"
        lines.append(line)
    return "\n".join(lines) + "\n"


RACE_LINE = re.compile(
    r"race-totals: (?P<cell>\S+)/(?P<readers>\d+) reads_per_s_per_reader=(?P<reads>\S+) "
    r"writes_per_s=(?P<writes>\S+) retries_per_read=(?P<retries>\S+) torn_reads=(?P<torn>\d+)"
)


def race(log_path):
    """Markdown from the race-totals lines: reads/s, writes/s, retries per read, torn reads."""
    rows = []
    with open(log_path) as f:
        for line in f:
            match = RACE_LINE.search(line)
            if match:
                rows.append(match.groupdict())
    if not rows:
        sys.exit(f"no race-totals lines in {log_path}")
    rows.sort(key=lambda r: (int(r["readers"]), sort_key(r["cell"], CELL_ORDER)))
    lines = [
        "| cell | readers | reads/s per reader | writes/s | retries per read | torn reads |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for r in rows:
        lines.append(
            f"| {r['cell']} | {r['readers']} | {float(r['reads']):.3g} | {float(r['writes']):.3g} "
            f"| {r['retries']} | {r['torn']} |"
        )
    return "\n".join(lines) + "\n"


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    for name in ("ratios", "profile", "trimmed"):
        command = commands.add_parser(name)
        command.add_argument("criterion_dir")
        command.add_argument("--baseline", action="append", required=True)
        if name == "ratios":
            command.add_argument("--reference", default="AtomicU64_Relaxed")
        if name == "trimmed":
            command.add_argument("--compare", action="append", default=[])
    commands.add_parser("race").add_argument("log")
    args = parser.parse_args(argv)

    if args.command == "ratios":
        out = ratios(args.criterion_dir, args.baseline, args.reference)
    elif args.command == "profile":
        if len(args.baseline) > 2:
            parser.error("profile compares at most two baselines (without, with)")
        out = profile(args.criterion_dir, args.baseline)
    elif args.command == "trimmed":
        out = trimmed(args.criterion_dir, args.baseline, args.compare)
    else:
        out = race(args.log)
    sys.stdout.write(out)


if __name__ == "__main__":
    main()
