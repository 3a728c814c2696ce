#include "RecordJson.h"

#include <boost/json.hpp>

#include "FieldReader.h"

namespace bizon {

namespace json = boost::json;

namespace {

std::string suitText(Suit s) { return std::string(1, code(s)); }

// The packets: [3,2] or [2,3] exactly (R4).
std::optional<Packets> packetsFrom(const json::value* v) {
  const json::array* p = v ? v->if_array() : nullptr;
  auto isInt = [](const json::value& x, int n) { return x.is_int64() && x.get_int64() == n; };
  if (p && p->size() == 2 && isInt((*p)[0], 3) && isInt((*p)[1], 2)) return Packets::ThreeTwo;
  if (p && p->size() == 2 && isInt((*p)[0], 2) && isInt((*p)[1], 3)) return Packets::TwoThree;
  return std::nullopt;
}

// Format, dealer, packets and deck into the record; false at the first problem.
bool readHeader(FieldReader& o, GameRecord& r) {
  const json::value* format = o.find("format");
  if (!format) return o.fail("format", "missing, expected bizon-game-1");
  if (!format->is_string() || format->get_string() != gameRecordFormat)
    return o.fail("format", "expected bizon-game-1, got " + shown(*format));
  const auto dealer = o.seat("dealer");
  if (!dealer) return false;
  r.dealer = *dealer;
  const auto packets = packetsFrom(o.find("packets"));
  if (!packets) return o.fail("packets", "expected [3,2] or [2,3]");
  r.moves = {{r.dealer, *packets}};
  const json::value* deck = o.find("deck");
  const json::array* d = deck ? deck->if_array() : nullptr;
  if (!d) return o.fail("deck", "expected a list of 24 cards");
  if (d->size() != deckSize) return o.fail("deck", std::to_string(d->size()) + " cards, expected 24");
  CardSet seen;
  for (std::size_t i = 0; i < d->size(); ++i) {
    const json::value& v = (*d)[i];
    const auto card = v.is_string() ? parseCard(v.get_string()) : std::nullopt;
    if (!card) return o.failValue("deck", v, "a card");
    if (seen.contains(*card)) return o.fail("deck", code(*card) + " appears twice");
    seen.add(*card);
    r.deck[i] = *card;
  }
  return true;
}

// A list of moves, absent meaning none; each entry read by `read` as "PLACE K: …".
template <class Read>
bool readMoves(FieldReader& o, std::string_view key, std::string_view place, std::string_view shape, Read read) {
  const json::value* v = o.find(key);
  if (!v) return true;
  if (!v->is_array()) return o.fail(key, "must be a list");
  const json::array& list = v->get_array();
  for (std::size_t k = 0; k < list.size(); ++k) {
    const std::string where = std::string(place) + " " + std::to_string(k);
    if (!list[k].is_object()) return o.fail(where, "must be " + std::string(shape));
    FieldReader e = o.entry(list[k].get_object(), where);
    if (!read(e)) return false;
  }
  return true;
}

}  // namespace

json::object toJson(const GameRecord& record) {
  json::object o;
  o["format"] = gameRecordFormat;
  o["dealer"] = code(record.dealer);
  const auto packets = record.moves.empty() ? std::nullopt : record.moves.front().packets();
  const auto sizes = packetSizes(packets ? *packets : Packets::ThreeTwo);
  o["packets"] = json::array{sizes[0], sizes[1]};
  json::array deck;
  for (Card c : record.deck) deck.emplace_back(code(c));
  o["deck"] = std::move(deck);
  json::array bidding;
  json::array play;
  for (const Move& m : record.moves) {
    if (const auto b = m.bid()) {
      json::object e{{"seat", code(m.seat())}, {"bid", b->eat ? "eat" : "pass"}};
      if (b->eat && b->trump) e["trump"] = suitText(*b->trump);
      bidding.emplace_back(std::move(e));
    } else if (const auto c = m.card()) {
      play.emplace_back(json::object{{"seat", code(m.seat())}, {"card", code(*c)}});
    }
  }
  o["bidding"] = std::move(bidding);
  o["play"] = std::move(play);
  return o;
}

std::string recordText(const GameRecord& record) { return json::serialize(toJson(record)); }

std::optional<GameRecord> recordFromJson(const json::value& value, std::string& why) {
  const json::object* object = value.if_object();
  if (!object) return why = "format: the record must be a JSON object", std::nullopt;
  FieldReader o(*object);
  GameRecord r;
  const bool read =
      readHeader(o, r) &&
      readMoves(o, "bidding", "bid", "an object with seat and bid", [&r](FieldReader& e) {
        const auto seat = e.seat("seat");
        if (!seat) return false;
        const json::value* kind = e.find("bid");
        const bool eat = kind && kind->is_string() && kind->get_string() == "eat";
        if (!eat && !(kind && kind->is_string() && kind->get_string() == "pass"))
          return e.fail("bid", "bid must be \"pass\" or \"eat\"");
        Bid bid{eat, std::nullopt};
        if (eat && e.find("trump")) {
          bid.trump = e.suit("trump");
          if (!bid.trump) return false;
        }
        r.moves.push_back({*seat, bid});
        return true;
      }) &&
      readMoves(o, "play", "play", "an object with seat and card", [&r](FieldReader& e) {
        const auto seat = e.seat("seat");
        const auto card = seat ? e.card("card") : std::nullopt;
        if (!card) return false;
        r.moves.push_back({*seat, *card});
        return true;
      });
  if (!read) return why = o.error(), std::nullopt;
  return r;
}

namespace {

json::object reportJson(const Game& game) {
  json::object o;
  auto perSeat = [](const PerSeat<int>& values) {
    json::object p;
    for (Seat s : allSeats) p[code(s)] = values[s];
    return p;
  };
  if (game.phase() != Phase::Over) {
    o["status"] = "unfinished";
    o["phase"] = game.phase() == Phase::Bidding ? "bidding" : "playing";
    o["to_act"] = code(game.toAct());
    if (game.phase() == Phase::Bidding) o["round"] = game.round();
    o["grass"] = code(game.grass());
    if (game.bizon()) {
      o["bizon"] = code(*game.bizon());
      o["trump"] = suitText(*game.trump());
    }
    return o;
  }
  const Score& score = game.score();
  o["status"] = "complete";
  o["outcome"] = code(score.outcome);
  if (game.bizon()) {
    o["bizon"] = code(*game.bizon());
    o["trump"] = suitText(*game.trump());
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

}  // namespace

Replay replayJson(const json::value& value) {
  std::string why;
  const auto record = recordFromJson(value, why);
  return record ? replay(*record) : Replay{std::nullopt, why};
}

std::string replayReport(const Game& game) { return json::serialize(reportJson(game)); }

}  // namespace bizon
