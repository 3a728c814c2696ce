#include "table/Portraits.h"

#include <iostream>

#include "decks/DrawnPictures.h"
#include "decks/SvgImage.h"
#include "files/AtomicFile.h"

namespace bizon::table {

namespace {

constexpr std::array<const char*, 2> names{"goat", "sheep"};

// Goat's slot 0, Sheep's slot 1; you have none.
int slotOf(Seat seat) { return seat == Seat::Goat ? 0 : seat == Seat::Sheep ? 1 : -1; }

// The drawing as librsvg draws it at a size; where this build has no librsvg (Windows), the one
// drawn ahead of time beside it (NAME.drawn, packaging/windows.sh).
Portraits::Drawing drawingOf(const std::filesystem::path& folder, const char* name) {
  const std::filesystem::path svgFile = folder / (std::string(name) + ".svg");
  FileText read = readFileLimited(svgFile, Portraits::maxBytes);
  if (!read.text) throw decks::SvgError(svgFile.string() + ": " + read.why);
  try {
    auto svg = std::make_shared<const decks::SvgImage>(*read.text);  // parsed here: a broken one is said at once
    return [svg](unsigned pixels) { return svg->render(pixels, pixels); };
  } catch (const decks::SvgError& e) {
    const std::filesystem::path drawnFile = folder / (std::string(name) + ".drawn");
    std::error_code ec;
    if (!std::filesystem::exists(drawnFile, ec)) throw decks::SvgError(svgFile.string() + ": " + e.what());
    auto drawn = std::make_shared<const decks::DrawnPictures>(decks::DrawnPictures::load(drawnFile, 1));
    return [drawn](unsigned pixels) { return drawn->picture(0, pixels, pixels); };
  }
}

}  // namespace

Portraits::Portraits(const std::filesystem::path& folder) {
  for (std::size_t i = 0; i < names.size(); ++i) {
    try {
      drawings_[i] = drawingOf(folder, names[i]);
    } catch (const decks::SvgError& e) {
      std::cerr << "bizon: " << e.what() << "; the name is shown alone\n";
    }
  }
}

void Portraits::setSize(unsigned pixels) {
  if (pixels == size_) return;
  size_ = pixels;
  for (std::size_t i = 0; i < drawings_.size(); ++i) {
    if (!drawings_[i]) continue;
    const decks::Pixels p = drawings_[i](pixels);
    sf::Texture& t = textures_[i];
    if (!t.create(p.width, p.height)) continue;
    t.update(p.rgba.data());
    t.setSmooth(true);
  }
}

const sf::Texture* Portraits::texture(Seat seat) const {
  const int slot = slotOf(seat);
  if (slot < 0 || !drawings_[static_cast<std::size_t>(slot)] || size_ == 0) return nullptr;
  return &textures_[static_cast<std::size_t>(slot)];
}

}  // namespace bizon::table
