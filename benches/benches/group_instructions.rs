//! The probe behind `benches/group_instructions.sh`: `group_instructions probe CELL N
//! load|store CALLS` calls one non-inlined `load_once` or `store_once` of one group CALLS
//! times, for callgrind to count (`--toggle-collect=*load_once*`). Under `cargo bench` it
//! only prints how to run it; with `--test` it checks that every group loads what it stored.

use std::hint::black_box;

#[macro_use]
mod group_cells;
use group_cells::{all_equal, Group};

#[inline(never)]
fn load_once<G: Group<N>, const N: usize>(group: &G) -> [u64; N] {
    group.load()
}

#[inline(never)]
fn store_once<G: Group<N>, const N: usize>(group: &G, values: [u64; N]) {
    group.store(values);
}

fn probe<G: Group<N>, const N: usize>(name: &str, n: usize, op: &str, calls: u32) {
    if name != G::NAME || n != N {
        return;
    }
    let group = black_box(G::new(all_equal(1)));
    match op {
        "load" => {
            for _ in 0..calls {
                black_box(load_once(black_box(&group)));
            }
        }
        "store" => {
            for k in 0..calls {
                store_once(black_box(&group), all_equal(k));
            }
        }
        _ => panic!("unknown operation {op}: load or store"),
    }
    println!("probed {name} N={N} {op} x{calls}");
}

fn smoke_test<G: Group<N>, const N: usize>() {
    let group = G::new(all_equal(1));
    assert_eq!(load_once(&group), all_equal(1), "{} N={N}", G::NAME);
    let values: [u64; N] = core::array::from_fn(|i| u64::MAX - i as u64);
    store_once(&group, values);
    assert_eq!(load_once(&group), values, "{} N={N}", G::NAME);
    println!("Testing group_instructions/{}/{N}\nSuccess", G::NAME);
}

fn list_name<G: Group<N>, const N: usize>() {
    println!("{} {N}", G::NAME);
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args
        .iter()
        .map(String::as_str)
        .collect::<Vec<_>>()
        .as_slice()
    {
        ["probe", name, n, op, calls] => {
            let n = n.parse().expect("N");
            let calls = calls.parse().expect("CALLS");
            for_each_group!(probe(name, n, op, calls));
        }
        ["list"] => for_each_group!(list_name()),
        rest if rest.contains(&"--test") => for_each_group!(smoke_test()),
        _ => println!("instruction counts: bash benches/group_instructions.sh (needs valgrind)"),
    }
}
