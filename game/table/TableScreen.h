// The table you play at: a view of its table session, the session's events to the scene, your taps and keys to the session. Against Goat and Sheep (the local source) every move goes to the recorder and the coach; at a table of friends (a remote source) people's names sit in the chairs, seen from yours, and each game revealed goes to your history.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/Context.h"
#include "Match.h"
#include "core/Screen.h"
#include "StoredSet.h"
#include "table/Coach.h"
#include "table/LocalSource.h"
#include "table/OnlineRecorder.h"
#include "table/SessionListeners.h"
#include "table/SetRecorder.h"
#include "table/TableScene.h"
#include "table/TableSession.h"

namespace bizon::table {

struct TableOptions {
  std::uint64_t seed = 0;
  std::optional<StoredSet> resume;  // an unfinished set to pick up where it stopped
  bool save = true;                 // keep the set in the history (when the context has one)
  // Shown in the communication box until your first move (save files set aside at launch).
  std::function<std::string()> warning;
};

class TableScreen : public Screen, private SessionListener {
 public:
  // The table of `source`; without one, a local table against Goat and Sheep as `options` say.
  TableScreen(Context& context, TableOptions options, std::unique_ptr<SessionSource> source = nullptr);
  ~TableScreen() override;

  void tap(sf::Vector2f point) override;
  void touch(sf::Vector2f point) override;
  void key(sf::Keyboard::Key key) override;
  void update(float dt) override;
  void draw(sf::RenderTarget& target) const override;
  void resize(sf::Vector2f size) override;
  // A table of friends goes on out of focus; Goat and Sheep wait for you.
  bool live() const override { return !local_; }

  // The local table's match; null at a table of friends (the server holds it).
  const Match* match() const { return local_ ? &local_->match() : nullptr; }
  bool over() const { return source_->over(); }
  // How the history names this set.
  const std::string& setId() const { return online_ ? online_->setId() : metadata_.id; }
  std::string_view name() const override { return "table"; }
  const TableScene& scene() const { return scene_; }
  TableSession& session() { return session_; }
  const TableSession& session() const { return session_; }
  const Coach& coach() const { return coach_; }
  // Nothing moves, every event is shown and nobody is thinking: the table waits for you (or the
  // set is over). A scored game on show is still, whoever a table of friends waits for already.
  bool still() const { return scene_.idle() && (session_.holding() || (!session_.showing() && !session_.busy())); }

 private:
  void show(const Event& event);
  // At a table of friends: how long the seat to act has been thinking, under its name.
  void showThinking();
  // At a table of friends: the chairs' names and the box's words about them set out again when
  // they change.
  void watchChairs();
  // A move is made (SessionListener): the words change; yours means the warning was seen.
  void moved(const Move& move) override;
  // Game `game` (from 0) starts: a level chosen since the last game applies from it, and the set
  // keeps who played it.
  void newLevel(int game);
  // Your last decision taken back: the cards fly back to the moment before it, and it is saved.
  void takeBack();
  void act(Action action);
  // A tap acts whatever animation is under way: a button on screen, or the card of your hand
  // drawn under it; elsewhere it lands the animation.
  void tapCard(sf::Vector2f point, bool touch);
  // The end of a game offers the review of your costliest mistake there (the coach).
  bool reviewable() const;
  // Your hand is so crowded that a finger cannot aim: a first tap picks, a second plays.
  bool crowded() const;
  void relook(float duration);
  void refresh();
  // The names the chairs show, as seen from yours (people's names at a table of friends).
  // `away`: "(away)" beside a person who dropped.
  PerSeat<std::string> names(bool away) const;
  int games() const;

  Context& context_;
  TableOptions options_;
  SetMetadata metadata_;  // how the history knows this set
  std::unique_ptr<SessionSource> source_;
  LocalSource* local_;  // source_ when it is the local table
  AiLevel level_;  // Goat's and Sheep's in the game in play; one chosen since applies from the next
  TableSession session_;
  TableScene scene_;
  Coach coach_;
  std::unique_ptr<CoachListener> coachListener_;
  std::unique_ptr<RevealedCoachListener> revealedCoach_;  // at a table of friends whose host allows it
  std::unique_ptr<SetRecorder> recorder_;
  std::unique_ptr<RecorderListener> recorderListener_;
  std::unique_ptr<OnlineRecorder> online_;  // at a table of friends: its games into your history
  std::function<std::string()> warning_;  // until your next move: what went wrong outside the game
  bool dirty_ = true;                     // the words or your cards' look must be set out again
  bool mutedShown_ = false;               // the box says the sound is muted
  std::optional<Seat> thinker_;           // the place whose thinking the clock counts
  std::chrono::steady_clock::time_point thinkingSince_;
  std::string clock_;
  std::vector<std::string> chairsSaid_;   // the notes and names of the chairs last set out
};

}  // namespace bizon::table
