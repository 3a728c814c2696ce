// Breaks a text into lines that fit a width in a font, at spaces (messages of the communication box).
#pragma once

#include <string>
#include <vector>

#include <SFML/Graphics/Font.hpp>

namespace bizon::scene {

std::vector<std::string> wrapText(const std::string& utf8, const sf::Font& font, unsigned size,
                                  float width);

}  // namespace bizon::scene
