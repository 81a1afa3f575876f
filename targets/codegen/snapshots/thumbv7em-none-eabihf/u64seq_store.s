push {r7, lr}
mov r7, sp
ldr.w r12, [r0]
add.w r1, r12, #1
str r1, [r0]
dmb sy
str r2, [r0, #4]
str r3, [r0, #8]
add.w r1, r12, #2
dmb sy
str r1, [r0]
pop {r7, pc}
