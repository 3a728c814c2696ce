#!/usr/bin/env python3
"""Deterministic generator of `bizon-game-1` records for cross-checking `bizon replay`.

- `valid_records(count, seed)`: random legal games (random deck, dealer, packets, bidding and
  play), some complete, some stopped early. Pass-outs, round-1 eats and round-2 eats are all
  frequent, and some decks are stacked so that the Bizon wins every point or takes none.
- `broken_records(count, seed)`: records broken in exactly one known place, each with the
  prefix its error line must start with (`format:`, `dealer:`, `packets:`, `deck:`, `bid K:`,
  `play K:`).

The game is simulated here on its own (dealing, turns, following suit) rather than through
oracle.py, so that the generator and the oracle check each other.

Command line: `gen_records.py [--valid N] [--broken M] [--seed S] [--out DIR] [--stats]`
writes the records to DIR (one JSON file each, broken ones named after their expected prefix)
or, with --stats, prints how often each kind of record occurs.
"""

import argparse
import collections
import copy
import json
import os
import random
import sys

SEATS = ("you", "goat", "sheep")
RANKS = "9TJQKA"
SUITS = "CDHS"
CARDS = [rank + suit for suit in SUITS for rank in RANKS]


def left_of(seat):
    return SEATS[(SEATS.index(seat) + 1) % 3]


def suit(card):
    return card[1]


def deal_positions(dealer, packets, seat, eater):
    """Deck indices of the cards `seat` holds once the deal is complete (R4, R5, R9)."""
    order = [left_of(dealer), left_of(left_of(dealer)), dealer]
    positions, top = [], 0
    for size in packets:
        for receiver in order:
            if receiver == seat:
                positions += range(top, top + size)
            top += size
    if seat == eater:
        positions.append(23)
    for receiver in order:
        size = 2 if receiver == eater else 3
        if receiver == seat:
            positions += range(top, top + size)
        top += size
    return positions


class Table:
    """A game in progress, just enough to produce legal moves."""

    def __init__(self, dealer, packets, deck):
        self.dealer, self.packets, self.deck = dealer, packets, deck
        self.hands = {s: [deck[i] for i in deal_positions(dealer, packets, s, None)]
                      for s in SEATS}
        self.bids = []
        self.plays = []
        self.bizon = None
        self.trump = None
        self.turn = left_of(dealer)
        self.trick = []  # (seat, card) of the trick in progress

    def grass(self):
        return self.deck[23]

    def bidding_over(self):
        return self.bizon is not None or len(self.bids) == 6

    def bid(self, eat, trump=None, name_trump=False):
        seat = self.turn
        if not eat:
            self.bids.append({"seat": seat, "bid": "pass"})
            self.turn = left_of(seat)
            return
        entry = {"seat": seat, "bid": "eat"}
        if len(self.bids) >= 3 or name_trump:
            entry["trump"] = trump
        self.bids.append(entry)
        self.bizon, self.trump = seat, trump
        self.hands = {s: [self.deck[i] for i in deal_positions(self.dealer, self.packets, s, seat)]
                      for s in SEATS}
        self.turn = left_of(self.dealer)

    def legal_cards(self):
        hand = self.hands[self.turn]
        if self.trick:
            led = suit(self.trick[0][1])
            following = [c for c in hand if suit(c) == led]
            if following:
                return following
        return list(hand)

    def play(self, card):
        seat = self.turn
        self.hands[seat].remove(card)
        self.plays.append({"seat": seat, "card": card})
        self.trick.append((seat, card))
        if len(self.trick) < 3:
            self.turn = left_of(seat)
            return
        led = suit(self.trick[0][1])

        def power(item):
            card_ = item[1]
            return (suit(card_) == self.trump, suit(card_) == led, RANKS.index(card_[0]))

        self.turn = max(self.trick, key=power)[0]
        self.trick = []

    def game_over(self):
        return len(self.bids) == 6 and self.bizon is None or len(self.plays) == 24

    def record(self):
        return {"format": "bizon-game-1", "dealer": self.dealer, "packets": list(self.packets),
                "deck": list(self.deck), "bidding": copy.deepcopy(self.bids),
                "play": copy.deepcopy(self.plays)}


# Valid records

def stacked_deck(rng, dealer, packets, eater, round_, strong):
    """A deck where the eater ends with a chosen hand.

    Strong: all six trumps and two other aces, so the Bizon wins every trick whatever anyone
    plays (bizon_won_all). Weak: the eight 9s and 10s, worth 0 GP (often bizon_lost_zero).
    Returns (deck, trump).
    """
    if strong:
        trump = rng.choice(SUITS)
        aces = rng.sample(["A" + s for s in SUITS if s != trump], 2)
        hand = [r + trump for r in RANKS] + aces
        # Round 1: the grass names the trump; round 2: it must be of another suit.
        grass = rng.choice([r + trump for r in RANKS]) if round_ == 1 else rng.choice(aces)
    else:
        hand = [r + s for s in SUITS for r in "9T"]
        grass = rng.choice(hand)
        trump = suit(grass) if round_ == 1 else rng.choice([s for s in SUITS if s != suit(grass)])
    rest = [c for c in CARDS if c not in hand]
    rng.shuffle(rest)
    others = [c for c in hand if c != grass]
    rng.shuffle(others)
    deck = [None] * 24
    deck[23] = grass
    for index in deal_positions(dealer, packets, eater, eater):
        if index != 23:
            deck[index] = others.pop()
    for index in range(24):
        if deck[index] is None:
            deck[index] = rest.pop()
    return deck, trump


def random_game(rng):
    """A Table played legally to the end (or through a pass-out)."""
    dealer = rng.choice(SEATS)
    packets = rng.choice([[3, 2], [2, 3]])
    scenario = rng.choices(["pass_out", "round1", "round2"], weights=[2, 4, 4])[0]
    eat_at = {"pass_out": None, "round1": rng.randrange(3), "round2": rng.randrange(3, 6)}[scenario]
    stack = rng.random() if eat_at is not None else 1.0
    if stack < 0.15:
        eater = SEATS[(SEATS.index(dealer) + 1 + eat_at) % 3]
        round_ = 1 if eat_at < 3 else 2
        deck, trump = stacked_deck(rng, dealer, packets, eater, round_, strong=stack < 0.07)
    else:
        deck = list(CARDS)
        rng.shuffle(deck)
        trump = suit(deck[23]) if eat_at is not None and eat_at < 3 else \
            rng.choice([s for s in SUITS if s != suit(deck[23])])
    table = Table(dealer, packets, deck)
    while not table.bidding_over():
        if len(table.bids) == eat_at:
            table.bid(True, trump, name_trump=rng.random() < 0.5)
        else:
            table.bid(False)
    if table.bizon is not None:
        # Otters sometimes play their lowest card so that lopsided games occur too.
        lazy = rng.random() < 0.3
        while not table.game_over():
            cards = table.legal_cards()
            if lazy and table.turn != table.bizon:
                table.play(min(cards, key=lambda c: RANKS.index(c[0])))
            else:
                table.play(rng.choice(cards))
    return table


def valid_records(count, seed):
    """[(name, record, "complete" or "unfinished")]"""
    rng = random.Random(seed)
    records = []
    for number in range(count):
        table = random_game(rng)
        record = table.record()
        kind = "complete"
        if not record["play"] and rng.random() < 0.3:
            del record["play"]  # a pass-out without a play key: it counts as empty
        elif rng.random() < 0.1:
            kind = "unfinished"
            if record["play"] and rng.random() < 0.7:
                record["play"] = record["play"][:rng.randrange(len(record["play"]))]
            else:
                record["bidding"] = record["bidding"][:rng.randrange(len(record["bidding"]))]
                record["play"] = []
                if rng.random() < 0.2:
                    del record["play"]
                    if not record["bidding"]:
                        del record["bidding"]
        records.append((f"valid-{number}", record, kind))
    return records


# Broken records: each function breaks a valid game in one place, or returns None if that
# game offers no such place. It returns (record, expected prefix).

def other_seat(rng, seat):
    return rng.choice([s for s in SEATS if s != seat])


def break_format(rng, table):
    record = table.record()
    value = rng.choice(["bizon-game-2", "Bizon-Game-1", "", 1, None, "missing"])
    if value == "missing":
        del record["format"]
    else:
        record["format"] = value
    return record, "format:"


def break_dealer(rng, table):
    record = table.record()
    value = rng.choice(["bob", "You", "", 0, None, "missing", ["you"]])
    if value == "missing":
        del record["dealer"]
    else:
        record["dealer"] = value
    return record, "dealer:"


def break_packets(rng, table):
    record = table.record()
    value = rng.choice([[3, 3], [2, 2], [3, 2, 0], [5], [], "3-2", [3, "2"], None, "missing",
                        [1, 4]])
    if value == "missing":
        del record["packets"]
    else:
        record["packets"] = value
    return record, "packets:"


def break_deck(rng, table):
    record = table.record()
    deck = record["deck"]
    how = rng.choice(["duplicate", "not_a_card", "short", "long", "not_a_list"])
    if how == "duplicate":
        i, j = rng.sample(range(24), 2)
        deck[i] = deck[j]
    elif how == "not_a_card":
        deck[rng.randrange(24)] = rng.choice(["1X", "AX", "10S", "ZZ", "", 7, None, "KHS"])
    elif how == "short":
        del deck[rng.randrange(24)]
    elif how == "long":
        deck.append(rng.choice(["1X", deck[0]]))
    else:
        record["deck"] = rng.choice(["KH 9S", None, {"0": "KH"}])
    return record, "deck:"


def break_bid_seat(rng, table):
    record = table.record()
    k = rng.randrange(len(record["bidding"]))
    bid = record["bidding"][k]
    bid["seat"] = rng.choice([other_seat(rng, bid["seat"]), "bob", None, 2, "Goat"])
    return record, f"bid {k}:"


def break_bid_value(rng, table):
    record = table.record()
    k = rng.randrange(len(record["bidding"]))
    if rng.random() < 0.3:
        record["bidding"][k] = rng.choice(["pass", None, ["you", "pass"], 3])
    else:
        record["bidding"][k]["bid"] = rng.choice(["fold", "Pass", "", None, 1, "missing"])
        if record["bidding"][k]["bid"] == "missing":
            del record["bidding"][k]["bid"]
    return record, f"bid {k}:"


def break_round2_grass_suit(rng, table):
    record = table.record()
    bids = record["bidding"]
    if table.bizon is not None and len(bids) <= 3:
        return None  # eaten in round 1: no round 2 here
    k = rng.randrange(3, len(bids))
    bids[k] = {"seat": bids[k]["seat"], "bid": "eat", "trump": suit(table.grass())}
    return record, f"bid {k}:"


def break_round2_trump(rng, table):
    record = table.record()
    bids = record["bidding"]
    if table.bizon is not None and len(bids) <= 3:
        return None
    k = rng.randrange(3, len(bids))
    bids[k] = {"seat": bids[k]["seat"], "bid": "eat"}
    value = rng.choice(["missing", "X", "spades", "s", None, 3])
    if value != "missing":
        bids[k]["trump"] = value
    return record, f"bid {k}:"


def break_round1_other_suit(rng, table):
    record = table.record()
    bids = record["bidding"]
    k = rng.randrange(min(3, len(bids)))
    trump = rng.choice([s for s in SUITS if s != suit(table.grass())] + ["X", "hearts"])
    bids[k] = {"seat": bids[k]["seat"], "bid": "eat", "trump": trump}
    return record, f"bid {k}:"


def break_bid_after_end(rng, table):
    record = table.record()
    bids = record["bidding"]
    last = bids[-1]["seat"]
    extra = rng.choice([{"seat": left_of(last), "bid": "pass"},
                        {"seat": left_of(last), "bid": "eat", "trump": suit(table.grass())},
                        {"seat": last, "bid": "pass"}])
    bids.append(extra)
    return record, f"bid {len(bids) - 1}:"


def break_play_before_bidding_over(rng, table):
    record = table.record()
    bids = record["bidding"]
    record["bidding"] = bids[:rng.randrange(len(bids))]
    if not record["play"]:
        first = left_of(table.dealer)
        record["play"] = [{"seat": first, "card": table.hands[first][0]
                           if table.hands[first] else table.deck[0]}]
    return record, "play 0:"


def break_play_after_pass_out(rng, table):
    if table.bizon is not None:
        return None
    record = table.record()
    first = left_of(table.dealer)
    record["play"] = [{"seat": first, "card": table.hands[first][0]}]
    return record, "play 0:"


def break_play_after_end(rng, table):
    if table.bizon is None:
        return None
    record = table.record()
    record["play"].append({"seat": rng.choice(SEATS), "card": rng.choice(CARDS)})
    return record, "play 24:"


def replay_until(table_record, k):
    """A fresh Table replayed through the bids and the first k plays of a valid record."""
    table = Table(table_record["dealer"], table_record["packets"], table_record["deck"])
    for bid in table_record["bidding"]:
        table.bid(bid["bid"] == "eat", bid.get("trump", suit(table.grass())))
    for entry in table_record["play"][:k]:
        table.play(entry["card"])
    return table


def break_play_seat(rng, table):
    if table.bizon is None:
        return None
    record = table.record()
    k = rng.randrange(24)
    entry = record["play"][k]
    entry["seat"] = rng.choice([other_seat(rng, entry["seat"])] * 3 + ["bob", None, 1])
    return record, f"play {k}:"


def break_play_card(rng, table):
    if table.bizon is None:
        return None
    record = table.record()
    k = rng.randrange(24)
    before = replay_until(record, k)
    entry = record["play"][k]
    hand = before.hands[entry["seat"]]
    entry["card"] = rng.choice([c for c in CARDS if c not in hand] * 3
                               + ["1X", "AX", "10H", None, 12, ""])
    return record, f"play {k}:"


def break_follow_suit(rng, table):
    if table.bizon is None:
        return None
    record = table.record()
    chances = []
    probe = replay_until(record, 0)
    for k, entry in enumerate(record["play"]):
        if probe.trick:
            led = suit(probe.trick[0][1])
            hand = probe.hands[probe.turn]
            off = [c for c in hand if suit(c) != led]
            if off and len(off) < len(hand):
                chances.append((k, off))
        probe.play(entry["card"])
    if not chances:
        return None
    k, off = rng.choice(chances)
    record["play"][k]["card"] = rng.choice(off)
    return record, f"play {k}:"


BREAKERS = [break_format, break_dealer, break_packets, break_deck, break_bid_seat,
            break_bid_value, break_round2_grass_suit, break_round2_trump,
            break_round1_other_suit, break_bid_after_end, break_play_before_bidding_over,
            break_play_after_pass_out, break_play_after_end, break_play_seat, break_play_card,
            break_follow_suit]


def broken_records(count, seed):
    """[(name, record, expected error prefix)], cycling through every kind of break."""
    rng = random.Random(seed + 1_000_003)
    records = []
    number = 0
    while len(records) < count:
        breaker = BREAKERS[number % len(BREAKERS)]
        number += 1
        result = None
        while result is None:
            result = breaker(rng, random_game(rng))
        record, prefix = result
        name = f"broken-{len(records)}-{breaker.__name__[len('break_'):]}"
        records.append((name, record, prefix))
    return records


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--valid", type=int, default=3000)
    parser.add_argument("--broken", type=int, default=600)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", help="directory to write the records to")
    parser.add_argument("--stats", action="store_true", help="print how often each kind occurs")
    args = parser.parse_args()
    valid = valid_records(args.valid, args.seed)
    broken = broken_records(args.broken, args.seed)
    if args.out:
        os.makedirs(args.out, exist_ok=True)
        for name, record, _ in valid + broken:
            with open(os.path.join(args.out, name + ".json"), "w", encoding="utf-8") as stream:
                json.dump(record, stream)
                stream.write("\n")
    if args.stats:
        sys.dont_write_bytecode = True  # keep the source tree clean
        import oracle  # only for the statistics of outcomes
        outcomes = collections.Counter()
        for _, record, kind in valid:
            result = oracle.replay(record)
            outcomes[result.get("outcome", kind)] += 1
            if result.get("eaten_in_round"):
                outcomes[f"eaten in round {result['eaten_in_round']}"] += 1
        prefixes = collections.Counter(p.split(" ")[0] for _, _, p in broken)
        for key, value in sorted(outcomes.items()) + sorted(prefixes.items()):
            print(f"{key}: {value}")


if __name__ == "__main__":
    main()
