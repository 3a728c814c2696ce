// The communication box: what happened and what to do as lines of text, the buttons of your decision, the menu button; a tap or key gives an action.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <SFML/Window/Keyboard.hpp>

#include "Card.h"
#include "core/Fonts.h"
#include "core/Texts.h"
#include "ui/Button.h"
#include "scene/Label.h"
#include "scene/Node.h"
#include "ui/Panel.h"
#include "session/Awaiting.h"
#include "table/Layout.h"

namespace bizon::table {

struct BoxLine {
  enum class Tone : std::uint8_t { Story, Prompt, Notice };
  std::string text;
  Tone tone = Tone::Story;
  // What the table shows elsewhere too (the calls, by the seats' names): the first to give way
  // when the box is short of rows, before any older line.
  bool yields = false;
};

class CommunicationBox {
 public:
  // Its nodes become children of `root`, which must outlive the box.
  CommunicationBox(scene::Node& root, const Fonts& fonts);

  // The lines, oldest first (the oldest give way when the box is full), and the buttons of the
  // decision awaited; `grassSuit` is greyed out among round 2's suits (R7), the others drawn in
  // their cards' ink (four colours when `fourColours`).
  void show(const Texts& texts, const Layout& layout, const std::vector<BoxLine>& lines, Awaiting awaiting,
            std::optional<Suit> grassSuit, bool fourColours);
  // Whether the next show() offers the take-back button, beside the hint or Keep playing.
  void offerTakeBack(bool offered) { takeBack_ = offered; }
  // Whether the next show() offers the hint (a table of friends whose host turned it off does not).
  void offerHint(bool offered) { hint_ = offered; }
  // The title and the menu button, hidden by a screen that puts its own buttons in their row.
  void setHeaderVisible(bool visible) { title_->setVisible(visible), menu_->setVisible(visible); }
  // Whether the scored game's box offers the review of your costliest mistake (the coach), from
  // the next show on.
  void offerReview(bool offered) { review_ = offered; }
  // The decision's button the table suggests (the hint's), the main (accent) one from the next
  // show on; none: the usual main buttons.
  void suggest(std::optional<Action> action) { suggested_ = action; }

  // The action of a button under a window point, if any (disabled buttons do nothing).
  std::optional<Action> tap(sf::Vector2f point) const;
  // The action of a key for the decision awaited: 2/3 the packets, E eat, P pass, 1–4 the suits
  // of round 2 (in the buttons' order), H a hint, Enter or K keep playing, Esc the menu.
  static std::optional<Action> key(sf::Keyboard::Key key, Awaiting awaiting);
  // How many lines the box shows above the buttons of `awaiting` (a lesson's page, with its one
  // button, shows more), and a text wrapped into those lines.
  int room(const Layout& layout, Awaiting awaiting) const;
  std::vector<std::string> wrap(const Layout& layout, const std::string& text) const;
  // The lines the box keeps of `lines` in `room` rows, `rows` telling how many each takes wrapped:
  // a yielding line goes where it would push the line before it out of the box.
  static std::vector<BoxLine> kept(const std::vector<BoxLine>& lines, int room, const std::function<int(const std::string&)>& rows);
  // The enabled buttons and where they are (the end-to-end tests click them).
  std::vector<std::pair<Action, sf::FloatRect>> buttons() const;
  // The main (accent) buttons shown now.
  std::vector<Action> mainButtons() const;
  // The lines shown now, their wrapped parts joined by spaces: what a player reads.
  std::string shownText() const;

 private:
  void showLines(const Fonts& fonts, const Layout& layout, const std::vector<BoxLine>& lines, Awaiting awaiting);
  void showButtons(const Texts& texts, const Layout& layout, Awaiting awaiting, std::optional<Suit> grassSuit,
                   bool fourColours);

  // The rows of buttons under the lines: Keep playing's as shown last, else the decision's.
  int rowsOf(Awaiting awaiting) const;

  const Fonts& fonts_;
  int keepRows_ = 1;
  ui::Panel* panel_ = nullptr;
  scene::Label* title_ = nullptr;
  std::vector<scene::Label*> lines_;
  std::vector<ui::Button*> buttons_;
  std::vector<Action> actions_;
  ui::Button* menu_ = nullptr;
  bool review_ = false;
  bool takeBack_ = false;
  bool hint_ = true;
  std::optional<Action> suggested_;
};

}  // namespace bizon::table
