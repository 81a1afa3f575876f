//! The smallest test harness that works without `std`: named test functions that return
//! `Err(Failure)` through `ensure!`, and a pass/fail count.

/// Where and what a check failed.
pub struct Failure {
    pub line: u32,
    pub condition: &'static str,
}

pub type Outcome = Result<(), Failure>;

/// Fails the calling test (returns `Err`) unless `condition` holds.
macro_rules! ensure {
    ($condition:expr) => {
        if !$condition {
            return Err($crate::harness::Failure {
                line: line!(),
                condition: stringify!($condition),
            });
        }
    };
}
pub(crate) use ensure;

/// Runs each test function and records its outcome under `group` and the function's name.
macro_rules! run_tests {
    ($report:expr, $group:expr, [$($test:ident),* $(,)?]) => {
        $($report.record($group, stringify!($test), $test());)*
    };
}
pub(crate) use run_tests;

/// Prints to the platform's console (semihosting or UART).
#[macro_export]
macro_rules! println {
    ($($arg:tt)*) => {
        $crate::platform::print(format_args!("{}\n", format_args!($($arg)*)))
    };
}

#[derive(Default)]
pub struct Report {
    pub passed: u32,
    pub failed: u32,
}

impl Report {
    pub fn record(&mut self, group: &str, name: &str, outcome: Outcome) {
        match outcome {
            Ok(()) => {
                self.passed += 1;
                println!("test {}::{} ... ok", group, name);
            }
            Err(failure) => {
                self.failed += 1;
                println!(
                    "test {}::{} ... FAILED at line {}: {}",
                    group, name, failure.line, failure.condition
                );
            }
        }
    }
}
