// One lesson of Learn to play: its prepared deal on a cursor, the move it expects next, why another is refused, and the keys of its words (table/LessonWords says them); the lessons in assets/lessons and the file of those done.
#pragma once

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "GameCursor.h"
#include "codec/LessonCodec.h"

namespace bizon::table {

class Lesson {
 public:
  // `number` counts from 1. Throws std::invalid_argument if the record does not replay.
  Lesson(int number, LessonFile file);

  int number() const { return number_; }
  const GameRecord& record() const { return cursor_.record(); }
  // The moves of the lesson, yours and Goat's and Sheep's.
  int size() const { return cursor_.size(); }
  // The move before which the introduction shows: the first bid, or your first move if earlier
  // (the packets when you deal).
  int introAt() const;
  // The move the lesson plays after k moves (k < size()).
  const Move& expected(int k) const { return record().moves[static_cast<std::size_t>(k)]; }
  // Whether the rules refuse `tried` after k moves (the game as the cursor has it is not touched).
  std::optional<Refusal> ruleRefusal(int k, const Move& tried) const;
  // The game after k moves (k <= size()).
  const Game& gameAt(int k) const { return cursor_.gameAt(k); }

  // The keys of its words: the note said before your move k, if it has one; the closing pages.
  std::optional<std::string> noteKey(int k) const;
  const std::vector<std::string>& endKeys() const { return end_; }

 private:
  int number_;
  std::vector<std::string> end_;
  std::map<int, std::string> notes_;
  GameCursor cursor_;
};

// The lessons of `folder` (lesson-1.json, lesson-2.json … up to the first missing). Throws
// std::invalid_argument naming the file and its first problem.
std::vector<Lesson> loadLessons(const std::filesystem::path& folder);

// The lessons done, kept in lessons.json beside the settings. A file that cannot be read is set
// aside (renamed lessons-damaged-N.json beside it, nothing deleted), one line on stderr says so
// and *setAside is set; a missing one is a newcomer's: nothing done.
LessonProgress loadLessonProgress(const std::filesystem::path& userDir, bool* setAside = nullptr);
bool saveLessonProgress(const LessonProgress& progress, const std::filesystem::path& userDir);

}  // namespace bizon::table
