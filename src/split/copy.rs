//! `U64Copy`'s split backend: the kernel's `u64_u32_load_copy()` / `u64_u32_store_copy()`.
//!
//! # Why the guarantees hold
//!
//! Say the load reads the copy's low half from store *a*, its high half from *b*, the
//! value's low half from *c* and its high half from *d*, and returns (high of *b*, low
//! of *a*) once low(*a*) = low(*c*) and high(*b*) = high(*d*).
//! - If the load reads a copy half from a store, that store's Release fence
//!   synchronizes with the load's Acquire fence, so its value halves come from that
//!   store or a later one: *c*, *d* ≥ max(*a*, *b*). Coherence keeps every half at or
//!   after the last store before the load.
//! - No store overlapping: *a* = *b* = *c* = *d*, the last store.
//! - One store overlapping, old *o* and new *n*: if *a* or *b* is *n*, then *c* = *d* =
//!   *n* and the check makes the result *n*; otherwise *a* = *b* = *o*, the result.
//! - Non-decreasing values: if *a* ≥ *b*, high(*d*) ≥ high(*a*) ≥ high(*b*) = high(*d*),
//!   so the result is store *a*'s value. If *a* < *b*, the result is at least store *a*'s
//!   value (its high half is high(*b*) ≥ high(*a*)) and at most store *c*'s (high(*c*) ≥
//!   high(*b*), and equal high halves make it store *c*'s value).
//! - Nothing ties *a* to *b*: each side would need a fence between its two copy halves
//!   to keep them from different stores (reordering the halves does not help on ARM or
//!   in the C++ model, by a survey of all 16 orders that these tests do not repeat). So
//!   with *a* < *b* < *c* and low(*a*) = low(*c*) the result mixes two stores. That fence
//!   is a seqcount's cost, and `U64Seq` pays it.
//!
//! These statements are checked with loom on the shipped code (`tests/loom.rs`), with
//! models that find each anomaly of the README's table and negative controls
//! (`tests/loom_negative.rs`) that remove each fence.

use super::Halves;
use crate::backend::{Backend, Word};
use crate::sync::{const_fn_unless_loom, fence, Ordering};

/// The value and its copy, 16 bytes aligned to 16 so that the reader's four loads always
/// hit a single cache line. The value comes first because the writer stores it first.
#[repr(C, align(16))]
pub(crate) struct ValueAndCopy {
    value: Halves,
    copy: Halves,
}

impl ValueAndCopy {
    const_fn_unless_loom! {
        #[inline]
        pub(crate) fn new(value: u64) -> Self {
            ValueAndCopy {
                value: Halves::new(value),
                copy: Halves::new(value),
            }
        }
    }
}

impl Backend for ValueAndCopy {
    type Value = u64;

    #[inline]
    fn try_load(&self) -> Option<u64> {
        let copy = self.copy.load();
        // smp_rmb(): if a copy half came from a store, so will the value halves (or later).
        fence(Ordering::Acquire);
        let value = self.value.load();
        if value == copy {
            Some(value)
        } else {
            None
        }
    }

    #[inline]
    fn store(&self, value: u64) {
        self.value.store(value);
        // smp_wmb(): a reader that sees either half of this copy sees this value, or later.
        fence(Ordering::Release);
        self.copy.store(value);
    }

    /// The value halves hold the writer's last store.
    #[inline]
    fn load_by_writer(&self) -> u64 {
        self.value.load()
    }
}

#[cfg(all(test, not(u64copy_loom)))]
mod tests {
    use crate::backend::{Backend, Word};

    #[test]
    fn try_load_fails_between_the_value_and_the_copy() {
        let cell = super::ValueAndCopy::new(1);
        // A writer interrupted between its two halves of work: value stored, copy not yet.
        cell.value.store(2);
        assert_eq!(cell.try_load(), None);
        cell.copy.store(2);
        assert_eq!(cell.try_load(), Some(2));
    }
}
