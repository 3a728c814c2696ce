// `bizon analyse ID [--game N] [--seat S] [--json]`: every decision of a seat in a stored set, judged.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <unistd.h>

#include "Analysis.h"
#include "Arguments.h"
#include "Commands.h"
#include "Marks.h"
#include "SetAnalyser.h"
#include "codec/JsonOut.h"
#include "core/DataPaths.h"
#include "core/Texts.h"
#include "files/DataDirectory.h"
#include "history/AnalysisFile.h"
#include "history/HistoryPaths.h"
#include "history/HistoryStore.h"
#include "table/CoachWords.h"

namespace bizon {

namespace {

// Packets are written as the bot protocol writes them, [3,2] or [2,3]; the rest as strings.
JsonOut choiceJson(const Choice& choice) {
  if (const Packets* p = std::get_if<Packets>(&choice)) {
    const auto sizes = packetSizes(*p);
    return JsonOut::array().push(sizes[0]).push(sizes[1]);
  }
  return choiceCode(choice);
}

JsonOut summaryJson(const AnalysisSummary& s) {
  return {{"decisions", s.decisions},
          {"choices", s.choices},
          {"cost_sp", s.costSp},
          {"accuracy", s.accuracy},
          {"fine", s.marks[0]},
          {"inaccuracies", s.marks[1]},
          {"mistakes", s.marks[2]},
          {"blunders", s.marks[3]}};
}

// Each decision's reason, in order: the words the hint and the coach would say there (English, as
// the rest of the command's output), from the view the seat had at it.
std::vector<std::string> reasonsOf(const Texts& t, const GameRecord& record, const GameAnalysis& g) {
  const std::vector<DecisionPoint> points = decisionsOf(record, g.seat);
  std::vector<std::string> reasons;
  for (const DecisionAnalysis& d : g.decisions) {
    const auto point = std::find_if(points.begin(), points.end(), [&d](const DecisionPoint& p) { return p.kind == d.kind && p.index == d.index; });
    reasons.push_back(point == points.end() ? std::string() : table::decisionReason(t, point->view, d));
  }
  return reasons;
}

JsonOut gameJson(const GameAnalysis& g, const std::vector<std::string>& reasons) {
  JsonOut decisions = JsonOut::array();
  for (std::size_t i = 0; i < g.decisions.size(); ++i) {
    const DecisionAnalysis& d = g.decisions[i];
    JsonOut options = JsonOut::array();
    for (const OptionValue& o : d.options) {
      JsonOut option{{"choice", choiceJson(o.choice)}, {"expected_sp", o.expectedSp}};
      if (o.exactSp) option.set("exact_sp", *o.exactSp);
      if (o.spShares) {
        JsonOut shares = JsonOut::array();
        for (double share : *o.spShares) shares.push(share);
        option.set("sp_shares", std::move(shares));
      }
      if (o.trickShare) option.set("trick_share", *o.trickShare);
      options.push(std::move(option));
    }
    decisions.push(JsonOut{{"kind", code(d.kind)},
                                     {"index", d.index},
                                     {"played", choiceJson(d.played)},
                                     {"options", std::move(options)},
                                     {"best", choiceJson(d.best)},
                                     {"cost_sp", d.costSp},
                                     {"noise_sp", d.noiseSp},
                                     {"mark", code(markOf(d))},
                                     {"close_call", closeCall(d)},
                                     {"reason", reasons[i]}});
  }
  return {{"game", g.game + 1}, {"seat", code(g.seat)}, {"decisions", std::move(decisions)},
          {"summary", summaryJson(summarize(g))}};
}

void printText(const GameAnalysis& g, const std::vector<std::string>& reasons) {
  const AnalysisSummary s = summarize(g);
  std::printf("game %d, %s: %d decisions, %d choices, %.2f SP lost, accuracy %.0f%%\n", g.game + 1,
              std::string(code(g.seat)).c_str(), s.decisions, s.choices, s.costSp, s.accuracy);
  for (std::size_t i = 0; i < g.decisions.size(); ++i) {
    const DecisionAnalysis& d = g.decisions[i];
    std::string values;
    for (const OptionValue& o : d.options) {
      std::array<char, 64> v{};
      if (o.exactSp)
        std::snprintf(v.data(), v.size(), " %s %+.2f (%+.0f)", choiceCode(o.choice).c_str(), o.expectedSp, *o.exactSp);
      else
        std::snprintf(v.data(), v.size(), " %s %+.2f", choiceCode(o.choice).c_str(), o.expectedSp);
      values += v.data();
    }
    const std::string mark = closeCall(d) ? "close call" : std::string(code(markOf(d)));
    std::printf("  %-7s %2d  played %-5s best %-5s cost %5.2f ±%4.2f  %-10s|%s  | %s\n", std::string(code(d.kind)).c_str(), d.index,
                choiceCode(d.played).c_str(), choiceCode(d.best).c_str(), d.costSp, d.noiseSp, mark.c_str(), values.c_str(),
                reasons[i].c_str());
  }
}

}  // namespace

int analyseCommand(const std::vector<std::string>& args) {
  Arguments arguments(args, {"--game", "--seat", "--workers"}, {"--json"});
  if (arguments.positional().size() != 1) throw UsageError("analyse takes one set id, as bizon history list shows them");
  const std::string id = arguments.positional()[0];
  const auto seat = parseSeat(arguments.text("--seat").value_or("you"));
  if (!seat) throw UsageError("--seat takes you, goat or sheep");
  const int workers = static_cast<int>(arguments.number("--workers", analysisWorkers(), 1, 64));

  const auto dir = historyDirectory(dataDirectory());
  HistoryStore store = HistoryStore::open(dir);
  for (const HistoryProblem& problem : store.problems()) std::cerr << problem.message << "\n";
  const StoredSet set = store.loadSet(id);
  const auto game = arguments.number("--game", 0, 1, static_cast<std::int64_t>(set.games.size()));

  // Progress on a terminal only (a pipe or a test reads the result alone), said by the judges'
  // threads as they go, five times a second at most.
  AnalysisProgress progress;
  const bool terminal = ::isatty(2);
  std::atomic<std::int64_t> lastSaid{0};
  if (terminal) {
    progress.judged = [&progress, &lastSaid] {
      using namespace std::chrono;
      const std::int64_t now = duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
      std::int64_t last = lastSaid.load();
      if (now - last < 200 || !lastSaid.compare_exchange_strong(last, now)) return;
      std::fprintf(stderr, "\ranalysing: %d/%d decisions", progress.done.load(), progress.total.load());
    };
  }
  const StoredAnalysis analysis =
      analyseStoredSet(dir, set, *seat, {analysisMethod, gamesAnalyser(workers, progress)}, progress.cancel);
  if (terminal) std::fprintf(stderr, "\r\033[K");
  for (const std::string& problem : analysis.problems) std::cerr << problem << "\n";

  std::vector<GameAnalysis> shown;
  for (const GameAnalysis& g : analysis.games)
    if (game == 0 || g.game + 1 == game) shown.push_back(g);
  const Texts texts(DataPaths::locate(), localization::Language::English);
  auto reasons = [&](const GameAnalysis& g) { return reasonsOf(texts, set.games[static_cast<std::size_t>(g.game)], g); };
  if (arguments.has("--json")) {
    // One object per game, one per line (JSON Lines), so that a script reads it line by line.
    for (const GameAnalysis& g : shown) std::cout << gameJson(g, reasons(g)).text() << "\n";
    return 0;
  }
  for (const GameAnalysis& g : shown) printText(g, reasons(g));
  if (shown.size() > 1) {
    const AnalysisSummary s = summarize(shown);
    std::printf("set %s, %s: %d decisions, %d choices, %.2f SP lost, accuracy %.1f%% (%d fine, %d inaccuracies, "
                "%d mistakes, %d blunders)\n",
                id.c_str(), std::string(code(*seat)).c_str(), s.decisions, s.choices, s.costSp, s.accuracy, s.marks[0],
                s.marks[1], s.marks[2], s.marks[3]);
  }
  return 0;
}

}  // namespace bizon
