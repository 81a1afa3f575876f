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
