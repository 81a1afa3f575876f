push {r4, r6, r7, lr}
add r7, sp, #8
b .L1
.L2:
yield
.L1:
ldr r3, [r0]
dmb sy
lsls r1, r3, #31
bne .L3
ldr r2, [r0, #4]
ldr r1, [r0, #8]
dmb sy
ldr r4, [r0]
cmp r3, r4
beq .L4
.L3:
yield
ldr r3, [r0]
dmb sy
lsls r1, r3, #31
bne .L2
ldr r2, [r0, #4]
ldr r1, [r0, #8]
dmb sy
ldr r4, [r0]
cmp r3, r4
bne .L2
.L4:
mov r0, r2
pop {r4, r6, r7, pc}
