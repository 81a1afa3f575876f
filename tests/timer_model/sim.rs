//! The simulated machine: a counter of `BITS` bits that steps between any two hardware accesses,
//! its flags, an interrupt handler and readers at three priorities, and the depth-first search
//! that enumerates every schedule by replaying a vector of choices from the start.
//!
//! Preemption is nested, as interrupts are: every hardware access first calls `World::sched`,
//! which may step time, set flags, and run higher-priority code (the handler, a reader above
//! it) to completion before the access. The latch is real and runs unmodelled between two
//! accesses (loom checks it on its own).

use std::cell::{Cell, RefCell};
use std::panic::{self, AssertUnwindSafe};

use u64copy::timer::{Events, HalfPeriodTimer, OverflowTimer};

/// The flags of the simulated timer: the overflow (the counter wraps to 0) and the half period
/// (it reaches `H`). An overflow-only timer has the first only.
pub const OVF: u8 = 1;
pub const HALF: u8 = 2;

fn events(flags: u8) -> Events {
    let mut e = Events::NONE;
    if flags & OVF != 0 {
        e = e.union(Events::OVERFLOW);
    }
    if flags & HALF != 0 {
        e = e.union(Events::HALF);
    }
    e
}

fn flags_of(e: Events) -> u8 {
    (if e.contains(Events::OVERFLOW) { OVF } else { 0 })
        | (if e.contains(Events::HALF) { HALF } else { 0 })
}

/// One column of the table: how the hardware and the handler behave.
#[derive(Clone, Copy, Debug)]
pub struct Scenario {
    pub key: &'static str,
    pub title: &'static str,
    /// Ticks from a crossing to the handler's return, at most (its latency and run together).
    pub deadline: u64,
    /// Ticks a flag is set before its crossing.
    pub lead: u64,
    /// `HalfPeriodTimer::EARLY` of the simulated timer (0 or 1).
    pub early_const: u32,
    /// Once per run, flags the handler cleared are set again when it returns (a re-entry).
    pub stale: Stale,
    /// The run starts with flags set that no crossing set.
    pub latched: Latched,
    /// The first crossing's flag is never set; the handler's vector is entered once more (an
    /// alarm sharing it) at a chosen tick.
    pub lost: bool,
    /// A crossing's flag lags the counter's step onto it: it rises at a schedule point of the
    /// search's choosing before the counter's next step (QEMU's CMSDK timer model).
    pub lag: bool,
}

/// Which flags a stale re-entry sets again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stale {
    No,
    /// One of the flags the handler's run cleared (chosen where it cleared both).
    One,
    /// Every flag the run cleared (both after a run that counted two crossings).
    All,
}

/// Which flags are latched at start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Latched {
    No,
    /// One flag, either kind (chosen).
    One,
    /// Both flags (the overflow flag alone on an overflow-only timer).
    Both,
}

/// Where the readers run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// Above the handler (or masking it): the handler cannot run while a read runs; a read can
    /// run at every point of the handler.
    Above,
    /// Below the handler: the handler preempts a read at every point; code masking the
    /// handler (a critical section of up to the deadline) may run at every point too.
    Below,
}

/// The configuration of one search.
#[derive(Clone, Copy, Debug)]
pub struct Config {
    pub bits: u32,
    pub sc: Scenario,
    pub place: Place,
    /// Reads per run (besides the final one at the horizon).
    pub reads: u32,
    /// The timer has the overflow flag only.
    pub overflow_only: bool,
}

impl Config {
    pub fn m(&self) -> u64 {
        1 << self.bits
    }
    pub fn h(&self) -> u64 {
        1 << (self.bits - 1)
    }
    /// The first tick: two before the first crossing (the half period), or 0 where a flag is
    /// latched as the counter starts.
    pub fn start(&self) -> u64 {
        if self.sc.latched != Latched::No {
            0
        } else {
            self.h() - 2
        }
    }
    /// The last tick: the first two crossings and their handlers' deadlines inside.
    pub fn horizon(&self) -> u64 {
        self.start() + self.m() + self.sc.deadline - 1
    }
}

/// What a run found.
#[derive(Clone, Debug, Default)]
pub struct RunResult {
    /// (result, true time) of each wrong read.
    pub wrong: Vec<(u64, u64)>,
    /// A read returned less than a read that had completed before it began.
    pub backwards: bool,
    /// The final read, at the horizon with nothing pending, was wrong.
    pub for_good: bool,
    /// A panic's message (a peer's assert, our handler's debug report of a missed crossing).
    pub panic: Option<String>,
    /// The handler returned `missed`.
    pub missed: bool,
    /// `try_now` returned `None` where no handler ran during its attempt, or above it.
    pub bad_none: bool,
    /// Schedule points visited.
    pub points: u64,
}

/// A read's result: the value, or `None` for `try_now`'s failed attempt.
pub type Read = Option<u64>;

/// The code under test: the handler and the reader of one algorithm, over one `World`.
pub trait Algo {
    /// Runs the interrupt handler once.
    fn handler(&self, w: &World<'_>);
    /// One reader call from `ctx`.
    fn read(&self, w: &World<'_>, ctx: Ctx) -> Read;
    /// The algorithm's stored state, between handler runs.
    fn state(&self) -> u64;
}

/// A priority level: 0 the background, 1 the handler, 2 above it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ctx(pub u8);
pub const BG: Ctx = Ctx(0);
pub const IRQ: Ctx = Ctx(1);
pub const TOP: Ctx = Ctx(2);

/// What follows a schedule point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Point {
    /// A hardware access: at most one tick passes first.
    Access,
    /// A masking section (above the handler): any number of ticks within the deadline.
    Block,
    /// The background before one of its reads: any number of ticks.
    PreRead,
    /// The background with nothing left to do but wait for the horizon.
    Idle,
    /// The end of a critical section: no time passes, what became pending preempts.
    CsExit,
    /// Right after a clear, before the latch's store that may follow it: no time passes,
    /// higher-priority code may run.
    AfterClear,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Act {
    Proceed,
    Step,
    Irq,
    Above,
    /// A lagging flag rises.
    Raise,
}

/// A trace line, for the report of a wrong read.
pub type Trace = Vec<String>;

pub type Memo = std::collections::HashMap<[u64; 13], u64>;

pub struct World<'a> {
    pub cfg: Config,
    algo: &'a dyn Algo,
    memo: &'a RefCell<Memo>,
    phash: Cell<u64>,
    /// Per context, a hash of what its run in progress has observed (the stored state at each
    /// access, what each access returned): with the world's state, its locals.
    hist: Cell<[u64; 3]>,
    /// Per context, the handler entries when its read began.
    read_start_entries: Cell<[u64; 3]>,
    bg_left: Cell<u32>,
    choices: &'a [usize],
    pos: Cell<usize>,
    taken: RefCell<Vec<(usize, usize)>>,
    pub t: Cell<u64>,
    pub flags: Cell<u8>,
    /// A flag whose crossing the counter has stepped onto, not risen yet (`Scenario::lag`):
    /// the flag and its crossing.
    lagging: Cell<Option<(u8, u64)>>,
    spurious: Cell<bool>,
    spurious_used: Cell<bool>,
    stale_used: Cell<bool>,
    cleared_in_run: Cell<u8>,
    /// The earliest deadline of crossings whose handler has not been entered yet.
    due_pending: Cell<Option<u64>>,
    /// The deadline of the handler running now.
    due_running: Cell<Option<u64>>,
    in_handler: Cell<bool>,
    handler_entries: Cell<u32>,
    handlers_run: Cell<u64>,
    cs_depth: Cell<u32>,
    above_left: Cell<u32>,
    pub lost_pending: Cell<bool>,
    /// Times of the counter reads of the read in progress, per context.
    reads_t: RefCell<[Vec<u64>; 3]>,
    /// Per context: the time of its last counter read and how many reads in a row saw it.
    stutter: RefCell<[(u64, u32); 3]>,
    /// Hardware accesses in this run: a loop that never ends (a broken handler's flag
    /// re-read) fails at `ACCESS_LIMIT` instead of hanging the search.
    accesses: Cell<u32>,
    /// The largest result of reads that have completed.
    last_done: Cell<Option<u64>>,
    pub result: RefCell<RunResult>,
    pub trace: RefCell<Option<Trace>>,
}

/// A path pruned: the schedule cannot continue within the scenario's bounds.
struct Pruned;

const MAX_ENTRIES: u32 = 8;
// In debug builds (the mutants' timer pass runs them) a tenth: a mutant that makes the handler
// loop ends each of the model's cells in a short run, not in a time-out.
const ACCESS_LIMIT: u32 = if cfg!(debug_assertions) {
    1_000
} else {
    10_000
};

impl<'a> World<'a> {
    pub fn new(
        cfg: Config,
        choices: &'a [usize],
        algo: &'a dyn Algo,
        memo: &'a RefCell<Memo>,
        trace: bool,
    ) -> Self {
        World {
            cfg,
            algo,
            memo,
            phash: Cell::new(0xcbf2_9ce4_8422_2325),
            hist: Cell::new([0; 3]),
            read_start_entries: Cell::new([0; 3]),
            bg_left: Cell::new(0),
            choices,
            pos: Cell::new(0),
            taken: RefCell::new(Vec::new()),
            t: Cell::new(cfg.start()),
            flags: Cell::new(0),
            lagging: Cell::new(None),
            spurious: Cell::new(false),
            spurious_used: Cell::new(false),
            stale_used: Cell::new(false),
            cleared_in_run: Cell::new(0),
            due_pending: Cell::new(None),
            due_running: Cell::new(None),
            in_handler: Cell::new(false),
            handler_entries: Cell::new(0),
            handlers_run: Cell::new(0),
            cs_depth: Cell::new(0),
            above_left: Cell::new(0),
            lost_pending: Cell::new(cfg.sc.lost),
            reads_t: RefCell::new([Vec::new(), Vec::new(), Vec::new()]),
            stutter: RefCell::new([(u64::MAX, 0); 3]),
            accesses: Cell::new(0),
            last_done: Cell::new(None),
            result: RefCell::new(RunResult::default()),
            trace: RefCell::new(if trace { Some(Vec::new()) } else { None }),
        }
    }

    fn log(&self, f: impl FnOnce() -> String) {
        if let Some(t) = self.trace.borrow_mut().as_mut() {
            let count = self.algo.state();
            t.push(format!(
                "t={:<2} flags={:02b} count={} {}",
                self.t.get(),
                self.flags.get(),
                count,
                f()
            ));
        }
    }

    pub fn choose(&self, n: usize) -> usize {
        let p = self.pos.get();
        let c = if p < self.choices.len() {
            self.choices[p]
        } else {
            0
        };
        assert!(c < n, "replay diverged");
        self.pos.set(p + 1);
        self.phash
            .set((self.phash.get() ^ (c as u64 + 1)).wrapping_mul(0x0100_0000_01b3) ^ n as u64);
        if n > 1 {
            self.taken.borrow_mut().push((c, n));
        } else {
            // Forced: recorded for the replay's positions all the same.
            self.taken.borrow_mut().push((0, 1));
        }
        c
    }

    fn flag_mask(&self) -> u8 {
        if self.cfg.overflow_only {
            OVF
        } else {
            OVF | HALF
        }
    }

    fn irq_pending(&self) -> bool {
        !self.in_handler.get() && (self.flags.get() & self.flag_mask() != 0 || self.spurious.get())
    }

    fn level(&self, ctx: Ctx) -> u8 {
        if self.cs_depth.get() > 0 {
            3
        } else {
            ctx.0
        }
    }

    fn due(&self) -> Option<u64> {
        match (self.due_pending.get(), self.due_running.get()) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    fn can_step(&self) -> bool {
        let t = self.t.get();
        t < self.cfg.horizon() && self.due().map_or(true, |d| t < d)
    }

    fn add_due(&self, d: u64) {
        let n = self.due_pending.get().map_or(d, |p| p.min(d));
        self.due_pending.set(Some(n));
    }

    /// Sets a flag at `t` for the crossing at `crossing`.
    fn raise(&self, flag: u8, crossing: u64) {
        if flag & self.flag_mask() == 0 {
            return;
        }
        if self.lost_pending.get() {
            self.lost_pending.set(false);
            self.log(|| format!("flag {:02b} lost", flag));
            return;
        }
        self.flags.set(self.flags.get() | flag);
        self.add_due(crossing + self.cfg.sc.deadline);
    }

    /// The lagging flag rises.
    fn raise_lagging(&self) {
        if let Some((flag, crossing)) = self.lagging.take() {
            self.log(|| format!("flag {:02b} rises (lagging)", flag));
            self.raise(flag, crossing);
        }
    }

    fn step(&self) {
        // A lagging flag rises before the counter's next step at the latest.
        self.raise_lagging();
        let t = self.t.get() + 1;
        self.t.set(t);
        let (m, h, lead) = (self.cfg.m(), self.cfg.h(), self.cfg.sc.lead);
        let crossing = t + lead;
        if crossing % h == 0 {
            let flag = if crossing % m == 0 { OVF } else { HALF };
            if self.cfg.sc.lag && flag & self.flag_mask() != 0 {
                self.lagging.set(Some((flag, crossing)));
            } else {
                self.raise(flag, crossing);
            }
        }
    }

    /// A schedule point: before a hardware access from `ctx` (one tick may pass), in a masking
    /// section or before a background read (any number of ticks), or idle (no access follows).
    fn sched(&self, ctx: Ctx, kind: Point) -> Result<(), Pruned> {
        let mut stepped = false;
        loop {
            self.result.borrow_mut().points += 1;
            if matches!(kind, Point::Idle | Point::PreRead) {
                self.memo(kind)?;
            }
            let lvl = self.level(ctx);
            let mut acts = [Act::Proceed; 5];
            let mut n = 0;
            let mut push = |a| {
                acts[n] = a;
                n += 1;
            };
            let irq = lvl < 1 && self.irq_pending();
            // Code below the handler cannot make an access while its interrupt is pending.
            if kind != Point::Idle && !irq {
                push(Act::Proceed);
            }
            if irq && self.handler_entries.get() < MAX_ENTRIES {
                push(Act::Irq);
            }
            // A lagging flag rises at any point before the counter steps again.
            if self.lagging.get().is_some() {
                push(Act::Raise);
            }
            if self.can_step()
                && self.lagging.get().is_none()
                && !(stepped && kind == Point::Access)
                && !matches!(kind, Point::CsExit | Point::AfterClear)
            {
                push(Act::Step);
            }
            // Readers above the handler run at every point of it; a masking section where
            // readers run below it starts from the background only (inside the handler it
            // would only add ticks to the handler's run, which its accesses already do).
            if self.above_left.get() > 0 && (lvl == 0 || lvl == 1 && self.cfg.place == Place::Above)
            {
                push(Act::Above);
            }
            if n == 0 {
                if kind == Point::Idle && !irq {
                    return Ok(());
                }
                return Err(Pruned);
            }
            match acts[self.choose(n)] {
                Act::Proceed => return Ok(()),
                Act::Step => {
                    stepped = true;
                    self.step();
                    if self.cfg.sc.lost && !self.spurious_used.get() && self.choose(2) == 1 {
                        self.spurious_used.set(true);
                        self.spurious.set(true);
                        self.log(|| "the vector entered (an alarm sharing it)".into());
                    }
                }
                Act::Irq => {
                    stepped = false;
                    self.run_handler()?
                }
                Act::Above => {
                    stepped = false;
                    self.above_left.set(self.above_left.get() - 1);
                    self.run_above()?;
                }
                Act::Raise => self.raise_lagging(),
            }
        }
    }

    /// Cuts a path that reaches a state between activities that another path reached first
    /// (its continuations are that path's).
    fn memo(&self, kind: Point) -> Result<(), Pruned> {
        self.memo_at(u64::from(kind == Point::Idle) + 1)
    }

    /// The same where a preempting run (the handler, a read above it) returns to the code it
    /// preempted: the paths from its entry (`entry`, the hash of the choices before it) that
    /// return to the same state have the same continuation.
    fn memo_at(&self, tag: u64) -> Result<(), Pruned> {
        let key = [
            tag,
            self.t.get(),
            u64::from(self.flags.get())
                | self
                    .lagging
                    .get()
                    .map_or(0, |(f, c)| u64::from(f) << 8 | c << 16),
            self.algo.state(),
            u64::from(self.above_left.get())
                | u64::from(self.bg_left.get()) << 8
                | u64::from(self.handler_entries.get()) << 16,
            self.due_pending.get().map_or(u64::MAX, |d| d),
            self.due_running.get().map_or(u64::MAX, |d| d),
            u64::from(self.stale_used.get())
                | u64::from(self.spurious_used.get()) << 1
                | u64::from(self.spurious.get()) << 2
                | u64::from(self.lost_pending.get()) << 3,
            self.last_done.get().map_or(u64::MAX, |d| d),
            self.frozen(0),
            self.frozen(1),
            self.frozen(2),
            u64::from(self.in_handler.get()) | u64::from(self.cleared_in_run.get()) << 1,
        ];
        let here = self.phash.get();
        let mut memo = self.memo.borrow_mut();
        match memo.get(&key) {
            Some(&h) if h != here => Err(Pruned),
            Some(_) => Ok(()),
            None => {
                memo.insert(key, here);
                Ok(())
            }
        }
    }

    /// What a frozen context's future depends on besides the world: its observations, and
    /// whether the handler ran during its read.
    fn frozen(&self, i: usize) -> u64 {
        if self.hist.get()[i] == 0 {
            return 0;
        }
        let preempted = self.handlers_run.get() != self.read_start_entries.get()[i];
        self.hist.get()[i] ^ u64::from(preempted)
    }

    fn observe(&self, ctx: Ctx, v: u64) {
        let mut h = self.hist.get();
        let i = ctx.0 as usize;
        h[i] = ((h[i] ^ v)
            .wrapping_mul(0x9e37_79b9_7f4a_7c15)
            .rotate_left(29)
            ^ 0x5bd1_e995)
            | 1;
        self.hist.set(h);
    }

    fn set_hist(&self, ctx: Ctx, v: u64) {
        let mut h = self.hist.get();
        h[ctx.0 as usize] = v;
        self.hist.set(h);
    }

    fn run_handler(&self) -> Result<(), Pruned> {
        // Another path that entered the handler from the same state, its preempted code
        // having observed the same, has this one's continuations.
        self.memo_at(3)?;
        self.set_hist(IRQ, 1);
        let entry = self.phash.get();
        self.in_handler.set(true);
        self.spurious.set(false);
        self.handler_entries.set(self.handler_entries.get() + 1);
        self.handlers_run.set(self.handlers_run.get() + 1);
        self.due_running.set(self.due_pending.take());
        self.cleared_in_run.set(0);
        self.stutter.borrow_mut()[1].1 = 0;
        self.log(|| "handler enters".into());
        self.algo().handler(self);
        self.set_hist(IRQ, 0);
        self.log(|| "handler returns".into());
        self.due_running.set(None);
        self.in_handler.set(false);
        if self.cfg.sc.stale != Stale::No
            && !self.stale_used.get()
            && self.cleared_in_run.get() != 0
            && self.choose(2) == 1
        {
            // The flags just cleared are seen again (one of them, or all): the interrupt
            // re-enters with them.
            self.stale_used.set(true);
            let mut f = self.cleared_in_run.get();
            if self.cfg.sc.stale == Stale::One && f == OVF | HALF {
                f = if self.choose(2) == 0 { OVF } else { HALF };
            }
            self.flags.set(self.flags.get() | f);
            self.add_due(self.t.get() + self.cfg.sc.deadline);
            self.log(|| format!("flag {:02b} set again", f));
        }
        if self.handler_entries.get() >= MAX_ENTRIES && self.irq_pending() {
            return Err(Pruned);
        }
        self.memo_at(entry | 1 << 63)
    }

    /// Code above the handler: a masking section (within the deadline), then, where readers
    /// run above the handler, one read.
    fn run_above(&self) -> Result<(), Pruned> {
        self.memo_at(4)?;
        let entry = self.phash.get();
        self.run_above_inner()?;
        self.memo_at(entry | 1 << 62)
    }

    fn run_above_inner(&self) -> Result<(), Pruned> {
        self.log(|| "masking section begins".into());
        // Any number of ticks, within the deadlines: from the background, or between any two
        // of the handler's accesses (it then returns to a counter far from where it left).
        self.sched(TOP, Point::Block)?;
        if self.cfg.place == Place::Above {
            self.run_read(TOP)
        } else {
            self.log(|| "masking section ends".into());
            Ok(())
        }
    }

    /// One read from `ctx`, checked.
    fn run_read(&self, ctx: Ctx) -> Result<(), Pruned> {
        let i = ctx.0 as usize;
        self.reads_t.borrow_mut()[i].clear();
        self.stutter.borrow_mut()[i].1 = 0;
        let before = self.last_done.get();
        let handlers = self.handlers_run.get();
        self.set_hist(ctx, before.map_or(u64::MAX, |b| b) ^ 0x1234_5678 | 1);
        let mut e = self.read_start_entries.get();
        e[i] = handlers;
        self.read_start_entries.set(e);
        self.log(|| format!("read {} begins", ctx.0));
        let r = self.algo().read(self, ctx);
        self.set_hist(ctx, 0);
        let ts = std::mem::take(&mut self.reads_t.borrow_mut()[i]);
        self.check(
            ctx,
            r,
            &ts,
            before,
            handlers != self.handlers_run.get(),
            false,
        );
        Ok(())
    }

    fn check(
        &self,
        ctx: Ctx,
        r: Read,
        ts: &[u64],
        before: Option<u64>,
        preempted: bool,
        last: bool,
    ) {
        let mut res = self.result.borrow_mut();
        match r {
            None => {
                if ctx != BG || !preempted {
                    res.bad_none = true;
                }
                drop(res);
                self.log(|| "read: None".into());
            }
            Some(v) => {
                // The error is taken from the nearest of its counter reads.
                let truth = *ts
                    .iter()
                    .min_by_key(|&&t| t.abs_diff(v))
                    .expect("a read reads the counter");
                let exact = ts.contains(&v);
                if !exact {
                    res.wrong.push((v, truth));
                    if last {
                        res.for_good = true;
                    }
                }
                if before.map_or(false, |b| v < b) {
                    res.backwards = true;
                }
                drop(res);
                self.last_done.set(Some(before.map_or(v, |b| b.max(v))));
                self.log(|| {
                    format!(
                        "read {}: {} (counter read at t={:?}){}",
                        ctx.0,
                        v,
                        ts,
                        if exact { "" } else { "  <-- WRONG" }
                    )
                });
            }
        }
    }

    fn algo(&self) -> &dyn Algo {
        self.algo
    }

    // ----- the hardware accesses -----

    fn access(&self, ctx: Ctx) {
        self.accesses.set(self.accesses.get() + 1);
        assert!(
            self.accesses.get() <= ACCESS_LIMIT,
            "timer model: {} hardware accesses in one run, a loop that never ends",
            ACCESS_LIMIT
        );
        if self.sched(ctx, Point::Access).is_err() {
            panic::panic_any(PrunedPanic);
        }
    }

    pub fn counter(&self, ctx: Ctx) -> u32 {
        // Fairness: a context that read the same counter value twice in a row (spinning on it)
        // sees it step before its third read.
        let i = ctx.0 as usize;
        if self.stutter.borrow()[i].1 >= 2 && self.stutter.borrow()[i].0 == self.t.get() {
            if !self.can_step() {
                panic::panic_any(PrunedPanic);
            }
            self.step();
        }
        self.observe(ctx, 1 << 40 | self.algo.state());
        self.access(ctx);
        let t = self.t.get();
        self.observe(ctx, 2 << 40 | t);
        self.reads_t.borrow_mut()[i].push(t);
        {
            let mut st = self.stutter.borrow_mut();
            st[i] = if st[i].0 == t {
                (t, st[i].1 + 1)
            } else {
                (t, 1)
            };
        }
        let c = (t % self.cfg.m()) as u32;
        self.log(|| format!("  [{}] counter -> {}", ctx.0, c));
        c
    }

    pub fn pending(&self, ctx: Ctx) -> u8 {
        self.stutter.borrow_mut()[ctx.0 as usize].1 = 0;
        self.observe(ctx, 3 << 40 | self.algo.state());
        self.access(ctx);
        let f = self.flags.get() & self.flag_mask();
        self.observe(ctx, 4 << 40 | u64::from(f));
        self.log(|| format!("  [{}] pending -> {:02b}", ctx.0, f));
        f
    }

    /// One flag's register read (`f`, one of `OVF`, `HALF`): a `pending` that reads two
    /// registers is two accesses, and anything may come between them.
    pub fn flag(&self, ctx: Ctx, f: u8) -> u8 {
        self.stutter.borrow_mut()[ctx.0 as usize].1 = 0;
        self.observe(ctx, 6 << 40 | self.algo.state() ^ u64::from(f) << 32);
        self.access(ctx);
        let v = self.flags.get() & self.flag_mask() & f;
        self.observe(ctx, 7 << 40 | u64::from(v));
        self.log(|| format!("  [{}] flag {:02b} -> {}", ctx.0, f, u8::from(v != 0)));
        v
    }

    /// Both flags as `HalfPeriodTimer::pending` reads them here: the half-period flag, then
    /// the overflow flag, each its own access.
    pub fn pending_split(&self, ctx: Ctx) -> u8 {
        self.flag(ctx, HALF) | self.flag(ctx, OVF)
    }

    pub fn clear(&self, ctx: Ctx, f: u8) {
        self.stutter.borrow_mut()[ctx.0 as usize].1 = 0;
        self.observe(ctx, 5 << 40 | self.algo.state() ^ u64::from(f) << 32);
        self.access(ctx);
        self.flags.set(self.flags.get() & !f);
        self.cleared_in_run
            .set(self.cleared_in_run.get() | (f & self.flag_mask()));
        self.log(|| format!("  [{}] clear {:02b}", ctx.0, f));
        if self.sched(ctx, Point::AfterClear).is_err() {
            panic::panic_any(PrunedPanic);
        }
    }

    /// A critical section around `f` (interrupts masked), from `ctx`; an interrupt that
    /// became pending during it preempts `ctx` as it ends.
    pub fn cs<R>(&self, ctx: Ctx, f: impl FnOnce() -> R) -> R {
        self.cs_depth.set(self.cs_depth.get() + 1);
        let r = f();
        self.cs_depth.set(self.cs_depth.get() - 1);
        if self.cs_depth.get() == 0 && self.sched(ctx, Point::CsExit).is_err() {
            panic::panic_any(PrunedPanic);
        }
        r
    }

    /// The handler's report of a crossing it could not explain.
    pub fn report_missed(&self) {
        self.result.borrow_mut().missed = true;
        self.log(|| "handler reports missed".into());
    }
}

/// Unwinds a path that cannot go on within the scenario's bounds.
pub struct PrunedPanic;

/// Ends a path at a debug build's report of a missed crossing (a panic in the handler).
pub struct MissedPanic(pub String);

impl World<'_> {
    fn background(&self) {
        let r = (|| {
            if self.cfg.place == Place::Below {
                self.bg_left.set(self.cfg.reads);
                for _ in 0..self.cfg.reads {
                    self.sched(BG, Point::PreRead)?;
                    self.bg_left.set(self.bg_left.get() - 1);
                    self.run_read(BG)?;
                }
            }
            self.sched(BG, Point::Idle)
        })();
        if r.is_err() {
            panic::panic_any(PrunedPanic);
        }
    }
}

/// The simulated half-period timer, as seen from `ctx`.
pub struct Hw<'w, 'a, const EARLY: u32> {
    pub w: &'w World<'a>,
    pub ctx: Ctx,
}

impl<const EARLY: u32> HalfPeriodTimer for Hw<'_, '_, EARLY> {
    const EARLY: u32 = EARLY;
    fn counter(&self) -> u32 {
        self.w.counter(self.ctx)
    }
    fn pending(&self) -> Events {
        events(self.w.pending_split(self.ctx))
    }
    fn clear(&self, e: Events) {
        self.w.clear(self.ctx, flags_of(e))
    }
}

/// The simulated overflow-only timer, as seen from `ctx`.
pub struct OvfHw<'w, 'a> {
    pub w: &'w World<'a>,
    pub ctx: Ctx,
}

impl OverflowTimer for OvfHw<'_, '_> {
    fn counter(&self) -> u32 {
        self.w.counter(self.ctx)
    }
    fn pending(&self) -> bool {
        self.w.pending(self.ctx) & OVF != 0
    }
    fn clear(&self) {
        self.w.clear(self.ctx, OVF)
    }
}

/// Runs one schedule: `choices` as far as they go, the first option after that. Returns what
/// it found and the choices taken, `(choice, options)` at each point.
pub fn run_one(
    cfg: Config,
    choices: &[usize],
    algo: &dyn Algo,
    memo: &RefCell<Memo>,
    trace: bool,
) -> (RunResult, Vec<(usize, usize)>, Option<Trace>) {
    let w = World::new(cfg, choices, algo, memo, trace);
    if cfg.sc.latched != Latched::No {
        let f = if cfg.overflow_only {
            OVF
        } else if cfg.sc.latched == Latched::Both {
            OVF | HALF
        } else if w.choose(2) == 0 {
            OVF
        } else {
            HALF
        };
        w.flags.set(f);
        w.add_due(cfg.sc.deadline);
        w.log(|| format!("flag {:02b} latched at start", f));
    }
    if cfg.place == Place::Above {
        w.above_left.set(cfg.reads);
    } else if cfg.sc.deadline >= cfg.h() {
        // Below the handler, a masking section longer than half a period.
        w.above_left.set(1);
    }
    let out = QUIET.with(|q| {
        q.set(true);
        let r = panic::catch_unwind(AssertUnwindSafe(|| {
            w.background();
            // The final read: at the horizon, nothing pending, nothing running.
            w.reads_t.borrow_mut()[2].clear();
            let before = w.last_done.get();
            w.log(|| "final read".into());
            let r = w.algo().read(&w, TOP);
            let ts = std::mem::take(&mut w.reads_t.borrow_mut()[2]);
            w.check(TOP, r, &ts, before, false, true);
        }));
        q.set(false);
        r
    });
    if let Err(p) = out {
        if p.is::<PrunedPanic>() {
        } else if let Some(m) = p.downcast_ref::<MissedPanic>() {
            w.result.borrow_mut().missed = true;
            w.log(|| format!("handler panics: {}", m.0));
        } else {
            let msg = p
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            w.log(|| format!("panic: {}", msg));
            w.result.borrow_mut().panic = Some(msg);
        }
    }
    let taken = w.taken.take();
    let trace = w.trace.take();
    (w.result.take(), taken, trace)
}

thread_local! {
    static QUIET: Cell<bool> = const { Cell::new(false) };
}

/// Silences the panics the model catches (a peer's `assert!`, a pruned path), not the test's.
pub fn quiet_panics() {
    let prev = panic::take_hook();
    panic::set_hook(Box::new(move |info| {
        if !QUIET.with(|q| q.get()) {
            prev(info);
        }
    }));
}

/// What one search found.
#[derive(Clone, Debug, Default)]
pub struct Summary {
    pub runs: u64,
    pub points: u64,
    pub wrong: u64,
    /// Largest error ahead and behind, in ticks.
    pub ahead: u64,
    pub behind: u64,
    pub backwards: bool,
    pub for_good: bool,
    pub panic: Option<String>,
    pub missed: bool,
    pub bad_none: bool,
    /// The choices of the first wrong run, to replay it with a trace.
    pub first_bad: Option<Vec<usize>>,
    pub complete: bool,
}

impl Summary {
    /// No wrong read, no panic, no `None` where the handler did not run, and no crossing
    /// reported missed (where none was, a false report: a debug build's panic).
    pub fn exact(&self) -> bool {
        self.wrong == 0 && self.panic.is_none() && !self.bad_none && !self.missed
    }
}

/// Every schedule of `cfg`, depth first, each replayed from the start. Stops at `stop_after`
/// wrong runs (the search of a wrong row needs only its witnesses).
pub fn explore(
    cfg: Config,
    make: &dyn Fn() -> Box<dyn Algo>,
    stop_after: u64,
    max_points: u64,
) -> Summary {
    let mut s = Summary::default();
    let mut prefix: Vec<usize> = Vec::new();
    let memo = RefCell::new(Memo::new());
    loop {
        let algo = make();
        let (r, mut taken, _) = run_one(cfg, &prefix, &*algo, &memo, false);
        s.runs += 1;
        s.points += r.points;
        let bad = !r.wrong.is_empty() || r.panic.is_some() || r.bad_none || r.missed;
        for &(v, t) in &r.wrong {
            if v > t {
                s.ahead = s.ahead.max(v - t);
            } else {
                s.behind = s.behind.max(t - v);
            }
        }
        s.backwards |= r.backwards;
        s.for_good |= r.for_good;
        s.missed |= r.missed;
        s.bad_none |= r.bad_none;
        if s.panic.is_none() {
            s.panic = r.panic.clone();
        }
        if bad {
            s.wrong += 1;
            if s.first_bad.is_none() {
                s.first_bad = Some(taken.iter().map(|x| x.0).collect());
            }
            if s.wrong >= stop_after {
                return s;
            }
        }
        if s.points >= max_points {
            return s;
        }
        loop {
            match taken.pop() {
                Some((c, n)) if c + 1 < n => {
                    prefix = taken.iter().map(|x| x.0).collect();
                    prefix.push(c + 1);
                    break;
                }
                Some(_) => {}
                None => {
                    s.complete = true;
                    return s;
                }
            }
        }
    }
}
