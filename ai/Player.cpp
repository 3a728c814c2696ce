#include "Player.h"

#include "RandomPlayer.h"

namespace bizon {

std::vector<std::string> playerKinds() { return {"random"}; }

std::unique_ptr<Player> makePlayer(std::string_view kind, std::uint64_t seed) {
  if (kind == "random") return std::make_unique<RandomPlayer>(seed);
  return nullptr;
}

std::optional<Refusal> playTurn(Match& match, Player& player) {
  const Seat seat = match.game().toAct();
  const SeatView view = match.view(seat);
  switch (view.decision) {
    case Decision::Packets: return match.choosePackets(seat, player.choosePackets(view));
    case Decision::Bid: return match.bid(seat, player.bid(view));
    case Decision::Play: return match.play(seat, player.play(view));
  }
  return std::nullopt;
}

}  // namespace bizon
