#include "BotProtocolCodec.h"

#include "FieldReader.h"
#include "RecordJson.h"

namespace bizon {

namespace json = boost::json;

json::array cardsJson(CardSet cards) {
  json::array a;
  for (Card c : cards) a.emplace_back(code(c));
  return a;
}

json::array packetsJson(Packets p) {
  const auto sizes = packetSizes(p);
  return {sizes[0], sizes[1]};
}

std::optional<Packets> packetsFrom(const json::value& v) {
  if (!v.is_array() || v.get_array().size() != 2) return std::nullopt;
  const auto& a = v.get_array();
  if (!a[0].is_int64() || !a[1].is_int64()) return std::nullopt;
  if (a[0].get_int64() == 3 && a[1].get_int64() == 2) return Packets::ThreeTwo;
  if (a[0].get_int64() == 2 && a[1].get_int64() == 3) return Packets::TwoThree;
  return std::nullopt;
}

namespace {


// "pass", "eat", and in round 2 "eat:S" for each suit but the grass's (R6, R7).
json::array legalBids(const SeatView& view) {
  json::array a{"pass"};
  if (view.round == 1) {
    a.emplace_back(choiceCode(Bid::eatGrass()));
  } else {
    for (Suit s : allSuits)
      if (s != view.grass->suit()) a.emplace_back(choiceCode(Bid::eatGrass(s)));
  }
  return a;
}


// The cards of a list field, or nullopt: "view.hand: ZZ is not a card".
std::optional<CardSet> cardsFrom(FieldReader& o, std::string_view key) {
  const json::array* list = o.list(key);
  if (!list) return std::nullopt;
  CardSet cards;
  for (const json::value& v : *list) {
    const auto card = v.is_string() ? parseCard(v.get_string()) : std::nullopt;
    if (!card) return o.failValue(key, v, "a card"), std::nullopt;
    cards.add(*card);
  }
  return cards;
}

// One entry of the bidding or play list, as a reader naming it by its place ("bid 2: …").
std::optional<FieldReader> entryOf(FieldReader& o, std::string_view key, const json::value& v, std::size_t k,
                                   std::string_view place) {
  if (!v.is_object()) return o.failValue(key, v, "a list of objects"), std::nullopt;
  return o.entry(v.get_object(), std::string(place) + " " + std::to_string(k));
}

// The bidding of a view: who said what, the Bizon and the trump (R6, R7); false and the reader's
// problem when anything is missing or wrong.
bool biddingFrom(FieldReader& v, SeatView& view) {
  const json::array* bidding = v.list("bidding");
  if (!bidding) return false;
  for (std::size_t k = 0; k < bidding->size(); ++k) {
    auto b = entryOf(v, "bidding", (*bidding)[k], k, "bid");
    const auto bidder = b ? b->seat("seat") : std::nullopt;
    const auto said = bidder ? b->text("bid") : std::nullopt;
    if (!said) return false;
    BidEntry entry{*bidder, Bid::pass()};
    if (*said == "eat") {
      entry.bid = Bid::eatGrass();
      if (b->find("trump")) {
        entry.bid.trump = b->suit("trump");
        if (!entry.bid.trump) return false;
      }
      view.bizon = entry.seat;
      view.eatenInRound = view.bids.size() < 3 ? 1 : 2;
      view.trump = entry.bid.trump.value_or(view.grass->suit());
    } else if (*said != "pass") {
      return b->failValue("bid", *b->find("bid"), "pass or eat"), false;
    }
    if (view.bids.size() == 6) return v.fail("bidding", "more than six bids"), false;
    view.bids.push_back(entry);
  }
  view.round = view.bids.size() < 3 ? 1 : 2;
  return true;
}

// The cards played, trick by trick (R10, R11); false and the reader's problem when wrong.
bool playFrom(FieldReader& v, SeatView& view) {
  const json::array* play = v.list("play");
  if (!play) return false;
  if (!play->empty() && !view.trump) return v.fail("play", "cards played with nobody eating"), false;
  Trick trick;
  trick.leader = leftOf(view.dealer);  // R10
  for (std::size_t k = 0; k < play->size(); ++k) {
    auto p = entryOf(v, "play", (*play)[k], k, "play");
    const auto player = p ? p->seat("seat") : std::nullopt;
    const auto card = player ? p->card("card") : std::nullopt;
    if (!card) return false;
    if (view.plays.size() == deckSize) return v.fail("play", "more than 24 cards played"), false;
    view.plays.push_back({*player, *card});
    view.currentTrick.push_back(*card);
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
  return true;
}

// The view of a decide message, as the engine would give it (viewOf); nullopt and the reader's
// problem when anything is missing or wrong.
std::optional<SeatView> viewFrom(FieldReader& m) {
  const auto decision = m.text("decision");
  auto v = decision ? m.object("view") : std::nullopt;
  if (!v) return std::nullopt;
  SeatView view;
  const auto seat = v->seat("seat");
  const auto dealer = seat ? v->seat("dealer") : std::nullopt;
  const auto hand = dealer ? cardsFrom(*v, "hand") : std::nullopt;
  if (!hand) return std::nullopt;
  view.seat = *seat;
  view.toAct = view.seat;
  view.dealer = *dealer;
  view.hand = *hand;
  if (*decision == "packets") {
    view.decision = Decision::Packets;
    view.phase = Phase::Packets;
    return view;
  }
  const json::value* packets = v->require("packets");
  if (!packets) return std::nullopt;
  view.packets = packetsFrom(*packets);
  if (!view.packets) return v->failValue("packets", *packets, "[3,2] or [2,3]"), std::nullopt;
  view.grass = v->card("grass");
  if (!view.grass || !biddingFrom(*v, view) || !playFrom(*v, view)) return std::nullopt;
  if (*decision == "bid") {
    view.decision = Decision::Bid;
    view.phase = Phase::Bidding;
  } else if (*decision == "play") {
    view.decision = Decision::Play;
    view.phase = Phase::Playing;
    const auto legal = cardsFrom(m, "legal");
    if (!legal) return std::nullopt;
    view.legal = *legal;
    if (view.legal.empty()) return m.fail("legal", "no legal card"), std::nullopt;
  } else {
    return m.failValue("decision", *m.find("decision"), "packets, bid or play"), std::nullopt;
  }
  return view;
}

std::optional<json::object> objectOf(std::string_view line) {
  std::string why;
  auto value = parseLimitedJson(line, why);
  if (!value || !value->is_object()) return std::nullopt;
  return std::move(value->get_object());
}

}  // namespace

std::string helloLine(Seat seat, bool fullShuffle, int games) {
  return json::serialize(json::object{{"type", "hello"}, {"protocol", botProtocol}, {"seat", code(seat)}, {"shuffle", fullShuffle ? "full" : "light"}, {"games", games}});
}

std::string decideLine(int game, const SeatView& view, const PerSeat<int>& totals) {
  return json::serialize(decideObject(game, view, totals));
}

json::object decideObject(int game, const SeatView& view, const PerSeat<int>& totals) {
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

std::string gameOverLine(int game, const Score& score) {
  return json::serialize(json::object{
      {"type", "game_over"},
      {"game", game},
      {"outcome", code(score.outcome)},
      {"sp", {{"you", score.sp[Seat::You]}, {"goat", score.sp[Seat::Goat]}, {"sheep", score.sp[Seat::Sheep]}}}});
}

std::string byeLine() { return json::serialize(json::object{{"type", "bye"}}); }

std::string readyLine(std::string_view name) { return json::serialize(json::object{{"type", "ready"}, {"name", name}}); }

std::string errorLine(std::string_view message) {
  return json::serialize(json::object{{"type", "error"}, {"message", message}});
}

HostMessage readHostLine(std::string_view line) {
  HostMessage out;
  const auto m = objectOf(line);
  const json::value* type = m ? m->if_contains("type") : nullptr;
  if (!type || !type->is_string()) return out;
  const std::string_view t = type->get_string();
  if (t == "hello") {
    out.type = HostMessage::Type::Hello;
    const json::value* protocol = m->if_contains("protocol");
    out.ourProtocol = protocol && protocol->is_string() && protocol->get_string() == botProtocol;
  } else if (t == "decide") {
    out.type = HostMessage::Type::Decide;
    FieldReader reader(*m);
    out.view = viewFrom(reader);
    if (!out.view) out.error = reader.error();
  } else {
    out.type = t == "game_over" ? HostMessage::Type::GameOver : t == "bye" ? HostMessage::Type::Bye : HostMessage::Type::Other;
  }
  return out;
}

std::optional<std::string> readReady(std::string_view line) {
  const auto m = objectOf(line);
  const json::value* type = m ? m->if_contains("type") : nullptr;
  if (!type || !type->is_string() || type->get_string() != "ready") return std::nullopt;
  const json::value* name = m->if_contains("name");
  return name && name->is_string() ? std::string(name->get_string()) : std::string();
}

std::string answerLine(const Choice& choice) {
  if (const auto* p = std::get_if<Packets>(&choice))
    return json::serialize(json::object{{"type", "packets"}, {"packets", packetsJson(*p)}});
  if (const auto* c = std::get_if<Card>(&choice)) return json::serialize(json::object{{"type", "play"}, {"card", code(*c)}});
  const Bid& b = std::get<Bid>(choice);
  json::object m{{"type", "bid"}, {"bid", b.eat ? "eat" : "pass"}};
  if (b.eat && b.trump) m["trump"] = std::string(1, code(*b.trump));
  return json::serialize(m);
}

std::variant<Choice, AnswerError> readAnswer(std::string_view line, const SeatView& view) {
  const auto parsed = objectOf(line);
  if (!parsed) return AnswerError{true, "not a JSON object: " + std::string(line.substr(0, 80))};
  const json::object& m = *parsed;
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
