// Another set at the same table (docs/table-protocol.md, "Another set"): after a set's end each person's `again` is their yes, the first opens the table as before a start (the same code, people and chairs; a free chair for someone new), the host starts it, and it is a set of its own, numbered from its first game; `again` in a set in play is refused. Played by the players' own client (RemoteTable) against a server on 127.0.0.1.
#include <catch2/catch.hpp>

#include <memory>
#include <vector>

#include "../TableWaits.h"
#include "../history/TestDirectory.h"
#include "Player.h"
#include "server/HostedServer.h"
#include "server/RemoteTable.h"

namespace bizon {

namespace {

using ClientPhase = TableClient::Phase;

RemoteTarget at(const std::filesystem::path& data, unsigned short port, std::string name) {
  RemoteTarget t;
  t.host = "127.0.0.1", t.port = std::to_string(port), t.dataDirectory = data;
  t.create.name = std::move(name), t.create.level = AiLevel::Easy;
  return t;
}

// Every table's frames run, each person's decisions answered at random, until `done` holds.
template <class Done>
bool play(const std::vector<RemoteTable*>& tables, std::string_view what, Done done) {
  std::vector<std::unique_ptr<Player>> players;
  for (std::size_t i = 0; i < tables.size(); ++i) players.push_back(makePlayer("random", 40 + i));
  return test::eventually(what, [&] {
    for (std::size_t i = 0; i < tables.size(); ++i) {
      RemoteTable& table = *tables[i];
      table.wait(std::chrono::milliseconds(1));
      if (const auto asked = table.client().asked()) table.client().move(asked->turn, players[i]->decide(asked->view).choice());
    }
    return done();
  });
}

}  // namespace

TEST_CASE("another set at the same table: each says yes, a newcomer takes the free chair, the host starts it, numbered afresh", "[client][again]") {
  test::TestDirectory server, ann, bob, cid;
  auto hosted = std::make_shared<HostedServer>("127.0.0.1:0", server.path(), builtInPlayer);
  RemoteTarget a = at(ann.path(), hosted->port(), "Ann");
  a.server = hosted;
  RemoteTable host(a);
  REQUIRE(test::until(host, "Ann seated", [](const TableClient& c) { return c.seat().has_value(); }));
  const std::string code = host.client().code();
  RemoteTarget b = at(bob.path(), hosted->port(), "Bob");
  b.code = code;
  RemoteTable guest(b);
  REQUIRE(test::until(guest, "Bob seated at Goat's", [](const TableClient& c) { return c.seat() == Seat::Goat; }));
  guest.client().ready();
  REQUIRE(test::until(guest, "Bob ready", [](const TableClient& c) { return c.chairs()[Seat::Goat].ready; }));
  REQUIRE(test::until(host, "Bob ready, seen by Ann", [](const TableClient& c) { return c.chairs()[Seat::Goat].ready; }));

  host.client().start();
  REQUIRE(play({&host, &guest}, "the set started", [&] { return host.client().started() && guest.client().started(); }));
  REQUIRE(play({&host, &guest}, "the whole first set played", [&] {
    return host.client().phase() == ClientPhase::Over && guest.client().phase() == ClientPhase::Over;
  }));
  const std::string firstCode = host.client().code();
  CHECK(host.client().games().size() == gamesPerSet);

  // Bob says yes first: the table opens again, Bob ready in his chair; Ann still sees the end,
  // told that another set is asked.
  guest.client().again();
  REQUIRE(test::until(guest, "Bob at the table's lobby", [](const TableClient& c) { return c.phase() == ClientPhase::Lobby; }));
  REQUIRE(test::until(host, "Ann told another set is asked", [](const TableClient& c) { return c.anotherAskedBy().has_value(); }));
  CHECK(host.client().anotherAskedBy() == "Bob");
  CHECK(host.client().phase() == ClientPhase::Over);  // until Ann says yes
  CHECK(guest.client().seat() == Seat::Goat);
  CHECK(guest.client().games().empty());
  CHECK(guest.client().lastSeen() == 0);
  CHECK(guest.client().chairs()[Seat::Goat].ready);
  CHECK_FALSE(guest.client().chairs()[Seat::Sheep].person);  // Sheep's chair free again

  // Someone new joins by the same code and takes the free chair.
  RemoteTarget c = at(cid.path(), hosted->port(), "Cid");
  c.code = code;
  RemoteTable newcomer(c);
  REQUIRE(test::until(newcomer, "Cid at Sheep's", [](const TableClient& t) { return t.seat() == Seat::Sheep; }));
  newcomer.client().ready();
  REQUIRE(test::until(newcomer, "Cid ready", [](const TableClient& t) { return t.chairs()[Seat::Sheep].ready; }));
  REQUIRE(test::until(host, "Cid ready, seen by Ann", [](const TableClient& t) { return t.chairs()[Seat::Sheep].ready; }));

  host.client().again();
  CHECK(host.client().phase() == ClientPhase::Lobby);
  CHECK(host.client().code() == firstCode);
  host.client().start();
  REQUIRE(play({&host, &guest, &newcomer}, "the second set started, its first game told to each", [&] {
    for (RemoteTable* t : {&host, &guest, &newcomer})
      if (!t->client().started() || t->client().lastSeen() < 1001 || t->client().lastSeen() > 1999) return false;
    return true;
  }));
  CHECK(host.client().chairs()[Seat::Sheep].name == "Cid");
  CHECK(host.client().chairs()[Seat::Goat].name == "Bob");
  CHECK(host.client().games().empty());
  CHECK(host.client().setStarted().has_value());
  // Two sets of that table in the server's history: each is told only once it is on disk.
  int sets = 0;
  for (const auto& file : std::filesystem::directory_iterator(server.path() / "history" / "sets")) sets += file.path().extension() == ".json";
  CHECK(sets == 2);
}

}  // namespace bizon
