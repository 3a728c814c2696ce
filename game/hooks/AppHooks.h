// The app's test hooks, outside its window loop: the moment a screenshot waits for and its PNG, the frame statistics, the clickable points, the launch timings.
#pragma once

#include <chrono>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include <SFML/Graphics/RenderWindow.hpp>

#include "core/Context.h"
#include "core/Screen.h"
#include "settings/Settings.h"
#include "hooks/FrameStats.h"
#include "hooks/Moment.h"

namespace bizon::table {
class TableScreen;
}

namespace bizon::hooks {

struct HookOptions {
  std::string screenshot;  // --screenshot FILE: save a PNG at --at MOMENT and exit
  std::optional<Moment> at;  // --at MOMENT: what the screenshot shows
  double frameStats = 0;   // --frame-stats SECONDS: the computer plays your seat too, saving as usual; print frame times, exit
  std::string targets;     // --targets FILE: where the clickable points are written (e2e tests)
  // --autopilot KIND: the player of your seat while steering; none given, hard, or random for the
  // coach's moments, which wait for your mistakes (random makes them, hard rarely in a whole set).
  std::string autopilot;
  std::chrono::steady_clock::time_point launched;
};

class AppHooks {
 public:
  explicit AppHooks(HookOptions options) : options_(std::move(options)) {}
  ~AppHooks();  // the lobby's scratch directory goes

  // A screenshot or the frame statistics: the computer plays your seat, nobody is at the table.
  bool steering() const { return !options_.screenshot.empty() || options_.frameStats > 0; }
  bool screenshot() const { return !options_.screenshot.empty(); }
  // Whether the history is opened: always, except for the table's screenshots (which keep nothing).
  bool keepsHistory() const { return options_.screenshot.empty() || (options_.at && isHistoryMoment(*options_.at)); }
  // Screenshots run at instant tempo, the frame statistics at normal tempo.
  void adjust(Settings& settings) const;
  // With BIZON_FRAME_DEBUG set: a step of the launch and when it was reached, on stderr.
  void mark(const char* what) const;
  // What the first table plays: today's daily deal for its moment, else a set.
  NewTable firstTable() const {
    return options_.at && options_.at->kind == MomentKind::Daily ? NewTable::daily() : NewTable{};
  }
  // A table just built: the computer plays your seat up to the moment shown.
  void steer(table::TableScreen& table) const;
  // The screenshot's moment is reached: the table stands still (a screen still waiting for its
  // worker keeps updating).
  bool frozen() const { return stoppedFrames_ > 0; }

  // Before a frame's own work (update and draw, up to the buffer swap, which waits for the tempo).
  void frameStarts() { workStart_ = FrameStats::threadCpuMillis(); }
  // After a frame is drawn, before it is shown: nothing for the app to do, a new set to deal
  // (this one never reached the moment), or the exit status once the screenshot is saved.
  struct Next {
    bool nextSeed = false;
    std::optional<int> exit;
  };
  Next drawn(const sf::RenderWindow& window, Context& context, table::TableScreen* table, Screen& top);
  // After a frame is shown: the frame statistics (its work in this thread's CPU time) and the
  // clickable points; true once the frame statistics have run their time.
  bool shown(const table::TableScreen* table, const Screen& top);
  // At the end: the frame statistics on stdout.
  void finish(sf::Vector2u size, bool saving) const;

 private:
  // The table's moment a screenshot waits for (the history, menu and How to play pictures are
  // taken over the table at your first bid), none for the frame statistics.
  std::optional<Moment> stopMoment() const;
  // The screen a screenshot shows over the table, pushed once the table reached its moment.
  void openMoment(Context& context) const;
  void openHistoryMoment(Context& context) const;
  // A table hosted on 127.0.0.1 in a scratch directory (nothing kept in the player's), its lobby.
  void openLobbyMoment(Context& context) const;
  // The Join screen, listing a server hosted on 127.0.0.1 as the local network's only table.
  void openJoinMoment(Context& context) const;
  bool makeScratch() const;
  // --at online, each frame: the hosted lobby opened, its ready and start tapped, the table of
  // friends it hands over to steered like the local one.
  void driveOnline(Context& context, table::TableScreen* table, Screen& top);
  void writeTargets(const table::TableScreen* table, const Screen& top);
  bool saveScreenshot(const sf::RenderWindow& window) const;

  HookOptions options_;
  FrameStats stats_;
  double workStart_ = 0, work_ = 0;  // this thread's CPU time, ms
  FrameStats::Cores cores_;          // when the last frame was shown
  std::optional<double> firstFrame_;
  std::chrono::steady_clock::time_point lastShown_;
  std::string lastTargets_;
  int stoppedFrames_ = 0;
  int restarts_ = 0;
  int coachNotes_ = 0;  // the coach's notes the statistics have
  bool hintAsked_ = false;
  bool onlineOpened_ = false, onlineSteered_ = false;
  mutable std::filesystem::path scratch_;  // the lobby's server and chair
};

}  // namespace bizon::hooks
