push {r7, lr}
mov r7, sp
ldr.w lr, [r1, #8]
mov.w r12, #0
ldr r3, [r1, #12]
dmb sy
ldr r2, [r1]
ldr r1, [r1, #4]
eor.w r2, r2, lr
eors r1, r3
orrs r1, r2
mov.w r1, #0
itt eq
strdeq lr, r3, [r0, #8]
moveq r1, #1
strd r1, r12, [r0]
pop {r7, pc}
