push {r4, r6, r7, lr}
ldr r2, [r1]
mov r3, #0
mov r4, #0
dmb ish
tst r2, #1
bne .L1
ldr r6, [r1, #4]
ldr r7, [r1, #8]
dmb ish
ldr r1, [r1]
cmp r2, r1
moveq r4, #1
strdeq r6, r7, [r0, #8]
.L1:
str r4, [r0]
str r3, [r0, #4]
pop {r4, r6, r7, pc}
