// How the screens show the mark of a judged decision: its sign (?! ? ??, from the tables) and colour.
#pragma once

#include <SFML/Graphics/Color.hpp>
#include <string>

#include "Marks.h"
#include "core/Texts.h"
#include "ui/Theme.h"

namespace bizon::ui {

inline std::string markGlyph(const Texts& t, Mark mark) { return t("analysis.mark." + std::string(code(mark))); }
inline std::string markName(const Texts& t, Mark mark) { return t("analysis.mark_name." + std::string(code(mark))); }

inline sf::Color markColour(Mark mark) {
  switch (mark) {
    case Mark::Fine: return colours::gain;
    case Mark::Inaccuracy: return colours::inaccuracy;
    case Mark::Mistake: return colours::mistake;
    case Mark::Blunder: return colours::blunder;
  }
  return sf::Color::White;
}

}  // namespace bizon::ui
