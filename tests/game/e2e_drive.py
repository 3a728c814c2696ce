#!/usr/bin/env python3
"""Drives a real `bizon` window with xdotool, reading the clickable points the game writes to its
--targets file. Used by e2e.sh (run inside xvfb-run)."""
import json, os, random, subprocess, sys, time

def main():
    exe, mode, data = sys.argv[1], sys.argv[2], sys.argv[3]
    targets = os.path.join(data, "targets.json")
    env = dict(os.environ, BIZON_DATA_DIR=data)
    size = "1280x720"
    game = subprocess.Popen([exe, "--seed", "11", "--size", size, "--targets", targets], env=env,
                            stderr=subprocess.PIPE, text=True)
    deadline = time.time() + float(os.environ.get("BIZON_E2E_TIMEOUT", {"set": 840, "game": 400, "coach": 300}.get(mode, 120)))
    window = None
    while window is None and time.time() < deadline:
        if game.poll() is not None:
            sys.exit("bizon exited with status %d before its window showed: %s" % (game.returncode, game.stderr.read()))
        out = subprocess.run(["xdotool", "search", "--name", "^Bizon$"], capture_output=True, text=True).stdout.split()
        window = out[0] if out else None
        time.sleep(0.1)
    if window is None:
        sys.exit("the window never appeared")
    # Without a window manager the window may open anywhere: put it in the top-left corner.
    subprocess.run(["xdotool", "windowmove", "--sync", window, "0", "0"])

    def click(point):
        subprocess.run(["xdotool", "mousemove", "--window", window, str(point[0]), str(point[1]), "click", "1"], check=True)

    rng = random.Random(5)
    clicked = {"grass": 0, "deck": 0}
    moves = 0
    last, last_time = None, 0.0
    keep_since, reviewed = None, False
    while time.time() < deadline:
        if game.poll() is not None:
            sys.exit("bizon exited with status %d: %s" % (game.returncode, game.stderr.read()))
        try:
            with open(targets) as f:
                t = json.load(f)
        except (OSError, ValueError):
            time.sleep(0.05)
            continue
        state = t["awaiting"]
        if mode == "coach" and reviewed and t.get("screen") == "review":
            break
        if mode == "coach" and reviewed:
            time.sleep(0.05)
            continue
        if mode == "bid" and clicked["grass"] and clicked["deck"]:
            break
        if mode == "set" and t["over"]:
            break
        if mode == "game" and t["game"] >= 2:
            break
        if state in ("busy", "nothing"):
            # A click during an animation only skips it; the set test does it on purpose now and then.
            if mode == "set" and rng.random() < 0.05:
                click(t["deck"])
            time.sleep(0.05)
            continue
        key = json.dumps(t, sort_keys=True)
        if key == last and time.time() - last_time < 1.5:
            time.sleep(0.05)   # our last click has not been taken yet
            continue
        last, last_time = key, time.time()
        b = t["buttons"]
        if state == "packets":
            click(b["3-2"] if rng.random() < 0.5 else b["2-3"])
        elif state == "bid1":
            # The guide's direct clicks: the grass eats, the deck passes.
            which = "deck" if clicked["grass"] and not clicked["deck"] else ("grass" if not clicked["grass"] else rng.choice(["grass", "deck"]))
            click(t[which])
            clicked[which] += 1
        elif state == "bid2":
            click(b["pass"])
        elif state == "play":
            click(rng.choice(t["legal"]))
        elif state == "keep" and mode == "coach" and "review" in b:
            # The coach's offer at the end of a game: the review of its costliest mistake.
            click(b["review"])
            reviewed = True
        elif state == "keep" and mode == "coach" and (keep_since is None or time.time() - keep_since < 5):
            # The game's last decisions are still being judged: the offer may come.
            keep_since = keep_since or time.time()
            last = None
            time.sleep(0.1)
            continue
        elif state == "keep":
            keep_since = None
            click(b["keep"])
        moves += 1
        time.sleep(0.03)
    else:
        if os.environ.get("BIZON_E2E_SHOT"):
            subprocess.run(["import", "-window", "root", os.environ["BIZON_E2E_SHOT"]])
            subprocess.run(["gdb", "-p", str(game.pid), "-batch", "-ex", "thread apply all bt 12"])
        sys.exit("timed out; last state: %s" % last)
    time.sleep(0.5)
    if game.poll() is not None:
        sys.exit("bizon died at the end: %s" % game.stderr.read())
    game.terminate()
    game.wait(timeout=10)
    print("moves:", moves, "grass clicks:", clicked["grass"], "deck clicks:", clicked["deck"])

if __name__ == "__main__":
    main()
