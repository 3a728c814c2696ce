#include "Move.h"

namespace bizon {

Move::Move(Seat seat, const Choice& choice)
    : Move(std::visit([seat](auto c) { return Move(seat, c); }, choice)) {}

Choice Move::choice() const {
  if (const auto c = card()) return *c;
  if (const auto b = bid()) return *b;
  return *packets();
}

std::string moveLabel(Decision decision, int indexInKind) {
  switch (decision) {
    case Decision::Packets: return "packets";
    case Decision::Bid: return "bid " + std::to_string(indexInKind);
    case Decision::Play: return "play " + std::to_string(indexInKind);
  }
  return "move";
}

std::string choiceCode(const Choice& choice) {
  if (const Packets* p = std::get_if<Packets>(&choice)) return *p == Packets::ThreeTwo ? "3-2" : "2-3";
  if (const Card* c = std::get_if<Card>(&choice)) return code(*c);
  const Bid& b = std::get<Bid>(choice);
  if (!b.eat) return "pass";
  return b.trump ? "eat:" + std::string(1, code(*b.trump)) : "eat";
}

std::optional<Choice> parseChoice(Decision decision, std::string_view text) {
  switch (decision) {
    case Decision::Packets:
      if (text == "3-2") return Packets::ThreeTwo;
      if (text == "2-3") return Packets::TwoThree;
      return std::nullopt;
    case Decision::Bid:
      if (text == "pass") return Bid::pass();
      if (text == "eat") return Bid::eatGrass();
      if (text.size() == 5 && text.substr(0, 4) == "eat:")
        if (auto suit = parseSuit(text.substr(4))) return Bid::eatGrass(*suit);
      return std::nullopt;
    case Decision::Play:
      if (auto card = parseCard(text)) return *card;
      return std::nullopt;
  }
  return std::nullopt;
}

}  // namespace bizon
