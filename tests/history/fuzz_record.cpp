// libFuzzer target for the game record (bizon-game-1) as `bizon replay` reads it: a replayed game or a message, never a crash; what replays is written and replayed the same.
#include <boost/json.hpp>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "GameRecord.h"
#include "Replay.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace bizon;
  boost::system::error_code ec;
  const boost::json::value json = boost::json::parse(std::string_view(reinterpret_cast<const char*>(data), size), ec);
  if (ec) return 0;
  const Replay result = replay(json);
  if (!result.game) {
    if (result.error.empty()) std::abort();  // a refusal always says why
    return 0;
  }
  // The game's own record, written and replayed, must give the same report.
  const Replay again = replay(boost::json::value(toJson(recordOf(*result.game))));
  if (!again.game || report(*again.game) != report(*result.game)) std::abort();
  return 0;
}
