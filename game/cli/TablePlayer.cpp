#include "TablePlayer.h"

#include <iostream>

#include "Player.h"
#include "Random.h"
#include "history/HistoryPaths.h"
#include "history/HistoryStore.h"
#include "server/KeptChairs.h"
#include "server/RemoteTable.h"
#include "server/Invitation.h"
#include "server/TlsIdentity.h"
#include "session/OnlineRecorder.h"

namespace bizon {

namespace {

// Why the table ended the link, for the terminal.
std::string endedWords(const TableClient& c, const ClientOptions& o) {
  if (c.unreachable()) return "nobody answers at " + o.host + ":" + o.port;
  if (c.untrusted())
    return "this is not the table you were invited to: the server at " + o.host + ":" + o.port +
           " shows another certificate than the one expected; nothing was sent (ask the host for a new invitation link)";
  if (c.notLocal())
    return o.host + " is not on this computer nor the local network: plain connections go only there (leave out --plain)";
  if (c.gone()) return "the table's server did not come back in " + std::to_string(o.retry.count()) + " s";
  switch (c.reason()) {
    case TableReason::UnknownTable:
      return "no table has the code " + c.code() + " at " + o.host + ":" + o.port + " (unknown_table): check it with the host";
    case TableReason::Full: return "cannot sit at table " + c.code() + " (full): " + c.message();
    case TableReason::HostLeft: return "the host closed table " + c.code() + " (host_left)";
    default: return "the server said " + std::string(word(c.reason())) + ": " + c.message();
  }
}

// The host starts once `people` chairs hold people, every one of them ready.
bool readyToStart(const TableClient& c, int people) {
  int seated = 0;
  for (Seat s : allSeats) {
    if (c.chairs()[s].person && !c.chairs()[s].ready) return false;
    seated += c.chairs()[s].person;
  }
  return seated >= people;
}

}  // namespace

ClientResult playAtTable(const ClientOptions& options, const std::function<void(const std::string&)>& said) {
  if (options.code && !readTableCode(*options.code)) throw std::invalid_argument("not a table code: " + *options.code);
  RemoteTarget target;
  target.host = options.host, target.port = options.port, target.code = options.code;
  target.fingerprint = options.fingerprint, target.plain = options.plain;
  target.kept = loadKeptChair(keptChairFile(options.dataDirectory, options.host, options.port, options.code));
  target.create = clientMessage(ClientMessage::Type::Create);
  target.create.name = options.name, target.create.level = options.level, target.create.shuffle = options.shuffle;
  target.create.grace = options.grace;
  target.dataDirectory = options.dataDirectory;
  target.timing.tryFor = options.retry;
  target.readyWhenSeated = true;
  RemoteTable table(std::move(target));
  TableClient& client = table.client();
  HistoryStore history = HistoryStore::open(historyDirectory(options.dataDirectory));
  std::optional<table::OnlineRecorder> recorder;
  std::unique_ptr<Player> player;
  bool announced = false, toldFirstVisit = false;
  while (client.phase() != TableClient::Phase::Over) {
    table.wait(std::chrono::seconds(1));
    if (client.phase() == TableClient::Phase::Ended || client.gone() || client.unreachable())
      throw std::runtime_error(endedWords(client, options));
    // A notice, beside the lines a program reads ("table CODE", the summary).
    if (table.firstVisit() && !std::exchange(toldFirstVisit, true))
      std::cerr << "bizon join: first visit to " << options.host << ":" << options.port << ": its certificate ("
                << fingerprintShown(table.fingerprint()) << "…) is pinned, and checked at every visit from now on\n";
    if (client.host() && !client.code().empty() && !std::exchange(announced, true)) {
      said("table " + client.code());
      // The link to send the friends: the address as given here, the certificate as checked.
      if (!table.fingerprint().empty())
        said("invitation " + invitationLink({options.host, options.port, client.code(), table.fingerprint()}));
    }
    if (client.host() && client.phase() == TableClient::Phase::Lobby && !client.startSaid() && readyToStart(client, options.people))
      client.start();
    if (client.started() && client.seat() && !recorder) recorder.emplace(history, client, "en");
    if (recorder) recorder->update();
    if (const auto asked = client.asked()) {
      if (!player) {
        Chair chair;
        chair.seat = asked->view.seat;
        chair.level = options.level;
        player = makePlayer(options.kind, seeds::joinPlayer(std::hash<std::string>()(options.name)), chair);
        if (!player) throw std::runtime_error("unknown player kind " + options.kind);
      }
      client.move(asked->turn, player->decide(asked->view).choice());
      table.update();
    }
  }
  if (!recorder) recorder.emplace(history, client, "en");
  recorder->update();
  if (auto failure = recorder->takeFailure()) throw std::runtime_error("the set was not kept: " + *failure);
  ClientResult result;
  result.code = client.code(), result.seat = *client.seat(), result.totals = client.totals(), result.setId = recorder->setId();
  for (Seat s : allSeats) result.names[s] = client.chairs()[s].name;
  return result;
}

}  // namespace bizon
