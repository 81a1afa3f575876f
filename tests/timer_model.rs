//! `u64copy::timer` checked at every interleaving at hardware-access granularity, against the
//! peers' algorithms in the same harness (tests/README.md, "The timer model").
//!
//! A counter of `BITS` bits steps by at most one tick before each hardware access (counter
//! read, one flag's read, clear; any number while idle or masked, a masking section inside the
//! handler included); flags are set at their crossings (or one tick before, or lagging the
//! counter's step); the handler's latency and run together are bounded by the scenario's
//! deadline; readers run above the handler (or masking it) or below it, at every point. Every
//! schedule is enumerated depth first by replaying a vector of choices. A read is exact when
//! it equals the time at one of its own counter reads. The scenarios are single faults
//! (`scenario_table`) and every pair of them that combines (`pair_table`).

// A search over the crate's safe, single-threaded code: Miri would add nothing to it and take
// hours (`bash .ci/run`'s miri step runs tests/timer.rs).
#![cfg(not(miri))]

#[path = "timer_model/algos.rs"]
mod algos;
#[path = "timer_model/sim.rs"]
mod sim;

use algos::*;
use sim::*;
use u64copy::timer::{HalfPeriodCounter, OverflowCounter};
use u64copy::U64Latch;

fn scenarios(bits: u32) -> Vec<Scenario> {
    let h = 1u64 << (bits - 1);
    let m = 2 * h;
    let base = Scenario {
        key: "",
        title: "",
        deadline: h - 1,
        lead: 0,
        early_const: 0,
        stale: Stale::No,
        latched: Latched::No,
        lost: false,
        lag: false,
    };
    vec![
        Scenario {
            key: "on-time",
            title: "on time (deadline H−1)",
            ..base
        },
        Scenario {
            key: "half",
            title: "deadline H",
            deadline: h,
            ..base
        },
        Scenario {
            key: "early",
            title: "flags 1 tick early",
            lead: 1,
            ..base
        },
        Scenario {
            key: "early-declared",
            title: "flags 1 tick early, `EARLY = 1`",
            lead: 1,
            early_const: 1,
            ..base
        },
        Scenario {
            key: "stale",
            title: "a stale flag re-enters",
            stale: Stale::One,
            ..base
        },
        Scenario {
            key: "stale-both",
            title: "every flag a run cleared re-enters",
            stale: Stale::All,
            ..base
        },
        Scenario {
            key: "latched",
            title: "a flag latched at start",
            latched: Latched::One,
            ..base
        },
        Scenario {
            key: "latched-both",
            title: "both flags latched at start",
            latched: Latched::Both,
            ..base
        },
        Scenario {
            key: "starved",
            title: "handler starved up to a period (deadline M−1)",
            deadline: m - 1,
            ..base
        },
        Scenario {
            key: "starved-early",
            title: "`EARLY = 1`, starved up to a period less `EARLY` (deadline M−2)",
            deadline: m - 2,
            lead: 1,
            early_const: 1,
            ..base
        },
        Scenario {
            key: "starved-early-past",
            title: "`EARLY = 1`, starved up to a period (deadline M−1)",
            deadline: m - 1,
            lead: 1,
            early_const: 1,
            ..base
        },
        Scenario {
            key: "lost",
            title: "a flag lost",
            lost: true,
            ..base
        },
        Scenario {
            key: "lag",
            title: "flags lag their step",
            lag: true,
            ..base
        },
    ]
}

/// A single fault of the pairs: its key and title, its dimension (two faults of one dimension
/// do not pair), and its settings over a scenario.
struct Fault {
    key: &'static str,
    title: &'static str,
    dim: u8,
    apply: fn(&mut Scenario, u64),
}

/// The single faults that pair: the deadline (late up to half a period, up to a period), the
/// lead (flags a tick early, with `EARLY` 0 or 1), stale flags, latched flags, a lost flag,
/// lagging flags.
const FAULTS: [Fault; 10] = [
    Fault {
        key: "half",
        title: "deadline H",
        dim: 0,
        apply: |s, h| s.deadline = s.deadline.max(h),
    },
    Fault {
        key: "starved",
        title: "deadline M−1",
        dim: 0,
        apply: |s, h| s.deadline = s.deadline.max(2 * h - 1),
    },
    Fault {
        key: "early",
        title: "flags 1 tick early",
        dim: 1,
        apply: |s, _| {
            s.lead = 1;
            s.early_const = 0;
        },
    },
    Fault {
        key: "early-declared",
        title: "flags 1 tick early, `EARLY = 1`",
        dim: 1,
        apply: |s, _| {
            s.lead = 1;
            s.early_const = 1;
        },
    },
    Fault {
        key: "stale",
        title: "a stale flag",
        dim: 2,
        apply: |s, _| s.stale = Stale::One,
    },
    Fault {
        key: "stale-both",
        title: "every cleared flag stale",
        dim: 2,
        apply: |s, _| s.stale = Stale::All,
    },
    Fault {
        key: "latched",
        title: "a flag latched",
        dim: 3,
        apply: |s, _| s.latched = Latched::One,
    },
    Fault {
        key: "latched-both",
        title: "both flags latched",
        dim: 3,
        apply: |s, _| s.latched = Latched::Both,
    },
    Fault {
        key: "lost",
        title: "a flag lost",
        dim: 4,
        apply: |s, _| s.lost = true,
    },
    Fault {
        key: "lag",
        title: "flags lag",
        dim: 5,
        apply: |s, _| s.lag = true,
    },
];

/// Whether two scenarios set the same machine (titles aside).
fn same_settings(a: &Scenario, b: &Scenario) -> bool {
    (
        a.deadline,
        a.lead,
        a.early_const,
        a.stale,
        a.latched,
        a.lost,
        a.lag,
    ) == (
        b.deadline,
        b.lead,
        b.early_const,
        b.stale,
        b.latched,
        b.lost,
        b.lag,
    )
}

/// Every pair of faults of two dimensions (`FAULTS` order), as the union of their settings:
/// the on-time scenario with both applied (the longer deadline; the lead and `EARLY` from the
/// early fault). A pair that sets the same machine as a column of `scenarios` is that column
/// (deadline M−1 with `EARLY = 1`: starved-early-past), returned apart: (pair keys, column).
fn pairs(bits: u32) -> (Vec<Scenario>, Vec<(String, &'static str)>) {
    let h = 1u64 << (bits - 1);
    let singles = scenarios(bits);
    let on_time = singles[0];
    let (mut out, mut same) = (Vec::new(), Vec::new());
    for (i, a) in FAULTS.iter().enumerate() {
        for b in &FAULTS[i + 1..] {
            if a.dim == b.dim {
                continue;
            }
            let mut sc = on_time;
            (a.apply)(&mut sc, h);
            (b.apply)(&mut sc, h);
            let key = format!("{}+{}", a.key, b.key);
            if let Some(col) = singles.iter().find(|s| same_settings(s, &sc)) {
                same.push((key, col.key));
                continue;
            }
            // The table's keys and titles live as long as the test.
            sc.key = Box::leak(key.into_boxed_str());
            sc.title = Box::leak(format!("{} + {}", a.title, b.title).into_boxed_str());
            out.push(sc);
        }
    }
    (out, same)
}

type Make = fn(Config) -> Box<dyn Algo>;
type MakeBoxed = Box<dyn Fn(Config) -> Box<dyn Algo>>;

struct Row {
    name: &'static str,
    overflow_only: bool,
    /// The verdicts in `scenarios` (the single faults).
    expect: &'static str,
    /// The verdicts in `pairs` (two faults at once).
    pair_expect: &'static str,
    make: Make,
}

macro_rules! by_bits_early {
    ($cfg:expr, $b:ident, $e:ident, $body:expr) => {
        match ($cfg.bits, $cfg.sc.early_const) {
            (3, 0) => {
                const $b: u32 = 3;
                const $e: u32 = 0;
                $body
            }
            (3, 1) => {
                const $b: u32 = 3;
                const $e: u32 = 1;
                $body
            }
            (4, 0) => {
                const $b: u32 = 4;
                const $e: u32 = 0;
                $body
            }
            (4, 1) => {
                const $b: u32 = 4;
                const $e: u32 = 1;
                $body
            }
            _ => unreachable!(),
        }
    };
}

fn ours(cfg: Config, r: OurReader) -> Box<dyn Algo> {
    by_bits_early!(
        cfg,
        B,
        E,
        Box::new(Ours::<B, E> {
            c: HalfPeriodCounter::<B>::new(),
            r
        })
    )
}

fn reference(cfg: Config, m: Mutation, r: OurReader) -> Box<dyn Algo> {
    by_bits_early!(
        cfg,
        B,
        E,
        Box::new(Reference::<B, E> {
            latch: U64Latch::new(0),
            m,
            r
        })
    )
}

/// The verdicts a row must have, per scenario (`expect` in `scenarios` order, `pair_expect` in
/// `pairs` order), above / below the handler: `E` exact, `W` wrong (a wrong read, a panic, or
/// `try_now`'s `None` where no handler ran during it). `TIMER_MODEL_EXPECT=print` prints the
/// strings a run gives.
fn rows() -> Vec<Row> {
    vec![
        Row {
            name: "`now`",
            overflow_only: false,
            expect: "EE WE WW EE EE EE EE WW WE WE WW WW EE",
            pair_expect: "WW WE WE WW WE WW WW WE WW WE WW WE WW WW WE WW WW WW WW WW \
                          WW EE EE EE WW WW EE EE WW WW WW EE WW WW WW WW EE WW WW WW",
            make: |c| ours(c, OurReader::Now),
        },
        Row {
            name: "`now_with_pending`",
            overflow_only: false,
            expect: "EE EE WW EE EE EE EE WW EE EE WW WW EE",
            pair_expect: "WW EE WE WW EE WW WW WE WW WE WW EE WW WW WE WW WW WW WW WW \
                          WW EE EE EE WW WW EE EE WW WW WW EE WW WW WW WW EE WW WW WW",
            make: |c| ours(c, OurReader::WithPending),
        },
        Row {
            name: "`try_now`",
            overflow_only: false,
            expect: "EE WE WW EE EE EE EE WW WE WE WW WW EE",
            pair_expect: "WW WE WE WW WE WW WW WE WW WE WW WE WW WW WE WW WW WW WW WW \
                          WW EE EE EE WW WW EE EE WW WW WW EE WW WW WW WW EE WW WW WW",
            make: |c| ours(c, OurReader::TryNow),
        },
        Row {
            name: "`OverflowCounter`",
            overflow_only: true,
            expect: "EE EE WW WW WW WW WW WW EE WW WW WW WW",
            pair_expect: "WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW \
                          WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW",
            make: |c| {
                Box::new(OursOvf {
                    c: OverflowCounter::new(c.m()),
                })
            },
        },
        Row {
            name: "embassy gp16: +1 per flag, no retry",
            overflow_only: false,
            expect: "EE WW WW WW WW WW WW WW WW WW WW WW EW",
            pair_expect: "WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW \
                          WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW",
            make: |_| Box::<EmbassyGp16>::default(),
        },
        Row {
            name: "rtic-time `calculate_now`, +1 per flag",
            overflow_only: false,
            expect: "EE WW WW WW WW WW WW WW WW WW WW WW EE",
            pair_expect: "WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW \
                          WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW",
            make: |_| Box::<RticCalculateNow>::default(),
        },
        Row {
            name: "old recipe: parity `next`, `load_with`",
            overflow_only: false,
            expect: "EE WW WW WW EE EE EE EE WW WW WW WW EE",
            pair_expect: "WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW \
                          WW WW WW WW WW WW WW EE EE WW EE EE EE WW EE WW EE WW EE WW",
            make: |_| {
                Box::new(OldRecipe {
                    latch: U64Latch::new(0),
                })
            },
        },
        Row {
            name: "embassy LPTIM: counter, then flag",
            overflow_only: true,
            expect: "WW WW WW WW WW WW WW WW WW WW WW WW WW",
            pair_expect: "WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW \
                          WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW",
            make: |_| Box::<EmbassyLptim>::default(),
        },
        Row {
            name: "embassy CMSDK: no flag in `now`",
            overflow_only: true,
            expect: "WE WE WW WW WW WW WW WW WE WW WW WW WW",
            pair_expect: "WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW \
                          WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW WW",
            make: |_| Box::<EmbassyCmsdk>::default(),
        },
    ]
}

fn cell(s: &Summary) -> String {
    let mut out = if let Some(p) = &s.panic {
        if p.contains("missed an interrupt") {
            "panics".to_string()
        } else {
            format!("panics: {}", p)
        }
    } else if s.bad_none {
        "`None` unpreempted".to_string()
    } else if s.ahead == 0 && s.behind == 0 {
        "exact".to_string()
    } else {
        let mut v = Vec::new();
        if s.ahead > 0 {
            v.push(format!("+{}", s.ahead));
        }
        if s.behind > 0 {
            v.push(format!("−{}", s.behind));
        }
        let mut x = v.join("/");
        if s.for_good {
            x.push_str(" for good");
        }
        x
    };
    if s.backwards {
        out.push_str(", backwards");
    }
    if s.missed {
        out.push_str(", missed");
    }
    out
}

fn config(bits: u32, sc: Scenario, place: Place, overflow_only: bool) -> Config {
    let reads = if place == Place::Above { 2 } else { 1 };
    Config {
        bits,
        sc,
        place,
        reads,
        overflow_only,
    }
}

/// The full search (release builds, or `TIMER_MODEL=full`), or the debug build's bounded one:
/// exact cells searched up to `DEBUG_POINTS` schedule points, wrong cells up to
/// `DEBUG_WRONG_POINTS` for their first wrong schedule (the pairs' cells, four times as many,
/// up to `DEBUG_PAIR_BOUNDS`). A wrong cell whose first wrong schedule lies deeper is left to
/// the full search (the release suites run it): the debug build's model runs under every
/// mutant of `cargo mutants` and under qemu-user, where the deepest cells (millions of points)
/// would cost minutes.
fn full() -> bool {
    !cfg!(debug_assertions) || std::env::var("TIMER_MODEL").map_or(false, |v| v == "full")
}

const BITS: u32 = 3;
const DEBUG_POINTS: u64 = 10_000;
const DEBUG_WRONG_POINTS: u64 = 50_000;

/// A debug build's bounds on a cell's search: the cells expected exact, the cells expected
/// wrong.
#[derive(Clone, Copy)]
struct DebugBounds {
    exact: u64,
    wrong: u64,
}

const DEBUG_BOUNDS: DebugBounds = DebugBounds {
    exact: DEBUG_POINTS,
    wrong: DEBUG_WRONG_POINTS,
};
const DEBUG_PAIR_BOUNDS: DebugBounds = DebugBounds {
    exact: 5_000,
    wrong: 5_000,
};

/// The schedule points a search of a cell expected exact (or wrong) may explore.
fn bound(expect_exact: bool) -> u64 {
    bound_in(DEBUG_BOUNDS, expect_exact)
}

fn bound_in(debug: DebugBounds, expect_exact: bool) -> u64 {
    match (full(), expect_exact) {
        (true, _) => u64::MAX,
        (false, true) => debug.exact,
        (false, false) => debug.wrong,
    }
}

fn search(
    row: &Row,
    sc: Scenario,
    place: Place,
    expect_exact: bool,
    debug: DebugBounds,
) -> Summary {
    let cfg = config(BITS, sc, place, row.overflow_only);
    let make = || (row.make)(cfg);
    explore(
        cfg,
        &make,
        if full() { 30 } else { 1 },
        bound_in(debug, expect_exact),
    )
}

const BEGIN: &str = "<!-- timer-model:begin (generated: `TIMER_MODEL_TABLE=tests/timer_model/TABLE.md cargo test --release --test timer_model`) -->";
const END: &str = "<!-- timer-model:end -->";
const README_BEGIN: &str = "<!-- timer-model-short:begin -->";
const README_END: &str = "<!-- timer-model-short:end -->";
const PAIRS_BEGIN: &str = "<!-- timer-model-pairs:begin (generated: `TIMER_MODEL_TABLE=tests/timer_model/TABLE.md cargo test --release --test timer_model`) -->";
const PAIRS_END: &str = "<!-- timer-model-pairs:end -->";

/// The README's short table: these rows and scenarios, each cell in periods, the worse of
/// above and below the handler (`above` where only a reader above it is off).
const README_ROWS: [(&str, &str); 7] = [
    ("`now_with_pending`", "`now_with_pending`"),
    ("`now`", "`now`"),
    ("`OverflowCounter`", "`OverflowCounter`"),
    (
        "embassy gp16: +1 per flag, no retry",
        "embassy gp16 (+1 per flag, no retry)",
    ),
    (
        "rtic-time `calculate_now`, +1 per flag",
        "rtic-monotonics 3.0 (`calculate_now`, +1 per flag)",
    ),
    (
        "old recipe: parity `next`, `load_with`",
        "u64copy's old recipe (parity)",
    ),
    (
        "embassy LPTIM: counter, then flag",
        "embassy LPTIM (counter, then flag)",
    ),
];
const README_SCENARIOS: [(&str, &str); 6] = [
    ("on-time", "on time"),
    ("half", "handler ½ period late"),
    ("starved", "starved ≤ 1 period"),
    ("early-declared", "flags 1 tick early, declared"),
    ("stale", "stale flag re-enters"),
    ("latched", "flag latched at start"),
];

/// One cell of the short table, from the full table's above and below cells.
fn short_cell(above: &str, below: &str) -> String {
    let period = 1u32 << BITS;
    let words = |cell: &str| {
        let cell = cell
            .replace(", backwards", "")
            .replace(", missed", "")
            .replace(&format!("+{}/−{}", period, period), "±1 period")
            .replace(&format!("−{}", 2 * period), "−2 periods")
            .replace(&format!("+{}", period), "+1 period")
            .replace(&format!("−{}", period), "−1 period");
        if cell.starts_with("panics") {
            "panics".to_string()
        } else {
            cell
        }
    };
    let (above, below) = (words(above), words(below));
    match (above.as_str(), below.as_str()) {
        ("exact", "exact") => "exact".to_string(),
        (_, "exact") => format!("{} above", above),
        _ if above == below => above,
        _ => format!("{} / {}", above, below),
    }
}

/// One table's search: every row of `rows()` in every scenario of `scs`, above and below the
/// handler, each cell's verdict compared with the row's expectation (`expect` of the row).
struct TableRun {
    /// The verdicts table and the points table (markdown, header included).
    verdicts: String,
    points: String,
    /// The cells whose verdict differs from the expected one.
    failures: Vec<String>,
    /// The wrong cells a debug build's bounded search left to the full search, and its bound.
    beyond_debug_bound: Vec<String>,
    debug_wrong_points: u64,
    /// (row, scenario) → (above, below).
    cells: std::collections::HashMap<(&'static str, &'static str), (String, String)>,
    /// Per row, the expectation string this run gives (a cell left to the full search keeps
    /// its expected letter).
    needed: Vec<(&'static str, String)>,
}

fn run_table(
    scs: &[Scenario],
    expect_of: fn(&Row) -> &'static str,
    debug: DebugBounds,
    sample: Option<Sample>,
) -> TableRun {
    let searched = |r: usize| sample.map_or(true, |s| s.has(r));
    let mut run = TableRun {
        verdicts: String::new(),
        points: String::new(),
        failures: Vec::new(),
        beyond_debug_bound: Vec::new(),
        debug_wrong_points: debug.wrong,
        cells: std::collections::HashMap::new(),
        needed: Vec::new(),
    };
    let mut header = "| algorithm |".to_string();
    let mut rule = "|---|".to_string();
    for sc in scs {
        header.push_str(&format!(" {} |", sc.title));
        rule.push_str("---|");
    }
    for t in [&mut run.verdicts, &mut run.points] {
        t.push_str(&format!("{}\n{}\n", header, rule));
    }
    let print = print_expect();
    let expects: Vec<Vec<&str>> = rows()
        .iter()
        .map(|row| {
            let mut expect: Vec<&str> = expect_of(row).split_whitespace().collect();
            if print {
                // Regenerating the strings: a missing cell is expected exact.
                expect.resize(scs.len(), "EE");
            }
            assert_eq!(
                expect.len(),
                scs.len(),
                "{}: an expectation string of {} cells for {} scenarios",
                row.name,
                expect.len(),
                scs.len()
            );
            expect
        })
        .collect();
    let mut jobs = Vec::new();
    for (r, expect) in expects.iter().enumerate().filter(|(r, _)| searched(*r)) {
        for (i, want) in expect.iter().enumerate() {
            for (place, w) in [Place::Above, Place::Below].into_iter().zip(want.chars()) {
                jobs.push((r, i, place, w == 'E'));
            }
        }
    }
    let mut summaries = search_all(scs, jobs, debug).into_iter();
    for (r, (row, expect)) in rows().into_iter().zip(expects).enumerate() {
        if !searched(r) {
            continue;
        }
        let mut line = format!("| {} |", row.name);
        let mut pline = format!("| {} |", row.name);
        let mut needed = Vec::new();
        for (sc, want) in scs.iter().zip(&expect) {
            let mut cells = Vec::new();
            let mut pts = Vec::new();
            let mut need = String::new();
            for (place, w) in [Place::Above, Place::Below].into_iter().zip(want.chars()) {
                let s = summaries.next().expect("a search per cell");
                let got = if s.exact() { 'E' } else { 'W' };
                // Only a debug build's bounded search stops short of a wrong cell's witness.
                let unreached = w == 'W' && got == 'E' && !s.complete;
                if unreached {
                    run.beyond_debug_bound
                        .push(format!("{} / {} / {:?}", row.name, sc.key, place));
                }
                need.push(if unreached { w } else { got });
                // Exact reads never go back: each is the time at one of its own instants.
                assert!(
                    !(s.exact() && s.backwards),
                    "{} / {}: backwards",
                    row.name,
                    sc.key
                );
                if got != w && !unreached {
                    run.failures.push(format!(
                        "{} / {} / {:?}: expected {}, got {} ({}; first wrong schedule: \
                         TIMER_MODEL_TRACE=\"{}/{}/{}\" cargo test --release --test \
                         timer_model trace -- --nocapture)",
                        row.name,
                        sc.key,
                        place,
                        if w == 'E' { "exact" } else { "wrong" },
                        if got == 'E' { "exact" } else { "wrong" },
                        cell(&s),
                        row.name.trim_matches('`').split(':').next().unwrap(),
                        sc.key,
                        if place == Place::Above {
                            "above"
                        } else {
                            "below"
                        },
                    ));
                }
                cells.push(cell(&s));
                pts.push(if s.complete {
                    s.points.to_string()
                } else {
                    format!("{} (stopped)", s.points)
                });
            }
            needed.push(need);
            run.cells
                .insert((row.name, sc.key), (cells[0].clone(), cells[1].clone()));
            line.push_str(&format!(" {} |", cells.join(" / ")));
            pline.push_str(&format!(" {} |", pts.join(" / ")));
        }
        run.needed.push((row.name, needed.join(" ")));
        run.verdicts.push_str(&line);
        run.verdicts.push('\n');
        run.points.push_str(&pline);
        run.points.push('\n');
    }
    run
}

/// Each cell's search, `(row, scenario, place, expected exact)` of `jobs`, in their order: on
/// as many threads as the machine runs at once (the cells are independent, and one table's
/// deepest cells are tens of millions of points).
fn search_all(
    scs: &[Scenario],
    jobs: Vec<(usize, usize, Place, bool)>,
    debug: DebugBounds,
) -> Vec<Summary> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::{Arc, Mutex};
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(jobs.len())
        .max(1);
    let scs = Arc::new(scs.to_vec());
    let next = Arc::new(AtomicUsize::new(0));
    let results = Arc::new(Mutex::new(vec![None; jobs.len()]));
    let jobs = Arc::new(jobs);
    let workers: Vec<_> = (0..threads)
        .map(|_| {
            let (scs, next, results, jobs) = (
                Arc::clone(&scs),
                Arc::clone(&next),
                Arc::clone(&results),
                Arc::clone(&jobs),
            );
            std::thread::spawn(move || {
                let rows = rows();
                loop {
                    let j = next.fetch_add(1, Ordering::Relaxed);
                    let Some(&(r, i, place, exact)) = jobs.get(j) else {
                        return;
                    };
                    let s = search(&rows[r], scs[i], place, exact, debug);
                    results.lock().unwrap()[j] = Some(s);
                }
            })
        })
        .collect();
    for w in workers {
        if let Err(p) = w.join() {
            std::panic::resume_unwind(p);
        }
    }
    let results = std::mem::take(&mut *results.lock().unwrap());
    results
        .into_iter()
        .map(|s| s.expect("every cell searched"))
        .collect()
}

/// `TIMER_MODEL_EXPECT=print`: the tables print the expectation string each row would need
/// (`Row::expect`, `Row::pair_expect`) and do not fail on a verdict that differs, for whoever
/// changes an algorithm to set them again after reviewing the table the run prints.
fn print_expect() -> bool {
    std::env::var("TIMER_MODEL_EXPECT").map_or(false, |v| v == "print")
}

/// Prints the expectation strings a run gives, as `rows()` writes them (`field`), twenty
/// cells a line.
fn print_needed(field: &str, run: &TableRun) {
    let mut out = format!(
        "TIMER_MODEL_EXPECT=print: each row's `{}`, in `rows()` order{}:\n",
        field,
        if full() {
            ""
        } else {
            " (a debug build's bounded search: the cells left to the full search keep their \
             expected letter)"
        }
    );
    let indent = 12 + field.len() + 3;
    for (name, needed) in &run.needed {
        let groups: Vec<&str> = needed.split(' ').collect();
        let lines: Vec<String> = groups.chunks(20).map(|c| c.join(" ")).collect();
        out.push_str(&format!(
            "// {}\n            {}: \"{}\",\n",
            name,
            field,
            lines.join(&format!(" \\\n{}", " ".repeat(indent)))
        ));
    }
    for f in &run.failures {
        out.push_str(&format!("differs from the expectation: {}\n", f));
    }
    println!("{}", out);
}

/// Prints the wrong cells a debug build's bounded search left to the full search.
fn print_beyond(run: &TableRun) {
    if !run.beyond_debug_bound.is_empty() {
        println!(
            "wrong cells with no wrong schedule within {} points, left to the full search: {}",
            run.debug_wrong_points,
            run.beyond_debug_bound.join(", ")
        );
    }
}

#[test]
fn scenario_table() {
    quiet_panics();
    let start = std::time::Instant::now();
    let scs = scenarios(BITS);
    let sample = Sample::of("scenario_table");
    let run = run_table(&scs, |r| r.expect, DEBUG_BOUNDS, sample);
    println!("{}\n{}\n{:?}", run.verdicts, run.points, start.elapsed());
    print_beyond(&run);
    if let Some(sample) = sample {
        assert!(
            run.failures.is_empty(),
            "timer model: verdicts differ from the expected ones:\n{}",
            run.failures.join("\n")
        );
        expectations_are_the_full_search(&scs, |r| r.expect, BEGIN, END);
        sample.check_rows("the table", BEGIN, END, &run);
        return;
    }
    let block = format!(
        "{}\n\n{}\nSchedule points explored (above / below; a wrong cell stops at its 30th \
         wrong schedule):\n\n{}\n{}",
        BEGIN, run.verdicts, run.points, END
    );
    let mut short = "| |".to_string();
    for (_, title) in README_SCENARIOS {
        short.push_str(&format!(" {} |", title));
    }
    short.push_str(&format!(
        "\n|---|{}\n",
        "---|".repeat(README_SCENARIOS.len())
    ));
    for (row, title) in README_ROWS {
        short.push_str(&format!("| {} |", title));
        for (key, _) in README_SCENARIOS {
            let (above, below) = &run.cells[&(row, key)];
            short.push_str(&format!(" {} |", short_cell(above, below)));
        }
        short.push('\n');
    }
    let readme_block = format!("{}\n{}{}", README_BEGIN, short, README_END);
    if full() && std::env::var("TIMER_MODEL_TABLE").is_ok() {
        check_blocks(&[
            (table_file(), "the table", BEGIN, END, &block),
            (
                "README.md".into(),
                "the short table",
                README_BEGIN,
                README_END,
                &readme_block,
            ),
        ]);
        Sample::write_key("scenario_table");
    }
    if print_expect() {
        print_needed("expect", &run);
        return;
    }
    assert!(
        run.failures.is_empty(),
        "timer model: verdicts differ from the expected ones:\n{}",
        run.failures.join("\n")
    );
    expectations_are_the_full_search(&scs, |r| r.expect, BEGIN, END);
    if full() {
        check_blocks(&[
            (table_file(), "the table", BEGIN, END, &block),
            (
                "README.md".into(),
                "the short table",
                README_BEGIN,
                README_END,
                &readme_block,
            ),
        ]);
    }
}

/// Every pair of single faults that combine (`pairs`), in every row: the second generated
/// table of tests/timer_model/TABLE.md, each cell's verdict asserted by `Row::pair_expect`.
#[test]
fn pair_table() {
    quiet_panics();
    let start = std::time::Instant::now();
    let (scs, same) = pairs(BITS);
    let sample = Sample::of("pair_table");
    let run = run_table(&scs, |r| r.pair_expect, DEBUG_PAIR_BOUNDS, sample);
    println!("{}\n{}\n{:?}", run.verdicts, run.points, start.elapsed());
    print_beyond(&run);
    if let Some(sample) = sample {
        assert!(
            run.failures.is_empty(),
            "timer model: pair verdicts differ from the expected ones:\n{}",
            run.failures.join("\n")
        );
        expectations_are_the_full_search(&scs, |r| r.pair_expect, PAIRS_BEGIN, PAIRS_END);
        sample.check_rows("the pair table", PAIRS_BEGIN, PAIRS_END, &run);
        return;
    }
    let same: Vec<String> = same
        .iter()
        .map(|(pair, col)| format!("`{}` is the table above's `{}`", pair, col))
        .collect();
    let keys: Vec<String> = scs.iter().map(|s| format!("`{}`", s.key)).collect();
    let block = format!(
        "{}\n\n{}\nThe columns' keys (`TIMER_MODEL_TRACE`): {}; {}.\n\nSchedule points \
         explored (above / below; a wrong cell stops at its 30th wrong schedule):\n\n{}\n{}",
        PAIRS_BEGIN,
        run.verdicts,
        keys.join(", "),
        same.join("; "),
        run.points,
        PAIRS_END
    );
    if full() && std::env::var("TIMER_MODEL_TABLE").is_ok() {
        check_blocks(&[(
            table_file(),
            "the pair table",
            PAIRS_BEGIN,
            PAIRS_END,
            &block,
        )]);
        Sample::write_key("pair_table");
    }
    if print_expect() {
        print_needed("pair_expect", &run);
        return;
    }
    assert!(
        run.failures.is_empty(),
        "timer model: pair verdicts differ from the expected ones:\n{}",
        run.failures.join("\n")
    );
    expectations_are_the_full_search(&scs, |r| r.pair_expect, PAIRS_BEGIN, PAIRS_END);
    if full() {
        check_blocks(&[(
            table_file(),
            "the pair table",
            PAIRS_BEGIN,
            PAIRS_END,
            &block,
        )]);
    }
}

/// A debug build's search is bounded, so its pass says only that no cell contradicts its
/// expectation within the bound. Every expectation must also be the verdict of the full search
/// as the release run committed it (the table between `begin` and `end`, which the release run
/// compares with its own): a cell's expectation flipped where the bound cannot see its
/// schedules (embassy LPTIM starved below, expected exact) fails here, in debug builds too.
fn expectations_are_the_full_search(
    scs: &[Scenario],
    expect_of: fn(&Row) -> &'static str,
    begin: &str,
    end: &str,
) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(table_file());
    let Ok(text) = std::fs::read_to_string(&path) else {
        return; // the packaged crate's tests, without the repository's documents
    };
    let block = &text[text.find(begin).expect("the table's block")..text.find(end).unwrap()];
    let cells = |line: &str| -> Vec<String> {
        let line = line.trim().trim_matches('|');
        line.split(" | ").map(|c| c.trim().to_string()).collect()
    };
    let mut lines = block
        .lines()
        .skip_while(|l| !l.starts_with("| algorithm |"));
    let header = cells(lines.next().expect("the table's header"));
    let mut differ = Vec::new();
    for line in lines.skip(1).take_while(|l| l.starts_with("| ")) {
        let committed = cells(line);
        let row = rows()
            .into_iter()
            .find(|r| r.name == committed[0])
            .expect("a row");
        for ((sc, want), (title, cell)) in scs
            .iter()
            .zip(expect_of(&row).split_whitespace())
            .zip(header[1..].iter().zip(&committed[1..]))
        {
            assert_eq!(&sc.title, title, "the committed table's columns");
            for ((place, w), verdict) in [Place::Above, Place::Below]
                .into_iter()
                .zip(want.chars())
                .zip(cell.split(" / "))
            {
                let got = if verdict == "exact" { 'E' } else { 'W' };
                if got != w {
                    differ.push(format!(
                        "{} / {} / {:?}: expected {}, the full search found {}",
                        row.name, sc.key, place, w, verdict
                    ));
                }
            }
        }
    }
    assert!(
        differ.is_empty(),
        "timer model: expectations differ from the full search committed in {}:\n{}",
        table_file(),
        differ.join("\n")
    );
}

/// `TIMER_MODEL_SAMPLE=K/N` in a release build: the rows `K`, `K + N`, `K + 2N`, ... of a
/// table, searched in full and each compared with its committed lines, the others not
/// searched, if that table was committed from the code it would search now (the key its
/// regeneration wrote into `KEY_FILE` is `inputs_key()`); else the whole table, as without it.
/// CI samples a table that its code cannot have changed; a change of the code, or of the
/// model, makes the next run search every row until the tables are regenerated.
#[derive(Clone, Copy)]
struct Sample {
    k: usize,
    n: usize,
}

/// Each table's key, written when the table is: `TEST KEY` lines.
const KEY_FILE: &str = "tests/timer_model/tables.key";

impl Sample {
    fn of(test: &str) -> Option<Sample> {
        let spec = std::env::var("TIMER_MODEL_SAMPLE").ok()?;
        let (k, n) = spec
            .split_once('/')
            .and_then(|(k, n)| Some((k.parse().ok()?, n.parse().ok()?)))
            .filter(|&(k, n): &(usize, usize)| k < n)
            .unwrap_or_else(|| panic!("TIMER_MODEL_SAMPLE={}: not K/N with K < N", spec));
        if !full() || std::env::var("TIMER_MODEL_TABLE").is_ok() {
            return None;
        }
        let key = format!("{} {}", test, inputs_key());
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(KEY_FILE);
        let committed = std::fs::read_to_string(path).unwrap_or_default();
        if committed.lines().any(|line| line == key) {
            println!(
                "{}: rows {} mod {} of the committed table, whose key is this code's",
                test, k, n
            );
            Some(Sample { k, n })
        } else {
            println!(
                "{}: every row (the committed table's key is not this code's: {})",
                test, key
            );
            None
        }
    }

    fn has(self, row: usize) -> bool {
        row % self.n == self.k
    }

    /// Each row line of this run's tables (verdicts, points) stands in the committed block.
    fn check_rows(self, what: &str, begin: &str, end: &str, run: &TableRun) {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(table_file());
        let text = std::fs::read_to_string(&path).expect("the tables' file");
        let block = &text[text.find(begin).expect("the table's block")..text.find(end).unwrap()];
        let lines: Vec<&str> = run
            .verdicts
            .lines()
            .chain(run.points.lines())
            .filter(|line| line.starts_with("| ") && !line.starts_with("| algorithm |"))
            .collect();
        assert!(!lines.is_empty(), "timer model: a sample of no rows");
        let differ: Vec<&str> = lines
            .iter()
            .copied()
            .filter(|line| !block.lines().any(|committed| committed == *line))
            .collect();
        assert!(
            differ.is_empty(),
            "timer model: rows of {} in {} differ from this run's (sample {}/{}):\n{}",
            what,
            table_file(),
            self.k,
            self.n,
            differ.join("\n")
        );
        println!(
            "{}: {} sampled lines equal to the committed ones",
            what,
            lines.len()
        );
    }

    /// Records that `test`'s table was just written from this code.
    fn write_key(test: &str) {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(KEY_FILE);
        let old = std::fs::read_to_string(&path).unwrap_or_default();
        let mut lines: Vec<String> = old
            .lines()
            .filter(|line| line.split(' ').next() != Some(test))
            .map(String::from)
            .collect();
        lines.push(format!("{} {}", test, inputs_key()));
        lines.sort();
        std::fs::write(path, lines.join("\n") + "\n").unwrap();
    }
}

/// Prints `inputs_key()` (`--ignored`): .ci/timer-model-control checks that an edit of the
/// code changes it.
#[test]
#[ignore]
fn tables_key() {
    println!("timer model inputs key: {}", inputs_key());
}

/// What a table's searches depend on: the bytes of the crate's Rust code (`src/`) and of the
/// model's (this file and `tests/timer_model/`), each with its path, hashed (FNV-1a, 64 bits).
fn inputs_key() -> String {
    fn rust_files(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
        for entry in std::fs::read_dir(dir).expect("a source directory") {
            let path = entry.unwrap().path();
            if path.is_dir() {
                rust_files(&path, out);
            } else if path.extension().map_or(false, |e| e == "rs") {
                out.push(path);
            }
        }
    }
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut paths = vec![root.join("tests/timer_model.rs")];
    rust_files(&root.join("src"), &mut paths);
    rust_files(&root.join("tests/timer_model"), &mut paths);
    paths.sort();
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for path in paths {
        let name = path
            .strip_prefix(root)
            .unwrap()
            .to_string_lossy()
            .into_owned();
        let bytes = std::fs::read(&path).unwrap();
        for byte in name.bytes().chain([0]).chain(bytes).chain([0]) {
            hash = (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
        }
    }
    format!("{:016x}", hash)
}

/// The full tables' file: `TIMER_MODEL_TABLE`'s value (tests/timer_model/TABLE.md).
fn table_file() -> String {
    std::env::var("TIMER_MODEL_TABLE").unwrap_or_else(|_| "tests/timer_model/TABLE.md".to_string())
}

/// Compares each generated block `(file, what, begin, end, block)` with the document's, or
/// writes it there with `TIMER_MODEL_TABLE` set. The tables' tests run at once and may write
/// the same file: one at a time.
fn check_blocks(blocks: &[(String, &str, &str, &str, &str)]) {
    use std::sync::atomic::{AtomicBool, Ordering};
    static WRITING: AtomicBool = AtomicBool::new(false);
    struct Held;
    impl Drop for Held {
        fn drop(&mut self) {
            WRITING.store(false, Ordering::Release);
        }
    }
    while WRITING
        .compare_exchange(false, true, Ordering::Acquire, Ordering::Relaxed)
        .is_err()
    {
        std::thread::yield_now();
    }
    let _one_at_a_time = Held;
    for (file, what, begin, end, block) in blocks {
        check_block(file, what, begin, end, block);
    }
}

/// Compares `block` (from `begin` to `end`) with the one in `file`, or writes it there with
/// `TIMER_MODEL_TABLE` set.
fn check_block(file: &str, what: &str, begin: &str, end: &str, block: &str) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
    let Ok(text) = std::fs::read_to_string(&path) else {
        // The packaged crate's tests run without the repository's documents only if absent.
        return;
    };
    let (Some(b), Some(e)) = (text.find(begin), text.find(end)) else {
        panic!("timer model: no generated block in {}", path.display());
    };
    let old = &text[b..e + end.len()];
    if old == block {
        return;
    }
    if std::env::var("TIMER_MODEL_TABLE").is_ok() {
        let new = format!("{}{}{}", &text[..b], block, &text[e + end.len()..]);
        std::fs::write(&path, new).unwrap();
    } else {
        panic!(
            "timer model: {} in {} differs from this run's; regenerate it with \
             `TIMER_MODEL_TABLE=tests/timer_model/TABLE.md cargo test --release --test timer_model`\n{}",
            what, file, block
        );
    }
}

/// The controls of our own rows: a copy of the algorithm (`algos::Reference`) exact in a
/// scenario, and each mutation of it wrong there.
#[test]
fn mutants_are_caught() {
    quiet_panics();
    let mut scs = scenarios(BITS);
    scs.extend(pairs(BITS).0);
    let sc = |k: &str| *scs.iter().find(|s| s.key == k).unwrap();
    let cases = [
        (
            Mutation::SingleRead,
            OurReader::WithPending,
            "starved",
            Place::Above,
            "−8 for good, backwards",
        ),
        (
            Mutation::NoLoop,
            OurReader::WithPending,
            "stale",
            Place::Below,
            "+8 for good",
        ),
        (
            Mutation::NoFlags,
            OurReader::WithPending,
            "half",
            Place::Above,
            "−8, backwards",
        ),
        (
            Mutation::NoAhead,
            OurReader::WithPending,
            "early-declared",
            Place::Above,
            "+8, backwards",
        ),
        (
            Mutation::ExpectedAlone,
            OurReader::WithPending,
            "latched",
            Place::Above,
            "+8",
        ),
        (
            Mutation::ClearFirst,
            OurReader::WithPending,
            "half",
            Place::Above,
            "−8, backwards",
        ),
        (
            Mutation::CountsStale,
            OurReader::Now,
            "stale",
            Place::Above,
            "+8 for good",
        ),
        (
            Mutation::NoConfirm,
            OurReader::Now,
            "latched",
            Place::Below,
            "+8",
        ),
        (
            Mutation::NoLagWait,
            OurReader::WithPending,
            "half+lag",
            Place::Below,
            "−8 for good",
        ),
        (
            Mutation::NoWipe,
            OurReader::WithPending,
            "starved+stale",
            Place::Below,
            "−8 for good",
        ),
        (
            Mutation::HalfWait,
            OurReader::WithPending,
            "starved-early",
            Place::Above,
            "exact, missed",
        ),
    ];
    for (m, r, key, place, want) in cases {
        let cfg = config(BITS, sc(key), place, false);
        let good = explore(
            cfg,
            &|| reference(cfg, Mutation::Faithful, r),
            1,
            bound(true),
        );
        assert!(
            good.exact(),
            "the reference copy is wrong in {} {:?}: {}",
            key,
            place,
            cell(&good)
        );
        let bad = explore(cfg, &|| reference(cfg, m, r), 1, bound(false));
        if bad.exact() && !bad.complete {
            // A debug build's bound stops short of this mutant's first wrong schedule (NoWipe's
            // lies a million points deep): the release suites search it in full.
            println!(
                "{:?}: not caught within the debug bound, left to the full search",
                m
            );
            continue;
        }
        assert!(
            !bad.exact(),
            "mutant {:?} not caught in {} {:?}",
            m,
            key,
            place
        );
        // Caught for its reason: the error its analysis gives, not any error.
        assert_eq!(
            cell(&bad),
            want,
            "mutant {:?} in {} {:?}: another error",
            m,
            key,
            place
        );
        println!(
            "{:?}: caught in {} {:?} ({}; {} points)",
            m,
            key,
            place,
            cell(&bad),
            bad.points
        );
    }
    // `OverflowCounter`'s marker: without it a reader between the handler's store and its
    // clear counts the wrap twice.
    let cfg = config(BITS, sc("on-time"), Place::Above, true);
    let ovf = |marker| {
        move || -> Box<dyn Algo> {
            Box::new(RefOverflow {
                latch: U64Latch::new(0),
                marker,
            })
        }
    };
    let good = explore(cfg, &ovf(true), 1, bound(true));
    assert!(
        good.exact(),
        "the overflow reference copy is wrong: {}",
        cell(&good)
    );
    let bad = explore(cfg, &ovf(false), 1, u64::MAX);
    assert!(
        !bad.exact(),
        "the overflow counter without its marker not caught"
    );
    assert_eq!(
        cell(&bad),
        "+8, backwards",
        "the overflow counter without its marker: another error than the wrap counted twice"
    );
    println!(
        "overflow without marker: caught in on-time Above ({}; {} points)",
        cell(&bad),
        bad.points
    );
}

/// rtic-time 3.0.0's own `tests/half_period_time_counter.rs`, through `combine`: its `u8` and
/// `u16` cases, `(periods, counter, expected)`.
#[test]
fn rtic_time_cases_through_combine() {
    const U8: [(u64, u32, u64); 26] = [
        (0, 0, 0),
        (0, 1, 1),
        (0, 126, 126),
        (1, 126, 382),
        (0, 127, 127),
        (1, 127, 383),
        (0, 128, 128),
        (1, 128, 128),
        (0, 129, 129),
        (1, 129, 129),
        (1, 254, 254),
        (2, 254, 510),
        (1, 255, 255),
        (2, 255, 511),
        (1, 0, 256),
        (2, 0, 256),
        (1, 1, 257),
        (2, 1, 257),
        (2, 126, 382),
        (3, 126, 638),
        (2, 127, 383),
        (3, 127, 639),
        (2, 128, 384),
        (3, 128, 384),
        (2, 129, 385),
        (3, 129, 385),
    ];
    const U16: [(u64, u32, u64); 26] = [
        (0, 0, 0),
        (0, 1, 1),
        (0, 32766, 32766),
        (1, 32766, 98302),
        (0, 32767, 32767),
        (1, 32767, 98303),
        (0, 32768, 32768),
        (1, 32768, 32768),
        (0, 32769, 32769),
        (1, 32769, 32769),
        (1, 65534, 65534),
        (2, 65534, 131070),
        (1, 65535, 65535),
        (2, 65535, 131071),
        (1, 0, 65536),
        (2, 0, 65536),
        (1, 1, 65537),
        (2, 1, 65537),
        (2, 32766, 98302),
        (3, 32766, 163838),
        (2, 32767, 98303),
        (3, 32767, 163839),
        (2, 32768, 98304),
        (3, 32768, 98304),
        (2, 32769, 98305),
        (3, 32769, 98305),
    ];
    for (p, c, want) in U8 {
        assert_eq!(
            HalfPeriodCounter::<8>::combine(p, c),
            want,
            "u8 ({}, {})",
            p,
            c
        );
    }
    for (p, c, want) in U16 {
        assert_eq!(
            HalfPeriodCounter::<16>::combine(p, c),
            want,
            "u16 ({}, {})",
            p,
            c
        );
    }
}

/// Every (count, counter) pair of small widths against the definition: the unique `t` with
/// `t ≡ c (mod 2^B)` and `⌊t / 2^(B−1)⌋ ∈ {P, P+1}`.
#[test]
fn combine_matches_the_definition() {
    fn check<const B: u32>() {
        let m = 1u64 << B;
        let h = m / 2;
        for p in 0..4 * m {
            for c in 0..m as u32 {
                // The window [P·H, (P+2)·H) is one period long: one t in it has t ≡ c.
                let t = p * h + (u64::from(c) + m - p * h % m) % m;
                assert!(t >= p * h && t < (p + 2) * h && t % m == u64::from(c));
                let got = HalfPeriodCounter::<B>::combine(p, c);
                assert_eq!(got, t, "B={} P={} c={}", B, p, c);
                assert_eq!(calc(B, p, c), t);
            }
        }
        // Far from zero too.
        for p in [u64::MAX / h - 3, (1 << 40) + 1] {
            for c in 0..m as u32 {
                let t = HalfPeriodCounter::<B>::combine(p, c);
                assert_eq!(t % m, u64::from(c));
                assert!(t / h == p || t / h == p + 1, "B={} P={} c={}", B, p, c);
            }
        }
    }
    // 31 and 32 bits, sampled: the counters at the halves' edges, counts from 0 and up to the
    // largest whose window [P·H, (P+2)·H) stays below 2^64 (where `calc` does not overflow).
    fn sampled<const B: u32>() {
        let m = 1u64 << B;
        let h = m / 2;
        let top = u64::MAX / h - 2;
        for p in [0, 1, 2, 3, 4, 5, (1 << 31) + 1, (1 << 32) + 1, top - 1, top] {
            for c in [0, 1, h - 1, h, h + 1, m - 1] {
                let c = c as u32;
                let t = p * h + (u64::from(c) + m - p * h % m) % m;
                assert!(t >= p * h && t < (p + 2) * h && t % m == u64::from(c));
                let got = HalfPeriodCounter::<B>::combine(p, c);
                assert_eq!(got, t, "B={} P={} c={}", B, p, c);
                assert_eq!(calc(B, p, c), t, "B={} P={} c={}", B, p, c);
            }
        }
    }
    check::<2>();
    check::<3>();
    check::<4>();
    check::<5>();
    check::<8>();
    sampled::<31>();
    sampled::<32>();
}

/// `TIMER_MODEL_TRACE="row/scenario/above|below"` (the row by a part of its name, or
/// `mutant:NAME[:now]`; the scenario by its key, a pair's `a+b`): the first wrong schedule of that search, step by step.
#[test]
fn trace() {
    let Ok(spec) = std::env::var("TIMER_MODEL_TRACE") else {
        return;
    };
    quiet_panics();
    let bits = BITS;
    let parts: Vec<&str> = spec.split('/').collect();
    let sc = scenarios(bits)
        .into_iter()
        .chain(pairs(bits).0)
        .find(|s| s.key == parts[1])
        .expect("scenario");
    let place = if parts[2] == "above" {
        Place::Above
    } else {
        Place::Below
    };
    // `mutant:NAME` (`now_with_pending`) or `mutant:NAME:now`: a mutation of the reference
    // copy; otherwise a row.
    let (overflow_only, make): (bool, MakeBoxed) = if let Some(m) = parts[0].strip_prefix("mutant:")
    {
        let (name, reader) = m.split_once(':').unwrap_or((m, "now_with_pending"));
        let m = MUTATIONS
            .into_iter()
            .find(|x| format!("{:?}", x) == name)
            .expect("mutation");
        let r = if reader == "now" {
            OurReader::Now
        } else {
            OurReader::WithPending
        };
        (false, Box::new(move |c| reference(c, m, r)))
    } else {
        let row = rows()
            .into_iter()
            .find(|r| r.name.contains(parts[0]))
            .expect("row");
        (row.overflow_only, Box::new(row.make))
    };
    let cfg = config(bits, sc, place, overflow_only);
    let make = || make(cfg);
    let s = explore(cfg, &make, 1, u64::MAX);
    let Some(choices) = s.first_bad else {
        println!("exact: {} points", s.points);
        return;
    };
    let algo = make();
    let memo = std::cell::RefCell::new(Memo::new());
    let (_, _, trace) = run_one(cfg, &choices, &*algo, &memo, true);
    println!("choices {:?}", choices);
    for l in trace.unwrap() {
        println!("{}", l);
    }
}

const MUTATIONS: [Mutation; 13] = [
    Mutation::Faithful,
    Mutation::SingleRead,
    Mutation::Conditional,
    Mutation::NoLoop,
    Mutation::NoFlags,
    Mutation::NoAhead,
    Mutation::ExpectedAlone,
    Mutation::ClearFirst,
    Mutation::CountsStale,
    Mutation::NoConfirm,
    Mutation::NoLagWait,
    Mutation::NoWipe,
    Mutation::HalfWait,
];

/// `TIMER_MODEL_MUTANTS=1`: every mutation of the reference copy in every scenario.
#[test]
fn mutant_survey() {
    if std::env::var("TIMER_MODEL_MUTANTS").is_err() {
        return;
    }
    quiet_panics();
    for m in MUTATIONS {
        for r in [OurReader::Now, OurReader::WithPending] {
            let mut line = format!("{:?} {:?}:", m, r);
            for sc in scenarios(BITS) {
                for place in [Place::Above, Place::Below] {
                    let cfg = config(BITS, sc, place, false);
                    let s = explore(cfg, &|| reference(cfg, m, r), 1, 3_000_000);
                    line.push_str(&format!(
                        " {}",
                        if s.exact() {
                            if s.complete {
                                'E'
                            } else {
                                'e'
                            }
                        } else {
                            'W'
                        }
                    ));
                }
                line.push_str(" |");
            }
            println!("{}", line);
        }
    }
}
