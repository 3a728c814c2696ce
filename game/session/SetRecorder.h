// Keeps the set being played in the history: after every move its latest state is queued on the history store's writer, which writes it off the frame.
#pragma once

#include "Match.h"
#include "history/HistoryStore.h"
#include "StoredSet.h"

namespace bizon::table {

class SetRecorder {
 public:
  // Saves into `store`, which must outlive the recorder. Nothing to flush: the store waits for its
  // writer before anything reads it, and its end writes what is queued.
  SetRecorder(HistoryStore& store, SetMetadata metadata) : store_(store), metadata_(std::move(metadata)) {}

  // The set as `match` stands now: its records and summary copied at once, written soon without
  // rebuilding the match; a newer state replaces one not yet written.
  void record(const Match& match);
  // A decision taken back: counted in the set's metadata from the next record() on.
  void countTakeBack() { ++metadata_.takeBacks; }
  // Other players (a level changed) from game `game` on: kept in the metadata from the next record() on.
  void playersFrom(int game, PerSeat<std::string> who) { metadata_.playersFrom(game, std::move(who)); }
  // Why the latest save failed (the previous save is then intact), once; empty if it did not.
  std::optional<std::string> takeFailure() { return store_.takeSaveFailure(); }
  // How the history knows the set.
  const SetMetadata& metadata() const { return metadata_; }

 private:
  HistoryStore& store_;
  SetMetadata metadata_;
};

}  // namespace bizon::table
