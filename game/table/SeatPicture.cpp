#include "table/SeatPicture.h"

#include <algorithm>
#include <type_traits>

namespace bizon::table {

std::optional<Event> SeatPicture::show(const SeatEvent& event) {
  return std::visit(
      [this](const auto& e) -> std::optional<Event> {
        using E = std::decay_t<decltype(e)>;
        if constexpr (std::is_same_v<E, GameBegun>) {
          Deck deck{};
          if (auto known = deckOf_(e.number - 1)) deck = *known;
          else
            for (int i = 0; i < deckSize; ++i) deck[static_cast<std::size_t>(i)] = Card::fromIndex(i);
          left_.assign(deck.begin(), deck.end());
          return GameStarted{e.number, e.dealer, deck};
        } else if constexpr (std::is_same_v<E, Dealt>) {
          // A packet leaves the top of the deck (R4); the seat's own cards are those it was told.
          CardSet cards = e.cards;
          if (cards.size() == 0)
            for (auto it = left_.begin(); it != left_.end() && cards.size() < e.count; ++it) cards.add(*it);
          std::erase_if(left_, [&cards](Card c) { return cards.contains(c); });
          return PacketDealt{e.seat, cards, e.completing};
        } else if constexpr (std::is_same_v<E, GrassTurned>) {
          std::erase(left_, e.grass);
          return e;
        } else if constexpr (std::is_same_v<E, GameRevealed>) {
          return std::nullopt;
        } else {
          return e;
        }
      },
      event);
}

}  // namespace bizon::table
