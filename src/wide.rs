//! The native backend of every type: one `AtomicU64`, Relaxed loads and stores, as the
//! kernel's plain accesses under `CONFIG_64BIT`. build.rs selects it where that is one plain
//! 64-bit load or store. A 64-bit load cannot tear, so there is nothing to check and nothing
//! to retry.

use crate::backend::Backend;
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
}

impl Backend for Wide {
    #[inline]
    fn try_load(&self) -> Option<u64> {
        Some(self.0.load(Relaxed))
    }

    #[inline]
    fn store(&self, value: u64) {
        self.0.store(value, Relaxed);
    }

    #[inline]
    fn load_by_writer(&self) -> u64 {
        self.0.load(Relaxed)
    }
}
