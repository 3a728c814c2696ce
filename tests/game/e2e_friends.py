#!/usr/bin/env python3
"""Play with friends from two windows, as two people would: one hosts a table from the menu (its
server runs in that window, on 127.0.0.1 and a port the system picks), the other joins it by
typing the address and the code the host's window shows, first with a code mistyped (the lobby
says so at once, within 10 s, and Try again leads back to the Join screen, where the invitation the host
copied is pasted with Ctrl+V, its certificate's fingerprint kept with the chair); the guest says they are ready
and the host starts the set (Start lights once the guests are ready: the host is not asked); the
third chair is Goat or Sheep. Both windows play by clicks at the table of friends; in the middle
of a trick of game 1 the joining window is killed and launched again: it opens on that table by
itself, where the game stands, and the game is finished by clicks. In game 2 the guest leaves the
table from the menu and comes back by Back to the table: its scoresheet is whole, the host's
rows. The host opening another table is asked first (Keep playing), then quits from the menu, asked
and confirming: the guest is told at once, within 10 s. Each window's own history holds the set
as played online (the table's code, its chair, the names), its games whole, and every game of it
replays clean (`bizon replay`, `bizon history check`).
With `again`: Ann (1280x720) hosts and Bob (a phone's 360x640) joins by her invitation link
(`bizon LINK`: the Join screen filled in, the link's fingerprint kept); they play a whole set by
clicks; at its end Bob says Another set first (Ann's end says he asked), then Ann, whose lobby shows the code again and
starts it: both are at the new set's first game, its scoresheet empty, and each history holds the
finished set and the new one, from its first game. With SHOTS_DIR, the set's end and the lobbies are saved there.
Usage: e2e_friends.py BIZON DATA_DIR [again [SHOTS_DIR]]"""
import hashlib, json, os, random, re, ssl, subprocess, sys, time
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from e2e_window import Window, answer, fail

def type_text(w, text):
    """Types into the field that has the keyboard, as a keyboard would."""
    w.focus()
    subprocess.run(["xdotool", "type", "--window", w.window, "--delay", "30", text], check=True)

def fill(w, field, text):
    t = w.wait("the field " + field, lambda t: field in t.get("screen_buttons", {}))
    w.click(t["screen_buttons"][field])
    time.sleep(0.2)
    type_text(w, text)

def fingerprint(pem_file):
    """A certificate's fingerprint as Bizon writes it: the SHA-256 of its DER, in lowercase hex."""
    with open(pem_file) as f:
        return hashlib.sha256(ssl.PEM_cert_to_DER_cert(f.read())).hexdigest()

def open_menu(w):
    w.focus()
    w.click(w.wait("the table's menu button", lambda t: t.get("screen") == "table")["buttons"]["menu"])

def friends(w, way, name):
    """The menu's Play with friends, then Host a table or Join a table, and your name typed."""
    open_menu(w)
    w.press("menu", "friends")
    w.press("friends", way)
    fill(w, "name", name)

def said(w, pattern, what):
    """Waits for a line of the window's standard error (the window in focus: one out of focus
    stands still, as it does for a player who turned away)."""
    w.focus()
    while time.time() < w.deadline:
        w.alive()
        found = re.search(pattern, w.stderr())
        if found:
            return found
        time.sleep(0.05)
    fail("%s never said %s: %s" % (w.name, what, w.stderr()[-1500:]))

def at_table(t):
    return t.get("screen") == "table" and "awaiting" in t

def play(windows, rng, until, kill=None):
    """Clicks each window's answers in turn (each focused before it is read) until until(name, t)
    holds for every window; kill(name, t), when it says so, stops and returns that window's name."""
    done = set()
    while len(done) < len(windows):
        for name, w in windows.items():
            w.focus()
            w.alive()
            t = w.read()
            if t is None or not at_table(t):
                continue
            if until(name, t):
                done.add(name)
                continue
            if t["awaiting"] in ("busy", "nothing", "keep") or not w.fresh(t):
                continue
            if kill and kill(name, t):
                return name
            answer(w, t, rng, lambda: rng.choice(["grass", "deck"]))
        if time.time() > min(w.deadline for w in windows.values()):
            fail("the game was not finished: %s" % {n: (w.read(), w.stderr()[-800:]) for n, w in windows.items()})
        time.sleep(0.05)
    return None

def game_two(windows):
    """For play(): game 2 begun, each window pressing the scored game's Keep going itself."""
    def until(name, t):
        if t["game"] >= 2:
            return True
        if t["awaiting"] == "keep" and "keep" in t["buttons"] and windows[name].fresh(t):
            windows[name].click(t["buttons"]["keep"])
        return False
    return until

def kept_online(exe, data, name, code):
    """The set of the table `code` in the history of the data directory `data` (the window saves it
    as each game is revealed): one set, played online by `name`, each game replaying clean."""
    folder = os.path.join(data, "history", "sets")
    end = time.time() + 20
    while True:
        sets = []
        for n in sorted(os.listdir(folder)) if os.path.isdir(folder) else []:
            if n.endswith(".json"):
                with open(os.path.join(folder, n)) as f:
                    sets.append(json.load(f))
        online = [s for s in sets if s.get("origin") == "online" and s.get("table", {}).get("code") == code]
        if online and online[0]["games"]:
            break
        if time.time() > end:
            fail("%s's history holds no game of table %s: %s" % (name, code, sets))
        time.sleep(0.2)
    # One set of that table, though Bob's window was launched twice (beside it, the set against Goat
    # and Sheep the window opened on).
    if len(online) != 1:
        fail("%s's history holds %d sets of table %s" % (name, len(online), code))
    kept = online[0]
    table = kept["table"]
    if kept["version"] != 2 or table["names"][table["seat"]] != name or kept["players"][table["seat"]] != "human":
        fail("%s's copy does not say who played: %s" % (name, {k: v for k, v in kept.items() if k != "games"}))
    env = dict(os.environ, BIZON_DATA_DIR=data)
    for number, game in enumerate(kept["games"], 1):
        replay = subprocess.run([exe, "replay", "-"], input=json.dumps(game), capture_output=True, text=True, timeout=60)
        if replay.returncode != 0 or json.loads(replay.stdout)["status"] != "complete":
            fail("%s: game %d does not replay: %s%s" % (name, number, replay.stdout, replay.stderr))
    check = subprocess.run([exe, "history", "check"], env=env, capture_output=True, text=True, timeout=60)
    if check.returncode != 0:
        fail("%s: history check: %s%s" % (name, check.stdout, check.stderr))
    return table["seat"]

def sets_of(data, code):
    """The sets of table `code` in a data directory's history, oldest first."""
    folder = os.path.join(data, "history", "sets")
    sets = []
    for n in sorted(os.listdir(folder)):
        if n.endswith(".json"):
            with open(os.path.join(folder, n)) as f:
                s = json.load(f)
            if s.get("origin") == "online" and s.get("table", {}).get("code") == code:
                sets.append(s)
    return sorted(sets, key=lambda s: s["started"])

def play_set(windows, rng):
    """Clicks each window's answers, the scored games' Keep going too, until both show the set's end."""
    over = set()
    while len(over) < len(windows):
        for name, w in windows.items():
            w.focus()
            w.alive()
            t = w.read()
            if t is None:
                continue
            if t.get("screen") == "set_over":
                over.add(name)
                continue
            if not at_table(t) or t["awaiting"] in ("busy", "nothing") or not w.fresh(t):
                continue
            answer(w, t, rng, lambda: rng.choice(["grass", "deck"]))
        if time.time() > min(w.deadline for w in windows.values()):
            fail("the set was not finished: %s" % {n: (w.read(), w.stderr()[-800:]) for n, w in windows.items()})
        time.sleep(0.03)

def shoot(w, shots, name):
    if shots:
        time.sleep(1.0)  # the last frames drawn
        subprocess.run(["import", "-window", w.window, os.path.join(shots, name)], check=True)

def again(exe, data, shots):
    """Another set at the same table after a whole set, from two windows."""
    deadline = time.time() + 840
    os.environ["BIZON_TABLE_LISTEN"] = "127.0.0.1:0"
    dirs = {n: os.path.join(data, n) for n in ("ann", "bob")}
    for d in dirs.values():
        os.makedirs(d, exist_ok=True)
        with open(os.path.join(d, "settings.json"), "w") as f:
            f.write('{"tempo":"instant","packets":"ask"}\n')
    ann = Window(exe, dirs["ann"], [], deadline, "ann", "1280x720", 0)
    friends(ann, "host", "Ann")
    ann.press("host", "open")
    port = said(ann, r"hosting a table at [^:\s]*:(\d+)", "where it hosts")[1]
    code = said(ann, r"at table (\w{5}-\w{5}) \(host\)", "its table's code")[1]
    # Bob comes by the invitation a player sends (`bizon LINK`, as the desktop and the installer
    # hand it over): his window opens on the Join screen filled in, his name to type; the link's
    # fingerprint, the certificate Ann's window made for the table it hosts, is checked.
    certificate = os.path.join(dirs["ann"], "hosting", "tls", "table.crt")
    link = "bizon://127.0.0.1:%s/%s#%s" % (port, code, fingerprint(certificate))
    bob = Window(exe, dirs["bob"], [link], deadline, "bob", "360x640", 1300)
    t = bob.wait("the Join screen of the link", lambda t: t.get("screen") == "join")
    type_text(bob, "Bob")
    bob.press("join", "join")
    said(bob, r"at table %s in chair (goat|sheep)" % code, "seated")
    # His chair, kept to come back to, holds the link's fingerprint.
    chairs = os.path.join(dirs["bob"], "chairs")
    kept = [json.load(open(os.path.join(chairs, n))) for n in os.listdir(chairs)]
    if [c.get("fingerprint") for c in kept] != [link.split("#")[1]]:
        fail("Bob's kept chair does not hold the link's fingerprint: %s" % kept)
    bob.press("lobby", "ready")
    ann.focus()
    ann.press("lobby", "start")
    started = "the set at table %s has started" % code
    said(ann, started, "the set started")
    said(bob, started, "the set started")
    windows = {"ann": ann, "bob": bob}
    began = time.time()
    play_set(windows, random.Random(11))
    played = time.time() - began
    shoot(bob, shots, "set-over-friends-360x640.png")
    shoot(ann, shots, "set-over-friends-1280x720.png")

    # Bob says yes first: his lobby, ready, the host's Start awaited.
    bob.focus()
    bob.press("set_over", "another")
    ended = time.time()
    t = bob.wait("Bob's lobby of another set", lambda t: t.get("screen") == "lobby" and "leave" in t["screen_buttons"])
    if "ready" in t["screen_buttons"] or "start" in t["screen_buttons"]:
        fail("Bob's Another set was not his yes: %s" % t)
    shoot(bob, shots, "another-set-guest-360x640.png")
    if shots:  # Ann's end of the set says who asked, once the table's chairs reach her (a moment)
        time.sleep(1.0)
        shoot(ann, shots, "another-asked-host-1280x720.png")
    # Then Ann: her lobby shows the code again, and Start once Bob's yes is in.
    ann.focus()
    ann.press("set_over", "another")
    ann.wait("Ann's Start", lambda t: t.get("screen") == "lobby" and "start" in t["screen_buttons"])
    shoot(ann, shots, "another-set-host-1280x720.png")
    ann.press("lobby", "start")
    for w in (ann, bob):
        said(w, "(?s)%s.*%s" % (started, started), "the second set started")
        t = w.wait("the new set's first game", lambda t: at_table(t) and t.get("game") == 1)
        if t["sheet"]:
            fail("%s's scoresheet of the new set is not empty: %s" % (w.name, t["sheet"]))
    again_in = time.time() - ended
    # The new set's first game played: each history keeps it as a set of its own.
    play(windows, random.Random(12), game_two(windows))
    for name in ("ann", "bob"):
        end = time.time() + 20
        while True:
            kept = sets_of(dirs[name], code)
            if len(kept) == 2 and len(kept[0]["games"]) == 15 and kept[1]["games"] and kept[0]["started"] < kept[1]["started"]:
                break
            if time.time() > end:
                fail("%s's history holds %s" % (name, [(s["started"], len(s["games"])) for s in kept]))
            time.sleep(0.2)
    ann.game.terminate()
    bob.game.terminate()
    print("e2e friends again: a set of 15 games played by clicks in two windows in %.0f s; Another set said in both and "
          "started by the host %.1f s after Bob's yes; both at its first game, each history holding both sets"
          % (played, again_in))

def main():
    if len(sys.argv) > 3 and sys.argv[3] == "again":
        return again(sys.argv[1], sys.argv[2], sys.argv[4] if len(sys.argv) > 4 else None)
    exe, data = sys.argv[1], sys.argv[2]
    deadline = time.time() + 420
    os.environ["BIZON_TABLE_LISTEN"] = "127.0.0.1:0"  # never on the network, a free port
    ann_data, bob_data = os.path.join(data, "ann"), os.path.join(data, "bob")
    for d in (ann_data, bob_data):
        os.makedirs(d, exist_ok=True)
        with open(os.path.join(d, "settings.json"), "w") as f:
            f.write('{"tempo":"fast","packets":"ask"}\n')
    launched = time.time()
    ann = Window(exe, ann_data, [], deadline, "ann", "800x600", 0)
    friends(ann, "host", "Ann")
    ann.press("host", "open")
    port = said(ann, r"hosting a table at [^:\s]*:(\d+)", "where it hosts")[1]
    code = said(ann, r"at table (\w{5}-\w{5}) \(host\)", "its table's code")[1]

    bob = Window(exe, bob_data, [], deadline, "bob", "800x600", 820)
    friends(bob, "join", "Bob")
    fill(bob, "address", "127.0.0.1:" + port)
    wrong = "00000-00000" if code != "00000-00000" else "11111-11111"
    fill(bob, "code", wrong)
    bob.press("join", "join")
    asked = time.time()
    said(bob, "the table ended the link: unknown_table", "the wrong code refused")
    bob.wait("Try again", lambda t: t.get("screen") == "lobby" and "retry" in t["screen_buttons"])
    if time.time() - asked > 10:  # at once, not after a minute of tries (two windows under Xvfb on a loaded machine)
        fail("the wrong code was said after %.1f s" % (time.time() - asked))
    bob.press("lobby", "retry")
    bob.wait("the Join screen again", lambda t: t.get("screen") == "join")
    # Ann copies her invitation (her lobby's Copy) and sends it; Bob pastes it over his wrong code
    # (Ctrl+V), from her window's clipboard to his: the Join screen takes the whole link, address,
    # code and the certificate's fingerprint.
    ann.focus()
    ann.press("lobby", "copy")
    code_field = bob.read()["screen_buttons"]["code"]
    bob.focus()
    bob.click(code_field)
    time.sleep(0.2)
    bob.key("ctrl+v")
    time.sleep(0.5)
    bob.press("join", "join")
    said(bob, r"at table %s in chair (goat|sheep)" % code, "seated")
    certificate = os.path.join(ann_data, "hosting", "tls", "table.crt")
    chairs = os.path.join(bob_data, "chairs")
    kept = [json.load(open(os.path.join(chairs, n))) for n in os.listdir(chairs)]
    if [c.get("fingerprint") for c in kept] != [fingerprint(certificate)]:
        fail("Bob's chair, joined by the pasted link, does not hold Ann's fingerprint: %s" % kept)
    seated = time.time() - launched
    bob.press("lobby", "ready")
    ann.focus()
    ann.press("lobby", "start")
    said(ann, "the set at table %s has started" % code, "the set started")
    said(bob, "the set at table %s has started" % code, "the set started")

    # Both play by clicks; Bob's window dies in the middle of a trick (a card of his to play after
    # a few of his moves) and is launched again: it opens on its chair at that table by itself.
    rng = random.Random(7)
    moves = {"bob": 0}
    def kill(name, t):
        if name == "bob" and t["awaiting"] == "play":
            moves["bob"] += 1
            return moves["bob"] == 3
        return False
    scored = lambda name, t: t["game"] >= 2 or (t["game"] == 1 and t["awaiting"] == "keep")
    if play({"ann": ann, "bob": bob}, rng, scored, kill) != "bob":
        fail("Bob's window never had a third card to play")
    bob.game.kill()
    bob.game.wait()
    print("e2e friends: Bob's window killed in the middle of a trick", flush=True)
    bob = Window(exe, bob_data, [], deadline, "bob", "800x600", 820)
    relaunched = time.time()
    said(bob, r"at table %s in chair (goat|sheep)" % code, "it is back in its chair")
    said(bob, "the set at table %s has started" % code, "the set goes on")
    t = bob.wait("the table of friends", lambda t: t.get("screen") == "table" and t.get("game") == 1)
    print("e2e friends: the relaunched window at its table in %.1f s" % (time.time() - relaunched), flush=True)
    windows = {"ann": ann, "bob": bob}
    play(windows, rng, game_two(windows))

    # Game 2: Bob leaves the table from the menu and comes back to it; his scoresheet is whole.
    open_menu(bob)
    bob.press("menu", "leave_table")
    open_menu(bob)
    bob.press("menu", "back_to_table")
    said(bob, "(?s)the set at table %s has started.*the set at table %s has started" % (code, code),
         "back at the table")
    back = bob.wait("back at the table of friends", lambda t: t.get("screen") == "table" and t.get("game") == 2 and "sheet" in t)
    host = ann.wait("the host's table", lambda t: t.get("screen") == "table" and "sheet" in t)
    if len(back["sheet"]) != 1 or sorted(back["sheet"][0]) != sorted(host["sheet"][0]):
        fail("Bob's scoresheet after leaving and coming back is %s, the host's %s" % (back["sheet"], host["sheet"]))

    # The host opens another table in the middle of the set: asked first; Keep playing keeps this one.
    open_menu(ann)
    ann.press("menu", "friends")
    ann.press("dialog", "cancel")
    ann.wait("the host back at the table", lambda t: t.get("screen") == "table")
    # The host quits from the menu: asked, confirmed; the window closes and the guest is told at once.
    open_menu(ann)
    ann.press("menu", "quit")
    ann.press("dialog", "confirm")
    quit_at = time.time()
    said(bob, "the table ended the link: host_left", "the host gone")
    if time.time() - quit_at > 10:  # at once, not after minutes of tries
        fail("the guest was told the host left after %.1f s" % (time.time() - quit_at))
    ann.closed()
    seats = (kept_online(exe, ann_data, "Ann", code), kept_online(exe, bob_data, "Bob", code))
    print("e2e friends: hosted %s on port %s, a wrong code said and mended, both seated %.1f s after the host's launch, "
          "a game played by clicks in two windows, back at the table by itself after a kill in the middle of a trick, "
          "the scoresheet whole after leaving and coming back, the host's quitting told at once; both histories hold it "
          "(Ann in chair %s, Bob in chair %s), and it replays clean" % (code, port, seated, seats[0], seats[1]))

if __name__ == "__main__":
    main()
