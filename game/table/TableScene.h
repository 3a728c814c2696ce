// The table as seen, for play and review alike: the model fed event by event, the cards on stage, the HUD and the communication box.
#pragma once

#include <optional>
#include <vector>

#include "core/Context.h"
#include "Events.h"
#include "scene/Node.h"
#include "table/CardAtlas.h"
#include "table/CardStage.h"
#include "table/CommunicationBox.h"
#include "table/Felt.h"
#include "table/Layout.h"
#include "table/Portraits.h"
#include "table/TableHud.h"
#include "table/TableModel.h"

namespace bizon::table {

// How tall the communication box is in portrait: always room for two rows of buttons (a
// lesson's pages, a review), or one row while cards are played (a game's play: the row saved
// goes to the cards).
enum class BoxFit : std::uint8_t { TwoRows, PlayOneRow };

// The box's rows of buttons for the table `model` shows: one from the grass eaten to the game's
// count (the play needs only the hint's row), else two (the bidding's).
int boxRowsFor(const TableModel& model, BoxFit fit);

class TableScene {
 public:
  TableScene(Context& context, TableModel model, BoxFit fit = BoxFit::TwoRows);

  void resize(sf::Vector2f size);
  // Once the stage is still, the next event of the queue is shown (after its lead-in pause):
  // the model takes it and the stage animates it. Returns the event shown, if one was.
  std::optional<Event> showNext(EventQueue& events);
  // The table as `model` says, without animation (a resumed set, a jump in a review), or with
  // every card flying to its place in `duration` seconds of the tempo (a take-back).
  void jump(TableModel model, float duration = 0.f);
  // Two face-down cards trade places at once (TableModel::trade), while the table is idle.
  void trade(Card a, Card b);
  // Advances the animation by dt seconds of real time at the settings' tempo.
  void update(float dt);
  // The running animation lands at once (a tap); the events still queued are not touched.
  void finish() { stage_.finish(); }
  bool idle() const { return stage_.idle(); }
  // The event whose animation is running, if any.
  const std::optional<Event>& showing() const { return showing_; }

  // Your turn's look of the cards (raised legal cards, a picked card, hands face up); the cards
  // move there in `duration` seconds of the tempo.
  void setLook(const StageLook& look, float duration);
  // The HUD and the communication box set out again: the story, then `lines`, and the buttons.
  void refresh(const std::vector<BoxLine>& lines, Awaiting awaiting);
  // Who sits at each place: whose drawing it shows (a built-in player's own chair's, Goat's or
  // Sheep's wherever that chair sits on your screen, none where a person sits), and who is away.
  void setSeating(Seating seating) { seating_ = seating; }
  void setTitle(std::string title) { hud_.setTitle(std::move(title)); }
  const std::string& shownTitle() const { return hud_.shownTitle(); }
  // The clock of the seat at `place`, under its name (empty: none).
  void setClock(Seat place, const std::string& text) { hud_.setClock(layout_, place, text); }
  // The story's lines as words.
  std::vector<BoxLine> story() const;

  // Where a tap plays your i-th card: the middle of its visible strip (its right neighbour covers
  // the rest).
  sf::Vector2f handPoint(std::size_t i) const;

  const TableModel& model() const { return model_; }
  const CardStage& stage() const { return stage_; }
  const Layout& layout() const { return layout_; }
  CommunicationBox& box() { return box_; }
  const CommunicationBox& box() const { return box_; }
  void draw(sf::RenderTarget& target) const { target.draw(root_); }

 private:
  void landIfInstant();
  // The layout for the model's moment, when its box's rows change: the cards fly to their new
  // places with the next settle.
  void fitBox();

  Context& context_;
  TableModel model_;
  BoxFit fit_;
  sf::Vector2f size_{1280.f, 720.f};
  Layout layout_{1280.f, 720.f};
  CardAtlas atlas_;
  Portraits portraits_;
  Seating seating_;
  scene::Node root_;
  Felt* felt_ = nullptr;
  TableHud hud_;
  CardStage stage_;
  CommunicationBox box_;
  std::optional<Event> showing_;
  bool ledIn_ = false;  // the front event's lead-in pause is over
  float callout_ = 0.f;  // seconds of the tempo left to "Goat takes the trick"
};

}  // namespace bizon::table
