//! The atomics and fences every engine is built from: `core`'s, or loom's under
//! `cfg(u64copy_loom)`, so that a loom model of this crate (or of a user's code that contains
//! its types) runs the shipped code. The unit tests wrap them in hooks (`steps`, `broken`
//! below) that stop a store after any step or remove one fence, with the engines unchanged.

#[cfg(all(u64copy_loom, not(feature = "loom")))]
compile_error!(
    "`--cfg u64copy_loom` builds u64copy from loom's atomics: enable its `loom` feature too"
);

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

#[cfg(u64copy_loom)]
mod atomic_impl {
    //! loom's atomics, each beside a copy of its last store that loom does not see, and the
    //! thread that made it, for the writer's reads of its own stores (`WriterLoad`). In loom
    //! 0.7 a thread that loads an atomic and then stores to it hides the race between that
    //! store and another thread's earlier load of it, and loom stops exploring those
    //! interleavings (tokio-rs/loom#392): a model whose writer begins with such a load
    //! explores one execution. The copy answers only where a loom load could return nothing
    //! else: the initial value, before any store (creation happens before every access), or
    //! the thread's own store, the last one (coherence). A thread that did not make the last
    //! store (a writer role handed over, a second writer) gets a real loom load, which may
    //! return an older value, as the hardware may: never a view more optimistic than theirs.
    use core::sync::atomic::Ordering;
    pub(crate) use loom::sync::atomic::fence;
    use loom::thread::ThreadId;
    use std::sync::Mutex;

    macro_rules! mirrored {
        ($name:ident, $int:ty) => {
            pub(crate) struct $name {
                atomic: loom::sync::atomic::$name,
                /// The last store's value and its thread (`None`: the initial value).
                last: Mutex<($int, Option<ThreadId>)>,
            }

            impl $name {
                pub(crate) fn new(value: $int) -> Self {
                    $name {
                        atomic: loom::sync::atomic::$name::new(value),
                        last: Mutex::new((value, None)),
                    }
                }

                #[track_caller]
                pub(crate) fn load(&self, order: Ordering) -> $int {
                    self.atomic.load(order)
                }

                #[track_caller]
                pub(crate) fn store(&self, value: $int, order: Ordering) {
                    *self.last.lock().unwrap() = (value, Some(loom::thread::current().id()));
                    self.atomic.store(value, order);
                }
            }

            impl super::WriterLoad for $name {
                type Int = $int;
                #[track_caller]
                fn load_by_writer(&self) -> $int {
                    let (value, by) = *self.last.lock().unwrap();
                    match by {
                        Some(thread) if thread != loom::thread::current().id() => {
                            self.atomic.load(Ordering::Relaxed)
                        }
                        _ => value,
                    }
                }
            }
        };
    }
    mirrored!(AtomicU32, u32);
    #[cfg(u64copy_wide)]
    mirrored!(AtomicU64, u64);
}

/// The writer's read of an atomic that only it stores to: a Relaxed load, or under loom the
/// copy of its last store that loom does not see (`atomic_impl` above).
pub(crate) trait WriterLoad {
    type Int;
    fn load_by_writer(&self) -> Self::Int;
}

#[cfg(not(u64copy_loom))]
impl WriterLoad for core::sync::atomic::AtomicU32 {
    type Int = u32;
    #[inline]
    fn load_by_writer(&self) -> u32 {
        self.load(Ordering::Relaxed)
    }
}

#[cfg(all(not(u64copy_loom), u64copy_wide))]
impl WriterLoad for core::sync::atomic::AtomicU64 {
    type Int = u64;
    #[inline]
    fn load_by_writer(&self) -> u64 {
        self.load(Ordering::Relaxed)
    }
}

#[cfg(not(u64copy_loom))]
use core::sync::atomic as atomic_impl;

#[cfg(u64copy_loom)]
pub(crate) use loom::hint::spin_loop;

#[cfg(not(u64copy_loom))]
pub(crate) use core::hint::spin_loop;

pub(crate) use core::sync::atomic::Ordering;

// The engines' barriers (the kernel's `smp_rmb()` and `smp_wmb()`): a hardware fence, except
// on the split backend built with `--cfg u64copy_single_core`, where it is a compiler fence,
// as in the kernel's `!CONFIG_SMP` build: one core observes its own accesses in program
// order, so an interrupt (or a task switch) on that core sees them in the order the compiler
// kept. Every access stays atomic, so on a second core this is a logic error (torn loads),
// never undefined behaviour. The cfg has no effect on the native backend, whose groups keep
// their hardware fences (a host test of a workspace that sets the cfg for its firmware stays
// correct), nor under loom, which models threads on several cores.
mod barrier {
    #[cfg(not(all(u64copy_single_core, not(u64copy_wide), not(u64copy_loom))))]
    pub(crate) use super::atomic_impl::fence as barrier;
    #[cfg(all(u64copy_single_core, not(u64copy_wide), not(u64copy_loom)))]
    pub(crate) use core::sync::atomic::compiler_fence as barrier;
}
pub(crate) use barrier::barrier;

// The shipped build: the atomics as they are.
#[cfg(not(test))]
pub(crate) use atomic_impl::AtomicU32;
#[cfg(all(not(test), u64copy_wide))]
pub(crate) use atomic_impl::AtomicU64;

#[cfg(not(test))]
pub(crate) use barrier as fence;

// The unit tests (of the split engines on every host, the native ones on 64-bit hosts).
#[cfg(all(test, u64copy_wide))]
pub(crate) use hooked::AtomicU64;
#[cfg(test)]
pub(crate) use hooked::{fence, AtomicU32};

/// The test build's atomics: the real ones, each access and fence followed by a call to the
/// thread's step hook (`steps`), and each fence skipped if a loom negative control removed it
/// (`broken`).
#[cfg(test)]
mod hooked {
    use super::{atomic_impl, Ordering};
    use core::panic::Location;

    macro_rules! hooked_atomic {
        ($name:ident, $int:ty) => {
            pub(crate) struct $name(atomic_impl::$name);

            impl $name {
                crate::sync::const_fn_unless_loom! {
                    pub(crate) fn new(value: $int) -> Self {
                        $name(atomic_impl::$name::new(value))
                    }
                }

                #[track_caller]
                #[inline]
                pub(crate) fn load(&self, order: Ordering) -> $int {
                    let value = self.0.load(weakened(order, Location::caller()));
                    super::steps::after("load", Location::caller());
                    value
                }

                #[track_caller]
                #[inline]
                pub(crate) fn store(&self, value: $int, order: Ordering) {
                    self.0.store(value, weakened(order, Location::caller()));
                    super::steps::after("store", Location::caller());
                }

                // The native writer check's, which loom builds leave out.
                #[cfg(not(u64copy_loom))]
                #[track_caller]
                #[inline]
                #[allow(dead_code)] // used by AtomicU64 alone
                pub(crate) fn compare_exchange(
                    &self,
                    current: $int,
                    new: $int,
                    success: Ordering,
                    failure: Ordering,
                ) -> Result<$int, $int> {
                    let result = self.0.compare_exchange(current, new, success, failure);
                    super::steps::after("compare_exchange", Location::caller());
                    result
                }
            }
        };
    }
    /// `order`, or Relaxed where a loom negative control removed the ordering of this call
    /// site (`broken`): the native backend's Acquire loads and Release stores.
    fn weakened(order: Ordering, location: &Location<'_>) -> Ordering {
        if super::broken::is_removed(location) {
            Ordering::Relaxed
        } else {
            order
        }
    }

    macro_rules! hooked_writer_load {
        ($name:ident, $int:ty) => {
            impl super::WriterLoad for $name {
                type Int = $int;
                #[track_caller]
                #[inline]
                fn load_by_writer(&self) -> $int {
                    let value = super::WriterLoad::load_by_writer(&self.0);
                    super::steps::after("load", Location::caller());
                    value
                }
            }
        };
    }
    hooked_writer_load!(AtomicU32, u32);
    #[cfg(u64copy_wide)]
    hooked_writer_load!(AtomicU64, u64);

    hooked_atomic!(AtomicU32, u32);
    #[cfg(u64copy_wide)]
    hooked_atomic!(AtomicU64, u64);

    #[track_caller]
    #[inline]
    pub(crate) fn fence(order: Ordering) {
        if !super::broken::is_removed(Location::caller()) {
            super::barrier(order);
        }
        super::steps::after("fence", Location::caller());
    }
}

/// A hook that runs after every atomic access and fence of the engines on this thread: the
/// tests that stop a store midway (`src/tests/stopped.rs`) set it. Never set under loom.
#[cfg(test)]
pub(crate) mod steps {
    use core::cell::Cell;
    use core::panic::Location;

    /// What a hook receives: the step's kind (`load`, `store`, `fence`) and its source line.
    pub(crate) type Hook = fn(&'static str, &'static Location<'static>);

    std::thread_local! {
        static HOOK: Cell<Option<Hook>> = const { Cell::new(None) };
    }

    /// Sets (or, with `None`, clears) this thread's hook.
    #[cfg_attr(any(u64copy_loom, miri), allow(dead_code))]
    pub(crate) fn set(hook: Option<Hook>) {
        HOOK.with(|cell| cell.set(hook));
    }

    #[inline]
    pub(super) fn after(kind: &'static str, location: &'static Location<'static>) {
        if let Some(hook) = HOOK.with(Cell::get) {
            hook(kind, location);
        }
    }
}

/// The fence (or the ordering of an atomic access, made Relaxed) that a loom negative control
/// removes (`src/tests/loom/negative.rs`): one call site, named by its file below `src/` and
/// its line.
#[cfg(test)]
pub(crate) mod broken {
    use core::cell::Cell;
    use core::panic::Location;

    std::thread_local! {
        /// The removed fence's file and line (line 0: none), read by every fence. Per thread:
        /// loom runs a model's threads on the thread that checks it, so a control breaks its
        /// own models only, never those of a test running beside it.
        static REMOVED: Cell<(&'static str, u32)> = const { Cell::new(("", 0)) };
    }

    /// Removes the fence (or the ordering) at `src/<file>:<line>` on this thread until
    /// `restore`.
    #[cfg_attr(not(u64copy_loom), allow(dead_code))]
    pub(crate) fn remove(file: &'static str, line: u32) {
        REMOVED.with(|removed| removed.set((file, line)));
    }

    #[cfg_attr(not(u64copy_loom), allow(dead_code))]
    pub(crate) fn restore() {
        REMOVED.with(|removed| removed.set(("", 0)));
    }

    pub(super) fn is_removed(location: &Location<'_>) -> bool {
        let (file, line) = REMOVED.with(Cell::get);
        location.line() == line
            && location
                .file()
                .replace('\\', "/")
                .ends_with(&std::format!("src/{}", file))
    }
}
