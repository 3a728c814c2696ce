// A computer player: decides the packets, the bids and the cards of one seat from its view only (R18).
#pragma once

#include <atomic>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "AiLevel.h"
#include "Match.h"
#include "Score.h"
#include "SeatView.h"
#include "seats/Table.h"

namespace bizon {

// Something a program in a chair did wrong (bot-protocol.md): its decision was taken by the
// built-in player of the chair's level instead. `Dead`: it crashed, closed its output, or never
// greeted; it is not restarted within the set.
struct BotFault {
  enum Kind { Late, Illegal, NotJson, Dead } kind;
  std::string detail;
};
// "late", "illegal", "not_json", "dead".
std::string_view code(BotFault::Kind kind);

// A player is itself the port of its chair, so that a table's one call per move reaches its
// decide (docs/architecture.md's "What a move costs"); it answers at once. The host tells it how
// each game it sat in ended through gameOver (a program hears game_over).
class Player : public SeatPort {
 public:
  // The seat's move for the decision its view awaits: the packets (R16), a bid (R6–R7) or one
  // of view.legal (R10).
  Move decide(const SeatView& view);
  // Beside decide (Player.cpp), which it inlines: simulate asks it for every move.
  bool decide(const SeatView& view, int turn, Move& move) final;
  // The faults since last asked, each reported once; only a program in the chair has any.
  virtual std::vector<BotFault> takeFaults() { return {}; }
  // Once `stop` is set, a decision under way ends as soon as it can, its move not to be used: for
  // a play abandoned midway (the daily deal's other table closed). Only a search has one to end.
  virtual void stopWhen(const std::atomic<bool>& /*stop*/) {}

 private:
  virtual Packets choosePackets(const SeatView& view) = 0;
  virtual Bid bid(const SeatView& view) = 0;
  virtual Card play(const SeatView& view) = 0;
};

// Where a player sits and what its host tells a program there ("exec:" kinds).
struct Chair {
  Seat seat = Seat::Goat;
  AiLevel level = AiLevel::Hard;  // the built-in player that decides when the program fails
  bool fullShuffle = false;     // R17, told in hello
  int games = gamesPerSet;      // games the host will play with it, told in hello
  double botTimeout = 10;       // seconds a program may take per answer
  bool botLog = false;          // the program's stderr to ours; otherwise it is discarded
  // The most solver threads Bizon's own search player there may use (the table: the cores its
  // frame leaves free, so that the frame keeps its pace); a tuned kind's `threads` is capped too.
  int searchThreads = 2;
};

// The kinds a player can be made of, by name, for the command line: "random" (baseline and
// fuzzer), "easy" (the rules of thumb as a beginner keeps them), "heuristic" (a club player's
// rules of thumb), "normal" (bids by the rules of thumb's count, plays by them until its last four
// cards, which a light search reads), "hard" (bids and plays by a deeper search), "noinfer"
// (hard's search without reading voids and bids, for measurement). A search kind may be tuned for measurement with ":name=value,...": bias, margin, samples, bidsamples,
// nodes (per solve), cap (the safety net's milliseconds, 0 for none), threads, batch, stopz, band
// (the learned bid values' close band), passes, inference and searchbids (0 or 1), searchfrom
// (cards in hand from which on the search plays; more, the rules of thumb), learned=0
// (every bid searched, without the learned values), plays (the exponent of the play model's
// weight on a deal, 0 for none) and candidates (deals drawn per deal kept).
std::vector<std::string> playerKinds();
// A player of that kind, deterministic given the seed; nullptr for an unknown kind. The levels'
// names ("easy", "normal", "hard") are kinds too.
std::unique_ptr<Player> makePlayer(std::string_view kind, std::uint64_t seed);
// The player of a level the game offers (AiLevel.h), deterministic given the seed.
std::unique_ptr<Player> makePlayer(AiLevel level, std::uint64_t seed);
// The same as a chair's port: what a table server seats for a person who is away (its PlayerMaker).
std::unique_ptr<SeatPort> builtInPlayer(AiLevel level, std::uint64_t seed);
// The same, with at most chair.searchThreads solver threads, and "exec:COMMAND" too: a program speaking bizon-bot-1 (docs/bot-protocol.md)
// started in that chair, the command split as a shell would and run without one. Throws
// std::invalid_argument for a command that cannot be split or started.
std::unique_ptr<Player> makePlayer(std::string_view kind, std::uint64_t seed, const Chair& chair);

// Asks the player for the move the match awaits of its seat, and makes it.
std::optional<Refusal> playTurn(Match& match, Player& player);

}  // namespace bizon
