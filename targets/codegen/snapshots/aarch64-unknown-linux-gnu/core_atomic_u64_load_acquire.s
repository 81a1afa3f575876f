ldar x0, [x0]
ret
