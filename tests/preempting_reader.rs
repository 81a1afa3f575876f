//! The reader that preempts the writer on its own core (an interrupt, an NMI), shown
//! deterministically on the shipped split backends, compiled here from `src/backend.rs` and
//! `src/split` verbatim over a `sync` module whose atomics and fence call a hook after each
//! access. Each store is stopped after each of its steps in turn, and a reader runs there
//! once, as an interrupt handler would: `U64Latch`'s `try_load` succeeds at every point,
//! with the old or the new value; `U64Copy`'s and `U64Seq`'s fail inside the store, so their
//! `load` would spin forever. The same for the groups over pairs: `U64LatchArray`'s engine
//! answers at every point, `U64SeqArray`'s fails inside the store. This prints the table of
//! points:
//!
//! `cargo test --test preempting_reader -- --nocapture`
#![cfg(not(u64copy_loom))]
// The library supports Rust 1.60; its tests need a newer one.
#![allow(clippy::incompatible_msrv)]

#[path = "../src/backend.rs"]
#[allow(dead_code)]
mod backend;
#[path = "../src/latch.rs"]
#[allow(dead_code)]
mod latch;
#[path = "../src/seq.rs"]
#[allow(dead_code)]
mod seq;
#[path = "../src/split/mod.rs"]
#[allow(dead_code)]
mod split;
#[path = "broken/write_current.rs"]
mod write_current;

use backend::Backend;
use split::{Halves, One, ValueAndCopy};
use std::cell::RefCell;
use std::fmt;
use std::panic::Location;
use std::rc::Rc;
use write_current::WriteCurrent;

/// The `sync` module that `src/split` imports: std's atomics, each access and fence followed
/// by a call to `step`.
mod sync {
    pub(crate) use std::hint::spin_loop;
    use std::panic::Location;
    pub(crate) use std::sync::atomic::Ordering;

    pub(crate) struct AtomicU32(std::sync::atomic::AtomicU32);

    impl AtomicU32 {
        pub(crate) const fn new(value: u32) -> Self {
            AtomicU32(std::sync::atomic::AtomicU32::new(value))
        }

        #[track_caller]
        pub(crate) fn load(&self, order: Ordering) -> u32 {
            let value = self.0.load(order);
            super::step("load", Location::caller());
            value
        }

        #[track_caller]
        pub(crate) fn store(&self, value: u32, order: Ordering) {
            self.0.store(value, order);
            super::step("store", Location::caller());
        }
    }

    #[track_caller]
    pub(crate) fn fence(order: Ordering) {
        std::sync::atomic::fence(order);
        super::step("fence", Location::caller());
    }

    macro_rules! const_fn_unless_loom {
        ($(#[$attr:meta])* $vis:vis fn $name:ident($($arg:ident: $ty:ty),*) -> $ret:ty $body:block) => {
            $(#[$attr])* $vis const fn $name($($arg: $ty),*) -> $ret $body
        };
    }
    pub(crate) use const_fn_unless_loom;

    /// `array` of the word types, not `const` here: these atomics are not.
    macro_rules! word_array {
        ($word:ty) => {
            pub(crate) fn array<const N: usize>(values: [u64; N]) -> [$word; N] {
                values.map(<$word>::new)
            }
        };
    }
    pub(crate) use word_array;
}

/// The hook's state, per thread (each test is single-threaded).
#[derive(Default)]
struct Hook {
    /// Set during the store under test: its steps are recorded.
    armed: bool,
    /// `kind file:line` of each step of the store so far.
    steps: Vec<String>,
    /// The step (from 1) after which the reader runs.
    stop_after: usize,
    /// Set while the reader runs: its steps are counted, never recorded or stopped at.
    in_reader: bool,
    reader_steps: usize,
}

thread_local! {
    static HOOK: RefCell<Hook> = RefCell::new(Hook::default());
    static READER: RefCell<Option<Box<dyn FnOnce()>>> = RefCell::new(None);
}

fn step(kind: &str, location: &Location) {
    let stop = HOOK.with(|hook| {
        let mut hook = hook.borrow_mut();
        if hook.in_reader {
            hook.reader_steps += 1;
            return false;
        }
        if !hook.armed {
            return false;
        }
        let file = location.file().rsplit(['/', '\\']).next().unwrap();
        hook.steps
            .push(format!("{} {}:{}", kind, file, location.line()));
        hook.steps.len() == hook.stop_after
    });
    if stop {
        let reader = READER.with(|reader| reader.borrow_mut().take());
        HOOK.with(|hook| hook.borrow_mut().in_reader = true);
        reader.expect("the reader runs once")();
        HOOK.with(|hook| hook.borrow_mut().in_reader = false);
    }
}

/// The steps a reader took so far.
fn reader_steps() -> usize {
    HOOK.with(|hook| hook.borrow().reader_steps)
}

/// What the reader got at one point, for the store from `old` to `new`.
#[derive(Clone, PartialEq, Eq)]
enum Got {
    Old,
    New,
    Failed,
    Wrong(String),
}

impl Got {
    fn of<V: Stored>(attempt: Option<V>, old: V, new: V) -> Got {
        match attempt {
            None => Got::Failed,
            Some(value) if value == old => Got::Old,
            Some(value) if value == new => Got::New,
            Some(value) => Got::Wrong(format!("{:#x?}", value)),
        }
    }
}

impl fmt::Debug for Got {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Got::Old => write!(f, "old"),
            Got::New => write!(f, "new"),
            Got::Failed => write!(f, "None"),
            Got::Wrong(value) => write!(f, "WRONG {}", value),
        }
    }
}

/// Value `k`: every half of every value differs from every other, so a mix never passes
/// for a stored value.
fn value(k: u64) -> u64 {
    (0x100 + k) << 32 | (0x200 + k)
}

/// The values of the stores: single values, or pairs whose four halves all differ from
/// every other value's.
trait Stored: Copy + PartialEq + fmt::Debug {
    fn of(k: u64) -> Self;
}

impl Stored for u64 {
    fn of(k: u64) -> u64 {
        value(k)
    }
}

impl Stored for [u64; 2] {
    fn of(k: u64) -> [u64; 2] {
        [value(k), value(k + 0x1000)]
    }
}

/// The stores of each test: `value(1)` to `value(STORES)` into a cell holding `value(0)`.
const STORES: u64 = 4;

/// For each store, and each step of it, a fresh cell from `new`, the earlier stores done,
/// and the store stopped after that step while `read` runs once. Returns the steps of a
/// store and, per store, what the reader got after each step.
fn stop_each_store<C: Backend + 'static>(
    name: &str,
    new: impl Fn() -> C,
    read: fn(&C) -> Option<C::Value>,
) -> (Vec<String>, Vec<Vec<Got>>)
where
    C::Value: Stored,
{
    let mut steps = Vec::new();
    let mut table = Vec::new();
    for k in 1..=STORES {
        let (old, new_value) = (C::Value::of(k - 1), C::Value::of(k));
        let mut row = Vec::new();
        let mut stop_after = 1;
        loop {
            let cell = Rc::new(new());
            (1..k).for_each(|j| cell.store(C::Value::of(j)));
            let got = Rc::new(RefCell::new(None));
            let (reader_cell, reader_got) = (cell.clone(), got.clone());
            READER.with(|reader| {
                *reader.borrow_mut() = Some(Box::new(move || {
                    *reader_got.borrow_mut() = Some(read(&reader_cell));
                }))
            });
            HOOK.with(|hook| {
                let mut hook = hook.borrow_mut();
                (hook.armed, hook.stop_after) = (true, stop_after);
                hook.steps.clear();
            });
            cell.store(new_value);
            let taken = HOOK.with(|hook| {
                let mut hook = hook.borrow_mut();
                hook.armed = false;
                std::mem::take(&mut hook.steps)
            });
            READER.with(|reader| reader.borrow_mut().take());
            if stop_after > taken.len() {
                break;
            }
            let attempt = got.borrow_mut().take().expect("the reader ran");
            row.push(Got::of(attempt, old, new_value));
            assert_eq!(Backend::load_by_writer(&*cell), new_value);
            if k == 1 && stop_after == 1 {
                steps = taken;
            } else {
                assert_eq!(steps, taken, "{}: every store takes the same steps", name);
            }
            stop_after += 1;
        }
        table.push(row);
    }
    println!(
        "{}: what the reader's try_load got, stopping stores 1 to {} after each step:",
        name, STORES
    );
    for (index, step) in steps.iter().enumerate() {
        let column: Vec<String> = table
            .iter()
            .map(|row| format!("{:?}", row[index]))
            .collect();
        println!("  {:<24} {}", step, column.join(" "));
    }
    (steps, table)
}

/// `try_load`, and for a latch also `load`, which must return the same value after as many
/// steps: at once, on its first attempt.
fn try_then_load<C: Backend>(cell: &C) -> Option<C::Value>
where
    C::Value: PartialEq + fmt::Debug,
{
    let start = reader_steps();
    let attempt = cell.try_load();
    let one_attempt = reader_steps() - start;
    if let Some(value) = attempt {
        assert_eq!(cell.load(), value);
        assert_eq!(reader_steps() - start, 2 * one_attempt, "load retried");
    }
    attempt
}

fn try_load_only<C: Backend>(cell: &C) -> Option<C::Value> {
    cell.try_load()
}

/// Every row (one per store) equals `expected`.
fn assert_rows(table: &[Vec<Got>], expected: &[Got]) {
    for row in table {
        assert_eq!(row, expected);
    }
}

#[test]
fn u64latch_serves_the_reader_at_every_point_of_a_store() {
    // The stores' sequences: u32::MAX - 1, u32::MAX, 0, 1.
    let (steps, table) = stop_each_store(
        "U64Latch",
        || {
            let copy = || Halves::array([value(0)]);
            One(latch::Latch::with_sequence(copy(), copy(), u32::MAX - 2))
        },
        try_then_load,
    );
    assert_eq!(steps.len(), 6, "{:?}", steps);
    // Old until the sequence sends readers to the new copy, its last step.
    let mut expected = vec![Got::Old; 5];
    expected.push(Got::New);
    assert_rows(&table, &expected);
}

#[test]
fn u64seq_fails_the_reader_between_its_sequence_stores() {
    let (steps, table) = stop_each_store(
        "U64Seq",
        || {
            One(seq::Seq::with_sequence(
                Halves::array([value(0)]),
                u32::MAX - 3,
            ))
        },
        try_load_only,
    );
    assert_eq!(steps.len(), 7, "{:?}", steps);
    let mut expected = vec![Got::Old];
    expected.extend(vec![Got::Failed; 5]);
    expected.push(Got::New);
    assert_rows(&table, &expected);
}

#[test]
fn u64copy_fails_the_reader_until_its_copy_is_whole() {
    let (steps, table) = stop_each_store("U64Copy", || ValueAndCopy::new(value(0)), try_load_only);
    assert_eq!(steps.len(), 5, "{:?}", steps);
    let mut expected = vec![Got::Failed; 4];
    expected.push(Got::New);
    assert_rows(&table, &expected);
}

/// The negative control: the harness catches a latch that writes the copy readers are sent
/// to (a mixed value after its first half).
#[test]
fn a_latch_writing_the_copy_readers_are_sent_to_is_caught() {
    let new = || WriteCurrent::new(value(0));
    let (_, table) = stop_each_store("U64Latch writing the current copy", new, try_then_load);
    let caught = table
        .iter()
        .flatten()
        .any(|got| !matches!(got, Got::Old | Got::New));
    assert!(caught, "{:?}", table);
}

#[test]
fn u64latcharray_serves_the_reader_at_every_point_of_a_store() {
    let (steps, table) = stop_each_store(
        "U64LatchArray<2>",
        || {
            let copy = || Halves::array(<[u64; 2]>::of(0));
            latch::Latch::with_sequence(copy(), copy(), u32::MAX - 2)
        },
        try_then_load,
    );
    assert_eq!(steps.len(), 8, "{:?}", steps);
    let mut expected = vec![Got::Old; 7];
    expected.push(Got::New);
    assert_rows(&table, &expected);
}

#[test]
fn u64seqarray_fails_the_reader_between_its_sequence_stores() {
    let (steps, table) = stop_each_store(
        "U64SeqArray<2>",
        || seq::Seq::with_sequence(Halves::array(<[u64; 2]>::of(0)), u32::MAX - 3),
        try_load_only,
    );
    assert_eq!(steps.len(), 9, "{:?}", steps);
    let mut expected = vec![Got::Old];
    expected.extend(vec![Got::Failed; 7]);
    expected.push(Got::New);
    assert_rows(&table, &expected);
}
