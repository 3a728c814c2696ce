// Game records (`bizon-game-1`): JSON round trips, replay to the identical game, and refusals.
#include <boost/json.hpp>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "GameCursor.h"
#include "Match.h"
#include "Player.h"
#include "RandomPlayer.h"
#include "Replay.h"
#include "codec/RecordJson.h"

using namespace bizon;
namespace json = boost::json;

namespace {

std::vector<GameRecord> randomSet(std::uint64_t seed) {
  Match match({seed});
  PerSeat<RandomPlayer> players{{RandomPlayer(seed), RandomPlayer(seed + 1), RandomPlayer(seed + 2)}};
  while (!match.over()) REQUIRE_FALSE(playTurn(match, players[match.game().toAct()]));
  return match.records();
}

std::string errorOf(const std::string& text) {
  Replay r = replayJson(json::parse(text));
  CHECK_FALSE(r.game);
  return r.error;
}

}  // namespace

TEST_CASE("Records: record -> JSON -> replay -> record is the identity, with the same score", "[record]") {
  for (std::uint64_t seed = 0; seed < 20; ++seed) {
    for (const GameRecord& record : randomSet(seed)) {
      const json::value text = json::parse(json::serialize(toJson(record)));
      Replay r = replayJson(text);
      REQUIRE(r.game);
      CHECK(recordOf(*r.game) == record);
      CHECK(toJson(recordOf(*r.game)) == text.as_object());
      CHECK(r.game->phase() == Phase::Over);
    }
  }
}

TEST_CASE("Records: a record that stops anywhere replays as a game in progress", "[record]") {
  GameRecord record = randomSet(4).front();
  while (!record.moves.empty() && record.moves.back().card()) record.moves.pop_back();
  Replay r = replayJson(json::value(toJson(record)));
  REQUIRE(r.game);
  CHECK(json::parse(replayReport(*r.game)).at("status") == "unfinished");
  CHECK(recordOf(*r.game) == record);
  CHECK(toJson(record).at("play").as_array().empty());
}

TEST_CASE("Records: the first thing wrong is named, header first, then bids, then plays", "[record]") {
  GameRecord base = randomSet(8).front();
  json::object good = toJson(base);

  auto with = [&](std::string_view key, json::value v) {
    json::object o = good;
    o[key] = std::move(v);
    return json::serialize(o);
  };
  CHECK(errorOf(with("format", "bizon-game-2")).rfind("format: ", 0) == 0);
  CHECK(errorOf(with("dealer", "bob")) == "dealer: bob is not a seat");
  CHECK(errorOf(with("packets", json::array{3, 3})) == "packets: expected [3,2] or [2,3]");
  json::array deck = good.at("deck").as_array();
  deck[5] = deck[9];
  CHECK(errorOf(with("deck", deck)) == "deck: " + std::string(deck[9].as_string()) + " appears twice");
  deck.pop_back();
  CHECK(errorOf(with("deck", deck)).rfind("deck: ", 0) == 0);
  CHECK(errorOf("[1,2]").rfind("format: ", 0) == 0);

  json::array bidding = good.at("bidding").as_array();
  bidding[0].as_object()["seat"] = code(leftOf(leftOf(leftOf(base.dealer))) == base.dealer
                                            ? leftOf(leftOf(base.dealer))
                                            : base.dealer);
  CHECK(errorOf(with("bidding", bidding)).rfind("bid 0: not ", 0) == 0);

  json::array play = good.at("play").as_array();
  if (!play.empty()) {
    play[23].as_object()["card"] = play[0].as_object()["card"];
    CHECK(errorOf(with("play", play)).rfind("play 23: ", 0) == 0);
    play.push_back(play[0]);
    play[23] = good.at("play").as_array()[23];
    CHECK(errorOf(with("play", play)) == "play 24: the game is over");
  }
}

TEST_CASE("Records: the hand-written golden records replay to identical records", "[record]") {
  namespace fs = std::filesystem;
  const fs::path dir = BIZON_GOLDEN_DIR;
  REQUIRE(fs::is_directory(dir));
  int replayed = 0;
  for (const auto& entry : fs::directory_iterator(dir)) {
    const std::string name = entry.path().filename().string();
    if (entry.path().extension() != ".json" || name.find(".expected") != std::string::npos ||
        name.rfind("invalid", 0) == 0)
      continue;
    std::ifstream in(entry.path());
    std::stringstream text;
    text << in.rdbuf();
    INFO(name);
    Replay r = replayJson(json::parse(text.str()));
    REQUIRE(r.game);
    const GameRecord record = recordOf(*r.game);
    const GameCursor again(record);
    CHECK(recordOf(again.gameAt(again.size())) == record);
    CHECK(replayReport(again.gameAt(again.size())) == replayReport(*r.game));
    ++replayed;
  }
  CHECK(replayed > 0);
}

TEST_CASE("Records: a move keeps its seat and its choice exactly, whichever it is (R6, R7, R10, R16)", "[record][R6][R7][R10][R16]") {
  std::vector<Choice> choices{Packets::ThreeTwo, Packets::TwoThree, Bid::pass(), Bid::eatGrass()};
  for (Suit s : allSuits) choices.push_back(Bid::eatGrass(s));
  for (int i = 0; i < deckSize; ++i) choices.push_back(Card::fromIndex(i));
  std::vector<Move> moves;
  for (Seat seat : allSeats)
    for (const Choice& choice : choices) {
      const Move move(seat, choice);
      INFO(code(seat) << " " << choiceCode(choice));
      CHECK(move.seat() == seat);
      CHECK(move.choice() == choice);
      CHECK(move.decision() == decisionOf(choice));
      CHECK(move.packets().has_value() == std::holds_alternative<Packets>(choice));
      CHECK(move.bid().has_value() == std::holds_alternative<Bid>(choice));
      CHECK(move.card().has_value() == std::holds_alternative<Card>(choice));
      CHECK(parseChoice(move.decision(), choiceCode(move.choice())) == choice);
      moves.push_back(move);
    }
  // No two different moves are equal.
  for (std::size_t a = 0; a < moves.size(); ++a)
    for (std::size_t b = a + 1; b < moves.size(); ++b) CHECK_FALSE(moves[a] == moves[b]);
  CHECK(moves.size() == 3 * (2 + 6 + 24));
}
