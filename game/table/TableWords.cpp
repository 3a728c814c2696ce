#include "table/TableWords.h"

#include "scene/Label.h"
#include "session/SeatTurn.h"
#include "table/CardPainter.h"
#include "table/CoachWords.h"
#include "table/LessonWords.h"
#include "ui/ScoreExplanation.h"

namespace bizon::table {

std::string noteText(const Texts& t, const Note& note) {
  const bool you = note.seat == Seat::You;
  switch (note.kind) {
    case Note::Kind::Deals:
      return you ? t("message.you_deal") : t.format("message.player_deals", {{"player", t.seat(note.seat)}});
    // The grass's suit cannot be named in round 2 (R7): said once, as the round starts.
    case Note::Kind::RoundTwo: return t.format("message.round_two", {{"suit", t.suit(note.suit)}});
    case Note::Kind::TrumpIs: return t.format("message.trump_is", {{"suit", t.suit(note.suit)}});
    // The grass after "is": the subject form (German "der Herz-Bube").
    case Note::Kind::GrassIs: return t.format("message.grass_is", {{"card", t("card.subject." + code(note.card))}});
    case Note::Kind::IsBizon:
      return you ? t("message.you_are_bizon") : t.format("message.player_is_bizon", {{"player", t.seat(note.seat)}});
    case Note::Kind::AllPassed: return t("message.all_passed");
    case Note::Kind::Scored: return ui::countSentence(t, {note.outcome, note.seat, note.gp, note.sp});
  }
  return {};
}

std::string bubbleText(const Texts& t, const Bubble& bubble) {
  switch (bubble.kind) {
    case Bubble::Kind::None: return {};
    case Bubble::Kind::Bid:
      if (bubble.bid.eat && bubble.round == 2 && bubble.bid.trump)
        return scene::utf8(CardPainter::symbolOf(*bubble.bid.trump));
      return t(bubble.bid.eat ? "bubble.eat" : "bubble.pass");
    case Bubble::Kind::Bizon: return t("role.bizon");
    case Bubble::Kind::Gp: return t.format("table.gp", {{"gp", bubble.gp}});
  }
  return {};
}

std::string callsText(const Texts& t, const TableModel& model) {
  if (model.trump() || model.allPassed() || !model.grass()) return {};
  std::vector<std::string> calls;
  const auto said = [&t](Seat s, const std::string& key, localization::Arguments arguments) {
    arguments.push_back({"player", t.seat(s)});
    return t.format(s == Seat::You ? key + "_you" : key, arguments);
  };
  Seat s = leftOf(model.dealer());
  for (int k = 0; k < 3; ++k, s = leftOf(s)) {
    const Bubble& b = model.bubble(s);
    if (b.kind != Bubble::Kind::Bid || b.round != model.round()) continue;
    if (!b.bid.eat) calls.push_back(said(s, "calls.pass", {}));
    else if (b.bid.trump) calls.push_back(said(s, "calls.name", {{"suit", t.suit(*b.bid.trump)}}));
    else calls.push_back(said(s, "calls.eat", {}));
  }
  if (const auto turn = model.turn()) calls.push_back(said(*turn, "calls.turn", {}));
  if (calls.empty()) return {};
  std::string joined = calls.front();
  for (std::size_t i = 1; i < calls.size(); ++i) joined += ", " + calls[i];
  return t.format("calls.line", {{"round", model.round()}, {"calls", joined}});
}

std::string refusalText(const Texts& t, const Refusal& r) {
  switch (r.reason) {
    case Refusal::Reason::MustFollow: return t.format("refusal.must_follow", {{"suit", t.suit(r.suit)}});
    case Refusal::Reason::NotInHand: return t("refusal.not_in_hand");
    case Refusal::Reason::GrassSuitInRound2: return t.format("refusal.grass_suit_in_round2", {{"suit", t.suit(r.suit)}});
    default: return t("refusal.not_your_turn");
  }
}

std::string refusedText(const Texts& t, const Refused& r, const Lesson* lesson) {
  switch (r.why) {
    case Refused::Why::Rules: return refusalText(t, r.rule);
    case Refused::Why::NotTheLesson:
      return t.format("lesson.not_this", {{"do", lesson ? lessonInstruction(t, *lesson, r.lessonMove) : std::string()}});
    case Refused::Why::Server: return r.message;
    case Refused::Why::NothingToTakeBack: return t("message.nothing_to_take_back");
  }
  return {};
}

std::string promptText(const Texts& t, Awaiting awaiting) {
  switch (awaiting) {
    case Awaiting::Packets: return t("message.choose_packets");
    case Awaiting::Bid1: return t("prompt.eat_or_pass");
    case Awaiting::Bid2: return t("prompt.name_or_pass");
    case Awaiting::Play: return t("prompt.play_card");
    default: return {};
  }
}

std::string noticeText(const Texts& t, const SessionNotice& notice, const Lesson* lesson) {
  if (const auto* refused = std::get_if<Refused>(&notice)) return refusedText(t, *refused, lesson);
  if (const auto* hint = std::get_if<Hint>(&notice)) return hintLine(t, hint->view, hint->valued);
  if (std::holds_alternative<TakenBack>(notice)) return t("message.taken_back");
  return {};
}

std::string chairNoteText(const Texts& t, const ChairNote& note) {
  switch (note.kind) {
    case ChairNote::Kind::ProgramFailed:
      return t.format("message.bot_" + std::string(code(note.fault)), {{"player", t.seat(note.seat)}});
    case ChairNote::Kind::Reconnecting: return t("lobby.reconnecting");
    case ChairNote::Kind::Gone: return t("lobby.gone");
    case ChairNote::Kind::Dropped: return t.format("online.dropped", {{"name", note.name}});
    case ChairNote::Kind::Back: return t.format("online.back", {{"name", note.name}});
    case ChairNote::Kind::Replaced: return t.format("online.replaced", {{"name", note.name}});
    case ChairNote::Kind::HostLeft: return t.format("online.host_left", {{"name", note.name}});
    case ChairNote::Kind::PlayedForYou: return t.plural("online.played_for_you", note.moves);
  }
  return {};
}

PerSeat<std::string> namesOnScreen(const Texts& t, Seat own, const PerSeat<std::string>& people) {
  PerSeat<std::string> names;
  for (Seat place : {Seat::Goat, Seat::Sheep}) {
    const Seat chair = atPlace(place, own);
    names[place] = !people[chair].empty() ? people[chair] : chair != place ? t.ownName(chair) : std::string();
  }
  return names;
}

std::string mutedText(const Texts& texts, bool muted, bool device) {
  if (!muted) return {};
  return texts(device ? "sound.muted" : "sound.no_device");
}

}  // namespace bizon::table
