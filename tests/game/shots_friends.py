#!/usr/bin/env python3
"""Screenshots of a table of friends off the happy path, for people to look at (not a test): the
wrong code, the host gone, and back at the table after a relaunch, in a window of SIZE, LANG.
Usage (under tests/xvfb.sh): shots_friends.py BIZON OUT_DIR SIZE LANG"""
import os, random, subprocess, sys, tempfile, time
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from e2e_window import Window, fail
from e2e_friends import friends, fill, said, play, type_text, game_two

def shot(w, out, name):
    time.sleep(1.0)  # the last frames drawn
    subprocess.run(["import", "-window", w.window, os.path.join(out, name)], check=True)

def main():
    exe, out, size, lang = sys.argv[1:5]
    data = tempfile.mkdtemp()
    deadline = time.time() + 400
    os.environ["BIZON_TABLE_LISTEN"] = "127.0.0.1:0"
    dirs = {n: os.path.join(data, n) for n in ("ann", "bob")}
    for d in dirs.values():
        os.makedirs(d)
        with open(os.path.join(d, "settings.json"), "w") as f:
            f.write('{"tempo":"fast","packets":"ask","language":"%s"}\n' % lang)
    ann = Window(exe, dirs["ann"], [], deadline, "ann", "800x600", 0)
    friends(ann, "host", "Ann")
    ann.press("host", "open")
    port = said(ann, r"hosting a table at [^:\s]*:(\d+)", "where it hosts")[1]
    code = said(ann, r"at table (\w{5}-\w{5}) \(host\)", "its table's code")[1]
    bob = Window(exe, dirs["bob"], [], deadline, "bob", size, 820)
    friends(bob, "join", "Bob")
    fill(bob, "address", "127.0.0.1:" + port)
    fill(bob, "code", "00000-00000")
    bob.press("join", "join")
    bob.wait("Try again", lambda t: t.get("screen") == "lobby" and "retry" in t["screen_buttons"])
    shot(bob, out, "wrong-code-%s-%s.png" % (size, lang))
    bob.press("lobby", "retry")
    bob.wait("the Join screen", lambda t: t.get("screen") == "join")
    bob.click(bob.read()["screen_buttons"]["code"])
    for _ in range(12):
        bob.key("BackSpace")
    type_text(bob, code)
    bob.press("join", "join")
    bob.press("lobby", "ready")
    ann.focus()
    ann.press("lobby", "start")
    said(bob, "has started", "the set started")
    rng = random.Random(3)
    windows = {"ann": ann, "bob": bob}
    play(windows, rng, game_two(windows))
    bob.game.kill()
    bob.game.wait()
    time.sleep(2)
    bob = Window(exe, dirs["bob"], [], deadline, "bob", size, 820)
    said(bob, "has started", "back at the table")
    bob.wait("the table", lambda t: t.get("screen") == "table")
    shot(bob, out, "back-at-the-table-%s-%s.png" % (size, lang))
    ann.game.terminate()
    said(bob, "host_left", "the host gone")
    shot(bob, out, "host-gone-%s-%s.png" % (size, lang))
    bob.game.terminate()

main()
