// A deck's cards once rendered at a pixel size, kept in the cache directory so that the next launch need not render them again.
#pragma once

#include <filesystem>
#include <optional>
#include <vector>

#include "decks/SvgImage.h"

namespace bizon::decks {

class DeckCache {
 public:
  // Nothing is kept when the folder is empty.
  explicit DeckCache(std::filesystem::path folder = {}) : folder_(std::move(folder)) {}
  // $XDG_CACHE_HOME/bizon, else ~/.cache/bizon; empty without either.
  static std::filesystem::path defaultFolder();
  // How many renderings are kept; the oldest go first.
  static constexpr int keep = 24;

  // The cards of the deck file as they were rendered at width x height, if they were and the
  // file has not changed since (its path, size and modification time are the key).
  std::optional<std::vector<Pixels>> load(const std::filesystem::path& deck, unsigned width, unsigned height) const;
  // Keeps them; a cache that cannot be written is no failure (false).
  bool save(const std::filesystem::path& deck, unsigned width, unsigned height, const std::vector<Pixels>& cards) const;

  const std::filesystem::path& folder() const { return folder_; }

 private:
  std::optional<std::filesystem::path> fileFor(const std::filesystem::path& deck, unsigned width, unsigned height) const;

  std::filesystem::path folder_;
};

}  // namespace bizon::decks
