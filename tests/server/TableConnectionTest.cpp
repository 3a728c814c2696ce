// The client's connection (TableConnection) ends without waiting for the network: neither a server that takes the connection and never reads, nor an address that never answers the connection; and a try of a connection has a deadline.
#include <catch2/catch.hpp>

#include <boost/asio.hpp>
#include <thread>

#include "../Eventually.h"
#include "codec/TableProtocolCodec.h"
#include "server/TableConnection.h"

namespace bizon {

namespace {

using boost::asio::ip::tcp;
using namespace std::chrono_literals;

// A listening socket whose queue of connections is full: a new connection to it is never
// answered (the system drops its first packet), as with a host that is off the network.
struct Unanswering {
  boost::asio::io_context io;
  tcp::acceptor acceptor{io};
  std::vector<std::unique_ptr<tcp::socket>> queued;

  Unanswering() {
    const tcp::endpoint at(boost::asio::ip::make_address("127.0.0.1"), 0);
    acceptor.open(at.protocol());
    acceptor.bind(at);
    acceptor.listen(0);
    // Connections that fill the queue, never accepted.
    for (int i = 0; i < 8; ++i) {
      queued.push_back(std::make_unique<tcp::socket>(io));
      queued.back()->async_connect(acceptor.local_endpoint(), [](const boost::system::error_code&) {});
    }
    io.run_for(200ms);
  }
  std::string port() const { return std::to_string(acceptor.local_endpoint().port()); }
};

bool heard(TableConnection& c, TableConnection::Heard::Kind kind) {
  for (const auto& h : c.drain())
    if (h.kind == kind) return true;
  return false;
}

}  // namespace

TEST_CASE("a connection ends at once while its writes wait for a server that reads nothing", "[connection]") {
  boost::asio::io_context io;
  tcp::acceptor acceptor(io, {boost::asio::ip::make_address("127.0.0.1"), 0});
  // Plain: the peer here is a bare socket that never speaks (TLS would wait for its handshake).
  auto connection = std::make_unique<TableConnection>("127.0.0.1", std::to_string(acceptor.local_endpoint().port()), TableConnection::Security{true, {}});
  tcp::socket peer(io);
  acceptor.accept(peer);  // connected; nothing it says is ever read
  REQUIRE(test::eventually("the connection open", [&] { return heard(*connection, TableConnection::Heard::Kind::Connected); }));
  // Far more than the connection's buffers hold (some megabytes on the loopback).
  const std::string large(1 << 20, 'a');
  for (int i = 0; i < 40; ++i) connection->send(large);
  REQUIRE(test::eventually("the first bytes at the peer", [&] { return peer.available() > 0; }));
  connection.reset();  // a connection that waited for its writes would never come back from this
  SUCCEED("the connection ended");
}

TEST_CASE("a connection to an address that never answers ends at once, and gives up after its deadline", "[connection]") {
  Unanswering nobody;
  {
    TableConnection::Timing patient;
    patient.connectWithin = 5s, patient.firstFor = 10s;
    auto connection = std::make_unique<TableConnection>("127.0.0.1", nobody.port(), TableConnection::Security{}, patient);
    std::this_thread::sleep_for(50ms);  // its first try under way
    const auto before = std::chrono::steady_clock::now();
    connection.reset();
    // Far sooner than the try's 5 s (a frame on an idle machine; a loaded one or an emulator may be slower).
    CHECK(std::chrono::steady_clock::now() - before < 1s);
  }
  TableConnection::Timing quick;
  quick.connectWithin = 300ms, quick.firstFor = 500ms;
  TableConnection waiting("127.0.0.1", nobody.port(), TableConnection::Security{}, quick);
  CHECK(test::eventually("the tries given up", [&] { return heard(waiting, TableConnection::Heard::Kind::GaveUp); }));
}

TEST_CASE("a server's line over the limit ends that connection, which is made again", "[connection]") {
  boost::asio::io_context io;
  tcp::acceptor acceptor(io, {boost::asio::ip::make_address("127.0.0.1"), 0});
  TableConnection connection("127.0.0.1", std::to_string(acceptor.local_endpoint().port()), TableConnection::Security{true, {}});
  {
    tcp::socket peer(io);
    acceptor.accept(peer);
    boost::asio::write(peer, boost::asio::buffer("{\"type\": \"pong\"}\n" + std::string(serverLineLimit + 10, ' ')));
    std::vector<TableConnection::Heard> all;
    REQUIRE(test::eventually("the line, then the connection lost", [&] {
      for (auto& h : connection.drain()) all.push_back(std::move(h));
      return all.size() >= 3;
    }, 10ms));
    CHECK(all[0].kind == TableConnection::Heard::Kind::Connected);
    CHECK(all[1].line == "{\"type\": \"pong\"}");
    CHECK(all[2].kind == TableConnection::Heard::Kind::Lost);
  }
  tcp::socket again(io);
  acceptor.accept(again);  // the connection made again by itself
}

}  // namespace bizon
