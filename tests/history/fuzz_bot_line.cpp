// libFuzzer target for the bot protocol's lines (codec/BotProtocolCodec.h), both ends: a host reading any answer takes only a legal choice, and a bot reading any decide message gets a view that goes over the wire and back unchanged, or a clear refusal.
#include <cstdint>
#include <cstdlib>
#include <string_view>
#include <vector>

#include "codec/BotProtocolCodec.h"
#include "Deck.h"
#include "Game.h"
#include "Random.h"
#include "RandomPlayer.h"

namespace {

using namespace bizon;

// One view of every kind of decision (packets, a bid in each round, a card), from random games.
std::vector<SeatView> sampleViews() {
  std::vector<SeatView> views;
  bool packets = false, round1 = false, round2 = false, play = false;
  for (std::uint64_t g = 0; g < 200 && !(packets && round1 && round2 && play); ++g) {
    Random random(Random::derive(11, g));
    Deck deck = orderedDeck();
    shuffleFully(deck, random);
    Game game(seatAt(static_cast<int>(g % 3)), deck);
    RandomPlayer driver(g);
    while (game.phase() != Phase::Over) {
      const Seat s = game.toAct();
      const SeatView v = viewOf(game, s);
      bool& seen = v.decision == Decision::Packets ? packets
                   : v.decision == Decision::Play  ? play
                   : v.round == 1                  ? round1
                                                   : round2;
      if (!seen) views.push_back(v);
      seen = true;
      game.apply(driver.decide(v));
    }
  }
  return views;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const std::vector<SeatView> views = sampleViews();
  const std::string_view line(reinterpret_cast<const char*>(data), size);

  // The host's end: whatever a bot writes, a choice taken is one the rules allow (R6, R7, R10, R16).
  for (const SeatView& view : views) {
    const auto answer = readAnswer(line, view);
    const Choice* choice = std::get_if<Choice>(&answer);
    if (!choice) continue;
    if (const Card* card = std::get_if<Card>(choice); card && (view.decision != Decision::Play || !view.legal.contains(*card)))
      std::abort();
    if (const Bid* bid = std::get_if<Bid>(choice)) {
      if (view.decision != Decision::Bid) std::abort();
      const Suit grassSuit = view.grass->suit();
      if (bid->eat && view.round == 1 && bid->trump && *bid->trump != grassSuit) std::abort();
      if (bid->eat && view.round == 2 && (!bid->trump || *bid->trump == grassSuit)) std::abort();
    }
    if (std::holds_alternative<Packets>(*choice) && view.decision != Decision::Packets) std::abort();
  }

  // The bot's end: a decide message is read into a view that survives the wire, or refused
  // with a reason.
  const HostMessage message = readHostLine(line);
  if (message.type != HostMessage::Type::Decide) return 0;
  if (!message.view) {
    if (message.error.empty()) std::abort();
    return 0;
  }
  const HostMessage again = readHostLine(decideLine(1, *message.view, PerSeat<int>{}));
  if (!again.view || *again.view != *message.view) std::abort();
  return 0;
}
