#!/usr/bin/env python3
"""Independent reference implementation of `bizon replay`, used to cross-check the C++ engine.

Written only from the rules (docs/rules/RULINGS.md, rulings R1-R18, and the guide in docs/rules/)
and the record contract (docs/game-record.md), never from the C++ sources, so that two independent
readings of the rules can be compared record by record.

As a module: `replay(record)` takes a parsed `bizon-game-1` record (a dict) and returns the
output object of `bizon replay`, or raises `RecordError` whose message is the one-line error
(`bid K: ...`, `play K: ...`, `deck: ...`, `dealer: ...`, `packets: ...`, `format: ...`).

As a command: `python3 oracle.py FILE` (or `-` for standard input) behaves like `bizon replay`:
one JSON object on standard output and exit status 0, or one line on standard error and exit
status 2.

Decisions where the contract is silent (shared with the C++ implementation):
- headers are checked in the order format, dealer, packets, deck; then bids, then plays;
- missing `bidding` or `play` keys count as empty lists (present but not a list: `bid 0:` or
  `play 0:`);
- a `trump` key on a pass is ignored; on a round-1 eat it must be the grass's suit;
- for `all_passed` the keys `bizon`, `trump`, `tricks`, `gp` and `eaten_in_round` are absent;
- `next_dealer` is the seat to the dealer's left (R14), in every outcome.
"""

import json
import sys

FORMAT = "bizon-game-1"
SEATS = ("you", "goat", "sheep")  # clockwise (R1)
RANKS = "9TJQKA"  # weakest to strongest (R2)
SUITS = "CDHS"
SUIT_NAMES = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}
GAME_POINTS = {"A": 4, "K": 3, "Q": 2, "J": 1, "T": 0, "9": 0}  # R12
ALL_CARDS = frozenset(rank + suit for suit in SUITS for rank in RANKS)
TRICKS_PER_GAME = 8


class RecordError(Exception):
    """An invalid record; the message is the one line `bizon replay` prints on stderr."""


def left_of(seat):
    """The next seat clockwise (R1)."""
    return SEATS[(SEATS.index(seat) + 1) % len(SEATS)]


def rank_of(card):
    return card[0]


def suit_of(card):
    return card[1]


def is_card(value):
    return isinstance(value, str) and value in ALL_CARDS


def is_seat(value):
    return isinstance(value, str) and value in SEATS


def describe(value):
    """A bad value in an error message: a non-empty string as it is, anything else as JSON."""
    text = value if isinstance(value, str) and value else json.dumps(value)
    return text if len(text) <= 40 else text[:37] + "..."


def trick_winner(cards, leader, trump):
    """The seat that wins a full trick (R11): highest trump, else highest of the led suit."""
    led = suit_of(cards[0])
    trumps = [c for c in cards if suit_of(c) == trump]
    candidates = trumps if trumps else [c for c in cards if suit_of(c) == led]
    best = max(candidates, key=lambda c: RANKS.index(rank_of(c)))
    seat = leader
    for _ in range(cards.index(best)):
        seat = left_of(seat)
    return seat


def score(bizon, gp):
    """The outcome and set points of a played game (R13)."""
    bizon_gp = gp[bizon]
    best_otter = max(gp[s] for s in SEATS if s != bizon)
    if bizon_gp > best_otter:
        outcome, mine, theirs = ("bizon_won_all", 10, 0) if bizon_gp == 40 else ("bizon_won", 3, 0)
    elif bizon_gp == best_otter:
        outcome, mine, theirs = "bizon_tie", 1, 1
    elif bizon_gp == 0:
        outcome, mine, theirs = "bizon_lost_zero", -10, 10
    else:
        outcome, mine, theirs = "bizon_lost", -5, 3
    return outcome, {s: (mine if s == bizon else theirs) for s in SEATS}


class Game:
    """One game replayed step by step from its dealer, packets and deck."""

    def __init__(self, dealer, packets, deck):
        self.dealer = dealer
        self.deck = list(deck)
        self.grass = deck[23]  # R5
        first = left_of(dealer)
        self.order = [first, left_of(first), dealer]  # dealing and bidding order
        self.hands = {s: [] for s in SEATS}
        top = 0
        for size in packets:  # R4: two passes, each from the dealer's left to the dealer
            for seat in self.order:
                self.hands[seat] += deck[top:top + size]
                top += size
        self.phase = "bidding"  # then "play", then "over"
        self.bid_count = 0
        self.turn = first
        self.bizon = None
        self.trump = None
        self.eaten_in_round = None
        self.tricks = []  # finished tricks: {"leader", "cards", "winner"}
        self.current = []  # cards of the trick being played
        self.leader = None

    # Bidding (R6, R7, R8, R9)

    def bid(self, index, entry):
        where = f"bid {index}"
        if self.phase != "bidding":
            raise RecordError(f"{where}: the bidding is over")
        if not isinstance(entry, dict):
            raise RecordError(f"{where}: a bid must be an object, not {describe(entry)}")
        seat = entry.get("seat")
        if not is_seat(seat):
            raise RecordError(f"{where}: {describe(seat)} is not a seat")
        if seat != self.turn:
            raise RecordError(f"{where}: not {seat}'s turn")
        kind = entry.get("bid")
        if kind not in ("pass", "eat"):
            raise RecordError(f"{where}: {describe(kind)} is not a bid (pass or eat)")
        round_ = 1 if self.bid_count < 3 else 2
        grass_suit = suit_of(self.grass)
        if kind == "eat":
            has_trump = "trump" in entry
            trump = entry.get("trump")
            if has_trump and trump not in tuple(SUITS):
                raise RecordError(f"{where}: {describe(trump)} is not a suit")
            if round_ == 1:
                if has_trump and trump != grass_suit:
                    raise RecordError(
                        f"{where}: in round 1 the trump is the grass's suit "
                        f"({SUIT_NAMES[grass_suit]})")
                self.eat(seat, grass_suit, 1)
            else:
                if not has_trump:
                    raise RecordError(f"{where}: a round 2 eat must name the trump")
                if trump == grass_suit:
                    raise RecordError(
                        f"{where}: the grass's suit ({SUIT_NAMES[grass_suit]}) "
                        f"cannot be named in round 2")
                self.eat(seat, trump, 2)
        else:
            self.bid_count += 1
            if self.bid_count == 6:  # R8: pass-out
                self.phase = "over"
                self.turn = None
            else:
                self.turn = left_of(seat)

    def eat(self, seat, trump, round_):
        self.bid_count += 1
        self.bizon = seat
        self.trump = trump
        self.eaten_in_round = round_
        self.hands[seat].append(self.grass)  # R9: the eater takes the grass
        top = 15
        for receiver in self.order:
            size = 2 if receiver == seat else 3
            self.hands[receiver] += self.deck[top:top + size]
            top += size
        self.phase = "play"
        self.turn = self.leader = self.order[0]  # R10: the dealer's left leads

    # Play (R10, R11)

    def play(self, index, entry):
        where = f"play {index}"
        if self.phase == "bidding":
            raise RecordError(f"{where}: the bidding is not over")
        if self.phase == "over":
            raise RecordError(f"{where}: the game is over")
        if not isinstance(entry, dict):
            raise RecordError(f"{where}: a play must be an object, not {describe(entry)}")
        seat = entry.get("seat")
        if not is_seat(seat):
            raise RecordError(f"{where}: {describe(seat)} is not a seat")
        card = entry.get("card")
        if not is_card(card):
            raise RecordError(f"{where}: {describe(card)} is not a card")
        if seat != self.turn:
            raise RecordError(f"{where}: not {seat}'s turn")
        hand = self.hands[seat]
        if card not in hand:
            raise RecordError(f"{where}: {card} is not in {seat}'s hand")
        if self.current:
            led = suit_of(self.current[0])
            if suit_of(card) != led and any(suit_of(c) == led for c in hand):
                raise RecordError(f"{where}: {seat} must follow {SUIT_NAMES[led]}")
        hand.remove(card)
        self.current.append(card)
        if len(self.current) < 3:
            self.turn = left_of(seat)
            return
        winner = trick_winner(self.current, self.leader, self.trump)
        self.tricks.append({"leader": self.leader, "cards": self.current, "winner": winner})
        self.current = []
        self.turn = self.leader = winner
        if len(self.tricks) == TRICKS_PER_GAME:
            self.phase = "over"
            self.turn = None

    # Result

    def result(self):
        next_dealer = left_of(self.dealer)  # R14
        if self.phase != "over":
            return {"status": "unfinished", "phase": self.phase, "turn": self.turn,
                    "dealer": self.dealer, "grass": self.grass}
        if self.bizon is None:
            return {"status": "complete", "outcome": "all_passed", "grass": self.grass,
                    "sp": {s: 0 for s in SEATS}, "next_dealer": next_dealer}
        gp = {s: 0 for s in SEATS}
        for trick in self.tricks:
            gp[trick["winner"]] += sum(GAME_POINTS[rank_of(c)] for c in trick["cards"])
        outcome, sp = score(self.bizon, gp)
        return {"status": "complete", "outcome": outcome, "bizon": self.bizon,
                "trump": self.trump, "grass": self.grass,
                "eaten_in_round": self.eaten_in_round, "tricks": self.tricks,
                "gp": gp, "sp": sp, "next_dealer": next_dealer}


def check_headers(record):
    """Checks format, dealer, packets and deck, in that order; returns them."""
    if not isinstance(record, dict):
        raise RecordError("format: the record must be a JSON object")
    if record.get("format") != FORMAT:
        raise RecordError(f"format: expected {FORMAT}, got {describe(record.get('format'))}")
    dealer = record.get("dealer")
    if not is_seat(dealer):
        raise RecordError(f"dealer: {describe(dealer)} is not a seat")
    packets = record.get("packets")
    if packets not in ([3, 2], [2, 3]) or any(isinstance(p, bool) or not isinstance(p, int)
                                             for p in packets):
        raise RecordError("packets: expected [3,2] or [2,3]")
    deck = record.get("deck")
    if not isinstance(deck, list):
        raise RecordError(f"deck: expected a list of 24 cards, got {describe(deck)}")
    if len(deck) != 24:
        raise RecordError(f"deck: {len(deck)} cards, expected 24")
    seen = set()
    for card in deck:
        if not is_card(card):
            raise RecordError(f"deck: {describe(card)} is not a card")
        if card in seen:
            raise RecordError(f"deck: {card} appears twice")
        seen.add(card)
    return dealer, packets, deck


def entries(record, key):
    value = record.get(key, [])
    if not isinstance(value, list):
        where = "bid 0" if key == "bidding" else "play 0"
        raise RecordError(f"{where}: '{key}' must be a list, got {describe(value)}")
    return value


def replay(record):
    """The output object of `bizon replay` for a parsed record; raises RecordError."""
    dealer, packets, deck = check_headers(record)
    bidding = entries(record, "bidding")
    plays = entries(record, "play")
    game = Game(dealer, packets, deck)
    for index, entry in enumerate(bidding):
        game.bid(index, entry)
    for index, entry in enumerate(plays):
        game.play(index, entry)
    return game.result()


def replay_text(text):
    """(exit status, stdout text, stderr text) of `bizon replay` given the record's text."""
    try:
        record = json.loads(text)
    except ValueError as error:
        return 2, "", f"format: not valid JSON ({error})\n"
    try:
        result = replay(record)
    except RecordError as error:
        return 2, "", f"{error}\n"
    return 0, json.dumps(result) + "\n", ""


def main(argv):
    if len(argv) != 2:
        sys.stderr.write("usage: oracle.py FILE|-\n")
        return 2
    path = argv[1]
    try:
        if path == "-":
            text = sys.stdin.read()
        else:
            with open(path, encoding="utf-8") as stream:
                text = stream.read()
    except (OSError, UnicodeDecodeError) as error:
        sys.stderr.write(f"cannot read {path}: {error}\n")
        return 2
    status, out, err = replay_text(text)
    sys.stdout.write(out)
    sys.stderr.write(err)
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv))
