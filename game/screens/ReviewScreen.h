// A stored game replayed on the real table, step by step forward and back, hands hidden or shown, ending on its GP and SP spelled out.
#pragma once

#include <array>
#include <optional>

#include "Context.h"
#include "Screen.h"
#include "history/StoredSet.h"
#include "scene/Button.h"
#include "scene/Node.h"
#include "screens/ReviewSteps.h"
#include "table/TableScene.h"

namespace bizon::screens {

class ReviewScreen : public Screen {
 public:
  // Game `game` (0-based, finished) of `set`, at `step` (or at its end, scored, if toEnd).
  ReviewScreen(Context& context, StoredSet set, int game, int step = 0, bool toEnd = false, bool showHands = false);

  void tap(sf::Vector2f point) override;
  void key(sf::Keyboard::Key key) override;
  void update(float dt) override;
  void draw(sf::RenderTarget& target) const override;
  void resize(sf::Vector2f size) override;

  const ReviewSteps& steps() const { return steps_; }
  void forward();
  void back();
  void jumpTo(int step);  // without animation; count() shows the game scored
  void toggleHands();

 private:
  void refresh();
  std::string statusLine() const;
  // Every pending event of the match shown at once, up to the scored game.
  void showPending();
  // Shows the match's next event if the table is still; the review stays on its scored game.
  void showNext();

  Context& context_;
  SetMetadata metadata_;
  ReviewSteps steps_;
  table::TableScene table_;
  std::optional<Score> scored_;  // once shown, the count is spelled out in the box (R12, R13)
  scene::Node root_;
  enum Control : std::size_t { Back, Forward, Hands, Close };
  std::array<scene::Button*, 4> buttons_{};
  bool showHands_ = false;
  sf::Vector2f size_{1280.f, 720.f};
};

}  // namespace bizon::screens
