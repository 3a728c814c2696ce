// Whose turn it is and what they decide: Goat and Sheep on a worker thread with a visible thinking time, your decisions, the hint.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/Context.h"
#include "Match.h"
#include "Player.h"
#include "table/AiWorker.h"
#include "table/Awaiting.h"
#include "table/JudgeWorker.h"

namespace bizon::table {

class TurnController {
 public:
  // Goat and Sheep play at `level` unless the settings seat another player in their chair,
  // seeded from the set's seed.
  TurnController(Context& context, Match& match, std::uint64_t seed, AiLevel level);
  ~TurnController();
  // Goat and Sheep play at `level` from now on (a new game starts), unless the settings seat
  // another player in their chair.
  void setLevel(AiLevel level);

  // Your seat played by the computer for the decisions it accepts (the test hooks: screenshots,
  // frame statistics). Without it every decision of yours waits for you.
  using Autopilot = std::function<bool(Awaiting)>;
  void setAutopilot(Autopilot autopilot) { autopilot_ = std::move(autopilot); }
  // The player the autopilot plays your seat with (the level's own until then).
  void setAutopilotPlayer(std::unique_ptr<Player> player) { players_[static_cast<std::size_t>(Seat::You)] = std::move(player); }
  // Called after every action made, yours (true) or the computer's (the recorder saves the set).
  void onMove(std::function<void(bool yours)> moved) { moved_ = std::move(moved); }

  // The table is still and every event shown: the seat to act is asked.
  void next();
  // A scored game stays on show until you choose to keep playing.
  void holdScore();
  // Each frame: the computer's move once it has thought long enough, and the hint; whether
  // anything changed.
  bool update(float dt, float speed);
  bool busy() const { return worker_.busy(); }

  // Your decisions (buttons, keys, the grass and the deck). A refused one changes nothing but
  // the notice, which says why.
  void act(Action action);
  void play(Card card);
  void pick(std::optional<Card> card) { picked_ = card; }

  // Your last decision taken back while the table waits for you: the match rewinds to
  // the moment before it (Match::takeBack) and Goat and Sheep decide again from there. A game
  // already scored reopens only while its score is on show, not once the next game has started.
  bool canTakeBack() const;
  bool takeBack();

  Awaiting awaiting() const { return awaiting_; }
  bool holding() const { return awaiting_ == Awaiting::Keep; }
  std::optional<Card> picked() const { return picked_; }
  // The button the hint suggests for the decision awaited, if it was asked: the box's main one.
  std::optional<Action> suggested() const { return suggested_; }
  // The prompt for the decision awaited, and the notice (a refusal or a hint), in words.
  std::string prompt() const;
  std::string notice() const { return notice_ ? notice_() : std::string(); }
  // What went wrong with a program in Goat's or Sheep's chair since your last move, in words.
  std::vector<std::string> faults() const;

  // A game is scored: the programs in the chairs are told (game_over).
  void gameOver(const Score& score);

 private:
  // Bizon's player of `level`, or the one the settings choose, in the seat's chair.
  void seat(Seat s, AiLevel level);
  void apply(const Move& move);
  void after(std::optional<Refusal> refusal);
  void refuse(const Refusal& refusal);

  Context& context_;
  Match& match_;
  std::uint64_t seed_;
  std::array<std::unique_ptr<Player>, 3> players_;
  AiWorker worker_;
  // The hint: your options valued as the analysis values them (the coach's judge), the best one
  // said with its reason.
  JudgeWorker hints_;
  std::optional<Moment> hintFor_;  // the moment a hint answers: one that comes after you moved is dropped
  float thinking_ = 0.f;  // seconds an AI keeps its turn visible before its move shows
  Awaiting awaiting_ = Awaiting::Nothing;
  std::optional<Card> picked_;
  std::optional<Action> suggested_;
  std::function<std::string()> notice_;
  std::vector<std::pair<Seat, BotFault>> faults_;
  Autopilot autopilot_;
  std::function<void(bool)> moved_;
};

}  // namespace bizon::table
