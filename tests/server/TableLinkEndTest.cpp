// The window's link ends without waiting for the network: a server that takes the connection and never reads leaves the link's writes stuck, and destroying the link still returns.
#include <catch2/catch.hpp>

#include <boost/asio.hpp>
#include "../Eventually.h"
#include "../history/TestDirectory.h"
#include "server/TableLink.h"

namespace bizon {

TEST_CASE("a link ends at once while its writes wait for a server that reads nothing", "[link]") {
  using boost::asio::ip::tcp;
  boost::asio::io_context io;
  tcp::acceptor acceptor(io, {boost::asio::ip::make_address("127.0.0.1"), 0});
  test::TestDirectory ann;
  LinkTarget target;
  target.host = "127.0.0.1", target.port = std::to_string(acceptor.local_endpoint().port());
  target.dataDirectory = ann.path();
  target.create.name = "Ann";
  auto link = std::make_unique<TableLink>(target);
  tcp::socket peer(io);
  acceptor.accept(peer);  // the link is connected; nothing it says is ever read
  // Far more than the connection's buffers hold (some megabytes on the loopback).
  ClientMessage large = clientMessage(ClientMessage::Type::Create);
  large.name.assign(1 << 20, 'a');
  for (int i = 0; i < 40; ++i) link->send(large);
  // Its writes are under way once the first bytes arrive.
  REQUIRE(test::eventually("the link's first bytes at the peer", [&] { return peer.available() > 0; }));
  link.reset();  // a link that waited for its writes would never come back from this
  SUCCEED("the link ended");
}

}  // namespace bizon
