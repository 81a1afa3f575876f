//! Counters shared by tasks and the watchdog, and the semihosting report.

use core::sync::atomic::{AtomicU32, Ordering::Relaxed};

/// A counter written by one context at a time (a task and nothing that preempts it), read by
/// anyone: a load and a store, no read-modify-write (Cortex-M has none that is cheaper).
pub struct Count(AtomicU32);

impl Count {
    pub const fn new() -> Self {
        Self(AtomicU32::new(0))
    }
    #[inline(always)]
    pub fn bump(&self) {
        self.add(1);
    }
    #[inline(always)]
    pub fn add(&self, n: u32) {
        self.0.store(self.0.load(Relaxed).wrapping_add(n), Relaxed);
    }
    #[inline(always)]
    pub fn get(&self) -> u32 {
        self.0.load(Relaxed)
    }
    #[inline(always)]
    pub fn set(&self, n: u32) {
        self.0.store(n, Relaxed);
    }
    /// A counter for [`Count::min`], starting at `u32::MAX`.
    pub const fn new_max() -> Self {
        Self(AtomicU32::new(u32::MAX))
    }
    /// Keeps the smallest value seen.
    #[inline(always)]
    pub fn min(&self, n: u32) {
        if n < self.get() {
            self.set(n);
        }
    }
    /// Keeps the largest value seen.
    #[inline(always)]
    pub fn max(&self, n: u32) {
        if n > self.get() {
            self.set(n);
        }
    }
}

impl Default for Count {
    fn default() -> Self {
        Self::new()
    }
}

/// The last value a reader saw, to catch a clock going backwards (its only writer is that
/// reader).
pub struct Last(AtomicU32, AtomicU32);

impl Last {
    pub const fn new() -> Self {
        Self(AtomicU32::new(0), AtomicU32::new(0))
    }
    /// Records `now`; true if it is below the previous value.
    #[inline(always)]
    pub fn went_back(&self, now: u64) -> bool {
        let last = u64::from(self.0.load(Relaxed)) << 32 | u64::from(self.1.load(Relaxed));
        self.0.store((now >> 32) as u32, Relaxed);
        self.1.store(now as u32, Relaxed);
        now < last
    }
    /// Forgets the last value (a clock restarted at 0).
    pub fn reset(&self) {
        self.0.store(0, Relaxed);
        self.1.store(0, Relaxed);
    }
}

impl Default for Last {
    fn default() -> Self {
        Self::new()
    }
}

/// Prints a line on the host's standard output (semihosting).
#[macro_export]
macro_rules! say {
    ($($arg:tt)*) => {
        cortex_m_semihosting::hprintln!($($arg)*)
    };
}
