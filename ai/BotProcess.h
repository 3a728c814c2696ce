// A bot's program as a process: started with its standard input and output connected to Bizon, lines sent, bytes received within a deadline, stopped. One file per system (BotProcessPosix.cpp, BotProcessWindows.cpp).
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace bizon {

class BotProcess {
 public:
  using Clock = std::chrono::steady_clock;
  // Starts words[0] (found on PATH) with the other words as its arguments; its standard error
  // goes to Bizon's when keepErrors, else nowhere. Throws std::invalid_argument if it cannot start.
  BotProcess(const std::vector<std::string>& words, bool keepErrors);
  // Stops it (stop()).
  ~BotProcess();
  BotProcess(const BotProcess&) = delete;
  BotProcess& operator=(const BotProcess&) = delete;

  // Writes all the bytes to its input: false if it cannot take them (it ended, or closed its
  // input). Never a signal, never an exception.
  bool send(std::string_view bytes);
  // Waits until it writes something, closes its output, or the deadline passes: appends what it
  // wrote to `into`.
  enum class Received : std::uint8_t { Bytes, Late, Closed };
  Received receive(Clock::time_point deadline, std::string& into);
  // Closes its input and output, gives it a short grace to end on its own, then ends it. Once
  // stopped, running() is false.
  void stop();
  bool running() const;

 private:
  struct System;  // the system's handles: a process id and a socket, or Windows' handles
  std::unique_ptr<System> system_;
};

}  // namespace bizon
