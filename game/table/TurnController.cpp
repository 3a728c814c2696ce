#include "table/TurnController.h"

#include <algorithm>

#include "Random.h"
#include "table/CoachWords.h"
#include "table/TableWords.h"
#include "work/Worker.h"

namespace bizon::table {

namespace {

constexpr std::array<Suit, 4> suitOrder{Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades};

// Who sits in Goat's or Sheep's chair: the settings' choice (another level, or a program speaking
// the bot protocol), else Bizon's own player of `level`.
std::string chairKind(const Settings& settings, Seat seat, AiLevel level) {
  const std::string chosen = seat == Seat::Goat ? settings.goat : seat == Seat::Sheep ? settings.sheep : "";
  return chosen.empty() ? std::string(code(level)) : chosen;
}

// The button of a hint's best packets or bid (a card is picked instead).
std::optional<Action> suggestion(const Choice& best) {
  if (const Packets* p = std::get_if<Packets>(&best)) return *p == Packets::ThreeTwo ? Action::Packets32 : Action::Packets23;
  const Bid* bid = std::get_if<Bid>(&best);
  if (!bid) return std::nullopt;
  if (!bid->eat) return Action::Pass;
  if (!bid->trump) return Action::Eat;
  const auto k = static_cast<std::size_t>(std::find(suitOrder.begin(), suitOrder.end(), *bid->trump) - suitOrder.begin());
  return static_cast<Action>(static_cast<std::size_t>(Action::Clubs) + k);
}

}  // namespace

TurnController::TurnController(Context& context, Match& match, std::uint64_t seed, AiLevel level)
    : context_(context), match_(match), seed_(seed) {
  for (Seat s : allSeats) seat(s, level);
}

void TurnController::seat(Seat s, AiLevel level) {
  const std::uint64_t seatSeed = Random::derive(seed_, 1000 + static_cast<std::uint64_t>(index(s)));
  auto& player = players_[static_cast<std::size_t>(s)];
  player.reset();
  Chair chair{s, level, context_.settings.fullShuffle, match_.options().games};
  chair.searchThreads = work::spareCores();
  try {
    player = makePlayer(chairKind(context_.settings, s, level), seatSeed, chair);
  } catch (const std::invalid_argument&) {
    // A program that cannot be started: Bizon's own player sits there, and the box says so.
    faults_.push_back({s, BotFault{BotFault::Dead, {}}});
  }
  if (!player) player = makePlayer(playerKind(level), seatSeed, chair);
}

void TurnController::setLevel(AiLevel level) {
  // Only between decisions: the worker must not be using a player replaced here.
  worker_.cancel();
  for (Seat s : {Seat::Goat, Seat::Sheep})
    if (chairKind(context_.settings, s, level) == code(level)) seat(s, level);
}

void TurnController::gameOver(const Score& score) {
  for (Seat s : {Seat::Goat, Seat::Sheep}) players_[static_cast<std::size_t>(s)]->gameOver(score);
}

TurnController::~TurnController() {
  worker_.cancel();
}

void TurnController::next() {
  if (match_.over() || worker_.busy() || awaiting_ != Awaiting::Nothing) return;
  const Seat seat = match_.game().toAct();
  const SeatView view = match_.view(seat);
  if (seat != Seat::You) {
    // A dealer's packets are no question to ponder: the deal starts at once.
    thinking_ = view.decision == Decision::Packets ? 0.f : 0.35f;
    worker_.start(*players_[static_cast<std::size_t>(seat)], view);
    return;
  }
  Awaiting awaiting = Awaiting::Play;
  if (view.decision == Decision::Packets) awaiting = Awaiting::Packets;
  if (view.decision == Decision::Bid) awaiting = view.round == 1 ? Awaiting::Bid1 : Awaiting::Bid2;
  if (autopilot_ && autopilot_(awaiting)) {
    thinking_ = 0.f;
    worker_.start(*players_[static_cast<std::size_t>(seat)], view);
    return;
  }
  if (awaiting == Awaiting::Packets && context_.settings.packets) {
    after(match_.apply({Seat::You, *context_.settings.packets}));
    return;
  }
  picked_.reset();
  awaiting_ = awaiting;
}

void TurnController::holdScore() {
  if (autopilot_ && autopilot_(Awaiting::Keep)) return;
  awaiting_ = Awaiting::Keep;
}

bool TurnController::update(float dt, float speed) {
  if (thinking_ > 0.f) thinking_ -= dt * std::max(speed, 0.0001f);
  bool changed = false;
  if (worker_.busy() && (thinking_ <= 0.f || speed <= 0.f))
    if (auto decision = worker_.poll()) {
      apply(*decision);
      changed = true;
    }
  auto hints = hints_.take();
  if (hints.empty() || hints.back().moment != match_.moment() || awaiting_ == Awaiting::Nothing ||
      awaiting_ == Awaiting::Keep)
    return changed;
  const Texts& t = context_.texts;
  const SeatView view = hints.back().point.view;
  const DecisionAnalysis valued = std::move(hints.back().analysis);
  if (valued.options.empty()) return changed;
  if (const Card* card = std::get_if<Card>(&valued.best)) picked_ = *card;
  suggested_ = suggestion(valued.best);
  notice_ = [&t, view, valued] { return hintLine(t, view, valued); };
  return true;
}

void TurnController::apply(const Move& move) {
  const Seat seat = move.seat();
  std::optional<Refusal> refusal = match_.apply(move);
  if (refusal) {
    // A player that breaks the rules must not stall the table: a random one moves instead.
    auto fallback = makePlayer("random", 7);
    refusal = playTurn(match_, *fallback);
  }
  // A program in the chair that failed this decision (Bizon's player took it): said once.
  for (BotFault& fault : players_[static_cast<std::size_t>(seat)]->takeFaults()) faults_.push_back({seat, std::move(fault)});
  after(refusal);
}

std::vector<std::string> TurnController::faults() const {
  const Texts& t = context_.texts;
  std::vector<std::string> lines;
  for (const auto& [seat, fault] : faults_)
    lines.push_back(t.format("message.bot_" + std::string(code(fault.kind)), {{"player", t.seat(seat)}}));
  return lines;
}

void TurnController::after(std::optional<Refusal> refusal) {
  if (refusal) return refuse(*refusal);
  const bool yours = awaiting_ != Awaiting::Nothing;
  if (yours) faults_.clear();  // seen: your move follows them
  awaiting_ = Awaiting::Nothing;
  picked_.reset();
  suggested_.reset();
  notice_ = {};
  if (moved_) moved_(yours);
}

void TurnController::refuse(const Refusal& r) {
  // Only the reason shows (and a gentle sound); nothing else changes.
  context_.sounds.play(audio::Sound::Refused);
  const Texts& t = context_.texts;
  notice_ = [&t, r] { return refusalText(t, r); };
}

std::string TurnController::prompt() const {
  const Texts& t = context_.texts;
  switch (awaiting_) {
    case Awaiting::Packets: return t("message.choose_packets");
    case Awaiting::Bid1: return t("prompt.eat_or_pass");
    case Awaiting::Bid2: return t("prompt.name_or_pass");
    case Awaiting::Play: return t("prompt.play_card");
    default: return {};
  }
}

void TurnController::act(Action action) {
  const Awaiting a = awaiting_;
  switch (action) {
    case Action::Menu:
    case Action::Next:      // a lesson's page
    case Action::Review:    // the coach's offer
    case Action::TakeBack:  // the table rewinds
      return;               // the table's, not decisions
    case Action::Hint:
    {
      if (a == Awaiting::Nothing || a == Awaiting::Keep || (hintFor_ == match_.moment() && !hints_.idle())) return;
      hintFor_ = match_.moment();
      DecisionPoint point;
      point.view = match_.view(Seat::You);
      point.kind = a == Awaiting::Packets ? DecisionKind::Packets : a == Awaiting::Play ? DecisionKind::Play : DecisionKind::Bid;
      point.move = hintFor_->move;
      hints_.value(*hintFor_, std::move(point));
      return;
    }
    case Action::Keep:
      if (a == Awaiting::Keep) awaiting_ = Awaiting::Nothing;
      return;
    case Action::Packets32:
    case Action::Packets23:
      if (a != Awaiting::Packets) return;
      return after(match_.apply({Seat::You, action == Action::Packets32 ? Packets::ThreeTwo : Packets::TwoThree}));
    case Action::Eat:
      if (a != Awaiting::Bid1) return;
      return after(match_.apply({Seat::You, Bid::eatGrass()}));
    case Action::Pass:
      if (a != Awaiting::Bid1 && a != Awaiting::Bid2) return;
      return after(match_.apply({Seat::You, Bid::pass()}));
    case Action::Clubs:
    case Action::Diamonds:
    case Action::Hearts:
    case Action::Spades: {
      if (a != Awaiting::Bid2) return;
      const Suit suit = suitOrder[static_cast<std::size_t>(action) - static_cast<std::size_t>(Action::Clubs)];
      return after(match_.apply({Seat::You, Bid::eatGrass(suit)}));
    }
  }
}

bool TurnController::canTakeBack() const {
  if (awaiting_ == Awaiting::Nothing || worker_.busy() || !match_.canTakeBack(Seat::You)) return false;
  // A scored game reopens only while its score is on show: once you go on, the next game has
  // started (its deal, your packets), and what was scored stays.
  return awaiting_ == Awaiting::Keep || match_.latestGame()->game == match_.gameNumber() - 1;
}

bool TurnController::takeBack() {
  if (!canTakeBack() || !match_.takeBack(Seat::You)) return false;
  awaiting_ = Awaiting::Nothing;  // asked again once the table is set out anew (next)
  picked_.reset();
  const Texts& t = context_.texts;
  notice_ = [&t] { return t("message.taken_back"); };
  return true;
}

void TurnController::play(Card card) {
  if (awaiting_ != Awaiting::Play) return;
  after(match_.apply({Seat::You, card}));
}

}  // namespace bizon::table
