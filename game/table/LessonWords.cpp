#include "table/LessonWords.h"

namespace bizon::table {

namespace {

std::string key(int number, const char* what) { return "lesson." + std::to_string(number) + "." + what; }

}  // namespace

std::string lessonTitle(const Texts& t, const Lesson& lesson) { return t(key(lesson.number(), "title")); }
std::string lessonIntro(const Texts& t, const Lesson& lesson) { return t(key(lesson.number(), "intro")); }

std::string lessonNote(const Texts& t, const Lesson& lesson, int k) {
  const auto note = lesson.noteKey(k);
  return note ? t(*note) : std::string();
}

std::string lessonInstruction(const Texts& t, const Lesson& lesson, int k) {
  const Move& move = lesson.expected(k);
  const Game& game = lesson.gameAt(k);
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

std::vector<std::string> lessonEndPages(const Texts& t, const Lesson& lesson) {
  // The pages may count the game's points: everyone's GP and SP once it is scored.
  const Game& last = lesson.gameAt(lesson.size());
  localization::Arguments numbers;
  if (last.phase() == Phase::Over)
    for (Seat s : allSeats) {
      numbers.push_back({std::string(code(s)) + "_gp", std::to_string(last.score().gp[s])});
      numbers.push_back({std::string(code(s)) + "_sp", std::to_string(last.score().sp[s])});
    }
  std::vector<std::string> pages;
  for (const std::string& k : lesson.endKeys()) pages.push_back(t.format(k, numbers));
  return pages;
}

}  // namespace bizon::table
