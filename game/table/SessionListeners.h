// The local table's listeners of a session: the recorder keeps the set after every move and take-back, the coach judges your moves.
#pragma once

#include "core/Context.h"
#include "table/Coach.h"
#include "table/LocalSource.h"
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

}  // namespace bizon::table
