//! What every backend provides, and what the public types build on it: the retry loop, the
//! writer's read-modify-write and the one-attempt `Debug`.

use crate::sync::spin_loop;
use core::fmt;

/// A `u64` with one serialized writer: the native backend (`wide.rs`) or a split one
/// (`split/`).
pub(crate) trait Backend {
    /// One attempt to load: `None` if a store raced with it.
    fn try_load(&self) -> Option<u64>;

    /// Stores `value`; stores are serialized by the caller.
    fn store(&self, value: u64);

    /// The writer's own view: stores are serialized, so the writer sees its last store and
    /// needs no check.
    fn load_by_writer(&self) -> u64;

    /// `try_load` until it succeeds, with a spin-loop hint between attempts (a yield under
    /// loom, so that a model lets the writer run).
    #[inline]
    fn load(&self) -> u64 {
        loop {
            if let Some(value) = self.try_load() {
                return value;
            }
            spin_loop();
        }
    }

    /// Stores `f(previous)` and returns `previous`: a store, serialized as every store is.
    #[inline]
    fn update(&self, f: impl FnOnce(u64) -> u64) -> u64 {
        let previous = self.load_by_writer();
        self.store(f(previous));
        previous
    }
}

/// `Name(value)` from one load attempt, or `Name(<store in progress>)`: never waits, so a
/// panic or fault handler can print a cell whose writer it interrupted.
pub(crate) fn debug(f: &mut fmt::Formatter<'_>, name: &str, attempt: Option<u64>) -> fmt::Result {
    let mut tuple = f.debug_tuple(name);
    match attempt {
        Some(value) => tuple.field(&value),
        None => tuple.field(&format_args!("<store in progress>")),
    };
    tuple.finish()
}
