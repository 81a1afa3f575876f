push {r4, r6, r7, lr}
add r7, sp, #8
ldr r1, [r0]
movs r4, #1
orrs r4, r1
str r4, [r0]
dmb sy
str r2, [r0, #4]
str r3, [r0, #8]
adds r1, r4, #1
dmb sy
str r1, [r0]
pop {r4, r6, r7, pc}
