// What the analysis of a stored game found: every decision of one seat, each option valued, so that review, coach and statistics say how costly each choice was.
#pragma once

#include <array>
#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "GameRecord.h"
#include "Move.h"
#include "Seat.h"

namespace bizon {

enum class DecisionKind : std::uint8_t { Packets, Bid, Play };

// "packets", "bid", "play": as `bizon analyse --json` and the analysis file write them.
std::string_view code(DecisionKind kind);
std::optional<DecisionKind> parseDecisionKind(std::string_view text);

// Values are kept to a millionth of an SP: finer digits mean nothing, and a value so rounded reads
// back from JSON as the very same double (Boost.JSON's parser may miss the last bit of others).
inline double roundSp(double sp) { return std::round(sp * 1e6) / 1e6; }

// The SP a game can give a seat (R13, and 0 for a pass-out, R8), from the worst to the best: the
// order of OptionValue::spShares.
inline constexpr std::array<int, 6> gameSps{-10, -5, 0, 1, 3, 10};

// One legal option and what it is worth to the seat, in SP, and the facts behind it that the
// reasons quote (the analysis's own sampled deals, weighted as it weighs them).
struct OptionValue {
  Choice choice;                      // packets, a bid (a round-1 eat names no trump), or a card
  double expectedSp = 0;              // over the deals consistent with the seat's view (R18)
  std::optional<double> exactSp;      // play only: with every hand known, everyone perfect from here (R13)
  // The share of the sampled deals in which the game gives the seat each of gameSps after this
  // option: expectedSp is their mix and nothing else (no bias, no margin). Empty when not known.
  std::optional<std::array<double, 6>> spShares = std::nullopt;
  // Play only: the share of the sampled deals in which the seat's side takes the trick in
  // progress with this card, the others of the trick playing to take it for their side.
  std::optional<double> trickShare = std::nullopt;

  // The share of the deals in which the seat ends with at least `sp` (3: it wins the game).
  double shareAtLeast(int sp) const;
  friend bool operator==(const OptionValue&, const OptionValue&) = default;
};

struct DecisionAnalysis {
  DecisionKind kind = DecisionKind::Play;
  int index = 0;                      // K of the record's `bidding` or `play` list; 0 for packets
  Choice played;                      // the option the seat chose
  std::vector<OptionValue> options;   // every legal option
  Choice best;                        // the option of highest expected SP (the played one on a tie)
  double costSp = 0;                  // best's expected SP minus the played one's: never negative
  double noiseSp = 0;                 // the standard error of costSp over the sampled deals (Marks.h)

  const OptionValue* option(const Choice& choice) const {
    for (const OptionValue& o : options)
      if (o.choice == choice) return &o;
    return nullptr;
  }
  // More than one distinct value: a decision that could go wrong, the ones accuracy counts.
  bool realChoice() const;
  friend bool operator==(const DecisionAnalysis&, const DecisionAnalysis&) = default;
};

// The moves of the record made before the decision, the move of its moment: the packets 0, bid K
// 1 + K, card K 1 + every bid + K.
int moveOf(const DecisionAnalysis& decision, const GameRecord& record);

// One seat's decisions in one game of a set.
struct GameAnalysis {
  int game = 0;                 // position of the game in the set, from 0
  Seat seat = Seat::You;
  std::uint64_t record = 0;     // recordFingerprint of the game analysed, once kept: a changed record is stale
  std::vector<DecisionAnalysis> decisions;  // in the order they were made

  // The decision made at the record's move `move` (the one of the moment {game, move}), or nullptr.
  const DecisionAnalysis* decisionAt(const GameRecord& analysed, int move) const;
  friend bool operator==(const GameAnalysis&, const GameAnalysis&) = default;
};

// Everything analysed of one set, for any seats, as its analysis file keeps it.
struct SetAnalysis {
  std::string setId;
  int method = 0;               // the analysis method's version: another one makes every game stale
  std::vector<GameAnalysis> games;

  const GameAnalysis* find(int game, Seat seat) const {
    for (const GameAnalysis& g : games)
      if (g.game == game && g.seat == seat) return &g;
    return nullptr;
  }
  friend bool operator==(const SetAnalysis&, const SetAnalysis&) = default;
};

}  // namespace bizon
