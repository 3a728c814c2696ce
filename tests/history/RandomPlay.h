// Test helper: random legal actions through a Match, and a set's actions flattened to comparable lines.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "GameRecord.h"
#include "Match.h"
#include "Random.h"

namespace bizon::test {

// One line per action of a set, in order: "g1 packets 3-2", "g1 bid goat eat S", "g2 play you AS".
// The kill test compares what a writer reported as saved with what the file holds.
inline std::vector<std::string> actionsOf(const std::vector<GameRecord>& games) {
  std::vector<std::string> lines;
  // Built by appending: GCC 12 warns falsely (-Wrestrict) about chains of operator+ on strings.
  auto line = [&](std::size_t g, std::initializer_list<std::string_view> words) {
    std::string text = "g";
    text.append(std::to_string(g + 1));
    for (std::string_view w : words) text.append(" ").append(w);
    lines.push_back(std::move(text));
  };
  for (std::size_t g = 0; g < games.size(); ++g) {
    const GameRecord& r = games[g];
    for (const Move& m : r.moves) {
      if (const auto p = m.packets()) {
        line(g, {"packets", *p == Packets::ThreeTwo ? "3-2" : "2-3"});
      } else if (const auto b = m.bid()) {
        const std::string trump(b->trump ? 1 : 0, b->trump ? code(*b->trump) : ' ');
        if (b->trump)
          line(g, {"bid", code(m.seat()), b->eat ? "eat" : "pass", trump});
        else
          line(g, {"bid", code(m.seat()), b->eat ? "eat" : "pass"});
      } else {
        const std::string card = code(*m.card());
        line(g, {"play", code(m.seat()), card});
      }
    }
  }
  return lines;
}

// Makes one random legal action for the seat to act (packets, bid or card); throws if the match
// refuses it, which would be a bug in this helper or in the rules.
inline void playRandomAction(Match& match, Random& random) {
  const Seat seat = match.game().toAct();
  const SeatView view = match.view(seat);
  std::optional<Refusal> refusal;
  switch (view.decision) {
    case Decision::Packets:
      refusal = match.apply({seat, random.below(2) == 0 ? Packets::ThreeTwo : Packets::TwoThree});
      break;
    case Decision::Bid: {
      Bid bid = Bid::pass();
      if (random.below(3) == 0) {
        if (view.round == 1) {
          bid = Bid::eatGrass();
        } else {
          Suit trump = view.grass->suit();
          while (trump == view.grass->suit()) trump = allSuits[random.below(4)];
          bid = Bid::eatGrass(trump);
        }
      }
      refusal = match.apply({seat, bid});
      break;
    }
    case Decision::Play: {
      std::vector<Card> legal(view.legal.begin(), view.legal.end());
      refusal = match.apply({seat, legal[random.below(static_cast<std::uint32_t>(legal.size()))]});
      break;
    }
  }
  match.events().clear();
  if (refusal) throw std::logic_error("random action refused: " + describe(*refusal));
}

// Plays count random actions, or fewer if the set ends first. (A Match is not returned by value:
// its game points at the match's own event queue.)
inline void playRandomly(Match& match, int count, Random& random) {
  for (int i = 0; i < count && !match.over(); ++i) playRandomAction(match, random);
}

}  // namespace bizon::test
