#include "table/Portraits.h"

#include <iostream>

#include "decks/SvgImage.h"
#include "files/AtomicFile.h"

namespace bizon::table {

namespace {

constexpr std::array<const char*, 2> files{"goat.svg", "sheep.svg"};

// Goat's slot 0, Sheep's slot 1; you have none.
int slotOf(Seat seat) { return seat == Seat::Goat ? 0 : seat == Seat::Sheep ? 1 : -1; }

}  // namespace

Portraits::Portraits(const std::filesystem::path& folder) {
  for (std::size_t i = 0; i < files.size(); ++i) {
    const std::filesystem::path file = folder / files[i];
    FileText read = readFileLimited(file, maxBytes);
    if (!read.text) {
      std::cerr << "bizon: " << file.string() << ": " << read.why << "; the name is shown alone\n";
      continue;
    }
    try {
      decks::SvgImage{*read.text};  // parsed once here, so that a broken drawing is said at once
      svg_[i] = std::move(*read.text);
    } catch (const decks::SvgError& e) {
      std::cerr << "bizon: " << file.string() << ": " << e.what() << "; the name is shown alone\n";
    }
  }
}

void Portraits::setSize(unsigned pixels) {
  if (pixels == size_) return;
  size_ = pixels;
  for (std::size_t i = 0; i < svg_.size(); ++i) {
    if (svg_[i].empty()) continue;
    const decks::Pixels p = decks::SvgImage(svg_[i]).render(pixels, pixels);
    sf::Texture& t = textures_[i];
    if (!t.create(p.width, p.height)) continue;
    t.update(p.rgba.data());
    t.setSmooth(true);
  }
}

const sf::Texture* Portraits::texture(Seat seat) const {
  const int slot = slotOf(seat);
  if (slot < 0 || svg_[static_cast<std::size_t>(slot)].empty() || size_ == 0) return nullptr;
  return &textures_[static_cast<std::size_t>(slot)];
}

}  // namespace bizon::table
