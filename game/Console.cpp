#include "Console.h"

#ifdef _WIN32
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

}  // namespace bizon
