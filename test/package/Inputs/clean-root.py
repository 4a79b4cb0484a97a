"""Builds a Debian root that holds only what a .deb declares it needs: the
files of the installed packages in the closure of its Depends (and
Pre-Depends), taken from this Debian host's package database (dpkg -L), with
Debian 12's merged-/usr links, then the .deb unpacked into it. Nothing else
of the host is there, so a program of the .deb that runs in it (chroot)
needs nothing its Depends do not name.

usage: clean-root.py DEB ROOT [--drop PKG]...
Prints the packages of the closure. --drop leaves a package (and what only it
brings) out, to show what breaks without it. Needs root (chroot) and a Debian host
that has the closure installed (scripts/setup installs LLVM 19).
"""
import os
import re
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from debian_fields import names  # noqa: E402

deb, root = sys.argv[1], sys.argv[2]
dropped = {sys.argv[i + 1] for i in range(3, len(sys.argv) - 1) if sys.argv[i] == "--drop"}


def query(fmt, pkg):
    r = subprocess.run(["dpkg-query", "-W", "-f", fmt, pkg], capture_output=True, text=True)
    return r.stdout if r.returncode == 0 else None


def installed(pkg):
    return (query("${db:Status-Status}", pkg) or "") == "installed"


def providers(name):
    """Installed packages that provide a virtual package."""
    out = subprocess.run(["dpkg-query", "-W", "-f", "${Package}\t${Provides}\n"],
                         capture_output=True, text=True).stdout
    found = []
    for line in out.splitlines():
        pkg, _, prov = line.partition("\t")
        if any(re.match(r"\s*" + re.escape(name) + r"\b", p) for p in prov.split(",")) and installed(pkg):
            found.append(pkg)
    return found


def resolve(alts):
    for a in alts:
        if installed(a):
            return a
    for a in alts:
        p = providers(a)
        if p:
            return p[0]
    sys.exit("not installed on this host: " + " | ".join(alts))


fields = subprocess.run(["dpkg-deb", "-f", deb, "Depends", "Pre-Depends"], capture_output=True,
                        text=True, check=True).stdout
todo = [resolve(a) for a in names(" ,".join(l.split(":", 1)[-1] for l in fields.splitlines()))]
closure = set()
while todo:
    pkg = todo.pop()
    if pkg in closure or pkg in dropped:
        continue
    closure.add(pkg)
    deps = query("${Depends}, ${Pre-Depends}", pkg) or ""
    todo.extend(resolve(a) for a in names(deps))

shutil.rmtree(root, ignore_errors=True)
os.makedirs(os.path.join(root, "usr"))
# Debian 12's merged /usr.
for d in ("bin", "sbin", "lib", "lib64"):
    os.makedirs(os.path.join(root, "usr", d), exist_ok=True)
    os.symlink("usr/" + d, os.path.join(root, d))
for pkg in sorted(closure):
    files = subprocess.run(["dpkg", "-L", pkg], capture_output=True, text=True, check=True).stdout
    for path in files.splitlines():
        if not path.startswith("/") or path == "/." or path.startswith(("/usr/share/doc", "/usr/share/man")):
            continue
        real = os.path.realpath(os.path.dirname(path))
        dest = os.path.join(root, real.lstrip("/"), os.path.basename(path))
        if os.path.isdir(path) and not os.path.islink(path):
            os.makedirs(dest, exist_ok=True)
            continue
        if not os.path.lexists(path) or os.path.lexists(dest):
            continue
        os.makedirs(os.path.dirname(dest), exist_ok=True)
        if os.path.islink(path):
            os.symlink(os.readlink(path), dest)
        else:
            try:
                os.link(path, dest)
            except OSError:
                shutil.copy2(path, dest)
subprocess.run(["dpkg-deb", "-x", deb, root], check=True)
os.makedirs(os.path.join(root, "tmp"), exist_ok=True)
print("closure:", " ".join(sorted(closure)))
