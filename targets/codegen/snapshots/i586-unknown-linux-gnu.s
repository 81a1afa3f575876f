u64copy_load: same code as core_atomic_u64_load_relaxed
    subl $12, %esp
    movl 16(%esp), %eax
    fildll (%eax)
    fistpll (%esp)
    movl (%esp), %eax
    movl 4(%esp), %edx
    addl $12, %esp
    retl

u64copy_try_load:
    subl $12, %esp
    movl 16(%esp), %eax
    movl 20(%esp), %ecx
    fildll (%ecx)
    fistpll (%esp)
    movl (%esp), %ecx
    movl 4(%esp), %edx
    movl %edx, 8(%eax)
    movl %ecx, 4(%eax)
    movl $1, (%eax)
    addl $12, %esp
    retl $4

u64copy_store: same code as core_atomic_u64_store_relaxed
    subl $12, %esp
    movl 16(%esp), %eax
    movl 20(%esp), %ecx
    movl 24(%esp), %edx
    movl %edx, 4(%esp)
    movl %ecx, (%esp)
    fildll (%esp)
    fistpll (%eax)
    addl $12, %esp
    retl

u64seq_load: same code as core_atomic_u64_load_relaxed
    subl $12, %esp
    movl 16(%esp), %eax
    fildll (%eax)
    fistpll (%esp)
    movl (%esp), %eax
    movl 4(%esp), %edx
    addl $12, %esp
    retl

u64seq_try_load: same code as u64copy_try_load
    subl $12, %esp
    movl 16(%esp), %eax
    movl 20(%esp), %ecx
    fildll (%ecx)
    fistpll (%esp)
    movl (%esp), %ecx
    movl 4(%esp), %edx
    movl %edx, 8(%eax)
    movl %ecx, 4(%eax)
    movl $1, (%eax)
    addl $12, %esp
    retl $4

u64seq_store: same code as core_atomic_u64_store_relaxed
    subl $12, %esp
    movl 16(%esp), %eax
    movl 20(%esp), %ecx
    movl 24(%esp), %edx
    movl %edx, 4(%esp)
    movl %ecx, (%esp)
    fildll (%esp)
    fistpll (%eax)
    addl $12, %esp
    retl

u64latch_load: same code as core_atomic_u64_load_relaxed
    subl $12, %esp
    movl 16(%esp), %eax
    fildll (%eax)
    fistpll (%esp)
    movl (%esp), %eax
    movl 4(%esp), %edx
    addl $12, %esp
    retl

u64latch_try_load: same code as u64copy_try_load
    subl $12, %esp
    movl 16(%esp), %eax
    movl 20(%esp), %ecx
    fildll (%ecx)
    fistpll (%esp)
    movl (%esp), %ecx
    movl 4(%esp), %edx
    movl %edx, 8(%eax)
    movl %ecx, 4(%eax)
    movl $1, (%eax)
    addl $12, %esp
    retl $4

u64latch_store: same code as core_atomic_u64_store_relaxed
    subl $12, %esp
    movl 16(%esp), %eax
    movl 20(%esp), %ecx
    movl 24(%esp), %edx
    movl %edx, 4(%esp)
    movl %ecx, (%esp)
    fildll (%esp)
    fistpll (%eax)
    addl $12, %esp
    retl

core_atomic_u64_load_relaxed:
    subl $12, %esp
    movl 16(%esp), %eax
    fildll (%eax)
    fistpll (%esp)
    movl (%esp), %eax
    movl 4(%esp), %edx
    addl $12, %esp
    retl

core_atomic_u64_store_relaxed:
    subl $12, %esp
    movl 16(%esp), %eax
    movl 20(%esp), %ecx
    movl 24(%esp), %edx
    movl %edx, 4(%esp)
    movl %ecx, (%esp)
    fildll (%esp)
    fistpll (%eax)
    addl $12, %esp
    retl

core_atomic_u64_load_acquire:
    subl $12, %esp
    movl 16(%esp), %eax
    fildll (%eax)
    fistpll (%esp)
    movl (%esp), %eax
    movl 4(%esp), %edx
    addl $12, %esp
    retl

core_atomic_u64_store_release:
    subl $12, %esp
    movl 16(%esp), %eax
    movl 20(%esp), %ecx
    movl 24(%esp), %edx
    movl %edx, 4(%esp)
    movl %ecx, (%esp)
    fildll (%esp)
    fistpll (%eax)
    addl $12, %esp
    retl

portable_atomic_u64_load_relaxed: same code as core_atomic_u64_load_relaxed
    subl $12, %esp
    movl 16(%esp), %eax
    fildll (%eax)
    fistpll (%esp)
    movl (%esp), %eax
    movl 4(%esp), %edx
    addl $12, %esp
    retl

portable_atomic_u64_store_relaxed: same code as core_atomic_u64_store_relaxed
    subl $12, %esp
    movl 16(%esp), %eax
    movl 20(%esp), %ecx
    movl 24(%esp), %edx
    movl %edx, 4(%esp)
    movl %ecx, (%esp)
    fildll (%esp)
    fistpll (%eax)
    addl $12, %esp
    retl

portable_atomic_u64_load_acquire: same code as core_atomic_u64_load_acquire
    subl $12, %esp
    movl 16(%esp), %eax
    fildll (%eax)
    fistpll (%esp)
    movl (%esp), %eax
    movl 4(%esp), %edx
    addl $12, %esp
    retl

portable_atomic_u64_store_release: same code as core_atomic_u64_store_release
    subl $12, %esp
    movl 16(%esp), %eax
    movl 20(%esp), %ecx
    movl 24(%esp), %edx
    movl %edx, 4(%esp)
    movl %ecx, (%esp)
    fildll (%esp)
    fistpll (%eax)
    addl $12, %esp
    retl

