// `bizon arena`: duplicate deals between two kinds of player, paired SP difference, rates and decision times.
#include <cstdio>
#include <iostream>

#include "Arena.h"
#include "Arguments.h"
#include "Commands.h"
#include "Player.h"
#include "codec/JsonOut.h"

namespace bizon {

namespace {

JsonOut timeJson(const TimeSummary& t) {
  return {{"count", t.count}, {"median_ms", t.medianMs}, {"p95_ms", t.p95Ms}, {"max_ms", t.maxMs}};
}

JsonOut effortJson(const SideSummary::Effort& e) {
  return {{"decisions", e.decisions}, {"mean_deals", e.meanDeals}, {"cut_rate", e.cutRate}, {"clock_cuts", e.clockCuts}};
}

JsonOut sideJson(const std::string& kind, const SideSummary& s) {
  auto rate = [](int n, int d) { return d ? static_cast<double>(n) / d : 0.0; };
  return {{"kind", kind},
          {"sp_per_game", s.spPerGame},
          {"bizon_games", s.bizonGames},
          {"bizon_success_rate", rate(s.bizonWins, s.bizonGames)},
          {"bizon_tie_rate", rate(s.bizonTies, s.bizonGames)},
          {"otter_games", s.otterGames},
          {"otter_defence_rate", rate(s.otterDefences, s.otterGames)},
          {"eat_rate", s.eatRate},
          {"search_effort", {{"bid", effortJson(s.bidEffort)}, {"play", effortJson(s.playEffort)}}},
          {"faults", s.faults[0] + s.faults[1] + s.faults[2] + s.faults[3]},
          {"fault_kinds", {{"late", s.faults[BotFault::Late]}, {"illegal", s.faults[BotFault::Illegal]},
                           {"not_json", s.faults[BotFault::NotJson]}, {"dead", s.faults[BotFault::Dead]}}},
          {"decision_time", {{"bid", timeJson(s.bidTime)}, {"play", timeJson(s.playTime)}, {"all", timeJson(s.allTime)}}},
          {"decision_cpu_time", {{"bid", timeJson(s.bidCpu)}, {"play", timeJson(s.playCpu)}, {"all", timeJson(s.allCpu)}}}};
}

void printSide(const char* label, const std::string& kind, const SideSummary& s) {
  auto pct = [](int n, int d) { return d ? 100.0 * n / d : 0.0; };
  std::printf("%s %-9s SP/game %+.3f  Bizon %d games, won %.1f%% (tie %.1f%%)  Otter %d seat-games, defended %.1f%%  ate %.1f%%\n",
              label, kind.c_str(), s.spPerGame, s.bizonGames, pct(s.bizonWins, s.bizonGames), pct(s.bizonTies, s.bizonGames),
              s.otterGames, pct(s.otterDefences, s.otterGames), 100.0 * s.eatRate);
  auto line = [](const char* what, const TimeSummary& t) {
    std::printf("    %-5s decisions %7zu  median %7.3f ms  p95 %7.3f ms  max %8.3f ms\n", what, t.count, t.medianMs, t.p95Ms, t.maxMs);
  };
  line("bid", s.bidTime);
  line("play", s.playTime);
  line("all", s.allTime);
  std::printf("    thread CPU time of the same decisions:\n");
  line("bid", s.bidCpu);
  line("play", s.playCpu);
  line("all", s.allCpu);
  for (auto [what, e] : {std::pair{"bid", &s.bidEffort}, std::pair{"play", &s.playEffort}})
    if (e->decisions)
      std::printf("    %-5s search: %zu decisions, %.1f deals solved on average, %.1f%% with a solve at its node limit, %zu cut by the clock\n",
                  what, e->decisions, e->meanDeals, 100 * e->cutRate, e->clockCuts);
  if (const int faults = s.faults[0] + s.faults[1] + s.faults[2] + s.faults[3])
    std::printf("    program faults %d (late %d, illegal %d, not JSON %d, dead %d): the built-in hard player decided instead\n", faults,
                s.faults[BotFault::Late], s.faults[BotFault::Illegal], s.faults[BotFault::NotJson], s.faults[BotFault::Dead]);
}

}  // namespace

int arenaCommand(const std::vector<std::string>& args) {
  Arguments arguments(args, {"--a", "--b", "--deals", "--seed", "--threads", "--bot-timeout"}, {"--json", "--quiet", "--verbose"});
  if (!arguments.positional().empty()) throw UsageError("unexpected word " + arguments.positional()[0]);
  ArenaOptions options;
  options.a = arguments.text("--a").value_or("hard");
  options.b = arguments.text("--b").value_or("heuristic");
  options.deals = static_cast<int>(arguments.number("--deals", 200, 1, 10'000'000));
  options.seed = static_cast<std::uint64_t>(arguments.number("--seed", 1, 0, INT64_MAX));
  options.threads = static_cast<int>(arguments.number("--threads", 1, 1, 256));
  if (const auto timeout = arguments.text("--bot-timeout")) {
    try {
      std::size_t used = 0;
      options.botTimeout = std::stod(*timeout, &used);
      if (used != timeout->size() || !(options.botTimeout > 0 && options.botTimeout <= 3600)) throw std::invalid_argument(*timeout);
    } catch (const std::exception&) {
      throw UsageError("--bot-timeout takes seconds between 0 and 3600, not " + *timeout);
    }
  }
  options.botLog = arguments.has("--verbose");
  for (const std::string* kind : {&options.a, &options.b}) {
    try {
      Arena::checkKind(*kind);
    } catch (const std::invalid_argument& e) {
      throw UsageError(e.what());
    }
  }
  if (!arguments.has("--quiet"))
    options.progress = [](int done, int total) {
      if (done % 50 == 0 || done == total) std::fprintf(stderr, "arena: %d/%d deals\n", done, total);
    };
  const ArenaResult r = Arena(options).run();

  if (arguments.has("--json")) {
    JsonOut out{{"a", sideJson(options.a, r.a)},
                {"b", sideJson(options.b, r.b)},
                {"deals", options.deals},
                {"seed", options.seed},
                {"threads", options.threads},
                {"games", r.games},
                {"pass_outs", r.passOuts},
                {"sp_diff_per_game", r.diff},
                {"ci95", JsonOut::array().push(r.ciLow).push(r.ciHigh)},
                {"deal_diffs", JsonOut::arrayOf(r.dealDiffs)},
                {"seat_eat_rate", {{"you", r.seatEatRate[0]}, {"goat", r.seatEatRate[1]}, {"sheep", r.seatEatRate[2]}}},
                {"seconds", r.seconds}};
    std::cout << out.text() << "\n";
    return 0;
  }
  std::printf("arena: %s (A) against %s (B), %d deals x 6 seatings = %d games, seed %llu, %.1f s\n", options.a.c_str(),
              options.b.c_str(), options.deals, r.games, static_cast<unsigned long long>(options.seed), r.seconds);
  std::printf("A - B SP per game: %+.4f  95%% CI [%+.4f, %+.4f]  (paired over deals)\n", r.diff, r.ciLow, r.ciHigh);
  std::printf("pass-outs %.1f%%; ate by seat: you %.1f%%, goat %.1f%%, sheep %.1f%%\n", 100.0 * r.passOuts / std::max(1, r.games),
              100 * r.seatEatRate[0], 100 * r.seatEatRate[1], 100 * r.seatEatRate[2]);
  printSide("A", options.a, r.a);
  printSide("B", options.b, r.b);
  return 0;
}

}  // namespace bizon
