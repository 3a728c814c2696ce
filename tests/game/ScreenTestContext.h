// What the screen tests put under a screen: a screen stack that counts the requests, and silence.
#pragma once

#include <memory>
#include <vector>

#include "Context.h"
#include "Screen.h"

namespace bizon::test {

class CountingStack : public ScreenStack {
 public:
  void push(std::unique_ptr<Screen>) override { ++pushed; }
  void pop() override { ++popped; }
  void newSet() override { ++newSets; }
  void abandonSet() override { ++abandoned; }
  void quit() override {}
  void settingsChanged() override { ++changed; }
  void openMenu() override {}
  void setOver(PerSeat<int>, PerSeat<bool>, std::vector<PerSeat<int>>) override {}
  int pushed = 0, popped = 0, newSets = 0, abandoned = 0, changed = 0;
};

struct Silent : audio::SoundPlayer {
  void play(audio::Sound) override {}
  bool available() const override { return false; }
};

}  // namespace bizon::test
