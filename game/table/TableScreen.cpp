#include "table/TableScreen.h"

#include <algorithm>
#include <chrono>
#include <iostream>

#include "Random.h"
#include "SeededDeal.h"
#include "session/LocalSource.h"
#include "session/SeatTurn.h"
#include "session/SessionListeners.h"
#include "table/CoachWords.h"
#include "table/TableTaps.h"
#include "table/TableWords.h"
#include "work/Worker.h"

namespace bizon::table {

namespace {

// The set's match and how the history knows it: the resumed one, or a new one (the settings', a
// daily deal's or a practice game's).
Match openMatch(Context& context, TableOptions& options, SetMetadata& metadata) {
  if (options.resume) {
    metadata = options.resume->metadata;
    options.seed = metadata.options.seed;
    return Match(metadata.options, options.resume->games);
  }
  MatchOptions mo;
  mo.seed = options.seed;
  mo.shuffle = context.settings.fullShuffle ? Shuffle::Full : Shuffle::Light;
  AiLevel level = context.settings.level;
  if (options.daily) {
    mo = dailyDealOptions(*options.daily);
    options.seed = mo.seed;
    metadata.daily = options.daily;
    level = AiLevel::Hard;
  }
  if (options.practice) {
    mo.games = 1;
    metadata.practice = options.practice->of;
    level = options.practice->level;
  }
  metadata.started = std::chrono::floor<std::chrono::seconds>(std::chrono::system_clock::now());
  if (context.history) metadata.id = context.history->newSetId(metadata.started);
  metadata.language = std::string(localization::code(context.texts.language()));
  metadata.origin = SetOrigin::Played;
  metadata.options = mo;
  metadata.players[Seat::You] = "human";
  metadata.players[Seat::Goat] = playerKind(level);
  metadata.players[Seat::Sheep] = playerKind(level);
  if (!options.practice) return Match(mo);
  // The deal as it was (its one record holds it), shown being dealt as a new set is.
  Match match(mo, std::span(&options.practice->dealt, 1));
  match.eventsSoFar(match.events());
  return match;
}

// The level a set file names Goat's player by (playerKind), or nullopt for any other player.
std::optional<AiLevel> levelOf(const std::string& kind) {
  for (AiLevel level : allAiLevels)
    if (playerKind(level) == kind) return level;
  return std::nullopt;
}

// The level of the game in play: the set's own.
AiLevel levelInPlay(const Context& context, const SetMetadata& metadata, const Match& match) {
  return levelOf(metadata.playersOf(match.gameNumber() - 1)[Seat::Goat]).value_or(context.settings.level);
}

}  // namespace

TableScreen::Opened TableScreen::openLocal(Context& context, TableOptions options) {
  SetMetadata metadata;
  Match match = openMatch(context, options, metadata);
  const AiLevel level = levelInPlay(context, metadata, match);
  const bool resumed = options.resume.has_value();
  // A daily deal's other table plays while you play, resumed or new.
  auto otherTable = metadata.daily ? std::make_shared<HardInYourSeat>(*metadata.daily) : nullptr;
  auto source = std::make_unique<LocalSource>(context.settings, std::move(match), level, resumed);
  std::unique_ptr<SetKeeper> keeper;
  if (context.history && options.save) {
    auto local = std::make_unique<LocalKeeper>(*context.history, metadata, *source);
    // A new set is kept at once: a relaunch resumes it even before its first move.
    if (!resumed) local->record();
    keeper = std::move(local);
  }
  // Your seat as the autopilot of the test hooks plays it until they choose another player.
  const Chair chair = builtInChair(Seat::You, level, metadata.options);
  auto autopilot = makePlayer(playerKind(level), seeds::builtInPlayer(options.seed, Seat::You), chair);
  return {std::move(options), std::move(source), std::move(keeper), std::move(autopilot), metadata.id, std::move(otherTable)};
}

TableScreen::TableScreen(Context& context, TableOptions options, std::unique_ptr<SessionSource> source,
                         std::unique_ptr<SetKeeper> keeper)
    : TableScreen(context, source ? Opened{std::move(options), std::move(source), std::move(keeper), nullptr, {}, nullptr}
                                  : openLocal(context, std::move(options))) {}

TableScreen::TableScreen(Context& context, Opened opened)
    : context_(context),
      options_(std::move(opened.options)),
      setId_(std::move(opened.setId)),
      source_(std::move(opened.source)),
      keeper_(std::move(opened.keeper)),
      otherTable_(std::move(opened.otherTable)),
      session_(context_.settings, *source_),
      // A resumed set, or a table of friends joined late, is set out as it stands; a new one
      // starts with its first event.
      scene_(context_, source_->fresh() ? TableModel(games()) : standing(), BoxFit::PlayOneRow),
      warning_(options_.warning) {
  // A practice game says so: in the scoresheet's corner, and in the box until your first bid or
  // card (the history marks it too).
  if (options_.practice) {
    scene_.setTitle(context_.texts("table.practice"));
    if (!warning_)
      warning_ = [&t = context_.texts, game = options_.practice->of.game + 1] { return t.format("message.practice", {{"game", game}}); };
  }
  session_.listen(*this);
  // Your decisions to the coach: as they are made where this computer holds the match, else once
  // their game is revealed where the host allows it.
  coach_.setSeat(source_->seat());
  if (source_->match()) coachListener_ = std::make_unique<CoachListener>(coach_, *source_, context_.settings);
  else if (source_->hints()) coachListener_ = std::make_unique<RevealedCoachListener>(coach_, source_->seat(), context_.settings);
  if (coachListener_) session_.listen(*coachListener_);
  if (keeper_) session_.listen(*keeper_);
  if (opened.autopilot) session_.setAutopilotPlayer(std::move(opened.autopilot));
}

int TableScreen::games() const { return source_->gamesInSet(); }

TableModel TableScreen::standing() { return setOut(session_.standing(), games()); }

TableScreen::~TableScreen() = default;

void TableScreen::resize(sf::Vector2f size) {
  scene_.resize(size);
  relook(0.f);
  refresh();
}

void TableScreen::update(float dt) {
  scene_.update(dt);
  if (session_.update(dt, context_.settings.speed(), scene_.idle())) dirty_ = true;
  soundRefusals();
  if (coach_.update() && context_.settings.coach) dirty_ = true;
  if (keeper_) keeper_->update();
  showThinking();
  watchChairs();
  if (keeper_)
    if (auto failure = keeper_->takeFailure()) {
      std::cerr << "bizon: the set could not be saved: " << *failure << "\n";
      const Texts& t = context_.texts;
      warning_ = [&t, reason = *failure] { return t.format("message.save_failed", {{"reason", reason}}); };
      dirty_ = true;
    }
  // One event at a time, each with its animation; a decision only once all is shown and still.
  for (const auto& [a, b] : session_.trades()) scene_.trade(a, b);
  if (!session_.holding())
    if (auto event = scene_.showNext(session_.events())) show(*event);
  if (context_.settings.muted != mutedShown_) dirty_ = true;  // M pressed
  if (!dirty_) return;
  dirty_ = false;
  relook(0.18f);
  refresh();
}

void TableScreen::soundRefusals() {
  if (session_.refusals() == refusalsSounded_) return;
  refusalsSounded_ = session_.refusals();
  context_.sounds.play(audio::Sound::Refused);
  dirty_ = true;
}

void TableScreen::showThinking() {
  // The seat whose turn the table shows, while a table that goes on without you waits for it
  // (Goat and Sheep are quick; a person may not be).
  if (!source_->live()) return;
  const auto place = scene_.model().turn();
  const bool waiting = place && *place != Seat::You && source_->thinking();
  const auto now = std::chrono::steady_clock::now();
  if (!waiting || place != thinker_) {
    thinker_ = waiting ? place : std::nullopt;
    thinkingSince_ = now;
  }
  const auto seconds = std::chrono::duration_cast<std::chrono::seconds>(now - thinkingSince_).count();
  // Only once it passes a few seconds: a quick decision needs no clock.
  std::string clock;
  if (thinker_ && seconds >= 5) clock = std::to_string(seconds / 60) + (seconds % 60 < 10 ? ":0" : ":") + std::to_string(seconds % 60);
  if (clock == clock_) return;
  clock_ = clock;
  scene_.setClock(thinker_.value_or(Seat::Goat), clock_);
}

void TableScreen::watchChairs() {
  // Someone drops, comes back or is played for, the link drops: said at once, not at the next move.
  std::vector<std::string> said;
  for (const ChairNote& note : source_->notes()) said.push_back(chairNoteText(context_.texts, note));
  for (Seat chair : allSeats) {
    const Occupant o = source_->chair(chair);
    said.push_back(o.name + (o.person && !o.connected ? " away" : ""));
  }
  if (said == chairsSaid_) return;
  chairsSaid_ = std::move(said);
  dirty_ = true;
}

void TableScreen::show(const Event& event) {
  dirty_ = true;
  session_.shown(event);
  if (const auto* started = std::get_if<GameStarted>(&event)) {
    coach_.gameStarted();  // the last game's line goes with it
    // A new set's first game is played at the set's own level (a practice game at its deal's).
    if (started->number > 1) newLevel(started->number - 1);
  }
  // (Where the match is not this computer's, the coach hears of the score with the game's record.)
  if (const auto* scored = std::get_if<GameScored>(&event); scored && source_->match())
    coach_.gameScored(scene_.model().gameNumber() - 1, scored->score);
  if (const auto* e = std::get_if<SetFinished>(&event)) context_.screens.setOver(e->totals, e->winners, scene_.model().sheet());
}

void TableScreen::newLevel(int game) {
  const auto level = source_->level();
  if (!level || context_.settings.level == *level) return;
  source_->setLevel(context_.settings.level);
  if (keeper_) keeper_->levelFrom(game, context_.settings.level);
}

void TableScreen::moved(const Move& move) {
  dirty_ = true;
  // Your bid or card: the warning was seen (packets may be a practice game's, dealt as recorded).
  if (move.seat() == source_->seat() && !move.packets()) warning_ = {};
}

void TableScreen::takeBack() {
  dirty_ = true;
  // A tap is never lost: the button may still show for a frame after the chance went (the
  // session then says there is nothing to take back).
  if (session_.canTakeBack()) scene_.finish();
  if (!session_.takeBack()) return soundRefusals();
  // The coach judged the decision taken back: its best is the main button when it is asked again.
  if (const auto& advice = coach_.advice(); advice && source_->hints()) session_.advise(advice->first, advice->second);
  scene_.jump(standing(), 0.45f);
}

void TableScreen::relook(float duration) {
  StageLook look;
  look.playing = session_.awaiting() == Awaiting::Play;
  if (look.playing) look.raised = session_.legal();
  look.picked = session_.picked();
  scene_.setLook(look, duration);
}

PerSeat<std::string> TableScreen::names() const {
  PerSeat<std::string> people;
  for (Seat chair : allSeats) people[chair] = source_->chair(chair).name;
  return namesOnScreen(context_.texts, source_->seat(), people);
}

void TableScreen::refresh() {
  // People's names are said in the chairs and the words while the table sets them out.
  context_.texts.nameSeats(names());
  std::vector<BoxLine> lines = scene_.story();
  const Texts& t = context_.texts;
  if (std::string p = promptText(t, session_.awaiting()); !p.empty()) lines.push_back({p, BoxLine::Tone::Prompt});
  if (std::string n = noticeText(t, session_.notice()); !n.empty()) lines.push_back({n, BoxLine::Tone::Notice});
  if (context_.settings.coach)
    if (auto c = coachSays(t, coach_)) lines.push_back({std::move(*c), BoxLine::Tone::Notice});
  scene_.box().offerReview(reviewable());
  for (const ChairNote& note : source_->notes()) lines.push_back({chairNoteText(t, note), BoxLine::Tone::Notice});
  if (warning_) lines.push_back({warning_(), BoxLine::Tone::Notice});
  if (const auto level = source_->level(); level && context_.settings.level != *level)
    lines.push_back({context_.texts.format("message.level_next_game",
                                           {{"level", context_.texts("settings.level." + std::string(code(context_.settings.level)))}}),
                     BoxLine::Tone::Notice});
  mutedShown_ = context_.settings.muted;
  if (mutedShown_) lines.push_back({mutedText(context_.texts, true, context_.sounds.available())});
  scene_.box().offerTakeBack(session_.canTakeBack());
  scene_.box().offerHint(source_->hints());
  scene_.box().suggest(session_.suggested());
  PerSeat<bool> person;
  for (Seat chair : allSeats) person[chair] = source_->chair(chair).person;
  Seating seating{facesOnScreen(source_->seat(), person), {}};
  for (Seat place : {Seat::Goat, Seat::Sheep})
    if (const Occupant shown = source_->chair(atPlace(place, source_->seat())); shown.person && !shown.connected)
      seating.away[place] = true;
  scene_.setSeating(seating);
  scene_.refresh(lines, session_.awaiting());
  context_.texts.nameSeats({});
}

void TableScreen::act(Action action) {
  if (action == Action::Menu) {
    context_.screens.openMenu();
    return;
  }
  if (action == Action::Review) {
    // The costliest mistake of the game just scored, in its review over the set's scoresheet.
    if (!reviewable()) return;
    context_.screens.review(*coach_.review());
    return;
  }
  if (action == Action::TakeBack) return takeBack();
  session_.act(action);
  soundRefusals();  // at once, with the tap
  dirty_ = true;
}

void TableScreen::tap(sf::Vector2f point) { tapCard(point, false); }
void TableScreen::touch(sf::Vector2f point) { tapCard(point, true); }

void TableScreen::tapCard(sf::Vector2f point, bool touch) {
  // The card under the tap is the one drawn there now, before a landing moves it.
  const Tap tap = tapOn(scene_, point, session_.awaiting());
  if (tap.button) context_.sounds.play(audio::Sound::Button);
  // A button on screen acts whatever moves: the animation under way lands first; elsewhere a
  // tap lands the animation.
  if (tap.action != Action::Menu) scene_.finish();
  if (tap.action) return act(*tap.action);
  if (!tap.card) return;
  dirty_ = true;
  if (touch && (crowded() || source_->live()) && session_.picked() != *tap.card) return session_.pick(*tap.card);
  session_.play(*tap.card);
  soundRefusals();
}

bool TableScreen::reviewable() const {
  return context_.settings.coach && keeper_ && session_.holding() && coach_.review().has_value();
}

bool TableScreen::crowded() const {
  const int n = static_cast<int>(scene_.model().hand(Seat::You).size());
  const auto slots = scene_.layout().handSlots(Seat::You, n);
  for (std::size_t i = 1; i < slots.size(); ++i)
    if (std::abs(slots[i].centre.x - slots[i - 1].centre.x) < 36.f) return true;
  return false;
}

void TableScreen::key(sf::Keyboard::Key key) {
  using K = sf::Keyboard;
  if (key == K::Space && !scene_.idle()) return scene_.finish();
  // Backspace or Ctrl+Z: your last decision taken back (when one can be).
  const bool ctrl = K::isKeyPressed(K::LControl) || K::isKeyPressed(K::RControl);
  if ((key == K::BackSpace || (key == K::Z && ctrl)) && session_.canTakeBack()) return takeBack();
  auto action = CommunicationBox::key(key, session_.awaiting());
  if (key == K::R && reviewable()) action = Action::Review;
  if (action && action != Action::Menu) scene_.finish();  // a key acts whatever moves, as a tap does
  if (action) return act(*action);
  if (!scene_.idle()) return;
  if (session_.awaiting() != Awaiting::Play) return;
  // Your hand by keys: ← → or 1–8 pick a card, Enter or ↑ plays it.
  const auto& hand = scene_.model().hand(Seat::You);
  const int n = static_cast<int>(hand.size());
  if (n == 0) return;
  const auto picked = session_.picked();
  int i = picked ? static_cast<int>(std::find(hand.begin(), hand.end(), *picked) - hand.begin()) : -1;
  if (key == K::Left) i = i < 0 ? n - 1 : (i + n - 1) % n;
  else if (key == K::Right) i = (i + 1) % n;
  else if (key >= K::Num1 && key <= K::Num8 && key - K::Num1 < n) i = key - K::Num1;
  else if ((key == K::Enter || key == K::Up) && picked) i = -2;
  else return;
  dirty_ = true;
  if (i == -2) {
    session_.play(*picked);
    return soundRefusals();
  }
  session_.pick(hand[static_cast<std::size_t>(i)]);
}

void TableScreen::draw(sf::RenderTarget& target) const { scene_.draw(target); }

}  // namespace bizon::table
