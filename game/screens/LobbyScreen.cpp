#include "screens/LobbyScreen.h"

#include <SFML/Window/Clipboard.hpp>
#include <iostream>

#include "Player.h"
#include "screens/JoinScreen.h"
#include "screens/ReachText.h"
#include "server/HostedServer.h"
#include "server/Invitation.h"
#include "server/TlsIdentity.h"
#include "session/OnlineRecorder.h"
#include "session/RemoteSource.h"
#include "server/KeptChairs.h"
#include "table/TableScreen.h"

namespace bizon::screens {

namespace {

int chairNumber(Seat seat) { return static_cast<int>(seat) + 1; }

// Why the table ended the link, in words, with what to do.
std::string endedLine(const Texts& t, const TableClient& c) {
  switch (c.reason()) {
    case TableReason::UnknownTable: return t.format("lobby.refused", {{"code", c.code()}});
    case TableReason::Full: return t("lobby.full");
    case TableReason::Replaced: return t("lobby.replaced");
    case TableReason::HostLeft: {
      std::string host;
      for (Seat s : allSeats)
        if (c.chairs()[s].host) host = c.chairs()[s].name;
      return t.format("online.host_left", {{"name", host}});
    }
    case TableReason::Left: return "";
    default: return t.format("lobby.ended", {{"reason", std::string(word(c.reason()))}});
  }
}

// The address friends type to reach the table this window hosts; empty for a guest.
std::string shownAddressOf(const RemoteTarget& target) { return target.server ? hostedAddress(hostedListen(), target.port) : std::string(); }

}  // namespace

LobbyScreen::LobbyScreen(Context& context, std::unique_ptr<RemoteTable> table, std::string shownAddress)
    : Overlay(context), table_(std::move(table)), shownAddress_(std::move(shownAddress)) {
  setHeadlineSize(2.2f);
}

bool LobbyScreen::waiting() const {
  if (!table_) return true;
  const TableClient& c = table_->client();
  if (c.phase() == TableClient::Phase::Ended) return false;
  // The router's answer too, and shown: it may come between a frame's drawing and this question.
  return c.phase() == TableClient::Phase::Connecting || !c.seat() || !c.chairs()[*c.seat()].person ||
         (routerSaid() && routerSaid()->phase == PortMappingState::Phase::Asking) || shownState() != shown_;
}

void LobbyScreen::update(float) {
  if (!table_) return;  // handed to the table
  table_->update();
  const TableClient& c = table_->client();
  // For whoever runs the window from a terminal (and the end-to-end tests).
  if (!toldWelcome_ && (c.phase() == TableClient::Phase::Lobby || c.phase() == TableClient::Phase::Playing) && c.seat()) {
    toldWelcome_ = true;
    std::cerr << "bizon: at table " << c.code() << (c.host() ? " (host)" : "") << " in chair " << code(*c.seat()) << "\n";
  }
  if (c.started() && c.seat() && c.caughtUp() && c.phase() == TableClient::Phase::Playing) return handOver();
  announce();
  if (shownState() != shown_) rebuild();
}

std::vector<Seat> LobbyScreen::freeChairs() const {
  std::vector<Seat> free;
  for (Seat s : allSeats)
    if (!table_->client().chairs()[s].person) free.push_back(s);
  return free;
}

void LobbyScreen::announce() {
  const TableClient& c = table_->client();
  const auto& server = table_->target().server;
  // The host's name as the chairs say it (the welcome comes before them).
  const std::string name = c.seat() ? c.chairs()[*c.seat()].name : "";
  const bool wanted = server && !server->loopbackOnly() && c.host() && !name.empty() && !c.started() && !freeChairs().empty() &&
                      c.phase() == TableClient::Phase::Lobby;
  if (!wanted) announcement_.reset();
  else if (!announcement_) announcement_ = announceLan(name, server->port());
}

std::vector<std::string> LobbyScreen::awaited() const {
  const TableClient& client = table_->client();
  std::vector<std::string> names;
  for (Seat s : allSeats) {
    const ChairShown& c = client.chairs()[s];
    if (c.person && client.seat() != s && (!c.ready || !c.connected)) names.push_back(c.name);
  }
  return names;
}

void LobbyScreen::start() {
  table_->client().start();
  table_->update();
  rebuild();
}

namespace {

// Who plays a free chair if nobody takes it: Goat or Sheep (the host's chair is never free).
std::string builtInName(const Texts& t, Seat seat) { return seat == Seat::Sheep ? t("seat.sheep") : t("seat.goat"); }

}  // namespace

std::string LobbyScreen::chairLine(Seat seat) const {
  const Texts& t = context_.texts;
  const TableClient& client = table_->client();
  if (!client.welcomed() || client.phase() == TableClient::Phase::Connecting) return "";
  const ChairShown& c = client.chairs()[seat];
  if (!c.person && !client.started()) {
    return t.format("lobby.free", {{"n", chairNumber(seat)}, {"player", builtInName(t, seat)}});
  }
  std::vector<std::string> marks;
  if (client.seat() == seat) marks.push_back(t("lobby.mark.you"));
  if (c.host) marks.push_back(t("lobby.mark.host"));
  // The host is not asked to be ready: their Start is.
  if (c.person && !c.connected) marks.push_back(t("lobby.mark.away"));
  else if (c.person && !c.host && !client.started()) marks.push_back(t(c.ready ? "lobby.mark.ready" : "lobby.mark.not_ready"));
  std::string name = c.name;
  for (std::size_t i = 0; i < marks.size(); ++i) name += (i == 0 ? " (" : ", ") + marks[i] + (i + 1 == marks.size() ? ")" : "");
  return t.format("lobby.chair", {{"n", chairNumber(seat)}, {"name", name}});
}

std::string LobbyScreen::statusLine() const {
  const Texts& t = context_.texts;
  const TableClient& c = table_->client();
  const RemoteTarget& target = table_->target();
  const std::string address = target.host + ":" + target.port;
  if (c.unreachable()) return t.format("lobby.unreachable", {{"address", address}});
  if (c.untrusted()) return t.format("lobby.untrusted", {{"address", address}});
  if (c.gone()) return t("lobby.gone");
  if (c.phase() == TableClient::Phase::Ended) return endedLine(t, c);
  if (c.phase() == TableClient::Phase::Connecting)
    return c.reconnecting() ? t("lobby.reconnecting") : t.format("lobby.connecting", {{"address", address}});
  if (c.started()) return t("lobby.started");
  if (!c.host()) return t(c.seat() && (c.chairs()[*c.seat()].ready || c.readySaid()) ? "lobby.wait_start" : "lobby.wait_host");
  const std::vector<std::string> names = awaited();
  if (names.empty()) {
    const std::vector<Seat> free = freeChairs();
    if (free.size() == 1) return t.format("lobby.can_start_one", {{"player", builtInName(t, free.front())}});
    return t(free.empty() ? "lobby.all_here" : "lobby.can_start");
  }
  std::string list;
  for (const std::string& n : names) list += (list.empty() ? "" : ", ") + n;
  return t.format("lobby.waiting_for", {{"names", list}});
}

std::string LobbyScreen::link() const {
  // The address the internet reaches where the home router forwards the port, else the local one.
  const auto& server = table_->target().server;
  const auto where = splitAddress(server && server->publicAddress() ? *server->publicAddress() : shownAddress_);
  if (!where) return "";
  return invitationLink({where->first, where->second, table_->client().code(), table_->fingerprint()});
}

std::string LobbyScreen::shownState() const {
  const TableClient& c = table_->client();
  std::string all = statusLine() + (copied_ ? "c" : "-") + (table_->firstVisit() ? "f" : "-") + (c.readySaid() ? "r" : "-") + (c.startSaid() ? "s" : "-") + (c.seat() ? "y" : "-");
  for (Seat s : allSeats) all += chairLine(s);
  return all + (announcement_ && announcement_->announced() ? "+" : "-") + reachLine();
}

// What the home router said of this window's table (PortMapping); nothing for a guest or a table
// on the loopback only.
std::optional<PortMappingState> LobbyScreen::routerSaid() const {
  const auto& server = table_->target().server;
  return server ? server->portMapping() : std::nullopt;
}

std::string LobbyScreen::reachLine() const {
  const auto said = routerSaid();
  return said ? reachText(context_.texts, *said) : "";
}

void LobbyScreen::build() {
  if (!table_) return;  // handed to the table, on its way out
  const Texts& t = context_.texts;
  const TableClient& c = table_->client();
  setTitle(t("lobby.title"));
  setHeadline(c.code());
  const bool telling = c.host() && !c.started() && c.phase() == TableClient::Phase::Lobby;
  const bool noAddress = shownAddress_.starts_with(":");
  // The address under the code, as large as can be read across a room.
  setSubheadline(telling && !noAddress ? shownAddress_ : "");
  const bool announced = announcement_ && announcement_->announced();
  std::vector<std::string> lines;
  if (telling) {
    lines.push_back(t(noAddress ? "lobby.no_address" : "lobby.tell"));
    if (!noAddress) lines.push_back(copied_ ? t("lobby.copied") : t("lobby.invitation"));
    if (const std::string reach = reachLine(); !reach.empty()) lines.push_back(reach);
    if (announced) lines.push_back(t("lobby.announced"));
  }
  if (table_->firstVisit() && c.phase() != TableClient::Phase::Ended)
    lines.push_back(t.format("lobby.first_visit", {{"address", table_->target().host + ":" + table_->target().port},
                                                   {"fingerprint", fingerprintShown(table_->fingerprint())}}));
  shown_ = shownState();
  for (Seat s : allSeats)
    if (!chairLine(s).empty()) lines.push_back(chairLine(s));
  lines.push_back(statusLine());
  setLines(std::move(lines));
  setItems(actions());
}

std::vector<Overlay::Item> LobbyScreen::actions() {
  const Texts& t = context_.texts;
  TableClient& c = table_->client();
  std::vector<Item> items;
  // Try again wherever the link ended for a reason a new try may mend (a code mistyped, a host
  // who opens the table again); not for a server that is not the one invited to.
  if (c.phase() == TableClient::Phase::Ended && c.reason() != TableReason::Left && c.reason() != TableReason::Replaced && !c.untrusted())
    items.push_back({"retry", t("lobby.retry"), [this] { retry(); }, true});
  if (c.phase() == TableClient::Phase::Lobby) {
    const bool seated = c.seat().has_value();
    const bool ready = seated && (c.chairs()[*c.seat()].ready || c.readySaid());
    if (c.host())
      items.push_back({"start", t("lobby.start"), seated && awaited().empty() && !c.startSaid() ? std::function<void()>([this] { start(); }) : nullptr,
                       true});
    else if (!ready)
      items.push_back({"ready", t("lobby.ready"), seated ? std::function<void()>([this] {
                         table_->client().ready();
                         table_->update();
                         rebuild();
                       }) : nullptr, true});
  }
  if (c.host() && !c.started() && c.phase() == TableClient::Phase::Lobby && !link().empty())
    items.push_back({"copy", t("lobby.copy"), [this] {
                       const std::string text = link();
                       sf::Clipboard::setString(sf::String::fromUtf8(text.begin(), text.end()));
                       copied_ = true;
                       rebuild();
                     }, false});
  items.push_back({"leave", t("lobby.leave"), [this] { leave(); }, false});
  return items;
}

void LobbyScreen::leave() {
  if (table_ && table_->client().phase() != TableClient::Phase::Ended) table_->client().leave();
  context_.screens.pop();
}

void LobbyScreen::retry() {
  RemoteTarget target = table_->target();
  const TableClient& c = table_->client();
  target.kept = c.chair();  // a chair forgotten (its token unknown) is not tried again
  // A code no table has: back to the Join screen, the code as typed there to mend.
  if (c.phase() == TableClient::Phase::Ended && c.reason() == TableReason::UnknownTable && !target.kept && !c.hosting()) {
    context_.screens.pop();
    return context_.screens.push(std::make_unique<JoinScreen>(context_, browseLan()));
  }
  table_.reset();  // its connection ends first
  table_ = std::make_unique<RemoteTable>(std::move(target));
  toldWelcome_ = false;
  rebuild();
}

void LobbyScreen::handOver() {
  std::cerr << "bizon: the set at table " << table_->client().code() << " has started\n";
  // The table of friends takes the link, and what the server said of the set so far; the lobby goes.
  auto source = std::make_unique<table::RemoteSource>(std::move(table_));
  // The server holds the set; your history keeps each game it reveals.
  std::unique_ptr<table::SetKeeper> keeper;
  if (context_.history)
    keeper = std::make_unique<table::OnlineRecorder>(*context_.history, source->client(), std::string(localization::code(context_.texts.language())));
  auto screen = std::make_unique<table::TableScreen>(context_, table::TableOptions{}, std::move(source), std::move(keeper));
  context_.screens.pop();
  context_.screens.push(std::move(screen));
}

std::unique_ptr<Screen> anotherSet(Context& context, std::unique_ptr<RemoteTable> table) {
  table->client().again();
  table->update();
  std::string shown = shownAddressOf(table->target());
  return std::make_unique<LobbyScreen>(context, std::move(table), std::move(shown));
}

bool tableKept(const Context& context) { return !context.userDir.empty() && !keptChairs(context.userDir).empty(); }

std::unique_ptr<Screen> backToTable(Context& context) {
  if (context.userDir.empty()) return nullptr;
  auto target = keptTarget(context.userDir);
  if (!target) return nullptr;
  std::string shown;
  if (target->kept->host) try {
      // This window hosted the table: its server comes back on the same port, from its own files.
      const auto listen = splitAddress(hostedListen());
      target->server = std::make_shared<HostedServer>(listen->first + ":" + target->port, context.userDir / "hosting", builtInPlayer);
      target->port = std::to_string(target->server->port());
      shown = shownAddressOf(*target);
    } catch (const std::exception& e) {
      std::cerr << "bizon: the table cannot be opened again here: " << e.what() << "\n";
    }
  return std::make_unique<LobbyScreen>(context, std::make_unique<RemoteTable>(std::move(*target)), shown);
}

}  // namespace bizon::screens
