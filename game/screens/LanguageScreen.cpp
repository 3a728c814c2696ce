#include "screens/LanguageScreen.h"

#include "Language.h"

namespace bizon::screens {

void LanguageScreen::build() {
  const Texts& t = context_.texts;
  setTitle(t("settings.language.label"));
  std::vector<Item> items;
  // The chosen one stands out; choosing closes the list (the settings show it at once).
  const auto choice = [this, &items](std::string text, std::string code) {
    std::string name = code.empty() ? "system" : code;
    const bool chosen = context_.settings.language == code;
    items.push_back({std::move(name), std::move(text), [this, code] {
                       context_.settings.language = code;
                       context_.screens.settingsChanged();
                       context_.screens.pop();
                     }, chosen});
  };
  choice(t("settings.language.system"), "");
  for (localization::Language l : localization::allLanguages)
    choice(std::string(localization::nativeName(l)), std::string(localization::code(l)));
  setItems(std::move(items));
  setLines({});
}

}  // namespace bizon::screens
