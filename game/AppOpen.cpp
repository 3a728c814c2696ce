// The app's start-up, beside its loop (App.cpp): the settings, the decks, the history and the window, and what the table says at launch.
#include <algorithm>
#include <chrono>
#include <iostream>

#include <SFML/Graphics/Image.hpp>

#include "App.h"
#include "files/AtomicFile.h"
#include "files/DataDirectory.h"
#include "history/HistoryPaths.h"
#include "screens/HistoryTexts.h"
#include "screens/JoinScreen.h"
#include "screens/LearnOfferScreen.h"
#include "screens/LobbyScreen.h"

namespace bizon {

void App::loadSettings(const std::filesystem::path& userDir) {
  if (!userDir.empty()) {
    removeAbandonedTemporaries(userDir);  // settings saves of windows that died
    std::string problem;
    std::error_code ec;
    firstLaunch_ = !std::filesystem::exists(userDir / "settings.json", ec) && !ec;
    settings_ = bizon::loadSettings(userDir / "settings.json", &problem);
    if (!problem.empty())
      std::cerr << "bizon: " << (userDir / "settings.json").string() << ": " << problem
                << "; the default settings are used\n";
  }
  hooks_.adjust(settings_);
  for (auto [given, chair] : {std::pair{&options_.goat, &settings_.goat}, std::pair{&options_.sheep, &settings_.sheep}}) {
    if (given->empty()) continue;
    *chair = *given;
    if (given->starts_with("exec:")) settings_.bot = *given;
  }
}

void App::offerLessons() {
  if (hooks_.steering()) return;
  // Offered once: the settings file written now says the next launch is not the first.
  // A friend opening an invitation is expected at a table: the lessons wait for another launch.
  const bool offer = firstLaunch_ && !options_.learn && options_.invitation.empty();
  if (firstLaunch_ && !context_->userDir.empty()) saveSettings(settings_, context_->userDir / "settings.json");
  firstLaunch_ = false;
  if (options_.learn) learn();
  if (offer) push(std::make_unique<screens::LearnOfferScreen>(*context_));
}

void App::reopenFriendsTable() {
  if (hooks_.steering() || !screens::tableKept(*context_)) return;
  if (auto lobby = screens::backToTable(*context_)) push(std::move(lobby));
}

void App::openInvitation() {
  if (options_.invitation.empty() || hooks_.steering()) return;
  push(std::make_unique<screens::JoinScreen>(*context_, browseLan(), options_.invitation));
}

void App::openDecks(const std::filesystem::path& userDir) {
  // Aisleriot's, KDE's, the package's drawn ones and the player's, their rendered cards kept in
  // the cache directory.
  // A screenshot shows the deck itself, never the painted one meanwhile.
  decks_ = std::make_unique<decks::DeckShelf>(decks::DeckCatalog::scan(decks::DeckFolders::of(userDir, paths_.share)),
                                              decks::DeckCache(decks::DeckCache::defaultFolder()));
  decks_->setSynchronous(hooks_.screenshot());
  if (options_.deck.empty()) return;
  const decks::DeckEntry* deck = decks_->catalog().find(options_.deck);
  if (!deck) throw std::invalid_argument("no deck named " + options_.deck + " (bizon cards list shows the decks)");
  settings_.deck = deck->name;
}

void App::openHistory(const std::filesystem::path& userDir) {
  // The history moments show the sets of the data directory (BIZON_DATA_DIR in the tests); the
  // frame statistics save the set there as a player's table does.
  if (userDir.empty() || !hooks_.keepsHistory()) return;
  try {
    history_.emplace(HistoryStore::open(historyDirectory(userDir)));
  } catch (const std::exception& e) {
    std::cerr << "bizon: the history cannot be opened (" << e.what() << "); this set will not be kept\n";
    historyFailure_ = e.what();
  }
}

std::function<std::string()> App::launchWarning(bool resumed, bool openElsewhere) const {
  const Texts& t = *texts_;
  const bool hooked = hooks_.steering();  // no player at the table
  if (context_->userDir.empty() && !hooked) return [&t] { return t("message.no_data_directory"); };
  if (!historyFailure_.empty() && !hooked)
    return [&t, &why = historyFailure_] { return t.format("message.save_failed", {{"reason", why}}); };
  if (openElsewhere) return [&t] { return t("message.open_elsewhere"); };
  // Save files set aside (or left alone) while opening the history: say so once, at launch.
  if (resumed && history_)
    if (const auto count = static_cast<long long>(history_->problems().size()); count > 0) {
      const HistoryStore& store = *history_;
      return [&t, &store, count] { return screens::problemsLine(t, store, count); };
    }
  // A returning player's first sight: today's daily deal, until it is played (the first launch
  // offers the lessons instead).
  if (resumed && history_ && !firstLaunch_ && !hooked) {
    const auto today = std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now());
    const auto& sets = history_->sets();
    if (std::none_of(sets.begin(), sets.end(), [today](const SetSummary& s) { return s.metadata.daily == today; }))
      return [&t] { return t("message.daily_waiting"); };
  }
  return {};
}

bool App::claimSet(const std::string& id) {
  try {
    return history_->claim(id);
  } catch (const std::exception& e) {
    // No lock can be made (a read-only history): nobody else can save there either, so the set
    // resumes, and its first save says why it cannot be kept.
    std::cerr << "bizon: " << e.what() << "\n";
    return true;
  }
}

void App::openWindow() {
  // No multisampling: the cards are pre-rendered with soft edges, and on a software renderer a
  // multisampled window costs more than everything else the frame does.
  sf::ContextSettings gl;
  gl.antialiasingLevel = 0;
  hooks_.mark("before window");
  window_.create(sf::VideoMode(options_.width, options_.height), (*texts_)("app.title"), sf::Style::Default, gl);
  hooks_.mark("window");
  // The window's icon (title bar, task switcher); a game without it still plays.
  if (sf::Image icon; icon.loadFromFile((paths_.assets / "icon.png").string()))
    window_.setIcon(icon.getSize().x, icon.getSize().y, icon.getPixelsPtr());
  // Screenshots run as fast as they can; everything else at 60 frames per second.
  window_.setFramerateLimit(hooks_.screenshot() ? 0 : 60);
  lastSize_ = windowSize();
}

}  // namespace bizon
