// `bizon join`'s player: the table's one client (RemoteTable) creates or joins a table, a computer player plays its seat, the chair is taken back after a drop, and the set is kept in the history as the window keeps it (OnlineRecorder).
#pragma once

#include <chrono>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "AiLevel.h"
#include "Deck.h"
#include "GameRecord.h"
#include "Seat.h"

namespace bizon {

struct ClientOptions {
  std::string host, port;
  std::optional<std::string> code;  // the table to join; without it, one is created
  std::string fingerprint;          // the server's certificate, from an invitation link (always checked)
  bool plain = false;               // no TLS: this computer and the local network only
  std::string name;
  std::string kind = "hard";        // the seat's player: a built-in kind, or exec:COMMAND
  int people = 1;                   // a creator starts once this many chairs hold people
  AiLevel level = AiLevel::Hard;    // a creator's Goat and Sheep
  Shuffle shuffle = Shuffle::Light;
  int grace = 60;
  std::filesystem::path dataDirectory;  // the kept chair (chairs/) and the history
  std::chrono::seconds retry{120};      // how long to try to reconnect
};

struct ClientResult {
  std::string code, setId;
  Seat seat = Seat::You;
  PerSeat<int> totals;
  PerSeat<std::string> names;
};

// Plays the set to its end; `said` gets each line meant for the user ("table CODE" first when
// it creates). Throws std::runtime_error when the server refuses the table or cannot be reached
// for the whole retry time.
ClientResult playAtTable(const ClientOptions& options, const std::function<void(const std::string&)>& said);

}  // namespace bizon
