#include "Move.h"

namespace bizon {

std::string moveLabel(Decision decision, int indexInKind) {
  switch (decision) {
    case Decision::Packets: return "packets";
    case Decision::Bid: return "bid " + std::to_string(indexInKind);
    case Decision::Play: return "play " + std::to_string(indexInKind);
  }
  return "move";
}

}  // namespace bizon
