#!/usr/bin/env python3
"""Cross-checks `bizon replay` against the independent Python oracle on generated records.

    check_replay.py --bizon PATH [--valid N] [--broken M] [--seed S]
    check_replay.py --self-test [--valid N] [--broken M] [--seed S]

For every record from gen_records.py, runs `PATH replay -` (the record on standard input) and
the oracle in-process, then compares:
- valid complete records: exit status 0 and the same JSON object (every key and value);
- valid unfinished records: exit status 0 and `"status": "unfinished"`;
- broken records: exit status 2, empty stdout, and stderr's first line starting with the
  expected prefix (`bid K:`, `play K:`, `deck:` ...); the rest of the line may differ.
The oracle itself must also meet those expectations, so a bug in the test tools shows up too.

--self-test runs no binary: it checks the oracle against the generator and the golden records.
Prints up to 10 mismatches, then `N passed, M failed`; exits 1 if anything failed.
"""

import argparse
import concurrent.futures
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True  # keep the source tree clean

import gen_records  # noqa: E402
import oracle  # noqa: E402
import run_golden  # noqa: E402

MAX_SHOWN = 10
TIMEOUT_SECONDS = 30


def run_binary(bizon, text):
    """(exit status, stdout, stderr) of `bizon replay -` fed `text`."""
    try:
        done = subprocess.run([bizon, "replay", "-"], input=text, capture_output=True,
                              text=True, errors="replace", timeout=TIMEOUT_SECONDS)
    except subprocess.TimeoutExpired:
        return None, "", f"timed out after {TIMEOUT_SECONDS} s"
    return done.returncode, done.stdout, done.stderr


def first_line(text):
    return text.splitlines()[0] if text else ""


def problem_with_valid(kind, expected, status, out, err):
    """Why (status, out, err) is wrong for a valid record, or None. `expected` is the
    oracle's output object."""
    if status != 0:
        return f"exit status {status}, expected 0"
    try:
        actual = json.loads(out)
    except ValueError:
        return "stdout is not one JSON object"
    if not isinstance(actual, dict):
        return "stdout is not a JSON object"
    if kind == "unfinished":
        if actual.get("status") != "unfinished":
            return f"status {actual.get('status')!r}, expected 'unfinished'"
        return None
    if actual != expected:
        keys = [k for k in list(expected) + list(actual)
                if expected.get(k, "<absent>") != actual.get(k, "<absent>")]
        return "outputs differ in " + ", ".join(dict.fromkeys(keys))
    return None


def problem_with_broken(prefix, status, out, err):
    """Why (status, out, err) is wrong for a broken record, or None."""
    if status != 2:
        return f"exit status {status}, expected 2"
    if out:
        return "stdout is not empty"
    if not first_line(err).startswith(prefix):
        return f"stderr's first line does not start with {prefix!r}"
    return None


def check_record(runner, item):
    """[(name, record text, reason, outputs)] of the problems with one record; `runner`
    maps a record's text to (status, stdout, stderr)."""
    name, record, expectation = item
    text = json.dumps(record)
    problems = []
    o_status, o_out, o_err = oracle.replay_text(text)
    if expectation in ("complete", "unfinished"):
        expected = json.loads(o_out) if o_status == 0 else None
        if o_status != 0 or expected.get("status") != expectation:
            problems.append(("the oracle does not find this record " + expectation,
                             (o_status, o_out, o_err)))
        elif runner is not None:
            status, out, err = runner(text)
            reason = problem_with_valid(expectation, expected, status, out, err)
            if reason:
                problems.append((reason, (status, out, err)))
    else:
        reason = problem_with_broken(expectation, o_status, o_out, o_err)
        if reason:
            problems.append(("oracle: " + reason, (o_status, o_out, o_err)))
        if runner is not None:
            status, out, err = runner(text)
            reason = problem_with_broken(expectation, status, out, err)
            if reason:
                problems.append((reason, (status, out, err)))
    return [(name, text, reason, outputs, (o_status, o_out, o_err))
            for reason, outputs in problems]


def show(problem):
    name, text, reason, (status, out, err), (o_status, o_out, o_err) = problem
    print(f"MISMATCH {name}: {reason}")
    print(f"  record: {text}")
    print(f"  tested: exit {status}, stdout {out.strip()!r}, stderr {first_line(err)!r}")
    print(f"  oracle: exit {o_status}, stdout {o_out.strip()!r}, stderr {first_line(o_err)!r}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bizon", help="path to the bizon executable")
    parser.add_argument("--self-test", action="store_true",
                        help="check the oracle against the generator and golden records only")
    parser.add_argument("--valid", type=int, default=3000)
    parser.add_argument("--broken", type=int, default=600)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2, help="parallel runs of the binary")
    parser.add_argument("--records", metavar="FILE.jsonl",
                        help="also check these complete records, one per line (from bizon simulate --out)")
    args = parser.parse_args()
    if not args.bizon and not args.self_test:
        parser.error("give --bizon PATH or --self-test")
    if args.bizon and not (os.path.isfile(args.bizon) and os.access(args.bizon, os.X_OK)):
        parser.error(f"{args.bizon} is not an executable file")

    items = gen_records.valid_records(args.valid, args.seed)
    items += gen_records.broken_records(args.broken, args.seed)
    if args.records:
        with open(args.records, encoding="utf-8") as lines:
            items += [(f"{args.records}:{n}", json.loads(line), "complete")
                      for n, line in enumerate(lines, 1) if line.strip()]
    runner = None if args.self_test else (lambda text: run_binary(args.bizon, text))

    passed = failed = shown = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for problems in pool.map(lambda item: check_record(runner, item), items):
            if not problems:
                passed += 1
                continue
            failed += 1
            for problem in problems:
                if shown < MAX_SHOWN:
                    show(problem)
                shown += 1

    if args.self_test:
        golden_dir = os.path.join(HERE, "golden")
        for name in run_golden.golden_names(golden_dir):
            reason = run_golden.check(run_golden.oracle_runner, golden_dir, name)
            if reason:
                failed += 1
                print(f"MISMATCH golden {name}: {reason}")
            else:
                passed += 1

    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
