// libFuzzer target for the set-file loader: any bytes must be refused cleanly or load, and what loads must save and load back the same.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "codec/SetFileCodec.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace bizon;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const SetFileReading reading = parseSet(text);
  if (reading.set) {
    // Accepted input is a real set: it must survive a save and a load unchanged.
    const SetFileReading again = parseSet(serializeSet(*reading.set, reading.summary));
    if (!again.set || !(*again.set == *reading.set) || !(again.summary == reading.summary)) std::abort();
  } else if (reading.problem == SetFileProblem::None || reading.why.empty()) {
    std::abort();  // a refusal always says why
  }
  return 0;
}
