#include "table/TableScene.h"

#include <algorithm>

#include "table/TableWords.h"

namespace bizon::table {

int boxRowsFor(const TableModel& model, BoxFit fit) {
  if (fit == BoxFit::TwoRows || !model.bizon()) return 2;
  const auto counted = [&model](int i) { return model.place(Card::fromIndex(i)).where == Where::Spread; };
  for (int i = 0; i < deckSize; ++i)
    if (counted(i)) return 2;  // the count's sentence and the coach's word take the room
  return 1;
}

TableScene::TableScene(Context& context, TableModel model, BoxFit fit)
    : context_(context),
      model_(std::move(model)),
      fit_(fit),
      portraits_(context.paths.assets / "portraits"),
      felt_(&root_.emplace<Felt>()),
      hud_(root_, context.fonts, context.texts),
      stage_(root_, context.sounds),
      box_(root_, context.fonts) {
  felt_->setZ(-100.f);
}

void TableScene::resize(sf::Vector2f size) {
  size_ = size;
  layout_ = Layout(size.x, size.y, boxRowsFor(model_, fit_));
  // The cards drawn at the larger of the two boxes' sizes: a box grown or shrunk draws nothing anew.
  const sf::Vector2f card = fit_ == BoxFit::TwoRows ? layout_.handCard() : Layout(size.x, size.y, 1).handCard();
  atlas_.build(context_.fonts, {static_cast<unsigned>(card.x), static_cast<unsigned>(card.y)},
               PaintedLook::of(context_.texts, context_.settings.fourColours), context_.decks,
               context_.decks.catalog().shown(context_.settings.deck, context_.settings.fourColours));
  portraits_.setSize(static_cast<unsigned>(layout_.faceSize()));
  felt_->setArea({0.f, 0.f, size.x, size.y});
  const unsigned text = layout_.textSize(), small = layout_.smallTextSize();
  const auto button = static_cast<unsigned>(layout_.buttonHeight() * 0.45f);
  // The label styles of the HUD and the box: names and bubbles (bold, outlined), messages,
  // scoresheet, titles and buttons, drawn once now rather than in the first frames of play.
  context_.fonts.warm({{true, text + 1, 1.f}, {true, text - 1, 1.f}, {false, text, 0.f},
                       {true, text, 0.f}, {false, small, 0.f}, {true, small, 0.f},
                       {false, layout_.tinyTextSize(), 0.f}, {true, button, 0.f}});
  // Positions are recomputed from scratch: what was flying lands.
  stage_.setLayout(layout_, atlas_, model_);
}

std::optional<Event> TableScene::showNext(EventQueue& events) {
  if (!stage_.idle() || events.empty()) return std::nullopt;
  showing_.reset();
  if (!ledIn_) {
    ledIn_ = true;
    if (const float pause = CardStage::leadIn(events.front()); pause > 0.f) {
      stage_.pause(pause);
      return std::nullopt;
    }
  }
  ledIn_ = false;
  Event event = events.pop();
  model_.apply(event);
  fitBox();
  stage_.show(event, model_);
  // Who took the trick is said over the pile long enough to read, at every tempo but instant.
  if (std::holds_alternative<TrickTaken>(event)) callout_ = context_.settings.speed() > 0.f ? 1.8f : 0.f;
  landIfInstant();
  showing_ = event;
  return event;
}

void TableScene::jump(TableModel model, float duration) {
  model_ = std::move(model);
  stage_.finish();
  fitBox();
  stage_.settleAll(model_, duration);
  showing_.reset();
  ledIn_ = false;
  callout_ = 0.f;
}

void TableScene::trade(Card a, Card b) {
  TableModel traded = model_;
  traded.trade(a, b);
  jump(std::move(traded));
}

void TableScene::update(float dt) {
  // The deck's cards, once rendered, take the painted ones' place in the same texture.
  atlas_.update();
  const float speed = context_.settings.speed();
  if (speed <= 0.f)
    stage_.finish();
  else
    stage_.update(dt * speed);
  if (stage_.idle()) showing_.reset();
  callout_ = speed > 0.f ? std::max(0.f, callout_ - dt * speed) : 0.f;
  hud_.setCallout(callout_ > 0.f);
  hud_.reveal(stage_);
}

void TableScene::setLook(const StageLook& look, float duration) {
  stage_.setLook(look);
  stage_.settleAll(model_, duration);
  landIfInstant();
}

void TableScene::fitBox() {
  const int rows = boxRowsFor(model_, fit_);
  if (rows == layout_.boxRows() || !layout_.portrait()) return;
  layout_ = Layout(size_.x, size_.y, rows);
  stage_.relayout(layout_);
}

void TableScene::landIfInstant() {
  // At instant tempo what an event or a look sets in motion is in place the moment it starts.
  if (context_.settings.speed() <= 0.f) stage_.finish();
}

sf::Vector2f TableScene::handPoint(std::size_t i) const {
  const auto& hand = model_.hand(Seat::You);
  const float w = layout_.yourCard(static_cast<int>(hand.size())).x;
  const sf::Vector2f p = stage_.sprite(hand[i]).getPosition();
  const float left = p.x - w / 2.f;
  const float right = i + 1 < hand.size() ? stage_.sprite(hand[i + 1]).getPosition().x - w / 2.f : p.x + w / 2.f;
  return {(left + std::min(right, p.x + w / 2.f)) / 2.f, p.y};
}

std::vector<BoxLine> TableScene::story() const {
  std::vector<BoxLine> lines;
  for (const Note& note : model_.story()) lines.push_back({noteText(context_.texts, note)});
  // The calls are by the seats' names too: where the box is short they give way first.
  if (std::string calls = callsText(context_.texts, model_); !calls.empty())
    lines.push_back({std::move(calls), BoxLine::Tone::Story, true});
  return lines;
}

void TableScene::refresh(const std::vector<BoxLine>& lines, Awaiting awaiting) {
  hud_.show(context_.texts, layout_, atlas_, portraits_, seating_, model_);
  hud_.setCallout(callout_ > 0.f);
  hud_.reveal(stage_);
  // Round 2 greys out the grass's suit (R7).
  const std::optional<Suit> grassSuit = model_.grass() ? std::optional(model_.grass()->suit()) : std::nullopt;
  box_.show(context_.texts, layout_, lines, awaiting, grassSuit, context_.settings.fourColours);
}

}  // namespace bizon::table
