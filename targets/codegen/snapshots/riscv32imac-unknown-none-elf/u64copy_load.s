.L1:
lw a2, 8(a0)
lw a1, 12(a0)
fence r, rw
lw a3, 0(a0)
lw a4, 4(a0)
xor a3, a3, a2
xor a4, a4, a1
or a3, a3, a4
beqz a3, .L2
pause
j .L1
.L2:
mv a0, a2
ret
