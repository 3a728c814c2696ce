// A stored game replayed on the real table, step by step forward and back, hands hidden or shown, ending on its GP and SP spelled out.
#pragma once

#include <array>
#include <memory>
#include <optional>

#include "Context.h"
#include "Screen.h"
#include "StoredSet.h"
#include "ui/Button.h"
#include "scene/Node.h"
#include "screens/AnalysisJob.h"
#include "screens/ReviewSteps.h"
#include "table/TableScene.h"

namespace bizon::screens {

class ReviewScreen : public Screen {
 public:
  // Game `game` (0-based, finished) of `set`, at `step` (or at its end, scored, if toEnd).
  // With showAnalysis, the options of your decision are shown as soon as the analysis is there.
  ReviewScreen(Context& context, StoredSet set, int game, int step = 0, bool toEnd = false, bool showHands = false,
               bool showAnalysis = false);

  void tap(sf::Vector2f point) override;
  void key(sf::Keyboard::Key key) override;
  void update(float dt) override;
  void draw(sf::RenderTarget& target) const override;
  void resize(sf::Vector2f size) override;
  bool waiting() const override { return analysis_ && shownPercent_ < 100; }

  const ReviewSteps& steps() const { return steps_; }
  void forward();
  void back();
  void jumpTo(int step);  // without animation; count() shows the game scored
  void toggleHands();
  // Shows or hides the options of your decision at this step with their values.
  void toggleAnalysis();

 private:
  void refresh();
  std::string statusLine() const;
  // Every pending event of the match shown at once, up to the scored game.
  void showPending();
  // Shows the match's next event if the table is still; the review stays on its scored game.
  void showNext();
  // The analysis of your play in this game, once the background job has it.
  const GameAnalysis* analysis() const;
  // The judged decision of yours at the current step (the action the next step makes), if any.
  const DecisionAnalysis* decisionHere() const;
  // The options of decisionHere() with their values, over the table.
  void buildPanel();

  Context& context_;
  SetMetadata metadata_;
  ReviewSteps steps_;
  table::TableScene table_;
  std::optional<Score> scored_;  // once shown, the count is spelled out in the box (R12, R13)
  scene::Node root_;
  enum Control : std::size_t { Back, Forward, Hands, Analysis, Close };
  std::array<ui::Button*, 5> buttons_{};
  bool showHands_ = false;
  std::unique_ptr<AnalysisJob> analysis_;  // your decisions in the whole set, judged on a worker
  std::optional<GameAnalysis> game_;       // this game's, once the job is done
  bool showAnalysis_ = false;
  int shownPercent_ = -1;
  scene::Node* panel_ = nullptr;
  sf::Vector2f size_{1280.f, 720.f};
};

}  // namespace bizon::screens
