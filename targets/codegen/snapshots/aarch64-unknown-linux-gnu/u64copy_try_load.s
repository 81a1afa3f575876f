mov x8, x0
mov w0, #1
ldr x1, [x8]
ret
