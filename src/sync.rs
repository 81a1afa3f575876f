//! The atomics every backend is built from: `core`'s, or loom's under `cfg(loom)`, so that a
//! loom model of this crate (or of a user's code that contains its types) runs the shipped code.

// The 64-bit backend needs only `Ordering` (and `AtomicU64`).
#[cfg(loom)]
#[allow(unused_imports)]
pub(crate) use loom::{
    hint::spin_loop,
    sync::atomic::{fence, AtomicU32, Ordering},
};

#[cfg(not(loom))]
#[allow(unused_imports)]
pub(crate) use core::{
    hint::spin_loop,
    sync::atomic::{fence, AtomicU32, Ordering},
};

#[cfg(all(loom, target_pointer_width = "64", not(u64copy_32bit)))]
pub(crate) use loom::sync::atomic::AtomicU64;

#[cfg(all(not(loom), target_pointer_width = "64", not(u64copy_32bit)))]
pub(crate) use core::sync::atomic::AtomicU64;

/// Declares a `const fn`, or a plain `fn` under `cfg(loom)`, where atomics cannot be
/// created in a const context.
macro_rules! const_fn_unless_loom {
    ($(#[$attr:meta])* $vis:vis fn $name:ident($($arg:ident: $ty:ty),*) -> $ret:ty $body:block) => {
        #[cfg(not(loom))]
        $(#[$attr])*
        $vis const fn $name($($arg: $ty),*) -> $ret $body

        #[cfg(loom)]
        $(#[$attr])*
        $vis fn $name($($arg: $ty),*) -> $ret $body
    };
}
pub(crate) use const_fn_unless_loom;
