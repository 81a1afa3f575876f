push {r4, r6, r7, lr}
add r7, sp, #8
.L1:
ldr r2, [r0, #8]
ldr r1, [r0, #12]
dmb sy
ldr r3, [r0]
eors r3, r2
ldr r4, [r0, #4]
eors r4, r1
orrs r4, r3
beq .L2
yield
b .L1
.L2:
mov r0, r2
pop {r4, r6, r7, pc}
