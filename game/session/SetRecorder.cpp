#include "session/SetRecorder.h"

namespace bizon::table {

void SetRecorder::record(const Match& match) {
  SetMetadata metadata = metadata_;
  metadata.options = match.options();
  SetSummary summary = summarize(metadata, match);
  store_.saveLater({std::move(metadata), match.records()}, std::move(summary));
}

}  // namespace bizon::table
