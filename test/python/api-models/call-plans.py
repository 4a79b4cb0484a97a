# RUN: not %tensorlint --api %S/Inputs/pool.yaml --checks='-*,tensor-*' %s \
# RUN:   | FileCheck %s --implicit-check-not=warning:
# A user's Python library, lowered through the same mapping of entries to
# operations as JS and C/C++ (frontend/ApiCallPlan.h): a release of every
# argument (`handle: all_args`), a sink of one argument, a borrow of the
# first; a method release.
import pool


def leaks(n):
    for i in range(n):
        # CHECK: call-plans.py:[[@LINE+1]]:13: warning: buffer returned by 'pool.alloc' is never disposed; it leaks once per loop iteration [tensor-undisposed]
        b = pool.alloc()
        print(i)


def frees_all(n):
    for i in range(n):
        x = pool.alloc()
        y = pool.alloc()
        pool.free_all(x, y)


def gives(n):
    for i in range(n):
        x = pool.alloc()
        pool.give("name", x)


def reads_freed():
    x = pool.alloc()
    x.free()
    # CHECK: call-plans.py:[[@LINE+1]]:5: warning: buffer 'x' is used after it was disposed [tensor-use-after-dispose]
    pool.peek(x)
