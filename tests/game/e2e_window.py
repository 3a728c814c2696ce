#!/usr/bin/env python3
"""Real bizon windows driven by xdotool through the clickable points each writes to its --targets
file: what every end-to-end test (e2e_drive.py, e2e_abandon.py, e2e_learn.py, e2e_takeback.py) and
the two windows of tests/history/two_windows.py share."""
import json, os, subprocess, sys, tempfile, time

def fail(message):
    sys.exit("e2e: " + message)

class Window:
    """One bizon window, its --targets file and its standard error. Several may run at once on one
    display: each is the window that appeared after its own launch, placed at (x, 0) so that a click
    meant for one never lands on another. name tells the targets files of several windows apart."""
    def __init__(self, exe, data, args, deadline, name="", size="1280x720", x=0):
        self.name = name or "bizon"
        self.targets = os.path.join(data, (name + "-" if name else "") + "targets.json")
        if os.path.exists(self.targets):
            os.remove(self.targets)
        self.deadline = deadline
        # A file rather than a pipe: read while the window runs, and never full.
        self.err = tempfile.TemporaryFile("w+")
        env = dict(os.environ, BIZON_DATA_DIR=data)
        before = self.ids()
        self.game = subprocess.Popen([exe, "--size", size, "--targets", self.targets] + args, env=env,
                                     stderr=self.err, text=True)
        self.window = None
        self.last, self.last_time = None, 0.0
        while self.window is None and time.time() < deadline:
            self.alive()
            new = [w for w in self.ids() if w not in before]
            self.window = new[0] if new else None
            time.sleep(0.1)
        if self.window is None:
            fail("%s: the window never appeared" % self.name)
        # Without a window manager the window may open anywhere: put it where it is asked to be.
        subprocess.run(["xdotool", "windowmove", "--sync", self.window, str(x), "0"], capture_output=True)

    @staticmethod
    def ids():
        out = subprocess.run(["xdotool", "search", "--name", "^Bizon$"], capture_output=True, text=True).stdout
        return out.split()

    def stderr(self):
        """What the window has written to its standard error so far."""
        self.err.flush()
        self.err.seek(0)
        return self.err.read()

    def alive(self):
        if self.game.poll() is not None:
            fail("%s exited with status %d: %s" % (self.name, self.game.returncode, self.stderr()[-2000:]))

    def click(self, point):
        subprocess.run(["xdotool", "mousemove", "--window", self.window, str(point[0]), str(point[1]), "click", "1"],
                       check=True)

    def key(self, name):
        """Presses a key in this window, raised first."""
        subprocess.run(["xdotool", "windowactivate", "--sync", self.window], capture_output=True)
        subprocess.run(["xdotool", "key", "--window", self.window, name], check=True)

    def focus(self):
        """Gives this window the keyboard focus: a window out of focus stands still (it pauses, as a
        player who turned away would want), so a driver of several turns to each before it clicks."""
        subprocess.run(["xdotool", "windowfocus", "--sync", self.window], capture_output=True)

    def read(self):
        try:
            with open(self.targets) as f:
                return json.load(f)
        except (OSError, ValueError):
            return None

    def fresh(self, t):
        """False while the targets are those of our last click and it may not have been taken yet."""
        key = json.dumps(t, sort_keys=True)
        if key == self.last and time.time() - self.last_time < 1.5:
            return False
        self.last, self.last_time = key, time.time()
        return True

    def wait(self, what, condition):
        """The first targets for which condition holds."""
        while time.time() < self.deadline:
            self.alive()
            t = self.read()
            if t is not None and condition(t):
                return t
            time.sleep(0.03)
        fail("timed out waiting for %s; last targets: %s" % (what, self.read()))

    def press(self, screen, button):
        """Clicks a button of the screen on top, once that screen is there."""
        t = self.wait("the %s screen" % screen, lambda t: t.get("screen") == screen and button in t["screen_buttons"])
        self.click(t["screen_buttons"][button])

    def closed(self):
        try:
            self.game.wait(timeout=20)
        except subprocess.TimeoutExpired:
            fail("the window did not close")
        if self.game.returncode != 0:
            fail("%s exited with status %d: %s" % (self.name, self.game.returncode, self.stderr()[-2000:]))

def answer(w, t, rng, bid1):
    """Clicks one answer to what the table awaits (t["awaiting"]): packets at random, the first
    round's bid on t[bid1()] (the grass eats, the deck passes: the guide's direct clicks), a pass in
    round 2, a random legal card, the kept grass."""
    state, b = t["awaiting"], t["buttons"]
    if state == "packets":
        w.click(b["3-2"] if rng.random() < 0.5 else b["2-3"])
    elif state == "bid1":
        w.click(t[bid1()])
    elif state == "bid2":
        w.click(b["pass"])
    elif state == "play":
        w.click(rng.choice(t["legal"]))
    elif state == "keep":
        w.click(b["keep"])
