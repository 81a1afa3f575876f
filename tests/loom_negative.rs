//! Negative controls for the loom models: with one ordering removed from the shipped code,
//! the guarantee models of `tests/loom.rs` must find a violation in every type the removal
//! changes. This prints what caught each mutant:
//!
//! `RUSTFLAGS="--cfg loom --cfg u64copy_32bit" cargo test --release --test loom_negative -- --nocapture`
#![cfg(loom)]

mod loom_models;

use loom_models::*;
use u64copy::__loom_mutant::{select, Mutant};
use u64copy::{U64Copy, U64Seq};

/// The first violation the guarantee models find, cheapest models first.
fn first_violation<C: Cell>(exact: bool) -> Option<String> {
    let one_load = ONE_STORE.iter().map(|values| (&values[..], 1));
    let two_loads = [
        (&ARBITRARY[..], 2),
        (&MONOTONE[..], 2),
        (&BACKWARDS_SHORT[..], 2),
    ];
    one_load.chain(two_loads).find_map(|(values, loads)| {
        let outcomes = race::<C>(BOUND, values, Read::Load, loads);
        violations(values, &outcomes, exact).into_iter().next()
    })
}

/// One test only: the selected mutant is global to the process.
#[test]
fn every_mutant_is_caught() {
    for mutant in [
        Mutant::NoStoreFence,
        Mutant::NoLoadFence,
        Mutant::CopyFirst,
        Mutant::RelaxedSeqBegin,
        Mutant::RelaxedSeqEnd,
    ] {
        select(Some(mutant));
        let changes_copy = matches!(
            mutant,
            Mutant::NoStoreFence | Mutant::NoLoadFence | Mutant::CopyFirst
        );
        let changes_seq = mutant != Mutant::CopyFirst;
        if changes_copy {
            let caught = first_violation::<U64Copy>(false);
            println!("{:?} in U64Copy: {:?}", mutant, caught);
            assert!(
                caught.is_some(),
                "the models missed {:?} in U64Copy",
                mutant
            );
        }
        if changes_seq {
            let caught = first_violation::<U64Seq>(true);
            println!("{:?} in U64Seq: {:?}", mutant, caught);
            assert!(caught.is_some(), "the models missed {:?} in U64Seq", mutant);
        }
    }
    select(None);
    assert_eq!(
        first_violation::<U64Copy>(false),
        None,
        "the shipped U64Copy"
    );
    assert_eq!(first_violation::<U64Seq>(true), None, "the shipped U64Seq");
}
