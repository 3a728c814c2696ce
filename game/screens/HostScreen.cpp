#include "screens/HostScreen.h"

#include <iostream>

#include "screens/LobbyScreen.h"
#include "Player.h"
#include "server/HostedServer.h"

namespace bizon::screens {

HostScreen::HostScreen(Context& context) : Overlay(context), level_(context.settings.level) {}

void HostScreen::build() {
  const Texts& t = context_.texts;
  setTitle(t("friends.host"));
  std::vector<std::string> lines{t("host.text")};
  if (!problem_.empty()) lines.push_back(problem_);
  setLines(std::move(lines));
  setFields({{"name", t("friends.name"), context_.settings.playerName, 24, t("host.name_example")}});
  const std::string level = t(std::string("settings.level.") + std::string(code(level_)));
  setItems({
      {"level", t.format("host.level", {{"level", level}}), [this] {
         level_ = level_ == AiLevel::Easy ? AiLevel::Normal : level_ == AiLevel::Normal ? AiLevel::Hard : AiLevel::Easy;
         rebuild();
       }, false},
      {"coach", t.format("host.coach", {{"state", t(coach_ ? "common.on" : "common.off")}}), [this] {
         coach_ = !coach_;
         rebuild();
       }, false},
      {"open", t("host.open"), [this] { open(); }, true},
      {"back", t("menu.back"), [this] { context_.screens.pop(); }, false},
  });
}

void HostScreen::open() {
  const Texts& t = context_.texts;
  const std::string name = fieldText("name");
  if (name.empty()) {
    problem_ = t("friends.no_name");
    return rebuild();
  }
  RemoteTarget target;
  try {
    target.server = std::make_shared<HostedServer>(hostedListen(), context_.userDir / "hosting", builtInPlayer);
  } catch (const std::exception& e) {
    problem_ = t.format("host.failed", {{"reason", e.what()}});
    return rebuild();
  }
  context_.settings.playerName = name;
  context_.screens.settingsChanged();
  target.host = "127.0.0.1";
  target.port = std::to_string(target.server->port());
  target.dataDirectory = context_.userDir;
  target.create.name = name, target.create.level = level_, target.create.coach = coach_;
  target.create.shuffle = context_.settings.fullShuffle ? Shuffle::Full : Shuffle::Light;
  const std::string shown = hostedAddress(hostedListen(), target.port);
  std::cerr << "bizon: hosting a table at " << shown << " (listening on " << hostedListen() << ")\n";
  context_.screens.pop();
  context_.screens.push(std::make_unique<LobbyScreen>(context_, std::make_unique<RemoteTable>(std::move(target)), shown));
}

}  // namespace bizon::screens
