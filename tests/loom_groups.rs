//! The loom models of the groups, `U64SeqArray` and `U64LatchArray`, on either backend:
//!
//! `RUSTFLAGS="--cfg u64copy_loom" cargo test --release --features loom --test loom_groups`
//! (on a 64-bit host: words of one `AtomicU64`), and with `--cfg u64copy_32bit` added (words
//! of two `AtomicU32` halves). The models are in `loom_models/groups.rs`.
#![cfg(u64copy_loom)]
#![allow(clippy::incompatible_msrv)]

#[path = "loom_models/groups.rs"]
mod groups;

use groups::{check, Group};
use u64copy::{U64LatchArray, U64SeqArray};

macro_rules! impl_group {
    ($($group:ty),*) => {$(
        impl Group for $group {
            fn new(values: [u64; 2]) -> Self { <$group>::new(values) }
            fn load(&self) -> [u64; 2] { <$group>::load(self) }
            fn try_load(&self) -> Option<[u64; 2]> { <$group>::try_load(self) }
            fn store(&self, values: [u64; 2]) { <$group>::store(self, values) }
        }
    )*};
}
impl_group!(U64SeqArray<2>, U64LatchArray<2>);

#[test]
fn seq_array_loads_whole_groups_never_older_never_back() {
    check::<U64SeqArray<2>>();
}

#[test]
fn latch_array_loads_whole_groups_never_older_never_back() {
    check::<U64LatchArray<2>>();
}
