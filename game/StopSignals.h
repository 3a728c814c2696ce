// SIGTERM and SIGINT ask the window loop to end as a closed window does, so that the set is written before the process exits.
#pragma once

namespace bizon {

// Installs the handlers (once, at start).
void catchStopSignals();
// Whether a stop signal arrived.
bool stopSignalled();

}  // namespace bizon
