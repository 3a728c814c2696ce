#include "screens/SetOverScreen.h"

namespace bizon::screens {

SetOverScreen::SetOverScreen(Context& context, PerSeat<int> totals, PerSeat<bool> winners,
                             std::vector<PerSeat<int>> games)
    : Overlay(context), totals_(totals), winners_(winners), games_(std::move(games)) {}

void SetOverScreen::build() {
  const Texts& t = context_.texts;
  setTitle(t("set_over.title"));
  std::vector<Seat> won;
  for (Seat s : allSeats)
    if (winners_[s]) won.push_back(s);
  std::string headline;
  if (won.size() == 3) headline = t("set_over.shared_all");
  else if (won.size() == 2 && won[0] == Seat::You)
    headline = t.format("set_over.shared_with_you", {{"player", t.seat(won[1])}});
  else if (won.size() == 2)
    headline = t.format("set_over.shared_two", {{"first", t.seat(won[0])}, {"second", t.seat(won[1])}});
  else if (won[0] == Seat::You) headline = t("set_over.you_win");
  else headline = t.format("set_over.player_wins", {{"player", t.seat(won[0])}});
  std::vector<std::string> lines{headline, "", t("set_over.final_scores")};
  for (Seat s : allSeats)
    lines.push_back(t.format("set_over.score_line", {{"player", t.seat(s)}, {"sp", totals_[s]}}));
  setLines(std::move(lines));
  ScreenStack& screens = context_.screens;
  setItems({{t("set_over.new_set"), [&screens] { screens.newSet(); }, true},
            {t("menu.quit"), [&screens] { screens.quit(); }, false}});
}

}  // namespace bizon::screens
