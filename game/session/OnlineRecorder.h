// Keeps a set played at a table of friends in your own history like any set: each game once it is scored and revealed whole (until then its deck is the server's, R18), with the table's code, your chair and who sat in the others; found again by the table's code when you come back to the table.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "history/HistoryStore.h"
#include "server/TableClient.h"
#include "session/SetKeeper.h"

namespace bizon::table {

class OnlineRecorder : public SetKeeper {
 public:
  // Saves into `store` what the table's client was told; both must outlive the recorder.
  // `language`: the table's language code. The one writer of an online set's metadata (the
  // window's and `bizon join`'s).
  OnlineRecorder(HistoryStore& store, const TableClient& client, std::string language);

  // Each frame: a game revealed since, or the set's end with its seed, is queued on the store's
  // writer (the frame never waits for the disk).
  void update() override;
  const std::string& setId() const override { return metadata_.id; }
  const SetMetadata& metadata() const { return metadata_; }
  // Why the latest save failed (the previous save is then intact), once.
  std::optional<std::string> takeFailure() override;

 private:
  HistoryStore& store_;
  const TableClient& client_;
  SetMetadata metadata_;
  std::size_t saved_ = 0;  // games saved
  bool overSaved_ = false;
  std::optional<std::string> failure_;
};

// The newest set of `store` played online at the table `code` from chair `seat` and not over: the
// one a player coming back to that table goes on with.
const SetSummary* onlineSetOf(const HistoryStore& store, const std::string& code, Seat seat);

}  // namespace bizon::table
