#include "screens/CloseTableDialog.h"

namespace bizon::screens {

void CloseTableDialog::build() {
  const Texts& t = context_.texts;
  setTitle(t("close_table.title"));
  setLines({t("close_table.told"), t("close_table.back")});
  ScreenStack& screens = context_.screens;
  // Playing on is the safe answer: it is the one Enter or Esc gives.
  setItems({{"cancel", t("close_table.keep_playing"), [&screens] { screens.pop(); }, true},
            {"confirm", t(then_ == Then::Quit ? "close_table.quit" : then_ == Then::Leave ? "menu.leave_table" : "close_table.open_another"), close_,
             false}});
}

}  // namespace bizon::screens
