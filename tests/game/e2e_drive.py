#!/usr/bin/env python3
"""Drives a real `bizon` window with xdotool, reading the clickable points the game writes to its
--targets file. Used by e2e.sh (run under an X server of its own, tests/xvfb.sh)."""
import os, random, subprocess, sys, time

from e2e_window import Window, answer

def main():
    exe, mode, data = sys.argv[1], sys.argv[2], sys.argv[3]
    deadline = time.time() + float(os.environ.get("BIZON_E2E_TIMEOUT", {"set": 840, "game": 400, "coach": 300}.get(mode, 120)))
    w = Window(exe, data, ["--seed", "11"], deadline)
    game = w.game

    rng = random.Random(5)
    clicked = {"grass": 0, "deck": 0}

    def bid1():
        # An eat and a pass first, by the grass and the deck, then either.
        which = "deck" if clicked["grass"] and not clicked["deck"] else ("grass" if not clicked["grass"] else rng.choice(["grass", "deck"]))
        clicked[which] += 1
        return which

    moves = 0
    keep_since, reviewed = None, False
    while time.time() < deadline:
        w.alive()
        t = w.read()
        if t is None:
            time.sleep(0.05)
            continue
        state = t["awaiting"]
        if mode == "coach" and reviewed:
            # The coach's offer taken: the review opens.
            if t.get("screen") == "review":
                break
            time.sleep(0.05)
            continue
        if mode == "coach" and state == "keep":
            if "review" in t["buttons"]:
                # The end of a game with a mistake: its review, at that step.
                w.click(t["buttons"]["review"])
                reviewed = True
                continue
            if keep_since is None or time.time() - keep_since < 5:
                # The game's last decisions may still be judged: the offer may come.
                keep_since = keep_since or time.time()
                time.sleep(0.1)
                continue
            keep_since = None
        if mode == "bid" and clicked["grass"] and clicked["deck"]:
            break
        if mode == "set" and t["over"]:
            break
        if mode == "game" and t["game"] >= 2:
            break
        if state in ("busy", "nothing"):
            # A click during an animation only skips it; the set test does it on purpose now and then.
            if mode == "set" and rng.random() < 0.05:
                w.click(t["deck"])
            time.sleep(0.05)
            continue
        if not w.fresh(t):
            time.sleep(0.05)   # our last click has not been taken yet
            continue
        answer(w, t, rng, bid1)
        moves += 1
        time.sleep(0.03)
    else:
        if os.environ.get("BIZON_E2E_SHOT"):
            subprocess.run(["import", "-window", "root", os.environ["BIZON_E2E_SHOT"]])
            subprocess.run(["gdb", "-p", str(game.pid), "-batch", "-ex", "thread apply all bt 12"])
        sys.exit("timed out; last state: %s" % w.last)
    time.sleep(0.5)
    if game.poll() is not None:
        sys.exit("bizon died at the end: %s" % w.stderr())
    game.terminate()
    game.wait(timeout=10)
    print("moves:", moves, "grass clicks:", clicked["grass"], "deck clicks:", clicked["deck"])

if __name__ == "__main__":
    main()
