#!/usr/bin/env python3
"""Draws the judging samples of the external corpus and scores them.

usage: score.py sample SPLIT LANG [--size N]
       score.py [--json]

`sample` draws up to N (default 150) findings of language LANG (js,
python, cpp) from bench/.work/heldout/results/SPLIT/ (written by corpus.py
run), stratified by rule: every rule keeps at least min(10, its findings),
the rest in proportion, each stratum drawn with random.Random(SAMPLE_SEED)
from the findings in a fixed order. The sample goes to
verdicts-SPLIT-LANG.tsv beside this script, keeping the verdicts of findings
judged before (same repository, path, line, rule and message); the new ones
have an empty verdict for a judge to fill in.

Verdicts: TP (a maintainer would accept a fix), TP-test (the same, in test
code), THROW (leaks only on a path that leaves by an exception), FP (a
maintainer would reject it; code that runs once, such as start-up, a CLI
main or module level code, is FP), UNCLEAR. Precision counts TP and TP-test
as right, FP and THROW as wrong, and leaves UNCLEAR out.

`score` prints, per split, language and rule: findings, judged, precision,
the estimated false alarms per 1,000 lines (each rule's false-alarm rate in
its sample times its findings), and recall on labels.tsv: a labelled leak
is found when the run at its commit (corpus.py labels) reports the same
rule in the same file within two lines (and "any rule": a leak rule of the
other kind there, for a label whose rule is a judgement call between
tensor-undisposed and tensor-chained-temporary).
"""
import argparse
import collections
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import split  # noqa: E402

WORK = os.path.join(HERE, "..", ".work", "heldout")
RESULTS = "results"
COLUMNS = ["id", "repo", "path", "line", "column", "rule", "message",
           "verdict", "why"]
RIGHT = {"TP", "TP-test"}
WRONG = {"FP", "THROW"}
LEAK_RULES = {"tensor-undisposed", "tensor-chained-temporary"}


def results(split_name):
    d = os.path.join(WORK, RESULTS, split_name)
    out = []
    for name in sorted(os.listdir(d)) if os.path.isdir(d) else []:
        with open(os.path.join(d, name)) as f:
            out.append(json.load(f))
    return out


def relpath(repo_result, path):
    return os.path.normpath(path)


def key(f):
    return (f["repo"], f["path"], str(f["line"]), f["rule"], f["message"])


def read_verdicts(path):
    rows = []
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            header = f.readline().rstrip("\n").split("\t")
            for line in f:
                rows.append(dict(zip(header, line.rstrip("\n").split("\t"))))
    return rows


def write_verdicts(path, rows):
    with open(path, "w", encoding="utf-8") as f:
        f.write("\t".join(COLUMNS) + "\n")
        for r in rows:
            f.write("\t".join(str(r.get(c, "")).replace("\t", " ")
                              for c in COLUMNS) + "\n")


def findings_of(split_name, lang):
    out = []
    for res in results(split_name):
        for f in res["findings"]:
            if f.get("language") == lang:
                # A notebook's lines count in a cell: the cell is part of
                # the place ("nb.ipynb#cell 6").
                path = relpath(res, f["path"])
                if "cell" in f:
                    path += f"#cell {f['cell']}"
                out.append({"repo": res["repo"], "path": path,
                            "line": f["line"], "column": f["column"],
                            "rule": f["rule"], "message": f["message"]})
    out.sort(key=lambda f: (f["repo"], f["path"], f["line"], f["column"],
                            f["rule"], f["message"]))
    return out


def stratified(findings, size, rng):
    by_rule = collections.defaultdict(list)
    for f in findings:
        by_rule[f["rule"]].append(f)
    if len(findings) <= size:
        return list(findings)
    take = {r: min(10, len(fs)) for r, fs in by_rule.items()}
    left = size - sum(take.values())
    rest = {r: len(fs) - take[r] for r, fs in by_rule.items()}
    total_rest = sum(rest.values())
    for r in sorted(by_rule):
        if total_rest:
            take[r] += min(rest[r], int(left * rest[r] / total_rest))
    # What rounding left over, to the largest strata first.
    for r in sorted(by_rule, key=lambda r: -rest[r]):
        while sum(take.values()) < size and take[r] < len(by_rule[r]):
            take[r] += 1
    out = []
    for r in sorted(by_rule):
        out.extend(rng.sample(by_rule[r], take[r]))
    return out


def sample(split_name, lang, size):
    """Draws a stratified sample of the split's findings into the verdicts
    file. Every row judged before stays (with its id), judged findings the
    run no longer reports too (score() skips those); drawn findings with no
    row yet are appended with new ids, for a judge to fill in."""
    path = os.path.join(HERE, f"verdicts-{split_name}-{lang}.tsv")
    rows = read_verdicts(path)
    known = {key(r) for r in rows}
    rng = random.Random(split.SAMPLE_SEED)
    chosen = stratified(findings_of(split_name, lang), size, rng)
    prefix = f"{split_name}-{lang}-"
    next_id = 1 + max((int(r["id"][len(prefix):]) for r in rows
                       if r["id"].startswith(prefix)
                       and r["id"][len(prefix):].isdigit()), default=0)
    for f in sorted(chosen, key=lambda f: (f["repo"], f["path"], f["line"])):
        f = {**f, "line": str(f["line"])}
        if key(f) in known:
            continue
        rows.append({**f, "id": f"{prefix}{next_id}", "verdict": "",
                     "why": ""})
        next_id += 1
    write_verdicts(path, rows)
    print(f"{path}: {len(rows)} rows, "
          f"{sum(1 for r in rows if not r['verdict'])} to judge")


def labels():
    with open(os.path.join(HERE, "labels.tsv"), encoding="utf-8") as f:
        header = f.readline().rstrip("\n").split("\t")
        return [dict(zip(header, l.rstrip("\n").split("\t"))) for l in f]


def label_findings(repo, commit):
    p = os.path.join(WORK, RESULTS, "labels",
                     f"{repo.replace('/', '+')}@{commit[:12]}.json")
    if not os.path.exists(p):
        return None
    with open(p) as f:
        return json.load(f)["findings"]


def found(label, fs, any_leak_rule):
    want = os.path.normpath(label["path"])
    line = int(label["line"])
    for f in fs:
        if os.path.normpath(f["path"]) != want or abs(f["line"] - line) > 2:
            continue
        if f["rule"] == label["rule"] or (
                any_leak_rule and f["rule"] in LEAK_RULES and
                label["rule"] in LEAK_RULES):
            return True
    return False


def score():
    table = []
    for split_name in ("dev", "test"):
        lines = collections.Counter()
        for res in results(split_name):
            lines.update(res.get("lines", {}))
        for lang in ("js", "python", "cpp"):
            fs = findings_of(split_name, lang)
            per_rule = collections.Counter(f["rule"] for f in fs)
            # A verdict on a finding the run no longer reports says nothing
            # about the run: only the sample's findings still reported count.
            current = {key({**f, "line": str(f["line"])}) for f in fs}
            verdicts = [v for v in read_verdicts(
                os.path.join(HERE, f"verdicts-{split_name}-{lang}.tsv"))
                if key(v) in current]
            labs = [l for l in labels() if l["split"] == split_name and
                    l["language"] == lang]
            rules = sorted(set(per_rule) | {l["rule"] for l in labs} |
                           {v["rule"] for v in verdicts})
            for rule in rules + ["all"]:
                vs = [v for v in verdicts if rule in ("all", v["rule"])]
                right = sum(v["verdict"] in RIGHT for v in vs)
                wrong = sum(v["verdict"] in WRONG for v in vs)
                n = per_rule[rule] if rule != "all" else len(fs)
                ls = [l for l in labs if rule in ("all", l["rule"])]
                strict = lenient = missing = 0
                for l in ls:
                    got = label_findings(l["repo"], l["commit"])
                    if got is None:
                        missing += 1
                        continue
                    strict += found(l, got, False)
                    lenient += found(l, got, True)
                if rule == "all":
                    fp = sum(per_rule[r] * (sum(
                        v["verdict"] in WRONG for v in verdicts
                        if v["rule"] == r) / max(1, sum(
                            v["verdict"] in RIGHT | WRONG for v in verdicts
                            if v["rule"] == r))) for r in per_rule)
                else:
                    fp = n * wrong / max(1, right + wrong)
                table.append({
                    "split": split_name, "language": lang, "rule": rule,
                    "findings": n, "judged": right + wrong,
                    "precision": right / (right + wrong)
                    if right + wrong else None,
                    "fp_per_kloc": 1000 * fp / lines[lang]
                    if lines[lang] else None,
                    "labels": len(ls) - missing,
                    "recall": strict / (len(ls) - missing)
                    if len(ls) > missing else None,
                    "recall_any_leak_rule": lenient / (len(ls) - missing)
                    if len(ls) > missing else None,
                    "lines": lines[lang]})
    return table


def fmt(x, spec=".2f"):
    return "n/a" if x is None else format(x, spec)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("command", nargs="?", default="score",
                    choices=["score", "sample"])
    ap.add_argument("split", nargs="?")
    ap.add_argument("lang", nargs="?")
    ap.add_argument("--size", type=int, default=150)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--results", default="results")
    args = ap.parse_args()
    global RESULTS
    RESULTS = args.results
    if args.command == "sample":
        if args.split not in ("dev", "test") or \
                args.lang not in ("js", "python", "cpp"):
            sys.exit("usage: score.py sample dev|test js|python|cpp")
        sample(args.split, args.lang, args.size)
        return
    table = score()
    if args.json:
        print(json.dumps(table, indent=1))
        return
    print("| split | language | rule | findings | judged | precision | "
          "false alarms / 1,000 lines | labels | recall | recall (any leak "
          "rule) |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for r in table:
        if not r["findings"] and not r["labels"]:
            continue
        print(f"| {r['split']} | {r['language']} | {r['rule']} | "
              f"{r['findings']} | {r['judged']} | {fmt(r['precision'])} | "
              f"{fmt(r['fp_per_kloc'], '.3f')} | {r['labels']} | "
              f"{fmt(r['recall'])} | {fmt(r['recall_any_leak_rule'])} |")


if __name__ == "__main__":
    main()
