#!/usr/bin/env python3
"""Precision of tensorlint on whole public repositories, by hand triage.

usage: triage.py [--tensorlint BIN] [--mirrors DIR] [--work DIR] [--json]
                 [--only OWNER/NAME]... [--repos FILE] [--triage FILE]

repos.tsv (beside this script, or --repos) pins whole repositories that nobody labelled
region by region, one per line, tab-separated:

    repo  commit  args  note  [libraries]

  libraries  the tensor libraries it uses, comma-separated (the API models'
             names: tfjs, onnxruntime-js, ...), for the table by library
  args  extra compiler arguments for C/C++ sources, or `-`: `-Isrc` is an
        include directory of the repository; `-I@owner/name@commit/dir` one
        of another repository's mirror (the runtime's real headers, when
        the application does not ship them: ggml's `include`);
        `-I@owner/name@commit=sub` a directory in which `sub` is that
        repository (a submodule included as "ggml/src/ggml-impl.h")

triage.tsv (beside this script, or --triage) holds the verdict on each finding tensorlint reported there:

    repo  path  line  rule  verdict  cause

  verdict  `tp` (a maintainer would accept the finding and fix the code) or
           `fp` (a maintainer would reject it)
  cause    for a false alarm, why tensorlint was wrong; for a true
           positive, what the bug is

As score.py does, this fetches nothing: each repository is materialized from
its local mirror and tensorlint runs once over the whole tree. Prints per
language and rule the triaged true and false positives and the precision
over today's findings, then the findings nobody triaged yet (to triage) and
the triaged ones no longer reported (a false alarm fixed, or a true
positive lost).
"""
import argparse
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import score  # noqa: E402


def read_tsv(path, columns):
    rows = []
    for n, line in enumerate(open(path, encoding="utf-8"), 1):
        line = line.rstrip("\n")
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        if len(fields) < columns:
            sys.exit(f"{path}:{n}: expected {columns} columns")
        rows.append((n, fields))
    return rows


def library_languages():
    """library name -> "js", "python" or "c/c++", from the API models'
    top-level `library:` and `language:` keys."""
    out = {}
    apis = os.path.join(HERE, "..", "..", "apis")
    for root, _, files in os.walk(apis):
        for name in files:
            if not name.endswith(".yaml"):
                continue
            keys = {}
            for line in open(os.path.join(root, name), encoding="utf-8"):
                m = re.match(r"(library|language):\s*(\S+)", line)
                if m:
                    keys.setdefault(m.group(1), m.group(2))
            if "library" in keys:
                lang = keys.get("language")
                out[keys["library"]] = \
                    lang if lang in ("js", "python") else "c/c++"
    return out


def source_lines(tree, lang):
    """Lines of the materialized sources of one language (what tensorlint
    analysed)."""
    total = 0
    for root, _, files in os.walk(tree):
        for name in files:
            if name.endswith(score.SOURCE_EXT) and language(name) == lang:
                with open(os.path.join(root, name), "rb") as f:
                    total += f.read().count(b"\n")
    return total


def language(path):
    return score.language_of(path)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    score.add_common_arguments(ap, "whole")
    ap.add_argument("--only", metavar="OWNER/NAME", action="append",
                    help="run these repositories only")
    ap.add_argument("--repos", default=os.path.join(HERE, "repos.tsv"))
    ap.add_argument("--triage", default=os.path.join(HERE, "triage.tsv"))
    args = ap.parse_args()

    verdicts = {}
    for n, f in read_tsv(args.triage, 6):
        repo, path, line, rule, verdict, cause = f[:6]
        if verdict not in ("tp", "fp"):
            sys.exit(f"triage.tsv:{n}: verdict must be tp or fp")
        verdicts[(repo, os.path.normpath(path), int(line), rule)] = \
            (verdict, cause)

    stats = collections.defaultdict(collections.Counter)
    by_library = collections.defaultdict(collections.Counter)
    lib_language = library_languages()
    untriaged, seen, missing = [], set(), []
    for _, fields in read_tsv(args.repos, 4):
        repo, commit, extra = fields[:3]
        libraries = fields[4].split(",") if len(fields) > 4 else []
        if args.only and repo not in args.only:
            continue
        tree = score.materialize(args.mirrors, os.path.abspath(args.work),
                                 repo, commit)
        if not tree:
            missing.append(repo)
            continue
        extra_args = [] if extra == "-" else [
            score.include_arg(a, tree, args.mirrors,
                              os.path.abspath(args.work), "repos.tsv")
            for a in extra.split()]
        found = score.findings_of(os.path.abspath(args.tensorlint), tree,
                                  extra_args, args.tensorlint_option)
        for lib in libraries:
            by_library[lib]["repos"] += 1
            by_library[lib]["lines"] += source_lines(
                tree, lib_language.get(lib, "js"))
        for path, fs in found.items():
            for f in fs:
                key = (repo, path, f["line"], f["rule"])
                lang = language(path)
                stats[(lang, "*")]["findings"] += 1
                if key not in verdicts:
                    untriaged.append((key, f["message"]))
                    continue
                seen.add(key)
                v = verdicts[key][0]
                stats[(lang, f["rule"])][v] += 1
                stats[(lang, "*")][v] += 1
                for lib in libraries:
                    if lib_language.get(lib, "js") == lang:
                        by_library[lib][v] += 1
    gone = [(k, v) for k, v in verdicts.items()
            if k not in seen and k[0] not in missing and
            (not args.only or k[0] in args.only)]

    if args.json:
        print(json.dumps({f"{l}/{r}": dict(c) for (l, r), c in stats.items()}
                         | {f"library/{lib}": dict(c)
                            for lib, c in by_library.items()}
                         | {"untriaged": len(untriaged),
                            "no_longer_reported": len(gone),
                            "not_materialized": len(missing)},
                         sort_keys=True))
        return
    print(f"{len(missing)} repositories not materialized {missing or ''}\n")
    print("| language | rule | findings triaged | TP | FP | precision |")
    print("|---|---|---|---|---|---|")
    for (lang, rule), c in sorted(stats.items()):
        name = "all" if rule == "*" else rule
        print(f"| {lang} | {name} | {c['tp'] + c['fp']} | {c['tp']} | "
              f"{c['fp']} | {score.ratio(c['tp'], c['tp'] + c['fp'])} |")
    if by_library:
        print("\nBy the library the repositories use (repos.tsv column 5; "
              "a repository on several counts for each):\n")
        print("| library | repositories | lines | judged findings | TP | FP "
              "| precision | false alarms per 1,000 lines |")
        print("|---|---|---|---|---|---|---|---|")
        for lib, c in sorted(by_library.items()):
            print(f"| {lib} | {c['repos']} | {c['lines']} | "
                  f"{c['tp'] + c['fp']} | {c['tp']} | {c['fp']} | "
                  f"{score.ratio(c['tp'], c['tp'] + c['fp'])} | "
                  f"{score.ratio(c['fp'], c['lines'] / 1000)} |")
    if untriaged:
        print("\nTo triage (not in triage.tsv):")
        for (repo, path, line, rule), msg in untriaged:
            print(f"  {repo}\t{path}\t{line}\t{rule}\t{msg}")
    if gone:
        print("\nTriaged, no longer reported:")
        for (repo, path, line, rule), (v, cause) in sorted(gone):
            print(f"  {v} {repo}:{path}:{line} [{rule}] {cause}")


if __name__ == "__main__":
    main()
