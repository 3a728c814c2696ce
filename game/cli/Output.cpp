#include "Output.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <unistd.h>

namespace bizon {

namespace {

// The length of the well-formed UTF-8 sequence at text[at] that is not a C1 control, or 0.
std::size_t printableSequence(std::string_view text, std::size_t at) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
  const unsigned char lead = byte(at);
  std::size_t length = 0;
  unsigned int code = 0;
  if (lead >= 0xC2 && lead <= 0xDF) length = 2, code = lead & 0x1Fu;
  else if (lead >= 0xE0 && lead <= 0xEF) length = 3, code = lead & 0x0Fu;
  else if (lead >= 0xF0 && lead <= 0xF4) length = 4, code = lead & 0x07u;
  else return 0;
  if (at + length > text.size()) return 0;
  for (std::size_t i = 1; i < length; ++i) {
    if ((byte(at + i) & 0xC0u) != 0x80u) return 0;
    code = (code << 6) | (byte(at + i) & 0x3Fu);
  }
  static constexpr unsigned int smallest[] = {0, 0, 0x80, 0x800, 0x10000};
  if (code < smallest[length] || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return 0;
  if (code >= 0x80 && code <= 0x9F) return 0;  // C1 controls: CSI and friends
  return length;
}

}  // namespace

std::string terminalSafe(std::string_view text, std::size_t limit) {
  static constexpr std::string_view ellipsis = "…";
  static constexpr char digits[] = "0123456789abcdef";
  std::string out;
  out.reserve(std::min(text.size(), limit) + ellipsis.size());
  for (std::size_t at = 0; at < text.size();) {
    const unsigned char c = static_cast<unsigned char>(text[at]);
    std::string piece;
    std::size_t used = 1;
    if (c >= 0x20 && c < 0x7F) {
      piece.assign(1, static_cast<char>(c));
    } else if (const std::size_t n = c >= 0x80 ? printableSequence(text, at) : 0; n > 0) {
      piece.assign(text.substr(at, n));
      used = n;
    } else if (c == '\n') {
      piece = "\\n";
    } else if (c == '\t') {
      piece = "\\t";
    } else if (c == '\r') {
      piece = "\\r";
    } else if (c == 0x1B) {
      piece = "\\e";
    } else {
      piece = {'\\', 'x', digits[c >> 4], digits[c & 15]};
    }
    if (out.size() + piece.size() > limit) {
      out.append(ellipsis);
      return out;
    }
    out.append(piece);
    at += used;
  }
  return out;
}

int checkedOutput(int status) {
  std::cout.flush();
  const bool lost = !std::cout || std::fflush(stdout) != 0 || std::ferror(stdout);
  int error = lost ? errno : 0;
  // close() reports a write the kernel delayed and then could not do (a full network disk).
  if (!lost && ::close(STDOUT_FILENO) != 0 && errno != EBADF) error = errno;
  if (!lost && error == 0) return status;
  std::cerr << "bizon: the output could not be written: " << (error ? std::strerror(error) : "unknown error") << "\n";
  return status != 0 ? status : 1;
}

}  // namespace bizon
