// The settings survive a save and a load; a missing or broken file gives the defaults.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "settings/Settings.h"

using bizon::Settings;
using bizon::Tempo;

TEST_CASE("settings round-trip through their JSON file", "[settings]") {
  const auto dir = std::filesystem::temp_directory_path() / "bizon-settings-test";
  std::filesystem::remove_all(dir);
  Settings s;
  s.language = "fr";
  s.tempo = Tempo::Fast;
  s.level = bizon::AiLevel::Normal;
  s.fourColours = true;
  s.fullShuffle = true;
  s.packets = bizon::Packets::TwoThree;
  s.volume = bizon::Volume::Low;
  s.muted = true;
  s.deck = "kde-oxygen";
  s.coach = false;
  s.playerName = "Zoé";
  s.tableAddress = "192.168.1.5:7340";
  s.tableCode = "K7QM2-9XH4R";
  REQUIRE(bizon::saveSettings(s, dir / "settings.json"));
  const Settings back = bizon::loadSettings(dir / "settings.json");
  CHECK(back.language == "fr");
  CHECK(back.tempo == Tempo::Fast);
  CHECK(back.level == bizon::AiLevel::Normal);
  CHECK(back.fourColours);
  CHECK(back.fullShuffle);
  CHECK(back.packets == bizon::Packets::TwoThree);
  CHECK(back.volume == bizon::Volume::Low);
  CHECK(back.muted);
  CHECK(back.deck == "kde-oxygen");
  CHECK_FALSE(back.coach);
  // Play with friends: your name and the last table joined, offered again.
  CHECK(back.playerName == "Zoé");
  CHECK(back.tableAddress == "192.168.1.5:7340");
  CHECK(back.tableCode == "K7QM2-9XH4R");
  std::filesystem::remove_all(dir);
}

TEST_CASE("an older settings file keeps its level and gets the coach", "[settings]") {
  // Written before the coach existed: Hard stays Hard (only a new player starts at Normal), the
  // coach is on, and a coach that is no flag keeps the default.
  const Settings old = bizon::parseSettings(R"({"language":"en","tempo":"normal","level":"hard","four_colours":false})");
  CHECK(old.level == bizon::AiLevel::Hard);
  CHECK(old.coach);
  CHECK(bizon::parseSettings(R"({"coach":false})").coach == false);
  CHECK(bizon::parseSettings(R"({"coach":"no"})").coach);
  CHECK(bizon::parseSettings("{}").level == bizon::AiLevel::Normal);
}

TEST_CASE("a missing or broken settings file gives the defaults", "[settings]") {
  const auto dir = std::filesystem::temp_directory_path() / "bizon-settings-broken";
  std::filesystem::create_directories(dir);
  CHECK(bizon::loadSettings(dir / "none.json").tempo == Tempo::Normal);
  std::ofstream(dir / "bad.json") << "{ not json";
  const Settings s = bizon::loadSettings(dir / "bad.json");
  CHECK(s.level == bizon::AiLevel::Normal);  // a new player meets Normal: at Hard newcomers learned never to eat
  CHECK(s.coach);                            // and the coach beside them
  CHECK_FALSE(s.packets);  // asked for at every deal
  CHECK(s.volume == bizon::Volume::Medium);  // the sound at medium, not muted, by default
  CHECK_FALSE(s.muted);
  CHECK(s.speed() == Approx(1.f));
  std::filesystem::remove_all(dir);
}

TEST_CASE("a program seated in a chair is kept, and anything else there is ignored", "[settings][bot]") {
  const auto dir = std::filesystem::temp_directory_path() / "bizon-settings-chairs";
  std::filesystem::remove_all(dir);
  Settings s;
  s.goat = "exec:python3 'my bot.py'";
  s.sheep = "normal";
  s.bot = s.goat;
  REQUIRE(bizon::saveSettings(s, dir / "settings.json"));
  const Settings back = bizon::loadSettings(dir / "settings.json");
  CHECK(back.goat == s.goat);
  CHECK(back.sheep == "normal");
  CHECK(back.bot == s.goat);
  std::ofstream(dir / "odd.json") << R"({"goat": "cheat", "sheep": 3, "bot": "python3 bot.py"})";
  const Settings odd = bizon::loadSettings(dir / "odd.json");
  CHECK(odd.goat.empty());  // the level's own player
  CHECK(odd.sheep.empty());
  CHECK(odd.bot.empty());
  std::filesystem::remove_all(dir);
}

TEST_CASE("settings round-trip in their text, and anything unusable gives the default", "[settings]") {
  Settings s;
  s.language = "nl";
  s.tempo = Tempo::Instant;
  s.level = bizon::AiLevel::Easy;
  s.fourColours = true;
  s.packets = bizon::Packets::ThreeTwo;
  s.volume = bizon::Volume::Off;
  s.goat = "exec:bot --fast";
  s.sheep = "normal";
  s.bot = s.goat;
  s.deck = "paris";
  const Settings back = bizon::parseSettings(bizon::settingsText(s));
  CHECK(bizon::settingsText(back) == bizon::settingsText(s));
  CHECK(back.level == bizon::AiLevel::Easy);
  CHECK(back.packets == bizon::Packets::ThreeTwo);
  CHECK(back.goat == s.goat);
  CHECK(bizon::parseSettings(R"({"packets":"3-3"})").packets == std::nullopt);

  const std::string defaults = bizon::settingsText(Settings());
  CHECK(defaults == "{\"language\":\"\",\"tempo\":\"normal\",\"level\":\"normal\",\"four_colours\":false,"
                    "\"shuffle\":\"light\",\"packets\":\"ask\",\"volume\":\"medium\",\"muted\":false}\n");
  for (const std::string& text : {std::string("not json"), std::string("[1,2]"), std::string(100, '['),
                                  std::string(R"({"level":"godlike","tempo":7,"muted":"yes","goat":"cheat"})")})
    CHECK(bizon::settingsText(bizon::parseSettings(text)) == defaults);
}

TEST_CASE("a settings file written by an earlier Bizon reads and writes back byte for byte", "[settings][fixtures]") {
  std::ifstream in(std::string(BIZON_CODEC_FIXTURES) + "/settings.json", std::ios::binary);
  REQUIRE(in);
  std::ostringstream text;
  text << in.rdbuf();
  const Settings read = bizon::parseSettings(text.str());
  CHECK(read.packets == bizon::Packets::TwoThree);
  CHECK(read.tempo == Tempo::Fast);
  CHECK(bizon::settingsText(read) == text.str());
}
