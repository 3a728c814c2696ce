// One seat at a table, without a window: paces the seat's events for the table to show (the others' thinking pause), turns your actions into moves (moveOf) and keeps why one is refused, suggests the main button, offers the hint, and tells its listeners (coach, recorder) every move; the set itself is its source's (SessionSource). Facts only: the view words and sounds them.
#pragma once

#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <variant>
#include <vector>

#include "Player.h"
#include "session/AiWorker.h"
#include "session/Awaiting.h"
#include "session/JudgeWorker.h"
#include "session/SeatPicture.h"
#include "session/SessionSource.h"
#include "settings/Settings.h"

namespace bizon::table {

// The hint's answer: your options valued from your view (R18), the best set, judged as if the
// option the hint sets against it were chosen (JudgeWorker::value).
struct Hint {
  SeatView view;
  DecisionAnalysis valued;
};
// Your last decision was taken back.
struct TakenBack {};
// What the box's notice says, as facts for the view to word: nothing, why a move (or a take-back)
// was refused, the hint, a take-back made.
using SessionNotice = std::variant<std::monostate, Refused, Hint, TakenBack>;

class TableSession {
 public:
  // `settings` (the level, the shuffle, the packets you always deal) and `source` must outlive the
  // session.
  TableSession(const Settings& settings, SessionSource& source);
  ~TableSession();

  // Told of every move as it arrives, before the table shows it; not owned.
  void listen(SessionListener& listener) { listeners_.push_back(&listener); }

  // The table as the source says it stands now (a resumed set, after a take-back, a rejoin), to
  // set out at once, in order: what is still to show then follows it.
  std::vector<Picture> standing();

  // Each frame: the source's news taken, the thinking pause counted down, your autopilot's and
  // the hint's answers. `still`: the table shows no animation and is ready for the next decision
  // (a lesson holds it while a page is read). Whether the words or the decision awaited changed.
  bool update(float dt, float speed, bool still);
  // The events the table may show now, in order, turned to the session's seat (SeatTurn: its own at
  // the bottom, as Seat::You): another seat's move only once the table was
  // still for its thinking pause. The table takes the front when it is idle (TableScene::showNext)
  // and says what it showed.
  EventQueue& events() { return ready_; }
  void shown(const Event& event);
  // Face-down cards to trade places on the table before it shows the next event (stand-ins for
  // cards the seat could not know, SeatPicture), once.
  Trades trades() { return std::exchange(trades_, {}); }
  // Events taken and not yet shown (some perhaps held for a thinking pause).
  bool showing() const { return !ready_.empty() || !held_.empty() || !taken_.empty(); }

  // Your seat played by the computer for the decisions it accepts (the test hooks: screenshots,
  // frame statistics), with `player` (the level's until one is given).
  using Autopilot = std::function<bool(Awaiting)>;
  void setAutopilot(Autopilot autopilot) { autopilot_ = std::move(autopilot); }
  void setAutopilotPlayer(std::unique_ptr<Player> player) { autopilotPlayer_ = std::move(player); }

  // The move an action stands for in the decision awaited (a packets, eat, pass or suit button,
  // the grass or the deck); nullopt for the table's own actions and for one that does not fit.
  std::optional<Move> moveOf(Action action) const;
  // Your decisions (buttons, keys, the grass and the deck; the hint; keep playing once scored).
  void act(Action action);
  void play(Card card);
  void pick(std::optional<Card> card) { picked_ = card; }
  // Your move to the source; a refused one changes nothing but the notice, which says why.
  void tryMove(const Move& move);
  // The notice goes (the view says words of its own instead: a lesson's "tap here").
  void quiet();

  // Your last decision taken back where the source allows it, whatever is still being shown or
  // thought; the table is then set out again from standing(). Where none can be, the notice says
  // so (a tap is never lost: the button may still show for a frame after the chance went).
  bool canTakeBack() const;
  bool takeBack();

  Awaiting awaiting() const { return awaiting_; }
  bool holding() const { return awaiting_ == Awaiting::Keep; }
  std::optional<Card> picked() const { return picked_; }
  // The cards you may play in the decision asked of you (none when none is asked).
  CardSet legal() const { return decide_ ? decide_->view.legal : CardSet{}; }
  // The box's main button: the action the source expects (a lesson's), else the hint's, else
  // `advise`'s.
  std::optional<Action> suggested() const;
  // The analysis's best for the decision at `moment` (the coach's judgement of one taken back): the
  // main button once that decision is asked.
  void advise(Moment moment, const Choice& best) { advised_.emplace(moment, best); }
  // What the notice says (a refusal, the hint, a take-back), until your next move; the prompt is
  // the view's, from awaiting().
  const SessionNotice& notice() const { return notice_; }
  bool noting() const { return !std::holds_alternative<std::monostate>(notice_); }
  // Whether the last move you tried was refused (until one is taken).
  bool refused() const { return std::holds_alternative<Refused>(notice_); }
  // How many refusals the notice has said: the view sounds each new one.
  int refusals() const { return refusals_; }
  // Someone thinks: the source's other seat, or your autopilot.
  bool busy() const { return autopilotWorker_.busy() || source_.thinking().has_value(); }
  SessionSource& source() { return source_; }
  const SessionSource& source() const { return source_; }

 private:
  // The source's events since the last frame, to be shown; the listeners hear the moves.
  bool pull();
  void hear(const SeatEvent& event);
  // Events released to the table, another seat's move after its thinking pause.
  bool pace(float dt, float speed, bool still);
  // The decision awaited from you once all is shown: asked of you, or of your autopilot.
  bool ask(bool still);
  void askHint();
  bool takeHint();
  // Your move was taken: the decision, the pick, the hint and the notice go.
  void decided();
  void refuse(Refused why);

  const Settings& settings_;
  SessionSource& source_;
  SeatPicture picture_;
  std::vector<SessionListener*> listeners_;
  std::vector<SeatEvent> taken_;  // taken, not yet pictured (an all-passed waits for its reveal)
  std::deque<Picture> held_;      // pictured, not yet released to the table
  EventQueue ready_;
  Trades trades_;
  float still_ = 0.f;       // seconds of the tempo the table has been still, waiting for a move
  std::optional<Decide> decide_;  // the decision of yours being asked
  Awaiting awaiting_ = Awaiting::Nothing;
  std::optional<Card> picked_;
  std::optional<Action> hinted_;
  SessionNotice notice_;
  int refusals_ = 0;
  Autopilot autopilot_;
  std::unique_ptr<Player> autopilotPlayer_;
  std::optional<Decide> autopilotDecide_;  // the decision your autopilot thinks about
  AiWorker autopilotWorker_;
  // The hint: your options valued as the analysis values them (the coach's judge), the best one
  // said with its reason. A hint for a decision already made is dropped.
  JudgeWorker hints_;
  std::optional<Moment> hintFor_;
  std::optional<std::pair<Moment, Choice>> advised_;
};

// The action of a button that makes `move` in bidding round `round` (none for a card).
std::optional<Action> actionOf(const Move& move, int round);

}  // namespace bizon::table
