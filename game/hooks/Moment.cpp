#include "hooks/Moment.h"

#include <algorithm>
#include <array>

namespace bizon::hooks {

namespace {

constexpr std::array<MomentWord, 27> words{{
    {MomentKind::Start, "start", "", "the table as it opens"},
    {MomentKind::Deal, "deal", "", "three packets dealt"},
    {MomentKind::Bidding, "bidding", "", "your first bid"},
    {MomentKind::Round2, "round2", "", "your bid in the second round"},
    {MomentKind::Trick, "trick", "", "your card in a trick"},
    {MomentKind::Scored, "scored", "", "a game scored"},
    {MomentKind::SetOver, "set-over", "", "the set's end"},
    {MomentKind::Daily, "daily", "", "today's daily deal's end, beside Hard's in your seat"},
    {MomentKind::Coach, "coach", "", "a coach's note at your decision"},
    {MomentKind::CoachEnd, "coach-end", "", "the coach's last word on a game"},
    {MomentKind::Hint, "hint", "", "the hint's reason at your bid"},
    {MomentKind::HintTrick, "hint-trick", "", "the hint's reason at your card"},
    {MomentKind::Menu, "menu", "", "the menu"},
    {MomentKind::Settings, "settings", "", "the settings"},
    {MomentKind::HowTo, "howto", "[-N]", "How to play, page N"},
    {MomentKind::Host, "host", "", "hosting a table"},
    {MomentKind::Join, "join", "", "joining a table"},
    {MomentKind::Lobby, "lobby", "", "a table hosted here, before its set"},
    {MomentKind::Online, "online", "", "a table of friends hosted here, your card in a trick"},
    {MomentKind::History, "history", "", "the sets of the data directory"},
    {MomentKind::Sheet, "sheet", "", "the newest finished set's scoresheet"},
    {MomentKind::Review, "review", "", "its first game with a Bizon, scored"},
    {MomentKind::ReviewHands, "review-hands", "", "its fourth trick, every hand face up"},
    {MomentKind::ReviewAnalysis, "review-analysis", "", "your lead there, with its options' values"},
    {MomentKind::Stats, "stats", "", "the statistics"},
    {MomentKind::StatsAccuracy, "stats-accuracy", "", "the statistics' accuracy"},
    {MomentKind::Learn, "learn", "-N", "lesson N's first step"},
}};

const MomentWord& wordOf(MomentKind kind) {
  return *std::find_if(words.begin(), words.end(), [kind](const MomentWord& w) { return w.kind == kind; });
}

}  // namespace

std::span<const MomentWord> momentWords() { return words; }

std::optional<Moment> parseMoment(std::string_view text) {
  for (const MomentWord& w : words) {
    if (text == w.word && w.number != "-N") return Moment{w.kind, 1};
    // A numbered moment: its word, a dash, and a digit from 1 to 9.
    if (!w.number.empty() && text.size() == w.word.size() + 2 && text.starts_with(w.word) &&
        text[w.word.size()] == '-' && text.back() >= '1' && text.back() <= '9')
      return Moment{w.kind, text.back() - '0'};
  }
  return std::nullopt;
}

std::string momentWord(Moment moment) {
  const MomentWord& w = wordOf(moment.kind);
  std::string text(w.word);
  if (!w.number.empty()) text += "-" + std::to_string(moment.number);
  return text;
}

std::string momentList(bool described, std::size_t indent) {
  constexpr std::size_t width = 96;
  std::string text, line;
  for (const MomentWord& w : words) {
    std::string item = std::string(w.word) + std::string(w.number);
    if (described) item += " (" + std::string(w.shows) + ")";
    item += &w == &words.back() ? "" : ",";
    if (described && !line.empty() && indent + line.size() + 1 + item.size() > width) {
      text += line + "\n" + std::string(indent, ' ');
      line.clear();
    }
    line += (line.empty() ? "" : " ") + item;
  }
  return text + line;
}

bool isHistoryMoment(Moment moment) {
  switch (moment.kind) {
    case MomentKind::History:
    case MomentKind::Sheet:
    case MomentKind::Review:
    case MomentKind::ReviewHands:
    case MomentKind::ReviewAnalysis:
    case MomentKind::Stats:
    case MomentKind::StatsAccuracy: return true;
    default: return false;
  }
}

bool isScreenOverTable(Moment moment) {
  const MomentKind k = moment.kind;
  return k == MomentKind::Menu || k == MomentKind::Settings || k == MomentKind::HowTo || k == MomentKind::Host ||
         k == MomentKind::Join || k == MomentKind::Lobby || isHistoryMoment(moment);
}

}  // namespace bizon::hooks
