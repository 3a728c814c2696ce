// Test helper: the data directory dataDirectory finds in a made-up environment (no variable of the process touched).
#pragma once

#include <filesystem>
#include <map>
#include <string>

#include "files/DataDirectory.h"

namespace bizon::test {

inline std::filesystem::path dataDirectoryIn(std::map<std::string, std::string> env) {
  return dataDirectory([env](const char* name) -> const char* {
    auto it = env.find(name);
    return it == env.end() ? nullptr : it->second.c_str();
  });
}

}  // namespace bizon::test
