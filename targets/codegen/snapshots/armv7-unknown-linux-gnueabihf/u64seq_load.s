b .L1
.L2:
ldr r12, [r0, #4]
ldr r1, [r0, #8]
dmb ish
ldr r2, [r0]
cmp r3, r2
moveq r0, r12
bxeq lr
.L3:
yield
.L1:
ldr r3, [r0]
dmb ish
tst r3, #1
beq .L2
b .L3
