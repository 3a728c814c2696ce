// What `bizon history list --json` and `bizon history show` print: a set's summary in JSON, with its metadata, and for show its scoresheet and records.
#pragma once

#include <span>
#include <string>

#include "SetSummary.h"
#include "StoredSet.h"

namespace bizon {

// One line: the summaries of the sets, as a list.
std::string summariesText(std::span<const SetSummary> summaries);
// One line: the set's summary, scoresheet and game records.
std::string setText(const StoredSet& set, const SetSummary& summary);

}  // namespace bizon
