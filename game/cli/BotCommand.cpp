// `bizon bot --level L`: serves a built-in player over the bot protocol bizon-bot-1 on stdin and stdout.
#include <iostream>
#include <stdexcept>
#include <string>

#include "Arguments.h"
#include "codec/BotProtocolCodec.h"
#include "Commands.h"
#include "Player.h"

namespace bizon {

namespace {

void answer(const std::string& line) { std::cout << line << '\n' << std::flush; }

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
  for (Seat s : allSeats) players[static_cast<std::size_t>(index(s))] = makePlayer(level, seeds::builtInPlayer(seed, s));
  std::string line;
  while (std::getline(std::cin, line)) {
    const HostMessage message = readHostLine(line);
    if (message.type == HostMessage::Type::NotAMessage) {
      std::cerr << "bizon bot: ignoring a line that is not a message: " << line.substr(0, 80) << '\n';
      continue;
    }
    if (message.type == HostMessage::Type::Hello) {
      if (!message.ourProtocol) {
        answer(errorLine("this bot speaks " + std::string(botProtocol)));
        return 1;
      }
      answer(readyLine("Bizon " + level + " " BIZON_VERSION));
    } else if (message.type == HostMessage::Type::Decide) {
      if (!message.view) {
        // Still one line for the decision, so that the host stays in step.
        answer(errorLine("cannot read the decision: " + message.error));
        continue;
      }
      const SeatView& view = *message.view;
      answer(answerLine(players[static_cast<std::size_t>(index(view.seat))]->decide(view).choice()));
    } else if (message.type == HostMessage::Type::Bye) {
      return 0;
    }
  }
  return 0;
}

}  // namespace bizon
