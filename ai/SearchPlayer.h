// The `normal` and `hard` players: determinised search, each sampled deal solved exactly, for cards (normal: its last four) and hard's bids.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "BidValues.h"
#include "Knowledge.h"
#include "Player.h"
#include "SolverPool.h"

namespace bizon {

class PlayModel;

struct SearchOptions {
  int samples = 20;           // deals per card decision
  int bidSamples = 60;        // deals per bid decision
  int candidates = 4;         // with inference: candidates drawn per kept deal, kept by likelihood
  // Bids solve their deals in batches and stop once the choice is settled: every eat this many
  // standard errors below passing, or the best this many above passing and the other trumps.
  int bidBatch = 12;
  double stopZ = 2.5;
  // The work of a decision is bounded by counts alone, so that the same seed makes the same
  // decisions on any machine and under any load: the deals above, and the search nodes one solve
  // of a deal may take before it stops with the bounds it proved (0: no limit). Hard's counts
  // keep its decisions within about 100 ms (p95) on a 2-core machine (ai/bench/README.md).
  std::uint64_t dealNodes = 150'000;
  // The safety net: wall-clock milliseconds after which a decision starts no deal and cuts the
  // solves under way (0: none). Far above what the counts take, it fires only on a machine many
  // times slower or busier than expected, and then the decision is no longer reproducible
  // (Effort::clock, counted by the arena).
  int capMillis = 3000;
  int threads = 2;            // solver workers per decision
  bool inference = true;      // while playing, read voids and bids; off: plain determinisation, for measurement
  bool readPasses = true;     // while bidding, weigh the deals by how likely the earlier passes were
  // While playing, with inference: the model of how each seat plays (hard: assets/play_model.txt),
  // by which each candidate deal is weighed by how likely the others' earlier cards were in it,
  // raised to playWeight (nullptr or 0: the cards played are read for voids only).
  const PlayModel* playModel = nullptr;
  double playWeight = 1;
  bool searchBids = true;     // off: bid by the rules of thumb's count (HeuristicPlayer::ruleBid)
  // Cards in hand at or below which a card is searched; with more, the club's rules of thumb
  // play it (HeuristicPlayer::ruleCard): 8 searches every card (hard), normal 4.
  int searchFrom = 8;
  // Solving a deal with every card in sight favours the Otters, who then coordinate perfectly:
  // the Bizon's value in a solved deal underrates what eating is worth against real players.
  // This is added to every Bizon's solved value while bidding (tuned in the arena, hard players
  // all round, on the bids where two settings disagree).
  double eatBias = 1;
  // Added to every eat's gain over passing when this player decides its own bid: the solved
  // deals assume Otters who see every card and defend perfectly, while real Otters do not, so a
  // Bizon who plays well gains more by eating than the deals say (how 1 was chosen: ai/bench/README.md).
  double eatMargin = 1;
  // The learned bid values (hard: assets/bid_values.json, ai_learn_bids): a bid whose learned
  // gain (with eatMargin and the set's standing) lies more than closeBand SP from 0 is taken from
  // them without a search; the close ones, or every bid without them, are searched.
  const BidValues* bidValues = nullptr;
  double closeBand = 1.5;
  // The games of the set the player sits through (Chair::games; 0: unknown): in its last
  // lastGames games it eats more readily when behind and less when ahead (standingShift).
  int setGames = 0;
  int lastGames = 3;
};

// What the set's standing adds to an eat's gain over passing in the game `gamesLeft` from the
// end (1: the last game), for a player `lead` SP ahead of the best other (behind if negative):
// a player behind needs the risk of eating, one ahead keeps its lead by passing (R15). Zero
// before the last `lastGames` games; at most 2 SP either way.
double standingShift(int gamesLeft, int lead, int lastGames);

// Samples the hidden cards consistently with everything the seat saw (hand sizes, the eaten
// grass, voids shown by not following, and the bids and, with a play model, the cards played,
// weighted by how likely each sampled hand was to bid and play so), or lists every consistent
// deal once they are few; solves each exactly (Solver, on
// every core: SolverPool) and takes the card whose R13 value, averaged over the deals, is best
// for its side. Bids compare the average value of eating (with each allowed trump in round 2)
// against passing, on the same deals of the unseen cards, weighted by how likely the earlier
// passes were; after a pass the later bidders eat as the fitted eat curves say. With learned bid
// values (hard) only the bids they find close are searched; the others are taken from them.
// Deterministic: each decision is seeded by the player's seed and the view (ViewHash), and its
// work is counted in deals and nodes, never timed (unless the safety net fires).
class SearchPlayer : public Player {
 public:
  SearchPlayer(std::uint64_t seed, SearchOptions options);

  static SearchOptions normalOptions();
  static SearchOptions hardOptions();

  // How much of its sampled deals the last bid or card decision solved, whether a solve stopped
  // at its node limit with bounds, and whether the safety net's clock cut it: for measurement.
  struct Effort {
    int solved = 0, sampled = 0;
    bool cut = false, clock = false;
    // A bid's best eat (its trump), and its mean value over passing as the deals said.
    Suit trump = Suit::Clubs;
    double gain = 0;
  };
  const Effort& lastEffort() const { return effort_; }
  // The set's standing, from how each game ended (the games of one set in turn; a new set
  // begins after setGames).
  void gameOver(const Score& score) override;
  void stopWhen(const std::atomic<bool>& stop) override { pool_.setStop(&stop); }

 protected:
  // A deal of the hands now, while playing.
  struct PlayDeal {
    std::array<std::uint32_t, 3> hands{};
    double weight = 1;
  };
  // A deal while bidding: every seat's first five cards and deck cards 15-22 (R9), and for each
  // bid still to come a uniform draw that decides, through the eat curves, whether that bidder
  // eats (0.5: exactly when the curve says more likely than not).
  struct BidDeal {
    std::array<CardSet, 3> five{};
    std::array<Card, 8> completion{};
    std::array<double, 6> draw{0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
    double weight = 1;
  };
  // What the seat may believe: sampled from its view. `cheat` overrides these with the truth.
  virtual std::vector<PlayDeal> playDeals(const SeatView& view, Random& random) const;
  virtual std::vector<BidDeal> bidDeals(const SeatView& view, Random& random) const;

  const SearchOptions& options() const { return options_; }

 private:
  // The answers decide() gives, one per kind of decision.
  Packets choosePackets(const SeatView& view) override;
  Bid bid(const SeatView& view) override;
  Card play(const SeatView& view) override;
  // The search of a bid: the best eat (its trump) or a pass, `shift` added to the gains.
  Bid searchBid(const SeatView& view, double shift);
  // standingShift for this seat now.
  double standing(const SeatView& view) const;
  // The relative value (R13, levelValue) for `me` of the game after `eater` eats naming `trump`,
  // solved on the deal (the middle of the bounds proved if the node limit cut the solve short).
  double gameValue(Solver& solver, const BidDeal& deal, const SeatView& view, int eater, Suit trump) const;
  // The same for passing now: the later bidders eat as the eat curves and the deal's draws say.
  double passValue(Solver& solver, const BidDeal& deal, const SeatView& view) const;
  SolverPool::Deadline deadline() const;

  std::uint64_t seed_;
  SearchOptions options_;
  SolverPool pool_;
  Effort effort_;
  int gamesScored_ = 0;      // in the current set
  PerSeat<int> totals_{};    // its SP so far
};

// How likely the bids a seat made are, had its first five cards been among `original` (its eight
// cards of the game, without the eaten grass): the bid model averaged over which five they were.
double bidLikelihood(const SeatView& view, int seat, CardSet original);
// The same for both other seats of a deal of the hands now, while playing (`k`: the view's knowledge).
double othersBidLikelihood(const SeatView& view, const Knowledge& k, const std::array<CardSet, 3>& hands);

}  // namespace bizon
