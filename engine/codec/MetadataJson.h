// A set's metadata in JSON, as the set files and the history's index both write it, and a set's totals and winners as the set files and `bizon history` write them (codec-internal: it names Boost.JSON).
#pragma once

#include <boost/json.hpp>
#include <optional>

#include "FieldReader.h"
#include "SetMetadata.h"
#include "SetSummary.h"

namespace bizon {

boost::json::object metadataToJson(const SetMetadata& metadata);
// The metadata fields of the reader's object; nullopt, the reader holding the first problem
// ("options.games: 0 is not a whole number from 1 to 100"), when one is missing, of the wrong
// type or out of range.
std::optional<SetMetadata> readMetadata(FieldReader& reader);

// {"you":…,"goat":…,"sheep":…}
boost::json::object perSeatJson(const PerSeat<int>& values);
// The winners' seats, in seat order (empty while the set is unfinished).
boost::json::array winnersJson(const SetSummary& summary);

}  // namespace bizon
