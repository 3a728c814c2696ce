// SPDX-License-Identifier: GPL-3.0-or-later
// SvgImage where librsvg is not available (the Windows build): every SVG is refused with the one
// reason, so an SVG deck or portrait is left out and says why, and the painted deck stays.
#include "decks/SvgImage.h"

namespace bizon::decks {

namespace {

[[noreturn]] void refuse() {
  throw SvgError("SVG pictures are drawn by librsvg, which this build of Bizon lacks: SVG decks need the Linux version");
}

}  // namespace

struct SvgImage::Handle {};

SvgImage::SvgImage(std::string_view) { refuse(); }
SvgImage::~SvgImage() = default;
SvgImage::SvgImage(SvgImage&&) noexcept = default;
SvgImage& SvgImage::operator=(SvgImage&&) noexcept = default;

// No SvgImage is ever made here, so nothing below is reached; they refuse all the same.
bool SvgImage::has(std::string_view) const { refuse(); }
std::optional<Box> SvgImage::box(std::string_view, Extent) const { refuse(); }
Pixels SvgImage::render(Box, unsigned, unsigned) const { refuse(); }
Pixels SvgImage::renderElement(std::string_view, unsigned, unsigned) const { refuse(); }
Pixels SvgImage::renderElement(std::string_view, Box, unsigned, unsigned) const { refuse(); }
Pixels SvgImage::draw(const char*, Box, unsigned, unsigned) const { refuse(); }

}  // namespace bizon::decks
