#!/usr/bin/env python3
"""tensorlint benchmarks (stdlib only). Called by bench/run, which prepares
bench/.work (peers, corpus). Every step logs to stderr; a missing tool gives
"n/a" in the table, never a crash. Prints the markdown report on stdout and
stores raw numbers in bench/.work/results.json.

Environment: TENSORLINT (binary), TIDY_PLUGIN (TensorLintTidy.so),
BENCH_RUNS (runs per command, default 3), BENCH_JOBS (all-core count,
default nproc), BENCH_QUICK=1 (one run, skip ESLint single-thread),
BENCH_WARMUP=0 (no unmeasured run before each measured one), BENCH_NOTE (a
sentence printed at the top of the report), BENCH_REUSE=1 (start from the
previous results.json: re-run only the steps given on the command line,
e.g. `accuracy lit` after editing verdicts)."""
import hashlib
import json
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
WORK = os.environ.get("BENCH_WORK", os.path.join(HERE, ".work"))
CORPUS = os.path.join(WORK, "corpus")
PEERS = os.path.join(WORK, "peers")
RUNS = int(os.environ.get("BENCH_RUNS", "3"))
NPROC = int(os.environ.get("BENCH_JOBS", str(os.cpu_count() or 1)))
QUICK = os.environ.get("BENCH_QUICK") == "1"
WARMUP = os.environ.get("BENCH_WARMUP", "1") != "0"
TIME = shutil.which("time") and "/usr/bin/time"
TL = os.environ.get("TENSORLINT") or None
PLUGIN = os.environ.get("TIDY_PLUGIN") or None
TIDY = shutil.which("clang-tidy-19")
CLANG = shutil.which("clang-19")
RULES = ["tensor-undisposed", "tensor-chained-temporary", "tensor-async-tidy", "tensor-model-reload",
         "tensor-use-after-dispose", "tensor-double-dispose"]


def log(msg):
    print(f"[bench] {msg}", file=sys.stderr, flush=True)


def na(x, fmt="{:.2f}"):
    return "n/a" if x is None else fmt.format(x)


# ---------------------------------------------------------------- running

TIMEOUT_S = 900  # a measured command that runs longer is a failure


def kill_group(pid):
    try:
        os.killpg(pid, signal.SIGKILL)
    except ProcessLookupError:  # it ended as the timer fired
        pass


def run_once(argv, cwd):
    """Wall time (perf_counter), peak RSS (KB, GNU time), exit code."""
    with tempfile.NamedTemporaryFile("r", suffix=".time") as tf:
        cmd = ([TIME, "-f", "%e %M %U %S", "-o", tf.name] if TIME else []) + argv
        t0 = time.perf_counter()
        try:
            p = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                 start_new_session=True)
        except OSError as e:
            log(f"  failed: {' '.join(argv[:3])}...: {e}")
            return None
        # A blocking wait returns when the process ends. (subprocess.run's
        # timeout= polls with sleeps growing to 50 ms, which rounded every
        # short run up to the next poll: 0.12 s measured as 0.168 s.)
        # On timeout the whole group goes: GNU time and the tool under it.
        timer = threading.Timer(TIMEOUT_S, kill_group, (p.pid,))
        timer.start()
        try:
            rc = p.wait()
        finally:
            timer.cancel()
        wall = time.perf_counter() - t0
        if wall >= TIMEOUT_S:
            log(f"  failed: {' '.join(argv[:3])}...: killed after {TIMEOUT_S} s")
            return None
        rss = cpu = None
        try:
            last = tf.read().strip().splitlines()[-1].split()
            rss = int(last[1])
            cpu = float(last[2]) + float(last[3])
            # GNU time exits with the child's code; if the child was killed its line says so
        except (IndexError, ValueError):
            pass
        return {"wall": wall, "rss_kb": rss, "cpu": cpu, "rc": rc}


def measure(cmds, runs=RUNS):
    """cmds: {name: (argv, cwd)} or None values (missing tool). Runs them
    alternating A B C A B C ..., each measured run right after an unmeasured
    one of the same command (BENCH_WARMUP=0: none), returns {name: {wall,
    rss_mb, rc, runs}} with medians."""
    samples = {k: [] for k, v in cmds.items() if v}
    for r in range(runs):
        for name, spec in cmds.items():
            if not spec:
                continue
            if WARMUP:
                # Otherwise a tool pays for the one before it: right after
                # ESLint (600 MB, seconds of work) a 0.12 s run of oxlint
                # took 0.17 s, even after a pause (README.md).
                run_once(*spec)
            res = run_once(*spec)
            if res:
                samples[name].append(res)
                log(f"  run {r + 1}/{runs} {name}: {res['wall']:.3f} s, "
                    f"{(res['rss_kb'] or 0) / 1024:.0f} MB, exit {res['rc']}")
    out = {}
    for name in cmds:
        s = samples.get(name) or []
        if not s:
            out[name] = None
            continue
        rss = [x["rss_kb"] for x in s if x["rss_kb"] is not None]
        cpu = [x["cpu"] for x in s if x.get("cpu") is not None]
        out[name] = {"wall": statistics.median(x["wall"] for x in s),
                     "rss_mb": statistics.median(rss) / 1024 if rss else None,
                     "cpu": statistics.median(cpu) if cpu else None,
                     "rc": s[-1]["rc"], "runs": len(s), "all": [round(x["wall"], 3) for x in s]}
    return out


# ---------------------------------------------------------------- tools

def tl_cmd(target, jobs, extra=()):
    if not TL:
        return None
    return ([TL, f"--jobs={jobs}", "--no-gitignore", "--quiet", *extra, "."], target)


def eslint_cmd(target, jobs):
    exe = os.path.join(PEERS, "node_modules", ".bin", "eslint")
    cfg = os.path.join(PEERS, "eslint.config.mjs")
    if not (os.path.exists(exe) and os.path.exists(cfg)):
        return None
    conc = "off" if jobs == 1 else str(jobs)
    return ([exe, "-c", cfg, "--no-cache", f"--concurrency={conc}", "."], target)


def busy(loadavg):
    """True when the 1-minute load average says other work was running."""
    try:
        return float(str(loadavg).split()[0]) > 1.5
    except (ValueError, IndexError):
        return False


JS_EXTS = (".js", ".mjs", ".cjs", ".jsx", ".ts", ".mts", ".cts", ".tsx")


def source_files(target):
    """The JS/TS files under target, relative to it, sorted."""
    out = []
    for d, dirs, files in os.walk(target):
        dirs[:] = sorted(x for x in dirs if x != "node_modules" and not x.startswith("."))
        out += [os.path.relpath(os.path.join(d, f), target) for f in sorted(files) if f.endswith(JS_EXTS)]
    return out


def oxlint_cmd(target, jobs):
    exe = os.path.join(PEERS, "node_modules", ".bin", "oxlint")
    if not os.path.exists(exe):
        return None
    # The files are named explicitly: walking "." makes oxlint honour the
    # enclosing repository's .gitignore, which excludes bench/.work (even
    # with --no-ignore, which is about .eslintignore).
    return ([exe, f"--threads={jobs}", "--no-ignore"] + source_files(target), target)


def floor_cmd(target, jobs):
    """tensorlint's parse step alone (bench/parsefloor, built beside the
    tensorlint binary) on the files oxlint gets: the least a tensorlint run
    on them can take."""
    exe = TL and os.path.join(os.path.dirname(TL), "tensorlint-parse-floor")
    if not exe or not os.path.exists(exe):
        return None
    return ([exe, f"--jobs={jobs}"] + source_files(target), target)


def tool_versions():
    v = {}
    for name, argv in [("tensorlint", [TL, "--version"] if TL else None),
                       ("eslint", [os.path.join(PEERS, "node_modules/.bin/eslint"), "--version"]),
                       ("oxlint", [os.path.join(PEERS, "node_modules/.bin/oxlint"), "--version"]),
                       ("clang-tidy-19", [TIDY, "--version"] if TIDY else None),
                       ("node", ["node", "--version"])]:
        try:
            out = subprocess.run(argv, capture_output=True, text=True, timeout=30).stdout
            m = re.search(r"(\d+\.\d+\.\d+)", out)
            v[name] = m.group(1) if m else out.strip()[:40]
        except Exception:
            v[name] = "n/a"
    try:
        pl = json.load(open(os.path.join(PEERS, "package-lock.json")))
        v["@typescript-eslint/parser"] = pl["packages"]["node_modules/@typescript-eslint/parser"]["version"]
        v["typescript"] = pl["packages"]["node_modules/typescript"]["version"]
    except Exception:
        pass
    return v


def corpus_stats(d):
    out = subprocess.run([sys.executable, os.path.join(HERE, "corpus.py"), "stats", d],
                         capture_output=True, text=True)
    return json.loads(out.stdout)


def files_seen(target):
    """How many files each tool actually analysed (checks the file sets match)."""
    seen = {}
    if TL:
        p = subprocess.run([TL, "--format=json", "--no-gitignore", "--quiet", "."], cwd=target,
                           capture_output=True, text=True)
        try:
            seen["tensorlint"] = json.loads(p.stdout).get("filesChecked")
        except ValueError:
            seen["tensorlint"] = None
    c = eslint_cmd(target, 1)
    if c:
        p = subprocess.run(c[0][:-1] + ["-f", "json", "."], cwd=target, capture_output=True, text=True)
        try:
            seen["eslint"] = len(json.loads(p.stdout))
        except ValueError:
            seen["eslint"] = None
    c = oxlint_cmd(target, NPROC)
    if c:
        p = subprocess.run(c[0], cwd=target, capture_output=True, text=True)
        m = re.search(r"on (\d+) files", p.stdout + p.stderr)
        seen["oxlint"] = int(m.group(1)) if m else None
    return seen


# ---------------------------------------------------------------- JS speed

def js_speed(res):
    real = os.path.join(CORPUS, "real")
    st = corpus_stats(real)
    res["corpus_real"] = st
    log(f"JS speed on the real corpus: {st['files']} files, {st['lines']} lines, {st['bytes'] / 1e6:.1f} MB")
    res["files_seen"] = files_seen(real)
    log(f"  files analysed per tool: {res['files_seen']}")
    rows = {}
    for jobs in sorted({1, NPROC}):
        cmds = {f"tensorlint@{jobs}": tl_cmd(real, jobs),
                f"parse-floor@{jobs}": floor_cmd(real, jobs),
                f"oxlint@{jobs}": oxlint_cmd(real, jobs),
                f"eslint@{jobs}": None if (QUICK and jobs == 1 and NPROC > 1) else eslint_cmd(real, jobs)}
        log(f"  jobs={jobs}: {', '.join(k for k, v in cmds.items() if v) or 'nothing to run'}")
        rows.update(measure(cmds))
    res["js_speed"] = rows
    res["phases"] = phase_times(real)


def app_corpus():
    """The application corpus of app-corpus.tsv, JS/TS files only, under
    CORPUS/app/<owner>+<name>/ (materialized once from the mirrors, as
    bench/realworld does). Returns (directory or None, [missing repos])."""
    sys.path.insert(0, os.path.join(HERE, "realworld"))
    import score
    mirrors = os.environ.get("TENSORLINT_MIRRORS", "/work/.mirror")
    out = os.path.join(CORPUS, "app")
    missing = []
    for line in open(os.path.join(HERE, "app-corpus.tsv"), encoding="utf-8"):
        if not line.strip() or line.startswith("#"):
            continue
        repo, commit = line.split("\t")[:2]
        dest = os.path.join(out, repo.replace("/", "+"))
        if os.path.isdir(dest):
            continue
        src = score.materialize(mirrors, os.path.join(WORK, "app-src"), repo, commit)
        if not src:
            missing.append(repo)
            continue
        for d, dirs, files in os.walk(src):
            for f in files:
                if f.endswith(JS_EXTS) and not f.endswith(".min.js"):
                    rel = os.path.relpath(os.path.join(d, f), src)
                    os.makedirs(os.path.join(dest, os.path.dirname(rel)), exist_ok=True)
                    shutil.copyfile(os.path.join(d, f), os.path.join(dest, rel))
    return (out if os.path.isdir(out) else None), missing


def skipped_files(target):
    """(skipped, files) of one tensorlint run over target (--show-stats)."""
    if not TL:
        return None
    argv, cwd = tl_cmd(target, NPROC, ("--show-stats",))
    p = subprocess.run(argv, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    m = re.search(r"skipped (\d+) of (\d+) files", p.stderr)
    return (int(m.group(1)), int(m.group(2))) if m else None


def app_speed(res):
    app, missing = app_corpus()
    res["app_missing"] = missing
    if not app:
        res["app_speed"] = None
        log("application corpus: no mirrors (see app-corpus.tsv)")
        return
    st = corpus_stats(app)
    res["corpus_app"] = st
    log(f"JS speed on the application corpus: {st['files']} files, {st['lines']} lines")
    res["app_files_seen"] = files_seen(app)
    res["app_skipped"] = skipped_files(app)
    rows = {}
    for jobs in sorted({1, NPROC}):
        cmds = {f"tensorlint@{jobs}": tl_cmd(app, jobs),
                f"oxlint@{jobs}": oxlint_cmd(app, jobs),
                f"eslint@{jobs}": None if (QUICK and jobs == 1 and NPROC > 1) else eslint_cmd(app, jobs)}
        rows.update(measure(cmds))
    res["app_speed"] = rows
    res["app_phases"] = phase_times(app)


def has_skippable_files(target):
    for _, _, files in os.walk(target):
        if any(f.endswith(JS_EXTS + (".vue", ".py")) for f in files):
            return True
    return False


def skip_check(res):
    """Skipping files changes no finding: bench/skip_check.py on every corpus
    of bench/ (library, minified, scaling, application, the real-code
    repositories, Python) and on test/ and examples/."""
    if not TL:
        res["skip_check"] = None
        return
    targets = [os.path.join(CORPUS, "real"), os.path.join(CORPUS, "minified"), os.path.join(CORPUS, "app")]
    targets += [os.path.join(CORPUS, "gen", s) for s in ("25k", "50k", "100k", "200k")]
    for base in (os.path.join(WORK, "realworld"), os.path.join(WORK, "python-corpus")):
        if os.path.isdir(base):
            targets += sorted(os.path.join(base, d) for d in os.listdir(base))
    targets += [os.path.join(ROOT, "test"), os.path.join(ROOT, "examples")]
    # C/C++ files are never skipped: an input without JS/TS or Python files
    # proves nothing (and Clang makes it the slowest to run twice).
    targets = [t for t in targets if os.path.isdir(t) and has_skippable_files(t)]
    log(f"skip check: {len(targets)} inputs, each with and without --all-files")
    p = subprocess.run([sys.executable, os.path.join(HERE, "skip_check.py"), "--json", TL, *targets,
                        "--", "--no-gitignore", "--max-file-bytes=0", "--report-unused-disable",
                        "--allow-compile-errors"],
                       capture_output=True, text=True, timeout=3600)
    rows = [json.loads(x) for x in p.stdout.splitlines() if x.startswith("{")]
    for r in rows:
        r["input"] = os.path.relpath(r["input"], ROOT)
    res["skip_check"] = {"rows": rows, "rc": p.returncode, "stderr": p.stderr[-500:]}


def phase_times(target):
    """Where tensorlint's single-thread time goes (--show-stats), median of RUNS."""
    if not TL:
        return None
    runs = []
    for _ in range(RUNS):
        argv, cwd = tl_cmd(target, 1, ("--show-stats",))
        p = subprocess.run(argv, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        m = re.search(r"time: parse ([\d.]+) s, lower ([\d.]+) s, analyse ([\d.]+) s", p.stderr)
        w = re.search(r"phases: inputs ([\d.]+) s, reading ([\d.]+) s, relevance ([\d.]+) s, "
                      r"lowering ([\d.]+) s, summaries ([\d.]+) s, rules ([\d.]+) s", p.stderr)
        if m and w:
            runs.append(tuple(float(x) for x in m.groups() + w.groups()))
    if not runs:
        return None
    runs.sort(key=lambda r: sum(r[3:]))
    r = runs[len(runs) // 2]
    # With one thread the lowering phase's wall time is its files' parse and
    # lowering times summed; the rest of the run is the driver's phases.
    return {"parse": r[0], "lower": r[1], "analyse": r[2], "inputs": r[3], "reading": r[4],
            "relevance": r[5], "lowering": r[6], "summaries": r[7], "rules": r[8]}


def js_scaling(res):
    sizes = ["25k", "50k", "100k", "200k"]
    out = {}
    for s in sizes:
        d = os.path.join(CORPUS, "gen", s)
        if not os.path.isdir(d):
            continue
        st = corpus_stats(d)
        log(f"scaling {s}: {st['files']} files, {st['lines']} lines")
        cmds = {f"tensorlint@{NPROC}": tl_cmd(d, NPROC), "tensorlint@1": tl_cmd(d, 1),
                f"oxlint@{NPROC}": oxlint_cmd(d, NPROC)}
        out[s] = {"stats": st, "m": measure(cmds)}
    res["scaling"] = out


def minified(res):
    f = os.path.join(CORPUS, "minified")
    if not TL or not os.path.isdir(f):
        res["minified"] = None
        return
    log("robustness: one minified bundle (tf-core.min.js)")
    m = measure({"tensorlint": tl_cmd(f, 1, ["--max-file-bytes=0"])}, runs=1)["tensorlint"]
    p = subprocess.run([TL, "--format=json", "--no-gitignore", "--quiet", "--max-file-bytes=0", "."], cwd=f,
                       capture_output=True, text=True, timeout=600)
    try:
        d = json.loads(p.stdout)
        m = dict(m or {}, findings=len(d.get("findings", [])), errors=len(d.get("errors", [])))
    except ValueError:
        m = dict(m or {}, findings=None, errors=None)
    m["bytes"] = sum(os.path.getsize(os.path.join(f, x)) for x in os.listdir(f))
    res["minified"] = m


# ---------------------------------------------------------------- C++

def cpp_include_dir():
    hdr = os.path.join(ROOT, "test", "headers")
    if os.path.exists(os.path.join(hdr, "tensorflow", "c", "c_api.h")):
        return hdr, "test/headers (project stubs)"
    return os.path.join(HERE, "cpp", "include"), "bench/cpp/include (fallback declarations)"


def cpp(res):
    # The inputs are generated (deterministically, from a fixed seed).
    sys.path.insert(0, os.path.join(HERE, "cpp"))
    import make_sources
    src = os.path.join(WORK, "cpp-src")
    make_sources.main(src)
    files = sorted(os.path.join(src, f) for f in os.listdir(src) if f.endswith(".cc"))
    inc, inc_desc = cpp_include_dir()
    flags = ["--", "-std=c++17", f"-I{inc}"]
    lines = sum(open(f).read().count("\n") for f in files)
    res["cpp_info"] = {"files": len(files), "lines": lines, "headers": inc_desc}
    log(f"C++: {len(files)} files, {lines} lines, headers from {inc_desc}")
    if not TIDY:
        res["cpp"] = None
        return
    cheap = "cert-err52-cpp"  # clang-tidy refuses -checks='-*' ("no checks enabled")
    tmp = tempfile.mkdtemp(prefix="bench-analyze-")
    cmds = {"clang-tidy": ([TIDY, f"-checks=-*,{cheap}", "--quiet", *files, *flags], HERE),
            "clang-tidy+plugin": ([TIDY, f"-load={PLUGIN}", f"-checks=-*,{cheap},tensor-*", "--quiet", *files,
                                   *flags], HERE) if PLUGIN else None,
            "tensorlint-cli": ([TL, "--jobs=1", "--quiet", *files, *flags], HERE) if TL else None,
            "clang --analyze": ([CLANG, "--analyze", "-Xclang", "-analyzer-checker=unix.Malloc",
                                 "--analyzer-output", "text", "-std=c++17", f"-I{inc}", *files], tmp)
            if CLANG else None}
    if PLUGIN:
        # does the plugin load, and does it find anything?
        p = subprocess.run(cmds["clang-tidy+plugin"][0], capture_output=True, text=True, cwd=HERE)
        n = len(re.findall(r"warning: .*\[tensor-", p.stdout))
        res["cpp_plugin_findings"] = n
        res["cpp_plugin_rc"] = p.returncode
        log(f"  plugin: exit {p.returncode}, {n} tensor-* warnings")
    res["cpp_runs"] = max(RUNS, 5) if not QUICK else 1
    res["cpp"] = measure(cmds, runs=res["cpp_runs"])
    shutil.rmtree(tmp, ignore_errors=True)
    if PLUGIN:
        res["cpp_instructions"] = tidy_instructions(files[:2], flags, cheap)


def callgrind_total(argv, cwd):
    """Instructions argv executes (valgrind's callgrind), or None."""
    if not shutil.which("valgrind"):
        return None
    fd, out = tempfile.mkstemp(prefix="tl-cg-")
    os.close(fd)
    try:
        subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", *argv], cwd=cwd,
                       capture_output=True, timeout=3600)
        for line in open(out, errors="replace"):
            if line.startswith("totals:") or line.startswith("summary:"):
                return int(line.split()[1])
    except (OSError, subprocess.TimeoutExpired, ValueError):
        pass
    finally:
        os.unlink(out)
    return None


def tidy_instructions(files, flags, cheap):
    """clang-tidy's instructions on Files without and with the plugin: the
    plugin's overhead as a count, which does not move with the machine's
    load as wall times do (runs of one command varied by a quarter on a
    shared 2-core machine)."""
    base = callgrind_total([TIDY, f"-checks=-*,{cheap}", "--quiet", *files, *flags], HERE)
    plug = callgrind_total([TIDY, f"-load={PLUGIN}", f"-checks=-*,{cheap},tensor-*", "--quiet", *files, *flags],
                           HERE)
    if not base or not plug:
        return None
    log(f"  instructions on {len(files)} files: clang-tidy {base:,}, with the plugin {plug:,}")
    return {"files": len(files), "tidy": base, "plugin": plug}


# ---------------------------------------------------------------- LSP

def lsp(res):
    if not TL:
        res["lsp"] = "n/a (no tensorlint binary)"
        return
    p = subprocess.run([TL, "lsp", "--help"], capture_output=True, text=True, timeout=30)
    if p.returncode != 0 or "lsp" not in (p.stdout + p.stderr).lower():
        res["lsp"] = "skipped: `tensorlint lsp` is not available yet"
        log(res["lsp"])
        return
    # Edit-to-publishDiagnostics on generated 5,000- and 20,000-line
    # TypeScript files, 200 one-character edits each, measured by the LSP
    # tests' scripted client.
    script = os.path.join(ROOT, "test", "lsp", "Inputs", "latency.py")
    lines = []
    for size in (5000, 20000):
        p = subprocess.run([sys.executable, script, TL, str(size), "200"], capture_output=True,
                           text=True, timeout=1200)
        m = re.search(r"median: ([\d.]+) ms\s+p95: ([\d.]+) ms", p.stdout)
        if p.returncode != 0 or not m:
            lines.append(f"{size:,}-line file: failed: " + (p.stdout + p.stderr).strip()[-300:])
            continue
        first = re.search(r"^file: .*$", p.stdout, re.M)
        if size == 5000:
            res["lsp_median_ms"], res["lsp_p95_ms"] = float(m.group(1)), float(m.group(2))
        lines.append(f"{size:,}-line TypeScript file, 200 one-character edits, edit to publishDiagnostics: "
                     f"median {m.group(1)} ms, p95 {m.group(2)} ms. {first.group(0) if first else ''}")
    # Typing between functions too (a blank line, a comment, an import, a
    # new function, with the editor's auto-closed brackets) at random places.
    p = subprocess.run([sys.executable, script, TL, "5000", "400", "--anywhere"], capture_output=True,
                       text=True, timeout=1200)
    m = re.search(r"^edits: \d+\s+median: ([\d.]+) ms\s+p95: ([\d.]+) ms", p.stdout, re.M)
    if p.returncode != 0 or not m:
        lines.append("Typing anywhere: failed: " + (p.stdout + p.stderr).strip()[-300:])
    else:
        res["lsp_anywhere_median_ms"], res["lsp_anywhere_p95_ms"] = float(m.group(1)), float(m.group(2))
        kinds = "; ".join(l.strip() for l in p.stdout.splitlines()[1:] if " median: " in l)
        lines.append(f"5,000-line file, typing anywhere (latency.py --anywhere): {kinds}.")
    instr = lsp_instructions(script)
    if instr is not None:
        res["lsp_instructions"] = instr
        lines.append(f"Instructions per one-character edit on the 5,000-line file (callgrind; the same on any "
                     f"x86-64 machine, unlike the times above): {instr / 1e6:.1f} million.")
    res["lsp"] = "\n\n".join(lines) + "\n\nTarget on the 5,000-line file: median ≤ 5 ms, p95 ≤ 15 ms."
    log(res["lsp"])


def lsp_instructions(script):
    """Instructions the server executes per edit of the 5,000-line file:
    valgrind's callgrind counts them for a session of 40 edits and one of
    10; the difference over 30 edits leaves start-up and the first analysis
    out. None without valgrind."""
    if not shutil.which("valgrind"):
        return None
    tmp = tempfile.mkdtemp(prefix="tl-lsp-cg-")
    totals = {}
    try:
        for edits in (10, 40):
            out = os.path.join(tmp, f"cg.{edits}")
            wrapper = os.path.join(tmp, f"server.{edits}")
            with open(wrapper, "w") as f:
                f.write(f"#!/bin/sh\nexec valgrind --tool=callgrind --callgrind-out-file={out} {TL} \"$@\"\n")
            os.chmod(wrapper, 0o755)
            p = subprocess.run([sys.executable, script, wrapper, "5000", str(edits)], capture_output=True,
                               text=True, timeout=3600)
            summary = None
            if p.returncode == 0 and os.path.exists(out):
                for line in open(out, errors="replace"):
                    if line.startswith("summary:") or line.startswith("totals:"):
                        summary = int(line.split()[1])
            if summary is None:
                log("lsp instructions: callgrind run failed: " + (p.stdout + p.stderr)[-300:])
                return None
            totals[edits] = summary
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return (totals[40] - totals[10]) / 30


# ---------------------------------------------------------------- accuracy

def fingerprint(root, f):
    path = os.path.join(root, f["path"])
    try:
        with open(path, encoding="utf-8", errors="replace") as fh:
            src = fh.read().splitlines()
        text = src[f["line"] - 1].strip() if 0 < f["line"] <= len(src) else ""
    except OSError:
        text = ""
    text = re.sub(r"\s+", " ", text)
    key = "\x1f".join([os.path.normpath(f["path"]), f["rule"], f["message"], text])
    return hashlib.sha1(key.encode()).hexdigest()[:12], text


def load_verdicts():
    v = {}
    p = os.path.join(HERE, "triage-verdicts.tsv")
    if os.path.exists(p):
        for line in open(p, encoding="utf-8"):
            if line.startswith("#") or not line.strip():
                continue
            parts = line.rstrip("\n").split("\t")
            if len(parts) >= 3:
                v[parts[0]] = (parts[1], parts[2])
    return v


def accuracy(res):
    real = os.path.join(CORPUS, "real")
    if not TL:
        res["accuracy"] = None
        return
    log("accuracy: tensorlint --format=json on the real corpus")
    p = subprocess.run([TL, "--format=json", "--no-gitignore", "--quiet", f"--jobs={NPROC}", "."], cwd=real,
                       capture_output=True, text=True, timeout=900)
    try:
        d = json.loads(p.stdout)
    except ValueError:
        log(f"  no JSON (exit {p.returncode}): {p.stderr[:300]}")
        res["accuracy"] = None
        return
    lines = res.get("corpus_real", corpus_stats(real))["lines"]
    verdicts = load_verdicts()
    rows, new = [], []
    seen_fp = {}
    for f in sorted(d.get("findings", []), key=lambda f: (f["path"], f["line"], f["column"], f["rule"])):
        fp, text = fingerprint(real, f)
        # identical (path, rule, message, line text) twice in a file: number the repeats
        seen_fp[fp] = seen_fp.get(fp, 0) + 1
        if seen_fp[fp] > 1:
            fp = f"{fp}.{seen_fp[fp]}"
        verdict, reason = verdicts.get(fp, ("untriaged", ""))
        if fp not in verdicts:
            new.append(fp)
        rows.append({"fp": fp, "path": os.path.normpath(f["path"]), "line": f["line"], "col": f["column"],
                     "rule": f["rule"], "message": f["message"], "text": text, "verdict": verdict,
                     "reason": reason})
    errors = d.get("errors", [])
    per_rule = {}
    for r in rows:
        s = per_rule.setdefault(r["rule"], {"total": 0, "TP": 0, "FP": 0, "unclear": 0, "untriaged": 0})
        s["total"] += 1
        s[r["verdict"] if r["verdict"] in s else "untriaged"] += 1
    fps = sum(1 for r in rows if r["verdict"] == "FP")
    res["accuracy"] = {"lines": lines, "findings": len(rows), "per_kloc": len(rows) * 1000 / lines,
                       "fp": fps, "fp_per_kloc": fps * 1000 / lines,
                       "untriaged": sum(1 for r in rows if r["verdict"] == "untriaged"),
                       "errors": len(errors), "error_kinds": sorted({e.get("kind", "?") for e in errors}),
                       "per_rule": per_rule, "exit": p.returncode}
    write_triage(rows, errors, lines)
    log(f"  {len(rows)} findings ({len(new)} not yet triaged), {len(errors)} errors; wrote bench/triage.md")


def write_triage(rows, errors, lines):
    out = ["# Triage of tensorlint findings on the real corpus", "",
           "Generated by `bench/run` from `tensorlint --format=json` on `bench/.work/corpus/real`",
           f"({lines} lines of published TF.js code; see README.md). Verdicts come from",
           "`bench/triage-verdicts.tsv`, keyed by a fingerprint of (path, rule, message, source line text),",
           "so they survive re-runs and line shifts. New findings show up as `untriaged`: read the code,",
           "add a line `fingerprint<TAB>TP|FP|unclear<TAB>reason` to the TSV and re-run.", "",
           f"{len(rows)} findings, {sum(r['verdict'] == 'FP' for r in rows)} FP, "
           f"{sum(r['verdict'] == 'TP' for r in rows)} TP, {sum(r['verdict'] == 'unclear' for r in rows)} unclear, "
           f"{sum(r['verdict'] == 'untriaged' for r in rows)} untriaged.", "",
           "| # | fingerprint | file:line:col | rule | verdict | reason | message |",
           "|---|---|---|---|---|---|---|"]
    for i, r in enumerate(rows, 1):
        msg = r["message"].replace("|", "\\|")
        reason = r["reason"].replace("|", "\\|")
        out.append(f"| {i} | `{r['fp']}` | `{r['path']}:{r['line']}:{r['col']}` | {r['rule']} | {r['verdict']} "
                   f"| {reason} | {msg} |")
    if errors:
        out += ["", f"## Input errors ({len(errors)})", ""]
        for e in errors[:200]:
            out.append(f"- `{e.get('path')}:{e.get('line', '')}` {e.get('kind', '')}: {e.get('message', '')}")
    with open(os.path.join(HERE, "triage.md"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(out) + "\n")
    # a skeleton of untriaged rows, to paste into the TSV
    with open(os.path.join(WORK, "untriaged.tsv"), "w", encoding="utf-8") as fh:
        for r in rows:
            if r["verdict"] == "untriaged":
                fh.write(f"{r['fp']}\t?\t\t{r['path']}:{r['line']}\t{r['rule']}\t{r['text'][:100]}\n")


CHECK_RE = re.compile(r"CHECK(?:-DAG|-NEXT|-SAME|-EMPTY)?:\s*(?:\{\{[^}]*\}\})?[^\n]*?:(\[\[@LINE([+-]\d+)?\]\]|\d+)"
                      r":[^\n]*?warning:[^\n]*\[(tensor-[a-z-]+)\]")


def lit_labels(path):
    exp, checks, special = [], None, False
    with open(path, encoding="utf-8", errors="replace") as fh:
        for n, line in enumerate(fh, 1):
            if "RUN:" in line:
                # tests of other features (IR dumps, API files, fixes) carry no rule labels
                if re.search(r"--dump-ir|-config=|--export-fixes|--api[= ]", line):
                    special = True
                m = re.search(r"-?-checks=('([^']*)'|\"([^\"]*)\"|(\S+))", line)
                if m and checks is None:
                    checks = m.group(2) or m.group(3) or m.group(4)
            m = CHECK_RE.search(line)
            if not m:
                continue
            if m.group(1).startswith("[[@LINE"):
                ln = n + int(m.group(2) or 0)
            else:
                ln = int(m.group(1))
            exp.append((ln, m.group(3)))
    return exp, checks, special


def lit_accuracy(res):
    if not TL:
        res["lit"] = None
        return
    files = []
    for sub in ("js", "cpp"):
        base = os.path.join(ROOT, "test", sub)
        for r, dirs, fs in os.walk(base):
            # Inputs/ hold files that tests read, not tests (as in lit.cfg.py).
            dirs[:] = [d for d in dirs if d not in ("Inputs", "Output")]
            for f in sorted(fs):
                if f.endswith((".js", ".jsx", ".ts", ".tsx", ".mjs", ".c", ".cc", ".cpp")):
                    files.append(os.path.join(r, f))
    log(f"lit labels: {len(files)} test files under test/js and test/cpp")
    inc, _ = cpp_include_dir()
    per = {}
    skipped = 0
    skipped_special, no_json = [], []
    for f in files:
        exp, checks, special = lit_labels(f)
        if special:
            skipped_special.append(os.path.relpath(f, ROOT))
            continue
        argv = [TL, "--format=json", "--quiet", "--jobs=1"] + ([f"--checks={checks}"] if checks else []) + [f]
        if f.endswith((".c", ".cc", ".cpp")):
            argv += ["--", "-std=c++17", f"-I{inc}"]
        p = subprocess.run(argv, capture_output=True, text=True, timeout=120)
        try:
            # Labels are lines of the test file: findings in a file it
            # includes (test/cpp/included-part.c) are checked by the test.
            got = [(x["line"], x["rule"]) for x in json.loads(p.stdout).get("findings", [])
                   if os.path.abspath(x["path"]) == os.path.abspath(f)]
        except ValueError:
            skipped += 1
            no_json.append(f"{os.path.relpath(f, ROOT)} (exit {p.returncode})")
            continue
        exp_left = list(exp)
        for g in got:
            s = per.setdefault(g[1], {"TP": 0, "FP": 0, "FN": 0})
            if g in exp_left:
                exp_left.remove(g)
                s["TP"] += 1
            else:
                s["FP"] += 1
        for e in exp_left:
            per.setdefault(e[1], {"TP": 0, "FP": 0, "FN": 0})["FN"] += 1
    res["lit"] = {"files": len(files) - len(skipped_special), "skipped": skipped, "per_rule": per,
                  "not_rule_tests": skipped_special, "no_json": no_json}


# ---------------------------------------------------------------- report

def valid(r):
    """A measurement whose process crashed (signal, exit > 2) does not count."""
    return r if r and r.get("rc") in (0, 1, 2) else None


def speed_table(st, sp, seen, ph, goals):
    """The speed table of one JS/TS corpus, its ratios to the peers, and
    where tensorlint's time goes; returns (lines, {peer: [1 thread, all]})."""
    L = [f"{st.get('files')} files ({st.get('js_files')} JS, {st.get('ts_files')} TS), {st.get('lines')} lines, "
         f"{(st.get('bytes') or 0) / 1e6:.2f} MB. Files each tool analysed: {seen}.", "",
         "CPU s = user + sys of the process (on a loaded machine it is steadier than wall time).", "",
         "| tool | threads | wall s | CPU s | files/s | MB/s | peak RSS MB | exit |", "|---|---|---|---|---|---|---|---|"]
    for name in sorted(sp, key=lambda k: (int(k.split("@")[1]), k)):
        r = sp[name]
        tool, jobs = name.split("@")
        if not r:
            L.append(f"| {tool} | {jobs} | n/a | n/a | n/a | n/a | n/a | n/a |")
            continue
        rc = r["rc"] if r["rc"] in (0, 1, 2) else f"**{r['rc']} (crashed: timing invalid)**"
        L.append(f"| {tool} | {jobs} | {r['wall']:.3f} | {na(r.get('cpu'))} | {st['files'] / r['wall']:.0f} | "
                 f"{st['bytes'] / 1e6 / r['wall']:.2f} | {na(r['rss_mb'], '{:.0f}')} | {rc} |")
    L += ["", "| ratio (wall) | 1 thread | all threads | target |", "|---|---|---|---|"]
    targets = {}
    for peer, goal in goals.items():
        cells = []
        for j in (1, NPROC):
            a, b = valid(sp.get(f"tensorlint@{j}")), valid(sp.get(f"{peer}@{j}"))
            cells.append(b["wall"] / a["wall"] if a and b else None)
        L.append(f"| {peer} time / tensorlint time | {na(cells[0])}x | {na(cells[1])}x | {goal} |")
        c = []
        for j in (1, NPROC):
            a, b = valid(sp.get(f"tensorlint@{j}")), valid(sp.get(f"{peer}@{j}"))
            c.append(b["cpu"] / a["cpu"] if a and b and a.get("cpu") and b.get("cpu") else None)
        L.append(f"| {peer} CPU / tensorlint CPU (for reference) | {na(c[0])}x | {na(c[1])}x | |")
        targets[peer] = cells
    floors = [valid(sp.get(f"parse-floor@{j}")) for j in (1, NPROC)]
    if any(floors):
        def most(peer, j, f):
            b = valid(sp.get(f"{peer}@{j}"))
            return b["wall"] / f["wall"] if b and f else None
        L += ["", "`parse-floor` is tensorlint's parse step alone (`bench/parsefloor`: the same grammars, reading "
              "and scheduling as the driver, nothing lowered or analysed) on every file oxlint gets, so no "
              "tensorlint run on them can be faster (but for the few files tensorlint skips before parsing). "
              "The most tensorlint could reach if all its other work took no time:", "",
              "| ratio (wall) | 1 thread | all threads |", "|---|---|---|"]
        for peer in goals:
            cells = [most(peer, j, f) for j, f in zip((1, NPROC), floors)]
            L.append(f"| {peer} time / parse-floor time | {na(cells[0])}x | {na(cells[1])}x |")
            targets[f"{peer} floor"] = cells
    ox = valid(sp.get("oxlint@1"))
    if ph:
        if "summaries" in ph:
            parts = [("listing the inputs", ph["inputs"]), ("reading", ph["reading"]),
                     ("choosing the relevant files", ph["relevance"]), ("tree-sitter parsing", ph["parse"]),
                     ("lowering to the IR", max(ph["lowering"] - ph["parse"], 0.0)),
                     ("the whole-program summaries", ph["summaries"]), ("the rules", ph["rules"])]
        else:  # a results.json of an older run
            parts = [("tree-sitter parsing", ph["parse"]), ("lowering to the IR", ph["lower"]),
                     ("rules", ph["analyse"])]
        total = sum(t for _, t in parts)
        L += ["", f"Where tensorlint's single-thread time goes (`--show-stats`, wall time of each phase, "
              f"median of {RUNS}): "
              + ", ".join(f"{name} {t:.3f} s ({t / total:.0%})" for name, t in parts)
              + " (the process's start and exit aside)."
              + (f" Parsing alone takes {ph['parse'] / ox['wall']:.1f}x oxlint's whole single-thread run."
                 if ox and ox.get("wall") else "")]
    return L, targets


def app_report(res):
    L = ["", "## JavaScript / TypeScript: speed on application code", ""]
    if not res.get("app_speed"):
        return L + ["n/a (no mirrors of the repositories in app-corpus.tsv).", ""]
    sk = res.get("app_skipped")
    L += ["Whole applications (app-corpus.tsv), JS/TS files only: most files never touch a tensor, and "
          "tensorlint skips them before parsing"
          + (f" ({sk[0]} of {sk[1]} files here)." if sk else ".")
          + (f" Left out (no mirror): {', '.join(res['app_missing'])}." if res.get("app_missing") else ""), ""]
    tab, targets = speed_table(res.get("corpus_app") or {}, res["app_speed"], res.get("app_files_seen"),
                               res.get("app_phases"), {"eslint": "reported", "oxlint": "reported"})
    res["app_targets"] = targets
    L += tab
    sc = res.get("skip_check")
    if sc:
        same = all(r["same"] for r in sc["rows"])
        L += ["", "### Skipping changes no finding", "",
              f"`bench/skip_check.py` ran tensorlint on each input with and without `--all-files` "
              f"(`--report-unused-disable`): **{'the same findings on every input' if same else 'DIFFERENT findings'}**"
              f" ({len(sc['rows'])} inputs).", "",
              "| input | files | skipped | findings | same |", "|---|---|---|---|---|"]
        groups = {}
        for r in sc["rows"]:
            key = r["input"]
            for g in ("bench/.work/realworld", "bench/.work/python-corpus"):
                if key.startswith(g + "/"):
                    key = g + "/* (each repository)"
            a = groups.setdefault(key, {"files": 0, "skipped": 0, "findings": 0, "same": True, "n": 0})
            a["files"] += r["files"]
            a["skipped"] += r["skipped"]
            a["findings"] += r["findings"]
            a["same"] = a["same"] and r["same"]
            a["n"] += 1
        for key, a in groups.items():
            L.append(f"| {key} | {a['files']} | {a['skipped']} | {a['findings']} | {'yes' if a['same'] else '**no**'} |")
    return L + [""]


def report(res):
    L = []
    v = res["versions"]
    m = res["machine"]
    if os.environ.get("BENCH_NOTE"):
        res["note"] = os.environ["BENCH_NOTE"]
    if res.get("note"):
        L += [f"**Note:** {res['note']}", ""]
    L += [f"Machine: {m['nproc']} cores ({m['cpu']}), {m['ram_gb']:.1f} GiB RAM, {m['os']}; {m['date']}.",
          f"Load average at start: {m['loadavg']}"
          + (" (the machine was busy: numbers are indicative)." if busy(m['loadavg']) else ".")]
    for again in res.get("reruns", []):
        L += [f"Re-run on {again['date']} (load average at start {again['loadavg']}): "
              f"{', '.join(again['steps'])}; every other section is from {m['date']}."]
    L += [f"Versions: tensorlint {v.get('tensorlint')}, ESLint {v.get('eslint')} + @typescript-eslint/parser "
          f"{v.get('@typescript-eslint/parser')} (no rules), oxlint {v.get('oxlint')} (default rules), "
          f"clang-tidy {v.get('clang-tidy-19')}, node {v.get('node')}. Median of {RUNS} alternating runs"
          + (", each right after an unmeasured run of the same command." if WARMUP else "."),
          f"Binaries: tensorlint `{os.path.relpath(TL, ROOT) if TL else 'n/a'}`, plugin "
          f"`{os.path.relpath(PLUGIN, ROOT) if PLUGIN else 'n/a'}`.", ""]
    st = res.get("corpus_real") or {}
    L += ["## JavaScript / TypeScript: speed on the library corpus", "",
          "The published code of the TF.js libraries (corpus.txt): nearly every file uses tensors.", ""]
    tab, targets = speed_table(st, res.get("js_speed", {}), res.get("files_seen"), res.get("phases"),
                               {"eslint": "tensorlint ≥ 30x faster", "oxlint": "tensorlint no slower"})
    L += tab
    res["targets"] = targets
    sp = res.get("js_speed", {})
    L += app_report(res)
    sc = res.get("scaling") or {}
    L += ["", "## Scaling (generated corpus: real files replicated with renamed identifiers and paths)", "",
          f"| size | files | lines | tensorlint@{NPROC} s | tensorlint@1 s | peak RSS MB (@{NPROC}) | "
          f"oxlint@{NPROC} s | tensorlint ratio to previous size |", "|---|---|---|---|---|---|---|---|"]
    prev = None
    lin_ok = True
    for s, d in sc.items():
        a, b, o = d["m"].get(f"tensorlint@{NPROC}"), d["m"].get("tensorlint@1"), d["m"].get(f"oxlint@{NPROC}")
        ratio = None
        if prev and b and prev[1]:
            ratio = (b["wall"] / prev[1]["wall"]) / (d["stats"]["lines"] / prev[0]["lines"]) * 2
            lin_ok = lin_ok and ratio <= 2.1
        crashed = [k for k, x in d["m"].items() if x and x["rc"] not in (0, 1, 2)]
        if crashed:
            lin_ok = False
            L.append(f"| {s} | | | crashed: {', '.join(crashed)} (exit {d['m'][crashed[0]]['rc']}) | | | | |")
            prev = None
            continue
        L.append(f"| {s} | {d['stats']['files']} | {d['stats']['lines']} | {na(a and a['wall'], '{:.3f}')} | "
                 f"{na(b and b['wall'], '{:.3f}')} | {na(a and a['rss_mb'], '{:.0f}')} | "
                 f"{na(o and o['wall'], '{:.3f}')} | {na(ratio, '{:.2f}x per doubling')} |")
        prev = (d["stats"], b)
    L += ["", "Linearity: single-thread time per doubling of lines, normalised to exactly 2x the lines; "
          f"target ≤ 2.1x (2x + 5%): {('met' if lin_ok else 'not met') if sc and TL else 'n/a'}."]
    mn = res.get("minified")
    L += ["", "Robustness: one minified bundle (tf-core.min.js, "
          f"{(mn or {}).get('bytes', 0) / 1e6:.2f} MB, one line): " +
          (f"{mn['wall']:.3f} s, {na(mn.get('rss_mb'), '{:.0f}')} MB, exit {mn['rc']}, "
           f"{mn.get('findings')} findings, {mn.get('errors')} errors." if mn and mn.get("wall") else "n/a.")]
    ci = res.get("cpp_info", {})
    L += ["", "## C++: clang-tidy plugin overhead", "",
          f"{ci.get('files')} files generated by bench/cpp/make_sources.py ({ci.get('lines')} lines, each including <vector>, "
          f"<memory>, <map>, <string>...), headers from {ci.get('headers')}. clang-tidy refuses "
          "`-checks='-*'` (\"Error: no checks enabled\"), so both sides run one cheap check that finds "
          "nothing here (`cert-err52-cpp`); the plugin side adds `tensor-*`. One clang-tidy process for "
          f"all files, median of {res.get('cpp_runs')} alternating runs. Plugin found "
          f"{res.get('cpp_plugin_findings', 'n/a')} tensor-* warnings (exit {res.get('cpp_plugin_rc', 'n/a')}).", "",
          "| command | wall s | peak RSS MB | overhead vs clang-tidy |", "|---|---|---|---|"]
    cp = res.get("cpp") or {}
    base = cp.get("clang-tidy")
    for name in ("clang-tidy", "clang-tidy+plugin", "tensorlint-cli", "clang --analyze"):
        r = cp.get(name)
        if not r:
            L.append(f"| {name} | n/a | n/a | n/a |")
            continue
        ov = (r["wall"] / base["wall"] - 1) * 100 if base else None
        L.append(f"| {name} | {r['wall']:.3f} | {na(r['rss_mb'], '{:.0f}')} | {na(ov, '{:+.1f}%')} |")
    ci_instr = res.get("cpp_instructions")
    if ci_instr:
        L += ["", f"Instructions (callgrind) on the first {ci_instr['files']} files: clang-tidy "
              f"{ci_instr['tidy'] / 1e6:,.0f} million, with the plugin {ci_instr['plugin'] / 1e6:,.0f} million: "
              f"**{(ci_instr['plugin'] / ci_instr['tidy'] - 1) * 100:+.1f}%**. The target is judged on this count "
              "when there is one: it does not move with the machine's load."]
    L += ["", "## LSP latency", "", f"{res.get('lsp')}", ""]
    acc = res.get("accuracy")
    L += ["## Accuracy on the real corpus", ""]
    if acc:
        L += [f"{acc['findings']} findings on {acc['lines']} lines = **{acc['per_kloc']:.2f} per 1,000 lines**; "
              f"false positives after triage: {acc['fp']} = **{acc['fp_per_kloc']:.3f} per 1,000 lines** "
              f"(target < 0.2); {acc['untriaged']} untriaged; {acc['errors']} input errors "
              f"{acc['error_kinds']}. Every finding is in bench/triage.md.", "",
              "| rule | findings | TP | FP | unclear | untriaged |", "|---|---|---|---|---|---|"]
        for rule, s in sorted(acc["per_rule"].items()):
            L.append(f"| {rule} | {s['total']} | {s['TP']} | {s['FP']} | {s['unclear']} | {s['untriaged']} |")
    else:
        L.append("n/a (no working tensorlint binary or no JSON output).")
    L += [""] + realworld_report(res.get("realworld"))
    L += npm_report(res.get("npm"))
    L += python_report(res.get("python"))
    lit = res.get("lit")
    L += ["## Precision / recall on the labelled lit tests (test/js, test/cpp)", ""]
    if lit:
        L += [f"{lit['files']} test files; labels are `CHECK...: warning: ... [rule]` lines (line + rule), run with "
              f"the RUN line's `--checks`, C/C++ files through the tensorlint CLI; {lit['skipped']} files gave no "
              f"JSON, left out: {', '.join(lit.get('no_json', [])) or 'none'}; not rule tests, left out: {', '.join(lit.get('not_rule_tests', [])) or 'none'}.", "",
              "| rule | TP | FP | FN | precision | recall |", "|---|---|---|---|---|---|"]
        for rule in sorted(lit["per_rule"]):
            s = lit["per_rule"][rule]
            p = s["TP"] / (s["TP"] + s["FP"]) if s["TP"] + s["FP"] else None
            r = s["TP"] / (s["TP"] + s["FN"]) if s["TP"] + s["FN"] else None
            L.append(f"| {rule} | {s['TP']} | {s['FP']} | {s['FN']} | {na(p)} | {na(r)} |")
    else:
        L.append("n/a")
    # targets summary
    sp1 = sp.get(f"tensorlint@{NPROC}")
    sc200 = valid((sc.get("200k") or {}).get("m", {}).get(f"tensorlint@{NPROC}"))
    ov = None
    if cp.get("clang-tidy") and cp.get("clang-tidy+plugin"):
        ov = (cp["clang-tidy+plugin"]["wall"] / cp["clang-tidy"]["wall"] - 1) * 100
    ci_instr = res.get("cpp_instructions")
    ovi = (ci_instr["plugin"] / ci_instr["tidy"] - 1) * 100 if ci_instr else None

    def met(x):
        return "n/a" if x is None else ("**met**" if x else "**not met**")
    e = targets.get("eslint", [None, None])
    o = targets.get("oxlint", [None, None])

    def bound(peer, fmt):
        f = targets.get(f"{peer} floor", [None, None])[1]
        return "" if f is None else f"; parsing alone allows at most {na(f, fmt)}"
    ae = (res.get("app_targets") or {}).get("eslint", [None, None])
    ao = (res.get("app_targets") or {}).get("oxlint", [None, None])
    L += ["", "## Targets", "", "| target | result | status |", "|---|---|---|",
          f"| library corpus: ≥ 30x faster than ESLint ({NPROC} threads; 1 thread for reference) | "
          f"{na(e[1], '{:.1f}x')} (1 thread: {na(e[0], '{:.1f}x')}{bound('eslint', '{:.1f}x')}) | "
          f"{met(None if e[1] is None else e[1] >= 30)} |",
          f"| library corpus: no slower than oxlint ({NPROC} threads; 1 thread for reference) | "
          f"{na(o[1], '{:.2f}x')} (1 thread: {na(o[0], '{:.2f}x')}{bound('oxlint', '{:.2f}x')}) | "
          f"{met(None if o[1] is None else o[1] >= 1)} |",
          f"| application corpus: ESLint and oxlint time / tensorlint time ({NPROC} threads) | "
          f"{na(ae[1], '{:.1f}x')} / {na(ao[1], '{:.2f}x')} | reported |",
          f"| peak RSS < 150 MB on 200k lines | {na(sc200 and sc200['rss_mb'], '{:.0f} MB')} | "
          f"{met(None if not sc200 or sc200['rss_mb'] is None else sc200['rss_mb'] < 150)} |",
          f"| linear scaling (≤ 2x + 5% per doubling) | see table | {met(lin_ok if sc and TL else None)} |",
          f"| clang-tidy plugin overhead < 5% | wall {na(ov, '{:+.1f}%')}, instructions {na(ovi, '{:+.1f}%')} | "
          f"{met(None if (ov if ovi is None else ovi) is None else (ov if ovi is None else ovi) < 5)} |",
          f"| LSP edit-to-diagnostics median ≤ 5 ms, p95 ≤ 15 ms (5,000-line file) | "
          f"{na(res.get('lsp_median_ms'), '{:.1f} ms')} / {na(res.get('lsp_p95_ms'), '{:.1f} ms')} | "
          f"{met(None if res.get('lsp_median_ms') is None or res.get('lsp_p95_ms') is None else res['lsp_median_ms'] <= 5 and res['lsp_p95_ms'] <= 15)} |",
          f"| the same, typing anywhere: p95 ≤ 15 ms (5,000-line file) | "
          f"{na(res.get('lsp_anywhere_median_ms'), '{:.1f} ms')} / {na(res.get('lsp_anywhere_p95_ms'), '{:.1f} ms')} | "
          f"{met(None if res.get('lsp_anywhere_p95_ms') is None else res['lsp_anywhere_p95_ms'] <= 15)} |",
          f"| false positives < 0.2 / 1,000 lines (real corpus, after triage) | "
          f"{na(acc and acc['fp_per_kloc'], '{:.3f}')} | "
          f"{met(None if not acc else (acc['fp_per_kloc'] < 0.2 if acc['untriaged'] == 0 else None))} |"]
    _ = sp1
    return "\n".join(L) + "\n"


def npm_binary(res):
    """The npm package's portable program (build-npm: LLVM Support and the
    C++ runtime linked statically, stripped as scripts/pack-npm packs it)
    against the dynamically linked build: size, start-up (`--version`) and
    the real corpus with all jobs."""
    portable = os.path.join(ROOT, "build-npm", "bin", "tensorlint")
    real = os.path.join(CORPUS, "real")
    if not (TL and os.path.exists(portable) and os.path.isdir(real)):
        res["npm"] = None
        return
    stripped = os.path.join(WORK, "tensorlint-npm")
    subprocess.run(["strip", "-o", stripped, portable], check=True)
    env_api = {"TENSORLINT_API_DIR": os.path.join(ROOT, "apis")}
    out = {"size_mb": {"npm": os.path.getsize(stripped) / 1e6, "dynamic": os.path.getsize(TL) / 1e6}}

    def version(exe):
        return ([exe, "--version"], ROOT)

    def corpus(exe):
        return ([exe, f"--jobs={NPROC}", "--no-gitignore", "--quiet", "."], real)
    old_env = dict(os.environ)
    os.environ.update(env_api)
    try:
        out["startup"] = measure({"npm": version(stripped), "dynamic": version(TL)}, runs=max(RUNS, 10))
        out["corpus"] = measure({"npm": corpus(stripped), "dynamic": corpus(TL)})
    finally:
        os.environ.clear()
        os.environ.update(old_env)
    res["npm"] = out


def npm_report(n):
    L = ["## The npm package's program", ""]
    if not n:
        return L + ["n/a (no build-npm/bin/tensorlint: scripts/setup builds it).", ""]
    st, co = n.get("startup") or {}, n.get("corpus") or {}

    def wall(d, k):
        return na((d.get(k) or {}).get("wall"), "{:.3f}")
    L += ["The portable build of `@tensorlint/linux-x64-gnu` (JS/TS only; LLVM Support, libstdc++ and libgcc "
          "linked statically, stripped) against the build of the Debian package (`build/bin/tensorlint`: "
          "libstdc++ shared, not stripped; it loads libLLVM and libclang-cpp only for a C/C++ file, from "
          "lib/TensorLintClang.so, whose size is left out), medians:", "",
          "| program | size MB | start-up s (`--version`) | real corpus s (all jobs) |", "|---|---|---|---|"]
    for k, name in (("npm", "npm (portable)"), ("dynamic", "Debian package")):
        L.append(f"| {name} | {n['size_mb'][k]:.1f} | {wall(st, k)} | {wall(co, k)} |")
    return L + [""]


def python_speed(res):
    """The Python frontend against the JS one: lines per second on the Python
    sources of the whole-repository corpus (bench/.work/whole, materialized
    by realworld/triage.py from local mirrors) and on the JS real corpus,
    with one job and with all."""
    whole = os.path.join(WORK, "whole")
    tree = os.path.join(WORK, "python-corpus")
    if not (TL and os.path.isdir(whole)):
        res["python"] = None
        return
    shutil.rmtree(tree, ignore_errors=True)
    lines = files = 0
    for d, _, names in os.walk(whole):
        for n in names:
            if not n.endswith(".py"):
                continue
            src = os.path.join(d, n)
            dst = os.path.join(tree, os.path.relpath(src, whole))
            os.makedirs(os.path.dirname(dst), exist_ok=True)
            shutil.copyfile(src, dst)
            with open(src, "rb") as fh:
                lines += fh.read().count(b"\n")
            files += 1
    real = os.path.join(CORPUS, "real")
    out = {"python": {"files": files, "lines": lines},
           "js": corpus_stats(real) if os.path.isdir(real) else None, "runs": {}}
    for jobs in sorted({1, NPROC}):
        out["runs"].update(measure({f"python@{jobs}": tl_cmd(tree, jobs),
                                    f"js@{jobs}": tl_cmd(real, jobs) if out["js"] else None}))
    res["python"] = out


def python_report(p):
    L = ["## The Python frontend's speed", ""]
    if not p:
        return L + ["n/a (no materialized whole-repository corpus: run realworld/triage.py first).", ""]
    L += [f"Python sources of the whole-repository corpus ({p['python']['files']} files, "
          f"{p['python']['lines']} lines) against the JS real corpus ({p['js']['lines'] if p['js'] else 'n/a'} lines), "
          "medians:", "", "| jobs | Python s | Python lines/s | JS s | JS lines/s |", "|---|---|---|---|---|"]
    for jobs in sorted({int(k.split("@")[1]) for k in p["runs"]}):
        py, js = p["runs"].get(f"python@{jobs}"), p["runs"].get(f"js@{jobs}")
        pl = p["python"]["lines"] / py["wall"] if py else None
        jl = p["js"]["lines"] / js["wall"] if js and p["js"] else None
        L.append(f"| {jobs} | {na(py and py['wall'], '{:.3f}')} | {na(pl, '{:,.0f}')} | "
                 f"{na(js and js['wall'], '{:.3f}')} | {na(jl, '{:,.0f}')} |")
    return L + [""]


def realworld(res):
    """Accuracy on real application code: the labelled regions
    (realworld/score.py) and the triage of whole repositories
    (realworld/triage.py), read from local mirrors; n/a without them."""
    out = {}
    for name in ("score", "triage"):
        script = os.path.join(HERE, "realworld", f"{name}.py")
        env = dict(os.environ, **({"TENSORLINT": TL} if TL else {}))
        try:
            p = subprocess.run([sys.executable, script, "--json"], capture_output=True,
                               text=True, env=env, timeout=1800)
            out[name] = json.loads(p.stdout)
        except (subprocess.SubprocessError, ValueError) as e:
            log(f"realworld {name}: {type(e).__name__}")
    res["realworld"] = out


def realworld_report(rw):
    L = ["## Accuracy on real application code (bench/realworld)", ""]
    sc, tr = (rw or {}).get("score"), (rw or {}).get("triage")
    if not sc and not tr:
        return L + ["n/a (no mirrors of the pinned repositories; see bench/realworld/README.md).", ""]

    def ratio(a, b):
        return f"{a / b:.2f}" if b else "n/a"
    if sc:
        L += [f"Labelled regions (manifest.tsv; {sc.get('not_materialized', 0)} not materialized):", "",
              "| language | rule | TP | missed | false alarms | precision | recall |", "|---|---|---|---|---|---|---|"]
        for key in sorted(k for k in sc if "/" in k):
            lang, rule = key.rsplit("/", 1)
            c = sc[key]
            tp, fn, fp = c.get("tp", 0), c.get("fn", 0), c.get("fp", 0)
            L.append(f"| {lang} | {'all' if rule == '*' else rule} | {tp} | {fn} | {fp} | "
                     f"{ratio(tp, tp + fp)} | {ratio(tp, tp + fn)} |")
        for key in sorted(k for k in sc if k.endswith("/*")):
            c = sc[key]
            kloc = c.get("clean_lines", 0) / 1000
            L.append(f"\n{key[:-2]}: {c.get('fp', 0)} false alarms in {c.get('clean_rows', 0)} clean regions "
                     f"({c.get('clean_lines', 0)} lines): {ratio(c.get('fp', 0), kloc)} per 1,000 lines.")
        L.append("")
    if tr:
        L += [f"Whole repositories (repos.tsv), findings judged by hand (triage.tsv); "
              f"{tr.get('untriaged', 0)} untriaged, {tr.get('no_longer_reported', 0)} judged findings no longer "
              "reported (false alarms fixed since):", "",
              "| language | rule | judged | TP | FP | precision |", "|---|---|---|---|---|---|"]
        for key in sorted(k for k in tr if "/" in k and not k.startswith("library/")):
            lang, rule = key.rsplit("/", 1)
            c = tr[key]
            tp, fp = c.get("tp", 0), c.get("fp", 0)
            L.append(f"| {lang} | {'all' if rule == '*' else rule} | {tp + fp} | {tp} | {fp} | {ratio(tp, tp + fp)} |")
        libs = sorted(k for k in tr if k.startswith("library/"))
        if libs:
            L += ["", "By the library the repositories use (repos.tsv column 5; a repository on several "
                  "counts for each):", "",
                  "| library | repositories | lines | judged | TP | FP | precision | false alarms per 1,000 lines |",
                  "|---|---|---|---|---|---|---|---|"]
            for key in libs:
                c = tr[key]
                tp, fp, lines = c.get("tp", 0), c.get("fp", 0), c.get("lines", 0)
                L.append(f"| {key[len('library/'):]} | {c.get('repos', 0)} | {lines} | {tp + fp} | {tp} | {fp} | "
                         f"{ratio(tp, tp + fp)} | {ratio(fp, lines / 1000)} |")
        L.append("")
    return L


def machine():
    cpu = "unknown"
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
        ram = int(re.search(r"MemTotal:\s+(\d+)", open("/proc/meminfo").read()).group(1)) / 1024 / 1024
    except OSError:
        ram = 0
    osname = "Linux"
    try:
        osname = re.search(r'PRETTY_NAME="([^"]+)"', open("/etc/os-release").read()).group(1)
    except (OSError, AttributeError):
        pass
    return {"nproc": os.cpu_count(), "cpu": cpu, "ram_gb": ram, "os": osname,
            "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
            "loadavg": " ".join(open("/proc/loadavg").read().split()[:3])}


def main():
    steps = sys.argv[1:] or ["js", "app", "scaling", "minified", "cpp", "lsp", "accuracy", "realworld", "python",
                             "npm", "lit", "skip"]
    res = {"machine": machine(), "versions": tool_versions()}
    prev = os.path.join(WORK, "results.json")
    if os.environ.get("BENCH_REUSE") == "1" and os.path.exists(prev):
        # re-run only the given steps (e.g. accuracy after triage), keep the rest
        with open(prev) as fh:
            res = json.load(fh)
        log(f"reusing {prev} (measured {res['machine']['date']})")
        now = machine()
        # The header says when the re-run steps were measured; a step re-run
        # again leaves its earlier re-run.
        earlier = res.get("reruns", [])
        for r in earlier:
            r["steps"] = [x for x in r["steps"] if x not in steps]
        res["reruns"] = [r for r in earlier if r["steps"]]
        res["reruns"].append({"date": now["date"], "loadavg": now["loadavg"], "steps": steps})
    if not TL:
        log("no working tensorlint binary: tensorlint columns are n/a")
    fns = {"js": js_speed, "app": app_speed, "skip": skip_check, "scaling": js_scaling, "minified": minified, "cpp": cpp, "lsp": lsp,
           "accuracy": accuracy, "realworld": realworld, "python": python_speed, "npm": npm_binary,
           "lit": lit_accuracy}
    for s in steps:
        t0 = time.time()
        try:
            fns[s](res)
        except Exception as e:  # a broken step must not take the whole report down
            log(f"step {s} failed: {type(e).__name__}: {e}")
        log(f"step {s}: {time.time() - t0:.0f} s")
    with open(os.path.join(WORK, "results.json"), "w") as fh:
        json.dump(res, fh, indent=1, default=str)
    print(report(res))


if __name__ == "__main__":
    main()
