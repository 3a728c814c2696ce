#!/usr/bin/env python3
"""End to end runs of `bizon serve` and `bizon join` on 127.0.0.1 (docs/table-protocol.md).

Usage: server_e2e.py BIZON CASE, CASE one of: set, rejoin, grace, restart, sigkill, idle, hostile, late, tls;
       server_e2e.py BIZON across OTHER...: OTHER (a command: another system's bizon, such as
       `build-windows/bizon-wine build-windows/game/bizon.exe`) joins the table of BIZON's server.
Every server and client runs in a temporary data directory; every wait is bounded; a recorder
between each client and the server keeps what the server sent that connection and checks R18:
no card of another hand or of the deck reached it before it was public. To read the lines, the
clients behind a recorder speak plain (`--plain`, which the server takes from 127.0.0.1); the
case tls plays with the default, TLS, behind a capture of every byte.
"""
import json
import os
import re
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time

CARD = re.compile(r"^[9TJQKA][CDHS]$")
LIMIT = 150  # seconds any case may take
# Seconds any one wait for the server may take before it counts as a hang: far more than a loaded
# machine needs (the server answers in well under a second), so that a wait fails only for what
# did not come. Its timers (--line-timeout, --idle: a second here) are waited for the same way.
GUARD = 60
KILLS = 6  # times case_sigkill kills the server


# Every process a case starts (servers, clients), ended when the case ends however it ends: a
# failed check leaves no server running behind it.
STARTED = []


def started(process):
    STARTED.append(process)
    return process


def end_all():
    for process in STARTED:
        if process.poll() is None:
            process.kill()
            process.wait()


def fail(message):
    print("FAIL: " + message)
    sys.exit(1)


def command(bizon):
    """A bizon to start: a program's path, or a command's words (a program under an emulator)."""
    return [bizon] if isinstance(bizon, str) else list(bizon)


class Server:
    def __init__(self, bizon, data, port=0, extra=()):
        env = dict(os.environ, BIZON_DATA_DIR=data)
        self.process = started(subprocess.Popen([*command(bizon), "serve", "--listen", f"127.0.0.1:{port}", *extra],
                                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True))
        # Its log (stderr) says where it listens, after any warnings about its data.
        logged = []
        for _ in range(20):
            logged.append(self.process.stderr.readline())
            match = re.search(r" info: listening on 127\.0\.0\.1:(\d+)$", logged[-1].rstrip("\n"))
            if match or not logged[-1]:
                break
        if not match:
            fail(f"serve logged {logged!r}, printed {self.process.stdout.read()!r}")
        self.port = int(match.group(1))

    def stop(self, sig=signal.SIGTERM):
        if self.process.poll() is None:
            self.process.send_signal(sig)
        self.process.wait(timeout=GUARD)


class Recorder:
    """A proxy on a free port: forwards both ways, keeps the server's lines of each connection."""

    def __init__(self, server_port):
        self.server_port = server_port
        self.listener = socket.socket()
        self.listener.bind(("127.0.0.1", 0))
        self.listener.listen(8)
        self.port = self.listener.getsockname()[1]
        self.connections = []  # the lines the server sent, one list per connection
        self.hold = threading.Event()  # set: forward nothing more to the client (it is to be killed)
        self.on_line = None  # called with each line from the server and its connection's lines, before it is forwarded
        self.on_sent = None  # called with each line from the client, once forwarded
        threading.Thread(target=self.accept, daemon=True).start()

    def accept(self):
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            try:
                server = socket.create_connection(("127.0.0.1", self.server_port), timeout=5)
                server.settimeout(None)
            except OSError:
                client.close()
                continue
            lines = []
            self.connections.append(lines)
            threading.Thread(target=self.pipe, args=(client, server, None), daemon=True).start()
            threading.Thread(target=self.pipe, args=(server, client, lines), daemon=True).start()

    def pipe(self, source, target, lines):
        buffer = b""
        try:
            while True:
                data = source.recv(65536)
                if not data:
                    break
                if lines is None:
                    target.sendall(data)
                    if self.on_sent:
                        for line in data.splitlines():
                            self.on_sent(line.decode())
                    continue
                buffer += data
                while b"\n" in buffer:
                    line, buffer = buffer.split(b"\n", 1)
                    lines.append(line.decode())
                    if self.on_line:
                        self.on_line(line.decode(), lines)
                    if self.hold.is_set():
                        continue
                    target.sendall(line + b"\n")
        except OSError:
            pass
        self.close_both(source, target)

    @staticmethod
    def close_both(source, target):
        for s in (source, target):
            try:
                s.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            s.close()


def cards_in(value):
    if isinstance(value, str):
        return {value} if CARD.match(value) else set()
    if isinstance(value, list):
        return set().union(*map(cards_in, value)) if value else set()
    if isinstance(value, dict):
        return set().union(*map(cards_in, value.values())) if value else set()
    return set()


def check_r18(lines, who, before=None):
    """R18 on one connection's lines: a card is named only once it is this seat's or public. A
    rejoin is told only what followed the last event it saw (`seq`): what its seat knew at the end
    of its connection before (`before`, by seat, kept up to date here) is still known."""
    before = {} if before is None else before
    known = set()
    seat = None
    for number, text in enumerate(lines):
        m = json.loads(text)
        if m["type"] in ("welcome", "seated") and "seat" in m:
            seat = m["seat"]
            if m["type"] == "welcome":
                known = set(before.get(seat, set()))
        if seat is not None:
            before[seat] = known
        if m["type"] == "set" or (m["type"] == "event" and m["event"] == "game_record"):
            continue  # finished games: all public
        if m["type"] == "event":
            if m["event"] == "game_started":
                known = set()
            if m["event"] == "dealt":
                if "cards" in m and m["seat"] != seat:
                    fail(f"{who} line {number}: another seat's cards {text}")
                known |= set(m.get("cards", []))
                continue
            if m["event"] in ("grass_turned", "card_played", "grass_eaten"):
                known |= cards_in(m)
        unknown = cards_in(m) - known
        if unknown:
            fail(f"{who} line {number}: {sorted(unknown)} before they were public: {text}")
        if seat is not None:
            before[seat] = known


def join(bizon, port, data, name, code=None, extra=(), plain=True):
    env = dict(os.environ, BIZON_DATA_DIR=data)
    words = [*command(bizon), "join", f"127.0.0.1:{port}"] + ([code] if code else []) + ["--name", name, *extra] + (["--plain"] if plain else [])
    return started(subprocess.Popen(words, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True))


def first_line(process, what):
    line = process.stdout.readline()
    match = re.match(r"table ([0-9A-Z]{5}-[0-9A-Z]{5})$", line.strip())
    if not match:
        fail(f"{what} printed {line!r} first; stderr {process.stderr.read()!r}")
    return match.group(1)


def finish(process, what, timeout=LIMIT):
    try:
        out, err = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        fail(f"{what} did not finish in {timeout} s")
    if process.returncode != 0:
        fail(f"{what} exited {process.returncode}: {err}")
    summary = json.loads(out.strip().splitlines()[-1])
    return summary


def stored_games(bizon, data, set_id):
    env = dict(os.environ, BIZON_DATA_DIR=data)
    check = subprocess.run([bizon, "history", "check"], env=env, capture_output=True, text=True, timeout=60)
    if check.returncode != 0:
        fail(f"history check in {data}: {check.stdout}{check.stderr}")
    shown = subprocess.run([bizon, "history", "show", set_id], env=env, capture_output=True, text=True, timeout=60)
    if shown.returncode != 0:
        fail(f"history show {set_id}: {shown.stderr}")
    games = json.loads(shown.stdout)["games"]
    if len(games) != 15:
        fail(f"{data} holds {len(games)} games")
    return games


def same_set(bizon, clients):
    """Each client's history holds the same 15 games, which replay clean (history check)."""
    sets = [stored_games(bizon, data, summary["set"]) for data, summary in clients]
    for other in sets[1:]:
        if other != sets[0]:
            fail("the clients' histories differ")


def copies_replay(bizon, server_data, clients):
    """Each client's copy is the server's set (its seed and shuffle too, as the set file format
    wants), and each of its games replays clean through `bizon replay`."""
    folder = os.path.join(server_data, "history", "sets")
    [name] = [n for n in os.listdir(folder) if n.endswith(".json")]
    with open(os.path.join(folder, name)) as f:
        served = json.load(f)
    for data, summary in clients:
        env = dict(os.environ, BIZON_DATA_DIR=data)
        exported = subprocess.run([bizon, "history", "export", summary["set"], "-"], env=env, capture_output=True, text=True, timeout=60)
        copy = json.loads(exported.stdout)
        if copy["options"] != served["options"] or copy["games"] != served["games"] or copy["result"] != served["result"]:
            fail(f"{data}: the copy's options {copy['options']} or games are not the server's {served['options']}")
        # Kept as played online: the table's code, the player's own chair and the people's names.
        table = copy.get("table", {})
        if copy["origin"] != "online" or table.get("code") != summary["code"] or table.get("seat") != summary["seat"] \
                or table["names"][summary["seat"]] != summary["names"][summary["seat"]]:
            fail(f"{data}: the copy does not say it was played online, and from which chair: {copy['origin']} {table}")
        for number, game in enumerate(copy["games"], 1):
            replay = subprocess.run([bizon, "replay", "-"], input=json.dumps(game), capture_output=True, text=True, timeout=60)
            if replay.returncode != 0 or json.loads(replay.stdout)["status"] != "complete":
                fail(f"{data}: game {number} of the copy does not replay: {replay.stdout}{replay.stderr}")


def wait_for(condition, what, timeout=GUARD):
    end = time.time() + timeout
    while time.time() < end:
        if condition():
            return
        time.sleep(0.02)
    fail(f"timed out waiting for {what}")


def case_set(bizon, root):
    """Three `bizon join` play a whole set through `bizon serve`; the same set in each history."""
    server = Server(bizon, os.path.join(root, "server"))
    recorders = [Recorder(server.port) for _ in range(3)]
    datas = [os.path.join(root, n) for n in ("ann", "bob", "cid")]
    # A full shuffle: the others, joining with the default light, must keep the table's.
    ann = join(bizon, recorders[0].port, datas[0], "Ann", extra=["--player", "random", "--people", "3", "--shuffle", "full"])
    code = first_line(ann, "the host")
    others = [join(bizon, recorders[i].port, datas[i], name, code, ["--player", "random"]) for i, name in ((1, "Bob"), (2, "Cid"))]
    summaries = [finish(p, n) for p, n in zip([ann] + others, ("Ann", "Bob", "Cid"))]
    if sorted(s["seat"] for s in summaries) != ["goat", "sheep", "you"]:
        fail(f"seats {summaries}")
    same_set(bizon, list(zip(datas, summaries)))
    copies_replay(bizon, os.path.join(root, "server"), list(zip(datas, summaries)))
    for i, recorder in enumerate(recorders):
        for lines in recorder.connections:
            check_r18(lines, f"connection of client {i}")
    server.stop()
    if server.process.returncode != 0:
        fail(f"serve exited {server.process.returncode} on SIGTERM")


class Capture(Recorder):
    """A relay that keeps every byte each way, to look for what must not be seen (no lines read)."""

    def __init__(self, server_port):
        self.bytes = bytearray()
        self.lock = threading.Lock()
        super().__init__(server_port)

    def pipe(self, source, target, _lines):
        try:
            while data := source.recv(65536):
                with self.lock:
                    self.bytes += data
                target.sendall(data)
        except OSError:
            pass
        self.close_both(source, target)


def case_tls(bizon, root):
    """Three `bizon join` given only 127.0.0.1:PORT and the code play a set through `bizon serve`
    started with its default options: every byte between them, captured, holds no name, code,
    token, card or line of the protocol in the clear; each first visit pinned the certificate the
    server printed. Then the same capture, the clients plain, finds all of those (it can see)."""
    server = Server(bizon, os.path.join(root, "server"))
    logged = server.process.stderr.readline()
    certificate = re.search(r" info: certificate ([0-9a-f]{64}) ", logged)
    if not certificate:
        fail(f"serve logged {logged!r} for its certificate")
    fingerprint = certificate.group(1)

    def play(plain, folder):
        captures = [Capture(server.port) for _ in range(3)]
        datas = [os.path.join(root, folder, n) for n in ("ann", "bob", "cid")]
        ann = join(bizon, captures[0].port, datas[0], "Annabelle", extra=["--player", "random", "--people", "3"], plain=plain)
        code = first_line(ann, "the host")
        others = [join(bizon, captures[i].port, datas[i], name, code, ["--player", "random"], plain=plain)
                  for i, name in ((1, "Bartholomew"), (2, "Cunegonde"))]
        summaries = [finish(p, n) for p, n in zip([ann] + others, ("Annabelle", "Bartholomew", "Cunegonde"))]
        same_set(bizon, list(zip(datas, summaries)))
        return b"".join(bytes(c.bytes) for c in captures), code, datas

    captured, code, datas = play(False, "tls")
    if len(captured) < 10000:
        fail(f"the capture holds {len(captured)} bytes: it saw no set")
    secrets = [b"Annabelle", b"Bartholomew", b"Cunegonde", code.encode(), code.replace("-", "").encode(),
               b'"type"', b'"card"', b'"hand"', b'"token"', b"bizon-table-1"]
    seen = [s for s in secrets if s in captured]
    if seen:
        fail(f"over TLS the capture holds {seen} in the clear")
    for data in datas:
        with open(os.path.join(data, "known-servers.json")) as f:
            pinned = json.load(f)
        if list(pinned.values()) != [fingerprint]:
            fail(f"{data} pinned {pinned}, not the certificate the server printed ({fingerprint})")

    captured, code, _ = play(True, "plain")
    missing = [s for s in (b"Annabelle", code.encode(), b'"card"', b'"token"') if s not in captured]
    if missing:
        fail(f"the capture of plain lines misses {missing}: it cannot see what it looks for")
    server.stop()


def case_across(bizon, root, other):
    """Sets between systems, over TLS (the default): BIZON serves, two BIZON clients play with one
    `OTHER join`; then OTHER serves the same three. Each time the three histories hold the same
    set, each read by BIZON (a set written by the other system reads here), the copies are the
    server's, and OTHER's own `history check` finds its history clean."""
    for host, name in ((bizon, "bizon"), (other, "other")):
        server = Server(host, os.path.join(root, name, "server"))
        datas = [os.path.join(root, name, n) for n in ("ann", "bob", "win")]
        ann = join(bizon, server.port, datas[0], "Ann", extra=["--player", "random", "--people", "3"], plain=False)
        code = first_line(ann, "the host")
        bob = join(bizon, server.port, datas[1], "Bob", code, ["--player", "random"], plain=False)
        win = join(other, server.port, datas[2], "Win", code, ["--player", "random"], plain=False)
        summaries = [finish(p, n) for p, n in ((ann, "Ann"), (bob, "Bob"), (win, " ".join(other)))]
        if sorted(s["seat"] for s in summaries) != ["goat", "sheep", "you"]:
            fail(f"seats {summaries}")
        same_set(bizon, list(zip(datas, summaries)))
        copies_replay(bizon, os.path.join(root, name, "server"), list(zip(datas, summaries)))
        check = subprocess.run([*other, "history", "check"], env=dict(os.environ, BIZON_DATA_DIR=datas[2]),
                               capture_output=True, text=True, timeout=GUARD)
        if check.returncode != 0:
            fail(f"{' '.join(other)} history check: {check.stdout}{check.stderr}")
        # Windows has no SIGTERM to stop a server with: the other system's is killed.
        server.stop(signal.SIGTERM if host is bizon else signal.SIGKILL)
        print(f"across: {name} served, the same set in the three histories")


def kill_when(recorder, process, condition):
    """Kills the client the moment the server sends its connection a line that meets condition."""
    def look(text, _lines):
        if not recorder.hold.is_set() and condition(json.loads(text)):
            recorder.hold.set()
            process.kill()
    recorder.on_line = look


def mid_trick(state):
    """A condition: a card played in game 2 or later (game 2 may be passed out) that is not a
    trick's last (the trick goes on)."""
    def condition(m):
        if m["type"] == "event" and m["event"] == "game_started":
            state["game"], state["in_trick"] = m["game"], 0
        if m["type"] == "event" and m["event"] == "card_played" and state.get("game", 0) >= 2:
            state["in_trick"] = state.get("in_trick", 0) + 1
            return state["in_trick"] % 3 == 1  # the trick's first card: two more to come
        return False
    return condition


def table_of_two(bizon, root, grace):
    """A server; Ann hosts a table for two people (Goat or Sheep in the third chair) and Bob joins
    it through a recorder that kills him in the middle of a trick, from game 2 on."""
    server = Server(bizon, os.path.join(root, "server"))
    recorder = Recorder(server.port)
    ann_data, bob_data = os.path.join(root, "ann"), os.path.join(root, "bob")
    ann = join(bizon, server.port, ann_data, "Ann",
               extra=["--player", "random", "--people", "2", "--level", "easy", "--grace", str(grace)])
    code = first_line(ann, "the host")
    bob = join(bizon, recorder.port, bob_data, "Bob", code, ["--player", "random"])
    kill_when(recorder, bob, mid_trick({}))
    return server, recorder, ann, bob, code, ann_data, bob_data


def case_rejoin(bizon, root):
    """A client killed in the middle of a trick runs again, takes its chair back with its token,
    and the set goes on with no move lost."""
    server, recorder, ann, bob, code, ann_data, bob_data = table_of_two(bizon, root, 60)
    wait_for(lambda: bob.poll() is not None, "Bob killed in a trick")
    if not os.listdir(os.path.join(bob_data, "chairs")):
        fail("Bob kept no token")
    recorder.hold.clear()
    recorder.on_line = None
    again = join(bizon, recorder.port, bob_data, "Bob", code, ["--player", "random"])
    summaries = [finish(ann, "Ann"), finish(again, "Bob again")]
    same_set(bizon, list(zip([ann_data, bob_data], summaries)))
    rejoined = [lines for lines in recorder.connections if lines and '"seat"' in lines[0]]
    if not rejoined:
        fail("Bob's second connection was not a rejoin")
    seats = {}
    for lines in recorder.connections:
        check_r18(lines, "Bob", seats)
    server.stop()


def case_grace(bizon, root):
    """A client that never comes back is played by its built-in player once the grace is over."""
    server, _, ann, _, _, ann_data, _ = table_of_two(bizon, root, 2)
    started = time.time()
    summary = finish(ann, "Ann")
    if time.time() - started < 2:
        fail("the set went on before the grace was over")
    stored_games(bizon, ann_data, summary["set"])
    server.stop()


def case_restart(bizon, root):
    """`bizon serve` SIGKILLed in the middle of a game and started again resumes the table; the
    clients reconnect by themselves and finish the set."""
    data = os.path.join(root, "server")
    server = Server(bizon, data)
    port = server.port
    recorder = Recorder(port)
    ann_data, bob_data = os.path.join(root, "ann"), os.path.join(root, "bob")
    ann = join(bizon, recorder.port, ann_data, "Ann", extra=["--player", "random", "--people", "2", "--level", "easy"])
    code = first_line(ann, "the host")
    bob = join(bizon, recorder.port, bob_data, "Bob", code, ["--player", "random"])
    state = {}
    killed = threading.Event()

    def look(text, _lines):
        m = json.loads(text)
        if m["type"] == "event" and m["event"] == "card_played" and not killed.is_set():
            state["cards"] = state.get("cards", 0) + 1
            if state["cards"] == 40:  # in game 2 or later, in the middle of the play
                killed.set()
                server.process.kill()
    recorder.on_line = look
    wait_for(killed.is_set, "the middle of a game")
    server.process.wait(timeout=GUARD)
    recorder.on_line = None
    restarted = Server(bizon, data, port)
    summaries = [finish(ann, "Ann"), finish(bob, "Bob")]
    same_set(bizon, list(zip([ann_data, bob_data], summaries)))
    seats = {}
    for lines in recorder.connections:
        check_r18(lines, "a client", seats)
    restarted.stop()


class Seen:
    """The moves the server told any client, per game (a prefix of the game's moves), and the
    highest turn it asked for: what a restarted server must still know."""

    def __init__(self):
        self.games = {}  # game number: the moves seen, in order
        self.turn = 0
        self.lock = threading.Lock()
        self.current = {}  # per connection (its list of lines): the game its events are of

    def line(self, connection, m):
        with self.lock:
            if m["type"] == "decide":
                self.turn = max(self.turn, m["turn"])
            if m["type"] != "event":
                return
            if m["event"] == "game_started":
                self.current[id(connection)] = (m["game"], [])
            elif m["event"] == "game_record":
                self.add(m["game"], moves_of(m["record"]))
            elif m["event"] in ("packets_chosen", "bid", "card_played") and id(connection) in self.current:
                game, moves = self.current[id(connection)]
                moves.append(move_of(m))
                self.add(game, moves)

    def add(self, game, moves):
        known = self.games.get(game, [])
        shorter, longer = sorted((known, moves), key=len)
        if longer[:len(shorter)] != shorter:
            fail(f"two connections were told different moves in game {game}: {known} and {moves}")
        self.games[game] = list(longer)

    def check(self, games, where):
        """Every move seen is in the games stored, and as many moves as the last decide awaited."""
        with self.lock:
            stored = [moves_of(g) for g in games]
            for game, moves in self.games.items():
                if game > len(stored) or stored[game - 1][:len(moves)] != moves:
                    fail(f"{where}: game {game}: moves told {moves}, stored {stored[game - 1] if game <= len(stored) else None}")
            if sum(map(len, stored)) < self.turn:
                fail(f"{where}: {sum(map(len, stored))} moves stored, but turn {self.turn} was asked")


def move_of(m):
    if m["event"] == "packets_chosen":
        return ("packets", m["dealer"], tuple(m["packets"]))
    if m["event"] == "bid":
        return ("bid", m["seat"], m["bid"], m.get("trump"))
    return ("card", m["seat"], m["card"])


def moves_of(record):
    moves = [("packets", record["dealer"], tuple(record["packets"]))] if "packets" in record else []
    moves += [("bid", b["seat"], b["bid"], b.get("trump")) for b in record.get("bidding", [])]
    return moves + [("card", p["seat"], p["card"]) for p in record.get("play", [])]


def saved_games(data, code):
    """The games of the table's set as its server's history holds them, read from the files."""
    with open(os.path.join(data, "tables", code + ".json")) as f:
        set_id = json.load(f)["set"]
    with open(os.path.join(data, "history", "sets", set_id + ".json")) as f:
        return json.load(f)["games"]


def case_sigkill(bizon, root):
    """`bizon serve` SIGKILLed again and again: right after it told a client of that client's
    move, right after a client's move reached it, right after it sent a decide. Each time, every
    move any client was told, and the turn of every decide, is in the set on disk; restarted, the
    server resumes it, and the three clients finish the set with nothing lost."""
    data = os.path.join(root, "server")
    server = Server(bizon, data)
    port = server.port
    recorders = [Recorder(port) for _ in range(3)]
    datas = [os.path.join(root, n) for n in ("ann", "bob", "cid")]
    ann = join(bizon, recorders[0].port, datas[0], "Ann", extra=["--player", "random", "--people", "3"])
    code = first_line(ann, "the host")
    others = [join(bizon, recorders[i].port, datas[i], name, code, ["--player", "random"]) for i, name in ((1, "Bob"), (2, "Cid"))]
    seen = Seen()
    kinds = ("told", "sent", "decide")
    trigger = {"kind": None, "after": 0}
    killed = threading.Event()
    lock = threading.Lock()

    def fire(kind):
        with lock:
            if trigger["kind"] != kind or killed.is_set():
                return
            trigger["after"] -= 1
            if trigger["after"] > 0:
                return
            killed.set()
            server.process.kill()

    def watch(recorder):
        def told(text, connection):
            m = json.loads(text)
            seen.line(connection, m)
            if m["type"] == "event" and m["event"] in ("bid", "card_played"):
                fire("told")  # the move just told is the last one made: perhaps its own client's
            if m["type"] == "decide":
                fire("decide")

        def sent(text):
            if '"turn"' in text:
                fire("sent")
        recorder.on_line, recorder.on_sent = told, sent

    for recorder in recorders:
        watch(recorder)
    for k in range(KILLS):
        with lock:
            trigger["kind"], trigger["after"] = kinds[k % 3], 6 + 5 * k
        wait_for(killed.is_set, f"kill {k + 1} ({kinds[k % 3]})")
        server.process.wait(timeout=GUARD)
        seen.check(saved_games(data, code), f"after kill {k + 1} ({kinds[k % 3]})")
        with lock:
            trigger["kind"] = None
            killed.clear()
        server = Server(bizon, data, port)
    summaries = [finish(p, n) for p, n in zip([ann] + others, ("Ann", "Bob", "Cid"))]
    clients = list(zip(datas, summaries))
    same_set(bizon, clients)
    seen.check(stored_games(bizon, datas[0], summaries[0]["set"]), "at the end")
    server.stop()


class Raw:
    """A connection written by hand, as a hostile client would."""

    def __init__(self, port):
        self.socket = socket.create_connection(("127.0.0.1", port), timeout=GUARD)
        self.buffer = b""
        self.closed = False  # the server closed it (read's None for that, not for a wait run out)
        self.seen = []  # every message read, for a failure to say what came instead

    def send(self, data):
        self.socket.sendall(data if isinstance(data, bytes) else (json.dumps(data) + "\n").encode())

    def read(self, timeout=GUARD):
        """The next message; None when the server closed the connection (closed) or nothing came in time."""
        end = time.time() + timeout
        while b"\n" not in self.buffer:
            self.socket.settimeout(max(0.01, end - time.time()))
            try:
                data = self.socket.recv(65536)
            except socket.timeout:
                return None
            except ConnectionResetError:
                data = b""
            if not data:
                self.closed = True
                return None
            self.buffer += data
        line, self.buffer = self.buffer.split(b"\n", 1)
        self.seen.append(json.loads(line))
        return self.seen[-1]

    def until(self, kind, timeout=GUARD):
        end = time.time() + timeout
        while time.time() < end:
            m = self.read(end - time.time())
            if m is None:
                break
            if m["type"] == kind or (m["type"] == "event" and m.get("event") == kind):
                return m
        fail(f"{'closed' if self.closed else f'nothing more in {timeout} s'} while waiting for {kind}; the last messages: {self.seen[-3:]}")

    def ends_with(self, reason, what, timeout=GUARD):
        """The server answers bye with the reason and closes."""
        last = None
        end = time.time() + timeout
        while time.time() < end:
            m = self.read(end - time.time())
            if m is None:
                break
            last = m
        if not last or last["type"] != "bye" or last["reason"] != reason:
            fail(f"{what}: the connection ended with {last}, not bye {reason}")


def open_table(port, name="Host"):
    host = Raw(port)
    host.send({"type": "create", "protocol": "bizon-table-1", "name": name, "level": "easy"})
    code = host.until("welcome")["code"]
    host.send({"type": "take", "seat": "you"})
    token = host.until("seated")["token"]
    return host, code, token


def serving(port, code, what):
    """After an attack: the server still serves another table (a newcomer sees its chairs)."""
    visitor = Raw(port)
    visitor.send({"type": "join", "protocol": "bizon-table-1", "code": code, "name": "Visitor"})
    if visitor.until("chairs")["chairs"][0]["name"] != "Keeper":
        fail(f"after {what}: the keeper's table is not served")
    visitor.send({"type": "leave"})
    visitor.ends_with("left", f"after {what}: leaving")


def still_serving(bizon, port, data, keeper):
    """The table kept open answers, and a whole set is played at another table."""
    keeper.send({"type": "ping"})
    keeper.until("pong")
    for _ in range(10):  # the tables left by the attacks leave the server's memory after --idle
        whole = join(bizon, port, data, "Judge", extra=["--player", "random", "--level", "easy"])
        if whole.stdout.readline().startswith("table "):
            return finish(whole, "a set after the attacks")
        whole.wait(timeout=GUARD)
        if "full" not in whole.stderr.read():
            fail("the last client could not create a table")
        time.sleep(1)
    fail("no table could be created after the attacks")


def case_hostile(bizon, root):
    """Each hostile case gets a clear error (a bye with its reason) and nothing else; the server
    goes on serving another table."""
    server = Server(bizon, os.path.join(root, "server"), extra=["--line-timeout", "1", "--max-per-address", "12", "--max-tables", "3",
                                                                "--idle", "1"])
    port = server.port
    keeper, code, token = open_table(port, "Keeper")

    # A first line that is not an opening of this protocol: protocol, and the connection closes.
    for first in ({"type": "ping"}, {"type": "dance"}, {"type": "join", "protocol": "bizon-table-9", "code": code, "name": "Eve"},
                  b"this is not JSON\n"):
        opening = Raw(port)
        opening.send(first)
        if opening.until("error")["reason"] != "protocol":
            fail(f"a first line {first} not answered protocol")
        opening.ends_with("protocol", f"a first line {first}")
    serving(port, code, "first lines that open nothing")

    # Errors in a row: the fifth closes; a line answered without an error starts the count again.
    bad, _, _ = open_table(port, "Bad")
    for _ in range(4):
        bad.send(b"this is not JSON\n")
    for _ in range(4):
        if bad.until("error")["reason"] != "not_json":
            fail("garbage not answered not_json")
    bad.send({"type": "ping"})
    bad.until("pong")
    for _ in range(4):
        bad.send(b"this is not JSON\n")
        if bad.until("error")["reason"] != "not_json":
            fail("errors not counted in a row: the connection closed after a pong")
    bad.send(b"this is not JSON\n")
    bad.ends_with("not_json", "garbage")
    serving(port, code, "garbage")

    big = Raw(port)
    big.send(b"{" + b" " * 20000)
    big.ends_with("too_long", "an oversized line")
    serving(port, code, "an oversized line")

    silent = Raw(port)
    silent.ends_with("timeout", "a silent handshake")
    serving(port, code, "a silent handshake")

    # A trickle: after a whole line, a byte every 0.2 s of a line that never ends, so the connection
    # is never silent. It goes on until the server cuts it (3000 bytes, ten minutes, only guard
    # against a hang), and the bye must say it was cut for its line not ended within --line-timeout:
    # what is checked is why, not how soon.
    trickle, _, _ = open_table(port, "Trickle")
    trickle.send({"type": "ping"})
    trickle.until("pong")
    said = None
    for ch in b'{"type": "ping", "pad": "' + b"x" * 3000:
        try:
            trickle.send(bytes([ch]))
        except OSError:
            break  # closed: its bye came before, and is read below
        said = trickle.read(timeout=0.2)  # the pause between two bytes, cut short by the server's answer
        if said is not None and said["type"] != "chairs":
            break
    else:
        fail("a trickle: a line never ended was never cut")
    said = said or trickle.read()
    if said and said["type"] == "error" and said["reason"] == "timeout":
        said = trickle.read()  # the error, then its bye
    if not said or said["type"] != "bye" or said["reason"] != "timeout" or said["message"] != "a line begun and not ended in time":
        fail(f"a trickle: the connection ended with {said}, not bye timeout for a line begun and not ended in time")
    serving(port, code, "a trickle")

    flood, _, _ = open_table(port, "Flood")
    flood.send(b'{"type": "ping"}\n' * 200)
    flood.ends_with("flood", "a flood")
    serving(port, code, "a flood")

    crowd = [Raw(port) for _ in range(13)]  # the keeper's makes 14 from this address, over 12
    firsts = [c.read(timeout=5) for c in crowd]
    if not any(m and m["type"] == "error" and m["reason"] == "too_many" for m in firsts):
        fail(f"14 connections from one address were not refused too_many: {firsts}")
    for c in crowd:
        c.socket.close()
    serving(port, code, "too many connections")

    wrong = Raw(port)
    wrong.send({"type": "join", "protocol": "bizon-table-1", "code": "00000-00000", "name": "Eve"})
    wrong.ends_with("unknown_table", "a wrong code")
    stolen = Raw(port)
    stolen.send({"type": "rejoin", "protocol": "bizon-table-1", "code": code, "token": "0" * 32})
    stolen.ends_with("unknown_table", "a wrong token")
    path = Raw(port)
    path.send({"type": "rejoin", "protocol": "bizon-table-1", "code": code, "token": "../../etc/passwd"})
    said = path.until("error")
    if said["reason"] != "protocol" or "token" not in said["message"]:
        fail(f"a token naming a file was not refused: {said}")
    path.ends_with("protocol", "a token naming a file")
    serving(port, code, "a wrong code, a wrong token, a token naming a file")

    # Moves at a started table: out of turn, for a turn already made, an illegal card.
    player, _, _ = open_table(port, "Player")
    player.send({"type": "ready"})
    player.send({"type": "start"})
    def answer(decide):
        """A legal answer to a decision: 3+2 packets, a pass (the built-in players may eat; six passes
        deal the next game), the first legal card."""
        move = {"type": decide["decision"], "turn": decide["turn"]}
        time.sleep(0.12)  # under the server's 10 lines a second, over as many passed-out games as come
        if decide["decision"] == "packets":
            move["packets"] = [3, 2]
        elif decide["decision"] == "play":
            move["card"] = decide["legal"][0]
        else:
            move["bid"] = "pass"
        player.send(move)

    decide = player.until("decide")
    turn = decide["turn"]
    while decide["decision"] != "play":
        answer(decide)
        decide = player.until("decide")
        turn = decide["turn"]
    player.send({"type": "play", "card": decide["legal"][0], "turn": turn + 5})
    if player.until("error")["reason"] != "stale":
        fail("a move for a later turn was not refused as stale")
    player.send({"type": "play", "card": decide["legal"][0], "turn": turn - 1})
    if player.until("error")["reason"] != "stale":
        fail("a move for a turn already made was not refused")
    not_mine = [c for c in ("9C", "TC", "JC", "QC", "KC", "AC", "9D", "TD", "JD", "QD", "KD", "AD", "9H", "TH", "JH", "QH",
                            "KH", "AH", "9S", "TS", "JS", "QS", "KS", "AS") if c not in decide["view"]["hand"]]
    player.send({"type": "play", "card": not_mine[0], "turn": turn})
    if player.until("error")["reason"] != "illegal":
        fail("a card not in hand was not refused as illegal")
    player.send({"type": "play", "card": decide["legal"][0], "turn": turn})
    played = player.until("card_played")
    if played["seat"] != decide["view"]["seat"] or played["card"] != decide["legal"][0]:
        fail("the legal card was not played")
    # The move after ours may be ours again (our card won the trick, or we deal the next game):
    # make it, until the next move is another seat's.
    while player.until("turn")["seat"] == decide["view"]["seat"]:
        mine = player.until("decide")
        turn = mine["turn"]
        answer(mine)
    player.send({"type": "play", "card": decide["legal"][-1], "turn": turn + 1})
    reason = player.until("error")["reason"]
    if reason not in ("not_your_turn", "stale"):
        fail(f"a move out of turn got {reason}")
    for _ in range(3):  # errors in a row since the legal move: the fifth closes
        player.send({"type": "play", "card": decide["legal"][-1], "turn": turn + 1})
    player.send({"type": "play", "card": decide["legal"][-1], "turn": turn + 1})
    last = player.read()
    while last and last["type"] != "bye":
        last = player.read()
    if not last or last["reason"] not in ("not_your_turn", "stale"):
        fail(f"the fifth refused move did not close the connection: {last}")
    serving(port, code, "moves out of turn, stale and illegal")

    # The server's most tables (3: the keeper's, the player's, one more): one more is refused.
    extra = Raw(port)
    extra.send({"type": "create", "protocol": "bizon-table-1", "name": "Extra"})
    extra.until("welcome")
    over = Raw(port)
    over.send({"type": "create", "protocol": "bizon-table-1", "name": "Over"})
    over.ends_with("full", "a table over the server's most")
    extra.socket.close()
    serving(port, code, "a table too many")

    still_serving(bizon, port, os.path.join(root, "judge"), keeper)
    server.stop()


def case_idle(bizon, root):
    """`--idle 1`: a table nobody is at leaves the server's memory after a second. One with its set
    in play stays on disk and its player's token wakes it where it stood; one without is forgotten."""
    data = os.path.join(root, "server")
    server = Server(bizon, data, extra=["--idle", "1", "--max-tables", "1"])
    port = server.port
    host = Raw(port)
    host.send({"type": "create", "protocol": "bizon-table-1", "name": "Ann", "level": "easy", "grace": 600})
    playing = host.until("welcome")["code"]
    host.send({"type": "take", "seat": "you"})
    token = host.until("seated")["token"]
    host.send({"type": "ready"})
    host.send({"type": "start"})
    turn = host.until("decide")["turn"]
    host.socket.close()

    def create():
        other = Raw(port)
        other.send({"type": "create", "protocol": "bizon-table-1", "name": "Bob"})
        m = other.read()
        return (other, m["code"]) if m and m["type"] == "welcome" else None
    made = []
    wait_for(lambda: made.append(create()) or made[-1], "the idle table to leave the server's one place")
    other, idle = made[-1]
    if not os.path.exists(os.path.join(data, "tables", playing + ".json")):
        fail("the table whose set is in play was not kept on disk")
    other.send({"type": "take", "seat": "goat"})
    other.until("seated")
    other.socket.close()
    idle_file = os.path.join(data, "tables", idle + ".json")
    wait_for(lambda: os.path.exists(idle_file), "the taken chair to be kept")
    wait_for(lambda: not os.path.exists(idle_file), "the idle table to be forgotten")
    gone = Raw(port)
    gone.send({"type": "join", "protocol": "bizon-table-1", "code": idle, "name": "Eve"})
    gone.ends_with("unknown_table", "a forgotten table")
    back = Raw(port)
    back.send({"type": "rejoin", "protocol": "bizon-table-1", "code": playing, "token": token})
    if back.until("welcome").get("seat") != "you":
        fail("the sleeping table did not give the chair back")
    again = back.until("decide")["turn"]
    if again != turn:
        fail(f"the sleeping table woke at turn {again}, not {turn}")
    server.stop()


def case_late(bizon, root):
    """`bizon join` to a table whose set has started says why at once and exits non-zero; so does a
    wrong code."""
    server = Server(bizon, os.path.join(root, "server"))
    host, code, _ = open_table(server.port, "Ann")
    host.send({"type": "ready"})
    host.send({"type": "start"})
    host.until("game_started")
    for words, said in ((code, "has started"), ("00000-00000", "no table has the code 00000-00000")):
        late = join(bizon, server.port, os.path.join(root, "late"), "Bob", words)
        try:
            _, err = late.communicate(timeout=GUARD)
        except subprocess.TimeoutExpired:
            late.kill()
            fail(f"bizon join {words} hangs")
        if late.returncode == 0 or said not in err:
            fail(f"bizon join {words} exited {late.returncode} saying {err!r}")
    server.stop()


def main():
    bizon, case = sys.argv[1], sys.argv[2]
    cases = {"set": case_set, "rejoin": case_rejoin, "grace": case_grace, "restart": case_restart, "hostile": case_hostile, "late": case_late,
             "sigkill": case_sigkill, "idle": case_idle, "tls": case_tls}
    def hang():
        end_all()
        os._exit(3)

    timer = threading.Timer(LIMIT + 30, hang)
    timer.daemon = True
    timer.start()
    try:
        with tempfile.TemporaryDirectory(prefix="bizon-server-") as root:
            if case == "across":
                case_across(bizon, root, sys.argv[3:])
            else:
                cases[case](bizon, root)
    finally:
        end_all()
    print(f"{case}: ok")


if __name__ == "__main__":
    main()
