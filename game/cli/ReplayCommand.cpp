// `bizon replay FILE|-`: checks one game record and prints its result (shared/design/game-record.md).
#include <boost/json.hpp>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

#include "Arguments.h"
#include "Commands.h"
#include "Replay.h"

namespace bizon {

int replayCommand(const std::vector<std::string>& args) {
  Arguments arguments(args, {});
  if (arguments.positional().size() != 1) throw UsageError("replay takes one FILE, or - for standard input");
  const std::string& path = arguments.positional()[0];
  std::string text;
  if (path == "-") {
    text.assign(std::istreambuf_iterator<char>(std::cin), {});
  } else {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
      std::cerr << "cannot read " << path << "\n";
      return 2;
    }
    text.assign(std::istreambuf_iterator<char>(in), {});
  }
  boost::system::error_code ec;
  boost::json::value json = boost::json::parse(text, ec);
  if (ec) {
    std::cerr << (path == "-" ? std::string("standard input") : path) << " is not JSON: " << ec.message() << "\n";
    return 2;
  }
  Replay result = replay(json);
  if (!result.game) {
    std::cerr << result.error << "\n";
    return 2;
  }
  std::cout << boost::json::serialize(report(*result.game)) << "\n";
  return 0;
}

}  // namespace bizon
