//! [`SchedClock`]: Linux's `sched_clock` (kernel/time/sched_clock.c) in Rust, `no_std`: a
//! 64-bit nanosecond clock extended from a free-running hardware counter of any width.
//!
//! The host example `examples/sched_clock.rs` and the bare-metal binary
//! `targets/baremetal/src/bin/sched_clock.rs` both use this file as it is.
//!
//! # The kernel's design
//!
//! - An **epoch**: the pair `[epoch_ns, epoch_cyc]`, the clock's time and the counter's value
//!   at one instant, kept in a latch (`seqcount_latch_t` and `read_data[2]` there, a
//!   [`U64LatchArray<2>`] here).
//! - A **read**: `epoch_ns + cyc_to_ns((counter - epoch_cyc) & mask)`, with the counter read
//!   *inside* the latch's attempt (between `raw_read_seqcount_latch()` and
//!   `raw_read_seqcount_latch_retry()` there, [`U64LatchArray::load_with`] here), so that the
//!   counter and the epoch belong together: a reader stalled for any time between its two
//!   reads retries instead of applying an old epoch to a count that has wrapped since.
//! - An **update** (`update_sched_clock()`): read the counter, move the epoch to it, store.
//!   It must run at least once per wrap of the counter, or `counter - epoch_cyc` loses whole
//!   wraps; the kernel runs it from an hrtimer every `clocks_calc_max_nsecs()`, which is half
//!   of the conversion's range (`min(mask, u64::MAX / mult)` cycles). Here:
//!   [`SchedClock::update_period_ns`].
//! - **Readers at every priority, NMI included, never wait**: the latch. A reader that
//!   interrupted the update on its own core finds the copy that the update is not writing
//!   and succeeds on its first attempt; a reader on another core retries at most while a
//!   store completes, never while the writer is stopped.
//!
//! # Where this differs from the kernel, and why
//!
//! The kernel rounds `mult` to nearest and moves `epoch_ns` by `cyc_to_ns(delta)`, which
//! truncates: every update drops up to 1 ns, and a reader just after an update can get 1 ns
//! less than a reader just before it (`floor(a) + floor(b) < floor(a + b)`). Here the clock is
//! exact at every epoch and never goes back:
//! - the update moves the epoch by a whole number of *granules*, `rate / gcd(rate, 10^9)`
//!   cycles, whose time is a whole number of nanoseconds (`10^9 / gcd(rate, 10^9)`): 1 cycle
//!   at 25 MHz, 12 cycles (625 ns) at 19.2 MHz, 64 cycles at 32768 Hz, at most 1 ms of cycles
//!   for any rate in whole kHz. So `epoch_ns` is exactly `floor(cycles * 10^9 / rate)` of the
//!   epoch's count, with no drift over any run time;
//! - `mult` is rounded down (`clocks_calc_mult_shift()` with its `+ from / 2` left out), so
//!   that `cyc_to_ns(a + b) <= cyc_to_ns(a) + cyc_to_ns(b)` whenever `a` is a whole number
//!   of granules: reading across an update never goes back. A read is behind the exact
//!   conversion `floor(cycles * 10^9 / rate)` by 0 to [`SchedClock::max_error_ns`]
//!   nanoseconds, the rounding of `mult` over at most one conversion range.
//! - `shift` is chosen, as the kernel does, to be as large as the conversion range allows,
//!   with that range the counter's own (`mask`), capped at the kernel's 3600 s.
//!
//! [`SchedClock::new`] panics (at compile time for a `static`) where a granule is more than
//! half the conversion range: an odd rate on a narrow counter, such as 12 345 679 Hz over
//! 16 bits.

// Not every program uses every method.
#![allow(dead_code)]

use u64copy::U64LatchArray;

const NSEC_PER_SEC: u64 = 1_000_000_000;
/// The kernel's longest conversion (`sched_clock_register()` passes 3600 s to
/// `clocks_calc_mult_shift()`), a bound on `shift` for counters wider than an hour of cycles.
const MAX_CONVERSION_SECONDS: u64 = 3600;

/// A 64-bit nanosecond clock from a free-running counter of `BITS` bits (1 to 64) counting up
/// at `rate_hz`; see the [module](self) for the design.
///
/// Every method takes the counter's read as a closure (`read() -> u64`, of which the low
/// `BITS` bits count), so that the clock fits any counter, and a down-counter is read
/// inverted (`!value`). The clock's time 0 is counter value 0, or the instant of
/// [`start`](Self::start).
///
/// The one writer calls [`update`](Self::update) at least every
/// [`update_period_ns`](Self::update_period_ns) (a periodic timer interrupt, as the kernel's
/// hrtimer); [`now_ns`](Self::now_ns) and [`try_now_ns`](Self::try_now_ns) may be called from
/// anywhere, any number of threads, interrupts at any priority and NMIs, and never wait for
/// the writer.
pub struct SchedClock<const BITS: u32> {
    /// `[epoch_ns, epoch_cyc]`.
    epoch: U64LatchArray<2>,
    mult: u32,
    shift: u32,
    /// The longest count since the epoch that `cyc_to_ns` converts without overflow.
    max_cycles: u64,
    /// Cycles per granule, and their exact nanoseconds.
    granule: u64,
    granule_ns: u64,
    rate_hz: u32,
}

const fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let r = a % b;
        a = b;
        b = r;
    }
    a
}

/// The kernel's `clocks_calc_mult_shift(&mult, &shift, from, to, maxsec)` with the range given
/// in cycles (`maxsec * from` there) and `mult` rounded down: the largest `shift <= 32` whose
/// `mult = floor(to << shift / from)` keeps `range * mult` within 64 bits.
const fn calc_mult_shift(from: u32, to: u64, range: u64) -> (u32, u32) {
    let mut sftacc: u32 = 32;
    let mut tmp = range >> 32;
    while tmp != 0 {
        tmp >>= 1;
        sftacc -= 1;
    }
    let mut sft: u32 = 32;
    loop {
        let mult = ((to as u128) << sft) / from as u128;
        if mult >> sftacc == 0 {
            assert!(
                mult > 0,
                "SchedClock: the counter is too fast for a nanosecond clock"
            );
            return (mult as u32, sft);
        }
        assert!(
            sft > 0,
            "SchedClock: no mult/shift pair fits the conversion range"
        );
        sft -= 1;
    }
}

impl<const BITS: u32> SchedClock<BITS> {
    /// The counter's mask, `2^BITS - 1` (`CLOCKSOURCE_MASK(bits)`).
    pub const MASK: u64 = {
        assert!(BITS >= 1 && BITS <= 64, "SchedClock<BITS>: BITS is 1 to 64");
        if BITS == 64 {
            u64::MAX
        } else {
            (1 << BITS) - 1
        }
    };

    /// A clock for a counter that counts `rate_hz` cycles per second, reading 0 ns at counter
    /// value 0 (see [`start`](Self::start)). `const`, for a `static`; the conversion is
    /// computed here, as the kernel's `sched_clock_register()` does.
    ///
    /// # Panics
    ///
    /// If `rate_hz` is 0, above 10^9 * 2^32, or has a granule (`rate / gcd(rate, 10^9)`
    /// cycles) longer than half the conversion range.
    pub const fn new(rate_hz: u32) -> Self {
        assert!(rate_hz > 0, "SchedClock: the rate is 0 Hz");
        let rate = rate_hz as u64;
        let mut range = Self::MASK;
        if range > MAX_CONVERSION_SECONDS * rate {
            range = MAX_CONVERSION_SECONDS * rate;
        }
        let (mult, shift) = calc_mult_shift(rate_hz, NSEC_PER_SEC, range);
        // clocks_calc_max_nsecs(): min(mask, u64::MAX / mult) cycles.
        let mut max_cycles = u64::MAX / mult as u64;
        if max_cycles > Self::MASK {
            max_cycles = Self::MASK;
        }
        let common = gcd(rate, NSEC_PER_SEC);
        let granule = rate / common;
        assert!(
            granule <= max_cycles / 2,
            "SchedClock: the rate's granule (rate / gcd(rate, 10^9) cycles) is longer than \
             half the counter's range"
        );
        Self {
            epoch: U64LatchArray::new([0, 0]),
            mult,
            shift,
            max_cycles,
            granule,
            granule_ns: NSEC_PER_SEC / common,
            rate_hz,
        }
    }

    /// The time now, in nanoseconds: the kernel's `sched_clock()`. One [`load_with`]
    /// of the epoch with `read` (the counter) run inside the attempt, then
    /// `epoch_ns + cyc_to_ns((counter - epoch_cyc) & MASK)`.
    ///
    /// Never waits for the writer: on one core, a reader that interrupted
    /// [`update`](Self::update) at any point succeeds on its first attempt (and runs `read`
    /// once); `read` runs again only after an attempt that a store completed during.
    /// Monotonic for each reader, and across readers ordered by happens-before, as long as the
    /// updates keep their period.
    ///
    /// [`load_with`]: U64LatchArray::load_with
    #[inline]
    pub fn now_ns(&self, read: impl FnMut() -> u64) -> u64 {
        let (epoch, cycles) = self.epoch.load_with(read);
        self.ns_at(epoch, cycles)
    }

    /// One attempt of [`now_ns`](Self::now_ns): `None` only if a store completed while it
    /// ran, which a reader that interrupted the writer on its own core never sees. `read`
    /// runs at most once.
    #[inline]
    pub fn try_now_ns(&self, read: impl FnOnce() -> u64) -> Option<u64> {
        let (epoch, cycles) = self.epoch.try_load_with(read)?;
        Some(self.ns_at(epoch, cycles))
    }

    /// The update, `update_sched_clock()`: reads the counter and moves the epoch to it (by
    /// whole granules), storing only if it moved. **The one writer only** (the latch's rule:
    /// one periodic interrupt, or calls serialized otherwise), at least every
    /// [`update_period_ns`](Self::update_period_ns). Returns whether it stored.
    ///
    /// The writer's read of the epoch is `fetch_update`'s: no barrier, no retry.
    #[inline]
    pub fn update(&self, read: impl FnOnce() -> u64) -> bool {
        self.epoch
            .fetch_update(|[epoch_ns, epoch_cyc]| {
                let elapsed = read().wrapping_sub(epoch_cyc) & Self::MASK;
                let granules = elapsed / self.granule;
                if granules == 0 {
                    return None;
                }
                Some([
                    epoch_ns + granules * self.granule_ns,
                    epoch_cyc.wrapping_add(granules * self.granule) & Self::MASK,
                ])
            })
            .is_ok()
    }

    /// Makes the clock read 0 ns at this instant: the epoch `[0, read()]`. For the one writer
    /// (the kernel's `sched_clock_register()`), before the updates start.
    pub fn start(&self, read: impl FnOnce() -> u64) {
        self.epoch.store([0, read() & Self::MASK]);
    }

    /// The longest time between two updates, in nanoseconds: half of the conversion range
    /// (less one granule, by which the epoch may trail the counter), as the kernel's
    /// `clocks_calc_max_nsecs()` gives its hrtimer. In cycles:
    /// [`update_period_cycles`](Self::update_period_cycles).
    pub const fn update_period_ns(&self) -> u64 {
        self.cyc_to_ns(self.update_period_cycles())
    }

    /// [`update_period_ns`](Self::update_period_ns) in counter cycles.
    pub const fn update_period_cycles(&self) -> u64 {
        (self.max_cycles - (self.granule - 1)) / 2
    }

    /// How far a read may be behind the exact conversion `floor(cycles * 10^9 / rate)` of the
    /// counter's count since time 0: the rounding of `mult` over a conversion range, plus 1
    /// for the two floors (0 where `mult / 2^shift` is exact, as at 25 MHz).
    pub const fn max_error_ns(&self) -> u64 {
        let exact = (NSEC_PER_SEC as u128) << self.shift;
        let scaled = self.mult as u128 * self.rate_hz as u128;
        if exact == scaled {
            return 0;
        }
        ((self.max_cycles as u128 * (exact - scaled)) / (self.rate_hz as u128 * (1 << self.shift))
            + 1) as u64
    }

    /// The kernel's `cyc_to_ns(cyc, mult, shift)`: `(cyc * mult) >> shift`, exact in 64 bits
    /// for `cyc` up to the conversion range (it wraps beyond, as the kernel's does).
    #[inline]
    pub const fn cyc_to_ns(&self, cycles: u64) -> u64 {
        cycles.wrapping_mul(self.mult as u64) >> self.shift
    }

    /// The clock's time at counter value `cycles` from `epoch` (`[epoch_ns, epoch_cyc]`):
    /// what [`now_ns`](Self::now_ns) computes, exposed for the checks' negative controls
    /// (which pair a counter read with an epoch of their own choosing).
    #[inline]
    pub const fn ns_at(&self, epoch: [u64; 2], cycles: u64) -> u64 {
        epoch[0] + self.cyc_to_ns(cycles.wrapping_sub(epoch[1]) & Self::MASK)
    }

    /// The epoch `[epoch_ns, epoch_cyc]` (a `load`), for the controls and for reports.
    pub fn epoch(&self) -> [u64; 2] {
        self.epoch.load()
    }

    /// `(mult, shift)`.
    pub const fn mult_shift(&self) -> (u32, u32) {
        (self.mult, self.shift)
    }

    /// `(cycles, ns)` of one granule.
    pub const fn granule(&self) -> (u64, u64) {
        (self.granule, self.granule_ns)
    }

    pub const fn rate_hz(&self) -> u32 {
        self.rate_hz
    }
}
