// The table's colours, shared by the HUD and the communication box.
#pragma once

#include <SFML/Graphics/Color.hpp>

#include "scene/Panel.h"

namespace bizon::table::colours {

inline const sf::Color text(245, 245, 240);
inline const sf::Color title(240, 226, 170);   // panel titles, totals
inline const sf::Color turn(255, 221, 0);      // whose turn it is, the trick's winner, your prompt
inline const sf::Color notice(255, 170, 90);   // refusals, hints, warnings

// The table's panels: dark and see-through, a faint edge.
inline void stylePanel(scene::Panel& panel) {
  panel.setZ(-50.f);
  panel.setColours({8, 30, 18, 150}, {255, 255, 255, 46}, 1.f);
}

}  // namespace bizon::table::colours
