//! The atomics every backend is built from: `core`'s, or loom's under `cfg(u64copy_loom)`, so that a
//! loom model of this crate (or of a user's code that contains its types) runs the shipped code.

#[cfg(all(u64copy_loom, not(feature = "loom")))]
compile_error!(
    "`--cfg u64copy_loom` builds u64copy from loom's atomics: enable its `loom` feature too"
);

// The 64-bit backend needs only `Ordering` (and `AtomicU64`).
#[cfg(u64copy_loom)]
#[allow(unused_imports)]
pub(crate) use loom::{
    hint::spin_loop,
    sync::atomic::{fence, AtomicU32, Ordering},
};

#[cfg(not(u64copy_loom))]
#[allow(unused_imports)]
pub(crate) use core::{
    hint::spin_loop,
    sync::atomic::{AtomicU32, Ordering},
};

/// The split backends' barriers (the kernel's `smp_rmb()` and `smp_wmb()`): hardware fences.
#[cfg(all(not(u64copy_loom), not(u64copy_single_core)))]
#[allow(unused_imports)]
pub(crate) use core::sync::atomic::fence;

/// With `--cfg u64copy_single_core`, compiler barriers only, as the kernel's `!CONFIG_SMP`
/// build: one core observes its own accesses in program order, so an interrupt (or a task
/// switch) on that core sees them in the order the compiler kept. Every access stays atomic,
/// so on a second core this is a logic error (torn loads), never undefined behaviour. Loom
/// models threads on several cores, so under `cfg(u64copy_loom)` the fences stay.
#[cfg(all(not(u64copy_loom), u64copy_single_core))]
#[allow(unused_imports)]
pub(crate) use core::sync::atomic::compiler_fence as fence;

#[cfg(all(u64copy_loom, u64copy_wide))]
pub(crate) use loom::sync::atomic::AtomicU64;

#[cfg(all(not(u64copy_loom), u64copy_wide))]
pub(crate) use core::sync::atomic::AtomicU64;

/// Declares a `const fn`, or a plain `fn` under `cfg(u64copy_loom)`, where atomics cannot be
/// created in a const context.
macro_rules! const_fn_unless_loom {
    ($(#[$attr:meta])* $vis:vis fn $name:ident($($arg:ident: $ty:ty),*) -> $ret:ty $body:block) => {
        #[cfg(not(u64copy_loom))]
        $(#[$attr])*
        $vis const fn $name($($arg: $ty),*) -> $ret $body

        #[cfg(u64copy_loom)]
        $(#[$attr])*
        $vis fn $name($($arg: $ty),*) -> $ret $body
    };
}
pub(crate) use const_fn_unless_loom;

/// Declares, in the `impl` of a word type with `new(u64)`, `array(values)`: one word per value,
/// in a `const fn` (or, under `cfg(u64copy_loom)`, a plain one, where atomics cannot be
/// created in a const context).
macro_rules! word_array {
    ($word:ty) => {
        /// `[new(values[0]), new(values[1]), …]`.
        #[cfg(not(u64copy_loom))]
        #[inline]
        pub(crate) const fn array<const N: usize>(values: [u64; N]) -> [$word; N] {
            // A fresh word per element, each overwritten below: nothing shares it.
            #[allow(clippy::declare_interior_mutable_const)]
            const ZERO: $word = <$word>::new(0);
            let mut words = [ZERO; N];
            let mut index = 0;
            while index < N {
                words[index] = <$word>::new(values[index]);
                index += 1;
            }
            words
        }

        /// `[new(values[0]), new(values[1]), …]`.
        #[cfg(u64copy_loom)]
        #[inline]
        pub(crate) fn array<const N: usize>(values: [u64; N]) -> [$word; N] {
            values.map(<$word>::new)
        }
    };
}
pub(crate) use word_array;
