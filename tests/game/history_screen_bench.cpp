// Times opening the history screens over a big history: `history_screen_bench DIR [RUNS]` under a display (xvfb-run), DIR a data directory (BIZON_DATA_DIR) filled by `bizon simulate --save`.
#include <algorithm>
#include <chrono>
#include <functional>
#include <iostream>
#include <memory>
#include <vector>

#include <SFML/Graphics/RenderTexture.hpp>

#include "core/Context.h"
#include "Locale.h"
#include "files/DataDirectory.h"
#include "history/HistoryPaths.h"
#include "screens/HistoryScreen.h"
#include "screens/ReviewScreen.h"
#include "screens/SetSheetScreen.h"
#include "screens/StatisticsScreen.h"

using namespace bizon;
using Clock = std::chrono::steady_clock;

namespace {

// The screens' requests go nowhere: each screen is opened on its own.
class NoStack : public ScreenStack {
 public:
  void push(std::unique_ptr<Screen>) override {}
  void pop() override {}
  void newSet(NewTable) override {}
  void abandonSet(NewTable) override {}
  void quit() override {}
  void settingsChanged() override {}
  void openMenu() override {}
  void setOver(PerSeat<int>, PerSeat<bool>, std::vector<PerSeat<int>>) override {}
  void learn() override {}
  void review(Moment) override {}
};

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: history_screen_bench DATA_DIR [RUNS]\n";
    return 2;
  }
  const std::filesystem::path data = argv[1];
  const int runs = argc > 2 ? std::max(1, std::atoi(argv[2])) : 15;
  DataPaths paths = DataPaths::locate();
  Fonts fonts;
  fonts.load(paths.fontRegular, paths.fontBold);
  Settings settings;
  Texts texts(paths, localization::Language::English);
  NoStack stack;
  sf::RenderTexture target;
  if (!target.create(1280, 720)) return 1;

  const auto time = [&](const char* what, const std::function<void()>& work) {
    std::vector<double> ms;
    for (int i = 0; i < runs; ++i) {
      const auto start = Clock::now();
      work();
      ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
    }
    std::cout << what << ": median " << median(ms) << " ms, max " << *std::max_element(ms.begin(), ms.end())
              << " ms over " << runs << " runs\n";
  };
  // What the game does once at start-up (the index vouches for every file).
  std::optional<HistoryStore> store;
  time("HistoryStore::open (at start-up)", [&] {
    store.reset();
    store.emplace(HistoryStore::open(historyDirectory(data)));
  });
  std::cout << store->sets().size() << " sets, " << store->problems().size() << " problems\n";
  struct Silence : audio::SoundPlayer {
    void play(audio::Sound) override {}
  } silence;
  // The decks as the game finds them (the review's table asks for its cards off this thread).
  decks::DeckShelf decks(decks::DeckCatalog::scan({}), decks::DeckCache(decks::DeckCache::defaultFolder()));
  Context context{fonts, texts, settings, paths, data, stack, &*store, silence, decks};
  // Each screen from its constructor to its first frame drawn and read back.
  const auto open = [&](const std::function<std::unique_ptr<Screen>()>& make) {
    return [&, make] {
      auto screen = make();
      screen->resize({1280.f, 720.f});
      target.clear();
      screen->draw(target);
      target.display();
      (void)target.getTexture().copyToImage();
    };
  };
  time("history list, opened and drawn", open([&] { return std::make_unique<screens::HistoryScreen>(context); }));
  const std::string newest = store->sets().back().metadata.id;
  time("a set's scoresheet, opened and drawn",
       open([&] { return std::make_unique<screens::SetSheetScreen>(context, newest); }));
  time("statistics and plot, opened and drawn",
       open([&] { return std::make_unique<screens::StatisticsScreen>(context); }));
  time("review of game 15 (set loaded), opened and drawn", open([&] {
         return std::make_unique<screens::ReviewScreen>(context, store->loadSet(newest), Moment{14, 0}, nullptr, true);
       }));
  return 0;
}
