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
    /// sees another writer panics, naming `owner`, the public type, at the caller's line
    /// (every `store` on the way is `#[track_caller]` in debug builds): one that finds
    /// another store in progress or completed since `since` (the writer's read of `update`
    /// and `fetch_update`, or [`Since::STORE`] for a plain store).
    fn store_since(&self, value: Self::Value, since: Since, owner: &'static str);

    /// [`store_since`](Self::store_since) with no read before it: a plain `store`.
    #[inline]
    #[cfg_attr(all(debug_assertions, not(test)), track_caller)]
    fn store(&self, value: Self::Value, owner: &'static str) {
        self.store_since(value, Since::STORE, owner);
    }

    /// The writer's own view: stores are serialized, so the writer sees its last store and
    /// needs no check.
    fn load_by_writer(&self) -> Self::Value;

    /// The writer's read of `update` and `fetch_update`: its own view, and in debug builds
    /// what its store must still find there ([`Since`]).
    fn read_for_update(&self) -> (Self::Value, Since);

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

/// What a debug build's writer check compares the beginning of a store with: the part of
/// the cell (the value, or the sequence) that the writer's read of `update` or
/// `fetch_update` saw, so that a store of another writer between that read and this store
/// panics. Nothing at all in release builds and under loom, whose code it leaves unchanged.
#[derive(Clone, Copy)]
pub(crate) struct Since(#[cfg(all(debug_assertions, not(u64copy_loom)))] Option<u64>);

impl Since {
    /// A plain `store`: no read of the writer's before it.
    pub(crate) const STORE: Since = Since(
        #[cfg(all(debug_assertions, not(u64copy_loom)))]
        None,
    );

    /// What the writer's read saw, `seen()`: evaluated in debug builds only.
    #[inline]
    #[cfg_attr(not(all(debug_assertions, not(u64copy_loom))), allow(unused_variables))]
    pub(crate) fn read(seen: impl FnOnce() -> u64) -> Since {
        Since(
            #[cfg(all(debug_assertions, not(u64copy_loom)))]
            Some(seen()),
        )
    }

    /// Whether a store that begins with `now` there missed a store since the writer's read.
    #[cfg(all(debug_assertions, not(u64copy_loom)))]
    #[inline]
    pub(crate) fn moved(self, now: u64) -> bool {
        matches!(self.0, Some(seen) if seen != now)
    }

    /// The writer's read, or `now` for a plain store.
    #[cfg(all(debug_assertions, not(u64copy_loom), u64copy_wide))]
    #[inline]
    pub(crate) fn or(self, now: u64) -> u64 {
        self.0.unwrap_or(now)
    }
}

/// The publication pair of the types that can keep it (`U64Seq`, `U64Latch` and their
/// groups): `load_acquire` and `store_release`. On the split backend their engines' fences
/// already order everything, so these are `load` and `store`; natively (`word::Wide`) an
/// Acquire load and a Release store, as `AtomicU64`'s.
pub(crate) trait Publish: Backend {
    /// `load`, Acquire.
    #[inline]
    fn load_acquire(&self, contended: impl FnOnce() -> Self::Value) -> Self::Value {
        self.load(contended)
    }

    /// `store`, Release.
    #[inline]
    #[cfg_attr(all(debug_assertions, not(test)), track_caller)]
    fn store_release(&self, value: Self::Value, owner: &'static str) {
        self.store(value, owner);
    }
}

/// A backend whose attempt can run the caller's `f` between its first load and its last:
/// `U64Seq`'s and `U64Latch`'s, single or grouped, on every backend (`U64Copy` has no
/// sequence to tell that a store completed while `f` ran).
pub(crate) trait LoadWith: Backend {
    /// One attempt with `f` run inside it: `None` if a store raced with it (`f` may or may not
    /// have run), else the value and what `f` returned.
    fn try_load_with<R>(&self, f: impl FnOnce() -> R) -> Option<(Self::Value, R)>;
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
    #[cfg_attr(all(debug_assertions, not(test)), track_caller)]
    fn store_since(&self, value: u64, since: Since, owner: &'static str) {
        self.0.store_since([value], since, owner);
    }

    #[inline]
    fn load_by_writer(&self) -> u64 {
        let [value] = self.0.load_by_writer();
        value
    }

    #[inline]
    fn read_for_update(&self) -> (u64, Since) {
        let ([value], since) = self.0.read_for_update();
        (value, since)
    }
}

#[cfg(any(not(u64copy_wide), test))]
impl<E: Publish<Value = [u64; 1]>> Publish for One<E> {}

#[cfg(any(not(u64copy_wide), test))]
impl<E: LoadWith<Value = [u64; 1]>> LoadWith for One<E> {
    #[inline]
    fn try_load_with<R>(&self, f: impl FnOnce() -> R) -> Option<(u64, R)> {
        self.0.try_load_with(f).map(|([value], r)| (value, r))
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

/// `load_with`: one attempt with `f` inside it, and only if it fails `contended`, the type's
/// retry (out of line on the split backend, as `load`'s).
#[inline]
pub(crate) fn load_with<B: LoadWith, R>(
    backend: &B,
    mut f: impl FnMut() -> R,
    contended: impl FnOnce(&mut dyn FnMut() -> R) -> (B::Value, R),
) -> (B::Value, R) {
    match backend.try_load_with(&mut f) {
        Some(loaded) => loaded,
        None => contended(&mut f),
    }
}

/// `try_load_with` until it succeeds, `f` run in each attempt: `load_with`'s retry, as
/// [`load_contended`] is `load`'s.
#[inline(always)]
pub(crate) fn load_with_contended<B: LoadWith, R>(
    backend: &B,
    f: &mut dyn FnMut() -> R,
) -> (B::Value, R) {
    loop {
        crate::sync::spin_loop();
        if let Some(loaded) = backend.try_load_with(&mut *f) {
            return loaded;
        }
    }
}

/// `fetch_update` of every type: the writer's own read (no barrier, no retry), and a store of
/// `f`'s value only if it returns one.
#[inline]
#[cfg_attr(debug_assertions, track_caller)]
pub(crate) fn fetch_update<B: Backend>(
    backend: &B,
    owner: &'static str,
    f: impl FnOnce(B::Value) -> Option<B::Value>,
) -> Result<B::Value, B::Value> {
    let (previous, since) = backend.read_for_update();
    match f(previous) {
        Some(value) => {
            backend.store_since(value, since, owner);
            Ok(previous)
        }
        None => Err(previous),
    }
}

/// `update` of every type: the writer's read-modify-write, a store under the one-writer rule.
#[inline]
#[cfg_attr(debug_assertions, track_caller)]
pub(crate) fn update<B: Backend>(
    backend: &B,
    owner: &'static str,
    f: impl FnOnce(B::Value) -> B::Value,
) -> B::Value {
    let (previous, since) = backend.read_for_update();
    backend.store_since(f(previous), since, owner);
    previous
}

/// The panic of a debug build's writer check: `owner`'s one-writer rule was broken. Not under
/// loom, where the checks are compiled out (tests/README.md, "Model checking your code with
/// loom").
#[cfg(all(debug_assertions, not(u64copy_loom)))]
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
/// `fetch_update`, `into_inner`, `Default`, `From`, `Debug` and, with the `defmt` feature,
/// `defmt::Format`.
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
            /// position-independent call needs its GOT on the fast path (DESIGN.md).
            /// <!-- figures: 1.7 = retry-inline[x86_64][retry out of line] / retry-inline[x86_64][retry inline];
            /// 5 = retry-inline[i686][retry out of line] / retry-inline[i686][retry inline] -->
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
            #[doc = include_str!("docs/checks.md")]
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
            #[cfg_attr(debug_assertions, track_caller)]
            pub fn store(&self, value: $value) {
                crate::api::Backend::store(&self.inner, value, stringify!($name));
            }

            #[doc = include_str!("docs/update.md")]
            ///
            #[doc = $checks_doc]
            #[doc = include_str!("docs/checks.md")]
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
            #[cfg_attr(debug_assertions, track_caller)]
            pub fn update(&self, f: impl FnOnce($value) -> $value) -> $value {
                crate::api::update(&self.inner, stringify!($name), f)
            }

            #[doc = include_str!("docs/fetch_update.md")]
            ///
            #[doc = $checks_doc]
            #[doc = include_str!("docs/checks.md")]
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("use u64copy::", stringify!($name), ";")]
            ///
            #[doc = concat!("let cell = ", stringify!($name), "::new(", stringify!($example), ");")]
            /// // The only writer declines: nothing is stored, and it gets the value back.
            #[doc = concat!("assert_eq!(cell.fetch_update(|_| None), Err(", stringify!($example),
                "));")]
            /// // It accepts: the new value is stored, and it gets the previous one back.
            #[doc = concat!("assert_eq!(cell.fetch_update(|_| Some(", stringify!($other), ")), Ok(",
                stringify!($example), "));")]
            #[doc = concat!("assert_eq!(cell.load(), ", stringify!($other), ");")]
            /// ```
            #[inline]
            #[cfg_attr(debug_assertions, track_caller)]
            pub fn fetch_update(
                &self,
                f: impl FnOnce($value) -> Option<$value>,
            ) -> Result<$value, $value> {
                crate::api::fetch_update(&self.inner, stringify!($name), f)
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
        #[cfg_attr(docsrs, doc(cfg(feature = "defmt")))]
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

/// `load_with` and `try_load_with`, for the types whose `inner` is a [`LoadWith`]: `U64Seq`,
/// `U64Latch` and their groups. `example` is a whole doc example, `value` a value of the
/// short one; `retries` is the type's own word on when an attempt fails, and who may call
/// `load_with`.
macro_rules! load_with_api {
    (
        $name:ident $(<const $n:ident: usize>)?, $value:ty, value: $example_value:expr,
        retries: $retries_doc:literal,
        example: $example:literal $(,)?
    ) => {
        impl$(<const $n: usize>)? $name$(<$n>)? {
            #[doc = include_str!("docs/load_with.md")]
            ///
            #[doc = $retries_doc]
            ///
            /// # Examples
            ///
            /// ```
            #[doc = $example]
            /// ```
            #[inline]
            pub fn load_with<R>(&self, f: impl FnMut() -> R) -> ($value, R) {
                crate::api::load_with(&self.inner, f, |f| self.load_with_contended(f))
            }

            /// `load_with` after its first attempt failed: out of line on the split backend, as
            /// `load_contended`, and one per type and result type, not per closure.
            #[cfg_attr(not(u64copy_wide), cold, inline(never))]
            #[cfg_attr(u64copy_wide, inline(always))]
            fn load_with_contended<R>(&self, f: &mut dyn FnMut() -> R) -> ($value, R) {
                crate::api::load_with_contended(&self.inner, f)
            }

            /// One attempt of [`load_with`](Self::load_with), never waiting: `Some((value,
            /// f()))` under its contract, or `None` if a store raced with the attempt. `f` runs
            /// at most once (not at all where the attempt fails before it).
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("use u64copy::", stringify!($name), ";")]
            ///
            #[doc = concat!("let cell = ", stringify!($name), "::new(", stringify!($example_value),
                ");")]
            /// // Nothing is storing, so the one attempt succeeds, and `f` ran in it.
            #[doc = concat!("assert_eq!(cell.try_load_with(|| \"ran\"), Some((",
                stringify!($example_value), ", \"ran\")));")]
            /// ```
            #[inline]
            pub fn try_load_with<R>(&self, f: impl FnOnce() -> R) -> Option<($value, R)> {
                crate::api::LoadWith::try_load_with(&self.inner, f)
            }
        }
    };
}
pub(crate) use load_with_api;

/// `load_acquire` and `store_release`, for the types whose `inner` is a [`Publish`]: `U64Seq`,
/// `U64Latch` and their groups. `example` and `other` are values of the doc example.
macro_rules! publish_api {
    ($name:ident $(<const $n:ident: usize>)?, $value:ty, example: $example:expr, other: $other:expr $(,)?) => {
        impl$(<const $n: usize>)? $name$(<$n>)? {
            #[doc = include_str!("docs/load_acquire.md")]
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("use u64copy::", stringify!($name), ";")]
            ///
            #[doc = concat!("let cell = ", stringify!($name), "::new(", stringify!($example), ");")]
            #[doc = concat!("cell.store_release(", stringify!($other), ");")]
            #[doc = concat!("assert_eq!(cell.load_acquire(), ", stringify!($other), ");")]
            /// ```
            #[inline]
            #[must_use]
            pub fn load_acquire(&self) -> $value {
                crate::api::Publish::load_acquire(&self.inner, || self.load_contended())
            }

            #[doc = include_str!("docs/store_release.md")]
            ///
            /// # Examples
            ///
            /// Data written, then published through the cell:
            ///
            /// ```
            /// use core::sync::atomic::{AtomicU8, Ordering::Relaxed};
            #[doc = concat!("use u64copy::", stringify!($name), ";")]
            ///
            /// static DATA: AtomicU8 = AtomicU8::new(0);
            #[doc = concat!("let cell = ", stringify!($name), "::new(", stringify!($example), ");")]
            ///
            /// // The writer: the data first, then the cell, Release.
            /// DATA.store(42, Relaxed);
            #[doc = concat!("cell.store_release(", stringify!($other), ");")]
            ///
            /// // A reader that loads the new value (Acquire) sees the data stored before it.
            #[doc = concat!("if cell.load_acquire() == ", stringify!($other), " {")]
            ///     assert_eq!(DATA.load(Relaxed), 42);
            /// }
            /// ```
            #[inline]
            #[cfg_attr(debug_assertions, track_caller)]
            pub fn store_release(&self, value: $value) {
                crate::api::Publish::store_release(&self.inner, value, stringify!($name));
            }
        }
    };
}
pub(crate) use publish_api;
