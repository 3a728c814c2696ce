// What keeps a table's set in your history as it is played, whatever the table: at a local table the set after every move (LocalKeeper), at a table of friends each game the server reveals (OnlineRecorder).
#pragma once

#include <optional>
#include <string>

#include "AiLevel.h"
#include "session/SessionSource.h"

namespace bizon::table {

// A session's listener (its moves, take-backs and reveals) that keeps the set.
class SetKeeper : public SessionListener {
 public:
  // Each frame: what the table revealed since is queued on the history's writer.
  virtual void update() {}
  // How the history names the set.
  virtual const std::string& setId() const = 0;
  // Goat and Sheep play at `level` from game `game` (from 0) on: the set names them so.
  virtual void levelFrom(int /*game*/, AiLevel /*level*/) {}
  // Why the latest save failed (the previous save is then intact), once; nullopt if it did not.
  virtual std::optional<std::string> takeFailure() = 0;
};

}  // namespace bizon::table
