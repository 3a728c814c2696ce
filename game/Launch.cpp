#include "Launch.h"

#include <iostream>
#include <set>
#include <stdexcept>

#include "App.h"
#include "ExecPlayer.h"
#include "Player.h"
#include "hooks/Moment.h"

namespace bizon {

namespace {

const std::set<std::string> valueOptions{"--seed", "--size", "--screenshot", "--at", "--frame-stats",
                                         "--targets", "--goat", "--sheep", "--deck", "--autopilot"};
const std::set<std::string> flagOptions{"--learn"};
}  // namespace

// An invitation link (bizon://…) opens the window on the Join screen.
bool isTableOption(const std::string& word) {
  return valueOptions.contains(word) || flagOptions.contains(word) || word.starts_with("bizon:");
}

int runTable(const std::vector<std::string>& args) {
  AppOptions options;
  options.hooks.launched = std::chrono::steady_clock::now();
  try {
    for (std::size_t i = 0; i < args.size(); ++i) {
      const std::string& flag = args[i];
      if (flag == "--learn") {
        options.learn = true;
        continue;
      }
      if (flag.starts_with("bizon:")) {
        options.invitation = flag;
        continue;
      }
      if (!valueOptions.contains(flag)) throw std::invalid_argument("unknown option " + flag);
      if (i + 1 >= args.size()) throw std::invalid_argument(flag + " needs a value");
      const std::string value = args[++i];
      if (flag == "--seed") options.seed = std::stoull(value);
      if (flag == "--size") {
        const auto x = value.find('x');
        if (x == std::string::npos) throw std::invalid_argument("--size takes WIDTHxHEIGHT, e.g. 1280x720");
        options.width = static_cast<unsigned>(std::stoul(value.substr(0, x)));
        options.height = static_cast<unsigned>(std::stoul(value.substr(x + 1)));
        if (options.width < 320 || options.height < 320 || options.width > 8000 || options.height > 8000)
          throw std::invalid_argument("--size must be between 320x320 and 8000x8000");
      }
      if (flag == "--screenshot") options.hooks.screenshot = value;
      if (flag == "--at") {
        options.hooks.at = hooks::parseMoment(value);
        if (!options.hooks.at) throw std::invalid_argument("--at takes one of " + hooks::momentList());
      }
      if (flag == "--frame-stats") options.hooks.frameStats = std::stod(value);
      if (flag == "--targets") options.hooks.targets = value;
      if (flag == "--autopilot") {
        if (!makePlayer(value, 0)) throw std::invalid_argument("--autopilot takes a kind of player: random, heuristic, normal, hard …");
        options.hooks.autopilot = value;
      }
      if (flag == "--deck") options.deck = value;
      if (flag == "--goat" || flag == "--sheep") {
        // A level, or a program: its command must at least split (it is started at the table).
        if (value.starts_with("exec:")) splitCommand(value.substr(5));
        else if (!parseAiLevel(value))
          throw std::invalid_argument(flag + " takes easy, normal, hard or exec:COMMAND");
        (flag == "--goat" ? options.goat : options.sheep) = value;
      }
    }
    if (!options.hooks.screenshot.empty() && !options.hooks.at) throw std::invalid_argument("--screenshot needs --at MOMENT");
  } catch (const std::logic_error& e) {
    std::cerr << "bizon: " << e.what() << " (see bizon --help)\n";
    return 2;
  }
  try {
    App app(options);
    return app.run();
  } catch (const std::exception& e) {
    std::cerr << "bizon: " << e.what() << "\n";
    return 1;
  }
}

}  // namespace bizon
