ldr r1, [r0]
orr r1, r1, #1
str r1, [r0]
dmb ish
str r2, [r0, #4]
str r3, [r0, #8]
add r1, r1, #1
dmb ish
str r1, [r0]
bx lr
