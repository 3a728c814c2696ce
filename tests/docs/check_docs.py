#!/usr/bin/env python3
"""The project carries its own documents: checks that docs/ holds the rules and the formats, that
every path into docs/ named in the tree exists, and that nothing points outside the repository
at the design notes the project once kept beside it (../shared).

Usage: check_docs.py SOURCE_DIR. Exit 0 when all holds; otherwise one line per problem, exit 1.
"""
import os
import re
import sys

TEXT = (".h", ".cpp", ".py", ".md", ".sh", ".txt", ".cmake", ".yml", ".json", ".xml", ".in")
SKIP_DIRS = {".git", "node_modules"}
OUTSIDE = re.compile(r"(\.\./)+shared/|\bshared/(design|rules)/")
INTO_DOCS = re.compile(r"(?<![\w/.-])((?:\.\./)*docs/[\w./-]+\.(?:md|txt))")
REQUIRED = ["docs/rules/RULINGS.md", "docs/rules/bizon-guide-en.txt", "docs/rules/bizon-guide-fr.txt",
            "docs/game-record.md", "docs/bot-protocol.md", "docs/table-protocol.md",
            "docs/architecture.md"]


def files(root):
    for folder, dirs, names in os.walk(root):
        dirs[:] = [d for d in dirs if d not in SKIP_DIRS and not d.startswith("build")]
        for name in names:
            if name.endswith(TEXT) or name == "CMakeLists.txt":
                yield os.path.join(folder, name)


def main(root):
    problems = []
    for path in REQUIRED:
        if not os.path.isfile(os.path.join(root, path)):
            problems.append(f"{path} is missing")
    rulings = os.path.join(root, "docs/rules/RULINGS.md")
    if os.path.isfile(rulings):
        with open(rulings, encoding="utf-8") as f:
            numbered = set(int(n) for n in re.findall(r"^(\d+)\. \*\*", f.read(), re.M))
        missing = sorted(set(range(1, 19)) - numbered)
        if missing:
            problems.append(f"docs/rules/RULINGS.md lacks rulings {missing}")
    for path in files(root):
        shown = os.path.relpath(path, root)
        if shown == os.path.join("tests", "docs", "check_docs.py"):
            continue
        try:
            with open(path, encoding="utf-8") as f:
                lines = f.read().splitlines()
        except UnicodeDecodeError:
            continue
        for number, line in enumerate(lines, 1):
            if OUTSIDE.search(line):
                problems.append(f"{shown}:{number}: points outside the repository: {line.strip()}")
            for target in INTO_DOCS.findall(line):
                # Relative to the file when it climbs (../docs/…), else from the repository's root.
                base = os.path.dirname(path) if target.startswith("../") else root
                if not os.path.isfile(os.path.normpath(os.path.join(base, target))):
                    problems.append(f"{shown}:{number}: {target} does not exist")
    for p in problems:
        print(p)
    return 1 if problems else 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: check_docs.py SOURCE_DIR")
    sys.exit(main(sys.argv[1]))
