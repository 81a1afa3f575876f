ldr x0, [x0]
ret
