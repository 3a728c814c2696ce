#!/usr/bin/env python3
"""Two real `bizon` windows on one data directory, clicked in turn (issue 13): the second must not
resume the set the first one plays, must never write over it, and plays a set of its own; when a
window dies its set is free again. Run inside xvfb-run by attack.sh (case two-windows):
    two_windows.py BIZON DATA_DIR
Prints one line per step and a last line with the verdict; exit status 0 if everything held."""
import glob, json, os, signal, subprocess, sys, time

exe, data = sys.argv[1], sys.argv[2]
sets = os.path.join(data, "history", "sets")
env = dict(os.environ, BIZON_DATA_DIR=data)
windows = []


def fail(why):
    for w in windows:
        w.process.kill()
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


class Window:
    def __init__(self, name):
        self.name = name
        self.targets = os.path.join(os.path.dirname(data.rstrip("/")), name + "-targets.json")
        self.err = open(os.path.join(os.path.dirname(data.rstrip("/")), name + "-stderr.txt"), "w+")
        before = self.ids()
        self.process = subprocess.Popen([exe, "--size", "960x600", "--targets", self.targets], env=env,
                                        stderr=self.err, stdout=subprocess.DEVNULL)
        deadline = time.time() + 30
        self.id = None
        while self.id is None and time.time() < deadline:
            if self.process.poll() is not None:
                fail("%s exited with status %d before its window showed" % (name, self.process.returncode))
            new = [w for w in self.ids() if w not in before]
            self.id = new[0] if new else None
            time.sleep(0.1)
        if self.id is None:
            fail("%s: the window never appeared" % name)
        # Side by side, so that a click meant for one never lands on the other.
        self.x = 960 * (len(windows) % 2)
        subprocess.run(["xdotool", "windowmove", "--sync", self.id, str(self.x), "0"], capture_output=True)
        windows.append(self)
        self.last = None

    @staticmethod
    def ids():
        out = subprocess.run(["xdotool", "search", "--name", "^Bizon$"], capture_output=True, text=True).stdout
        return out.split()

    def stderr(self):
        self.err.flush()
        self.err.seek(0)
        return self.err.read()

    def state(self):
        try:
            with open(self.targets) as f:
                return json.load(f)
        except (OSError, ValueError):
            return None

    def key(self, name):
        subprocess.run(["xdotool", "windowactivate", "--sync", self.id], capture_output=True)
        subprocess.run(["xdotool", "key", "--window", self.id, name], check=True)

    def click(self, point):
        subprocess.run(["xdotool", "mousemove", "--window", self.id, str(point[0]), str(point[1]), "click", "1"],
                       check=True)

    def move(self):
        """One move of yours in this window, when it is your turn: the choice the table awaits."""
        # The player turns to this window first: a window out of focus stands still (issue 17).
        subprocess.run(["xdotool", "windowfocus", "--sync", self.id], capture_output=True)
        deadline = time.time() + 20
        while time.time() < deadline:
            if self.process.poll() is not None:
                fail("%s died: %s" % (self.name, self.stderr()[-500:]))
            t = self.state()
            if not t or t["awaiting"] in ("busy", "nothing"):
                time.sleep(0.05)
                continue
            key = json.dumps(t, sort_keys=True)
            if key == self.last:
                time.sleep(0.05)
                continue
            self.last = key
            b = t["buttons"]
            state = t["awaiting"]
            if state == "packets":
                self.click(b["3-2"])
            elif state == "bid1":
                self.click(t["deck"])
            elif state == "bid2":
                self.click(b["pass"])
            elif state == "play":
                self.click(t["legal"][0])
            elif state == "keep":
                self.click(b["keep"])
            return
        fail("%s: never my turn (last state %s)" % (self.name, self.last))


def wait_for(what, test, seconds=10):
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
a = Window("A")
for _ in range(3):
    a.move()
set_a = wait_for("A's set file", lambda: set_files()[0] if set_files() else None)
wait_for("A's three moves saved", lambda: actions(set_a) >= 3)
print("A plays set", os.path.basename(set_a), "with", actions(set_a), "actions saved")

# Window B opens on the same data directory: A's set is the newest unfinished one.
b = Window("B")
deadline = time.time() + 5
while "open in another window" not in b.stderr() and time.time() < deadline:
    time.sleep(0.05)
time.sleep(1.0)
if os.environ.get("BIZON_TWO_WINDOWS_SHOT"):
    subprocess.run(["ffmpeg", "-loglevel", "error", "-y", "-f", "x11grab", "-video_size", "960x600", "-i",
                    "%s+%d,0" % (os.environ["DISPLAY"], b.x), "-frames:v", "1", os.environ["BIZON_TWO_WINDOWS_SHOT"]])
warned = "open in another window" in b.stderr()
if warned:
    print("B says:", [l for l in b.stderr().splitlines() if "another window" in l][0])
    b.key("Escape")  # "Play a new set here": the overlay closes over B's own fresh table
else:
    print("B gives no warning")  # the clicks below then show what B does to A's set

# Clicked in turn: A's file only ever grows; B's moves go into a set of its own.
keeper = Keeper(set_a)
for turn in range(4):
    b.move()
    time.sleep(0.8)
    before = keeper.look("after B's move %d" % (turn + 1))
    a.move()
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
a.process.kill()
a.process.wait()
b.process.kill()
b.process.wait()
windows.clear()
latest_b = actions(set_b)
c = Window("C")
time.sleep(1.0)
if "another window" in c.stderr():
    fail("C was refused a set whose windows are dead: " + c.stderr())
c.move()
wait_for("C's move saved into B's set", lambda: actions(set_b) > latest_b)
if keeper.look("after C's move") != seen:
    fail("A's set changed after A died")
c.process.terminate()
c.process.wait(timeout=10)
print("PASS: B never wrote over A's set (%d actions kept), played its own, and C resumed it after the windows died" % seen)
