//! The algorithms under test, each a handler and a reader over the simulated timer: the crate's
//! own (`u64copy::timer`, the real code), a reference copy of it with mutations (the controls
//! of our own rows), and the peers' algorithms as their sources write them (`TIMER.md`,
//! section 1).

use std::cell::Cell;
use std::panic::{self, AssertUnwindSafe};

use u64copy::timer::{HalfPeriodCounter, OverflowCounter};
use u64copy::U64Latch;

use crate::sim::{Algo, Ctx, Hw, MissedPanic, OvfHw, PrunedPanic, Read, World, HALF, IRQ, OVF};

/// rtic-time's `calculate_now` arithmetic, written out: the unique `t` with `t ≡ c (mod 2^B)`
/// and `⌊t / 2^(B−1)⌋ ∈ {p, p + 1}`.
pub fn calc(bits: u32, p: u64, c: u32) -> u64 {
    let h = 1u64 << (bits - 1);
    p * h + (u64::from(c) ^ ((p & 1) * h))
}

/// Which reader of `HalfPeriodCounter` a row runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OurReader {
    Now,
    WithPending,
    TryNow,
}

/// `u64copy::timer::HalfPeriodCounter`: `on_interrupt` and one of its readers.
pub struct Ours<const B: u32, const E: u32> {
    pub c: HalfPeriodCounter<B>,
    pub r: OurReader,
}

/// Runs a handler, turning a debug build's panic (a missed crossing) into the end of the path.
fn guarded<R>(f: impl FnOnce() -> R) -> R {
    match panic::catch_unwind(AssertUnwindSafe(f)) {
        Ok(r) => r,
        Err(p) => {
            if p.is::<PrunedPanic>() || p.is::<MissedPanic>() {
                panic::resume_unwind(p);
            }
            let msg = p
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            panic::panic_any(MissedPanic(msg))
        }
    }
}

impl<const B: u32, const E: u32> Algo for Ours<B, E> {
    fn handler(&self, w: &World<'_>) {
        let hw = Hw::<E> { w, ctx: IRQ };
        let h = guarded(|| self.c.on_interrupt(&hw));
        if h.missed {
            w.report_missed();
        }
    }
    fn read(&self, w: &World<'_>, ctx: Ctx) -> Read {
        let hw = Hw::<E> { w, ctx };
        match self.r {
            OurReader::Now => Some(self.c.now(&hw)),
            OurReader::WithPending => Some(self.c.now_with_pending(&hw)),
            OurReader::TryNow => self.c.try_now(&hw),
        }
    }
    fn state(&self) -> u64 {
        self.c.half_periods()
    }
}

/// `u64copy::timer::OverflowCounter`.
pub struct OursOvf {
    pub c: OverflowCounter,
}

impl Algo for OursOvf {
    fn handler(&self, w: &World<'_>) {
        self.c.on_interrupt(&OvfHw { w, ctx: IRQ });
    }
    fn read(&self, w: &World<'_>, ctx: Ctx) -> Read {
        Some(self.c.now(&OvfHw { w, ctx }))
    }
    fn state(&self) -> u64 {
        self.c.wraps()
    }
}

/// A mutation of the reference copy of `HalfPeriodCounter`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mutation {
    /// None: the copy as the contract describes it.
    Faithful,
    /// The handler decides on one reading of the flags and the counter (flags, then
    /// counter, as `on_interrupt` did before it read the flags again).
    SingleRead,
    /// The handler reads the flags again after the counter, but decides on the second
    /// reading where it differs, without reading the counter again.
    NoLoop,
    /// The handler reads the flags again only where the counter disagrees with them (past a
    /// crossing they do not show, or back in the count's half with one flag), and decides on
    /// that reading (the rule before the loop).
    Conditional,
    /// `now_with_pending` adds nothing: `now` with a flag read.
    NoFlags,
    /// `now_with_pending` counts the expected flag also where it is early and its crossing
    /// still ahead.
    NoAhead,
    /// `now_with_pending` counts the expected flag alone in the count's half, without the
    /// other flag (the reader before it read the flags again there): a flag latched at start,
    /// or stale after an entry that counted both crossings, is then a crossing.
    ExpectedAlone,
    /// The handler counts a flag of the kind the count does not expect (no parity check).
    CountsStale,
    /// The handler counts the expected flag without the counter's confirmation.
    NoConfirm,
    /// The handler clears the flag before it stores the count.
    ClearFirst,
    /// The handler decides on a reading with only the expected flag on the step that begins
    /// the count's half (it reads again a step later: the other flag may lag its step).
    NoLagWait,
    /// The handler does not check, after clearing a stale flag, whether its kind's crossing
    /// came before the clear (which then took that crossing's flag with it).
    NoWipe,
    /// The handler waits for an early flag's crossing by the counter's half (as `on_interrupt`
    /// did before it counted the steps), which a preemption past the next crossing fools.
    HalfWait,
}

/// The contract's algorithm, written again over a `U64Latch` holding the count of half
/// periods, with one mutation: the controls that show the model catches a broken copy of our
/// own design.
pub struct Reference<const B: u32, const E: u32> {
    pub latch: U64Latch,
    pub m: Mutation,
    pub r: OurReader,
}

fn expected(p: u64) -> u8 {
    if p & 1 == 0 {
        HALF
    } else {
        OVF
    }
}

impl<const B: u32, const E: u32> Reference<B, E> {
    const MASK: u32 = (1 << B) - 1;

    fn crossed(p: u64, c: u32) -> bool {
        u64::from(c >> (B - 1)) != p & 1
    }

    /// Whether the counter is at most `E` steps before the crossing of `kind`.
    fn early(kind: u8, c: u32) -> bool {
        let steps = Self::steps_to(kind, c);
        steps >= 1 && steps <= E
    }

    fn steps_to(kind: u8, c: u32) -> u32 {
        let boundary = if kind == HALF { 1u32 << (B - 1) } else { 0 };
        boundary.wrapping_sub(c) & Self::MASK
    }

    fn count(&self, w: &World<'_>, n: u64, f: u8) {
        if self.m == Mutation::ClearFirst {
            w.clear(IRQ, f);
            self.latch.store(n);
        } else {
            self.latch.store(n);
            w.clear(IRQ, f);
        }
    }
}

impl<const B: u32, const E: u32> Algo for Reference<B, E> {
    fn handler(&self, w: &World<'_>) {
        let start = self.latch.load();
        let (e, o) = (expected(start), expected(start + 1));
        // Stale-cleared flags whose kind's crossing came before the clear.
        let mut wiped = 0;
        let (mut c, count_e, count_o, wait) = loop {
            let mut pend = w.pending_split(IRQ);
            let mut c = loop {
                let c = w.counter(IRQ);
                if self.m == Mutation::SingleRead {
                    break c;
                }
                if self.m == Mutation::Conditional {
                    let crossed = Self::crossed(start, c);
                    if crossed && pend & e == 0
                        || !crossed && pend & e != 0 && pend & o == 0 && !Self::early(e, c)
                    {
                        pend = w.pending_split(IRQ);
                    }
                    break c;
                }
                let again = w.pending_split(IRQ);
                if again == pend {
                    break c;
                }
                pend = again;
                if self.m == Mutation::NoLoop {
                    break c;
                }
            };
            pend |= wiped;
            // Only the expected flag on the step that begins the count's half, where the other
            // may lag: read again a step later.
            if self.m != Mutation::NoLagWait && pend == e && Self::steps_to(o, c) == 0 {
                let from = c;
                while c == from {
                    c = w.counter(IRQ);
                }
                continue;
            }
            let crossed = Self::crossed(start, c);
            let (count_e, count_o, wait, missed) = match (pend & e != 0, pend & o != 0, crossed) {
                (true, true, true) if Self::early(o, c) => (true, true, true, false),
                (true, _, true) => (true, false, false, false),
                (true, true, false) if Self::early(e, c) => (true, false, true, false),
                (true, true, false) => (true, true, false, false),
                (true, false, false) if self.m == Mutation::NoConfirm => {
                    (true, false, false, false)
                }
                (true, false, false) => (Self::early(e, c), false, true, false),
                (false, true, _) if self.m == Mutation::CountsStale => {
                    self.count(w, start + 1, o);
                    return;
                }
                (false, o_pending, crossed) => (false, false, false, o_pending && crossed),
            };
            let mut stale = 0;
            if !count_o {
                stale = pend & !e;
            }
            if !count_e {
                stale = pend;
            }
            if stale != 0 {
                w.clear(IRQ, stale);
                if self.m != Mutation::NoWipe {
                    let moved = w.counter(IRQ).wrapping_sub(c) & Self::MASK;
                    let again = [HALF, OVF]
                        .into_iter()
                        .filter(|&f| {
                            stale & f != 0 && moved > 0 && moved + E >= Self::steps_to(f, c)
                        })
                        .fold(0, |a, f| a | f);
                    if again != 0 {
                        wiped |= again;
                        continue;
                    }
                }
            }
            if missed {
                w.report_missed();
            }
            break (c, count_e, count_o, wait);
        };
        let mut n = start;
        for (kind, wanted, wait_for_counter) in [(e, count_e, wait && !count_o), (o, count_o, wait)]
        {
            if !wanted {
                break;
            }
            if wait_for_counter && self.m == Mutation::HalfWait {
                while !Self::crossed(n, c) {
                    if !Self::early(kind, c) {
                        w.clear(IRQ, kind);
                        w.report_missed();
                        return;
                    }
                    c = w.counter(IRQ);
                }
            } else if wait_for_counter && !Self::crossed(n, c) {
                let (from, ahead) = (c, Self::steps_to(kind, c));
                while c.wrapping_sub(from) & Self::MASK < ahead {
                    c = w.counter(IRQ);
                }
            }
            n += 1;
            self.count(w, n, kind);
        }
    }

    fn read(&self, w: &World<'_>, ctx: Ctx) -> Read {
        match self.r {
            OurReader::Now | OurReader::TryNow => {
                let (p, c) = self.latch.load_with(|| w.counter(ctx));
                Some(calc(B, p, c))
            }
            OurReader::WithPending => {
                let (p, (f, c)) = self.latch.load_with(|| {
                    let f = w.pending_split(ctx);
                    let c = w.counter(ctx);
                    // One flag alone, the counter in the half that ends at its crossing.
                    let alone = f == if c >> (B - 1) == 1 { OVF } else { HALF };
                    if alone && self.m != Mutation::ExpectedAlone {
                        (f | w.pending_split(ctx), c)
                    } else {
                        (f, c)
                    }
                });
                let (e, o) = (expected(p), expected(p + 1));
                let ahead = !Self::crossed(p, c) && Self::early(e, c);
                let other = Self::crossed(p, c) || f & o != 0 || self.m == Mutation::ExpectedAlone;
                let uncounted = f & e != 0
                    && other
                    && (!ahead || self.m == Mutation::NoAhead)
                    && self.m != Mutation::NoFlags;
                Some(calc(B, p + u64::from(uncounted), c))
            }
        }
    }
    fn state(&self) -> u64 {
        self.latch.load()
    }
}

/// `OverflowCounter` written again (counter, flag, counter in one attempt; the handler stores
/// with the marker, clears, stores), with or without its marker: the control of its row.
pub struct RefOverflow {
    pub latch: U64Latch,
    pub marker: bool,
}

/// `OverflowCounter`'s marker: the latch's top bit.
const MARKER: u64 = 1 << 63;

impl Algo for RefOverflow {
    fn handler(&self, w: &World<'_>) {
        if w.pending(IRQ) & OVF == 0 {
            return;
        }
        let n = (self.latch.load() & !MARKER) + 1;
        self.latch.store(n | if self.marker { MARKER } else { 0 });
        w.clear(IRQ, OVF);
        self.latch.store(n);
    }
    fn read(&self, w: &World<'_>, ctx: Ctx) -> Read {
        let (v, (c1, f, c2)) = self
            .latch
            .load_with(|| (w.counter(ctx), w.pending(ctx) & OVF != 0, w.counter(ctx)));
        let m = w.cfg.m();
        let wraps = v & !MARKER;
        Some(if f && v & MARKER == 0 {
            (wraps + 1) * m + u64::from(c2)
        } else {
            wraps * m + u64::from(c1)
        })
    }
    fn state(&self) -> u64 {
        self.latch.load()
    }
}

/// A plain count, as the peers keep it (`AtomicU32`/`AtomicU64` loads and stores, one writer).
#[derive(Default)]
pub struct Count(Cell<u64>);

impl Count {
    /// The handler of embassy's LPTIM and CMSDK drivers: in a critical section, the overflow
    /// flag counted and cleared.
    fn count_overflow(&self, w: &World<'_>) {
        w.cs(IRQ, || {
            if w.pending(IRQ) & OVF != 0 {
                w.clear(IRQ, OVF);
                self.0.set(self.0.get() + 1);
            }
        })
    }
}

/// embassy gp16 (and nRF, MSPM0's handler): the whole handler in a critical section, the flags
/// read once and cleared by writing their complement, one count per flag; `now()`: the count,
/// then the counter, no retry.
#[derive(Default)]
pub struct EmbassyGp16 {
    p: Count,
}

impl Algo for EmbassyGp16 {
    fn state(&self) -> u64 {
        self.p.0.get()
    }
    fn handler(&self, w: &World<'_>) {
        w.cs(IRQ, || {
            let sr = w.pending(IRQ);
            w.clear(IRQ, sr);
            for f in [OVF, HALF] {
                if sr & f != 0 {
                    self.p.0.set(self.p.0.get() + 1);
                }
            }
        })
    }
    fn read(&self, w: &World<'_>, ctx: Ctx) -> Read {
        let p = self.p.0.get();
        let c = w.counter(ctx);
        Some(calc(w.cfg.bits, p, c))
    }
}

/// rtic-monotonics 3.0's STM32 monotonic: per flag (overflow first) read, clear, `fetch_add(1)`
/// and the parity `assert!`; `now()` is `calculate_now`: count and counter in a critical
/// section.
#[derive(Default)]
pub struct RticCalculateNow {
    p: Count,
}

impl Algo for RticCalculateNow {
    fn state(&self) -> u64 {
        self.p.0.get()
    }
    fn handler(&self, w: &World<'_>) {
        if w.pending(IRQ) & OVF != 0 {
            w.clear(IRQ, OVF);
            let prev = self.p.0.get();
            self.p.0.set(prev + 1);
            assert!(prev % 2 == 1, "Monotonic must have missed an interrupt!");
        }
        if w.pending(IRQ) & HALF != 0 {
            w.clear(IRQ, HALF);
            let prev = self.p.0.get();
            self.p.0.set(prev + 1);
            assert!(prev % 2 == 0, "Monotonic must have missed an interrupt!");
        }
    }
    fn read(&self, w: &World<'_>, ctx: Ctx) -> Read {
        let (p, c) = w.cs(ctx, || (self.p.0.get(), w.counter(ctx)));
        Some(calc(w.cfg.bits, p, c))
    }
}

/// The recipe this crate gave before `u64copy::timer` (`targets/rtic/src/half_period.rs`):
/// the handler clears its flags and counts once through `fetch_update` when the counter's top
/// bit differs from the count's parity; `now()` is `load_with` and `combine`.
pub struct OldRecipe {
    pub latch: U64Latch,
}

impl Algo for OldRecipe {
    fn handler(&self, w: &World<'_>) {
        let f = w.pending(IRQ);
        w.clear(IRQ, f);
        let c = w.counter(IRQ);
        let bits = w.cfg.bits;
        let _ = self
            .latch
            .fetch_update(|p| (u64::from(c >> (bits - 1)) != p & 1).then(|| p + 1));
    }
    fn read(&self, w: &World<'_>, ctx: Ctx) -> Read {
        let (p, c) = self.latch.load_with(|| w.counter(ctx));
        Some(calc(w.cfg.bits, p, c))
    }
    fn state(&self) -> u64 {
        self.latch.load()
    }
}

/// embassy's STM32 LPTIM driver: the handler in a critical section counts the update flag;
/// `now()` in a critical section reads the counter until two reads agree, then the flag, and
/// returns `(period + flag) · 2^B + counter`.
#[derive(Default)]
pub struct EmbassyLptim {
    p: Count,
}

impl Algo for EmbassyLptim {
    fn state(&self) -> u64 {
        self.p.0.get()
    }
    fn handler(&self, w: &World<'_>) {
        self.p.count_overflow(w)
    }
    fn read(&self, w: &World<'_>, ctx: Ctx) -> Read {
        w.cs(ctx, || {
            let p = self.p.0.get();
            let c = loop {
                let a = w.counter(ctx);
                if w.counter(ctx) == a {
                    break a;
                }
            };
            let ue = u64::from(w.pending(ctx) & OVF != 0);
            Some(((p + ue) << w.cfg.bits) + u64::from(c))
        })
    }
}

/// embassy-time's CMSDK driver: the handler in a critical section counts the overflow; `now()`
/// reads the count, the counter (in a critical section), the count again, until the two
/// counts agree; no flag.
#[derive(Default)]
pub struct EmbassyCmsdk {
    p: Count,
}

impl Algo for EmbassyCmsdk {
    fn state(&self) -> u64 {
        self.p.0.get()
    }
    fn handler(&self, w: &World<'_>) {
        self.p.count_overflow(w)
    }
    fn read(&self, w: &World<'_>, ctx: Ctx) -> Read {
        loop {
            let p1 = self.p.0.get();
            let c = w.cs(ctx, || w.counter(ctx));
            if self.p.0.get() == p1 {
                return Some((p1 << w.cfg.bits) + u64::from(c));
            }
        }
    }
}
