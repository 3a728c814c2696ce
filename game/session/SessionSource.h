// Where a table session's seat gets its events and sends its moves: the local table (Goat and Sheep on this computer), a lesson's record, or a connection to a table server (docs/table-protocol.md).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "AiLevel.h"
#include "Deck.h"
#include "GameCursor.h"
#include "Match.h"
#include "Move.h"
#include "Player.h"
#include "Refusal.h"
#include "SeatView.h"
#include "seats/SeatEvents.h"

namespace bizon::table {

// The decision a source awaits from the session's seat.
struct Decide {
  // Moves made in the set before it (the protocol's `turn`): a move answers this turn only.
  int turn = 0;
  // Its game (from 0) and the moves made in that game before it: what the hint's answer is kept for.
  Moment moment;
  // What the seat knows (R18), its legal cards included.
  SeatView view;
};

// Why a move of yours (or a take-back) was refused, for the view to say.
struct Refused {
  enum class Why : std::uint8_t {
    Rules,              // the rules' reason (`rule`)
    NotTheLesson,       // a legal move that is not the one the lesson asks for after `lessonMove` moves
    Server,             // the server refused it (`message`, the server's own words)
    NothingToTakeBack,  // a take-back asked for when none can be made
  };
  Why why = Why::Rules;
  Refusal rule{};
  int lessonMove = 0;
  std::string message;

  static Refused byRules(const Refusal& rule) { return {Why::Rules, rule, 0, {}}; }
};

// What became of a move given to a source: taken (its events follow through take()), or refused
// with why, and nothing changed.
struct MoveResult {
  static MoveResult taken() { return {}; }
  static MoveResult refusedFor(Refused why) { return {std::move(why)}; }
  bool refused() const { return refusal.has_value(); }
  std::optional<Refused> refusal;
};

// Who sits in a chair, as the table shows it (the protocol's own, ChairShown, says it on the wire).
struct Occupant {
  std::string name;       // a person's name; empty: the chair's own name (You, Goat, Sheep)
  bool person = false;    // a person sits there, not a built-in player or a program
  bool connected = true;  // false: the person dropped; their built-in player moves for them
};

// What the box says of the chairs and the link besides the game, as facts for the view to word.
struct ChairNote {
  enum class Kind : std::uint8_t {
    ProgramFailed,  // the program in `seat`'s chair failed (`fault`): Bizon's own player moved for it
    Reconnecting,   // the link to the table dropped and is being made again
    Gone,           // the table is gone
    Dropped,        // `name` dropped
    Back,           // `name` came back
    Replaced,       // `name` is away and their built-in player moves for them
    HostLeft,       // `name`, the host, closed the table: it is gone until they open it again
    PlayedForYou,   // while you were away your built-in player made `moves` moves
  };
  Kind kind = Kind::ProgramFailed;
  Seat seat = Seat::You;
  BotFault::Kind fault = BotFault::Dead;
  std::string name;
  int moves = 0;
};

// One seat's side of a table, whoever holds the set. Everything is called on the window's thread
// and never blocks: a source that waits for a worker or a connection answers later.
class SessionSource {
 public:
  virtual ~SessionSource() = default;

  // The chair the session plays: You at a local table and in a lesson, the one taken at a server.
  virtual Seat seat() const { return Seat::You; }

  // Once a frame: the source makes progress (a worker's answer, a connection's lines) and appends
  // what the seat was told since the last call, in order (R18: its own stream, SeatEvent). Events
  // come as they come: none for many frames, then several at once.
  virtual void take(std::vector<SeatEvent>& events) = 0;

  // The session has shown every event it took and the table is still: the next decision may be
  // asked. A local table asks Goat or Sheep now (their thinking starts here), a lesson plays its
  // next move; a remote table goes on by itself and ignores it.
  virtual void next() {}

  // The decision awaited from the seat, once the events before it were taken; nullopt while
  // another seat decides, while a move of yours is on its way, and once the set is over.
  virtual std::optional<Decide> awaited() const = 0;

  // Your move for the decision of `turn`. A refusal known at once comes back and nothing changed;
  // else the move is taken and its events come through take(). A remote table may still refuse it
  // later (refused()).
  virtual MoveResult move(const Move& move, int turn) = 0;
  // A move of yours refused after move() took it (a server's error), said once; the decision is
  // then awaited again.
  virtual std::optional<Refused> refused() { return std::nullopt; }

  // The set is over: its last game scored (a lesson never says so).
  virtual bool over() const { return false; }

  // The seat deciding now, if the source knows it and it is not yours (the thinking shown).
  virtual std::optional<Seat> thinking() const = 0;
  // Who sits in the chair of `seat` (a person's name online).
  virtual Occupant chair(Seat /*seat*/) const { return {}; }
  // What the box says of the chairs besides the game: a program in Goat's chair that failed, a
  // person who dropped or came back. Said until your next move.
  virtual std::vector<ChairNote> notes() const { return {}; }

  // The move the source itself asks for (a lesson's next move), if it asks for one: it is the
  // box's main button. Without one the session's hint, when asked, suggests the main button.
  virtual std::optional<Move> expected() const { return std::nullopt; }
  // Whether the hint and the coach are offered at this table (online, the host's setting).
  virtual bool hints() const { return true; }

  // Take-back, where the source allows it (a remote table does not): your last decision undone,
  // the table standing as before it; the session then sets it out again from soFar().
  virtual bool canTakeBack() const { return false; }
  virtual bool takeBack() { return false; }

  // The set starts here: its first events come through take() (a new local set, a lesson from
  // its start, shown being dealt) and there is nothing to set out from soFar() at first.
  virtual bool fresh() const { return false; }
  // The games of the set.
  virtual int gamesInSet() const { return MatchOptions{}.games; }
  // The set's match, where this computer holds it (a local table: every move is known as it is
  // made); null where a server holds it and reveals each game once scored (R18).
  virtual const Match* match() const { return nullptr; }
  // Whether the table goes on while your window is not in front (a table of friends); Goat and
  // Sheep at a local table wait for you.
  virtual bool live() const { return false; }
  // While another screen is over the table (the menu, the set's end): a table that goes on keeps
  // its link, hearing what is said (kept for take()) and saying it is there.
  virtual void keepLink() {}
  // A table this window hosts, its set in play: it closes with the window.
  virtual bool hosted() const { return false; }
  // Goat's and Sheep's level in the game in play, where it is yours to choose (a local table);
  // nullopt where it is not (a table of friends: the host's; a lesson's record).
  virtual std::optional<AiLevel> level() const { return std::nullopt; }
  // They play at `level` from the next decision on (a new game starts), where level() has one.
  virtual void setLevel(AiLevel /*level*/) {}

  // The seat's stream of the set so far from its start, to set the table out at once (a resumed
  // set, a take-back, a rejoin): every game's events, with its GameRevealed once scored. take()
  // then gives only what follows.
  virtual std::vector<SeatEvent> soFar() const = 0;

  // The deck of game `game` (from 0) when this computer may know it (a local table, a lesson): the
  // table then shows the others' face-down cards as the very cards they hold. nullopt at a remote
  // table (R18): the session shows stand-ins for the cards the seat cannot know.
  virtual std::optional<Deck> deck(int /*game*/) const { return std::nullopt; }
};

// Hears what happens at a session's table as its events arrive (before the table shows them):
// the recorder keeps the set after every move, the coach judges yours.
class SessionListener {
 public:
  virtual ~SessionListener() = default;
  // A move was made (yours when move.seat() is the session's seat).
  virtual void moved(const Move& /*move*/) {}
  // A game is over and its whole record revealed (GameRevealed): kept, replayed, analysed.
  virtual void revealed(const GameRevealed& /*game*/) {}
  // Your last decision was taken back.
  virtual void takenBack() {}
};

}  // namespace bizon::table
