"""Checks that a .deb's Depends cover what its programs need at run time on
Debian: the shared libraries its binaries name (readelf, found by ldd) and the Clang builtin
headers (stddef.h, ...) of the resource directory the C/C++ frontend was
built with (read from TensorLintClang.so itself). Each such file's owning
package (dpkg -S, the host's package database) must be named in Depends.

usage: check-deb-depends.py DEB UNPACKED_ROOT
Prints one line per needed file and its package, then "ok" or the missing
packages; exits 1 when one is missing.
"""
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from debian_fields import names  # noqa: E402

deb, root = sys.argv[1], sys.argv[2]
depends = subprocess.run(["dpkg-deb", "-f", deb, "Depends"], capture_output=True, text=True,
                         check=True).stdout
named = {name for alts in names(depends) for name in alts}

binaries = [os.path.join(root, p) for p in
            ("usr/bin/tensorlint", "usr/lib/TensorLintClang.so", "usr/lib/TensorLintTidy.so")]
# The libraries each binary names itself (DT_NEEDED), where the loader
# finds them; what those load in turn is their packages' Depends' business.
needed = set()
for b in binaries:
    dynamic = subprocess.run(["readelf", "-d", b], capture_output=True, text=True, check=True).stdout
    direct = set(re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", dynamic))
    out = subprocess.run(["ldd", b], capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        m = re.match(r"\s*(\S+)\s+=>\s*(/\S+)", line)
        if m and m.group(1) in direct:
            needed.add(os.path.realpath(m.group(2)))
# The resource directory the frontend passes to Clang: its builtin headers
# are read for every translation unit that includes <stddef.h> and friends.
blob = open(os.path.join(root, "usr/lib/TensorLintClang.so"), "rb").read()
m = re.search(rb"-resource-dir=([^\x00]+)\x00", blob)
if not m:
    sys.exit("no -resource-dir= in TensorLintClang.so")
resource = m.group(1).decode()
for header in ("stddef.h", "stdarg.h", "stdint.h"):
    needed.add(os.path.realpath(os.path.join(resource, "include", header)))

missing = {}
for path in sorted(needed):
    owner = subprocess.run(["dpkg", "-S", path], capture_output=True, text=True)
    if owner.returncode:
        # Paths dpkg records unresolved (a /lib symlink to /usr/lib).
        alt = path.replace("/usr/lib/", "/lib/", 1)
        owner = subprocess.run(["dpkg", "-S", alt], capture_output=True, text=True)
    if owner.returncode:
        print(f"{path}: owned by no package")
        missing[path] = "?"
        continue
    pkg = owner.stdout.split(":")[0].strip()
    print(f"{os.path.basename(path)}: {pkg}")
    if pkg not in named:
        missing[path] = pkg
if missing:
    print("missing from Depends: " + ", ".join(sorted(set(missing.values()))))
    sys.exit(1)
print("ok: every file the programs need comes from a package in Depends")
