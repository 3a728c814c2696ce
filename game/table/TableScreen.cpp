#include "table/TableScreen.h"

#include <algorithm>
#include <chrono>
#include <iostream>

#include "Random.h"
#include "table/RemoteSource.h"
#include "table/SeatTurn.h"
#include "table/TableTaps.h"
#include "work/Worker.h"

namespace bizon::table {

namespace {

// The set's match and how the history knows it: the resumed one, or a new one.
Match openMatch(Context& context, TableOptions& options, SetMetadata& metadata) {
  if (options.resume) {
    metadata = options.resume->metadata;
    options.seed = metadata.options.seed;
    return Match(metadata.options, options.resume->games);
  }
  MatchOptions mo;
  mo.seed = options.seed;
  mo.shuffle = context.settings.fullShuffle ? Shuffle::Full : Shuffle::Light;
  metadata.started = std::chrono::floor<std::chrono::seconds>(std::chrono::system_clock::now());
  if (context.history) metadata.id = context.history->newSetId(metadata.started);
  metadata.language = std::string(localization::code(context.texts.language()));
  metadata.origin = SetOrigin::Played;
  metadata.options = mo;
  metadata.players[Seat::You] = "human";
  metadata.players[Seat::Goat] = playerKind(context.settings.level);
  metadata.players[Seat::Sheep] = playerKind(context.settings.level);
  return Match(mo);
}

// The local table of the set `options` open, Goat and Sheep at the settings' level until the
// set's own is known.
std::unique_ptr<SessionSource> openLocal(Context& context, TableOptions& options, SetMetadata& metadata) {
  Match match = openMatch(context, options, metadata);
  return std::make_unique<LocalSource>(context, std::move(match), context.settings.level, options.resume.has_value());
}

// The level a set file names Goat's player by (playerKind), or nullopt for any other player.
std::optional<AiLevel> levelOf(const std::string& kind) {
  for (AiLevel level : allAiLevels)
    if (playerKind(level) == kind) return level;
  return std::nullopt;
}

// The level of the game in play: a resumed set's own, else the settings'.
AiLevel levelInPlay(const Context& context, const TableOptions& options, const SetMetadata& metadata, const Match& match) {
  if (!options.resume) return context.settings.level;
  return levelOf(metadata.playersOf(match.gameNumber() - 1)[Seat::Goat]).value_or(context.settings.level);
}

}  // namespace

TableScreen::TableScreen(Context& context, TableOptions options, std::unique_ptr<SessionSource> source)
    : context_(context),
      options_(std::move(options)),
      source_(source ? std::move(source) : openLocal(context_, options_, metadata_)),
      local_(dynamic_cast<LocalSource*>(source_.get())),
      level_(local_ ? levelInPlay(context_, options_, metadata_, local_->match()) : context_.settings.level),
      session_(context_, *source_),
      // A resumed set, or a table of friends joined late, is set out as it stands; a new one
      // starts with its first event.
      scene_(context_, options_.resume || !local_ ? session_.standing(games()) : TableModel(games()), BoxFit::PlayOneRow),
      warning_(options_.warning) {
  session_.listen(*this);
  if (!local_) {
    // At a table of friends the server holds the set; your history keeps each game it reveals.
    auto* remote = dynamic_cast<RemoteSource*>(source_.get());
    if (remote && context_.history && options_.save)
      online_ = std::make_unique<OnlineRecorder>(*context_.history, *remote, std::string(localization::code(context_.texts.language())));
    // The coach where the host allows it: your decisions judged once their game is revealed.
    if (source_->hints()) {
      coach_.setSeat(source_->seat());
      revealedCoach_ = std::make_unique<RevealedCoachListener>(coach_, source_->seat(), context_.settings);
      session_.listen(*revealedCoach_);
    }
    return;  // the local recorder, the coach and the levels are the local table's
  }
  if (level_ != context_.settings.level) local_->setLevel(level_);
  if (context_.history && options_.save) {
    recorder_ = std::make_unique<SetRecorder>(*context_.history, metadata_);
    recorderListener_ = std::make_unique<RecorderListener>(*recorder_, *local_);
    // A new set is kept at once: a relaunch resumes it even before its first move.
    if (!options_.resume) recorder_->record(local_->match());
  }
  coachListener_ = std::make_unique<CoachListener>(coach_, *local_, context_.settings);
  session_.listen(*coachListener_);
  if (recorderListener_) session_.listen(*recorderListener_);
  // Your seat as the autopilot of the test hooks plays it until they choose another player.
  Chair chair{Seat::You, level_, context_.settings.fullShuffle, games()};
  chair.searchThreads = work::spareCores();
  session_.setAutopilotPlayer(makePlayer(playerKind(level_), seeds::builtInPlayer(options_.seed, Seat::You), chair));
}

int TableScreen::games() const { return local_ ? local_->match().options().games : MatchOptions{}.games; }

TableScreen::~TableScreen() = default;

void TableScreen::resize(sf::Vector2f size) {
  scene_.resize(size);
  relook(0.f);
  refresh();
}

void TableScreen::update(float dt) {
  scene_.update(dt);
  if (session_.update(dt, context_.settings.speed(), scene_.idle())) dirty_ = true;
  if (coach_.update() && context_.settings.coach) dirty_ = true;
  if (online_) online_->update();
  if (!local_) {
    showThinking();
    watchChairs();
  }
  if (recorder_ || online_)
    if (auto failure = recorder_ ? recorder_->takeFailure() : online_->takeFailure()) {
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

void TableScreen::showThinking() {
  // The seat whose turn the table shows, while the server waits for it (not you).
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
  std::vector<std::string> said = source_->notes(context_.texts);
  const PerSeat<std::string> shown = names(true);
  said.insert(said.end(), shown.values.begin(), shown.values.end());
  if (said == chairsSaid_) return;
  chairsSaid_ = std::move(said);
  dirty_ = true;
}

void TableScreen::show(const Event& event) {
  dirty_ = true;
  session_.shown(event);
  if (const auto* started = std::get_if<GameStarted>(&event)) {
    coach_.gameStarted();  // the last game's line goes with it
    newLevel(started->number - 1);
  }
  // (At a table of friends the coach hears of the score with the game's record.)
  if (const auto* scored = std::get_if<GameScored>(&event); scored && local_)
    coach_.gameScored(scene_.model().gameNumber() - 1, scored->score);
  if (const auto* e = std::get_if<SetFinished>(&event)) context_.screens.setOver(e->totals, e->winners, scene_.model().sheet());
}

void TableScreen::newLevel(int game) {
  if (!local_ || context_.settings.level == level_) return;
  level_ = context_.settings.level;
  local_->setLevel(level_);
  PerSeat<std::string> players = metadata_.playersOf(game);
  players[Seat::Goat] = players[Seat::Sheep] = std::string(playerKind(level_));
  metadata_.playersFrom(game, players);
  if (recorder_) recorder_->playersFrom(game, std::move(players));
}

void TableScreen::moved(const Move& move) {
  dirty_ = true;
  if (move.seat() == source_->seat()) warning_ = {};  // your move: the warning was seen
}

void TableScreen::takeBack() {
  if (!session_.canTakeBack()) {
    // A tap is never lost: the button may still show for a frame after the chance went.
    session_.refuse(context_.texts("message.nothing_to_take_back"));
    dirty_ = true;
    return;
  }
  scene_.finish();
  if (!session_.takeBack()) return;
  // The coach judged the decision taken back: its best is the main button when it is asked again.
  if (const auto& advice = coach_.advice(); advice && source_->hints()) session_.advise(advice->first, advice->second);
  scene_.jump(session_.standing(games()), 0.45f);
  dirty_ = true;
}

void TableScreen::relook(float duration) {
  StageLook look;
  look.playing = session_.awaiting() == Awaiting::Play;
  if (look.playing) look.raised = session_.legal();
  look.picked = session_.picked();
  scene_.setLook(look, duration);
}

PerSeat<std::string> TableScreen::names(bool away) const {
  const Seat own = source_->seat();
  PerSeat<std::string> people;
  for (Seat chair : allSeats) people[chair] = source_->chair(chair).name;
  PerSeat<std::string> names = namesOnScreen(context_.texts, own, people);
  for (Seat place : {Seat::Goat, Seat::Sheep})
    if (const ChairShown shown = source_->chair(atPlace(place, own)); away && shown.person && !shown.connected)
      names[place] = context_.texts.format("online.away", {{"name", names[place]}});
  return names;
}

void TableScreen::refresh() {
  // People's names are said in the chairs and the words while the table sets them out; the name
  // tags and the scoresheet also say who is away.
  context_.texts.nameSeats(names(false));
  std::vector<BoxLine> lines = scene_.story();
  if (std::string p = session_.prompt(); !p.empty()) lines.push_back({p, BoxLine::Tone::Prompt});
  if (std::string n = session_.notice(); !n.empty()) lines.push_back({n, BoxLine::Tone::Notice});
  if (context_.settings.coach)
    if (auto c = coach_.line(context_.texts)) lines.push_back({std::move(*c), BoxLine::Tone::Notice});
  scene_.box().offerReview(reviewable());
  for (std::string& f : source_->notes(context_.texts)) lines.push_back({std::move(f), BoxLine::Tone::Notice});
  if (warning_) lines.push_back({warning_(), BoxLine::Tone::Notice});
  if (local_ && context_.settings.level != level_)
    lines.push_back({context_.texts.format("message.level_next_game",
                                           {{"level", context_.texts("settings.level." + std::string(code(context_.settings.level)))}}),
                     BoxLine::Tone::Notice});
  mutedShown_ = context_.settings.muted;
  if (mutedShown_) lines.push_back({context_.texts("sound.muted")});
  scene_.box().offerTakeBack(session_.canTakeBack());
  scene_.box().offerHint(source_->hints());
  scene_.box().suggest(session_.suggested());
  context_.texts.nameSeats(names(true));
  PerSeat<bool> person;
  for (Seat chair : allSeats) person[chair] = source_->chair(chair).person;
  scene_.setFaces(facesOnScreen(source_->seat(), person));
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
  if (touch && crowded() && session_.picked() != *tap.card) return session_.pick(*tap.card);
  session_.play(*tap.card);
}

bool TableScreen::reviewable() const {
  return context_.settings.coach && (recorder_ || online_) && session_.holding() && coach_.review().has_value();
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
  if (i == -2) return session_.play(*picked);
  session_.pick(hand[static_cast<std::size_t>(i)]);
}

void TableScreen::draw(sf::RenderTarget& target) const { scene_.draw(target); }

}  // namespace bizon::table
