// What every screen may use: fonts, texts, settings, paths, and requests to the screen stack.
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/DataPaths.h"
#include "GameCursor.h"
#include "history/HistoryStore.h"
#include "core/Fonts.h"
#include "Seat.h"
#include "settings/Settings.h"
#include "core/Texts.h"
#include "audio/Sound.h"
#include "decks/DeckShelf.h"

namespace bizon {

class Screen;

// What a new table plays: a set as the settings say, today's daily deal (its UTC date's deals, at
// Hard), or a deal of the history played again as a practice game (game `game`, from 0, of `set`).
struct NewTable {
  enum class Kind : std::uint8_t { Set, Daily, Practice };
  Kind kind = Kind::Set;
  std::string set;
  int game = 0;
  static NewTable daily() { return {Kind::Daily, {}, 0}; }
  static NewTable practice(std::string set, int game) { return {Kind::Practice, std::move(set), game}; }
};

// The requests a screen makes of the app; they take effect after the current frame. The app knows
// which screen answers which request, so that the table and the screens need not know each other.
class ScreenStack {
 public:
  virtual ~ScreenStack() = default;
  virtual void push(std::unique_ptr<Screen> screen) = 0;
  virtual void pop() = 0;  // the top screen
  // Everything replaced by a fresh table; a set in progress is not left without asking first. At
  // a table of friends (whose set is the server's) it leaves that table instead, the chair kept.
  virtual void newSet(NewTable what = {}) = 0;
  // A table of friends is the table in play (the menu offers to leave it rather than a new set).
  virtual bool atFriendsTable() const { return false; }
  // That table is this window's own (it hosts it) and its set is in play: closing the window, or
  // opening another table, closes it for the friends at it (they are asked first).
  virtual bool hostsTableInPlay() const { return false; }
  // The set at the table of friends is over: another with the same people, its lobby in place of
  // the table (your yes said).
  virtual void anotherSet() {}
  // Someone at that table asked for another set while this window still shows its end: who.
  virtual std::optional<std::string> anotherAskedBy() const { return std::nullopt; }
  // The same without asking: the set on the table stays in the history marked abandoned (one
  // without a move made goes).
  virtual void abandonSet(NewTable what = {}) = 0;
  virtual void quit() = 0;
  // The settings changed: the app saves them and reloads texts or cards as needed.
  virtual void settingsChanged() = 0;
  // The menu over the table (Esc, the ☰ button).
  virtual void openMenu() = 0;
  // The set is over: its totals, winners and each game's SP, over the table.
  virtual void setOver(PerSeat<int> totals, PerSeat<bool> winners, std::vector<PerSeat<int>> games) = 0;
  // Learn to play over whatever is shown, from where the lessons were left.
  virtual void learn() = 0;
  // The review of the table's set at `at`, with the analysis of your decision there, over the
  // set's scoresheet (the coach's offer at the end of a game).
  virtual void review(Moment at) = 0;
};

struct Context {
  Fonts& fonts;
  Texts& texts;
  Settings& settings;
  const DataPaths& paths;
  std::filesystem::path userDir;
  ScreenStack& screens;
  HistoryStore* history;  // null when nothing is to be kept (screenshots, frame statistics)
  audio::SoundPlayer& sounds;  // what the scene hears (silent without an audio device)
  decks::DeckShelf& decks;     // the decks found, and the chosen one's cards rendered off this thread
};

}  // namespace bizon
