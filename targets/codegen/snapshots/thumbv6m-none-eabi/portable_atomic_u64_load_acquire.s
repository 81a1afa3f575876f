push {r4, r5, r7, lr}
add r7, sp, #8
mov r4, r0
bl _critical_section_1_0_acquire
ldr r5, [r4]
ldr r4, [r4, #4]
bl _critical_section_1_0_release
mov r0, r5
mov r1, r4
pop {r4, r5, r7, pc}
