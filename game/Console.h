// The terminal of the headless commands: on Windows bizon.exe is a windowed program (no console
// opens behind the table), so a command started from a console writes to that console.
#pragma once

namespace bizon {

// Where standard output and error lead nowhere, leads them to the console of the process that
// started this one, if it has one. Nothing to do on Linux, where they always lead somewhere.
void useParentConsole();

// Closing that console (its window, a logoff, a shutdown) stops the program as SIGTERM does, which
// the window loop and `serve` end on cleanly, their sets written. Nothing to do on Linux.
void stopWhenConsoleCloses();

}  // namespace bizon
