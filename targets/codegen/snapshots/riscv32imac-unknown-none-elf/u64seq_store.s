lw a3, 0(a0)
ori a3, a3, 1
sw a3, 0(a0)
fence rw, w
sw a1, 4(a0)
sw a2, 8(a0)
addi a3, a3, 1
fence rw, w
sw a3, 0(a0)
ret
