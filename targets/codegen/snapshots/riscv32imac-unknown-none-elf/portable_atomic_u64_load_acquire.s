lui a1, 31301
li a2, 67
lui a3, %hi(_ZN15portable_atomic3imp8fallback4lock5LOCKS17hHASHE)
addi a3, a3, %lo(_ZN15portable_atomic3imp8fallback4lock5LOCKS17hHASHE)
addi a1, a1, -917
mulhu a1, a0, a1
srli a1, a1, 1
mul a1, a1, a2
sub a1, a0, a1
slli a1, a1, 6
add a3, a3, a1
lw t0, 0(a3)
fence r, rw
lw a5, 4(a3)
li a7, 1
fence r, rw
bne a5, a7, .L1
.L2:
addi a6, a3, 4
amoswap.w.aq a5, a7, (a6)
bne a5, a7, .L3
li a2, 0
li a4, 1
li t0, 4
li a7, 31
j .L4
.L5:
amoswap.w.aq a5, a4, (a6)
bne a5, a4, .L3
.L4:
lw a5, 4(a3)
beq a5, a4, .L6
j .L5
.L7:
lw a1, 4(a3)
bne a1, a4, .L5
.L6:
bltu t0, a2, .L8
li a5, 1
.L9:
pause
srl a1, a5, a2
addi a5, a5, 1
beqz a1, .L9
addi a2, a2, 1
j .L7
.L8:
andi a5, a2, 31
beq a5, a7, .L7
sll a5, a4, a5
.L10:
addi a5, a5, -1
pause
bnez a5, .L10
j .L7
.L3:
fence rw, w
lw a2, 0(a0)
lw a1, 4(a0)
fence rw, w
sw a5, 4(a3)
mv a0, a2
ret
.L1:
lw a2, 0(a0)
lw a1, 4(a0)
fence r, rw
lw a6, 4(a3)
fence r, rw
lw a4, 0(a3)
bne a4, t0, .L2
bne a6, a5, .L2
mv a0, a2
ret
