#include "screens/LearnOfferScreen.h"

#include "table/LessonScreen.h"

namespace bizon::screens {

void LearnOfferScreen::build() {
  const Texts& t = context_.texts;
  setTitle(t("lesson.offer.title"));
  setLines({t("lesson.offer.text")});
  ScreenStack& screens = context_.screens;
  Context& context = context_;
  setItems({
      {"learn", t("menu.learn"), [&screens, &context] {
         screens.pop();
         table::openLessons(context);
       }, true},
      {"not_now", t("lesson.offer.not_now"), [&screens] { screens.pop(); }, false},
  });
}

}  // namespace bizon::screens
