// The lines of the bot protocol `bizon-bot-1` (docs/bot-protocol.md) and their checks, for both ends: the host's (ExecPlayer) and the bot's (`bizon bot`).
#pragma once

#include <boost/json/fwd.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "Move.h"
#include "Score.h"
#include "SeatView.h"

namespace bizon {

inline constexpr std::string_view botProtocol = "bizon-bot-1";

// What the host sends, one JSON object a line (without the newline). `totals` are the set's SP
// before this game; the view carries only what the seat may know (R18).
std::string helloLine(Seat seat, bool fullShuffle, int games);
std::string decideLine(int game, const SeatView& view, const PerSeat<int>& totals);
// Cards and packets as both protocols write them (["AS","KS"], [3,2]), and packets read back.
boost::json::array cardsJson(CardSet cards);
boost::json::array packetsJson(Packets packets);
std::optional<Packets> packetsFrom(const boost::json::value& value);
// The same message as an object, which the table protocol extends (TableProtocolCodec.h).
boost::json::object decideObject(int game, const SeatView& view, const PerSeat<int>& totals);
std::string gameOverLine(int game, const Score& score);
std::string byeLine();

// What the bot sends: ready (with its name) to hello, an answer to each decide, or an error.
std::string readyLine(std::string_view name);
std::string answerLine(const Choice& choice);
std::string errorLine(std::string_view message);

// The bot's end: a line from the host.
struct HostMessage {
  enum class Type : std::uint8_t { NotAMessage, Hello, Decide, GameOver, Bye, Other };
  Type type = Type::NotAMessage;
  bool ourProtocol = false;       // hello: it names bizon-bot-1
  std::optional<SeatView> view;   // decide: the view it describes, as the engine would give it (viewOf)
  std::string error;              // decide without a view: what is wrong with it ("play 3: ZZ is not a card")
};
HostMessage readHostLine(std::string_view line);

// The host's end: the name in the bot's answer to hello, or nullopt if the line is not ready.
std::optional<std::string> readReady(std::string_view line);
// The choice an answer line makes, or why it is refused.
struct AnswerError {
  bool notJson = false;  // not a JSON object at all; otherwise not one of the legal answers
  std::string reason;
};
std::variant<Choice, AnswerError> readAnswer(std::string_view line, const SeatView& view);

}  // namespace bizon
