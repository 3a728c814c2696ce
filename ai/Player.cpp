#include "Player.h"

#include <algorithm>
#include <charconv>
#include <limits>
#include <stdexcept>

#include "ExecPlayer.h"
#include "HeuristicPlayer.h"
#include "RandomPlayer.h"
#include "SearchPlayer.h"

namespace bizon {

std::vector<std::string> playerKinds() { return {"random", "easy", "heuristic", "normal", "hard", "noinfer"}; }

namespace {

// "name=value,name=value" over a search level's options; false for an unknown name or a bad value.
bool tune(SearchOptions& o, std::string_view settings) {
  while (!settings.empty()) {
    const auto comma = settings.find(',');
    const std::string_view item = settings.substr(0, comma);
    settings = comma == std::string_view::npos ? std::string_view{} : settings.substr(comma + 1);
    const auto eq = item.find('=');
    if (eq == std::string_view::npos) return false;
    const std::string_view name = item.substr(0, eq), text = item.substr(eq + 1);
    double value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || end != text.data() + text.size() || value < 0) return false;
    const int whole = static_cast<int>(value);
    if (name == "bias") o.eatBias = value;
    else if (name == "margin") o.eatMargin = value;
    else if (name == "samples" && whole > 0) o.samples = whole;
    else if (name == "bidsamples" && whole > 0) o.bidSamples = whole;
    else if (name == "cap") o.capMillis = whole;
    else if (name == "threads" && whole > 0) o.threads = whole;
    else if (name == "nodes") o.dealNodes = static_cast<std::uint64_t>(value);
    else if (name == "passes") o.readPasses = whole != 0;
    else if (name == "stopz") o.stopZ = value;
    else if (name == "batch" && whole > 0) o.bidBatch = whole;
    else if (name == "inference") o.inference = whole != 0;
    else if (name == "searchbids") o.searchBids = whole != 0;
    else if (name == "learned" && whole == 0) o.bidValues = nullptr;
    else if (name == "band") o.closeBand = value;
    else if (name == "searchfrom") o.searchFrom = whole;
    else if (name == "plays") o.playWeight = value;
    else if (name == "candidates" && whole > 0) o.candidates = whole;
    else return false;
  }
  return true;
}

}  // namespace

namespace {

// A built-in player of that kind; a search level with at most maxThreads solver threads, told the
// games of its set (0: unknown).
std::unique_ptr<Player> makeCapped(std::string_view kind, std::uint64_t seed, int maxThreads, int setGames = 0) {
  if (kind == "random") return std::make_unique<RandomPlayer>(seed);
  if (kind == "heuristic") return std::make_unique<HeuristicPlayer>(seed);
  if (kind == code(AiLevel::Easy)) return std::make_unique<HeuristicPlayer>(seed, true);
  // A search level, optionally tuned for measurement: "hard:bias=0.5,bidsamples=40".
  const auto colon = kind.find(':');
  const std::string_view level = kind.substr(0, colon);
  SearchOptions options;
  if (level == "normal") options = SearchPlayer::normalOptions();
  else if (level == "hard") options = SearchPlayer::hardOptions();
  else if (level == "noinfer") {
    options = SearchPlayer::hardOptions();
    options.inference = false;
    options.readPasses = false;
  } else return nullptr;
  if (colon != std::string_view::npos && !tune(options, kind.substr(colon + 1))) return nullptr;
  options.threads = std::clamp(options.threads, 1, std::max(1, maxThreads));
  options.setGames = setGames;
  return std::make_unique<SearchPlayer>(seed, options);
}

}  // namespace

std::unique_ptr<Player> makePlayer(std::string_view kind, std::uint64_t seed) {
  return makeCapped(kind, seed, std::numeric_limits<int>::max());
}

std::unique_ptr<Player> makePlayer(AiLevel level, std::uint64_t seed) { return makePlayer(playerKind(level), seed); }

std::unique_ptr<SeatPort> builtInPlayer(AiLevel level, std::uint64_t seed) { return makePlayer(level, seed); }

std::unique_ptr<Player> makePlayer(std::string_view kind, std::uint64_t seed, const Chair& chair) {
  constexpr std::string_view exec = "exec:";
  if (!kind.starts_with(exec)) return makeCapped(kind, seed, chair.searchThreads, chair.games);
  return std::make_unique<ExecPlayer>(kind.substr(exec.size()), chair, makeCapped(playerKind(chair.level), seed, chair.searchThreads));
}

Move Player::decide(const SeatView& view) {
  switch (view.decision) {
    case Decision::Packets: return {view.seat, choosePackets(view)};
    case Decision::Bid: return {view.seat, bid(view)};
    case Decision::Play: break;
  }
  return {view.seat, play(view)};
}

bool Player::decide(const SeatView& view, int /*turn*/, Move& move) {
  move = decide(view);
  return true;
}

std::optional<Refusal> playTurn(Match& match, Player& player) {
  return match.apply(player.decide(match.view(match.game().toAct())));
}

}  // namespace bizon
