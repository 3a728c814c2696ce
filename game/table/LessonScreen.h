// Learn to play: a view of a table session on a lesson (LessonSource), Goat and Sheep playing its cards, the box saying what to do and why, the thing to tap ringed, a wrong tap refused with its reason.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <SFML/Graphics/RectangleShape.hpp>

#include "core/Context.h"
#include "Match.h"
#include "core/Screen.h"
#include "session/Lesson.h"
#include "session/LessonSource.h"
#include "table/TableScene.h"
#include "session/TableSession.h"

namespace bizon::table {

class LessonScreen : public Screen {
 public:
  // The lesson left part-way (at its step), else the first not done. `only`: that lesson (from
  // 0) from its start, nothing kept (the screenshots).
  explicit LessonScreen(Context& context, std::optional<int> only = std::nullopt);
  ~LessonScreen() override;

  void tap(sf::Vector2f point) override;
  void key(sf::Keyboard::Key key) override;
  void update(float dt) override;
  void draw(sf::RenderTarget& target) const override;
  void resize(sf::Vector2f size) override;
  // Until the lesson's first step shows (a screenshot waits for it).
  bool waiting() const override { return !started_; }
  std::string_view name() const override { return "lesson"; }

  // What the test hooks tell: the lesson (from 1) and how many there are, where to tap now (a
  // card's visible strip or the middle of the grass, the deck or a button; none while the table
  // moves), whether the last tap was refused and why, whether every lesson is done.
  int number() const { return current_ + 1; }
  int count() const { return static_cast<int>(lessons_.size()); }
  std::vector<sf::Vector2f> expect() const;
  bool refused() const { return ownRefused_ || session_->refused(); }
  std::string notice() const;
  bool allDone() const;
  const TableScene& scene() const { return *scene_; }
  // Where the lesson stands, as three numbers that change with every step: the stage (0 playing,
  // 1 introduction, 2 note, 3 closing pages, 4 all done), the moves made, the page read.
  std::array<int, 3> step() const { return {static_cast<int>(stage_), made(), page_}; }

 private:
  // Playing the deal, or reading: the introduction, a note too long to sit beside what to do, the
  // closing pages, the end of all lessons. What is read is cut into pages that fit the box.
  enum class Stage : std::uint8_t { Playing, Intro, Note, End, AllDone };
  // Opens lesson `index` after `moves` of its moves.
  void open(int index, int moves);
  int made() const { return source_->made(); }
  bool yours() const;
  Awaiting awaiting() const;
  // The place to tap now, if the table waits for a tap.
  std::optional<sf::FloatRect> target() const;
  std::optional<Card> targetCard() const;
  // The box says the lesson's own `reason` with the refusal's sound ("tap Next").
  void refuse(std::string reason);
  // A refusal the session said since it was last sounded sounds; whether there was one.
  bool soundRefusals();
  void read(Stage stage, std::vector<std::string> texts);
  std::vector<std::string> pages() const;
  // Whether the introduction or a long note is to be read before the move now.
  bool pendingReading() const;
  // Whether the note of your move k fits in the box beside what to do.
  bool noteFits(int k) const;
  void next();
  void leave();
  void keep();
  void refresh();

  Context& context_;
  bool keeps_ = true;
  std::vector<Lesson> lessons_;
  LessonProgress progress_;
  int current_ = 0;
  std::unique_ptr<LessonSource> source_;
  std::unique_ptr<TableSession> session_;
  std::unique_ptr<TableScene> scene_;
  sf::Vector2f size_{1280.f, 720.f};
  Stage stage_ = Stage::Playing;
  bool introSeen_ = false;
  std::vector<std::string> reading_;  // the texts of the reading stage
  int page_ = 0;          // the page of them shown
  int noteRead_ = -1;     // the move whose note was read as a page
  float clock_ = 0.f;     // the ring's pulse
  bool started_ = false;
  sf::RectangleShape ring_;
  std::string own_;          // the lesson's own word in the box, instead of the session's notice
  bool ownRefused_ = false;  // that word refuses a tap
  int refusalsSounded_ = 0;
};

// Learn to play over whatever is shown (from where the lessons were left); false, and one line on
// stderr, if the lessons cannot be read.
bool openLessons(Context& context);

}  // namespace bizon::table
