#include "Console.h"

#ifdef _WIN32
#include <csignal>
#include <cstdio>

#include <windows.h>
#endif

namespace bizon {

void useParentConsole() {
#ifdef _WIN32
  // Handles already given (a pipe, a file, CTest's capture) are kept.
  const HANDLE out = GetStdHandle(STD_OUTPUT_HANDLE);
  if (out != nullptr && out != INVALID_HANDLE_VALUE) return;
  if (!AttachConsole(ATTACH_PARENT_PROCESS)) return;  // started from the Explorer: nobody reads
  std::freopen("CONOUT$", "w", stdout);
  std::freopen("CONOUT$", "w", stderr);
  SetConsoleOutputCP(CP_UTF8);
#endif
}

#ifdef _WIN32
namespace {

BOOL WINAPI onConsoleEvent(DWORD event) {
  if (event != CTRL_CLOSE_EVENT && event != CTRL_LOGOFF_EVENT && event != CTRL_SHUTDOWN_EVENT) return FALSE;
  std::raise(SIGTERM);
  // Windows ends the process when this returns (at the latest some 5 s after the close): the main
  // thread's clean exit ends it first.
  Sleep(4500);
  return TRUE;
}

}  // namespace
#endif

void stopWhenConsoleCloses() {
#ifdef _WIN32
  SetConsoleCtrlHandler(onConsoleEvent, TRUE);
#endif
}

}  // namespace bizon
