#include "screens/FriendsScreen.h"

#include "screens/HostScreen.h"
#include "screens/JoinScreen.h"

namespace bizon::screens {

void FriendsScreen::build() {
  const Texts& t = context_.texts;
  setTitle(t("menu.friends"));
  setLines({t("friends.text")});
  ScreenStack& screens = context_.screens;
  Context& context = context_;
  setItems({
      {"host", t("friends.host"), [&screens, &context] {
         screens.pop();
         screens.push(std::make_unique<HostScreen>(context));
       }, false},
      {"join", t("friends.join"), [&screens, &context] {
         screens.pop();
         screens.push(std::make_unique<JoinScreen>(context, browseLan()));
       }, false},
      {"back", t("menu.back"), [&screens] { screens.pop(); }, false},
  });
}

}  // namespace bizon::screens
