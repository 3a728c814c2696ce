// Cards, suits and ranks of the 24-card deck (R2), their codes and game points (R12), and card sets.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>

namespace bizon {

enum class Suit : std::uint8_t { Clubs, Diamonds, Hearts, Spades };
enum class Rank : std::uint8_t { Nine, Ten, Jack, Queen, King, Ace };  // weakest to strongest

inline constexpr std::array<Suit, 4> allSuits{Suit::Clubs, Suit::Diamonds, Suit::Hearts,
                                              Suit::Spades};

// A card is its index 0..23: suit * 6 + rank, so that within a suit a higher index is stronger.
class Card {
 public:
  constexpr Card() = default;
  constexpr Card(Suit s, Rank r) : index_(static_cast<std::uint8_t>(static_cast<int>(s) * 6 + static_cast<int>(r))) {}
  static constexpr Card fromIndex(int i) { Card c; c.index_ = static_cast<std::uint8_t>(i); return c; }

  constexpr int index() const { return index_; }
  constexpr Suit suit() const { return static_cast<Suit>(index_ / 6); }
  constexpr Rank rank() const { return static_cast<Rank>(index_ % 6); }
  // Game points (R12): A 4, K 3, Q 2, J 1, 10 and 9 nothing.
  constexpr int points() const {
    constexpr std::array<int, 6> table{0, 0, 1, 2, 3, 4};
    return table[index_ % 6];
  }
  friend constexpr bool operator==(Card, Card) = default;
  friend constexpr auto operator<=>(Card, Card) = default;

 private:
  std::uint8_t index_ = 0;
};

inline constexpr int deckSize = 24;

// Codes of R2: rank `9 T J Q K A` then suit `C D H S`, e.g. "TS".
std::string code(Card c);
std::optional<Card> parseCard(std::string_view text);
char code(Suit s);
std::optional<Suit> parseSuit(std::string_view text);
// "clubs", "diamonds", "hearts", "spades", as the replay messages name them.
std::string_view name(Suit s);

// A set of cards as a 24-bit mask, bit i for card index i.
class CardSet {
 public:
  constexpr CardSet() = default;
  static constexpr CardSet fromMask(std::uint32_t m) { CardSet s; s.mask_ = m; return s; }
  static constexpr CardSet all() { return fromMask((1u << deckSize) - 1); }
  static constexpr CardSet of(Suit s) { return fromMask(0x3Fu << (static_cast<int>(s) * 6)); }

  constexpr std::uint32_t mask() const { return mask_; }
  constexpr bool empty() const { return mask_ == 0; }
  constexpr int size() const { return std::popcount(mask_); }
  constexpr bool contains(Card c) const { return (mask_ >> c.index()) & 1u; }
  constexpr void add(Card c) { mask_ |= 1u << c.index(); }
  constexpr void remove(Card c) { mask_ &= ~(1u << c.index()); }
  constexpr Card first() const { return Card::fromIndex(std::countr_zero(mask_)); }
  constexpr int points() const {
    return suitPoints[mask_ & 63] + suitPoints[(mask_ >> 6) & 63] + suitPoints[(mask_ >> 12) & 63] +
           suitPoints[mask_ >> 18];
  }

  constexpr CardSet operator&(CardSet o) const { return fromMask(mask_ & o.mask_); }
  constexpr CardSet operator|(CardSet o) const { return fromMask(mask_ | o.mask_); }
  constexpr CardSet operator-(CardSet o) const { return fromMask(mask_ & ~o.mask_); }
  friend constexpr bool operator==(CardSet, CardSet) = default;

  // Iteration from the lowest card index up.
  class iterator {
   public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = Card;
    using difference_type = std::ptrdiff_t;
    using pointer = const Card*;
    using reference = Card;
    constexpr iterator() = default;
    constexpr explicit iterator(std::uint32_t m) : m_(m) {}
    constexpr Card operator*() const { return Card::fromIndex(std::countr_zero(m_)); }
    constexpr iterator& operator++() { m_ &= m_ - 1; return *this; }
    constexpr iterator operator++(int) { iterator old = *this; ++*this; return old; }
    friend constexpr bool operator==(iterator, iterator) = default;
   private:
    std::uint32_t m_ = 0;
  };
  constexpr iterator begin() const { return iterator(mask_); }
  constexpr iterator end() const { return iterator(0); }

 private:
  // The game points of each subset of one suit's six cards (bit 0 the nine … bit 5 the ace).
  static constexpr std::array<std::uint8_t, 64> suitPoints = [] {
    std::array<std::uint8_t, 64> t{};
    for (unsigned m = 0; m < 64; ++m)
      t[m] = static_cast<std::uint8_t>(((m >> 2) & 1) + 2 * ((m >> 3) & 1) + 3 * ((m >> 4) & 1) + 4 * ((m >> 5) & 1));
    return t;
  }();
  std::uint32_t mask_ = 0;
};

// The card that wins between a winning card so far and a challenger (R11).
constexpr bool beats(Card challenger, Card best, Suit trump) {
  if (challenger.suit() == best.suit()) return challenger.rank() > best.rank();
  return challenger.suit() == trump;
}

}  // namespace bizon
