//! The native backend of the single values: one `AtomicU64`, Relaxed loads and stores, as
//! the kernel's plain accesses under `CONFIG_64BIT`; and the word of the arrays' engines. build.rs selects it where that is one plain
//! 64-bit load or store. A 64-bit load cannot tear, so there is nothing to check and nothing
//! to retry.

use crate::backend::{Backend, Word};
use crate::sync::{const_fn_unless_loom, word_array, AtomicU64, Ordering::Relaxed};

#[repr(transparent)]
pub(crate) struct Wide(AtomicU64);

impl Wide {
    const_fn_unless_loom! {
        #[inline]
        pub(crate) fn new(value: u64) -> Self {
            Wide(AtomicU64::new(value))
        }
    }

    word_array!(Wide);
}

/// One word of the sequence engines on the native backend (`U64SeqArray`, `U64LatchArray`).
impl Word for Wide {
    #[inline]
    fn load(&self) -> u64 {
        self.0.load(Relaxed)
    }

    #[inline]
    fn store(&self, value: u64) {
        self.0.store(value, Relaxed);
    }
}

impl Backend for Wide {
    type Value = u64;

    #[inline]
    fn try_load(&self) -> Option<u64> {
        Some(Backend::load(self))
    }

    /// One load: nothing to check, so no loop around `try_load`.
    #[inline]
    fn load(&self) -> u64 {
        self.0.load(Relaxed)
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
