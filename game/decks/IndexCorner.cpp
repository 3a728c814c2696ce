#include "decks/IndexCorner.h"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <vector>

namespace bizon::decks {

namespace {

}  // namespace

CornerInk::CornerInk(const Pixels& card, CornerBox region) : card_(card) {
  // The commonest colour among the region's opaque pixels, in steps of 16 per channel.
  std::map<int, int> counts;
  const int w = static_cast<int>(card.width), h = static_cast<int>(card.height);
  const int right = std::min(w, static_cast<int>(region.width * static_cast<float>(w)));
  const int bottom = std::min(h, static_cast<int>(region.height * static_cast<float>(h)));
  int best = -1, key = 0;
  for (int y = 0; y < bottom; ++y)
    for (int x = 0; x < right; ++x) {
      const std::uint8_t* p = pixel(x, y);
      if (p[3] < 128) continue;
      const int k = (p[0] >> 4) << 8 | (p[1] >> 4) << 4 | (p[2] >> 4);
      if (const int n = ++counts[k]; n > best) best = n, key = k;
    }
  for (int c = 0; c < 3; ++c) paper_[static_cast<std::size_t>(c)] = ((key >> (8 - 4 * c)) & 15) * 16 + 8;
}

const std::uint8_t* CornerInk::pixel(int x, int y) const {
  return &card_.rgba[(static_cast<std::size_t>(y) * card_.width + static_cast<std::size_t>(x)) * 4];
}

bool CornerInk::at(int x, int y) const {
  const std::uint8_t* p = pixel(x, y);
  if (p[3] < 128) return false;  // outside the card's rounded corner
  return std::abs(p[0] - paper_[0]) + std::abs(p[1] - paper_[1]) + std::abs(p[2] - paper_[2]) > 300;
}

namespace {

// The ink's shapes (8-connected) in the region [x0, right) × [y0, bottom): each pixel's shape,
// whether the shape reaches the region's right or bottom edge (it comes from beyond: pips, a
// frame), and its top and bottom rows.
struct Shapes {
  int x0, y0, right, bottom;
  std::vector<int> id;  // -1: paper
  std::vector<bool> reaches;
  std::vector<std::pair<int, int>> rows;

  int& at(int x, int y) { return id[static_cast<std::size_t>((y - y0) * (right - x0) + (x - x0))]; }

  Shapes(const CornerInk& ink, int left, int top, int r, int b) : x0(left), y0(top), right(r), bottom(b) {
    id.assign(static_cast<std::size_t>((right - x0) * (bottom - y0)), -1);
    for (int y = y0; y < bottom; ++y)
      for (int x = x0; x < right; ++x)
        if (at(x, y) < 0 && ink.at(x, y)) fill(ink, x, y);
  }

  void fill(const CornerInk& ink, int x, int y) {
    const int shape = static_cast<int>(reaches.size());
    bool reach = false;
    std::pair<int, int> span{y, y};
    std::vector<std::pair<int, int>> stack{{x, y}};
    at(x, y) = shape;
    while (!stack.empty()) {
      const auto [px, py] = stack.back();
      stack.pop_back();
      reach = reach || px == right - 1 || py == bottom - 1;
      span = {std::min(span.first, py), std::max(span.second, py)};
      for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
          const int nx = px + dx, ny = py + dy;
          if (nx < x0 || ny < y0 || nx >= right || ny >= bottom || at(nx, ny) >= 0 || !ink.at(nx, ny)) continue;
          at(nx, ny) = shape;
          stack.emplace_back(nx, ny);
        }
    }
    reaches.push_back(reach);
    rows.push_back(span);
  }

  // Whether the index runs on past the region: a shape reaching out beside its first glyph (the
  // topmost shape inside, a twentieth of the card `h` tall at least: not a speck of the rounded
  // corner's border), on the same rows (tango_nuevo's "0" of 10).
  bool indexRunsOn(int h) const {
    int first = -1;
    for (std::size_t i = 0; i < reaches.size(); ++i)
      if (!reaches[i] && rows[i].second - rows[i].first >= h / 20 &&
          (first < 0 || rows[i].first < rows[static_cast<std::size_t>(first)].first))
        first = static_cast<int>(i);
    if (first < 0) return false;
    const auto [glyphTop, glyphBottom] = rows[static_cast<std::size_t>(first)];
    const int slack = std::max(1, h / 50);
    for (std::size_t i = 0; i < reaches.size(); ++i)
      if (reaches[i] && std::abs(rows[i].first - glyphTop) <= slack && rows[i].second <= glyphBottom + slack) return true;
    return false;
  }

  // The largest box from (x0, y0) that holds every shape inside and none reaching in; where none
  // does (a pip touching the index), the shapes inside alone. Its right and bottom ends.
  std::pair<int, int> box() {
    const int cw = right - x0;
    int indexRight = x0, indexBottom = y0;
    std::vector<int> freeRows(static_cast<std::size_t>(cw + 1), bottom);  // of a box ending before column x0 + k
    for (int x = x0; x < right; ++x)
      for (int y = y0; y < bottom; ++y) {
        const int shape = at(x, y);
        if (shape < 0) continue;
        if (!reaches[static_cast<std::size_t>(shape)]) {
          indexRight = std::max(indexRight, x + 1), indexBottom = std::max(indexBottom, y + 1);
          continue;
        }
        for (int k = x - x0 + 1; k <= cw; ++k) freeRows[static_cast<std::size_t>(k)] = std::min(freeRows[static_cast<std::size_t>(k)], y);
      }
    std::pair<int, int> best{indexRight, indexBottom};
    long bestArea = -1;
    for (int r = indexRight; r <= right; ++r) {
      const int b = freeRows[static_cast<std::size_t>(r - x0)];
      const long area = static_cast<long>(r - x0) * (b - y0);
      if (b >= indexBottom && area > bestArea) bestArea = area, best = {r, b};
    }
    return best;
  }
};

}  // namespace

CornerBox indexCorner(const Pixels& card, CornerBox most) {
  const int w = static_cast<int>(card.width), h = static_cast<int>(card.height);
  if (w < 8 || h < 8 || card.rgba.size() < static_cast<std::size_t>(w) * static_cast<std::size_t>(h) * 4) return most;
  // The card's edge on its middle row and column (a deck may leave a transparent margin), then
  // its border: the index's corner begins there.
  const auto opaque = [&card](int x, int y) {
    return card.rgba[(static_cast<std::size_t>(y) * card.width + static_cast<std::size_t>(x)) * 4 + 3] >= 128;
  };
  int left = 0, top = 0;
  while (left < w / 4 && !opaque(left, h / 2)) ++left;
  while (top < h / 4 && !opaque(w / 2, top)) ++top;
  const int border = std::max(1, w * 3 / 100);
  const int x0 = left + border, y0 = top + border;
  const int right = std::clamp(static_cast<int>(most.width * static_cast<float>(w)), x0 + 1, w);
  const int bottom = std::clamp(static_cast<int>(most.height * static_cast<float>(h)), y0 + 1, h);
  Shapes shapes(CornerInk(card, most), x0, y0, right, bottom);
  // The deck's own index larger than a patch may be: none is drawn.
  if (shapes.indexRunsOn(h)) return {};
  const auto [r, b] = shapes.box();
  return {static_cast<float>(r) / static_cast<float>(w), static_cast<float>(b) / static_cast<float>(h)};
}

std::optional<std::array<std::uint8_t, 3>> pipInk(const Pixels& card) {
  const CornerInk ink(card, {1.f, 1.f});
  const int w = static_cast<int>(card.width), h = static_cast<int>(card.height);
  // The commonest ink in steps of 16 per channel, then the mean of the pixels of that step.
  std::map<int, std::array<long, 4>> sums;  // red, green, blue, count
  for (int y = h / 5; y < h - h / 5; ++y)
    for (int x = w / 5; x < w - w / 5; ++x) {
      const std::uint8_t* p = &card.rgba[(static_cast<std::size_t>(y) * card.width + static_cast<std::size_t>(x)) * 4];
      // Plainly not paper: a light gold differs from white by less than the corner's ink does.
      const auto& paper = ink.paper();
      if (p[3] < 128 || std::abs(p[0] - paper[0]) + std::abs(p[1] - paper[1]) + std::abs(p[2] - paper[2]) < 150) continue;
      auto& sum = sums[(p[0] >> 4) << 8 | (p[1] >> 4) << 4 | (p[2] >> 4)];
      for (std::size_t c = 0; c < 3; ++c) sum[c] += p[c];
      ++sum[3];
    }
  const auto most = std::max_element(sums.begin(), sums.end(), [](const auto& a, const auto& b) { return a.second[3] < b.second[3]; });
  if (most == sums.end()) return std::nullopt;
  const auto& [r, g, b, n] = most->second;
  return std::array<std::uint8_t, 3>{static_cast<std::uint8_t>(r / n), static_cast<std::uint8_t>(g / n), static_cast<std::uint8_t>(b / n)};
}

}  // namespace bizon::decks

