#!/usr/bin/env python3
"""Pins the hook repository's package.json to packed tarballs, for an
offline test: `tensorlint` and its platform package from DIR (npm resolves
the platform package, an optional dependency of tensorlint, from there).

usage: npm-hook-pin.py PACKAGE_JSON DIR
       npm-hook-pin.py --config HOOK_REPO   (prints a .pre-commit-config.yaml
                                             using the repository's HEAD)
"""
import glob
import json
import os
import subprocess
import sys

if sys.argv[1] == "--config":
    repo = os.path.abspath(sys.argv[2])
    rev = subprocess.run(["git", "-C", repo, "rev-parse", "HEAD"],
                         capture_output=True, text=True, check=True).stdout.strip()
    print(f"repos:\n  - repo: {repo}\n    rev: {rev}\n    hooks:\n"
          "      - id: tensorlint")
    sys.exit(0)

path, packages = sys.argv[1], os.path.abspath(sys.argv[2])
pkg = json.load(open(path))
main = glob.glob(os.path.join(packages, "tensorlint-[0-9]*.tgz"))[0]
platform = glob.glob(os.path.join(packages, "tensorlint-linux-x64-gnu-*.tgz"))[0]
pkg["dependencies"] = {"tensorlint": "file:" + main,
                       "@tensorlint/linux-x64-gnu": "file:" + platform}
json.dump(pkg, open(path, "w"), indent=2)
