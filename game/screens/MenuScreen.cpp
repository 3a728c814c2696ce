#include "screens/MenuScreen.h"

#include "screens/HistoryScreen.h"
#include "screens/HowToPlayScreen.h"
#include "screens/SettingsScreen.h"

namespace bizon::screens {

void MenuScreen::build() {
  const Texts& t = context_.texts;
  setTitle(t("menu.title"));
  mutedShown_ = context_.settings.muted;
  setLines(mutedShown_ ? std::vector<std::string>{t("sound.muted")} : std::vector<std::string>{});
  ScreenStack& screens = context_.screens;
  Context& context = context_;
  setItems({
      {t("menu.resume"), [&screens] { screens.pop(); }, false},
      {t("menu.new_set"), [&screens] { screens.newSet(); }, false},
      {t("menu.settings"), [&screens, &context] {
         screens.pop();
         screens.push(std::make_unique<SettingsScreen>(context));
       }, false},
      // The history and statistics screens read the history store: greyed out without one.
      {t("menu.history"), context.history ? std::function<void()>([&screens, &context] {
         screens.pop();
         screens.push(std::make_unique<HistoryScreen>(context));
       }) : nullptr, false},
      {t("menu.how_to_play"), [&screens, &context] {
         screens.pop();
         screens.push(std::make_unique<HowToPlayScreen>(context));
       }, false},
      {t("menu.quit"), [&screens] { screens.quit(); }, false},
  });
}

}  // namespace bizon::screens
