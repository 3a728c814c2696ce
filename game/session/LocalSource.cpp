#include "session/LocalSource.h"

#include "Random.h"
#include "session/HardInYourSeat.h"

namespace bizon::table {

namespace {

// Who sits in Goat's or Sheep's chair: the settings' choice (another level, or a program speaking
// the bot protocol), else Bizon's own player of `level`. A daily deal is compared with Bizon's
// Hard against Bizon's own Goat and Sheep: only they sit there.
std::string chairKind(const Settings& settings, const MatchOptions& options, Seat seat, AiLevel level) {
  const std::string chosen = seat == Seat::Goat ? settings.goat : seat == Seat::Sheep ? settings.sheep : "";
  return chosen.empty() || options.shuffle == Shuffle::Seeded ? std::string(code(level)) : chosen;
}

std::size_t at(Seat seat) { return static_cast<std::size_t>(seat); }

}  // namespace

LocalSource::LocalSource(const Settings& settings, Match match, AiLevel level, bool resumed)
    : settings_(settings), options_(match.options()), level_(level), fresh_(!resumed) {
  for (Seat s : {Seat::Goat, Seat::Sheep}) {
    ais_[at(s)].source = this;
    sit(s, level);
  }
  if (resumed) match.events().clear();  // set out by soFar()
  // A set closed with a game's score on show opens with it taken back as well.
  if (const auto latest = match.latestGame()) scoredUnasked_ = latest->game != match.gameNumber() - 1;
  open(std::move(match));
}

LocalSource::~LocalSource() { worker_.cancel(); }

void LocalSource::open(Match match) {
  PerSeat<SeatPort*> ports;
  ports[Seat::You] = &you_;
  for (Seat s : {Seat::Goat, Seat::Sheep}) ports[s] = &ais_[at(s)];
  table_ = std::make_unique<Table>(std::move(match), ports);
}

void LocalSource::sit(Seat s, AiLevel level) {
  const std::uint64_t seatSeed = seeds::builtInPlayer(options_.seed, s);
  auto& player = players_[at(s)];
  player.reset();
  const Chair chair = builtInChair(s, level, options_);
  try {
    player = makePlayer(chairKind(settings_, options_, s, level), seatSeed, chair);
  } catch (const std::invalid_argument&) {
    // A program that cannot be started: Bizon's own player sits there, and the box says so.
    faults_.push_back({s, BotFault{BotFault::Dead, {}}});
  }
  if (!player) player = makePlayer(playerKind(level), seatSeed, chair);
  ais_[at(s)].player = player.get();
}

void LocalSource::setLevel(AiLevel level) {
  level_ = level;
  // The worker must not be using a player replaced here: a decision under way is asked again.
  if (worker_.busy()) {
    worker_.cancel();
    if (!std::exchange(stale_, false)) table_->ask();
  }
  for (Seat s : {Seat::Goat, Seat::Sheep})
    if (chairKind(settings_, options_, s, level) == code(level)) sit(s, level);
}

bool LocalSource::AiPort::decide(const SeatView& view, int, Move&) {
  source->stale_ = false;  // start() waits for and drops a decision still under way
  source->worker_.start(*player, view);
  return false;
}

void LocalSource::take(std::vector<SeatEvent>& events) {
  if (worker_.busy())
    if (auto move = worker_.poll(); move && !std::exchange(stale_, false)) answer(*move);
  for (SeatEvent& e : you_.heard) {
    if (std::holds_alternative<GameScored>(e)) scoredUnasked_ = true;
    events.push_back(std::move(e));
  }
  you_.heard.clear();
}

void LocalSource::answer(Move move) {
  const Seat seat = table_->awaited().value_or(move.seat());
  const SeatView view = held().view(seat);
  if (table_->answer(move)) {
    // A player that breaks the rules must not stall the table: a random one moves instead.
    table_->answer(makePlayer("random", 7)->decide(view));
  }
  // A program in the chair that failed this decision (Bizon's player took it): said once.
  for (BotFault& fault : players_[at(seat)]->takeFaults()) faults_.push_back({seat, std::move(fault)});
}

void LocalSource::next() {
  if (table_->awaited() || held().over()) return;
  scoredUnasked_ = false;
  table_->step();
}

std::optional<Decide> LocalSource::awaited() const {
  if (table_->awaited() != Seat::You) return std::nullopt;
  return Decide{table_->turn(), held().moment(), held().view(Seat::You)};
}

MoveResult LocalSource::move(const Move& move, int turn) {
  if (table_->awaited() != Seat::You || turn != table_->turn())
    return MoveResult::refusedFor(Refused::byRules({Refusal::Reason::NotYourTurn, move.seat()}));
  if (auto refusal = table_->answer(move)) return MoveResult::refusedFor(Refused::byRules(*refusal));
  faults_.clear();  // seen: your move follows them
  return MoveResult::taken();
}

std::optional<Seat> LocalSource::thinking() const {
  const auto seat = table_->awaited();
  if (!seat || *seat == Seat::You) return std::nullopt;
  return seat;
}

std::vector<ChairNote> LocalSource::notes() const {
  std::vector<ChairNote> notes;
  for (const auto& [seat, fault] : faults_) notes.push_back({ChairNote::Kind::ProgramFailed, seat, fault.kind, {}});
  return notes;
}

bool LocalSource::canTakeBack() const {
  if (!held().canTakeBack(Seat::You)) return false;
  // A scored game reopens only while its score is on show: once you go on, the next game has
  // started (its deal, your packets), and what was scored stays.
  return scoredUnasked_ || held().latestGame()->game == held().gameNumber() - 1;
}

bool LocalSource::takeBack() {
  if (!canTakeBack()) return false;
  // Goat or Sheep may be thinking after your move: not waited for (a frame never waits), its
  // answer is dropped when it comes, being for a table no longer standing.
  stale_ = worker_.busy();
  Match rewound(held().options(), held().records());
  if (!rewound.takeBack(Seat::You)) return false;
  rewound.events().clear();  // set out by soFar()
  you_.heard.clear();
  scoredUnasked_ = false;
  open(std::move(rewound));
  return true;
}

std::vector<SeatEvent> LocalSource::soFar() const {
  EventQueue all;
  held().eventsSoFar(all);
  std::vector<SeatEvent> stream;
  std::size_t scored = 0;
  while (!all.empty()) {
    const Event e = all.pop();
    stream.push_back(seatEventOf(e, Seat::You));
    if (std::holds_alternative<GameScored>(e) && scored < held().finishedGames().size()) {
      stream.push_back(GameRevealed{static_cast<int>(scored) + 1, held().finishedGames()[scored]});
      ++scored;
    }
  }
  return stream;
}

std::optional<Deck> LocalSource::deck(int game) const {
  const auto& finished = held().finishedGames();
  if (game >= 0 && game < static_cast<int>(finished.size())) return finished[static_cast<std::size_t>(game)].deck;
  if (!held().over() && game == held().gameNumber() - 1) return held().game().deck();
  return std::nullopt;
}

}  // namespace bizon::table
