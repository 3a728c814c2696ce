// The bot protocol bizon-bot-1: views survive the wire, answers are checked, and programs that misbehave never stop an arena.
#include <catch2/catch.hpp>

#include <boost/json.hpp>

#include "Arena.h"
#include "codec/BotProtocolCodec.h"
#include "Deck.h"
#include "ExecPlayer.h"
#include "Game.h"
#include "RandomPlayer.h"

using namespace bizon;

namespace {

// Every decision of random games, as the seat to act sees it.
template <class Visit>
void everyDecision(int games, std::uint64_t seed, Visit visit) {
  for (int g = 0; g < games; ++g) {
    Random random(Random::derive(seed, static_cast<std::uint64_t>(g)));
    Deck deck = orderedDeck();
    shuffleFully(deck, random);
    Game game(seatAt(g % 3), deck);
    RandomPlayer driver(static_cast<std::uint64_t>(g));
    while (game.phase() != Phase::Over) {
      const Seat s = game.toAct();
      const SeatView v = viewOf(game, s);
      visit(v);
      game.apply(driver.decide(v));
    }
  }
}

std::string bot(const std::string& script, const std::string& mode = "") {
  return "exec:python3 '" BIZON_SOURCE_DIR "/" + script + "' " + mode;
}

// `timeout`: a bot's most seconds for an answer.
ArenaResult arenaAgainst(const std::string& kind, int deals, double timeout) {
  ArenaOptions o;
  o.a = kind;
  o.b = "heuristic";
  o.deals = deals;
  o.seed = 5;
  o.botTimeout = timeout;
  return Arena(o).run();
}

int total(const SideSummary& s) { return s.faults[0] + s.faults[1] + s.faults[2] + s.faults[3]; }

}  // namespace

TEST_CASE("R18: a view sent to a bot is read back exactly as the engine gave it, and no more", "[bot]") {
  int views = 0;
  everyDecision(300, 41, [&](const SeatView& view) {
    const PerSeat<int> totals{{3, -5, 6}};
    const std::string wire = decideLine(4, view, totals);
    const auto message = boost::json::parse(wire).as_object();
    INFO(wire);
    const HostMessage read = readHostLine(wire);
    REQUIRE(read.type == HostMessage::Type::Decide);
    INFO(read.error);
    REQUIRE(read.view == view);
    // Nothing hidden travels: the only cards named are the seat's hand, the grass, the ones
    // played and the legal ones (in the hand).
    const auto& v = message.at("view").as_object();
    CHECK(v.at("hand").as_array().size() == static_cast<std::size_t>(view.hand.size()));
    CHECK(message.at("game").as_int64() == 4);
    CHECK(v.at("totals").at("goat").as_int64() == -5);
    ++views;
  });
  CHECK(views > 5000);
}

TEST_CASE("A decide line a bot cannot read is refused, naming the field and the value", "[bot]") {
  auto read = [](const std::string& decision, const std::string& view, const std::string& legal = "[]") {
    return readHostLine(R"({"type":"decide","game":1,"decision":")" + decision + R"(","legal":)" + legal +
                        R"(,"view":)" + view + "}");
  };
  auto errorOf = [&](const std::string& decision, const std::string& view, const std::string& legal = "[]") {
    const HostMessage m = read(decision, view, legal);
    CHECK(m.type == HostMessage::Type::Decide);
    CHECK_FALSE(m.view);
    return m.error;
  };
  const std::string seats = R"("seat":"goat","dealer":"you","hand":["AS","9H"])";
  const std::string bidding = seats + R"(,"packets":[3,2],"grass":"9S")";
  REQUIRE(read("packets", "{" + seats + "}").view);
  REQUIRE(read("bid", "{" + bidding + R"(,"bidding":[],"play":[]})").view);
  CHECK(errorOf("packets", R"({"seat":"ram","dealer":"you","hand":[]})") == "view.seat: ram is not a seat");
  CHECK(errorOf("packets", R"({"seat":"goat","dealer":"you","hand":["AS","1X"]})") == "view.hand: 1X is not a card");
  CHECK(errorOf("bid", "{" + seats + R"(,"packets":[4,1],"grass":"9S","bidding":[],"play":[]})") ==
        "view.packets: [4,1] is not [3,2] or [2,3]");
  CHECK(errorOf("bid", "{" + seats + R"(,"packets":[3,2],"grass":"ZZ","bidding":[],"play":[]})") ==
        "view.grass: ZZ is not a card");
  CHECK(errorOf("bid", "{" + bidding + R"(,"bidding":[{"seat":"ram","bid":"pass"}],"play":[]})") ==
        "bid 0: ram is not a seat");
  CHECK(errorOf("bid", "{" + bidding + R"(,"bidding":[{"seat":"you","bid":"fold"}],"play":[]})") ==
        "bid 0: fold is not pass or eat");
  CHECK(errorOf("play", "{" + bidding + R"(,"bidding":[],"play":[{"seat":"you","card":"AS"}]})") ==
        "view.play: cards played with nobody eating");
  CHECK(errorOf("play", "{" + bidding + R"(,"bidding":[{"seat":"you","bid":"eat"}],"play":[{"seat":"you","card":"ZZ"}]})",
                R"(["AS"])") == "play 0: ZZ is not a card");
  CHECK(errorOf("play", "{" + bidding + R"(,"bidding":[{"seat":"you","bid":"eat"}],"play":[]})", "[]") ==
        "legal: no legal card");
  CHECK(errorOf("fold", "{" + bidding + R"(,"bidding":[],"play":[]})") == "decision: fold is not packets, bid or play");
  CHECK(errorOf("bid", "[]") == "view: [] is not an object");
  CHECK(readHostLine("not json").type == HostMessage::Type::NotAMessage);
  const HostMessage hello = readHostLine(R"({"type":"hello","protocol":"bizon-bot-9"})");
  CHECK(hello.type == HostMessage::Type::Hello);
  CHECK_FALSE(hello.ourProtocol);
  CHECK(readReady(R"({"type":"ready","name":"B"})") == "B");
  CHECK_FALSE(readReady(R"({"type":"error"})"));
}

TEST_CASE("R6, R7, R10, R16: a bot's answer is taken only if it is one of the legal ones", "[bot][R6][R7][R10][R16]") {
  int checked = 0;
  everyDecision(100, 42, [&](const SeatView& view) {
    // The first legal answer is taken, and what the engine would refuse is not.
    switch (view.decision) {
      case Decision::Packets:
        CHECK(std::holds_alternative<Choice>(readAnswer(R"({"type":"packets","packets":[2,3]})", view)));
        CHECK(!std::get<AnswerError>(readAnswer(R"({"type":"packets","packets":[4,1]})", view)).notJson);
        break;
      case Decision::Bid: {
        const std::string grass(1, code(view.grass->suit()));
        const std::string other(1, code(view.grass->suit() == Suit::Spades ? Suit::Hearts : Suit::Spades));
        CHECK(std::get<Bid>(std::get<Choice>(readAnswer(R"({"type":"bid","bid":"pass"})", view))) == Bid::pass());
        if (view.round == 1) {
          CHECK(std::holds_alternative<Choice>(readAnswer(R"({"type":"bid","bid":"eat"})", view)));
          CHECK(std::holds_alternative<Choice>(readAnswer(R"({"type":"bid","bid":"eat","trump":")" + grass + "\"}", view)));
          CHECK(std::holds_alternative<AnswerError>(readAnswer(R"({"type":"bid","bid":"eat","trump":")" + other + "\"}", view)));
        } else {
          CHECK(std::holds_alternative<AnswerError>(readAnswer(R"({"type":"bid","bid":"eat"})", view)));
          CHECK(std::holds_alternative<AnswerError>(readAnswer(R"({"type":"bid","bid":"eat","trump":")" + grass + "\"}", view)));
          CHECK(std::get<Bid>(std::get<Choice>(readAnswer(R"({"type":"bid","bid":"eat","trump":")" + other + "\"}", view))).trump ==
                parseSuit(other));
        }
        break;
      }
      case Decision::Play:
        for (Card c : CardSet::all()) {
          const auto answer = readAnswer(R"({"type":"play","card":")" + code(c) + "\"}", view);
          CHECK(std::holds_alternative<Choice>(answer) == view.legal.contains(c));
        }
        CHECK(std::holds_alternative<AnswerError>(readAnswer(R"({"type":"bid","bid":"pass"})", view)));
        break;
    }
    const auto garbage = readAnswer("this is { not json", view);
    REQUIRE(std::holds_alternative<AnswerError>(garbage));
    CHECK(std::get<AnswerError>(garbage).notJson);
    ++checked;
  });
  CHECK(checked > 1000);
}

TEST_CASE("A bot's command is split as a shell would split it", "[bot]") {
  CHECK(splitCommand("python3 bot.py --level 2") == std::vector<std::string>{"python3", "bot.py", "--level", "2"});
  CHECK(splitCommand("  'my bot'  \"a \\\"b\\\" c\" d\\ e ") == std::vector<std::string>{"my bot", "a \"b\" c", "d e"});
  CHECK(splitCommand("x'y'\"z\"") == std::vector<std::string>{"xyz"});
  CHECK(splitCommand("'' a") == std::vector<std::string>{"", "a"});
  CHECK_THROWS_AS(splitCommand("  "), std::invalid_argument);
  CHECK_THROWS_AS(splitCommand("bot 'open"), std::invalid_argument);
  CHECK_THROWS_AS(splitCommand("bot \"open"), std::invalid_argument);
  CHECK_THROWS_AS(makePlayer("exec:/no/such/program", 1, Chair{}), std::invalid_argument);
}

TEST_CASE("The example bot plays whole arenas over the protocol without a fault", "[bot][arena]") {
  // 2 s an answer: no fault even on a loaded machine or under an emulator, where a quick bot may
  // still be woken late.
  const ArenaResult r = arenaAgainst(bot("ai/bot/example_bot.py"), 3, 2.0);
  CHECK(r.games == 18);
  CHECK(total(r.a) == 0);
  CHECK(total(r.b) == 0);
  // It really decided: it eats with three trumps, which the heuristic player never does alone.
  CHECK(r.a.bizonGames + r.a.otterGames > 0);
}

TEST_CASE("Bots that misbehave leave the arena running to the end, their faults counted by kind", "[bot][arena]") {
  struct Case {
    const char* mode;
    BotFault::Kind kind;
  };
  const auto c = GENERATE(Case{"garbage", BotFault::NotJson}, Case{"illegal", BotFault::Illegal}, Case{"slow", BotFault::Late},
                          Case{"crash", BotFault::Dead}, Case{"mute", BotFault::Dead});
  INFO(c.mode);
  const ArenaResult r = arenaAgainst(bot("tests/ai/bots/bad_bot.py", c.mode), 2, 0.4);
  CHECK(r.games == 12);
  CHECK(r.a.faults[c.kind] > 0);
  CHECK(total(r.a) == r.a.faults[c.kind]);
  CHECK(total(r.b) == 0);
  if (c.kind == BotFault::Dead) CHECK(r.a.faults[c.kind] <= 3);  // once per program (one per seat), never restarted
  // Late at its second decision (and perhaps the next, while its late line is on its way), then
  // in step again: the late line is skipped, never taken for a later answer (no illegal fault).
  if (c.kind == BotFault::Late) CHECK((r.a.faults[c.kind] >= 3 && r.a.faults[c.kind] <= 9));
}
