// The moments --at takes: each word of hooks/Moment.h's list parses back to its moment, --help
// and the error on a wrong word name them all, and nothing else parses.
#include <catch2/catch.hpp>

#include <string>

#include "hooks/Moment.h"

using namespace bizon::hooks;

TEST_CASE("every moment's word parses to it, numbered ones from 1 to 9", "[moment]") {
  for (const MomentWord& w : momentWords()) {
    CAPTURE(std::string(w.word));
    for (int n = 1; n <= (w.number.empty() ? 1 : 9); ++n) {
      const Moment moment{w.kind, n};
      const std::string word = momentWord(moment);
      REQUIRE(parseMoment(word) == moment);
    }
    // How to play's first page needs no number; a lesson does.
    CHECK(parseMoment(w.word).has_value() == (w.number != "-N"));
    if (!w.number.empty()) {
      CHECK_FALSE(parseMoment(std::string(w.word) + "-0"));
      CHECK_FALSE(parseMoment(std::string(w.word) + "-10"));
    }
  }
  CHECK(parseMoment("howto") == Moment{MomentKind::HowTo, 1});
  CHECK(parseMoment("learn-3") == Moment{MomentKind::Learn, 3});
  for (const char* wrong : {"", "Trick", "trick-2", "learn", "learn-", "coach-", "review-", "bidding "})
    CHECK_FALSE(parseMoment(wrong));
}

TEST_CASE("the list for --help and for the error names every moment, the help with what it shows", "[moment]") {
  const std::string plain = momentList(), described = momentList(true, 32);
  for (const MomentWord& w : momentWords()) {
    const std::string word = std::string(w.word) + std::string(w.number);
    CHECK(plain.find(word) != std::string::npos);
    CHECK(described.find(word + " (" + std::string(w.shows) + ")") != std::string::npos);
  }
  // Wrapped to 96 columns under the help's second column.
  std::size_t start = 0;
  for (std::size_t end; (end = described.find('\n', start)) != std::string::npos; start = end + 1) {
    CHECK(end - start + (start == 0 ? 32 : 0) <= 96);
    CHECK(described.substr(end + 1, 32) == std::string(32, ' '));
  }
}

TEST_CASE("the history's screens keep the history; they, the menu, the settings and How to play open over the table",
          "[moment]") {
  CHECK(isHistoryMoment(*parseMoment("review-hands")));
  CHECK_FALSE(isHistoryMoment(*parseMoment("menu")));
  CHECK(isScreenOverTable(*parseMoment("howto-2")));
  CHECK(isScreenOverTable(*parseMoment("stats")));
  CHECK_FALSE(isScreenOverTable(*parseMoment("learn-1")));
  CHECK_FALSE(isScreenOverTable(*parseMoment("trick")));
}
