// `bizon history list|show|export|import|check|stats`: the set history from a terminal, without a window.
#include <cstdio>
#include <iostream>

#include "Arguments.h"
#include "Commands.h"
#include "Output.h"
#include "files/DataDirectory.h"
#include "history/HistoryPaths.h"
#include "files/FileError.h"
#include "history/HistoryError.h"
#include "history/HistoryStatistics.h"
#include "history/HistoryStore.h"
#include "codec/JsonOut.h"
#include "codec/SetFileCodec.h"
#include "codec/SummaryJson.h"

namespace bizon {

namespace {

int refused(std::string_view action, const std::exception& e) {
  std::cerr << "bizon history " << terminalSafe(action) << ": " << terminalSafe(e.what()) << "\n";
  return 1;
}

constexpr const char* historyUsage =
    "history takes one of: list [--json], show ID, export ID FILE|-, import FILE, check, "
    "stats [--origin played|online|simulated|all] [--without-take-backs] [--json]";

JsonOut perSeat(const PerSeat<int>& values) {
  JsonOut o = JsonOut::object();
  for (Seat s : allSeats) o.set(code(s), values[s]);
  return o;
}

std::string winnersText(const SetSummary& summary) {
  std::string text;
  for (Seat s : allSeats)
    if (summary.winners()[s]) text.append(text.empty() ? "" : ",").append(code(s));
  return text.empty() ? "-" : text;
}

// Bad files found on opening are the player's to know about, but not the command's output.
HistoryStore openHistory() {
  HistoryStore store = HistoryStore::open(historyDirectory(dataDirectory()));
  for (const HistoryProblem& problem : store.problems()) std::cerr << terminalSafe(problem.message) << "\n";
  return store;
}

int list(const Arguments& arguments) {
  HistoryStore store = openHistory();
  if (arguments.has("--json")) {
    std::cout << summariesText(store.sets()) << "\n";
    return 0;
  }
  // One buffered write: 10,000 lines through iostream one by one would dominate the time.
  std::string out = "id                        started (UTC)         origin     games    you  goat sheep  winner\n";
  for (const SetSummary& s : store.sets()) {
    const PerSeat<int> t = s.totals();
    std::array<char, 256> line{};
    std::snprintf(line.data(), line.size(), "%-25s %-21s %-9s %3d/%-3d %5d %5d %5d  %s\n", s.metadata.id.c_str(),
                  formatTime(s.metadata.started).c_str(), std::string(code(s.metadata.origin)).c_str(),
                  s.gamesPlayed(), s.metadata.options.games, t[Seat::You], t[Seat::Goat], t[Seat::Sheep],
                  s.finished() ? winnersText(s).c_str() : s.metadata.abandoned ? "(abandoned)" : "(unfinished)");
    out += line.data();
  }
  std::fwrite(out.data(), 1, out.size(), stdout);
  std::fprintf(stdout, "%zu sets in %s\n", store.sets().size(), terminalSafe(store.directory().string()).c_str());
  return 0;
}

int show(const std::string& id) {
  HistoryStore store = openHistory();
  const StoredSet set = store.loadSet(id);
  const SetSummary summary = summarize(set.metadata, set.resume());
  std::cout << setText(set, summary) << "\n";
  return 0;
}

int stats(const Arguments& arguments) {
  const std::string originName = arguments.text("--origin").value_or("all");
  std::optional<SetOrigin> origin;
  if (originName != "all") {
    origin = parseSetOrigin(originName);
    if (!origin) throw UsageError("--origin takes played (here and online), online, simulated or all");
  }
  HistoryStore store = openHistory();
  const HistoryStatistics statistics = computeStatistics(store.sets(), origin, !arguments.has("--without-take-backs"));
  if (arguments.has("--json")) {
    JsonOut seats = JsonOut::object();
    for (Seat s : allSeats) {
      const SeatStatistics& seat = statistics.seats[s];
      auto score = [](const std::optional<SetScore>& sc) -> JsonOut {
        if (!sc) return nullptr;
        return {{"id", sc->id}, {"sp", sc->sp}};
      };
      seats.set(code(s), JsonOut{{"sets_won", seat.setsWon},         {"games_played", seat.gamesPlayed},
                                    {"total_sp", seat.totalSp},         {"average_sp_per_game", seat.averageSpPerGame},
                                    {"times_bizon", seat.timesBizon},   {"bizon_wins", seat.bizonWins},
                                    {"bizon_ties", seat.bizonTies},     {"bizon_losses", seat.bizonLosses},
                                    {"best_set", score(seat.best)},     {"worst_set", score(seat.worst)}});
    }
    JsonOut series = JsonOut::array();
    for (const SetPoint& p : statistics.series)
      series.push({{"id", p.id}, {"started", formatTime(p.started)}, {"sp", perSeat(p.totals)}});
    std::cout << JsonOut{{"origin", originName},
                         {"sets", statistics.sets},
                         {"unfinished_sets", statistics.unfinishedSets},
                         {"games", statistics.games},
                         {"unfinished_games", statistics.unfinishedGames},
                         {"take_back_sets_left_out", statistics.takeBackSetsLeftOut},
                         {"seats", std::move(seats)},
                         {"series", std::move(series)}}
                     .text()
              << "\n";
    return 0;
  }
  // Every game counts; wins and the best and worst sets only of finished sets.
  std::printf("%d finished sets (%s), %d games (%d of them in %d unfinished sets)\n", statistics.sets,
              originName.c_str(), statistics.games, statistics.unfinishedGames, statistics.unfinishedSets);
  for (Seat s : allSeats) {
    const SeatStatistics& seat = statistics.seats[s];
    std::printf("%-5s won %d sets, %.3f SP per game, Bizon %d times (won %d, tied %d, lost %d)", std::string(code(s)).c_str(),
                seat.setsWon, seat.averageSpPerGame, seat.timesBizon, seat.bizonWins, seat.bizonTies, seat.bizonLosses);
    if (seat.best && seat.worst)
      std::printf(", best set %d SP (%s), worst %d SP (%s)", seat.best->sp, seat.best->id.c_str(), seat.worst->sp,
                  seat.worst->id.c_str());
    std::printf("\n");
  }
  return 0;
}

int check() {
  const std::filesystem::path dir = historyDirectory(dataDirectory());
  const HistoryStore::CheckReport report = HistoryStore::check(dir);
  for (const HistoryProblem& problem : report.problems) std::cout << "bad: " << terminalSafe(problem.message) << "\n";
  for (const HistoryProblem& problem : report.newer) std::cout << "newer: " << terminalSafe(problem.message) << "\n";
  std::cout << report.sound << " sound set files, " << report.problems.size() << " bad, " << report.newer.size()
            << " of a newer version, " << report.setAside << " set aside earlier, in " << terminalSafe(dir.string())
            << "\n";
  return report.problems.empty() ? 0 : 1;
}

}  // namespace

int historyCommand(const std::vector<std::string>& args) {
  Arguments arguments(args, {"--origin"}, {"--json", "--without-take-backs"});
  const std::vector<std::string>& words = arguments.positional();
  if (words.empty()) throw UsageError(historyUsage);
  const std::string& action = words[0];
  auto expect = [&](std::size_t count) {
    if (words.size() != count + 1) throw UsageError(historyUsage);
  };
  try {
    if (action == "list") {
      expect(0);
      return list(arguments);
    }
    if (action == "show") {
      expect(1);
      return show(words[1]);
    }
    if (action == "stats") {
      expect(0);
      return stats(arguments);
    }
    if (action == "check") {
      expect(0);
      return check();
    }
    if (action == "export") {
      expect(2);
      HistoryStore store = openHistory();
      if (words[2] == "-") {
        std::cout << store.exportText(words[1]);
      } else {
        store.exportSet(words[1], words[2]);
        std::cerr << "exported set " << words[1] << " to " << terminalSafe(words[2]) << "\n";
      }
      return 0;
    }
    if (action == "import") {
      expect(1);
      HistoryStore store = openHistory();
      const HistoryStore::Imported imported = store.importSet(words[1]);
      std::cout << (imported.alreadyThere ? "already in the history: " : "imported as ") << imported.id << "\n";
      return 0;
    }
  } catch (const HistoryError& e) {
    return refused(action, e);
  } catch (const FileError& e) {  // an export's target that is not a regular file
    return refused(action, e);
  }
  throw UsageError(historyUsage);
}

}  // namespace bizon
