// The table you play at: a view of its table session, the session's facts to the scene in words, sounds and motion, your taps and keys to the session. Whatever the source: the set goes to your history through its keeper, your decisions to the coach, and the chairs' names (people's at a table of friends) sit where your chair sees them.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "Match.h"
#include "StoredSet.h"
#include "core/Context.h"
#include "core/Screen.h"
#include "session/Coach.h"
#include "session/HardInYourSeat.h"
#include "session/PracticeDeal.h"
#include "session/SetKeeper.h"
#include "session/TableSession.h"
#include "table/TableScene.h"

namespace bizon::table {

struct TableOptions {
  std::uint64_t seed = 0;
  std::optional<StoredSet> resume;  // an unfinished set to pick up where it stopped
  bool save = true;                 // keep the set in the history (when the context has one)
  // Shown in the communication box until your first bid or card (save files set aside at launch,
  // today's daily deal waiting).
  std::function<std::string()> warning;
  // Not resumed: a new set of another kind than the settings', the daily deal of a UTC date (at
  // Hard) or a practice game of one deal.
  std::optional<std::chrono::sys_days> daily{};
  std::optional<PracticeDeal> practice{};
};

class TableScreen : public Screen, private SessionListener {
 public:
  // The table of `source`, its set kept by `keeper` (none: not kept); without a source, a local
  // table against Goat and Sheep as `options` say, kept in the context's history.
  TableScreen(Context& context, TableOptions options, std::unique_ptr<SessionSource> source = nullptr,
              std::unique_ptr<SetKeeper> keeper = nullptr);
  ~TableScreen() override;

  void tap(sf::Vector2f point) override;
  void touch(sf::Vector2f point) override;
  void key(sf::Keyboard::Key key) override;
  void update(float dt) override;
  void draw(sf::RenderTarget& target) const override;
  void resize(sf::Vector2f size) override;
  // A table of friends goes on out of focus; Goat and Sheep wait for you.
  bool live() const override { return source_->live(); }
  // Under another screen: a table of friends keeps its link (its server's 75 s of silence would
  // close it, and after a set's end its chair could be freed before the next).
  void keepLink() { source_->keepLink(); }

  // The local table's match; null at a table of friends (the server holds it).
  const Match* match() const { return source_->match(); }
  bool over() const { return source_->over(); }
  // A daily deal's other table: Hard in your seat on the same deals (null at any other set).
  const std::shared_ptr<HardInYourSeat>& otherTable() const { return otherTable_; }
  // How the history names this set.
  const std::string& setId() const { return keeper_ ? keeper_->setId() : setId_; }
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
  // A refusal the session said since the last frame sounds.
  void soundRefusals();
  // Your last decision taken back: the cards fly back to the moment before it, and it is saved.
  void takeBack();
  void act(Action action);
  // A tap acts whatever animation is under way: a button on screen, or the card of your hand
  // drawn under it; elsewhere it lands the animation.
  void tapCard(sf::Vector2f point, bool touch);
  // The end of a game offers the review of your costliest mistake there (the coach).
  bool reviewable() const;
  // Your hand is so crowded that a finger cannot aim. There, and at a table of friends (where
  // nothing can be taken back), a first touch picks a card and a second plays it.
  bool crowded() const;
  void relook(float duration);
  void refresh();
  // The names the chairs show, as seen from yours (people's names at a table of friends).
  PerSeat<std::string> names() const;
  int games() const;
  // The table as the session says it stands now.
  TableModel standing();
  // A table to sit at and what goes with it: its options, its source, what keeps its set, the
  // player your seat's autopilot starts with (the test hooks), how the history would know a set it
  // does not keep.
  struct Opened {
    TableOptions options;
    std::unique_ptr<SessionSource> source;
    std::unique_ptr<SetKeeper> keeper;
    std::unique_ptr<Player> autopilot;
    std::string setId;
    std::shared_ptr<HardInYourSeat> otherTable;
  };
  // The local table of the set `options` open (resumed or new), kept in the context's history.
  static Opened openLocal(Context& context, TableOptions options);
  TableScreen(Context& context, Opened opened);

  Context& context_;
  TableOptions options_;
  std::string setId_;  // how the history would know a set it does not keep
  std::unique_ptr<SessionSource> source_;
  std::unique_ptr<SetKeeper> keeper_;  // the set into your history (none: not kept)
  std::shared_ptr<HardInYourSeat> otherTable_;
  TableSession session_;
  TableScene scene_;
  Coach coach_;
  std::unique_ptr<SessionListener> coachListener_;  // your decisions to the coach, as the source allows
  int refusalsSounded_ = 0;
  std::function<std::string()> warning_;  // until your bid or card: what went wrong outside the game, or that this is a practice game
  bool dirty_ = true;                     // the words or your cards' look must be set out again
  bool mutedShown_ = false;               // the box says the sound is muted
  std::optional<Seat> thinker_;           // the place whose thinking the clock counts
  std::chrono::steady_clock::time_point thinkingSince_;
  std::string clock_;
  std::vector<std::string> chairsSaid_;   // the notes and names of the chairs last set out
};

}  // namespace bizon::table
