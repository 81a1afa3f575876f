//! The public API, written once for both types: each is a thin wrapper around the backend
//! that the target selects.

/// Defines a public `u64` cell type around a backend with `new`, `load`, `try_load`,
/// `store` and `load_by_writer`.
macro_rules! u64_cell {
    ($(#[$attr:meta])* pub struct $name:ident($backend:ty);) => {
        $(#[$attr])*
        #[repr(transparent)]
        pub struct $name {
            inner: $backend,
        }

        impl $name {
            $crate::sync::const_fn_unless_loom! {
                #[doc = concat!("Creates a `", stringify!($name), "` holding `value`.")]
                ///
                /// `const`, so it can initialize a `static` (except under `cfg(loom)`, where
                /// atomics are created inside the model).
                ///
                /// # Examples
                ///
                /// ```
                #[doc = concat!("use u64copy::", stringify!($name), ";")]
                ///
                #[doc = concat!("static TICKS: ", stringify!($name), " = ", stringify!($name), "::new(0);")]
                /// assert_eq!(TICKS.load(), 0);
                /// ```
                #[inline]
                #[must_use]
                pub fn new(value: u64) -> Self {
                    $name {
                        inner: <$backend>::new(value),
                    }
                }
            }

            /// Loads the value, retrying while a store races with the load.
            ///
            #[doc = concat!("What it returns when stores overlap is stated in [`", stringify!($name), "`]'s documentation.")]
            /// It spins for as long as stores keep racing with it; a reader that can
            /// preempt the writer on the writer's own core (an interrupt handler reading
            /// a value its core's thread stores) must call [`try_load`](Self::try_load)
            /// instead: the interrupted store cannot finish, so `load` would spin forever.
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("use u64copy::", stringify!($name), ";")]
            ///
            #[doc = concat!("let clock = ", stringify!($name), "::new(1 << 40);")]
            /// assert_eq!(clock.load(), 1 << 40);
            /// ```
            #[inline]
            #[must_use]
            pub fn load(&self) -> u64 {
                self.inner.load()
            }

            /// Loads the value once, never spinning: `None` if a store raced with the load.
            ///
            /// `Some` holds a value that [`load`](Self::load) could have returned (`load` is
            /// `try_load` in a loop). On the native backend it is always `Some`. Use it where
            /// the reader may have interrupted the writer on the same core, and fall back
            /// to an older value or try again later.
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("use u64copy::", stringify!($name), ";")]
            ///
            #[doc = concat!("let ticks = ", stringify!($name), "::new(7);")]
            /// // Nothing is storing, so the one attempt succeeds.
            /// assert_eq!(ticks.try_load(), Some(7));
            /// ```
            #[inline]
            #[must_use]
            pub fn try_load(&self) -> Option<u64> {
                self.inner.try_load()
            }

            /// Stores `value`.
            ///
            /// Stores must be serialized by the caller: at most one `store` or
            /// [`update`](Self::update) may run at a time, as when the value is written
            /// under a lock, or only by the one interrupt handler or task that owns it.
            /// Two concurrent writers are a logic error, never undefined behaviour: on
            /// 32-bit targets the halves of their values can mix, readers can then load a
            /// value that neither wrote, or spin until the next serialized store repairs
            /// the cell.
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("use u64copy::", stringify!($name), ";")]
            ///
            #[doc = concat!("let clock = ", stringify!($name), "::new(0);")]
            /// clock.store(u64::MAX - 1);
            /// assert_eq!(clock.load(), u64::MAX - 1);
            /// ```
            #[inline]
            pub fn store(&self, value: u64) {
                self.inner.store(value);
            }

            /// Replaces the value with `f(previous)` and returns the previous value.
            ///
            /// A writer-side read-modify-write, not an atomic one: it is a `store`, and the
            /// same rule applies (one writer at a time). It needs no compare-and-swap, so it
            /// works on targets without one (Cortex-M0, RV32I).
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("use u64copy::", stringify!($name), ";")]
            ///
            #[doc = concat!("let ticks = ", stringify!($name), "::new(u64::from(u32::MAX));")]
            /// // The timer interrupt, the only writer, counts a tick across the 2^32 carry.
            /// let previous = ticks.update(|t| t + 1);
            /// assert_eq!(previous, u64::from(u32::MAX));
            /// assert_eq!(ticks.load(), 1 << 32);
            /// ```
            #[inline]
            pub fn update(&self, f: impl FnOnce(u64) -> u64) -> u64 {
                let previous = self.inner.load_by_writer();
                self.inner.store(f(previous));
                previous
            }

            /// Consumes the cell and returns its value.
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("use u64copy::", stringify!($name), ";")]
            ///
            #[doc = concat!("let ticks = ", stringify!($name), "::new(3);")]
            /// ticks.store(4);
            /// assert_eq!(ticks.into_inner(), 4);
            /// ```
            #[inline]
            #[must_use]
            pub fn into_inner(self) -> u64 {
                self.inner.load_by_writer()
            }
        }

        impl Default for $name {
            /// A cell holding 0.
            #[inline]
            fn default() -> Self {
                Self::new(0)
            }
        }

        impl From<u64> for $name {
            #[inline]
            fn from(value: u64) -> Self {
                Self::new(value)
            }
        }

        impl core::fmt::Debug for $name {
            /// Shows the value [`load`](Self::load) returns (and, like `load`, spins while stores
            /// race with it).
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.debug_tuple(stringify!($name)).field(&self.load()).finish()
            }
        }
    };
}
pub(crate) use u64_cell;
