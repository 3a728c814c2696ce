// The review's way to your worst decision: W (or its button) jumps to the costliest
// decision the analysis marks, N and P to the next and previous marked one. The analysis is a
// file written beside the set, as `bizon analyse` leaves it. Needs a display (the review's table):
// it runs under xvfb-run with the measured text (game.layout_text).
#include <catch2/catch.hpp>

#include <chrono>
#include <cstdlib>
#include <filesystem>

#include "Analysis.h"
#include "core/Context.h"
#include "../history/TestDirectory.h"
#include "ScreenTestContext.h"
#include "core/DataPaths.h"
#include "core/Fonts.h"
#include "core/Texts.h"
#include "decks/DeckShelf.h"
#include "history/AnalysisFile.h"
#include "history/HistoryStore.h"
#include "screens/ReviewScreen.h"
#include "table/Layout.h"
#include "../Eventually.h"
#include "../history/RandomPlay.h"

using namespace bizon;
namespace fs = std::filesystem;

TEST_CASE("review: W jumps to your worst decision, N and P to the next and previous marked one", "[.layout-text]") {
  const test::TestDirectory folder;
  const fs::path dir = folder.path() / "history";
  HistoryStore store = HistoryStore::open(dir);
  // One game played out with a Bizon, so that you make bids and play cards.
  SetMetadata metadata;
  std::unique_ptr<Match> match;
  for (std::uint64_t seed = 1; !match; ++seed) {
    auto m = std::make_unique<Match>(MatchOptions{seed, Shuffle::Light, 15});
    Random random(seed);
    while (m->scores().empty()) test::playRandomAction(*m, random);
    if (m->scores()[0].bizon) match = std::move(m);
  }
  metadata.started = std::chrono::floor<std::chrono::seconds>(std::chrono::system_clock::now());
  metadata.id = store.newSetId(metadata.started);
  metadata.players = {{"human", "random", "random"}};
  store.save(metadata, *match);
  const GameRecord record = match->records()[0];
  // Your decisions, each costing nothing but three: a bid that is an inaccuracy, two cards a
  // mistake and a blunder (the worst).
  GameAnalysis game{0, Seat::You, recordFingerprint(record), {}};
  // Each of your decisions by its place among the record's bids or cards (as the analysis counts).
  std::vector<int> cards;
  int bid = -1, bids = 0, plays = 0;
  for (const Move& move : record.moves) {
    if (move.bid()) {
      if (move.seat() == Seat::You && bid < 0) bid = bids;
      ++bids;
    }
    if (move.card()) {
      if (move.seat() == Seat::You) cards.push_back(plays);
      ++plays;
    }
  }
  REQUIRE(bid >= 0);
  REQUIRE(cards.size() >= 3);
  const auto decision = [](DecisionKind kind, int index, double cost) {
    // Two options of the kind, x played and y best by `cost`.
    const Choice x = kind == DecisionKind::Bid ? Choice{Bid::pass()} : Choice{*parseCard("9H")};
    const Choice y = kind == DecisionKind::Bid ? Choice{Bid::eatGrass()} : Choice{*parseCard("TH")};
    DecisionAnalysis d{kind, index, x, {{x, -cost, std::nullopt}, {y, 0, std::nullopt}}, y, cost};
    return d;
  };
  game.decisions.push_back(decision(DecisionKind::Bid, bid, 0.7));
  for (std::size_t i = 0; i < cards.size(); ++i)
    game.decisions.push_back(decision(DecisionKind::Play, cards[i], i == 0 ? 5.0 : i == 2 ? 2.0 : 0.0));
  writeAnalysisFile(dir, SetAnalysis{metadata.id, analysisMethod, {game}});
  const int bidStep = 1 + bid, worstStep = 1 + bids + cards[0], mistakeStep = 1 + bids + cards[2];

  test::ScreenWorld world(localization::Language::English, folder.path(), &store);
  Context& context = world.context;
  screens::ReviewScreen review(context, store.loadSet(metadata.id), Moment{0, 0},
                               std::make_shared<screens::AnalysisJob>(dir, std::vector<std::string>{metadata.id}));
  review.resize({1280.f, 720.f});
  REQUIRE(test::eventually("the set's analysis on the review", [&] {
    review.update(0.016f);
    return !review.waiting();
  }, std::chrono::milliseconds(10)));
  review.update(0.016f);
  CHECK(review.steps().step() == 0);
  review.key(sf::Keyboard::W);
  CHECK(review.steps().step() == worstStep);
  review.key(sf::Keyboard::N);
  CHECK(review.steps().step() == mistakeStep);
  review.key(sf::Keyboard::N);  // no marked decision after it: it stays
  CHECK(review.steps().step() == mistakeStep);
  review.key(sf::Keyboard::P);
  CHECK(review.steps().step() == worstStep);
  review.key(sf::Keyboard::P);
  CHECK(review.steps().step() == bidStep);
  // The button does what W does.
  review.jumpTo(0);
  const auto button = screens::ReviewScreen::worstButton(table::Layout(1280.f, 720.f));
  review.tap({button.left + button.width / 2.f, button.top + button.height / 2.f});
  CHECK(review.steps().step() == worstStep);
  // On a phone, upright, with the analysis open, N and P are words to tap beside that button.
  const table::Layout phone(412.f, 915.f);
  review.resize({412.f, 915.f});
  review.toggleAnalysis();
  review.jumpTo(0);
  const sf::FloatRect row = screens::ReviewScreen::worstButton(phone);
  const float third = (row.width - 2.f * phone.margin()) / 3.f;
  const sf::Vector2f previous{row.left + third / 2.f, row.top + row.height / 2.f};
  const sf::Vector2f next{row.left + row.width - third / 2.f, row.top + row.height / 2.f};
  review.tap(next);
  CHECK(review.steps().step() == bidStep);
  review.tap(next);
  CHECK(review.steps().step() == worstStep);
  review.tap(previous);
  CHECK(review.steps().step() == bidStep);
  // Opened from the table's Review button (over a scoresheet held for it), closing goes back to the
  // table: the sheet closes with it; opened from the sheet, only the review closes.
  const int popped = world.stack.popped;
  review.key(sf::Keyboard::Escape);
  CHECK(world.stack.popped == popped + 1);
  review.closeScreensBelow(1);
  review.key(sf::Keyboard::Escape);
  CHECK(world.stack.popped == popped + 3);
}
