// The moments a screenshot can wait for (--at): the one list of them, parsed, named and described here.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace bizon::hooks {

enum class MomentKind {
  // The table, played by the computer in your seat up to the moment.
  Start, Deal, Bidding, Round2, Trick, Scored, SetOver,
  // Today's daily deal played through the same way, its end set beside Hard's in your seat.
  Daily,
  // The coach's and the hint's, at your decision.
  Coach, CoachEnd, Hint, HintTrick,
  // A screen over the table at your first bid.
  Menu, Settings, HowTo,
  // Play with friends: hosting, joining, and a hosted table's lobby (a server on 127.0.0.1); its
  // table once started (the lobby's ready and start tapped by the hooks, Goat and Sheep in the
  // other chairs), played by the computer in your seat up to a trick.
  Host, Join, Lobby, Online,
  // The history's screens, over the sets of the data directory.
  History, Sheet, Review, ReviewHands, ReviewAnalysis, Stats, StatsAccuracy,
  // A lesson's first step.
  Learn,
};

struct Moment {
  MomentKind kind = MomentKind::Start;
  int number = 1;  // How to play's page, the lesson (HowTo, Learn): from 1
  bool operator==(const Moment&) const = default;
};

// A kind of moment as --at takes it, and what it shows (for --help).
struct MomentWord {
  MomentKind kind;
  std::string_view word;    // "howto", "learn" …: the numbered kinds take "-N" after it
  std::string_view number;  // "", "-N" (a number is needed) or "[-N]" (page 1 without)
  std::string_view shows;
};

// Every kind, in the order --help lists them.
std::span<const MomentWord> momentWords();
// The moment --at names by `word` ("trick", "learn-3", "howto" for page 1), if any.
std::optional<Moment> parseMoment(std::string_view word);
// The word of a moment, as parseMoment takes it.
std::string momentWord(Moment moment);
// Every word --at takes ("start, deal, … learn-N"), for the error on a word it does not know; with
// what each shows and wrapped to 96 columns after `indent` spaces (the first line unindented), for --help.
std::string momentList(bool described = false, std::size_t indent = 0);

// The moments of the history's screens (their screenshots keep the history).
bool isHistoryMoment(Moment moment);
// The moments shown by a screen over the table, taken at your first bid.
bool isScreenOverTable(Moment moment);

}  // namespace bizon::hooks
