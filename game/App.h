// The window loop and the screen stack: input to the top screen, drawing bottom-up, test hooks.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string_view>
#include <string>
#include <vector>

#include <SFML/Graphics/RenderWindow.hpp>

#include "Context.h"
#include "Screen.h"
#include "audio/AudioOutput.h"
#include "decks/DeckShelf.h"

namespace bizon {

namespace table {
class TableScreen;
}

struct AppOptions {
  std::optional<std::uint64_t> seed;  // --seed: a reproducible set (no resume)
  unsigned width = 1280, height = 720;
  std::string screenshot;  // --screenshot FILE: save a PNG at --at PHASE and exit
  std::string at;          // deal, bidding, round2, trick, scored, set-over, start, menu, settings, howto[-N],
                           // history, sheet, review, review-hands, stats
  double frameStats = 0;   // --frame-stats SECONDS: the computer plays your seat too, saving as usual; print frame times, exit
  std::string targets;     // --targets FILE: where the clickable points are written (e2e tests)
  std::string goat, sheep; // --goat/--sheep KIND: a level or exec:COMMAND in that chair (kept in the settings)
  std::string deck;        // --deck NAME: the cards' deck (kept in the settings)
  std::chrono::steady_clock::time_point launched;
};

// The history screens' screenshot moments (--at history, sheet, review, review-hands, stats).
bool isHistoryMoment(std::string_view at);
// The page of the How to play screen a moment shows (--at howto, howto-N for N in 1..9), counted
// from 1; nothing for the other moments.
std::optional<int> howtoPageOf(std::string_view at);

class App : public ScreenStack {
 public:
  explicit App(AppOptions options);
  ~App() override;
  // Runs until the window closes; the process exit status.
  int run();

  void push(std::unique_ptr<Screen> screen) override;
  void pop() override;
  void newSet() override;
  void quit() override;
  void settingsChanged() override;
  void openMenu() override;
  void setOver(PerSeat<int> totals, PerSeat<bool> winners, std::vector<PerSeat<int>> games) override;

 private:
  void startTable(std::uint64_t seed, bool resume);
  // Takes the set for this window's table; false if another window (or command) holds it.
  bool claimSet(const std::string& id);
  // The table's moment a screenshot waits for (the history, menu and How to play pictures are
  // taken over the table at your first bid).
  std::string stopMoment() const;
  void applyPending();
  void frame(float dt);
  table::TableScreen* table() const;
  sf::Vector2f windowSize() const;
  bool saveScreenshot() const;
  void writeTargets();
  localization::Language language() const;
  bool historyMoment() const { return isHistoryMoment(options_.at); }
  void openHistoryMoment();
  std::optional<int> howtoPage() const { return howtoPageOf(options_.at); }

  AppOptions options_;
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
  std::string lastTargets_;
  bool quit_ = false;
  sf::Vector2f lastSize_;
  std::uint64_t seed_ = 0;
};

}  // namespace bizon
