// SVG to pixels through librsvg and cairo: a whole picture or one element of it, at an exact pixel size.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace bizon::decks {

// Straight (not premultiplied) RGBA, row after row, as sf::Image and PNG files take it.
struct Pixels {
  unsigned width = 0, height = 0;
  std::vector<std::uint8_t> rgba;
};

// The size in whole pixels (at least 1) of a picture of that width and height fitted into
// width x height pixels, keeping its proportions.
struct Fitted {
  unsigned width = 0, height = 0;
};
Fitted fitted(double pictureWidth, double pictureHeight, unsigned width, unsigned height);

// A picture of at most width x height pixels in the middle of that many, transparent around it.
Pixels centred(Pixels drawn, unsigned width, unsigned height);

// A rectangle in the picture's own units (CSS pixels of its viewport).
struct Box {
  double x = 0, y = 0, width = 0, height = 0;
};

// One line saying why an SVG cannot be used.
struct SvgError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class SvgImage {
 public:
  // Bytes of SVG text, or of gzip-compressed SVG (.svgz), inflated to at most maxInflated bytes.
  static constexpr std::size_t maxInflated = 64u << 20;

  // Parses the picture; throws SvgError ("not SVG: …", "truncated gzip data", …) when librsvg
  // refuses it or it has no size. Not for two threads at once: each thread its own SvgImage.
  explicit SvgImage(std::string_view bytes);
  ~SvgImage();
  SvgImage(SvgImage&&) noexcept;
  SvgImage& operator=(SvgImage&&) noexcept;

  // The picture's viewport in pixels (its width and height, else its viewBox's), the units of
  // every box here; and where its viewBox lies in it (scaled to fit and centred, as SVG does when
  // their proportions differ): a sheet of cards is laid out in its viewBox.
  Box size() const { return size_; }
  Box content() const { return content_; }
  // Whether an element has this id.
  bool has(std::string_view id) const;
  // Where the element is drawn in the picture (every transform applied), if it exists and draws
  // something: with its strokes and what it <use>s wherever that lies (Ink), or its shapes' own
  // outline (Logical).
  enum class Extent : std::uint8_t { Ink, Logical };
  std::optional<Box> box(std::string_view id, Extent extent = Extent::Ink) const;

  // The whole picture stretched to width x height pixels, or a region of it.
  Pixels render(unsigned width, unsigned height) const { return render(size_, width, height); }
  Pixels render(Box region, unsigned width, unsigned height) const;
  // The element alone, as it is drawn in the whole picture (its ancestors' transforms, what it
  // <use>s), its ink box stretched to width x height pixels. Throws SvgError if it has no box.
  Pixels renderElement(std::string_view id, unsigned width, unsigned height) const;
  // The element alone, the region of the picture stretched to width x height pixels (what lies
  // outside the region is cut off).
  Pixels renderElement(std::string_view id, Box region, unsigned width, unsigned height) const;

 private:
  // Draws the region of the document, or of only the element `layer` (an "#id"; null: everything).
  Pixels draw(const char* layer, Box region, unsigned width, unsigned height) const;
  struct Handle;
  std::unique_ptr<Handle> handle_;
  Box size_, content_;
};

// gzip data (recognised by its magic bytes) inflated, at most `limit` bytes; other bytes as they
// are. Throws SvgError for broken or truncated gzip data or more than `limit` bytes.
std::string inflateIfGzip(std::string_view bytes, std::size_t limit);

}  // namespace bizon::decks
