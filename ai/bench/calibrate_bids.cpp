// ai_calibrate_bids: what a search player's bids are worth at the table, against what it estimated.
// Usage: ai_calibrate_bids [deals] [seed] [me] [others] [window]. Seats `me` (a search kind, as
// makePlayer takes it) in turn in each seat of each arena deal, with `others` in the other two
// (or "A/B": one of each, changing places from deal to deal).
// At each of its bids whose estimated gain of eating over passing lies within ±window SP, it
// plays the game out twice on the true deal, once eating (with the trump it found best) and once
// passing, with the same players: the difference is what eating was really worth there, given
// those players. Prints one CSV line per decision, then the decisions by estimate, and for each
// margin added to the estimate the SP per deal that bidding so would have gained.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <string>
#include <vector>

#include "Arena.h"
#include "Player.h"
#include "SearchPlayer.h"
#include "SeatView.h"
#include "work/ForEach.h"

using namespace bizon;

namespace {

struct Trial {
  int deal, round, number;
  double estimate, eat, pass;
  double gain() const { return eat - pass; }
};

using Players = std::array<std::unique_ptr<Player>, 3>;

// Plays the game to its end with these players: `me`'s SP minus the mean of the others'.
double playOut(Game game, Players& players, int me) {
  while (game.phase() != Phase::Over) {
    const Seat seat = game.toAct();
    Player& player = *players[static_cast<std::size_t>(index(seat))];
    const SeatView view = viewOf(game, seat);
    game.apply(player.decide(view));
  }
  const auto& sp = game.score().sp;
  double sum = 0;
  for (Seat s : allSeats) sum += index(s) == me ? sp[s] : -0.5 * sp[s];
  return sum;
}

}  // namespace

int main(int argc, char** argv) {
  const int deals = argc > 1 ? std::atoi(argv[1]) : 300;
  const auto seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 21ull;
  const std::string meKind = argc > 3 ? argv[3] : "hard", othersKind = argc > 4 ? argv[4] : "heuristic";
  const double window = argc > 5 ? std::atof(argv[5]) : 4;
  std::vector<Trial> trials;
  std::mutex lock;
  // Two deals at a time (each with its own players), on the machine's two cores.
  work::forEach(static_cast<std::size_t>(std::max(deals, 0)), 2, [&](int, std::size_t deal) {
    const int d = static_cast<int>(deal);
    const int me = (d + d / 3) % 3;  // every place in the bidding order: the deal's dealer is d % 3
    Players players;
    const auto slash = othersKind.find('/');
    const std::string first = othersKind.substr(0, slash), second = slash == std::string::npos ? first : othersKind.substr(slash + 1);
    for (int s = 0; s < 3; ++s) {
      const std::string& kind = s == me ? meKind : ((s - me + 3) % 3 == 1) == (d / 9 % 2 == 0) ? first : second;
      players[static_cast<std::size_t>(s)] = makePlayer(kind, seeds::builtInPlayer(seed, seatAt(s)));
    }
    auto* search = dynamic_cast<SearchPlayer*>(players[static_cast<std::size_t>(me)].get());
    if (!search || !players[static_cast<std::size_t>((me + 1) % 3)] || !players[static_cast<std::size_t>((me + 2) % 3)]) {
      std::fprintf(stderr, "ai_calibrate_bids: %s must be a search kind and %s a kind\n", meKind.c_str(), othersKind.c_str());
      std::exit(2);
    }
    Game game = SeededDeal(seed, d).start();
    while (game.phase() == Phase::Bidding) {
      const Seat seat = game.toAct();
      const SeatView view = viewOf(game, seat);
      const Bid bid = *players[static_cast<std::size_t>(index(seat))]->decide(view).bid();
      const SearchPlayer::Effort effort = search->lastEffort();
      if (index(seat) == me && effort.sampled > 0 && std::abs(effort.gain) <= window) {
        Game eating = game, passing = game;
        eating.apply({seat, view.round == 1 ? Bid::eatGrass() : Bid::eatGrass(effort.trump)});
        passing.apply({seat, Bid::pass()});
        const Trial o{d, view.round, static_cast<int>(view.bids.size()), effort.gain, playOut(eating, players, me),
                        playOut(passing, players, me)};
        const std::lock_guard<std::mutex> guard(lock);
        trials.push_back(o);
        std::printf("%d,%d,%d,%.3f,%.1f,%.1f\n", o.deal, o.round, o.number, o.estimate, o.eat, o.pass);
        std::fflush(stdout);
      }
      game.apply({seat, bid});
    }
  });

  std::printf("\nestimate bin: decisions, mean real gain (standard error)\n");
  for (double low = -window; low < window; low += 1) {
    double sum = 0, square = 0;
    int n = 0;
    for (const Trial& o : trials)
      if (o.estimate >= low && o.estimate < low + 1) sum += o.gain(), square += o.gain() * o.gain(), ++n;
    if (n < 2) continue;
    const double mean = sum / n;
    std::printf("[%+.0f,%+.0f): %4d  %+.2f (%.2f)\n", low, low + 1, n, mean, std::sqrt((square / n - mean * mean) / (n - 1)));
  }
  std::printf("\nmargin: SP per deal gained over the bids made (standard error), eats\n");
  for (double margin = -2; margin <= 3.01; margin += 0.25) {
    std::vector<double> perDeal(static_cast<std::size_t>(deals), 0.0);
    int eats = 0;
    for (const Trial& o : trials) {
      const bool was = o.estimate > 0, now = o.estimate + margin > 0;
      eats += now;
      if (was != now) perDeal[static_cast<std::size_t>(o.deal)] += now ? o.gain() : -o.gain();
    }
    double sum = 0, square = 0;
    for (double x : perDeal) sum += x, square += x * x;
    const double mean = sum / deals;
    std::printf("%+.2f: %+.4f (%.4f)  %d\n", margin, mean, std::sqrt((square / deals - mean * mean) / (deals - 1)), eats);
  }
}
