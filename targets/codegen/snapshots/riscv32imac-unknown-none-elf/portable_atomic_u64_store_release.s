lui a3, 31301
li a4, 67
lui a5, %hi(_ZN15portable_atomic3imp8fallback4lock5LOCKS17hHASHE)
addi a5, a5, %lo(_ZN15portable_atomic3imp8fallback4lock5LOCKS17hHASHE)
addi a3, a3, -917
mulhu a3, a0, a3
srli a3, a3, 1
mul a3, a3, a4
sub a3, a0, a3
slli a3, a3, 6
add t3, a5, a3
addi a6, t3, 4
li t2, 1
amoswap.w.aq t1, t2, (a6)
bne t1, t2, .L1
li a4, 0
li a7, 4
li t0, 31
j .L2
.L3:
amoswap.w.aq t1, t2, (a6)
bne t1, t2, .L1
.L2:
lw a5, 4(t3)
beq a5, t2, .L4
j .L3
.L5:
lw a3, 4(t3)
bne a3, t2, .L3
.L4:
bltu a7, a4, .L6
li a5, 1
.L7:
pause
srl a3, a5, a4
addi a5, a5, 1
beqz a3, .L7
addi a4, a4, 1
j .L5
.L6:
andi a5, a4, 31
beq a5, t0, .L5
sll a5, t2, a5
.L8:
addi a5, a5, -1
pause
bnez a5, .L8
j .L5
.L1:
fence rw, w
sw a1, 0(a0)
addi t1, t1, 2
sw a2, 4(a0)
beqz t1, .L9
fence rw, w
sw t1, 4(t3)
ret
.L9:
lw a0, 0(t3)
fence rw, w
addi a0, a0, 1
sw a0, 0(t3)
fence rw, w
sw t1, 4(t3)
ret
