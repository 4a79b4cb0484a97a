#!/usr/bin/env python3
"""Prints what a .vsix carries: the manifest's engine, entry point,
activation events and settings, and the files the extension needs.

usage: vsix-contents.py FILE.vsix
"""
import json
import sys
import zipfile

with zipfile.ZipFile(sys.argv[1]) as z:
    names = set(z.namelist())
    manifest = json.loads(z.read("extension/package.json"))
    print("engine:", manifest["engines"]["vscode"])
    print("main:", manifest["main"])
    print("activation:", " ".join(manifest["activationEvents"]))
    for key in manifest["contributes"]["configuration"]["properties"]:
        print("setting:", key)
    main = z.read("extension/extension.js").decode()
    if "args: ['lsp']" in main:
        print("extension/extension.js starts: args: ['lsp']")
    for wanted in ("extension/node_modules/vscode-languageclient/node.js",
                   "extension/node_modules/vscode-languageserver-protocol/package.json"):
        if wanted in names:
            print(wanted)
