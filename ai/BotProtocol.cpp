#include "BotProtocol.h"

#include <boost/json.hpp>
#include <stdexcept>

#include "GameRecord.h"

namespace bizon {

namespace json = boost::json;

namespace {

json::array cardsJson(CardSet cards) {
  json::array a;
  for (Card c : cards) a.emplace_back(code(c));
  return a;
}

json::array packetsJson(Packets p) {
  const auto sizes = packetSizes(p);
  return {sizes[0], sizes[1]};
}

// "pass", "eat", and in round 2 "eat:S" for each suit but the grass's (R6, R7).
json::array legalBids(const SeatView& view) {
  json::array a{"pass"};
  if (view.round == 1) {
    a.emplace_back("eat");
  } else {
    for (Suit s : allSuits)
      if (s != view.grass->suit()) a.emplace_back("eat:" + std::string(1, code(s)));
  }
  return a;
}

const json::value& field(const json::object& o, std::string_view name) {
  const auto* v = o.if_contains(name);
  if (!v) throw std::invalid_argument("missing \"" + std::string(name) + "\"");
  return *v;
}

std::string text(const json::value& v, std::string_view what) {
  if (!v.is_string()) throw std::invalid_argument(std::string(what) + " is not a string");
  return std::string(v.get_string());
}

Seat seatFrom(const json::value& v) {
  const auto s = parseSeat(text(v, "a seat"));
  if (!s) throw std::invalid_argument("unknown seat " + json::serialize(v));
  return *s;
}

Card cardFrom(const json::value& v) {
  const auto c = parseCard(text(v, "a card"));
  if (!c) throw std::invalid_argument("unknown card " + json::serialize(v));
  return *c;
}

Suit suitFrom(const json::value& v) {
  const auto s = parseSuit(text(v, "a suit"));
  if (!s) throw std::invalid_argument("unknown suit " + json::serialize(v));
  return *s;
}

std::optional<Packets> packetsFrom(const json::value& v) {
  if (!v.is_array() || v.get_array().size() != 2) return std::nullopt;
  const auto& a = v.get_array();
  if (!a[0].is_int64() || !a[1].is_int64()) return std::nullopt;
  if (a[0].get_int64() == 3 && a[1].get_int64() == 2) return Packets::ThreeTwo;
  if (a[0].get_int64() == 2 && a[1].get_int64() == 3) return Packets::TwoThree;
  return std::nullopt;
}

const json::array& arrayOf(const json::object& o, std::string_view name) {
  const json::value& v = field(o, name);
  if (!v.is_array()) throw std::invalid_argument("\"" + std::string(name) + "\" is not a list");
  return v.get_array();
}

}  // namespace

json::object helloMessage(Seat seat, bool fullShuffle, int games) {
  return {{"type", "hello"}, {"protocol", botProtocol}, {"seat", code(seat)}, {"shuffle", fullShuffle ? "full" : "light"}, {"games", games}};
}

json::object decideMessage(int game, const SeatView& view, const PerSeat<int>& totals) {
  json::object v{{"seat", code(view.seat)}, {"dealer", code(view.dealer)}};
  if (view.packets) v["packets"] = packetsJson(*view.packets);
  if (view.grass) v["grass"] = code(*view.grass);
  v["hand"] = cardsJson(view.hand);
  // The bids and cards in the words of the game record (game-record.md).
  GameRecord record;
  for (const BidEntry& b : view.bids) record.moves.push_back({b.seat, b.bid});
  for (const PlayEntry& p : view.plays) record.moves.push_back({p.seat, p.card});
  json::object words = toJson(record);
  v["bidding"] = std::move(words["bidding"]);
  v["play"] = std::move(words["play"]);
  v["totals"] = {{"you", totals[Seat::You]}, {"goat", totals[Seat::Goat]}, {"sheep", totals[Seat::Sheep]}};
  json::object m{{"type", "decide"}, {"game", game}};
  switch (view.decision) {
    case Decision::Packets:
      m["decision"] = "packets";
      m["legal"] = json::array{json::array{3, 2}, json::array{2, 3}};
      break;
    case Decision::Bid:
      m["decision"] = "bid";
      m["legal"] = legalBids(view);
      break;
    case Decision::Play:
      m["decision"] = "play";
      m["legal"] = cardsJson(view.legal);
      break;
  }
  m["view"] = std::move(v);
  return m;
}

json::object gameOverMessage(int game, const Score& score) {
  return {{"type", "game_over"},
          {"game", game},
          {"outcome", code(score.outcome)},
          {"sp", {{"you", score.sp[Seat::You]}, {"goat", score.sp[Seat::Goat]}, {"sheep", score.sp[Seat::Sheep]}}}};
}

SeatView viewFromDecide(const json::object& decide) {
  const std::string decision = text(field(decide, "decision"), "\"decision\"");
  const json::value& vv = field(decide, "view");
  if (!vv.is_object()) throw std::invalid_argument("\"view\" is not an object");
  const json::object& v = vv.get_object();
  SeatView view;
  view.seat = seatFrom(field(v, "seat"));
  view.toAct = view.seat;
  view.dealer = seatFrom(field(v, "dealer"));
  for (const json::value& c : arrayOf(v, "hand")) view.hand.add(cardFrom(c));
  if (decision == "packets") {
    view.decision = Decision::Packets;
    view.phase = Phase::Packets;
    return view;
  }
  const auto packets = packetsFrom(field(v, "packets"));
  if (!packets) throw std::invalid_argument("\"packets\" is not [3,2] or [2,3]");
  view.packets = packets;
  view.grass = cardFrom(field(v, "grass"));
  for (const json::value& e : arrayOf(v, "bidding")) {
    if (!e.is_object()) throw std::invalid_argument("a bid is not an object");
    const json::object& b = e.get_object();
    BidEntry entry{seatFrom(field(b, "seat")), Bid::pass()};
    const std::string said = text(field(b, "bid"), "a bid");
    if (said == "eat") {
      entry.bid = Bid::eatGrass();
      if (const auto* t = b.if_contains("trump")) entry.bid.trump = suitFrom(*t);
      view.bizon = entry.seat;
      view.eatenInRound = view.bids.size() < 3 ? 1 : 2;
      view.trump = entry.bid.trump.value_or(view.grass->suit());
    } else if (said != "pass") {
      throw std::invalid_argument("unknown bid " + said);
    }
    if (view.bids.size() == 6) throw std::invalid_argument("more than six bids");
    view.bids.push_back(entry);
  }
  view.round = view.bids.size() < 3 ? 1 : 2;
  const auto& play = arrayOf(v, "play");
  if (!play.empty() && !view.trump) throw std::invalid_argument("cards played with nobody eating");
  Trick trick;
  trick.leader = leftOf(view.dealer);  // R10
  for (const json::value& e : play) {
    if (!e.is_object()) throw std::invalid_argument("a play is not an object");
    const json::object& p = e.get_object();
    const PlayEntry entry{seatFrom(field(p, "seat")), cardFrom(field(p, "card"))};
    if (view.plays.size() == deckSize) throw std::invalid_argument("more than 24 cards played");
    view.plays.push_back(entry);
    view.currentTrick.push_back(entry.card);
    if (view.currentTrick.size() < 3) continue;
    // R11: the best card of the led suit wins, unless trumped.
    int best = 0;
    for (int i = 1; i < 3; ++i)
      if (beats(view.currentTrick[static_cast<std::size_t>(i)], view.currentTrick[static_cast<std::size_t>(best)], *view.trump)) best = i;
    for (std::size_t i = 0; i < 3; ++i) trick.cards[i] = view.currentTrick[i];
    trick.winner = trick.seatOf(best);
    view.tricks.push_back(trick);
    view.currentTrick.clear();
    trick.leader = trick.winner;
  }
  if (decision == "bid") {
    view.decision = Decision::Bid;
    view.phase = Phase::Bidding;
  } else if (decision == "play") {
    view.decision = Decision::Play;
    view.phase = Phase::Playing;
    for (const json::value& c : arrayOf(decide, "legal")) view.legal.add(cardFrom(c));
    if (view.legal.empty()) throw std::invalid_argument("no legal card");
  } else {
    throw std::invalid_argument("unknown decision " + decision);
  }
  return view;
}

json::object answerMessage(const Choice& choice) {
  if (const auto* p = std::get_if<Packets>(&choice)) return {{"type", "packets"}, {"packets", packetsJson(*p)}};
  if (const auto* c = std::get_if<Card>(&choice)) return {{"type", "play"}, {"card", code(*c)}};
  const Bid& b = std::get<Bid>(choice);
  json::object m{{"type", "bid"}, {"bid", b.eat ? "eat" : "pass"}};
  if (b.eat && b.trump) m["trump"] = std::string(1, code(*b.trump));
  return m;
}

std::variant<Choice, AnswerError> readAnswer(std::string_view line, const SeatView& view) {
  json::error_code ec;
  const json::value parsed = json::parse(line, ec);
  if (ec || !parsed.is_object()) return AnswerError{true, "not a JSON object: " + std::string(line.substr(0, 80))};
  const json::object& m = parsed.get_object();
  auto refuse = [&](std::string why) -> std::variant<Choice, AnswerError> { return AnswerError{false, std::move(why) + ": " + json::serialize(m).substr(0, 80)}; };
  const auto* type = m.if_contains("type");
  if (!type || !type->is_string()) return refuse("no type");
  const std::string_view t = type->get_string();
  switch (view.decision) {
    case Decision::Packets: {
      const auto* p = m.if_contains("packets");
      const auto packets = p ? packetsFrom(*p) : std::nullopt;
      if (t != "packets" || !packets) return refuse("not packets [3,2] or [2,3]");
      return Choice{*packets};
    }
    case Decision::Play: {
      const auto* c = m.if_contains("card");
      const auto card = c && c->is_string() ? parseCard(c->get_string()) : std::nullopt;
      if (t != "play" || !card) return refuse("not a card");
      if (!view.legal.contains(*card)) return refuse("not a legal card");
      return Choice{*card};
    }
    case Decision::Bid: {
      const auto* b = m.if_contains("bid");
      if (t != "bid" || !b || !b->is_string()) return refuse("not a bid");
      if (b->get_string() == "pass") return Choice{Bid::pass()};
      if (b->get_string() != "eat") return refuse("neither pass nor eat");
      const auto* named = m.if_contains("trump");
      std::optional<Suit> trump;
      if (named) {
        trump = named->is_string() ? parseSuit(named->get_string()) : std::nullopt;
        if (!trump) return refuse("unknown trump");
      }
      const Suit grassSuit = view.grass->suit();
      if (view.round == 1 && trump && *trump != grassSuit) return refuse("round 1 eats the grass's suit (R6)");
      if (view.round == 2 && (!trump || *trump == grassSuit)) return refuse("round 2 names another suit than the grass's (R7)");
      return Choice{Bid::eatGrass(trump)};
    }
  }
  return refuse("no decision");
}

}  // namespace bizon
