movq %rsi, (%rdi)
retq
