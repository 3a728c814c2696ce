#include "ExecPlayer.h"

#include <algorithm>
#include <stdexcept>

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
    : chair_(chair), fallback_(std::move(fallback)), process_(splitCommand(command), chair_.botLog) {}

ExecPlayer::~ExecPlayer() {
  if (process_.running()) send(byeLine());
}

void ExecPlayer::fault(BotFault::Kind kind, std::string detail) {
  faults_.push_back({kind, std::move(detail)});
  if (kind == BotFault::Dead) process_.stop();
}

std::vector<BotFault> ExecPlayer::takeFaults() { return std::exchange(faults_, {}); }

bool ExecPlayer::send(const std::string& line) { return process_.send(line + "\n"); }

ExecPlayer::Read ExecPlayer::readLine(Clock::time_point deadline, std::string& line) {
  for (;;) {
    if (const auto end = buffer_.find('\n'); end != std::string::npos) {
      line = buffer_.substr(0, end);
      buffer_.erase(0, end + 1);
      return Read::Line;
    }
    switch (process_.receive(deadline, buffer_)) {
      case BotProcess::Received::Bytes: break;
      case BotProcess::Received::Late: return Read::Late;
      case BotProcess::Received::Closed: return Read::Closed;
    }
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
  if (!process_.running()) return std::nullopt;  // dead: reported once already
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
  if (process_.running() && greeted_ && !send(gameOverLine(game_, score))) fault(BotFault::Dead, "it stopped");
  for (Seat s : allSeats) totals_[s] += score.sp[s];
  ++game_;
}

}  // namespace bizon
