// SPDX-License-Identifier: GPL-3.0-or-later
#include "decks/DrawnPictures.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <sstream>

#include <zlib.h>

#include "files/AtomicFile.h"

namespace bizon::decks {

namespace {

// The first line of the inflated file: the format, the pictures' width and height, their count.
constexpr std::string_view magic = "bizon-pictures-1";

std::string gzipped(const std::string& bytes) {
  z_stream z{};
  if (deflateInit2(&z, 9, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY) != Z_OK) throw SvgError("cannot compress");
  std::string out(deflateBound(&z, static_cast<uLong>(bytes.size())), '\0');
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(bytes.data()));
  z.avail_in = static_cast<uInt>(bytes.size());
  z.next_out = reinterpret_cast<Bytef*>(out.data());
  z.avail_out = static_cast<uInt>(out.size());
  const int status = deflate(&z, Z_FINISH);
  out.resize(z.total_out);
  deflateEnd(&z);
  if (status != Z_STREAM_END) throw SvgError("cannot compress");
  return out;
}

// One output pixel from the source's rectangle [x0,x1) x [y0,y1) (fractions of pixels), averaged
// with alpha weighting so that transparent corners bleed no dark fringe into the card's edge.
void average(const Pixels& in, double x0, double x1, double y0, double y1, std::uint8_t* out) {
  std::array<double, 4> sum{};
  double area = 0;
  for (auto y = static_cast<unsigned>(y0); y < in.height && y < y1; ++y) {
    const double wy = std::min<double>(y + 1, y1) - std::max<double>(y, y0);
    for (auto x = static_cast<unsigned>(x0); x < in.width && x < x1; ++x) {
      const double w = wy * (std::min<double>(x + 1, x1) - std::max<double>(x, x0));
      const std::uint8_t* p = &in.rgba[(std::size_t{y} * in.width + x) * 4];
      const double a = w * p[3];
      for (int c = 0; c < 3; ++c) sum[c] += a * p[c];
      sum[3] += a;
      area += w;
    }
  }
  for (int c = 0; c < 3; ++c) out[c] = sum[3] > 0 ? static_cast<std::uint8_t>(std::lround(sum[c] / sum[3])) : 0;
  out[3] = area > 0 ? static_cast<std::uint8_t>(std::lround(sum[3] / area)) : 0;
}

Pixels scaled(const Pixels& in, unsigned width, unsigned height) {
  Pixels out{width, height, std::vector<std::uint8_t>(std::size_t{width} * height * 4)};
  const double sx = static_cast<double>(in.width) / width, sy = static_cast<double>(in.height) / height;
  for (unsigned y = 0; y < height; ++y)
    for (unsigned x = 0; x < width; ++x) {
      // Stretched up, a pixel reads the one source pixel under its centre.
      const double x0 = sx >= 1 ? x * sx : std::floor((x + 0.5) * sx), y0 = sy >= 1 ? y * sy : std::floor((y + 0.5) * sy);
      average(in, x0, sx >= 1 ? x0 + sx : x0 + 1, y0, sy >= 1 ? y0 + sy : y0 + 1, &out.rgba[(std::size_t{y} * width + x) * 4]);
    }
  return out;
}

}  // namespace

void DrawnPictures::save(const std::filesystem::path& file, const std::vector<Pixels>& pictures) {
  if (pictures.empty()) throw SvgError("no picture to write");
  const unsigned width = pictures[0].width, height = pictures[0].height;
  std::string bytes = std::string(magic) + " " + std::to_string(width) + " " + std::to_string(height) + " " +
                      std::to_string(pictures.size()) + "\n";
  for (const Pixels& picture : pictures) {
    if (picture.width != width || picture.height != height) throw SvgError("the pictures are not all of one size");
    bytes.append(picture.rgba.begin(), picture.rgba.end());
  }
  writeFileAtomically(file, gzipped(bytes), Durability::Flushed);
}

DrawnPictures DrawnPictures::load(const std::filesystem::path& file, std::size_t count) {
  FileText read = readFileLimited(file, maxFileBytes, Links::Follow);
  if (!read.text) throw SvgError(read.why);
  const std::string bytes = inflateIfGzip(*read.text, count * maxSide * maxSide * 4 + 64);
  const auto end = bytes.find('\n');
  std::istringstream head(bytes.substr(0, std::min<std::size_t>(end, 64)));
  std::string format;
  unsigned width = 0, height = 0;
  std::size_t found = 0;
  if (end == std::string::npos || !(head >> format >> width >> height >> found) || format != magic)
    throw SvgError("not drawn pictures (no " + std::string(magic) + " line)");
  if (width == 0 || height == 0 || width > maxSide || height > maxSide) throw SvgError("pictures of an impossible size");
  const std::size_t each = std::size_t{width} * height * 4;
  if (found != count || bytes.size() - end - 1 != each * count)
    throw SvgError("expected " + std::to_string(count) + (count == 1 ? " picture" : " pictures") + " of " +
                   std::to_string(width) + " x " + std::to_string(height));
  DrawnPictures drawn;
  for (std::size_t k = 0; k < count; ++k) {
    const auto from = bytes.begin() + static_cast<std::ptrdiff_t>(end + 1 + each * k);
    drawn.pictures_.push_back({width, height, std::vector<std::uint8_t>(from, from + static_cast<std::ptrdiff_t>(each))});
  }
  return drawn;
}

Pixels DrawnPictures::picture(std::size_t k, unsigned width, unsigned height) const {
  const Pixels& drawn = pictures_[k];
  const Fitted size = fitted(drawn.width, drawn.height, width, height);
  const bool same = size.width == drawn.width && size.height == drawn.height;
  return centred(same ? drawn : scaled(drawn, size.width, size.height), width, height);
}

}  // namespace bizon::decks
