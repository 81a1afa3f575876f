push {r7, lr}
mov r7, sp
ldr r1, [r0]
orr r1, r1, #1
str r1, [r0]
dmb sy
str r2, [r0, #4]
str r3, [r0, #8]
adds r1, #1
dmb sy
str r1, [r0]
pop {r7, pc}
