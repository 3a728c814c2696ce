// A lesson's file (a game record, bizon-game-1, with the lesson's words around it) and the file of the lessons done.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "GameCursor.h"
#include "GameRecord.h"

namespace bizon {

// A prepared deal that teaches by playing: the record says every move, yours included; `notes`
// are the string-table keys of the words shown before some of your moves (by the move's index in
// the record, from 0 = the packets), `end` the keys of the pages shown once its moves are made.
struct LessonFile {
  GameRecord record;
  std::map<int, std::string> notes;
  std::vector<std::string> end;
};

// Reads a lesson file: its record through the same replay as every record, then its words.
// Throws std::invalid_argument naming the first problem ("play 4: sheep must follow hearts",
// "lesson.notes: 99 is not a move of the record").
LessonFile parseLesson(std::string_view text);

// The lessons done (numbered from 1) and the one left part-way, at a moment: `game` is the
// lesson's index (from 0), `move` the moves made in it.
struct LessonProgress {
  std::vector<int> done;
  std::optional<Moment> at;
  friend bool operator==(const LessonProgress&, const LessonProgress&) = default;
};

// The progress in a file's text, or nullopt and why ("done: 0 is not a lesson number from 1 to 99").
std::optional<LessonProgress> parseLessonProgress(std::string_view text, std::string& why);
// The file's text: one JSON object and a newline.
std::string lessonProgressText(const LessonProgress& progress);

}  // namespace bizon
