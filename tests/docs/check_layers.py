#!/usr/bin/env python3
"""Every #include of engine/, ai/, localization/ and game/ runs down the one diagram of
docs/architecture.md ("The layers"): a file may include its own folder's files and those of any
folder its folder's arrows reach, directly or through other folders' arrows; nothing else.

The diagram is the block between the `<!-- layers -->` and `<!-- /layers -->` markers: a line
starting with a folder ("game/table/") names it; a line "──> A/ B/ …" under it gives its arrows.
Exits 1 naming every include the diagram does not allow, every folder with sources it does not
name, and every arrow to a folder it does not name.
Usage: check_layers.py SOURCE_DIR [ARCHITECTURE_MD]
"""
import os
import re
import sys

ROOTS = ["engine", "ai", "localization", "game"]  # the include directories, in the build's order
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')
ARROW = "──>"


def read_diagram(text):
    """{folder: [folders its arrows name]} from the marked block."""
    match = re.search(r"<!-- layers -->(.*?)<!-- /layers -->", text, re.S)
    if not match:
        raise SystemExit("check_layers: no <!-- layers --> block in the architecture")
    arrows, current = {}, None
    for line in match.group(1).splitlines():
        words = line.split()
        if not words or words[0].startswith("```"):
            continue
        if words[0] == ARROW:
            if current is None:
                raise SystemExit(f"check_layers: an arrow before any folder: {line.strip()}")
            arrows[current] += [w.rstrip("/") for w in words[1:] if w.endswith("/")]
        elif words[0].endswith("/"):
            current = words[0].rstrip("/")
            arrows.setdefault(current, [])
    return arrows


def reachable(arrows):
    """Each folder's own arrows followed down to the end."""
    below = {}
    for folder in arrows:
        seen, todo = set(), list(arrows[folder])
        while todo:
            f = todo.pop()
            if f not in seen:
                seen.add(f)
                todo += arrows.get(f, [])
        below[folder] = seen
    return below


def folder_of(path, folders):
    """The deepest folder of the diagram holding the file, or None."""
    d = os.path.dirname(path)
    while d:
        if d in folders:
            return d
        d = os.path.dirname(d)
    return None


def resolve(root, path, name):
    """The file an #include "name" of path means: beside it, else under one include directory."""
    beside = os.path.normpath(os.path.join(os.path.dirname(path), name))
    if os.path.isfile(os.path.join(root, beside)):
        return [beside]
    return [os.path.join(r, name) for r in ROOTS if os.path.isfile(os.path.join(root, r, name))]


def sources(root):
    for top in ROOTS:
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, top)):
            dirnames.sort()
            for f in sorted(filenames):
                if f.endswith((".h", ".hpp", ".cpp")):
                    yield os.path.relpath(os.path.join(dirpath, f), root)


def check(root, architecture):
    with open(architecture, encoding="utf-8") as f:
        arrows = read_diagram(f.read())
    problems = []
    for folder, targets in arrows.items():
        for t in targets:
            if t not in arrows:
                problems.append(f"{architecture}: {folder}/ ──> {t}/, a folder the diagram does not name")
        if not os.path.isdir(os.path.join(root, folder)):
            print(f"check_layers: note: {folder}/ is in the diagram but not in the tree")
    below = reachable(arrows)
    unnamed = set()
    for path in sources(root):
        here = folder_of(path, arrows)
        if here is None or here != os.path.dirname(path):
            unnamed.add(os.path.dirname(path))
            continue
        with open(os.path.join(root, path), encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                m = INCLUDE.match(line)
                if not m:
                    continue
                found = resolve(root, path, m.group(1))
                if len(found) != 1:
                    what = "no file" if not found else "more than one file (" + ", ".join(found) + ")"
                    problems.append(f"{path}:{number}: #include \"{m.group(1)}\" names {what}")
                    continue
                there = folder_of(found[0], arrows)
                if there != here and there not in below[here]:
                    problems.append(f"{path}:{number}: {here}/ includes {found[0]} ({there}/): "
                                    f"no arrow of the diagram leads there")
    for d in sorted(unnamed):
        problems.append(f"{d}/ holds sources but the diagram of {architecture} does not name it")
    return problems


def main():
    if len(sys.argv) not in (2, 3):
        raise SystemExit(__doc__)
    root = sys.argv[1]
    architecture = sys.argv[2] if len(sys.argv) == 3 else os.path.join(root, "docs", "architecture.md")
    problems = check(root, architecture)
    for p in problems:
        print(p)
    if problems:
        print(f"check_layers: {len(problems)} problem(s)")
        return 1
    print("check_layers: every include runs down the diagram")
    return 0


if __name__ == "__main__":
    sys.exit(main())
