#include "App.h"

#include <algorithm>
#include <iostream>
#include <random>

#include <SFML/System/Sleep.hpp>
#include <SFML/Window/Event.hpp>

#include "Locale.h"
#include "StopSignals.h"
#include "files/DataDirectory.h"
#include "screens/CloseTableDialog.h"
#include "screens/LobbyScreen.h"
#include "screens/MenuScreen.h"
#include "screens/NewSetDialog.h"
#include "screens/OpenElsewhereScreen.h"
#include "screens/SetOverScreen.h"
#include "screens/SetSheetScreen.h"
#include "session/RemoteSource.h"
#include "table/LessonScreen.h"
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

localization::Language App::language() const {
  if (auto l = localization::languageFromCode(settings_.language)) return *l;
  return localization::languageFromEnvironment();
}

table::TableScreen* App::table() const {
  // The topmost: a table of friends stands over the local one.
  for (auto s = screens_.rbegin(); s != screens_.rend(); ++s)
    if (auto* t = dynamic_cast<table::TableScreen*>(s->get())) return t;
  return nullptr;
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

bool App::atFriendsTable() const {
  const table::TableScreen* t = table();
  return t && !t->match();
}

bool App::hostsTableInPlay() const {
  const table::TableScreen* t = table();
  return t && !t->match() && t->session().source().hosted();
}

std::optional<std::string> App::anotherAskedBy() const {
  const table::TableScreen* friends = table();
  const auto* remote = friends ? dynamic_cast<const table::RemoteSource*>(&friends->session().source()) : nullptr;
  return remote ? remote->client().anotherAskedBy() : std::nullopt;
}

void App::anotherSet() {
  pending_.push_back([this] {
    table::TableScreen* friends = table();
    auto* remote = friends ? dynamic_cast<table::RemoteSource*>(&friends->session().source()) : nullptr;
    if (!remote) return;
    // The link goes to the lobby before the table of friends (and what is over it) goes.
    auto lobby = screens::anotherSet(*context_, remote->release());
    while (screens_.back().get() != friends) screens_.pop_back();
    screens_.pop_back();
    lobby->resize(windowSize());
    screens_.push_back(std::move(lobby));
  });
}

void App::newSet(NewTable what) {
  // At a table of friends no set of this window's starts over the server's: the menu and that
  // table go (the chair is kept: Back to the table), the table beneath is there again.
  if (atFriendsTable()) {
    pop();
    return pop();
  }
  // A set in progress is not left without asking (the menu gives way to the question).
  const table::TableScreen* t = table();
  const Match* match = t ? t->match() : nullptr;
  if (match && !match->over() && !match->records().empty()) {
    pop();
    return push(std::make_unique<screens::NewSetDialog>(*context_, match->gameNumber(), match->options().games, what));
  }
  abandonSet(what);
}

void App::abandonSet(NewTable what) {
  pending_.push_back([this, what] {
    // Under --seed the next set is reproducible too (the end-to-end tests).
    std::random_device device;
    startTable(options_.seed ? seed_ + 1 : (static_cast<std::uint64_t>(device()) << 32) ^ device(), false, true, what);
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

void App::learn() { table::openLessons(*context_); }

void App::setOver(PerSeat<int> totals, PerSeat<bool> winners, std::vector<PerSeat<int>> games) {
  auto over = std::make_unique<screens::SetOverScreen>(*context_, table() ? table()->setId() : "", totals, winners);
  if (table() && table()->otherTable()) over->compareWith(table()->otherTable(), std::move(games));
  push(std::move(over));
}

void App::review(Moment at) {
  if (!history_ || !table()) return;
  // The review over the scoresheet (whose analysis it shows), closed together back to the table.
  auto sheet = std::make_unique<screens::SetSheetScreen>(*context_, table()->setId(), table()->otherTable());
  screens::SetSheetScreen& opened = *sheet;
  push(std::move(sheet));
  opened.review(at, false, false, true, true);
}

void App::startTable(std::uint64_t seed, bool resume, bool abandon, const NewTable& what) {
  seed_ = seed;
  // A practice game's deal is read before the table that holds its set goes.
  std::optional<table::PracticeDeal> practice;
  if (what.kind == NewTable::Kind::Practice && history_) try {
      practice = table::practiceDeal(history_->loadSet(what.set), what.game, settings_.level);
    } catch (const std::exception& e) {
      std::cerr << "bizon: game " << what.game + 1 << " of set " << what.set << " cannot be played again (" << e.what() << ")\n";
    }
  const std::string leaving = abandon && table() ? table()->setId() : "";
  // The table being replaced goes first; the store writes its last save before anything reads it.
  screens_.clear();
  if (history_ && !leaving.empty()) try {
      history_->abandon(leaving);
    } catch (const std::exception& e) {
      std::cerr << "bizon: set " << leaving << " could not be marked abandoned (" << e.what() << ")\n";
    }
  table::TableOptions options;
  options.seed = seed;
  options.save = !hooks_.screenshot();  // screenshots keep nothing
  if (what.kind == NewTable::Kind::Daily) options.daily = std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now());
  options.practice = std::move(practice);
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

void App::applyPending() {
  auto pending = std::move(pending_);
  pending_.clear();
  for (auto& p : pending) p();
}

void App::handle(const sf::Event& event, bool& paused) {
  Screen* top = screens_.empty() ? nullptr : screens_.back().get();
  // A click, a touch or a key is the player at this window, whatever the focus says (with no
  // window manager, or one that does not give focus on click, no GainedFocus follows).
  if (event.type == sf::Event::MouseButtonPressed || event.type == sf::Event::TouchBegan ||
      event.type == sf::Event::KeyPressed)
    paused = false;
  switch (event.type) {
    case sf::Event::Closed:
      // The table of friends this window hosts closes with it: asked first (once).
      if (hostsTableInPlay() && screens_.back()->name() != "dialog")
        push(std::make_unique<screens::CloseTableDialog>(*context_, screens::CloseTableDialog::Then::Quit, [this] { quit_ = true; }));
      else
        quit_ = true;
      break;
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
      if (event.key.code == sf::Keyboard::M && !(top && top->typing())) {
        settings_.muted = !settings_.muted;
        saveSettings(settings_, context_->userDir / "settings.json");
      } else if (top) {
        top->key(event.key.code);
      }
      break;
    case sf::Event::TextEntered:
      if (top) top->text(event.text.unicode);
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
  // A screenshot's moment, once reached, stays as it is; out of focus nothing moves but a table of
  // friends and its lobby.
  if (!screens_.empty() && (!paused || screens_.back()->live()) && (!hooks_.frozen() || screens_.back()->waiting()))
    screens_.back()->update(dt);
  if (table::TableScreen* friends = table(); friends && friends != screens_.back().get()) friends->keepLink();
  window_.clear(ui::colours::felt);
  std::size_t first = 0;
  for (std::size_t i = 0; i < screens_.size(); ++i)
    if (screens_[i]->opaque()) first = i;
  for (std::size_t i = first; i < screens_.size(); ++i) screens_[i]->draw(window_);
}

int App::run() {
  openWindow();
  startTable(options_.seed.value_or(std::random_device{}()), !options_.seed && !hooks_.steering(), false, hooks_.firstTable());
  offerLessons();
  reopenFriendsTable();
  openInvitation();
  hooks_.mark("table");
  catchStopSignals();
  auto last = std::chrono::steady_clock::now();
  // Out of focus (another app in front, a phone's screen locked) the set stands still: no
  // animation runs and no seat is asked to act (a decision already thinking finishes and waits),
  // and the loop idles, a short sleep a turn so that a stop signal is still heard. The set is
  // saved after every action. A table of friends goes on (Screen::live), at the idle loop's pace.
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
    const bool timeUp = hooks_.shown(table(), *screens_.back());
    applyPending();
    if (timeUp) break;
  }
  hooks_.finish({options_.width, options_.height}, history_.has_value());
  screens_.clear();
  window_.close();
  return 0;
}

}  // namespace bizon
