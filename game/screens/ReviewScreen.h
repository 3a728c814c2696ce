// A stored game replayed on the real table, step by step forward and back, hands hidden or shown, ending on its GP and SP spelled out.
#pragma once

#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "core/Context.h"
#include "core/Screen.h"
#include "StoredSet.h"
#include "ui/Button.h"
#include "scene/Node.h"
#include "screens/AnalysisJob.h"
#include "screens/ReviewSteps.h"
#include "table/TableScene.h"

namespace bizon::screens {

class ReviewScreen : public Screen {
 public:
  std::string_view name() const override { return "review"; }
  // The game of `at` (finished) of `set`, after the moment's moves (or at its end, scored, if
  // toEnd). `analysis` is the set's analysis job (the scoresheet's), if any: with showAnalysis,
  // the options of your decision are shown as soon as it is done.
  ReviewScreen(Context& context, StoredSet set, Moment at, std::shared_ptr<AnalysisJob> analysis, bool toEnd = false,
               bool showHands = false, bool showAnalysis = false);

  void tap(sf::Vector2f point) override;
  void key(sf::Keyboard::Key key) override;
  void update(float dt) override;
  void draw(sf::RenderTarget& target) const override;
  void resize(sf::Vector2f size) override;
  bool waiting() const override { return analysis_ && shownPercent_ < 100; }

  // Where "Your worst decision" goes: the communication box's title row (the review has no use for
  // the title), as tall as a button, beside the ✕ when it sits there (on a touch screen, with the
  // analysis open, between "Previous mistake" and "Next mistake").
  static sf::FloatRect worstButton(const table::Layout& layout);

  // The analysis panel's place and type: `rows(size, width)` counts its rows set at `size` px in
  // `width` px of text. It lies in the column above the communication box's title row in landscape
  // (from the latest trick's panel up, and down to that row where its rows need it), between the
  // trick and that row in portrait (up over the trick only where its rows need it): never under a
  // button. Its text and rows get smaller (never under the tiny text's size) until it fits.
  struct PanelShape {
    sf::FloatRect rect;
    unsigned textSize = 0;
    float rowHeight = 0.f;
  };
  static PanelShape panelShape(const table::Layout& layout, const std::function<int(unsigned, float)>& rows);

  // Closing the review closes `below` screens under it too: the scoresheet opened only to hold a
  // review asked for at the table, so that closing goes back where the player came from.
  void closeScreensBelow(int below) { closes_ = 1 + below; }

  const ReviewSteps& steps() const { return steps_; }
  void forward();
  void back();
  void jumpTo(int step);  // without animation; count() shows the game scored
  void toggleHands();
  // Shows or hides the options of your decision at this step with their values.
  void toggleAnalysis();
  // Once the analysis is there: to the step of your costliest marked decision (W, its button), or
  // of your next or previous marked one (N, P); false if there is none.
  bool toWorst();
  bool toMistake(int direction);
  // A new table dealing this game again as a practice game (NewTable::Kind::Practice), where the
  // history keeps the set; false where it does not.
  bool playAgain();

 private:
  void refresh();
  void close();
  void setOutWords();  // refresh()'s, with the chairs named
  // Play this deal again, in Forward's place once the game is scored.
  void placeAgain(const table::Layout& layout);
  std::string statusLine() const;
  // The reason of your decision `d` at this step, as the hint and the coach would say it.
  std::string reasonHere(const DecisionAnalysis& d) const;
  // The analysis panel's lines under the options, wrapped to `width`: the reason, where the mark
  // and the cards as they lay disagree both, then (with the wins column) what that column counts,
  // which for a pass is no game of the Bizon's.
  std::vector<std::string> reasonLines(const DecisionAnalysis& d, bool wins, unsigned size, float width) const;
  // The table set out at the current step, at once.
  void setOut();
  // The events of the steps made, to show turned to your chair (yours at the bottom, SeatTurn).
  void take(EventQueue& stepped);
  // Every pending event shown at once, up to the scored game.
  void showPending();
  // Shows the next pending event if the table is still; the review stays on its scored game.
  void showNext();
  // The analysis of your play in this game, once the background job has it.
  const GameAnalysis* analysis() const;
  // The judged decision of yours at the current step (the action the next step makes), if any.
  const DecisionAnalysis* decisionHere() const;
  // The options of decisionHere() with their values, over the table.
  void buildPanel();
  // The steps of your decisions that the analysis marks (?!, ?, ??), in order, with their cost.
  std::vector<std::pair<int, double>> markedSteps() const;

  Context& context_;
  SetMetadata metadata_;
  // Your chair (another at a set played online from it), shown at the bottom, and the names the
  // table shows at each place (the people's, at a set played online).
  Seat own_;
  PerSeat<std::string> names_;
  ReviewSteps steps_;
  EventQueue events_;  // those of the moves stepped forward, still to show
  table::TableScene table_;
  std::optional<Score> scored_;  // once shown, the count is spelled out in the box (R12, R13)
  scene::Node root_;
  // PreviousMistake and NextMistake: on a touch screen (portrait), the words of the keys P and N.
  // Again: Play this deal again, in Forward's place once the game is scored.
  enum Control : std::size_t { Back, Forward, Hands, Analysis, Worst, Close, PreviousMistake, NextMistake, Again };
  std::array<ui::Button*, 9> buttons_{};
  bool showHands_ = false;
  std::shared_ptr<AnalysisJob> analysis_;  // your decisions in the whole set, judged on a worker
  std::optional<GameAnalysis> game_;       // this game's, once the job is done
  bool showAnalysis_ = false;
  int shownPercent_ = -1;
  scene::Node* panel_ = nullptr;
  sf::Vector2f size_{1280.f, 720.f};
  int closes_ = 1;  // screens a close pops: this one, and those opened only to hold it
};

}  // namespace bizon::screens
