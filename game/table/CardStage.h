// The 24 card sprites: where each rests for the table model, and the flights that take it there, event by event.
#pragma once

#include <array>
#include <optional>

#include "Events.h"
#include "audio/Sound.h"
#include "scene/FlipSprite.h"
#include "scene/Node.h"
#include "table/CardAtlas.h"
#include "table/Layout.h"
#include "table/TableModel.h"

namespace bizon::table {

// Where and how a card lies: the sprite's whole state that moves.
struct Pose {
  sf::Vector2f centre;
  float rotation = 0.f;
  sf::Vector2f scale{1.f, 1.f};  // relative to the hand card, the size the atlas is drawn at
  bool faceUp = false;
  float z = 0.f;
  // Drawn at all, and with its shadow: a card inside the deck or under the top card of a trick
  // won is covered whole, and drawing it would only cost the frame its time.
  bool shown = true;
  bool shadow = true;
  friend bool operator==(const Pose&, const Pose&) = default;
};

// What your turn adds to the resting places: raised legal cards, the card picked by key or tap.
struct StageLook {
  CardSet raised;               // your legal cards while you play (the others dimmed)
  bool playing = false;
  std::optional<Card> picked;   // highlighted (keyboard) and raised further (a first tap)
  bool handsFaceUp = false;     // the review shows every hand
};

// One card's move: from where it was when its delay ran out to its resting pose.
struct Flight {
  Pose from, to;
  float delay = 0.f;
  float duration = 0.f;
  float elapsed = 0.f;
  bool started = false;
  std::optional<audio::Sound> sound{};  // heard as it starts: the event's sound, carried by its cards
};

class CardStage {
 public:
  // The sprites become children of `root`, which must outlive the stage; each event's sound goes
  // to `sounds` as its animation starts.
  CardStage(scene::Node& root, audio::SoundPlayer& sounds);

  // A new window size or card look: every card goes straight to its place.
  void setLayout(const Layout& layout, const CardAtlas& atlas, const TableModel& model);
  // Another layout of the same window (the communication box grown or shrunk): every card looks
  // as it did, and flies to its new place with the next settle or show.
  void relayout(const Layout& layout);
  void setLook(const StageLook& look) { look_ = look; }

  // The pause before an event is shown (a full trick stays in view a moment before the sweep).
  static float leadIn(const Event& event);
  // Seconds (of the normal tempo) a game passed out shows every hand before the next deal.
  static constexpr float passedOutPause = 2.4f;
  // The flights and pause of one event, the model already holding its outcome. Its sound starts
  // with the flight that carries it (each dealt card, the card played or turned, the first card
  // swept), or at once when no card does (a pass, a result, the set's end).
  void show(const Event& event, const TableModel& model);
  // Every card whose resting place changed flies there in `duration` seconds (0: at once).
  void settleAll(const TableModel& model, float duration);
  // Keeps the stage busy for `seconds` more (a beat of the story), flights or not.
  void pause(float seconds);

  // Advances the flights by dt seconds of the tempo's time.
  void update(float dt);
  // The running animation lands at once (a tap, instant tempo, a resize).
  void finish();
  bool idle() const;

  const scene::FlipSprite& sprite(Card card) const { return *sprites_[static_cast<std::size_t>(card.index())]; }
  const std::optional<Flight>& flight(Card card) const { return flights_[static_cast<std::size_t>(card.index())]; }
  // The resting pose of a card for the model and the look.
  Pose rest(const TableModel& model, Card card) const;

 private:
  // Sends a card to its resting pose: a flight if `duration` > 0, else at once. A flight made
  // here carries `sound`.
  void settle(const TableModel& model, Card card, float duration, float delay = 0.f,
              std::optional<audio::Sound> sound = std::nullopt);
  void land(Card card);
  scene::FlipSprite& spriteOf(Card card) { return *sprites_[static_cast<std::size_t>(card.index())]; }
  Pose poseOf(Card card) const;
  void setPose(Card card, const Pose& pose);

  Layout layout_{1280.f, 720.f};
  StageLook look_;
  std::array<scene::FlipSprite*, deckSize> sprites_{};
  std::array<std::optional<Flight>, deckSize> flights_{};
  float pause_ = 0.f;
  bool redeal_ = false;  // the deal after a game passed out, until its grass is turned
  audio::SoundPlayer& sounds_;
  bool carried_ = false;  // a flight of the event being shown carries its sound
};

}  // namespace bizon::table
