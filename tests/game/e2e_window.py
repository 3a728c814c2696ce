#!/usr/bin/env python3
"""One real bizon window driven by xdotool through the clickable points it writes to its --targets
file: what every end-to-end test (e2e_drive.py, e2e_abandon.py) shares."""
import json, os, subprocess, sys, time

def fail(message):
    sys.exit("e2e: " + message)

class Window:
    """One bizon window and its --targets file."""
    def __init__(self, exe, data, args, deadline):
        self.targets = os.path.join(data, "targets.json")
        if os.path.exists(self.targets):
            os.remove(self.targets)
        self.deadline = deadline
        env = dict(os.environ, BIZON_DATA_DIR=data)
        self.game = subprocess.Popen([exe, "--size", "1280x720", "--targets", self.targets] + args, env=env,
                                     stderr=subprocess.PIPE, text=True)
        self.window = None
        self.last, self.last_time = None, 0.0
        while self.window is None and time.time() < deadline:
            self.alive()
            out = subprocess.run(["xdotool", "search", "--name", "^Bizon$"], capture_output=True, text=True).stdout.split()
            self.window = out[0] if out else None
            time.sleep(0.1)
        if self.window is None:
            fail("the window never appeared")
        # Without a window manager the window may open anywhere: put it in the top-left corner.
        subprocess.run(["xdotool", "windowmove", "--sync", self.window, "0", "0"])

    def alive(self):
        if self.game.poll() is not None:
            fail("bizon exited with status %d: %s" % (self.game.returncode, self.game.stderr.read()))

    def click(self, point):
        subprocess.run(["xdotool", "mousemove", "--window", self.window, str(point[0]), str(point[1]), "click", "1"],
                       check=True)

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
            fail("bizon exited with status %d: %s" % (self.game.returncode, self.game.stderr.read()))

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
