ldrexd r0, r1, [r0]
clrex
dmb ish
bx lr
