// The words of a lesson of Learn to play, in the player's language: its title, its introduction, the note before a move of yours, what to do, the closing pages.
#pragma once

#include <string>
#include <vector>

#include "core/Texts.h"
#include "session/Lesson.h"

namespace bizon::table {

std::string lessonTitle(const Texts& t, const Lesson& lesson);
std::string lessonIntro(const Texts& t, const Lesson& lesson);
// What the box says before your move k: the lesson's note, if it has one (else empty), and what
// to do ("You have hearts, so you must follow: play the ace of hearts.").
std::string lessonNote(const Texts& t, const Lesson& lesson, int k);
std::string lessonInstruction(const Texts& t, const Lesson& lesson, int k);
// The pages once its moves are made, which may count the game's points.
std::vector<std::string> lessonEndPages(const Texts& t, const Lesson& lesson);

}  // namespace bizon::table
