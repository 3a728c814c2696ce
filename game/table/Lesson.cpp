#include "table/Lesson.h"

#include <iostream>
#include <stdexcept>

#include "files/AtomicFile.h"

namespace bizon::table {

namespace {

std::string key(int number, const char* what) { return "lesson." + std::to_string(number) + "." + what; }

}  // namespace

Lesson::Lesson(int number, LessonFile file)
    : number_(number), end_(std::move(file.end)), notes_(std::move(file.notes)), cursor_(std::move(file.record)) {}

int Lesson::introAt() const {
  for (int k = 0; k < size(); ++k)
    if (expected(k).seat() == Seat::You || expected(k).bid()) return k;
  return 0;
}

std::optional<Refusal> Lesson::ruleRefusal(int k, const Move& tried) const {
  Game probe = cursor_.gameAt(k);  // sends its events nowhere
  return probe.apply(tried);
}

std::string Lesson::title(const Texts& t) const { return t(key(number_, "title")); }
std::string Lesson::intro(const Texts& t) const { return t(key(number_, "intro")); }

std::string Lesson::note(const Texts& t, int k) const {
  const auto it = notes_.find(k);
  return it == notes_.end() ? std::string() : t(it->second);
}

std::string Lesson::instruction(const Texts& t, int k) const {
  const Move& move = expected(k);
  const Game& game = cursor_.gameAt(k);
  if (const auto p = move.packets())
    return t(*p == Packets::ThreeTwo ? "lesson.do.packets_3_2" : "lesson.do.packets_2_3");
  if (const auto b = move.bid()) {
    if (!b->eat) return t(game.round() == 1 ? "lesson.do.pass" : "lesson.do.pass_round2");
    if (game.round() == 1) return t("lesson.do.eat");
    return t.format("lesson.do.name", {{"suit", t.suit(*b->trump)}});
  }
  const Card card = *move.card();
  const auto trick = game.currentTrick();
  if (trick.empty()) return t.format("lesson.do.lead", {{"card", t.card(card)}});
  const Suit led = trick.front().suit();
  if (card.suit() == led) return t.format("lesson.do.follow", {{"suit", t.suit(led)}, {"card", t.card(card)}});
  return t.format("lesson.do.discard", {{"suit", t.suit(led)}, {"card", t.card(card)}});
}

std::vector<std::string> Lesson::endPages(const Texts& t) const {
  // The pages may count the game's points: everyone's GP and SP once it is scored.
  const Game& last = cursor_.gameAt(size());
  localization::Arguments numbers;
  if (last.phase() == Phase::Over)
    for (Seat s : allSeats) {
      numbers.push_back({std::string(code(s)) + "_gp", std::to_string(last.score().gp[s])});
      numbers.push_back({std::string(code(s)) + "_sp", std::to_string(last.score().sp[s])});
    }
  std::vector<std::string> pages;
  for (const std::string& k : end_) pages.push_back(t.format(k, numbers));
  return pages;
}

std::vector<Lesson> loadLessons(const std::filesystem::path& folder) {
  std::vector<Lesson> lessons;
  for (int n = 1;; ++n) {
    const auto file = folder / ("lesson-" + std::to_string(n) + ".json");
    if (!std::filesystem::exists(file)) break;
    FileText read = readFileLimited(file, 256 * 1024);
    try {
      if (!read.text) throw std::invalid_argument(read.why);
      lessons.emplace_back(n, parseLesson(*read.text));
    } catch (const std::invalid_argument& e) {
      throw std::invalid_argument(file.string() + ": " + e.what());
    }
  }
  return lessons;
}

LessonProgress loadLessonProgress(const std::filesystem::path& userDir, bool* setAside) {
  if (userDir.empty()) return {};
  const auto file = userDir / "lessons.json";
  FileText read = readFileLimited(file, 64 * 1024);
  std::string why = read.why;
  if (read.text)
    if (auto progress = parseLessonProgress(*read.text, why)) return *progress;
  if (!read.text && read.refusal == ReadRefusal::Missing) return {};
  // Kept beside it under a name of its own, never overwritten: nothing is lost.
  std::error_code ec;
  std::filesystem::path aside;
  for (int n = 1; n < 1000; ++n) {
    aside = userDir / ("lessons-damaged-" + std::to_string(n) + ".json");
    if (!std::filesystem::exists(aside, ec)) break;
  }
  std::filesystem::rename(file, aside, ec);
  std::cerr << "bizon: " << file.string() << ": " << why << (ec ? "" : "; set aside as " + aside.filename().string())
            << "\n";
  if (setAside) *setAside = true;
  return {};
}

bool saveLessonProgress(const LessonProgress& progress, const std::filesystem::path& userDir) {
  if (userDir.empty()) return false;
  try {
    writeFileAtomically(userDir / "lessons.json", lessonProgressText(progress));
    return true;
  } catch (const std::exception&) {
    return false;
  }
}

}  // namespace bizon::table
