ldrexd r0, r1, [r0]
clrex
bx lr
