// Where a client keeps its chair at a table (its token) between two runs: one file per server and table in the data directory's chairs/ folder.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "codec/TableStateCodec.h"

namespace bizon {

// Where a data directory keeps its chair at a server's table: one file per server and table (or
// "hosted" for the table it created there) in chairs/, so that the same command run again finds
// it; the same name among the tables where an older Bizon kept it there.
std::filesystem::path keptChairFile(const std::filesystem::path& dataDirectory, const std::string& host,
                                    const std::string& port, const std::optional<std::string>& code);
std::optional<KeptChair> loadKeptChair(const std::filesystem::path& file);
// A chair taken is flushed to disk (its token is its only copy); the last event seen, kept at each
// move, needs no flush (`flushed` false).
void saveKeptChair(const std::filesystem::path& file, const KeptChair& chair, bool flushed = true);
// The chairs kept in a data directory (and those an older Bizon kept among its tables), newest
// first (the window's "Back to the table").
std::vector<std::pair<std::filesystem::path, KeptChair>> keptChairs(const std::filesystem::path& dataDirectory);

}  // namespace bizon
