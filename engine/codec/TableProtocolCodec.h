// The lines of the table protocol `bizon-table-1` (docs/table-protocol.md) and their checks, for both ends: the server's and the client's (`bizon join`).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "AiLevel.h"
#include "Deck.h"
#include "GameRecord.h"
#include "SeatView.h"
#include "SetMetadata.h"
#include "seats/SeatEvents.h"

namespace bizon {

inline constexpr std::string_view tableProtocol = "bizon-table-1";
inline constexpr std::size_t tableLineLimit = 16384;  // bytes, newline included: a client's line
// A server's line: a `set` carries whole games, so its lines may be longer than a client's.
inline constexpr std::size_t serverLineLimit = 1 << 20;
// The protocol's port: where a server listens and a client looks unless told another.
inline constexpr unsigned short tablePort = 7340;

// What a client sends. A move (play, bid, packets) is a bizon-bot-1 answer with its turn: its
// choice is read against the seat's view by readAnswer (BotProtocolCodec.h).
struct ClientMessage {
  enum class Type : std::uint8_t { Create, Join, Rejoin, Take, Ready, Start, Move, Ping, Leave, Again };
  Type type = Type::Ping;
  std::string name;   // create, join
  std::string code;   // join, rejoin: as the code reads (tableCode), whatever was typed
  std::string token;  // rejoin
  AiLevel level = AiLevel::Hard;  // create
  Shuffle shuffle = Shuffle::Light;
  int grace = 60;
  bool coach = false;     // create: the hint and the coach help at this table
  Seat seat = Seat::You;  // take
  int turn = 0;           // move
  Choice choice;          // move (as sent; whether it is legal is the table's to say)
  int last = 0;           // rejoin: the `seq` of the last event the client was told (0: none)
  friend bool operator==(const ClientMessage&, const ClientMessage&) = default;
};
// A message of that type, its other fields as they start.
inline ClientMessage clientMessage(ClientMessage::Type type) {
  ClientMessage m;
  m.type = type;
  return m;
}
// Every reason word of the protocol, in `error` and `bye` (docs/table-protocol.md, "Errors"):
// the one list both ends read and write. Unknown: a word this program does not know.
enum class TableReason : std::uint8_t {
  NotJson, TooLong, BadMessage, Protocol, UnknownTable, Full, ChairTaken, NotHost, NotReady, NotSeated,
  NotYourTurn, Stale, Illegal, Flood, TooMany, Timeout, Left, Stopping, Replaced, HostLeft, Unknown,
};
std::string_view word(TableReason reason);
TableReason tableReason(std::string_view word);
// An error that closes the connection at once (the others close it after 5 in a row).
bool closesAtOnce(TableReason reason);
// A refusal or an end that no new connection mends: the client stops and says why.
bool final(TableReason reason);

// Why a line is refused: the reason of the protocol and a message for people.
struct ProtocolError {
  TableReason reason = TableReason::BadMessage;
  std::string message;
};
std::variant<ClientMessage, ProtocolError> readClientLine(std::string_view line);
std::string clientLine(const ClientMessage& message);

// A table code: 10 characters of Crockford's base 32 from 50 random bits, "K7QM2-9XH4R"; and
// what was typed, read as one (either case, with or without the dash, O as 0, I and L as 1).
std::string tableCode(std::uint64_t bits);
std::optional<std::string> readTableCode(std::string_view typed);
// A token: 32 lowercase hexadecimal digits (128 bits); checked so that it never names a file.
bool isToken(std::string_view text);
// A server certificate's fingerprint (SHA-256) as Bizon writes it: 64 lowercase hexadecimal digits.
bool isFingerprint(std::string_view text);

// One chair as the table shows it.
struct ChairShown {
  std::string name;
  bool person = false, host = false, connected = false, ready = false;
  friend bool operator==(const ChairShown&, const ChairShown&) = default;
};

// What the server sends.
std::string welcomeLine(std::string_view code, bool host, AiLevel level, Shuffle shuffle, int grace, bool coach, std::optional<Seat> seat);
std::string chairsLine(bool started, const PerSeat<ChairShown>& chairs);
std::string seatedLine(Seat seat, std::string_view token);
// An event with its number in the seat's stream (`seq`, eventNumber). set_finished carries the
// set's seed: once the set is over nothing is left to deal with it, and a player's copy of the set
// needs it (docs/file-formats.md).
std::string eventLine(const SeatEvent& event, int seq, std::uint64_t seed = 0);
// The number of an event in a seat's stream: 1000 times its game plus its place in that game's
// stream from 1 (game_started of game 4 is 4001); set_finished is the first of a game after the last.
inline int eventNumber(int game, int place) { return 1000 * game + place; }
// bizon-bot-1's decide with the turn it awaits.
std::string tableDecideLine(int turn, int game, const SeatView& view, const PerSeat<int>& totals);
// The games finished, the totals, and `last`: the number of the seat's latest event, with which
// the catch-up that follows ends; `started`: when the set began (a player's copy is dated from it).
std::string setLine(const std::vector<GameRecord>& games, const PerSeat<int>& totals, int last,
                    std::optional<TimePoint> started = std::nullopt);
std::string refusalLine(TableReason reason, std::string_view message);
std::string closingLine(TableReason reason, std::string_view message);
std::string pongLine();

// What a client reads of the server's lines: enough to play its seat, show it and keep the set.
struct ServerMessage {
  enum class Type : std::uint8_t { Welcome, Chairs, Seated, TableEvent, Decide, Set, Error, Bye, Pong };
  Type type = Type::Pong;
  std::string code, token, message, event;  // event: its kind ("card_played")
  TableReason reason = TableReason::Unknown;  // error, bye
  bool host = false, started = false, coach = false;  // coach: welcome's
  Seat seat = Seat::You;
  int turn = 0, game = 0;
  int seq = 0;                       // event: its number; set: the last of the catch-up
  std::optional<SeatView> view;      // decide
  PerSeat<ChairShown> chairs;        // chairs
  std::vector<GameRecord> games;     // set; game_record's record
  std::optional<SeatEvent> seatEvent;  // event: the event itself
  PerSeat<int> totals;               // set, set_finished
  std::optional<std::uint64_t> seed;  // set_finished, from a server that sends it
  std::optional<Shuffle> shuffle;     // welcome: the table's
  std::optional<AiLevel> level;       // welcome: the built-in players'
  std::optional<TimePoint> setStarted;  // set: when the set began
};
std::variant<ServerMessage, ProtocolError> readServerLine(std::string_view line);

}  // namespace bizon
