#include "screens/SetOverScreen.h"

#include <algorithm>
#include <cmath>

#include "scene/Easing.h"
#include "screens/HistoryTexts.h"
#include "screens/SetSheetScreen.h"

namespace bizon::screens {

namespace {
constexpr float countSeconds = 1.2f;
}

SetOverScreen::SetOverScreen(Context& context, std::string id, PerSeat<int> totals, PerSeat<bool> winners)
    : Overlay(context), id_(std::move(id)), totals_(totals), winners_(winners) {
  if (context_.settings.tempo == Tempo::Instant) shown_ = 1.f;
}

void SetOverScreen::compareWith(std::shared_ptr<table::HardInYourSeat> other, std::vector<PerSeat<int>> games) {
  other_ = std::move(other);
  games_ = std::move(games);
}

void SetOverScreen::update(float dt) {
  if (auto asked = context_.screens.anotherAskedBy(); asked != askedBy_) {
    askedBy_ = std::move(asked);
    rebuild();
  }
  if (other_ && !compared_ && other_->scores()) {
    compared_ = true;
    rebuild();
  }
  if (shown_ >= 1.f) return;
  shown_ = std::min(1.f, shown_ + dt / countSeconds);
  rebuild();
}

void SetOverScreen::build() {
  const Texts& t = context_.texts;
  // The scoresheet and the review read the history: greyed without one (nothing was kept).
  const SetSummary* kept = context_.history ? context_.history->find(id_) : nullptr;
  // A set played online: the people's names at the places the table showed them.
  if (kept) context_.texts.nameSeats(placeNames(t, kept->metadata));
  setTitle(other_ ? t.format("daily.title", {{"date", dayText(t, other_->date())}}) : t("set_over.title"));
  // The winner, then every seat's total as it counts up, the winners' marked with a star.
  const float counted = scene::ease(scene::Ease::OutCubic, shown_);
  // The headline comes in with a small bounce over the first third of the count.
  setHeadline(resultHeadline(t, winners_), scene::ease(scene::Ease::OutBack, std::min(1.f, shown_ * 3.f)));
  std::vector<std::string> lines{t("set_over.final_scores")};
  for (Seat s : allSeats) {
    const int sp = static_cast<int>(std::lround(static_cast<float>(totals_[s]) * counted));
    std::string line = t.format("set_over.score_line", {{"player", t.seat(s)}, {"sp", sp}});
    if (winners_[s] && shown_ >= 1.f) line = "\xe2\x98\x85 " + line + " \xe2\x98\x85";  // ★
    lines.push_back(std::move(line));
  }
  if (other_) lines = comparison();
  // A friend's yes to another set came first: this window's Another set joins it.
  if (askedBy_ && !askedBy_->empty()) lines.push_back(t.format("set_over.another_asked", {{"player", *askedBy_}}));
  setLines(std::move(lines));
  context_.texts.nameSeats({});
  ScreenStack& screens = context_.screens;
  std::vector<Item> items;
  // At a table of friends: another set with the same people, or leave their table; else a new set
  // or today's daily deal.
  const bool friends = screens.atFriendsTable();
  if (friends) items.push_back({"another", t("set_over.another"), [&screens] { screens.anotherSet(); }, true});
  items.push_back(friends ? Item{"leave_table", t("menu.leave_table"), [&screens] { screens.newSet(); }, false}
                          : Item{"new_set", t("set_over.new_set"), [&screens] { screens.newSet(); }, true});
  if (!friends) items.push_back({"daily", t("menu.daily"), [&screens] { screens.newSet(NewTable::daily()); }, false});
  items.push_back({"sheet", t("set_over.scoresheet"), kept ? std::function<void()>([this] { openSheet(false); }) : nullptr, false});
  items.push_back({"review", t("set_over.review"), kept ? std::function<void()>([this] { openSheet(true); }) : nullptr, false});
  items.push_back({"quit", t("menu.quit"), [&screens] { screens.quit(); }, false});
  setItems(std::move(items));
}

std::vector<std::string> SetOverScreen::comparison() const {
  const Texts& t = context_.texts;
  if (!compared_) return {t("daily.hard_playing")};
  return dailyComparison(t, table::sideBySide(games_, *other_->scores()));
}

void SetOverScreen::openSheet(bool review) {
  // The scoresheet over this screen; the review over the scoresheet, so that closing it comes back there.
  auto sheet = std::make_unique<SetSheetScreen>(context_, id_, other_);
  SetSheetScreen& opened = *sheet;
  context_.screens.push(std::move(sheet));
  if (review) opened.review({0, 0});
}

}  // namespace bizon::screens
