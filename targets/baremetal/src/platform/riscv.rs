//! RISC-V, 32 or 64 bits, on QEMU's `virt` board with `-bios none`: a tiny `_start` (a stack
//! per hart, .bss, trap vector; hart 0 enters `crate::run`, the others `crate::secondary`),
//! the 16550 UART at 0x1000_0000 for the console, the sifive_test device at 0x10_0000 for the
//! exit status, and hart 0's CLINT machine timer as the writer's interrupt. The one
//! difference between RV32 and RV64 is the register size the trap entry saves: `XLENB`
//! below, which the assembly's `SAVE`/`RESTORE` macros read (`sw`/`lw` or `sd`/`ld`).

use core::arch::{asm, global_asm};
use core::fmt::{self, Write};
use core::ptr;
use core::sync::atomic::{AtomicU32, Ordering::Relaxed};

pub const NAME: &str = env!("BAREMETAL_TARGET");

const UART_THR: *mut u8 = 0x1000_0000 as *mut u8;
const TEST_DEVICE: *mut u32 = 0x0010_0000 as *mut u32;
const TEST_PASS: u32 = 0x5555;
const TEST_FAIL: u32 = 0x3333;
const CLINT_MTIMECMP: *mut u32 = 0x0200_4000 as *mut u32;
const CLINT_MTIME: *const u32 = 0x0200_bff8 as *const u32;
const MIE_MTIE: usize = 1 << 7;
/// The interrupt bit is mcause's top bit: bit 31 on RV32, bit 63 on RV64.
const MCAUSE_MACHINE_TIMER: usize = 1 << (usize::BITS - 1) | 7;
/// Bytes per register (XLEN / 8), for the trap entry's frame.
const XLENB: usize = core::mem::size_of::<usize>();

/// Machine timer period in mtime ticks (10 MHz; with `-icount shift=0`, 100 instructions a
/// tick), unless `start_timer_every` sets another. Varied a little per interrupt so that
/// interrupts land everywhere in the main loop.
const TIMER_PERIOD: u32 = 5;

static PERIOD: AtomicU32 = AtomicU32::new(TIMER_PERIOD);

global_asm!(
    ".section .text.start, \"ax\"",
    ".global _start",
    // Every hart enters here (QEMU's reset code jumps all of them to the ELF's entry).
    "_start:",
    "    csrr a0, mhartid",
    "    li t0, 8",
    "    bgeu a0, t0, 9f",
    // A 64 KiB stack per hart, hart 0's at the top of RAM.
    "    la sp, _stack_top",
    "    slli t0, a0, 16",
    "    sub sp, sp, t0",
    "    la t0, machine_trap_entry",
    "    csrw mtvec, t0",
    "    bnez a0, 5f",
    // Hart 0 clears .bss, then lets the others go on.
    "    la t0, _bss_start",
    "    la t1, _bss_end",
    "1:  bgeu t0, t1, 2f",
    "    sw zero, 0(t0)",
    "    addi t0, t0, 4",
    "    j 1b",
    "2:  fence rw, w",
    "    la t0, boot_ready",
    "    li t1, 1",
    "    sw t1, 0(t0)",
    "    call riscv_main",
    "3:  j 3b",
    // The other harts wait for hart 0, then enter riscv_secondary(hart).
    "5:  la t0, boot_ready",
    "6:  lw t1, 0(t0)",
    "    beqz t1, 6b",
    "    fence r, rw",
    "    call riscv_secondary",
    "    j 3b",
    // Harts without a stack (8 and more) wait for ever.
    "9:  wfi",
    "    j 9b",
    "",
    ".section .data.boot_ready, \"aw\"",
    ".balign 4",
    "boot_ready:",
    "    .word 0",
    "",
    // Saves the registers a Rust function may clobber (16, XLENB bytes each: a frame of 64
    // or 128 bytes, a multiple of 16 as the ABI's stack alignment wants), handles the trap,
    // returns.
    ".equ XLENB, {xlenb}",
    ".macro SAVE reg, slot",
    ".if XLENB == 8",
    "    sd \\reg, \\slot * 8(sp)",
    ".else",
    "    sw \\reg, \\slot * 4(sp)",
    ".endif",
    ".endm",
    ".macro RESTORE reg, slot",
    ".if XLENB == 8",
    "    ld \\reg, \\slot * 8(sp)",
    ".else",
    "    lw \\reg, \\slot * 4(sp)",
    ".endif",
    ".endm",
    ".section .text.machine_trap_entry, \"ax\"",
    ".balign 4",
    "machine_trap_entry:",
    "    addi sp, sp, -16 * XLENB",
    "    SAVE ra, 0",
    "    SAVE t0, 1",
    "    SAVE t1, 2",
    "    SAVE t2, 3",
    "    SAVE t3, 4",
    "    SAVE t4, 5",
    "    SAVE t5, 6",
    "    SAVE t6, 7",
    "    SAVE a0, 8",
    "    SAVE a1, 9",
    "    SAVE a2, 10",
    "    SAVE a3, 11",
    "    SAVE a4, 12",
    "    SAVE a5, 13",
    "    SAVE a6, 14",
    "    SAVE a7, 15",
    "    call machine_trap",
    "    RESTORE ra, 0",
    "    RESTORE t0, 1",
    "    RESTORE t1, 2",
    "    RESTORE t2, 3",
    "    RESTORE t3, 4",
    "    RESTORE t4, 5",
    "    RESTORE t5, 6",
    "    RESTORE t6, 7",
    "    RESTORE a0, 8",
    "    RESTORE a1, 9",
    "    RESTORE a2, 10",
    "    RESTORE a3, 11",
    "    RESTORE a4, 12",
    "    RESTORE a5, 13",
    "    RESTORE a6, 14",
    "    RESTORE a7, 15",
    "    addi sp, sp, 16 * XLENB",
    "    mret",
    xlenb = const XLENB,
);

#[no_mangle]
extern "C" fn riscv_main() -> ! {
    crate::run()
}

#[no_mangle]
extern "C" fn riscv_secondary(hart: usize) -> ! {
    crate::secondary(hart)
}

/// Waits for ever (a hart with nothing to do).
pub fn park() -> ! {
    loop {
        // SAFETY: wfi only waits for an interrupt (or returns at once, which the loop allows).
        unsafe { asm!("wfi") };
    }
}

#[no_mangle]
extern "C" fn machine_trap() {
    let mcause: usize;
    // SAFETY: reading mcause has no side effects.
    unsafe { asm!("csrr {}, mcause", out(reg) mcause) };
    if mcause != MCAUSE_MACHINE_TIMER {
        crate::println!("unexpected trap, mcause {:#x}", mcause);
        exit(false);
    }
    crate::on_tick();
    let period = PERIOD.load(Relaxed);
    let jitter = mtime() as u32 % (period / 2 + 1);
    set_mtimecmp(mtime() + u64::from(period + jitter));
}

struct Uart;

impl Write for Uart {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        for byte in text.bytes() {
            // SAFETY: the virt board's 16550 transmit register; QEMU never makes it busy.
            unsafe { ptr::write_volatile(UART_THR, byte) };
        }
        Ok(())
    }
}

pub fn print(args: fmt::Arguments) {
    let _ = Uart.write_fmt(args);
}

pub fn exit(success: bool) -> ! {
    let code = if success {
        TEST_PASS
    } else {
        1 << 16 | TEST_FAIL
    };
    // SAFETY: the virt board's sifive_test device: the write ends the QEMU process.
    unsafe { ptr::write_volatile(TEST_DEVICE, code) };
    loop {
        core::hint::spin_loop();
    }
}

/// The CLINT's 64-bit mtime, read as two words: high, low, high again until the high word
/// is stable.
pub fn mtime() -> u64 {
    loop {
        // SAFETY: CLINT mtime registers of the virt board; reads have no side effects.
        let (hi, lo, hi_again) = unsafe {
            (
                ptr::read_volatile(CLINT_MTIME.add(1)),
                ptr::read_volatile(CLINT_MTIME),
                ptr::read_volatile(CLINT_MTIME.add(1)),
            )
        };
        if hi == hi_again {
            return u64::from(hi) << 32 | u64::from(lo);
        }
    }
}

/// Sets hart 0's mtimecmp without ever making it briefly smaller than both old and new
/// values (which would fire a spurious interrupt).
fn set_mtimecmp(deadline: u64) {
    // SAFETY: CLINT mtimecmp registers of hart 0 on the virt board.
    unsafe {
        ptr::write_volatile(CLINT_MTIMECMP.add(1), u32::MAX);
        ptr::write_volatile(CLINT_MTIMECMP, deadline as u32);
        ptr::write_volatile(CLINT_MTIMECMP.add(1), (deadline >> 32) as u32);
    }
}

pub fn start_timer() {
    start_timer_every(TIMER_PERIOD);
}

/// Starts hart 0's machine timer interrupt, every `period` to `1.5 * period` mtime ticks.
pub fn start_timer_every(period: u32) {
    PERIOD.store(period, Relaxed);
    set_mtimecmp(mtime() + u64::from(period));
    // SAFETY: enables the machine timer interrupt, whose handler (`machine_trap`, through
    // `machine_trap_entry` installed in mtvec by `_start`) saves what it clobbers.
    unsafe {
        asm!("csrs mie, {}", in(reg) MIE_MTIE);
        asm!("csrsi mstatus, 8");
    }
}

pub fn stop_timer() {
    // SAFETY: disables machine interrupts; nothing depends on them afterwards.
    unsafe { asm!("csrci mstatus, 8") };
}
