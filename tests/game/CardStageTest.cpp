// Every card flies: stepped at a fixed 1/60 s through whole sets at normal tempo, each card's move lasts its nominal duration (± one frame) through intermediate poses, and no card ever jumps.
#include <catch2/catch.hpp>

#include <array>
#include <cmath>
#include <map>
#include <tuple>

#include "Player.h"
#include "audio/SoundCue.h"
#include "table/CardStage.h"

using namespace bizon;
using namespace bizon::table;

namespace {

constexpr float frame = 1.f / 60.f;

// What moves of a sprite: position, rotation, scale and the squeeze of a flip.
struct Look {
  float x, y, rotation, sx, sy, squeeze;
  bool faceUp;
  bool operator==(const Look&) const = default;
};

Look lookOf(const scene::FlipSprite& s) {
  return {s.getPosition().x, s.getPosition().y, s.getRotation(), s.getScale().x, s.getScale().y, s.squeeze(),
          s.faceUp()};
}

float distance(const Look& a, const Look& b) { return std::hypot(a.x - b.x, a.y - b.y); }

// Hears the sounds of the stage and when they start on its clock.
struct Recorder : audio::SoundPlayer {
  std::vector<std::pair<audio::Sound, float>> heard;
  float clock = 0.f;
  void play(audio::Sound sound) override { heard.push_back({sound, clock}); }
};

// A match and the stage that shows it at the table's default size; `ears` hears its sounds.
struct Staged {
  explicit Staged(std::uint64_t seed) : match(seeded(seed)) { stage.setLayout(Layout(1280.f, 720.f), atlas, model); }
  static MatchOptions seeded(std::uint64_t seed) {
    MatchOptions options;
    options.seed = seed;
    return options;
  }
  Match match;
  TableModel model;
  scene::Node root;
  Recorder ears;
  CardStage stage{root, ears};
  CardAtlas atlas;
};

struct Stats {
  int flights = 0;
  int events = 0;
};

// Steps the stage until it is still, checking every card frame by frame against the flights it
// was given when the stepping started.
void stepAndCheck(CardStage& stage, const TableModel& model, Stats& stats) {
  struct Expect {
    bool flies = false;
    int first = 0, last = 0;  // the frames in which it should start and stop moving
    Look start{}, end{};
    int firstMoved = -1, lastMoved = -1;
    float longestStep = 0.f;
  };
  std::array<Expect, deckSize> expect;
  for (int i = 0; i < deckSize; ++i) {
    const Card c = Card::fromIndex(i);
    Expect& e = expect[static_cast<std::size_t>(i)];
    e.start = lookOf(stage.sprite(c));
    if (const auto& f = stage.flight(c)) {
      e.flies = true;
      e.first = static_cast<int>(std::ceil(f->delay / frame));
      e.last = static_cast<int>(std::ceil((f->delay + f->duration) / frame));
      ++stats.flights;
    } else {
      // A card that does not fly is already where it rests.
      const Pose rest = stage.rest(model, c);
      INFO("card " << code(c) << " is not where it rests and does not fly");
      REQUIRE(stage.sprite(c).getPosition() == rest.centre);
    }
  }
  int n = 0;
  for (; !stage.idle(); ++n) {
    REQUIRE(n < 60 * 10);
    std::array<Look, deckSize> before;
    for (int i = 0; i < deckSize; ++i) before[static_cast<std::size_t>(i)] = lookOf(stage.sprite(Card::fromIndex(i)));
    stage.update(frame);
    for (int i = 0; i < deckSize; ++i) {
      Expect& e = expect[static_cast<std::size_t>(i)];
      const Look now = lookOf(stage.sprite(Card::fromIndex(i)));
      if (now == before[static_cast<std::size_t>(i)]) continue;
      INFO("card " << code(Card::fromIndex(i)) << " moved in frame " << n);
      REQUIRE(e.flies);  // nothing moves without a flight: no jump
      if (e.firstMoved < 0) e.firstMoved = n;
      e.lastMoved = n;
      e.longestStep = std::max(e.longestStep, distance(now, before[static_cast<std::size_t>(i)]));
    }
  }
  for (int i = 0; i < deckSize; ++i) {
    const Expect& e = expect[static_cast<std::size_t>(i)];
    if (!e.flies || e.firstMoved < 0) continue;  // a flight to where it already was
    const Card c = Card::fromIndex(i);
    INFO("card " << code(c) << ": moved in frames " << e.firstMoved << ".." << e.lastMoved << ", expected "
                 << e.first << ".." << e.last);
    // Frame k covers the time [k, k+1) / 60: a move starts within a frame of its delay and lands
    // within a frame of its nominal end.
    CHECK(std::abs(e.firstMoved - e.first) <= 1);
    CHECK(std::abs(e.lastMoved - (e.last - 1)) <= 1);
    // Through intermediate poses: no single frame covers most of the way.
    const float way = distance(e.start, lookOf(stage.sprite(c)));
    if (way > 20.f) CHECK(e.longestStep <= 0.35f * way);
  }
}

}  // namespace

TEST_CASE("CardStage: every card flies its nominal time through whole sets at normal tempo, none jumps",
          "[table][stage]") {
  Stats stats;
  for (std::uint64_t seed : {3u, 11u}) {
    Staged staged(seed);
    auto [match, model, stage] = std::tie(staged.match, staged.model, staged.stage);
    auto player = makePlayer("random", seed);
    while (!match.over() || !match.events().empty()) {
      while (!match.events().empty()) {
        const Event event = match.events().pop();
        if (const float pause = CardStage::leadIn(event); pause > 0.f) {
          stage.pause(pause);
          stepAndCheck(stage, model, stats);
        }
        model.apply(event);
        stage.show(event, model);
        ++stats.events;
        stepAndCheck(stage, model, stats);
      }
      if (match.over()) break;
      // Your turn raises your legal cards, as the table does; your move lowers them again.
      StageLook look;
      look.playing = match.game().toAct() == Seat::You && match.game().phase() == Phase::Playing;
      if (look.playing) look.raised = match.view(Seat::You).legal;
      stage.setLook(look);
      stage.settleAll(model, 0.18f);
      stepAndCheck(stage, model, stats);
      REQUIRE_FALSE(playTurn(match, *player));
    }
  }
  // Two sets: 30 deals of 24 cards gathered and dealt, 480 cards played and swept.
  CHECK(stats.flights > 30 * 24 * 3);
  WARN(stats.flights << " flights over " << stats.events << " events");
}

TEST_CASE("CardStage: a tap lands the running animation only (and silences the cards not yet moving)",
          "[table][stage][sound]") {
  Staged staged(5);
  auto [match, model, stage, ears] = std::tie(staged.match, staged.model, staged.stage, staged.ears);
  REQUIRE_FALSE(match.apply({match.game().toAct(), Packets::ThreeTwo}));
  // The first packet flies; the second is still queued when the tap comes.
  std::optional<Event> packet;
  while (!packet) {
    const Event e = match.events().pop();
    model.apply(e);
    stage.show(e, model);
    if (std::holds_alternative<PacketDealt>(e)) packet = e;
  }
  stage.update(frame);
  REQUIRE_FALSE(stage.idle());
  CHECK(ears.heard.size() == 1);  // the first card left the deck
  const std::size_t queued = match.events().size();
  stage.finish();
  stage.update(frame);
  CHECK(ears.heard.size() == 1);  // the others landed without a sound
  CHECK(stage.idle());
  CHECK(match.events().size() == queued);
  for (Card c : std::get<PacketDealt>(*packet).cards) CHECK(stage.sprite(c).getPosition() == stage.rest(model, c).centre);
}

TEST_CASE("CardStage: each event's sound starts with its animation: every dealt card as it leaves the deck",
          "[table][stage][sound]") {
  Staged staged(7);
  auto [match, model, stage, ears] = std::tie(staged.match, staged.model, staged.stage, staged.ears);
  auto player = makePlayer("random", 7);
  std::map<audio::Sound, int> counted;
  int games = 0;
  while (games < 3) {
    while (!match.events().empty()) {
      const Event event = match.events().pop();
      if (const float pause = CardStage::leadIn(event); pause > 0.f) {
        stage.pause(pause);
        while (!stage.idle()) stage.update(frame), ears.clock += frame;
      }
      model.apply(event);
      const std::size_t before = ears.heard.size();
      const float shown = ears.clock;
      stage.show(event, model);
      while (!stage.idle()) stage.update(frame), ears.clock += frame;
      const std::vector<std::pair<audio::Sound, float>> heard(ears.heard.begin() + static_cast<long>(before),
                                                              ears.heard.end());
      const std::optional<audio::Sound> sound = audio::soundOf(event);
      INFO("event " << event.index());
      if (const auto* dealt = std::get_if<PacketDealt>(&event)) {
        // One flick per card, 70 ms apart, the first as the packet starts to move.
        REQUIRE(heard.size() == static_cast<std::size_t>(dealt->cards.size()));
        for (std::size_t i = 0; i < heard.size(); ++i) {
          CHECK(heard[i].first == audio::Sound::Deal);
          CHECK(heard[i].second - shown == Approx(0.07f * static_cast<float>(i)).margin(frame * 1.01f));
        }
      } else if (sound) {
        // One sound, when the event's first card moves or, for a pass or a result, at once.
        REQUIRE(heard.size() == 1);
        CHECK(heard[0].first == *sound);
        CHECK(heard[0].second - shown <= frame * 1.01f);
      } else {
        CHECK(heard.empty());
      }
      for (const auto& h : heard) ++counted[h.first];
      if (std::holds_alternative<GameScored>(event)) ++games;
    }
    if (match.over()) break;
    REQUIRE_FALSE(playTurn(match, *player));
  }
  CHECK(counted[audio::Sound::Deal] >= 3 * 15);
  CHECK(counted[audio::Sound::Pass] >= 1);
  CHECK(counted[audio::Sound::GrassTurn] == 3);
}

TEST_CASE("CardStage: a game passed out shows every hand, then the next deal goes briskly; a tap goes on at once",
          "[table][stage]") {
  // The stage's own time at normal tempo, from the pass-out shown to the next grass lying turned
  // (the next deal playable), the others' thinking aside.
  int measured = 0;
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    Staged staged(seed);
    auto [match, model, stage] = std::tie(staged.match, staged.model, staged.stage);
    auto player = makePlayer("random", seed);
    float clock = 0.f, passedOut = -1.f, dealing = -1.f;
    const auto still = [&] {
      for (int k = 0; k < 60 * 20 && !stage.idle(); ++k) stage.update(frame), clock += frame;
    };
    bool tapped = false;
    for (int moves = 0; moves < 400 && !match.over(); ++moves) {
      while (!match.events().empty()) {
        const Event event = match.events().pop();
        model.apply(event);
        stage.show(event, model);
        if (std::holds_alternative<AllPassed>(event)) passedOut = clock;
        if (std::holds_alternative<GameStarted>(event) && passedOut >= 0.f) dealing = clock;
        // The second pass-out is tapped through: the next event shows at once.
        if (std::holds_alternative<AllPassed>(event) && tapped) {
          stage.finish();
          stage.update(frame);
          CHECK(stage.idle());
        }
        still();
        if (std::holds_alternative<GrassTurned>(event) && passedOut >= 0.f) {
          INFO("seed " << seed << ", tapped " << tapped);
          if (tapped) {
            CHECK(dealing - passedOut <= 2.f * frame);  // the tap went on at once
          } else {
            CHECK(dealing - passedOut >= CardStage::passedOutPause);  // long enough to read ten cards
            CHECK(dealing - passedOut <= CardStage::passedOutPause + 0.5f);
            WARN("seed " << seed << ": hands shown " << dealing - passedOut << " s, dealt " << clock - dealing << " s");
          }
          CHECK(clock - dealing <= 2.5f);  // then the deal, the grass turned
          tapped = true;
          passedOut = -1.f;
          ++measured;
        }
      }
      // Everybody passes in the first game, and in one game out of two after it.
      const bool passing = match.game().phase() == Phase::Bidding && (match.gameNumber() == 1 || match.gameNumber() % 2 == 0);
      if (passing) REQUIRE_FALSE(match.apply({match.game().toAct(), Bid::pass()}));
      else REQUIRE_FALSE(playTurn(match, *player));
    }
  }
  CHECK(measured >= 10);
}
