// The proportions the table's layout is built from, shared by its panels (Layout.cpp) and its seats (LayoutSeats.cpp).
#pragma once

#include <cmath>

#include <SFML/Graphics/Rect.hpp>

namespace bizon::table::proportions {

constexpr float cardAspect = 0.714f;  // poker proportions, 2.5 × 3.5
constexpr float handGaps = 7.f;       // between the 8 cards of a full hand
constexpr float raiseShare = 0.14f;   // how far a legal card of yours lifts, in card heights
constexpr float pickShare = 0.6f;     // how much further a picked card lifts, in lifts
constexpr float sideOverlap = 0.36f;  // spacing of the opponents' fans, in card widths
constexpr float sideFan = 1.f + handGaps * sideOverlap;  // an opponent's fan of 8, in card widths
// Your hand of 8 spreads over the width it is given, but never wider than this spacing (in card
// widths): beyond it the cards look dealt out rather than held.
constexpr float handSpreadMax = 0.75f;
constexpr float pileRoom = 10.f;  // a pile's width beyond its card's, for the offsets that show its count
// The latest trick's title and the trump on one row need this many small text sizes.
constexpr float titleAndTrumpEms = 15.f;
constexpr float latestColumn = 1.25f;  // a column of the latest trick, in its card's widths

inline sf::Vector2f cardOfHeight(float h) { return {std::round(h * cardAspect), std::round(h)}; }
inline sf::Vector2f cardOfWidth(float w) { return cardOfHeight(w / cardAspect); }

inline float bottom(sf::FloatRect r) { return r.top + r.height; }
inline float right(sf::FloatRect r) { return r.left + r.width; }

}  // namespace bizon::table::proportions
