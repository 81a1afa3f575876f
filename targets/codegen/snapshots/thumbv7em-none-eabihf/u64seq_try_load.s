push {r7, lr}
mov r7, sp
ldr r3, [r1]
mov.w r12, #0
dmb sy
lsls r2, r3, #31
mov.w r2, #0
bne .L1
ldr.w lr, [r1, #4]
ldr r2, [r1, #8]
dmb sy
ldr r1, [r1]
cmp r3, r1
ittt ne
movne r2, #0
strdne r2, r12, [r0]
popne {r7, pc}
.L2:
strd lr, r2, [r0, #8]
movs r2, #1
.L1:
strd r2, r12, [r0]
pop {r7, pc}
