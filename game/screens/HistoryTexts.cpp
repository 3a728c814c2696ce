#include "screens/HistoryTexts.h"

#include <algorithm>
#include <ctime>
#include <vector>

#include "history/HistoryPaths.h"
#include "session/SeatTurn.h"
#include "table/TableWords.h"
#include "ui/ScoreExplanation.h"

namespace bizon::screens {

namespace {

std::vector<Seat> seatsOf(const PerSeat<bool>& winners) {
  std::vector<Seat> won;
  for (Seat s : allSeats)
    if (winners[s]) won.push_back(s);
  return won;
}

std::string twoDigits(int n) { return (n < 10 ? "0" : "") + std::to_string(n); }

}  // namespace

std::string formatDate(const Texts& t, TimePoint when, bool inFigures) {
  const std::time_t seconds = std::chrono::system_clock::to_time_t(when);
  std::tm local{};
  localtime_r(&seconds, &local);
  const std::string date =
      inFigures ? t.format("format.date_in_figures", {{"day", twoDigits(local.tm_mday)},
                                                      {"month", twoDigits(local.tm_mon + 1)},
                                                      {"year", twoDigits(local.tm_year % 100)}})
                : t.format("format.date", {{"day", local.tm_mday},
                                           {"month", t("month." + std::to_string(local.tm_mon + 1))},
                                           {"year", local.tm_year + 1900}});
  const std::string time =
      t.format("format.time", {{"hour", twoDigits(local.tm_hour)}, {"minute", twoDigits(local.tm_min)}});
  return t.format(inFigures ? "format.date_time_in_figures" : "format.date_time", {{"date", date}, {"time", time}});
}

std::string winnersText(const Texts& t, const PerSeat<bool>& winners, const PerSeat<std::string>& names) {
  std::vector<std::string> won;
  for (Seat s : seatsOf(winners)) won.push_back(names[s].empty() ? t.seat(s) : names[s]);
  return t.list(won);
}

Seat ownSeat(const SetMetadata& metadata) { return metadata.online ? metadata.online->seat : Seat::You; }

PerSeat<std::string> chairNames(const Texts& t, const SetMetadata& metadata) {
  PerSeat<std::string> names;
  if (!metadata.online) return names;
  names = metadata.online->names;
  names[metadata.online->seat] = t("seat.you");
  return names;
}

PerSeat<std::string> placeNames(const Texts& t, const SetMetadata& metadata) {
  if (!metadata.online) return {};
  return table::namesOnScreen(t, metadata.online->seat, metadata.online->names);
}

PerSeat<std::optional<Seat>> placeFaces(const SetMetadata& metadata) {
  if (!metadata.online) return {{std::nullopt, Seat::Goat, Seat::Sheep}};
  PerSeat<bool> person;
  for (Seat chair : allSeats) person[chair] = !metadata.online->names[chair].empty();
  return table::facesOnScreen(metadata.online->seat, person);
}

std::string shortName(const std::string& name, std::size_t most) {
  // Counted in characters: a UTF-8 character is its first byte and those of the form 10xxxxxx.
  std::size_t characters = 0, cut = name.size();
  for (std::size_t i = 0; i < name.size(); ++i) {
    if ((static_cast<unsigned char>(name[i]) & 0xC0) == 0x80) continue;
    if (++characters == most) cut = i;
  }
  return characters <= most ? name : name.substr(0, cut) + "\xe2\x80\xa6";  // …
}

std::string onlineText(const Texts& t, const SetMetadata& metadata, bool brief) {
  if (!metadata.online) return {};
  if (brief) return t("history.online_short");
  const PerSeat<std::string> names = chairNames(t, metadata);
  const Seat own = metadata.online->seat;
  std::vector<std::string> others;
  // The built-in players by their own chairs' names (Goat, Sheep).
  for (Seat place : {Seat::Goat, Seat::Sheep}) {
    const Seat chair = table::atPlace(place, own);
    others.push_back(names[chair].empty() ? t(chair == Seat::Sheep ? "seat.sheep" : "seat.goat") : names[chair]);
  }
  return t.format("history.online", {{"players", t.list(others)}});
}

std::string dayText(const Texts& t, std::chrono::sys_days day) {
  const std::chrono::year_month_day ymd{day};
  return t.format("format.date", {{"day", static_cast<int>(unsigned(ymd.day()))},
                                  {"month", t("month." + std::to_string(unsigned(ymd.month())))},
                                  {"year", int(ymd.year())}});
}

std::string kindText(const Texts& t, const SetMetadata& metadata, bool brief) {
  if (metadata.daily && brief) return t("history.daily_short");
  if (metadata.daily) return t.format("daily.title", {{"date", dayText(t, *metadata.daily)}});
  if (metadata.practice) return t("history.practice");
  return {};
}

std::string unfinishedText(const Texts& t, const SetMetadata& metadata) {
  return t(metadata.abandoned ? "history.abandoned" : "history.unfinished");
}

std::string takeBacksText(const Texts& t, const SetMetadata& metadata) {
  return metadata.takeBacks > 0 ? t.plural("history.take_backs", metadata.takeBacks) : std::string();
}

std::string resultHeadline(const Texts& t, const PerSeat<bool>& winners, Seat own) {
  std::vector<Seat> won = seatsOf(winners);
  if (won.size() == 3) return t("set_over.shared_all");
  const auto yours = std::find(won.begin(), won.end(), own);
  if (won.size() == 2 && yours != won.end()) {
    won.erase(yours);
    return t.format("set_over.shared_with_you", {{"player", t.seat(won[0])}});
  }
  if (won.size() == 2)
    return t.format("set_over.shared_two", {{"first", t.seat(won[0])}, {"second", t.seat(won[1])}});
  if (won[0] == own) return t("set_over.you_win");
  return t.format("set_over.player_wins", {{"player", t.seat(won[0])}});
}

std::string problemsLine(const Texts& t, const HistoryStore& store, long long count) {
  if (count <= 0) return {};
  const auto& problems = store.problems();
  const HistoryProblem* p = problems.size() == 1 && count == 1 ? &problems.front() : nullptr;
  if (p && p->action == HistoryProblem::Action::SetAside && p->movedTo)
    return t.format("history.damaged_save", {{"file", p->file.filename().string()},
                                             {"path", p->movedTo->parent_path().string()}});
  if (p && p->action == HistoryProblem::Action::LeftAlone)
    return t.format("history.newer_version", {{"file", p->file.filename().string()}});
  return t.plural("history.problems", count, {{"path", HistoryPaths(store.directory()).damaged().string()}});
}

std::vector<std::string> dailyComparison(const Texts& texts, std::span<const table::DealSideBySide> deals, bool brief) {
  std::vector<std::string> lines;
  if (!brief) lines.push_back(texts("daily.compared"));
  table::DealSideBySide all;
  for (std::size_t d = 0; d < deals.size(); ++d) {
    all.yours += deals[d].yours, all.hard += deals[d].hard;
    if (!brief)
      lines.push_back(texts.format("daily.deal_line", {{"n", static_cast<int>(d) + 1}, {"you", ui::signedSp(deals[d].yours)},
                                                       {"hard", ui::signedSp(deals[d].hard)}}));
  }
  lines.push_back(texts.format(brief ? "daily.against_hard" : "daily.total_line",
                               {{"you", ui::signedSp(all.yours)}, {"hard", ui::signedSp(all.hard)}}));
  return lines;
}

}  // namespace bizon::screens
