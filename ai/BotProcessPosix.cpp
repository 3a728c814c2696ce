// A bot's program on POSIX systems: posix_spawnp, one socket for both directions, poll, waitpid.
#include "BotProcess.h"

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

struct BotProcess::System {
  pid_t pid = -1;
  int socket = -1;
};

BotProcess::BotProcess(const std::vector<std::string>& words, bool keepErrors) : system_(std::make_unique<System>()) {
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
  if (!keepErrors) posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
  const int error = posix_spawnp(&system_->pid, words[0].c_str(), &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  close(ends[1]);
  if (error != 0) {
    close(ends[0]);
    system_->pid = -1;
    throw std::invalid_argument("cannot start bot " + words[0] + ": " + std::strerror(error));
  }
  system_->socket = ends[0];
}

BotProcess::~BotProcess() { stop(); }

bool BotProcess::running() const { return system_->pid > 0; }

void BotProcess::stop() {
  System& s = *system_;
  if (s.socket >= 0) close(s.socket), s.socket = -1;
  if (s.pid <= 0) return;
  // A short grace to exit on its own after bye or the closed socket, then it is ended.
  for (int i = 0; i < 50; ++i) {
    if (waitpid(s.pid, nullptr, WNOHANG) == s.pid) {
      s.pid = -1;
      return;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(4));
  }
  kill(s.pid, SIGKILL);
  waitpid(s.pid, nullptr, 0);
  s.pid = -1;
}

bool BotProcess::send(std::string_view bytes) {
  std::size_t sent = 0;
  while (sent < bytes.size()) {
    const ssize_t n = ::send(system_->socket, bytes.data() + sent, bytes.size() - sent, MSG_NOSIGNAL);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    sent += static_cast<std::size_t>(n);
  }
  return true;
}

BotProcess::Received BotProcess::receive(Clock::time_point deadline, std::string& into) {
  for (;;) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
    if (left <= 0) return Received::Late;
    pollfd p{system_->socket, POLLIN, 0};
    const int ready = poll(&p, 1, static_cast<int>(left));
    if (ready < 0 && errno == EINTR) continue;
    if (ready == 0) return Received::Late;
    char chunk[4096];
    const ssize_t n = recv(system_->socket, chunk, sizeof chunk, 0);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return Received::Closed;
    into.append(chunk, static_cast<std::size_t>(n));
    return Received::Bytes;
  }
}

}  // namespace bizon
