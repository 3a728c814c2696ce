// `bizon replay FILE|-`: checks one game record and prints its result (docs/game-record.md).
#include <iostream>
#include <unistd.h>

#include "Arguments.h"
#include "Commands.h"
#include "Output.h"
#include "Replay.h"
#include "codec/FieldReader.h"
#include "codec/RecordJson.h"
#include "codec/SetFileCodec.h"
#include "files/AtomicFile.h"

namespace bizon {

int replayCommand(const std::vector<std::string>& args) {
  Arguments arguments(args, {});
  if (arguments.positional().size() != 1) throw UsageError("replay takes one FILE, or - for standard input");
  const std::string& path = arguments.positional()[0];
  const std::string name = path == "-" ? std::string("standard input") : terminalSafe(path);
  // A record is a few kB; the history refuses set files of fifteen records beyond this size, so
  // a record beyond it is refused too, unread (a file) or once that much was read (a stream).
  // Every input that cannot be read is a bad input: exit status 2, like a bad record.
  const FileText input = path == "-" ? readStreamLimited(STDIN_FILENO, setFileMaxBytes)
                                     : readFileLimited(path, setFileMaxBytes, Links::Follow);
  if (!input.text) {
    std::cerr << "cannot read " << name << ": " << input.why << "\n";
    return 2;
  }
  std::string why;
  const auto json = parseLimitedJson(*input.text, why);
  if (!json) {
    std::cerr << name << " is not JSON: " << why << "\n";
    return 2;
  }
  const Replay result = replayJson(*json);
  if (!result.game) {
    // The message quotes values of the record: escaped, and cut if long.
    std::cerr << terminalSafe(result.error) << "\n";
    return 2;
  }
  std::cout << replayReport(*result.game) << "\n";
  return 0;
}

}  // namespace bizon
