#!/usr/bin/env python3
"""Self-test of criterion_summary.py on a small criterion tree written from fixtures.

  python3 benches/board/test_criterion_summary.py
"""

import json
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import criterion_summary  # noqa: E402

# (group, function, baseline): (median ns, median_abs_dev ns, iters, times ns, elements
# per iteration or None)
FIXTURES = {
    ("load", "AtomicU64_Relaxed", "run1"): (1.0, 0.01, [1, 2], [10.0, 30.0], None),
    ("load", "AtomicU64_Relaxed", "run2"): (2.0, 0.01, [1], [2.0], None),
    ("load", "AtomicU64_Relaxed", "run3"): (4.0, 0.01, [1], [4.0], None),
    ("load", "AtomicU64_Relaxed", "run4"): (100.0, 0.01, [1], [100.0], None),
    ("load", "U64Copy", "run1"): (2.0, 0.5, [4], [8.0], None),
    ("store", "U64Copy", "run1"): (24.0, 0.1, [2], [48.0], 8),
}

RACE_LOG = (
    "Benchmarking racing_writer/U64Copy/1\n"
    "race-totals: U64Copy/1 reads_per_s_per_reader=25000000 writes_per_s=900000000 "
    "retries_per_read=0.2500 torn_reads=0\n"
)


def write_tree(root):
    for (group, function, baseline), (median, mad, iters, times, elements) in FIXTURES.items():
        directory = os.path.join(root, group, function, baseline)
        os.makedirs(directory)
        documents = {
            "benchmark.json": {
                "group_id": group,
                "function_id": function,
                "value_str": None,
                "throughput": {"Elements": elements} if elements else None,
                "full_id": f"{group}/{function}",
            },
            "estimates.json": {
                "median": {"point_estimate": median},
                "median_abs_dev": {"point_estimate": mad},
            },
            "sample.json": {"sampling_mode": "Linear", "iters": iters, "times": times},
        }
        for name, document in documents.items():
            with open(os.path.join(directory, name), "w") as f:
                json.dump(document, f)


class CriterionSummaryTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.root = self.tmp.name
        write_tree(self.root)

    def tearDown(self):
        self.tmp.cleanup()

    def test_trimmed_mean_drops_lowest_and_highest(self):
        self.assertEqual(criterion_summary.trimmed_mean([100.0, 1.0, 4.0, 2.0]), 3.0)
        self.assertEqual(criterion_summary.trimmed_mean([5.0, 7.0]), 6.0)

    def test_trimmed_table_over_four_runs(self):
        out = criterion_summary.trimmed(self.root, ["run1", "run2", "run3", "run4"], [])
        self.assertIn("| load/AtomicU64_Relaxed | 4 | 3 ns | 1 ns | 100 ns |", out)

    def test_profile_hits_total_average_variance(self):
        hits, total_us, average_ns, variance = criterion_summary.profile_row(
            criterion_summary.load_baseline(self.root, "run1")["load/AtomicU64_Relaxed"]
        )
        self.assertEqual(hits, 3)
        self.assertAlmostEqual(total_us, 0.040)
        self.assertAlmostEqual(average_ns, 40 / 3)
        # Sample means 10 and 15 ns.
        self.assertAlmostEqual(variance, 12.5)

    def test_profile_marks_missing_rows(self):
        out = criterion_summary.profile(self.root, ["run2", "run1"])
        u64copy = next(line for line in out.splitlines() if "load/U64Copy" in line)
        self.assertIn("–", u64copy)
        self.assertIn("4 ", u64copy)

    def test_ratios_to_reference_and_noise_mark(self):
        out = criterion_summary.ratios(self.root, ["run1"], "AtomicU64_Relaxed")
        self.assertIn("| AtomicU64_Relaxed | 1.00× (1 ns) | – |", out)
        self.assertIn("| U64Copy | 2.00× (2 ns) ~ | ? (3 ns) |", out)

    def test_ratios_over_repeated_runs_use_the_trimmed_mean(self):
        out = criterion_summary.ratios(self.root, ["run1", "run2", "run3", "run4"], "AtomicU64_Relaxed")
        self.assertIn("| cell | load (4 runs) | store |", out)
        # Reference medians 1, 2, 4, 100: trimmed mean 3, and a wide spread.
        self.assertIn("| AtomicU64_Relaxed | 1.00× (3 ns) ~ | – |", out)
        self.assertIn("| U64Copy | 0.67× (2 ns) ~ |", out)

    def test_times_per_element_when_a_bench_declares_throughput(self):
        bench = criterion_summary.load_baseline(self.root, "run1")["store/U64Copy"]
        self.assertEqual(bench.median, 3.0)
        self.assertEqual(criterion_summary.profile_row(bench)[:3], (16, 0.048, 3.0))

    def test_race_log(self):
        path = os.path.join(self.root, "race.log")
        with open(path, "w") as f:
            f.write(RACE_LOG)
        out = criterion_summary.race(path)
        self.assertIn("| U64Copy | 1 | 2.5e+07 | 9e+08 | 0.2500 | 0 |", out)


if __name__ == "__main__":
    unittest.main()
