#include "session/SeatPicture.h"

#include <algorithm>
#include <type_traits>

#include "GameCursor.h"

namespace bizon::table {

namespace {

std::size_t at(Card card) { return static_cast<std::size_t>(card.index()); }

}  // namespace

void SeatPicture::begin(const Deck& deck, bool known) {
  known_ = known;
  order_ = deck;
  left_.assign(deck.begin(), deck.end());
  lies_.fill(Lies::Deck);
  pinned_ = {};
  revealed_.reset();
}

void SeatPicture::take(Card card, Lies to) {
  std::erase(left_, card);
  lies_[at(card)] = to;
}

void SeatPicture::swap(Card a, Card b, Trades& trades) {
  std::swap(lies_[at(a)], lies_[at(b)]);
  for (Card& c : order_) c = c == a ? b : c == b ? a : c;
  for (Card& c : left_) c = c == a ? b : c == b ? a : c;
  trades.emplace_back(a, b);
}

void SeatPicture::pin(Card card, Lies where, Trades& trades) {
  if (!pinned_.contains(card) && lies_[at(card)] != where)
    for (int i = 0; i < deckSize; ++i) {
      const Card standIn = Card::fromIndex(i);
      // The deck's bottom card is kept for the grass (R5): no other card of the seat's trades it.
      const bool bottom = where == Lies::Deck && standIn == order_.back();
      if (lies_[at(standIn)] == where && !pinned_.contains(standIn) && !bottom) {
        swap(card, standIn, trades);
        break;
      }
    }
  pinned_.add(card);
}

Picture SeatPicture::dealt(const Dealt& e) {
  Trades trades;
  CardSet cards = e.cards;
  if (!known_ && cards.size() > 0) {
    // Your own cards: the deck's, wherever the stand-ins had put them, and not its bottom card.
    for (Card c : cards) pin(c, Lies::Deck, trades);
    for (Card c : cards)
      if (c == order_.back() && left_.size() > 1) {
        for (Card other : left_)
          if (other != c && !pinned_.contains(other)) {
            swap(c, other, trades);
            break;
          }
      }
  }
  if (cards.size() == 0)
    // A packet leaves the top of the deck (R4): the deal's own cards, or stand-ins.
    for (auto it = left_.begin(); it != left_.end() && cards.size() < e.count; ++it)
      if (known_ || *it != order_.back() || left_.size() <= static_cast<std::size_t>(e.count)) cards.add(*it);
  for (Card c : cards) take(c, inHand(e.seat));
  return {PacketDealt{e.seat, cards, e.completing}, std::move(trades)};
}

Picture SeatPicture::allPassed() {
  Trades trades;
  if (!known_ && revealed_) {
    // The hands are shown face up: each card where it really is.
    const GameCursor cursor(*revealed_);
    const Game& game = cursor.gameAt(cursor.size());
    for (Seat s : allSeats)
      for (Card c : game.hand(s)) pin(c, inHand(s), trades);
  }
  return {AllPassed{}, std::move(trades)};
}

std::vector<Picture> SeatPicture::show(std::vector<SeatEvent>& stream) {
  const auto isReveal = [](const SeatEvent& e) { return std::holds_alternative<GameRevealed>(e); };
  std::vector<Picture> pictures;
  auto it = stream.begin();
  for (; it != stream.end(); ++it) {
    if (std::holds_alternative<AllPassed>(*it) && !known_) {
      // The hands are shown face up: the game's reveal says where each card is.
      const auto reveal = std::find_if(it, stream.end(), isReveal);
      if (reveal == stream.end()) break;
      revealed_ = std::get<GameRevealed>(*reveal).record;
    }
    if (auto picture = show(*it)) pictures.push_back(std::move(*picture));
  }
  stream.erase(stream.begin(), it);
  return pictures;
}

std::optional<Picture> SeatPicture::show(const SeatEvent& event) {
  return std::visit(
      [this](const auto& e) -> std::optional<Picture> {
        using E = std::decay_t<decltype(e)>;
        Trades trades;
        if constexpr (std::is_same_v<E, GameBegun>) {
          const auto known = deckOf_(e.number - 1);
          Deck deck{};
          if (known) deck = *known;
          else
            for (int i = 0; i < deckSize; ++i) deck[static_cast<std::size_t>(i)] = Card::fromIndex(i);
          begin(deck, known.has_value());
          return Picture{GameStarted{e.number, e.dealer, deck}, {}};
        } else if constexpr (std::is_same_v<E, Dealt>) {
          return dealt(e);
        } else if constexpr (std::is_same_v<E, GrassTurned>) {
          // The grass is the deck's bottom card (R5).
          if (!known_) {
            pin(e.grass, Lies::Deck, trades);
            if (order_.back() != e.grass) swap(e.grass, order_.back(), trades);
          }
          take(e.grass, Lies::Out);
          return Picture{e, std::move(trades)};
        } else if constexpr (std::is_same_v<E, GrassEaten>) {
          lies_[at(e.grass)] = inHand(e.bizon);
          return Picture{e, {}};
        } else if constexpr (std::is_same_v<E, CardPlayed>) {
          if (!known_) pin(e.card, inHand(e.seat), trades);
          lies_[at(e.card)] = Lies::Out;
          return Picture{e, std::move(trades)};
        } else if constexpr (std::is_same_v<E, AllPassed>) {
          return allPassed();
        } else if constexpr (std::is_same_v<E, GameRevealed>) {
          return std::nullopt;
        } else {
          return Picture{e, {}};
        }
      },
      event);
}

}  // namespace bizon::table
