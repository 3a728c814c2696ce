#include "screens/NewSetDialog.h"

namespace bizon::screens {

void NewSetDialog::build() {
  const Texts& t = context_.texts;
  setTitle(t("new_set.title"));
  setLines({t.format("new_set.progress", {{"n", game_}, {"total", games_}}), t("new_set.kept")});
  ScreenStack& screens = context_.screens;
  // Keeping the set is the safe answer: it is the one Enter or Esc gives.
  setItems({{"cancel", t("new_set.keep_playing"), [&screens] { screens.pop(); }, true},
            {"confirm", t("new_set.abandon"), [&screens, this] { screens.abandonSet(what_); }, false}});
}

}  // namespace bizon::screens
