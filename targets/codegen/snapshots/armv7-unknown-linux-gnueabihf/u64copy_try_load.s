push {r4, lr}
ldr r2, [r1, #8]
ldr r3, [r1, #12]
dmb ish
ldr r4, [r1]
ldr r1, [r1, #4]
eor r4, r4, r2
eor r1, r1, r3
orrs r1, r4, r1
mov r4, #0
moveq r4, #1
mov r1, #0
str r4, [r0]
strdeq r2, r3, [r0, #8]
str r1, [r0, #4]
pop {r4, pc}
