#!/usr/bin/env python3
"""Checks the set the end-to-end run left in the history: `bid` wants an eat and a pass by you in
round 1, `game` a whole first game, `set` a whole set of 15 games, finished and scored.

A game is whole when it is over: either six passes and no card played (R8, the pass-out), or
bidding ended by the one eat (R6, R7) and all 24 cards played (R9-R11)."""
import glob, json, sys


def whole(game):
    bids = [b["bid"] for b in game.get("bidding", [])]
    cards = len(game.get("play", []))
    all_passed = len(bids) == 6 and all(b == "pass" for b in bids) and cards == 0
    eaten_and_played = bids.count("eat") == 1 and bids[-1] == "eat" and cards == 24
    return all_passed or eaten_and_played


def main():
    data, mode = sys.argv[1], sys.argv[2]
    files = glob.glob(data + "/history/sets/*.json")
    if len(files) != 1:
        sys.exit("expected one set file, found %d" % len(files))
    with open(files[0]) as f:
        s = json.load(f)
    games = s["games"]
    round1 = []
    for g in games:
        for b in g.get("bidding", [])[:3]:
            if b["seat"] == "you":
                round1.append(b["bid"])
    if mode == "bid":
        if "eat" not in round1 or "pass" not in round1:
            sys.exit("the record lacks your round-1 eat and pass: %s" % round1)
        print("your round-1 bids in the record:", round1)
    elif mode == "game":
        first = games[0] if games else {}
        if not whole(first):
            sys.exit("the first game is not complete: %s" % first)
        print("a whole game at normal tempo: %d bids, %d cards" % (len(first["bidding"]), len(first.get("play", []))))
    else:
        broken = [i for i, g in enumerate(games) if not whole(g)]
        if len(games) != 15 or broken or s.get("ended") is None or "result" not in s:
            sys.exit("the set is not complete: %d games, not whole: %s, ended: %s, result: %s"
                     % (len(games), broken, s.get("ended"), s.get("result")))
        print("a whole set of %d games is in the record, scored: %s" % (len(games), s["result"]["totals"]))


if __name__ == "__main__":
    main()
