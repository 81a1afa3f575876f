push {r4, r5, r7, lr}
add r7, sp, #8
movw r1, #19563
movw r3, :lower16:_ZN15portable_atomic3imp8fallback4lock5LOCKS17hHASHE
movt r1, #1956
movt r3, :upper16:_ZN15portable_atomic3imp8fallback4lock5LOCKS17hHASHE
umull r1, r2, r0, r1
lsrs r1, r2, #1
movs r2, #67
mls r1, r1, r2, r0
lsls r2, r1, #5
ldr.w lr, [r3, r2]
add.w r2, r3, r1, lsl #5
dmb sy
ldr r3, [r2, #4]
dmb sy
cmp r3, #1
beq .L1
ldr.w r12, [r0]
ldr r1, [r0, #4]
dmb sy
ldr r4, [r2, #4]
dmb sy
ldr r5, [r2]
cmp r5, lr
it eq
cmpeq r4, r3
beq .L2
.L1:
adds r3, r2, #4
movs r1, #1
.L3:
ldrex r2, [r3]
strex r5, r1, [r3]
cmp r5, #0
bne .L3
cmp r2, #1
dmb sy
bne .L4
movs r1, #0
mov.w r12, #1
b .L5
.L6:
adds r1, #1
.L5:
ldr r2, [r3]
cmp r2, #1
bne .L7
cmp r1, #4
bhi .L8
movs r2, #4
.L9:
subs r5, r2, #3
yield
lsrs r5, r1
bne .L6
subs r5, r2, #2
yield
lsrs r5, r1
bne .L6
subs r5, r2, #1
yield
lsrs r5, r1
bne .L6
lsrs.w r5, r2, r1
add.w r2, r2, #4
yield
beq .L9
b .L6
.L7:
ldrex r2, [r3]
strex r5, r12, [r3]
cmp r5, #0
bne .L7
cmp r2, #1
dmb sy
beq .L5
b .L4
.L8:
and r2, r1, #31
cmp r2, #31
beq .L5
lsl.w r2, r12, r2
and lr, r2, #3
subs r4, r2, #1
cmp r4, #3
blo .L10
bic r2, r2, #3
.L11:
yield
subs r2, #4
yield
yield
yield
bne .L11
cmp.w lr, #0
beq .L5
.L10:
cmp.w lr, #1
yield
beq .L5
yield
cmp.w lr, #2
it ne
yieldne
b .L5
.L4:
dmb sy
ldr.w r12, [r0]
ldr r1, [r0, #4]
dmb sy
str r2, [r3]
.L2:
mov r0, r12
pop {r4, r5, r7, pc}
