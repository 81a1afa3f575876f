//! A store stopped after each of its steps (an atomic access or a fence, through the test
//! build's hook `crate::sync::steps`), and there, once, what an interrupt handler that
//! preempted the writer on its core would run. Deterministic, on every split engine (over
//! halves, on any host) and on the public types of the build's backend.
//!
//! - A reader there: `U64Latch`'s `try_load` answers at every point with the old or the
//!   new value, and `load` on its first attempt; `U64Copy`'s and `U64Seq`'s fail inside the
//!   store, so their `load` would spin for ever; the same for the groups over pairs. The
//!   control: a latch that writes the copy readers are sent to returns values never stored.
//! - `Debug` there: each type's failed attempt prints as `<store in progress>`; the latch's
//!   (which a stopped store never fails) as `<a store completed during the read>`, with the
//!   reader stopped instead and a whole store done there.
//! - Debug builds' writer checks (`writer_checks`): an interrupt that stores into the cell
//!   whose store it stopped panics, naming the type and "a second writer", or makes the
//!   interrupted store panic when it resumes, at exactly the points stated per type; two
//!   cores' stores interleaved so that one completes inside the other panic; two threads
//!   storing into one cell panic within a bounded run. The single writer stopped anywhere
//!   with readers there never panics, nor does one writer racing several readers on other
//!   threads (the stress tests of `src/tests/mod.rs`, which `cargo test` runs in a debug
//!   build).
//!
//! Debug builds add the checks' loads to each store, so its points differ from a release
//! build's. The tables of points (add `RUSTFLAGS="--cfg u64copy_32bit"` for the public single
//! values on the split backend):
//!
//! `cargo test --lib tests::stopped -- --nocapture --test-threads=1` (and with `--release`)

use super::{latch_with_sequence, seq_with_sequence};
use crate::api::{Backend, One};
use crate::copy::ValueAndCopy;
use crate::latch::Latch;
use crate::seq::Seq;
use crate::sync::AtomicU32;
use crate::word::Halves;
use crate::{U64Copy, U64Latch, U64LatchArray, U64Seq, U64SeqArray};
use core::fmt;
use core::panic::Location;
use std::boxed::Box;
use std::cell::{Cell, RefCell};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::rc::Rc;
use std::string::{String, ToString};
use std::{format, println, vec, vec::Vec};

/// The hook's state, per thread (each test stops its own thread's stores).
#[derive(Default)]
struct Hook {
    /// `kind file:line` of each step of the stopped operation so far.
    steps: Vec<String>,
    /// The step (from 1) after which the interrupt runs.
    stop_after: usize,
    /// Set while the interrupt runs: its steps are counted, never recorded or stopped at.
    in_interrupt: bool,
    interrupt_steps: usize,
}

std::thread_local! {
    /// The number of the store in progress or last made by `stop_each_store` (`k` for the
    /// store of `of(k)`), set before the store begins: what a `load_with` reader's `f` reads,
    /// as a counter that the writer advances before each store.
    static ANNOUNCED: Cell<u64> = const { Cell::new(0) };
    static HOOK: RefCell<Hook> = RefCell::new(Hook::default());
    static INTERRUPT: RefCell<Option<Box<dyn FnOnce()>>> = RefCell::new(None);
    /// Set while `quietly` expects a panic on this thread.
    static QUIET: Cell<bool> = const { Cell::new(false) };
}

/// The hook given to `crate::sync::steps`.
fn step(kind: &'static str, location: &'static Location<'static>) {
    let stop = HOOK.with(|hook| {
        let mut hook = hook.borrow_mut();
        if hook.in_interrupt {
            hook.interrupt_steps += 1;
            return false;
        }
        let file = location.file().rsplit(['/', '\\']).next().unwrap();
        hook.steps
            .push(format!("{} {}:{}", kind, file, location.line()));
        hook.steps.len() == hook.stop_after
    });
    if stop {
        let interrupt = INTERRUPT.with(|interrupt| interrupt.borrow_mut().take());
        HOOK.with(|hook| hook.borrow_mut().in_interrupt = true);
        interrupt.expect("the interrupt runs once")();
        HOOK.with(|hook| hook.borrow_mut().in_interrupt = false);
    }
}

/// Disarms the hook when `stopped` returns, or unwinds from a writer check's panic.
struct Armed;

impl Drop for Armed {
    fn drop(&mut self) {
        crate::sync::steps::set(None);
        INTERRUPT.with(|interrupt| interrupt.borrow_mut().take());
        HOOK.with(|hook| *hook.borrow_mut() = Hook::default());
    }
}

/// Runs `operation` with `interrupt` run once after its `stop_after`-th step, as a handler
/// that preempted it there. Returns what `operation` returned and its steps (the interrupt's
/// not among them): the interrupt ran if there are at least `stop_after`.
fn stopped<R>(
    stop_after: usize,
    interrupt: impl FnOnce() + 'static,
    operation: impl FnOnce() -> R,
) -> (R, Vec<String>) {
    HOOK.with(|hook| {
        *hook.borrow_mut() = Hook {
            stop_after,
            ..Hook::default()
        }
    });
    INTERRUPT.with(|slot| *slot.borrow_mut() = Some(Box::new(interrupt)));
    let _armed = Armed;
    crate::sync::steps::set(Some(step));
    let result = operation();
    let steps = HOOK.with(|hook| core::mem::take(&mut hook.borrow_mut().steps));
    (result, steps)
}

/// The steps the interrupts of this `stopped` took so far.
fn interrupt_steps() -> usize {
    HOOK.with(|hook| hook.borrow().interrupt_steps)
}

/// `attempt(point)` for point 1, 2, … while the interrupt runs (`Some`); every attempt must
/// take the same steps. Returns them and what the interrupt saw at each.
fn each_point<T>(
    what: &str,
    mut attempt: impl FnMut(usize) -> (Option<T>, Vec<String>),
) -> (Vec<String>, Vec<T>) {
    let mut steps: Option<Vec<String>> = None;
    let mut seen = Vec::new();
    for point in 1.. {
        let (result, taken) = attempt(point);
        match &steps {
            None => steps = Some(taken),
            Some(steps) => assert_eq!(steps, &taken, "{}: every run takes the same steps", what),
        }
        match result {
            Some(result) => seen.push(result),
            None => break,
        }
    }
    let steps = steps.unwrap();
    assert_eq!(
        seen.len(),
        steps.len(),
        "{}: an interrupt at every step",
        what
    );
    (steps, seen)
}

/// Runs `f` and catches its panic, whose message the panic hook then leaves unprinted
/// (the expected panics would fill the output); other threads' panics print as before.
fn quietly<R>(f: impl FnOnce() -> R) -> std::thread::Result<R> {
    static INSTALL: std::sync::Once = std::sync::Once::new();
    INSTALL.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if !QUIET.with(Cell::get) {
                previous(info);
            }
        }));
    });
    QUIET.with(|quiet| quiet.set(true));
    let result = catch_unwind(AssertUnwindSafe(f));
    QUIET.with(|quiet| quiet.set(false));
    result
}

fn panic_message(panic: &(dyn std::any::Any + Send)) -> String {
    match (panic.downcast_ref::<String>(), panic.downcast_ref::<&str>()) {
        (Some(message), _) => message.clone(),
        (_, Some(message)) => message.to_string(),
        _ => "(not a string)".to_string(),
    }
}

/// Value `k`: every half of every value differs from every other, so a mix never passes
/// for a stored value.
fn value(k: u64) -> u64 {
    (0x100 + k) << 32 | (0x200 + k)
}

/// The values of the stores: single values, or pairs whose four halves all differ from
/// every other value's.
trait Stored: Copy + PartialEq + fmt::Debug + 'static {
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

/// What the tests need of a cell: an engine (`Engine`) or a public type.
trait Tested: 'static {
    type Value: Stored;
    /// The public type, as a writer check's panic names it.
    fn name(&self) -> &'static str;
    fn try_load(&self) -> Option<Self::Value>;
    fn load(&self) -> Self::Value;
    fn store(&self, value: Self::Value);
}

/// An engine, storing as the public type `name` would.
struct Engine<B> {
    backend: B,
    name: &'static str,
}

fn engine<B>(name: &'static str, backend: B) -> Engine<B> {
    Engine { backend, name }
}

impl<B: Backend + 'static> Tested for Engine<B>
where
    B::Value: Stored,
{
    type Value = B::Value;
    fn name(&self) -> &'static str {
        self.name
    }
    fn try_load(&self) -> Option<B::Value> {
        self.backend.try_load()
    }
    fn load(&self) -> B::Value {
        self.backend
            .try_load()
            .unwrap_or_else(|| crate::api::load_contended(&self.backend))
    }
    fn store(&self, value: B::Value) {
        self.backend.store(value, self.name)
    }
}

macro_rules! public {
    ($($cell:ty, $name:literal: $value:ty;)*) => {$(
        impl Tested for $cell {
            type Value = $value;
            fn name(&self) -> &'static str {
                $name
            }
            fn try_load(&self) -> Option<$value> {
                self.try_load()
            }
            fn load(&self) -> $value {
                self.load()
            }
            fn store(&self, value: $value) {
                self.store(value)
            }
        }
    )*};
}
public! {
    U64Copy, "U64Copy": u64;
    U64Seq, "U64Seq": u64;
    U64Latch, "U64Latch": u64;
    U64SeqArray<2>, "U64SeqArray": [u64; 2];
    U64LatchArray<2>, "U64LatchArray": [u64; 2];
}

// The cells, each holding `Stored::of(0)`. The split engines start near the end of their
// sequence, so that the stores of the tables cross its wrap-around.
fn copy_engine() -> Engine<ValueAndCopy> {
    engine("U64Copy", ValueAndCopy::new(value(0)))
}

fn seq_engine() -> Engine<One<Seq<Halves, 1>>> {
    engine("U64Seq", seq_with_sequence(value(0), u32::MAX - 3))
}

fn latch_engine() -> Engine<One<Latch<Halves, 1>>> {
    engine("U64Latch", latch_with_sequence(value(0), u32::MAX - 2))
}

fn seq_pairs_engine() -> Engine<Seq<Halves, 2>> {
    let words = Halves::array(<[u64; 2]>::of(0));
    engine(
        "U64SeqArray",
        Seq::from_words(AtomicU32::new(u32::MAX - 3), words),
    )
}

fn latch_pairs_engine() -> Engine<Latch<Halves, 2>> {
    let copy = || Halves::array(<[u64; 2]>::of(0));
    engine(
        "U64LatchArray",
        Latch::from_copies(AtomicU32::new(u32::MAX - 2), copy(), copy()),
    )
}

fn write_current() -> Engine<super::broken::WriteCurrent> {
    engine("U64Latch", super::broken::WriteCurrent::new(value(0)))
}

fn u64copy() -> U64Copy {
    U64Copy::new(value(0))
}

fn u64seq() -> U64Seq {
    U64Seq::new(value(0))
}

fn u64latch() -> U64Latch {
    U64Latch::new(value(0))
}

fn u64seq_array() -> U64SeqArray<2> {
    U64SeqArray::new(<[u64; 2]>::of(0))
}

fn u64latch_array() -> U64LatchArray<2> {
    U64LatchArray::new(<[u64; 2]>::of(0))
}

/// The steps of a store: `release` in release builds, and the writer check's `loads` more
/// in debug builds.
fn store_steps(release: usize, loads: usize) -> usize {
    release + if cfg!(debug_assertions) { loads } else { 0 }
}

// The steps of each engine's store, whose words take `accesses` stores: two per `Halves`
// word, one per `AtomicU64` word.
/// The value and its copy (two words each), the fence between them; the check loads both.
fn copy_steps() -> usize {
    store_steps(5, 4)
}

/// The sequence's load and two stores, two fences, the words; the check loads the sequence
/// once more.
fn seq_steps(accesses: usize) -> usize {
    store_steps(5 + accesses, 1)
}

/// The sequence's load and store, two fences, the words; the check loads the sequence once
/// more.
fn latch_steps(accesses: usize) -> usize {
    store_steps(4 + accesses, 1)
}

/// What an interrupt's reader got at one point, for the store from `old` to `new`.
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

/// A `Debug` output, shown as it is in the tables.
struct Output(String);

impl fmt::Debug for Output {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Prints a table: a row per step, its columns what each run saw there.
fn print_table<T: fmt::Debug>(title: &str, steps: &[String], columns: &[Vec<T>]) {
    println!("{}", title);
    for (index, step) in steps.iter().enumerate() {
        let row: Vec<String> = columns
            .iter()
            .map(|column| format!("{:?}", column[index]))
            .collect();
        println!("  {:<24} {}", step, row.join(" "));
    }
}

/// The stores of the reader tables: `of(1)` to `of(STORES)` into a cell holding `of(0)`.
const STORES: u64 = 4;

/// For each store, and each step of it, a fresh cell from `new`, the earlier stores done,
/// and the store stopped after that step while `read` runs once; after the store the cell
/// must load its value (except for the control, `WriteCurrent`). Returns the steps of a
/// store and, per store, what the reader got after each step.
fn stop_each_store<C: Tested>(
    what: &str,
    new: impl Fn() -> C,
    read: fn(&C) -> Option<C::Value>,
) -> (Vec<String>, Vec<Vec<Got>>) {
    let control = core::any::type_name::<C>().contains("WriteCurrent");
    let mut steps = Vec::new();
    let mut table = Vec::new();
    for k in 1..=STORES {
        let (old, new_value) = (C::Value::of(k - 1), C::Value::of(k));
        let (taken, row) = each_point(what, |point| {
            let cell = Rc::new(new());
            (1..k).for_each(|j| {
                ANNOUNCED.with(|announced| announced.set(j));
                cell.store(C::Value::of(j))
            });
            ANNOUNCED.with(|announced| announced.set(k));
            let got = Rc::new(RefCell::new(None));
            let interrupt = {
                let (cell, got) = (cell.clone(), got.clone());
                move || *got.borrow_mut() = Some(read(&cell))
            };
            let ((), taken) = stopped(point, interrupt, || cell.store(new_value));
            if !control {
                assert_eq!(
                    cell.try_load(),
                    Some(new_value),
                    "{}: after the store",
                    what
                );
            }
            let got = got.borrow_mut().take();
            (got.map(|attempt| Got::of(attempt, old, new_value)), taken)
        });
        if k > 1 {
            assert_eq!(steps, taken, "{}: every store takes the same steps", what);
        }
        steps = taken;
        table.push(row);
    }
    print_table(
        &format!(
            "{}: what the reader's try_load got, stopping stores 1 to {} after each step:",
            what, STORES
        ),
        &steps,
        &table,
    );
    (steps, table)
}

/// `try_load`, and where it succeeds also `load`, which must return the same value after
/// as many steps: at once, on its first attempt.
fn try_then_load<C: Tested>(cell: &C) -> Option<C::Value> {
    let start = interrupt_steps();
    let attempt = cell.try_load();
    let one_attempt = interrupt_steps() - start;
    if let Some(value) = attempt {
        assert_eq!(cell.load(), value);
        assert_eq!(interrupt_steps() - start, 2 * one_attempt, "load retried");
    }
    attempt
}

fn try_load_only<C: Tested>(cell: &C) -> Option<C::Value> {
    cell.try_load()
}

/// The cells with `load_with`.
trait TestedWith: Tested {
    fn try_load_with(&self, f: &mut dyn FnMut() -> u64) -> Option<(Self::Value, u64)>;
    fn load_with(&self, f: &mut dyn FnMut() -> u64) -> (Self::Value, u64);
}

impl<B: crate::api::LoadWith + 'static> TestedWith for Engine<B>
where
    B::Value: Stored,
{
    fn try_load_with(&self, f: &mut dyn FnMut() -> u64) -> Option<(B::Value, u64)> {
        self.backend.try_load_with(f)
    }
    fn load_with(&self, f: &mut dyn FnMut() -> u64) -> (B::Value, u64) {
        crate::api::load_with(&self.backend, f, |f| {
            crate::api::load_with_contended(&self.backend, f)
        })
    }
}

macro_rules! public_with {
    ($($cell:ty),*) => {$(
        impl TestedWith for $cell {
            fn try_load_with(&self, f: &mut dyn FnMut() -> u64) -> Option<(Self::Value, u64)> {
                self.try_load_with(f)
            }
            fn load_with(&self, f: &mut dyn FnMut() -> u64) -> (Self::Value, u64) {
                self.load_with(f)
            }
        }
    )*};
}
public_with!(U64Seq, U64Latch, U64SeqArray<2>, U64LatchArray<2>);

/// `try_load_with` whose `f` reads the store's number (`ANNOUNCED`), and where it succeeds
/// `load_with`, which must return the same pair on its first attempt: `f` runs once in each.
/// A stored value must be the announced store's or the one before (the pair at the same step,
/// or the number one ahead); the value is returned for the table, where a value never stored
/// shows.
fn try_load_with_then_load_with<C: TestedWith>(cell: &C) -> Option<C::Value> {
    let announced = || ANNOUNCED.with(Cell::get);
    let mut runs = 0;
    let attempt = cell.try_load_with(&mut || {
        runs += 1;
        announced()
    });
    assert!(runs <= 1, "try_load_with ran f {} times", runs);
    if let Some((value, seen)) = attempt {
        assert_eq!(runs, 1, "a successful attempt without f");
        let previous = C::Value::of(seen - 1);
        if value == previous || value == C::Value::of(seen) {
            let mut runs = 0;
            let again = cell.load_with(&mut || {
                runs += 1;
                announced()
            });
            assert_eq!(again, (value, seen), "load_with after try_load_with");
            assert_eq!(runs, 1, "load_with retried");
        }
    }
    attempt.map(|(value, _)| value)
}

/// The rows of a latch of `steps` steps: the old value until its last step, the sequence
/// store that sends readers to the new copy.
fn latch_row(steps: usize) -> Vec<Got> {
    let mut row = vec![Got::Old; steps - 1];
    row.push(Got::New);
    row
}

/// The rows of a seqcount: the old value after its first step (the sequence's load), `None`
/// from the odd sequence to its last step, the even one.
fn seq_row(steps: usize) -> Vec<Got> {
    let mut row = vec![Got::Old];
    row.extend(vec![Got::Failed; steps - 2]);
    row.push(Got::New);
    row
}

/// The rows of `U64Copy`'s engine: the old value during the check's loads (debug builds),
/// `None` from the value's first half to the copy's last.
fn copy_row(steps: usize) -> Vec<Got> {
    let mut row = vec![Got::Old; steps - 5];
    row.extend(vec![Got::Failed; 4]);
    row.push(Got::New);
    row
}

/// The rows of the native backend's single `AtomicU64`: the store, one step (in debug builds
/// a compare-and-swap after the writer check's load, which leaves the old value).
fn native_row(steps: usize) -> Vec<Got> {
    let mut row = vec![Got::Old; steps - 1];
    row.push(Got::New);
    row
}

/// Runs the reader table of `new` and checks its steps' number and every row.
fn check_readers<C: Tested>(
    what: &str,
    new: impl Fn() -> C,
    read: fn(&C) -> Option<C::Value>,
    steps: usize,
    row: fn(usize) -> Vec<Got>,
) {
    let (taken, table) = stop_each_store(what, new, read);
    assert_eq!(taken.len(), steps, "{}: {:?}", what, taken);
    for got in &table {
        assert_eq!(got, &row(steps), "{}", what);
    }
}

#[test]
fn u64latch_engine_serves_the_reader_at_every_point_of_a_store() {
    // The stores' sequences: u32::MAX - 1, u32::MAX, 0, 1.
    check_readers(
        "U64Latch's split engine",
        latch_engine,
        try_then_load,
        latch_steps(2),
        latch_row,
    );
}

#[test]
fn u64seq_engine_fails_the_reader_between_its_sequence_stores() {
    check_readers(
        "U64Seq's split engine",
        seq_engine,
        try_load_only,
        seq_steps(2),
        seq_row,
    );
}

#[test]
fn u64copy_engine_fails_the_reader_until_its_copy_is_whole() {
    check_readers(
        "U64Copy's split engine",
        copy_engine,
        try_load_only,
        copy_steps(),
        copy_row,
    );
}

#[test]
fn u64latcharray_engine_over_halves_serves_the_reader_at_every_point_of_a_store() {
    check_readers(
        "U64LatchArray<2> over halves",
        latch_pairs_engine,
        try_then_load,
        latch_steps(4),
        latch_row,
    );
}

#[test]
fn u64seqarray_engine_over_halves_fails_the_reader_between_its_sequence_stores() {
    check_readers(
        "U64SeqArray<2> over halves",
        seq_pairs_engine,
        try_load_only,
        seq_steps(4),
        seq_row,
    );
}

/// The negative control: the harness catches a latch that writes the copy readers are sent
/// to (a mixed value after its first half).
#[test]
fn a_latch_writing_the_copy_readers_are_sent_to_is_caught() {
    let (_, table) = stop_each_store(
        "a latch writing the copy readers are sent to",
        write_current,
        try_then_load,
    );
    let caught = table
        .iter()
        .flatten()
        .any(|got| !matches!(got, Got::Old | Got::New));
    assert!(caught, "{:?}", table);
}

/// `load_with` in the interrupt at every point of a store, its `f` reading the number the
/// writer announced before the store: the same rows as `try_load` (the latch answers at every
/// point on its first attempt, `f` run once; the seqcount fails inside the store), on every
/// engine and public type of the build's backend.
#[test]
fn load_with_in_an_interrupt_at_every_point_of_a_store() {
    check_readers(
        "U64Seq's split engine",
        seq_engine,
        try_load_with_then_load_with,
        seq_steps(2),
        seq_row,
    );
    check_readers(
        "U64Latch's split engine",
        latch_engine,
        try_load_with_then_load_with,
        latch_steps(2),
        latch_row,
    );
    check_readers(
        "U64SeqArray<2> over halves",
        seq_pairs_engine,
        try_load_with_then_load_with,
        seq_steps(4),
        seq_row,
    );
    check_readers(
        "U64LatchArray<2> over halves",
        latch_pairs_engine,
        try_load_with_then_load_with,
        latch_steps(4),
        latch_row,
    );
    let wide = cfg!(u64copy_wide);
    let group_accesses = if wide { 2 } else { 4 };
    check_readers(
        "U64SeqArray<2>",
        u64seq_array,
        try_load_with_then_load_with,
        seq_steps(group_accesses),
        seq_row,
    );
    check_readers(
        "U64LatchArray<2>",
        u64latch_array,
        try_load_with_then_load_with,
        latch_steps(group_accesses),
        latch_row,
    );
    if wide {
        let steps = 1 + usize::from(cfg!(debug_assertions));
        check_readers(
            "U64Seq",
            u64seq,
            try_load_with_then_load_with,
            steps,
            native_row,
        );
        check_readers(
            "U64Latch",
            u64latch,
            try_load_with_then_load_with,
            steps,
            native_row,
        );
    } else {
        check_readers(
            "U64Seq",
            u64seq,
            try_load_with_then_load_with,
            seq_steps(2),
            seq_row,
        );
        check_readers(
            "U64Latch",
            u64latch,
            try_load_with_then_load_with,
            latch_steps(2),
            latch_row,
        );
    }
}

/// The control of `load_with_in_an_interrupt_at_every_point_of_a_store`: the latch that
/// writes the copy readers are sent to gives, through `load_with`, a value never stored.
#[test]
fn load_with_of_a_latch_writing_the_copy_readers_are_sent_to_is_caught() {
    let (_, table) = stop_each_store(
        "load_with of a latch writing the copy readers are sent to",
        write_current,
        try_load_with_then_load_with,
    );
    let caught = table
        .iter()
        .flatten()
        .any(|got| !matches!(got, Got::Old | Got::New));
    assert!(caught, "{:?}", table);
}

/// The public types, on the backend the build selects: on the split backend the engines
/// above; on the native one the single values are one `AtomicU64`, and the groups the
/// engines over `AtomicU64` words (one step per word).
#[test]
fn the_public_types_on_the_selected_backend() {
    let wide = cfg!(u64copy_wide);
    let single = |steps: usize, row: fn(usize) -> Vec<Got>| -> (usize, fn(usize) -> Vec<Got>) {
        if wide {
            (1 + usize::from(cfg!(debug_assertions)), native_row)
        } else {
            (steps, row)
        }
    };
    let (copy_steps, copy_row) = single(copy_steps(), copy_row);
    let (seq_single_steps, seq_row_single) = single(seq_steps(2), seq_row);
    let (latch_single_steps, latch_row_single) = single(latch_steps(2), latch_row);
    let group_accesses = if wide { 2 } else { 4 };
    check_readers("U64Copy", u64copy, try_load_only, copy_steps, copy_row);
    check_readers(
        "U64Seq",
        u64seq,
        try_load_only,
        seq_single_steps,
        seq_row_single,
    );
    check_readers(
        "U64Latch",
        u64latch,
        try_then_load,
        latch_single_steps,
        latch_row_single,
    );
    check_readers(
        "U64SeqArray<2>",
        u64seq_array,
        try_load_only,
        seq_steps(group_accesses),
        seq_row,
    );
    check_readers(
        "U64LatchArray<2>",
        u64latch_array,
        try_then_load,
        latch_steps(group_accesses),
        latch_row,
    );
}

/// `Debug` at each point of a stopped store: what one `try_load` there returns, or `<failed>`
/// where it fails, which must happen at some point. Returns the outputs, per point.
fn debug_of_a_stopped_store<C: Tested + fmt::Debug>(
    what: &str,
    new: impl Fn() -> C,
    failed: &str,
) -> Vec<String> {
    let (steps, outputs) = each_point(what, |point| {
        let cell = Rc::new(new());
        let seen = Rc::new(RefCell::new(None));
        let interrupt = {
            let (cell, seen) = (cell.clone(), seen.clone());
            move || *seen.borrow_mut() = Some((format!("{:?}", cell), cell.try_load()))
        };
        let ((), taken) = stopped(point, interrupt, || cell.store(C::Value::of(1)));
        let seen = seen.borrow_mut().take();
        (seen, taken)
    });
    let name = new().name();
    let outputs: Vec<String> = outputs
        .into_iter()
        .map(|(output, attempt)| {
            let expected = match attempt {
                Some(value) => format!("{}({:?})", name, value),
                None => format!("{}(<{}>)", name, failed),
            };
            assert_eq!(output, expected, "{}", what);
            output
        })
        .collect();
    print_table(
        &format!("{}: Debug, a store stopped after each step:", what),
        &steps,
        &[outputs.iter().cloned().map(Output).collect()],
    );
    let failure = format!("{}(<{}>)", name, failed);
    assert!(outputs.contains(&failure), "{}: {:?}", what, outputs);
    outputs
}

/// `Debug` stopped after each step of its own attempt, with a whole store done there: the
/// failure at every point before the attempt's last sequence load, the old value after it.
fn debug_of_a_stopped_read<C: Tested + fmt::Debug>(
    what: &str,
    new: impl Fn() -> C,
    failed: &str,
) -> Vec<String> {
    let (steps, outputs) = each_point(what, |point| {
        let cell = Rc::new(new());
        let stored = Rc::new(Cell::new(false));
        let interrupt = {
            let (cell, stored) = (cell.clone(), stored.clone());
            move || {
                cell.store(C::Value::of(1));
                stored.set(true);
            }
        };
        let (output, taken) = stopped(point, interrupt, || format!("{:?}", cell));
        (stored.get().then_some(output), taken)
    });
    print_table(
        &format!(
            "{}: Debug stopped after each of its steps, a store there:",
            what
        ),
        &steps,
        &[outputs.iter().cloned().map(Output).collect()],
    );
    let name = new().name();
    let mut expected = vec![format!("{}(<{}>)", name, failed); steps.len() - 1];
    expected.push(format!("{}({:?})", name, C::Value::of(0)));
    assert_eq!(outputs, expected, "{}", what);
    outputs
}

#[test]
fn debug_prints_a_failed_attempt_of_every_group() {
    debug_of_a_stopped_store("U64SeqArray<2>", u64seq_array, "store in progress");
    debug_of_a_stopped_read(
        "U64LatchArray<2>",
        u64latch_array,
        "a store completed during the read",
    );
}

/// The single values fail only on the split backend (`--cfg u64copy_32bit` on a 64-bit host).
#[test]
#[cfg(not(u64copy_wide))]
fn debug_prints_a_failed_attempt_of_every_single_value() {
    debug_of_a_stopped_store("U64Copy", u64copy, "store in progress");
    debug_of_a_stopped_store("U64Seq", u64seq, "store in progress");
    debug_of_a_stopped_read("U64Latch", u64latch, "a store completed during the read");
}

/// The single writer, stopped after each step of each store, with readers there (a
/// `try_load`, and `Debug`): every check passes, every store completes. (The reader tables
/// above show the same in debug builds, with their own readers.)
#[test]
fn the_single_writer_stopped_anywhere_with_readers_there_never_panics() {
    fn readers<C: Tested>(what: &str, new: impl Fn() -> C, read: fn(&C) -> Option<C::Value>) {
        let outcome = quietly(|| stop_each_store(what, new, read));
        if let Err(panic) = outcome {
            panic!("{}: {}", what, panic_message(&*panic));
        }
    }
    fn debug_then_try_load<C: Tested + fmt::Debug>(cell: &C) -> Option<C::Value> {
        let _ = format!("{:?}", cell);
        cell.try_load()
    }
    readers("U64Copy's split engine", copy_engine, try_load_only);
    readers("U64Seq's split engine", seq_engine, try_load_only);
    readers("U64Latch's split engine", latch_engine, try_then_load);
    readers(
        "U64SeqArray<2> over halves",
        seq_pairs_engine,
        try_load_only,
    );
    readers(
        "U64LatchArray<2> over halves",
        latch_pairs_engine,
        try_then_load,
    );
    readers("U64Copy", u64copy, debug_then_try_load);
    readers("U64Seq", u64seq, debug_then_try_load);
    readers("U64Latch", u64latch, debug_then_try_load);
    readers("U64SeqArray<2>", u64seq_array, debug_then_try_load);
    readers("U64LatchArray<2>", u64latch_array, debug_then_try_load);
}

/// Debug builds' writer checks: where they catch a second writer.
#[cfg(debug_assertions)]
mod writer_checks {
    use super::*;
    use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};
    use std::thread;
    use std::time::{Duration, Instant};

    /// Where an interrupt's store into a stopped store is caught (debug builds).
    #[derive(Clone, Copy, PartialEq, Eq)]
    enum Caught {
        /// Not caught: the cell ends holding one of the two stores' values whole.
        No,
        /// Not caught, and the cell is left broken: no attempt loads a value (a negative
        /// control: a check removed).
        Missed,
        /// The interrupt's store panics.
        Interrupting,
        /// The interrupt's store completes; the interrupted one panics when it resumes.
        Resumed,
    }

    impl fmt::Debug for Caught {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str(match self {
                Caught::No => "-",
                Caught::Missed => "MISSED: no panic, the cell left broken",
                Caught::Interrupting => "the interrupt's store panics",
                Caught::Resumed => "the interrupted store panics as it resumes",
            })
        }
    }

    /// For each step of a store of `of(1)` into a fresh cell, the store stopped there and an
    /// interrupt storing `of(2)`: whether a writer check panicked, and whose (the panic must name
    /// the type and the rule).
    fn second_writer_at_each_point<C: Tested>(what: &str, new: impl Fn() -> C) -> Vec<Caught> {
        let (first, second) = (C::Value::of(1), C::Value::of(2));
        // The steps of a store that no interrupt stops (a panicking store's end at the panic).
        let steps = {
            let cell = new();
            stopped(0, || {}, || cell.store(first)).1
        };
        let caught: Vec<Caught> = (1..=steps.len())
            .map(|point| {
                let cell = Rc::new(new());
                let finished = Rc::new(Cell::new(false));
                let interrupt = {
                    let (cell, finished) = (cell.clone(), finished.clone());
                    move || {
                        cell.store(second);
                        finished.set(true);
                    }
                };
                match quietly(|| stopped(point, interrupt, || cell.store(first))) {
                    Ok(((), taken)) => {
                        assert_eq!(taken, steps, "{}", what);
                        assert!(finished.get(), "{}: the interrupt ran", what);
                        match cell.try_load() {
                            Some(value) if value == first || value == second => Caught::No,
                            _ => Caught::Missed,
                        }
                    }
                    Err(panic) => {
                        let message = panic_message(&*panic);
                        let expected = format!("{}: a second writer", cell.name());
                        assert!(message.starts_with(&expected), "{}: {}", what, message);
                        if finished.get() {
                            Caught::Resumed
                        } else {
                            Caught::Interrupting
                        }
                    }
                }
            })
            .collect();
        print_table(
            &format!(
                "{}: a store stopped after each step, and an interrupt storing there:",
                what
            ),
            &steps,
            core::slice::from_ref(&caught),
        );
        caught
    }

    /// `U64Copy`'s check loads the value, then the copy, and compares them. An interrupt inside
    /// those loads completes its store (value and copy were equal), and the resumed check finds
    /// a value or a copy changed under it (after its last load, the comparison is of the old
    /// value with itself: not caught). From the value's first half to the copy's last but one,
    /// the interrupt's own check finds them unequal. After the last step the store is whole.
    fn copy_caught() -> Vec<Caught> {
        let mut caught = vec![Caught::Resumed; 3];
        caught.push(Caught::No);
        caught.extend([Caught::Interrupting; 4]);
        caught.push(Caught::No);
        caught
    }

    /// A seqcount's interrupt finds the sequence odd from its odd store to its last step, and
    /// panics. After the first load (the even sequence) the interrupt's store completes, and the
    /// resumed store, which odd-stores over it, ends unchanged by it: not caught.
    fn seq_caught(steps: usize) -> Vec<Caught> {
        let mut caught = vec![Caught::No];
        caught.extend(vec![Caught::Interrupting; steps - 2]);
        caught.push(Caught::No);
        caught
    }

    /// A latch's interrupt always completes its store (the sequence never shows a store in
    /// progress), so the interrupted store panics as it resumes, when its check finds the
    /// sequence moved: from its first step up to that check's load. After that load the
    /// interrupt only comes first: not caught (it published the same sequence, and the resumed
    /// store's words are all written).
    fn latch_caught(steps: usize) -> Vec<Caught> {
        let mut caught = vec![Caught::Resumed; steps - 2];
        caught.extend([Caught::No; 2]);
        caught
    }

    #[test]
    fn an_interrupt_storing_into_a_stopped_store_panics_at_the_points_stated() {
        assert_eq!(
            second_writer_at_each_point("U64Copy's split engine", copy_engine),
            copy_caught()
        );
        assert_eq!(
            second_writer_at_each_point("U64Seq's split engine", seq_engine),
            seq_caught(seq_steps(2))
        );
        assert_eq!(
            second_writer_at_each_point("U64Latch's split engine", latch_engine),
            latch_caught(latch_steps(2))
        );
        assert_eq!(
            second_writer_at_each_point("U64SeqArray<2> over halves", seq_pairs_engine),
            seq_caught(seq_steps(4))
        );
        assert_eq!(
            second_writer_at_each_point("U64LatchArray<2> over halves", latch_pairs_engine),
            latch_caught(latch_steps(4))
        );
        // The public types: the groups on every backend, the single values on the split one.
        let group_accesses = if cfg!(u64copy_wide) { 2 } else { 4 };
        assert_eq!(
            second_writer_at_each_point("U64SeqArray<2>", u64seq_array),
            seq_caught(seq_steps(group_accesses))
        );
        assert_eq!(
            second_writer_at_each_point("U64LatchArray<2>", u64latch_array),
            latch_caught(latch_steps(group_accesses))
        );
        // The native backend's compare-and-swap fails when it resumes after the interrupt's
        // store, and after it the interrupt only comes second.
        #[cfg(u64copy_wide)]
        {
            let native = vec![Caught::Resumed, Caught::No];
            assert_eq!(second_writer_at_each_point("U64Copy", u64copy), native);
            assert_eq!(second_writer_at_each_point("U64Seq", u64seq), native);
            assert_eq!(second_writer_at_each_point("U64Latch", u64latch), native);
        }
        #[cfg(not(u64copy_wide))]
        {
            assert_eq!(
                second_writer_at_each_point("U64Copy", u64copy),
                copy_caught()
            );
            assert_eq!(
                second_writer_at_each_point("U64Seq", u64seq),
                seq_caught(seq_steps(2))
            );
            assert_eq!(
                second_writer_at_each_point("U64Latch", u64latch),
                latch_caught(latch_steps(2))
            );
        }
    }

    /// How long two writers may race before a test of the checks fails: they are caught
    /// far sooner on the 2-core CI machine, and a mutant without a check costs this long.
    const TWO_WRITERS_LIMIT: Duration = Duration::from_secs(5);

    /// Two cores' stores interleaved, deterministically: on a second thread a store of `of(2)`
    /// stopped after its first step; on this one a store of `of(1)` stopped after its second,
    /// while the other completes. Returns the outcome of each (this thread's first): `Err`
    /// holds a panic's message.
    fn interleaved<C: Tested + Sync>(cell: &C) -> [Result<(), String>; 2] {
        use std::sync::mpsc::channel;
        let (other_stopped, stopped_rx) = channel::<()>();
        let (resume_other, resume_rx) = channel::<()>();
        let (other_done, done_rx) = channel::<()>();
        let outcome =
            |result: std::thread::Result<_>| result.map(drop).map_err(|p| panic_message(&*p));
        thread::scope(|s| {
            let other = s.spawn(move || {
                let interrupt = move || {
                    other_stopped.send(()).unwrap();
                    resume_rx.recv().unwrap();
                };
                let result = quietly(|| stopped(1, interrupt, || cell.store(C::Value::of(2))));
                other_done.send(()).unwrap();
                outcome(result)
            });
            stopped_rx.recv().unwrap();
            let interrupt = move || {
                resume_other.send(()).unwrap();
                done_rx.recv().unwrap();
            };
            let this = quietly(|| stopped(2, interrupt, || cell.store(C::Value::of(1))));
            [outcome(this), other.join().unwrap()]
        })
    }

    /// Two cores storing at once, interleaved as above: the second store completes inside
    /// the first, which panics. The first had passed its beginning's check (the other had
    /// only loaded). `U64Copy`'s check sees the value and the copy changed between its
    /// loads; `U64Seq`'s end check sees the sequence moved (the other store began before
    /// this one's odd store, which it repeated); `U64Latch`'s sees it moved before
    /// publication.
    #[test]
    fn two_cores_interleaved_the_completed_store_inside_the_other_is_caught() {
        fn check<C: Tested + Sync>(what: &str, cell: C, seen: &str) {
            let [this, other] = interleaved(&cell);
            println!("{}: interleaved: {:?}, {:?}", what, this, other);
            let expected = format!("{}: a second writer: {}", cell.name(), seen);
            assert!(
                matches!(&this, Err(message) if message.starts_with(&expected)),
                "{}: {:?}",
                what,
                this
            );
            assert_eq!(other, Ok(()), "{}", what);
        }
        let copy = "the value and its copy differ";
        let seq = "the sequence moved during a store";
        let latch = "the sequence moved between the beginning of a store";
        check("U64Copy's split engine", copy_engine(), copy);
        check("U64Seq's split engine", seq_engine(), seq);
        check("U64Latch's split engine", latch_engine(), latch);
        check("U64SeqArray<2> over halves", seq_pairs_engine(), seq);
        check("U64LatchArray<2> over halves", latch_pairs_engine(), latch);
        check("U64SeqArray<2>", u64seq_array(), seq);
        check("U64LatchArray<2>", u64latch_array(), latch);
        #[cfg(not(u64copy_wide))]
        {
            check("U64Copy", u64copy(), copy);
            check("U64Seq", u64seq(), seq);
            check("U64Latch", u64latch(), latch);
        }
        // The native backend: this thread's store (a load and a compare-and-swap) completes
        // inside the other's, whose compare-and-swap then fails.
        #[cfg(u64copy_wide)]
        {
            fn check_native<C: Tested + Sync>(cell: C) {
                let [this, other] = interleaved(&cell);
                let expected = format!(
                    "{}: a second writer: the value changed between the writer's read (or the beginning of a store)",
                    cell.name()
                );
                assert_eq!(this, Ok(()), "{}", cell.name());
                assert!(
                    matches!(&other, Err(message) if message.starts_with(&expected)),
                    "{}: {:?}",
                    cell.name(),
                    other
                );
            }
            check_native(u64copy());
            check_native(u64seq());
            check_native(u64latch());
        }
    }

    /// A panic caught from a seqcount's end check (the sequence moved during its store) leaves
    /// an even sequence: readers never wait on the store that moved it. Three writers on three
    /// threads, deterministically: B loads the even sequence and stops; A makes it odd and
    /// stops, and meanwhile B's store completes, then C makes it odd again (from B's even one)
    /// and stops; A resumes, writes its words and its end check finds C's odd sequence. Once
    /// A's panic is caught, a reader's first attempt returns A's values, while C is still
    /// stopped; then C resumes, and its own end check panics (A's even sequence moved it).
    /// Returns the outcomes of A and C (`Err` holds a panic's message), having asserted the
    /// attempt between them once C resumed. The control: with the even sequence stored after
    /// the panic, as before 3562ba5, that attempt fails until C completes.
    fn end_check_caught_while_another_store_is_stopped<C: Tested + Sync>(
        what: &str,
        cell: &C,
    ) -> [Result<(), String>; 2] {
        use std::sync::mpsc::{channel, Receiver, Sender};
        let outcome =
            |result: std::thread::Result<_>| result.map(drop).map_err(|p| panic_message(&*p));
        // A store of `of(k)` on this thread, stopped after `step`: it tells `stopped_tx`, then
        // waits for `resume`.
        let stop_then_store = |k, step, stopped_tx: Sender<()>, resume: Receiver<()>| {
            let interrupt = move || {
                stopped_tx.send(()).unwrap();
                resume.recv().unwrap();
            };
            outcome(quietly(|| {
                stopped(step, interrupt, || cell.store(C::Value::of(k)))
            }))
        };
        let (b_stopped, b_stopped_rx) = channel();
        let (b_resume, b_resume_rx) = channel();
        let (b_done, b_done_rx) = channel();
        let (c_start, c_start_rx) = channel::<()>();
        let (c_stopped, c_stopped_rx) = channel();
        let (c_resume, c_resume_rx) = channel();
        thread::scope(move |s| {
            let b = s.spawn(move || {
                let result = stop_then_store(2, 1, b_stopped, b_resume_rx);
                b_done.send(()).unwrap();
                result
            });
            let c = s.spawn(move || {
                c_start_rx.recv().unwrap();
                stop_then_store(3, 2, c_stopped, c_resume_rx)
            });
            b_stopped_rx.recv().unwrap();
            let interrupt = move || {
                b_resume.send(()).unwrap();
                b_done_rx.recv().unwrap();
                c_start.send(()).unwrap();
                c_stopped_rx.recv().unwrap();
            };
            let a = outcome(quietly(|| {
                stopped(2, interrupt, || cell.store(C::Value::of(1)))
            }));
            let between = cell.try_load();
            c_resume.send(()).unwrap();
            let c = c.join().unwrap();
            assert_eq!(b.join().unwrap(), Ok(()), "{}: B's store", what);
            assert_eq!(
                between,
                Some(C::Value::of(1)),
                "{}: after A's caught panic, with C stopped inside its store",
                what
            );
            [a, c]
        })
    }

    #[test]
    fn a_panic_caught_from_the_end_check_leaves_the_sequence_even() {
        fn check<C: Tested + Sync>(what: &str, cell: C) {
            let [a, c] = end_check_caught_while_another_store_is_stopped(what, &cell);
            let expected = format!(
                "{}: a second writer: the sequence moved during a store",
                cell.name()
            );
            for (writer, outcome) in [("A", &a), ("C", &c)] {
                assert!(
                    matches!(outcome, Err(message) if message.starts_with(&expected)),
                    "{}: {}'s store: {:?}",
                    what,
                    writer,
                    outcome
                );
            }
            // No store left in progress: C's values, whole.
            assert_eq!(cell.try_load(), Some(C::Value::of(3)), "{}", what);
        }
        check("U64Seq's split engine", seq_engine());
        check("U64SeqArray<2> over halves", seq_pairs_engine());
        check("U64SeqArray<2>", u64seq_array());
        #[cfg(not(u64copy_wide))]
        check("U64Seq", u64seq());
    }

    /// Two threads storing into `cell` at once until a store panics or the time limit: the
    /// panic's message, which must name the type and the rule.
    fn two_writers_panic<C: Tested + Sync>(what: &str, cell: &C) {
        let (stop, stores) = (AtomicBool::new(false), AtomicU64::new(0));
        let started = Instant::now();
        let messages: Vec<Option<String>> = thread::scope(|s| {
            let writers: Vec<_> = (0..2u64)
                .map(|writer| {
                    let (stop, stores) = (&stop, &stores);
                    s.spawn(move || {
                        let outcome = quietly(|| {
                            let mut k = writer << 32;
                            while !stop.load(Relaxed) && started.elapsed() < TWO_WRITERS_LIMIT {
                                for _ in 0..256 {
                                    k += 1;
                                    cell.store(C::Value::of(k));
                                }
                                stores.fetch_add(256, Relaxed);
                            }
                        });
                        stop.store(true, Relaxed);
                        outcome.err().map(|panic| panic_message(&*panic))
                    })
                })
                .collect();
            writers.into_iter().map(|w| w.join().unwrap()).collect()
        });
        println!(
            "{}: two writers, {} stores in {:?}: {:?}",
            what,
            stores.load(Relaxed),
            started.elapsed(),
            messages
        );
        let expected = format!("{}: a second writer", cell.name());
        assert!(
            messages.iter().flatten().any(|m| m.starts_with(&expected)),
            "{}: no writer check fired in {:?}: {:?}",
            what,
            TWO_WRITERS_LIMIT,
            messages
        );
        for message in messages.iter().flatten() {
            assert!(message.starts_with(&expected), "{}: {}", what, message);
        }
    }

    /// Two threads storing at once are caught within a bounded run, on every type and backend.
    #[test]
    #[cfg_attr(miri, ignore)]
    fn two_threads_storing_at_once_panic_in_debug_builds() {
        two_writers_panic("U64Copy's split engine", &copy_engine());
        two_writers_panic("U64Seq's split engine", &seq_engine());
        two_writers_panic("U64Latch's split engine", &latch_engine());
        two_writers_panic("U64SeqArray<2> over halves", &seq_pairs_engine());
        two_writers_panic("U64LatchArray<2> over halves", &latch_pairs_engine());
        two_writers_panic("U64SeqArray<2>", &u64seq_array());
        two_writers_panic("U64LatchArray<2>", &u64latch_array());
        {
            two_writers_panic("U64Copy", &u64copy());
            two_writers_panic("U64Seq", &u64seq());
            two_writers_panic("U64Latch", &u64latch());
        }
    }
}
