#!/usr/bin/env python3
"""Load benchmark of `bizon serve` (not a test: machines differ): one server, TABLES tables of three
connections each (people in every chair), each seat answering its decide after PACE seconds
(1 s, as people do, or 0: as fast as it can) with a random legal move.

Usage: load_bench.py BIZON [--tables 200] [--pace 1] [--seconds 60] [--data-in DIR]
Prints the round trip of a move (sent until the server's event of that move comes back: the
check, the move, the save in the history and the sending), its median and p99; the server's
memory per table (its RSS with the tables minus before, per table); and the moves made a second.
A move is told only once its set file is written and renamed into place (flushed to disk just
after, in the background, many files at once); the server's data directory is made in DIR (a
temporary one in /tmp by default; /dev/shm, a tmpfs, shows the server without its disk).
"""
import argparse
import asyncio
import json
import os
import random
import re
import statistics
import subprocess
import tempfile
import time


def rss_kb(pid):
    with open(f"/proc/{pid}/status") as f:
        return int(re.search(r"VmRSS:\s+(\d+)", f.read()).group(1))


class Seat:
    def __init__(self, port, stats, pace):
        self.port, self.stats, self.pace = port, stats, pace
        self.sent_at = None

    async def open(self, first):
        self.reader, self.writer = await asyncio.open_connection("127.0.0.1", self.port, limit=1 << 20)
        await self.send(first)

    async def send(self, message):
        self.writer.write((json.dumps(message) + "\n").encode())
        await self.writer.drain()

    async def until(self, kind):
        while True:
            m = json.loads(await self.reader.readline())
            if m["type"] == kind:
                return m

    async def play(self, deadline):
        while time.time() < deadline:
            line = await self.reader.readline()
            if not line:
                return
            m = json.loads(line)
            if m["type"] == "event" and m["event"] in ("card_played", "bid", "packets_chosen") and self.sent_at \
                    and m.get("seat", m.get("dealer")) == self.seat:
                self.stats["trips"].append(time.perf_counter() - self.sent_at)
                self.sent_at = None
            if m["type"] == "event" and m["event"] == "set_finished":
                return
            if m["type"] != "decide":
                continue
            if self.pace:
                await asyncio.sleep(self.pace * random.uniform(0.5, 1.5))
            answer = {"type": m["decision"], "turn": m["turn"]}
            legal = random.choice(m["legal"])
            if m["decision"] == "play":
                answer["card"] = legal
            elif m["decision"] == "packets":
                answer["packets"] = legal
            else:
                answer["bid"] = legal.split(":")[0]
                if ":" in legal:
                    answer["trump"] = legal.split(":")[1]
            self.sent_at = time.perf_counter()
            self.stats["moves"] += 1
            await self.send(answer)


async def table(port, stats, pace):
    host = Seat(port, stats, pace)
    await host.open({"type": "create", "protocol": "bizon-table-1", "name": "A", "grace": 600})
    code = (await host.until("welcome"))["code"]
    await host.send({"type": "take", "seat": "you"})
    await host.until("seated")
    host.seat = "you"
    seats = [host]
    for seat in ("goat", "sheep"):
        s = Seat(port, stats, pace)
        await s.open({"type": "join", "protocol": "bizon-table-1", "code": code, "name": seat})
        await s.send({"type": "take", "seat": seat})
        await s.until("seated")
        s.seat = seat
        seats.append(s)
    for s in seats:
        await s.send({"type": "ready"})
    return seats


async def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("bizon")
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--pace", type=float, default=1.0)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--data-in", default=None, help="where the server's temporary data directory is made")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bizon-load-", dir=args.data_in) as data:
        env = dict(os.environ, BIZON_DATA_DIR=data)
        server = subprocess.Popen([args.bizon, "serve", "--listen", "127.0.0.1:0", "--max-tables", str(args.tables + 10),
                                   "--max-per-address", str(3 * args.tables + 10)], stderr=subprocess.PIPE, env=env, text=True)
        port = int(re.search(r"listening on .*:(\d+)$", server.stderr.readline().strip()).group(1))
        before = rss_kb(server.pid)
        stats = {"trips": [], "moves": 0}
        tables = [await table(port, stats, args.pace) for _ in range(args.tables)]
        for seats in tables:
            await seats[0].send({"type": "start"})
        started = time.time()
        deadline = started + args.seconds
        tasks = [asyncio.create_task(s.play(deadline)) for seats in tables for s in seats]
        await asyncio.wait(tasks, timeout=args.seconds)
        elapsed = time.time() - started
        moves = stats["moves"]
        for task in tasks:
            task.cancel()
        after = rss_kb(server.pid)
        server.terminate()
        server.wait(timeout=10)
        trips = sorted(stats["trips"])
        p99 = trips[int(0.99 * (len(trips) - 1))] if trips else 0
        print(json.dumps({"tables": args.tables, "pace_s": args.pace, "seconds": round(elapsed, 1), "moves": moves,
                          "moves_per_s": round(moves / elapsed, 1),
                          "round_trip_ms": {"median": round(1000 * statistics.median(trips), 2) if trips else None,
                                            "p99": round(1000 * p99, 2)},
                          "memory_per_table_kb": round((after - before) / args.tables, 1)}))


asyncio.run(main())
