#include "screens/LearnOfferScreen.h"

namespace bizon::screens {

void LearnOfferScreen::build() {
  const Texts& t = context_.texts;
  setTitle(t("lesson.offer.title"));
  setLines({t("lesson.offer.text")});
  ScreenStack& screens = context_.screens;
  setItems({
      {"learn", t("menu.learn"), [&screens] {
         screens.pop();
         screens.learn();
       }, true},
      {"not_now", t("lesson.offer.not_now"), [&screens] { screens.pop(); }, false},
  });
}

}  // namespace bizon::screens
