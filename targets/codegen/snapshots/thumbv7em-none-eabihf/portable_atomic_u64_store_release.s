push {r4, r5, r6, r7, lr}
add r7, sp, #12
str r8, [sp, #-4]!
movw r1, #19563
movt r1, #1956
umull r1, r6, r0, r1
lsrs r1, r6, #1
movs r6, #67
mls r1, r1, r6, r0
movw r6, :lower16:_ZN15portable_atomic3imp8fallback4lock5LOCKS17hHASHE
movt r6, :upper16:_ZN15portable_atomic3imp8fallback4lock5LOCKS17hHASHE
add.w r12, r6, r1, lsl #5
movs r1, #1
add.w lr, r12, #4
.L1:
ldrex r5, [lr]
strex r4, r1, [lr]
cmp r4, #0
bne .L1
cmp r5, #1
dmb sy
bne .L2
movs r1, #0
mov.w r8, #1
.L3:
ldr.w r5, [lr]
cmp r5, #1
beq .L4
.L5:
ldrex r5, [lr]
strex r6, r8, [lr]
cmp r6, #0
bne .L5
cmp r5, #1
dmb sy
beq .L3
b .L2
.L6:
adds r1, #1
.L7:
ldr.w r4, [lr]
cmp r4, #1
bne .L5
.L4:
cmp r1, #4
bhi .L8
movs r5, #4
.L9:
subs r4, r5, #3
yield
lsrs r4, r1
bne .L6
subs r4, r5, #2
yield
lsrs r4, r1
bne .L6
subs r4, r5, #1
yield
lsrs r4, r1
bne .L6
lsrs.w r4, r5, r1
add.w r5, r5, #4
yield
beq .L9
b .L6
.L8:
and r5, r1, #31
cmp r5, #31
beq .L7
lsl.w r6, r8, r5
and r5, r6, #3
subs r4, r6, #1
cmp r4, #3
blo .L10
bic r6, r6, #3
.L11:
yield
subs r6, #4
yield
yield
yield
bne .L11
cmp r5, #0
beq .L7
.L10:
yield
cmp r5, #1
ittt ne
yieldne
cmpne r5, #2
yieldne
b .L7
.L2:
dmb sy
str r2, [r0]
str r3, [r0, #4]
adds r0, r5, #2
beq .L12
dmb sy
str.w r0, [lr]
ldr r8, [sp], #4
pop {r4, r5, r6, r7, pc}
.L12:
ldr.w r1, [r12]
dmb sy
adds r1, #1
str.w r1, [r12]
dmb sy
str.w r0, [lr]
ldr r8, [sp], #4
pop {r4, r5, r6, r7, pc}
