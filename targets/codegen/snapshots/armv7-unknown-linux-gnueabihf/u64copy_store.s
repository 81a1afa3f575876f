str r2, [r0]
str r3, [r0, #4]
dmb ish
str r2, [r0, #8]
str r3, [r0, #12]
bx lr
