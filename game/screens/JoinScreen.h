// Join a table: your name, the host's address and the table's code (the last ones offered again), or an invitation link that gives both and the server's certificate, checked before anything is sent; the tables announced on the local network listed above them, one tap putting a table's address in (its code is still asked: it is what proves you were invited).
#pragma once

#include <memory>
#include <optional>

#include "screens/Overlay.h"
#include "server/Invitation.h"
#include "server/LanDiscovery.h"

namespace bizon::screens {

class JoinScreen : public Overlay {
 public:
  // `lan`: the tables found on the local network (browseLan(); one that finds none where Avahi
  // does not run).
  // `link`: an invitation opened with the game (`bizon LINK`): the fields filled, only the name
  // asked (a damaged one is said).
  JoinScreen(Context& context, std::unique_ptr<LanBrowser> lan, const std::string& link = "");
  std::string_view name() const override { return "join"; }
  void update(float dt) override;

  // At most this many tables are offered (the window must still hold the fields).
  static constexpr std::size_t maxListed = 3;

 protected:
  void build() override;
  // An invitation link pasted into any field fills them all, as one opened with the game does.
  bool pasted(const std::string& text) override;

 private:
  void join();
  // Takes an invitation link (opened with or pasted): false, nothing changed, when it is not one.
  bool invite(const std::string& link);
  void choose(const LanTable& table);
  // The invitation the fields hold: one pasted into the address, or the one opened with.
  std::optional<Invitation> invitation() const;

  std::unique_ptr<LanBrowser> lan_;
  unsigned shownVersion_ = 0;
  std::string prompt_;   // what to do next, once a table is tapped
  std::string problem_;  // why the last Join was not sent
  std::optional<Invitation> invited_;  // opened with, or pasted
};

}  // namespace bizon::screens
