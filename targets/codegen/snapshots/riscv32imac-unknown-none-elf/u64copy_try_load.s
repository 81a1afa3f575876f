lw a2, 8(a1)
lw a3, 12(a1)
fence r, rw
lw a4, 0(a1)
lw a1, 4(a1)
xor a4, a4, a2
xor a1, a1, a3
or a1, a1, a4
bnez a1, .L1
sw a2, 8(a0)
sw a3, 12(a0)
li a1, 1
sw a1, 0(a0)
sw zero, 4(a0)
ret
.L1:
sw zero, 0(a0)
sw zero, 4(a0)
ret
