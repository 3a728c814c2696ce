#include "SeatEventCodec.h"

#include <boost/json.hpp>

#include "BotProtocolCodec.h"
#include "RecordJson.h"

namespace bizon {

namespace json = boost::json;

namespace {

std::optional<CardSet> cardsFrom(FieldReader& m, std::string_view key) {
  const json::array* list = m.list(key);
  if (!list) return std::nullopt;
  CardSet cards;
  for (const json::value& v : *list) {
    const auto card = v.is_string() ? parseCard(std::string_view(v.get_string())) : std::nullopt;
    if (!card) return m.failValue(key, v, "a list of cards"), std::nullopt;
    cards.add(*card);
  }
  return cards;
}

std::optional<SeatEvent> scored(FieldReader& m) {
  Score score;
  const auto outcome = m.text("outcome");
  bool known = false;
  for (Outcome o : {Outcome::BizonWon, Outcome::BizonWonAll, Outcome::BizonTie, Outcome::BizonLost, Outcome::BizonLostZero, Outcome::AllPassed})
    if (outcome && code(o) == *outcome) score.outcome = o, known = true;
  if (outcome && !known) return m.fail("outcome", "not an outcome"), std::nullopt;
  const auto gp = known ? perSeatFrom(m, "gp") : std::nullopt;
  const auto sp = gp ? perSeatFrom(m, "sp") : std::nullopt;
  if (!sp) return std::nullopt;
  score.gp = *gp, score.sp = *sp;
  if (m.find("bizon")) score.bizon = m.seat("bizon");
  return m.ok() ? std::optional<SeatEvent>(GameScored{score}) : std::nullopt;
}

std::optional<SeatEvent> trick(FieldReader& m) {
  const auto number = m.whole("trick", 0, 7);
  const auto leader = number ? m.seat("leader") : std::nullopt;
  const auto winner = leader ? m.seat("winner") : std::nullopt;
  const json::array* cards = winner ? m.list("cards") : nullptr;
  if (!cards) return std::nullopt;
  if (cards->size() != 3) return m.fail("cards", "not three cards"), std::nullopt;
  Trick t;
  t.leader = *leader, t.winner = *winner;
  for (std::size_t i = 0; i < 3; ++i) {
    const json::value& v = (*cards)[i];
    const auto card = v.is_string() ? parseCard(std::string_view(v.get_string())) : std::nullopt;
    if (!card) return m.failValue("cards", v, "a card"), std::nullopt;
    t.cards[i] = *card;
  }
  return TrickTaken{static_cast<int>(*number), t};
}

std::optional<SeatEvent> bidding(FieldReader& m, std::string_view kind) {
  const auto round = m.whole("round", 0, 10);
  if (!round) return std::nullopt;
  if (kind == "turn") {
    const auto seat = m.seat("seat");
    const auto decision = seat ? m.text("decision") : std::nullopt;
    if (!decision) return std::nullopt;
    const Decision d = *decision == "packets" ? Decision::Packets : *decision == "bid" ? Decision::Bid : Decision::Play;
    if (*decision != "packets" && *decision != "bid" && *decision != "play") return m.fail("decision", "not packets, bid or play"), std::nullopt;
    return TurnStarted{*seat, d, static_cast<int>(*round)};
  }
  if (kind == "bid") {
    const auto seat = m.seat("seat");
    const auto bid = seat ? m.text("bid") : std::nullopt;
    if (!bid) return std::nullopt;
    Bid b = *bid == "eat" ? Bid::eatGrass() : Bid::pass();
    if (m.find("trump")) b.trump = m.suit("trump");
    return m.ok() ? std::optional<SeatEvent>(BidMade{*seat, b, static_cast<int>(*round)}) : std::nullopt;
  }
  const auto bizon = m.seat("bizon");
  const auto grass = bizon ? m.card("grass") : std::nullopt;
  const auto trump = grass ? m.suit("trump") : std::nullopt;
  if (!trump) return std::nullopt;
  return GrassEaten{*bizon, *grass, *trump, static_cast<int>(*round)};
}

}  // namespace

std::optional<PerSeat<int>> perSeatFrom(FieldReader& m, std::string_view key) {
  auto o = m.object(key);
  if (!o) return std::nullopt;
  PerSeat<int> values;
  for (Seat s : allSeats) {
    const auto v = o->whole(code(s), -1000000, 1000000);
    if (!v) return std::nullopt;
    values[s] = static_cast<int>(*v);
  }
  return values;
}

std::optional<SeatEvent> readSeatEvent(FieldReader& m, std::string_view kind) {
  if (kind == "game_started") {
    const auto game = m.whole("game", 1, 1000);
    const auto dealer = game ? m.seat("dealer") : std::nullopt;
    if (!dealer) return std::nullopt;
    return GameBegun{static_cast<int>(*game), *dealer};
  }
  if (kind == "packets_chosen") {
    const auto dealer = m.seat("dealer");
    const json::value* packets = dealer ? m.require("packets") : nullptr;
    const auto p = packets ? packetsFrom(*packets) : std::nullopt;
    if (!p) return packets && m.failValue("packets", *packets, "[3,2] or [2,3]"), std::nullopt;
    return PacketsChosen{*dealer, *p};
  }
  if (kind == "dealt") {
    const auto seat = m.seat("seat");
    const auto count = seat ? m.whole("count", 0, 32) : std::nullopt;
    const auto completing = count ? m.flag("completing") : std::nullopt;
    if (!completing) return std::nullopt;
    std::optional<CardSet> cards = CardSet{};
    if (m.find("cards")) cards = cardsFrom(m, "cards");
    if (!cards) return std::nullopt;
    return Dealt{*seat, static_cast<int>(*count), *cards, *completing};
  }
  if (kind == "grass_turned") {
    const auto grass = m.card("grass");
    if (!grass) return std::nullopt;
    return GrassTurned{*grass};
  }
  if (kind == "turn" || kind == "bid" || kind == "grass_eaten") return bidding(m, kind);
  if (kind == "all_passed") return AllPassed{};
  if (kind == "card_played") {
    const auto seat = m.seat("seat");
    const auto card = seat ? m.card("card") : std::nullopt;
    if (!card) return std::nullopt;
    return CardPlayed{*seat, *card};
  }
  if (kind == "trick_taken") return trick(m);
  if (kind == "game_scored") return scored(m);
  if (kind == "set_finished") {
    const auto totals = perSeatFrom(m, "totals");
    const json::array* winners = totals ? m.list("winners") : nullptr;
    if (!winners) return std::nullopt;
    SetFinished f{*totals, {}};
    for (const json::value& v : *winners) {
      const auto seat = v.is_string() ? parseSeat(std::string_view(v.get_string())) : std::nullopt;
      if (!seat) return m.failValue("winners", v, "a list of seats"), std::nullopt;
      f.winners[*seat] = true;
    }
    return f;
  }
  m.fail("event", "not an event of the table protocol");
  return std::nullopt;
}

}  // namespace bizon
