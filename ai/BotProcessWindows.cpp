// A bot's program on Windows: CreateProcessW with pipes for its standard input and output, waits on
// the process and the pipe, TerminateProcess after a grace.
#include "BotProcess.h"

#include <algorithm>
#include <stdexcept>
#include <string>
#include <system_error>

#define WIN32_LEAN_AND_MEAN
#include <windows.h>

namespace bizon {

namespace {

std::wstring wide(std::string_view utf8) {
  if (utf8.empty()) return {};
  const int n = MultiByteToWideChar(CP_UTF8, 0, utf8.data(), static_cast<int>(utf8.size()), nullptr, 0);
  std::wstring out(static_cast<std::size_t>(n), L'\0');
  MultiByteToWideChar(CP_UTF8, 0, utf8.data(), static_cast<int>(utf8.size()), out.data(), n);
  return out;
}

// One argument quoted as the C runtime's parser (CommandLineToArgvW) reads it back.
void appendQuoted(std::wstring& line, const std::wstring& word) {
  if (!word.empty() && word.find_first_of(L" \t\n\v\"") == std::wstring::npos) {
    line += word;
    return;
  }
  line += L'"';
  std::size_t backslashes = 0;
  for (const wchar_t c : word) {
    if (c == L'\\') {
      ++backslashes;
      continue;
    }
    // Backslashes before a quote are doubled, and the quote escaped.
    line.append(c == L'"' ? backslashes * 2 + 1 : backslashes, L'\\');
    backslashes = 0;
    line += c;
  }
  line.append(backslashes * 2, L'\\');  // before the closing quote
  line += L'"';
}

std::string lastError() { return std::system_category().message(static_cast<int>(GetLastError())); }

void closeHandle(HANDLE& h) {
  if (h && h != INVALID_HANDLE_VALUE) CloseHandle(h);
  h = nullptr;
}

// How long receive() sleeps between looks at an anonymous pipe, which cannot be waited on.
constexpr DWORD pollMilliseconds = 1;

}  // namespace

struct BotProcess::System {
  HANDLE process = nullptr;
  HANDLE input = nullptr;   // our end of its standard input
  HANDLE output = nullptr;  // our end of its standard output
};

BotProcess::BotProcess(const std::vector<std::string>& words, bool keepErrors) : system_(std::make_unique<System>()) {
  std::wstring line;
  for (const std::string& w : words) {
    if (!line.empty()) line += L' ';
    appendQuoted(line, wide(w));
  }
  SECURITY_ATTRIBUTES inherited{sizeof(SECURITY_ATTRIBUTES), nullptr, TRUE};
  HANDLE childIn = nullptr, childOut = nullptr, childErr = nullptr;
  auto cleanUp = [&] {
    closeHandle(childIn), closeHandle(childOut), closeHandle(childErr);
    closeHandle(system_->input), closeHandle(system_->output);
  };
  // The child inherits its ends only; ours are made not inheritable.
  if (!CreatePipe(&childIn, &system_->input, &inherited, 0) || !CreatePipe(&system_->output, &childOut, &inherited, 0) ||
      !SetHandleInformation(system_->input, HANDLE_FLAG_INHERIT, 0) ||
      !SetHandleInformation(system_->output, HANDLE_FLAG_INHERIT, 0)) {
    const std::string why = lastError();
    cleanUp();
    throw std::invalid_argument("cannot make pipes for the bot: " + why);
  }
  childErr = keepErrors ? GetStdHandle(STD_ERROR_HANDLE)
                        : CreateFileW(L"NUL", GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_WRITE, &inherited,
                                      OPEN_EXISTING, 0, nullptr);
  STARTUPINFOW startup{};
  startup.cb = sizeof startup;
  startup.dwFlags = STARTF_USESTDHANDLES;
  startup.hStdInput = childIn;
  startup.hStdOutput = childOut;
  startup.hStdError = childErr;
  PROCESS_INFORMATION info{};
  // Found on PATH as Windows finds a program (.exe added); no console window of its own.
  const BOOL started = CreateProcessW(nullptr, line.data(), nullptr, nullptr, TRUE, CREATE_NO_WINDOW, nullptr,
                                      nullptr, &startup, &info);
  const std::string why = started ? std::string() : lastError();
  if (keepErrors) childErr = nullptr;  // Bizon's own: not ours to close
  closeHandle(childIn), closeHandle(childOut), closeHandle(childErr);
  if (!started) {
    cleanUp();
    throw std::invalid_argument("cannot start bot " + words[0] + ": " + why);
  }
  CloseHandle(info.hThread);
  system_->process = info.hProcess;
}

BotProcess::~BotProcess() { stop(); }

bool BotProcess::running() const { return system_->process != nullptr; }

void BotProcess::stop() {
  System& s = *system_;
  closeHandle(s.input), closeHandle(s.output);
  if (!s.process) return;
  // A short grace to exit on its own after bye or the closed pipes, then it is ended.
  if (WaitForSingleObject(s.process, 200) != WAIT_OBJECT_0) {
    TerminateProcess(s.process, 1);
    WaitForSingleObject(s.process, INFINITE);
  }
  closeHandle(s.process);
}

bool BotProcess::send(std::string_view bytes) {
  if (!system_->input) return false;
  std::size_t sent = 0;
  while (sent < bytes.size()) {
    DWORD n = 0;
    // A program that ended breaks the pipe: the write fails, nothing is raised.
    if (!WriteFile(system_->input, bytes.data() + sent, static_cast<DWORD>(bytes.size() - sent), &n, nullptr) || n == 0)
      return false;
    sent += n;
  }
  return true;
}

BotProcess::Received BotProcess::receive(Clock::time_point deadline, std::string& into) {
  if (!system_->output) return Received::Closed;
  for (;;) {
    DWORD available = 0;
    // A broken pipe (the program ended or closed its output) fails the peek once all is read.
    if (!PeekNamedPipe(system_->output, nullptr, 0, nullptr, &available, nullptr)) return Received::Closed;
    if (available > 0) {
      char chunk[4096];
      DWORD n = 0;
      if (!ReadFile(system_->output, chunk, std::min<DWORD>(available, sizeof chunk), &n, nullptr) || n == 0)
        return Received::Closed;
      into.append(chunk, n);
      return Received::Bytes;
    }
    if (Clock::now() >= deadline) return Received::Late;
    // An anonymous pipe cannot be waited on: wait on the process instead, a millisecond at a time
    // (and sleep, once it ended, while what it started may still hold its output open).
    if (WaitForSingleObject(system_->process, pollMilliseconds) == WAIT_OBJECT_0) Sleep(pollMilliseconds);
  }
}

}  // namespace bizon
