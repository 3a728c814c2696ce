#include "table/LessonScreen.h"

#include <algorithm>
#include <cmath>
#include <iostream>

#include "table/LessonWords.h"
#include "table/TableTaps.h"
#include "table/TableWords.h"
#include "ui/Theme.h"

namespace bizon::table {

namespace {

constexpr std::array<Suit, 4> suitOrder{Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades};

std::optional<sf::FloatRect> buttonOf(const CommunicationBox& box, Action action) {
  for (const auto& [a, rect] : box.buttons())
    if (a == action) return rect;
  return std::nullopt;
}

}  // namespace

LessonScreen::LessonScreen(Context& context, std::optional<int> only) : context_(context), keeps_(!only) {
  lessons_ = loadLessons(context_.paths.assets / "lessons");
  if (lessons_.empty()) throw std::invalid_argument("no lesson in " + (context_.paths.assets / "lessons").string());
  bool setAside = false;
  if (keeps_) progress_ = loadLessonProgress(context_.userDir, &setAside);
  std::string kept;
  if (setAside) kept = context_.texts("lesson.progress_lost");
  int index = 0, moves = 0;
  if (only) {
    index = std::clamp(*only, 0, count() - 1);
  } else if (progress_.at && progress_.at->game < count()) {
    index = progress_.at->game;
    moves = std::clamp(progress_.at->move, 0, lessons_[static_cast<std::size_t>(index)].size());
  } else {
    for (index = 0; index < count(); ++index)
      if (std::find(progress_.done.begin(), progress_.done.end(), index + 1) == progress_.done.end()) break;
    if (index == count()) index = 0;  // every lesson done: from the first again
  }
  ring_.setFillColor(sf::Color::Transparent);
  open(index, moves);
  own_ = std::move(kept);
}

LessonScreen::~LessonScreen() { keep(); }

void LessonScreen::open(int index, int moves) {
  current_ = index;
  const Lesson& lesson = lessons_[static_cast<std::size_t>(index)];
  session_.reset();
  source_ = std::make_unique<LessonSource>(lesson, moves);
  session_ = std::make_unique<TableSession>(context_.settings, *source_);
  refusalsSounded_ = 0;
  own_.clear();
  ownRefused_ = false;
  // From its start the deal is shown as at the table: the deck, the packets flying.
  scene_ = std::make_unique<TableScene>(context_, source_->fresh() ? TableModel(1) : setOut(session_->standing(), 1));
  scene_->setTitle(context_.texts.format("table.lesson_of", {{"n", number()}, {"count", count()}}));
  scene_->resize(size_);
  stage_ = Stage::Playing;
  introSeen_ = moves > lesson.introAt();
  reading_.clear();
  page_ = 0;
  noteRead_ = -1;
  progress_.at = Moment{index, moves};
  keep();
  refresh();
}

void LessonScreen::resize(sf::Vector2f size) {
  size_ = size;
  scene_->resize(size);
  page_ = std::min(page_, std::max(0, static_cast<int>(pages().size()) - 1));
  refresh();
}

void LessonScreen::read(Stage stage, std::vector<std::string> texts) {
  stage_ = stage;
  reading_ = std::move(texts);
  page_ = 0;
}

std::vector<std::string> LessonScreen::pages() const {
  const CommunicationBox& box = scene_->box();
  const Layout& layout = scene_->layout();
  const int room = box.room(layout, Awaiting::Next);
  const auto per = static_cast<std::size_t>(std::max(1, room >= 3 ? room - 1 : room));  // below the heading
  std::vector<std::string> pages;
  for (const std::string& text : reading_) {
    const auto lines = box.wrap(layout, text);
    for (std::size_t i = 0; i < lines.size(); i += per) {
      std::string page;
      for (std::size_t j = i; j < std::min(lines.size(), i + per); ++j) page += (page.empty() ? "" : " ") + lines[j];
      pages.push_back(std::move(page));
    }
  }
  return pages;
}

bool LessonScreen::pendingReading() const {
  const Lesson& lesson = lessons_[static_cast<std::size_t>(current_)];
  const int k = made();
  if (!introSeen_ && k >= lesson.introAt()) return true;
  return yours() && noteRead_ != k && !lessonNote(context_.texts, lesson, k).empty() && !noteFits(k);
}

bool LessonScreen::noteFits(int k) const {
  const Lesson& lesson = lessons_[static_cast<std::size_t>(current_)];
  const Texts& t = context_.texts;
  const CommunicationBox& box = scene_->box();
  const Layout& layout = scene_->layout();
  const auto lines = box.wrap(layout, lessonNote(t, lesson, k)).size() + box.wrap(layout, lessonInstruction(t, lesson, k)).size();
  return static_cast<int>(lines) <= box.room(layout, Awaiting::Play);
}

bool LessonScreen::allDone() const {
  for (int n = 1; n <= count(); ++n)
    if (std::find(progress_.done.begin(), progress_.done.end(), n) == progress_.done.end()) return false;
  return true;
}

bool LessonScreen::yours() const {
  const Lesson& lesson = lessons_[static_cast<std::size_t>(current_)];
  return stage_ == Stage::Playing && made() < lesson.size() && lesson.expected(made()).seat() == Seat::You;
}

Awaiting LessonScreen::awaiting() const {
  switch (stage_) {
    case Stage::Intro:
    case Stage::Note:
    case Stage::End: return Awaiting::Next;
    case Stage::AllDone: return Awaiting::Finish;
    case Stage::Playing: break;
  }
  // Your move waits until what is read before it (the introduction, a long note) is read.
  if (!yours() || pendingReading()) return Awaiting::Nothing;
  return session_->awaiting();
}

std::optional<Card> LessonScreen::targetCard() const {
  if (!yours()) return std::nullopt;
  return lessons_[static_cast<std::size_t>(current_)].expected(made()).card();
}

std::optional<sf::FloatRect> LessonScreen::target() const {
  if (!scene_->idle() || session_->showing()) return std::nullopt;
  const Awaiting a = awaiting();
  const CommunicationBox& box = scene_->box();
  if (a == Awaiting::Next || a == Awaiting::Finish) return buttonOf(box, Action::Next);
  if (a == Awaiting::Nothing) return std::nullopt;
  const Move& move = lessons_[static_cast<std::size_t>(current_)].expected(made());
  const Layout& layout = scene_->layout();
  if (const auto p = move.packets()) return buttonOf(box, *p == Packets::ThreeTwo ? Action::Packets32 : Action::Packets23);
  if (const auto b = move.bid()) {
    if (a == Awaiting::Bid1) return b->eat ? layout.grassBox() : layout.deckBox();
    if (!b->eat) return buttonOf(box, Action::Pass);
    const auto k = static_cast<int>(std::find(suitOrder.begin(), suitOrder.end(), *b->trump) - suitOrder.begin());
    return buttonOf(box, static_cast<Action>(static_cast<int>(Action::Clubs) + k));
  }
  const scene::FlipSprite& sprite = scene_->stage().sprite(*move.card());
  const sf::Vector2f s = layout.yourCard(static_cast<int>(scene_->model().hand(Seat::You).size()));
  const sf::Vector2f p = sprite.getPosition();
  return sf::FloatRect(p.x - s.x / 2.f, p.y - s.y / 2.f, s.x, s.y);
}

std::vector<sf::Vector2f> LessonScreen::expect() const {
  const auto rect = target();
  if (!rect) return {};
  if (const auto card = targetCard()) {
    const auto& hand = scene_->model().hand(Seat::You);
    const auto i = static_cast<std::size_t>(std::find(hand.begin(), hand.end(), *card) - hand.begin());
    if (i < hand.size()) return {scene_->handPoint(i)};
  }
  return {{rect->left + rect->width / 2.f, rect->top + rect->height / 2.f}};
}

void LessonScreen::update(float dt) {
  clock_ += dt;
  scene_->update(dt);
  // Goat and Sheep play only once what is to be read before the move now is read.
  const bool reading = stage_ != Stage::Playing || pendingReading();
  if (session_->update(dt, context_.settings.speed(), scene_->idle() && !reading)) refresh();
  soundRefusals();
  for (const auto& [a, b] : session_->trades()) scene_->trade(a, b);
  if (scene_->showNext(session_->events())) return refresh();
  if (!scene_->idle() || session_->showing()) return;
  if (stage_ != Stage::Playing) {
    started_ = true;
    return;
  }
  const Lesson& lesson = lessons_[static_cast<std::size_t>(current_)];
  const int k = made();
  if (!introSeen_ && k >= lesson.introAt()) {
    read(Stage::Intro, {lessonIntro(context_.texts, lesson)});
    started_ = true;
    return refresh();
  }
  if (k >= lesson.size()) {
    // Every move made: the lesson is done, its closing pages follow.
    if (std::find(progress_.done.begin(), progress_.done.end(), lesson.number()) == progress_.done.end())
      progress_.done.push_back(lesson.number());
    std::sort(progress_.done.begin(), progress_.done.end());
    read(Stage::End, lessonEndPages(context_.texts, lesson));
    progress_.at = current_ + 1 < count() ? std::optional(Moment{current_ + 1, 0}) : std::nullopt;
    keep();
    return refresh();
  }
  if (!yours()) return;  // Goat or Sheep plays the prepared card after a moment (the session's pause)
  // A note too long to sit beside what to do is read first, as a page of its own.
  if (pendingReading()) {
    noteRead_ = k;
    read(Stage::Note, {lessonNote(context_.texts, lesson, k)});
    return refresh();
  }
  if (!started_) refresh();
  started_ = true;
}

void LessonScreen::tap(sf::Vector2f point) {
  const Tap tap = tapOn(*scene_, point, awaiting());
  if (tap.button) context_.sounds.play(audio::Sound::Button);
  if (tap.action == Action::Menu) return leave();
  if (!scene_->idle()) {
    // A tap during an animation lands it, and does nothing else.
    scene_->finish();
    return;
  }
  const Awaiting a = awaiting();
  if (a == Awaiting::Next || a == Awaiting::Finish) {
    if (tap.action == Action::Next) return next();
    return refuse(context_.texts(a == Awaiting::Finish ? "lesson.tap_play_set" : "lesson.tap_next"));
  }
  if (a == Awaiting::Nothing) return;  // Goat or Sheep is about to play
  const Lesson& lesson = lessons_[static_cast<std::size_t>(current_)];
  const Texts& t = context_.texts;
  if (tap.action == Action::Hint) return refuse(t.format("lesson.hint", {{"do", lessonInstruction(t, lesson, made())}}));
  const int before = made();
  if (tap.card) session_->play(*tap.card);
  else if (tap.action && session_->moveOf(*tap.action)) session_->act(*tap.action);
  else return refuse(t.format("lesson.elsewhere", {{"do", lessonInstruction(t, lesson, made())}}));
  // The session's word (its refusal, or none once the move is taken) replaces the lesson's own.
  if (made() != before || soundRefusals()) own_.clear(), ownRefused_ = false;
  refresh();
}

void LessonScreen::refuse(std::string reason) {
  context_.sounds.play(audio::Sound::Refused);
  session_->quiet();
  own_ = std::move(reason);
  ownRefused_ = true;
  refresh();
}

bool LessonScreen::soundRefusals() {
  if (session_->refusals() == refusalsSounded_) return false;
  refusalsSounded_ = session_->refusals();
  context_.sounds.play(audio::Sound::Refused);
  return true;
}

std::string LessonScreen::notice() const {
  if (!own_.empty()) return own_;
  return noticeText(context_.texts, session_->notice(), &lessons_[static_cast<std::size_t>(current_)]);
}

void LessonScreen::next() {
  session_->quiet();
  own_.clear();
  ownRefused_ = false;
  if (page_ + 1 < static_cast<int>(pages().size())) {
    ++page_;
    return refresh();
  }
  switch (stage_) {
    case Stage::Intro:
      introSeen_ = true;
      [[fallthrough]];
    case Stage::Note:
      stage_ = Stage::Playing;
      break;
    case Stage::End:
      if (current_ + 1 < count()) return open(current_ + 1, 0);
      read(Stage::AllDone, {context_.texts("lesson.all_done")});
      break;
    case Stage::AllDone:
      // The level suggested to a newcomer, then a real set (asked first if one is in progress).
      context_.settings.level = AiLevel::Normal;
      context_.screens.settingsChanged();
      keep();
      context_.screens.newSet();
      return;
    case Stage::Playing: break;
  }
  refresh();
}

void LessonScreen::leave() {
  keep();
  context_.screens.pop();
}

void LessonScreen::keep() {
  if (!keeps_) return;
  if (stage_ == Stage::Playing && progress_.at && progress_.at->game == current_) progress_.at->move = made();
  if (!saveLessonProgress(progress_, context_.userDir) && !context_.userDir.empty())
    std::cerr << "bizon: the lessons done could not be saved in " << (context_.userDir / "lessons.json").string() << "\n";
}

void LessonScreen::key(sf::Keyboard::Key key) {
  if (key == sf::Keyboard::Space && !scene_->idle()) return scene_->finish();
  const auto action = CommunicationBox::key(key, awaiting());
  if (action == Action::Menu) return leave();
  if (!scene_->idle() || !action) return;
  if (action == Action::Next) return next();
  // The decisions' keys act as their buttons do.
  for (const auto& [a, rect] : scene_->box().buttons())
    if (a == *action) return tap({rect.left + rect.width / 2.f, rect.top + rect.height / 2.f});
}

void LessonScreen::refresh() {
  const Texts& t = context_.texts;
  const Lesson& lesson = lessons_[static_cast<std::size_t>(current_)];
  const CommunicationBox& box = scene_->box();
  const Layout& layout = scene_->layout();
  const Awaiting a = awaiting();
  const int room = box.room(layout, a);
  const BoxLine heading{t.format("lesson.heading", {{"n", number()}, {"count", count()}, {"title", lessonTitle(t, lesson)}})};
  std::vector<BoxLine> lines;
  if (stage_ != Stage::Playing) {
    const auto all = pages();
    if (room >= 3) lines.push_back(heading);
    if (!all.empty()) lines.push_back({all[static_cast<std::size_t>(std::min(page_, static_cast<int>(all.size()) - 1))],
                                       BoxLine::Tone::Prompt});
  } else {
    // What to do first; then, as room allows, why, what just happened and the lesson's name.
    std::vector<BoxLine> wanted;
    if (yours()) {
      wanted.push_back({lessonInstruction(t, lesson, made()), BoxLine::Tone::Prompt});
      if (noteRead_ != made())
        if (std::string note = lessonNote(t, lesson, made()); !note.empty()) wanted.push_back({note});
    }
    const auto story = scene_->story();
    if (!story.empty()) wanted.push_back(story.back());
    wanted.push_back(heading);
    int used = 0;
    for (const BoxLine& line : wanted) {
      const int n = static_cast<int>(box.wrap(layout, line.text).size());
      if (used + n > room && used > 0) break;
      used += n;
      lines.insert(lines.begin(), line);
    }
  }
  if (std::string said = notice(); !said.empty()) lines.push_back({std::move(said), BoxLine::Tone::Notice});
  StageLook look;
  look.playing = a == Awaiting::Play;
  if (look.playing)
    if (const auto decide = source_->awaited()) look.raised = decide->view.legal;
  look.picked = targetCard();  // the card to play, raised further
  scene_->setLook(look, 0.18f);
  // The main button is the one the lesson asks for.
  scene_->box().suggest(session_->suggested());
  scene_->refresh(lines, a);
}

void LessonScreen::draw(sf::RenderTarget& target) const {
  scene_->draw(target);
  const auto rect = this->target();
  if (!rect) return;
  // A ring around the thing to tap, breathing slowly.
  const float scale = scene_->layout().scale();
  const float pad = 4.f * scale;
  sf::RectangleShape ring = ring_;
  ring.setPosition(rect->left - pad, rect->top - pad);
  ring.setSize({rect->width + 2.f * pad, rect->height + 2.f * pad});
  ring.setOutlineThickness(3.f * scale);
  sf::Color colour = ui::colours::turn;
  colour.a = static_cast<sf::Uint8>(215.f + 40.f * std::sin(clock_ * 4.f));
  ring.setOutlineColor(colour);
  target.draw(ring);
}

bool openLessons(Context& context) {
  try {
    context.screens.push(std::make_unique<LessonScreen>(context));
    return true;
  } catch (const std::invalid_argument& e) {
    std::cerr << "bizon: the lessons cannot be read: " << e.what() << "\n";
    return false;
  }
}

}  // namespace bizon::table
