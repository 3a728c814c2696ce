#include "screens/OpenElsewhereScreen.h"

#include "screens/HistoryScreen.h"

namespace bizon::screens {

void OpenElsewhereScreen::build() {
  const Texts& t = context_.texts;
  setTitle(t("open_elsewhere.title"));
  setLines({t("open_elsewhere.line1"), t("open_elsewhere.line2"), t("open_elsewhere.line3")});
  ScreenStack& screens = context_.screens;
  Context& context = context_;
  // The table under this screen is already a new set of this window's own: playing it is leaving.
  // The history screens only read, so the other window's set is safe from them too.
  setItems({
      {"new_set", t("open_elsewhere.new_set"), [&screens] { screens.pop(); }, true},
      {"history", t("open_elsewhere.history"), context.history ? std::function<void()>([&screens, &context] {
         screens.pop();
         screens.push(std::make_unique<HistoryScreen>(context));
       }) : nullptr, false},
      {"quit", t("menu.quit"), [&screens] { screens.quit(); }, false},
  });
}

}  // namespace bizon::screens
