#include "session/LessonSource.h"

#include <span>

namespace bizon::table {

namespace {

// The same decision: a round-1 eat names no suit of its own, however it is written (R6).
bool sameMove(const Move& a, const Move& b, int round) {
  if (a.seat() != b.seat() || a.decision() != b.decision()) return false;
  if (a.bid() && round == 1) return a.bid()->eat == b.bid()->eat;
  return a == b;
}

Match openLesson(const Lesson& lesson, int moves) {
  GameRecord partial = lesson.record();
  partial.moves.resize(static_cast<std::size_t>(moves));
  MatchOptions options;
  options.games = 1;  // a lesson is one deal
  return Match(options, std::span(&partial, 1));
}

// The stream of your seat from `events`: a lesson is one deal, its set's end is not shown.
void streamOf(EventQueue& events, std::vector<SeatEvent>& out) {
  while (!events.empty()) {
    const Event e = events.pop();
    if (!std::holds_alternative<SetFinished>(e)) out.push_back(seatEventOf(e, Seat::You));
  }
}

}  // namespace

LessonSource::LessonSource(const Lesson& lesson, int moves)
    : lesson_(lesson), match_(openLesson(lesson, moves)), fresh_(moves == 0) {
  match_.events().clear();
  // From its start the deal is shown as at the table: the deck, the packets flying.
  if (moves == 0) heard_ = soFar();
}

std::optional<Seat> LessonSource::toMove() const {
  if (made() >= lesson_.size()) return std::nullopt;
  return lesson_.expected(made()).seat();
}

void LessonSource::take(std::vector<SeatEvent>& events) {
  events.insert(events.end(), heard_.begin(), heard_.end());
  heard_.clear();
}

void LessonSource::hear() { streamOf(match_.events(), heard_); }

void LessonSource::next() {
  const auto seat = toMove();
  if (!seat || *seat == Seat::You) return;
  match_.apply(lesson_.expected(made()));  // the record replays (the lessons' test checks it)
  hear();
}

std::optional<Decide> LessonSource::awaited() const {
  if (toMove() != Seat::You) return std::nullopt;
  return Decide{made(), Moment{0, made()}, match_.view(Seat::You)};
}

MoveResult LessonSource::move(const Move& move, int turn) {
  const int k = made();
  if (turn != k || toMove() != Seat::You)
    return MoveResult::refusedFor(Refused::byRules({Refusal::Reason::NotYourTurn, move.seat()}));
  if (!sameMove(move, lesson_.expected(k), match_.game().round())) {
    // The rules' reason first ("You must follow hearts"); a legal move that is not the lesson's
    // gets the lesson's.
    if (auto refusal = lesson_.ruleRefusal(k, move)) return MoveResult::refusedFor(Refused::byRules(*refusal));
    return MoveResult::refusedFor({Refused::Why::NotTheLesson, {}, k, {}});
  }
  match_.apply(lesson_.expected(k));  // as the record has it (a round-1 eat's suit as written)
  hear();
  return MoveResult::taken();
}

std::optional<Seat> LessonSource::thinking() const {
  const auto seat = toMove();
  return seat == Seat::You ? std::nullopt : seat;
}

std::optional<Move> LessonSource::expected() const {
  if (toMove() != Seat::You) return std::nullopt;
  return lesson_.expected(made());
}

std::vector<SeatEvent> LessonSource::soFar() const {
  EventQueue events;
  match_.eventsSoFar(events);
  std::vector<SeatEvent> stream;
  streamOf(events, stream);
  return stream;
}

std::optional<Deck> LessonSource::deck(int game) const {
  if (game != 0) return std::nullopt;
  return lesson_.record().deck;
}

}  // namespace bizon::table
