// The headless subcommands of `bizon`: they never open a window and run with no display.
#pragma once

#include <string>
#include <vector>

namespace bizon {

// Each returns the process exit status; bad usage throws UsageError (exit status 2).
int replayCommand(const std::vector<std::string>& args);    // bizon replay FILE|-
int simulateCommand(const std::vector<std::string>& args);  // bizon simulate --games N --seed S
int arenaCommand(const std::vector<std::string>& args);     // bizon arena --a KIND --b KIND --deals N
int botCommand(const std::vector<std::string>& args);       // bizon bot --level L (bizon-bot-1 on stdin/stdout)
int historyCommand(const std::vector<std::string>& args);   // bizon history list|show|export|import|check|stats
int soundsCommand(const std::vector<std::string>& args);    // bizon sounds export DIR
int cardsCommand(const std::vector<std::string>& args);     // bizon cards list|export DIR [--deck NAME] [--width W]
int analyseCommand(const std::vector<std::string>& args);   // bizon analyse ID [--game N] [--seat S] [--json]
int serveCommand(const std::vector<std::string>& args);     // bizon serve [--listen HOST:PORT] [--max-tables N]
int joinCommand(const std::vector<std::string>& args);      // bizon join HOST:PORT [CODE] --name NAME

}  // namespace bizon
