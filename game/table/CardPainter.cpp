#include "table/CardPainter.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

#include "Random.h"
#include "scene/RoundedRect.h"
#include "ui/Theme.h"

namespace bizon::table {

sf::Color CardPainter::inkOf(Suit suit, bool fourColours) {
  switch (suit) {
    case Suit::Clubs: return fourColours ? ui::colours::greenClubs : ui::colours::blackSuit;
    case Suit::Diamonds: return fourColours ? ui::colours::blueDiamonds : ui::colours::redSuit;
    case Suit::Hearts: return ui::colours::redSuit;
    case Suit::Spades: return ui::colours::blackSuit;
  }
  return sf::Color::Black;
}

sf::Color CardPainter::onFelt(sf::Color ink) {
  if (std::max({ink.r, ink.g, ink.b}) < 80) return ui::colours::text;
  const auto lift = [](sf::Uint8 c) { return static_cast<sf::Uint8>((c + 255) / 2); };
  return {lift(ink.r), lift(ink.g), lift(ink.b)};
}

sf::String CardPainter::symbolOf(Suit suit) {
  constexpr std::array<sf::Uint32, 4> codes{0x2663, 0x2666, 0x2665, 0x2660};
  return sf::String(codes[static_cast<std::size_t>(suit)]);
}

void CardPainter::glyph(sf::RenderTarget& target, const sf::String& text, const sf::Font& font,
                        float pixelSize, sf::Vector2f centre, sf::Color colour,
                        bool upsideDown) const {
  sf::Text t(text, font, static_cast<unsigned>(std::lround(pixelSize)));
  t.setFillColor(colour);
  const sf::FloatRect b = t.getLocalBounds();
  t.setOrigin(b.left + b.width / 2.f, b.top + b.height / 2.f);
  t.setPosition(upsideDown ? centre : sf::Vector2f(std::round(centre.x), std::round(centre.y)));
  if (upsideDown) t.setRotation(180.f);
  target.draw(t);
}

void CardPainter::face(sf::RenderTarget& target, sf::Vector2f at, sf::Vector2f size,
                       Card card) const {
  const float w = size.x;
  const float h = size.y;
  const auto p = [&](float fx, float fy) { return at + sf::Vector2f(fx * w, fy * h); };
  const sf::Color ink = colourOf(card.suit());
  const sf::String suit = symbolOf(card.suit());

  sf::ConvexShape body = scene::roundedRect(size, w * 0.07f);
  body.setPosition(at);
  body.setFillColor(ui::colours::cardFace);
  body.setOutlineColor(ui::colours::cardEdge);
  body.setOutlineThickness(-std::max(1.f, w * 0.012f));
  target.draw(body);

  // Large corner indices: a hand overlaps its cards, so the corner is what the player reads.
  for (bool flipped : {false, true}) corner(target, at, size, card, flipped);

  const Rank rank = card.rank();
  if (rank == Rank::Nine || rank == Rank::Ten) {
    // The classic pip layout: two columns of four, and one (9) or two (10) in the middle.
    const float pip = h * 0.125f;
    for (float fx : {0.345f, 0.655f})
      for (int row = 0; row < 4; ++row) {
        const float fy = 0.2f + 0.2f * static_cast<float>(row);
        glyph(target, suit, fonts_.regular, pip, p(fx, fy), ink, row >= 2);
      }
    if (rank == Rank::Nine)
      glyph(target, suit, fonts_.regular, pip, p(0.5f, 0.5f), ink, false);
    else {
      glyph(target, suit, fonts_.regular, pip, p(0.5f, 0.3f), ink, false);
      glyph(target, suit, fonts_.regular, pip, p(0.5f, 0.7f), ink, true);
    }
    return;
  }
  if (rank == Rank::Ace) {
    sf::CircleShape ring(w * 0.27f, 48);
    ring.setOrigin(w * 0.27f, w * 0.27f);
    ring.setPosition(p(0.5f, 0.5f));
    ring.setFillColor(sf::Color::Transparent);
    ring.setOutlineColor({ink.r, ink.g, ink.b, 60});
    ring.setOutlineThickness(std::max(1.f, w * 0.015f));
    target.draw(ring);
    glyph(target, suit, fonts_.regular, h * 0.42f, p(0.5f, 0.5f), ink, false);
    return;
  }
  // Court cards: a framed, double-headed portrait (a chess figure) in the suit's colour.
  const sf::Vector2f frameAt = p(0.27f, 0.09f);
  const sf::Vector2f frameSize(w * 0.46f, h * 0.82f);
  sf::ConvexShape frame = scene::roundedRect(frameSize, w * 0.04f);
  frame.setPosition(frameAt);
  const sf::Color paper = ui::colours::courtFrame;
  frame.setFillColor({static_cast<sf::Uint8>(paper.r + ink.r / 12), static_cast<sf::Uint8>(paper.g + ink.g / 14),
                      static_cast<sf::Uint8>(paper.b + ink.b / 6)});
  frame.setOutlineColor(ink);
  frame.setOutlineThickness(-std::max(1.f, w * 0.018f));
  target.draw(frame);
  sf::RectangleShape band({frameSize.x, std::max(1.f, h * 0.008f)});
  band.setOrigin(0.f, band.getSize().y / 2.f);
  band.setPosition(frameAt.x, at.y + h * 0.5f);
  band.setFillColor({ink.r, ink.g, ink.b, 150});
  target.draw(band);
  constexpr std::array<sf::Uint32, 3> figures{0x265E, 0x265B, 0x265A};  // knight, queen, king
  const sf::String figure(figures[static_cast<std::size_t>(rank) - 2]);
  glyph(target, figure, fonts_.regular, h * 0.3f, p(0.5f, 0.3f), ink, false);
  glyph(target, figure, fonts_.regular, h * 0.3f, p(0.5f, 0.7f), ink, true);
  glyph(target, suit, fonts_.regular, h * 0.08f, p(0.35f, 0.14f), ink, false);
  glyph(target, suit, fonts_.regular, h * 0.08f, p(0.65f, 0.86f), ink, true);
}

void CardPainter::corner(sf::RenderTarget& target, sf::Vector2f at, sf::Vector2f size, Card card,
                         bool flipped) const {
  const float w = size.x, h = size.y;
  const sf::Color ink = colourOf(card.suit());
  const float indexSize = h * (card.rank() == Rank::Ten ? 0.15f : 0.2f);
  const float fx = flipped ? 0.855f : 0.145f;
  const float sign = flipped ? -1.f : 1.f;
  glyph(target, indices_[static_cast<std::size_t>(card.rank())], fonts_.bold, indexSize,
        at + sf::Vector2f(fx * w, (0.5f - sign * 0.385f) * h), ink, flipped);
  glyph(target, symbolOf(card.suit()), fonts_.regular, h * 0.15f,
        at + sf::Vector2f(fx * w, (0.5f - sign * 0.235f) * h), ink, flipped);
}

void CardPainter::index(sf::RenderTarget& target, sf::Vector2f at, sf::Vector2f size, Card card, sf::Vector2f box,
                        std::optional<sf::Color> pips) const {
  // The patch covers the deck's own index, inside the card's rounded corner and border, and no
  // further than `box`: a crowded card's pips stay in sight.
  const float w = size.x, h = size.y;
  const float inset = std::max(1.f, w * 0.03f);
  if (box.x <= inset || box.y <= inset) return;  // the deck's own index is the larger
  const sf::Vector2f patchSize(std::min(w * patchWidth, box.x) - inset, std::min(h * patchHeight, box.y) - inset);
  sf::ConvexShape patch = scene::roundedRect(patchSize, w * 0.05f);
  patch.setPosition(at + sf::Vector2f(inset, inset));
  patch.setFillColor(ui::colours::indexPatch);
  target.draw(patch);
  // The painted deck's corner (rank over suit) as large as the patch holds: its widest glyph
  // within the patch's width, both within its height.
  const float rankSize = h * (card.rank() == Rank::Ten ? 0.15f : 0.2f), suitSize = h * 0.15f;
  const auto widthOf = [](const sf::String& text, const sf::Font& font, float px) {
    return sf::Text(text, font, static_cast<unsigned>(std::lround(px))).getLocalBounds().width;
  };
  const sf::String& rank = indices_[static_cast<std::size_t>(card.rank())];
  const float widest = std::max(widthOf(rank, fonts_.bold, rankSize), widthOf(symbolOf(card.suit()), fonts_.regular, suitSize));
  const float k = std::min({1.f, (patchSize.x - inset) / std::max(1.f, widest), patchSize.y / (h * patchHeight - inset)});
  const sf::Color ink = pips.value_or(colourOf(card.suit()));
  const float cx = inset + patchSize.x / 2.f;
  glyph(target, rank, fonts_.bold, rankSize * k, at + sf::Vector2f(cx, inset + (0.115f * h - inset) * k), ink, false);
  glyph(target, symbolOf(card.suit()), fonts_.regular, suitSize * k, at + sf::Vector2f(cx, inset + (0.265f * h - inset) * k),
        ink, false);
}

void CardPainter::back(sf::RenderTarget& target, sf::Vector2f at, sf::Vector2f size) const {
  const float w = size.x;
  const float h = size.y;
  sf::ConvexShape body = scene::roundedRect(size, w * 0.07f);
  body.setPosition(at);
  body.setFillColor(ui::colours::cardBack);
  body.setOutlineColor(ui::colours::cardEdge);
  body.setOutlineThickness(-std::max(1.f, w * 0.012f));
  target.draw(body);

  const float margin = w * 0.07f;
  const sf::Vector2f inner(w - 2 * margin, h - 2 * margin);
  sf::ConvexShape field = scene::roundedRect(inner, w * 0.04f);
  field.setPosition(at + sf::Vector2f(margin, margin));
  field.setFillColor(ui::colours::backField);
  target.draw(field);

  // A maze carved by a depth-first walk with a fixed seed: every back is the same maze.
  const int cols = 7;
  const int rows = std::max(5, static_cast<int>(std::lround(cols * inner.y / inner.x)));
  const float cw = inner.x / static_cast<float>(cols);
  const float ch = inner.y / static_cast<float>(rows);
  std::vector<bool> visited(static_cast<std::size_t>(cols * rows), false);
  // Walls: right wall of each cell and bottom wall of each cell.
  std::vector<bool> right(visited.size(), true), bottom(visited.size(), true);
  Random random(0xB120);
  std::vector<int> stack{0};
  visited[0] = true;
  while (!stack.empty()) {
    const int cell = stack.back();
    const int cx = cell % cols, cy = cell / cols;
    std::array<int, 4> options{};
    int n = 0;
    if (cx > 0 && !visited[static_cast<std::size_t>(cell - 1)]) options[static_cast<std::size_t>(n++)] = cell - 1;
    if (cx < cols - 1 && !visited[static_cast<std::size_t>(cell + 1)]) options[static_cast<std::size_t>(n++)] = cell + 1;
    if (cy > 0 && !visited[static_cast<std::size_t>(cell - cols)]) options[static_cast<std::size_t>(n++)] = cell - cols;
    if (cy < rows - 1 && !visited[static_cast<std::size_t>(cell + cols)]) options[static_cast<std::size_t>(n++)] = cell + cols;
    if (n == 0) {
      stack.pop_back();
      continue;
    }
    const int next = options[random.below(static_cast<std::uint32_t>(n))];
    if (next == cell + 1) right[static_cast<std::size_t>(cell)] = false;
    if (next == cell - 1) right[static_cast<std::size_t>(next)] = false;
    if (next == cell + cols) bottom[static_cast<std::size_t>(cell)] = false;
    if (next == cell - cols) bottom[static_cast<std::size_t>(next)] = false;
    visited[static_cast<std::size_t>(next)] = true;
    stack.push_back(next);
  }
  const float t = std::max(1.f, std::min(cw, ch) * 0.22f);
  sf::VertexArray walls(sf::Triangles);
  const sf::Color wallColour = ui::colours::backMaze;
  const auto bar = [&](float x, float y, float bw, float bh) {
    const sf::Vector2f o = at + sf::Vector2f(margin + x, margin + y);
    const sf::Vector2f a = o, b = o + sf::Vector2f(bw, 0), c = o + sf::Vector2f(bw, bh),
                       d = o + sf::Vector2f(0, bh);
    for (sf::Vector2f v : {a, b, c, a, c, d}) walls.append(sf::Vertex(v, wallColour));
  };
  for (int y = 0; y < rows; ++y)
    for (int x = 0; x < cols; ++x) {
      const auto i = static_cast<std::size_t>(y * cols + x);
      const float fx = static_cast<float>(x) * cw, fy = static_cast<float>(y) * ch;
      if (right[i] && x < cols - 1) bar(fx + cw - t / 2, fy - t / 2, t, ch + t);
      if (bottom[i] && y < rows - 1) bar(fx - t / 2, fy + ch - t / 2, cw + t, t);
    }
  target.draw(walls);
  sf::ConvexShape rim = scene::roundedRect(inner, w * 0.04f);
  rim.setPosition(at + sf::Vector2f(margin, margin));
  rim.setFillColor(sf::Color::Transparent);
  rim.setOutlineColor(wallColour);
  rim.setOutlineThickness(-t);
  target.draw(rim);
}

}  // namespace bizon::table
