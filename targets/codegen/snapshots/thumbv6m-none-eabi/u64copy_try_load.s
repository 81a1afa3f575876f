push {r4, r5, r7, lr}
add r7, sp, #8
ldr r2, [r1, #8]
ldr r3, [r1, #12]
dmb sy
ldr r4, [r1]
eors r4, r2
ldr r5, [r1, #4]
eors r5, r3
orrs r5, r4
movs r1, #0
cmp r5, #0
mov r4, r1
bne .L1
str r2, [r0, #8]
str r3, [r0, #12]
movs r4, #1
.L1:
str r4, [r0]
str r1, [r0, #4]
pop {r4, r5, r7, pc}
