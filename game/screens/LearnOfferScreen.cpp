#include "screens/LearnOfferScreen.h"

#include "screens/FriendsScreen.h"

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
      // A newcomer invited by friends finds their table here, not two taps deep.
      {"friends", t("menu.friends"), [&screens, &context = context_] {
         screens.pop();
         screens.push(std::make_unique<FriendsScreen>(context));
       }, false},
      {"not_now", t("lesson.offer.not_now"), [&screens] { screens.pop(); }, false},
  });
}

}  // namespace bizon::screens
