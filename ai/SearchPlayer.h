// The `normal` and `hard` players: determinised search, each sampled deal solved exactly, for bids and cards.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "Player.h"
#include "Solver.h"

namespace bizon {

struct SearchOptions {
  int samples = 20;           // deals per card decision
  int bidSamples = 10;        // deals per bid decision
  int candidates = 4;         // with inference: candidates drawn per kept deal, kept by likelihood
  std::uint64_t nodeBudget = 250'000;   // search nodes a card decision may spend; then no new deal starts
  std::uint64_t bidBudget = 150'000;    // the same for a bid (each deal is solved two or three times)
  std::uint64_t dealLimit = 100'000;    // nodes one deal may take before it is dropped
  bool inference = true;      // while playing, read voids and bids; off: plain determinisation, for measurement
  // Solving a deal with every card in sight favours the Otters, who then coordinate perfectly:
  // the Bizon's value in a solved deal underrates what eating is worth against real players.
  // This is added to every Bizon's solved value while bidding. Tuned by playing out every bid on
  // which two settings disagree, hard players all round: 1 beat 0, 0.5, 2 and 3 (3 ate far too
  // often: +0.2 SP per deal to the bidder for 2 over 3).
  double eatBias = 1;
};

// Samples the hidden cards consistently with everything the seat saw (hand sizes, the eaten
// grass, voids shown by not following, and the bids, weighted by how likely each sampled hand was
// to bid so), or lists every consistent deal once they are few; solves each exactly (Solver) and
// takes the card whose R13 value, averaged over the deals, is best for its side. Bids compare the
// average value of eating (each allowed trump in round 2) against passing on the same uniform
// deals of the unseen cards.
// Deterministic: each decision is seeded by the player's seed and the view (ViewHash).
class SearchPlayer : public Player {
 public:
  SearchPlayer(std::uint64_t seed, SearchOptions options);
  Packets choosePackets(const SeatView& view) override;
  Bid bid(const SeatView& view) override;
  Card play(const SeatView& view) override;

  static SearchOptions normalOptions();
  static SearchOptions hardOptions();

 protected:
  // A deal of the hands now, while playing.
  struct PlayDeal {
    std::array<std::uint32_t, 3> hands{};
    double weight = 1;
  };
  // A deal while bidding: every seat's first five cards and deck cards 15-22 (R9).
  struct BidDeal {
    std::array<CardSet, 3> five{};
    std::array<Card, 8> completion{};
    double weight = 1;
  };
  // What the seat may believe: sampled from its view. `cheat` overrides these with the truth.
  virtual std::vector<PlayDeal> playDeals(const SeatView& view, Random& random) const;
  virtual std::vector<BidDeal> bidDeals(const SeatView& view, Random& random) const;

  const SearchOptions& options() const { return options_; }

 private:
  // The relative value (R13, levelValue) for `me` of the game after `eater` eats naming `trump`,
  // solved on the deal; nothing if the solve ran over its limit.
  std::optional<double> gameValue(const BidDeal& deal, const SeatView& view, int eater, Suit trump);
  // The same for passing now: the later bids follow the rules of thumb on the deal's hands.
  std::optional<double> passValue(const BidDeal& deal, const SeatView& view);

  std::uint64_t seed_;
  SearchOptions options_;
  Solver solver_;
};

// How likely the bids a seat made are, had its first five cards been among `original` (its eight
// cards of the game, without the eaten grass): the bid model averaged over which five they were.
double bidLikelihood(const SeatView& view, int seat, CardSet original);

}  // namespace bizon
