// The protocol's client without I/O (TableClient), fed the server's own lines (the codec's, as the server writes them): the opening, the chair taken, refusals in one enumeration, the pace of its lines, a rejoin naming the last event seen and the catch-up that follows it.
#include <catch2/catch.hpp>

#include "../history/RandomPlay.h"
#include "Match.h"
#include "Random.h"
#include "server/TableClient.h"

namespace bizon {

namespace {

using Clock = TableClient::Clock;
using T = ClientMessage::Type;

ServerMessage heard(const std::string& line) {
  auto read = readServerLine(line);
  REQUIRE(std::holds_alternative<ServerMessage>(read));
  return std::get<ServerMessage>(read);
}

PerSeat<ChairShown> chairs(std::string you, std::string goat, bool goatConnected = true) {
  PerSeat<ChairShown> c;
  c[Seat::You] = {std::move(you), true, true, true, true};
  if (!goat.empty()) c[Seat::Goat] = {std::move(goat), true, false, goatConnected, false};
  return c;
}

const std::string token(32, 'a');

}  // namespace

TEST_CASE("a guest joins by the code, takes the first free chair, and is refused a chair taken first", "[client]") {
  TableClient::Options options;
  options.create.name = "Bob";
  options.code = "k7qm2-9xh4r";
  TableClient client(options);
  const auto now = Clock::now();
  client.connected(now);
  auto out = client.outgoing(now);
  REQUIRE(out.size() == 1);
  CHECK(out[0].type == T::Join);
  CHECK(out[0].code == "K7QM2-9XH4R");
  client.received(heard(welcomeLine("K7QM2-9XH4R", false, AiLevel::Easy, Shuffle::Full, 60, true, std::nullopt)));
  CHECK(client.phase() == TableClient::Phase::Lobby);
  CHECK(client.coach());
  CHECK(client.shuffle() == Shuffle::Full);
  client.received(heard(chairsLine(false, chairs("Ann", ""))));
  out = client.outgoing(now);
  REQUIRE(out.size() == 1);
  CHECK(out[0].type == T::Take);
  CHECK(out[0].seat == Seat::Goat);
  // Cid took Goat's chair first: the chairs said so before the refusal, and Sheep's is asked for.
  client.received(heard(chairsLine(false, chairs("Ann", "Cid"))));
  client.received(heard(refusalLine(TableReason::ChairTaken, "that chair is someone's")));
  out = client.outgoing(now);
  REQUIRE(out.size() == 1);
  CHECK(out[0].seat == Seat::Sheep);
  client.received(heard(seatedLine(Seat::Sheep, token)));
  REQUIRE(client.chair());
  CHECK(client.chair()->seat == Seat::Sheep);
  CHECK_FALSE(client.chair()->host);
}

TEST_CASE("refusals are one enumeration at both ends: a wrong code ends the client at once", "[client]") {
  for (std::size_t i = 0; i <= static_cast<std::size_t>(TableReason::Unknown); ++i) {
    const auto reason = static_cast<TableReason>(i);
    CHECK(tableReason(word(reason)) == reason);
    CHECK(heard(refusalLine(reason, "why")).reason == reason);
    CHECK(heard(closingLine(reason, "why")).reason == reason);
  }
  CHECK(tableReason("a word from a later server") == TableReason::Unknown);
  TableClient::Options options;
  options.code = "00000-00000";
  TableClient client(options);
  client.connected(Clock::now());
  CHECK(client.outgoing(Clock::now()).size() == 1);
  client.received(heard(refusalLine(TableReason::UnknownTable, "no table has that code, or that token")));
  CHECK(client.phase() == TableClient::Phase::Ended);
  CHECK(client.reason() == TableReason::UnknownTable);
  // Its bye changes nothing, and no connection is opened again.
  client.received(heard(closingLine(TableReason::UnknownTable, "no table has that code, or that token")));
  client.connected(Clock::now());
  CHECK(client.outgoing(Clock::now()).empty());
  // A server that stops is waited for; a host who quits is not.
  TableClient waiting(options), told(options);
  waiting.received(heard(closingLine(TableReason::Stopping, "the server is stopping")));
  CHECK(waiting.phase() != TableClient::Phase::Ended);
  told.received(heard(closingLine(TableReason::HostLeft, "the host has closed the table")));
  CHECK(told.phase() == TableClient::Phase::Ended);
}

TEST_CASE("the client paces its lines below the server's limit", "[client]") {
  TableClient::Options options;
  options.kept = KeptChair{"K7QM2-9XH4R", token, Seat::You, true, "127.0.0.1:1", 0, {}};
  TableClient client(options);
  const auto start = Clock::now();
  client.connected(start);
  for (int i = 0; i < 99; ++i) client.start();  // the host's start, pressed over and over
  std::size_t sent = client.outgoing(start).size();
  CHECK(sent == 20);
  CHECK(client.nextLineIn(start) > Clock::duration::zero());
  // Five seconds on: 8 a second have gone since, no more.
  for (int s = 1; s <= 5; ++s) sent += client.outgoing(start + std::chrono::seconds(s)).size();
  CHECK(sent == 20 + 40);
  // In the end every line goes.
  for (int s = 6; s <= 60; ++s) sent += client.outgoing(start + std::chrono::seconds(s)).size();
  CHECK(sent == 1 + 2 * 99);  // the opening, and each start with the ready it says first
  CHECK(client.nextLineIn(start + std::chrono::seconds(60)) == Clock::duration::zero());
}

TEST_CASE("a rejoin names the last event seen, and the catch-up after it is told once", "[client]") {
  TableClient::Options options;
  options.kept = KeptChair{"K7QM2-9XH4R", token, Seat::You, false, "127.0.0.1:1", 0, {}};
  TableClient client(options);
  auto now = Clock::now();
  client.connected(now);
  auto out = client.outgoing(now);
  REQUIRE(out.size() == 1);
  CHECK(out[0].type == T::Rejoin);
  CHECK(out[0].last == 0);
  client.received(heard(welcomeLine("K7QM2-9XH4R", false, AiLevel::Easy, Shuffle::Light, 60, false, Seat::You)));
  client.received(heard(chairsLine(true, chairs("Ann", "Bob"))));
  CHECK_FALSE(client.caughtUp());  // a rejoin to a set in play: its catch-up comes
  client.received(heard(setLine({}, {}, eventNumber(1, 2))));
  CHECK_FALSE(client.caughtUp());
  client.received(heard(eventLine(GameBegun{1, Seat::Sheep}, eventNumber(1, 1))));
  client.received(heard(eventLine(PacketsChosen{Seat::Sheep, Packets::ThreeTwo}, eventNumber(1, 2))));
  CHECK(client.caughtUp());
  CHECK(client.stream().size() == 2);
  CHECK(client.takeFresh().size() == 2);
  // Dropped and back: the rejoin names event 1002, and what the server sends again is not told twice.
  client.lost();
  CHECK(client.reconnecting());
  client.connected(now += std::chrono::seconds(1));
  out = client.outgoing(now);
  REQUIRE(out.size() == 1);
  CHECK(out[0].last == eventNumber(1, 2));
  client.received(heard(eventLine(PacketsChosen{Seat::Sheep, Packets::ThreeTwo}, eventNumber(1, 2))));
  CHECK(client.takeFresh().empty());
  CHECK(client.stream().size() == 2);
}

TEST_CASE("a catch-up past games this client did not see ends them with their records", "[client]") {
  TableClient::Options options;
  options.kept = KeptChair{"K7QM2-9XH4R", token, Seat::You, false, "127.0.0.1:1", 0, {}};
  TableClient client(options);
  client.connected(Clock::now());
  client.received(heard(welcomeLine("K7QM2-9XH4R", false, AiLevel::Easy, Shuffle::Light, 60, false, Seat::You)));
  client.received(heard(chairsLine(true, chairs("Ann", "Bob"))));
  client.received(heard(setLine({}, {}, eventNumber(1, 1))));
  client.received(heard(eventLine(GameBegun{1, Seat::Sheep}, eventNumber(1, 1))));
  client.takeFresh();
  // Game 1 was played out while away: its record replaces what was seen of it.
  Match match({7, Shuffle::Light, 15});
  Random random(7);
  while (match.finishedGames().empty()) test::playRandomAction(match, random);
  const TimePoint began = std::chrono::floor<std::chrono::seconds>(std::chrono::system_clock::now()) - std::chrono::hours(1);
  client.received(heard(setLine(match.finishedGames(), match.totals(), eventNumber(2, 1), began)));
  CHECK(client.setStarted() == began);  // a copy of the set is dated from its start, not from the return
  client.received(heard(eventLine(GameBegun{2, Seat::You}, eventNumber(2, 1))));
  // Its score first: the scoresheet's row of a game not seen to its end.
  REQUIRE(client.stream().size() == 3);
  REQUIRE(std::holds_alternative<GameScored>(client.stream()[0]));
  CHECK(std::get<GameScored>(client.stream()[0]).score == match.scores()[0]);
  CHECK(std::holds_alternative<GameRevealed>(client.stream()[1]));
  CHECK(std::holds_alternative<GameBegun>(client.stream()[2]));
  CHECK(client.games().size() == 1);
  CHECK(client.takeFresh().size() == 3);
}

TEST_CASE("back at a chair, the moves made for you since the last event seen are said", "[client]") {
  TableClient::Options options;
  // The window that died had seen up to event 1003 (a chair's file keeps it at each move).
  options.kept = KeptChair{"K7QM2-9XH4R", token, Seat::Goat, false, "127.0.0.1:1", eventNumber(1, 3), {}};
  TableClient client(options);
  client.connected(Clock::now());
  CHECK(client.outgoing(Clock::now()).front().last == 0);  // a new window: the game from its start
  client.received(heard(welcomeLine("K7QM2-9XH4R", false, AiLevel::Easy, Shuffle::Light, 60, false, Seat::Goat)));
  client.received(heard(chairsLine(true, chairs("Ann", "Bob"))));
  client.received(heard(setLine({}, {}, eventNumber(1, 6))));
  const Card nine(Suit::Hearts, Rank::Nine), ten(Suit::Hearts, Rank::Ten);
  client.received(heard(eventLine(GameBegun{1, Seat::Sheep}, eventNumber(1, 1))));
  client.received(heard(eventLine(PacketsChosen{Seat::Sheep, Packets::ThreeTwo}, eventNumber(1, 2))));
  client.received(heard(eventLine(CardPlayed{Seat::Goat, nine}, eventNumber(1, 3))));  // yours, seen
  CHECK(client.takeNews().empty());
  client.received(heard(eventLine(CardPlayed{Seat::Sheep, ten}, eventNumber(1, 4))));
  client.received(heard(eventLine(CardPlayed{Seat::Goat, ten}, eventNumber(1, 5))));   // made for you
  client.received(heard(eventLine(CardPlayed{Seat::Goat, nine}, eventNumber(1, 6))));  // made for you
  const auto news = client.takeNews();
  REQUIRE(news.size() == 1);
  CHECK(news[0].kind == TableNews::Kind::PlayedForYou);
  CHECK(news[0].moves == 2);
}

TEST_CASE("at a set's end: again is said once, and the client is at the table's lobby only once the table opens again", "[client][again]") {
  // Bob at Goat's chair, the set played to its end.
  const auto over = [](TableClient& client) {
    const auto now = Clock::now();
    client.connected(now);
    client.received(heard(welcomeLine("K7QM2-9XH4R", false, AiLevel::Easy, Shuffle::Light, 60, false, std::nullopt)));
    client.received(heard(chairsLine(false, chairs("Ann", ""))));
    client.received(heard(seatedLine(Seat::Goat, token)));
    client.received(heard(chairsLine(true, chairs("Ann", "Bob"))));
    client.received(heard(eventLine(SetFinished{PerSeat<int>{{3, -5, 2}}, PerSeat<bool>{{true, false, false}}}, 16001, 77)));
    REQUIRE(client.phase() == TableClient::Phase::Over);
    client.outgoing(now + std::chrono::seconds(10));  // what was said before
  };
  TableClient::Options options;
  options.create.name = "Bob";
  options.code = "K7QM2-9XH4R";

  SECTION("Bob says yes first") {
    TableClient bob(options);
    over(bob);
    bob.again();
    bob.again();
    const auto out = bob.outgoing(Clock::now() + std::chrono::seconds(20));
    REQUIRE(out.size() == 1);
    CHECK(out[0].type == T::Again);
    // Chairs told before the table opened (someone dropped) leave Bob at the end.
    bob.received(heard(chairsLine(true, chairs("Ann", "Bob", true))));
    CHECK(bob.phase() == TableClient::Phase::Over);
    bob.received(heard(chairsLine(false, chairs("Ann", "Bob"))));
    CHECK(bob.phase() == TableClient::Phase::Lobby);
    CHECK_FALSE(bob.started());
    CHECK(bob.readySaid());
    CHECK(bob.seat() == Seat::Goat);
    CHECK(bob.lastSeen() == 0);  // the next set is numbered from its first game
    CHECK_FALSE(bob.seed());
    CHECK(bob.stream().empty());
    // The host starts it: Bob plays the new set.
    bob.received(heard(chairsLine(true, chairs("Ann", "Bob"))));
    CHECK(bob.phase() == TableClient::Phase::Playing);
    CHECK(bob.setStarted());
  }
  SECTION("Ann asked first: Bob is told, and at the lobby as soon as he says yes") {
    TableClient bob(options);
    over(bob);
    bob.received(heard(chairsLine(false, chairs("Ann", "Bob"))));
    CHECK(bob.anotherAskedBy() == "Ann");  // she alone is ready at the table opened again
    CHECK(bob.phase() == TableClient::Phase::Over);  // his set's end stays on show until he answers
    bob.again();
    CHECK(bob.phase() == TableClient::Phase::Lobby);
    CHECK_FALSE(bob.anotherAskedBy());
  }
}

}  // namespace bizon
