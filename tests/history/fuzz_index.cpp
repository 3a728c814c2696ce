// libFuzzer target for the history index's reader: hostile bytes give an index or a reason, never a crash; an index read is written back the same.
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "TestDirectory.h"
#include "history/HistoryIndex.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace bizon;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  std::string why;
  const HistoryIndex index = HistoryIndex::parse(text, &why);
  if (index.size() == 0) return 0;
  if (!why.empty()) std::abort();  // entries come only from an index that passed its checks
  // What was believed must survive a write and a read unchanged.
  static const test::TestDirectory dir;
  index.write(dir.path() / "index.json");
  if (!(HistoryIndex::read(dir.path() / "index.json") == index)) std::abort();
  return 0;
}
