push {r7, lr}
mov r7, sp
str r2, [r0]
str r3, [r0, #4]
dmb sy
str r2, [r0, #8]
str r3, [r0, #12]
pop {r7, pc}
