// What a table server keeps of each table beside its set, and what a client keeps of its chair, so that both outlive a restart (docs/table-protocol.md): their files as JSON.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "AiLevel.h"
#include "Deck.h"
#include "Seat.h"

namespace bizon {

// Where each is kept in a data directory, each owner its own folder: a server's tables (bizon serve,
// a window's hosted server in hosting/) and a player's chairs (bizon join, the window)
// (docs/file-formats.md).
inline std::filesystem::path servedTablesFolder(const std::filesystem::path& data) { return data / "tables"; }
inline std::filesystem::path keptChairsFolder(const std::filesystem::path& data) { return data / "chairs"; }

// The server's file tables/CODE.json (readable by its own user only: it holds the tokens).
struct ServedTableState {
  std::string code;
  AiLevel level = AiLevel::Hard;
  Shuffle shuffle = Shuffle::Light;
  int grace = 60;
  bool coach = false;  // the hint and the coach help at this table (absent in older files: off)
  std::uint64_t seed = 0;
  std::optional<Seat> host;  // the chair its creator took
  bool started = false;
  std::string setId;  // in the server's history, once started
  PerSeat<std::string> names, tokens;  // empty for a free chair (before the start) or Goat and Sheep
  friend bool operator==(const ServedTableState&, const ServedTableState&) = default;
};
std::string servedTableText(const ServedTableState& state);
// nullopt and why when the text is not such a file (or names a code or token of the wrong form).
std::optional<ServedTableState> readServedTable(std::string_view text, std::string& why);

// A client's chair at a table (its data directory's chairs/ folder): given back by rejoin.
struct KeptChair {
  std::string code, token;
  Seat seat = Seat::You;
  bool host = false;
  std::string address;  // the server as HOST:PORT, so that a window finds it again after a restart (absent in older files)
  int seen = 0;         // the number (`seq`) of the last event shown when the window closed: what was played for you after it is said
  std::string fingerprint;  // the server's certificate, pinned (absent in older files and for plain connections)
  friend bool operator==(const KeptChair&, const KeptChair&) = default;
};
std::string keptChairText(const KeptChair& chair);
std::optional<KeptChair> readKeptChair(std::string_view text, std::string& why);

}  // namespace bizon
