// Waiting in a test for what a table's one client (RemoteTable) is told: its frames run (update) until the client's state holds what is awaited.
#pragma once

#include <chrono>
#include <string_view>

#include "Eventually.h"
#include "server/RemoteTable.h"

namespace bizon::test {

// Updates the table until `wanted` holds of its client; fails saying `what` did not come.
template <class Wanted>
bool until(RemoteTable& table, std::string_view what, Wanted wanted) {
  return eventually(what, [&] {
    table.update();
    return wanted(table.client());
  }, std::chrono::milliseconds(5));
}

}  // namespace bizon::test
