#!/usr/bin/env python3
"""The sizes the developers' guide promises for engine/, ai/ and game/: no file over 500 lines, no
function over 80 lines (except the few named below, which read better whole), and every colour
named once in game/ui/Theme.h (no sf::Color built from numbers, no {r, g, b} elsewhere).

Usage: check_sizes.py SOURCE_DIR [--functions]. Exit 0 when all holds; otherwise one line per
problem, exit 1. --functions lists every function over 60 lines with its length, longest first.
"""
import os
import re
import sys

FOLDERS = ("engine", "ai", "game")
MAX_FILE = 500
MAX_FUNCTION = 80
THEME = os.path.join("game", "ui", "Theme.h")
# Functions kept whole, by file and name, with why: splitting them would scatter one sequence.
LONG_FUNCTIONS = {
    "ai/Solver.cpp": {
        "Solver::search": "the solver's hot recursive node, read as the textbook's alpha-beta: the bounds and "
                          "the table's probe, the moves, the table's store; its speed is benchmarked",
    },
}
# sf::Color(1, 2, 3), sf::Color{…}, sf::Color name(1, …), and three or four small numbers in braces
# ({0, 0, 0, 90}): the shapes a colour literal takes in this code.
COLOUR = re.compile(r"sf::Color(\s+\w+)?\s*[({]\s*\d|\{\s*\d{1,3}\s*(,\s*\d{1,3}\s*){2,3}\}")


def sources(root):
    for folder in FOLDERS:
        for base, dirs, names in os.walk(os.path.join(root, folder)):
            dirs.sort()
            for name in sorted(names):
                if name.endswith((".h", ".cpp")):
                    yield os.path.join(base, name)


def code_only(text):
    """The text with comments, strings and character literals blanked (newlines kept)."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c == "R" and text.startswith('R"', i) and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            open_paren = text.find("(", i)
            delim = text[i + 2:open_paren]
            j = text.find(")" + delim + '"', open_paren)
            j = n if j < 0 else j + len(delim) + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c in "\"'":
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append(" " * (min(j + 1, n) - i))
            i = j + 1
        else:
            out.append(c)
            i += 1
    # Preprocessor lines (with their continuations) are not code either.
    return re.sub(r"(?m)^[ \t]*#(.*\\\n)*.*$", lambda m: re.sub(r"[^\n]", " ", m.group(0)), "".join(out))


def functions(text):
    """(name, first line, line count) of each function body in C++ source text."""
    code = code_only(text)
    found = []
    scopes = []  # "ns", "class", "func" or "other" for each open brace
    header_start = 0  # where the text before the next brace began
    start_line = None
    line = 1
    for i, c in enumerate(code):
        if c == "\n":
            line += 1
        if c in ";}" or c == "{":
            if c == "{":
                header = code[header_start:i]
                inside = scopes[-1] if scopes else "ns"
                kind = "other"
                if inside in ("ns", "class"):
                    head = " ".join(header.split())
                    if re.match(r"^(inline\s+)?namespace\b|^extern\s*$", head):
                        kind = "ns"
                    elif re.match(r"^(template\s*<.*>\s*)?(class|struct|union)\b[^(]*$", head):
                        kind = "class"
                    elif "(" in head and not re.search(r"(^|[^=!<>])=[^=]", head.split("(")[0]) and \
                            not head.startswith("enum"):
                        kind = "func"
                        name = re.findall(r"([~\w:]+)\s*\(", head)
                        found.append([name[0] if name else "?", code.count("\n", 0, header_start + len(header) - len(header.lstrip())) + 1, None])
                scopes.append(kind)
            elif c == "}" and scopes:
                kind = scopes.pop()
                if kind == "func":
                    for f in reversed(found):
                        if f[2] is None:
                            f[2] = line - f[1] + 1
                            break
            header_start = i + 1
    return [(name, first, count) for name, first, count in found if count is not None]


def main(root, list_functions=False):
    problems = []
    long_ones = []
    for path in sources(root):
        shown = os.path.relpath(path, root)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        lines = text.splitlines()
        if len(lines) > MAX_FILE:
            problems.append(f"{shown}: {len(lines)} lines, more than {MAX_FILE}: split it by job")
        for name, first, count in functions(text):
            if count > 60:
                long_ones.append((count, f"{shown}:{first}: {name}"))
            if count > MAX_FUNCTION and name not in LONG_FUNCTIONS.get(shown.replace(os.sep, "/"), {}):
                problems.append(f"{shown}:{first}: {name} is {count} lines, more than {MAX_FUNCTION}")
        if shown == THEME:
            continue
        code = code_only(text).splitlines()
        for number, line in enumerate(code, 1):
            if COLOUR.search(line):
                problems.append(f"{shown}:{number}: a colour literal: name it in {THEME}: {lines[number - 1].strip()}")
    if list_functions:
        for count, where in sorted(long_ones, reverse=True):
            print(f"{count:4} {where}")
    for p in problems:
        print(p)
    return 1 if problems else 0


if __name__ == "__main__":
    if len(sys.argv) not in (2, 3):
        print(__doc__)
        sys.exit(2)
    sys.exit(main(sys.argv[1], "--functions" in sys.argv[2:]))
