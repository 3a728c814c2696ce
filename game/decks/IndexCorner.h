// Where a deck's own index lies in a card's top-left corner, found in the card's pixels, so that a larger index drawn over it hides no pip.
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "decks/SvgImage.h"

namespace bizon::decks {

// A box from the card's top-left corner, in fractions of its width and height.
struct CornerBox {
  float width = 0, height = 0;
};

// Paper and ink in a card's corner: the paper is the commonest colour of the opaque pixels of
// `region` (a box from the corner); ink, any pixel that differs from it plainly.
class CornerInk {
 public:
  CornerInk(const Pixels& card, CornerBox region);
  bool at(int x, int y) const;
  const std::array<int, 3>& paper() const { return paper_; }

 private:
  const std::uint8_t* pixel(int x, int y) const;
  const Pixels& card_;
  std::array<int, 3> paper_{};
};

// The box, at most `most`, that covers the card's own index and stops short of whatever else
// reaches into `most` from the right or from below (a 10's pips, a court card's frame): its right
// and bottom edges run through paper (CornerInk over `most`); `most` itself where nothing reaches
// in. Where what reaches in touches the index (a pip at a small size), the index's own extent. An
// empty box where the index itself runs past `most` (a deck whose own index is larger than the
// patch may be): then no patch.
CornerBox indexCorner(const Pixels& card, CornerBox most);

// The ink of a card's pips (of a 9, whose middle holds pips only): the commonest colour of the
// opaque pixels of its middle that plainly differ from the paper (CornerInk over the card), as
// red, green and blue; none on a blank card. A four-colour deck's diamonds may be gold, its
// spades blue: the index drawn over its own is coloured so.
std::optional<std::array<std::uint8_t, 3>> pipInk(const Pixels& card);

}  // namespace bizon::decks
