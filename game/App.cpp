#include "App.h"

#include <algorithm>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <iostream>
#include <random>
#include <sstream>

#include <SFML/Graphics/Image.hpp>
#include <SFML/System/Sleep.hpp>
#include <SFML/Window/Event.hpp>

#include "Locale.h"
#include "Replay.h"
#include "StopSignals.h"
#include "history/AtomicFile.h"
#include "hooks/FrameStats.h"
#include "hooks/TableHooks.h"
#include "history/DataDirectory.h"
#include "history/HistoryError.h"
#include "screens/HistoryScreen.h"
#include "screens/HowToPlayScreen.h"
#include "screens/HistoryTexts.h"
#include "screens/MenuScreen.h"
#include "screens/OpenElsewhereScreen.h"
#include "screens/SetOverScreen.h"
#include "screens/ReviewScreen.h"
#include "screens/SetSheetScreen.h"
#include "screens/StatisticsScreen.h"
#include "screens/SettingsScreen.h"
#include "table/TableScreen.h"
#include "ui/Theme.h"

namespace bizon {


namespace {

using Clock = std::chrono::steady_clock;

double millis(Clock::duration d) { return std::chrono::duration<double, std::milli>(d).count(); }

}  // namespace

namespace {
void mark(const AppOptions& o, const char* what) {
  if (std::getenv("BIZON_FRAME_DEBUG"))
    std::cerr << what << " at " << millis(Clock::now() - o.launched) << " ms\n";
}
}  // namespace

App::App(AppOptions options) : options_(std::move(options)) {
  paths_ = DataPaths::locate();
  mark(options_, "paths");
  fonts_.load(paths_.fontRegular, paths_.fontBold);
  mark(options_, "fonts");
  // Without a data directory (no HOME) the window still opens: it keeps nothing, and says so.
  std::filesystem::path userDir;
  try {
    userDir = dataDirectory();
  } catch (const std::exception& e) {
    std::cerr << "bizon: " << e.what() << "; nothing will be kept\n";
  }
  if (!userDir.empty()) {
    removeAbandonedTemporaries(userDir);  // settings saves of windows that died
    std::string problem;
    settings_ = Settings::load(userDir / "settings.json", &problem);
    if (!problem.empty())
      std::cerr << "bizon: " << (userDir / "settings.json").string() << ": " << problem
                << "; the default settings are used\n";
  }
  if (!options_.screenshot.empty()) settings_.tempo = Tempo::Instant;
  if (options_.frameStats > 0) settings_.tempo = Tempo::Normal;
  for (auto [given, chair] : {std::pair{&options_.goat, &settings_.goat}, std::pair{&options_.sheep, &settings_.sheep}}) {
    if (given->empty()) continue;
    *chair = *given;
    if (given->starts_with("exec:")) settings_.bot = *given;
  }
  // The decks: Aisleriot's, KDE's, the player's own (<data dir>/decks), rendered cards kept in
  // the cache directory. A screenshot shows the deck itself, never the painted one meanwhile.
  decks_ = std::make_unique<decks::DeckShelf>(
      decks::DeckCatalog::scan({.user = userDir.empty() ? std::filesystem::path() : userDir / "decks"}),
      decks::DeckCache(decks::DeckCache::defaultFolder()));
  decks_->setSynchronous(!options_.screenshot.empty());
  if (!options_.deck.empty()) {
    const decks::DeckEntry* deck = decks_->catalog().find(options_.deck);
    if (!deck) throw std::invalid_argument("no deck named " + options_.deck + " (bizon cards list shows the decks)");
    settings_.deck = deck->name;
  }
  mark(options_, "decks");
  texts_ = std::make_unique<Texts>(paths_, language());
  mark(options_, "texts");
  audio_ = std::make_unique<audio::AudioOutput>(settings_);
  mark(options_, "audio");
  // The history moments show the sets of the data directory (BIZON_DATA_DIR in the tests); the
  // frame statistics save the set there as a player's table does.
  if (!userDir.empty() && (options_.screenshot.empty() || historyMoment())) {
    try {
      history_.emplace(HistoryStore::open(historyDirectory(userDir)));
    } catch (const std::exception& e) {
      std::cerr << "bizon: the history cannot be opened (" << e.what() << "); this set will not be kept\n";
      historyFailure_ = e.what();
    }
  }
  context_ = std::make_unique<Context>(
      Context{fonts_, *texts_, settings_, paths_, userDir, *this, history_ ? &*history_ : nullptr, *audio_, *decks_});
}

App::~App() { screens_.clear(); }

bool isHistoryMoment(std::string_view at) {
  return at == "history" || at == "sheet" || at == "review" || at == "review-hands" || at == "review-analysis" ||
         at == "stats" || at == "stats-accuracy";
}

std::optional<int> howtoPageOf(std::string_view at) {
  if (at == "howto") return 1;
  if (at.size() == 7 && at.starts_with("howto-") && at[6] >= '1' && at[6] <= '9') return at[6] - '0';
  return std::nullopt;
}

void App::openHistoryMoment() {
  if (!history_) return;
  push(std::make_unique<screens::HistoryScreen>(*context_));
  if (options_.at == "stats" || options_.at == "stats-accuracy")
    return push(std::make_unique<screens::StatisticsScreen>(*context_, options_.at == "stats-accuracy"));
  if (options_.at == "history") return;
  // The newest finished set, its scoresheet, and its first game with a Bizon under review.
  const auto& sets = history_->sets();
  const auto set = std::find_if(sets.rbegin(), sets.rend(), [](const SetSummary& s) { return s.finished(); });
  if (set == sets.rend()) return;
  push(std::make_unique<screens::SetSheetScreen>(*context_, set->metadata.id));
  if (options_.at == "sheet") return;
  const auto game = std::find_if(set->games.begin(), set->games.end(), [](const GameSummary& g) { return g.bizon; });
  const int g = game == set->games.end() ? 0 : static_cast<int>(game - set->games.begin());
  StoredSet stored;
  try {
    stored = history_->loadSet(set->metadata.id);
  } catch (const HistoryError& e) {
    // Damaged since the index vouched for it: the sheet stays, as when a player asks for it.
    std::cerr << "bizon: " << e.what() << "\n";
    return;
  }
  const GameRecord& record = stored.games[static_cast<std::size_t>(g)];
  // review: the game scored; review-hands: in the fourth trick, every hand face up;
  // review-analysis: your first lead after the first trick, with its options and their values.
  int cards = std::min(10, static_cast<int>(record.play.size()));
  const bool analysis = options_.at == "review-analysis";
  // A card you lead after the first trick: every card in your hand is an option.
  for (int k = 3; analysis && k < static_cast<int>(record.play.size()); k += 3)
    if (record.play[static_cast<std::size_t>(k)].seat == Seat::You) {
      cards = k;
      break;
    }
  const int step = 1 + static_cast<int>(record.bidding.size()) + cards;
  const bool hands = options_.at == "review-hands" || analysis;
  push(std::make_unique<screens::ReviewScreen>(*context_, std::move(stored), g, step, !hands, hands, analysis));
}

localization::Language App::language() const {
  if (auto l = localization::languageFromCode(settings_.language)) return *l;
  return localization::languageFromEnvironment();
}

sf::Vector2f App::windowSize() const {
  return {static_cast<float>(window_.getSize().x), static_cast<float>(window_.getSize().y)};
}

table::TableScreen* App::table() const {
  return screens_.empty() ? nullptr : dynamic_cast<table::TableScreen*>(screens_.front().get());
}

void App::push(std::unique_ptr<Screen> screen) {
  auto shared = std::make_shared<std::unique_ptr<Screen>>(std::move(screen));
  pending_.push_back([this, shared] {
    (*shared)->resize(windowSize());
    screens_.push_back(std::move(*shared));
  });
}

void App::pop() {
  pending_.push_back([this] {
    if (screens_.size() > 1) screens_.pop_back();
  });
}

void App::newSet() {
  pending_.push_back([this] {
    std::random_device device;
    startTable((static_cast<std::uint64_t>(device()) << 32) ^ device(), false);
  });
}

void App::quit() { quit_ = true; }

void App::settingsChanged() {
  if (!context_->userDir.empty() && !settings_.save(context_->userDir / "settings.json"))
    std::cerr << "bizon: the settings could not be saved in " << (context_->userDir / "settings.json").string() << "\n";
  pending_.push_back([this] {
    if (language() != texts_->language()) *texts_ = Texts(paths_, language());
    for (auto& s : screens_) s->resize(windowSize());
  });
}

void App::openMenu() { push(std::make_unique<screens::MenuScreen>(*context_)); }

void App::setOver(PerSeat<int> totals, PerSeat<bool> winners, std::vector<PerSeat<int>> games) {
  push(std::make_unique<screens::SetOverScreen>(*context_, totals, winners, std::move(games)));
}

std::string App::stopMoment() const {
  // The menu and settings pictures are taken over the table at your first bid.
  if (options_.at == "menu" || options_.at == "settings" || howtoPage() || historyMoment()) return "bidding";
  return options_.at;
}

void App::startTable(std::uint64_t seed, bool resume) {
  seed_ = seed;
  // The table being replaced flushes its recorder and lets go of its set first.
  screens_.clear();
  table::TableOptions options;
  options.seed = seed;
  options.save = options_.screenshot.empty();  // screenshots keep nothing
  const bool hooked = !options_.screenshot.empty() || options_.frameStats > 0;  // no player at the table
  // The set of the table being replaced is no longer written from this window.
  if (history_) history_->releaseAll();
  bool openElsewhere = false;
  const Texts& t = *texts_;
  if (resume && history_) {
    if (auto saved = history_->latestUnfinished()) {
      // One writer per set: another window that holds it keeps it, this one plays a new set.
      openElsewhere = !claimSet(saved->metadata.id);
      if (openElsewhere)
        std::cerr << "bizon: set " << saved->metadata.id << " is open in another window; this window plays a new set\n";
      else
        options.resume = std::move(*saved);
    }
    // Save files set aside (or left alone) while opening the history: say so once, at launch.
    if (const auto count = static_cast<long long>(history_->problems().size()); count > 0) {
      const HistoryStore& store = *history_;
      options.warning = [&t, &store, count] { return screens::problemsLine(t, store, count); };
    }
  }
  if (openElsewhere) options.warning = [&t] { return t("message.open_elsewhere"); };
  if (!historyFailure_.empty() && !hooked)
    options.warning = [&t, &why = historyFailure_] { return t.format("message.save_failed", {{"reason", why}}); };
  if (context_->userDir.empty() && !hooked) options.warning = [&t] { return t("message.no_data_directory"); };
  std::unique_ptr<table::TableScreen> screen;
  try {
    screen = std::make_unique<table::TableScreen>(*context_, options);
  } catch (const std::invalid_argument& e) {
    // A saved set that no longer replays starts afresh rather than locking the player out.
    std::cerr << "bizon: the saved set cannot be resumed (" << e.what() << "); starting a new one\n";
    options.resume.reset();
    screen = std::make_unique<table::TableScreen>(*context_, options);
  }
  // Screenshots and frame statistics: the computer plays your seat up to the moment shown.
  if (!options_.screenshot.empty() || options_.frameStats > 0) hooks::steer(*screen, stopMoment());
  mark(options_, "table built");
  screen->resize(windowSize());
  mark(options_, "table laid out");
  screens_.push_back(std::move(screen));
  if (openElsewhere) push(std::make_unique<screens::OpenElsewhereScreen>(*context_));
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

void App::applyPending() {
  auto pending = std::move(pending_);
  pending_.clear();
  for (auto& p : pending) p();
}

void App::writeTargets() {
  if (options_.targets.empty() || !table()) return;
  const std::string text = hooks::targetsJson(*table());
  if (text == lastTargets_) return;
  lastTargets_ = text;
  const std::string temporary = options_.targets + ".tmp";
  {
    std::ofstream out(temporary);
    out << text << "\n";
  }
  std::filesystem::rename(temporary, options_.targets);
}

bool App::saveScreenshot() const {
  sf::Texture texture;
  if (!texture.create(window_.getSize().x, window_.getSize().y)) return false;
  texture.update(window_);
  return texture.copyToImage().saveToFile(options_.screenshot);
}

int App::run() {
  // No multisampling: the cards are pre-rendered with soft edges, and on a software renderer a
  // multisampled window costs more than everything else the frame does.
  sf::ContextSettings gl;
  gl.antialiasingLevel = 0;
  mark(options_, "before window");
  window_.create(sf::VideoMode(options_.width, options_.height), texts_->operator()("app.title"),
                 sf::Style::Default, gl);
  mark(options_, "window");
  // The window's icon (title bar, task switcher); a game without it still plays.
  if (sf::Image icon; icon.loadFromFile((paths_.assets / "icon.png").string()))
    window_.setIcon(icon.getSize().x, icon.getSize().y, icon.getPixelsPtr());
  // Screenshots run as fast as they can; everything else at 60 frames per second.
  window_.setFramerateLimit(options_.screenshot.empty() ? 60 : 0);
  const bool hook = !options_.screenshot.empty() || options_.frameStats > 0;
  const std::uint64_t seed = options_.seed.value_or(std::random_device{}());
  lastSize_ = windowSize();
  startTable(seed, !options_.seed && !hook);
  mark(options_, "table");

  catchStopSignals();
  Clock::time_point last = Clock::now();
  Clock::time_point shown = last;  // when the previous frame was displayed
  std::optional<double> firstFrame;
  hooks::FrameStats stats;
  int stoppedFrames = 0;
  int restarts = 0;
  // Out of focus (another app in front, a phone's screen locked) the set stands still: no
  // animation runs and no seat is asked to act (a decision already thinking finishes and waits),
  // and the loop idles, a short sleep a turn so that a stop signal is still heard. The set is
  // saved after every action.
  bool paused = false;
  while (window_.isOpen() && !quit_ && !stopSignalled()) {
    if (paused) sf::sleep(sf::milliseconds(50));
    sf::Event event;
    while (window_.pollEvent(event)) {
      Screen* top = screens_.empty() ? nullptr : screens_.back().get();
      // A click, a touch or a key is the player at this window, whatever the focus says (with no
      // window manager, or one that does not give focus on click, no GainedFocus follows).
      if (event.type == sf::Event::MouseButtonPressed || event.type == sf::Event::TouchBegan ||
          event.type == sf::Event::KeyPressed)
        paused = false;
      switch (event.type) {
        case sf::Event::Closed: quit_ = true; break;
        case sf::Event::LostFocus: paused = !hook; break;
        case sf::Event::GainedFocus: paused = false; break;
        case sf::Event::Resized:
          // The window manager's first report repeats the size asked for: nothing to redo.
          if (windowSize() == lastSize_) break;
          lastSize_ = windowSize();
          window_.setView(sf::View(sf::FloatRect(0.f, 0.f, static_cast<float>(event.size.width),
                                                 static_cast<float>(event.size.height))));
          for (auto& s : screens_) s->resize(windowSize());
          break;
        case sf::Event::MouseButtonPressed:
          if (top && event.mouseButton.button == sf::Mouse::Left)
            top->tap({static_cast<float>(event.mouseButton.x), static_cast<float>(event.mouseButton.y)});
          break;
        case sf::Event::TouchBegan:
          if (top) top->touch({static_cast<float>(event.touch.x), static_cast<float>(event.touch.y)});
          break;
        case sf::Event::KeyPressed:
          // M mutes and unmutes on every screen (the menu and the table say so).
          // Nothing is laid out again: the screens that say so see the setting change.
          if (event.key.code == sf::Keyboard::M) {
            settings_.muted = !settings_.muted;
            settings_.save(context_->userDir / "settings.json");
          } else if (top) {
            top->key(event.key.code);
          }
          break;
        case sf::Event::MouseWheelScrolled:
          // The wheel turns the pages of the paged screens (history, How to play) like the keys.
          if (top && event.mouseWheelScroll.wheel == sf::Mouse::VerticalWheel && event.mouseWheelScroll.delta != 0.f)
            top->key(event.mouseWheelScroll.delta > 0.f ? sf::Keyboard::PageUp : sf::Keyboard::PageDown);
          break;
        default: break;
      }
    }
    const Clock::time_point now = Clock::now();
    const float dt = std::min(0.1f, std::chrono::duration<float>(now - last).count());
    last = now;

    // The frame's own work: update and draw, up to the buffer swap (which waits for the tempo).
    const Clock::time_point work = Clock::now();
    const double cpuStart = hooks::FrameStats::threadCpuMillis();
    // A screenshot's moment, once reached, stays as it is; out of focus nothing moves.
    if (!paused && !screens_.empty() && (stoppedFrames == 0 || screens_.back()->waiting())) screens_.back()->update(dt);
    const double updateCost = millis(Clock::now() - work);
    window_.clear(ui::colours::felt);
    std::size_t first = 0;
    for (std::size_t i = 0; i < screens_.size(); ++i)
      if (screens_[i]->opaque()) first = i;
    for (std::size_t i = first; i < screens_.size(); ++i) screens_[i]->draw(window_);
    const double cost = hooks::FrameStats::threadCpuMillis() - cpuStart;
    if (std::getenv("BIZON_FRAME_DEBUG") && cost > 6.0)
      std::cerr << "slow frame: update " << updateCost << " ms, total " << cost << " ms\n";
    const char* activity = table() ? hooks::activity(*table()) : "";

    if (!options_.screenshot.empty()) {
      table::TableScreen* t = table();
      const bool ready = options_.at == "start" || (t && hooks::reached(*t, stopMoment()));
      if (ready && stoppedFrames == 0 && options_.at == "menu") push(std::make_unique<screens::MenuScreen>(*context_));
      if (ready && stoppedFrames == 0 && options_.at == "settings")
        push(std::make_unique<screens::SettingsScreen>(*context_));
      if (ready && stoppedFrames == 0 && historyMoment()) openHistoryMoment();
      if (ready && stoppedFrames == 0 && howtoPage())
        push(std::make_unique<screens::HowToPlayScreen>(*context_, *howtoPage() - 1));
      if (ready && ++stoppedFrames >= 3 && !screens_.back()->waiting()) {
        if (!saveScreenshot()) {
          std::cerr << "bizon: cannot save " << options_.screenshot << "\n";
          return 1;
        }
        return 0;
      }
      if (!ready && t && t->match().over() && t->still()) {
        // This set never reached the moment (e.g. no second round): deal the next seed.
        if (++restarts > 20) {
          std::cerr << "bizon: no set reached " << options_.at << "\n";
          return 1;
        }
        startTable(seed_ + 1, false);
      }
    }
    window_.display();
    const Clock::time_point displayed = Clock::now();
    if (!firstFrame)
      firstFrame = millis(displayed - options_.launched);
    else if (options_.frameStats > 0)
      stats.add(cost, millis(displayed - shown), activity);
    shown = displayed;
    writeTargets();
    applyPending();
    if (options_.frameStats > 0 && millis(Clock::now() - options_.launched) > options_.frameStats * 1000.0) break;
  }
  if (options_.frameStats > 0)
    std::cout << stats.json(std::to_string(options_.width) + "x" + std::to_string(options_.height),
                            firstFrame.value_or(0), history_.has_value())
              << "\n";
  screens_.clear();
  window_.close();
  return 0;
}

}  // namespace bizon
