//! `u64copy::timer` checked at every interleaving at hardware-access granularity, against the
//! peers' algorithms in the same harness (DEVELOPMENT.md, "The timer model").
//!
//! A counter of `BITS` bits steps by at most one tick before each hardware access (counter
//! read, one flag's read, clear; any number while idle or masked, a masking section inside the
//! handler included); flags are set at their crossings (or one tick before); the handler's
//! latency and run together are bounded by the scenario's deadline; readers run above the
//! handler (or masking it) or below it, at every point. Every schedule is enumerated depth
//! first by replaying a vector of choices. A read is exact when it equals the time at one of
//! its own counter reads.

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
        stale: false,
        latched: false,
        lost: false,
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
            stale: true,
            ..base
        },
        Scenario {
            key: "latched",
            title: "a flag latched at start",
            latched: true,
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
    ]
}

type Make = fn(Config) -> Box<dyn Algo>;
type MakeBoxed = Box<dyn Fn(Config) -> Box<dyn Algo>>;

struct Row {
    name: &'static str,
    overflow_only: bool,
    expect: &'static str,
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

/// The verdicts a row must have, per scenario (in `scenarios` order), above / below the
/// handler: `E` exact, `W` wrong (a wrong read, a panic, or `try_now`'s `None` where no handler
/// ran during it).
fn rows() -> Vec<Row> {
    vec![
        Row {
            name: "`now`",
            overflow_only: false,
            expect: "EE WE WW EE EE EE WE WE WW WW",
            make: |c| ours(c, OurReader::Now),
        },
        Row {
            name: "`now_with_pending`",
            overflow_only: false,
            expect: "EE EE WW EE EE EE EE EE WW WW",
            make: |c| ours(c, OurReader::WithPending),
        },
        Row {
            name: "`try_now`",
            overflow_only: false,
            expect: "EE WE WW EE EE EE WE WE WW WW",
            make: |c| ours(c, OurReader::TryNow),
        },
        Row {
            name: "`OverflowCounter`",
            overflow_only: true,
            expect: "EE EE WW WW WW WW EE WW WW WW",
            make: |c| {
                Box::new(OursOvf {
                    c: OverflowCounter::new(c.m()),
                })
            },
        },
        Row {
            name: "embassy gp16: +1 per flag, no retry",
            overflow_only: false,
            expect: "EE WW WW WW WW WW WW WW WW WW",
            make: |_| Box::<EmbassyGp16>::default(),
        },
        Row {
            name: "rtic-time `calculate_now`, +1 per flag",
            overflow_only: false,
            expect: "EE WW WW WW WW WW WW WW WW WW",
            make: |_| Box::<RticCalculateNow>::default(),
        },
        Row {
            name: "old recipe: parity `next`, `load_with`",
            overflow_only: false,
            expect: "EE WW WW WW EE EE WW WW WW WW",
            make: |_| {
                Box::new(OldRecipe {
                    latch: U64Latch::new(0),
                })
            },
        },
        Row {
            name: "embassy LPTIM: counter, then flag",
            overflow_only: true,
            expect: "WW WW WW WW WW WW WW WW WW WW",
            make: |_| Box::<EmbassyLptim>::default(),
        },
        Row {
            name: "embassy CMSDK: no flag in `now`",
            overflow_only: true,
            expect: "WE WE WW WW WW WW WE WW WW WW",
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
/// `DEBUG_WRONG_POINTS` for their first wrong schedule. A wrong cell whose first wrong schedule
/// lies deeper is left to the full search (the release suites run it): the debug build's model
/// runs under every mutant of `cargo mutants` and under qemu-user, where the deepest cells
/// (millions of points) would cost minutes.
fn full() -> bool {
    !cfg!(debug_assertions) || std::env::var("TIMER_MODEL").map_or(false, |v| v == "full")
}

const BITS: u32 = 3;
const DEBUG_POINTS: u64 = 10_000;
const DEBUG_WRONG_POINTS: u64 = 50_000;

/// The schedule points a search of a cell expected exact (or wrong) may explore.
fn bound(expect_exact: bool) -> u64 {
    match (full(), expect_exact) {
        (true, _) => u64::MAX,
        (false, true) => DEBUG_POINTS,
        (false, false) => DEBUG_WRONG_POINTS,
    }
}

fn search(row: &Row, sc: Scenario, place: Place, expect_exact: bool) -> Summary {
    let cfg = config(BITS, sc, place, row.overflow_only);
    let make = || (row.make)(cfg);
    explore(cfg, &make, if full() { 30 } else { 1 }, bound(expect_exact))
}

const BEGIN: &str = "<!-- timer-model:begin (generated: `TIMER_MODEL_TABLE=DEVELOPMENT.md cargo test --release --test timer_model`) -->";
const END: &str = "<!-- timer-model:end -->";
const README_BEGIN: &str = "<!-- timer-model-short:begin (generated: `TIMER_MODEL_TABLE=DEVELOPMENT.md cargo test --release --test timer_model`) -->";
const README_END: &str = "<!-- timer-model-short:end -->";

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

#[test]
fn scenario_table() {
    quiet_panics();
    let start = std::time::Instant::now();
    let scs = scenarios(BITS);
    let mut verdicts = String::new();
    let mut points = String::new();
    let mut header = "| algorithm |".to_string();
    let mut rule = "|---|".to_string();
    for sc in &scs {
        header.push_str(&format!(" {} |", sc.title));
        rule.push_str("---|");
    }
    for t in [&mut verdicts, &mut points] {
        t.push_str(&format!("{}\n{}\n", header, rule));
    }
    let mut failures = Vec::new();
    let mut beyond_debug_bound = Vec::new();
    let mut full_cells = std::collections::HashMap::new();
    for row in rows() {
        let expect: Vec<&str> = row.expect.split(' ').collect();
        assert_eq!(expect.len(), scs.len());
        let mut line = format!("| {} |", row.name);
        let mut pline = format!("| {} |", row.name);
        for (sc, want) in scs.iter().zip(&expect) {
            let mut cells = Vec::new();
            let mut pts = Vec::new();
            for (place, w) in [Place::Above, Place::Below].into_iter().zip(want.chars()) {
                let s = search(&row, *sc, place, w == 'E');
                let got = if s.exact() { 'E' } else { 'W' };
                // Only a debug build's bounded search stops short of a wrong cell's witness.
                let unreached = w == 'W' && got == 'E' && !s.complete;
                if unreached {
                    beyond_debug_bound.push(format!("{} / {} / {:?}", row.name, sc.key, place));
                }
                // Exact reads never go back: each is the time at one of its own instants.
                assert!(
                    !(s.exact() && s.backwards),
                    "{} / {}: backwards",
                    row.name,
                    sc.key
                );
                if got != w && !unreached {
                    failures.push(format!(
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
            full_cells.insert((row.name, sc.key), (cells[0].clone(), cells[1].clone()));
            line.push_str(&format!(" {} |", cells.join(" / ")));
            pline.push_str(&format!(" {} |", pts.join(" / ")));
        }
        verdicts.push_str(&line);
        verdicts.push('\n');
        points.push_str(&pline);
        points.push('\n');
    }
    println!("{}\n{}\n{:?}", verdicts, points, start.elapsed());
    if !beyond_debug_bound.is_empty() {
        println!(
            "wrong cells with no wrong schedule within {} points, left to the full search: {}",
            DEBUG_WRONG_POINTS,
            beyond_debug_bound.join(", ")
        );
    }
    let block = format!(
        "{}\n\n{}\nSchedule points explored (above / below; a wrong cell stops at its 30th \
         wrong schedule):\n\n{}\n{}",
        BEGIN, verdicts, points, END
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
            let (above, below) = &full_cells[&(row, key)];
            short.push_str(&format!(" {} |", short_cell(above, below)));
        }
        short.push('\n');
    }
    let readme_block = format!("{}\n{}{}", README_BEGIN, short, README_END);
    if full() && std::env::var("TIMER_MODEL_TABLE").is_ok() {
        check_blocks(&block, &readme_block);
    }
    assert!(
        failures.is_empty(),
        "timer model: verdicts differ from the expected ones:\n{}",
        failures.join("\n")
    );
    if full() {
        check_blocks(&block, &readme_block);
    }
}

/// Compares both generated blocks with the documents', or writes them there with
/// `TIMER_MODEL_TABLE` set (its value names the full table's file: DEVELOPMENT.md).
fn check_blocks(block: &str, readme_block: &str) {
    let full_table_file =
        std::env::var("TIMER_MODEL_TABLE").unwrap_or_else(|_| "DEVELOPMENT.md".to_string());
    check_block(&full_table_file, "the table", BEGIN, END, block);
    check_block(
        "README.md",
        "the short table",
        README_BEGIN,
        README_END,
        readme_block,
    );
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
             `TIMER_MODEL_TABLE=DEVELOPMENT.md cargo test --release --test timer_model`\n{}",
            what, file, block
        );
    }
}

/// The controls of our own rows: a copy of the algorithm (`algos::Reference`) exact in a
/// scenario, and each mutation of it wrong there.
#[test]
fn mutants_are_caught() {
    quiet_panics();
    let scs = scenarios(BITS);
    let sc = |k: &str| *scs.iter().find(|s| s.key == k).unwrap();
    let cases = [
        (
            Mutation::SingleRead,
            OurReader::WithPending,
            "half",
            Place::Above,
            "−8 for good, backwards",
        ),
        (
            Mutation::NoLoop,
            OurReader::WithPending,
            "half",
            Place::Below,
            "−8 for good",
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
        let bad = explore(cfg, &|| reference(cfg, m, r), 1, u64::MAX);
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
/// `mutant:NAME[:now]`): the first wrong schedule of that search, step by step.
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

const MUTATIONS: [Mutation; 11] = [
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
