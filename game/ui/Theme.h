// The one palette of the game: the colours of text, panels, dialogs, buttons and seats on every screen.
#pragma once

#include <SFML/Graphics/Color.hpp>

#include "ui/Panel.h"

namespace bizon::ui::colours {

inline const sf::Color felt(16, 62, 36);        // the window behind everything
inline const sf::Color text(245, 245, 240);
inline const sf::Color title(240, 226, 170);    // titles, totals, the best option
inline const sf::Color dim(185, 200, 190);      // what is said in passing
inline const sf::Color turn(255, 221, 0);       // whose turn it is, the trick's winner, your prompt
inline const sf::Color notice(255, 170, 90);    // refusals, hints, warnings
inline const sf::Color gain(150, 240, 150);     // SP won
inline const sf::Color loss(255, 140, 130);     // SP lost

inline const sf::Color panel(8, 30, 18, 170);         // the history pages' panels
inline const sf::Color tablePanel(8, 30, 18, 150);    // the table's panels, more see-through
inline const sf::Color solidPanel(8, 30, 18, 255);    // a panel over the cards, opaque (the review's analysis, tags)
inline const sf::Color panelEdge(255, 255, 255, 46);
inline const sf::Color veil(0, 0, 0, 150);            // over the table, under a dialog
inline const sf::Color dialog(22, 58, 36, 248);       // the menu's, the settings' and How to play's panel
inline const sf::Color dialogEdge(240, 226, 170, 140);
inline const sf::Color row(255, 255, 255, 14);        // every other row of a list
inline const sf::Color selected(236, 196, 64, 90);    // the row chosen
inline const sf::Color accent(236, 196, 64);          // the default action, a chosen option

// One per seat, for the plot and its legend: You, Goat, Sheep.
inline const sf::Color seat[3] = {{255, 221, 0}, {120, 200, 255}, {255, 150, 200}};

// The table's panels: dark and see-through, a faint edge.
inline void stylePanel(Panel& p) {
  p.setZ(-50.f);
  p.setColours(tablePanel, panelEdge, 1.f);
}

// A dialog's panel: opaque enough to read, edged in the title's colour.
inline void styleDialog(Panel& p) { p.setColours(dialog, dialogEdge, 1.5f); }

}  // namespace bizon::ui::colours
