#!/usr/bin/env python3
"""Checks that a file is a structurally valid SARIF 2.1.0 log as tensorlint
writes it (the required properties of the SARIF 2.1.0 schema for the objects
used, and tensorlint's own guarantees). No network: the schema is not
downloaded.

usage: check-sarif.py FILE [--expect-results N]
Prints "sarif ok: N results" or the first problem, exiting 1.
"""
import json
import re
import sys


class Bad(Exception):
    pass


def need(cond, what):
    if not cond:
        raise Bad(what)


def is_int(v, minimum):
    return isinstance(v, int) and not isinstance(v, bool) and v >= minimum


def check_message(m, where):
    need(isinstance(m, dict) and isinstance(m.get("text"), str) and m["text"],
         f"{where}: message.text must be a non-empty string")


def check_location(loc, where, base_ids):
    need(isinstance(loc, dict), f"{where}: location must be an object")
    phys = loc.get("physicalLocation")
    need(isinstance(phys, dict), f"{where}: physicalLocation missing")
    art = phys.get("artifactLocation")
    need(isinstance(art, dict) and isinstance(art.get("uri"), str) and
         art["uri"], f"{where}: artifactLocation.uri missing")
    uri = art["uri"]
    need(" " not in uri, f"{where}: uri '{uri}' is not percent-encoded")
    if "uriBaseId" in art:
        need(art["uriBaseId"] in base_ids,
             f"{where}: uriBaseId {art['uriBaseId']} not in originalUriBaseIds")
        need(not uri.startswith("/") and "://" not in uri,
             f"{where}: uri '{uri}' with uriBaseId must be relative")
    else:
        need(uri.startswith("file://"),
             f"{where}: uri '{uri}' without uriBaseId must be absolute")
    reg = phys.get("region")
    if reg is not None:
        need(is_int(reg.get("startLine"), 1), f"{where}: region.startLine")
        for k in ("startColumn", "endLine", "endColumn"):
            if k in reg:
                need(is_int(reg[k], 1), f"{where}: region.{k}")
        if "endLine" in reg:
            need(reg["endLine"] >= reg["startLine"], f"{where}: endLine")


def check_fix(fix, where, base_ids):
    check_message(fix.get("description"), where + ".description")
    changes = fix.get("artifactChanges")
    need(isinstance(changes, list) and changes, f"{where}.artifactChanges")
    for k, ch in enumerate(changes):
        w = f"{where}.artifactChanges[{k}]"
        check_location({"physicalLocation": {
            "artifactLocation": ch.get("artifactLocation")}}, w, base_ids)
        reps = ch.get("replacements")
        need(isinstance(reps, list) and reps, f"{w}.replacements")
        for r in reps:
            reg = r.get("deletedRegion")
            need(isinstance(reg, dict) and is_int(reg.get("startLine"), 1) and
                 is_int(reg.get("startColumn"), 1), f"{w}: deletedRegion")
            if "endLine" in reg:
                need((reg["endLine"], reg.get("endColumn", 0)) >=
                     (reg["startLine"], reg["startColumn"]),
                     f"{w}: deletedRegion ends before it starts")
            need(isinstance(r.get("insertedContent", {}).get("text"), str),
                 f"{w}: insertedContent.text")


counts = {"fixes": 0}


def check(doc, expect_results):
    need(isinstance(doc, dict), "top level must be an object")
    need(doc.get("version") == "2.1.0", "version must be 2.1.0")
    need(isinstance(doc.get("$schema"), str) and "sarif" in doc["$schema"],
         "$schema missing")
    runs = doc.get("runs")
    need(isinstance(runs, list) and len(runs) == 1, "exactly one run")
    run = runs[0]
    drv = run.get("tool", {}).get("driver")
    need(isinstance(drv, dict), "tool.driver missing")
    need(drv.get("name") == "tensorlint", "tool.driver.name")
    need(re.fullmatch(r"\d+\.\d+\.\d+", drv.get("version", "")),
         "tool.driver.version")
    need(str(drv.get("informationUri", "")).startswith("http"),
         "tool.driver.informationUri")
    rules = drv.get("rules")
    need(isinstance(rules, list) and rules, "tool.driver.rules")
    ids = []
    for i, r in enumerate(rules):
        need(isinstance(r.get("id"), str) and r["id"], f"rules[{i}].id")
        check_message(r.get("shortDescription"), f"rules[{i}].shortDescription")
        need(str(r.get("helpUri", "")).endswith(f"docs/rules/{r['id']}.md"),
             f"rules[{i}].helpUri")
        ids.append(r["id"])
    need(len(set(ids)) == len(ids), "rule ids must be unique")
    base_ids = run.get("originalUriBaseIds", {})
    need("%SRCROOT%" in base_ids and
         base_ids["%SRCROOT%"]["uri"].startswith("file:///") and
         base_ids["%SRCROOT%"]["uri"].endswith("/"),
         "originalUriBaseIds.%SRCROOT% must be an absolute directory URI")
    results = run.get("results")
    need(isinstance(results, list), "results must be an array")
    fingerprints = set()
    for i, res in enumerate(results):
        w = f"results[{i}]"
        need(res.get("ruleId") in ids, f"{w}.ruleId not a declared rule")
        need(is_int(res.get("ruleIndex"), 0) and
             ids[res["ruleIndex"]] == res["ruleId"],
             f"{w}.ruleIndex does not point at ruleId")
        need(res.get("level") in ("warning", "error", "note"), f"{w}.level")
        check_message(res.get("message"), w)
        locs = res.get("locations")
        need(isinstance(locs, list) and len(locs) == 1, f"{w}.locations")
        check_location(locs[0], f"{w}.locations[0]", base_ids)
        for j, rel in enumerate(res.get("relatedLocations", [])):
            check_location(rel, f"{w}.relatedLocations[{j}]", base_ids)
            need(is_int(rel.get("id"), 0), f"{w}.relatedLocations[{j}].id")
            check_message(rel.get("message"), f"{w}.relatedLocations[{j}]")
        for j, fix in enumerate(res.get("fixes", [])):
            check_fix(fix, f"{w}.fixes[{j}]", base_ids)
            counts["fixes"] += 1
        fp = res.get("partialFingerprints", {}).get("primaryLocationLineHash")
        need(isinstance(fp, str) and re.fullmatch(r"[0-9a-f]{16}:\d+", fp),
             f"{w}.partialFingerprints.primaryLocationLineHash")
        need(fp not in fingerprints, f"{w}: duplicate fingerprint {fp}")
        fingerprints.add(fp)
    inv = run.get("invocations")
    need(isinstance(inv, list) and len(inv) == 1 and
         isinstance(inv[0].get("executionSuccessful"), bool),
         "invocations[0].executionSuccessful")
    if expect_results is not None:
        need(len(results) == expect_results,
             f"expected {expect_results} results, found {len(results)}")
    return len(results)


def main():
    args = sys.argv[1:]
    expect = None
    if "--expect-results" in args:
        i = args.index("--expect-results")
        expect = int(args[i + 1])
        del args[i:i + 2]
    try:
        with open(args[0], encoding="utf-8") as f:
            doc = json.load(f)
        n = check(doc, expect)
    except (Bad, ValueError, KeyError, TypeError, AttributeError) as e:
        print(f"sarif invalid: {e}")
        return 1
    print(f"sarif ok: {n} results, {counts['fixes']} fixes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
