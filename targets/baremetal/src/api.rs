//! The public API of `U64Copy`, `U64Seq` and `U64Latch`, the same tests for each.

use crate::harness::{ensure, Outcome, Report};
use core::hint::black_box;

/// Values that set every combination of halves, including a carry between them.
const HALF_PATTERNS: [u64; 7] = [
    1,
    u32::MAX as u64,
    1 << 32,
    u64::MAX,
    0xdead_beef_0000_0001,
    0x0000_0001_ffff_ffff,
    0,
];

macro_rules! api_tests {
    ($module:ident, $cell:ident) => {
        mod $module {
            use super::*;
            use u64copy::$cell as Cell;

            static IN_STATIC: Cell = Cell::new(u64::MAX);

            fn new_is_const_and_loads_its_value() -> Outcome {
                ensure!(IN_STATIC.load() == u64::MAX);
                ensure!(IN_STATIC.try_load() == Some(u64::MAX));
                ensure!(
                    black_box(Cell::new(0x0123_4567_89ab_cdef)).load() == 0x0123_4567_89ab_cdef
                );
                Ok(())
            }

            fn store_then_load_every_half_pattern() -> Outcome {
                let cell = black_box(Cell::new(0));
                for value in HALF_PATTERNS {
                    cell.store(black_box(value));
                    ensure!(cell.load() == value);
                    ensure!(cell.try_load() == Some(value));
                }
                Ok(())
            }

            fn store_to_static_then_load() -> Outcome {
                for value in HALF_PATTERNS {
                    IN_STATIC.store(black_box(value));
                    ensure!(IN_STATIC.load() == value);
                }
                IN_STATIC.store(u64::MAX);
                Ok(())
            }

            fn update_returns_previous_across_the_carry() -> Outcome {
                let cell = black_box(Cell::new(u32::MAX as u64));
                ensure!(cell.update(|v| v + 1) == u32::MAX as u64);
                ensure!(cell.load() == 1 << 32);
                ensure!(cell.update(|v| v * 3) == 1 << 32);
                ensure!(cell.try_load() == Some(3 << 32));
                Ok(())
            }

            fn into_inner_returns_the_last_store() -> Outcome {
                let cell = black_box(Cell::new(3));
                cell.store(black_box(0xffff_ffff_0000_0000));
                ensure!(cell.into_inner() == 0xffff_ffff_0000_0000);
                Ok(())
            }

            fn default_is_zero() -> Outcome {
                ensure!(black_box(Cell::default()).load() == 0);
                Ok(())
            }

            fn from_u64_holds_the_value() -> Outcome {
                ensure!(black_box(Cell::from(u64::MAX - 1)).load() == u64::MAX - 1);
                ensure!(black_box(Cell::from(5)).into_inner() == 5);
                Ok(())
            }

            pub fn run(report: &mut Report) {
                let tests: [(&str, fn() -> Outcome); 7] = [
                    (
                        "new_is_const_and_loads_its_value",
                        new_is_const_and_loads_its_value,
                    ),
                    (
                        "store_then_load_every_half_pattern",
                        store_then_load_every_half_pattern,
                    ),
                    ("store_to_static_then_load", store_to_static_then_load),
                    (
                        "update_returns_previous_across_the_carry",
                        update_returns_previous_across_the_carry,
                    ),
                    (
                        "into_inner_returns_the_last_store",
                        into_inner_returns_the_last_store,
                    ),
                    ("default_is_zero", default_is_zero),
                    ("from_u64_holds_the_value", from_u64_holds_the_value),
                ];
                for (name, test) in tests {
                    report.record(stringify!($cell), name, test());
                }
            }
        }
    };
}

api_tests!(copy, U64Copy);
api_tests!(seq, U64Seq);
api_tests!(latch, U64Latch);

pub fn run(report: &mut Report) {
    copy::run(report);
    seq::run(report);
    latch::run(report);
}
