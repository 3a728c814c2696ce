#!/usr/bin/env python3
"""Checks the set the end-to-end run left in the history: `bid` wants an eat and a pass by you in
round 1, `game` a whole first game, `set` a whole set of 15 games."""
import glob, json, sys

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
        for i, b in enumerate(g.get("bidding", [])[:3]):
            if b["seat"] == "you":
                round1.append(b["bid"])
    if mode == "bid":
        if "eat" not in round1 or "pass" not in round1:
            sys.exit("the record lacks your round-1 eat and pass: %s" % round1)
        print("your round-1 bids in the record:", round1)
    elif mode == "game":
        first = games[0] if games else {}
        if len(first.get("play", [])) not in (24,) and len(first.get("bidding", [])) != 6:
            sys.exit("the first game is not complete: %s" % first)
        print("a whole game at normal tempo: %d bids, %d cards" % (len(first["bidding"]), len(first.get("play", []))))
    else:
        finished = len(games) == 15 and all(len(g.get("play", [])) in (0, 24) for g in games)
        if not finished:
            sys.exit("the set is not complete: %d games" % len(games))
        print("a whole set of %d games is in the record" % len(games))

if __name__ == "__main__":
    main()
