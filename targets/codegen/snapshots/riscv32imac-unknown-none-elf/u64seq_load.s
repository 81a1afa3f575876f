j .L1
.L2:
pause
.L1:
lw a3, 0(a0)
andi a1, a3, 1
fence r, rw
bnez a1, .L2
lw a2, 4(a0)
lw a1, 8(a0)
fence r, rw
lw a4, 0(a0)
bne a3, a4, .L2
mv a0, a2
ret
