//! One writer storing groups of four `u64`s, one reader loading them at the same time, on
//! each seqlock: u64copy's `U64SeqArray<4>` (every word an atomic), `seqlock::SeqLock<[u64; 4]>`
//! and `crossbeam_utils::atomic::AtomicCell<[u64; 4]>` (which read their data non-atomically
//! while the writer may be writing it). Run under Miri by `bash .ci/miri-peers`, one test at
//! a time; natively each must pass (every group read whole).

use std::sync::atomic::{AtomicBool, Ordering::Relaxed};
use std::thread;

const STORES: u64 = 40;

/// The `k`-th group: every word changes with every store.
fn group(k: u64) -> [u64; 4] {
    [k, k << 16 | k, k << 32 | k, k << 48 | k]
}

/// Races `store` against `load`, and checks that every load is one stored group.
fn race(store: impl Fn([u64; 4]) + Sync, load: impl Fn() -> [u64; 4] + Sync) {
    let done = AtomicBool::new(false);
    let mut raced = false;
    thread::scope(|s| {
        s.spawn(|| {
            for k in 1..=STORES {
                store(group(k));
                thread::yield_now();
            }
            done.store(true, Relaxed);
        });
        while !done.load(Relaxed) {
            let values = load();
            assert_eq!(values, group(values[0]), "a mixed group");
            raced |= values[0] != 0 && values[0] != STORES;
            thread::yield_now();
        }
    });
    assert!(raced, "the reader never loaded while the writer stored");
    assert_eq!(load(), group(STORES));
}

#[test]
fn u64copy_u64seqarray() {
    let cell = u64copy::U64SeqArray::new(group(0));
    race(|values| cell.store(values), || cell.load());
}

#[test]
fn seqlock_seqlock() {
    let lock = seqlock::SeqLock::new(group(0));
    race(|values| *lock.lock_write() = values, || lock.read());
}

#[test]
fn crossbeam_atomiccell() {
    let cell = crossbeam_utils::atomic::AtomicCell::new(group(0));
    race(|values| cell.store(values), || cell.load());
}
