#include "LanTables.h"

#include <algorithm>
#include <cctype>

#include "codec/TableProtocolCodec.h"

namespace bizon {

namespace {

// A record longer than this is not one a Bizon host makes (one TXT string is at most 255 bytes).
constexpr std::size_t maxEntry = 255, maxEntries = 16;

bool sameKey(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
         });
}

// The code point starting at text[i] and its length in bytes; length 0 when the bytes there are
// not UTF-8 (a stray continuation, a truncated or overlong sequence, a surrogate, past U+10FFFF).
std::pair<char32_t, std::size_t> decode(std::string_view text, std::size_t i) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char b = byte(i);
  if (b < 0x80) return {b, 1};
  const std::size_t n = b >= 0xF0 && b < 0xF5 ? 4 : b >= 0xE0 ? 3 : b >= 0xC2 && b < 0xE0 ? 2 : 0;
  if (n == 0 || i + n > text.size()) return {0, 0};
  char32_t c = b & (0xFF >> (n + 1));
  for (std::size_t k = 1; k < n; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return {0, 0};
    c = (c << 6) | (byte(i + k) & 0x3F);
  }
  const bool overlong = (n == 3 && c < 0x800) || (n == 4 && c < 0x10000);
  if (overlong || (c >= 0xD800 && c <= 0xDFFF) || c > 0x10FFFF) return {0, 0};
  return {c, n};
}

// Characters that would disturb the line they are shown in: controls, and the invisible marks
// that turn text around or hide in it.
bool unshowable(char32_t c) {
  return c < 0x20 || (c >= 0x7F && c < 0xA0) || (c >= 0x200B && c <= 0x200F) || (c >= 0x202A && c <= 0x202E) ||
         (c >= 0x2066 && c <= 0x2069) || c == 0xFEFF;
}

// How good an address is to offer (lower is better), or -1 when it cannot be typed.
int rank(const std::string& address) {
  if (address.empty() || address.size() > 45 || address.find_first_not_of("0123456789abcdefABCDEF.:") != std::string::npos)
    return -1;
  const bool v6 = address.find(':') != std::string::npos;
  if (!v6) return address.starts_with("127.") ? 1 : 0;
  if (sameKey(address.substr(0, 4), "fe80")) return -1;
  return address == "::1" ? 3 : 2;
}

}  // namespace

std::vector<std::string> lanTxt(const std::string& hostName) {
  return {"proto=" + std::string(tableProtocol), "host=" + lanShownText(hostName)};
}

std::optional<LanRecord> readLanTxt(const std::vector<std::string>& entries) {
  std::optional<std::string> protocol, host;
  for (std::size_t i = 0; i < entries.size() && i < maxEntries; ++i) {
    const std::string_view entry = entries[i];
    if (entry.size() > maxEntry) continue;
    const auto eq = entry.find('=');
    if (eq == std::string_view::npos || eq == 0) continue;  // a flag, or no key: nothing of ours
    const std::string_view key = entry.substr(0, eq), value = entry.substr(eq + 1);
    if (sameKey(key, "proto") && !protocol) protocol = lanShownText(value, 32);
    if (sameKey(key, "host") && !host) host = lanShownText(value);
  }
  if (!protocol || protocol->empty()) return std::nullopt;
  return LanRecord{*protocol, host.value_or("")};
}

std::string lanShownText(std::string_view text, std::size_t maxChars) {
  std::string out;
  std::size_t chars = 0;
  for (std::size_t i = 0; i < text.size() && chars < maxChars;) {
    const auto [c, n] = decode(text, i);
    if (n == 0) {
      ++i;
      continue;
    }
    if (!unshowable(c) && !(c == ' ' && out.empty())) {
      out.append(text.substr(i, n));
      ++chars;
    }
    i += n;
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

void LanTableList::found(const Sighting& sighting, const std::string& address, unsigned port, const std::vector<std::string>& txt) {
  const auto record = readLanTxt(txt);
  const int r = rank(address);
  if (!record || port == 0 || port > 65535 || r < 0) return;
  LanTable table;
  table.service = sighting.service;
  table.hostName = record->hostName.empty() ? lanShownText(sighting.service) : record->hostName;
  table.address = (address.find(':') != std::string::npos ? "[" + address + "]" : address) + ":" + std::to_string(port);
  table.joinable = record->protocol == tableProtocol;
  const auto same = std::find_if(seen_.begin(), seen_.end(), [&](const Seen& s) { return s.sighting == sighting; });
  if (same != seen_.end()) {
    same->table = std::move(table), same->rank = r;
  } else {
    if (seen_.size() >= maxSightings) return;
    seen_.push_back({sighting, std::move(table), r});
  }
  ++version_;
}

void LanTableList::removed(const Sighting& sighting) {
  const auto before = seen_.size();
  std::erase_if(seen_, [&](const Seen& s) { return s.sighting == sighting; });
  if (seen_.size() != before) ++version_;
}

void LanTableList::clear() {
  if (seen_.empty()) return;
  seen_.clear();
  ++version_;
}

std::vector<LanTable> LanTableList::tables() const {
  // The best sighting of each service: ranks first, so the first of a service is its best.
  std::vector<const Seen*> order;
  for (const Seen& s : seen_) order.push_back(&s);
  std::stable_sort(order.begin(), order.end(), [](const Seen* a, const Seen* b) { return a->rank < b->rank; });
  std::vector<LanTable> out;
  for (const Seen* s : order)
    if (std::none_of(out.begin(), out.end(), [&](const LanTable& t) { return t.service == s->sighting.service; }))
      out.push_back(s->table);
  std::stable_sort(out.begin(), out.end(), [](const LanTable& a, const LanTable& b) {
    return a.hostName != b.hostName ? a.hostName < b.hostName : a.service < b.service;
  });
  return out;
}

}  // namespace bizon
