// The window's link to a table server (TableLink) against a real server in this process on 127.0.0.1: create, join, the chairs, a refused code, an address nobody answers, and a server that goes and comes back.
#include <catch2/catch.hpp>

#include <boost/asio.hpp>
#include <string_view>

#include "../Eventually.h"
#include "../history/TestDirectory.h"
#include "Player.h"
#include "server/HostedServer.h"
#include "server/TableLink.h"
#include "server/TableServer.h"
#include "server/TableWire.h"

namespace bizon {

namespace {

using namespace std::chrono_literals;

// Reads the link until `wanted` holds of a message or of its state; fails saying `what` did not come.
template <class Wanted>
bool waitFor(TableLink& link, std::string_view what, Wanted wanted) {
  return test::eventually(what, [&] {
    for (const ServerMessage& m : link.received())
      if (wanted(&m)) return true;
    return wanted(nullptr);
  }, 10ms);
}

LinkTarget target(const std::filesystem::path& data, unsigned short port, std::string name) {
  LinkTarget t;
  t.host = "127.0.0.1", t.port = std::to_string(port), t.dataDirectory = data;
  t.create.name = std::move(name);
  return t;
}

ClientMessage take(Seat seat) {
  ClientMessage m = clientMessage(ClientMessage::Type::Take);
  m.seat = seat;
  return m;
}

// A port nobody listens on: one the system gave, closed again.
unsigned short closedPort() {
  boost::asio::io_context io;
  boost::asio::ip::tcp::acceptor acceptor(io, {boost::asio::ip::make_address("127.0.0.1"), 0});
  return acceptor.local_endpoint().port();
}

}  // namespace

TEST_CASE("a hosted table: the host creates it, a friend joins by its code, both see the chairs", "[link]") {
  test::TestDirectory server, ann, bob;
  auto hosted = std::make_shared<HostedServer>("127.0.0.1:0", server.path(), builtInPlayer);
  LinkTarget a = target(ann.path(), hosted->port(), "Ann");
  a.server = hosted;
  TableLink host(a);
  std::string code;
  REQUIRE(waitFor(host, "the host's welcome with the table's code", [&](const ServerMessage* m) { return m && m->type == ServerMessage::Type::Welcome && m->host && !(code = m->code).empty(); }));
  CHECK(host.state() == TableLink::State::Open);
  host.send(take(Seat::You));
  REQUIRE(waitFor(host, "the host seated", [](const ServerMessage* m) { return m && m->type == ServerMessage::Type::Seated; }));
  // The chair is kept with the server's address, so that the window finds it after a restart.
  REQUIRE(host.chair());
  CHECK(host.chair()->host);
  CHECK(host.chair()->address == "127.0.0.1:" + std::to_string(hosted->port()));
  CHECK(keptChairs(ann.path()).size() == 1);

  LinkTarget b = target(bob.path(), hosted->port(), "Bob");
  b.code = code;
  TableLink guest(b);
  REQUIRE(waitFor(guest, "the guest's welcome", [](const ServerMessage* m) { return m && m->type == ServerMessage::Type::Welcome && !m->host; }));
  guest.send(take(Seat::Goat));
  REQUIRE(waitFor(host, "Bob at Goat's chair, seen by the host", [](const ServerMessage* m) { return m && m->type == ServerMessage::Type::Chairs && m->chairs[Seat::Goat].name == "Bob"; }));
  REQUIRE(guest.chair());
  CHECK_FALSE(guest.chair()->host);
  // Leaving before the start frees the chair and forgets it here.
  guest.leave();
  REQUIRE(waitFor(host, "Goat's chair free again, seen by the host", [](const ServerMessage* m) { return m && m->type == ServerMessage::Type::Chairs && !m->chairs[Seat::Goat].person; }));
  CHECK(keptChairs(bob.path()).empty());
}

TEST_CASE("a wrong code is refused, and an address nobody answers is said so, neither hangs", "[link]") {
  test::TestDirectory server, bob;
  auto hosted = std::make_shared<HostedServer>("127.0.0.1:0", server.path(), builtInPlayer);
  LinkTarget b = target(bob.path(), hosted->port(), "Bob");
  b.code = "00000-00000";
  TableLink refused(b);
  REQUIRE(waitFor(refused, "the wrong code refused", [&](const ServerMessage*) { return refused.state() == TableLink::State::Refused; }));
  CHECK(refused.reason() == "unknown_table");

  TableLink nobody(target(bob.path(), closedPort(), "Bob"));
  REQUIRE(waitFor(nobody, "the closed port said unreachable", [&](const ServerMessage*) { return nobody.state() == TableLink::State::Unreachable; }));
}

TEST_CASE("the host's server stops and starts again: the link takes its chair back by itself", "[link]") {
  test::TestDirectory server, ann;
  auto hosted = std::make_unique<HostedServer>("127.0.0.1:0", server.path(), builtInPlayer);
  const unsigned short port = hosted->port();
  TableLink host(target(ann.path(), port, "Ann"));
  REQUIRE(waitFor(host, "the host's welcome", [](const ServerMessage* m) { return m && m->type == ServerMessage::Type::Welcome; }));
  host.send(take(Seat::Sheep));
  REQUIRE(waitFor(host, "the host seated at Sheep's chair", [](const ServerMessage* m) { return m && m->type == ServerMessage::Type::Seated; }));
  hosted.reset();
  REQUIRE(waitFor(host, "the link reconnecting once the server went", [&](const ServerMessage*) { return host.reconnecting(); }));
  CHECK(host.state() == TableLink::State::Connecting);
  hosted = std::make_unique<HostedServer>("127.0.0.1:" + std::to_string(port), server.path(), builtInPlayer);
  REQUIRE(hosted->port() == port);
  REQUIRE(waitFor(host, "the chair at Sheep's taken back from the server started again", [](const ServerMessage* m) { return m && m->type == ServerMessage::Type::Welcome && m->seat == Seat::Sheep; }));
  CHECK(host.state() == TableLink::State::Open);
}

TEST_CASE("a server and a window share a data directory: the server's tables and the window's chair apart", "[link]") {
  test::TestDirectory data;
  // A chair an older Bizon kept among the tables: still the window's, never taken for a table.
  const KeptChair older{tableCode(99), std::string(32, '0'), Seat::Goat, false, "127.0.0.1:1"};
  const auto olderFile = keptChairFile(data.path(), "127.0.0.1", "1", older.code);
  CHECK(olderFile.parent_path() == keptChairsFolder(data.path()));
  saveKeptChair(servedTablesFolder(data.path()) / olderFile.filename(), older);
  CHECK(keptChairFile(data.path(), "127.0.0.1", "1", older.code).parent_path() == servedTablesFolder(data.path()));

  auto served = std::make_unique<HostedServer>("127.0.0.1:0", data.path(), builtInPlayer);
  const unsigned short port = served->port();
  TableLink window(target(data.path(), port, "Ann"));
  REQUIRE(waitFor(window, "the window welcomed", [](const ServerMessage* m) { return m && m->type == ServerMessage::Type::Welcome; }));
  window.send(take(Seat::Sheep));
  REQUIRE(waitFor(window, "the window seated", [](const ServerMessage* m) { return m && m->type == ServerMessage::Type::Seated; }));
  const auto kept = keptChairs(data.path());
  REQUIRE(kept.size() == 2);
  CHECK(kept.front().first.parent_path() == keptChairsFolder(data.path()));
  CHECK(kept.front().second == *window.chair());
  CHECK(kept.back().second == older);

  // The server started again on that directory reads its table back and finds nothing broken.
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
  REQUIRE(waitFor(window, "the window back in its chair at Sheep's after the server restarted", [](const ServerMessage* m) { return m && m->type == ServerMessage::Type::Welcome && m->seat == Seat::Sheep; }));
  CHECK(keptChairs(data.path()).size() == 2);
}

}  // namespace bizon
