push {r11, lr}
.L1:
ldr r2, [r0, #8]
ldr r1, [r0, #12]
dmb ish
ldr r3, [r0]
ldr r12, [r0, #4]
eor lr, r3, r2
eor r3, r12, r1
orrs r3, lr, r3
beq .L2
yield
b .L1
.L2:
mov r0, r2
pop {r11, pc}
