#!/usr/bin/env python3
"""A short Bizon bot speaking bizon-bot-1 (docs/bot-protocol.md) on stdin and stdout.

It eats with three trumps or more, plays the highest card when it can win the trick and the
lowest otherwise. Run it in a chair: `bizon arena --a "exec:python3 ai/bot/example_bot.py"`.
"""
import json
import sys

RANKS = "9TJQKA"  # low to high (R2)


def rank(card):
    return RANKS.index(card[0])


def suit(card):
    return card[1]


def beats(card, best, trump):
    """R11: a card of the led suit higher than the best, or a trump on a non-trump."""
    if suit(card) == suit(best):
        return rank(card) > rank(best)
    return suit(card) == trump


def trump_of(view):
    for b in view["bidding"]:
        if b["bid"] == "eat":
            return b.get("trump", view["grass"][1])
    return None


def bid(view, legal):
    hand = view["hand"] + [view["grass"]]
    counts = {s: sum(1 for c in hand if suit(c) == s) for s in "CDHS"}
    for answer in legal:
        if answer == "eat" and counts[suit(view["grass"])] >= 3:
            return {"type": "bid", "bid": "eat"}
        if answer.startswith("eat:") and counts[answer[4]] >= 4:
            return {"type": "bid", "bid": "eat", "trump": answer[4]}
    return {"type": "bid", "bid": "pass"}


def play(view, legal):
    on_table = [p["card"] for p in view["play"][len(view["play"]) // 3 * 3:]]
    trump = trump_of(view)
    low_first = sorted(legal, key=rank)
    if on_table:
        best = on_table[0]
        for c in on_table[1:]:
            if beats(c, best, trump):
                best = c
        winners = [c for c in low_first if beats(c, best, trump)]
        return {"type": "play", "card": winners[-1] if winners else low_first[0]}
    return {"type": "play", "card": low_first[-1]}


def main():
    for line in sys.stdin:
        message = json.loads(line)
        kind = message["type"]
        if kind == "hello":
            if message["protocol"] != "bizon-bot-1":
                answer = {"type": "error", "message": "I speak bizon-bot-1"}
            else:
                answer = {"type": "ready", "name": "Example 1.0"}
        elif kind == "decide":
            view, legal = message["view"], message["legal"]
            if message["decision"] == "packets":
                answer = {"type": "packets", "packets": [3, 2]}
            elif message["decision"] == "bid":
                answer = bid(view, legal)
            else:
                answer = play(view, legal)
        elif kind == "bye":
            return
        else:  # game_over: nothing to answer
            continue
        print(json.dumps(answer), flush=True)
        if answer["type"] == "error":
            return


if __name__ == "__main__":
    main()
