//! The cells under comparison, behind one trait, so that every scenario runs each of them.
//! Only the crate's public API: no `#[path]` modules.
//!
//! The public API exposes the backend that the build selects, so this crate's rows come
//! from two builds of each bench: the plain one (every row; on x86_64 and i686 the native
//! backend, one `AtomicU64`) and one with `--cfg u64copy_32bit` (the split backend, the
//! `AtomicU32` halves and fences that armv7, Cortex-M and RV32 get), whose rows are only
//! `U64Copy_32bit_backend`, `U64Seq_32bit_backend` and `U64Latch_32bit_backend`:
//!
//! `RUSTFLAGS="--cfg u64copy_32bit" CARGO_TARGET_DIR=target/split cargo bench --bench compare`
//!
//! (`benches/instructions.sh`, `.ci/benches` and `benches/board/` run both.)

// Each bench binary uses its own part of this module.
#![allow(dead_code)]

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

/// Calls `$run::<Cell>($args)` for every cell, in the order of the README's tables; under
/// `--cfg u64copy_32bit` for this crate's three cells only (the `*_32bit_backend` rows).
macro_rules! for_each_cell {
    ($run:ident($($arg:expr),*)) => {{
        // Under `--cfg u64copy_32bit` none of this module's own cells run.
        #[allow(unused_imports)]
        use $crate::common::*;
        #[cfg(not(u64copy_32bit))]
        $run::<RelaxedAtomicU64>($($arg),*);
        $run::<u64copy::U64Copy>($($arg),*);
        $run::<u64copy::U64Seq>($($arg),*);
        $run::<u64copy::U64Latch>($($arg),*);
        #[cfg(not(u64copy_32bit))]
        {
            $run::<AcquireReleaseAtomicU64>($($arg),*);
            $run::<portable_atomic::AtomicU64>($($arg),*);
            $run::<crossbeam_utils::atomic::AtomicCell<u64>>($($arg),*);
            $run::<std::sync::Mutex<u64>>($($arg),*);
            $run::<TornHalves>($($arg),*);
        }
    }};
}

/// The row of this crate's type `$name`: `$name`, or under `--cfg u64copy_32bit`
/// `${name}_32bit_backend`.
macro_rules! row_name {
    ($name:literal) => {
        if cfg!(u64copy_32bit) {
            concat!($name, "_32bit_backend")
        } else {
            $name
        }
    };
}

/// `retrying_cell!(Type, "name")`: the row of this crate's `Type`, forwarding to its methods.
macro_rules! retrying_cell {
    ($ty:ty, $name:literal) => {
        impl Cell64 for $ty {
            const NAME: &'static str = row_name!($name);
            const RETRIES: bool = true;

            #[inline]
            fn new(value: u64) -> Self {
                <$ty>::new(value)
            }
            #[inline]
            fn load(&self) -> u64 {
                <$ty>::load(self)
            }
            #[inline]
            fn store(&self, value: u64) {
                <$ty>::store(self, value)
            }
            #[inline]
            fn try_load(&self) -> Option<u64> {
                <$ty>::try_load(self)
            }
        }
    };
}

retrying_cell!(u64copy::U64Copy, "U64Copy");
retrying_cell!(u64copy::U64Seq, "U64Seq");
retrying_cell!(u64copy::U64Latch, "U64Latch");

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
