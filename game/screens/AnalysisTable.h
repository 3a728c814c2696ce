// The review's analysis panel as a table: its rows written top down, the options' columns measured from the right so that none runs into another in any language.
#pragma once

#include <algorithm>
#include <cmath>
#include <string>

#include "Analysis.h"
#include "core/Fonts.h"
#include "core/Texts.h"
#include "scene/Label.h"
#include "scene/Node.h"
#include "table/CardPainter.h"
#include "table/CoachWords.h"
#include "ui/Panel.h"
#include "ui/ScoreExplanation.h"
#include "ui/Theme.h"

namespace bizon::screens {

// An option as the player reads it: a card as its index and suit sign, a bid as its button says.
inline std::string optionText(const Texts& t, const Choice& choice) {
  if (const Card* c = std::get_if<Card>(&choice))
    return t("card.index." + code(*c).substr(0, 1)) + scene::utf8(table::CardPainter::symbolOf(c->suit()));
  if (const Bid* b = std::get_if<Bid>(&choice)) {
    if (!b->eat) return t("bid.pass");
    if (!b->trump) return t("bid.eat");
    return t("bid.eat") + " " + t("bid.suit." + std::string(1, code(*b->trump)));
  }
  return choiceCode(choice);  // packets: 3-2 or 2-3, digits
}

inline std::string spText(const Texts& t, double sp) { return (sp > 0 ? "+" : "") + t.decimal(sp, 2); }

// The panel written a row at a time, top down: each label at the middle of the row under way, at
// its column's edge.
class AnalysisRows {
 public:
  AnalysisRows(scene::Node& node, const Fonts& fonts, unsigned size, float rowH, float firstMiddle)
      : node_(node), fonts_(fonts), size_(size), rowH_(rowH), y_(firstMiddle) {}
  void add(const std::string& text, float x, sf::Color colour, scene::Align align, bool bold = false) {
    auto& l = node_.emplace<scene::Label>(bold ? fonts_.bold : fonts_.regular, size_);
    l.setText(text);
    l.setColour(colour);
    l.setAlign(align);
    l.setPosition(std::round(x), std::round(y_));
  }
  // The best option's band behind the row, from `left`, `width` wide.
  void band(float left, float width) {
    auto& hl = node_.emplace<ui::Panel>();
    hl.setSize({width, rowH_ * 0.92f});
    hl.setColours(ui::colours::bestOption, ui::colours::bestOptionEdge, 1.f);
    hl.setRadius(4.f);
    hl.setPosition(left, y_ - rowH_ * 0.46f);
  }
  void next() { y_ += rowH_; }
  // How wide `words` are set in this table.
  float width(const std::string& words, bool bold) const {
    scene::Label probe(bold ? fonts_.bold : fonts_.regular, size_);
    probe.setText(words);
    return probe.size().x;
  }

 private:
  scene::Node& node_;
  const Fonts& fonts_;
  unsigned size_;
  float rowH_, y_;
};

// The options' columns, from the right edge `right` of the panel's text: the exact value (with the
// hands shown, at a card), the expected one, in how many deals of ten it wins (where the analysis
// counts it), each as wide as its widest words so that none runs into another in any language;
// the name gets what is left, from `nameLeft`.
struct OptionColumns {
  float left, nameRight, wins, value, exact;
  bool showWins, showExact;

  OptionColumns(const Texts& t, const AnalysisRows& rows, float nameLeft, float right, float gap, bool withWins, bool withExact)
      : left(nameLeft), exact(right), showWins(withWins), showExact(withExact) {
    value = showExact ? exact - std::max(rows.width(t("analysis.exact"), false), rows.width("-10", false)) - gap : exact;
    wins = value - std::max(rows.width(t("analysis.expected"), false), rows.width(spText(t, -10), true)) - gap;
    nameRight = showWins ? wins - std::max(rows.width(t("analysis.wins"), false), rows.width("10/10", false)) - gap : wins;
  }

  // The columns' heads; "Option" only where it leaves the first value's heading room (the names
  // say what they are).
  void heads(AnalysisRows& rows, const Texts& t, float gap) const {
    const sf::Color dim = ui::colours::dim;
    const float firstHead = showWins ? wins - rows.width(t("analysis.wins"), false) : value - rows.width(t("analysis.expected"), false);
    if (left + rows.width(t("analysis.option"), false) + gap / 2.f <= firstHead) rows.add(t("analysis.option"), left, dim, scene::Align::Left);
    if (showWins) rows.add(t("analysis.wins"), wins, dim, scene::Align::Right);
    rows.add(t("analysis.expected"), value, dim, scene::Align::Right);
    if (showExact) rows.add(t("analysis.exact"), exact, dim, scene::Align::Right);
  }

  // An option's row: yours in its mark's colour, named so where there is room ("(yours)"); the
  // best in the title's.
  void option(AnalysisRows& rows, const Texts& t, const OptionValue& o, bool best, bool yours, sf::Color mark) const {
    std::string name = optionText(t, o.choice);
    if (yours && left + rows.width(name + "  " + t("analysis.yours"), true) <= nameRight) name += "  " + t("analysis.yours");
    const sf::Color colour = yours ? mark : best ? ui::colours::title : ui::colours::text;
    rows.add(name, left, colour, scene::Align::Left, yours || best);
    if (showWins) rows.add(t.format("analysis.tenths", {{"n", table::shareTenths(o.shareAtLeast(3))}}), wins, colour, scene::Align::Right);
    rows.add(spText(t, o.expectedSp), value, colour, scene::Align::Right, yours || best);
    if (showExact && o.exactSp) rows.add(ui::signedSp(static_cast<int>(*o.exactSp)), exact, colour, scene::Align::Right);
  }
};

}  // namespace bizon::screens
