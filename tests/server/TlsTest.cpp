// The tables over TLS without a certificate authority: the server's own certificate, invitation links, a first visit pinned and a later certificate refused in words, an invitation's fingerprint always checked, plain lines only to the local network, and a real certificate vouched for by the trust store.
#include <catch2/catch.hpp>

#include <boost/asio.hpp>
#include <cstdlib>
#include <fstream>

#include "../Eventually.h"
#include "../TableWaits.h"
#include "../history/TestDirectory.h"
#include "Player.h"
#include "server/HostedServer.h"
#include "server/Invitation.h"
#include "server/KnownServers.h"
#include "server/LocalNetwork.h"
#include "server/RemoteTable.h"
#include "server/TableServer.h"
#include "server/TlsIdentity.h"

namespace bizon {

namespace {

using namespace std::chrono_literals;
using ClientPhase = TableClient::Phase;

RemoteTarget target(const std::filesystem::path& data, unsigned short port, std::string name) {
  RemoteTarget t;
  t.host = "127.0.0.1", t.port = std::to_string(port), t.dataDirectory = data;
  t.create.name = std::move(name);
  return t;
}

bool seated(const TableClient& c) { return c.phase() == ClientPhase::Lobby && c.seat().has_value(); }
bool ended(const TableClient& c) { return c.phase() == ClientPhase::Ended; }

}  // namespace

TEST_CASE("invitation links: what is written reads back; people's ways are taken, damage is refused", "[tls]") {
  const std::string fingerprint(64, 'a');
  const Invitation invitation{"friends.example.org", "7340", "K7QM2-9XH4R", fingerprint};
  const std::string link = invitationLink(invitation);
  CHECK(link == "bizon://friends.example.org:7340/K7QM2-9XH4R#" + fingerprint);
  CHECK(readInvitation(link) == invitation);
  CHECK(readInvitation("  " + link + "\n") == invitation);
  // The code as people type it, the scheme in capitals, the fingerprint in capitals with colons.
  std::string shouted = "BIZON://friends.example.org:7340/k7qm29xh4r#";
  for (int i = 0; i < 32; ++i) shouted += std::string(i ? ":" : "") + "AA";
  CHECK(readInvitation(shouted) == invitation);
  // No port: the protocol's. An IPv6 host in brackets, written back so.
  CHECK(readInvitation("bizon://192.168.1.5/K7QM2-9XH4R")->port == "7340");
  const Invitation v6{"fe80::1", "7341", "K7QM2-9XH4R", ""};
  CHECK(invitationLink(v6) == "bizon://[fe80::1]:7341/K7QM2-9XH4R");
  CHECK(readInvitation(invitationLink(v6)) == v6);
  for (const std::string& bad : std::vector<std::string>{"", "bizon://", "http://host:7340/K7QM2-9XH4R", "bizon://host:7340", "bizon://host:7340/NOTACODE!",
                                "bizon://host:99999/K7QM2-9XH4R", "bizon://host:7340/K7QM2-9XH4R#abc", "bizon://ho st:7340/K7QM2-9XH4R",
                                "bizon://host:7340/K7QM2-9XH4R#" + std::string(63, 'a') + "g"}) {
    INFO(bad);
    CHECK_FALSE(readInvitation(bad));
  }
}

TEST_CASE("plain lines cross only to this computer and the local network", "[tls]") {
  using boost::asio::ip::make_address;
  for (const char* local : {"127.0.0.1", "10.1.2.3", "172.16.0.1", "172.31.255.255", "192.168.1.5", "169.254.3.4", "::1", "fe80::1",
                            "fd12:3456::1", "::ffff:192.168.1.5"})
    CHECK(onLocalNetwork(make_address(local)));
  for (const char* distant : {"8.8.8.8", "172.32.0.1", "172.15.255.255", "192.169.0.1", "100.64.0.1", "203.0.113.7", "2001:db8::1",
                              "::ffff:8.8.8.8"})
    CHECK_FALSE(onLocalNetwork(make_address(distant)));
  // Asked of an address outside: refused before a byte goes (TEST-NET-3: nothing there answers).
  TableConnection connection("203.0.113.7", "7340", {true, {}});
  std::vector<TableConnection::Heard> heard;
  REQUIRE(test::eventually("the plain connection refused", [&] {
    for (auto& h : connection.drain()) heard.push_back(std::move(h));
    return !heard.empty();
  }));
  CHECK(heard.front().kind == TableConnection::Heard::Kind::NotLocal);
}

TEST_CASE("a server's own certificate is made on its first start, kept, and made anew when damaged", "[tls]") {
  test::TestDirectory data;
  const TlsIdentity first = ownTlsIdentity(data.path());
  CHECK(first.own);
  CHECK(isFingerprint(first.fingerprint));
  // The fingerprint is the kept certificate's, as read back from its files.
  CHECK(tlsIdentityFrom(tlsFolder(data.path()) / "table.crt", tlsFolder(data.path()) / "table.key").fingerprint == first.fingerprint);
  CHECK(ownTlsIdentity(data.path()).fingerprint == first.fingerprint);
#ifndef _WIN32
  // The key's folder is for the server's user alone. (On Windows the data directory is in the
  // user's own profile, whose ACL keeps others out; POSIX permission bits mean nothing there.)
  const auto perms = std::filesystem::status(tlsFolder(data.path())).permissions();
  CHECK((perms & (std::filesystem::perms::group_all | std::filesystem::perms::others_all)) == std::filesystem::perms::none);
#endif
  std::ofstream(tlsFolder(data.path()) / "table.key") << "not a key";
  const TlsIdentity again = ownTlsIdentity(data.path());
  CHECK(again.fingerprint != first.fingerprint);
  CHECK(std::filesystem::exists(tlsFolder(data.path()) / "table.key.damaged"));
  // Given files that do not belong together: refused, saying so.
  test::TestDirectory other;
  const TlsIdentity stranger = ownTlsIdentity(other.path());
  CHECK_THROWS_WITH(tlsIdentityFrom(tlsFolder(data.path()) / "table.crt", tlsFolder(other.path()) / "table.key"),
                    Catch::Contains("the key is not the certificate's"));
  CHECK_THROWS_WITH(tlsIdentityFrom(data.path() / "missing.crt", tlsFolder(other.path()) / "table.key"), Catch::Contains("missing.crt"));
  CHECK(readFingerprint(stranger.fingerprint) == stranger.fingerprint);
  CHECK(fingerprintShown(stranger.fingerprint).size() == 19);
}

TEST_CASE("a first visit pins the server's certificate; another one at the same address is refused in words, nothing sent", "[tls]") {
  test::TestDirectory firstServer, secondServer, bob;
  unsigned short port = 0;
  std::string fingerprint;
  {
    HostedServer hosted("127.0.0.1:0", firstServer.path(), builtInPlayer);
    port = hosted.port();
    fingerprint = hosted.fingerprint();
    RemoteTable visit(target(bob.path(), port, "Bob"));
    REQUIRE(test::until(visit, "Bob seated at a table he creates", seated));
    CHECK(visit.firstVisit());
    CHECK(visit.fingerprint() == fingerprint);
    CHECK(knownFingerprint(bob.path(), "127.0.0.1:" + std::to_string(port)) == fingerprint);
    // A second visit finds the pinned certificate: not a first one.
    RemoteTable again(target(bob.path(), port, "Bob"));
    REQUIRE(test::until(again, "Bob seated again", seated));
    CHECK_FALSE(again.firstVisit());
  }
  // Another server (another certificate) at the same address.
  HostedServer impostor("127.0.0.1:" + std::to_string(port), secondServer.path(), builtInPlayer);
  REQUIRE(impostor.port() == port);
  REQUIRE(impostor.fingerprint() != fingerprint);
  RemoteTable refused(target(bob.path(), port, "Bob"));
  REQUIRE(test::until(refused, "the other certificate refused", ended));
  CHECK(refused.client().untrusted());
  CHECK_FALSE(refused.client().welcomed());
  CHECK(refused.fingerprint() == impostor.fingerprint());
  CHECK(knownFingerprint(bob.path(), "127.0.0.1:" + std::to_string(port)) == fingerprint);
}

TEST_CASE("an invitation's fingerprint is always checked: the right one seats you, any other is refused", "[tls]") {
  test::TestDirectory server, ann, bob;
  auto hosted = std::make_shared<HostedServer>("127.0.0.1:0", server.path(), builtInPlayer);
  RemoteTarget host = target(ann.path(), hosted->port(), "Ann");
  host.fingerprint = hosted->fingerprint();
  RemoteTable annTable(host);
  REQUIRE(test::until(annTable, "Ann seated", seated));
  CHECK_FALSE(annTable.firstVisit());  // invited: nothing to pin

  RemoteTarget wrong = target(bob.path(), hosted->port(), "Bob");
  wrong.code = annTable.client().code();
  wrong.fingerprint = std::string(64, '0');
  RemoteTable refused(wrong);
  REQUIRE(test::until(refused, "the invitation's certificate not shown", ended));
  CHECK(refused.client().untrusted());

  RemoteTarget right = wrong;
  right.fingerprint = hosted->fingerprint();
  RemoteTable joined(right);
  REQUIRE(test::until(joined, "Bob seated by the invitation", seated));
  CHECK(joined.client().code() == annTable.client().code());
  CHECK_FALSE(std::filesystem::exists(knownServersFile(bob.path())));
}

#ifndef _WIN32  // the openssl program and setenv: Linux's
TEST_CASE("a certificate that the trust store vouches for, for the host's name, needs no pin", "[tls]") {
  // A certificate authority of the test's own, in the trust store OpenSSL reads (SSL_CERT_FILE),
  // and a server certificate it signed for 127.0.0.1: what a server with --tls-cert would show.
  test::TestDirectory server, bob, pki;
  const auto run = [&](const std::string& command) { return std::system(("cd " + pki.path().string() + " && " + command + " >/dev/null 2>&1").c_str()); };
  REQUIRE(run("openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout ca.key -out ca.crt -days 2 -subj /CN=test-ca") == 0);
  REQUIRE(run("openssl req -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout table.key -out table.csr -subj /CN=127.0.0.1") == 0);
  std::ofstream(pki.path() / "san.ext") << "subjectAltName=IP:127.0.0.1\n";
  REQUIRE(run("openssl x509 -req -in table.csr -CA ca.crt -CAkey ca.key -CAcreateserial -out table.crt -days 2 -extfile san.ext") == 0);
  ::setenv("SSL_CERT_FILE", (pki.path() / "ca.crt").c_str(), 1);
  boost::asio::io_context io;
  ServerOptions options;
  options.host = "127.0.0.1", options.port = 0, options.dataDirectory = server.path(), options.players = builtInPlayer;
  options.tls = tlsIdentityFrom(pki.path() / "table.crt", pki.path() / "table.key");
  TableServer served(io, options);
  std::thread thread([&] { io.run(); });
  {
    RemoteTable table(target(bob.path(), served.endpoint().port(), "Bob"));
    REQUIRE(test::until(table, "Bob seated", seated));
    CHECK_FALSE(table.firstVisit());  // vouched for: nothing pinned
    CHECK_FALSE(std::filesystem::exists(knownServersFile(bob.path())));
  }
  ::unsetenv("SSL_CERT_FILE");
  boost::asio::post(io, [&] { served.stop(); io.stop(); });
  thread.join();
}
#endif

}  // namespace bizon
