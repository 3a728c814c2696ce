#include "Player.h"

#include "HeuristicPlayer.h"
#include "RandomPlayer.h"
#include "SearchPlayer.h"

namespace bizon {

std::vector<std::string> playerKinds() { return {"random", "heuristic", "normal", "hard", "noinfer"}; }

std::vector<std::string> aiLevels() { return {"easy", "normal", "hard"}; }

std::unique_ptr<Player> makePlayer(std::string_view kind, std::uint64_t seed) {
  if (kind == "random") return std::make_unique<RandomPlayer>(seed);
  if (kind == "heuristic" || kind == "easy") return std::make_unique<HeuristicPlayer>(seed);
  if (kind == "normal") return std::make_unique<SearchPlayer>(seed, SearchPlayer::normalOptions());
  if (kind == "hard") return std::make_unique<SearchPlayer>(seed, SearchPlayer::hardOptions());
  if (kind == "noinfer") {
    SearchOptions plain = SearchPlayer::hardOptions();
    plain.inference = false;
    return std::make_unique<SearchPlayer>(seed, plain);
  }
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
