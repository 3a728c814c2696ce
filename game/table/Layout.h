// Where everything sits on the table for a window size: landscape or portrait, any aspect.
#pragma once

#include <array>
#include <vector>

#include <SFML/Graphics/Rect.hpp>

#include "Seat.h"

namespace bizon::table {

// A card's place: its centre and rotation (Goat's cards lie sideways).
struct Slot {
  sf::Vector2f centre;
  float rotation = 0.f;
};

struct SeatPlaces {
  sf::Vector2f name;        // left end, vertical middle of the name label
  sf::FloatRect nameBox;    // room kept for the name, the dealer token and the bid bubble
  sf::FloatRect hand;       // where the hand's cards lie (with room to raise yours)
  sf::FloatRect pile;       // the tricks won, face down
  sf::Vector2f trick;       // centre of the card this seat plays to the trick
  bool sideways = false;    // Goat's cards are turned a quarter
};

class Layout {
 public:
  // The layout of a window `width` × `height` pixels.
  Layout(float width, float height);

  float width() const { return width_; }
  float height() const { return height_; }
  bool portrait() const { return portrait_; }
  // 1 at 1280×720; text and spacing scale with it.
  float scale() const { return scale_; }
  unsigned textSize() const;       // messages, names
  unsigned smallTextSize() const;  // scoresheet values, panel titles
  float buttonHeight() const;      // never under 44 px: a finger's width
  float margin() const { return margin_; }

  sf::Vector2f handCard() const { return handCard_; }    // your hand: the largest card shown
  sf::Vector2f sideCard() const { return sideCard_; }    // opponents' hands, piles, deck
  sf::Vector2f trickCard() const { return trickCard_; }  // cards played to the trick
  sf::Vector2f smallCard() const { return smallCard_; }  // the latest-trick panel
  float raise() const { return handCard_.y * 0.14f; }  // how far a legal card lifts

  const SeatPlaces& seat(Seat s) const { return seats_[static_cast<std::size_t>(s)]; }
  sf::FloatRect tableArea() const { return table_; }
  sf::Vector2f deck() const { return deck_; }
  sf::Vector2f grass() const { return grass_; }
  sf::FloatRect deckBox() const;   // the deck's clickable area
  sf::FloatRect grassBox() const;  // the grass's clickable area
  sf::FloatRect scoresheet() const { return scoresheet_; }
  sf::FloatRect latestTrick() const { return latest_; }
  sf::FloatRect communication() const { return communication_; }
  // Inside the communication box: the messages and the buttons' rows.
  sf::FloatRect messages() const;
  sf::FloatRect buttonRow(int row) const;  // row 0 is the lowest
  sf::FloatRect menuButton() const;
  // The cards of the latest trick, left to right.
  Slot latestSlot(int position) const;

  // The places of `count` cards in a seat's hand, in display order.
  std::vector<Slot> handSlots(Seat seat, int count) const;
  // Where the k-th trick won by a seat lies on its pile (a slight offset shows the count).
  Slot pileSlot(Seat seat, int trick) const;
  // At the end of a game each seat's won cards are spread face up over its hand's place.
  std::vector<Slot> spreadSlots(Seat seat, int count) const;

  // Every region that must not overlap another, named, for tests and debugging.
  std::vector<std::pair<const char*, sf::FloatRect>> regions() const;

 private:
  float width_, height_;
  bool portrait_;
  float scale_;
  float margin_;
  sf::Vector2f handCard_, sideCard_, trickCard_, smallCard_;
  std::array<SeatPlaces, 3> seats_;
  sf::FloatRect table_;
  sf::Vector2f deck_, grass_;
  sf::FloatRect scoresheet_, latest_, communication_;
};

}  // namespace bizon::table
