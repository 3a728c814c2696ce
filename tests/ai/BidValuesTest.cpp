// Hard's learned bid values (R6, R7): their file and codec, the fall-back to the search when the file is missing or damaged, and the set's standing (R15).
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "Arena.h"
#include "BidValues.h"
#include "SearchPlayer.h"
#include "codec/BidValuesCodec.h"

using namespace bizon;

namespace {

const std::filesystem::path shipped = std::filesystem::path(BIZON_SOURCE_DIR) / "assets" / "bid_values.json";

std::string shippedText() {
  std::ifstream in(shipped);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// A file holding `text`, in the test's own temporary directory.
std::filesystem::path fileWith(const std::string& name, const std::string& text) {
  const auto dir = std::filesystem::temp_directory_path() / "bizon-bid-values-test";
  std::filesystem::create_directories(dir);
  std::ofstream(dir / name) << text;
  return dir / name;
}

SearchOptions light(const BidValues* values) {
  SearchOptions o;
  o.bidSamples = 12;
  o.dealNodes = 20'000;
  o.threads = 1;
  o.bidValues = values;
  return o;
}

// Every bid of the first deals of an arena seed, each asked of both players; true if all agree.
int bidsCompared(SearchPlayer& a, SearchPlayer& b, int deals, bool& agree) {
  int bids = 0;
  agree = true;
  for (int d = 0; d < deals; ++d) {
    Game game = SeededDeal(35, d).start();
    while (game.phase() == Phase::Bidding) {
      const SeatView view = viewOf(game, game.toAct());
      const Bid x = *a.decide(view).bid(), y = *b.decide(view).bid();
      agree = agree && x == y;
      ++bids;
      game.apply({view.seat, x});
    }
  }
  return bids;
}

}  // namespace

TEST_CASE("R6, R7: the shipped bid values are read through their codec, say how they were rebuilt, and survive a round trip",
          "[bidvalues][R6][R7]") {
  std::string why;
  const auto file = parseBidValues(shippedText(), why);
  INFO(why);
  REQUIRE(file);
  CHECK(file->rebuiltBy.starts_with("ai_learn_bids"));
  REQUIRE(file->bids.size() == 6);
  for (const auto& row : file->bids) CHECK(row.labels > 1000);
  const auto again = parseBidValues(bidValuesText(*file), why);
  REQUIRE(again);
  CHECK(bidValuesText(*again) == bidValuesText(*file));
  REQUIRE(BidValues::load(shipped, why));
  // The first line holds the command that rebuilds the file.
  CHECK(shippedText().substr(0, shippedText().find('\n')).find("\"rebuilt_by\":\"ai_learn_bids") != std::string::npos);
}

TEST_CASE("R6, R7: a damaged bid values file is refused with the first problem named", "[bidvalues][R6][R7]") {
  std::string text = shippedText(), why;
  CHECK_FALSE(parseBidValues(text.substr(0, text.size() / 2), why));
  CHECK_FALSE(why.empty());
  std::string wrongFormat = text;
  wrongFormat.replace(wrongFormat.find("bizon-bid-values-1"), 18, "bizon-bid-values-9");
  CHECK_FALSE(parseBidValues(wrongFormat, why));
  CHECK(why.find("format") != std::string::npos);
  std::string shortRow = text;
  shortRow.replace(shortRow.find("\"weights\":[") + 11, 0, "1,");
  CHECK_FALSE(parseBidValues(shortRow, why));
  CHECK(why.find("bids[0].weights") != std::string::npos);
  std::string renamed = text;
  renamed.replace(renamed.find("\"trumps\""), 8, "\"trunks\"");
  REQUIRE(parseBidValues(renamed, why));  // the codec reads it; Hard does not know that feature
  CHECK_FALSE(BidValues::fromText(renamed, why));
  CHECK(why.find("trunks") != std::string::npos);
}

TEST_CASE("R6, R7: without its bid values, missing or damaged, Hard warns and searches every bid as before", "[bidvalues][R6][R7]") {
  for (const auto& file : {fileWith("damaged.json", shippedText().substr(0, 200)), shipped.parent_path() / "no-such-file.json"}) {
    std::ostringstream warnings;
    const auto values = BidValues::loadOrWarn(file, warnings);
    CHECK_FALSE(values);
    CHECK(warnings.str().find("searches every bid") != std::string::npos);
    CHECK(warnings.str().find(file.filename().string()) != std::string::npos);
  }
  // Without values the player is the searching one: the same bids, every one searched.
  SearchPlayer without(7, light(nullptr)), searching(7, light(nullptr));
  bool agree = false;
  CHECK(bidsCompared(without, searching, 6, agree) > 6);
  CHECK(agree);
  CHECK(without.lastEffort().sampled > 0);
}

TEST_CASE("R6, R7: with its bid values Hard decides the clear bids from them and searches only the close ones",
          "[bidvalues][R6][R7]") {
  std::string why;
  const auto values = BidValues::load(shipped, why);
  REQUIRE(values);
  SearchPlayer learned(7, light(&*values));
  const SearchOptions o = light(&*values);
  int alone = 0, searched = 0;
  for (int d = 0; d < 30; ++d) {
    Game game = SeededDeal(36, d).start();
    while (game.phase() == Phase::Bidding) {
      const SeatView view = viewOf(game, game.toAct());
      const Bid bid = *learned.decide(view).bid();
      const SearchPlayer::Effort e = learned.lastEffort();
      if (e.sampled == 0) {
        ++alone;
        const double gain = values->gain(static_cast<int>(view.bids.size()), view.hand, *view.grass, e.trump) + o.eatMargin;
        CHECK(std::abs(gain) > o.closeBand);
        CHECK(bid.eat == (gain > 0));
        if (bid.eat && view.round == 2) CHECK(*bid.trump == e.trump);
      } else {
        ++searched;
      }
      game.apply({view.seat, bid});
    }
  }
  CHECK(alone > searched);
  CHECK(searched > 0);
}

TEST_CASE("R15: in the set's last games a player behind eats more readily and one ahead less", "[bidvalues][R15]") {
  CHECK(standingShift(5, -6, 3) == 0);   // not yet the last games
  CHECK(standingShift(1, 0, 3) == 0);    // level
  CHECK(standingShift(1, -3, 3) > 0);    // behind: risk
  CHECK(standingShift(1, 3, 3) < 0);     // ahead: no risk
  CHECK(standingShift(1, -3, 3) > standingShift(3, -3, 3));  // the later, the more
  CHECK(standingShift(1, -30, 3) <= 2);
  CHECK(standingShift(1, 30, 3) >= -2);
  // A player told its set's length keeps the standing from how each game ended: the Goat, who
  // lost the first of two games, eats in the last one where the same search alone would pass.
  SearchOptions o = light(nullptr);
  o.stopZ = 1e9;  // every deal solved, so that both see the same gains
  SearchPlayer neutral(7, o);
  o.setGames = 2;
  SearchPlayer behind(7, o);
  PerSeat<int> gp;
  gp[Seat::You] = 25;
  gp[Seat::Sheep] = 15;
  const Score lost = scoreGame(Seat::Goat, gp);
  behind.gameOver(lost);
  const double shift = standingShift(1, lost.sp[Seat::Goat] - lost.sp[Seat::You], 3);
  REQUIRE(shift == 2);
  int bolder = 0;
  for (int d = 0; d < 30; ++d) {
    Game game = SeededDeal(37, d).start();
    while (game.phase() == Phase::Bidding) {
      const SeatView view = viewOf(game, game.toAct());
      const Bid a = *neutral.decide(view).bid();
      if (view.seat == Seat::Goat) {
        const double gain = neutral.lastEffort().gain;
        const Bid b = *behind.decide(view).bid();
        REQUIRE(behind.lastEffort().gain == Approx(gain));
        CHECK(a.eat == (gain + o.eatMargin > 0));
        CHECK(b.eat == (gain + o.eatMargin + shift > 0));
        bolder += b.eat && !a.eat;
      }
      game.apply({view.seat, a});
    }
  }
  CHECK(bolder > 0);
}
