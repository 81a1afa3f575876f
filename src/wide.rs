//! The 64-bit backend of both types: one `AtomicU64`, Relaxed loads and stores, as the
//! kernel's plain accesses under `CONFIG_64BIT`. A 64-bit load cannot tear, so there is
//! nothing to check and nothing to retry.

use crate::sync::{const_fn_unless_loom, AtomicU64, Ordering::Relaxed};

#[repr(transparent)]
pub(crate) struct Wide(AtomicU64);

impl Wide {
    const_fn_unless_loom! {
        #[inline]
        pub(crate) fn new(value: u64) -> Self {
            Wide(AtomicU64::new(value))
        }
    }

    #[inline]
    pub(crate) fn load(&self) -> u64 {
        self.0.load(Relaxed)
    }

    #[inline]
    pub(crate) fn try_load(&self) -> Option<u64> {
        Some(self.load())
    }

    #[inline]
    pub(crate) fn store(&self, value: u64) {
        self.0.store(value, Relaxed);
    }

    /// The writer's own view: the writer is serialized, so it sees the last store.
    #[inline]
    pub(crate) fn load_by_writer(&self) -> u64 {
        self.load()
    }
}
