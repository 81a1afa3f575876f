//! The probe behind `benches/instructions.sh`: `instructions probe CELL load|store CALLS`
//! calls one non-inlined `load_once` or `store_once` of one cell CALLS times, for callgrind
//! to count (`--toggle-collect=*load_once*`). Under `cargo bench` it only prints how to run
//! it; with `--test` it checks that every cell loads what it stored. Built with
//! `--cfg u64copy_32bit`, only the split backend's cells (see `common`).

use std::hint::black_box;

#[macro_use]
mod common;
use common::{both_halves, Cell64};

#[inline(never)]
fn load_once<C: Cell64>(cell: &C) -> u64 {
    cell.load()
}

#[inline(never)]
fn store_once<C: Cell64>(cell: &C, value: u64) {
    cell.store(value);
}

fn probe<C: Cell64>(name: &str, op: &str, calls: u32) {
    if name != C::NAME {
        return;
    }
    let cell = black_box(C::new(both_halves(1)));
    match op {
        "load" => {
            for _ in 0..calls {
                black_box(load_once(black_box(&cell)));
            }
        }
        "store" => {
            for n in 0..calls {
                store_once(black_box(&cell), both_halves(n));
            }
        }
        _ => panic!("unknown operation {op}: load or store"),
    }
    println!("probed {name} {op} x{calls}");
}

fn smoke_test<C: Cell64>() {
    let cell = C::new(both_halves(1));
    assert_eq!(load_once(&cell), both_halves(1), "{}", C::NAME);
    store_once(&cell, both_halves(u32::MAX));
    assert_eq!(load_once(&cell), both_halves(u32::MAX), "{}", C::NAME);
    println!("Testing instructions/{}\nSuccess", C::NAME);
}

fn list_name<C: Cell64>() {
    println!("{}", C::NAME);
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args
        .iter()
        .map(String::as_str)
        .collect::<Vec<_>>()
        .as_slice()
    {
        ["probe", name, op, calls] => {
            let calls = calls.parse().expect("CALLS");
            for_each_cell!(probe(name, op, calls));
        }
        ["list"] => for_each_cell!(list_name()),
        rest if rest.contains(&"--test") => for_each_cell!(smoke_test()),
        _ => println!("instruction counts: bash benches/instructions.sh (needs valgrind)"),
    }
}
