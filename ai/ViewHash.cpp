#include "ViewHash.h"

namespace bizon {

namespace {

constexpr std::uint64_t mix(std::uint64_t h, std::uint64_t v) {
  h ^= v + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
  return h * 0xBF58476D1CE4E5B9ull;
}

}  // namespace

std::uint64_t viewHash(const SeatView& view) {
  std::uint64_t h = 0x5EEDull;
  h = mix(h, static_cast<std::uint64_t>(index(view.seat)));
  h = mix(h, static_cast<std::uint64_t>(index(view.dealer)));
  h = mix(h, static_cast<std::uint64_t>(view.decision));
  h = mix(h, view.hand.mask());
  h = mix(h, view.packets ? 1 + static_cast<std::uint64_t>(*view.packets) : 0);
  h = mix(h, view.grass ? 1 + static_cast<std::uint64_t>(view.grass->index()) : 0);
  for (const BidEntry& b : view.bids)
    h = mix(h, static_cast<std::uint64_t>(index(b.seat)) * 16 + (b.bid.eat ? 8 : 0) +
                   (b.bid.trump ? 1 + static_cast<std::uint64_t>(*b.bid.trump) : 0));
  for (const PlayEntry& p : view.plays) h = mix(h, static_cast<std::uint64_t>(index(p.seat)) * 32 + static_cast<std::uint64_t>(p.card.index()));
  return h;
}

}  // namespace bizon
