//! Negative controls for the loom models: under `cfg(loom)` a test can remove one ordering
//! from the 32-bit backends and check that its models catch the broken code. Without loom,
//! [`selected`] is a constant `false` and every ordering is always there.

/// One ordering that a negative control can remove.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Mutant {
    /// `store` without its Release fence (`U64Seq`: the one after the odd sequence).
    NoStoreFence = 1,
    /// `load` without its Acquire fence (`U64Seq`: the one before the second sequence).
    NoLoadFence,
    /// `U64Copy::store` stores the copy before the value.
    CopyFirst,
    /// `U64Seq::load` loads the first sequence Relaxed.
    RelaxedSeqBegin,
    /// `U64Seq::store` stores the even sequence Relaxed.
    RelaxedSeqEnd,
}

#[cfg(loom)]
static SELECTED: core::sync::atomic::AtomicU8 = core::sync::atomic::AtomicU8::new(0);

/// Makes the 32-bit backends run with `mutant` (`None`: the shipped code) from now on, in
/// every thread.
#[cfg(loom)]
pub fn select(mutant: Option<Mutant>) {
    let selected = mutant.map_or(0, |mutant| mutant as u8);
    SELECTED.store(selected, core::sync::atomic::Ordering::Relaxed);
}

/// Whether `mutant` is the selected one.
#[cfg(loom)]
#[inline]
pub(crate) fn selected(mutant: Mutant) -> bool {
    SELECTED.load(core::sync::atomic::Ordering::Relaxed) == mutant as u8
}

#[cfg(not(loom))]
#[inline(always)]
pub(crate) const fn selected(_: Mutant) -> bool {
    false
}
