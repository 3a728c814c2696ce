#include "Replay.h"

#include <boost/json.hpp>

namespace bizon {

namespace json = boost::json;

namespace {

// A value as an error message shows it: a string as it is, anything else as JSON.
std::string shown(const json::value& v) {
  if (v.is_string() && !v.get_string().empty()) return std::string(v.get_string());
  return json::serialize(v);
}

const json::value* field(const json::object& o, std::string_view key) {
  auto it = o.find(key);
  return it == o.end() ? nullptr : &it->value();
}

std::optional<Seat> seatField(const json::object& o) {
  const json::value* v = field(o, "seat");
  if (!v || !v->is_string()) return std::nullopt;
  return parseSeat(v->get_string());
}

std::string seatProblem(const json::object& o) {
  const json::value* v = field(o, "seat");
  return v ? shown(*v) + " is not a seat" : "missing seat";
}

// A header problem, or nothing; fills the record's header on success.
std::optional<std::string> readHeader(const json::object& o, GameRecord& r) {
  const json::value* format = field(o, "format");
  if (!format) return std::string("format: missing, expected bizon-game-1");
  if (!format->is_string() || format->get_string() != "bizon-game-1")
    return "format: expected bizon-game-1, got " + shown(*format);

  const json::value* dealer = field(o, "dealer");
  auto seat = dealer && dealer->is_string() ? parseSeat(dealer->get_string()) : std::nullopt;
  if (!seat) return "dealer: " + (dealer ? shown(*dealer) + " is not a seat" : "missing");
  r.dealer = *seat;

  const json::value* packets = field(o, "packets");
  const json::array* p = packets ? packets->if_array() : nullptr;
  auto isInt = [](const json::value& v, int n) { return v.is_int64() && v.get_int64() == n; };
  if (p && p->size() == 2 && isInt((*p)[0], 3) && isInt((*p)[1], 2))
    r.moves = {{r.dealer, Packets::ThreeTwo}};
  else if (p && p->size() == 2 && isInt((*p)[0], 2) && isInt((*p)[1], 3))
    r.moves = {{r.dealer, Packets::TwoThree}};
  else
    return std::string("packets: expected [3,2] or [2,3]");

  const json::value* deck = field(o, "deck");
  const json::array* d = deck ? deck->if_array() : nullptr;
  if (!d) return std::string("deck: expected a list of 24 cards");
  if (d->size() != deckSize) return "deck: " + std::to_string(d->size()) + " cards, expected 24";
  CardSet seen;
  for (std::size_t i = 0; i < d->size(); ++i) {
    const json::value& v = (*d)[i];
    auto card = v.is_string() ? parseCard(v.get_string()) : std::nullopt;
    if (!card) return "deck: " + shown(v) + " is not a card";
    if (seen.contains(*card)) return "deck: " + code(*card) + " appears twice";
    seen.add(*card);
    r.deck[i] = *card;
  }
  return std::nullopt;
}

const json::array* listField(const json::object& o, std::string_view key, std::string& error) {
  static const json::array empty;
  const json::value* v = field(o, key);
  if (!v) return &empty;
  if (!v->is_array()) error = std::string(key) + ": must be a list";
  return v->if_array();
}

}  // namespace

Replay replay(const json::value& value, EventQueue* events) {
  Replay out;
  auto fail = [&out](std::string error) {
    out.error = std::move(error);
    return out;
  };
  const json::object* o = value.if_object();
  if (!o) return fail("format: the record must be a JSON object");
  GameRecord header;
  if (auto problem = readHeader(*o, header)) return fail(*problem);
  Game game(header.dealer, header.deck, events);
  game.apply(header.moves.front());

  const json::array* bidding = listField(*o, "bidding", out.error);
  if (!bidding) return out;
  for (std::size_t k = 0; k < bidding->size(); ++k) {
    const std::string where = "bid " + std::to_string(k) + ": ";
    const json::object* e = (*bidding)[k].if_object();
    if (!e) return fail(where + "must be an object with seat and bid");
    auto seat = seatField(*e);
    if (!seat) return fail(where + seatProblem(*e));
    const json::value* kind = field(*e, "bid");
    Bid bid;
    if (kind && kind->is_string() && kind->get_string() == "eat")
      bid.eat = true;
    else if (!kind || !kind->is_string() || kind->get_string() != "pass")
      return fail(where + "bid must be \"pass\" or \"eat\"");
    if (const json::value* trump = field(*e, "trump"); bid.eat && trump) {
      bid.trump = trump->is_string() ? parseSuit(trump->get_string()) : std::nullopt;
      if (!bid.trump) return fail(where + shown(*trump) + " is not a suit");
    }
    if (auto refusal = game.apply({*seat, bid})) return fail(where + describe(*refusal));
  }

  const json::array* play = listField(*o, "play", out.error);
  if (!play) return out;
  for (std::size_t k = 0; k < play->size(); ++k) {
    const std::string where = "play " + std::to_string(k) + ": ";
    const json::object* e = (*play)[k].if_object();
    if (!e) return fail(where + "must be an object with seat and card");
    auto seat = seatField(*e);
    if (!seat) return fail(where + seatProblem(*e));
    const json::value* c = field(*e, "card");
    auto card = c && c->is_string() ? parseCard(c->get_string()) : std::nullopt;
    if (!card) return fail(where + (c ? shown(*c) + " is not a card" : "missing card"));
    if (auto refusal = game.apply({*seat, *card})) return fail(where + describe(*refusal));
  }
  out.game = game;
  return out;
}

json::object report(const Game& game) {
  json::object o;
  auto perSeat = [](const PerSeat<int>& values) {
    json::object p;
    for (Seat s : allSeats) p[code(s)] = values[s];
    return p;
  };
  auto suitCode = [](Suit s) { return std::string(1, code(s)); };
  if (game.phase() != Phase::Over) {
    o["status"] = "unfinished";
    o["phase"] = game.phase() == Phase::Bidding ? "bidding" : "playing";
    o["to_act"] = code(game.toAct());
    if (game.phase() == Phase::Bidding) o["round"] = game.round();
    o["grass"] = code(game.grass());
    if (game.bizon()) {
      o["bizon"] = code(*game.bizon());
      o["trump"] = suitCode(*game.trump());
    }
    return o;
  }
  const Score& score = game.score();
  o["status"] = "complete";
  o["outcome"] = code(score.outcome);
  if (game.bizon()) {
    o["bizon"] = code(*game.bizon());
    o["trump"] = suitCode(*game.trump());
  }
  o["grass"] = code(game.grass());
  if (game.bizon()) {
    o["eaten_in_round"] = game.eatenInRound();
    json::array tricks;
    for (const Trick& t : game.tricks()) {
      json::array cards;
      for (Card c : t.cards) cards.emplace_back(code(c));
      tricks.emplace_back(json::object{{"leader", code(t.leader)}, {"cards", std::move(cards)},
                                       {"winner", code(t.winner)}});
    }
    o["tricks"] = std::move(tricks);
    o["gp"] = perSeat(score.gp);
  }
  o["sp"] = perSeat(score.sp);
  o["next_dealer"] = code(leftOf(game.dealer()));
  return o;
}

}  // namespace bizon
