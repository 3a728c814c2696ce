#include "App.h"

#include <algorithm>
#include <iostream>
#include <random>

#include <SFML/Graphics/Image.hpp>
#include <SFML/System/Sleep.hpp>
#include <SFML/Window/Event.hpp>

#include "Locale.h"
#include "StopSignals.h"
#include "history/AtomicFile.h"
#include "history/DataDirectory.h"
#include "screens/HistoryTexts.h"
#include "screens/MenuScreen.h"
#include "screens/OpenElsewhereScreen.h"
#include "screens/SetOverScreen.h"
#include "table/TableScreen.h"
#include "ui/Theme.h"

namespace bizon {

App::App(AppOptions options) : options_(std::move(options)), hooks_(options_.hooks) {
  paths_ = DataPaths::locate();
  hooks_.mark("paths");
  fonts_.load(paths_.fontRegular, paths_.fontBold);
  hooks_.mark("fonts");
  // Without a data directory (no HOME) the window still opens: it keeps nothing, and says so.
  std::filesystem::path userDir;
  try {
    userDir = dataDirectory();
  } catch (const std::exception& e) {
    std::cerr << "bizon: " << e.what() << "; nothing will be kept\n";
  }
  loadSettings(userDir);
  openDecks(userDir);
  texts_ = std::make_unique<Texts>(paths_, language());
  hooks_.mark("texts");
  audio_ = std::make_unique<audio::AudioOutput>(settings_);
  hooks_.mark("audio");
  openHistory(userDir);
  context_ = std::make_unique<Context>(
      Context{fonts_, *texts_, settings_, paths_, userDir, *this, history_ ? &*history_ : nullptr, *audio_, *decks_});
}

App::~App() { screens_.clear(); }

void App::loadSettings(const std::filesystem::path& userDir) {
  if (!userDir.empty()) {
    removeAbandonedTemporaries(userDir);  // settings saves of windows that died
    std::string problem;
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

void App::openDecks(const std::filesystem::path& userDir) {
  // Aisleriot's, KDE's and the player's decks, their rendered cards kept in the cache directory.
  // A screenshot shows the deck itself, never the painted one meanwhile.
  decks_ = std::make_unique<decks::DeckShelf>(decks::DeckCatalog::scan(decks::DeckFolders::of(userDir)),
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

localization::Language App::language() const {
  if (auto l = localization::languageFromCode(settings_.language)) return *l;
  return localization::languageFromEnvironment();
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

void App::settingsChanged() {
  if (!context_->userDir.empty() && !saveSettings(settings_, context_->userDir / "settings.json"))
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

void App::startTable(std::uint64_t seed, bool resume) {
  seed_ = seed;
  // The table being replaced flushes its recorder and lets go of its set first.
  screens_.clear();
  table::TableOptions options;
  options.seed = seed;
  options.save = !hooks_.screenshot();  // screenshots keep nothing
  // The set of the table being replaced is no longer written from this window.
  if (history_) history_->releaseAll();
  bool openElsewhere = false;
  if (resume && history_)
    if (auto saved = history_->latestUnfinished()) {
      // One writer per set: another window that holds it keeps it, this one plays a new set.
      openElsewhere = !claimSet(saved->metadata.id);
      if (openElsewhere)
        std::cerr << "bizon: set " << saved->metadata.id << " is open in another window; this window plays a new set\n";
      else
        options.resume = std::move(*saved);
    }
  options.warning = launchWarning(resume, openElsewhere);
  std::unique_ptr<table::TableScreen> screen;
  try {
    screen = std::make_unique<table::TableScreen>(*context_, options);
  } catch (const std::invalid_argument& e) {
    // A saved set that no longer replays starts afresh rather than locking the player out.
    std::cerr << "bizon: the saved set cannot be resumed (" << e.what() << "); starting a new one\n";
    options.resume.reset();
    screen = std::make_unique<table::TableScreen>(*context_, options);
  }
  hooks_.steer(*screen);
  hooks_.mark("table built");
  screen->resize(windowSize());
  hooks_.mark("table laid out");
  screens_.push_back(std::move(screen));
  if (openElsewhere) push(std::make_unique<screens::OpenElsewhereScreen>(*context_));
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

void App::applyPending() {
  auto pending = std::move(pending_);
  pending_.clear();
  for (auto& p : pending) p();
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

void App::handle(const sf::Event& event, bool& paused) {
  Screen* top = screens_.empty() ? nullptr : screens_.back().get();
  // A click, a touch or a key is the player at this window, whatever the focus says (with no
  // window manager, or one that does not give focus on click, no GainedFocus follows).
  if (event.type == sf::Event::MouseButtonPressed || event.type == sf::Event::TouchBegan ||
      event.type == sf::Event::KeyPressed)
    paused = false;
  switch (event.type) {
    case sf::Event::Closed: quit_ = true; break;
    case sf::Event::LostFocus: paused = !hooks_.steering(); break;
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
        saveSettings(settings_, context_->userDir / "settings.json");
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

void App::updateAndDraw(float dt, bool paused) {
  // A screenshot's moment, once reached, stays as it is; out of focus nothing moves.
  if (!paused && !screens_.empty() && (!hooks_.frozen() || screens_.back()->waiting())) screens_.back()->update(dt);
  window_.clear(ui::colours::felt);
  std::size_t first = 0;
  for (std::size_t i = 0; i < screens_.size(); ++i)
    if (screens_[i]->opaque()) first = i;
  for (std::size_t i = first; i < screens_.size(); ++i) screens_[i]->draw(window_);
}

int App::run() {
  openWindow();
  startTable(options_.seed.value_or(std::random_device{}()), !options_.seed && !hooks_.steering());
  hooks_.mark("table");
  catchStopSignals();
  auto last = std::chrono::steady_clock::now();
  // Out of focus (another app in front, a phone's screen locked) the set stands still: no
  // animation runs and no seat is asked to act (a decision already thinking finishes and waits),
  // and the loop idles, a short sleep a turn so that a stop signal is still heard. The set is
  // saved after every action.
  bool paused = false;
  while (window_.isOpen() && !quit_ && !stopSignalled()) {
    if (paused) sf::sleep(sf::milliseconds(50));
    for (sf::Event event; window_.pollEvent(event);) handle(event, paused);
    const auto now = std::chrono::steady_clock::now();
    const float dt = std::min(0.1f, std::chrono::duration<float>(now - last).count());
    last = now;
    hooks_.frameStarts();
    updateAndDraw(dt, paused);
    const auto next = hooks_.drawn(window_, *context_, table(), *screens_.back());
    if (next.exit) return *next.exit;
    if (next.nextSeed) startTable(seed_ + 1, false);
    window_.display();
    const bool timeUp = hooks_.shown(table());
    applyPending();
    if (timeUp) break;
  }
  hooks_.finish({options_.width, options_.height}, history_.has_value());
  screens_.clear();
  window_.close();
  return 0;
}

}  // namespace bizon
