#include "ExecPlayer.h"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <stdexcept>
#include <sys/socket.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

extern char** environ;

namespace bizon {

std::vector<std::string> splitCommand(std::string_view command) {
  std::vector<std::string> words;
  std::string word;
  bool inWord = false;
  for (std::size_t i = 0; i < command.size(); ++i) {
    const char c = command[i];
    if (c == ' ' || c == '\t' || c == '\n') {
      if (inWord) words.push_back(std::move(word)), word.clear(), inWord = false;
    } else if (c == '\'') {
      const auto close = command.find('\'', i + 1);
      if (close == std::string_view::npos) throw std::invalid_argument("unclosed ' in command: " + std::string(command));
      word += command.substr(i + 1, close - i - 1);
      i = close;
      inWord = true;
    } else if (c == '"') {
      for (++i;; ++i) {
        if (i >= command.size()) throw std::invalid_argument("unclosed \" in command: " + std::string(command));
        if (command[i] == '"') break;
        // Inside double quotes a backslash escapes only these, as in sh.
        if (command[i] == '\\' && i + 1 < command.size() && std::string_view("\"\\$`\n").find(command[i + 1]) != std::string_view::npos) ++i;
        word += command[i];
      }
      inWord = true;
    } else if (c == '\\') {
      if (i + 1 < command.size()) word += command[++i];
      inWord = true;
    } else {
      word += c;
      inWord = true;
    }
  }
  if (inWord) words.push_back(std::move(word));
  if (words.empty()) throw std::invalid_argument("empty bot command");
  return words;
}

std::string_view code(BotFault::Kind kind) {
  switch (kind) {
    case BotFault::Late: return "late";
    case BotFault::Illegal: return "illegal";
    case BotFault::NotJson: return "not_json";
    case BotFault::Dead: return "dead";
  }
  return "dead";
}

ExecPlayer::ExecPlayer(std::string_view command, const Chair& chair, std::unique_ptr<Player> fallback)
    : chair_(chair), fallback_(std::move(fallback)) {
  const std::vector<std::string> words = splitCommand(command);
  std::vector<char*> argv;
  for (const std::string& w : words) argv.push_back(const_cast<char*>(w.c_str()));
  argv.push_back(nullptr);
  // One socket for both directions: a write to a program that died fails with EPIPE instead of
  // raising SIGPIPE in the host (MSG_NOSIGNAL), which a pipe cannot offer.
  int ends[2];
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, ends) != 0)
    throw std::invalid_argument(std::string("cannot make a socket for the bot: ") + std::strerror(errno));
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, ends[1], 0);
  posix_spawn_file_actions_adddup2(&actions, ends[1], 1);
  if (!chair_.botLog) posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
  const int error = posix_spawnp(&pid_, words[0].c_str(), &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  close(ends[1]);
  if (error != 0) {
    close(ends[0]);
    pid_ = -1;
    throw std::invalid_argument("cannot start bot " + words[0] + ": " + std::strerror(error));
  }
  socket_ = ends[0];
}

ExecPlayer::~ExecPlayer() {
  if (pid_ > 0) send(byeLine());
  stop();
}

void ExecPlayer::stop() {
  if (socket_ >= 0) close(socket_), socket_ = -1;
  if (pid_ <= 0) return;
  // A short grace to exit on its own after bye or the closed socket, then it is ended.
  for (int i = 0; i < 50; ++i) {
    if (waitpid(pid_, nullptr, WNOHANG) == pid_) {
      pid_ = -1;
      return;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(4));
  }
  kill(pid_, SIGKILL);
  waitpid(pid_, nullptr, 0);
  pid_ = -1;
}

void ExecPlayer::fault(BotFault::Kind kind, std::string detail) {
  faults_.push_back({kind, std::move(detail)});
  if (kind == BotFault::Dead) stop();
}

std::vector<BotFault> ExecPlayer::takeFaults() { return std::exchange(faults_, {}); }

bool ExecPlayer::send(const std::string& line) {
  const std::string out = line + "\n";
  std::size_t sent = 0;
  while (sent < out.size()) {
    const ssize_t n = ::send(socket_, out.data() + sent, out.size() - sent, MSG_NOSIGNAL);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    sent += static_cast<std::size_t>(n);
  }
  return true;
}

ExecPlayer::Read ExecPlayer::readLine(Clock::time_point deadline, std::string& line) {
  for (;;) {
    if (const auto end = buffer_.find('\n'); end != std::string::npos) {
      line = buffer_.substr(0, end);
      buffer_.erase(0, end + 1);
      return Read::Line;
    }
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
    if (left <= 0) return Read::Late;
    pollfd p{socket_, POLLIN, 0};
    const int ready = poll(&p, 1, static_cast<int>(left));
    if (ready < 0 && errno == EINTR) continue;
    if (ready == 0) return Read::Late;
    char chunk[4096];
    const ssize_t n = recv(socket_, chunk, sizeof chunk, 0);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return Read::Closed;
    buffer_.append(chunk, static_cast<std::size_t>(n));
  }
}

bool ExecPlayer::greet() {
  // Starting a program (an interpreter, say) may take longer than an answer.
  const double seconds = std::max(chair_.botTimeout, 5.0);
  const auto deadline = Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
  if (!send(helloLine(chair_.seat, chair_.fullShuffle, chair_.games))) {
    fault(BotFault::Dead, "it stopped before hello");
    return false;
  }
  std::string line;
  switch (readLine(deadline, line)) {
    case Read::Late: fault(BotFault::Dead, "no answer to hello in time"); return false;
    case Read::Closed: fault(BotFault::Dead, "it stopped before answering hello"); return false;
    case Read::Line: break;
  }
  const auto name = readReady(line);
  if (!name) {
    fault(BotFault::Dead, "did not answer hello with ready: " + line.substr(0, 80));
    return false;
  }
  if (!name->empty()) name_ = *name;
  greeted_ = true;
  return true;
}

std::optional<Choice> ExecPlayer::ask(const SeatView& view) {
  if (pid_ <= 0) return std::nullopt;  // dead: reported once already
  if (!greeted_ && !greet()) return std::nullopt;
  const auto deadline = Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(chair_.botTimeout));
  if (!send(decideLine(game_, view, totals_))) {
    fault(BotFault::Dead, "it stopped");
    return std::nullopt;
  }
  std::string line;
  for (;;) {
    switch (readLine(deadline, line)) {
      case Read::Late:
        ++unanswered_;
        fault(BotFault::Late, "no answer within " + std::to_string(chair_.botTimeout) + " s");
        return std::nullopt;
      case Read::Closed: fault(BotFault::Dead, "it stopped"); return std::nullopt;
      case Read::Line: break;
    }
    if (unanswered_ == 0) break;
    --unanswered_;  // a late answer to an earlier decision
  }
  auto answer = readAnswer(line, view);
  if (auto* error = std::get_if<AnswerError>(&answer)) {
    fault(error->notJson ? BotFault::NotJson : BotFault::Illegal, error->reason);
    return std::nullopt;
  }
  return std::get<Choice>(answer);
}

Packets ExecPlayer::choosePackets(const SeatView& view) {
  if (const auto c = ask(view)) return std::get<Packets>(*c);
  return *fallback_->decide(view).packets();
}

Bid ExecPlayer::bid(const SeatView& view) {
  if (const auto c = ask(view)) return std::get<Bid>(*c);
  return *fallback_->decide(view).bid();
}

Card ExecPlayer::play(const SeatView& view) {
  if (const auto c = ask(view)) return std::get<Card>(*c);
  return *fallback_->decide(view).card();
}

void ExecPlayer::gameOver(const Score& score) {
  fallback_->gameOver(score);
  if (pid_ > 0 && greeted_ && !send(gameOverLine(game_, score))) fault(BotFault::Dead, "it stopped");
  for (Seat s : allSeats) totals_[s] += score.sp[s];
  ++game_;
}

}  // namespace bizon
