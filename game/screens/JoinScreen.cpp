#include "screens/JoinScreen.h"

#include "screens/LobbyScreen.h"
#include "server/HostedServer.h"
#include "server/KeptChairs.h"

namespace bizon::screens {

JoinScreen::JoinScreen(Context& context, std::unique_ptr<LanBrowser> lan, const std::string& link)
    : Overlay(context), lan_(std::move(lan)) {
  if (!link.empty() && !invite(link)) problem_ = context_.texts("join.bad_link");
}

bool JoinScreen::pasted(const std::string& text) { return invite(text); }

bool JoinScreen::invite(const std::string& link) {
  auto invitation = readInvitation(link);
  if (!invitation) return false;
  invited_ = std::move(invitation);
  // The fields, once there, say what it says (build() fills them from it the first time).
  setFieldText("address", invited_->address());
  setFieldText("code", invited_->code);
  problem_.clear();
  prompt_ = context_.texts.format("join.invited", {{"code", invited_->code}, {"address", invited_->address()}});
  focusField(fieldText("name").empty() ? "name" : "code");
  return true;
}

void JoinScreen::update(float) {
  if (lan_->version() != shownVersion_) rebuild();
}

void JoinScreen::build() {
  const Texts& t = context_.texts;
  const Settings& s = context_.settings;
  shownVersion_ = lan_->version();
  std::vector<LanTable> found = lan_->tables();
  if (found.size() > maxListed) found.resize(maxListed);
  setTitle(t("friends.join"));
  std::vector<std::string> lines{!problem_.empty() ? problem_ : !prompt_.empty() ? prompt_ : t("join.text")};
  if (!found.empty() && prompt_.empty()) lines.push_back(t("join.found"));
  setLines(std::move(lines));
  setFields({{"name", t("friends.name"), s.playerName, 24, t("join.name_example")},
             {"address", t("join.address"), invited_ ? invited_->address() : s.tableAddress, 200,
              "192.168.1.5:" + std::to_string(tablePort)},
             {"code", t("join.code"), invited_ ? invited_->code : s.tableCode, 16, "K7QM2-9XH4R"}});
  if (invited_ && s.playerName.empty()) focusField("name");
  std::vector<Item> items;
  for (std::size_t i = 0; i < found.size(); ++i) {
    const LanTable& table = found[i];
    // Another version of Bizon hosts it: shown, greyed, so that nobody wonders where it is.
    items.push_back({"lan_" + std::to_string(i),
                     t.format(table.joinable ? "join.table" : "join.table_other", {{"host", table.hostName}}),
                     table.joinable ? std::function<void()>([this, table] { choose(table); }) : nullptr, false});
  }
  // The tables first, under the line that introduces them: a tap on one fills the fields below.
  setItemsBeforeFields(items.size());
  items.push_back({"join", t("join.join"), [this] { join(); }, true});
  items.push_back({"back", t("menu.back"), [this] { context_.screens.pop(); }, false});
  setItems(std::move(items));
}

void JoinScreen::choose(const LanTable& table) {
  // A code typed for another address is not this table's.
  if (fieldText("address") != table.address) setFieldText("code", "");
  setFieldText("address", table.address);
  problem_.clear();
  prompt_ = context_.texts.format("join.chosen", {{"host", table.hostName}});
  focusField(fieldText("name").empty() ? "name" : "code");
  rebuild();
}

std::optional<Invitation> JoinScreen::invitation() const {
  if (auto typed = readInvitation(fieldText("address"))) return typed;
  // The one opened with or pasted, while its fields say what it said.
  if (invited_ && fieldText("address") == invited_->address() && readTableCode(fieldText("code")) == invited_->code)
    return invited_;
  return std::nullopt;
}

void JoinScreen::join() {
  const Texts& t = context_.texts;
  const auto invitation = this->invitation();
  if (invitation) setFieldText("address", invitation->address()), setFieldText("code", invitation->code);
  if (!invitation && fieldText("address").starts_with("bizon:")) {
    problem_ = t("join.bad_link");
    return rebuild();
  }
  const std::string name = fieldText("name"), typed = fieldText("address"), code = fieldText("code");
  std::optional<std::pair<std::string, std::string>> address =
      typed.find(':') == std::string::npos && !typed.empty() ? std::pair{typed, std::to_string(tablePort)} : splitAddress(typed);
  const auto table = readTableCode(code);
  problem_ = name.empty() ? t("friends.no_name") : !address ? t("join.bad_address") : !table ? t("join.bad_code") : "";
  if (!problem_.empty()) return rebuild();
  context_.settings.playerName = name, context_.settings.tableAddress = typed, context_.settings.tableCode = *table;
  context_.screens.settingsChanged();
  RemoteTarget target;
  std::tie(target.host, target.port) = *address;
  target.code = *table;
  if (invitation) target.fingerprint = invitation->fingerprint;
  target.dataDirectory = context_.userDir;
  target.create.name = name;
  // A chair kept at that table from before (a window closed mid-set): taken back rather than a second.
  if (const auto kept = loadKeptChair(keptChairFile(target.dataDirectory, target.host, target.port, target.code))) target.kept = kept;
  context_.screens.pop();
  context_.screens.push(std::make_unique<LobbyScreen>(context_, std::make_unique<RemoteTable>(std::move(target)), ""));
}

}  // namespace bizon::screens
