#include "screens/MenuScreen.h"

#include "screens/CloseTableDialog.h"
#include "screens/FriendsScreen.h"
#include "screens/HistoryScreen.h"
#include "screens/HowToPlayScreen.h"
#include "screens/LobbyScreen.h"
#include "screens/SettingsScreen.h"
#include "table/TableWords.h"

namespace bizon::screens {

void MenuScreen::build() {
  const Texts& t = context_.texts;
  setTitle(t("menu.title"));
  mutedShown_ = context_.settings.muted;
  setLines(mutedShown_ ? std::vector<std::string>{table::mutedText(t, true, context_.sounds.available())} : std::vector<std::string>{});
  ScreenStack& screens = context_.screens;
  Context& context = context_;
  // A set at a table of friends left unfinished (the window closed, the connection lost): its chair.
  std::vector<Item> items;
  if (tableKept(context))
    items.push_back({"back_to_table", t("menu.back_to_table"), [&screens, &context] {
                       screens.pop();
                       if (auto lobby = backToTable(context)) screens.push(std::move(lobby));
                     }, true});
  for (Item& item : std::vector<Item>{
      {"resume", t("menu.resume"), [&screens] { screens.pop(); }, false},
      // A table of friends is left, not replaced.
      // A table this window hosts closes with it: asked first.
      screens.atFriendsTable() ? Item{"leave_table", t("menu.leave_table"), [&screens, &context] {
                                        if (!screens.hostsTableInPlay()) return screens.newSet();
                                        screens.pop();
                                        screens.push(std::make_unique<CloseTableDialog>(context, CloseTableDialog::Then::Leave, [&screens] {
                                          screens.pop();  // the question
                                          screens.pop();  // the table of friends, and its server with it
                                        }));
                                      }, false}
                               : Item{"new_set", t("menu.new_set"), [&screens] { screens.newSet(); }, false},
      // Today's deals, the same for everyone; greyed at a table of friends (left first from this menu).
      {"daily", t("menu.daily"), screens.atFriendsTable() ? std::function<void()>() : [&screens] { screens.newSet(NewTable::daily()); }, false},
      {"friends", t("menu.friends"), [&screens, &context] {
         screens.pop();
         if (!screens.hostsTableInPlay()) return screens.push(std::make_unique<FriendsScreen>(context));
         // The table this window hosts closes first (its friends told): asked before.
         screens.push(std::make_unique<CloseTableDialog>(context, CloseTableDialog::Then::OpenAnother, [&screens, &context] {
           screens.pop();  // the question
           screens.pop();  // the table of friends, and its server with it
           screens.push(std::make_unique<FriendsScreen>(context));
         }));
       }, false},
      {"settings", t("menu.settings"), [&screens, &context] {
         screens.pop();
         screens.push(std::make_unique<SettingsScreen>(context));
       }, false},
      // The history and statistics screens read the history store: greyed out without one.
      {"history", t("menu.history"), context.history ? std::function<void()>([&screens, &context] {
         screens.pop();
         screens.push(std::make_unique<HistoryScreen>(context));
       }) : nullptr, false},
      {"how_to_play", t("menu.how_to_play"), [&screens, &context] {
         screens.pop();
         screens.push(std::make_unique<HowToPlayScreen>(context));
       }, false},
      {"learn", t("menu.learn"), [&screens] {
         screens.pop();
         screens.learn();
       }, false},
      {"quit", t("menu.quit"), [&screens, &context] {
         if (!screens.hostsTableInPlay()) return screens.quit();
         screens.pop();
         screens.push(std::make_unique<CloseTableDialog>(context, CloseTableDialog::Then::Quit, [&screens] { screens.quit(); }));
       }, false},
  })
    items.push_back(std::move(item));
  setItems(std::move(items));
}

}  // namespace bizon::screens
