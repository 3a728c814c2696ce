// A lesson as a session's source: its prepared deal, Goat and Sheep playing the record's moves, and yours taken only when it is the one the lesson asks for (the rules' reason, else the lesson's, when not).
#pragma once

#include <optional>
#include <vector>

#include "Match.h"
#include "session/Lesson.h"
#include "session/SessionSource.h"

namespace bizon::table {

class LessonSource : public SessionSource {
 public:
  // `lesson` after `moves` of its moves (a lesson left part-way). From its start, its first
  // events (the deck, the packets flying) come through take(); else soFar() sets it out.
  // `lesson` must outlive the source.
  LessonSource(const Lesson& lesson, int moves);

  // The moves of the lesson made so far, yours and the others'.
  int made() const { return match_.game().movesMade(); }

  void take(std::vector<SeatEvent>& events) override;
  // Goat's or Sheep's next move of the record, when it is theirs.
  void next() override;
  std::optional<Decide> awaited() const override;
  MoveResult move(const Move& move, int turn) override;
  std::optional<Seat> thinking() const override;
  std::optional<Move> expected() const override;
  // The lesson says what to do: the analysis' hint and the coach have no say in it.
  bool hints() const override { return false; }
  bool fresh() const override { return fresh_; }
  int gamesInSet() const override { return 1; }
  std::vector<SeatEvent> soFar() const override;
  std::optional<Deck> deck(int game) const override;

 private:
  // The match's new events, as your seat's stream: a lesson is one deal, its set's end not shown.
  void hear();
  // Whose move the lesson plays next, if any is left.
  std::optional<Seat> toMove() const;

  const Lesson& lesson_;
  Match match_;
  bool fresh_;
  std::vector<SeatEvent> heard_;
};

}  // namespace bizon::table
