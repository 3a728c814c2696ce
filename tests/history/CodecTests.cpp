// The codec layer (engine/codec): the field reader's messages, each format's round trip, the files of earlier versions read and written back byte for byte, hostile input refused with a message.
#include <boost/json.hpp>
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "AiLevel.h"
#include "RandomPlay.h"
#include "codec/AnalysisCodec.h"
#include "codec/FieldReader.h"
#include "codec/IndexCodec.h"
#include "codec/JsonOut.h"
#include "codec/SetFileCodec.h"
#include "codec/FlatObjectCodec.h"

using namespace bizon;

namespace {

namespace json = boost::json;

// The first problem a reader finds in `text` when `read` reads it.
template <class Read>
std::string problemOf(std::string_view text, Read read) {
  const json::value value = json::parse(text);
  FieldReader reader(value.as_object());
  read(reader);
  return reader.error();
}

std::string fixture(const std::string& name) {
  std::ifstream in(std::string(BIZON_CODEC_FIXTURES) + "/" + name, std::ios::binary);
  REQUIRE(in);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

TEST_CASE("FieldReader: each kind of problem names the field and the value", "[codec]") {
  using R = FieldReader;
  CHECK(problemOf(R"({})", [](R& r) { r.text("language"); }) == "language: missing");
  CHECK(problemOf(R"({"id":5})", [](R& r) { r.text("id"); }) == "id: 5 is not a string");
  CHECK(problemOf(R"({"dealer":"bob"})", [](R& r) { r.seat("dealer"); }) == "dealer: bob is not a seat");
  CHECK(problemOf(R"({"card":"ZZ"})", [](R& r) { r.card("card"); }) == "card: ZZ is not a card");
  CHECK(problemOf(R"({"trump":"X"})", [](R& r) { r.suit("trump"); }) == "trump: X is not a suit");
  CHECK(problemOf(R"({"games":0})", [](R& r) { r.whole("games", 1, 100); }) ==
        "games: 0 is not a whole number from 1 to 100");
  CHECK(problemOf(R"({"games":1.5})", [](R& r) { r.whole("games", 1, 100); }) ==
        "games: 1.5E0 is not a whole number from 1 to 100");
  CHECK(problemOf(R"({"seed":-1})", [](R& r) { r.natural("seed"); }) == "seed: -1 is not a whole number from 0 to 2^64-1");
  CHECK(problemOf(R"({"sp":"x"})", [](R& r) { r.number("sp", -20, 20); }) == "sp: x is not a number from -20 to 20");
  CHECK(problemOf(R"({"sp":21})", [](R& r) { r.number("sp", -20, 20); }) == "sp: 21 is not a number from -20 to 20");
  CHECK(problemOf(R"({"muted":"yes"})", [](R& r) { r.flag("muted"); }) == "muted: yes is not true or false");
  CHECK(problemOf(R"({"play":{}})", [](R& r) { r.list("play"); }) == "play: {} is not a list");
  CHECK(problemOf(R"({"options":[]})", [](R& r) { r.object("options"); }) == "options: [] is not an object");
  CHECK(problemOf(R"({"x":""})", [](R& r) { r.card("x"); }) == "x: \"\" is not a card");

  SECTION("inside an object, the field is named by its path") {
    CHECK(problemOf(R"({"options":{"games":"many"}})", [](R& r) { r.object("options")->whole("games", 1, 100); }) ==
          "options.games: many is not a whole number from 1 to 100");
    CHECK(problemOf(R"({"options":{}})", [](R& r) { r.object("options")->natural("seed"); }) == "options.seed: missing");
  }
  SECTION("in an entry of a list, by the entry's place") {
    const json::object entry = json::parse(R"({"seat":"goat","card":"ZZ"})").as_object();
    FieldReader top(entry);
    FieldReader play = top.entry(entry, "play 4");
    CHECK(play.seat("seat") == Seat::Goat);
    CHECK_FALSE(play.card("card"));
    CHECK(top.error() == "play 4: ZZ is not a card");  // shared with the reader it came from
    FieldReader bid = FieldReader(entry).entry(entry, "bid 2");
    CHECK_FALSE(bid.text("bid"));
    CHECK(bid.error() == "bid 2: missing bid");
  }
  SECTION("the first problem is the one kept, and values read fine are given") {
    const json::value value = json::parse(R"({"a":"AS","b":"??","c":"??"})");
    FieldReader r(value.as_object());
    CHECK(r.card("a") == Card(Suit::Spades, Rank::Ace));
    CHECK_FALSE(r.card("b"));
    CHECK_FALSE(r.card("c"));
    CHECK(r.error() == "b: ?? is not a card");
    CHECK_FALSE(r.ok());
  }
  SECTION("a long value is cut in the message") {
    const std::string text = R"({"id":")" + std::string(1000, 'x') + R"("})";
    const std::string problem = problemOf(text, [](R& r) { r.seat("id"); });
    CHECK(problem == "id: " + std::string(40, 'x') + "… is not a seat");
  }
}

TEST_CASE("FieldReader: JSON is parsed with a depth limit and a message pointing at the damage", "[codec]") {
  std::string why;
  CHECK_FALSE(parseLimitedJson(std::string(jsonMaxDepth + 1, '[') + std::string(jsonMaxDepth + 1, ']'), why));
  CHECK_FALSE(why.empty());
  CHECK_FALSE(parseLimitedJson("{\"a\": tru}", why));
  CHECK(why.find(" at byte ") != std::string::npos);
  CHECK(parseLimitedJson(std::string(jsonMaxDepth, '[') + std::string(jsonMaxDepth, ']'), why));
}

TEST_CASE("FlatObjectCodec: texts and flags in their order, anything else left out, anything but an object refused", "[codec][settings]") {
  const FlatObject fields{{"language", std::string("nl")}, {"four_colours", true}, {"goat", std::string("exec:bot \"x\"")}};
  const std::string text = flatObjectText(fields);
  CHECK(text == "{\"language\":\"nl\",\"four_colours\":true,\"goat\":\"exec:bot \\\"x\\\"\"}\n");
  const auto back = parseFlatObject(text);
  REQUIRE(back);
  CHECK(*back == fields);
  CHECK(flatText(*back, "language") == "nl");
  CHECK_FALSE(flatText(*back, "four_colours"));  // a flag is no text
  CHECK(flatFlag(*back, "four_colours") == true);
  CHECK_FALSE(flatFlag(*back, "missing"));

  const auto odd = parseFlatObject(R"({"tempo":7,"muted":"yes","list":[1],"o":{},"n":null,"coach":false})");
  REQUIRE(odd);
  CHECK(*odd == FlatObject{{"muted", std::string("yes")}, {"coach", false}});
  for (const std::string& hostile : {std::string("not json"), std::string("[1,2]"), std::string("\"text\""),
                                     std::string(100, '['), std::string("{\"a\": tru}")})
    CHECK_FALSE(parseFlatObject(hostile));
}

TEST_CASE("AiLevel: the levels keep their readable names", "[codec][settings]") {
  CHECK(code(AiLevel::Easy) == "easy");
  CHECK(code(AiLevel::Normal) == "normal");
  CHECK(code(AiLevel::Hard) == "hard");
  CHECK(playerKind(AiLevel::Easy) == "easy");  // how a set file names Goat at the easy level
  CHECK(playerKind(AiLevel::Hard) == "hard");
  for (AiLevel level : allAiLevels) CHECK(parseAiLevel(code(level)) == level);
  CHECK_FALSE(parseAiLevel("Hard"));
  CHECK_FALSE(parseAiLevel("heuristic"));
}

TEST_CASE("IndexCodec: entries round-trip, and a damaged index is refused with a reason", "[codec][index]") {
  Match match(MatchOptions{5, Shuffle::Light, 3});
  Random random(5);
  test::playRandomly(match, 100000, random);
  SetMetadata m;
  m.id = "20250301-142233-9f3a07c1";
  m.started = *parseTime("2025-03-01T14:22:33Z");
  m.ended = *parseTime("2025-03-01T15:10:02Z");
  m.players = {{"human", "hard", "heuristic"}};
  m.options = match.options();
  IndexEntries entries;
  entries["20250301-142233-9f3a07c1.json"] = {{7, 25000, 1'700'000'000'123'456'789}, summarize(m, match)};
  const std::string text = indexText(entries);
  std::string why;
  const auto back = parseIndex(text, why);
  INFO(why);
  REQUIRE(back);
  REQUIRE(back->size() == 1);
  CHECK(back->begin()->second.stamp == entries.begin()->second.stamp);
  CHECK(back->begin()->second.summary == entries.begin()->second.summary);
  CHECK(indexText(*back) == text);

  SECTION("hostile input") {
    CHECK_FALSE(parseIndex("[]", why));
    CHECK(why == "not a JSON object");
    CHECK_FALSE(parseIndex(std::string(50, '{'), why));
    CHECK(why.starts_with("not valid JSON: "));
    CHECK_FALSE(parseIndex(R"({"format":"bizon-history-index","version":1,"checksum":"0","sets":[]})", why));
    CHECK(why == "not a version 2 index");
    std::string edited = text;
    edited.replace(edited.find("\"human\""), 7, "\"hacker\"");
    CHECK_FALSE(parseIndex(edited, why));
    CHECK(why == "its checksum does not match");
  }
  SECTION("an entry filed under another set's name is dropped, the others kept") {
    entries["20990101-000000-00000000.json"] = entries.begin()->second;
    const auto some = parseIndex(indexText(entries), why);
    REQUIRE(some);
    CHECK(some->size() == 1);
  }
}

TEST_CASE("AnalysisCodec: a bad field is refused naming it and its value", "[codec][analysis]") {
  SetAnalysis a;
  a.setId = "20260101-000000-00000001";
  a.method = 2;
  const Choice queen = *parseCard("QH"), ace = *parseCard("AH");
  a.games.push_back({1, Seat::Goat, 0xfeedull, {{DecisionKind::Play, 3, queen, {{queen, -1, {}}, {ace, 1, 2.0}}, ace, 2}}});
  const std::string text = serializeAnalysis(a);
  std::string why;
  REQUIRE(parseAnalysis(text, why) == a);
  auto damaged = [&](std::string_view from, std::string_view to) {
    std::string t = text;
    t.replace(t.find(from), from.size(), to);
    CHECK_FALSE(parseAnalysis(t, why));
    return why;
  };
  CHECK(damaged("\"seat\":\"goat\"", "\"seat\":\"ram\"") == "games[0].seat: ram is not a seat");
  CHECK(damaged("\"kind\":\"play\"", "\"kind\":\"trick\"") == "games[0].decisions[0].kind: trick is not packets, bid or play");
  CHECK(damaged("\"expected_sp\":1E0", "\"expected_sp\":99") ==
        "games[0].decisions[0].options[1].expected_sp: 99 is not a number from -20 to 20");
  CHECK(damaged("\"record\":\"000000000000feed\"", "\"record\":\"feed\"") ==
        "games[0].record: feed is not 16 hexadecimal digits");
  CHECK(damaged("\"best\":\"AH\"", "\"best\":\"KH\"") == "games[0].decisions[0].best: KH is not among the options");
  CHECK(damaged("\"set\":\"20260101-000000-00000001\"", "\"set\":\"../x\"") == "set: ../x is not a set id");
  CHECK(damaged("\"method\":2", "\"method\":-2") == "method: -2 is not a whole number from 0 to 1000000");
}

TEST_CASE("JsonOut: prints what Boost.JSON prints", "[codec]") {
  JsonOut o{{"n", 3}, {"u", std::size_t{4}}, {"d", 0.5}, {"one", 1.0}, {"s", "é\n"}, {"b", true}, {"z", nullptr}};
  o.set("list", JsonOut::arrayOf(std::vector<double>{1.5, -2}));
  o.set("nested", JsonOut{{"x", JsonOut::array().push(1).push("y")}});
  CHECK(o.text() == R"({"n":3,"u":4,"d":5E-1,"one":1E0,"s":"é\n","b":true,"z":null,"list":[1.5E0,-2E0],"nested":{"x":[1,"y"]}})");
}

// The fixtures were written by Bizon before the codec layer (main at 2a8f519: its history_writer,
// its simulate and analyse code, its settings): read and written again, every byte is the same.
TEST_CASE("Codecs: files written by the earlier Bizon read and write back byte for byte", "[codec][fixtures]") {
  SECTION("set files") {
    for (const char* name : {"set-finished.json", "set-unfinished.json", "set-simulated.json"}) {
      INFO(name);
      const std::string text = fixture(name);
      const SetFileReading reading = parseSet(text);
      INFO(reading.why);
      REQUIRE(reading.set);
      CHECK(serializeSet(*reading.set, reading.summary) == text);
    }
  }
  SECTION("the index") {
    const std::string text = fixture("index.json");
    std::string why;
    const auto entries = parseIndex(text, why);
    INFO(why);
    REQUIRE(entries);
    CHECK(entries->size() == 6);
    // The entries come in the order of a hash map, which reading may change: the text is the
    // same but for that order, each entry written byte for byte as before.
    const std::string again = indexText(*entries);
    CHECK(again.size() == text.size());
    CHECK(again.substr(0, again.find("\"checksum\"")) == text.substr(0, text.find("\"checksum\"")));
    const json::value written = json::parse(text);
    for (const json::value& entry : written.at("sets").as_array())
      CHECK(again.find(json::serialize(entry)) != std::string::npos);
    const auto reread = parseIndex(again, why);
    REQUIRE(reread);
    CHECK(reread->size() == entries->size());
  }
  SECTION("an analysis file") {
    const std::string text = fixture("set-simulated.analysis");
    std::string why;
    const auto analysis = parseAnalysis(text, why);
    INFO(why);
    REQUIRE(analysis);
    CHECK(serializeAnalysis(*analysis) == text);
  }
  SECTION("the settings (game/settings reads them as a flat object: tests/game/SettingsTest.cpp)") {
    const std::string text = fixture("settings.json");
    const auto fields = parseFlatObject(text);
    REQUIRE(fields);
    CHECK(flatObjectText(*fields) == text);
  }
}
