#include "hooks/AppHooks.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <system_error>

#include <SFML/Graphics/Texture.hpp>

#include "files/TemporaryFolder.h"
#include "history/HistoryError.h"
#include "hooks/TableHooks.h"
#include "screens/HistoryScreen.h"
#include "screens/HistoryTexts.h"
#include "screens/HostScreen.h"
#include "screens/JoinScreen.h"
#include "server/LanDiscovery.h"
#include "screens/LobbyScreen.h"
#include "Player.h"
#include "server/HostedServer.h"
#include "screens/HowToPlayScreen.h"
#include "screens/MenuScreen.h"
#include "screens/ReviewScreen.h"
#include "screens/SetSheetScreen.h"
#include "screens/SettingsScreen.h"
#include "screens/StatisticsScreen.h"
#include "table/LessonScreen.h"
#include "table/TableScreen.h"

namespace bizon::hooks {

namespace {

using Clock = std::chrono::steady_clock;

double millis(Clock::duration d) { return std::chrono::duration<double, std::milli>(d).count(); }

bool debugging() { return std::getenv("BIZON_FRAME_DEBUG") != nullptr; }

}  // namespace

void AppHooks::adjust(Settings& settings) const {
  if (!options_.screenshot.empty()) settings.tempo = Tempo::Instant;
  if (options_.frameStats > 0) settings.tempo = Tempo::Normal;
}

void AppHooks::mark(const char* what) const {
  if (debugging()) std::cerr << what << " at " << millis(Clock::now() - options_.launched) << " ms\n";
}

std::optional<Moment> AppHooks::stopMoment() const {
  if (options_.at && isScreenOverTable(*options_.at)) return Moment{MomentKind::Bidding};
  // The table of friends stops in a trick; for the frame statistics it plays on.
  if (options_.at && options_.at->kind == MomentKind::Online)
    return options_.screenshot.empty() ? std::nullopt : std::optional<Moment>(Moment{MomentKind::Trick});
  return options_.at;
}

void AppHooks::steer(table::TableScreen& table) const {
  if (!steering()) return;
  const bool coach = options_.at && (options_.at->kind == MomentKind::Coach || options_.at->kind == MomentKind::CoachEnd);
  const std::string_view autopilot = !options_.autopilot.empty() ? std::string_view(options_.autopilot)
                                     : coach                     ? "random"
                                                                 : "hard";
  hooks::steer(table, stopMoment(), autopilot);
}

AppHooks::Next AppHooks::drawn(const sf::RenderWindow& window, Context& context, table::TableScreen* table,
                               Screen& top) {
  work_ = FrameStats::threadCpuMillis() - workStart_;
  const bool online = options_.at && options_.at->kind == MomentKind::Online;
  if (online) driveOnline(context, table, top);
  if (options_.screenshot.empty()) return {};
  const MomentKind at = options_.at->kind;  // a screenshot has its moment (runTable sees to it)
  // The table of friends' moment is its own table's, never the local one's beneath.
  if (online && (!table || table->match())) return {};
  // The hint's moments: at your bid or card, the hint is asked (once) and its answer awaited.
  if (table && (at == MomentKind::Hint || at == MomentKind::HintTrick) && !hintAsked_ &&
      reached(*table, {at == MomentKind::Hint ? MomentKind::Bidding : MomentKind::Trick})) {
    hintAsked_ = true;
    table->session().act(table::Action::Hint);
  }
  // A lesson is shown over the table as it starts: the lesson screen waits for its first step.
  const bool ready = at == MomentKind::Start || at == MomentKind::Learn || (table && reached(*table, *stopMoment()));
  if (ready && stoppedFrames_ == 0) openMoment(context);
  if (ready && ++stoppedFrames_ >= 3 && !top.waiting()) {
    if (saveScreenshot(window)) return {false, 0};
    std::cerr << "bizon: cannot save " << options_.screenshot << "\n";
    return {false, 1};
  }
  if (!ready && table && table->over() && table->still()) {
    // This set never reached the moment (e.g. no second round): deal the next seed.
    if (++restarts_ > 20) {
      std::cerr << "bizon: no set reached " << momentWord(*options_.at) << "\n";
      return {false, 1};
    }
    return {true, std::nullopt};
  }
  return {};
}

void AppHooks::openMoment(Context& context) const {
  const Moment at = *options_.at;
  if (at.kind == MomentKind::Menu) context.screens.push(std::make_unique<screens::MenuScreen>(context));
  if (at.kind == MomentKind::Settings) context.screens.push(std::make_unique<screens::SettingsScreen>(context));
  if (isHistoryMoment(at)) openHistoryMoment(context);
  if (at.kind == MomentKind::HowTo) context.screens.push(std::make_unique<screens::HowToPlayScreen>(context, at.number - 1));
  if (at.kind == MomentKind::Learn) context.screens.push(std::make_unique<table::LessonScreen>(context, at.number - 1));
  if (at.kind == MomentKind::Host) context.screens.push(std::make_unique<screens::HostScreen>(context));
  if (at.kind == MomentKind::Join) openJoinMoment(context);
  if (at.kind == MomentKind::Lobby) openLobbyMoment(context);
}

AppHooks::~AppHooks() {
  std::error_code ignored;
  if (!scratch_.empty()) std::filesystem::remove_all(scratch_, ignored);
}

namespace {

// The tables a Join screen lists, as Avahi would list a table hosted on this computer: the hook's
// own server, whatever the network holds (a screenshot shows the same list everywhere).
class HookedLan : public LanBrowser {
 public:
  HookedLan(std::shared_ptr<HostedServer> server, std::string hostName) : server_(std::move(server)) {
    list_.found({1, 0, "Bizon (" + hostName + ")"}, "127.0.0.1", server_->port(), lanTxt(hostName));
  }
  std::vector<LanTable> tables() const override { return list_.tables(); }
  unsigned version() const override { return list_.version(); }

 private:
  std::shared_ptr<HostedServer> server_;
  LanTableList list_;
};

}  // namespace

bool AppHooks::makeScratch() const {
  if (!scratch_.empty()) return true;
  try {
    scratch_ = makeTemporaryFolder("bizon-lobby-");
  } catch (const std::system_error&) {
    return false;
  }
  return true;
}

void AppHooks::openJoinMoment(Context& context) const {
  if (!makeScratch()) return;
  auto server = std::make_shared<HostedServer>("127.0.0.1:0", scratch_ / "server", builtInPlayer);
  context.screens.push(std::make_unique<screens::JoinScreen>(context, std::make_unique<HookedLan>(std::move(server), "Ann")));
}

void AppHooks::openLobbyMoment(Context& context) const {
  if (!makeScratch()) return;
  RemoteTarget target;
  // On the loopback, unless BIZON_TABLE_LISTEN says otherwise: a lobby showing the router's answer
  // hosts on the network.
  const bool listenGiven = std::getenv("BIZON_TABLE_LISTEN") != nullptr;
  target.server = std::make_shared<HostedServer>(listenGiven ? hostedListen() : "127.0.0.1:0", scratch_ / "server", builtInPlayer);
  target.host = "127.0.0.1", target.port = std::to_string(target.server->port());
  target.dataDirectory = scratch_ / "player";
  target.create.name = context.settings.playerName.empty() ? "Ann" : context.settings.playerName;
  // The address a friend would type, as the host's lobby shows it.
  const std::string shown = hostedAddress(hostedListen(), target.port);
  context.screens.push(std::make_unique<screens::LobbyScreen>(context, std::make_unique<RemoteTable>(std::move(target)), shown));
}

void AppHooks::driveOnline(Context& context, table::TableScreen* table, Screen& top) {
  if (!onlineOpened_) {
    onlineOpened_ = true;
    return openLobbyMoment(context);
  }
  // The lobby handed over to the table of friends: the computer plays your seat there.
  if (table && !table->match() && !onlineSteered_) {
    onlineSteered_ = true;
    return steer(*table);
  }
  // In the lobby, as a host does: ready, then start once the server says everyone is.
  if (top.name() != "lobby" || top.waiting()) return;
  for (const Screen::Target& target : top.targets())
    if (target.name == "ready" || target.name == "start")
      top.tap({target.rect.left + target.rect.width / 2.f, target.rect.top + target.rect.height / 2.f});
}

void AppHooks::openHistoryMoment(Context& context) const {
  if (!context.history) return;
  const MomentKind at = options_.at->kind;
  ScreenStack& screens = context.screens;
  screens.push(std::make_unique<screens::HistoryScreen>(context));
  if (at == MomentKind::Stats || at == MomentKind::StatsAccuracy)
    return screens.push(std::make_unique<screens::StatisticsScreen>(context, at == MomentKind::StatsAccuracy));
  if (at == MomentKind::History) return;
  // The newest finished set, its scoresheet, and its first game with a Bizon under review.
  const auto& sets = context.history->sets();
  const auto set = std::find_if(sets.rbegin(), sets.rend(), [](const SetSummary& s) { return s.finished(); });
  if (set == sets.rend()) return;
  auto sheet = std::make_unique<screens::SetSheetScreen>(context, set->metadata.id);
  screens::SetSheetScreen& opened = *sheet;
  screens.push(std::move(sheet));
  if (at == MomentKind::Sheet) return;
  const auto game = std::find_if(set->games.begin(), set->games.end(), [](const GameSummary& g) { return g.bizon; });
  const int g = game == set->games.end() ? 0 : static_cast<int>(game - set->games.begin());
  StoredSet stored;
  try {
    stored = context.history->loadSet(set->metadata.id);
  } catch (const HistoryError& e) {
    // Damaged since the index vouched for it: the sheet stays, as when a player asks for it.
    std::cerr << "bizon: " << e.what() << "\n";
    return;
  }
  const GameRecord& record = stored.games[static_cast<std::size_t>(g)];
  // review: the game scored; review-hands: in the fourth trick, every hand face up;
  // review-analysis: your first lead after the first trick, with its options and their values.
  const auto firstCard = std::find_if(record.moves.begin(), record.moves.end(), [](const Move& m) { return m.card(); });
  const int beforeCards = static_cast<int>(firstCard - record.moves.begin());
  const int plays = static_cast<int>(record.moves.end() - firstCard);
  int cards = std::min(10, plays);
  const bool analysis = at == MomentKind::ReviewAnalysis;
  // A card you lead after the first trick: every card in your hand is an option.
  for (int k = 3; analysis && k < plays; k += 3)
    if (record.moves[static_cast<std::size_t>(beforeCards + k)].seat() == screens::ownSeat(stored.metadata)) {
      cards = k;
      break;
    }
  const bool hands = at == MomentKind::ReviewHands || analysis;
  opened.review({g, beforeCards + cards}, !hands, hands, analysis);
}

bool AppHooks::saveScreenshot(const sf::RenderWindow& window) const {
  sf::Texture texture;
  if (!texture.create(window.getSize().x, window.getSize().y)) return false;
  texture.update(window);
  return texture.copyToImage().saveToFile(options_.screenshot);
}

bool AppHooks::shown(const table::TableScreen* table, const Screen& top) {
  if (debugging() && work_ > 6.0) std::cerr << "slow frame: " << work_ << " ms\n";
  const Clock::time_point now = Clock::now();
  const FrameStats::Cores cores = options_.frameStats > 0 ? FrameStats::cores() : FrameStats::Cores{};
  if (!firstFrame_)
    firstFrame_ = millis(now - options_.launched);
  else if (options_.frameStats > 0)
    stats_.add(work_, millis(now - lastShown_), table ? activity(*table) : "",
               {cores.renderer - cores_.renderer, cores.waited - cores_.waited});
  cores_ = cores;
  if (options_.frameStats > 0 && table && table->coach().notes() != coachNotes_) {
    coachNotes_ = table->coach().notes();
    stats_.coach(table->coach().latencies());
  }
  lastShown_ = now;
  writeTargets(table, top);
  return options_.frameStats > 0 && millis(Clock::now() - options_.launched) > options_.frameStats * 1000.0;
}

void AppHooks::writeTargets(const table::TableScreen* table, const Screen& top) {
  if (options_.targets.empty()) return;
  const std::string text = targetsJson(table, top);
  if (text == lastTargets_) return;
  lastTargets_ = text;
  const std::string temporary = options_.targets + ".tmp";
  {
    std::ofstream out(temporary);
    out << text << "\n";
  }
  std::filesystem::rename(temporary, options_.targets);
}

void AppHooks::finish(sf::Vector2u size, bool saving) const {
  if (options_.frameStats > 0)
    std::cout << stats_.json(std::to_string(size.x) + "x" + std::to_string(size.y), firstFrame_.value_or(0), saving)
              << "\n";
}

}  // namespace bizon::hooks
