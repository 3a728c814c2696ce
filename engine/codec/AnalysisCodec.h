// The text of a set's analysis file ("bizon-analysis", version 1): every analysed decision of its games, each option valued.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "GameAnalysis.h"
#include "GameRecord.h"

namespace bizon {

inline constexpr std::string_view analysisFileFormat = "bizon-analysis";
inline constexpr int analysisFileVersion = 1;
// Fifteen games of every seat analysed take about 200 kB.
inline constexpr std::size_t analysisFileMaxBytes = std::size_t{4} << 20;

// A fingerprint of a game record (FNV-1a of its JSON): the analysis of a record that changed since,
// e.g. an unfinished game played on, is stale.
std::uint64_t recordFingerprint(const GameRecord& record);

std::string serializeAnalysis(const SetAnalysis& analysis);
// nullopt and why ("games: game 2: decisions: …") when the text is not a sound analysis file of
// this version.
std::optional<SetAnalysis> parseAnalysis(std::string_view text, std::string& why);
// The version a text claims, if it is JSON of the analysis format at all (a newer version is left
// alone by this program).
std::optional<std::int64_t> analysisVersionOf(std::string_view text);

}  // namespace bizon
