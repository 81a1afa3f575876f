//! `Latch` (src/latch.rs, over one value of two halves) with `store` writing the copy readers
//! are sent to: the negative control of the latch's one design rule, shared by
//! `tests/loom_negative.rs` and `tests/preempting_reader.rs`, each over its own `sync`.

use crate::backend::{Backend, Word};
use crate::split::Halves;
use crate::sync;

pub struct WriteCurrent {
    sequence: sync::AtomicU32,
    copies: [Halves; 2],
}

impl WriteCurrent {
    pub fn new(value: u64) -> Self {
        WriteCurrent {
            sequence: sync::AtomicU32::new(0),
            copies: [Halves::new(value), Halves::new(value)],
        }
    }

    fn copy(&self, sequence: u32) -> &Halves {
        &self.copies[(sequence & 1) as usize]
    }
}

impl Backend for WriteCurrent {
    type Value = u64;

    /// As shipped.
    fn try_load(&self) -> Option<u64> {
        let sequence = self.sequence.load(sync::Ordering::Relaxed);
        sync::fence(sync::Ordering::Acquire);
        let value = self.copy(sequence).load();
        sync::fence(sync::Ordering::Acquire);
        (self.sequence.load(sync::Ordering::Relaxed) == sequence).then_some(value)
    }
    /// Broken: the shipped `store` writes `self.copy(next)`.
    fn store(&self, value: u64) {
        let current = self.sequence.load(sync::Ordering::Relaxed);
        sync::fence(sync::Ordering::Release);
        self.copy(current).store(value);
        sync::fence(sync::Ordering::Release);
        self.sequence
            .store(current.wrapping_add(1), sync::Ordering::Relaxed);
    }
    /// The copy its last store wrote.
    fn load_by_writer(&self) -> u64 {
        let sequence = self.sequence.load(sync::Ordering::Relaxed);
        self.copy(sequence.wrapping_sub(1)).load()
    }
}
