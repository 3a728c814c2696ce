// The server keeps docs/table-protocol.md to the letter, each point settled one way: what a first line must be, the error before a closing bye, errors counted in a row, who may start a set, a turn not asked, a join after the start, a chair taken back from another connection, and a rejoin told only what followed the last event it saw.
#include <catch2/catch.hpp>

#include <boost/asio.hpp>
#include <boost/json.hpp>

#include "../history/TestDirectory.h"
#include "Player.h"
#include "server/HostedServer.h"

namespace bizon {

namespace {

using boost::asio::ip::tcp;
namespace json = boost::json;
using namespace std::chrono_literals;

std::string_view field(const json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  return v && v->is_string() ? std::string_view(v->get_string()) : std::string_view();
}

// A connection written by hand, as another program would; each read waits a bounded time.
class Raw {
 public:
  explicit Raw(unsigned short port) : socket_(io_) { socket_.connect({boost::asio::ip::make_address("127.0.0.1"), port}); }
  void send(const std::string& line) { boost::asio::write(socket_, boost::asio::buffer(line + "\n")); }
  void send(const json::object& o) { send(json::serialize(o)); }
  // The next message, or null when the connection closed or nothing came in 20 s.
  std::optional<json::object> read() {
    std::optional<json::object> got;
    boost::asio::async_read_until(socket_, boost::asio::dynamic_buffer(in_), '\n', [&](const boost::system::error_code& e, std::size_t n) {
      if (e) return;
      got = json::parse(in_.substr(0, n - 1)).as_object();
      in_.erase(0, n);
    });
    io_.restart();
    io_.run_for(20s);
    if (!got) socket_.close(), io_.restart(), io_.run_for(1s);
    return got;
  }
  // The next message of `type` (or of that event), those before it passed over.
  std::optional<json::object> until(std::string_view type) {
    for (int i = 0; i < 2000; ++i) {
      auto m = read();
      if (!m || field(*m, "type") == type || (m->contains("event") && field(*m, "event") == type)) return m;
    }
    return std::nullopt;
  }
  // The error with `reason`, then bye with the same reason, then the connection's end.
  bool endsWith(std::string_view reason) {
    const auto error = until("error");
    const auto bye = read();
    return error && field(*error, "reason") == reason && bye && field(*bye, "type") == "bye" && field(*bye, "reason") == reason && !read();
  }

 private:
  boost::asio::io_context io_;
  tcp::socket socket_;
  std::string in_;
};

json::object create(std::string name) { return {{"type", "create"}, {"protocol", "bizon-table-1"}, {"name", name}, {"level", "easy"}}; }
json::object join(std::string code, std::string name) {
  return {{"type", "join"}, {"protocol", "bizon-table-1"}, {"code", code}, {"name", name}};
}

// A table created on `raw` by Ann: its code (empty when no welcome came).
std::string created(Raw& raw) {
  raw.send(create("Ann"));
  const auto welcome = raw.until("welcome");
  return welcome ? std::string(welcome->at("code").as_string()) : std::string();
}

}  // namespace

TEST_CASE("a first line that opens nothing gets protocol and the connection closes", "[protocol]") {
  test::TestDirectory data;
  HostedServer server("127.0.0.1:0", data.path(), builtInPlayer);
  for (const std::string first : {R"({"type": "ping"})", R"({"type": "dance"})", "not json",
                                  R"({"type": "create", "protocol": "bizon-table-9", "name": "Eve"})"}) {
    Raw raw(server.port());
    raw.send(first);
    CHECK(raw.endsWith("protocol"));
  }
  Raw twice(server.port());
  twice.send(create("Ann"));
  REQUIRE(twice.until("welcome"));
  twice.send(create("Ann"));
  CHECK(twice.endsWith("protocol"));
}

TEST_CASE("a wrong code or token gets an error then bye; five errors in a row close, not five in all", "[protocol]") {
  test::TestDirectory data;
  HostedServer server("127.0.0.1:0", data.path(), builtInPlayer);
  Raw host(server.port());
  const std::string code = created(host);
  REQUIRE_FALSE(code.empty());
  Raw wrong(server.port());
  wrong.send(join("00000-00000", "Eve"));
  CHECK(wrong.endsWith("unknown_table"));
  Raw stolen(server.port());
  stolen.send({{"type", "rejoin"}, {"protocol", "bizon-table-1"}, {"code", code}, {"token", std::string(32, '0')}});
  CHECK(stolen.endsWith("unknown_table"));

  for (int i = 0; i < 4; ++i) host.send("not json");
  host.send(R"({"type": "ping"})");
  CHECK(host.until("pong"));  // four errors, then a line answered: the count starts again
  for (int i = 0; i < 4; ++i) host.send("not json");
  for (int i = 0; i < 4; ++i) CHECK(host.until("error"));
  host.send("not json");
  CHECK(host.endsWith("not_json"));
}

TEST_CASE("a set starts only with its host seated; a join after the start is full", "[protocol]") {
  test::TestDirectory data;
  HostedServer server("127.0.0.1:0", data.path(), builtInPlayer);
  Raw host(server.port());
  const std::string code = created(host);
  REQUIRE_FALSE(code.empty());
  host.send(R"({"type": "start"})");
  const auto refused = host.until("error");
  REQUIRE(refused);
  CHECK(field(*refused, "reason") == "not_seated");  // no set is played for nobody
  host.send(R"({"type": "take", "seat": "you"})");
  CHECK(host.until("seated"));
  host.send(R"({"type": "ready"})");
  host.send(R"({"type": "start"})");
  CHECK(host.until("game_started"));
  Raw late(server.port());
  late.send(join(code, "Bob"));
  CHECK(late.endsWith("full"));
}

TEST_CASE("moves: a turn not asked is stale, packets that are no packets a bad message", "[protocol]") {
  test::TestDirectory data;
  HostedServer server("127.0.0.1:0", data.path(), builtInPlayer);
  Raw host(server.port());
  REQUIRE_FALSE(created(host).empty());
  host.send(R"({"type": "take", "seat": "you"})");
  host.send(R"({"type": "ready"})");
  host.send(R"({"type": "start"})");
  // Whatever Ann is asked first (the first dealer is drawn), a move for a later turn is stale and
  // packets that are no packets are refused as the line is read, before its turn is looked at.
  auto decide = host.until("decide");
  REQUIRE(decide);
  const auto turn = decide->at("turn").as_int64();
  const auto move = [&](std::int64_t t, json::value packets) {
    host.send(json::object{{"type", "packets"}, {"packets", packets}, {"turn", t}});
    return host.until("error");
  };
  auto error = move(turn + 3, json::array{3, 2});
  REQUIRE(error);
  CHECK(field(*error, "reason") == "stale");  // a turn not yet asked
  error = move(turn, json::array{4, 1});
  REQUIRE(error);
  CHECK(field(*error, "reason") == "bad_message");
}

TEST_CASE("a chair taken back from another connection says bye replaced to the first; a rejoin is told what followed its last event", "[protocol]") {
  test::TestDirectory data;
  HostedServer server("127.0.0.1:0", data.path(), builtInPlayer);
  Raw first(server.port());
  const std::string code = created(first);
  REQUIRE_FALSE(code.empty());
  first.send(R"({"type": "take", "seat": "sheep"})");
  const auto seated = first.until("seated");
  REQUIRE(seated);
  const std::string token(seated->at("token").as_string());
  first.send(R"({"type": "ready"})");
  first.send(R"({"type": "start"})");
  const auto begun = first.until("game_started");
  REQUIRE(begun);
  CHECK(begun->at("seq").as_int64() == 1001);
  Raw second(server.port());
  second.send({{"type", "rejoin"}, {"protocol", "bizon-table-1"}, {"code", code}, {"token", token}, {"last", 1001}});
  const auto bye = first.until("bye");
  REQUIRE(bye);
  CHECK(field(*bye, "reason") == "replaced");
  const auto set = second.until("set");
  REQUIRE(set);
  CHECK(set->at("last").as_int64() > 1001);
  const auto next = second.read();  // told from the event after 1001
  REQUIRE(next);
  CHECK(next->at("seq").as_int64() == 1002);
}

TEST_CASE("again (another set) is refused from a connection without a chair, and while the set is in play", "[protocol][again]") {
  test::TestDirectory data;
  HostedServer server("127.0.0.1:0", data.path(), builtInPlayer);
  Raw host(server.port());
  REQUIRE_FALSE(created(host).empty());
  host.send(R"({"type": "again"})");
  auto refused = host.until("error");
  REQUIRE(refused);
  CHECK(field(*refused, "reason") == "not_seated");
  host.send(R"({"type": "take", "seat": "you"})");
  host.send(R"({"type": "ready"})");
  host.send(R"({"type": "start"})");
  CHECK(host.until("game_started"));
  host.send(R"({"type": "again"})");
  refused = host.until("error");
  REQUIRE(refused);
  CHECK(field(*refused, "reason") == "not_ready");  // no set is over: this one is in play
}

}  // namespace bizon
