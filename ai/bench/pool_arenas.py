#!/usr/bin/env python3
"""Arena results (bizon arena --json) of the same two players on different seeds, pooled.

Usage: pool_arenas.py RESULT.json RESULT.json ...

Runs on different seeds play different deals, so several short runs (started side by side) measure
as much as one long one: A's SP per seat-game minus B's over all their deals (deal_diffs) with its
95% interval, the games passed out, and how often each side's Bizon won the games it ate.
"""
import math
import sys

from compare_arenas import load


def rate(hits, total):
    p = hits / total if total else 0.0
    half = 1.96 * math.sqrt(p * (1 - p) / total) if total else 0.0
    return f"{100 * p:.1f}% [{100 * (p - half):.1f}%, {100 * (p + half):.1f}%] of {total}"


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__.strip().splitlines()[2])
    runs = [load(path, "pool_arenas") for path in sys.argv[1:]]
    kinds = {(r["a"]["kind"], r["b"]["kind"]) for r, _ in runs}
    seeds = [r.get("seed") for r, _ in runs]
    if len(kinds) != 1 or len(set(seeds)) != len(seeds):
        sys.exit("pool_arenas: the runs must be of the same two players, each on its own seed")
    d = [x for _, diffs in runs for x in diffs]
    n = len(d)
    if n < 2:
        sys.exit("pool_arenas: at least 2 deals")
    mean = sum(d) / n
    half = 1.96 * math.sqrt(sum((x - mean) ** 2 for x in d) / (n - 1) / n)
    a, b = next(iter(kinds))
    print(f"{a} against {b}, {n} deals, seeds {', '.join(map(str, seeds))}: "
          f"{mean:+.3f} SP per seat-game, 95% CI [{mean - half:+.3f}, {mean + half:+.3f}]")
    games = sum(r["games"] for r, _ in runs)
    print(f"passed out: {rate(sum(r['pass_outs'] for r, _ in runs), games)} games")
    for side, kind in (("a", a), ("b", b)):
        eaten = sum(r[side]["bizon_games"] for r, _ in runs)
        won = sum(round(r[side]["bizon_success_rate"] * r[side]["bizon_games"]) for r, _ in runs)
        print(f"{kind}'s Bizon won {rate(won, eaten)} games it ate")


if __name__ == "__main__":
    main()
