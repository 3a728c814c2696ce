// SPDX-License-Identifier: GPL-3.0-or-later
#include "decks/SvgImage.h"

#include <algorithm>
#include <cmath>

#include <cairo.h>
#include <librsvg/rsvg.h>

namespace bizon::decks {

namespace {

// One line from a GError, which it frees.
std::string messageOf(GError* error, const char* fallback) {
  std::string text = error && error->message ? error->message : fallback;
  if (error) g_error_free(error);
  std::replace_if(text.begin(), text.end(), [](char c) { return c == '\n' || c == '\r'; }, ' ');
  while (!text.empty() && text.back() == ' ') text.pop_back();
  return text;
}

std::string elementRef(std::string_view id) { return "#" + std::string(id); }

// A cairo image surface freed with its context.
struct Canvas {
  cairo_surface_t* surface;
  cairo_t* cr;
  Canvas(unsigned width, unsigned height)
      : surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, static_cast<int>(width), static_cast<int>(height))),
        cr(cairo_create(surface)) {
    if (cairo_status(cr) != CAIRO_STATUS_SUCCESS)
      throw SvgError("cannot make a " + std::to_string(width) + "x" + std::to_string(height) + " picture");
  }
  ~Canvas() {
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
  }
  Canvas(const Canvas&) = delete;
  Canvas& operator=(const Canvas&) = delete;

  // Cairo's premultiplied native-endian ARGB as straight RGBA.
  Pixels pixels() {
    cairo_surface_flush(surface);
    Pixels p;
    p.width = static_cast<unsigned>(cairo_image_surface_get_width(surface));
    p.height = static_cast<unsigned>(cairo_image_surface_get_height(surface));
    p.rgba.resize(std::size_t{p.width} * p.height * 4);
    const unsigned char* data = cairo_image_surface_get_data(surface);
    const auto stride = static_cast<std::size_t>(cairo_image_surface_get_stride(surface));
    std::uint8_t* out = p.rgba.data();
    for (unsigned y = 0; y < p.height; ++y) {
      const auto* row = reinterpret_cast<const std::uint32_t*>(data + y * stride);
      for (unsigned x = 0; x < p.width; ++x, out += 4) {
        const std::uint32_t argb = row[x];
        const auto a = static_cast<std::uint8_t>(argb >> 24);
        const auto unpremultiply = [a](std::uint32_t c) {
          return static_cast<std::uint8_t>(a == 0 ? 0 : std::min(255u, ((c & 0xffu) * 255u + a / 2u) / a));
        };
        out[0] = unpremultiply(argb >> 16);
        out[1] = unpremultiply(argb >> 8);
        out[2] = unpremultiply(argb);
        out[3] = a;
      }
    }
    return p;
  }
};

void checkSize(unsigned width, unsigned height) {
  if (width == 0 || height == 0 || width > 16384 || height > 16384)
    throw SvgError("cannot render at " + std::to_string(width) + "x" + std::to_string(height) + " pixels");
}

}  // namespace

struct SvgImage::Handle {
  RsvgHandle* rsvg = nullptr;
  ~Handle() {
    if (rsvg) g_object_unref(rsvg);
  }
};

SvgImage::SvgImage(std::string_view bytes) : handle_(std::make_unique<Handle>()) {
  const std::string svg = inflateIfGzip(bytes, maxInflated);
  if (svg.find("<svg") == std::string::npos) throw SvgError("not SVG (no <svg> element)");
  GError* error = nullptr;
  handle_->rsvg = rsvg_handle_new_from_data(reinterpret_cast<const guint8*>(svg.data()), svg.size(), &error);
  if (!handle_->rsvg) throw SvgError("not SVG: " + messageOf(error, "librsvg refused it"));
  // In the picture's pixels (its width and height), where librsvg measures elements; without them
  // its viewBox.
  gdouble width = 0, height = 0;
  gboolean hasWidth = false, hasHeight = false, hasViewBox = false;
  RsvgLength w, h;
  RsvgRectangle viewBox{};
  rsvg_handle_get_intrinsic_dimensions(handle_->rsvg, &hasWidth, &w, &hasHeight, &h, &hasViewBox, &viewBox);
  if (!rsvg_handle_get_intrinsic_size_in_pixels(handle_->rsvg, &width, &height) && hasViewBox)
    width = viewBox.width, height = viewBox.height;
  if (!(width > 0 && height > 0 && std::isfinite(width) && std::isfinite(height)))
    throw SvgError("the SVG has no size (no width, height or viewBox)");
  size_ = {0, 0, width, height};
  // The viewBox scaled to fit and centred (SVG's default preserveAspectRatio, xMidYMid meet).
  content_ = size_;
  if (hasViewBox && viewBox.width > 0 && viewBox.height > 0) {
    const double scale = std::min(width / viewBox.width, height / viewBox.height);
    content_ = {(width - viewBox.width * scale) / 2, (height - viewBox.height * scale) / 2, viewBox.width * scale,
                viewBox.height * scale};
  }
}

SvgImage::~SvgImage() = default;
SvgImage::SvgImage(SvgImage&&) noexcept = default;
SvgImage& SvgImage::operator=(SvgImage&&) noexcept = default;

bool SvgImage::has(std::string_view id) const {
  if (id.empty() || id.find('\0') != std::string_view::npos) return false;
  return rsvg_handle_has_sub(handle_->rsvg, elementRef(id).c_str());
}

std::optional<Box> SvgImage::box(std::string_view id, Extent extent) const {
  if (!has(id)) return std::nullopt;
  const RsvgRectangle viewport{size_.x, size_.y, size_.width, size_.height};
  RsvgRectangle ink{}, logical{};
  GError* error = nullptr;
  if (!rsvg_handle_get_geometry_for_layer(handle_->rsvg, elementRef(id).c_str(), &viewport, &ink, &logical, &error)) {
    messageOf(error, "");
    return std::nullopt;
  }
  const RsvgRectangle& r = extent == Extent::Ink ? ink : logical;
  if (!(r.width > 0 && r.height > 0 && std::isfinite(r.x) && std::isfinite(r.y) && std::isfinite(r.width) &&
        std::isfinite(r.height)))
    return std::nullopt;
  return Box{r.x, r.y, r.width, r.height};
}

Pixels SvgImage::render(Box region, unsigned width, unsigned height) const {
  return draw(nullptr, region, width, height);
}

// The document in its own viewport (or only the element `layer`, as the document draws it), the
// region scaled to fill the pixels.
Pixels SvgImage::draw(const char* layer, Box region, unsigned width, unsigned height) const {
  checkSize(width, height);
  if (!(region.width > 0 && region.height > 0)) throw SvgError("an empty region to draw");
  Canvas canvas(width, height);
  cairo_scale(canvas.cr, width / region.width, height / region.height);
  cairo_translate(canvas.cr, -region.x, -region.y);
  const RsvgRectangle viewport{size_.x, size_.y, size_.width, size_.height};
  GError* error = nullptr;
  if (!rsvg_handle_render_layer(handle_->rsvg, canvas.cr, layer, &viewport, &error))
    throw SvgError("librsvg cannot draw " + (layer ? "\"" + std::string(layer).substr(1) + "\"" : std::string("it")) +
                   ": " + messageOf(error, "unknown error"));
  return canvas.pixels();
}

Pixels SvgImage::renderElement(std::string_view id, unsigned width, unsigned height) const {
  const std::optional<Box> at = box(id);
  if (!at) throw SvgError("no element \"" + std::string(id) + "\" to draw");
  return renderElement(id, *at, width, height);
}

Pixels SvgImage::renderElement(std::string_view id, Box region, unsigned width, unsigned height) const {
  checkSize(width, height);  // before the element, as every drawing checks it first
  if (!has(id)) throw SvgError("no element \"" + std::string(id) + "\" to draw");
  return draw(elementRef(id).c_str(), region, width, height);
}

}  // namespace bizon::decks
