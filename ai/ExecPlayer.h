// A player that is another program: it speaks bizon-bot-1 on its stdin and stdout (docs/bot-protocol.md).
#pragma once

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "BotProcess.h"
#include "codec/BotProtocolCodec.h"
#include "Player.h"

namespace bizon {

// Splits a command line as a POSIX shell would: words apart by blanks, 'single' and "double"
// quotes, backslash escapes; nothing is expanded. Throws std::invalid_argument for an unclosed
// quote or an empty command.
std::vector<std::string> splitCommand(std::string_view command);

// Starts the program at once and greets it at the first decision (so that a host never waits on
// it outside a decision). Each answer must come within the chair's time limit, be JSON and be one
// of the legal answers; otherwise the fallback player (the chair's level) decides, the fault is
// kept for takeFaults(), and the decision goes on. A program that dies, closes its output, or
// does not answer hello in time (the time limit, but at least 5 s to start) is stopped and never
// asked again. Like every player, it is used by one thread at a time.
class ExecPlayer : public Player {
 public:
  // Throws std::invalid_argument if the command cannot be split or the program started.
  ExecPlayer(std::string_view command, const Chair& chair, std::unique_ptr<Player> fallback);
  ~ExecPlayer() override;
  ExecPlayer(const ExecPlayer&) = delete;
  ExecPlayer& operator=(const ExecPlayer&) = delete;

  void gameOver(const Score& score) override;
  std::vector<BotFault> takeFaults() override;

  // The name the program gave in `ready`, empty until then.
  const std::string& name() const { return name_; }
  bool alive() const { return process_.running(); }

 private:
  // The answers decide() gives, one per kind of decision.
  Packets choosePackets(const SeatView& view) override;
  Bid bid(const SeatView& view) override;
  Card play(const SeatView& view) override;
  using Clock = std::chrono::steady_clock;
  // The program's choice for the view, or nothing (the fault recorded) if it failed.
  std::optional<Choice> ask(const SeatView& view);
  bool greet();
  bool send(const std::string& line);
  // The next line within the deadline: nothing on time-out (Late) or end of output (Dead).
  enum class Read { Line, Late, Closed };
  Read readLine(Clock::time_point deadline, std::string& line);
  void fault(BotFault::Kind kind, std::string detail);

  Chair chair_;
  std::unique_ptr<Player> fallback_;
  BotProcess process_;
  bool greeted_ = false;
  int unanswered_ = 0;  // answers still owed to decisions that timed out: read and thrown away
  std::string buffer_;
  std::string name_;
  int game_ = 1;
  PerSeat<int> totals_{};
  std::vector<BotFault> faults_;
};

}  // namespace bizon
