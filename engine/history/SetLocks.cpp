#include "SetLocks.h"


namespace bizon {

namespace fs = std::filesystem;

fs::path SetLocks::fileOf(std::string_view id) const { return folder_ / (std::string(id) + ".lock"); }

void SetLocks::releaseAll() {
  while (!held_.empty()) release(std::string(held_.begin()->first));
}

}  // namespace bizon
