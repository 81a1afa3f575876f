str x1, [x0]
ret
