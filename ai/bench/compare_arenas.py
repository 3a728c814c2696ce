#!/usr/bin/env python3
"""Two arena results (bizon arena --json) on the same seed and deals, compared deal by deal.

Usage: compare_arenas.py FIRST.json SECOND.json

Each arena gives A's SP per seat-game minus B's for every deal (deal_diffs). Measured against the
same opponent on the same deals, two players' results share the luck of the cards, so their
paired difference has a far narrower interval than the gap between their two results.
"""
import json
import math
import sys


def load(path, program="compare_arenas"):
    """An arena result and its deal_diffs; exits with a clear message for anything else."""
    try:
        with open(path, encoding="utf-8") as f:
            result = json.load(f)
        return result, [float(x) for x in result["deal_diffs"]]
    except (OSError, ValueError, KeyError, TypeError) as e:
        sys.exit(f"{program}: {path}: not an arena result with deal_diffs ({e})")


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip().splitlines()[2])
    (first, a), (second, b) = load(sys.argv[1]), load(sys.argv[2])
    if first.get("seed") != second.get("seed") or len(a) != len(b) or len(a) < 2:
        sys.exit("compare_arenas: the two arenas must have the same seed and the same number of deals (at least 2)")
    d = [x - y for x, y in zip(a, b)]
    n = len(d)
    mean = sum(d) / n
    half = 1.96 * math.sqrt(sum((x - mean) ** 2 for x in d) / (n - 1) / n)
    name = lambda r: f"{r['a']['kind']} against {r['b']['kind']}"
    print(f"{name(first)} minus {name(second)}, {n} deals, seed {first['seed']}: "
          f"{mean:+.3f} SP per seat-game, 95% CI [{mean - half:+.3f}, {mean + half:+.3f}]")


if __name__ == "__main__":
    main()
