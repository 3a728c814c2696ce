// Around a table of friends before the set: its code and where to reach it, large enough to read aloud, the chairs (who sits, who is connected and ready), ready (the guests) and start (the host, once the guests are ready); and the link's troubles said plainly (cannot reach, refused, gone) with a way on. The host's table is announced on the local network while a chair is free. Opaque: the local deal stays hidden behind it. Once the set starts, the table takes its place.
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "codec/TableProtocolCodec.h"
#include "screens/Overlay.h"
#include "server/LanDiscovery.h"
#include "server/TableLink.h"

namespace bizon::screens {

class LobbyScreen : public Overlay {
 public:
  // `shownAddress`: the address friends type (the host's LAN address), empty for a guest.
  LobbyScreen(Context& context, std::unique_ptr<TableLink> link, std::string shownAddress);
  std::string_view name() const override { return "lobby"; }
  void update(float dt) override;
  bool opaque() const override { return true; }
  bool live() const override { return true; }
  // Until the server has said who sits where (a screenshot waits for it).
  bool waiting() const override {
    return !link_ || link_->state() == TableLink::State::Connecting || !table_.seat || !table_.chairs[*table_.seat].person;
  }

  // What the lobby knows of the table, as the server said it.
  struct Table {
    std::string code;
    bool host = false, coach = false, started = false;
    AiLevel level = AiLevel::Hard;
    Shuffle shuffle = Shuffle::Light;
    std::optional<Seat> seat;  // yours, once taken
    PerSeat<ChairShown> chairs;
  };
  const Table& table() const { return table_; }

 protected:
  void build() override;
  void onEscape() override { leave(); }

 private:
  void read(const ServerMessage& m);
  void takeAChair();
  // The people seated but not yet ready (or not connected), besides you: whom the start awaits.
  std::vector<std::string> awaited() const;
  void start();
  bool freeChair() const;
  // Announced on the local network while this window hosts, the set is not started and a chair is free.
  void announce();
  std::string chairLine(Seat seat) const;
  std::string statusLine() const;
  std::vector<Item> actions();
  void leave();
  void retry();
  // The set has started: the table of friends takes this lobby's place.
  void handOver();

  std::unique_ptr<TableLink> link_;
  std::string shownAddress_;
  Table table_;
  TableLink::State shownState_ = TableLink::State::Connecting;
  bool shownReconnecting_ = false, takeSent_ = false, readySent_ = false, startSent_ = false;
  std::unique_ptr<LanAnnouncement> announcement_;
  bool shownAnnounced_ = false;
  std::vector<ServerMessage> play_;  // the set's events and requests, kept for the table that shows them
};

// The lobby of the chair this data directory kept at a table (the newest), its own server started
// again first when this window hosted it; null when no chair is kept.
std::unique_ptr<Screen> backToTable(Context& context);
// Whether a chair is kept (the menu's "Back to the table").
bool tableKept(const Context& context);

}  // namespace bizon::screens
