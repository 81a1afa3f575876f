//! `U64Copy`'s 32-bit backend: the kernel's `u64_u32_load_copy()` / `u64_u32_store_copy()`.

use super::{retry, Halves};
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

    #[inline]
    pub(crate) fn load(&self) -> u64 {
        retry(|| self.try_load())
    }

    #[inline]
    pub(crate) fn try_load(&self) -> Option<u64> {
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
    pub(crate) fn store(&self, value: u64) {
        self.value.store(value);
        // smp_wmb(): a reader that sees either half of this copy sees this value, or later.
        fence(Ordering::Release);
        self.copy.store(value);
    }

    /// The writer's own view: the writer is serialized, so the value halves hold its last
    /// store and need no check.
    #[inline]
    pub(crate) fn load_by_writer(&self) -> u64 {
        self.value.load()
    }
}

#[cfg(all(test, not(loom)))]
mod tests {
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
