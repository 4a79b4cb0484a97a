#!/usr/bin/env python3
"""Generates hostile inputs for the robustness tests (nothing big is committed).

usage: gen.py KIND OUT [ARG]
  bundle OUT BYTES     one-line minified bundle of at least BYTES bytes, one
                       leaking helper per unit; writes the unit count to
                       OUT.count
  lines OUT N          N-line file, one leak on its last line
  nested OUT KIND N    N nested brackets / calls / arrows / blocks /
                       functions, then a function with one leak
  many OUT N           directory OUT with N small files in 100-file folders,
                       plus OUT/zz/leak.js with one leak
  cdeep OUT KIND N     C++: a sum of N terms / N nested unbraced ifs, then
                       a function with one TF C leak (test/headers on the
                       include path)
"""
import os
import sys

HEADER = 'import * as tf from "@tensorflow/tfjs";\n'
LEAK = "function show() {\n  const y = tf.tensor([1]);\n  y.print();\n}\n"


def bundle(out, size):
    unit = ("function h%d(){const z=tf.ones([2]);z.print();"
            "const s=tf.tidy(()=>z.square().sum());s.dispose();}")
    parts = [HEADER.strip()]
    n = total = 0
    while total < size:
        u = unit % n
        parts.append(u)
        total += len(u)
        n += 1
    with open(out, "w") as f:
        f.write("".join(parts) + "\n")
    with open(out + ".count", "w") as f:
        f.write("%d\n" % n)


def lines(out, n):
    with open(out, "w") as f:
        f.write(HEADER)
        for i in range(n - 2):
            f.write("const a%d = %d;\n" % (i, i))
        f.write("function g() { const z = tf.ones([2]); z.print(); }\n")


def nested(out, kind, n):
    if kind == "brackets":
        code = "let a = " + "[" * n + "]" * n + ";\n"
    elif kind == "calls":
        code = "let a = " + "f(" * n + ")" * n + ";\n"
    elif kind == "arrows":
        code = "let a = " + "() => " * n + "1;\n"
    elif kind == "blocks":
        code = "{" * n + "}" * n + "\n"
    elif kind == "functions":
        code = "function f() {" * n + "}" * n + "\n"
    elif kind == "parens":
        code = "let a = " + "(" * n + "1" + ")" * n + ";\n"
    elif kind == "members":
        code = "let a = tf" + ".x" * n + ";\n"
    else:
        raise SystemExit("gen.py: unknown nesting " + kind)
    with open(out, "w") as f:
        f.write(HEADER + code + LEAK)


CPP_HEADER = '#include "tensorflow/c/c_api.h"\n'
CPP_LEAK = ("void show() {\n  TF_Status *s = TF_NewStatus();\n"
            "  TF_GetCode(s);\n}\n")


def cdeep(out, kind, n):
    if kind == "sum":
        code = "int f(int a) { return " + "+".join(["a"] * n) + "; }\n"
    elif kind == "ifs":
        code = "void f(int a) { " + "if (a) " * n + "a++; }\n"
    else:
        raise SystemExit("gen.py: unknown C++ nesting " + kind)
    with open(out, "w") as f:
        f.write(CPP_HEADER + code + CPP_LEAK)


def many(out, n):
    for i in range(n):
        d = os.path.join(out, "d%04d" % (i // 100))
        if i % 100 == 0:
            os.makedirs(d, exist_ok=True)
        with open(os.path.join(d, "f%03d.js" % (i % 100)), "w") as f:
            f.write("let v = %d;\n" % i)
    os.makedirs(os.path.join(out, "zz"), exist_ok=True)
    with open(os.path.join(out, "zz", "leak.js"), "w") as f:
        f.write(HEADER + LEAK)


def main():
    kind, out = sys.argv[1], sys.argv[2]
    if kind == "bundle":
        bundle(out, int(eval(sys.argv[3])))
    elif kind == "lines":
        lines(out, int(sys.argv[3]))
    elif kind == "nested":
        nested(out, sys.argv[3], int(sys.argv[4]))
    elif kind == "cdeep":
        cdeep(out, sys.argv[3], int(sys.argv[4]))
    elif kind == "many":
        many(out, int(eval(sys.argv[3])))
    else:
        raise SystemExit("gen.py: unknown kind " + kind)


if __name__ == "__main__":
    main()
