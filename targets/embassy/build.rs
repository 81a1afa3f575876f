//! targets/rtic's build script, for the same board and the same `src/pac.rs`: included, so that
//! the two targets link alike.
include!("../rtic/build.rs");
