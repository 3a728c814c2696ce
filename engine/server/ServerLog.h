// The one log of a table server (`bizon serve`, and the server a hosting window runs): a line per event on the standard error, each with its level and time, as systemd's journal reads them (sd-daemon(3)'s "<6>" prefixes, the journal keeping the time) or, for a terminal, the time in UTC and the level in words.
#pragma once

#include <string_view>

namespace bizon {

// syslog's priorities, as the journal takes them.
enum class LogLevel { Error = 3, Warning = 4, Notice = 5, Info = 6 };

// Writes one line, whole even when threads log at once (the io thread, the router's).
void serverLog(LogLevel level, std::string_view text);

}  // namespace bizon
