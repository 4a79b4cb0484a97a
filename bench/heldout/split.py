#!/usr/bin/env python3
"""The pre-registered split of the external corpus (issue 46's protocol).

Committed before any finding on the corpus was read. A repository of
../shared/corpus/candidates.tsv is in `dev` when the last hex digit of
sha1("owner/name") (the name exactly as the list spells it) is 0-4, else in
`test`. Tune only on `dev`; on `test`, run the tool and judge a random sample
(seed SAMPLE_SEED) at the end of a stop, never to decide what to change.
bench/realworld/'s repositories and any repository added later join `dev`.

usage: split.py [CANDIDATES]    prints "repo<TAB>split" for every candidate
"""
import hashlib
import os
import sys

# The seed of every random sample drawn from the test split (sample.py).
SAMPLE_SEED = 46046

DEFAULT_CANDIDATES = os.path.join(os.path.dirname(__file__), "..", "..", "..",
                                  "shared", "corpus", "candidates.tsv")
# Repositories added beyond the pre-registered list: dev only, never test.
DEV_EXTRA = os.path.join(os.path.dirname(__file__), "dev-extra.tsv")


def split_of(repo):
    return "dev" if hashlib.sha1(repo.encode()).hexdigest()[-1] in "01234" \
        else "test"


def candidates(path=DEFAULT_CANDIDATES):
    """The candidate rows as dicts keyed by the header's column names, then
    the rows of dev-extra.tsv (always `dev`) when reading the default list."""
    rows = read_rows(path, split_of)
    if path == DEFAULT_CANDIDATES and os.path.exists(DEV_EXTRA):
        rows += read_rows(DEV_EXTRA, lambda repo: "dev")
    return rows


def read_rows(path, split_for):
    rows, header = [], None
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            cells = line.rstrip("\n").split("\t")
            if header is None:
                header = cells
                continue
            row = dict(zip(header, cells))
            row["split"] = split_for(row["repo"])
            rows.append(row)
    return rows


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else DEFAULT_CANDIDATES
    for row in candidates(path):
        print(f"{row['repo']}\t{row['split']}")


if __name__ == "__main__":
    main()
