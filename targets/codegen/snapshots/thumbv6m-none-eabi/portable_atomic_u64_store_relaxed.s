push {r4, r5, r6, r7, lr}
add r7, sp, #12
sub sp, #4
mov r4, r3
mov r5, r2
mov r6, r0
bl _critical_section_1_0_acquire
str r5, [r6]
str r4, [r6, #4]
bl _critical_section_1_0_release
add sp, #4
pop {r4, r5, r6, r7, pc}
