// What the headless commands print: text made safe for a terminal, and a standard output whose failure is an error.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace bizon {

// The text with every control character (C0, DEL, C1, and any byte that is not UTF-8) written as
// \xNN (\n, \t, \e… as such), so that a file name or a value from a file cannot move the cursor,
// ring, clear or retitle the terminal; cut to at most limit bytes with an ellipsis.
std::string terminalSafe(std::string_view text, std::size_t limit = 400);

// Flushes and closes standard output. If anything written to it was lost (a full disk, a closed
// pipe, /dev/full), says so on standard error in one line and returns 1 (or status, if that
// already reports a failure); else returns status. A backup script then notices.
int checkedOutput(int status);

}  // namespace bizon
