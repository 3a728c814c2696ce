// SetFile: the "bizon-set" format round-trips, and every damaged or hostile text is refused cleanly.
#include <boost/json.hpp>
#include <catch2/catch.hpp>
#include <functional>

#include "RandomPlay.h"
#include "SeededDeal.h"
#include "codec/SetFileCodec.h"

using namespace bizon;

namespace {

namespace json = boost::json;

SetMetadata metadataFor(const Match& match, std::string id = "20250301-142233-9f3a07c1") {
  SetMetadata m;
  m.id = std::move(id);
  m.started = *parseTime("2025-03-01T14:22:33Z");
  if (match.over()) m.ended = *parseTime("2025-03-01T15:10:02Z");
  m.language = "fr";
  m.players = {{"human", "goat-2", "sheep-1"}};
  m.origin = SetOrigin::Played;
  m.options = match.options();
  return m;
}

std::string fileOf(const Match& match) {
  const SetMetadata m = metadataFor(match);
  return serializeSet({m, match.records()}, summarize(m, match));
}

// A valid file as a JSON object, for tests that damage one field.
json::object objectOf(const Match& match) { return json::parse(fileOf(match)).as_object(); }

SetFileReading parseObject(const json::object& o) { return parseSet(json::serialize(o)); }

}  // namespace

TEST_CASE("SetFile: a set round-trips at any point, from no action to the last card", "[setfile]") {
  const std::uint64_t seed = GENERATE(1u, 2u, 3u);
  const int actions = GENERATE(0, 1, 5, 37, 200, 100000);
  Match match(MatchOptions{seed * 7919, seed == 2 ? Shuffle::Full : Shuffle::Light, 15});
  Random random(seed);
  test::playRandomly(match, actions, random);

  const SetMetadata m = metadataFor(match);
  const std::string text = fileOf(match);
  const SetFileReading reading = parseSet(text);
  INFO(reading.why);
  REQUIRE(reading.problem == SetFileProblem::None);
  REQUIRE(reading.set);
  CHECK(reading.set->metadata == m);
  CHECK(reading.set->games == match.records());
  CHECK(reading.summary == summarize(m, match));
  CHECK(reading.summary.finished() == match.over());
  CHECK(serializeSet(*reading.set, reading.summary) == text);
  // Resuming continues at the exact action: the same seat is to act with the same hand.
  const Match resumed = reading.set->resume();
  CHECK(resumed.records() == match.records());
  CHECK(resumed.totals() == match.totals());
  if (!match.over()) {
    CHECK(resumed.game().toAct() == match.game().toAct());
    CHECK(resumed.game().phase() == match.game().phase());
    for (Seat s : allSeats) CHECK(resumed.game().hand(s) == match.game().hand(s));
  }
}

TEST_CASE("SetFile: a resumed set deals the games still to come as the original would", "[setfile]") {
  Match original(MatchOptions{42, Shuffle::Light, 15});
  Random random(9);
  test::playRandomly(original, 120, random);
  const SetFileReading reading = parseSet(fileOf(original));
  REQUIRE(reading.set);
  Match resumed = reading.set->resume();
  Random a(77), b(77);
  test::playRandomly(original, 100000, a);
  test::playRandomly(resumed, 100000, b);
  CHECK(original.over());
  CHECK(resumed.records() == original.records());
}

TEST_CASE("SetFile: the stored result is the set winner and must agree with the records", "[setfile]") {
  Match match(MatchOptions{5, Shuffle::Light, 15});
  Random random(5);
  test::playRandomly(match, 100000, random);
  REQUIRE(match.over());
  json::object o = objectOf(match);
  const json::object& result = o.at("result").as_object();
  for (Seat s : allSeats) CHECK(result.at("totals").at(code(s)).as_int64() == match.totals()[s]);
  json::array winners;
  for (Seat s : allSeats)
    if (match.winners()[s]) winners.emplace_back(code(s));
  CHECK(result.at("winners") == json::value(winners));

  o["result"].as_object()["totals"].as_object()["you"] = 999;
  CHECK(parseObject(o).why == "result: totals do not match the games");
  o = objectOf(match);
  o.erase("result");
  CHECK(parseObject(o).why == "result: missing, but the set is over");
  o = objectOf(match);
  o["ended"] = nullptr;
  CHECK(parseObject(o).why == "ended: missing, but the set is over");
}

TEST_CASE("SetFile: versions", "[setfile]") {
  Match match(MatchOptions{3, Shuffle::Light, 15});
  json::object o = objectOf(match);
  SECTION("newer versions are recognised, however large") {
    for (json::value v : {json::value(4), json::value(999999), json::value(std::uint64_t{18446744073709551615u})}) {
      o["version"] = v;
      CHECK(parseObject(o).problem == SetFileProblem::NewerVersion);
    }
  }
  SECTION("anything else is a wrong version") {
    for (json::value v : {json::value(0), json::value(-1), json::value(1.0), json::value("1"), json::value(nullptr),
                          json::value(1e300), json::value(json::array{1})}) {
      o["version"] = v;
      CHECK(parseObject(o).problem == SetFileProblem::WrongVersion);
    }
    o.erase("version");
    CHECK(parseObject(o).problem == SetFileProblem::WrongVersion);
  }
  SECTION("version 2 is only that of a set played online") {
    o["version"] = 2;
    CHECK(parseObject(o).problem == SetFileProblem::Invalid);
    CHECK(parseObject(o).why == "version: 2 is not the version of a set not played online (1)");
  }
  SECTION("another format is not a set file") {
    o["format"] = "bizon-game-1";
    CHECK(parseObject(o).problem == SetFileProblem::NotASetFile);
    CHECK(parseSet("[1,2,3]").problem == SetFileProblem::NotASetFile);
    CHECK(parseSet("\"bizon-set\"").problem == SetFileProblem::NotASetFile);
  }
}

namespace {

// A set played online, from Bob's chair (Goat's), Ann in the first chair and Sheep a built-in player.
SetMetadata onlineMetadata(const Match& match) {
  SetMetadata m = metadataFor(match);
  m.origin = SetOrigin::Online;
  m.players = {{"human", "human", "hard"}};
  m.online = OnlineTable{"K7QM2-9XH4R", Seat::Goat, {{"Ann", "Bob", ""}}};
  return m;
}

}  // namespace

TEST_CASE("SetFile: a set played online round-trips as version 2, with its table's code, your chair and the names", "[setfile]") {
  Match match(MatchOptions{0, Shuffle::Light, 15});
  Random random(5);
  test::playRandomly(match, 60, random);
  const SetMetadata m = onlineMetadata(match);
  // Only finished games: a player's copy never holds the game in play (its deck is the server's).
  const std::vector<GameRecord> games = match.finishedGames();
  REQUIRE_FALSE(games.empty());
  const Match finished(match.options(), games);
  const std::string text = serializeSet({m, games}, summarize(m, finished));
  CHECK(json::parse(text).at("version") == 2);
  const SetFileReading reading = parseSet(text);
  INFO(reading.why);
  REQUIRE(reading.set);
  CHECK(reading.set->metadata == m);
  CHECK(reading.set->metadata.online->names[Seat::Goat] == "Bob");
  CHECK(serializeSet(*reading.set, reading.summary) == text);
  // Every other set keeps version 1, which a Bizon older than online play reads.
  CHECK(json::parse(fileOf(match)).at("version") == 1);
}

TEST_CASE("SetFile: a set played online with a wrong or hostile table is refused naming the field", "[setfile][hostile]") {
  Match match(MatchOptions{0, Shuffle::Light, 15});
  const SetMetadata m = onlineMetadata(match);
  const json::object valid = json::parse(serializeSet({m, {}}, summarize(m, match))).as_object();
  const auto why = [&](const std::function<void(json::object&)>& damage) {
    json::object o = valid;
    damage(o);
    const SetFileReading reading = parseObject(o);
    CHECK(reading.problem == SetFileProblem::Invalid);
    return reading.why;
  };
  CHECK(why([](json::object& o) { o.erase("table"); }) == "table: missing");
  CHECK(why([](json::object& o) { o["origin"] = "played"; }).starts_with("table: only a set played online"));
  CHECK(why([](json::object& o) { o["origin"] = "online!"; }).starts_with("origin: online! is not played, simulated or online"));
  CHECK(why([](json::object& o) { o["table"].as_object()["code"] = "../../etc"; }).starts_with("table.code"));
  CHECK(why([](json::object& o) { o["table"].as_object()["code"] = std::string(17, 'A'); }).starts_with("table.code"));
  CHECK(why([](json::object& o) { o["table"].as_object()["code"] = ""; }).starts_with("table.code"));
  CHECK(why([](json::object& o) { o["table"].as_object()["seat"] = "ox"; }).starts_with("table.seat"));
  // A name that could garble a terminal (an escape sequence), or too long.
  CHECK(why([](json::object& o) { o["table"].as_object()["names"].as_object()["goat"] = "Bob\x1b[2J"; }).starts_with("table.names.goat"));
  CHECK(why([](json::object& o) { o["table"].as_object()["names"].as_object()["goat"] = std::string(65, 'b'); }).starts_with("table.names.goat"));
  CHECK(why([](json::object& o) { o["table"].as_object()["names"].as_object().erase("sheep"); }) == "table.names.sheep: missing");
  CHECK(why([](json::object& o) { o["table"] = json::array{}; }).starts_with("table:"));
  // A set played online read as version 1 was never written so.
  CHECK(why([](json::object& o) { o["version"] = 1; }) == "version: 1 is not the version of a set played online (2)");
}

TEST_CASE("SetFile: a daily deal keeps its date as version 3, a practice game its deal's set and game as version 1", "[setfile][daily]") {
  const auto date = std::chrono::sys_days(std::chrono::year(2026) / 12 / 7);
  Match daily(dailyDealOptions(date));
  Random random(4);
  test::playRandomly(daily, 60, random);
  SetMetadata m = metadataFor(daily);
  m.daily = date;
  const std::string text = serializeSet({m, daily.records()}, summarize(m, daily));
  const json::object o = json::parse(text).as_object();
  CHECK(o.at("version") == 3);
  CHECK(o.at("daily") == "2026-12-07");
  CHECK(o.at("options").at("shuffle") == "seeded");
  const SetFileReading reading = parseSet(text);
  INFO(reading.why);
  REQUIRE(reading.set);
  CHECK(reading.set->metadata == m);
  CHECK(reading.set->resume().records() == daily.records());
  CHECK(serializeSet(*reading.set, reading.summary) == text);
  // Damaged: a date that is none, a daily deal written as an older version's.
  const auto why = [&](const std::function<void(json::object&)>& damage) {
    json::object damaged = o;
    damage(damaged);
    const SetFileReading r = parseObject(damaged);
    CHECK(r.problem == SetFileProblem::Invalid);
    return r.why;
  };
  CHECK(why([](json::object& d) { d["daily"] = "2026-02-30"; }).starts_with("daily: 2026-02-30 is not a date like 2026-12-07"));
  CHECK(why([](json::object& d) { d["daily"] = "2026-12-07T00:00:00Z"; }).starts_with("daily:"));
  CHECK(why([](json::object& d) { d["version"] = 1; }) == "version: 1 is not the version of a set dealt as a daily deal (3)");

  Match practice(MatchOptions{9, Shuffle::Light, 1});
  test::playRandomly(practice, 10, random);
  SetMetadata p = metadataFor(practice);
  p.practice = SetMetadata::PracticeOf{"20250301-142233-9f3a07c1", 4};
  const std::string practised = serializeSet({p, practice.records()}, summarize(p, practice));
  CHECK(json::parse(practised).at("version") == 1);
  CHECK(json::parse(practised).at("practice") == json::parse(R"({"set":"20250301-142233-9f3a07c1","game":4})"));
  const SetFileReading again = parseSet(practised);
  INFO(again.why);
  REQUIRE(again.set);
  CHECK(again.set->metadata == p);
  json::object hostile = json::parse(practised).as_object();
  hostile["practice"].as_object()["set"] = "../../etc/passwd";
  CHECK(parseObject(hostile).why.starts_with("practice.set"));
}

TEST_CASE("SetFile: truncated files are refused at every cut", "[setfile][hostile]") {
  Match match(MatchOptions{11, Shuffle::Light, 15});
  Random random(11);
  test::playRandomly(match, 300, random);
  const std::string text = fileOf(match);
  // The last byte is the newline after the closing brace: everything shorter is broken.
  for (std::size_t cut = 0; cut + 1 < text.size(); cut += 1 + cut % 53) {
    const SetFileReading reading = parseSet(std::string_view(text).substr(0, cut));
    INFO("cut at " << cut);
    CHECK(reading.problem != SetFileProblem::None);
    CHECK(!reading.set);
    CHECK(!reading.why.empty());
  }
}

TEST_CASE("SetFile: garbage is refused", "[setfile][hostile]") {
  Random random(1234);
  for (int round = 0; round < 500; ++round) {
    std::string junk(random.below(4000), '\0');
    for (char& c : junk) c = static_cast<char>(random.below(256));
    CHECK(parseSet(junk).problem != SetFileProblem::None);
  }
  CHECK(parseSet("").problem == SetFileProblem::NotJson);
  CHECK(parseSet("\xEF\xBB\xBF{}").problem == SetFileProblem::NotJson);
  CHECK(parseSet("{\"format\":\"bizon-set\",\"version\":1} trailing").problem == SetFileProblem::NotJson);
}

TEST_CASE("SetFile: deep nesting is refused without exhausting the stack", "[setfile][hostile]") {
  for (std::size_t depth : {13u, 1000u, 1000000u}) {
    const std::string nested = std::string(depth, '[') + std::string(depth, ']');
    CHECK(parseSet(nested).problem == SetFileProblem::NotJson);
    const std::string inField = "{\"format\":\"bizon-set\",\"version\":1,\"language\":" + nested + "}";
    CHECK(parseSet(inField).problem == SetFileProblem::NotJson);
  }
}

TEST_CASE("SetFile: huge numbers are refused", "[setfile][hostile]") {
  Match match(MatchOptions{3, Shuffle::Light, 15});
  Random random(3);
  test::playRandomly(match, 40, random);
  const std::string text = fileOf(match);
  auto replaced = [&](const std::string& from, const std::string& to) {
    std::string t = text;
    const auto at = t.find(from);
    REQUIRE(at != std::string::npos);
    return t.replace(at, from.size(), to);
  };
  CHECK(parseSet(replaced("\"games\":15", "\"games\":99999999999999999999999999")).problem == SetFileProblem::Invalid);
  CHECK(parseSet(replaced("\"games\":15", "\"games\":1e999")).problem != SetFileProblem::None);
  CHECK(parseSet(replaced("\"games\":15", "\"games\":-9223372036854775808")).problem == SetFileProblem::Invalid);
  CHECK(parseSet(replaced("\"seed\":3", "\"seed\":184467440737095516150")).problem == SetFileProblem::Invalid);
  CHECK(parseSet(replaced("\"seed\":3", "\"seed\":-1")).problem == SetFileProblem::Invalid);
  CHECK(parseSet(replaced("\"packets\":[", "\"packets\":[1e308,")).problem == SetFileProblem::Invalid);
  CHECK(parseSet(replaced("\"version\":1", "\"version\":1" + std::string(400, '0'))).problem != SetFileProblem::None);
  // The seed may use the whole unsigned range.
  CHECK(parseSet(replaced("\"seed\":3", "\"seed\":18446744073709551615")).problem == SetFileProblem::None);
}

TEST_CASE("SetFile: wrong types in every field are refused with the field's name", "[setfile][hostile]") {
  Match match(MatchOptions{8, Shuffle::Light, 15});
  Random random(8);
  test::playRandomly(match, 100, random);
  REQUIRE(match.records().size() >= 2);
  const json::object valid = objectOf(match);
  const std::vector<json::value> wrongs{nullptr, true, 12, -3.5, "text", json::array{}, json::object{}};
  for (std::string_view key : {"id", "started", "language", "players", "origin", "options", "games"}) {
    for (const json::value& wrong : wrongs) {
      json::object o = valid;
      if (o.at(key).kind() == wrong.kind()) continue;
      o[key] = wrong;
      const SetFileReading reading = parseObject(o);
      INFO(key << " = " << json::serialize(wrong) << ": " << reading.why);
      CHECK(reading.problem == SetFileProblem::Invalid);
      CHECK(reading.why.starts_with(std::string(key)));
    }
  }
  for (std::string_view key : {"seed", "shuffle", "games"}) {
    json::object o = valid;
    o["options"].as_object()[key] = "wrong";
    CHECK(parseObject(o).why.starts_with("options." + std::string(key)));
  }
  for (std::string_view seat : {"you", "goat", "sheep"}) {
    json::object o = valid;
    o["players"].as_object()[seat] = 3;
    CHECK(parseObject(o).why.starts_with("players." + std::string(seat)));
  }
  json::object o = valid;
  o["games"].as_array()[0] = "not a record";
  CHECK(parseObject(o).why == "game 1: format: the record must be a JSON object");
  o = valid;
  o["games"].as_array()[1].as_object()["play"] = json::array{json::object{{"seat", "you"}, {"card", "ZZ"}}};
  CHECK(parseObject(o).why.starts_with("game 2: play 0:"));
}

TEST_CASE("SetFile: records that do not make a set are refused", "[setfile][hostile]") {
  Match match(MatchOptions{21, Shuffle::Light, 15});
  Random random(21);
  test::playRandomly(match, 100, random);
  REQUIRE(match.records().size() >= 3);
  json::object o = objectOf(match);
  SECTION("a game missing in the middle: the next dealer is wrong (R14)") {
    auto& games = o["games"].as_array();
    games.erase(games.begin() + 1);
    CHECK(parseObject(o).why.starts_with("game 2: dealer: expected "));
  }
  SECTION("a game after an unfinished one") {
    auto& games = o["games"].as_array();
    games.emplace_back(games[games.size() - 1]);
    games.emplace_back(games[0]);
    CHECK(parseObject(o).problem == SetFileProblem::Invalid);
  }
  SECTION("more games than the set has") {
    o["options"].as_object()["games"] = 1;
    CHECK(parseObject(o).why.starts_with("games: "));
  }
  SECTION("an end time on an unfinished set") {
    o["ended"] = "2025-03-01T15:10:02Z";
    CHECK(parseObject(o).why == "ended: the set is not over");
  }
  SECTION("an id that is no file name") {
    o["id"] = "../../etc/passwd";
    CHECK(parseObject(o).why.starts_with("id: "));
  }
}

TEST_CASE("SetFile: oversized text and strings are refused before any work", "[setfile][hostile]") {
  const std::string huge(setFileMaxBytes + 1, ' ');
  CHECK(parseSet(huge).problem == SetFileProblem::TooLarge);
  Match match(MatchOptions{2, Shuffle::Light, 15});
  json::object o = objectOf(match);
  o["language"] = std::string(3 << 20, 'x');  // within the file limit, far beyond a language code
  CHECK(parseObject(o).why.starts_with("language: "));
  o["language"] = "fr\x1b[2J";
  CHECK(parseObject(o).why.starts_with("language: "));
  o["language"] = "fr\xc2\x9b" "2J";  // U+009B, the one-byte CSI: JSON output would not escape it
  CHECK(parseObject(o).why.starts_with("language: "));
}

TEST_CASE("SetMetadata: times are UTC in one fixed shape", "[setfile]") {
  const TimePoint t = *parseTime("2024-02-29T23:59:59Z");
  CHECK(formatTime(t) == "2024-02-29T23:59:59Z");
  CHECK(formatTime(t + std::chrono::seconds(1)) == "2024-03-01T00:00:00Z");
  CHECK(formatTime(TimePoint{}) == "1970-01-01T00:00:00Z");
  for (const char* bad : {"2023-02-29T00:00:00Z", "2024-13-01T00:00:00Z", "2024-01-01T24:00:00Z", "2024-01-01 00:00:00Z",
                          "2024-01-01T00:00:00", "2024-01-01T00:00:00+01:00", "", "+2024-01-01T00:00:00Z"})
    CHECK_FALSE(parseTime(bad));
}

TEST_CASE("SetMetadata: ids sort by start time and are safe file names", "[setfile]") {
  const TimePoint t = *parseTime("2025-03-01T14:22:33Z");
  CHECK(makeSetId(t, 0x9f3a07c1) == "20250301-142233-9f3a07c1");
  CHECK(makeSetId(t, 0x1234567890abcdefu) == "20250301-142233-90abcdef");
  CHECK(makeSetId(t, 0) < makeSetId(t + std::chrono::seconds(1), 0));
  CHECK(isValidSetId("20250301-142233-9f3a07c1"));
  CHECK(isValidSetId("my_set-2"));
  for (const char* bad : {"", ".", "..", "a/b", "a.json", "a b", "\xC3\xA9"}) CHECK_FALSE(isValidSetId(bad));
  CHECK_FALSE(isValidSetId(std::string(65, 'a')));
}
