// The game shows no text written in its code: every visible word comes from the tables.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "LiteralScan.h"

using namespace bizon::localization::test;

TEST_CASE("the literal scan finds visible text and lets keys, codes and diagnostics through",
          "[hardcoded]") {
  const std::string source = R"cpp(
#include "screens/MenuScreen.h"
// A comment may say "Your turn" freely.
void build() {
  title.setText(t("menu.title"));
  label.setText("Your turn");
  items.push_back({"pass the grass", {}, false});
  o["first_frame_ms"] = 3; /* "Old text" */
  if (mode == "set-over") std::cerr << "bizon: cannot save " << file << "\n";
  throw std::invalid_argument(
      "--size takes WIDTHxHEIGHT, e.g. 1280x720");
  load(dir / "settings.json");
  const char quote = '"';
  label.setText("Français");
}
)cpp";
  const auto found = hardCodedTexts(source, "x.cpp");
  REQUIRE(found.size() == 3);
  CHECK(found[0] == "x.cpp:6: \"Your turn\"");
  CHECK(found[1] == "x.cpp:7: \"pass the grass\"");
  CHECK(found[2] == "x.cpp:14: \"Français\"");
}

TEST_CASE("the game's code writes no visible text of its own", "[hardcoded]") {
  // cli/ prints to the terminal (English by design), and so do main.cpp (--help) and hooks/ (the
  // test hooks' moments, listed by --help); server/ speaks the table protocol, whose errors carry a
  // reason code for the window to put in words and an English message for a terminal's `bizon join`
  // and the logs. Everything else draws in the window.
  const std::filesystem::path game = BIZON_GAME_DIR;
  std::vector<std::string> found;
  int files = 0;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(game)) {
    const auto relative = std::filesystem::relative(entry.path(), game);
    if (const auto top = *relative.begin(); top == "cli" || top == "hooks" || top == "server" || top == "main.cpp") continue;
    const auto extension = entry.path().extension();
    if (!entry.is_regular_file() || (extension != ".cpp" && extension != ".h")) continue;
    std::ifstream in(entry.path(), std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    for (std::string& f : hardCodedTexts(text.str(), relative.generic_string())) found.push_back(std::move(f));
    ++files;
  }
  CHECK(files > 30);
  for (const std::string& f : found) UNSCOPED_INFO(f);
  CHECK(found.empty());
}
