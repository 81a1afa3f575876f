sw a1, 0(a0)
sw a2, 4(a0)
fence rw, w
sw a1, 8(a0)
sw a2, 12(a0)
ret
