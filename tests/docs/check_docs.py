#!/usr/bin/env python3
"""The project carries its own documents: checks that docs/ holds the rules and the formats, that
every path into docs/ named in the tree exists, that every source file, header, script or page
named in a comment or a doc exists, and that nothing points outside the repository at the design
notes the project once kept beside it (../shared).

A named file (`AtomicFile.h`, `codec/SetFileCodec.h`, `../game/e2e_window.py`) is looked for as
written, without its leading ./ and ../, at the end of every path in the repository: so a bare
name is found in any folder, one with folders only where those folders hold it, whether it is
written relative to the naming file, to the repository's root or to an include folder.
Comments are what follows // in C++ and # in CMake; Markdown, Python and shell files are read
whole. A capitalised placeholder before the extension (`fuzz_NAME.cpp`, `lesson-N.json`) is a
pattern, not a name.

Usage: check_docs.py SOURCE_DIR. Exit 0 when all holds; otherwise one line per problem, exit 1.
"""
import os
import re
import sys

TEXT = (".h", ".cpp", ".py", ".md", ".sh", ".txt", ".cmake", ".yml", ".json", ".xml", ".in")
SKIP_DIRS = {".git", "node_modules"}
OUTSIDE = re.compile(r"(\.\./)+shared/|\bshared/(design|rules)/")
INTO_DOCS = re.compile(r"(?<![\w/.-])((?:\.\./)*docs/[\w./-]+\.(?:md|txt))")
NAMED = re.compile(r"(?<![\w/.<*$%{-])((?:\.{1,2}/)*(?:[\w-]+/)*[\w-][\w.-]*\.(?:h|hpp|cpp|py|sh|md))(?![\w/])")
PLACEHOLDER = re.compile(r"[_-][A-Z]+\.\w+$")
WHOLE = (".md", ".py", ".sh")
REQUIRED = ["docs/rules/RULINGS.md", "docs/rules/bizon-guide-en.txt", "docs/rules/bizon-guide-fr.txt",
            "docs/game-record.md", "docs/bot-protocol.md", "docs/table-protocol.md", "docs/architecture.md", "docs/file-formats.md",
            "docs/how-to.md"]


def everything(root):
    """Every file of the repository, build folders left out."""
    for folder, dirs, names in os.walk(root):
        dirs[:] = [d for d in dirs if d not in SKIP_DIRS and not d.startswith("build")]
        for name in names:
            yield os.path.join(folder, name)


def files(root):
    return (path for path in everything(root) if path.endswith(TEXT))


def tails(root):
    """Every path of the repository and every tail of it (engine/codec/X.h, codec/X.h, X.h)."""
    known = set()
    for path in everything(root):
        parts = os.path.relpath(path, root).split(os.sep)
        known.update("/".join(parts[i:]) for i in range(len(parts)))
    return known


def commented(path, lines):
    """The lines as the checks of named files read them: whole, or only their comments."""
    if path.endswith(WHOLE):
        return lines
    mark = "//" if path.endswith((".h", ".cpp", ".hpp")) else "#"
    return [line[line.find(mark):] if mark in line else "" for line in lines]


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
    known = tails(root)
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
        if not path.endswith(WHOLE + (".h", ".cpp", ".hpp", ".cmake", "CMakeLists.txt")):
            continue
        for number, line in enumerate(commented(path, lines), 1):
            # Paths into docs/ are checked above; a name twice on a line is told once.
            for name in sorted(set(NAMED.findall(line)) - set(INTO_DOCS.findall(line))):
                if not PLACEHOLDER.search(name) and re.sub(r"^(\.{1,2}/)+", "", name) not in known:
                    problems.append(f"{shown}:{number}: names {name}, which does not exist")
    for p in problems:
        print(p)
    return 1 if problems else 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: check_docs.py SOURCE_DIR")
    sys.exit(main(sys.argv[1]))
