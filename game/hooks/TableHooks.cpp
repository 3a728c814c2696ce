#include "hooks/TableHooks.h"

#include <cmath>

#include "Random.h"
#include "codec/JsonOut.h"
#include "table/LessonScreen.h"
#include "work/Worker.h"

namespace bizon::hooks {

using table::Awaiting;

namespace {

// The moment your decision `awaiting` shows, as you would see it, if any.
std::optional<MomentKind> momentOf(const table::TableScreen& table, Awaiting awaiting) {
  if (awaiting == Awaiting::Bid1) return MomentKind::Bidding;
  if (awaiting == Awaiting::Bid2) return MomentKind::Round2;
  if (awaiting == Awaiting::Keep) return MomentKind::Scored;
  // A trick under way after two were taken, as the table shows it (the same at a table of friends).
  const table::TableModel& model = table.scene().model();
  std::size_t won = 0;
  for (Seat s : allSeats) won += model.pile(s).size();
  if (awaiting == Awaiting::Play && !model.trick().empty() && won >= 6) return MomentKind::Trick;
  return std::nullopt;
}

}  // namespace

void steer(table::TableScreen& table, std::optional<Moment> moment, std::string_view autopilot) {
  const MatchOptions options = table.match() ? table.match()->options() : MatchOptions{};
  // Searching on the cores the frame leaves free, as Goat and Sheep do.
  Chair chair{table.session().source().seat(), AiLevel::Hard, false, options.games};
  chair.searchThreads = work::spareCores();
  if (auto player = makePlayer(autopilot, seeds::hooksAutopilot(options.seed), chair))
    table.session().setAutopilotPlayer(std::move(player));
  // The coach's moments: your decision waits once the coach's note is in the box; the scored
  // game waits for its line. The hint's: the bidding or the trick, where the hint is asked.
  std::optional<MomentKind> waitFor;
  if (moment) waitFor = moment->kind;
  const bool coachNote = waitFor == MomentKind::Coach, coachEnd = waitFor == MomentKind::CoachEnd;
  if (waitFor == MomentKind::Hint) waitFor = MomentKind::Bidding;
  if (waitFor == MomentKind::HintTrick) waitFor = MomentKind::Trick;
  // The table's match asked each time: a take-back stands a new one in its place.
  table.session().setAutopilot([&table, waitFor, coachNote, coachEnd](Awaiting awaiting) {
    if (coachEnd) return awaiting != Awaiting::Keep;
    // Each decision judged before the next: a note comes in its own game, however busy the machine.
    if (coachNote)
      return (!table.coach().noting() && !table.coach().judging()) || awaiting == Awaiting::Keep || awaiting == Awaiting::Packets;
    return !waitFor || momentOf(table, awaiting) != waitFor;
  });
}

bool reached(const table::TableScreen& table, Moment moment) {
  const MomentKind k = moment.kind;
  if (!table.still() && k != MomentKind::Deal) return false;
  const table::TableModel& model = table.scene().model();
  if (k == MomentKind::Deal) {
    // Three packets dealt: every seat has its first packet and no more, the deck still full.
    if (!table.scene().idle() || model.grass() || model.bizon() || model.deck().size() < deckSize - 9) return false;
    for (Seat s : allSeats)
      if (model.hand(s).empty() || model.hand(s).size() > 3) return false;
    return true;
  }
  if (k == MomentKind::SetOver || k == MomentKind::Daily) return table.over();
  const Awaiting awaiting = table.session().awaiting();
  if (k == MomentKind::Coach) return table.coach().noting() && (awaiting == Awaiting::Play || awaiting == Awaiting::Bid1 || awaiting == Awaiting::Bid2);
  if (k == MomentKind::CoachEnd) return awaiting == Awaiting::Keep && table.coach().ended();
  if (k == MomentKind::Hint || k == MomentKind::HintTrick)
    return table.session().noting() && reached(table, {k == MomentKind::Hint ? MomentKind::Bidding : MomentKind::Trick});
  return awaiting != Awaiting::Nothing && momentOf(table, awaiting) == k;
}

const char* activity(const table::TableScreen& table) {
  const auto& event = table.scene().showing();
  if (!event) return "";
  if (std::holds_alternative<TrickTaken>(*event)) return "collecting";
  if (std::holds_alternative<GameStarted>(*event) || std::holds_alternative<PacketDealt>(*event) ||
      std::holds_alternative<GrassTurned>(*event) || std::holds_alternative<GrassEaten>(*event))
    return "dealing";
  return "";
}

namespace {

JsonOut point(sf::Vector2f p) { return JsonOut::array().push(std::lround(p.x)).push(std::lround(p.y)); }
JsonOut centre(sf::FloatRect r) { return point({r.left + r.width / 2.f, r.top + r.height / 2.f}); }

JsonOut tableTargets(const table::TableScreen& table) {
  static const char* awaitingNames[] = {"nothing", "packets", "bid1", "bid2", "play", "keep", "next", "finish"};
  static const char* actionNames[] = {"3-2", "2-3", "eat", "pass", "clubs", "diamonds", "hearts", "spades", "hint",
                                      "keep", "menu", "next", "review", "take_back"};
  const table::TableScene& scene = table.scene();
  const table::Layout& layout = scene.layout();
  const Awaiting awaiting = table.session().awaiting();
  JsonOut o{{"set", table.setId()},
            {"awaiting", table.still() ? awaitingNames[static_cast<int>(awaiting)] : "busy"},
            {"game", scene.model().gameNumber()},
            {"over", table.over()}};
  o.set("grass", centre(layout.grassBox()));
  o.set("deck", centre(layout.deckBox()));
  JsonOut buttons = JsonOut::object();
  for (const auto& [action, rect] : scene.box().buttons()) buttons.set(actionNames[static_cast<int>(action)], centre(rect));
  buttons.set("menu", centre(layout.menuButton()));  // the ☰ is always there
  o.set("buttons", std::move(buttons));
  JsonOut legal = JsonOut::array(), illegal = JsonOut::array();
  if (awaiting == Awaiting::Play) {
    const CardSet l = table.session().legal();
    const auto& hand = scene.model().hand(Seat::You);
    for (std::size_t i = 0; i < hand.size(); ++i) (l.contains(hand[i]) ? legal : illegal).push(point(scene.handPoint(i)));
  }
  o.set("legal", std::move(legal));
  o.set("illegal", std::move(illegal));
  // The scoresheet's rows (each game's SP, seats as the table shows them): whole after a rejoin.
  JsonOut sheet = JsonOut::array();
  for (const PerSeat<int>& row : scene.model().sheet()) {
    JsonOut sp = JsonOut::array();
    for (Seat s : allSeats) sp.push(row[s]);
    sheet.push(std::move(sp));
  }
  o.set("sheet", std::move(sheet));
  return o;
}

JsonOut lessonTargets(const table::LessonScreen& lesson) {
  JsonOut expect = JsonOut::array();
  for (sf::Vector2f p : lesson.expect()) expect.push(point(p));
  // Your cards by code, for the tests that tap a card the lesson does not ask for.
  JsonOut hand = JsonOut::object();
  const auto& cards = lesson.scene().model().hand(Seat::You);
  for (std::size_t i = 0; i < cards.size(); ++i) hand.set(code(cards[i]), point(lesson.scene().handPoint(i)));
  return JsonOut{{"number", lesson.number()}, {"count", lesson.count()}}
      .set("expect", std::move(expect))
      .set("hand", std::move(hand))
      .set("step", JsonOut::arrayOf(lesson.step()))
      .set("refused", lesson.refused())
      .set("reason", lesson.notice())
      .set("done", lesson.allDone());
}

}  // namespace

std::string targetsJson(const table::TableScreen* table, const Screen& top) {
  JsonOut o = table ? tableTargets(*table) : JsonOut::object();
  if (const auto* lesson = dynamic_cast<const table::LessonScreen*>(&top)) o.set("lesson", lessonTargets(*lesson));
  o.set("screen", top.name());
  JsonOut buttons = JsonOut::object();
  for (const Screen::Target& target : top.targets()) buttons.set(target.name, centre(target.rect));
  o.set("screen_buttons", std::move(buttons));
  return o.text();
}

}  // namespace bizon::hooks
