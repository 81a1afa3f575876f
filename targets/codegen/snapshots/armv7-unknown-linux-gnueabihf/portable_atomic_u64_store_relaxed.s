push {r4, r5, r11, lr}
.L1:
ldrexd r4, r5, [r0]
strexd r1, r2, r3, [r0]
cmp r1, #0
bne .L1
pop {r4, r5, r11, pc}
