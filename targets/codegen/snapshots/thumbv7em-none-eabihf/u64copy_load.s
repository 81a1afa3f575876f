push {r7, lr}
mov r7, sp
.L1:
ldr r2, [r0, #8]
ldr r1, [r0, #12]
dmb sy
ldr r3, [r0]
ldr.w r12, [r0, #4]
eor.w lr, r3, r2
eor.w r3, r12, r1
orrs.w r3, r3, lr
beq .L2
yield
b .L1
.L2:
mov r0, r2
pop {r7, pc}
