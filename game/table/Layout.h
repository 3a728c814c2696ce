// Where everything sits on the table for a window size: landscape or portrait, phone to big screen.
#pragma once

#include <array>
#include <vector>

#include <SFML/Graphics/Rect.hpp>

#include "Match.h"
#include "Seat.h"

namespace bizon::table {

// A card's place: its centre and rotation (Goat's cards lie sideways in landscape).
struct Slot {
  sf::Vector2f centre;
  float rotation = 0.f;
};

struct SeatPlaces {
  sf::Vector2f name;        // left end, vertical middle of the name label
  sf::FloatRect nameBox;    // room kept for the name, the dealer token and the bid bubble
  sf::FloatRect face;       // Goat's and Sheep's portraits, left of their names (none for you)
  sf::FloatRect hand;       // where the hand's cards lie (with room to raise yours)
  sf::FloatRect pile;       // the tricks won, face down
  sf::Vector2f trick;       // centre of the card this seat plays to the trick
  bool sideways = false;    // Goat's cards are turned a quarter (landscape only)
};

// Landscape: the table on the left, a column on the right with the scoresheet, the latest trick
// and the communication box. Portrait: Goat and Sheep side by side at the top, the trick and the
// latest trick across the middle, your hand across the whole width, then the scoresheet and the
// communication box with the menu button on its title row. Goat and Sheep have a portrait left of
// their names; your hand lies centred and grows into the room there is, its cards never closer
// than a fingertip (tapSpacing). Text rects are sized for the longest wording of the four languages
// (tests/game/LayoutTest.cpp measures them with the real font).
class Layout {
 public:
  // The layout of a window `width` × `height` pixels. In portrait the communication box is as
  // tall as its lines and `boxRows` rows of buttons (2: the bidding's; 1 while cards are played,
  // the row saved going to the cards); in landscape it takes what the column leaves, whatever
  // `boxRows`.
  Layout(float width, float height, int boxRows = 2);

  float width() const { return width_; }
  float height() const { return height_; }
  bool portrait() const { return portrait_; }
  // 1 at 1280×720; text and spacing scale with it.
  float scale() const { return scale_; }
  unsigned textSize() const { return text_; }        // messages, names
  unsigned smallTextSize() const { return small_; }  // scoresheet values, panel titles
  unsigned tinyTextSize() const;                     // names under the latest trick: never under 11
  float dealerTokenRadius() const;                   // its letter, 1.25 × the radius, never under 11 px
  float faceSize() const;                            // Goat's and Sheep's portraits: never under 40 px
  float buttonHeight() const;                        // never under 44 px: a finger's width
  float margin() const { return margin_; }
  float messageLine() const;  // the height of a line of messages

  sf::Vector2f handCard() const { return handCard_; }    // your hand: the largest card shown
  // Your hand's cards when you hold `count`: handCard(), or smaller where a full hand would
  // otherwise leave a finger less than tapSpacing() of each card (a phone's first trick).
  sf::Vector2f yourCard(int count) const;
  // The least width of each card's visible strip in your hand: 60 px from 720 px wide, else 44.
  float tapSpacing() const;
  sf::Vector2f sideCard() const { return sideCard_; }    // opponents' hands, piles
  sf::Vector2f deckCard() const { return deckCard_; }    // the deck and the Bizon Grass
  sf::Vector2f trickCard() const { return trickCard_; }  // cards played to the trick
  sf::Vector2f smallCard() const { return smallCard_; }  // the latest-trick panel
  float raise() const;  // how far a legal card lifts
  float pickRaise() const;  // how much further the card picked by key or a first touch lifts

  const SeatPlaces& seat(Seat s) const { return seats_[static_cast<std::size_t>(s)]; }
  sf::FloatRect tableArea() const { return table_; }
  sf::Vector2f deck() const { return deck_; }
  sf::Vector2f grass() const { return grass_; }
  sf::FloatRect deckBox() const;   // the deck's clickable area
  sf::FloatRect grassBox() const;  // the grass's clickable area
  sf::FloatRect scoresheet() const { return scoresheet_; }
  sf::FloatRect latestTrick() const { return latest_; }
  sf::FloatRect communication() const { return communication_; }
  // The rows of buttons the communication box has room for (1 or 2).
  int boxRows() const { return boxRows_; }
  sf::FloatRect menuButton() const { return menu_; }

  // The trick's cards, tilted a few degrees (Goat's and Sheep's), and the box each covers.
  static float trickTilt(Seat seat);
  sf::FloatRect trickBox(Seat seat) const;
  // Who played each card of the trick: a tag `width` px wide just outside the trick's cards (Goat's
  // and Sheep's over them in portrait, Sheep's over them and Goat's under them in landscape, yours
  // under them), never over a card.
  sf::FloatRect trickTag(Seat seat, float width) const;
  float trickTagHeight() const;

  // Inside the scoresheet, drawn like History's: the title (left) and "Game n of 15"
  // (right-aligned) on the title row, then a row of game numbers and one row per seat: its name,
  // one cell per game shown, its total at the right end. Never wrapped: where the 15 games do not
  // fit, scoresheetColumns() of them are shown (the table shows the latest); where cells are
  // narrow the colour alone says gain or loss and "+" gives way (scoresheetSigns() is false).
  sf::FloatRect scoresheetTitle() const;
  sf::FloatRect scoresheetGame() const;
  int scoresheetColumns() const { return sheetColumns_; }
  sf::FloatRect scoresheetNumber(int column) const;  // the game's number over the column
  sf::FloatRect scoresheetTotalHeading() const;      // over the totals
  sf::FloatRect scoresheetName(Seat seat) const;
  sf::FloatRect scoresheetTotal(Seat seat) const;
  sf::FloatRect scoresheetCell(Seat seat, int column) const;  // column 0 … scoresheetColumns() - 1
  bool scoresheetSigns() const { return sheetSigns_; }

  // Inside the latest-trick panel: its title, the trump label (right-aligned, on the title's row
  // where the panel is wide enough, else under it), and each card with its seat's name below.
  sf::FloatRect latestTitle() const;
  sf::FloatRect trumpLabel() const;
  sf::FloatRect latestCard(int position) const;
  sf::FloatRect latestName(int position) const;
  // The cards of the latest trick, left to right.
  Slot latestSlot(int position) const;

  // Inside the communication box: the title (one or two lines, left of the menu button when it
  // is there), the messages and the buttons' rows.
  sf::FloatRect communicationTitle() const;
  // The lines above `buttonRows` rows of buttons (two: the most a decision needs), or above the
  // box's own rows where it has fewer.
  sf::FloatRect messages(int buttonRows = 2) const;
  sf::FloatRect buttonRow(int row) const;  // row 0 is the lowest

  // The places of `count` cards in a seat's hand, in display order.
  std::vector<Slot> handSlots(Seat seat, int count) const;
  // Where the k-th trick won by a seat lies on its pile (a slight offset shows the count).
  Slot pileSlot(Seat seat, int trick) const;
  // The centre of the badge counting a seat's tricks: on its pile's top-right corner.
  sf::Vector2f pileCount(Seat seat) const;
  // At the end of a game each seat's won cards are spread face up over its hand's place, yours
  // larger (your hand's place is the largest), at spreadCard's size.
  std::vector<Slot> spreadSlots(Seat seat, int count) const;
  sf::Vector2f spreadCard(Seat seat) const;

  // The count at the end of a game: the Bizon's won cards face up in the middle, sorted by value,
  // in as few rows as keep them large, each with its GP on a tag under its visible part, and the
  // total under them all (countTotal). countCard is their size for `count` cards.
  sf::FloatRect countArea() const { return count_; }
  std::vector<Slot> countSlots(int count) const;
  sf::Vector2f countCard(int count) const;
  sf::FloatRect countTag(int count, int position) const;
  sf::FloatRect countTotal(int count) const;

  // Every region that must not overlap another, named, for tests and debugging.
  std::vector<std::pair<const char*, sf::FloatRect>> regions() const;

 private:
  void placePanelsLandscape();
  void placePanelsPortrait();
  float scoresheetHeight(float width);
  // The seats (LayoutSeats.cpp). In landscape your cards shrink from a third of the table's
  // height until all fits, and your hand starts right of Goat's column where that reaches down.
  void placeSeatsLandscape();
  float sizeCardsLandscape(float rowEnd);  // returns where your hand's row starts
  float handLeftLandscape() const;
  void placeGoatLandscape();
  void placeSheepLandscape(float rowEnd);
  void placeSeatsPortrait();
  void placeTopRow();  // Goat and Sheep
  void placeYouPortrait(float topRow);
  void placeMiddlePortrait(float topRow);  // the latest trick and the trick
  // Your hand centred in `room` px from `left` along the table's bottom (sets handStep_).
  sf::FloatRect placeHand(float left, float room);
  void placeYourName(float left);  // over your hand
  void placeCentre(sf::FloatRect band);
  // The trick's card height in `band`, and whether your card's tag lies beside it (saving a row).
  float trickHeight(sf::FloatRect band, bool* tagBeside = nullptr) const;
  float sideNameRow() const;  // Goat's or Sheep's portrait and name, side by side
  float titleRow() const;
  float sheetLine() const;
  float nameHeight() const;
  float latestNameRow() const;  // a seat's name under the latest trick
  struct CountGrid {
    int perRow = 1;
    sf::Vector2f card;
    float step = 0.f, top = 0.f, tag = 0.f;
  };
  CountGrid countGrid(int count) const;

  float width_, height_;
  bool portrait_;
  int boxRows_;
  bool tall_;  // a phone held upright with height to spare: Goat's and Sheep's names over their cards
  float sideOverlap_ = 0.f;  // spacing of Goat's and Sheep's fans, in card widths
  float scale_;
  float margin_;
  unsigned text_, small_;
  sf::Vector2f handCard_, sideCard_, deckCard_, trickCard_, smallCard_;
  float handStep_ = 0.f;  // between the centres of two neighbouring cards of your full hand
  std::array<SeatPlaces, 3> seats_;
  std::array<sf::FloatRect, 3> spread_;
  sf::FloatRect table_;
  sf::Vector2f deck_, grass_;
  sf::FloatRect scoresheet_, latest_, communication_, menu_;
  float commTitleHeight_ = 0.f;
  int sheetColumns_ = gamesPerSet;
  bool sheetSigns_ = true;
  float sheetNameColumn_ = 0.f, sheetTotalColumn_ = 0.f;
  sf::FloatRect count_;
  sf::FloatRect trickBand_;  // the trick's cards and their tags
  bool trumpBelowTitle_ = false;
};

}  // namespace bizon::table
