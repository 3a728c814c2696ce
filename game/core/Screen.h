// One screen of the stack (the table, the menu, settings, set over): input, update and drawing.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Window/Keyboard.hpp>

namespace bizon {

class Screen {
 public:
  virtual ~Screen() = default;
  // A click at a window pixel (nothing depends on hover).
  virtual void tap(sf::Vector2f point) = 0;
  // A finger's touch: a tap, except where a finger cannot aim as well as a mouse (the table's
  // crowded hand takes two touches to play a card).
  virtual void touch(sf::Vector2f point) { tap(point); }
  virtual void key(sf::Keyboard::Key key) = 0;
  // A character typed (a text field's); the keys go to key() as well.
  virtual void text(char32_t) {}
  // A text field has the keyboard: the keys that are shortcuts elsewhere (M mutes) are typed.
  virtual bool typing() const { return false; }
  virtual void update(float dt) = 0;
  virtual void draw(sf::RenderTarget& target) const = 0;
  // The window's new size in pixels; also called once before the first frame.
  virtual void resize(sf::Vector2f size) = 0;
  // An opaque screen hides the ones below it; an overlay (menu) lets the table show through.
  virtual bool opaque() const { return true; }
  // Keeps moving while the window is out of focus (the others at a table of friends do not wait
  // for this window); every other screen stands still then.
  virtual bool live() const { return false; }
  // Still waiting for work of its own on a worker (an analysis): a screenshot waits for it.
  virtual bool waiting() const { return false; }

  // What the screen is ("table", "menu", "dialog", "set_over" …) and its buttons by name ("new_set",
  // "confirm" …) with their places: the --targets file tells the tests walking the menus.
  virtual std::string_view name() const = 0;
  struct Target {
    std::string name;
    sf::FloatRect rect;
  };
  virtual std::vector<Target> targets() const { return {}; }
};

}  // namespace bizon
