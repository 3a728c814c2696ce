// What the screen tests put under a screen: a screen stack that counts the requests, silence, and a whole Context over them.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/Context.h"
#include "core/Screen.h"
#include "settings/Settings.h"
#include "core/Texts.h"
#include "decks/DeckShelf.h"

namespace bizon::test {

class CountingStack : public ScreenStack {
 public:
  void push(std::unique_ptr<Screen> screen) override {
    ++pushed;
    top = std::move(screen);
    names.emplace_back(top->name());
  }
  void pop() override { ++popped; }
  void newSet(NewTable what) override {
    ++newSets;
    asked.push_back(std::move(what));
  }
  bool atFriendsTable() const override { return friends; }
  bool hostsTableInPlay() const override { return hosting; }
  void anotherSet() override { ++anotherSets; }
  std::optional<std::string> anotherAskedBy() const override { return askedBy; }
  void abandonSet(NewTable) override { ++abandoned; }
  void quit() override { ++quits; }
  void settingsChanged() override { ++changed; }
  void openMenu() override {}
  void setOver(PerSeat<int>, PerSeat<bool>, std::vector<PerSeat<int>>) override {}
  void learn() override { ++lessons; }
  void review(Moment at) override { reviewed.push_back(at); }
  std::vector<Moment> reviewed;
  std::vector<NewTable> asked;  // what each newSet asked for
  std::vector<std::string> names;  // of the screens pushed, in order
  int pushed = 0, popped = 0, newSets = 0, abandoned = 0, changed = 0, lessons = 0, quits = 0, anotherSets = 0;
  std::unique_ptr<Screen> top;  // the last screen pushed
  bool friends = false;  // the table in play is a table of friends
  bool hosting = false;  // … hosted by this window, its set in play
  std::optional<std::string> askedBy;  // who at that table asked for another set
};

struct Silent : audio::SoundPlayer {
  void play(audio::Sound) override {}
  bool available() const override { return false; }
};

// Everything a screen stands on: the installed fonts and texts, default settings, the counting
// stack, silence and no decks scanned; `context` refers to them all.
struct ScreenWorld {
  explicit ScreenWorld(localization::Language language = localization::Language::English,
                       std::filesystem::path userDir = {}, HistoryStore* history = nullptr)
      : texts(paths, language),
        context{fonts, texts, settings, paths, std::move(userDir), stack, history, silent, shelf} {
    fonts.load(paths.fontRegular, paths.fontBold);
  }
  ScreenWorld(const ScreenWorld&) = delete;
  ScreenWorld& operator=(const ScreenWorld&) = delete;

  const DataPaths paths = DataPaths::locate();
  Fonts fonts;
  Texts texts;
  Settings settings;
  CountingStack stack;
  Silent silent;
  decks::DeckShelf shelf{decks::DeckCatalog::scan({})};
  Context context;
};

}  // namespace bizon::test
