#include "table/CardStage.h"

#include <algorithm>
#include <cmath>
#include <type_traits>

#include "audio/SoundCue.h"
#include "scene/Easing.h"
#include "table/CountOrder.h"
#include "ui/Theme.h"

namespace bizon::table {

namespace {

template <class T>
int positionOf(const std::vector<T>& items, Card card) {
  const auto it = std::find_if(items.begin(), items.end(), [card](const T& t) {
    if constexpr (std::is_same_v<T, Card>) return t == card;
    else return t.card == card;
  });
  return static_cast<int>(it - items.begin());
}

sf::Vector2f lerp(sf::Vector2f a, sf::Vector2f b, float p) { return a + (b - a) * p; }

// Poses that lie alike: the same side up and within a hundredth of a pixel or degree (whether a
// covered card is drawn changes at once, without a flight).
bool close(const Pose& a, const Pose& b) {
  const auto near = [](float x, float y) { return std::abs(x - y) < 0.01f; };
  return a.faceUp == b.faceUp && near(a.centre.x, b.centre.x) && near(a.centre.y, b.centre.y) &&
         near(a.rotation, b.rotation) && near(a.scale.x, b.scale.x) && near(a.scale.y, b.scale.y);
}

// Degrees in [0, 360), as SFML keeps a rotation: a resting pose compares equal to the sprite's.
float normalized(float degrees) {
  const float d = std::fmod(degrees, 360.f);
  return d < 0.f ? d + 360.f : d;
}

// How far each card of the deck lies from the one above it: the stack's edge.
float deckStep(const Layout& layout) { return std::max(0.25f, layout.scale() * 0.3f); }

// The turn from one angle to another the short way round (-4° to 90° turns 94°, not 266°).
float turn(float from, float to) { return std::fmod(to - from + 540.f, 360.f) - 180.f; }

}  // namespace

CardStage::CardStage(scene::Node& root, audio::SoundPlayer& sounds) : sounds_(sounds) {
  for (auto& s : sprites_) s = &root.emplace<scene::FlipSprite>(ui::colours::card);
}

void CardStage::setLayout(const Layout& layout, const CardAtlas& atlas, const TableModel& model) {
  layout_ = layout;
  for (int i = 0; i < deckSize; ++i) {
    scene::FlipSprite& s = *sprites_[static_cast<std::size_t>(i)];
    s.setTexture(atlas.texture(), atlas.face(Card::fromIndex(i)), atlas.back());
    s.setSize(layout_.handCard());
  }
  finish();
  settleAll(model, 0.f);
}

void CardStage::relayout(const Layout& layout) {
  // A pose's scale is relative to the sprite's size, your hand's card: rescaled, nothing moves.
  const sf::Vector2f before = layout_.handCard(), after = layout.handCard();
  const sf::Vector2f k(before.x / after.x, before.y / after.y);
  const auto rescale = [k](Pose& pose) { pose.scale = {pose.scale.x * k.x, pose.scale.y * k.y}; };
  layout_ = layout;
  for (int i = 0; i < deckSize; ++i) {
    scene::FlipSprite& s = *sprites_[static_cast<std::size_t>(i)];
    s.setSize(after);
    s.setScale(s.getScale().x * k.x, s.getScale().y * k.y);
    if (auto& flight = flights_[static_cast<std::size_t>(i)]) {
      rescale(flight->from);
      rescale(flight->to);
    }
  }
}

Pose CardStage::rest(const TableModel& model, Card card) const {
  const Place& p = model.place(card);
  const sf::Vector2f hand = layout_.handCard();
  const auto scaled = [hand](sf::Vector2f size) { return sf::Vector2f(size.x / hand.x, size.y / hand.y); };
  Pose pose;
  switch (p.where) {
    case Where::Deck: {
      const auto& deck = model.deck();
      const int top = static_cast<int>(deck.size()) - 1;
      const int depth = top - positionOf(deck, card);
      const float step = deckStep(layout_);
      pose = {layout_.deck() - sf::Vector2f(step, step) * static_cast<float>(depth), 0.f, scaled(layout_.deckCard()),
              false, 10.f + static_cast<float>(depth)};
      // The stack's edge needs only every fourth card under the top one; the bottom one casts
      // the stack's shadow.
      pose.shown = depth == top || depth % 4 == 0;
      pose.shadow = depth == 0;
      return pose;
    }
    case Where::Grass: return {layout_.grass(), 0.f, scaled(layout_.deckCard()), true, 40.f};
    case Where::Hand: {
      const auto& cards = model.hand(p.seat);
      const int i = positionOf(cards, card);
      const Slot slot = layout_.handSlots(p.seat, static_cast<int>(cards.size()))[static_cast<std::size_t>(i)];
      const bool yours = p.seat == Seat::You;
      const sf::Vector2f size = yours ? layout_.yourCard(static_cast<int>(cards.size())) : layout_.sideCard();
      const bool faceUp = yours || look_.handsFaceUp || model.allPassed();
      pose = {slot.centre, slot.rotation, scaled(size), faceUp, 100.f + static_cast<float>(i)};
      // A hand lying sideways shown face up stands upright, so that each card's index reads (its
      // top still under the name): a passed-out game, the review's Show hands.
      if (faceUp && slot.rotation != 0.f) {
        pose.rotation = 0.f;
        pose.centre.y += (size.y - size.x) / 2.f;
      }
      if (yours && look_.playing && look_.raised.contains(card)) pose.centre.y -= layout_.raise();
      if (yours && look_.picked == card) pose.centre.y -= layout_.pickRaise();
      return pose;
    }
    case Where::Trick: {
      return {layout_.seat(p.seat).trick, Layout::trickTilt(p.seat), scaled(layout_.trickCard()), true,
              200.f + static_cast<float>(positionOf(model.trick(), card))};
    }
    case Where::Pile: {
      const int i = positionOf(model.pile(p.seat), card);
      const Slot slot = layout_.pileSlot(p.seat, i / 3);
      pose = {slot.centre, slot.rotation, scaled(layout_.sideCard()), false, 50.f + static_cast<float>(i)};
      pose.shown = i % 3 == 2;  // a trick's three cards lie exactly on each other
      return pose;
    }
    case Where::Spread: {
      const auto& pile = model.pile(p.seat);
      if (model.bizon() == p.seat) {
        // The Bizon's cards are counted in the middle, in the order of the count.
        const std::vector<Card> counted = countOrder(pile);
        const int n = static_cast<int>(counted.size());
        const Slot slot = layout_.countSlots(n)[static_cast<std::size_t>(positionOf(counted, card))];
        return {slot.centre, 0.f, scaled(layout_.countCard(n)), true, 60.f + static_cast<float>(positionOf(counted, card))};
      }
      const int i = positionOf(pile, card);
      const Slot slot = layout_.spreadSlots(p.seat, static_cast<int>(pile.size()))[static_cast<std::size_t>(i)];
      return {slot.centre, slot.rotation, scaled(layout_.spreadCard(p.seat)), true, 60.f + static_cast<float>(i)};
    }
  }
  return pose;
}

Pose CardStage::poseOf(Card card) const {
  const scene::FlipSprite& s = sprite(card);
  return {s.getPosition(), s.getRotation(), s.getScale(), s.faceUp(), s.z(), s.visible(), s.shadow()};
}

void CardStage::setPose(Card card, const Pose& pose) {
  scene::FlipSprite& s = spriteOf(card);
  s.setPosition(pose.centre);
  s.setRotation(pose.rotation);
  s.setScale(pose.scale);
  s.setFaceUp(pose.faceUp);
  s.setSqueeze(1.f);
  s.setZ(pose.z);
  s.setVisible(pose.shown);
  s.setShadow(pose.shadow);
}

void CardStage::settle(const TableModel& model, Card card, float duration, float delay,
                       std::optional<audio::Sound> sound) {
  Pose to = rest(model, card);
  to.rotation = normalized(to.rotation);
  const Place& place = model.place(card);
  const bool yours = place.where == Where::Hand && place.seat == Seat::You;
  scene::FlipSprite& s = spriteOf(card);
  s.setDimmed(yours && look_.playing && !look_.raised.contains(card));
  s.setHighlight(yours && look_.picked == card);
  auto& flight = flights_[static_cast<std::size_t>(card.index())];
  if (flight && flight->to == to) return;  // already on its way there
  if (duration <= 0.f && delay <= 0.f) {
    flight.reset();
    setPose(card, to);
    return;
  }
  if (!flight && close(poseOf(card), to)) {
    setPose(card, to);  // a difference of float rounding: nothing to see fly
    return;
  }
  // A card already flying turns towards its new place from wherever it is now (with the sound it
  // has yet to make).
  if (!sound && flight && !flight->started) sound = flight->sound;
  flight = Flight{poseOf(card), to, delay, std::max(duration, 1e-4f), 0.f, false, sound};
  carried_ = carried_ || sound.has_value();
}

void CardStage::settleAll(const TableModel& model, float duration) {
  for (int i = 0; i < deckSize; ++i) settle(model, Card::fromIndex(i), duration);
}

void CardStage::pause(float seconds) { pause_ = std::max(pause_, seconds); }

float CardStage::leadIn(const Event& event) { return std::holds_alternative<TrickTaken>(event) ? 0.75f : 0.f; }

void CardStage::show(const Event& event, const TableModel& model) {
  const std::optional<audio::Sound> sound = audio::soundOf(event);
  carried_ = false;
  std::visit(
      [&](const auto& e) {
        using E = std::decay_t<decltype(e)>;
        if constexpr (std::is_same_v<E, GameStarted>) {
          // The cards gather back into the deck, in the new deck's order.
          // A set's first game finds them in the deck already, only in another order (a fraction
          // of a pixel apart): they take their places at once and the deal starts.
          const float stack = static_cast<float>(deckSize) * deckStep(layout_) + 1.f;
          const bool gathered = std::all_of(e.deck.begin(), e.deck.end(), [&](Card c) {
            const Pose now = poseOf(c), to = rest(model, c);
            return !now.faceUp && std::abs(now.centre.x - to.centre.x) <= stack &&
                   std::abs(now.centre.y - to.centre.y) <= stack && std::abs(now.scale.x - to.scale.x) < 0.01f;
          });
          // After a game passed out the cards gather and go out briskly: that wait had nothing to
          // play (k: the share of the usual times).
          const float k = redeal_ ? 0.5f : 1.f;
          for (std::size_t i = 0; i < e.deck.size(); ++i)
            settle(model, e.deck[i], gathered ? 0.f : 0.45f * k, gathered ? 0.f : 0.012f * k * static_cast<float>(i));
          if (!gathered) pause(0.2f * k);
        } else if constexpr (std::is_same_v<E, PacketDealt>) {
          // The packet leaves the deck one card after another.
          const float k = redeal_ ? 0.5f : 1.f;
          float delay = 0.f;
          for (Card c : model.hand(e.seat))
            if (e.cards.contains(c)) {
              settle(model, c, 0.38f * k, delay, sound);
              delay += 0.07f * k;
            }
          pause(0.1f * k);
        } else if constexpr (std::is_same_v<E, GrassTurned>) {
          redeal_ = false;
          settle(model, e.grass, 0.5f, 0.f, sound);
          pause(0.25f);
        } else if constexpr (std::is_same_v<E, BidMade>) {
          pause(e.seat == Seat::You ? 0.15f : 0.45f);
        } else if constexpr (std::is_same_v<E, GrassEaten>) {
          settle(model, e.grass, 0.45f, 0.f, sound);
          pause(0.2f);
        } else if constexpr (std::is_same_v<E, AllPassed>) {
          // Every hand turns face up before the next deal, long enough to read ten cards (a tap
          // goes on at once): what nobody would eat with. Then the next deal, briskly.
          for (Seat seat : {Seat::Goat, Seat::Sheep})
            for (Card c : model.hand(seat)) settle(model, c, 0.35f, 0.f);
          pause(passedOutPause);
          redeal_ = true;
        } else if constexpr (std::is_same_v<E, CardPlayed>) {
          settle(model, e.card, 0.35f, 0.f, sound);
        } else if constexpr (std::is_same_v<E, TrickTaken>) {
          for (std::size_t i = 0; i < 3; ++i)
            settle(model, e.trick.cards[i], 0.42f, 0.05f * static_cast<float>(i), i == 0 ? sound : std::nullopt);
          pause(0.55f);
        } else if constexpr (std::is_same_v<E, GameScored>) {
          // All tricks turn face up, pile after pile; the Bizon's are laid down one by one, in
          // the order they are counted, after the others.
          for (Seat s : allSeats) {
            if (model.bizon() == s) continue;
            const auto& pile = model.pile(s);
            for (std::size_t i = 0; i < pile.size(); ++i) settle(model, pile[i], 0.5f, 0.03f * static_cast<float>(i));
          }
          if (const auto bizon = model.bizon()) {
            const std::vector<Card> counted = countOrder(model.pile(*bizon));
            for (std::size_t i = 0; i < counted.size(); ++i)
              settle(model, counted[i], 0.4f, 0.4f + 0.16f * static_cast<float>(i));
            pause(0.4f + 0.16f * static_cast<float>(counted.size()) + 0.4f);
          }
        }
      },
      event);
  // Whatever else changed place (a hand closing up or sorting again) slides there.
  settleAll(model, 0.25f);
  if (sound && !carried_) sounds_.play(*sound);
}

void CardStage::update(float dt) {
  pause_ = std::max(0.f, pause_ - dt);
  for (int i = 0; i < deckSize; ++i) {
    auto& flight = flights_[static_cast<std::size_t>(i)];
    if (!flight) continue;
    const Card card = Card::fromIndex(i);
    float left = dt;
    if (!flight->started) {
      if (flight->delay > left) {
        flight->delay -= left;
        continue;
      }
      left -= flight->delay;
      flight->delay = 0.f;
      flight->started = true;
      if (flight->sound) sounds_.play(*flight->sound);
      flight->from = poseOf(card);
      scene::FlipSprite& s = spriteOf(card);
      s.setZ(300.f + flight->to.z);  // above everything while it flies
      s.setVisible(true);
      s.setShadow(true);
    }
    flight->elapsed += left;
    if (flight->elapsed >= flight->duration) {
      land(card);
      continue;
    }
    const float t = flight->elapsed / flight->duration;
    const float p = scene::ease(scene::Ease::OutCubic, t);
    scene::FlipSprite& s = spriteOf(card);
    s.setPosition(lerp(flight->from.centre, flight->to.centre, p));
    s.setRotation(flight->from.rotation + turn(flight->from.rotation, flight->to.rotation) * p);
    s.setScale(lerp(flight->from.scale, flight->to.scale, p));
    if (flight->from.faceUp != flight->to.faceUp) {
      // Turned over by squeezing its width to nothing and opening it on the other side.
      const float f = scene::ease(scene::Ease::InOutSine, t);
      s.setFaceUp(f < 0.5f ? flight->from.faceUp : flight->to.faceUp);
      s.setSqueeze(std::abs(1.f - 2.f * f));
    }
  }
}

void CardStage::land(Card card) {
  auto& flight = flights_[static_cast<std::size_t>(card.index())];
  if (flight) setPose(card, flight->to);
  flight.reset();
}

void CardStage::finish() {
  for (int i = 0; i < deckSize; ++i) land(Card::fromIndex(i));
  pause_ = 0.f;
}

bool CardStage::idle() const {
  return pause_ <= 0.f && std::none_of(flights_.begin(), flights_.end(), [](const auto& f) { return f.has_value(); });
}

}  // namespace bizon::table
