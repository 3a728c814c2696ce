// What the history keeps about a set besides its game records: when, who played, in which language, how it was dealt.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "Match.h"
#include "Seat.h"

namespace bizon {

// How a set came into the history; review and statistics may keep them apart. Online: played at a
// table of friends (a table server held it); never resumed against Goat and Sheep.
enum class SetOrigin : std::uint8_t { Played, Simulated, Online };

std::string_view code(SetOrigin origin);  // "played", "simulated", "online"
std::optional<SetOrigin> parseSetOrigin(std::string_view text);
// Whether a set of `origin` is among the sets of `chosen`: the sets you played are those played
// here and those played online; the others are only themselves.
bool isOf(SetOrigin origin, SetOrigin chosen);

// With whom a set was played online: the table's code (how the window finds the set again when it
// comes back to the table), the chair that was yours, and the people's names in the chairs, empty
// where a built-in player sat (Goat, Sheep; `players` says its level).
struct OnlineTable {
  std::string code;
  Seat seat = Seat::You;
  PerSeat<std::string> names;
  bool operator==(const OnlineTable&) const = default;
};

using TimePoint = std::chrono::sys_seconds;

struct SetMetadata {
  // The set's name in the history and its file name: "20250301-142233-9f3a07c1" (UTC start time
  // and a random tag, so that names sort by date and never collide).
  std::string id;
  TimePoint started{};
  std::optional<TimePoint> ended;  // set once the last game is scored
  std::string language;            // the table's language code, "en", "fr"; empty if none
  // Who sat at each seat: "human", or the AI's kind and level as the settings name it; from the
  // set's first game until the first of `changes`.
  PerSeat<std::string> players;
  SetOrigin origin = SetOrigin::Played;
  // The seed and shuffle decide every deck still to come, so a resumed set deals as it would have.
  MatchOptions options;
  // Left unfinished for a new set (New set, confirmed): kept in the history, never resumed. Files
  // written before the mark existed have none: not abandoned.
  bool abandoned = false;
  // Decisions you took back, so that statistics can leave those sets out: the games hold what was finally played. Files written
  // before take-backs existed, and sets without any, have none.
  int takeBacks = 0;
  // A level chosen in the middle of the set applies from the next game: from `game` (from 0) on,
  // `players` sat there. Games in increasing order; none in files written before such changes.
  struct PlayersFrom {
    int game = 0;
    PerSeat<std::string> players;
    bool operator==(const PlayersFrom&) const = default;
  };
  std::vector<PlayersFrom> changes{};
  // With whom, present exactly when origin is Online. The seed of an online set is the server's, told once the
  // set is over: until then `options.seed` is 0 (the records' decks are the truth; nothing is dealt
  // from it here).
  std::optional<OnlineTable> online{};
  // A daily deal: the UTC date whose deals it plays (`options` are dailyDealOptions of that date).
  std::optional<std::chrono::sys_days> daily{};
  // A practice game: the deal of game `game` (from 0) of the set `set` played again, its cards,
  // dealer and packets as they were; kept out of the statistics (its cards were known).
  struct PracticeOf {
    std::string set;
    int game = 0;
    bool operator==(const PracticeOf&) const = default;
  };
  std::optional<PracticeOf> practice{};

  // Who played game `game` (from 0).
  const PerSeat<std::string>& playersOf(int game) const;
  // `players` sit there from game `game` on (the last game so far, or the next one).
  void playersFrom(int game, PerSeat<std::string> who);
};

bool operator==(const SetMetadata& a, const SetMetadata& b);

// A new set's id from its start time and a random tag.
std::string makeSetId(TimePoint started, std::uint64_t tag);
// Ids name files, so only letters, digits, '-' and '_' (1 to 64 of them) are accepted.
bool isValidSetId(std::string_view id);

// "2025-03-01T14:22:33Z" and back; nullopt for anything else (the history stores UTC only).
std::string formatTime(TimePoint t);
std::optional<TimePoint> parseTime(std::string_view text);
// "2026-12-07" and back (a daily deal's date).
std::string formatDate(std::chrono::sys_days date);
std::optional<std::chrono::sys_days> parseDate(std::string_view text);

}  // namespace bizon
