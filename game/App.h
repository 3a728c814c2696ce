// The window loop and the screen stack: input to the top screen, drawing bottom-up, routing between the table and the screens.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <SFML/Graphics/RenderWindow.hpp>

#include "core/Context.h"
#include "core/Screen.h"
#include "audio/AudioOutput.h"
#include "decks/DeckShelf.h"
#include "hooks/AppHooks.h"

namespace bizon {

namespace table {
class TableScreen;
}

struct AppOptions {
  std::optional<std::uint64_t> seed;  // --seed: a reproducible set (no resume), and the next one seed + 1
  unsigned width = 1280, height = 720;
  std::string goat, sheep;  // --goat/--sheep KIND: a level or exec:COMMAND in that chair (kept in the settings)
  std::string deck;          // --deck NAME: the cards' deck (kept in the settings)
  bool learn = false;        // --learn: Learn to play opens over the table
  std::string invitation;    // bizon://…: the Join screen opens filled in
  hooks::HookOptions hooks;  // --screenshot, --at, --frame-stats, --targets
};

class App : public ScreenStack {
 public:
  explicit App(AppOptions options);
  ~App() override;
  // Runs until the window closes; the process exit status.
  int run();

  void push(std::unique_ptr<Screen> screen) override;
  void pop() override;
  void newSet(NewTable what = {}) override;
  bool atFriendsTable() const override;
  bool hostsTableInPlay() const override;
  void anotherSet() override;
  std::optional<std::string> anotherAskedBy() const override;
  void abandonSet(NewTable what = {}) override;
  void quit() override { quit_ = true; }
  void settingsChanged() override;
  void openMenu() override;
  void setOver(PerSeat<int> totals, PerSeat<bool> winners, std::vector<PerSeat<int>> games) override;
  void learn() override;
  void review(Moment at) override;

 private:
  void loadSettings(const std::filesystem::path& userDir);
  // Learn to play over the new table: asked for (--learn), or offered at the very first launch.
  void offerLessons();
  // A set at a table of friends in play when the window closed: the window opens on that table
  // (its lobby takes the chair back and hands over once it knows where the game stands).
  void reopenFriendsTable();
  // Opened with an invitation: the Join screen, filled in, over everything.
  void openInvitation();
  void openDecks(const std::filesystem::path& userDir);
  void openHistory(const std::filesystem::path& userDir);
  void openWindow();
  // A new table playing `what` (or the saved set's, when resume); abandon: the set on the table
  // being replaced stays in the history marked abandoned (or goes, without a move made).
  void startTable(std::uint64_t seed, bool resume, bool abandon = false, const NewTable& what = {});
  // What the table says at launch when something outside the game went wrong, else that today's
  // daily deal waits to be played.
  std::function<std::string()> launchWarning(bool resumed, bool openElsewhere) const;
  // Takes the set for this window's table; false if another window (or command) holds it.
  bool claimSet(const std::string& id);
  // One input event: to the window, the top screen, or the mute key; `paused` follows the focus.
  void handle(const sf::Event& event, bool& paused);
  // Updates the top screen and draws the visible ones.
  void updateAndDraw(float dt, bool paused);
  void applyPending();
  table::TableScreen* table() const;
  sf::Vector2f windowSize() const { return sf::Vector2f(window_.getSize()); }
  localization::Language language() const;

  AppOptions options_;
  hooks::AppHooks hooks_;
  DataPaths paths_;
  Fonts fonts_;
  Settings settings_;
  std::unique_ptr<Texts> texts_;
  std::unique_ptr<audio::AudioOutput> audio_;
  std::unique_ptr<decks::DeckShelf> decks_;
  std::unique_ptr<Context> context_;
  std::optional<HistoryStore> history_;
  std::string historyFailure_;  // why the history could not be opened, for the communication box
  sf::RenderWindow window_;
  std::vector<std::unique_ptr<Screen>> screens_;
  std::vector<std::function<void()>> pending_;
  bool quit_ = false;
  sf::Vector2f lastSize_;
  std::uint64_t seed_ = 0;
  bool firstLaunch_ = false;  // no settings file yet: Learn to play is offered
};

}  // namespace bizon
