// A computer player: decides the packets, the bids and the cards of one seat from its view only (R18).
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "Match.h"
#include "SeatView.h"

namespace bizon {

class Player {
 public:
  virtual ~Player() = default;
  virtual Packets choosePackets(const SeatView& view) = 0;  // R16
  virtual Bid bid(const SeatView& view) = 0;                // R6–R7
  virtual Card play(const SeatView& view) = 0;              // one of view.legal
};

// The kinds a player can be made of, by name, for the command line: "random" (baseline and
// fuzzer), "heuristic" (rules of thumb), "normal" and "hard" (determinised search, hard spends
// more effort), "noinfer" (hard's search without reading voids and bids, for measurement).
std::vector<std::string> playerKinds();
// The levels the game's settings offer for Goat and Sheep: "easy" (heuristic), "normal", "hard";
// makePlayer takes them as kinds too. "hard" is the default.
std::vector<std::string> aiLevels();
// A player of that kind, deterministic given the seed; nullptr for an unknown kind.
std::unique_ptr<Player> makePlayer(std::string_view kind, std::uint64_t seed);

// Asks the player for the decision the match awaits of its seat, and makes it.
std::optional<Refusal> playTurn(Match& match, Player& player);

}  // namespace bizon
