// A set file the history could not use, what was done about it, and the one line that tells the player.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

#include "codec/SetFileCodec.h"

namespace bizon {

struct HistoryProblem {
  enum class Action : std::uint8_t {
    SetAside,   // moved into the damaged folder, kept as it was
    LeftAlone,  // a newer version's file, or one that could not be read or moved: untouched
    None,       // only reported (bizon history check moves nothing)
  };
  std::filesystem::path file;                  // where the file was found
  SetFileProblem problem = SetFileProblem::Invalid;
  std::string why;                             // the first thing wrong, e.g. "game 3: play 4: sheep must follow hearts"
  Action action = Action::None;
  std::optional<std::filesystem::path> movedTo;  // for SetAside
  // "history: 20250301-142233-9f3a07c1.json is not valid JSON (...); moved to .../damaged/..."
  std::string message;
};

}  // namespace bizon
