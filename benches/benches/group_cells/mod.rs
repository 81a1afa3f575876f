//! The groups under comparison (`[u64; N]` with one writer), behind one trait, so that every
//! scenario of `groups.rs` and `group_instructions.rs` runs each of them. Only the crate's
//! public API: no `#[path]` modules.

// Each bench binary uses its own part of this module.
#![allow(dead_code)]

use std::sync::{Mutex, RwLock};

/// `N` `u64`s shared between one writer and any number of readers.
pub trait Group<const N: usize>: Send + Sync + Sized + 'static {
    /// The row label (with `N`, the criterion function id and the probe's cell name).
    const NAME: &'static str;
    /// Whether `try_load` can fail, so that retries per read mean something.
    const RETRIES: bool = false;

    fn new(values: [u64; N]) -> Self;
    fn load(&self) -> [u64; N];
    fn store(&self, values: [u64; N]);

    /// One load attempt: `None` when a racing store made it fail.
    fn try_load(&self) -> Option<[u64; N]> {
        Some(self.load())
    }

    /// `load`, counting the failed attempts into `retries`. For the retrying groups this is
    /// `load`'s own loop (`try_load`, then a spin-loop hint) with a counter added.
    #[inline]
    fn load_counting_retries(&self, retries: &mut u64) -> [u64; N] {
        if !Self::RETRIES {
            return self.load();
        }
        loop {
            if let Some(values) = self.try_load() {
                return values;
            }
            *retries += 1;
            core::hint::spin_loop();
        }
    }
}

/// Calls `$run::<Group, N>($args)` for every group and N = 2, 4, 8, in the order of the
/// tables (benches/README.md, "Groups"): SeqLock, the reference of the ratios, first.
macro_rules! for_each_group {
    ($run:ident($($arg:expr),*)) => {{
        for_each_group!(@n 2, $run($($arg),*));
        for_each_group!(@n 4, $run($($arg),*));
        for_each_group!(@n 8, $run($($arg),*));
    }};
    (@n $n:literal, $run:ident($($arg:expr),*)) => {{
        use $crate::group_cells::*;
        $run::<seqlock::SeqLock<[u64; $n]>, $n>($($arg),*);
        $run::<u64copy::U64SeqArray<$n>, $n>($($arg),*);
        $run::<u64copy::U64LatchArray<$n>, $n>($($arg),*);
        $run::<crossbeam_utils::atomic::AtomicCell<[u64; $n]>, $n>($($arg),*);
        $run::<std::sync::RwLock<[u64; $n]>, $n>($($arg),*);
        $run::<std::sync::Mutex<[u64; $n]>, $n>($($arg),*);
        $run::<SeparateU64Seq<$n>, $n>($($arg),*);
    }};
}

macro_rules! retrying_group {
    ($ty:ident, $name:literal) => {
        impl<const N: usize> Group<N> for u64copy::$ty<N> {
            const NAME: &'static str = $name;
            const RETRIES: bool = true;

            #[inline]
            fn new(values: [u64; N]) -> Self {
                u64copy::$ty::new(values)
            }
            #[inline]
            fn load(&self) -> [u64; N] {
                u64copy::$ty::load(self)
            }
            #[inline]
            fn store(&self, values: [u64; N]) {
                u64copy::$ty::store(self, values)
            }
            #[inline]
            fn try_load(&self) -> Option<[u64; N]> {
                u64copy::$ty::try_load(self)
            }
        }
    };
}

retrying_group!(U64SeqArray, "U64SeqArray");
retrying_group!(U64LatchArray, "U64LatchArray");

/// The reference of the ratios: reads `T` with `read_volatile` while a writer may write it
/// (a data race, see benches/miri); its writers take a `parking_lot::Mutex`.
impl<const N: usize> Group<N> for seqlock::SeqLock<[u64; N]> {
    const NAME: &'static str = "seqlock_SeqLock";

    fn new(values: [u64; N]) -> Self {
        seqlock::SeqLock::new(values)
    }
    #[inline]
    fn load(&self) -> [u64; N] {
        self.read()
    }
    #[inline]
    fn store(&self, values: [u64; N]) {
        *self.lock_write() = values;
    }
}

/// `[u64; N]` is no atomic size: crossbeam's global table of seqlocks, on every target.
impl<const N: usize> Group<N> for crossbeam_utils::atomic::AtomicCell<[u64; N]> {
    const NAME: &'static str = "crossbeam_AtomicCell";

    fn new(values: [u64; N]) -> Self {
        crossbeam_utils::atomic::AtomicCell::new(values)
    }
    #[inline]
    fn load(&self) -> [u64; N] {
        crossbeam_utils::atomic::AtomicCell::load(self)
    }
    #[inline]
    fn store(&self, values: [u64; N]) {
        crossbeam_utils::atomic::AtomicCell::store(self, values);
    }
}

impl<const N: usize> Group<N> for RwLock<[u64; N]> {
    const NAME: &'static str = "std_RwLock";

    fn new(values: [u64; N]) -> Self {
        RwLock::new(values)
    }
    #[inline]
    fn load(&self) -> [u64; N] {
        *self.read().unwrap()
    }
    #[inline]
    fn store(&self, values: [u64; N]) {
        *self.write().unwrap() = values;
    }
}

impl<const N: usize> Group<N> for Mutex<[u64; N]> {
    const NAME: &'static str = "std_Mutex";

    fn new(values: [u64; N]) -> Self {
        Mutex::new(values)
    }
    #[inline]
    fn load(&self) -> [u64; N] {
        *self.lock().unwrap()
    }
    #[inline]
    fn store(&self, values: [u64; N]) {
        *self.lock().unwrap() = values;
    }
}

/// `N` separate `U64Seq` cells, loaded and stored one after the other: each value whole, the
/// group not (a load mixes stores, see the mixed reads). The floor, not a peer.
pub struct SeparateU64Seq<const N: usize>([u64copy::U64Seq; N]);

impl<const N: usize> Group<N> for SeparateU64Seq<N> {
    const NAME: &'static str = "separate_U64Seq_inconsistent";

    fn new(values: [u64; N]) -> Self {
        SeparateU64Seq(values.map(u64copy::U64Seq::new))
    }
    #[inline]
    fn load(&self) -> [u64; N] {
        core::array::from_fn(|i| self.0[i].load())
    }
    #[inline]
    fn store(&self, values: [u64; N]) {
        for (cell, value) in self.0.iter().zip(values) {
            cell.store(value);
        }
    }
}

/// The group a writer stores as its `n`th store: `n` in every value (and in both halves of
/// each), so that a reader detects a mixed load (values that differ) without knowing the
/// writer's progress.
#[inline]
pub fn all_equal<const N: usize>(n: u32) -> [u64; N] {
    [u64::from(n) << 32 | u64::from(n); N]
}

/// Whether a load mixed stores (or tore a value): not every half of every value is equal.
#[inline]
pub fn is_mixed<const N: usize>(values: [u64; N]) -> bool {
    let first = values[0] as u32;
    values
        .iter()
        .any(|&v| v as u32 != first || (v >> 32) as u32 != first)
}
