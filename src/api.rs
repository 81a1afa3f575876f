//! What every engine provides ([`Backend`]), and the API that each public type builds on it,
//! written once: as plain functions (`Backend::load` and its retry, `update`, `debug`),
//! which mutation testing sees, and the public methods and their docs ([`cell_api!`]), one
//! call into an engine or into those functions each.

use core::fmt;

/// A value (one `u64`, or an array of them) with one serialized writer: the native backend
/// (`word::Wide`) or an engine (`copy.rs`, `seq.rs`, `latch.rs`).
pub(crate) trait Backend {
    type Value: Copy;

    /// One attempt to load: `None` if a store raced with it.
    fn try_load(&self) -> Option<Self::Value>;

    /// Stores `value`; stores are serialized by the caller. In debug builds a store that
    /// sees another writer panics, naming `owner`, the public type.
    fn store(&self, value: Self::Value, owner: &'static str);

    /// The writer's own view: stores are serialized, so the writer sees its last store and
    /// needs no check.
    fn load_by_writer(&self) -> Self::Value;

    /// `load` of every type: one attempt, and only if it fails `contended`, the type's retry
    /// (out of line on the split backend: a call site holds one attempt and a call, never the
    /// loop). The native backend's single values override it: one load, which cannot fail.
    #[inline]
    fn load(&self, contended: impl FnOnce() -> Self::Value) -> Self::Value {
        match self.try_load() {
            Some(value) => value,
            None => contended(),
        }
    }
}

/// A one-value engine (`Value = [u64; 1]`) as a `u64` backend: `U64Copy`'s, `U64Seq`'s and
/// `U64Latch`'s on the split backend.
#[cfg(any(not(u64copy_wide), test))]
#[repr(transparent)]
pub(crate) struct One<E>(pub(crate) E);

#[cfg(any(not(u64copy_wide), test))]
impl<E: Backend<Value = [u64; 1]>> Backend for One<E> {
    type Value = u64;

    #[inline]
    fn try_load(&self) -> Option<u64> {
        self.0.try_load().map(|[value]| value)
    }

    #[inline]
    fn store(&self, value: u64, owner: &'static str) {
        self.0.store([value], owner);
    }

    #[inline]
    fn load_by_writer(&self) -> u64 {
        let [value] = self.0.load_by_writer();
        value
    }
}

/// `try_load` until it succeeds, with a spin-loop hint before each attempt (a yield under
/// loom, so that a model lets the writer run): the retry of `load` after its first attempt
/// failed, inlined into each type's `load_contended` (on the split backend one cold,
/// out-of-line function per type, whose name then says whose retry it is).
#[inline(always)]
pub(crate) fn load_contended<B: Backend>(backend: &B) -> B::Value {
    loop {
        crate::sync::spin_loop();
        if let Some(value) = backend.try_load() {
            return value;
        }
    }
}

/// `update` of every type: the writer's read-modify-write, a store under the one-writer rule.
#[inline]
pub(crate) fn update<B: Backend>(
    backend: &B,
    owner: &'static str,
    f: impl FnOnce(B::Value) -> B::Value,
) -> B::Value {
    let previous = backend.load_by_writer();
    backend.store(f(previous), owner);
    previous
}

/// The panic of a debug build's writer check: `owner`'s one-writer rule was broken.
#[cfg(debug_assertions)]
#[cold]
#[inline(never)]
#[track_caller]
pub(crate) fn second_writer(owner: &str, seen: &str) -> ! {
    panic!(
        "{owner}: a second writer: {seen}. Stores must be serialized: one store or update \
         at a time (the one-writer rule)"
    )
}

/// `Name(value)` from one load attempt, or `Name(<failed>)`: never waits, so a panic or
/// fault handler can print a cell whose writer it interrupted.
pub(crate) fn debug(
    f: &mut fmt::Formatter<'_>,
    name: &str,
    attempt: Option<impl fmt::Debug>,
    failed: &str,
) -> fmt::Result {
    let mut tuple = f.debug_tuple(name);
    match attempt {
        Some(value) => tuple.field(&value),
        None => tuple.field(&format_args!("<{}>", failed)),
    };
    tuple.finish()
}

/// The API every public type shares, over its field `inner` (a [`Backend`]): `new` (given
/// the type's own body), `load` with its retry out of line, `try_load`, `store`, `update`,
/// `into_inner`, `Default`, `From`, `Debug` and, with the `defmt` feature, `defmt::Format`.
/// `load`, `try_load` and `checks` are the type's own doc text (what its readers wait for,
/// what its debug builds catch of a second writer); `debug` is what `Debug` shows when its
/// one attempt fails; the doc examples use a `static` of type `static`, and the values
/// `example` and `other`.
macro_rules! cell_api {
    (
        $name:ident $(<const $n:ident: usize>)?, $value:ty,
        static: $static_ty:literal, example: $example:expr, other: $other:expr, zero: $zero:expr,
        new($arg:ident) $new:block,
        load: $load_doc:literal,
        try_load: $try_load_doc:literal,
        checks: $checks_doc:literal,
        debug: $failed:literal $(,)?
    ) => {
        impl$(<const $n: usize>)? $name$(<$n>)? {
            crate::sync::const_fn_unless_loom! {
                #[doc = concat!("Creates a `", stringify!($name), "` holding `value`.")]
                ///
                /// `const`, so it can initialize a `static` (except under `cfg(u64copy_loom)`,
                /// where atomics are created inside the model).
                ///
                /// # Examples
                ///
                /// ```
                #[doc = concat!("use u64copy::", stringify!($name), ";")]
                ///
                #[doc = concat!("static CELL: ", $static_ty, " = ", stringify!($name), "::new(",
                    stringify!($example), ");")]
                #[doc = concat!("assert_eq!(CELL.load(), ", stringify!($example), ");")]
                /// ```
                #[inline]
                #[must_use]
                pub fn new($arg: $value) -> Self $new
            }

            #[doc = $load_doc]
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("use u64copy::", stringify!($name), ";")]
            ///
            #[doc = concat!("let cell = ", stringify!($name), "::new(", stringify!($example), ");")]
            #[doc = concat!("assert_eq!(cell.load(), ", stringify!($example), ");")]
            /// ```
            #[inline]
            #[must_use]
            pub fn load(&self) -> $value {
                crate::api::Backend::load(&self.inner, || self.load_contended())
            }

            /// `load` after its first attempt failed: on the split backend cold and out of
            /// line, one per type, so that a call site holds one attempt, never the loop. On
            /// the native backend, where only the groups retry, inline: out of line, the
            /// call cost a group load 1.7 times its time on x86_64 and 5 times on i686, whose
            /// position-independent call needs its GOT on the fast path (DEVELOPMENT.md).
            #[cfg_attr(not(u64copy_wide), cold, inline(never))]
            #[cfg_attr(u64copy_wide, inline(always))]
            fn load_contended(&self) -> $value {
                crate::api::load_contended(&self.inner)
            }

            #[doc = $try_load_doc]
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("use u64copy::", stringify!($name), ";")]
            ///
            #[doc = concat!("let cell = ", stringify!($name), "::new(", stringify!($example), ");")]
            /// // Nothing is storing, so the one attempt succeeds.
            #[doc = concat!("assert_eq!(cell.try_load(), Some(", stringify!($example), "));")]
            /// ```
            #[inline]
            #[must_use]
            pub fn try_load(&self) -> Option<$value> {
                crate::api::Backend::try_load(&self.inner)
            }

            #[doc = include_str!("docs/store.md")]
            ///
            #[doc = $checks_doc]
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("use u64copy::", stringify!($name), ";")]
            ///
            #[doc = concat!("let cell = ", stringify!($name), "::new(", stringify!($example), ");")]
            #[doc = concat!("cell.store(", stringify!($other), ");")]
            #[doc = concat!("assert_eq!(cell.load(), ", stringify!($other), ");")]
            /// ```
            #[inline]
            pub fn store(&self, value: $value) {
                crate::api::Backend::store(&self.inner, value, stringify!($name));
            }

            #[doc = include_str!("docs/update.md")]
            ///
            #[doc = $checks_doc]
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("use u64copy::", stringify!($name), ";")]
            ///
            #[doc = concat!("let cell = ", stringify!($name), "::new(", stringify!($example), ");")]
            /// // The only writer replaces the value and gets the previous one back.
            #[doc = concat!("let previous = cell.update(|_| ", stringify!($other), ");")]
            #[doc = concat!("assert_eq!(previous, ", stringify!($example), ");")]
            #[doc = concat!("assert_eq!(cell.load(), ", stringify!($other), ");")]
            /// ```
            #[inline]
            pub fn update(&self, f: impl FnOnce($value) -> $value) -> $value {
                crate::api::update(&self.inner, stringify!($name), f)
            }

            /// Consumes the cell and returns its value.
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("use u64copy::", stringify!($name), ";")]
            ///
            #[doc = concat!("let cell = ", stringify!($name), "::new(", stringify!($example), ");")]
            #[doc = concat!("cell.store(", stringify!($other), ");")]
            #[doc = concat!("assert_eq!(cell.into_inner(), ", stringify!($other), ");")]
            /// ```
            #[inline]
            #[must_use]
            pub fn into_inner(self) -> $value {
                crate::api::Backend::load_by_writer(&self.inner)
            }
        }

        impl$(<const $n: usize>)? Default for $name$(<$n>)? {
            /// A cell holding 0 (every value 0).
            #[inline]
            fn default() -> Self {
                Self::new($zero)
            }
        }

        impl$(<const $n: usize>)? From<$value> for $name$(<$n>)? {
            #[inline]
            fn from(value: $value) -> Self {
                Self::new(value)
            }
        }

        impl$(<const $n: usize>)? core::fmt::Debug for $name$(<$n>)? {
            #[doc = concat!("Shows the value one [`try_load`](Self::try_load) returns, or `<",
                $failed, ">`: it never waits, so a panic or fault handler that interrupted the \
                writer can print it.")]
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                crate::api::debug(f, stringify!($name), self.try_load(), $failed)
            }
        }

        #[cfg(feature = "defmt")]
        impl$(<const $n: usize>)? defmt::Format for $name$(<$n>)? {
            /// As `Debug`: one attempt, never waiting.
            fn format(&self, f: defmt::Formatter<'_>) {
                match self.try_load() {
                    Some(value) => defmt::write!(f, "{=str}({})", stringify!($name), value),
                    None => defmt::write!(f, "{=str}(<{=str}>)", stringify!($name), $failed),
                }
            }
        }
    };
}
pub(crate) use cell_api;
