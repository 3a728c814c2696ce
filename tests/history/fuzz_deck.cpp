// libFuzzer target for the deck loader: any bytes (SVG, gzip, anything) give a deck or a DeckError of one line, never a crash or a hang; a deck renders its cards.
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "decks/SvgDeck.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace bizon::decks;
  try {
    const SvgDeck deck = SvgDeck::parse(std::string_view(reinterpret_cast<const char*>(data), size));
    for (int slot : {0, SvgDeck::backSlot}) {
      const Pixels p = deck.card(slot, 12, 17);
      if (p.width != 12 || p.height != 17 || p.rgba.size() != 12u * 17u * 4u) std::abort();
    }
  } catch (const DeckError& e) {
    const std::string why = e.what();
    if (why.empty() || why.find('\n') != std::string::npos) std::abort();
  }
  return 0;
}
