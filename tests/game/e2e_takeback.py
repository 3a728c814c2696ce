#!/usr/bin/env python3
"""Taking back a card, as a player does it: your seat played by clicks until you follow a
lead (the trick moment), a card played, Goat and Sheep on, then Take back. The same legal cards must
be offered again and the set file must hold the game as it stood before the card, counting one
take-back; then SIGKILL at once, and the relaunch must lose nothing: the same moment, the same legal
cards, the set replaying clean. Used by e2e.sh (run under an X server of its own, tests/xvfb.sh)."""
import json, os, random, signal, subprocess, sys, time

from e2e_window import Window, answer

def fail(message):
    sys.exit("e2e takeback: " + message)

def set_file(data, set_id):
    """The set file as saved, or None while it is being replaced."""
    try:
        with open(os.path.join(data, "history", "sets", set_id + ".json")) as f:
            return json.load(f)
    except (OSError, ValueError):
        return None

def settled_set(w, data, set_id, condition):
    """The set file once it satisfies condition and two reads agree (the recorder writes on its thread)."""
    last = None
    while time.time() < w.deadline:
        s = set_file(data, set_id)
        if s is not None and condition(s) and s == last:
            return s
        last = s
        time.sleep(0.1)
    fail("the set file never came to the expected state; last: %s" % (last and last.get("games", [])[-1:]))

def trick_moment(w, data, rng):
    """Plays your seat by clicks up to a card you play after someone led, with more than one legal card
    (so that "the same legal cards" says something); its targets and the set."""
    while time.time() < w.deadline:
        w.alive()
        t = w.read()
        if t is None or t.get("screen") != "table" or t["awaiting"] in ("busy", "nothing") or not w.fresh(t):
            time.sleep(0.03)
            continue
        if t["awaiting"] == "play":
            s = settled_set(w, data, t["set"], lambda s: True)
            plays = len(s["games"][-1].get("play", [])) if s["games"] else 0
            if plays % 3 != 0 and len(t["legal"]) > 1:
                return t, s
        answer(w, t, rng, lambda: rng.choice(["grass", "deck"]))
        time.sleep(0.03)
    fail("timed out playing to the trick moment; last targets: %s" % w.last)

def replay_clean(exe, data, record):
    path = os.path.join(data, "record.json")
    with open(path, "w") as f:
        json.dump(record, f)
    r = subprocess.run([exe, "replay", path], capture_output=True, text=True)
    if r.returncode != 0:
        fail("the saved game does not replay: %s" % r.stderr.strip())

def main():
    exe, data = sys.argv[1], sys.argv[2]
    deadline = time.time() + float(os.environ.get("BIZON_E2E_TIMEOUT", 240))
    rng = random.Random(3)
    w = Window(exe, data, ["--seed", "21"], deadline)
    before, saved = trick_moment(w, data, rng)
    set_id = before["set"]
    w.click(rng.choice(before["legal"]))
    # Goat and Sheep play on; then the table waits for you again, Take back among its buttons.
    after = w.wait("your next decision with Take back",
                   lambda t: t.get("screen") == "table" and t["awaiting"] not in ("busy", "nothing")
                   and t["legal"] != before["legal"] and "take_back" in t["buttons"])
    w.fresh(after)
    w.click(after["buttons"]["take_back"])
    again = w.wait("the table rewound to your card",
                   lambda t: t.get("screen") == "table" and t["awaiting"] == "play" and t["legal"] == before["legal"])
    s = settled_set(w, data, set_id, lambda s: s.get("take_backs") == 1)
    if s["games"] != saved["games"]:
        fail("the set file does not hold the game as it stood before your card")
    # SIGKILL right after the take-back: nothing may be lost.
    w.game.send_signal(signal.SIGKILL)
    w.game.wait()
    w = Window(exe, data, [], deadline)
    resumed = w.wait("the resumed table", lambda t: t.get("screen") == "table" and t["awaiting"] == "play")
    if resumed["set"] != set_id or resumed["legal"] != before["legal"]:
        fail("the relaunch is not at the moment taken back to: %s" % resumed)
    w.game.terminate()
    w.closed()
    s = set_file(data, set_id)
    if s.get("take_backs") != 1 or s["games"] != saved["games"]:
        fail("after SIGKILL and a relaunch the set file lost the take-back: %s" % s.get("take_backs"))
    replay_clean(exe, data, s["games"][-1])
    listed = json.loads(subprocess.run([exe, "history", "list", "--json"], env=dict(os.environ, BIZON_DATA_DIR=data),
                                       capture_output=True, text=True, check=True).stdout)
    if [x["take_backs"] for x in listed if x["id"] == set_id] != [1]:
        fail("the history list does not count one take-back: %s" % listed)
    print("took back a card at trick %d of game %d: the same %d legal cards offered again; the set file held "
          "the game before the card with take_backs 1, and after SIGKILL the relaunch resumed there; the game "
          "replays clean" % (len(saved["games"][-1]["play"]) // 3 + 1, len(saved["games"]), len(before["legal"])))

if __name__ == "__main__":
    main()
