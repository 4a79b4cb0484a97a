#!/usr/bin/env python3
"""Do the CLI and the clang-tidy plugin find the same on the corpus's C/C++?

usage: cpp_parity.py BUILD [--split dev|test] [--repo OWNER/NAME]

For every C/C++ source file (not a header) of each materialized repository
of the split, one translation unit at a time, runs

  BUILD/bin/tensorlint --checks='-*,tensor-*' --allow-compile-errors FILE
  clang-tidy-19 -load BUILD/lib/TensorLintTidy.so -checks='-*,tensor-*'
                -header-filter='.*' FILE -- ARGS

with the same compile flags (corpus.cpp_args: the flags the corpus runs
use), and compares their findings (path, line, column, rule, message). The
CLI is given one file, so that it summarizes what the plugin sees: the
whole-run summaries of several files are the CLI's own (docs/user-guide.md,
"clang-tidy"). Prints each translation unit whose findings differ and a
total; exits 1 if any does. A translation unit clang-tidy cannot compile at
all is counted apart: the plugin analyses nothing there, where the CLI's
--allow-compile-errors analyses what parses.
"""
import argparse
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpus  # noqa: E402
import split  # noqa: E402

SOURCES = (".c", ".cc", ".cpp", ".cxx")
CLANG_TIDY = os.environ.get("CLANG_TIDY", "clang-tidy-19")
WARNING = re.compile(r"^(.+?):(\d+):(\d+): warning: (.*) \[(tensor-[a-z-]+)\]$")
TIMEOUT = 600


def cli_findings(build, path, args, cwd):
    cmd = [os.path.join(build, "bin", "tensorlint"), "--format=json",
           "--quiet", "--checks=-*,tensor-*", "--allow-compile-errors"]
    cmd += ["--extra-arg=" + a for a in args] + [path]
    proc = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True,
                          timeout=TIMEOUT)
    try:
        found = json.loads(proc.stdout)["findings"]
    except (ValueError, KeyError):
        return None
    return {(os.path.normpath(f["path"]), f["line"], f["column"], f["rule"],
             f["message"]) for f in found}


def plugin_findings(build, path, args, cwd):
    cmd = [CLANG_TIDY, "-load", os.path.join(build, "lib",
                                             "TensorLintTidy.so"),
           "-checks=-*,tensor-*", "-header-filter=.*", "-quiet", path, "--"]
    cmd += args
    proc = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True,
                          timeout=TIMEOUT)
    out = set()
    for line in proc.stdout.splitlines():
        m = WARNING.match(line)
        if m:
            p = os.path.relpath(os.path.join(cwd, m.group(1)), cwd)
            out.add((os.path.normpath(p), int(m.group(2)), int(m.group(3)),
                     m.group(5), m.group(4)))
    compiled = not re.search(r": (fatal )?error:", proc.stdout + proc.stderr)
    return out, compiled


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("build")
    ap.add_argument("--split", choices=["dev", "test"], default="dev")
    ap.add_argument("--repo")
    a = ap.parse_args()
    build = os.path.abspath(a.build)
    units = same = differ = uncompiled = with_errors = findings = 0
    for row in split.candidates():
        if row["split"] != a.split or corpus.lang_of(row) != "cpp":
            continue
        if a.repo and row["repo"] != a.repo:
            continue
        dest = corpus.tree_dir(row)
        if not os.path.isdir(dest):
            print(f"{row['repo']}\tnot materialized")
            continue
        args = corpus.cpp_args(row, dest)
        for base, dirs, files in os.walk(dest):
            dirs.sort()
            for name in sorted(files):
                if not name.endswith(SOURCES):
                    continue
                path = os.path.relpath(os.path.join(base, name), dest)
                units += 1
                try:
                    cli = cli_findings(build, path, args, dest)
                    plugin, compiled = plugin_findings(build, path, args,
                                                       dest)
                except subprocess.TimeoutExpired:
                    print(f"{row['repo']}\t{path}\ttimed out")
                    continue
                with_errors += not compiled
                if cli == plugin:
                    same += 1
                    findings += len(cli)
                    continue
                if not compiled and not plugin and cli:
                    uncompiled += 1
                    continue
                differ += 1
                print(f"{row['repo']}\t{path}\tdiffer")
                for f in sorted((cli or set()) - plugin):
                    print("  CLI only:   ", *f)
                for f in sorted(plugin - (cli or set())):
                    print("  plugin only:", *f)
    print(f"{units} translation units ({with_errors} with compile errors): "
          f"{same} the same ({findings} findings), {differ} differ, "
          f"{uncompiled} where clang-tidy gave up on errors and the CLI "
          f"(--allow-compile-errors) found something")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
