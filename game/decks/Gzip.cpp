// SPDX-License-Identifier: GPL-3.0-or-later
// gzip data inflated through zlib, bounded (compressed SVG decks, .svgz), with or without librsvg.
#include "decks/SvgImage.h"

#include <zlib.h>

namespace bizon::decks {

std::string inflateIfGzip(std::string_view bytes, std::size_t limit) {
  if (bytes.size() < 2 || static_cast<unsigned char>(bytes[0]) != 0x1f || static_cast<unsigned char>(bytes[1]) != 0x8b)
    return std::string(bytes);
  z_stream z{};
  if (inflateInit2(&z, 15 + 16) != Z_OK) throw SvgError("cannot inflate gzip data");
  std::string out;
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(bytes.data()));
  z.avail_in = static_cast<uInt>(bytes.size());
  int status = Z_OK;
  char chunk[64 * 1024];
  while (status != Z_STREAM_END) {
    z.next_out = reinterpret_cast<Bytef*>(chunk);
    z.avail_out = sizeof chunk;
    status = inflate(&z, Z_NO_FLUSH);
    if (status != Z_OK && status != Z_STREAM_END) {
      inflateEnd(&z);
      throw SvgError(status == Z_BUF_ERROR ? "truncated gzip data" : "broken gzip data");
    }
    const std::size_t produced = sizeof chunk - z.avail_out;
    if (out.size() + produced > limit) {
      inflateEnd(&z);
      throw SvgError("larger than " + std::to_string(limit >> 20) + " MB once inflated");
    }
    out.append(chunk, produced);
  }
  inflateEnd(&z);
  return out;
}

}  // namespace bizon::decks
