// `bizon`: opens the table, or runs one of the headless subcommands (replay, simulate, …).
#include <algorithm>
#include <exception>
#include <iostream>
#include <string>
#include <vector>

#include "Console.h"
#include "Launch.h"
#include "cli/Arguments.h"
#include "cli/Commands.h"
#include "cli/Output.h"
#include "codec/TableProtocolCodec.h"
#include "hooks/Moment.h"

namespace {

constexpr const char* usage = R"(Usage: bizon [COMMAND] [OPTIONS]

Bizon, the three-player Belgian trick-taking card game. With no command, opens the table.

Commands (headless, they never open a window):
  replay FILE|-                 check one game record and print its result as JSON
  simulate [--games N] [--seed S] [--players KIND[,KIND,KIND]] [--shuffle light|full] [--out FILE] [--save]
                                play games between computer players, print a summary,
                                and write the records as JSON Lines to FILE
                                --save: also store each finished set in the history
  arena [--a KIND] [--b KIND] [--deals N] [--seed S] [--threads T] [--bot-timeout SECONDS] [--json]
                                play the same deals in every seating between two kinds of
                                player and report A against B with a paired 95% interval;
                                a KIND exec:COMMAND is a program speaking bizon-bot-1;
                                cheat and cheat-hands see hidden cards (upper bounds)
  bot [--level easy|normal|hard] [--seed S]
                                serve a built-in player over the bot protocol bizon-bot-1
                                on standard input and output
  serve [--listen HOST:PORT] [--max-tables N] [--max-per-address N] [--idle SECONDS] [--upnp]
        [--tls-cert FILE --tls-key FILE]
                                run a table server for friends (bizon-table-1, JSON Lines over
                                TLS; default 0.0.0.0:{port}) until SIGINT or SIGTERM, its log on
                                standard error; --upnp asks the home router to forward the port
                                for as long as it runs (UPnP) and logs the answer; it keeps
                                its tables and their sets in the data directory and resumes
                                them when started again; a move is told to the players only
                                once it is saved. A table nobody is at for SECONDS (600) is
                                forgotten, or, its set in play, kept on disk for its players.
                                Without --tls-cert it makes its own certificate on its first
                                start (kept in the data directory's tls/) and prints its
                                fingerprint, which invitation links carry; plain connections
                                are taken from this computer and the local network only
  join LINK|HOST:PORT [CODE] --name NAME [--player KIND] [--people N] [--level L] [--grace S]
       [--shuffle light|full] [--plain]
                                play a seat at a table server with a computer player (KIND:
                                a built-in kind, or exec:COMMAND for a bizon-bot-1 program);
                                LINK is an invitation, bizon://HOST:PORT/CODE#FINGERPRINT, whose
                                certificate is checked; without one, the server's certificate
                                is pinned on the first visit (said) and checked at the next;
                                --plain: no TLS, to this computer or the local network only;
                                without CODE create a table, print "table CODE" first (then
                                "invitation LINK", the link for friends, over TLS), and
                                start once N chairs hold people (Goat and Sheep at level L in
                                the others; a dropped seat is held S seconds); run it again to
                                take the chair back; at the end keep the set in the history
                                and print a JSON summary
  history list [--json]         the stored sets: date, games, each seat's SP, winner
  history show ID               one set as JSON: metadata, scoresheet, game records
  history export ID FILE|-      write one set's file (to import elsewhere)
  history import FILE           add an exported set to the history
  history check                 check every set file; exit status 1 if one is bad
  history stats [--origin played|simulated|all] [--json]
                                sets won, SP per game, Bizon record, best and worst set
                                (the history lives in $BIZON_DATA_DIR, else
                                $XDG_DATA_HOME/bizon, else ~/.local/share/bizon)
  sounds export DIR             write each of the game's sounds to DIR as a 16-bit WAV
  cards list                    the card decks found: name, title, file (Aisleriot's in
                                /usr/share/aisleriot/cards, KDE's in /usr/share/carddecks,
                                yours: SVG or SVGZ files in the data directory's decks/)
  cards export DIR [--deck NAME] [--width W]
                                write the deck's 24 cards (AS.png, TC.png, 9H.png …) and
                                back.png to DIR, W pixels wide (120), as the table draws them
  analyse ID [--game N] [--seat S] [--json] [--workers W]
                                judge every decision of a seat (you by default) in a stored
                                set: each option's expected SP from what the seat knew, the
                                exact value with every hand known, cost and mark; --json
                                prints one object per game (JSON Lines)
Table options (no command):
  bizon://HOST:PORT/CODE#FINGERPRINT
                                an invitation to a friends' table: opens the Join screen with
                                it filled in (the desktop opens such links with Bizon)
  --seed S                      deal a reproducible set
  --size WxH                    open the window at that size
  --screenshot FILE --at MOMENT play with AIs in every seat to MOMENT, save a PNG of the
                                window and exit; MOMENT is one of:
                                )";

// After the moments --at takes (hooks/Moment.h lists them).
constexpr const char* usageEnd = R"(
  --learn                       open Learn to play: the lessons, where they were left
  --frame-stats SECONDS         let the AIs play, then print frame times (and the coach's
                                notes and their latency) as JSON and exit
  --autopilot KIND              the player of your seat for --screenshot and --frame-stats
                                (hard; random, which makes mistakes, for --at coach and coach-end)
  --targets FILE                keep the clickable points of the moment in FILE (tests)
  --goat KIND, --sheep KIND     who sits in that chair: easy, normal, hard, or exec:COMMAND, a
                                program speaking the bot protocol (kept in the settings)
  --deck NAME                   the cards' deck (kept in the settings): a name from
                                `bizon cards list`, e.g. paris (the default when
                                gnome-cards-data is installed) or painted (Bizon's own)
Options:
  --help                        show this help
  --version                     show the version
)";

// The usage's lines of one command (its entries and their continuation lines): `bizon COMMAND
// --help` reads the same text as `bizon --help`.
std::string commandUsage(const std::string& command) {
  const std::string text = usage;
  const std::string head = "  " + command + " ";
  std::string out;
  bool in = false;
  for (std::size_t at = 0, end; at < text.size(); at = end + 1) {
    end = text.find('\n', at);
    if (end == std::string::npos) end = text.size();
    const std::string line = text.substr(at, end - at);
    if (line.starts_with(head)) in = true;
    else if (!line.starts_with("   ")) in = false;
    if (in) out += line + "\n";
  }
  return out;
}

int run(const std::vector<std::string>& words) {
  try {
    if (words.empty() || bizon::isTableOption(words[0])) return bizon::runTable(words);
    const std::string command = words[0];
    const std::vector<std::string> rest(words.begin() + 1, words.end());
    if (command == "--help" || command == "-h" || command == "help") {
      std::string text = usage;
      text.replace(text.find("{port}"), 6, std::to_string(bizon::tablePort));
      std::cout << text << bizon::hooks::momentList(true, 32) << usageEnd;
      return 0;
    }
    if (std::find(rest.begin(), rest.end(), "--help") != rest.end() || std::find(rest.begin(), rest.end(), "-h") != rest.end()) {
      std::string text = commandUsage(command == "analyze" ? "analyse" : command);
      if (text.empty()) throw bizon::UsageError("unknown command " + command);
      const auto port = text.find("{port}");
      if (port != std::string::npos) text.replace(port, 6, std::to_string(bizon::tablePort));
      std::cout << "Usage: bizon\n" << text;
      return 0;
    }
    if (command == "--version") {
      std::cout << "bizon " << BIZON_VERSION << "\n";
      return 0;
    }
    if (command == "replay") return bizon::replayCommand(rest);
    if (command == "simulate") return bizon::simulateCommand(rest);
    if (command == "arena") return bizon::arenaCommand(rest);
    if (command == "history") return bizon::historyCommand(rest);
    if (command == "sounds") return bizon::soundsCommand(rest);
    if (command == "cards") return bizon::cardsCommand(rest);
    if (command == "analyse" || command == "analyze") return bizon::analyseCommand(rest);
    if (command == "bot") return bizon::botCommand(rest);
    if (command == "serve") return bizon::serveCommand(rest);
    if (command == "join") return bizon::joinCommand(rest);
    throw bizon::UsageError("unknown command " + command);
  } catch (const bizon::UsageError& e) {
    std::cerr << "bizon: " << bizon::terminalSafe(e.what()) << " (see bizon --help)\n";
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "bizon: " << bizon::terminalSafe(e.what()) << "\n";
    return 1;
  }
}

}  // namespace

int main(int argc, char** argv) {
  bizon::useParentConsole();
  bizon::stopWhenConsoleCloses();
  // Whatever the command, output that could not be written is a failure (exit status 1).
  return bizon::checkedOutput(run(std::vector<std::string>(argv + 1, argv + argc)));
}
