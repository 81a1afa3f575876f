//! The cells under comparison, behind one trait, so that every scenario runs each of them.
//!
//! The bench root must declare the crate's own `sync` and `split` modules by `#[path]` (see
//! `benches/benches/compare.rs`): the public API exposes only the backend that the target selects,
//! and compiling the shipped 32-bit source into the bench is how its rows run side by side
//! with the rest in one run on a 64-bit host.

// Each bench binary uses its own part of this module.
#![allow(dead_code)]

use crate::backend::Backend;
use core::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::sync::Mutex;

/// A `u64` shared between one writer and any number of readers.
pub trait Cell64: Send + Sync + Sized + 'static {
    /// The row label, also the criterion function id.
    const NAME: &'static str;
    /// Whether `try_load` can fail, so that retries per read mean something.
    const RETRIES: bool = false;

    fn new(value: u64) -> Self;
    fn load(&self) -> u64;
    fn store(&self, value: u64);

    /// One load attempt: `None` when a racing store made it fail.
    fn try_load(&self) -> Option<u64> {
        Some(self.load())
    }

    /// `load`, counting the failed attempts into `retries`. For the retrying cells this is
    /// `load`'s own loop (`try_load`, then a spin-loop hint) with a counter added.
    #[inline]
    fn load_counting_retries(&self, retries: &mut u64) -> u64 {
        if !Self::RETRIES {
            return self.load();
        }
        loop {
            if let Some(value) = self.try_load() {
                return value;
            }
            *retries += 1;
            core::hint::spin_loop();
        }
    }
}

/// Calls `$run::<Cell>($args)` for every cell, in the order of the README's tables.
macro_rules! for_each_cell {
    ($run:ident($($arg:expr),*)) => {{
        use $crate::common::*;
        $run::<RelaxedAtomicU64>($($arg),*);
        $run::<u64copy::U64Copy>($($arg),*);
        $run::<u64copy::U64Seq>($($arg),*);
        $run::<u64copy::U64Latch>($($arg),*);
        $run::<SplitCopy>($($arg),*);
        $run::<SplitSeq>($($arg),*);
        $run::<SplitLatch>($($arg),*);
        $run::<AcquireReleaseAtomicU64>($($arg),*);
        $run::<portable_atomic::AtomicU64>($($arg),*);
        $run::<crossbeam_utils::atomic::AtomicCell<u64>>($($arg),*);
        $run::<std::sync::Mutex<u64>>($($arg),*);
        $run::<TornHalves>($($arg),*);
    }};
}

/// `retrying_cell!(Type, "name")` forwards to `Type`'s own methods; `retrying_cell!(Type as
/// Backend, "name")` to those of the crate's `Backend` trait (the split backends).
macro_rules! retrying_cell {
    (@impl $ty:ty, $name:literal, $($api:tt)+) => {
        impl Cell64 for $ty {
            const NAME: &'static str = $name;
            const RETRIES: bool = true;

            #[inline]
            fn new(value: u64) -> Self {
                <$ty>::new(value)
            }
            #[inline]
            fn load(&self) -> u64 {
                $($api)+::load(self)
            }
            #[inline]
            fn store(&self, value: u64) {
                $($api)+::store(self, value)
            }
            #[inline]
            fn try_load(&self) -> Option<u64> {
                $($api)+::try_load(self)
            }
        }
    };
    ($ty:ty, $name:literal) => {
        retrying_cell!(@impl $ty, $name, <$ty>);
    };
    ($ty:ty as $api:ty, $name:literal) => {
        retrying_cell!(@impl $ty, $name, <$ty as $api>);
    };
}

retrying_cell!(u64copy::U64Copy, "U64Copy");
retrying_cell!(u64copy::U64Seq, "U64Seq");
retrying_cell!(u64copy::U64Latch, "U64Latch");

/// `U64Copy`'s 32-bit backend, compiled into the bench from `src/split/copy.rs`. On a
/// 32-bit target it is the selected backend, so its rows repeat `U64Copy`'s.
pub type SplitCopy = crate::split::ValueAndCopy;
/// `U64Seq`'s 32-bit backend, from `src/seq.rs` over `src/split`'s halves.
pub type SplitSeq = crate::split::Seq;
/// `U64Latch`'s 32-bit backend, from `src/latch.rs` over `src/split`'s halves.
pub type SplitLatch = crate::split::Latch;

retrying_cell!(SplitCopy as Backend, "U64Copy_32bit_backend");
retrying_cell!(SplitSeq as Backend, "U64Seq_32bit_backend");
retrying_cell!(SplitLatch as Backend, "U64Latch_32bit_backend");

/// The reference of every ratio.
pub struct RelaxedAtomicU64(AtomicU64);

impl Cell64 for RelaxedAtomicU64 {
    const NAME: &'static str = "AtomicU64_Relaxed";

    fn new(value: u64) -> Self {
        RelaxedAtomicU64(AtomicU64::new(value))
    }
    #[inline]
    fn load(&self) -> u64 {
        self.0.load(Ordering::Relaxed)
    }
    #[inline]
    fn store(&self, value: u64) {
        self.0.store(value, Ordering::Relaxed);
    }
}

pub struct AcquireReleaseAtomicU64(AtomicU64);

impl Cell64 for AcquireReleaseAtomicU64 {
    const NAME: &'static str = "AtomicU64_AcqRel";

    fn new(value: u64) -> Self {
        AcquireReleaseAtomicU64(AtomicU64::new(value))
    }
    #[inline]
    fn load(&self) -> u64 {
        self.0.load(Ordering::Acquire)
    }
    #[inline]
    fn store(&self, value: u64) {
        self.0.store(value, Ordering::Release);
    }
}

// Relaxed, like the reference: on these targets it is `core`'s `AtomicU64`; the row shows
// what the wrapper costs.
impl Cell64 for portable_atomic::AtomicU64 {
    const NAME: &'static str = "portable_atomic_Relaxed";

    fn new(value: u64) -> Self {
        portable_atomic::AtomicU64::new(value)
    }
    #[inline]
    fn load(&self) -> u64 {
        portable_atomic::AtomicU64::load(self, Ordering::Relaxed)
    }
    #[inline]
    fn store(&self, value: u64) {
        portable_atomic::AtomicU64::store(self, value, Ordering::Relaxed);
    }
}

impl Cell64 for crossbeam_utils::atomic::AtomicCell<u64> {
    const NAME: &'static str = "crossbeam_AtomicCell";

    fn new(value: u64) -> Self {
        crossbeam_utils::atomic::AtomicCell::new(value)
    }
    #[inline]
    fn load(&self) -> u64 {
        crossbeam_utils::atomic::AtomicCell::load(self)
    }
    #[inline]
    fn store(&self, value: u64) {
        crossbeam_utils::atomic::AtomicCell::store(self, value);
    }
}

impl Cell64 for Mutex<u64> {
    const NAME: &'static str = "std_Mutex";

    fn new(value: u64) -> Self {
        Mutex::new(value)
    }
    #[inline]
    fn load(&self) -> u64 {
        *self.lock().unwrap()
    }
    #[inline]
    fn store(&self, value: u64) {
        *self.lock().unwrap() = value;
    }
}

/// Two Relaxed `AtomicU32` halves with no check: wrong under a racing store (torn reads),
/// and the least a 32-bit machine can do for a `u64`.
pub struct TornHalves {
    low: AtomicU32,
    high: AtomicU32,
}

impl Cell64 for TornHalves {
    const NAME: &'static str = "torn_halves_baseline";

    fn new(value: u64) -> Self {
        TornHalves {
            low: AtomicU32::new(value as u32),
            high: AtomicU32::new((value >> 32) as u32),
        }
    }
    #[inline]
    fn load(&self) -> u64 {
        let low = self.low.load(Ordering::Relaxed);
        let high = self.high.load(Ordering::Relaxed);
        u64::from(high) << 32 | u64::from(low)
    }
    #[inline]
    fn store(&self, value: u64) {
        self.low.store(value as u32, Ordering::Relaxed);
        self.high.store((value >> 32) as u32, Ordering::Relaxed);
    }
}

/// The value a writer stores as its `n`th store: `n` in both halves, so that a reader
/// detects a torn load (halves that differ) without knowing the writer's progress.
#[inline]
pub fn both_halves(n: u32) -> u64 {
    u64::from(n) << 32 | u64::from(n)
}

#[inline]
pub fn is_torn(value: u64) -> bool {
    (value >> 32) as u32 != value as u32
}
