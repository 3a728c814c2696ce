#include "Card.h"

namespace bizon {

namespace {
constexpr std::string_view rankCodes = "9TJQKA";
constexpr std::string_view suitCodes = "CDHS";
}  // namespace

std::string code(Card c) {
  return {rankCodes[static_cast<std::size_t>(c.rank())], suitCodes[static_cast<std::size_t>(c.suit())]};
}

std::optional<Card> parseCard(std::string_view text) {
  if (text.size() != 2) return std::nullopt;
  auto r = rankCodes.find(text[0]);
  auto s = suitCodes.find(text[1]);
  if (r == std::string_view::npos || s == std::string_view::npos) return std::nullopt;
  return Card(static_cast<Suit>(s), static_cast<Rank>(r));
}

char code(Suit s) { return suitCodes[static_cast<std::size_t>(s)]; }

std::optional<Suit> parseSuit(std::string_view text) {
  if (text.size() != 1) return std::nullopt;
  auto s = suitCodes.find(text[0]);
  if (s == std::string_view::npos) return std::nullopt;
  return static_cast<Suit>(s);
}

std::string_view name(Suit s) {
  constexpr std::array<std::string_view, 4> names{"clubs", "diamonds", "hearts", "spades"};
  return names[static_cast<std::size_t>(s)];
}

}  // namespace bizon
