lw a2, 0(a1)
andi a3, a2, 1
fence r, rw
bnez a3, .L1
lw a3, 4(a1)
lw a4, 8(a1)
fence r, rw
lw a1, 0(a1)
bne a2, a1, .L1
sw a3, 8(a0)
sw a4, 12(a0)
li a1, 1
sw a1, 0(a0)
sw zero, 4(a0)
ret
.L1:
sw zero, 0(a0)
sw zero, 4(a0)
ret
