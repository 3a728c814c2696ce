#!/usr/bin/env python3
"""Two real `bizon` windows on one data directory, clicked in turn: the second must not
resume the set the first one plays, must never write over it, and plays a set of its own; when a
window dies its set is free again. Run under an X server of its own (tests/xvfb.sh) by attack.sh (case two-windows):
    two_windows.py BIZON DATA_DIR
Prints one line per step and a last line with the verdict; exit status 0 if everything held."""
import glob, json, os, random, subprocess, sys, time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "game"))
from e2e_window import Window, answer  # noqa: E402  the one window driver of the end-to-end tests

exe, data = sys.argv[1], sys.argv[2]
sets = os.path.join(data, "history", "sets")
windows = []
rng = random.Random(13)
windows_deadline = time.time() + 150  # every window gives up by then: attack.sh gives the case 170 s


def fail(why):
    for w in windows:
        w.game.kill()
    print("FAIL:", why)
    sys.exit(1)


def history_of(path):
    """Every action (packets choice, bid, card) a set file holds, in order."""
    with open(path) as f:
        games = json.load(f)["games"]
    return [json.dumps(x, sort_keys=True) for g in games
            for x in [g.get("packets")] + g.get("bidding", []) + g.get("play", [])]


def actions(path):
    return len(history_of(path))


class Keeper:
    """Watches a set file: whatever it held once, it must hold at every later look (a writer
    that resumed an older copy would cut it short or change it)."""

    def __init__(self, path):
        self.path, self.known = path, history_of(path)

    def look(self, when):
        now = history_of(self.path)
        if now[:len(self.known)] != self.known:
            fail("%s: %s lost or changed saved actions (%d held, now %d)" % (when, os.path.basename(self.path),
                                                                             len(self.known), len(now)))
        self.known = now
        return len(now)


def set_files():
    return sorted(glob.glob(os.path.join(sets, "*.json")))


def open_window(name):
    """A window on the data directory, beside the others: a click meant for one never lands on another."""
    w = Window(exe, data, [], windows_deadline, name=name, size="960x600", x=960 * (len(windows) % 2))
    windows.append(w)
    return w


def move(w):
    """One move of yours in window w, when it is your turn: the choice the table awaits."""
    w.focus()
    t = w.wait("%s's turn" % w.name, lambda t: t["awaiting"] not in ("busy", "nothing") and w.fresh(t))
    answer(w, t, rng, lambda: "deck")  # the first round's bid: a pass, on the deck


def wait_for(what, test, seconds=60):
    """Polls `test` until it gives a value; the seconds only guard against a hang."""
    deadline = time.time() + seconds
    while time.time() < deadline:
        value = test()
        if value:
            return value
        time.sleep(0.05)
    fail("timed out waiting for " + what)


with open(os.path.join(data, "settings.json"), "w") as f:
    f.write('{"tempo":"fast","packets":"ask"}\n')

# Window A starts a set and plays into it.
a = open_window("A")
for _ in range(3):
    move(a)
set_a = wait_for("A's set file", lambda: set_files()[0] if set_files() else None)
wait_for("A's three moves saved", lambda: actions(set_a) >= 3)
print("A plays set", os.path.basename(set_a), "with", actions(set_a), "actions saved")

# Window B opens on the same data directory: A's set is the newest unfinished one. Its warning is
# waited for as long as the windows run (a B that never warns fails below, once it has shown what
# it does to A's set).
b = open_window("B")
while "open in another window" not in b.stderr() and time.time() < windows_deadline - 60:
    time.sleep(0.05)
time.sleep(1.0)
if os.environ.get("BIZON_TWO_WINDOWS_SHOT"):
    subprocess.run(["ffmpeg", "-loglevel", "error", "-y", "-f", "x11grab", "-video_size", "960x600", "-i",
                    "%s+960,0" % os.environ["DISPLAY"], "-frames:v", "1", os.environ["BIZON_TWO_WINDOWS_SHOT"]])
warned = "open in another window" in b.stderr()
if warned:
    print("B says:", [l for l in b.stderr().splitlines() if "another window" in l][0])
    b.key("Escape")  # "Play a new set here": the overlay closes over B's own fresh table
else:
    print("B gives no warning")  # the clicks below then show what B does to A's set

# Clicked in turn: A's file only ever grows; B's moves go into a set of its own.
keeper = Keeper(set_a)
for turn in range(4):
    move(b)
    time.sleep(0.8)
    before = keeper.look("after B's move %d" % (turn + 1))
    move(a)
    wait_for("A's move saved", lambda: keeper.look("after A's move %d" % (turn + 1)) > before)
seen = keeper.look("at the end")
if not warned:
    fail("B never said that the set is open in another window")
others = [f for f in set_files() if f != set_a]
if len(others) != 1:
    fail("B's moves are not in a set of their own: sets %s" % [os.path.basename(f) for f in set_files()])
set_b = others[0]
print("after 4 moves each: A's set has %d actions, B's set %s has %d" % (seen, os.path.basename(set_b), actions(set_b)))

# A dies without closing: the kernel drops its lock; a new window C resumes A's set again, unless
# B's set, newer, is the one to resume (B still runs: C must then leave B's alone too).
a.game.kill()
a.game.wait()
b.game.kill()
b.game.wait()
windows.clear()
latest_b = actions(set_b)
c = open_window("C")
time.sleep(1.0)
if "another window" in c.stderr():
    fail("C was refused a set whose windows are dead: " + c.stderr())
move(c)
wait_for("C's move saved into B's set", lambda: actions(set_b) > latest_b)
if keeper.look("after C's move") != seen:
    fail("A's set changed after A died")
c.game.terminate()
c.game.wait(timeout=10)
print("PASS: B never wrote over A's set (%d actions kept), played its own, and C resumed it after the windows died" % seen)
