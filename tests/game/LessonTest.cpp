// The lessons of Learn to play: their records replay clean, their words exist, a wrong move gets the rules' reason, and the file of the lessons done survives damage.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/DataPaths.h"
#include "core/Texts.h"
#include "session/Lesson.h"
#include "table/LessonWords.h"

namespace fs = std::filesystem;
using namespace bizon;
using table::lessonEndPages;
using table::lessonInstruction;
using table::lessonIntro;
using table::lessonNote;
using table::lessonTitle;

namespace {

const DataPaths& paths() {
  static const DataPaths p = DataPaths::locate();
  return p;
}

std::vector<table::Lesson> lessons() { return table::loadLessons(paths().assets / "lessons"); }

int firstCardOfYours(const table::Lesson& lesson) {
  for (int k = 0; k < lesson.size(); ++k)
    if (lesson.expected(k).card() && lesson.expected(k).seat() == Seat::You) return k;
  return -1;
}

fs::path freshDirectory(const char* name) {
  const fs::path dir = fs::temp_directory_path() / (std::string("bizon-lessons-") + name);
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

}  // namespace

TEST_CASE("R1-R16: every lesson's record replays clean, with a move of yours, and every word it shows exists",
          "[lesson]") {
  const auto all = lessons();
  REQUIRE(all.size() >= 6);
  REQUIRE(all.size() <= 8);
  for (const Texts& t : {Texts(paths(), localization::Language::English), Texts(paths(), localization::Language::French)})
    for (const table::Lesson& lesson : all) {
      INFO("lesson " << lesson.number());
      // The same replay as every record (bizon replay, the history): the cursor replays it.
      const GameCursor cursor(lesson.record());
      CHECK(cursor.size() == lesson.size());
      int yours = 0;
      for (int k = 0; k < lesson.size(); ++k) {
        if (lesson.expected(k).seat() != Seat::You) {
          CHECK(lessonNote(t, lesson, k).empty());  // a note speaks to you, before your move
          continue;
        }
        ++yours;
        CHECK_FALSE(lesson.ruleRefusal(k, lesson.expected(k)));
        CHECK_FALSE(lessonInstruction(t, lesson, k).starts_with("lesson."));
        CHECK_FALSE(lessonNote(t, lesson, k).starts_with("lesson."));
      }
      CHECK(yours > 0);
      CHECK_FALSE(lessonTitle(t, lesson).starts_with("lesson."));
      CHECK_FALSE(lessonIntro(t, lesson).starts_with("lesson."));
      for (const std::string& page : lessonEndPages(t, lesson)) {
        CHECK_FALSE(page.starts_with("lesson."));
        CHECK(page.find('{') == std::string::npos);  // every number filled in
      }
    }
}

TEST_CASE("R10: in lesson 1 a card that does not follow is refused as the table refuses it, and one that follows is legal but not the lesson's",
          "[lesson]") {
  const auto all = lessons();
  const table::Lesson& first = all.front();
  const int k = firstCardOfYours(first);
  REQUIRE(k > 0);
  REQUIRE(first.expected(k) == Move{Seat::You, *parseCard("AH")});  // Sheep led the king of hearts
  const auto refusal = first.ruleRefusal(k, {Seat::You, *parseCard("AS")});
  REQUIRE(refusal);
  CHECK(refusal->reason == Refusal::Reason::MustFollow);
  CHECK(refusal->suit == Suit::Hearts);
  CHECK_FALSE(first.ruleRefusal(k, {Seat::You, *parseCard("9H")}));
  const Texts t(paths(), localization::Language::English);
  CHECK(lessonInstruction(t, first, k) == "You have hearts, so you must follow: play the ace of hearts.");
}

TEST_CASE("R13: the scoring lesson counts its game on its closing pages", "[lesson]") {
  const auto all = lessons();
  const auto scoring = std::find_if(all.begin(), all.end(), [](const table::Lesson& l) {
    return GameCursor(l.record()).finished();
  });
  REQUIRE(scoring != all.end());
  const Texts t(paths(), localization::Language::English);
  const auto pages = lessonEndPages(t, *scoring);
  const Game& game = GameCursor(scoring->record()).gameAt(scoring->size());
  const Score& score = game.score();
  CHECK(score.outcome == Outcome::BizonWon);
  CHECK(score.sp[Seat::You] == 3);
  bool counted = false;
  for (const std::string& page : pages)
    counted = counted || page.find("You have " + std::to_string(score.gp[Seat::You]) + " GP") != std::string::npos;
  CHECK(counted);
}

TEST_CASE("a lesson file whose record does not replay is refused, naming the file and the move", "[lesson]") {
  const fs::path dir = freshDirectory("bad");
  std::ifstream in(paths().assets / "lessons" / "lesson-1.json");
  std::stringstream text;
  text << in.rdbuf();
  std::string broken = text.str();
  // Sheep leads the king of hearts; make you answer with the ace of spades instead.
  const auto at = broken.find("\"card\": \"AH\"");
  REQUIRE(at != std::string::npos);
  broken.replace(at, 12, "\"card\": \"AS\"");
  std::ofstream(dir / "lesson-1.json") << broken;
  try {
    table::loadLessons(dir);
    FAIL("the broken lesson was read");
  } catch (const std::invalid_argument& e) {
    const std::string what = e.what();
    CHECK(what.find("lesson-1.json") != std::string::npos);
    CHECK(what.find("you must follow hearts") != std::string::npos);
  }
  fs::remove_all(dir);
}

TEST_CASE("the lessons done are kept, and a damaged file is set aside whole", "[lesson]") {
  const fs::path dir = freshDirectory("progress");
  bool setAside = false;
  CHECK(table::loadLessonProgress(dir, &setAside) == LessonProgress{});  // a newcomer
  CHECK_FALSE(setAside);
  const LessonProgress progress{{1, 2, 4}, Moment{2, 7}};
  REQUIRE(table::saveLessonProgress(progress, dir));
  CHECK(table::loadLessonProgress(dir, &setAside) == progress);
  CHECK_FALSE(setAside);

  const std::string damaged = "{\"done\": [1, \"two\"]}";
  std::ofstream(dir / "lessons.json") << damaged;
  CHECK(table::loadLessonProgress(dir, &setAside) == LessonProgress{});
  CHECK(setAside);
  CHECK_FALSE(fs::exists(dir / "lessons.json"));
  std::stringstream kept;
  kept << std::ifstream(dir / "lessons-damaged-1.json").rdbuf();  // closed at once: Windows removes no open file
  CHECK(kept.str() == damaged);  // nothing lost
  // A second damaged file never replaces the first one set aside.
  std::ofstream(dir / "lessons.json") << "not json";
  table::loadLessonProgress(dir);
  CHECK(fs::exists(dir / "lessons-damaged-2.json"));
  fs::remove_all(dir);
}
