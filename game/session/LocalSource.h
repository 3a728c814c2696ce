// The local table as a session's source: the engine's Table with Goat and Sheep (or the programs the settings seat there) deciding on a worker, and your seat a port that answers later, when you have chosen.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "Match.h"
#include "Player.h"
#include "session/AiWorker.h"
#include "session/SessionSource.h"
#include "settings/Settings.h"
#include "seats/Table.h"

namespace bizon::table {

class LocalSource : public SessionSource {
 public:
  // Goat and Sheep play at `level` unless `settings` seat another player in their chair, seeded
  // from the set's seed. A resumed match is set out by soFar(); a new one's first events come
  // through take(). `settings` must outlive the source.
  LocalSource(const Settings& settings, Match match, AiLevel level, bool resumed);
  ~LocalSource() override;

  // Goat and Sheep play at `level` from the next decision on (a new game starts).
  void setLevel(AiLevel level) override;
  // None at a daily deal: Goat and Sheep play it at Hard, whatever the settings say.
  std::optional<AiLevel> level() const override {
    if (options_.shuffle == Shuffle::Seeded) return std::nullopt;
    return level_;
  }
  const Match* match() const override { return &table_->match(); }
  bool fresh() const override { return fresh_; }
  int gamesInSet() const override { return options_.games; }

  void take(std::vector<SeatEvent>& events) override;
  void next() override;
  std::optional<Decide> awaited() const override;
  MoveResult move(const Move& move, int turn) override;
  bool over() const override { return held().over(); }
  std::optional<Seat> thinking() const override;
  std::vector<ChairNote> notes() const override;
  // Your last decision, at any moment until the next game starts (Goat or Sheep thinking after it
  // too); a game already scored reopens only while its score is on show (the next game not yet
  // asked for), not once the next game has started.
  bool canTakeBack() const override;
  bool takeBack() override;
  std::vector<SeatEvent> soFar() const override;
  std::optional<Deck> deck(int game) const override;

 private:
  // Your chair: hears your stream, answers later (move()).
  struct YourPort : SeatPort {
    bool decide(const SeatView&, int, Move&) override { return false; }
    bool listens() const override { return true; }
    void tell(const SeatEvent& event) override { heard.push_back(event); }
    std::vector<SeatEvent> heard;
  };
  // Goat's or Sheep's chair: its player thinks on the worker; its answer comes in take().
  struct AiPort : SeatPort {
    LocalSource* source = nullptr;
    Player* player = nullptr;
    bool decide(const SeatView& view, int, Move&) override;
    void gameOver(const Score& score) override { player->gameOver(score); }
  };
  // Bizon's player of `level`, or the one the settings choose, in the seat's chair.
  void sit(Seat s, AiLevel level);
  void answer(Move move);
  void open(Match match);
  const Match& held() const { return table_->match(); }

  const Settings& settings_;
  MatchOptions options_;
  AiLevel level_;
  bool fresh_;
  std::array<std::unique_ptr<Player>, 3> players_;
  YourPort you_;
  std::array<AiPort, 3> ais_;
  std::unique_ptr<Table> table_;
  bool scoredUnasked_ = false;  // a game was scored and the next has not been asked for since
  std::vector<std::pair<Seat, BotFault>> faults_;
  bool stale_ = false;  // the worker's decision under way was asked before a take-back: dropped
  AiWorker worker_;  // last: stopped before the players it uses go
};

}  // namespace bizon::table
