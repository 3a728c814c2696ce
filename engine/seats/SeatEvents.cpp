#include "SeatEvents.h"

#include <type_traits>

namespace bizon {

SeatEvent seatEventOf(const Event& event, Seat seat) {
  return std::visit(
      [seat](const auto& e) -> SeatEvent {
        using E = std::decay_t<decltype(e)>;
        if constexpr (std::is_same_v<E, GameStarted>) return GameBegun{e.number, e.dealer};
        else if constexpr (std::is_same_v<E, PacketDealt>) return Dealt{e.seat, e.cards.size(), e.seat == seat ? e.cards : CardSet{}, e.completing};
        else return e;
      },
      event);
}

}  // namespace bizon
