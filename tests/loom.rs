//! The loom models of the three types' guarantees and of `U64Copy`'s limits:
//!
//! `RUSTFLAGS="--cfg u64copy_loom --cfg u64copy_32bit" cargo test --release --features loom --test loom -- --test-threads=1`
//!
//! The models, and why their preemption bound suffices, are in `loom_models/mod.rs`.
#![cfg(u64copy_loom)]

mod loom_models;

use loom_models::*;
use std::collections::BTreeSet;
use u64copy::{U64Copy, U64Latch, U64Seq};

mod copy_models {
    use super::*;

    #[test]
    fn no_overlap_or_one_store_overlapping_returns_old_or_new() {
        for values in &ONE_STORE {
            assert_guarantees::<U64Copy>(values, Read::Load, 1, false);
        }
    }

    #[test]
    fn try_load_returns_what_load_may() {
        for values in &ONE_STORE {
            assert_guarantees::<U64Copy>(values, Read::TryLoad, 1, false);
        }
        assert_guarantees::<U64Copy>(&MONOTONE, Read::TryLoad, 1, false);
        for values in [&ARBITRARY_TWO_STORES[..], &MONOTONE] {
            assert_eq!(try_load_only_values::<U64Copy>(values), BTreeSet::new());
        }
    }

    #[test]
    fn non_decreasing_stores_keep_loads_within_bounds() {
        assert_guarantees::<U64Copy>(&MONOTONE, Read::Load, 1, false);
        assert_guarantees::<U64Copy>(&CARRY, Read::Load, 2, false);
        assert_guarantees::<U64Copy>(&BACKWARDS, Read::Load, 2, false);
    }

    #[test]
    fn limit_two_overlapping_stores_can_yield_a_never_stored_value() {
        assert!(finds::<U64Copy>(
            &ARBITRARY_TWO_STORES,
            &[ARBITRARY_NEVER_STORED]
        ));
    }

    #[test]
    fn limit_non_decreasing_stores_can_yield_a_never_stored_value_within_bounds() {
        assert!(finds::<U64Copy>(&MONOTONE, &[MONOTONE_NEVER_STORED]));
    }

    #[test]
    fn limit_successive_loads_can_go_back() {
        assert!(finds::<U64Copy>(&BACKWARDS, &BACKWARDS_LOADS));
        assert!(finds::<U64Copy>(&BACKWARDS_SHORT, &BACKWARDS_LOADS));
    }
}

mod seq_models {
    use super::*;

    #[test]
    fn one_store_overlapping_returns_old_or_new() {
        for values in &ONE_STORE {
            assert_guarantees::<U64Seq>(values, Read::Load, 1, true);
            assert_guarantees::<U64Seq>(values, Read::TryLoad, 1, true);
        }
    }

    #[test]
    fn try_load_returns_what_load_may() {
        for values in [&ARBITRARY[..], &MONOTONE] {
            assert_eq!(try_load_only_values::<U64Seq>(values), BTreeSet::new());
        }
    }

    #[test]
    fn any_overlap_returns_a_stored_value_never_older_than_the_last_load() {
        assert_guarantees::<U64Seq>(&ARBITRARY, Read::Load, 1, true);
        assert_guarantees::<U64Seq>(&ARBITRARY, Read::TryLoad, 1, true);
        assert_guarantees::<U64Seq>(&MONOTONE, Read::Load, 1, true);
        assert_guarantees::<U64Seq>(&BACKWARDS_SHORT, Read::Load, 2, true);
        assert_guarantees::<U64Seq>(&ARBITRARY, Read::Load, 2, true);
    }

    /// With no fence of the model's between the stores (see `race_unannounced`).
    #[test]
    fn a_writer_that_only_stores_never_mixes() {
        assert_unannounced_guarantees::<U64Seq>(&DISTINCT[..3], Read::Load, 1, true);
        assert_unannounced_guarantees::<U64Seq>(&DISTINCT[..3], Read::TryLoad, 1, true);
    }

    #[test]
    fn a_later_reader_never_returns_an_older_value() {
        assert_eq!(reader_order_violations::<U64Seq>(&ARBITRARY[..3]), []);
    }
}

mod latch_models {
    use super::*;

    #[test]
    fn one_store_overlapping_returns_old_or_new() {
        for values in &ONE_STORE {
            assert_guarantees::<U64Latch>(values, Read::Load, 1, true);
            assert_guarantees::<U64Latch>(values, Read::TryLoad, 1, true);
        }
    }

    #[test]
    fn try_load_returns_what_load_may() {
        for values in [&ARBITRARY[..], &MONOTONE] {
            assert_eq!(try_load_only_values::<U64Latch>(values), BTreeSet::new());
        }
    }

    #[test]
    fn any_overlap_returns_a_stored_value_never_older_than_the_last_load() {
        assert_guarantees::<U64Latch>(&ARBITRARY, Read::Load, 1, true);
        assert_guarantees::<U64Latch>(&ARBITRARY, Read::TryLoad, 1, true);
        assert_guarantees::<U64Latch>(&MONOTONE, Read::Load, 1, true);
        assert_guarantees::<U64Latch>(&BACKWARDS, Read::Load, 2, true);
        assert_guarantees::<U64Latch>(&ARBITRARY, Read::Load, 2, true);
    }

    #[test]
    fn overlapping_stores_whose_halves_all_differ_never_mix() {
        assert_guarantees::<U64Latch>(&DISTINCT, Read::Load, 1, true);
        assert_guarantees::<U64Latch>(&DISTINCT, Read::TryLoad, 1, true);
        assert_guarantees::<U64Latch>(&DISTINCT, Read::Load, 2, true);
    }

    /// With no fence of the model's between the stores (see `race_unannounced`).
    #[test]
    fn a_writer_that_only_stores_never_mixes_either() {
        assert_unannounced_guarantees::<U64Latch>(&DISTINCT, Read::Load, 1, true);
        assert_unannounced_guarantees::<U64Latch>(&DISTINCT, Read::TryLoad, 1, true);
        assert_unannounced_guarantees::<U64Latch>(&DISTINCT, Read::Load, 2, true);
    }

    #[test]
    fn a_later_reader_never_returns_an_older_value() {
        assert_eq!(reader_order_violations::<U64Latch>(&ARBITRARY), []);
    }
}

/// The reason `BOUND` suffices, checked: a bound of 2 reaches no outcome that 1 misses.
#[test]
fn bound_two_adds_no_outcome() {
    fn same<C: Cell>(values: &'static [u64], loads: usize) {
        let bound_one = race::<C>(BOUND, values, Read::Load, loads);
        assert_eq!(race::<C>(BOUND + 1, values, Read::Load, loads), bound_one);
    }
    fn same_try_load<C: Cell>(values: &'static [u64]) {
        let bound_one = race::<C>(BOUND, values, Read::TryLoad, 1);
        assert_eq!(race::<C>(BOUND + 1, values, Read::TryLoad, 1), bound_one);
    }
    for values in &ONE_STORE {
        same::<U64Copy>(values, 1);
        same::<U64Seq>(values, 1);
        same_try_load::<U64Copy>(values);
        same_try_load::<U64Seq>(values);
        same::<U64Latch>(values, 1);
        same_try_load::<U64Latch>(values);
    }
    same::<U64Copy>(&MONOTONE, 1);
    same::<U64Seq>(&MONOTONE, 1);
    same::<U64Latch>(&MONOTONE, 1);
    same::<U64Latch>(&DISTINCT, 1);
}
