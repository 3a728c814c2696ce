#!/usr/bin/env python3
"""Compares the speed of `bizon simulate --players random` between builds, side by side.

Usage: compare_simulate.py ROUNDS GAMES LABEL=BIZON [LABEL=BIZON ...]
Runs `BIZON simulate --players random --games GAMES --seed 1` with each binary in turn, ROUNDS
times, each binary leading a round in turn; prints each one's median games per second and the
median of its ratio to the first binary's run of the same round, so that a noisy machine's drift
cancels. Example: compare_simulate.py 60 20000 before=/tmp/old/bizon after=build/game/bizon
"""
import re
import statistics
import subprocess
import sys


def games_per_second(binary, games):
    out = subprocess.run([binary, "simulate", "--players", "random", "--games", games, "--seed", "1"],
                         capture_output=True, text=True, check=True).stdout
    return int(re.search(r"(\d+) games per second", out).group(1))


def main(args):
    if len(args) < 3 or not all("=" in a for a in args[2:]):
        sys.exit(__doc__)
    rounds, games = int(args[0]), args[1]
    builds = [a.split("=", 1) for a in args[2:]]
    rates = {label: [] for label, _ in builds}
    for r in range(rounds):
        k = r % len(builds)
        for label, binary in builds[k:] + builds[:k]:
            rates[label].append(games_per_second(binary, games))
    first = builds[0][0]
    for label, _ in builds:
        ratios = [a / b for a, b in zip(rates[label], rates[first])]
        print(f"{label}: median {statistics.median(rates[label]):.0f} games/s over {rounds} runs "
              f"(min {min(rates[label])}, max {max(rates[label])}); "
              f"median ratio to {first} {statistics.median(ratios):.3f}")


if __name__ == "__main__":
    main(sys.argv[1:])
