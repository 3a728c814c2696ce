// The analysis file of a set: round trip, every damage refused and set aside, a newer version left alone.
#include <catch2/catch.hpp>

#include <fstream>

#include "TestDirectory.h"
#include "history/AnalysisFile.h"
#include "history/HistoryStore.h"

using namespace bizon;

namespace {

SetAnalysis sample() {
  SetAnalysis a;
  a.setId = "20260101-000000-00000001";
  a.method = 3;
  GameAnalysis g{2, Seat::Sheep, 0x0123456789abcdefull, {}};
  const Choice eatSpades = Bid::eatGrass(Suit::Spades), queen = *parseCard("QH"), ace = *parseCard("AH");
  g.decisions.push_back({DecisionKind::Packets, 0, Packets::ThreeTwo, {{Packets::ThreeTwo, 0.5, {}}, {Packets::TwoThree, 0.5, {}}}, Packets::ThreeTwo, 0});
  g.decisions.push_back({DecisionKind::Bid, 4, eatSpades, {{Bid::pass(), roundSp(1.0 / 3), {}}, {eatSpades, -2.25, {}}}, Bid::pass(), roundSp(1.0 / 3 + 2.25)});
  g.decisions.push_back({DecisionKind::Play, 7, queen, {{queen, -5, -5.0}, {ace, roundSp(-2.0 / 7), 3.0}}, ace, roundSp(5 - 2.0 / 7), 0.75});
  a.games.push_back(g);
  return a;
}

void write(const std::filesystem::path& file, const std::string& text) {
  std::ofstream(file, std::ios::binary | std::ios::trunc) << text;
}

}  // namespace

TEST_CASE("Analysis file: what is written reads back the same", "[analysis]") {
  std::string why;
  const auto back = parseAnalysis(serializeAnalysis(sample()), why);
  INFO(why);
  REQUIRE(back);
  CHECK(*back == sample());
}

TEST_CASE("Analysis file: damage of every kind is refused with a reason", "[analysis]") {
  std::string text = serializeAnalysis(sample());
  auto broken = [&](const std::string& from, const std::string& to) {
    std::string t = text;
    const auto at = t.find(from);
    REQUIRE(at != std::string::npos);
    t.replace(at, from.size(), to);
    std::string why;
    const bool refused = !parseAnalysis(t, why);
    CHECK(!why.empty());
    return refused;
  };
  CHECK(broken("\"format\":\"bizon-analysis\"", "\"format\":\"bizon-set\""));
  CHECK(broken("\"version\":1", "\"version\":0"));
  CHECK(broken("\"kind\":\"bid\"", "\"kind\":\"dance\""));
  CHECK(broken("\"seat\":\"sheep\"", "\"seat\":\"wolf\""));
  CHECK(broken("\"record\":\"0123456789abcdef\"", "\"record\":\"xyz\""));
  CHECK(broken("\"best\":\"AH\"", "\"best\":\"KS\""));           // not an option
  CHECK(broken("\"expected_sp\":-5", "\"expected_sp\":-500"));    // out of range
  CHECK(broken("\"cost_sp\":0", "\"cost_sp\":-1"));               // negative
  CHECK(broken("\"noise_sp\":7.5E-1", "\"noise_sp\":-7.5E-1"));   // a standard error is never negative
  CHECK(broken("\"set\":\"20260101-000000-00000001\"", "\"set\":\"../etc\""));
  std::string why;
  CHECK_FALSE(parseAnalysis(text.substr(0, text.size() / 2), why));
  CHECK_FALSE(parseAnalysis(std::string(100, '['), why));
}

TEST_CASE("Analysis file: kept beside the set file, set aside when damaged, a newer version left alone", "[analysis]") {
  test::TestDirectory dir;
  HistoryStore::open(dir.path());
  const SetAnalysis a = sample();
  const auto file = analysisFileOf(dir.path(), a.setId);
  CHECK(file.parent_path() == dir.path() / "sets");

  CHECK_FALSE(readAnalysisFile(dir.path(), a.setId).analysis);  // missing: nothing, no problem
  CHECK(readAnalysisFile(dir.path(), a.setId).problem.empty());
  writeAnalysisFile(dir.path(), a);
  CHECK(readAnalysisFile(dir.path(), a.setId).analysis == a);

  // The set store never takes it for a set, nor moves it.
  const HistoryStore store = HistoryStore::open(dir.path());
  CHECK(store.problems().empty());
  CHECK(std::filesystem::exists(file));

  // Filed under another set's name: damaged.
  SetAnalysis other = a;
  other.setId = "20260101-000000-00000002";
  write(file, serializeAnalysis(other));
  AnalysisReading misfiled = readAnalysisFile(dir.path(), a.setId);
  CHECK_FALSE(misfiled.analysis);
  CHECK(misfiled.problem.find("00000002") != std::string::npos);
  CHECK_FALSE(std::filesystem::exists(file));
  CHECK(std::filesystem::exists(dir.path() / "damaged" / file.filename()));

  // Truncated: damaged again, beside the first without replacing it.
  write(file, serializeAnalysis(a).substr(0, 40));
  CHECK_FALSE(readAnalysisFile(dir.path(), a.setId).analysis);
  CHECK(std::filesystem::exists(dir.path() / "damaged" / (file.filename().string() + ".1")));
  CHECK(std::filesystem::exists(dir.path() / "damaged" / (file.filename().string() + ".1.reason.txt")));

  // A newer version: not ours to judge or to replace.
  std::string newer = serializeAnalysis(a);
  newer.replace(newer.find("\"version\":1"), 11, "\"version\":2");
  write(file, newer);
  const AnalysisReading reading = readAnalysisFile(dir.path(), a.setId);
  CHECK_FALSE(reading.analysis);
  CHECK(reading.problem.find("newer") != std::string::npos);
  CHECK(std::filesystem::exists(file));
  CHECK_FALSE(analysisWritable(dir.path(), a.setId));
  std::filesystem::remove(file);
  CHECK(analysisWritable(dir.path(), a.setId));
}

TEST_CASE("Analysis file: typed choices are written with the codes of before", "[analysis]") {
  const std::string text = serializeAnalysis(sample());
  CHECK_THAT(text, Catch::Contains(R"("kind":"packets","index":0,"played":"3-2","options":[{"choice":"3-2",)"));
  CHECK_THAT(text, Catch::Contains(R"({"choice":"2-3",)"));
  CHECK_THAT(text, Catch::Contains(R"("kind":"bid","index":4,"played":"eat:S","options":[{"choice":"pass",)"));
  CHECK_THAT(text, Catch::Contains(R"("kind":"play","index":7,"played":"QH","options":[{"choice":"QH",)"));
  CHECK_THAT(text, Catch::Contains(R"("best":"AH")"));
  // A round-1 eat names no trump: "eat", and it reads back as such.
  SetAnalysis a = sample();
  a.games[0].decisions[1].options[1].choice = Bid::eatGrass();
  a.games[0].decisions[1].played = Bid::eatGrass();
  const std::string roundOne = serializeAnalysis(a);
  CHECK_THAT(roundOne, Catch::Contains(R"("played":"eat","options":[{"choice":"pass",)"));
  std::string why;
  const auto back = parseAnalysis(roundOne, why);
  REQUIRE(back);
  CHECK(back->games[0].decisions[1].played == Choice{Bid::eatGrass()});
  CHECK(serializeAnalysis(*back) == roundOne);
  // A code that is no option of its kind is named.
  std::string wrong = text;
  wrong.replace(wrong.find(R"("played":"eat:S")"), 16, R"("played":"eat:X")");
  CHECK_FALSE(parseAnalysis(wrong, why));
  CHECK(why == "games[0].decisions[1].played: eat:X is not pass, eat or eat:S");
}
