push {r4, r5, r7, lr}
add r7, sp, #8
ldr r3, [r1]
dmb sy
lsls r4, r3, #31
movs r2, #0
cmp r4, #0
mov r4, r2
bne .L1
ldr r4, [r1, #4]
ldr r5, [r1, #8]
dmb sy
ldr r1, [r1]
cmp r3, r1
bne .L2
str r4, [r0, #8]
str r5, [r0, #12]
movs r4, #1
.L1:
str r4, [r0]
str r2, [r0, #4]
pop {r4, r5, r7, pc}
.L2:
movs r4, #0
str r4, [r0]
str r2, [r0, #4]
pop {r4, r5, r7, pc}
