// The click path of a table session without a window: an action or a card becomes a move, the move's events what the table shows next, a refused one its reason as a value; the hint and the lesson choose the main button; another seat's move waits for its thinking pause.
#include <catch2/catch.hpp>

#include <chrono>
#include <optional>
#include <string_view>
#include <thread>

#include "../Eventually.h"
#include "session/LessonSource.h"
#include "session/LocalSource.h"
#include "session/TableSession.h"
#include "settings/Settings.h"
#include "work/SearchTurn.h"

using namespace bizon;
using table::Action;
using table::Awaiting;

namespace {

// The table of a test: shows each event at once (an instant tempo), as TableScreen shows them.
struct Shown {
  std::vector<Event> events;
  void drain(table::TableSession& session) {
    while (!session.events().empty()) {
      events.push_back(session.events().pop());
      session.shown(events.back());
    }
  }
};

// Frames at an instant tempo until `done`, the score kept playing when it shows; fails saying `what` did not happen.
template <typename Done>
bool until(table::TableSession& session, Shown& shown, std::string_view what, Done done) {
  return test::eventually(what, [&] {
    session.update(0.016f, 0.f, true);
    shown.drain(session);
    if (done()) return true;
    if (session.holding()) session.act(Action::Keep);
    return false;
  });
}

// The lessons as the game ships them.
std::vector<table::Lesson> shippedLessons() { return table::loadLessons(std::filesystem::path(BIZON_SOURCE_DIR) / "assets" / "lessons"); }

// The refusal the session's notice says, if it says one.
std::optional<table::Refused> refusal(const table::TableSession& s) {
  if (const auto* r = std::get_if<table::Refused>(&s.notice())) return *r;
  return std::nullopt;
}

bool decision(const table::TableSession& s) {
  return s.awaiting() != Awaiting::Nothing && s.awaiting() != Awaiting::Keep;
}

template <typename E>
bool has(const std::vector<Event>& events, Seat seat) {
  for (const Event& e : events)
    if (const auto* x = std::get_if<E>(&e); x && x->seat == seat) return true;
  return false;
}

// The first of the lessons' moves of yours that `wanted` accepts: the lesson and the moves before it.
template <typename Wanted>
std::pair<const table::Lesson*, int> lessonMove(const std::vector<table::Lesson>& lessons, Wanted wanted) {
  for (const table::Lesson& lesson : lessons)
    for (int k = 0; k < lesson.size(); ++k)
      if (lesson.expected(k).seat() == Seat::You && wanted(lesson, k)) return {&lesson, k};
  return {nullptr, 0};
}

}  // namespace

TEST_CASE("session, local table: a bid tapped is made and shown, an illegal card refused with the rules' reason (R6, R10)", "[session]") {
  Settings settings;
  settings.packets.reset();
  table::LocalSource source(settings, Match({11}), AiLevel::Easy, false);
  table::TableSession session(settings, source);
  Shown shown;
  // A new set's first event is its deal.
  REQUIRE(until(session, shown, "the deal shown", [&] { return !shown.events.empty(); }));
  CHECK(std::holds_alternative<GameStarted>(shown.events.front()));
  // Through the games until you bid in the first round: the prompt asks, pass is tapped.
  REQUIRE(until(session, shown, "your bid of the first round asked", [&] {
    if (session.awaiting() == Awaiting::Packets) session.act(Action::Packets32);
    if (session.awaiting() == Awaiting::Bid2 || session.awaiting() == Awaiting::Play) session.act(Action::Pass);
    if (session.awaiting() == Awaiting::Play) session.play(*source.awaited()->view.legal.begin());
    return session.awaiting() == Awaiting::Bid1;
  }));
  CHECK(session.awaiting() == Awaiting::Bid1);
  CHECK(session.moveOf(Action::Eat) == Move{Seat::You, Bid::eatGrass()});
  CHECK_FALSE(session.moveOf(Action::Clubs));  // a suit is named in the second round only (R7)
  CHECK_FALSE(session.moveOf(Action::Hint));
  shown.events.clear();
  session.act(Action::Pass);
  CHECK(session.awaiting() == Awaiting::Nothing);
  CHECK(std::holds_alternative<std::monostate>(session.notice()));
  REQUIRE(until(session, shown, "your pass shown", [&] { return has<BidMade>(shown.events, Seat::You); }));
  // On to a trick where a card of yours does not follow: it is refused, the table waits still.
  const auto illegal = [&]() -> std::optional<Card> {
    if (session.awaiting() != Awaiting::Play) return std::nullopt;
    const SeatView view = source.awaited()->view;
    for (Card c : view.hand)
      if (!view.legal.contains(c)) return c;
    return std::nullopt;
  };
  REQUIRE(until(session, shown, "a card of yours that does not follow", [&] {
    if (illegal()) return true;
    if (session.awaiting() == Awaiting::Packets) session.act(Action::Packets23);
    if (session.awaiting() == Awaiting::Bid1 || session.awaiting() == Awaiting::Bid2) session.act(Action::Pass);
    if (session.awaiting() == Awaiting::Play) session.play(*source.awaited()->view.legal.begin());
    return false;
  }));
  const Card card = *illegal();
  const int turn = source.awaited()->turn;
  session.play(card);
  CHECK(session.refused());
  CHECK(session.awaiting() == Awaiting::Play);
  CHECK(source.awaited()->turn == turn);
  const SeatView view = source.awaited()->view;
  const Suit led = view.currentTrick.begin()->suit();
  REQUIRE(refusal(session));
  CHECK(refusal(session)->why == table::Refused::Why::Rules);
  CHECK(refusal(session)->rule.reason == Refusal::Reason::MustFollow);
  CHECK(refusal(session)->rule.suit == led);
  CHECK(session.refusals() == 1);
  session.play(*view.legal.begin());
  CHECK_FALSE(session.refused());
  CHECK(std::holds_alternative<std::monostate>(session.notice()));
  shown.events.clear();
  REQUIRE(until(session, shown, "your card shown", [&] { return has<CardPlayed>(shown.events, Seat::You); }));
}

TEST_CASE("session, local table: the hint names the main button of a bid; a bid taken back is asked again", "[session]") {
  Settings settings;
  settings.packets = Packets::ThreeTwo;
  table::LocalSource source(settings, Match({5}), AiLevel::Easy, false);
  table::TableSession session(settings, source);
  Shown shown;
  REQUIRE(until(session, shown, "your bid of the first round asked", [&] {
    if (session.awaiting() == Awaiting::Play) session.play(*source.awaited()->view.legal.begin());
    if (session.awaiting() == Awaiting::Bid2) session.act(Action::Pass);
    return session.awaiting() == Awaiting::Bid1;
  }));
  CHECK_FALSE(session.suggested());
  session.act(Action::Hint);
  REQUIRE(until(session, shown, "the hint's suggestion", [&] { return session.suggested().has_value(); }));
  CHECK((session.suggested() == Action::Eat || session.suggested() == Action::Pass));
  REQUIRE(std::holds_alternative<table::Hint>(session.notice()));  // the hint and its values, to say with its reason
  CHECK_FALSE(std::get<table::Hint>(session.notice()).valued.options.empty());
  // The suggested bid made, and taken back once you are asked again: your bid is asked anew.
  session.act(*session.suggested());
  REQUIRE(until(session, shown, "your first card asked", [&] {
    if (session.awaiting() == Awaiting::Play) return true;
    if (session.awaiting() == Awaiting::Bid2) session.act(Action::Pass);
    return false;
  }));
  REQUIRE(session.canTakeBack());
  const Moment before = source.match()->moment();
  REQUIRE(session.takeBack());
  CHECK(session.awaiting() == Awaiting::Nothing);
  CHECK(std::holds_alternative<table::TakenBack>(session.notice()));
  CHECK(source.match()->moment() < before);
  // The table set out again: the game taken back to has started.
  const std::vector<table::Picture> standing = session.standing();
  int started = 0;
  for (const table::Picture& p : standing) started += std::holds_alternative<GameStarted>(p.event);
  CHECK(started == source.match()->gameNumber());
  // The coach's best for the decision taken back is the main button once it is asked again.
  session.advise(source.match()->moment(), Bid::pass());
  REQUIRE(until(session, shown, "the decision taken back asked again", [&] { return decision(session); }));
  CHECK((session.awaiting() == Awaiting::Bid1 || session.awaiting() == Awaiting::Bid2));
  CHECK(session.suggested() == Action::Pass);
}

TEST_CASE("session, lesson: the main button is the lesson's move, another move refused in the lesson's words (R8)", "[session]") {
  const Settings settings;
  const auto lessons = shippedLessons();
  // A pass the lesson asks for: Pass is the main button, not Eat.
  const auto [lesson, k] = lessonMove(lessons, [](const table::Lesson& l, int i) {
    return l.expected(i).bid() && !l.expected(i).bid()->eat;
  });
  REQUIRE(lesson);
  table::LessonSource source(*lesson, k);
  table::TableSession session(settings, source);
  Shown shown;
  REQUIRE(until(session, shown, "the lesson's pass asked", [&] { return decision(session); }));
  CHECK(session.suggested() == Action::Pass);
  const Action eat = session.awaiting() == Awaiting::Bid1 ? Action::Eat : Action::Clubs;
  session.act(eat);
  if (session.moveOf(eat)) {
    CHECK(session.refused());
    CHECK(source.made() == k);
  }
  session.act(Action::Pass);
  CHECK_FALSE(session.refused());
  CHECK(source.made() == k + 1);
  // An eat the lesson asks for: Eat, or its suit, is the main button.
  const auto [eats, e] = lessonMove(lessons, [](const table::Lesson& l, int i) {
    return l.expected(i).bid() && l.expected(i).bid()->eat;
  });
  REQUIRE(eats);
  table::LessonSource eating(*eats, e);
  table::TableSession eatSession(settings, eating);
  REQUIRE(until(eatSession, shown, "the lesson's eat asked", [&] { return decision(eatSession); }));
  CHECK(eatSession.suggested() == table::actionOf(eats->expected(e), eating.awaited()->view.round));
  eatSession.act(Action::Pass);
  CHECK(eatSession.refused());
  REQUIRE(refusal(eatSession));
  CHECK(refusal(eatSession)->why == table::Refused::Why::NotTheLesson);
  CHECK(refusal(eatSession)->lessonMove == e);
}

TEST_CASE("session, lesson: a card that does not follow gets the rules' reason (R10); Goat's card waits for the thinking pause", "[session]") {
  const Settings settings;
  const auto lessons = shippedLessons();
  const auto [lesson, k] = lessonMove(lessons, [&](const table::Lesson& l, int i) {
    if (!l.expected(i).card()) return false;
    const SeatView v = table::LessonSource(l, i).awaited()->view;
    return v.hand.size() != v.legal.size();
  });
  REQUIRE(lesson);
  table::LessonSource source(*lesson, k);
  table::TableSession session(settings, source);
  Shown shown;
  REQUIRE(until(session, shown, "the lesson's card asked", [&] { return decision(session); }));
  REQUIRE(session.awaiting() == Awaiting::Play);
  CHECK_FALSE(session.suggested());  // a card is raised, not a button
  const SeatView view = source.awaited()->view;
  Card illegal;
  for (Card c : view.hand)
    if (!view.legal.contains(c)) illegal = c;
  session.play(illegal);
  CHECK(session.refused());
  REQUIRE(refusal(session));
  CHECK(refusal(session)->why == table::Refused::Why::Rules);
  CHECK(refusal(session)->rule.reason == lesson->ruleRefusal(k, {Seat::You, illegal})->reason);
  session.play(*lesson->expected(k).card());
  CHECK(source.made() == k + 1);

  // Another seat's bid or card: taken from the source at once, shown after 0.35 s of stillness.
  const auto [other, m] = [&]() -> std::pair<const table::Lesson*, int> {
    for (const table::Lesson& l : lessons)
      for (int i = 1; i < l.size(); ++i)
        if (l.expected(i).seat() != Seat::You && !l.expected(i).packets()) return {&l, i};
    return {nullptr, 0};
  }();
  REQUIRE(other);
  table::LessonSource goat(*other, m);
  table::TableSession paced(settings, goat);
  for (int frame = 0; frame < 3; ++frame) paced.update(0.1f, 1.f, true);
  CHECK(goat.made() == m + 1);  // played by the source
  CHECK(paced.showing());
  CHECK(paced.events().empty());  // not shown yet: its seat is thinking
  for (int frame = 0; frame < 2; ++frame) paced.update(0.1f, 1.f, true);
  REQUIRE_FALSE(paced.events().empty());
  const Event& front = paced.events().front();
  CHECK((std::holds_alternative<BidMade>(front) || std::holds_alternative<CardPlayed>(front)));
}

namespace {

// A frame of a table at its usual tempo: each event shown is animated for a while, during which the
// table is not still; Goat and Sheep think on their worker in real time.
struct Paced {
  float moving = 0.f;
  void frame(table::TableSession& session, Shown& shown) {
    constexpr float dt = 1.f / 60.f;
    session.update(dt, 1.f, moving <= 0.f);
    moving -= dt;
    const std::size_t before = shown.events.size();
    shown.drain(session);
    if (shown.events.size() > before) moving = 0.3f;
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
};

}  // namespace

TEST_CASE("session, local table: take back acts at every moment between your card and your next turn", "[session][takeback]") {
  Settings settings;
  settings.packets = Packets::ThreeTwo;
  // Normal players think for some frames, as at a real table: taps land while they do.
  table::LocalSource source(settings, Match({5}), AiLevel::Normal, false);
  table::TableSession session(settings, source);
  Shown shown;
  // Your first card of the set (you pass every bid).
  REQUIRE(until(session, shown, "your first card of the set asked", [&] {
    if (session.awaiting() == Awaiting::Bid1 || session.awaiting() == Awaiting::Bid2) session.act(Action::Pass);
    return session.awaiting() == Awaiting::Play;
  }));
  const Moment yours = source.match()->moment();
  const Card card = *source.awaited()->view.legal.begin();
  // Taken back by a tap: your card is asked again, at the same moment. A search held for the tap
  // (below) is let go once it is taken: it runs out on its worker, its answer dropped.
  std::optional<work::SearchTurn> held;
  const auto takenBack = [&] {
    REQUIRE(session.canTakeBack());
    REQUIRE(session.takeBack());
    held.reset();
    CHECK(source.match()->moment() == yours);
    session.standing();  // the table set out again, as TableScreen does
    REQUIRE(until(session, shown, "your card asked again once taken back", [&] { return decision(session); }));
    REQUIRE(session.awaiting() == Awaiting::Play);
    CHECK(source.match()->moment() == yours);
  };
  // Tapped while Goat or Sheep think, however fast the machine: their search waits for the turn
  // the test holds (work::SearchTurn: one search at a time).
  held.emplace();
  session.play(card);
  Paced thinking;
  REQUIRE(test::eventually("Goat or Sheep thinking after your card", [&] {
    thinking.frame(session, shown);
    return source.thinking().has_value();
  }));
  takenBack();
  // Tapped k frames after your card, for every k until your next turn: it always takes the card
  // back, whether the card still flies, Goat or Sheep think, or their cards are being shown.
  bool whileShowing = false;
  for (int k = 0;; ++k) {
    INFO("tapped " << k << " frames after your card");
    REQUIRE(k < 2000);
    session.play(card);
    REQUIRE(session.awaiting() == Awaiting::Nothing);
    Paced paced;
    for (int f = 0; f < k && !decision(session); ++f) paced.frame(session, shown);
    if (decision(session)) break;  // your next turn: the next decision's to take back
    whileShowing = whileShowing || session.showing() || paced.moving > 0.f;
    INFO("game " << source.match()->gameNumber() << ", moment " << source.match()->moment().move << ", source allows "
                 << source.canTakeBack() << ", Goat or Sheep thinking " << source.thinking().has_value());
    takenBack();
  }
  CHECK(whileShowing);
}
