#include "App.h"

#include <algorithm>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <iostream>
#include <random>
#include <sstream>
#include <utility>

#include <boost/json.hpp>
#include <SFML/Graphics/Image.hpp>
#include <SFML/Window/Event.hpp>

#include "Locale.h"
#include "Replay.h"
#include "history/DataDirectory.h"
#include "screens/HistoryScreen.h"
#include "screens/HowToPlayScreen.h"
#include "screens/HistoryTexts.h"
#include "screens/MenuScreen.h"
#include "screens/ReviewScreen.h"
#include "screens/SetSheetScreen.h"
#include "screens/StatisticsScreen.h"
#include "screens/SettingsScreen.h"
#include "table/TableScreen.h"

namespace bizon {

namespace json = boost::json;

namespace {

using Clock = std::chrono::steady_clock;

double millis(Clock::duration d) { return std::chrono::duration<double, std::milli>(d).count(); }

// The CPU time of this thread in milliseconds: what a frame costs, whatever else runs meanwhile.
double threadCpuMillis() {
#if defined(__linux__)
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1000.0 + static_cast<double>(t.tv_nsec) / 1e6;
#else
  return millis(Clock::now().time_since_epoch());
#endif
}

// The median and the 99th percentile of frame times, for the frame statistics.
json::object summary(std::vector<double> samples) {
  json::object o;
  o["frames"] = samples.size();
  if (samples.empty()) return o;
  std::sort(samples.begin(), samples.end());
  const auto at = [&](double q) {
    return samples[std::min(samples.size() - 1, static_cast<std::size_t>(q * static_cast<double>(samples.size())))];
  };
  o["median_ms"] = std::round(at(0.5) * 1000.0) / 1000.0;
  o["p99_ms"] = std::round(at(0.99) * 1000.0) / 1000.0;
  o["max_ms"] = std::round(samples.back() * 1000.0) / 1000.0;
  return o;
}

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
  const auto userDir = dataDirectory();
  settings_ = Settings::load(userDir / "settings.json");
  if (!options_.screenshot.empty()) settings_.tempo = Tempo::Instant;
  if (options_.frameStats > 0) settings_.tempo = Tempo::Normal;
  texts_ = std::make_unique<Texts>(paths_, language());
  mark(options_, "texts");
  const bool hook = !options_.screenshot.empty() || options_.frameStats > 0;
  // The history moments show the sets of the data directory (BIZON_DATA_DIR in the tests).
  if (!hook || historyMoment()) {
    try {
      history_.emplace(HistoryStore::open(historyDirectory(userDir)));
    } catch (const std::exception& e) {
      std::cerr << "bizon: the history cannot be opened (" << e.what() << "); this set will not be kept\n";
    }
  }
  context_ = std::make_unique<Context>(
      Context{fonts_, *texts_, settings_, paths_, userDir, *this, history_ ? &*history_ : nullptr});
}

App::~App() { screens_.clear(); }

bool isHistoryMoment(std::string_view at) {
  return at == "history" || at == "sheet" || at == "review" || at == "review-hands" || at == "stats";
}

std::optional<int> howtoPageOf(std::string_view at) {
  if (at == "howto") return 1;
  if (at.size() == 7 && at.starts_with("howto-") && at[6] >= '1' && at[6] <= '9') return at[6] - '0';
  return std::nullopt;
}

void App::openHistoryMoment() {
  if (!history_) return;
  push(std::make_unique<screens::HistoryScreen>(*context_));
  if (options_.at == "stats") return push(std::make_unique<screens::StatisticsScreen>(*context_));
  if (options_.at == "history") return;
  // The newest finished set, its scoresheet, and its first game with a Bizon under review.
  const auto& sets = history_->sets();
  const auto set = std::find_if(sets.rbegin(), sets.rend(), [](const SetSummary& s) { return s.finished(); });
  if (set == sets.rend()) return;
  push(std::make_unique<screens::SetSheetScreen>(*context_, set->metadata.id));
  if (options_.at == "sheet") return;
  const auto game = std::find_if(set->games.begin(), set->games.end(), [](const GameSummary& g) { return g.bizon; });
  const int g = game == set->games.end() ? 0 : static_cast<int>(game - set->games.begin());
  StoredSet stored = history_->loadSet(set->metadata.id);
  const GameRecord& record = stored.games[static_cast<std::size_t>(g)];
  // review: the game scored; review-hands: in the fourth trick, every hand face up.
  const int step = 1 + static_cast<int>(record.bidding.size()) + std::min(10, static_cast<int>(record.play.size()));
  const bool hands = options_.at == "review-hands";
  push(std::make_unique<screens::ReviewScreen>(*context_, std::move(stored), g, step, !hands, hands));
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
  settings_.save(context_->userDir / "settings.json");
  pending_.push_back([this] {
    if (language() != texts_->language()) *texts_ = Texts(paths_, language());
    for (auto& s : screens_) s->resize(windowSize());
  });
}

void App::startTable(std::uint64_t seed, bool resume) {
  seed_ = seed;
  table::TableOptions options;
  options.seed = seed;
  options.autoplay = !options_.screenshot.empty() || options_.frameStats > 0;
  options.save = !options.autoplay;  // the test hooks keep nothing
  // The menu and settings pictures are taken over the table at your first bid.
  options.stopAt = options_.at == "menu" || options_.at == "settings" || howtoPage() ? "bidding" : options_.at;
  if (historyMoment()) options.stopAt = "bidding";
  if (resume && history_) {
    if (auto saved = history_->latestUnfinished()) options.resume = std::move(*saved);
    // Save files set aside (or left alone) while opening the history: say so once, at launch.
    if (const auto count = static_cast<long long>(history_->problems().size()); count > 0) {
      const HistoryStore& store = *history_;
      const Texts& t = *texts_;
      options.warning = [&t, &store, count] { return screens::problemsLine(t, store, count); };
    }
  }
  screens_.clear();
  std::unique_ptr<table::TableScreen> screen;
  try {
    screen = std::make_unique<table::TableScreen>(*context_, options);
  } catch (const std::invalid_argument& e) {
    // A saved set that no longer replays starts afresh rather than locking the player out.
    std::cerr << "bizon: the saved set cannot be resumed (" << e.what() << "); starting a new one\n";
    options.resume.reset();
    screen = std::make_unique<table::TableScreen>(*context_, options);
  }
  mark(options_, "table built");
  screen->resize(windowSize());
  mark(options_, "table laid out");
  screens_.push_back(std::move(screen));
}

void App::applyPending() {
  auto pending = std::move(pending_);
  pending_.clear();
  for (auto& p : pending) p();
}

void App::writeTargets() {
  if (options_.targets.empty() || !table()) return;
  const std::string text = table()->targetsJson();
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

  Clock::time_point last = Clock::now();
  std::optional<double> firstFrame;
  std::vector<double> dealing, collecting, all;
  int stoppedFrames = 0;
  int restarts = 0;
  // Out of focus (another app in front, a phone's screen locked) the set stands still: no
  // animation runs and no seat is asked to act (a decision already thinking finishes and waits),
  // and the loop sleeps until the window hears something. The set is saved after every action.
  bool paused = false;
  while (window_.isOpen() && !quit_) {
    sf::Event event;
    bool waited = paused && window_.waitEvent(event);
    while (std::exchange(waited, false) || window_.pollEvent(event)) {
      Screen* top = screens_.empty() ? nullptr : screens_.back().get();
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
          if (top) top->tap({static_cast<float>(event.touch.x), static_cast<float>(event.touch.y)});
          break;
        case sf::Event::KeyPressed:
          if (top) top->key(event.key.code);
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
    const double cpuStart = threadCpuMillis();
    if (!paused && !screens_.empty()) screens_.back()->update(dt);
    const double updateCost = millis(Clock::now() - work);
    window_.clear(sf::Color(16, 62, 36));
    std::size_t first = 0;
    for (std::size_t i = 0; i < screens_.size(); ++i)
      if (screens_[i]->opaque()) first = i;
    for (std::size_t i = first; i < screens_.size(); ++i) screens_[i]->draw(window_);
    const double cost = threadCpuMillis() - cpuStart;
    if (std::getenv("BIZON_FRAME_DEBUG") && cost > 6.0)
      std::cerr << "slow frame: update " << updateCost << " ms, total " << cost << " ms\n";
    const char* activity = table() ? table()->activity() : "";

    if (!options_.screenshot.empty()) {
      table::TableScreen* t = table();
      const bool ready = options_.at == "start" || (t && t->stopped());
      if (ready && stoppedFrames == 0 && options_.at == "menu") push(std::make_unique<screens::MenuScreen>(*context_));
      if (ready && stoppedFrames == 0 && options_.at == "settings")
        push(std::make_unique<screens::SettingsScreen>(*context_));
      if (ready && stoppedFrames == 0 && historyMoment()) openHistoryMoment();
      if (ready && stoppedFrames == 0 && howtoPage())
        push(std::make_unique<screens::HowToPlayScreen>(*context_, *howtoPage() - 1));
      if (ready && ++stoppedFrames >= 3) {
        if (!saveScreenshot()) {
          std::cerr << "bizon: cannot save " << options_.screenshot << "\n";
          return 1;
        }
        return 0;
      }
      if (t && t->finished() && !t->stopped() && options_.at != "set-over") {
        // This set never reached the moment (e.g. no second round): deal the next seed.
        if (++restarts > 20) {
          std::cerr << "bizon: no set reached " << options_.at << "\n";
          return 1;
        }
        startTable(seed_ + 1, false);
      }
    }
    window_.display();
    if (!firstFrame) {
      firstFrame = millis(Clock::now() - options_.launched);
      if (options_.frameStats > 0) all.clear();
    } else if (options_.frameStats > 0) {
      all.push_back(cost);
      if (std::string_view(activity) == "dealing") dealing.push_back(cost);
      if (std::string_view(activity) == "collecting") collecting.push_back(cost);
    }
    writeTargets();
    applyPending();
    if (options_.frameStats > 0 && millis(Clock::now() - options_.launched) > options_.frameStats * 1000.0) break;
  }
  if (options_.frameStats > 0) {
    json::object o;
    o["size"] = std::to_string(options_.width) + "x" + std::to_string(options_.height);
    o["first_frame_ms"] = std::round(firstFrame.value_or(0) * 10.0) / 10.0;
    o["dealing"] = summary(dealing);
    o["collecting"] = summary(collecting);
    o["all"] = summary(all);
    std::cout << json::serialize(o) << "\n";
  }
  screens_.clear();
  window_.close();
  return 0;
}

}  // namespace bizon
