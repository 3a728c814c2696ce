// SPDX-License-Identifier: GPL-3.0-or-later
#include "decks/DeckCache.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>

#include "decks/SvgDeck.h"
#include "files/AtomicFile.h"

namespace bizon::decks {

namespace fs = std::filesystem;

namespace {

constexpr std::string_view magic = "bizon-cards-1\n";

std::uint64_t fnv1a(std::string_view text) {
  std::uint64_t h = 1469598103934665603ull;
  for (unsigned char c : text) h = (h ^ c) * 1099511628211ull;
  return h;
}

std::string header(unsigned width, unsigned height) {
  return std::string(magic) + std::to_string(width) + "x" + std::to_string(height) + "\n";
}

}  // namespace

fs::path DeckCache::defaultFolder() {
  if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg == '/') return fs::path(xdg) / "bizon";
  if (const char* home = std::getenv("HOME"); home && *home == '/') return fs::path(home) / ".cache" / "bizon";
  return {};
}

std::optional<fs::path> DeckCache::fileFor(const fs::path& deck, unsigned width, unsigned height) const {
  if (folder_.empty()) return std::nullopt;
  std::error_code ec;
  const fs::path file = fs::canonical(deck, ec);
  if (ec) return std::nullopt;
  const auto size = fs::file_size(file, ec);
  if (ec) return std::nullopt;
  const auto time = fs::last_write_time(file, ec);
  if (ec) return std::nullopt;
  const std::string key = file.string() + "|" + std::to_string(size) + "|" +
                          std::to_string(time.time_since_epoch().count()) + "|" + header(width, height);
  char name[40];
  std::snprintf(name, sizeof name, "cards-%016llx.rgba", static_cast<unsigned long long>(fnv1a(key)));
  return folder_ / name;
}

std::optional<std::vector<Pixels>> DeckCache::load(const fs::path& deck, unsigned width, unsigned height) const {
  const auto file = fileFor(deck, width, height);
  if (!file) return std::nullopt;
  const std::string head = header(width, height);
  const std::size_t card = std::size_t{width} * height * 4;
  FileText read = readFileLimited(*file, head.size() + card * SvgDeck::slots);
  if (!read.text || read.text->size() != head.size() + card * SvgDeck::slots || !read.text->starts_with(head))
    return std::nullopt;
  std::vector<Pixels> cards(SvgDeck::slots);
  const char* at = read.text->data() + head.size();
  for (Pixels& p : cards) {
    p.width = width;
    p.height = height;
    p.rgba.assign(reinterpret_cast<const std::uint8_t*>(at), reinterpret_cast<const std::uint8_t*>(at) + card);
    at += card;
  }
  // Touched, so that the renderings in use are the last to go.
  std::error_code ec;
  fs::last_write_time(*file, fs::file_time_type::clock::now(), ec);
  return cards;
}

bool DeckCache::save(const fs::path& deck, unsigned width, unsigned height, const std::vector<Pixels>& cards) const {
  const auto file = fileFor(deck, width, height);
  if (!file || cards.size() != SvgDeck::slots) return false;
  std::string bytes = header(width, height);
  for (const Pixels& p : cards) {
    if (p.width != width || p.height != height) return false;
    bytes.append(reinterpret_cast<const char*>(p.rgba.data()), p.rgba.size());
  }
  std::error_code ec;
  fs::create_directories(folder_, ec);
  try {
    writeFileAtomically(*file, bytes);
  } catch (const std::exception&) {
    return false;
  }
  // The oldest renderings beyond `keep` go.
  std::vector<std::pair<fs::file_time_type, fs::path>> kept;
  for (fs::directory_iterator it(folder_, ec), end; !ec && it != end; it.increment(ec)) {
    const std::string name = it->path().filename().string();
    if (name.starts_with("cards-") && name.ends_with(".rgba"))
      kept.emplace_back(it->last_write_time(ec), it->path());
  }
  std::sort(kept.begin(), kept.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  for (std::size_t i = keep; i < kept.size(); ++i) fs::remove(kept[i].second, ec);
  return true;
}

}  // namespace bizon::decks
