//! Broken variants of the engines that both the negative controls of the loom models
//! (`src/tests/loom/negative.rs`) and the preempting readers (`src/tests/stopped.rs`) run,
//! built on `crate::sync`'s atomics so that they work under loom and without it. Each changes
//! a statement of the shipped engine, which no removed fence can do; the tests that use it
//! say what catches it. They run in `cargo test --lib stopped` and in
//! `RUSTFLAGS="--cfg u64copy_loom --cfg u64copy_32bit" cargo test --release --features loom --lib tests::loom::negative`.

use crate::api::{Backend, LoadWith, Since};
use crate::sync::{fence, AtomicU32, Ordering};
use crate::word::{Halves, Word};

/// `Latch` (src/latch.rs, over one value of two halves) with `store` writing the copy readers
/// are sent to: the negative control of the latch's one design rule.
pub(crate) struct WriteCurrent {
    sequence: AtomicU32,
    copies: [Halves; 2],
}

impl WriteCurrent {
    pub(crate) fn new(value: u64) -> Self {
        WriteCurrent {
            sequence: AtomicU32::new(0),
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
        self.try_load_with(|| ()).map(|(value, ())| value)
    }

    /// Broken: the shipped `store` writes `self.copy(next)`.
    fn store_since(&self, value: u64, _: Since, _: &'static str) {
        let current = self.sequence.load(Ordering::Relaxed);
        fence(Ordering::Release);
        self.copy(current).store(value);
        fence(Ordering::Release);
        self.sequence
            .store(current.wrapping_add(1), Ordering::Relaxed);
    }

    /// The copy its last store wrote.
    fn load_by_writer(&self) -> u64 {
        let sequence = self.sequence.load(Ordering::Relaxed);
        self.copy(sequence.wrapping_sub(1)).load()
    }

    fn read_for_update(&self) -> (u64, Since) {
        (self.load_by_writer(), Since::STORE)
    }
}

impl LoadWith for WriteCurrent {
    /// As shipped.
    fn try_load_with<R>(&self, f: impl FnOnce() -> R) -> Option<(u64, R)> {
        let sequence = self.sequence.load(Ordering::Relaxed);
        fence(Ordering::Acquire);
        let value = self.copy(sequence).load();
        let result = f();
        fence(Ordering::Acquire);
        if self.sequence.load(Ordering::Relaxed) == sequence {
            Some((value, result))
        } else {
            None
        }
    }
}
