#include "screens/LobbyScreen.h"

#include <iostream>

#include "Player.h"
#include "server/HostedServer.h"
#include "session/OnlineRecorder.h"
#include "session/RemoteSource.h"
#include "table/TableScreen.h"
#include "server/TableWire.h"

namespace bizon::screens {

namespace {

ClientMessage take(Seat seat) {
  ClientMessage m = clientMessage(ClientMessage::Type::Take);
  m.seat = seat;
  return m;
}

int chairNumber(Seat seat) { return static_cast<int>(seat) + 1; }

}  // namespace

LobbyScreen::LobbyScreen(Context& context, std::unique_ptr<TableLink> link, std::string shownAddress)
    : Overlay(context), link_(std::move(link)), shownAddress_(std::move(shownAddress)) {
  setHeadlineSize(2.2f);
}

void LobbyScreen::update(float) {
  if (!link_) return;  // handed to the table
  bool changed = false;
  for (const ServerMessage& m : link_->received()) {
    read(m);
    changed = true;
  }
  if (table_.started && table_.seat) return handOver();
  announce();
  if (link_->state() != shownState_ || link_->reconnecting() != shownReconnecting_) changed = true;
  if ((announcement_ && announcement_->announced()) != shownAnnounced_) changed = true;
  if (changed) rebuild();
}

void LobbyScreen::read(const ServerMessage& m) {
  using T = ServerMessage::Type;
  switch (m.type) {
    case T::Welcome:
      table_.code = m.code, table_.host = m.host, table_.coach = m.coach;
      table_.level = m.level.value_or(table_.level), table_.shuffle = m.shuffle.value_or(table_.shuffle);
      if (link_->chair()) table_.seat = link_->chair()->seat;
      // For whoever runs the window from a terminal (and the end-to-end tests).
      std::cerr << "bizon: at table " << m.code << (m.host ? " (host)" : "") << (table_.seat ? " in chair " + std::string(code(*table_.seat)) : "") << "\n";
      // The host sits in the first chair at once; a guest takes a free one when the chairs come.
      if (m.host && !table_.seat && !takeSent_) link_->send(take(Seat::You)), takeSent_ = true;
      break;
    case T::Chairs:
      if (m.started && !table_.started) std::cerr << "bizon: the set at table " << table_.code << " has started\n";
      table_.chairs = m.chairs, table_.started = m.started;
      takeAChair();
      break;
    case T::Seated: table_.seat = m.seat; break;
    case T::Error:
      // Someone took that chair first: the next chairs say which is free.
      if (m.reason == "chair_taken" && !table_.seat) takeSent_ = false;
      std::cerr << "bizon: the table refused: " << m.reason << ": " << m.message << "\n";
      break;
    case T::TableEvent:
    case T::Decide:
    case T::Set: play_.push_back(m); break;
    default: break;
  }
}

void LobbyScreen::takeAChair() {
  if (table_.seat || takeSent_ || table_.started || table_.host) return;
  for (Seat s : {Seat::Goat, Seat::Sheep, Seat::You})
    if (!table_.chairs[s].person) {
      link_->send(take(s));
      takeSent_ = true;
      return;
    }
}

bool LobbyScreen::freeChair() const {
  for (Seat s : allSeats)
    if (!table_.chairs[s].person) return true;
  return false;
}

void LobbyScreen::announce() {
  const auto& server = link_->target().server;
  // The host's name as the chairs say it (the welcome comes before them).
  const std::string name = table_.seat ? table_.chairs[*table_.seat].name : "";
  const bool wanted = server && !server->loopbackOnly() && table_.host && !name.empty() && !table_.started && freeChair() &&
                      link_->state() == TableLink::State::Open;
  if (!wanted) announcement_.reset();
  else if (!announcement_) announcement_ = announceLan(name, server->port());
}

std::vector<std::string> LobbyScreen::awaited() const {
  std::vector<std::string> names;
  for (Seat s : allSeats) {
    const ChairShown& c = table_.chairs[s];
    if (c.person && table_.seat != s && (!c.ready || !c.connected)) names.push_back(c.name);
  }
  return names;
}

void LobbyScreen::start() {
  // The host's Start says they are ready too: the server wants every seated person ready.
  if (table_.seat && !table_.chairs[*table_.seat].ready && !readySent_) link_->send(clientMessage(ClientMessage::Type::Ready));
  link_->send(clientMessage(ClientMessage::Type::Start));
  readySent_ = startSent_ = true;
  rebuild();
}

std::string LobbyScreen::chairLine(Seat seat) const {
  const Texts& t = context_.texts;
  const ChairShown& c = table_.chairs[seat];
  if (!c.person && !table_.started) {
    const std::string player = seat == Seat::Sheep ? t("seat.sheep") : t("seat.goat");
    return t.format("lobby.free", {{"n", chairNumber(seat)}, {"player", player}});
  }
  std::vector<std::string> marks;
  if (table_.seat == seat) marks.push_back(t("lobby.mark.you"));
  if (c.host) marks.push_back(t("lobby.mark.host"));
  // The host is not asked to be ready: their Start is.
  if (c.person && !c.connected) marks.push_back(t("lobby.mark.away"));
  else if (c.person && !c.host && !table_.started) marks.push_back(t(c.ready ? "lobby.mark.ready" : "lobby.mark.not_ready"));
  std::string name = c.name;
  for (std::size_t i = 0; i < marks.size(); ++i) name += (i == 0 ? " (" : ", ") + marks[i] + (i + 1 == marks.size() ? ")" : "");
  return t.format("lobby.chair", {{"n", chairNumber(seat)}, {"name", name}});
}

std::string LobbyScreen::statusLine() const {
  const Texts& t = context_.texts;
  const LinkTarget& target = link_->target();
  const std::string address = target.host + ":" + target.port;
  switch (link_->state()) {
    case TableLink::State::Connecting:
      return link_->reconnecting() ? t("lobby.reconnecting") : t.format("lobby.connecting", {{"address", address}});
    case TableLink::State::Unreachable: return t.format("lobby.unreachable", {{"address", address}});
    case TableLink::State::Refused: return t(link_->reason() == "full" ? "lobby.full" : "lobby.refused");
    case TableLink::State::Gone: return t("lobby.gone");
    case TableLink::State::Closed: return "";
    case TableLink::State::Open: break;
  }
  if (table_.started) return t("lobby.started");
  if (!table_.host) {
    const bool ready = table_.seat && (table_.chairs[*table_.seat].ready || readySent_);
    return t(ready ? "lobby.wait_start" : "lobby.wait_host");
  }
  const std::vector<std::string> names = awaited();
  if (names.empty()) return t(freeChair() ? "lobby.can_start" : "lobby.all_here");
  std::string list;
  for (const std::string& n : names) list += (list.empty() ? "" : ", ") + n;
  return t.format("lobby.waiting_for", {{"names", list}});
}

void LobbyScreen::build() {
  if (!link_) return;  // handed to the table, on its way out
  const Texts& t = context_.texts;
  shownState_ = link_->state();
  shownReconnecting_ = link_->reconnecting();
  setTitle(t("lobby.title"));
  setHeadline(table_.code);
  const bool telling = table_.host && !table_.started;
  const bool noAddress = shownAddress_.starts_with(":");
  // The address under the code, as large as can be read across a room.
  setSubheadline(telling && !noAddress ? shownAddress_ : "");
  shownAnnounced_ = announcement_ && announcement_->announced();
  std::vector<std::string> lines;
  if (telling) {
    lines.push_back(t(noAddress ? "lobby.no_address" : "lobby.tell"));
    if (shownAnnounced_) lines.push_back(t("lobby.announced"));
  }
  if (!table_.code.empty())
    for (Seat s : allSeats) lines.push_back(chairLine(s));
  lines.push_back(statusLine());
  setLines(std::move(lines));
  setItems(actions());
}

std::vector<Overlay::Item> LobbyScreen::actions() {
  const Texts& t = context_.texts;
  std::vector<Item> items;
  const TableLink::State state = link_->state();
  if (state == TableLink::State::Unreachable || state == TableLink::State::Gone)
    items.push_back({"retry", t("lobby.retry"), [this] { retry(); }, true});
  if (state == TableLink::State::Open && !table_.started) {
    const bool seated = table_.seat.has_value();
    const bool ready = seated && table_.chairs[*table_.seat].ready;
    if (table_.host)
      items.push_back({"start", t("lobby.start"), seated && awaited().empty() && !startSent_ ? std::function<void()>([this] { start(); }) : nullptr,
                       true});
    else if (!ready && !readySent_)
      items.push_back({"ready", t("lobby.ready"), seated ? std::function<void()>([this] {
                         link_->send(clientMessage(ClientMessage::Type::Ready));
                         readySent_ = true;
                         rebuild();
                       }) : nullptr, true});
  }
  items.push_back({"leave", t("lobby.leave"), [this] { leave(); }, false});
  return items;
}

void LobbyScreen::leave() {
  if (link_ && (link_->state() == TableLink::State::Open || link_->state() == TableLink::State::Connecting)) link_->leave();
  context_.screens.pop();
}

void LobbyScreen::retry() {
  LinkTarget target = link_->target();
  link_.reset();  // its thread ends first
  link_ = std::make_unique<TableLink>(std::move(target));
  rebuild();
}

void LobbyScreen::handOver() {
  // The table of friends takes the link and what the server said of the set so far; the lobby goes.
  table::JoinedTable joined{table_.code, *table_.seat, table_.coach, table_.level, table_.shuffle, table_.chairs};
  auto source = std::make_unique<table::RemoteSource>(std::move(link_), std::move(joined), std::move(play_));
  // The server holds the set; your history keeps each game it reveals.
  std::unique_ptr<table::SetKeeper> keeper;
  if (context_.history)
    keeper = std::make_unique<table::OnlineRecorder>(*context_.history, *source, std::string(localization::code(context_.texts.language())));
  auto screen = std::make_unique<table::TableScreen>(context_, table::TableOptions{}, std::move(source), std::move(keeper));
  context_.screens.pop();
  context_.screens.push(std::move(screen));
}

bool tableKept(const Context& context) { return !context.userDir.empty() && !keptChairs(context.userDir).empty(); }

std::unique_ptr<Screen> backToTable(Context& context) {
  if (context.userDir.empty()) return nullptr;
  const auto kept = keptChairs(context.userDir);
  if (kept.empty()) return nullptr;
  const KeptChair& chair = kept.front().second;
  LinkTarget target;
  const auto address = splitAddress(chair.address);
  if (!address) return nullptr;
  std::tie(target.host, target.port) = *address;
  target.kept = chair;
  target.dataDirectory = context.userDir;
  std::string shown;
  if (chair.host) try {
      // This window hosted the table: its server comes back on the same port, from its own files.
      const auto listen = splitAddress(hostedListen());
      target.server = std::make_shared<HostedServer>(listen->first + ":" + target.port, context.userDir / "hosting", builtInPlayer);
      target.port = std::to_string(target.server->port());
      shown = lanAddress() + ":" + target.port;
    } catch (const std::exception& e) {
      std::cerr << "bizon: the table cannot be opened again here: " << e.what() << "\n";
    }
  return std::make_unique<LobbyScreen>(context, std::make_unique<TableLink>(std::move(target)), shown);
}

}  // namespace bizon::screens
