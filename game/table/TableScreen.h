// The table you play at against Goat and Sheep: a view of its table session (the local source), the session's events to the scene, your taps and keys to the session, and every move to the recorder and the coach.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "core/Context.h"
#include "Match.h"
#include "core/Screen.h"
#include "StoredSet.h"
#include "table/Coach.h"
#include "table/LocalSource.h"
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
  TableScreen(Context& context, TableOptions options);
  ~TableScreen() override;

  void tap(sf::Vector2f point) override;
  void touch(sf::Vector2f point) override;
  void key(sf::Keyboard::Key key) override;
  void update(float dt) override;
  void draw(sf::RenderTarget& target) const override;
  void resize(sf::Vector2f size) override;

  const Match& match() const { return source_.match(); }
  // How the history names this set.
  const std::string& setId() const { return metadata_.id; }
  std::string_view name() const override { return "table"; }
  const TableScene& scene() const { return scene_; }
  TableSession& session() { return session_; }
  const TableSession& session() const { return session_; }
  const Coach& coach() const { return coach_; }
  // Nothing moves, every event is shown and nobody is thinking: the table waits for you (or the
  // set is over).
  bool still() const { return scene_.idle() && (!session_.showing() || session_.holding()) && !session_.busy(); }

 private:
  void show(const Event& event);
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

  Context& context_;
  TableOptions options_;
  SetMetadata metadata_;  // how the history knows this set
  LocalSource source_;
  AiLevel level_;  // Goat's and Sheep's in the game in play; one chosen since applies from the next
  TableSession session_;
  TableScene scene_;
  Coach coach_;
  CoachListener coachListener_{coach_, source_, context_.settings};
  std::unique_ptr<SetRecorder> recorder_;
  std::unique_ptr<RecorderListener> recorderListener_;
  std::function<std::string()> warning_;  // until your next move: what went wrong outside the game
  bool dirty_ = true;                     // the words or your cards' look must be set out again
  bool mutedShown_ = false;               // the box says the sound is muted
};

}  // namespace bizon::table
