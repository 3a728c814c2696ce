#!/usr/bin/env python3
"""A bot that misbehaves in one way (the first argument), for the host's tests:

garbage  every third answer is not JSON
illegal  every third answer is not among the legal ones (a card, a bid, packets)
slow     answers its second decision after a second (too late), then on time again
crash    dies at its fourth decision
mute     reads everything and never answers, not even hello
Otherwise it answers the first legal choice.
"""
import json
import sys
import time

mode = sys.argv[1] if len(sys.argv) > 1 else ""
decisions = 0
for line in sys.stdin:
    message = json.loads(line)
    if mode == "mute":
        continue
    if message["type"] == "hello":
        print(json.dumps({"type": "ready", "name": "Bad " + mode}), flush=True)
        continue
    if message["type"] == "bye":
        break
    if message["type"] != "decide":
        continue
    decisions += 1
    legal = message["legal"]
    if message["decision"] == "packets":
        answer = {"type": "packets", "packets": legal[0]}
    elif message["decision"] == "bid":
        answer = {"type": "bid", "bid": "pass"}
    else:
        answer = {"type": "play", "card": legal[0]}
    if mode == "garbage" and decisions % 3 == 0:
        print("this is { not json", flush=True)
        continue
    if mode == "illegal" and decisions % 3 == 0:
        if message["decision"] == "play":
            held = [c for c in message["view"]["hand"] if c not in legal]
            answer["card"] = held[0] if held else "XX"
        elif message["decision"] == "bid":
            answer = {"type": "bid", "bid": "eat", "trump": message["view"]["grass"][1]}
            if len(message["view"]["bidding"]) < 3:
                answer = {"type": "play", "card": "AS"}
        else:
            answer = {"type": "packets", "packets": [4, 1]}
    if mode == "slow" and decisions == 2:
        time.sleep(1.0)
    if mode == "crash" and decisions == 4:
        sys.exit(3)
    print(json.dumps(answer), flush=True)
