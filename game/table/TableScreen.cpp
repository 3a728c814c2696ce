#include "table/TableScreen.h"

#include <algorithm>
#include <cmath>
#include <chrono>
#include <iostream>
#include <sstream>

#include <boost/json.hpp>

#include "GameRecord.h"
#include "Random.h"
#include "scene/TextWrap.h"
#include "screens/MenuScreen.h"
#include "screens/ScoreExplanation.h"
#include "screens/SetOverScreen.h"
#include "table/CardPainter.h"
#include "table/HandOrder.h"

namespace bizon::table {

namespace {

const sf::Color white(245, 245, 240);
const sf::Color yellow(255, 221, 0);
const sf::Color titleColour(240, 226, 170);
const sf::Color noticeColour(255, 170, 90);
const sf::Color promptColour(255, 221, 0);

constexpr std::array<Suit, 4> buttonSuits{Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades};

}  // namespace

TableScreen::TableScreen(Context& context, TableOptions options)
    : context_(context), options_(std::move(options)), warning_(options_.warning) {
  MatchOptions mo;
  mo.seed = options_.seed;
  mo.shuffle = context_.settings.fullShuffle ? Shuffle::Full : Shuffle::Light;
  if (options_.resume) {
    metadata_ = options_.resume->metadata;
    ownMatch_ = std::make_unique<Match>(metadata_.options, options_.resume->games);
    options_.seed = metadata_.options.seed;
  } else {
    ownMatch_ = std::make_unique<Match>(mo);
    metadata_.started = std::chrono::floor<std::chrono::seconds>(std::chrono::system_clock::now());
    if (context_.history) metadata_.id = context_.history->newSetId(metadata_.started);
    metadata_.language = std::string(localization::code(context_.texts.language()));
    metadata_.origin = SetOrigin::Played;
    metadata_.options = mo;
  }
  match_ = ownMatch_.get();
  std::string level = context_.settings.level == "easy" ? "heuristic" : context_.settings.level;
  for (Seat s : allSeats) {
    const std::uint64_t seed = Random::derive(options_.seed, 1000 + static_cast<std::uint64_t>(index(s)));
    auto player = makePlayer(level, seed);
    if (!player) player = makePlayer("random", seed);
    players_[static_cast<std::size_t>(s)] = std::move(player);
  }
  hintPlayer_ = makePlayer(level, Random::derive(options_.seed, 2000));
  if (!hintPlayer_) hintPlayer_ = makePlayer("random", Random::derive(options_.seed, 2000));
  metadata_.players[Seat::You] = options_.autoplay ? level : "human";
  metadata_.players[Seat::Goat] = level;
  metadata_.players[Seat::Sheep] = level;
  buildScene();
  if (options_.resume) syncFromMatch();
}

TableScreen::TableScreen(Context& context, Match& reviewed) : context_(context), match_(&reviewed), review_(true) {
  options_.save = false;
  buildScene();
  menuButton_->setVisible(false);
  syncFromMatch();
}

void TableScreen::follow(Match& match) {
  match_ = &match;
  tweens_.finishAll();
  syncFromMatch();
  placeAllNow();
  refresh();
}

void TableScreen::skipAnimations() {
  tweens_.finishAll();
  while (!events().empty() && !holding_) {
    handle(events().pop());
    tweens_.finishAll();
  }
}

void TableScreen::setShowHands(bool show) {
  showHands_ = show;
  settleAll(seconds(0.3f));
}

void TableScreen::setReviewLine(std::string line) {
  prompt_ = [line = std::move(line)] { return line; };
  refreshMessages();
}

TableScreen::~TableScreen() {
  worker_.cancel();
  hintWorker_.cancel();
}

float TableScreen::seconds(float normal) const {
  const float speed = context_.settings.speed();
  return speed <= 0.f ? 0.f : normal / speed;
}

// ---------------------------------------------------------------------------------------------
// The scene

void TableScreen::buildScene() {
  Fonts& fonts = context_.fonts;
  felt_ = &root_.emplace<Felt>();
  felt_->setZ(-100.f);
  sheetPanel_ = &root_.emplace<scene::Panel>();
  latestPanel_ = &root_.emplace<scene::Panel>();
  commPanel_ = &root_.emplace<scene::Panel>();
  for (scene::Panel* p : {sheetPanel_, latestPanel_, commPanel_}) {
    p->setZ(-50.f);
    p->setColours({8, 30, 18, 150}, {255, 255, 255, 46}, 1.f);
  }
  sheetTitle_ = &root_.emplace<scene::Label>(fonts.bold, 14);
  latestTitle_ = &root_.emplace<scene::Label>(fonts.bold, 14);
  commTitle_ = &root_.emplace<scene::Label>(fonts.bold, 14);
  gameLabel_ = &root_.emplace<scene::Label>(fonts.regular, 14);
  trumpLabel_ = &root_.emplace<scene::Label>(fonts.bold, 14);
  for (scene::Label* l : {sheetTitle_, latestTitle_, commTitle_}) l->setColour(titleColour);
  gameLabel_->setColour({210, 225, 210});
  gameLabel_->setAlign(scene::Align::Right);
  trumpLabel_->setAlign(scene::Align::Right);
  for (Seat s : allSeats) {
    const auto i = static_cast<std::size_t>(s);
    sheetNames_[i] = &root_.emplace<scene::Label>(fonts.bold, 14);
    sheetTotals_[i] = &root_.emplace<scene::Label>(fonts.regular, 14);
    for (auto& v : sheetValues_[i]) {
      v = &root_.emplace<scene::Label>(fonts.regular, 13);
      v->setAlign(scene::Align::Centre);
    }
    names_[i] = &root_.emplace<scene::Label>(fonts.bold, 18);
    names_[i]->setOutline({0, 0, 0, 110}, 1.f);
    bubbles_[i] = &root_.emplace<scene::Label>(fonts.bold, 16);
    bubbles_[i]->setColour({255, 236, 170});
    bubbles_[i]->setOutline({0, 0, 0, 140}, 1.f);
  }
  for (int i = 0; i < 9; ++i) {
    auto& line = root_.emplace<scene::Label>(fonts.regular, 16);
    messageLines_.push_back(&line);
  }
  dealerToken_ = &root_.emplace<scene::Token>(fonts.bold, context_.texts("table.dealer_token"));
  dealerToken_->setZ(5.f);
  for (int i = 0; i < 3; ++i) {
    latest_[static_cast<std::size_t>(i)] = &root_.emplace<scene::FlipSprite>();
    latest_[static_cast<std::size_t>(i)]->setFaceUp(true);
    latestNames_[static_cast<std::size_t>(i)] = &root_.emplace<scene::Label>(fonts.regular, 12);
    latestNames_[static_cast<std::size_t>(i)]->setAlign(scene::Align::Centre);
    latestNames_[static_cast<std::size_t>(i)]->setColour({220, 230, 220});
  }
  for (int i = 0; i < deckSize; ++i) cards_[static_cast<std::size_t>(i)] = &root_.emplace<scene::FlipSprite>();
  for (int i = 0; i < 6; ++i) {
    auto& b = root_.emplace<scene::Button>(fonts.bold, 16);
    b.setZ(600.f);
    b.setVisible(false);
    buttons_.push_back(&b);
  }
  menuButton_ = &root_.emplace<scene::Button>(fonts.bold, 20);
  menuButton_->setText(scene::utf8(sf::String(static_cast<sf::Uint32>(0x2630))));  // ☰, a symbol, not a word
  menuButton_->setZ(600.f);
  // The deck at the start: the match's first game has not dealt yet.
  const Deck& deck = match_->game().deck();
  deck_.assign(deck.begin(), deck.end());
  dealer_ = match_->game().dealer();
  for (Card c : deck_) places_[static_cast<std::size_t>(c.index())] = {Where::Deck, Seat::You};
}

void TableScreen::resize(sf::Vector2f size) {
  size_ = size;
  layout_ = Layout(size.x, size.y);
  const sf::Vector2f card = layout_.handCard();
  std::array<sf::String, 6> indices;
  for (std::size_t r = 0; r < 6; ++r) {
    const std::string text = context_.texts(std::string("card.index.") + "9TJQKA"[r]);
    indices[r] = sf::String::fromUtf8(text.begin(), text.end());
  }
  atlas_.build(context_.fonts, {static_cast<unsigned>(card.x), static_cast<unsigned>(card.y)},
               context_.settings.fourColours, indices);
  felt_->setArea({0.f, 0.f, size.x, size.y});
  for (int i = 0; i < deckSize; ++i) {
    scene::FlipSprite* s = cards_[static_cast<std::size_t>(i)];
    s->setTexture(atlas_.texture(), atlas_.face(Card::fromIndex(i)), atlas_.back());
    s->setSize(card);
  }
  for (scene::FlipSprite* s : latest_) s->setSize(card);
  const unsigned text = layout_.textSize(), small = layout_.smallTextSize();
  const auto button = static_cast<unsigned>(layout_.buttonHeight() * 0.45f);
  // The label styles of refresh(): names and bubbles (bold, outlined), messages, scoresheet,
  // titles and buttons.
  context_.fonts.warm({{true, text + 1, 1.f}, {true, text - 1, 1.f}, {false, text, 0.f},
                       {true, text, 0.f}, {false, small, 0.f}, {true, small, 0.f},
                       {false, layout_.tinyTextSize(), 0.f}, {true, button, 0.f}});
  // A resize jumps to the end of any animation: positions are recomputed from scratch.
  tweens_.finishAll();
  placeAllNow();
  refresh();
}

void TableScreen::refreshLooks() {
  resize(size_);
}

// ---------------------------------------------------------------------------------------------
// Where cards rest

Slot TableScreen::restingSlot(Card card, sf::Vector2f& size, bool& faceUp, float& z) const {
  const Place& p = places_[static_cast<std::size_t>(card.index())];
  switch (p.where) {
    case Where::Deck: {
      const auto it = std::find(deck_.begin(), deck_.end(), card);
      const float depth = static_cast<float>(deck_.end() - it - 1);
      size = layout_.deckCard();
      faceUp = false;
      z = 10.f + depth;
      const float step = std::max(0.25f, layout_.scale() * 0.3f);
      return {layout_.deck() - sf::Vector2f(depth * step, depth * step), 0.f};
    }
    case Where::Grass:
      size = layout_.deckCard();
      faceUp = true;
      z = 40.f;
      return {layout_.grass(), 0.f};
    case Where::Hand: {
      const auto& hand = handOf(p.seat);
      const auto i = static_cast<int>(std::find(hand.begin(), hand.end(), card) - hand.begin());
      const auto slots = layout_.handSlots(p.seat, static_cast<int>(hand.size()));
      Slot slot = slots[static_cast<std::size_t>(i)];
      size = p.seat == Seat::You ? layout_.handCard() : layout_.sideCard();
      faceUp = p.seat == Seat::You || showHands_;
      z = 100.f + static_cast<float>(i);
      if (p.seat == Seat::You && raised(card)) slot.centre.y -= layout_.raise();
      return slot;
    }
    case Where::Trick: {
      const auto i = std::find_if(trick_.begin(), trick_.end(),
                                  [card](const auto& t) { return t.second == card; }) - trick_.begin();
      size = layout_.trickCard();
      faceUp = true;
      z = 200.f + static_cast<float>(i);
      return {layout_.seat(p.seat).trick, p.seat == Seat::Goat ? -4.f : (p.seat == Seat::Sheep ? 3.f : 0.f)};
    }
    case Where::Pile: {
      const auto& pile = piles_[static_cast<std::size_t>(p.seat)];
      const auto i = static_cast<int>(std::find(pile.begin(), pile.end(), card) - pile.begin());
      size = layout_.sideCard();
      faceUp = false;
      z = 50.f + static_cast<float>(i);
      return layout_.pileSlot(p.seat, i / 3);
    }
    case Where::Spread: {
      const auto& pile = piles_[static_cast<std::size_t>(p.seat)];
      const auto i = static_cast<int>(std::find(pile.begin(), pile.end(), card) - pile.begin());
      size = layout_.sideCard();
      faceUp = true;
      z = 60.f + static_cast<float>(i);
      return layout_.spreadSlots(p.seat, static_cast<int>(pile.size()))[static_cast<std::size_t>(i)];
    }
  }
  return {};
}

bool TableScreen::raised(Card card) const {
  if (awaiting_ != Awaiting::Play) return false;
  return match_->view(Seat::You).legal.contains(card);
}

void TableScreen::settle(Card card, float duration, float delay) {
  scene::FlipSprite& sprite = *cards_[static_cast<std::size_t>(card.index())];
  sf::Vector2f size;
  bool faceUp = false;
  float z = 0.f;
  const Slot slot = restingSlot(card, size, faceUp, z);
  const sf::Vector2f scale(size.x / layout_.handCard().x, size.y / layout_.handCard().y);
  const bool dim = awaiting_ == Awaiting::Play && places_[static_cast<std::size_t>(card.index())].where == Where::Hand &&
                   places_[static_cast<std::size_t>(card.index())].seat == Seat::You && !raised(card);
  sprite.setDimmed(dim);
  sprite.setHighlight(places_[static_cast<std::size_t>(card.index())].where == Where::Hand &&
                      places_[static_cast<std::size_t>(card.index())].seat == Seat::You && selected_ >= 0 &&
                      selected_ < static_cast<int>(handOf(Seat::You).size()) &&
                      handOf(Seat::You)[static_cast<std::size_t>(selected_)] == card);
  const bool moves = sprite.getPosition() != slot.centre || sprite.getScale() != scale ||
                     sprite.getRotation() != slot.rotation || sprite.faceUp() != faceUp;
  if (duration <= 0.f || !moves) {
    tweens_.add(scene::wait(delay, [&sprite, slot, scale, faceUp, z] {
      sprite.setPosition(slot.centre);
      sprite.setRotation(slot.rotation);
      sprite.setScale(scale);
      sprite.setFaceUp(faceUp);
      sprite.setSqueeze(1.f);
      sprite.setZ(z);
    }));
    if (delay <= 0.f) tweens_.finishAll();
    return;
  }
  // Lifted above everything while it flies, set down at its resting depth when it lands.
  scene::Tween lift = scene::wait(delay, [&sprite, z] { sprite.setZ(300.f + z); });
  tweens_.add(std::move(lift));
  tweens_.add(scene::moveTo(sprite, slot.centre, duration, scene::Ease::OutCubic, delay));
  tweens_.add(scene::rotateTo(sprite, slot.rotation, duration, scene::Ease::OutCubic, delay));
  tweens_.add(scene::scaleTo(sprite, scale, duration, scene::Ease::OutCubic, delay));
  tweens_.add(scene::flipTo(sprite, faceUp, duration, delay));
  tweens_.add(scene::wait(delay + duration, [&sprite, z] { sprite.setZ(z); }));
}

void TableScreen::settleAll(float duration) {
  for (int i = 0; i < deckSize; ++i) settle(Card::fromIndex(i), duration);
}

void TableScreen::placeAllNow() {
  for (int i = 0; i < deckSize; ++i) settle(Card::fromIndex(i), 0.f);
  tweens_.finishAll();
}

void TableScreen::sortYourHand() {
  auto& hand = handOf(Seat::You);
  CardSet set;
  for (Card c : hand) set.add(c);
  hand = sortHand(set, trump_);
}

// ---------------------------------------------------------------------------------------------
// The story

void TableScreen::update(float dt) {
  if (stopped_) return;
  const float speed = context_.settings.speed();
  activity_ = tweens_.idle() ? "" : activity_;
  if (speed <= 0.f)
    tweens_.finishAll();
  else
    tweens_.update(dt * speed);

  if (thinking_ > 0.f) thinking_ -= dt * std::max(speed, 0.0001f);
  if (worker_.busy() && (thinking_ <= 0.f || speed <= 0.f)) {
    if (auto decision = worker_.poll()) applyAi(*decision);
  }
  if (speed <= 0.f && options_.autoplay) {
    // The test hooks only: with AIs in every seat at instant tempo, waiting for the worker
    // within the frame plays a whole set in seconds. A player's table never does this.
    for (int k = 0; k < 64 && !stopped_ && !holding_; ++k) {
      while (!events().empty() && !stopped_) {
        handle(events().pop());
        tweens_.finishAll();
      }
      if (stopped_ || holding_) break;
      nextDecision();
      if (!worker_.busy()) break;
      worker_.wait();
      if (auto decision = worker_.poll()) applyAi(*decision);
    }
  }
  auto hint = hintWorker_.poll();
  // A hint that arrives after you moved is about a decision already made: drop it.
  if (hint && (awaiting_ == Awaiting::Nothing || awaiting_ == Awaiting::Keep)) hint.reset();
  if (hint) {
    const Texts& t = context_.texts;
    if (const Card* c = std::get_if<Card>(&*hint)) {
      hinted_ = *c;
      const auto& hand = handOf(Seat::You);
      selected_ = static_cast<int>(std::find(hand.begin(), hand.end(), *c) - hand.begin());
      const Card card = *c;
      notice_ = [&t, card] { return t.format("hint.play", {{"card", t.card(card)}}); };
      settleAll(seconds(0.15f));
    } else if (const Bid* b = std::get_if<Bid>(&*hint)) {
      const Bid bid = *b;
      const int round = round_;
      notice_ = [&t, bid, round] {
        if (!bid.eat) return t("hint.pass");
        if (round == 2 && bid.trump) return t.format("hint.name", {{"suit", t.suit(*bid.trump)}});
        return t("hint.eat");
      };
    } else if (const Packets* p = std::get_if<Packets>(&*hint)) {
      const Packets packets = *p;
      notice_ = [&t, packets] {
        return t(packets == Packets::ThreeTwo ? "bid.packets_3_2" : "bid.packets_2_3");
      };
    }
    refreshMessages();
  }

  // Drain the events while the scene is still; act only once they are all shown.
  for (int guard = 0; guard < 400 && !stopped_; ++guard) {
    if (!tweens_.idle() || holding_) break;
    if (!events().empty()) {
      handle(events().pop());
      if (speed <= 0.f) tweens_.finishAll();
      continue;
    }
    nextDecision();
    break;
  }
}

void TableScreen::handle(const Event& event) {
  std::visit([this](const auto& e) { on(e); }, event);
  refresh();
}

void TableScreen::reach(const char* moment) {
  if (options_.stopAt == moment) {
    tweens_.finishAll();
    stopped_ = true;
  }
}

void TableScreen::on(const GameStarted& e) {
  gameNumber_ = e.number;
  dealer_ = e.dealer;
  round_ = 1;
  trump_.reset();
  bizon_.reset();
  turn_.reset();
  latestTrick_.reset();
  trick_.clear();
  bubbleText_ = {};
  messages_.clear();
  notice_ = {};
  prompt_ = {};
  hinted_.reset();
  for (auto& h : hands_) h.clear();
  for (auto& p : piles_) p.clear();
  const Deck& deck = match_->game().deck();
  deck_.assign(deck.begin(), deck.end());
  for (Card c : deck_) places_[static_cast<std::size_t>(c.index())] = {Where::Deck, Seat::You};
  sayDealer(e.dealer);
  activity_ = "dealing";
  // The cards gather back into the deck, in the new deck's order.
  for (std::size_t i = 0; i < deck_.size(); ++i)
    settle(deck_[i], seconds(0.45f), seconds(0.012f * static_cast<float>(i)));
  tweens_.add(scene::wait(seconds(0.2f)));
}

void TableScreen::on(const PacketsChosen&) {}

void TableScreen::on(const PacketDealt& e) {
  activity_ = "dealing";
  std::vector<Card> packet;
  // The packet leaves the top of the deck in deck order.
  for (Card c : deck_)
    if (e.cards.contains(c)) packet.push_back(c);
  std::erase_if(deck_, [&e](Card c) { return e.cards.contains(c); });
  auto& hand = handOf(e.seat);
  for (Card c : packet) {
    hand.push_back(c);
    places_[static_cast<std::size_t>(c.index())] = {Where::Hand, e.seat};
  }
  if (e.seat == Seat::You) sortYourHand();
  float delay = 0.f;
  for (Card c : hand) {
    const bool fresh = e.cards.contains(c);
    settle(c, seconds(fresh ? 0.38f : 0.25f), fresh ? delay : 0.f);
    if (fresh) delay += seconds(0.07f);
  }
  for (Card c : deck_) settle(c, 0.f);
  tweens_.add(scene::wait(seconds(0.1f)));
  if (!e.completing && ++dealtPackets_ == 3) reach("deal");
}

void TableScreen::on(const GrassTurned& e) {
  activity_ = "dealing";
  std::erase(deck_, e.grass);
  places_[static_cast<std::size_t>(e.grass.index())] = {Where::Grass, Seat::You};
  settle(e.grass, seconds(0.5f));
  tweens_.add(scene::wait(seconds(0.25f)));
}

void TableScreen::on(const TurnStarted& e) {
  turn_ = e.seat;
  if (e.decision == Decision::Bid) {
    const int round = match_->game().round();
    if (round == 2 && round_ == 1) {
      round_ = 2;
      const Texts& t = context_.texts;
      say([&t] { return t("message.round_two"); });
    }
  }
}

void TableScreen::on(const BidMade& e) {
  turn_.reset();
  const Texts& t = context_.texts;
  std::string bubble = e.bid.eat ? t("bid.eat") : t("bid.pass");
  if (e.bid.eat && e.round == 2 && e.bid.trump) bubble = scene::utf8(CardPainter::symbolOf(*e.bid.trump));
  bubbleText_[static_cast<std::size_t>(e.seat)] = bubble;
  tweens_.add(scene::wait(seconds(e.seat == Seat::You ? 0.15f : 0.45f)));
}

void TableScreen::on(const GrassEaten& e) {
  activity_ = "dealing";
  trump_ = e.trump;
  bizon_ = e.bizon;
  bubbleText_ = {};
  bubbleText_[static_cast<std::size_t>(e.bizon)] = context_.texts("role.bizon");
  handOf(e.bizon).push_back(e.grass);
  places_[static_cast<std::size_t>(e.grass.index())] = {Where::Hand, e.bizon};
  sortYourHand();
  for (Card c : handOf(e.bizon)) settle(c, seconds(0.45f));
  messages_.clear();
  sayBizon(e.bizon, e.trump, e.grass);
  tweens_.add(scene::wait(seconds(0.2f)));
}

void TableScreen::on(const AllPassed&) {
  const Texts& t = context_.texts;
  say([&t] { return t("message.all_passed"); });
  tweens_.add(scene::wait(seconds(1.4f)));
}

void TableScreen::on(const CardPlayed& e) {
  activity_ = "";
  turn_.reset();
  notice_ = {};
  hinted_.reset();
  auto& hand = handOf(e.seat);
  std::erase(hand, e.card);
  trick_.push_back({e.seat, e.card});
  places_[static_cast<std::size_t>(e.card.index())] = {Where::Trick, e.seat};
  settle(e.card, seconds(0.35f));
  for (Card c : hand) settle(c, seconds(0.25f));
}

void TableScreen::on(const TrickTaken& e) {
  // Leave the full trick in view a moment, then sweep it to the winner's pile.
  tweens_.add(scene::wait(seconds(0.75f), [this, e] {
    activity_ = "collecting";
    auto& pile = piles_[static_cast<std::size_t>(e.trick.winner)];
    for (Card c : e.trick.cards) {
      pile.push_back(c);
      places_[static_cast<std::size_t>(c.index())] = {Where::Pile, e.trick.winner};
    }
    trick_.clear();
    latestTrick_ = e.trick;
    for (int i = 0; i < 3; ++i)
      settle(e.trick.cards[static_cast<std::size_t>(i)], seconds(0.42f), seconds(0.05f * static_cast<float>(i)));
    refresh();
  }));
  tweens_.add(scene::wait(seconds(0.75f + 0.55f)));
}

void TableScreen::on(const GameScored& e) {
  activity_ = "";
  sheet_.push_back(e.score.sp);
  for (Seat s : allSeats) totals_[s] += e.score.sp[s];
  const Texts& t = context_.texts;
  const Score score = e.score;
  turn_.reset();
  if (score.outcome == Outcome::AllPassed && review_) return explainInReview(score);
  if (score.outcome == Outcome::AllPassed) {
    // Nothing to count: a short pause, then the next game.
    tweens_.add(scene::wait(seconds(0.6f)));
    reach("scored-passout");
    return;
  }
  // All tricks turn face up, each seat's GP next to its name.
  messages_.clear();
  for (Seat s : {Seat::You, Seat::Goat, Seat::Sheep}) {
    auto& pile = piles_[static_cast<std::size_t>(s)];
    for (std::size_t i = 0; i < pile.size(); ++i) {
      places_[static_cast<std::size_t>(pile[i].index())] = {Where::Spread, s};
      settle(pile[i], seconds(0.5f), seconds(0.03f * static_cast<float>(i)));
    }
    const int gp = score.gp[s];
    say([&t, s, gp] {
      return s == Seat::You ? t.format("message.you_have_gp", {{"gp", gp}})
                            : t.format("message.player_has_gp", {{"player", t.seat(s)}, {"gp", gp}});
    });
  }
  for (Seat s : allSeats)
    bubbleText_[static_cast<std::size_t>(s)] = t.format("table.gp", {{"gp", score.gp[s]}});
  if (review_) return explainInReview(score);
  const bool youBizon = score.bizon == Seat::You;
  const std::string key = std::string(youBizon ? "outcome_you." : "outcome.") + std::string(code(score.outcome));
  say([&t, key] { return t(key); });
  holding_ = !options_.autoplay || options_.stopAt == "scored";
  if (holding_) awaiting_ = Awaiting::Keep;
  reach("scored");
}

void TableScreen::explainInReview(const Score& score) {
  // The review spells the count out (R12, R13) and stays on this game.
  messages_.clear();
  for (std::string& line : screens::explainScore(context_.texts, score))
    say([line = std::move(line)] { return line; });
  holding_ = true;
}

void TableScreen::on(const SetFinished& e) {
  setOverShown_ = true;
  context_.screens.push(std::make_unique<screens::SetOverScreen>(context_, e.totals, e.winners, sheet_));
  reach("set-over");
}

void TableScreen::nextDecision() {
  if (review_) return;  // the review's owner makes every move
  if (match_->over() || worker_.busy() || awaiting_ != Awaiting::Nothing) return;
  const Seat seat = match_->game().toAct();
  const SeatView view = match_->view(seat);
  turn_ = seat;
  // With AIs in every seat, the screenshot moments are still your decisions, shown as you see them.
  const char* moment = nullptr;
  if (seat == Seat::You && view.decision == Decision::Bid) moment = view.round == 1 ? "bidding" : "round2";
  if (seat == Seat::You && view.decision == Decision::Play && !view.currentTrick.empty() && view.tricks.size() >= 2)
    moment = "trick";
  const bool shown = moment && options_.stopAt == moment;
  if (seat != Seat::You || (options_.autoplay && !shown)) {
    thinking_ = seat == Seat::You ? 0.f : 0.35f;
    worker_.start(*players_[static_cast<std::size_t>(seat)], view);
    refresh();
    return;
  }
  const Texts& t = context_.texts;
  selected_ = -1;
  switch (view.decision) {
    case Decision::Packets:
      if (context_.settings.packets != "ask") {
        afterAction(match_->choosePackets(Seat::You, context_.settings.packets == "2-3"
                                                         ? Packets::TwoThree
                                                         : Packets::ThreeTwo));
        return;
      }
      awaiting_ = Awaiting::Packets;
      prompt_ = [&t] { return t("message.choose_packets"); };
      break;
    case Decision::Bid:
      awaiting_ = view.round == 1 ? Awaiting::Bid1 : Awaiting::Bid2;
      prompt_ = view.round == 1 ? Message([&t] { return t("prompt.eat_or_pass"); })
                                : Message([&t] { return t("prompt.name_or_pass"); });
      break;
    case Decision::Play:
      awaiting_ = Awaiting::Play;
      prompt_ = [&t] { return t("prompt.play_card"); };
      settleAll(seconds(0.18f));
      break;
  }
  refresh();
  if (shown) reach(moment);
}

void TableScreen::applyAi(const AiDecision& decision) {
  const Seat seat = match_->game().toAct();
  std::optional<Refusal> refusal;
  if (const Packets* p = std::get_if<Packets>(&decision)) refusal = match_->choosePackets(seat, *p);
  if (const Bid* b = std::get_if<Bid>(&decision)) refusal = match_->bid(seat, *b);
  if (const Card* c = std::get_if<Card>(&decision)) refusal = match_->play(seat, *c);
  if (refusal) {
    // A player that breaks the rules must not stall the table: fall back to a random one.
    auto fallback = makePlayer("random", 7);
    refusal = playTurn(*match_, *fallback);
  }
  afterAction(refusal);
}

void TableScreen::afterAction(std::optional<Refusal> refusal) {
  if (refusal) return;
  if (awaiting_ != Awaiting::Nothing) warning_ = {};  // your move: the warning was seen
  awaiting_ = Awaiting::Nothing;
  prompt_ = {};
  selected_ = -1;
  saveSet();
  settleAll(seconds(0.15f));
}

void TableScreen::saveSet() {
  // The set so far, after every action, so that a closed window resumes where it stopped.
  if (!context_.history || !options_.save) return;
  try {
    context_.history->save(metadata_, *match_);
  } catch (const std::exception& e) {
    std::cerr << "bizon: the set could not be saved: " << e.what() << "\n";
    const Texts& t = context_.texts;
    warning_ = [&t, reason = std::string(e.what())] { return t.format("message.save_failed", {{"reason", reason}}); };
    refreshMessages();
  }
}

void TableScreen::syncFromMatch() {
  // A resumed set: the table is set out as the match stands, without animation.
  const Game& g = match_->game();
  gameNumber_ = match_->gameNumber();
  dealer_ = g.dealer();
  trump_ = g.trump();
  bizon_ = g.bizon();
  round_ = g.phase() == Phase::Bidding ? g.round() : 1;
  sheet_.clear();
  for (const Score& s : match_->scores()) sheet_.push_back(s.sp);
  messages_.clear();
  notice_ = {};
  bubbleText_ = {};
  latestTrick_.reset();
  holding_ = false;
  turn_.reset();
  if (g.phase() != Phase::Over) turn_ = g.toAct();
  totals_ = match_->totals();
  for (auto& h : hands_) h.clear();
  for (auto& p : piles_) p.clear();
  trick_.clear();
  deck_.clear();
  CardSet out;
  for (Seat s : allSeats)
    for (Card c : g.hand(s)) {
      handOf(s).push_back(c);
      places_[static_cast<std::size_t>(c.index())] = {Where::Hand, s};
      out.add(c);
    }
  for (const Trick& t : g.tricks()) {
    for (Card c : t.cards) {
      piles_[static_cast<std::size_t>(t.winner)].push_back(c);
      places_[static_cast<std::size_t>(c.index())] = {Where::Pile, t.winner};
      out.add(c);
    }
    latestTrick_ = t;
  }
  const auto current = g.currentTrick();
  const Seat leader = g.tricks().empty() ? leftOf(g.dealer()) : g.tricks().back().winner;
  for (std::size_t i = 0; i < current.size(); ++i) {
    const Seat s = seatAt(index(leader) + static_cast<int>(i));
    trick_.push_back({s, current[i]});
    places_[static_cast<std::size_t>(current[i].index())] = {Where::Trick, s};
    out.add(current[i]);
  }
  const bool grassUp = g.packets() && g.phase() == Phase::Bidding;
  for (Card c : g.deck()) {
    if (out.contains(c)) continue;
    if (grassUp && c == g.grass()) {
      places_[static_cast<std::size_t>(c.index())] = {Where::Grass, Seat::You};
      continue;
    }
    deck_.push_back(c);
    places_[static_cast<std::size_t>(c.index())] = {Where::Deck, Seat::You};
  }
  sortYourHand();
  const Texts& texts = context_.texts;
  sayDealer(dealer_);
  if (g.phase() == Phase::Bidding) {
    // Each seat's latest word, as the bubbles showed it.
    if (round_ == 2) say([&texts] { return texts("message.round_two"); });
    for (const BidEntry& b : g.bids()) bubbleText_[static_cast<std::size_t>(b.seat)] = texts("bid.pass");
  }
  if (bizon_) {
    bubbleText_[static_cast<std::size_t>(*bizon_)] = texts("role.bizon");
    sayBizon(*bizon_, *trump_, g.grass());
  }
}

void TableScreen::sayDealer(Seat dealer) {
  const Texts& t = context_.texts;
  say([&t, dealer] {
    return dealer == Seat::You ? t("message.you_deal")
                               : t.format("message.player_deals", {{"player", t.seat(dealer)}});
  });
}

void TableScreen::sayBizon(Seat bizon, Suit trump, Card grass) {
  const Texts& t = context_.texts;
  say([&t, trump] { return t.format("message.trump_is", {{"suit", t.suit(trump)}}); });
  // The grass after "is": the subject form (German "der Herz-Bube").
  say([&t, grass] { return t.format("message.grass_is", {{"card", t("card.subject." + code(grass))}}); });
  say([&t, bizon] {
    return bizon == Seat::You ? t("message.you_are_bizon")
                              : t.format("message.player_is_bizon", {{"player", t.seat(bizon)}});
  });
}

// ---------------------------------------------------------------------------------------------
// Your moves

void TableScreen::act(Action action) {
  const Texts& t = context_.texts;
  switch (action) {
    case Action::Menu:
      context_.screens.push(std::make_unique<screens::MenuScreen>(context_));
      return;
    case Action::Hint:
      askHint();
      return;
    case Action::Keep:
      if (awaiting_ != Awaiting::Keep) return;
      holding_ = false;
      awaiting_ = Awaiting::Nothing;
      refresh();
      return;
    case Action::Packets32:
    case Action::Packets23:
      if (awaiting_ != Awaiting::Packets) return;
      afterAction(match_->choosePackets(Seat::You, action == Action::Packets32 ? Packets::ThreeTwo
                                                                               : Packets::TwoThree));
      return;
    case Action::Eat:
      if (awaiting_ != Awaiting::Bid1) return;
      afterAction(match_->bid(Seat::You, Bid::eatGrass()));
      return;
    case Action::Pass:
      if (awaiting_ != Awaiting::Bid1 && awaiting_ != Awaiting::Bid2) return;
      afterAction(match_->bid(Seat::You, Bid::pass()));
      return;
    case Action::Clubs:
    case Action::Diamonds:
    case Action::Hearts:
    case Action::Spades: {
      if (awaiting_ != Awaiting::Bid2) return;
      const Suit suit = buttonSuits[static_cast<std::size_t>(action) - static_cast<std::size_t>(Action::Clubs)];
      // The grass's suit is greyed out: a click on it does nothing (R7).
      if (match_->view(Seat::You).grass && match_->view(Seat::You).grass->suit() == suit) return;
      const auto refusal = match_->bid(Seat::You, Bid::eatGrass(suit));
      if (refusal) {
        const Suit s = refusal->suit;
        notice_ = [&t, s] { return t.format("refusal.grass_suit_in_round2", {{"suit", t.suit(s)}}); };
        refreshMessages();
      }
      afterAction(refusal);
      return;
    }
  }
}

void TableScreen::playCard(Card card) {
  if (awaiting_ != Awaiting::Play) return;
  const auto refusal = match_->play(Seat::You, card);
  if (refusal) {
    // Only the reason shows; nothing else changes.
    const Texts& t = context_.texts;
    const Refusal r = *refusal;
    notice_ = [&t, r] {
      if (r.reason == Refusal::Reason::MustFollow) return t.format("refusal.must_follow", {{"suit", t.suit(r.suit)}});
      if (r.reason == Refusal::Reason::NotInHand) return t("refusal.not_in_hand");
      return t("refusal.not_your_turn");
    };
    refreshMessages();
    return;
  }
  afterAction(refusal);
}

void TableScreen::askHint() {
  if (awaiting_ == Awaiting::Nothing || awaiting_ == Awaiting::Keep || hintWorker_.busy()) return;
  hintWorker_.start(*hintPlayer_, match_->view(Seat::You));
}

void TableScreen::tap(sf::Vector2f point) {
  if (menuButton_->contains(point)) {
    act(Action::Menu);
    return;
  }
  if (!tweens_.idle()) {
    // A tap during an animation skips it, and does nothing else.
    tweens_.finishAll();
    return;
  }
  for (std::size_t i = 0; i < buttons_.size(); ++i)
    if (buttons_[i]->contains(point) && buttons_[i]->enabled()) {
      act(buttonActions_[i]);
      return;
    }
  if (awaiting_ == Awaiting::Bid1) {
    if (layout_.grassBox().contains(point)) return act(Action::Eat);
    if (layout_.deckBox().contains(point)) return act(Action::Pass);
  }
  if (awaiting_ == Awaiting::Keep) return;
  if (awaiting_ == Awaiting::Play) {
    const auto& hand = handOf(Seat::You);
    // The rightmost card lies on top: test from the right.
    for (auto it = hand.rbegin(); it != hand.rend(); ++it)
      if (cards_[static_cast<std::size_t>(it->index())]->contains(point)) {
        playCard(*it);
        return;
      }
  }
}

void TableScreen::key(sf::Keyboard::Key key) {
  using K = sf::Keyboard;
  if (key == K::Escape) return act(Action::Menu);
  if (key == K::Space && !tweens_.idle()) return tweens_.finishAll();
  if (!tweens_.idle()) return;
  const auto& hand = handOf(Seat::You);
  const int n = static_cast<int>(hand.size());
  switch (awaiting_) {
    case Awaiting::Packets:
      if (key == K::Num3 || key == K::Numpad3) act(Action::Packets32);
      if (key == K::Num2 || key == K::Numpad2) act(Action::Packets23);
      break;
    case Awaiting::Bid1:
      if (key == K::E) act(Action::Eat);
      if (key == K::P) act(Action::Pass);
      if (key == K::H) act(Action::Hint);
      break;
    case Awaiting::Bid2:
      if (key == K::P) act(Action::Pass);
      if (key >= K::Num1 && key <= K::Num4) act(static_cast<Action>(static_cast<int>(Action::Clubs) + (key - K::Num1)));
      if (key == K::C) act(Action::Clubs);
      if (key == K::D) act(Action::Diamonds);
      if (key == K::S) act(Action::Spades);
      if (key == K::H) act(Action::Hearts);
      break;
    case Awaiting::Play:
      if (key == K::Left || key == K::Right) {
        if (selected_ < 0) selected_ = key == K::Left ? n - 1 : 0;
        else selected_ = (selected_ + (key == K::Left ? n - 1 : 1)) % std::max(1, n);
        settleAll(seconds(0.1f));
      } else if (key >= K::Num1 && key <= K::Num8 && static_cast<int>(key - K::Num1) < n) {
        selected_ = static_cast<int>(key - K::Num1);
        settleAll(seconds(0.1f));
      } else if ((key == K::Enter || key == K::Up) && selected_ >= 0 && selected_ < n) {
        playCard(hand[static_cast<std::size_t>(selected_)]);
      } else if (key == K::H) {
        act(Action::Hint);
      }
      break;
    case Awaiting::Keep:
      if (key == K::Enter || key == K::K) act(Action::Keep);
      break;
    case Awaiting::Nothing: break;
  }
}

// ---------------------------------------------------------------------------------------------
// Words and buttons

std::string TableScreen::seatSubject(Seat s, const char* youKey, const char* playerKey) const {
  const Texts& t = context_.texts;
  return s == Seat::You ? t(youKey) : t.format(playerKey, {{"player", t.seat(s)}});
}

void TableScreen::refresh() {
  const Texts& t = context_.texts;
  const float m = layout_.margin();
  const unsigned text = layout_.textSize();
  const unsigned small = layout_.smallTextSize();
  // Panels and their titles.
  const auto middle = [](sf::FloatRect r) { return r.top + r.height / 2.f; };
  const auto panel = [&](scene::Panel* p, scene::Label* title, sf::FloatRect r, sf::FloatRect titleBox,
                         const char* key) {
    p->setPosition(r.left, r.top);
    p->setSize({r.width, r.height});
    p->setRadius(8.f * layout_.scale());
    title->setCharacterSize(small);
    // A title wider than its place takes two lines (the communication box's, beside the menu button).
    std::string wrapped;
    for (const std::string& line : scene::wrapText(t(key), context_.fonts.bold, small, titleBox.width))
      wrapped += (wrapped.empty() ? "" : "\n") + line;
    title->setText(wrapped);
    const auto lines = static_cast<float>(std::count(wrapped.begin(), wrapped.end(), '\n'));
    title->setPosition(titleBox.left, middle(titleBox) - lines * context_.fonts.bold.getLineSpacing(small) / 2.f);
  };
  panel(sheetPanel_, sheetTitle_, layout_.scoresheet(), layout_.scoresheetTitle(), "table.scoresheet.title");
  panel(latestPanel_, latestTitle_, layout_.latestTrick(), layout_.latestTitle(), "table.latest_trick");
  panel(commPanel_, commTitle_, layout_.communication(), layout_.communicationTitle(), "table.communication");
  const sf::FloatRect game = layout_.scoresheetGame();
  gameLabel_->setCharacterSize(small);
  gameLabel_->setText(t.format("table.game_of", {{"n", gameNumber_}, {"total", match_->options().games}}));
  gameLabel_->setPosition(game.left + game.width, middle(game));
  // The comm title leaves room for the menu button.
  menuButton_->place(layout_.menuButton());
  menuButton_->setTextSize(static_cast<unsigned>(layout_.buttonHeight() * 0.45f));
  trumpLabel_->setCharacterSize(small);
  if (trump_) {
    trumpLabel_->setText(t.format("table.trump", {{"suit", scene::utf8(CardPainter::symbolOf(*trump_))}}));
    trumpLabel_->setColour(*trump_ == Suit::Hearts || *trump_ == Suit::Diamonds ? sf::Color(255, 140, 140) : white);
  } else {
    trumpLabel_->setText("");
  }
  const sf::FloatRect trumpBox = layout_.trumpLabel();
  trumpLabel_->setPosition(trumpBox.left + trumpBox.width, middle(trumpBox));

  // Names: yellow while it is that seat's turn; the dealer token and bubbles after them.
  for (Seat s : allSeats) {
    const auto i = static_cast<std::size_t>(s);
    const SeatPlaces& p = layout_.seat(s);
    names_[i]->setCharacterSize(text + 1);
    names_[i]->setText(t.seat(s));
    names_[i]->setColour(turn_ == s ? yellow : white);
    names_[i]->setPosition(p.name);
    float x = p.name.x + names_[i]->size().x + m * 0.6f;
    if (s == dealer_) {
      const float r = layout_.dealerTokenRadius();
      dealerToken_->setRadius(r);
      dealerToken_->setPosition(x + r, p.name.y);
      x += 2 * r + m * 0.6f;
    }
    bubbles_[i]->setCharacterSize(text - 1);
    bubbles_[i]->setText(bubbleText_[i]);
    bubbles_[i]->setPosition(x, p.name.y);
  }
  refreshScoresheet();

  // The latest trick, in the order played, each card with its seat's name.
  for (int k = 0; k < 3; ++k) {
    scene::FlipSprite* s = latest_[static_cast<std::size_t>(k)];
    scene::Label* name = latestNames_[static_cast<std::size_t>(k)];
    s->setVisible(latestTrick_.has_value());
    name->setVisible(latestTrick_.has_value());
    if (!latestTrick_) continue;
    const Card c = latestTrick_->cards[static_cast<std::size_t>(k)];
    const Slot slot = layout_.latestSlot(k);
    const float scaleFactor = layout_.smallCard().y / layout_.handCard().y;
    s->setTexture(atlas_.texture(), atlas_.face(c), atlas_.back());
    s->setPosition(slot.centre);
    s->setScale(scaleFactor, scaleFactor);
    const Seat who = latestTrick_->seatOf(k);
    name->setCharacterSize(layout_.tinyTextSize());
    name->setText(t.seat(who));
    name->setColour(who == latestTrick_->winner ? yellow : sf::Color(220, 230, 220));
    const sf::FloatRect nameBox = layout_.latestName(k);
    name->setPosition(nameBox.left + nameBox.width / 2.f, middle(nameBox));
  }
  refreshMessages();
  refreshButtons();
}

void TableScreen::refreshScoresheet() {
  const Texts& t = context_.texts;
  const unsigned small = layout_.smallTextSize();
  const int games = match_->options().games;
  // Where cells are narrow the colour alone says gain or loss, and "+" gives way.
  const bool compact = !layout_.scoresheetSigns();
  const auto middleLeft = [](sf::FloatRect r) { return sf::Vector2f(r.left, r.top + r.height / 2.f); };
  for (Seat s : allSeats) {
    const auto i = static_cast<std::size_t>(s);
    sheetNames_[i]->setCharacterSize(small);
    sheetNames_[i]->setText(t.seat(s) + " " + scene::utf8(sf::String(static_cast<sf::Uint32>(0x2192))));
    sheetNames_[i]->setColour(white);
    sheetNames_[i]->setPosition(middleLeft(layout_.scoresheetName(s)));
    sheetTotals_[i]->setCharacterSize(small);
    sheetTotals_[i]->setText(t.format("table.scoresheet.total", {{"sp", totals_[s]}}));
    sheetTotals_[i]->setColour(titleColour);
    sheetTotals_[i]->setPosition(middleLeft(layout_.scoresheetTotal(s)));
    for (int g = 0; g < 15; ++g) {
      scene::Label* v = sheetValues_[i][static_cast<std::size_t>(g)];
      v->setVisible(g < games);
      const sf::FloatRect cell = layout_.scoresheetCell(s, g);
      v->setCharacterSize(small);
      v->setPosition(cell.left + cell.width / 2.f, cell.top + cell.height / 2.f);
      if (g < static_cast<int>(sheet_.size())) {
        const int sp = sheet_[static_cast<std::size_t>(g)][s];
        v->setText(compact ? std::to_string(sp) : screens::signedSp(sp));
        v->setColour(sp > 0 ? sf::Color(150, 240, 150) : sp < 0 ? sf::Color(255, 140, 130) : sf::Color(200, 210, 200));
      } else {
        v->setText(scene::utf8(sf::String(static_cast<sf::Uint32>(0x00B7))));  // a dot for a game to come
        v->setColour({120, 150, 130});
      }
    }
  }
}

void TableScreen::refreshMessages() {
  const sf::FloatRect box = layout_.messages();
  const unsigned size = layout_.textSize();
  const float line = static_cast<float>(size) * 1.35f;
  struct Line {
    std::string text;
    sf::Color colour;
  };
  std::vector<Line> lines;
  const auto add = [&](const Message& m, sf::Color colour) {
    if (!m) return;
    for (auto& l : scene::wrapText(m(), context_.fonts.regular, size, box.width)) lines.push_back({l, colour});
  };
  for (const Message& m : messages_) add(m, white);
  add(prompt_, promptColour);
  add(notice_, noticeColour);
  add(warning_, noticeColour);
  const int room = std::max(1, static_cast<int>(box.height / line));
  // When the box is full, the oldest lines give way.
  const int first = std::max(0, static_cast<int>(lines.size()) - room);
  for (std::size_t i = 0; i < messageLines_.size(); ++i) {
    scene::Label* l = messageLines_[i];
    const int k = first + static_cast<int>(i);
    if (k >= static_cast<int>(lines.size()) || static_cast<int>(i) >= room) {
      l->setVisible(false);
      continue;
    }
    l->setVisible(true);
    l->setCharacterSize(size);
    l->setText(lines[static_cast<std::size_t>(k)].text);
    l->setColour(lines[static_cast<std::size_t>(k)].colour);
    l->setPosition(box.left, box.top + line * (static_cast<float>(i) + 0.5f));
  }
}

void TableScreen::refreshButtons() {
  const Texts& t = context_.texts;
  struct Spec {
    Action action;
    std::string text;
    bool enabled;
    bool accent;
  };
  std::vector<std::vector<Spec>> rows;  // rows[0] is the lowest
  switch (awaiting_) {
    case Awaiting::Packets:
      rows.push_back({{Action::Packets32, t("bid.packets_3_2"), true, true},
                      {Action::Packets23, t("bid.packets_2_3"), true, true}});
      rows.push_back({{Action::Hint, t("settings.hint.label"), true, false}});
      break;
    case Awaiting::Bid1:
      rows.push_back({{Action::Eat, t("bid.eat"), true, true}, {Action::Pass, t("bid.pass"), true, false}});
      rows.push_back({{Action::Hint, t("settings.hint.label"), true, false}});
      break;
    case Awaiting::Bid2: {
      const std::optional<Card> grass = match_->view(Seat::You).grass;
      std::vector<Spec> suits;
      for (std::size_t k = 0; k < 4; ++k) {
        const Suit s = buttonSuits[k];
        suits.push_back({static_cast<Action>(static_cast<int>(Action::Clubs) + static_cast<int>(k)),
                         scene::utf8(CardPainter::symbolOf(s)), !(grass && grass->suit() == s), false});
      }
      rows.push_back({{Action::Pass, t("bid.pass"), true, false},
                      {Action::Hint, t("settings.hint.label"), true, false}});
      rows.push_back(suits);
      break;
    }
    case Awaiting::Play:
      rows.push_back({{Action::Hint, t("settings.hint.label"), true, false}});
      break;
    case Awaiting::Keep:
      rows.push_back({{Action::Keep, t("bid.keep_playing"), true, true}});
      break;
    case Awaiting::Nothing: break;
  }
  buttonActions_.clear();
  std::size_t used = 0;
  const float m = layout_.margin();
  for (std::size_t r = 0; r < rows.size(); ++r) {
    const sf::FloatRect row = layout_.buttonRow(static_cast<int>(r));
    const float n = static_cast<float>(rows[r].size());
    const float w = (row.width - (n - 1.f) * m) / n;
    for (std::size_t k = 0; k < rows[r].size() && used < buttons_.size(); ++k, ++used) {
      scene::Button* b = buttons_[used];
      const Spec& spec = rows[r][k];
      b->setVisible(true);
      b->place({row.left + static_cast<float>(k) * (w + m), row.top, w, row.height});
      b->setTextSize(spec.text.size() <= 4 && spec.action >= Action::Clubs && spec.action <= Action::Spades
                         ? static_cast<unsigned>(row.height * 0.55f)
                         : layout_.textSize());
      b->setText(spec.text);
      b->setEnabled(spec.enabled);
      b->setAccent(spec.accent);
      buttonActions_.push_back(spec.action);
    }
  }
  for (; used < buttons_.size(); ++used) buttons_[used]->setVisible(false);
}

void TableScreen::draw(sf::RenderTarget& target) const { target.draw(root_); }

std::string TableScreen::targetsJson() const {
  namespace json = boost::json;
  json::object o;
  const char* names[] = {"nothing", "packets", "bid1", "bid2", "play", "keep"};
  const bool ready = tweens_.idle() && (events().empty() || holding_) && !worker_.busy();
  o["awaiting"] = ready ? names[static_cast<int>(awaiting_)] : "busy";
  o["game"] = gameNumber_;
  o["over"] = match_->over();
  const auto point = [](sf::Vector2f p) { return json::array{std::lround(p.x), std::lround(p.y)}; };
  const auto centre = [&](sf::FloatRect r) { return point({r.left + r.width / 2.f, r.top + r.height / 2.f}); };
  o["grass"] = centre(layout_.grassBox());
  o["deck"] = centre(layout_.deckBox());
  json::object buttons;
  static const char* actionNames[] = {"3-2", "2-3", "eat", "pass", "clubs", "diamonds", "hearts",
                                      "spades", "hint", "keep", "menu"};
  for (std::size_t i = 0; i < buttonActions_.size(); ++i)
    if (buttons_[i]->enabled())
      buttons[actionNames[static_cast<int>(buttonActions_[i])]] = centre(buttons_[i]->rect());
  o["buttons"] = std::move(buttons);
  json::array legal, illegal;
  if (awaiting_ == Awaiting::Play) {
    const CardSet l = match_->view(Seat::You).legal;
    for (Card c : handOf(Seat::You)) {
      const scene::FlipSprite* s = cards_[static_cast<std::size_t>(c.index())];
      // The middle of the card's visible left strip: neighbours on its right cover the rest.
      const sf::Vector2f p = s->getPosition();
      const float strip = std::min(layout_.handStep(), layout_.handCard().x);
      (l.contains(c) ? legal : illegal).push_back(point({p.x - (layout_.handCard().x - strip) / 2.f, p.y}));
    }
  }
  o["legal"] = std::move(legal);
  o["illegal"] = std::move(illegal);
  return json::serialize(o);
}

}  // namespace bizon::table
