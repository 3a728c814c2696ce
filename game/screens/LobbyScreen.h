// Around a table of friends before the set: its code and where to reach it, large enough to read aloud, the chairs (who sits, who is connected and ready), ready (the guests) and start (the host, once the guests are ready); and the link's troubles said plainly (cannot reach, refused, gone) with a way on. The host's table is announced on the local network while a chair is free. Opaque: the local deal stays hidden behind it. Once the set starts, the table takes its place.
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "screens/Overlay.h"
#include "server/LanDiscovery.h"
#include "server/PortMapping.h"
#include "server/RemoteTable.h"

namespace bizon::screens {

class LobbyScreen : public Overlay {
 public:
  // `shownAddress`: the address friends type (the host's LAN address), empty for a guest.
  LobbyScreen(Context& context, std::unique_ptr<RemoteTable> table, std::string shownAddress);
  std::string_view name() const override { return "lobby"; }
  void update(float dt) override;
  bool opaque() const override { return true; }
  bool live() const override { return true; }
  // Until the server has said who sits where (a screenshot waits for it).
  bool waiting() const override;
  // The table's client, as the server told it (null once handed to the table of friends).
  const TableClient* client() const { return table_ ? &table_->client() : nullptr; }

 protected:
  void build() override;
  void onEscape() override { leave(); }

 private:
  // The people seated but not yet ready (or not connected), besides you: whom the start awaits.
  std::vector<std::string> awaited() const;
  void start();
  std::vector<Seat> freeChairs() const;
  // Announced on the local network while this window hosts, the set is not started and a chair is free.
  void announce();
  std::string chairLine(Seat seat) const;
  std::optional<PortMappingState> routerSaid() const;
  // From the internet or the local network only, as the home router answered (hosting only).
  std::string reachLine() const;
  std::string statusLine() const;
  // The invitation link to this table: the address (public, where the router forwards the port),
  // the code, the certificate's fingerprint.
  std::string link() const;
  // What the lobby shows, in one string: built again when it changes.
  std::string shownState() const;
  std::vector<Item> actions();
  void leave();
  void retry();
  // The set has started: the table of friends takes this lobby's place.
  void handOver();

  std::unique_ptr<RemoteTable> table_;
  std::string shownAddress_;
  // What the lobby shows was built from: built again when one of them changes.
  std::string shown_;
  bool toldWelcome_ = false;  // said on the standard error (the end-to-end tests)
  bool copied_ = false;       // the invitation is on the clipboard
  std::unique_ptr<LanAnnouncement> announcement_;
};

// The lobby of the chair this data directory kept at a table (the newest), its own server started
// again first when this window hosted it; null when no chair is kept.
std::unique_ptr<Screen> backToTable(Context& context);
// Whether a chair is kept (the menu's "Back to the table").
bool tableKept(const Context& context);
// The lobby of another set at the table of `table`, whose set is over: your yes said.
std::unique_ptr<Screen> anotherSet(Context& context, std::unique_ptr<RemoteTable> table);

}  // namespace bizon::screens
