// The table protocol's lines (docs/table-protocol.md): codes read aloud, tokens, client lines over the wire and back, refusals with reasons, and the events a seat is sent (R18).
#include <catch2/catch.hpp>

#include "codec/TableProtocolCodec.h"
#include "codec/TableStateCodec.h"

using namespace bizon;

TEST_CASE("A table code holds 50 bits in two groups of five, read back however it was typed", "[table-protocol]") {
  const std::string code = tableCode(0x3'FFFF'FFFF'FFFFull & 0x2'3456'789A'BCDEull);
  REQUIRE(code.size() == 11);
  CHECK(code[5] == '-');
  CHECK(readTableCode(code) == code);
  std::string typed = code.substr(0, 5) + code.substr(6);
  for (char& c : typed) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  CHECK(readTableCode(typed) == code);
  CHECK(readTableCode("0O1IL-00000") == std::optional<std::string>("00111-00000"));
  CHECK_FALSE(readTableCode("../etc/passwd"));
  CHECK_FALSE(readTableCode("K7QM2-9XH4"));
  CHECK_FALSE(readTableCode("K7QM2-9XH4RR"));
  CHECK(tableCode(0) != tableCode(1));
}

TEST_CASE("Client lines go over the wire and back unchanged", "[table-protocol]") {
  ClientMessage create = clientMessage(ClientMessage::Type::Create);
  create.name = "Zoë", create.level = AiLevel::Easy, create.shuffle = Shuffle::Full, create.grace = 5, create.coach = true;
  ClientMessage rejoin = clientMessage(ClientMessage::Type::Rejoin);
  rejoin.code = "K7QM2-9XH4R", rejoin.token = std::string(32, 'a');
  ClientMessage move = clientMessage(ClientMessage::Type::Move);
  move.turn = 57, move.choice = Bid::eatGrass(Suit::Spades);
  ClientMessage take = clientMessage(ClientMessage::Type::Take);
  take.seat = Seat::Sheep;
  for (const ClientMessage& m : {create, rejoin, move, take, clientMessage(ClientMessage::Type::Leave), clientMessage(ClientMessage::Type::Again)}) {
    const auto back = readClientLine(clientLine(m));
    REQUIRE(std::holds_alternative<ClientMessage>(back));
    CHECK(std::get<ClientMessage>(back) == m);
  }
}

TEST_CASE("A bad client line gets the protocol's reason and names what is wrong", "[table-protocol]") {
  auto reason = [](std::string_view line) {
    const auto read = readClientLine(line);
    return std::holds_alternative<ProtocolError>(read)
               ? std::string(word(std::get<ProtocolError>(read).reason)) + ": " + std::get<ProtocolError>(read).message
               : "";
  };
  CHECK(reason("hello").starts_with("not_json"));
  CHECK(reason(std::string(20000, ' ')).starts_with("too_long"));
  CHECK(reason(R"({"type":"dance"})").starts_with("bad_message"));
  CHECK(reason(R"({"type":"play","card":"ZZ","turn":1})") == "bad_message: card: ZZ is not a card");
  CHECK(reason(R"({"type":"join","protocol":"bizon-table-2","code":"K7QM2-9XH4R","name":"A"})").starts_with("bad_message: protocol"));
  CHECK(reason(R"({"type":"rejoin","protocol":"bizon-table-1","code":"K7QM2-9XH4R","token":"../../x"})") == "bad_message: token: not a token");
  CHECK(reason(R"({"type":"create","protocol":"bizon-table-1","name":"\u0007"})").starts_with("bad_message: name"));
  CHECK(reason(R"({"type":"create","protocol":"bizon-table-1","name":"Ann","grace":601})").starts_with("bad_message: grace"));
  CHECK(reason(R"({"type":"create","protocol":"bizon-table-1","name":"Ann","coach":"yes"})").starts_with("bad_message: coach"));
}

TEST_CASE("welcome says whether the hint and the coach help at the table; a server that does not say means no", "[table-protocol]") {
  const auto welcome = readServerLine(welcomeLine("K7QM2-9XH4R", false, AiLevel::Hard, Shuffle::Light, 60, true, Seat::Goat));
  REQUIRE(std::holds_alternative<ServerMessage>(welcome));
  CHECK(std::get<ServerMessage>(welcome).coach);
  CHECK(std::get<ServerMessage>(welcome).seat == Seat::Goat);
  // The built-in players' level, which a player's copy of the set names them by.
  CHECK(std::get<ServerMessage>(welcome).level == AiLevel::Hard);
  const auto older = readServerLine(R"({"type":"welcome","protocol":"bizon-table-1","code":"K7QM2-9XH4R","host":true})");
  REQUIRE(std::holds_alternative<ServerMessage>(older));
  CHECK_FALSE(std::get<ServerMessage>(older).coach);
  CHECK_FALSE(std::get<ServerMessage>(older).level);
}

TEST_CASE("R18: a seat is sent its own cards as dealt, a count for another's, and no deck when a game starts", "[table-protocol][R18]") {
  CardSet cards;
  cards.add(Card(Suit::Spades, Rank::Ace));
  cards.add(Card(Suit::Hearts, Rank::Nine));
  Deck deck = orderedDeck();
  const Event dealt = PacketDealt{Seat::Goat, cards, false};
  CHECK(eventLine(seatEventOf(dealt, Seat::Goat), 3002) == R"({"type":"event","event":"dealt","seat":"goat","count":2,"completing":false,"cards":["9H","AS"],"seq":3002})");
  CHECK(eventLine(seatEventOf(dealt, Seat::You), 3002) == R"({"type":"event","event":"dealt","seat":"goat","count":2,"completing":false,"seq":3002})");
  CHECK(eventLine(seatEventOf(GameStarted{3, Seat::Sheep, deck}, Seat::You), 3001) == R"({"type":"event","event":"game_started","game":3,"dealer":"sheep","seq":3001})");
}

TEST_CASE("A served table's file and a kept chair read back as written; a file naming a path is refused", "[table-protocol]") {
  ServedTableState state;
  state.code = tableCode(12345);
  state.started = true;
  state.setId = "20260101-000000-abcdef01";
  state.host = Seat::You;
  state.names[Seat::You] = "Ann";
  state.tokens[Seat::You] = std::string(32, 'f');
  state.coach = true;
  std::string why;
  CHECK(readServedTable(servedTableText(state), why) == state);
  state.tokens[Seat::Goat] = "../../etc/passwd";
  CHECK_FALSE(readServedTable(servedTableText(state), why));
  const KeptChair chair{tableCode(99), std::string(32, '0'), Seat::Goat, false, "", 0, {}};
  CHECK(readKeptChair(keptChairText(chair), why) == chair);
  // The window keeps the server's address with the chair, so that it finds it after a restart.
  const KeptChair kept{tableCode(99), std::string(32, '0'), Seat::You, true, "127.0.0.1:7340", 0, {}};
  CHECK(readKeptChair(keptChairText(kept), why) == kept);
  // And the server's certificate, pinned: a window that comes back checks it is the same server.
  KeptChair pinned = kept;
  pinned.fingerprint = std::string(64, 'c');
  CHECK(readKeptChair(keptChairText(pinned), why) == pinned);
  pinned.fingerprint = "../../etc";
  CHECK_FALSE(readKeptChair(keptChairText(pinned), why));
  CHECK(why == "fingerprint: ../../etc is not 64 lowercase hexadecimal digits");
}

TEST_CASE("R18: every event a seat is sent reads back as the very event, for a window at a remote table", "[table-protocol][R18]") {
  CardSet cards;
  cards.add(Card(Suit::Spades, Rank::Ace));
  Trick trick;
  trick.leader = Seat::Goat, trick.winner = Seat::Sheep;
  trick.cards = {Card(Suit::Hearts, Rank::Nine), Card(Suit::Hearts, Rank::Ace), Card(Suit::Clubs, Rank::Jack)};
  Score score;
  score.outcome = Outcome::BizonWon, score.bizon = Seat::Goat, score.gp = {10, 50, 60}, score.sp = {-1, 2, -1};
  const std::vector<SeatEvent> events = {
      GameBegun{3, Seat::Sheep}, PacketsChosen{Seat::Sheep, Packets::TwoThree}, Dealt{Seat::You, 1, cards, false},
      Dealt{Seat::Goat, 3, {}, true}, GrassTurned{Card(Suit::Diamonds, Rank::King)}, TurnStarted{Seat::You, Decision::Bid, 2},
      BidMade{Seat::Goat, Bid::eatGrass(Suit::Spades), 2}, BidMade{Seat::You, Bid::pass(), 1},
      GrassEaten{Seat::Goat, Card(Suit::Diamonds, Rank::King), Suit::Spades, 2}, AllPassed{}, CardPlayed{Seat::Sheep, Card(Suit::Clubs, Rank::Ten)},
      TrickTaken{4, trick}, GameScored{score}, SetFinished{{3, -5, 3}, {true, false, true}}};
  int seq = 3000;
  for (const SeatEvent& event : events) {
    const std::string line = eventLine(event, ++seq);
    CAPTURE(line);
    const auto read = readServerLine(line);
    REQUIRE(std::holds_alternative<ServerMessage>(read));
    REQUIRE(std::get<ServerMessage>(read).seatEvent);
    CHECK(*std::get<ServerMessage>(read).seatEvent == event);
    CHECK(std::get<ServerMessage>(read).seq == seq);
  }
  const auto wrong = readServerLine(R"({"type":"event","event":"card_played","seat":"goat","card":"ZZ"})");
  CHECK(std::holds_alternative<ProtocolError>(wrong));
}

TEST_CASE("A player's copy of a set gets the table's shuffle from its welcome and the seed from the set's end", "[table-protocol]") {
  const auto welcome = readServerLine(welcomeLine("K7QM2-9XH4R", false, AiLevel::Easy, Shuffle::Full, 60, false, std::nullopt));
  REQUIRE(std::holds_alternative<ServerMessage>(welcome));
  CHECK(std::get<ServerMessage>(welcome).shuffle == Shuffle::Full);
  PerSeat<bool> winners{{false, true, false}};
  const SetFinished end{PerSeat<int>{{3, 21, -2}}, winners};
  const std::uint64_t seed = 18446744073709551557ull;  // above 2^63: the whole range of a set file's seed
  const auto read = readServerLine(eventLine(end, 16001, seed));
  REQUIRE(std::holds_alternative<ServerMessage>(read));
  CHECK(std::get<ServerMessage>(read).seed == seed);
  CHECK(std::get<ServerMessage>(read).totals == end.totals);
  // A server that does not send it: no seed, and the line is still read.
  const auto without = readServerLine(R"({"type":"event","event":"set_finished","totals":{"you":3,"goat":21,"sheep":-2},"winners":["goat"]})");
  REQUIRE(std::holds_alternative<ServerMessage>(without));
  CHECK_FALSE(std::get<ServerMessage>(without).seed);
}
