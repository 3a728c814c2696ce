// Why the history could not do what was asked (load, import, export): one line for the player or the terminal.
#pragma once

#include <stdexcept>

namespace bizon {

struct HistoryError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

}  // namespace bizon
