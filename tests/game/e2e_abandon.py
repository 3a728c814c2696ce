#!/usr/bin/env python3
"""The set left for a new one, as a player does it: two games played by clicks, the menu's
New set, the question confirmed, the window quit at once, before the new set's deal; then a
relaunch. The relaunched table must be the new set at game 1, and the history must keep the old set
with its two games, marked abandoned; the statistics count those two games. Used by e2e.sh (run
under an X server of its own, tests/xvfb.sh)."""
import json, os, random, subprocess, sys, time

from e2e_window import Window, answer

def fail(message):
    sys.exit("e2e abandon: " + message)

def play_until(w, games):
    """Plays your seat by clicks until game `games` + 1 is dealt."""
    rng = random.Random(5)
    while time.time() < w.deadline:
        w.alive()
        t = w.read()
        if t is None or t.get("screen") != "table":
            time.sleep(0.03)
            continue
        if t["game"] > games:
            return
        state = t["awaiting"]
        if state in ("busy", "nothing"):
            time.sleep(0.03)
            continue
        if not w.fresh(t):
            time.sleep(0.03)   # the last click has not been taken yet
            continue
        answer(w, t, rng, lambda: rng.choice(["grass", "deck"]))
        time.sleep(0.03)
    fail("timed out playing; last targets: %s" % w.last)

def bizon_json(exe, data, *args):
    env = dict(os.environ, BIZON_DATA_DIR=data)
    return json.loads(subprocess.run([exe, "history"] + list(args) + ["--json"], env=env, capture_output=True,
                                     text=True, check=True).stdout)

def main():
    exe, data = sys.argv[1], sys.argv[2]
    deadline = time.time() + float(os.environ.get("BIZON_E2E_TIMEOUT", 240))
    started = time.time()
    # Seed 12; the new set from the menu is then seed 13, whose first dealer is you: the table waits
    # for your packets, so the quit comes before any move of the new set.
    w = Window(exe, data, ["--seed", "12"], deadline)
    play_until(w, 2)
    old = w.read()["set"]
    # The menu's New set, asked and confirmed; then Quit from the menu at once, before the deal.
    w.click(w.wait("the table's menu button", lambda t: t.get("screen") == "table")["buttons"]["menu"])
    w.press("menu", "new_set")
    w.press("dialog", "confirm")
    t = w.wait("the new set", lambda t: t.get("screen") == "table" and t.get("set") != old)
    new = t["set"]
    w.click(w.wait("your packets", lambda t: t.get("awaiting") == "packets")["buttons"]["menu"])
    w.press("menu", "quit")
    w.closed()
    played = time.time() - started
    # The relaunch resumes the new set, at game 1.
    w = Window(exe, data, [], deadline)
    t = w.wait("the resumed table", lambda t: t.get("screen") == "table" and "set" in t)
    if t["set"] != new or t["game"] != 1:
        fail("the relaunch shows set %s at game %d, not the new set %s at game 1" % (t["set"], t["game"], new))
    w.game.terminate()
    w.closed()
    sets = {s["id"]: s for s in bizon_json(exe, data, "list")}
    if set(sets) != {old, new}:
        fail("the history holds %s, not the old set %s and the new one %s" % (sorted(sets), old, new))
    if not sets[old]["abandoned"] or sets[old]["games_played"] != 2 or sets[old]["finished"]:
        fail("the old set is not kept abandoned with its two games: %s" % sets[old])
    if sets[new]["abandoned"] or sets[new]["games_played"] != 0:
        fail("the new set is not a fresh one: %s" % sets[new])
    stats = bizon_json(exe, data, "stats")
    if stats["games"] != 2 or stats["unfinished_games"] != 2 or stats["sets"] != 0:
        fail("the statistics do not count the two games of the abandoned set: %s" % stats)
    # The new set was kept before its first move: no game record at all.
    with open(os.path.join(data, "history", "sets", new + ".json")) as f:
        records = len(json.load(f)["games"])
    if records != 0:
        fail("the new set has %d game records: it was not quit before its first move" % records)
    print("played 2 games by clicks, abandoned set %s (2 games, marked abandoned), new set %s quit before its "
          "first move and resumed at game 1; statistics: %d games, %d of unfinished sets; %.1f s to quit"
          % (old, new, stats["games"], stats["unfinished_games"], played))

if __name__ == "__main__":
    main()
