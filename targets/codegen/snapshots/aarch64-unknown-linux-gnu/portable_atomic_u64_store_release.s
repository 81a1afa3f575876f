stlr x1, [x0]
ret
