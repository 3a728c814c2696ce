// One search at a time among the window's workers (the AI's decision, the coach's and the hint's judges), so that together they never take more cores than the frame leaves free.
#pragma once

#include <mutex>

namespace bizon::work {

// Held for the length of one search. Each search already uses at most spareCores() threads
// (Worker.h); taking turns keeps the sum there too. Without it, on two cores, the AI's decision
// and the coach's judgement each took a core while the frame's renderer (Mesa's llvmpipe threads,
// about 1.3 cores at 1280x720) waited for them to give one back. A turn waits for the search
// running, never for a frame, and a search never takes a turn inside another (no deadlock).
class SearchTurn {
 public:
  SearchTurn() : lock_(turns()) {}

 private:
  static std::mutex& turns() {
    static std::mutex mutex;
    return mutex;
  }
  std::lock_guard<std::mutex> lock_;
};

}  // namespace bizon::work
