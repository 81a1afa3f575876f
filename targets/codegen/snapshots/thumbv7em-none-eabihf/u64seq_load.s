push {r7, lr}
mov r7, sp
b .L1
.L2:
yield
.L1:
ldr.w r12, [r0]
dmb sy
lsls.w r1, r12, #31
bne .L3
ldr r2, [r0, #4]
ldr r1, [r0, #8]
dmb sy
ldr r3, [r0]
cmp r12, r3
beq .L4
.L3:
yield
ldr.w r12, [r0]
dmb sy
lsls.w r1, r12, #31
bne .L5
ldr r2, [r0, #4]
ldr r1, [r0, #8]
dmb sy
ldr r3, [r0]
cmp r12, r3
beq .L4
.L5:
yield
ldr.w r12, [r0]
dmb sy
lsls.w r1, r12, #31
bne .L6
ldr r2, [r0, #4]
ldr r1, [r0, #8]
dmb sy
ldr r3, [r0]
cmp r12, r3
beq .L4
.L6:
yield
ldr.w r12, [r0]
dmb sy
lsls.w r1, r12, #31
bne .L2
ldr r2, [r0, #4]
ldr r1, [r0, #8]
dmb sy
ldr r3, [r0]
cmp r12, r3
bne .L2
.L4:
mov r0, r2
pop {r7, pc}
