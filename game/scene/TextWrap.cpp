#include "scene/TextWrap.h"

#include <SFML/Graphics/Text.hpp>

namespace bizon::scene {

namespace {

float widthOf(const std::string& utf8, const sf::Font& font, unsigned size) {
  const sf::Text t(sf::String::fromUtf8(utf8.begin(), utf8.end()), font, size);
  const sf::FloatRect b = t.getLocalBounds();
  return b.left + b.width;
}

}  // namespace

std::vector<std::string> wrapText(const std::string& utf8, const sf::Font& font, unsigned size,
                                  float width) {
  std::vector<std::string> lines;
  std::string line;
  std::size_t at = 0;
  while (at <= utf8.size()) {
    std::size_t space = utf8.find(' ', at);
    if (space == std::string::npos) space = utf8.size();
    const std::string word = utf8.substr(at, space - at);
    const std::string candidate = line.empty() ? word : line + " " + word;
    if (!line.empty() && widthOf(candidate, font, size) > width) {
      lines.push_back(line);
      line = word;
    } else {
      line = candidate;
    }
    at = space + 1;
  }
  if (!line.empty() || lines.empty()) lines.push_back(line);
  return lines;
}

}  // namespace bizon::scene
