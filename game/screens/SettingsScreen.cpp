#include "screens/SettingsScreen.h"

#include <algorithm>
#include <array>

#include "Language.h"
#include "scene/Label.h"
#include "scene/FlipSprite.h"
#include "scene/TextWrap.h"
#include "screens/LanguageScreen.h"
#include "screens/Overlay.h"
#include "screens/SettingsLayout.h"
#include "ui/Button.h"
#include "ui/Metrics.h"
#include "ui/Panel.h"
#include "ui/Theme.h"

namespace bizon::screens {

namespace {

// The next of `count` choices in `direction`, round the end.
int cycle(int index, int count, int direction) { return ((index + direction) % count + count) % count; }

// The middle of a rect, where a centred label sits.
sf::Vector2f centre(sf::FloatRect r) { return {r.left + r.width / 2.f, r.top + r.height / 2.f}; }

// A panel over `r` (with Panel's own corners).
ui::Panel& addPanel(scene::Node& root, sf::FloatRect r, sf::Color fill, sf::Color edge, float thickness) {
  auto& panel = root.emplace<ui::Panel>();
  panel.setPosition(r.left, r.top);
  panel.setSize({r.width, r.height});
  panel.setColours(fill, edge, thickness);
  return panel;
}

}  // namespace

SettingsScreen::SettingsScreen(Context& context) : context_(context) {}

void SettingsScreen::resize(sf::Vector2f size) {
  size_ = size;
  rebuild();
}

void SettingsScreen::changed() {
  context_.screens.settingsChanged();
  rebuild();
}

template <class T, std::size_t N>
SettingsScreen::Row SettingsScreen::choiceRow(const char* label, T& setting,
                                              const std::array<std::pair<T, const char*>, N>& choices) {
  int i = 0;
  while (i < static_cast<int>(N) && !(choices[static_cast<std::size_t>(i)].first == setting)) ++i;
  const int shown = i % static_cast<int>(N);  // a value not offered steps from the first
  return {context_.texts(label), context_.texts(choices[static_cast<std::size_t>(shown)].second),
          [this, &setting, &choices, shown](int d) {
            setting = choices[static_cast<std::size_t>(cycle(shown, static_cast<int>(N), d))].first;
            changed();
          }};
}

SettingsScreen::Row SettingsScreen::languageRow() {
  const Texts& t = context_.texts;
  std::string language = t("settings.language.system_short");
  if (auto l = localization::languageFromCode(context_.settings.language))
    language = std::string(localization::nativeName(*l));
  return {t("settings.language.label"), language, {}, [this] {
            context_.screens.push(std::make_unique<LanguageScreen>(context_));
          }};
}

std::string SettingsScreen::deckTitle(const Texts& t, const decks::DeckEntry& deck) {
  if (deck.painted()) return t("settings.deck.painted");
  std::string key = "deck.title." + deck.name;
  std::replace(key.begin(), key.end(), '-', '_');
  return t.has(key) ? t(key) : deck.title;
}

SettingsScreen::Row SettingsScreen::deckRow() {
  // Every deck found, the painted one among them (with four colours, only those that have them).
  Settings& s = context_.settings;
  const decks::DeckEntry& shownDeck = context_.decks.catalog().shown(s.deck, s.fourColours);
  const std::string title = deckTitle(context_.texts, shownDeck);
  return {context_.texts("settings.deck.label"), title, [this, &s](int d) {
            const decks::DeckCatalog& decks = context_.decks.catalog();
            const auto& list = decks.decks();
            const int n = static_cast<int>(list.size());
            const std::string shown = decks.shown(s.deck, s.fourColours).name;
            int i = 0;
            while (i < n && list[static_cast<std::size_t>(i)].name != shown) ++i;
            for (int k = 0; k < n; ++k) {
              i = cycle(i, n, d);
              const std::string& name = list[static_cast<std::size_t>(i)].name;
              if (decks.shown(name, s.fourColours).name == name) break;
            }
            s.deck = list[static_cast<std::size_t>(i)].name;
            changed();
          }};
}

SettingsScreen::Row SettingsScreen::volumeRow() {
  if (!context_.sounds.available())
    return {context_.texts("settings.volume.label"), context_.texts("settings.volume.no_device"), {}, {}};
  static constexpr std::array<std::pair<Volume, const char*>, 4> volumes{{{Volume::Off, "common.off"},
                                                                         {Volume::Low, "settings.volume.low"},
                                                                         {Volume::Medium, "settings.volume.medium"},
                                                                         {Volume::High, "settings.volume.high"}}};
  Row row = choiceRow("settings.volume.label", context_.settings.volume, volumes);
  // Choosing a volume is wanting to hear it: it unmutes.
  row.step = [this, step = std::move(row.step)](int d) {
    context_.settings.muted = false;
    step(d);
  };
  return row;
}

std::vector<SettingsScreen::Row> SettingsScreen::rows() {
  static constexpr std::array<std::pair<Tempo, const char*>, 4> tempos{{{Tempo::Slow, "settings.tempo.slow"},
                                                                       {Tempo::Normal, "settings.tempo.normal"},
                                                                       {Tempo::Fast, "settings.tempo.fast"},
                                                                       {Tempo::Instant, "settings.tempo.instant"}}};
  static constexpr std::array<std::pair<AiLevel, const char*>, 3> levels{{{AiLevel::Easy, "settings.level.easy"},
                                                                         {AiLevel::Normal, "settings.level.normal"},
                                                                         {AiLevel::Hard, "settings.level.hard"}}};
  static constexpr std::array<std::pair<bool, const char*>, 2> onOff{{{false, "common.off"}, {true, "common.on"}}};
  static constexpr std::array<std::pair<bool, const char*>, 2> shuffles{
      {{false, "settings.shuffle.light"}, {true, "settings.shuffle.full"}}};
  // Dealing: asked each time (off), or always the same packets.
  static constexpr std::array<std::pair<std::optional<Packets>, const char*>, 3> packets{
      {{std::nullopt, "common.off"}, {Packets::ThreeTwo, "bid.packets_3_2"}, {Packets::TwoThree, "bid.packets_2_3"}}};
  Settings& s = context_.settings;
  std::vector<Row> rows{languageRow(), deckRow()};
  deckRow_ = 1;
  rows.push_back(choiceRow("settings.tempo.label", s.tempo, tempos));
  levelRow_ = static_cast<int>(rows.size());
  rows.push_back(choiceRow("settings.level.label", s.level, levels));
  rows.push_back(choiceRow("settings.four_colour.label", s.fourColours, onOff));
  rows.push_back(choiceRow("settings.shuffle.label", s.fullShuffle, shuffles));
  rows.push_back(choiceRow("settings.remember_packets.label", s.packets, packets));
  rows.push_back(choiceRow("settings.coach.label", s.coach, onOff));
  rows.push_back(volumeRow());
  // A program once seated (--goat/--sheep exec:COMMAND) can sit in either chair again.
  if (!s.bot.empty())
    for (auto [label, chair] : {std::pair{"settings.goat.label", &s.goat}, std::pair{"settings.sheep.label", &s.sheep}})
      rows.push_back({context_.texts(label),
                      context_.texts(chair->empty() ? "settings.chair.bizon" : "settings.chair.program"),
                      [this, &s, chair](int) {
                        *chair = chair->empty() ? s.bot : std::string();
                        changed();
                      }});
  return rows;
}

// The screen: its title, a row per setting, the deck's cards under the Deck row, the level's words
// under the Level row, and Close.
void SettingsScreen::rebuild() {
  rows_ = rows();
  root_.clearChildren();
  const int n = static_cast<int>(rows_.size());
  const SettingsLayout layout(size_, n, deckRow_, levelRow_);
  addVeilAndPanel(root_, size_, layout.panel(), layout.margin());
  auto& title = root_.emplace<scene::Label>(context_.fonts.bold, layout.titleSize());
  title.setAlign(scene::Align::Centre);
  title.setColour(ui::colours::title);
  title.setText(context_.texts("settings.title"));
  title.setPosition(centre(layout.title()));
  for (int i = 0; i < n; ++i) {
    showGround(layout, i);
    showName(layout, i);
    showValue(layout, i);
  }
  showPreview(layout.preview());
  showHelp(layout, "settings.level.help." + std::string(code(context_.settings.level)));
  auto& close = root_.emplace<ui::Button>(context_.fonts.bold, layout.textSize());
  close.place(layout.close());
  close.setText(context_.texts("common.close"));
  close.setAccent(focus_ == n);
}

void SettingsScreen::showGround(const SettingsLayout& layout, int i) {
  const sf::FloatRect r = layout.row(i);
  if (i == focus_) {
    auto& focus = addPanel(root_, r, ui::colours::row, ui::colours::title, 1.5f);
    focus.setRadius(layout.margin() / 2.f);
  } else if (i > 0) {
    // A hairline between rows.
    addPanel(root_, {r.left + layout.margin() / 2.f, r.top - 1.f, r.width - layout.margin(), 1.f}, ui::colours::panelEdge,
             sf::Color::Transparent, 0.f);
  }
}

void SettingsScreen::showName(const SettingsLayout& layout, int i) {
  const sf::Font& font = context_.fonts.regular;
  const unsigned text = layout.textSize();
  const sf::FloatRect l = layout.label(i);
  const auto lines = scene::wrapText(rows_[static_cast<std::size_t>(i)].label, font, text, l.width);
  const float lineH = font.getLineSpacing(text);
  const float first = l.top + l.height / 2.f - lineH * static_cast<float>(lines.size() - 1) / 2.f;
  for (std::size_t k = 0; k < lines.size(); ++k) {
    auto& label = root_.emplace<scene::Label>(font, text);
    label.setColour(ui::colours::text);
    label.setText(lines[k]);
    label.setPosition(l.left, first + lineH * static_cast<float>(k));
  }
}

void SettingsScreen::showValue(const SettingsLayout& layout, int i) {
  const Row& row = rows_[static_cast<std::size_t>(i)];
  const bool changes = row.step || row.choose;
  const unsigned text = layout.textSize();
  const sf::FloatRect s = layout.selector(i);
  if (changes) addPanel(root_, s, ui::colours::solidPanel, ui::colours::dialogEdge, 1.f).setRadius(s.height / 2.f);
  const auto end = [&](sf::FloatRect r, sf::Uint32 symbol) {
    auto& arrow = root_.emplace<scene::Label>(context_.fonts.bold, text + 6);
    arrow.setAlign(scene::Align::Centre);
    arrow.setColour(ui::colours::title);
    arrow.setText(scene::utf8(sf::String(symbol)));
    // The arrows' glyphs sit low in their line: raised to the selector's middle.
    arrow.setPosition(centre(r) - sf::Vector2f(0.f, static_cast<float>(text) * 0.12f));
  };
  if (row.step) {
    end(layout.backArrow(i), 0x2039);  // ‹
    end(layout.nextArrow(i), 0x203A);  // ›
  } else if (row.choose) {
    end(layout.nextArrow(i), 0x25BE);  // ▾: a list opens
  }
  const sf::FloatRect v = changes ? layout.value(i) : s;
  auto& value = root_.emplace<scene::Label>(context_.fonts.bold, text);
  value.setAlign(scene::Align::Centre);
  value.setColour(changes ? ui::colours::text : ui::colours::dim);
  value.setText(row.value);
  // A long value is set smaller rather than past the selector's ends.
  for (unsigned size = text; size > 11u && value.size().x > v.width; --size) value.setCharacterSize(size - 1);
  value.setPosition(centre(v));
}

void SettingsScreen::tap(sf::Vector2f point) {
  focus_ = -1;  // a finger or the mouse leaves no focus behind
  const int n = static_cast<int>(rows_.size());
  const SettingsLayout layout(size_, n, deckRow_, levelRow_);
  if (layout.close().contains(point)) return act(n, 0);
  for (int i = 0; i < n; ++i) {
    if (!layout.selector(i).contains(point) && !layout.label(i).contains(point)) continue;
    // The back end steps back; anywhere else on the row steps on (or opens the list).
    return act(i, layout.back(i).contains(point) ? -1 : 1);
  }
  rebuild();
}

void SettingsScreen::update(float) {
  // The deck's cards arrive from the shelf's worker.
  if (preview_.update()) rebuild();
}

void SettingsScreen::showHelp(const SettingsLayout& layout, const std::string& key) {
  const sf::FloatRect area = layout.help();
  const unsigned size = layout.helpSize();
  const float lineH = context_.fonts.regular.getLineSpacing(size);
  const auto lines = scene::wrapText(context_.texts(key), context_.fonts.regular, size, area.width);
  for (std::size_t k = 0; k < lines.size() && static_cast<float>(k + 1) * lineH <= area.height + 1.f; ++k) {
    auto& l = root_.emplace<scene::Label>(context_.fonts.regular, size);
    l.setColour(ui::colours::dim);
    l.setText(lines[k]);
    l.setPosition(area.left, area.top + lineH * (static_cast<float>(k) + 0.5f));
  }
}

void SettingsScreen::showPreview(sf::FloatRect area) {
  if (area.height < 20.f) return;
  const Settings& s = context_.settings;
  const decks::DeckEntry& deck = context_.decks.catalog().shown(s.deck, s.fourColours);
  // A deck that could not be read says why, in place of its cards (the painted deck is shown).
  if (const std::string problem = context_.decks.problem(s.deck.empty() ? deck.name : s.deck); !problem.empty()) {
    const unsigned size = ui::Metrics(size_).smallSize;
    const auto lines = scene::wrapText(problem, context_.fonts.regular, size, area.width);
    const float lineH = context_.fonts.regular.getLineSpacing(size);
    for (std::size_t k = 0; k < lines.size() && static_cast<float>(k + 1) * lineH <= area.height; ++k) {
      auto& l = root_.emplace<scene::Label>(context_.fonts.regular, size);
      l.setColour(ui::colours::notice);
      l.setText(lines[k]);
      l.setPosition(area.left, area.top + lineH * (static_cast<float>(k) + 0.5f));
    }
    return;
  }
  const sf::Vector2u card(static_cast<unsigned>(area.height * 0.714f), static_cast<unsigned>(area.height));
  const std::string key = deck.name + (s.fourColours ? "/4/" : "/2/") + std::to_string(card.y) + context_.texts("card.index.K");
  if (key != previewed_) {
    table::PaintedLook look;
    look.fourColours = s.fourColours;
    for (std::size_t r = 0; r < 6; ++r) {
      const std::string index = context_.texts(std::string("card.index.") + "9TJQKA"[r]);
      look.indices[r] = sf::String::fromUtf8(index.begin(), index.end());
    }
    preview_.build(context_.fonts, card, look, context_.decks, deck);
    previewed_ = key;
  }
  // An ace, three faces and the back, fanned across the selector's width.
  const std::array<std::optional<Card>, 5> cards{Card(Suit::Hearts, Rank::Ace), Card(Suit::Spades, Rank::King),
                                                 Card(Suit::Diamonds, Rank::Queen), Card(Suit::Clubs, Rank::Jack),
                                                 std::nullopt};
  const float w = static_cast<float>(card.x);
  const float step = std::min(w * 1.08f, (area.width - w) / 4.f);
  const float left = area.left + (area.width - (w + 4.f * step)) / 2.f;
  for (std::size_t k = 0; k < cards.size(); ++k) {
    auto& sprite = root_.emplace<scene::FlipSprite>(ui::colours::card);
    const Card face = cards[k].value_or(Card::fromIndex(0));
    sprite.setTexture(preview_.texture(), preview_.face(face), preview_.back());
    sprite.setSize({w, static_cast<float>(card.y)});
    sprite.setFaceUp(cards[k].has_value());
    sprite.setPosition(left + w / 2.f + step * static_cast<float>(k), area.top + area.height / 2.f);
  }
}

void SettingsScreen::act(int row, int direction) {
  const int n = static_cast<int>(rows_.size());
  if (row == n) {
    context_.sounds.play(audio::Sound::Button);
    return context_.screens.pop();
  }
  const Row& r = rows_[static_cast<std::size_t>(row)];
  // Copied first: the action rebuilds the rows.
  if (r.step) {
    const auto step = r.step;
    step(direction);
  } else if (r.choose) {
    const auto choose = r.choose;
    choose();
  } else {
    return;
  }
  // After the action, so that a new volume is heard at once.
  context_.sounds.play(audio::Sound::Button);
}

void SettingsScreen::key(sf::Keyboard::Key key) {
  using K = sf::Keyboard;
  const int n = static_cast<int>(rows_.size());
  if (key == K::Escape) return context_.screens.pop();
  // Up and down (or Tab) move through the rows and Close; left and right change the value;
  // Enter opens the list, steps on, or closes.
  if (key == K::Up) focus_ = focus_ < 0 ? 0 : cycle(focus_, n + 1, -1);
  else if (key == K::Down || key == K::Tab) focus_ = focus_ < 0 ? 0 : cycle(focus_, n + 1, 1);
  else if (focus_ >= 0 && focus_ < n && (key == K::Left || key == K::Right) && rows_[static_cast<std::size_t>(focus_)].step)
    return act(focus_, key == K::Left ? -1 : 1);
  else if (focus_ >= 0 && (key == K::Enter || key == K::Space)) return act(focus_, 1);
  rebuild();
}

}  // namespace bizon::screens
