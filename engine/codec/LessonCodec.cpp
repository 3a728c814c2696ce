#include "LessonCodec.h"

#include <stdexcept>

#include "FieldReader.h"
#include "RecordJson.h"

namespace bizon {

namespace json = boost::json;

LessonFile parseLesson(std::string_view text) {
  std::string why;
  const auto value = parseLimitedJson(text, why);
  if (!value) throw std::invalid_argument(why);
  Replay replayed = replayJson(*value);
  if (!replayed.game) throw std::invalid_argument(replayed.error);
  LessonFile lesson;
  lesson.record = recordOf(*replayed.game);
  FieldReader o(value->get_object());
  auto words = o.object("lesson");
  if (!words) throw std::invalid_argument(o.ok() ? "lesson: missing" : o.error());
  const int moves = static_cast<int>(lesson.record.moves.size());
  if (const json::value* notes = words->find("notes")) {
    if (!notes->is_object()) throw std::invalid_argument("lesson.notes: " + shown(*notes) + " is not an object");
    for (const auto& [key, note] : notes->get_object()) {
      std::size_t used = 0;
      int k = -1;
      try {
        k = std::stoi(std::string(key), &used);
      } catch (const std::exception&) {
      }
      if (used != key.size() || k < 0 || k >= moves)
        throw std::invalid_argument("lesson.notes: " + std::string(key) + " is not a move of the record");
      if (!note.is_string()) throw std::invalid_argument("lesson.notes." + std::string(key) + ": not a text key");
      lesson.notes[k] = std::string(note.get_string());
    }
  }
  if (const json::array* end = words->list("end"))
    for (const json::value& key : *end) {
      if (!key.is_string()) throw std::invalid_argument("lesson.end: " + shown(key) + " is not a text key");
      lesson.end.emplace_back(key.get_string());
    }
  if (!o.ok()) throw std::invalid_argument(o.error());
  if (lesson.end.empty()) throw std::invalid_argument("lesson.end: no page");
  return lesson;
}

std::optional<LessonProgress> parseLessonProgress(std::string_view text, std::string& why) {
  const auto value = parseLimitedJson(text, why);
  if (!value) return std::nullopt;
  if (!value->is_object()) {
    why = "not a JSON object";
    return std::nullopt;
  }
  FieldReader o(value->get_object());
  LessonProgress progress;
  if (const json::array* done = o.list("done"))
    for (const json::value& n : *done) {
      if (!n.is_int64() || n.get_int64() < 1 || n.get_int64() > 99) {
        o.failValue("done", n, "a lesson number from 1 to 99");
        break;
      }
      progress.done.push_back(static_cast<int>(n.get_int64()));
    }
  if (o.find("at"))
    if (auto at = o.object("at")) {
      const auto lesson = at->whole("lesson", 0, 98);
      const auto move = at->whole("move", 0, 999);
      if (lesson && move) progress.at = Moment{static_cast<int>(*lesson), static_cast<int>(*move)};
    }
  if (!o.ok()) {
    why = o.error();
    return std::nullopt;
  }
  return progress;
}

std::string lessonProgressText(const LessonProgress& progress) {
  json::object o;
  json::array done;
  for (int n : progress.done) done.emplace_back(n);
  o["done"] = std::move(done);
  if (progress.at) o["at"] = json::object{{"lesson", progress.at->game}, {"move", progress.at->move}};
  return json::serialize(o) + "\n";
}

}  // namespace bizon
