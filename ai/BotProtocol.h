// The messages of the bot protocol `bizon-bot-1` (docs/bot-protocol.md) and their checks, for both ends.
#pragma once

#include <boost/json/fwd.hpp>
#include <string>
#include <string_view>
#include <variant>

#include "Score.h"
#include "SeatView.h"

namespace bizon {

inline constexpr std::string_view botProtocol = "bizon-bot-1";

// One decision of a seat: the packets (R16), a bid (R6–R7) or a card (R10).
using Choice = std::variant<Packets, Bid, Card>;

// What the host sends. `totals` are the set's SP before this game; the view carries only what
// the seat may know (R18).
boost::json::object helloMessage(Seat seat, bool fullShuffle, int games);
boost::json::object decideMessage(int game, const SeatView& view, const PerSeat<int>& totals);
boost::json::object gameOverMessage(int game, const Score& score);

// The bot's end: the view a decide message describes, as the engine would give it (viewOf);
// throws std::invalid_argument saying what is wrong with a malformed message.
SeatView viewFromDecide(const boost::json::object& decide);
// The answer line for a choice.
boost::json::object answerMessage(const Choice& choice);

// The host's end: the choice an answer line makes, or why it is refused.
struct AnswerError {
  bool notJson = false;  // not a JSON object at all; otherwise not one of the legal answers
  std::string reason;
};
std::variant<Choice, AnswerError> readAnswer(std::string_view line, const SeatView& view);

}  // namespace bizon
