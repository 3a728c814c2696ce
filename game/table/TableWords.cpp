#include "table/TableWords.h"

#include "scene/Label.h"
#include "table/CardPainter.h"
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

std::string refusalText(const Texts& t, const Refusal& r) {
  switch (r.reason) {
    case Refusal::Reason::MustFollow: return t.format("refusal.must_follow", {{"suit", t.suit(r.suit)}});
    case Refusal::Reason::NotInHand: return t("refusal.not_in_hand");
    case Refusal::Reason::GrassSuitInRound2: return t.format("refusal.grass_suit_in_round2", {{"suit", t.suit(r.suit)}});
    default: return t("refusal.not_your_turn");
  }
}

}  // namespace bizon::table
