#include "SetMetadata.h"

#include <array>
#include <cstdio>

namespace bizon {

std::string_view code(SetOrigin origin) {
  switch (origin) {
    case SetOrigin::Simulated: return "simulated";
    case SetOrigin::Online: return "online";
    case SetOrigin::Played: break;
  }
  return "played";
}

std::optional<SetOrigin> parseSetOrigin(std::string_view text) {
  for (SetOrigin origin : {SetOrigin::Played, SetOrigin::Simulated, SetOrigin::Online})
    if (text == code(origin)) return origin;
  return std::nullopt;
}

bool isOf(SetOrigin origin, SetOrigin chosen) {
  return origin == chosen || (chosen == SetOrigin::Played && origin == SetOrigin::Online);
}

bool operator==(const SetMetadata& a, const SetMetadata& b) {
  return a.id == b.id && a.started == b.started && a.ended == b.ended && a.language == b.language &&
         a.players == b.players && a.origin == b.origin && a.online == b.online && a.options.seed == b.options.seed &&
         a.options.shuffle == b.options.shuffle && a.options.games == b.options.games && a.abandoned == b.abandoned &&
         a.takeBacks == b.takeBacks && a.changes == b.changes && a.daily == b.daily &&
         a.practice == b.practice;
}

const PerSeat<std::string>& SetMetadata::playersOf(int game) const {
  const PerSeat<std::string>* who = &players;
  for (const PlayersFrom& change : changes)
    if (change.game <= game) who = &change.players;
  return *who;
}

void SetMetadata::playersFrom(int game, PerSeat<std::string> who) {
  while (!changes.empty() && changes.back().game >= game) changes.pop_back();
  if (game == 0) {
    players = std::move(who);
  } else if (playersOf(game) != who) {
    changes.push_back({game, std::move(who)});
  }
}

namespace {

struct Civil {
  int year;
  unsigned month, day, hour, minute, second;
};

Civil civil(TimePoint t) {
  using namespace std::chrono;
  const auto day = floor<days>(t);
  const year_month_day ymd{day};
  const hh_mm_ss hms{t - day};
  return {int(ymd.year()), unsigned(ymd.month()), unsigned(ymd.day()),
          static_cast<unsigned>(hms.hours().count()), static_cast<unsigned>(hms.minutes().count()),
          static_cast<unsigned>(hms.seconds().count())};
}

}  // namespace

std::string formatTime(TimePoint t) {
  const Civil c = civil(t);
  std::array<char, 40> text{};
  std::snprintf(text.data(), text.size(), "%04d-%02u-%02uT%02u:%02u:%02uZ", c.year, c.month, c.day, c.hour,
                c.minute, c.second);
  return text.data();
}

std::optional<TimePoint> parseTime(std::string_view text) {
  // Exactly YYYY-MM-DDTHH:MM:SSZ: a fixed shape keeps hostile input from reaching the calendar.
  constexpr std::string_view shape = "dddd-dd-ddTdd:dd:ddZ";
  if (text.size() != shape.size()) return std::nullopt;
  for (std::size_t i = 0; i < shape.size(); ++i) {
    const bool digit = text[i] >= '0' && text[i] <= '9';
    if (shape[i] == 'd' ? !digit : text[i] != shape[i]) return std::nullopt;
  }
  auto number = [&](std::size_t at, std::size_t width) {
    int n = 0;
    for (std::size_t i = at; i < at + width; ++i) n = n * 10 + (text[i] - '0');
    return n;
  };
  using namespace std::chrono;
  const year_month_day ymd{year(number(0, 4)), month(static_cast<unsigned>(number(5, 2))),
                           day(static_cast<unsigned>(number(8, 2)))};
  const int h = number(11, 2), m = number(14, 2), s = number(17, 2);
  if (!ymd.ok() || h > 23 || m > 59 || s > 59) return std::nullopt;
  return sys_days(ymd) + hours(h) + minutes(m) + seconds(s);
}

std::string formatDate(std::chrono::sys_days date) { return formatTime(date).substr(0, 10); }

std::optional<std::chrono::sys_days> parseDate(std::string_view text) {
  if (text.size() != 10) return std::nullopt;
  const auto t = parseTime(std::string(text) + "T00:00:00Z");
  if (!t) return std::nullopt;
  return std::chrono::floor<std::chrono::days>(*t);
}

std::string makeSetId(TimePoint started, std::uint64_t tag) {
  const Civil c = civil(started);
  std::array<char, 48> text{};
  std::snprintf(text.data(), text.size(), "%04d%02u%02u-%02u%02u%02u-%08x", c.year, c.month, c.day, c.hour,
                c.minute, c.second, static_cast<unsigned>(tag & 0xFFFFFFFFu));
  return text.data();
}

bool isValidSetId(std::string_view id) {
  if (id.empty() || id.size() > 64) return false;
  for (char ch : id) {
    const bool ok = (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') ||
                    ch == '-' || ch == '_';
    if (!ok) return false;
  }
  return true;
}

}  // namespace bizon
