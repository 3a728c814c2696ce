// The table's command line: `bizon [--seed S] [--size WxH] [--screenshot FILE --at PHASE] …`.
#pragma once

#include <string>
#include <vector>

namespace bizon {

// Whether a first word belongs to the table rather than to a subcommand.
bool isTableOption(const std::string& word);
// Opens the window; returns the exit status (2 for a bad command line).
int runTable(const std::vector<std::string>& args);

}  // namespace bizon
