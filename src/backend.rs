//! What every backend provides, and what the public types build on it: the retry loop, the
//! writer's read-modify-write and the one-attempt `Debug`; and the words that the sequence
//! engines (`seq.rs`, `latch.rs`) keep their values in.

use crate::sync::spin_loop;
use core::fmt;

/// A value (one `u64`, or an array of them) with one serialized writer: the native backend
/// (`wide.rs`), `U64Copy`'s split one (`split/`) or a sequence engine (`seq.rs`, `latch.rs`).
pub(crate) trait Backend {
    type Value: Copy;

    /// One attempt to load: `None` if a store raced with it.
    fn try_load(&self) -> Option<Self::Value>;

    /// Stores `value`; stores are serialized by the caller.
    fn store(&self, value: Self::Value);

    /// The writer's own view: stores are serialized, so the writer sees its last store and
    /// needs no check.
    fn load_by_writer(&self) -> Self::Value;

    /// `try_load` until it succeeds, with a spin-loop hint between attempts (a yield under
    /// loom, so that a model lets the writer run).
    #[inline]
    fn load(&self) -> Self::Value {
        loop {
            if let Some(value) = self.try_load() {
                return value;
            }
            spin_loop();
        }
    }

    /// Stores `f(previous)` and returns `previous`: a store, serialized as every store is.
    #[inline]
    fn update(&self, f: impl FnOnce(Self::Value) -> Self::Value) -> Self::Value {
        let previous = self.load_by_writer();
        self.store(f(previous));
        previous
    }
}

/// `Name(value)` from one load attempt, or `Name(<store in progress>)`: never waits, so a
/// panic or fault handler can print a cell whose writer it interrupted.
pub(crate) fn debug(
    f: &mut fmt::Formatter<'_>,
    name: &str,
    attempt: Option<impl fmt::Debug>,
) -> fmt::Result {
    let mut tuple = f.debug_tuple(name);
    match attempt {
        Some(value) => tuple.field(&value),
        None => tuple.field(&format_args!("<store in progress>")),
    };
    tuple.finish()
}

/// One `u64` of a sequence engine, loaded and stored Relaxed (the engine orders them): two
/// `AtomicU32` halves on the split backend, one `AtomicU64` on the native one.
pub(crate) trait Word {
    fn load(&self) -> u64;
    fn store(&self, value: u64);
}

/// Every word's value, in order.
#[inline]
pub(crate) fn load_words<W: Word, const N: usize>(words: &[W; N]) -> [u64; N] {
    let mut values = [0; N];
    for (value, word) in values.iter_mut().zip(words) {
        *value = word.load();
    }
    values
}

/// Stores `values` in the words, in order.
#[inline]
pub(crate) fn store_words<W: Word, const N: usize>(words: &[W; N], values: [u64; N]) {
    for (word, value) in words.iter().zip(values) {
        word.store(value);
    }
}
