// `bizon join`: a headless player at a table server: creates or joins a table, plays its seat, keeps the set and prints a summary.
#include <iostream>

#include "Arguments.h"
#include "Commands.h"
#include "Output.h"
#include "Player.h"
#include "codec/JsonOut.h"
#include "files/DataDirectory.h"
#include "server/HostedServer.h"
#include "server/Invitation.h"
#include "TablePlayer.h"

namespace bizon {

int joinCommand(const std::vector<std::string>& args) {
  Arguments arguments(args, {"--name", "--player", "--people", "--level", "--grace", "--shuffle"}, {"--plain"});
  const auto& words = arguments.positional();
  if (words.empty() || words.size() > 2) throw UsageError("join takes an invitation link, or HOST:PORT and perhaps a table's CODE");
  ClientOptions options;
  if (words[0].starts_with("bizon:")) {
    const auto invitation = readInvitation(words[0]);
    if (!invitation || words.size() > 1) throw UsageError("not an invitation link (bizon://HOST:PORT/CODE#FINGERPRINT): " + words[0]);
    options.host = invitation->host, options.port = invitation->port, options.code = invitation->code;
    options.fingerprint = invitation->fingerprint;
  } else {
    const auto address = splitAddress(words[0]);
    if (!address) throw UsageError("join takes HOST:PORT");
    std::tie(options.host, options.port) = *address;
    if (words.size() == 2) options.code = words[1];
  }
  options.plain = arguments.has("--plain");
  if (options.plain && !options.fingerprint.empty()) throw UsageError("an invitation link is for TLS: leave out --plain");
  options.name = arguments.text("--name").value_or("");
  if (options.name.empty()) throw UsageError("join needs --name NAME");
  options.kind = arguments.text("--player").value_or("hard");
  if (!options.kind.starts_with("exec:") && !makePlayer(options.kind, 0)) throw UsageError("unknown player kind " + options.kind);
  options.people = static_cast<int>(arguments.number("--people", 1, 1, 3));
  const auto level = parseAiLevel(arguments.text("--level").value_or("hard"));
  if (!level) throw UsageError("--level takes easy, normal or hard");
  options.level = *level;
  options.grace = static_cast<int>(arguments.number("--grace", 60, 0, 600));
  const auto shuffle = arguments.text("--shuffle").value_or("light");
  if (shuffle != "light" && shuffle != "full") throw UsageError("--shuffle takes light or full");
  options.shuffle = shuffle == "full" ? Shuffle::Full : Shuffle::Light;
  options.dataDirectory = dataDirectory();

  const ClientResult result = playAtTable(options, [](const std::string& line) { std::cout << terminalSafe(line) << std::endl; });
  JsonOut names = JsonOut::object(), totals = JsonOut::object();
  for (Seat s : allSeats) {
    names.set(code(s), result.names[s]);
    totals.set(code(s), result.totals[s]);
  }
  std::cout << JsonOut{{"code", result.code}, {"seat", code(result.seat)}, {"set", result.setId}, {"names", names}, {"totals", totals}}.text()
            << std::endl;
  return 0;
}

}  // namespace bizon
