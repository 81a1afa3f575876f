//! The test suite, written once and run on both public types and, on 64-bit hosts, on both
//! 32-bit backends through the same API.

// The library supports Rust 1.56; its tests need scoped threads (1.63).
#![allow(clippy::incompatible_msrv)]

use std::sync::atomic::{fence, AtomicU64, Ordering::*};
use std::{format, thread, vec::Vec};

/// The `k`-th value of the stress writer: both halves equal `k`, so every store changes both
/// halves (any tear shows as `hi != lo`) and values increase.
fn stress_value(k: u64) -> u64 {
    k << 32 | k
}

/// The number of stores per stress test: Miri interprets, and is slower by far.
const STRESS_STORES: u64 = if cfg!(miri) { 300 } else { 200_000 };
const STRESS_READERS: usize = if cfg!(miri) { 2 } else { 3 };

/// What the stress test needs of a cell.
trait Shared: Sync {
    fn load(&self) -> u64;
    fn try_load(&self) -> Option<u64>;
    fn store(&self, value: u64);
}

macro_rules! impl_shared {
    ($($cell:ty),*) => {$(
        impl Shared for $cell {
            fn load(&self) -> u64 { self.load() }
            fn try_load(&self) -> Option<u64> { self.try_load() }
            fn store(&self, value: u64) { self.store(value) }
        }
    )*};
}
impl_shared!(crate::U64Copy, crate::U64Seq);

/// One writer, several readers, on a cell that holds 0. Each load must be a stored value
/// (exact: a low half cannot repeat within 2^32 stores), not below the last value published
/// before it, not above the value announced after it, and not below the reader's previous
/// load.
fn stress(cell: &impl Shared) {
    let published = AtomicU64::new(0);
    let announced = AtomicU64::new(0);
    thread::scope(|s| {
        s.spawn(|| {
            for k in 1..=STRESS_STORES {
                announced.store(k, Relaxed);
                // A reader that sees any half of this store sees `announced >= k`.
                fence(Release);
                cell.store(stress_value(k));
                published.store(k, Release);
            }
        });
        let readers: Vec<_> = (0..STRESS_READERS)
            .map(|_| {
                s.spawn(|| {
                    let (mut previous, mut loads) = (0, 0u64);
                    loop {
                        let lower = published.load(Acquire);
                        let value = cell.try_load().unwrap_or_else(|| cell.load());
                        fence(Acquire);
                        let upper = announced.load(Relaxed);
                        loads += 1;
                        let (hi, lo) = (value >> 32, value & 0xffff_ffff);
                        assert_eq!(hi, lo, "torn load {:#x}", value);
                        assert!(
                            lower <= hi && hi <= upper,
                            "{} outside {}..={}",
                            hi,
                            lower,
                            upper
                        );
                        assert!(hi >= previous, "went back from {} to {}", previous, hi);
                        previous = hi;
                        if lower == STRESS_STORES {
                            return loads;
                        }
                    }
                })
            })
            .collect();
        for reader in readers {
            assert!(reader.join().unwrap() > 0);
        }
    });
    assert_eq!(cell.load(), stress_value(STRESS_STORES));
}

macro_rules! suite {
    ($module:ident, $cell:ty) => {
        mod $module {
            use super::*;
            type Cell = $cell;

            static STATIC: Cell = Cell::new(u64::MAX);

            #[test]
            fn new_is_const_and_loads_its_value() {
                assert_eq!(STATIC.load(), u64::MAX);
                assert_eq!(
                    Cell::new(0x0123_4567_89ab_cdef).load(),
                    0x0123_4567_89ab_cdef
                );
            }

            #[test]
            fn store_then_load_every_half_pattern() {
                let cell = Cell::new(0);
                for value in [
                    1,
                    u64::from(u32::MAX),
                    1 << 32,
                    u64::MAX,
                    0xdead_beef_0000_0001,
                    0,
                ] {
                    cell.store(value);
                    assert_eq!(cell.load(), value);
                    assert_eq!(cell.try_load(), Some(value));
                }
            }

            #[test]
            fn update_stores_and_returns_previous() {
                let cell = Cell::new(u64::from(u32::MAX));
                assert_eq!(cell.update(|v| v + 1), u64::from(u32::MAX));
                assert_eq!(cell.load(), 1 << 32);
                assert_eq!(cell.update(|v| v * 3), 1 << 32);
                assert_eq!(cell.load(), 3 << 32);
            }

            #[test]
            fn traits_and_into_inner() {
                assert_eq!(Cell::default().load(), 0);
                assert_eq!(Cell::from(42).load(), 42);
                let cell = Cell::new(5);
                cell.store(6);
                assert_eq!(cell.into_inner(), 6);
                let name = stringify!($cell).rsplit("::").next().unwrap();
                assert_eq!(format!("{:?}", Cell::new(9)), format!("{}(9)", name));
            }

            #[test]
            fn stress_loads_stay_within_guarantees() {
                stress(&Cell::new(0));
            }
        }
    };
}

impl_shared!(crate::split::Seq);

#[test]
fn stress_u64seq_across_the_sequence_wrap_around() {
    stress(&crate::split::Seq::with_sequence(0, u32::MAX - 101));
}

suite!(u64copy, crate::U64Copy);
suite!(u64seq, crate::U64Seq);

#[cfg(all(target_pointer_width = "64", not(u64copy_32bit)))]
mod split_on_64_bit_host {
    use super::*;

    crate::cell::u64_cell! {
        /// `U64Copy` with the 32-bit backend.
        pub struct U64Copy32(crate::split::Copy);
    }
    crate::cell::u64_cell! {
        /// `U64Seq` with the 32-bit backend.
        pub struct U64Seq32(crate::split::Seq);
    }

    impl_shared!(U64Copy32, U64Seq32);
    suite!(u64copy_32bit, super::U64Copy32);
    suite!(u64seq_32bit, super::U64Seq32);
}
