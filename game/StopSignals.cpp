#include "StopSignals.h"

#include <csignal>

namespace bizon {

namespace {
// A signal handler can only set a flag of this type: the one global the window loop polls.
volatile std::sig_atomic_t stopRequested = 0;

extern "C" void requestStop(int) { stopRequested = 1; }
}  // namespace

void catchStopSignals() {
  std::signal(SIGTERM, requestStop);
  std::signal(SIGINT, requestStop);
}

bool stopSignalled() { return stopRequested != 0; }

}  // namespace bizon
