// A finger on your hand: at a table of friends (nothing taken back there) a first touch raises the card and a second plays it; at a local table with room, one touch plays.
// Needs a display (the table draws its cards): it runs in game.layout_text.
#include <catch2/catch.hpp>

#include <chrono>
#include <memory>
#include <thread>

#include "../Eventually.h"
#include "../TableWaits.h"
#include "../history/TestDirectory.h"
#include "Player.h"
#include "ScreenTestContext.h"
#include "server/HostedServer.h"
#include "session/RemoteSource.h"
#include "session/TableSession.h"
#include "table/TableScreen.h"

using namespace bizon;
using table::Awaiting;

namespace {

// Frames until your card is asked and the table stands still; your other decisions by the computer.
void untilYourCard(table::TableScreen& table) {
  table.session().setAutopilot([](Awaiting a) { return a != Awaiting::Play; });
  REQUIRE(test::eventually("your card asked, the table still", [&] {
    if (table.session().awaiting() == Awaiting::Play && table.still()) return true;
    table.update(1.f / 30.f);
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
    return false;
  }));
}

// The point of your hand where a legal card lies, and that card.
std::pair<sf::Vector2f, Card> legalCard(const table::TableScreen& table) {
  const auto& hand = table.scene().model().hand(Seat::You);
  for (std::size_t i = 0; i < hand.size(); ++i)
    if (table.session().legal().contains(hand[i])) return {table.scene().handPoint(i), hand[i]};
  FAIL("no legal card in your hand");
  return {};
}

}  // namespace

TEST_CASE("at a table of friends a first touch raises your card and a second plays it", "[.layout-text][touch]") {
  test::ScreenWorld world;
  world.settings.tempo = Tempo::Instant;
  test::TestDirectory server, ann;
  RemoteTarget target;
  target.server = std::make_shared<HostedServer>("127.0.0.1:0", server.path(), builtInPlayer);
  target.host = "127.0.0.1", target.port = std::to_string(target.server->port()), target.dataDirectory = ann.path();
  target.create.name = "Ann", target.create.level = AiLevel::Easy;
  auto remote = std::make_unique<RemoteTable>(target);
  REQUIRE(test::until(*remote, "Ann seated", [](const TableClient& c) { return c.seat().has_value(); }));
  remote->client().start();
  REQUIRE(test::until(*remote, "the set started", [](const TableClient& c) { return c.started() && c.caughtUp(); }));
  // A wide window: your hand has room, a finger could aim at each card.
  table::TableScreen table(world.context, table::TableOptions{}, std::make_unique<table::RemoteSource>(std::move(remote)));
  table.resize({1280.f, 720.f});
  untilYourCard(table);
  const auto [point, card] = legalCard(table);
  const std::size_t held = table.scene().model().hand(Seat::You).size();
  table.touch(point);
  CHECK(table.session().picked() == card);
  CHECK(table.session().awaiting() == Awaiting::Play);  // nothing sent yet
  CHECK(table.scene().model().hand(Seat::You).size() == held);
  table.touch(point);
  CHECK_FALSE(table.session().awaiting() == Awaiting::Play);  // on its way to the server
  REQUIRE(test::eventually("the card played", [&] {
    table.update(1.f / 30.f);
    return table.scene().model().hand(Seat::You).size() == held - 1;
  }));
}

TEST_CASE("at a local table with room for a finger one touch plays your card (it can be taken back)", "[.layout-text][touch]") {
  test::ScreenWorld world;
  world.settings.tempo = Tempo::Instant;
  world.settings.level = AiLevel::Easy;
  world.settings.coach = false;
  table::TableScreen table(world.context, table::TableOptions{5, std::nullopt, false, {}});
  table.resize({1280.f, 720.f});
  untilYourCard(table);
  const auto [point, card] = legalCard(table);
  table.touch(point);
  CHECK_FALSE(table.match()->view(Seat::You).hand.contains(card));  // played at once
  CHECK(table.session().canTakeBack());
}
