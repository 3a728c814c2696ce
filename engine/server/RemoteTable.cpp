#include "RemoteTable.h"

#include <iostream>

#include "HostedServer.h"
#include "KeptChairs.h"
#include "KnownServers.h"

namespace bizon {

namespace {

TableClient::Options clientOptions(const RemoteTarget& t) {
  return {t.create, t.code, t.kept, t.host + ":" + t.port, t.readyWhenSeated};
}

TableConnection::Security security(const RemoteTarget& t) {
  if (t.plain) return {true, {}};
  if (!t.fingerprint.empty()) return {false, t.fingerprint};
  if (t.server) return {false, t.server->fingerprint()};  // the window's own
  if (t.kept && !t.kept->fingerprint.empty()) return {false, t.kept->fingerprint};
  return {false, knownFingerprint(t.dataDirectory, t.host + ":" + t.port)};
}

}  // namespace

RemoteTable::RemoteTable(RemoteTarget target)
    : target_(std::move(target)),
      client_(clientOptions(target_)),
      file_(keptChairFile(target_.dataDirectory, target_.host, target_.port,
                          client_.hosting() ? std::nullopt : std::optional(client_.code()))),
      security_(security(target_)),
      connection_(target_.host, target_.port, security_, target_.timing) {}

RemoteTable::~RemoteTable() {
  // Gone from a set's end: no other set at this table for this chair.
  if (client_.phase() == TableClient::Phase::Over) client_.leave();
  update();  // a leave said just now goes with the connection's last lines
  if (auto chair = client_.chair(); chair && client_.phase() != TableClient::Phase::Over) {
    chair->seen = client_.lastSeen();
    try {
      saveKeptChair(file_, *chair, false);
    } catch (const std::exception& e) {
      std::cerr << "bizon: the chair was not kept: " << e.what() << "\n";
    }
  }
}

void RemoteTable::update() {
  const auto now = TableClient::Clock::now();
  for (TableConnection::Heard& heard : connection_.drain()) {
    using K = TableConnection::Heard::Kind;
    switch (heard.kind) {
      case K::Connected: secured(heard); client_.connected(now, heard.fingerprint); break;
      case K::Lost: client_.lost(); break;
      case K::GaveUp: client_.gaveUp(); break;
      case K::Untrusted: fingerprint_ = heard.line; client_.certificateRefused(); break;
      case K::NotLocal: client_.plainRefused(); break;
      case K::Line: {
        const auto read = readServerLine(heard.line);
        if (const auto* m = std::get_if<ServerMessage>(&read)) client_.received(*m);
        else std::cerr << "bizon: the table server sent " << std::get<ProtocolError>(read).message << "\n";
        break;
      }
    }
  }
  client_.tick(now);
  for (const ClientMessage& m : client_.outgoing(now)) connection_.send(clientLine(m));
  keep();
  // At a set's end the link stays: another set may follow at the same table.
  if (stopped_ || client_.phase() != TableClient::Phase::Ended) return;
  stopped_ = true;
  connection_.stop();
  // For whoever runs the window from a terminal (and the end-to-end tests).
  if (client_.reason() != TableReason::Left)
    std::cerr << "bizon: the table ended the link: "
              << (client_.unreachable() ? "unreachable"
                  : client_.gone()      ? "gone"
                  : client_.untrusted() ? "untrusted"
                  : client_.notLocal()  ? "not_local"
                                        : word(client_.reason()))
              << ": " << client_.message() << "\n";
}

void RemoteTable::secured(const TableConnection::Heard& heard) {
  fingerprint_ = heard.fingerprint;
  if (fingerprint_.empty() || heard.vouched || !security_.pinned.empty() || firstVisit_) return;
  // A first visit without an invitation: this certificate is the server's from now on.
  firstVisit_ = true;
  try {
    pinFingerprint(target_.dataDirectory, target_.host + ":" + target_.port, fingerprint_);
  } catch (const std::exception& e) {
    std::cerr << "bizon: the server's certificate was not pinned: " << e.what() << "\n";
  }
}

void RemoteTable::wait(std::chrono::milliseconds wait) {
  // Not past the moment a line kept for later may go.
  const auto paced = client_.nextLineIn(TableClient::Clock::now());
  if (paced > TableClient::Clock::duration::zero())
    wait = std::min(wait, std::chrono::duration_cast<std::chrono::milliseconds>(paced) + std::chrono::milliseconds(1));
  connection_.waitFor(wait);
  update();
}

void RemoteTable::keep() {
  // The set is over: nothing is left to come back to.
  const bool over = client_.phase() == TableClient::Phase::Over;
  if (client_.chairChanges() == chairChanges_ && client_.movesSent() == movesKept_ && !over) return;
  const bool taken = client_.chairChanges() != chairChanges_;
  chairChanges_ = client_.chairChanges(), movesKept_ = client_.movesSent();
  std::error_code ignored;
  try {
    if (auto chair = client_.chair(); chair && !over) {
      chair->seen = client_.lastSeen();
      saveKeptChair(file_, *chair, taken);
    }
    else if (std::filesystem::exists(file_, ignored)) std::filesystem::remove(file_, ignored);
  } catch (const std::exception& e) {
    std::cerr << "bizon: the chair was not kept: " << e.what() << "\n";
  }
}

std::optional<RemoteTarget> keptTarget(const std::filesystem::path& dataDirectory) {
  const auto kept = keptChairs(dataDirectory);
  if (kept.empty()) return std::nullopt;
  const KeptChair& chair = kept.front().second;
  const auto address = splitAddress(chair.address);
  if (!address) return std::nullopt;
  RemoteTarget target;
  std::tie(target.host, target.port) = *address;
  target.kept = chair;
  target.dataDirectory = dataDirectory;
  return target;
}

}  // namespace bizon
