#include "screens/SettingsScreen.h"

#include <array>

#include "Language.h"

namespace bizon::screens {

void SettingsScreen::changed() {
  context_.screens.settingsChanged();
  rebuild();
}

void SettingsScreen::build() {
  const Texts& t = context_.texts;
  Settings& s = context_.settings;
  setTitle(t("settings.title"));
  setColumns(2);
  std::vector<Item> items;
  // Each row: the setting's name (tap to cycle) and its current value (tap to cycle too).
  const auto row = [&](const std::string& label, const std::string& value, std::function<void()> next) {
    items.push_back({label, next, false});
    items.push_back({value, next, false});
  };
  std::string language = t("settings.language.system");
  if (auto l = localization::languageFromCode(s.language)) language = std::string(localization::nativeName(*l));
  row(t("settings.language.label"), language, [this, &s] {
    // System, then each language in turn.
    if (s.language.empty()) s.language = "en";
    else if (auto l = localization::languageFromCode(s.language); l && *l != localization::Language::German)
      s.language = std::string(localization::code(static_cast<localization::Language>(static_cast<int>(*l) + 1)));
    else s.language.clear();
    changed();
  });
  constexpr std::array<const char*, 4> tempos{"settings.tempo.slow", "settings.tempo.normal",
                                              "settings.tempo.fast", "settings.tempo.instant"};
  row(t("settings.tempo.label"), t(tempos[static_cast<std::size_t>(s.tempo)]), [this, &s] {
    s.tempo = static_cast<Tempo>((static_cast<int>(s.tempo) + 1) % 4);
    changed();
  });
  row(t("settings.level.label"), t("settings.level." + s.level), [this, &s] {
    s.level = s.level == "easy" ? "normal" : s.level == "normal" ? "hard" : "easy";
    changed();
  });
  row(t("settings.four_colour.label"), t(s.fourColours ? "common.on" : "common.off"), [this, &s] {
    s.fourColours = !s.fourColours;
    changed();
  });
  row(t("settings.shuffle.label"), t(s.fullShuffle ? "settings.shuffle.full" : "settings.shuffle.light"),
      [this, &s] {
        s.fullShuffle = !s.fullShuffle;
        changed();
      });
  const std::string packets = s.packets == "ask" ? t("common.off")
                              : s.packets == "3-2" ? t("bid.packets_3_2") : t("bid.packets_2_3");
  row(t("settings.remember_packets.label"), packets, [this, &s] {
    s.packets = s.packets == "ask" ? "3-2" : s.packets == "3-2" ? "2-3" : "ask";
    changed();
  });
  constexpr std::array<const char*, 4> volumes{"common.off", "settings.volume.low", "settings.volume.medium",
                                               "settings.volume.high"};
  row(t("settings.volume.label"), t(volumes[static_cast<std::size_t>(s.volume)]), [this, &s] {
    // Choosing a volume is wanting to hear it: it unmutes.
    s.volume = static_cast<Volume>((static_cast<int>(s.volume) + 1) % 4);
    s.muted = false;
    changed();
  });
  // A program once seated (--goat/--sheep exec:COMMAND) can sit in either chair again.
  if (!s.bot.empty())
    for (auto [label, chair] : {std::pair{"settings.goat.label", &s.goat}, std::pair{"settings.sheep.label", &s.sheep}})
      row(t(label), chair->empty() ? t("settings.chair.bizon") : t("settings.chair.program"), [this, &s, chair] {
        *chair = chair->empty() ? s.bot : std::string();
        changed();
      });
  ScreenStack& screens = context_.screens;
  items.push_back({t("common.close"), [&screens] { screens.pop(); }, false});
  setItems(std::move(items));
  setLines({});
}

}  // namespace bizon::screens
