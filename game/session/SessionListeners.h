// The listeners of a session: at the local table the keeper saves the set after every move and take-back, the coach judges your moves as they are made; at a table of friends the coach judges them once their game is revealed.
#pragma once

#include "GameCursor.h"
#include "session/Coach.h"
#include "session/LocalSource.h"
#include "session/SeatTurn.h"
#include "session/SetKeeper.h"
#include "session/SetRecorder.h"
#include "settings/Settings.h"

namespace bizon::table {

// The local table's set in your history: after every move, so that a closed window resumes where
// it stopped.
class LocalKeeper : public SetKeeper {
 public:
  // `store` and `source` must outlive the keeper.
  LocalKeeper(HistoryStore& store, SetMetadata metadata, const LocalSource& source)
      : recorder_(store, std::move(metadata)), source_(source) {}
  // The set as it stands now (a new set is kept at once: a relaunch resumes it before its first move).
  void record() { recorder_.record(*source_.match()); }
  void moved(const Move&) override { record(); }
  // Saved like any move: a crash now loses nothing.
  void takenBack() override {
    recorder_.countTakeBack();
    record();
  }
  const std::string& setId() const override { return recorder_.metadata().id; }
  void levelFrom(int game, AiLevel level) override {
    PerSeat<std::string> players = recorder_.metadata().playersOf(game);
    players[Seat::Goat] = players[Seat::Sheep] = std::string(playerKind(level));
    recorder_.playersFrom(game, std::move(players));
  }
  std::optional<std::string> takeFailure() override { return recorder_.takeFailure(); }

 private:
  SetRecorder recorder_;
  const LocalSource& source_;
};

// Where the source holds the match (a local table), each decision of yours is judged as it is made.
class CoachListener : public SessionListener {
 public:
  // `source` must hold the match (SessionSource::match).
  CoachListener(Coach& coach, const SessionSource& source, const Settings& settings)
      : coach_(coach), source_(source), settings_(settings) {}
  void moved(const Move& move) override {
    if (!settings_.coach || move.seat() != source_.seat()) return;
    // The game of the move: the one in play, or the one it just ended (the next starts at once).
    if (const auto latest = source_.match()->latestGame()) coach_.decided(latest->game, latest->record);
  }
  void takenBack() override { coach_.takenBack(source_.match()->moment()); }

 private:
  Coach& coach_;
  const SessionSource& source_;
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
