#include "screens/JoinScreen.h"

#include "screens/LobbyScreen.h"
#include "server/HostedServer.h"
#include "server/TableWire.h"

namespace bizon::screens {

namespace {

// The protocol's port when none is typed.
constexpr std::string_view defaultPort = "7340";

}  // namespace

void JoinScreen::build() {
  const Texts& t = context_.texts;
  const Settings& s = context_.settings;
  setTitle(t("friends.join"));
  setLines({problem_.empty() ? t("join.text") : problem_});
  setFields({{"name", t("friends.name"), s.playerName, 24},
             {"address", t("join.address"), s.tableAddress, 60},
             {"code", t("join.code"), s.tableCode, 16}});
  setItems({
      {"join", t("join.join"), [this] { join(); }, true},
      {"back", t("menu.back"), [this] { context_.screens.pop(); }, false},
  });
}

void JoinScreen::join() {
  const Texts& t = context_.texts;
  const std::string name = fieldText("name"), typed = fieldText("address"), code = fieldText("code");
  std::optional<std::pair<std::string, std::string>> address =
      typed.find(':') == std::string::npos && !typed.empty() ? std::pair{typed, std::string(defaultPort)} : splitAddress(typed);
  const auto table = readTableCode(code);
  problem_ = name.empty() ? t("friends.no_name") : !address ? t("join.bad_address") : !table ? t("join.bad_code") : "";
  if (!problem_.empty()) return rebuild();
  context_.settings.playerName = name, context_.settings.tableAddress = typed, context_.settings.tableCode = *table;
  context_.screens.settingsChanged();
  LinkTarget target;
  std::tie(target.host, target.port) = *address;
  target.code = *table;
  target.dataDirectory = context_.userDir;
  target.create.name = name;
  // A chair kept at that table from before (a window closed mid-set): taken back rather than a second.
  if (const auto kept = loadKeptChair(keptChairFile(target.dataDirectory, target.host, target.port, target.code))) target.kept = kept;
  context_.screens.pop();
  context_.screens.push(std::make_unique<LobbyScreen>(context_, std::make_unique<TableLink>(std::move(target)), ""));
}

}  // namespace bizon::screens
