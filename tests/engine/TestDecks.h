// Decks for tests, written as the hands they deal so that a ruling's case reads like the table.
#pragma once

#include <catch2/catch.hpp>
#include <initializer_list>
#include <string>
#include <vector>

#include "Game.h"

namespace bizon::test {

inline Card card(const char* text) {
  auto c = parseCard(text);
  REQUIRE(c);
  return *c;
}

inline CardSet cards(std::initializer_list<const char*> texts) {
  CardSet s;
  for (const char* t : texts) s.add(card(t));
  return s;
}

// A deck from its 24 codes, top first.
inline Deck deckOf(const std::vector<std::string>& codes) {
  REQUIRE(codes.size() == deckSize);
  Deck d;
  CardSet seen;
  for (std::size_t i = 0; i < codes.size(); ++i) {
    d[i] = card(codes[i].c_str());
    REQUIRE_FALSE(seen.contains(d[i]));
    seen.add(d[i]);
  }
  return d;
}

// The deck dealt by `dealer` with 3-2 packets so that, after the initial deal, each seat holds the
// five cards listed; `completion` are deck indices 15–22, `grass` index 23.
inline Deck dealtDeck(Seat dealer, const PerSeat<std::vector<std::string>>& five,
                      const std::vector<std::string>& completion, const std::string& grass) {
  std::vector<std::string> codes;
  for (int size : {3, 2}) {
    Seat s = leftOf(dealer);
    for (int k = 0; k < 3; ++k, s = leftOf(s)) {
      std::size_t from = size == 3 ? 0 : 3;
      for (std::size_t i = from; i < from + static_cast<std::size_t>(size); ++i) codes.push_back(five[s][i]);
    }
  }
  codes.insert(codes.end(), completion.begin(), completion.end());
  codes.push_back(grass);
  return deckOf(codes);
}

// Drains the queue, keeping the events of one kind in order.
template <class E>
std::vector<E> drain(EventQueue& q) {
  std::vector<E> out;
  while (!q.empty()) {
    Event e = q.pop();
    if (auto* x = std::get_if<E>(&e)) out.push_back(*x);
  }
  return out;
}

// Plays the game's actions in order, requiring each to be accepted.
inline void pass(Game& g, int times) {
  for (int i = 0; i < times; ++i) REQUIRE_FALSE(g.apply({g.toAct(), Bid::pass()}));
}

}  // namespace bizon::test
