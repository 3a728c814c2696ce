// libFuzzer target for the game record (bizon-game-1) as `bizon replay` reads it: a replayed game or a message, never a crash; what replays is written and replayed the same.
#include <boost/json.hpp>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "codec/FieldReader.h"
#include "codec/RecordJson.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace bizon;
  std::string why;
  const auto json = parseLimitedJson(std::string_view(reinterpret_cast<const char*>(data), size), why);
  if (!json) return 0;
  // As `bizon replay` does: the record read first (RecordJson), then its moves through the rules.
  const Replay result = replayJson(*json);
  if (!result.game) {
    if (result.error.empty()) std::abort();  // a refusal always says why
    return 0;
  }
  // The game's own record, written and replayed, must give the same report.
  const Replay again = replayJson(boost::json::value(toJson(recordOf(*result.game))));
  if (!again.game || replayReport(*again.game) != replayReport(*result.game)) std::abort();
  return 0;
}
