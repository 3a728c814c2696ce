// The listeners of a session: at the local table the recorder keeps the set after every move and take-back, the coach judges your moves; at a table of friends the coach judges them once their game is revealed.
#pragma once

#include "core/Context.h"
#include "table/Coach.h"
#include "GameCursor.h"
#include "table/LocalSource.h"
#include "table/SeatTurn.h"
#include "table/SetRecorder.h"

namespace bizon::table {

class RecorderListener : public SessionListener {
 public:
  RecorderListener(SetRecorder& recorder, const LocalSource& source) : recorder_(recorder), source_(source) {}
  // The set so far, after every move, so that a closed window resumes where it stopped.
  void moved(const Move&) override { recorder_.record(source_.match()); }
  // Saved like any move: a crash now loses nothing.
  void takenBack() override {
    recorder_.countTakeBack();
    recorder_.record(source_.match());
  }

 private:
  SetRecorder& recorder_;
  const LocalSource& source_;
};

class CoachListener : public SessionListener {
 public:
  CoachListener(Coach& coach, const LocalSource& source, const Settings& settings)
      : coach_(coach), source_(source), settings_(settings) {}
  void moved(const Move& move) override {
    if (!settings_.coach || move.seat() != source_.seat()) return;
    // The game of the move: the one in play, or the one it just ended (the next starts at once).
    if (const auto latest = source_.match().latestGame()) coach_.decided(latest->game, latest->record);
  }
  void takenBack() override { coach_.takenBack(source_.match().moment()); }

 private:
  Coach& coach_;
  const LocalSource& source_;
  const Settings& settings_;
};

// At a table of friends a game's deck is the server's until the game is over (R18): your decisions
// are judged once it is revealed whole, each from the moment it was made, and the coach's word
// comes at the game's end (no note during the game).
class RevealedCoachListener : public SessionListener {
 public:
  RevealedCoachListener(Coach& coach, Seat seat, const Settings& settings) : coach_(coach), seat_(seat), settings_(settings) {}
  void revealed(const GameRevealed& game) override {
    if (!settings_.coach) return;
    GameRecord upTo = game.record;
    upTo.moves.clear();
    for (const Move& move : game.record.moves) {
      upTo.moves.push_back(move);
      if (move.seat() == seat_) coach_.decided(game.number - 1, upTo);
    }
    // Its score as your table shows it (yours as Seat::You), for the end of game's word.
    const GameCursor cursor(game.record);
    const Event scored = onScreen(Event(GameScored{cursor.gameAt(cursor.size()).score()}), seat_);
    coach_.gameScored(game.number - 1, std::get<GameScored>(scored).score);
  }

 private:
  Coach& coach_;
  Seat seat_;
  const Settings& settings_;
};

}  // namespace bizon::table
