// The versioned JSON file of one set ("bizon-set", version 1, 2 for a set played online, 3 for a daily deal): writing it, and reading it back with every check a damaged or hostile file needs.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "SetSummary.h"
#include "StoredSet.h"

namespace bizon {

inline constexpr std::string_view setFileFormat = "bizon-set";
// Version 2 adds the sets played online (origin "online" and their "table"), version 3 the daily
// deal (its "daily" date, its games dealt from the seed alone: shuffle "seeded"); every other set
// is still written as version 1, so that an older Bizon reads it, and leaves the newer ones alone
// as a newer version's instead of setting them aside as damaged.
inline constexpr int setFileVersion = 3;
inline int setFileVersionOf(const SetMetadata& metadata) {
  if (metadata.daily || metadata.options.shuffle == Shuffle::Seeded) return 3;
  return metadata.online ? 2 : 1;
}
// A set of 15 games takes about 25 kB; anything far bigger is damage or malice, refused before
// it is parsed so that a 100 MB file costs nothing.
inline constexpr std::size_t setFileMaxBytes = std::size_t{4} << 20;
inline constexpr int setMaxGames = 100;

enum class SetFileProblem : std::uint8_t {
  None,
  Unreadable,    // cannot be opened or read (permissions, I/O error): left where it is
  TooLarge,      // over setFileMaxBytes
  NotJson,       // not valid JSON, or nested too deep
  NotASetFile,   // valid JSON, but not an object with "format": "bizon-set"
  WrongVersion,  // a version this program never wrote (0, negative, not a whole number)
  NewerVersion,  // written by a newer Bizon: left untouched
  Invalid,       // a missing or wrong field, or records that do not replay
};

struct SetFileReading {
  std::optional<StoredSet> set;  // present when problem is None
  SetSummary summary;            // valid when set is present
  SetFileProblem problem = SetFileProblem::None;
  std::string why;               // one line naming the first thing wrong
};

// The file's text: a header line with the metadata, then one game record per line.
std::string serializeSet(const StoredSet& set, const SetSummary& summary);

// Checks everything: size, JSON, format and version, each metadata field, that every record
// replays and that the games follow each other as a set (Match), and that a stored result
// agrees with the records.
SetFileReading parseSet(std::string_view text);

}  // namespace bizon
