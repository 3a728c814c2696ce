#!/usr/bin/env python3
"""Checks `bizon replay FILE` on one hand-written golden record.

    run_golden.py --bizon PATH --golden DIR --name NAME

Runs `PATH replay DIR/NAME.json` and compares with the sibling expectation:
- NAME.expected.json: exit status 0 and the same JSON object (for an expected
  `"status": "unfinished"` only the status is compared, the other keys are free);
- NAME.expected-error.txt: exit status 2, empty stdout, and stderr's first line equal to the
  file's first line exactly.
Exits 0 when they agree, 1 otherwise (saying why).
"""

import argparse
import json
import os
import subprocess
import sys

TIMEOUT_SECONDS = 30


def golden_names(golden_dir):
    """The golden records in a directory (every NAME.json but the expectations)."""
    return sorted(f[:-len(".json")] for f in os.listdir(golden_dir)
                  if f.endswith(".json") and not f.endswith(".expected.json"))


def check(runner, golden_dir, name):
    """Why `runner(record path) -> (status, stdout, stderr)` disagrees with the expectation
    of golden record NAME, or None when it agrees."""
    base = os.path.join(golden_dir, name)
    status, out, err = runner(base + ".json")
    got = f"(exit {status}, stdout {out.strip()!r}, stderr {err.strip()!r})"
    if os.path.exists(base + ".expected.json"):
        with open(base + ".expected.json", encoding="utf-8") as stream:
            expected = json.load(stream)
        if status != 0:
            return f"exit status {status}, expected 0 {got}"
        try:
            actual = json.loads(out)
        except ValueError:
            return f"stdout is not JSON {got}"
        if expected.get("status") == "unfinished":
            if not isinstance(actual, dict) or actual.get("status") != "unfinished":
                return f"expected status 'unfinished' {got}"
        elif actual != expected:
            return f"output differs from {name}.expected.json {got}"
        return None
    with open(base + ".expected-error.txt", encoding="utf-8") as stream:
        expected_line = stream.readline().rstrip("\n")
    if status != 2:
        return f"exit status {status}, expected 2 {got}"
    if out:
        return f"stdout is not empty {got}"
    line = err.splitlines()[0] if err else ""
    if line != expected_line:
        return f"stderr's first line is {line!r}, expected {expected_line!r}"
    return None


def binary_runner(bizon):
    def run(path):
        try:
            done = subprocess.run([bizon, "replay", path], capture_output=True, text=True,
                                  errors="replace", timeout=TIMEOUT_SECONDS)
        except subprocess.TimeoutExpired:
            return None, "", f"timed out after {TIMEOUT_SECONDS} s"
        return done.returncode, done.stdout, done.stderr
    return run


def oracle_runner(path):
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    sys.dont_write_bytecode = True  # keep the source tree clean
    import oracle
    with open(path, encoding="utf-8") as stream:
        return oracle.replay_text(stream.read())


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bizon", help="path to the bizon executable (default: the oracle)")
    parser.add_argument("--golden", required=True, help="directory of the golden records")
    parser.add_argument("--name", required=True, help="record name, without .json")
    args = parser.parse_args()
    runner = binary_runner(args.bizon) if args.bizon else oracle_runner
    reason = check(runner, args.golden, args.name)
    if reason:
        print(f"{args.name}: {reason}")
        return 1
    print(f"{args.name}: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
