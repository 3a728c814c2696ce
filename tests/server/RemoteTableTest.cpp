// The one client (RemoteTable: TableClient over TableConnection) against a real server in this process on 127.0.0.1: create, join, the chairs, a refused code, an address nobody answers, a server that goes and comes back, and one whose host closes it.
#include <catch2/catch.hpp>

#include <boost/asio.hpp>
#include <string_view>
#include <thread>

#include "../TableWaits.h"
#include "../history/TestDirectory.h"
#include "Player.h"
#include "server/HostedServer.h"
#include "server/KeptChairs.h"
#include "server/RemoteTable.h"
#include "server/TableServer.h"

namespace bizon {

namespace {

using namespace std::chrono_literals;

RemoteTarget target(const std::filesystem::path& data, unsigned short port, std::string name) {
  RemoteTarget t;
  t.host = "127.0.0.1", t.port = std::to_string(port), t.dataDirectory = data;
  t.create.name = std::move(name);
  return t;
}

using ClientPhase = TableClient::Phase;

// A port nobody listens on: one the system gave, closed again.
unsigned short closedPort() {
  boost::asio::io_context io;
  boost::asio::ip::tcp::acceptor acceptor(io, {boost::asio::ip::make_address("127.0.0.1"), 0});
  return acceptor.local_endpoint().port();
}

}  // namespace

TEST_CASE("a hosted table: the host creates it and sits, a friend joins by its code and sits, both see the chairs", "[client]") {
  test::TestDirectory server, ann, bob;
  auto hosted = std::make_shared<HostedServer>("127.0.0.1:0", server.path(), builtInPlayer);
  RemoteTarget a = target(ann.path(), hosted->port(), "Ann");
  a.server = hosted;
  RemoteTable host(a);
  REQUIRE(test::until(host, "the host seated in the first chair", [](const TableClient& c) { return c.seat() == Seat::You; }));
  CHECK(host.client().host());
  const std::string code = host.client().code();
  // The chair is kept with the server's address, so that the window finds it after a restart.
  REQUIRE(host.client().chair());
  CHECK(host.client().chair()->host);
  CHECK(host.client().chair()->address == "127.0.0.1:" + std::to_string(hosted->port()));
  CHECK(keptChairs(ann.path()).size() == 1);

  RemoteTarget b = target(bob.path(), hosted->port(), "Bob");
  b.code = code;
  auto guest = std::make_unique<RemoteTable>(b);
  // The guest takes the first free chair by itself: Goat's.
  REQUIRE(test::until(*guest, "the guest seated at Goat's", [](const TableClient& c) { return c.seat() == Seat::Goat; }));
  CHECK_FALSE(guest->client().host());
  REQUIRE(test::until(host, "Bob at Goat's chair, seen by the host", [](const TableClient& c) { return c.chairs()[Seat::Goat].name == "Bob"; }));
  CHECK_FALSE(guest->client().chair()->host);
  // Leaving before the start frees the chair and forgets it here.
  guest->client().leave();
  guest.reset();
  REQUIRE(test::until(host, "Goat's chair free again, seen by the host", [](const TableClient& c) { return !c.chairs()[Seat::Goat].person; }));
  CHECK(keptChairs(bob.path()).empty());
}

TEST_CASE("a wrong code is refused at once, and an address nobody answers is said so, neither hangs", "[client]") {
  test::TestDirectory server, bob;
  auto hosted = std::make_shared<HostedServer>("127.0.0.1:0", server.path(), builtInPlayer);
  RemoteTarget b = target(bob.path(), hosted->port(), "Bob");
  b.code = "00000-00000";
  RemoteTable refused(b);
  REQUIRE(test::until(refused, "the wrong code refused", [](const TableClient& c) { return c.phase() == ClientPhase::Ended; }));
  CHECK(refused.client().reason() == TableReason::UnknownTable);
  CHECK_FALSE(refused.client().reconnecting());

  RemoteTable nobody(target(bob.path(), closedPort(), "Bob"));
  REQUIRE(test::until(nobody, "the closed port said unreachable", [](const TableClient& c) { return c.unreachable(); }));
}

TEST_CASE("the host's server stops and starts again: the client takes its chair back by itself", "[client]") {
  test::TestDirectory server, ann;
  auto hosted = std::make_unique<HostedServer>("127.0.0.1:0", server.path(), builtInPlayer);
  const unsigned short port = hosted->port();
  ServerOptions options;
  options.host = "127.0.0.1", options.port = port, options.dataDirectory = server.path(), options.players = builtInPlayer;
  hosted.reset();
  // A server of its own (bizon serve's), so that it stops as a server does, not as a host who quits.
  auto io = std::make_unique<boost::asio::io_context>();
  auto served = std::make_unique<TableServer>(*io, options);
  std::thread running([&] { io->run(); });
  RemoteTable player(target(ann.path(), port, "Ann"));
  REQUIRE(test::until(player, "seated", [](const TableClient& c) { return c.seat().has_value(); }));
  boost::asio::post(*io, [&] { served->stop(); });
  REQUIRE(test::until(player, "reconnecting once the server went", [](const TableClient& c) { return c.reconnecting(); }));
  io->stop();
  running.join();
  served.reset();
  hosted = std::make_unique<HostedServer>("127.0.0.1:" + std::to_string(port), server.path(), builtInPlayer);
  REQUIRE(hosted->port() == port);
  REQUIRE(test::until(player, "the chair taken back from the server started again", [](const TableClient& c) { return c.phase() == ClientPhase::Lobby; }));
  CHECK(player.client().seat() == Seat::You);
}

TEST_CASE("a host who closes the table: everyone is told at once, and keeps the chair to come back", "[client]") {
  test::TestDirectory server, ann, bob;
  auto hosted = std::make_unique<HostedServer>("127.0.0.1:0", server.path(), builtInPlayer);
  RemoteTable host(target(ann.path(), hosted->port(), "Ann"));
  REQUIRE(test::until(host, "the host seated", [](const TableClient& c) { return c.seat().has_value(); }));
  RemoteTarget b = target(bob.path(), hosted->port(), "Bob");
  b.code = host.client().code();
  RemoteTable guest(b);
  REQUIRE(test::until(guest, "the guest seated", [](const TableClient& c) { return c.seat().has_value(); }));
  hosted.reset();
  REQUIRE(test::until(guest, "the guest told the host left", [](const TableClient& c) { return c.phase() == ClientPhase::Ended; }));
  CHECK(guest.client().reason() == TableReason::HostLeft);
  CHECK_FALSE(guest.client().reconnecting());
  CHECK(keptChairs(bob.path()).size() == 1);
}

TEST_CASE("a server and a window share a data directory: the server's tables and the window's chair apart", "[client]") {
  test::TestDirectory data;
  // A chair an older Bizon kept among the tables: still the window's, never taken for a table.
  const KeptChair older{tableCode(99), std::string(32, '0'), Seat::Goat, false, "127.0.0.1:1", 0, {}};
  const auto olderFile = keptChairFile(data.path(), "127.0.0.1", "1", older.code);
  CHECK(olderFile.parent_path() == keptChairsFolder(data.path()));
  saveKeptChair(servedTablesFolder(data.path()) / olderFile.filename(), older);
  CHECK(keptChairFile(data.path(), "127.0.0.1", "1", older.code).parent_path() == servedTablesFolder(data.path()));

  auto served = std::make_unique<HostedServer>("127.0.0.1:0", data.path(), builtInPlayer);
  const unsigned short port = served->port();
  auto window = std::make_unique<RemoteTable>(target(data.path(), port, "Ann"));
  REQUIRE(test::until(*window, "the window seated", [](const TableClient& c) { return c.seat().has_value(); }));
  const auto kept = keptChairs(data.path());
  REQUIRE(kept.size() == 2);
  CHECK(kept.front().first.parent_path() == keptChairsFolder(data.path()));
  CHECK(kept.front().second == *window->client().chair());
  CHECK(kept.back().second == older);

  // The server started again on that directory reads its table back and finds nothing broken.
  window.reset();
  served.reset();
  {
    boost::asio::io_context io;
    ServerOptions options;
    options.host = "127.0.0.1", options.port = 0, options.dataDirectory = data.path();
    const TableServer server(io, options);
    CHECK(server.problems().empty());
  }
  served = std::make_unique<HostedServer>("127.0.0.1:" + std::to_string(port), data.path(), builtInPlayer);
  REQUIRE(served->port() == port);
  auto target = keptTarget(data.path());
  REQUIRE(target);
  RemoteTable back(std::move(*target));
  REQUIRE(test::until(back, "the window back in its chair after the server restarted", [](const TableClient& c) { return c.phase() == ClientPhase::Lobby && c.seat() == Seat::You; }));
  CHECK(keptChairs(data.path()).size() == 2);
}

TEST_CASE("the address a hosting window shows friends: where its server listens, or this computer's on the network", "[client]") {
  // One address listened on is the only one that answers (the tests' 127.0.0.1).
  CHECK(hostedAddress("127.0.0.1:0", "40123") == "127.0.0.1:40123");
  CHECK(hostedAddress("192.168.1.5:7340", "7340") == "192.168.1.5:7340");
  CHECK(hostedAddress("[::1]:0", "40123") == "[::1]:40123");
  // Every address: the one friends on the local network reach ("" where there is none).
  CHECK(hostedAddress("0.0.0.0:7340", "7340") == lanAddress() + ":7340");
  CHECK(hostedAddress("[::]:7340", "7340") == lanAddress() + ":7340");
}

}  // namespace bizon
