// `bizon simulate`: plays games between computer players and prints what happened, for study and speed.
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <memory>

#include "Arguments.h"
#include "Commands.h"
#include "Output.h"
#include "Player.h"
#include "codec/RecordJson.h"
#include "files/DataDirectory.h"
#include "history/HistoryPaths.h"
#include "history/HistoryStore.h"

namespace bizon {

namespace {

// "random" for all three seats, or three kinds "you,goat,sheep".
PerSeat<std::string> playerKindsFrom(const std::string& text) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  for (std::size_t comma; (comma = text.find(',', start)) != std::string::npos; start = comma + 1)
    parts.push_back(text.substr(start, comma - start));
  parts.push_back(text.substr(start));
  if (parts.size() == 1) parts.assign(3, parts[0]);
  if (parts.size() != 3) throw UsageError("--players takes one kind, or three separated by commas");
  PerSeat<std::string> kinds;
  for (Seat s : allSeats) kinds[s] = parts[static_cast<std::size_t>(index(s))];
  return kinds;
}

// The players of the three seats, each its own port at the table.
PerSeat<std::unique_ptr<Player>> makePlayers(const PerSeat<std::string>& kinds, std::uint64_t seed) {
  PerSeat<std::unique_ptr<Player>> players;
  for (Seat s : allSeats) {
    players[s] = makePlayer(kinds[s], seeds::simulatedPlayer(seed, s));
    if (!players[s]) throw UsageError("unknown player kind " + kinds[s]);
  }
  return players;
}

// What the games played so far add up to.
struct Tally {
  std::array<std::int64_t, 6> outcomes{};
  PerSeat<std::int64_t> sp, eaten;
  std::int64_t played = 0;

  void count(const Score& score) {
    ++played;
    ++outcomes[static_cast<std::size_t>(score.outcome)];
    for (Seat s : allSeats) sp[s] += score.sp[s];
    if (score.bizon) ++eaten[*score.bizon];
  }
};

void printTally(const Tally& tally, std::int64_t sets, const PerSeat<std::string>& kinds, double seconds) {
  const auto played = static_cast<double>(tally.played);
  std::printf("games: %lld in %lld sets, players you=%s goat=%s sheep=%s\n", static_cast<long long>(tally.played),
              static_cast<long long>(sets), kinds[Seat::You].c_str(), kinds[Seat::Goat].c_str(),
              kinds[Seat::Sheep].c_str());
  std::printf("outcomes:");
  for (std::size_t o = 0; o < tally.outcomes.size(); ++o)
    std::printf(" %s %lld (%.1f%%)", std::string(code(static_cast<Outcome>(o))).c_str(),
                static_cast<long long>(tally.outcomes[o]), 100.0 * static_cast<double>(tally.outcomes[o]) / played);
  std::printf("\n");
  for (Seat s : allSeats)
    std::printf("%-5s SP %lld (%.3f per game), Bizon %lld times\n", std::string(code(s)).c_str(),
                static_cast<long long>(tally.sp[s]), static_cast<double>(tally.sp[s]) / played,
                static_cast<long long>(tally.eaten[s]));
  std::printf("time: %.3f s, %.0f games per second\n", seconds, played / seconds);
}

}  // namespace

int simulateCommand(const std::vector<std::string>& args) {
  Arguments arguments(args, {"--games", "--seed", "--out", "--players", "--shuffle"}, {"--save"});
  if (!arguments.positional().empty()) throw UsageError("unexpected word " + arguments.positional()[0]);
  const auto games = arguments.number("--games", 1000, 1, 1'000'000'000);
  const auto seed = static_cast<std::uint64_t>(arguments.number("--seed", 1, 0, INT64_MAX));
  // Goat and Sheep play "hard" at the table by default, so simulate does too.
  const auto kinds = playerKindsFrom(arguments.text("--players").value_or("hard"));
  const auto shuffleName = arguments.text("--shuffle").value_or("light");
  if (shuffleName != "light" && shuffleName != "full") throw UsageError("--shuffle takes light or full");

  const PerSeat<std::unique_ptr<Player>> players = makePlayers(kinds, seed);
  PerSeat<SeatPort*> ports;
  for (Seat s : allSeats) ports[s] = players[s].get();
  std::ofstream out;
  const std::string outPath = arguments.text("--out").value_or("");
  if (!outPath.empty()) {
    out.open(outPath, std::ios::binary);
    if (!out) {
      std::cerr << "cannot write " << terminalSafe(outPath) << "\n";
      return 1;
    }
  }

  // --save: each finished set goes into the history like a played one, marked as simulated.
  std::optional<HistoryStore> history;
  std::int64_t saved = 0;
  if (arguments.has("--save")) {
    history = HistoryStore::open(historyDirectory(dataDirectory()));
    for (const HistoryProblem& problem : history->problems()) std::cerr << terminalSafe(problem.message) << "\n";
  }

  Tally tally;
  std::int64_t sets = 0;
  const auto start = std::chrono::steady_clock::now();
  while (tally.played < games) {
    MatchOptions options{Random::derive(seed, static_cast<std::uint64_t>(sets)),
                         shuffleName == "full" ? Shuffle::Full : Shuffle::Light, gamesPerSet};
    Table table(Match(options), ports);
    const Match& match = table.match();
    ++sets;
    const auto started = std::chrono::floor<std::chrono::seconds>(std::chrono::system_clock::now());
    while (!match.over() && tally.played < games) {
      // The players answer at once, so each call plays a whole game.
      if (auto refusal = table.playGame()) {
        std::cerr << "internal error: a " << kinds[refusal->seat]
                  << " player made an illegal choice: " << describe(*refusal) << "\n";
        return 1;
      }
      tally.count(match.scores().back());
      if (out.is_open()) out << recordText(match.finishedGames().back()) << "\n";
    }
    if (history && match.over()) {
      const std::string id = history->newSetId(started);
      history->save({id, started, std::nullopt, "", kinds, SetOrigin::Simulated, options}, match);
      history->release(id);  // written once and done: its lock goes now, not after thousands more
      ++saved;
    }
    if (out.is_open() && !out) break;  // a full disk: no point playing on
  }
  // The records must all have reached the file: a full disk or a failed close is a failure.
  if (out.is_open()) {
    out.close();
    if (!out) {
      std::cerr << "bizon simulate: the records could not all be written to " << terminalSafe(outPath) << "\n";
      return 1;
    }
  }
  if (history) history->writeIndex();  // so that listing them next needs no file of theirs
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  printTally(tally, sets, kinds, seconds);
  if (history)
    std::printf("saved %lld finished sets in %s%s\n", static_cast<long long>(saved),
                history->directory().string().c_str(),
                sets > saved ? " (the last set, unfinished, was not saved)" : "");
  return 0;
}

}  // namespace bizon
