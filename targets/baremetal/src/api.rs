//! The public API of `U64Copy`, `U64Seq` and `U64Latch`, the same tests for each, and of
//! `U64SeqArray` and `U64LatchArray` over three words.

use crate::harness::{ensure, run_tests, Outcome, Report};
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
                run_tests!(
                    report,
                    stringify!($cell),
                    [
                        new_is_const_and_loads_its_value,
                        store_then_load_every_half_pattern,
                        store_to_static_then_load,
                        update_returns_previous_across_the_carry,
                        into_inner_returns_the_last_store,
                        default_is_zero,
                        from_u64_holds_the_value,
                    ]
                );
            }
        }
    };
}

/// Three words, each of a different half pattern: word `i` of pattern `k` is
/// `HALF_PATTERNS[(k + i) % 7]`.
fn words(k: usize) -> [u64; 3] {
    [0, 1, 2].map(|i| HALF_PATTERNS[(k + i) % HALF_PATTERNS.len()])
}

macro_rules! array_api_tests {
    ($module:ident, $group:ident) => {
        mod $module {
            use super::*;
            type Group = u64copy::$group<3>;

            const INITIAL: [u64; 3] = [u64::MAX, 0, 1 << 32];
            static IN_STATIC: Group = Group::new(INITIAL);

            fn new_is_const_and_loads_its_words() -> Outcome {
                ensure!(IN_STATIC.load() == INITIAL);
                ensure!(IN_STATIC.try_load() == Some(INITIAL));
                ensure!(black_box(Group::new(words(4))).load() == words(4));
                Ok(())
            }

            fn store_then_load_every_half_pattern_in_every_word() -> Outcome {
                let group = black_box(Group::new([0; 3]));
                for k in 0..HALF_PATTERNS.len() {
                    group.store(black_box(words(k)));
                    ensure!(group.load() == words(k));
                    ensure!(group.try_load() == Some(words(k)));
                }
                Ok(())
            }

            fn store_to_static_then_load() -> Outcome {
                for k in 0..HALF_PATTERNS.len() {
                    IN_STATIC.store(black_box(words(k)));
                    ensure!(IN_STATIC.load() == words(k));
                }
                IN_STATIC.store(INITIAL);
                Ok(())
            }

            fn update_returns_previous_across_the_carry() -> Outcome {
                let group = black_box(Group::new([u32::MAX as u64, 7, u64::MAX]));
                let previous = group.update(|[a, b, c]| [a + 1, b << 32, c - 1]);
                ensure!(previous == [u32::MAX as u64, 7, u64::MAX]);
                ensure!(group.load() == [1 << 32, 7 << 32, u64::MAX - 1]);
                ensure!(
                    group.update(|words| words.map(|w| w ^ 1)) == [1 << 32, 7 << 32, u64::MAX - 1]
                );
                ensure!(group.try_load() == Some([(1 << 32) + 1, (7 << 32) + 1, u64::MAX]));
                Ok(())
            }

            fn into_inner_returns_the_last_store() -> Outcome {
                let group = black_box(Group::new([3; 3]));
                group.store(black_box(words(2)));
                ensure!(group.into_inner() == words(2));
                Ok(())
            }

            fn default_is_zero() -> Outcome {
                ensure!(black_box(Group::default()).load() == [0; 3]);
                Ok(())
            }

            fn from_array_holds_the_words() -> Outcome {
                ensure!(black_box(Group::from(words(5))).load() == words(5));
                ensure!(black_box(Group::from([5, 6, 7])).into_inner() == [5, 6, 7]);
                Ok(())
            }

            pub fn run(report: &mut Report) {
                run_tests!(
                    report,
                    concat!(stringify!($group), "<3>"),
                    [
                        new_is_const_and_loads_its_words,
                        store_then_load_every_half_pattern_in_every_word,
                        store_to_static_then_load,
                        update_returns_previous_across_the_carry,
                        into_inner_returns_the_last_store,
                        default_is_zero,
                        from_array_holds_the_words,
                    ]
                );
            }
        }
    };
}

api_tests!(copy, U64Copy);
api_tests!(seq, U64Seq);
api_tests!(latch, U64Latch);
array_api_tests!(seq_array, U64SeqArray);
array_api_tests!(latch_array, U64LatchArray);

pub fn run(report: &mut Report) {
    copy::run(report);
    seq::run(report);
    latch::run(report);
    seq_array::run(report);
    latch_array::run(report);
}
