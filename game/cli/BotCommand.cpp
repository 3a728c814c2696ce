// `bizon bot --level L`: serves a built-in player over the bot protocol bizon-bot-1 on stdin and stdout.
#include <boost/json.hpp>
#include <iostream>
#include <stdexcept>
#include <string>

#include "Arguments.h"
#include "BotProtocol.h"
#include "Commands.h"
#include "Player.h"

namespace bizon {

namespace {

void answer(const boost::json::object& message) {
  std::cout << boost::json::serialize(message) << '\n' << std::flush;
}

}  // namespace

int botCommand(const std::vector<std::string>& args) {
  Arguments arguments(args, {"--level", "--seed"});
  if (!arguments.positional().empty()) throw UsageError("unexpected word " + arguments.positional()[0]);
  const std::string level = arguments.text("--level").value_or("hard");
  const auto seed = static_cast<std::uint64_t>(arguments.number("--seed", 1, 0, INT64_MAX));
  if (level.starts_with("exec:") || !makePlayer(level, 0)) throw UsageError("unknown level " + level);
  // One player per seat it may be asked about, seeded as the arena seeds its seats. The built-in
  // players decide from the view alone, so game_over needs nothing of them.
  std::array<std::unique_ptr<Player>, 3> players;
  for (Seat s : allSeats) players[static_cast<std::size_t>(index(s))] = makePlayer(level, Random::derive(seed, 1000 + static_cast<std::uint64_t>(index(s))));
  std::string line;
  while (std::getline(std::cin, line)) {
    boost::json::error_code ec;
    const boost::json::value message = boost::json::parse(line, ec);
    const auto* m = ec ? nullptr : message.if_object();
    const auto* type = m ? m->if_contains("type") : nullptr;
    if (!type || !type->is_string()) {
      std::cerr << "bizon bot: ignoring a line that is not a message: " << line.substr(0, 80) << '\n';
      continue;
    }
    const std::string_view t = type->get_string();
    if (t == "hello") {
      const auto* protocol = m->if_contains("protocol");
      if (!protocol || !protocol->is_string() || protocol->get_string() != botProtocol) {
        answer({{"type", "error"}, {"message", "this bot speaks " + std::string(botProtocol)}});
        return 1;
      }
      answer({{"type", "ready"}, {"name", "Bizon " + level + " " BIZON_VERSION}});
    } else if (t == "decide") {
      try {
        const SeatView view = viewFromDecide(*m);
        answer(answerMessage(players[static_cast<std::size_t>(index(view.seat))]->decide(view).choice));
      } catch (const std::invalid_argument& e) {
        // Still one line for the decision, so that the host stays in step.
        answer({{"type", "error"}, {"message", std::string("cannot read the decision: ") + e.what()}});
      }
    } else if (t == "bye") {
      return 0;
    }
  }
  return 0;
}

}  // namespace bizon
