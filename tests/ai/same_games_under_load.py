#!/usr/bin/env python3
"""Each level plays the same games from the same seed, whether the machine is idle or busy.

Runs `bizon simulate` at each level twice with one seed, the second time while other processes
keep every core busy, and requires byte-identical game records: the players' work is counted in
deals and search nodes, never timed, so load must not change a single card.

It takes what it takes (about 20 s on a 2-core machine, half of it hard's games under load)
because the hard games must include bids and card decisions that reach their node limits,
and the load must last through the second run; a few games per level are enough for that.

Usage: same_games_under_load.py BIZON
"""
import multiprocessing
import os
import subprocess
import sys
import tempfile

# Games per level: enough decisions to reach the search's limits, few enough to stay short.
LEVELS = [("easy", 60), ("normal", 6), ("hard", 3)]
SEED = "35"


def spin():
    while True:
        pass


def simulate(bizon, level, games, out):
    subprocess.run([bizon, "simulate", "--players", level, "--games", str(games), "--seed", SEED, "--out", out],
                   check=True, stdout=subprocess.DEVNULL, timeout=600)
    with open(out, "rb") as f:
        return f.read()


def main():
    bizon = sys.argv[1]
    failed = False
    with tempfile.TemporaryDirectory() as work:
        for level, games in LEVELS:
            quiet = simulate(bizon, level, games, os.path.join(work, level + "-quiet"))
            # One spinning process per core, started and ended by this test only.
            load = [multiprocessing.Process(target=spin, daemon=True) for _ in range(os.cpu_count() or 2)]
            for p in load:
                p.start()
            try:
                busy = simulate(bizon, level, games, os.path.join(work, level + "-busy"))
            finally:
                for p in load:
                    p.terminate()
                    p.join()
            records = quiet.count(b"\n")
            if records != games or quiet != busy:
                print(f"{level}: {records} records; the run under load differs" if quiet != busy
                      else f"{level}: {records} records instead of {games}")
                failed = True
            else:
                print(f"{level}: {games} games, the same under load")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
