// The one palette of the game: the colours of text, panels, dialogs, buttons and seats on every screen.
#pragma once

#include <SFML/Graphics/Color.hpp>

#include "scene/FlipSprite.h"
#include "scene/Token.h"
#include "ui/Panel.h"

namespace bizon::ui::colours {

inline const sf::Color felt(16, 62, 36);        // the window behind everything, the table's rim
inline const sf::Color feltLight(46, 128, 74);  // the table's middle, under the lamp
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

// A text field: a dark well sunk into the dialog (a button stands out of it, light), its edge
// lit below as an inset's is, a little lighter while it has the keyboard; what it asks for, dimmer.
inline const sf::Color field(6, 24, 14, 255);
inline const sf::Color fieldFocused(10, 36, 21, 255);
inline const sf::Color fieldEdge(255, 255, 255, 70);
inline const sf::Color fieldShade(0, 0, 0, 120);
inline const sf::Color fieldInk(245, 245, 235);
inline const sf::Color fieldPlaceholder(150, 165, 155, 170);

inline const sf::Color plainPanel(0, 0, 0, 90);            // a panel given no colours
inline const sf::Color plainPanelEdge(255, 255, 255, 40);

// One per seat, for the plot and its legend: You, Goat, Sheep.
inline const sf::Color seat[3] = {{255, 221, 0}, {120, 200, 255}, {255, 150, 200}};

// The marks of a judged decision (a fine one is a gain's colour).
inline const sf::Color inaccuracy(240, 220, 110);
inline const sf::Color mistake(255, 165, 80);
inline const sf::Color blunder(255, 95, 95);

// Buttons: light with dark ink; the default action in the accent; a disabled one grey.
inline const sf::Color button(245, 242, 230, 245);
inline const sf::Color buttonEdge(255, 255, 255);
inline const sf::Color buttonInk(30, 40, 34);
inline const sf::Color accentEdge(255, 236, 160);
inline const sf::Color accentInk(40, 30, 0);
inline const sf::Color disabled(70, 76, 72, 200);
inline const sf::Color disabledEdge(120, 120, 120, 120);
inline const sf::Color disabledInk(150, 150, 150);

// The table's words over the felt and the cards.
inline const sf::Color nameOutline(0, 0, 0, 110);     // the seats' names
inline const sf::Color bubble(255, 236, 170);         // a bid said
inline const sf::Color bubbleOutline(0, 0, 0, 140);
inline const sf::Color tagOutline(0, 0, 0, 160);      // the count's tags and total, over the cards
inline const sf::Color gameOf(210, 225, 210);         // "Game n of 15"
inline const sf::Color latestName(220, 230, 220);     // the latest trick's seats, or its "no trick yet"
inline const sf::Color even(200, 210, 200);           // a game's SP that is neither gain nor loss
inline const sf::Color toCome(120, 150, 130);         // the dot of a game still to play
inline const sf::Color bizonCell(236, 196, 64, 40);   // the Bizon's cell on a set's sheet
inline const sf::Color bestOption(236, 196, 64, 60);  // the best option in the review's analysis
inline const sf::Color bestOptionEdge(240, 226, 170, 160);

// The statistics' tables and charts.
inline const sf::Color rule(255, 255, 255, 30);       // between two rows of figures
inline const sf::Color gridLine(255, 255, 255, 35);
inline const sf::Color zeroLine(255, 255, 255, 110);
inline const sf::Color axis(255, 255, 255, 150);      // the chart's axes and ticks

// Cards: their shadow, the glow of the card the keyboard picked, the tint of one dimmed; the
// dealer's token (a grey disc, its letter in the turn's colour) and the count of a pile's tricks.
inline const scene::FlipSprite::Colours card{{0, 0, 0, 70}, {255, 214, 64}, {150, 150, 150}};
inline const scene::Token::Colours dealerToken{{128, 128, 128}, {200, 200, 200}, turn, {0, 0, 0, 90}};
inline const scene::Token::Colours trickCount{text, felt, felt, dealerToken.shadow};

// The painted deck: the suits' inks (red and black, or four colours: green clubs, blue
// diamonds), the paper, the court cards' frame (tinted by the suit's ink), the back's maze. An
// SVG deck without a back gets a plain one: a red field with a light edge.
inline const sf::Color blackSuit(26, 26, 30);
inline const sf::Color redSuit(200, 22, 40);
inline const sf::Color greenClubs(22, 122, 48);
inline const sf::Color blueDiamonds(24, 86, 196);
inline const sf::Color cardFace(252, 250, 243);
inline const sf::Color cardBack(250, 248, 240);
inline const sf::Color cardEdge(160, 160, 150);
inline const sf::Color courtFrame(230, 226, 200);
inline const sf::Color backField(150, 18, 32);
inline const sf::Color backMaze(236, 120, 118);
inline const sf::Color plainBackField(150, 28, 40);
inline const sf::Color plainBackEdge(245, 243, 236);
// The large index put over an SVG deck's own corner (white, as those decks' paper is).
inline const sf::Color indexPatch(255, 255, 255);

// The table's panels: dark and see-through, a faint edge.
inline void stylePanel(Panel& p) {
  p.setZ(-50.f);
  p.setColours(tablePanel, panelEdge, 1.f);
}

// A dialog's panel: opaque enough to read, edged in the title's colour.
inline void styleDialog(Panel& p) { p.setColours(dialog, dialogEdge, 1.5f); }

}  // namespace bizon::ui::colours
