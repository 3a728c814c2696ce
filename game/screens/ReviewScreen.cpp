#include "screens/ReviewScreen.h"

#include "screens/ScoreExplanation.h"
#include "table/Layout.h"

namespace bizon::screens {

ReviewScreen::ReviewScreen(Context& context, StoredSet set, int game, int step, bool toEnd, bool showHands)
    : context_(context),
      metadata_(std::move(set.metadata)),
      steps_(metadata_.options, std::move(set.games), game),
      table_(context, table::TableModel::from(steps_.match())),
      showHands_(showHands) {
  table_.box().setMenuVisible(false);
  for (auto& b : buttons_) {
    b = &root_.emplace<scene::Button>(context_.fonts.bold, 16);
    b->setZ(700.f);
  }
  jumpTo(toEnd ? steps_.count() : step);
}

void ReviewScreen::showNext() {
  if (scored_) return;  // the next game's events are not this review's
  if (auto event = table_.showNext(steps_.match().events())) {
    if (const auto* e = std::get_if<GameScored>(&*event)) scored_ = e->score;
    refresh();
  }
}

void ReviewScreen::showPending() {
  // What is still moving lands first, so that every step starts from a still table.
  for (table_.finish(); !steps_.match().events().empty() && !scored_; table_.finish()) showNext();
}

void ReviewScreen::forward() {
  if (steps_.atEnd()) return;
  showPending();
  steps_.forward();
  refresh();
}

void ReviewScreen::back() {
  if (steps_.atStart()) return;
  steps_.back();
  scored_.reset();
  table_.jump(table::TableModel::from(steps_.match()));
  refresh();
}

void ReviewScreen::jumpTo(int step) {
  const bool end = step >= steps_.count();
  // The scored game is shown by playing its last action, so the table sees the score.
  steps_.jumpTo(end ? steps_.count() - 1 : step);
  scored_.reset();
  table_.jump(table::TableModel::from(steps_.match()));
  if (end) {
    steps_.forward();
    showPending();
  }
  refresh();
}

void ReviewScreen::toggleHands() {
  showHands_ = !showHands_;
  refresh();
}

std::string ReviewScreen::statusLine() const {
  const Texts& t = context_.texts;
  std::string line = t.format("review.title", {{"n", steps_.game() + 1}, {"total", metadata_.options.games}});
  const Game& g = steps_.match().game();
  const int step = steps_.step();
  if (steps_.atEnd()) return line;
  const auto bids = static_cast<int>(g.bids().size());
  // The first step chooses the packets, then bids, then cards.
  if (step <= 1 + bids && g.phase() != Phase::Playing) {
    line += "  ·  " + t("review.bidding");
  } else {
    const int tricks = static_cast<int>(g.tricks().size());
    const int current = std::min(8, tricks + (g.currentTrick().empty() ? 0 : 1));
    line += "  ·  " + t.format("review.trick", {{"n", std::max(1, current)}, {"total", 8}});
  }
  line += "  ·  " + t.format("review.step", {{"n", step}, {"total", steps_.count()}});
  return line;
}

void ReviewScreen::refresh() {
  const Texts& t = context_.texts;
  table::Layout layout(size_.x, size_.y);
  const float m = layout.margin();
  for (int row = 0; row < 2; ++row) {
    const sf::FloatRect r = layout.buttonRow(row);
    const float w = (r.width - m) / 2.f;
    for (int k = 0; k < 2; ++k) {
      scene::Button* b = buttons_[static_cast<std::size_t>(row * 2 + k)];
      b->place({r.left + static_cast<float>(k) * (w + m), r.top, w, r.height});
      b->setTextSize(layout.textSize());
    }
  }
  buttons_[Back]->setText(t("review.step_back"));
  buttons_[Forward]->setText(t("review.step_forward"));
  buttons_[Hands]->setText(t(showHands_ ? "review.hide_hands" : "review.show_hands"));
  buttons_[Close]->setText(t("common.close"));
  buttons_[Back]->setEnabled(!steps_.atStart());
  buttons_[Forward]->setEnabled(!steps_.atEnd());
  buttons_[Forward]->setAccent(!steps_.atEnd());
  table::StageLook look;
  look.handsFaceUp = showHands_;
  table_.setLook(look, 0.3f);
  // The story of the game, or once it is scored its GP and SP spelled out; then where we are.
  std::vector<table::BoxLine> lines;
  if (scored_)
    for (std::string& line : explainScore(t, *scored_)) lines.push_back({std::move(line)});
  else
    lines = table_.story();
  lines.push_back({statusLine(), table::BoxLine::Tone::Prompt});
  table_.refresh(lines, table::Awaiting::Nothing);
}

void ReviewScreen::tap(sf::Vector2f point) {
  if (buttons_[Back]->contains(point) && buttons_[Back]->enabled()) return back();
  if (buttons_[Forward]->contains(point) && buttons_[Forward]->enabled()) return forward();
  if (buttons_[Hands]->contains(point)) return toggleHands();
  if (buttons_[Close]->contains(point)) return context_.screens.pop();
  table_.finish();  // a tap on the table lands what is moving
}

void ReviewScreen::key(sf::Keyboard::Key key) {
  using K = sf::Keyboard;
  switch (key) {
    case K::Escape: context_.screens.pop(); break;
    case K::Left:
    case K::BackSpace: back(); break;
    case K::Right:
    case K::Enter: forward(); break;
    case K::Space: table_.finish(); break;
    case K::Home: jumpTo(0); break;
    case K::End: jumpTo(steps_.count()); break;
    case K::H: toggleHands(); break;
    default: break;
  }
}

void ReviewScreen::update(float dt) {
  table_.update(dt);
  showNext();
}

void ReviewScreen::draw(sf::RenderTarget& target) const {
  table_.draw(target);
  target.draw(root_);
}

void ReviewScreen::resize(sf::Vector2f size) {
  size_ = size;
  table_.resize(size);
  refresh();
}

}  // namespace bizon::screens
