// The table protocol's client, without I/O (docs/table-protocol.md): fed the server's messages and the connection's news, it says what to send and holds the table as a client knows it. The lobby, the remote table, the online set's recorder and `bizon join` all read this one.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "codec/TableProtocolCodec.h"
#include "codec/TableStateCodec.h"
#include "GameCursor.h"

namespace bizon {

// What the client learns of the chairs besides the game, for the people to be told.
struct TableNews {
  enum class Kind : std::uint8_t {
    Dropped,   // `name` dropped
    Back,      // `name` came back
    Replaced,  // `name` is away and their built-in player moves for them
    PlayedForYou,  // while you were away your built-in player made `moves` moves
  };
  Kind kind = Kind::Dropped;
  Seat seat = Seat::You;
  std::string name;
  int moves = 0;
  friend bool operator==(const TableNews&, const TableNews&) = default;
};

// The decision the server asks of the seat.
struct TableDecision {
  int turn = 0, game = 0;
  SeatView view;
};

class TableClient {
 public:
  using Clock = std::chrono::steady_clock;
  enum class Phase : std::uint8_t {
    Connecting,  // not yet welcomed (reconnecting(): welcomed before, and the connection dropped)
    Lobby,       // at the table, its set not started
    Playing,     // the set in play
    Over,        // the set is over (another set may follow at the same table: again())
    Ended,       // the table ended the link: refused, left, replaced, the host gone (reason())
  };
  struct Options {
    ClientMessage create;              // create's name, level …; join's name
    std::optional<std::string> code;   // join this table; without it (and no chair kept) create one
    std::optional<KeptChair> kept;     // take this chair back
    std::string address;               // HOST:PORT, kept with the chair
    bool readyWhenSeated = false;      // say ready as soon as a chair is taken (`bizon join`)
  };
  explicit TableClient(Options options);

  // The connection's side: a connection is open (the opening line goes), over TLS with the server's
  // certificate's fingerprint (kept with the chair) or plain (empty); or lost.
  void connected(Clock::time_point now, const std::string& fingerprint = {});
  void lost();
  // The connection gave up: nobody answered at the address (never welcomed), or it did not come
  // back in the time it was tried again.
  void gaveUp();
  // The connection stopped before a word was said: the server's certificate is not the one its
  // invitation (or the first visit) named; or plain lines were asked of an address outside the
  // local network.
  void certificateRefused();
  void plainRefused();
  void received(const ServerMessage& message);
  // Pings after 25 s without a word sent.
  void tick(Clock::time_point now);
  // The lines to send now, in order: paced below the server's limit on lines (a burst, then so
  // many a second), the others kept for later.
  std::vector<ClientMessage> outgoing(Clock::time_point now);
  // How long until a line kept for later may go (zero when none waits).
  Clock::duration nextLineIn(Clock::time_point now) const;

  // The player's side.
  void ready();
  void start();
  // Your answer to the decision asked; false (nothing sent) when it is not the one asked.
  bool move(int turn, const Choice& choice);
  // Leaves the table: the chair is forgotten (chair() is empty), bye follows.
  void leave();
  // The set over, another at the same table with the same people: your yes. Once the table is
  // open again (someone's yes came first, or this one), the client is at its lobby (Phase::Lobby),
  // ready, the last set forgotten.
  void again();
  // Someone asked for another set at this table while this client is still at the set's end: who
  // (the one person ready at the table opened again; "" if that is not known), else nothing.
  std::optional<std::string> anotherAskedBy() const;

  Phase phase() const { return phase_; }
  bool reconnecting() const { return phase_ == Phase::Connecting && welcomed_; }
  // The table welcomed this client once: its chairs are known.
  bool welcomed() const { return welcomed_; }
  // Why the table ended the link (Phase::Ended), or why nobody answered (unreachable()).
  TableReason reason() const { return reason_; }
  const std::string& message() const { return message_; }
  bool unreachable() const { return unreachable_; }
  bool untrusted() const { return untrusted_; }
  bool notLocal() const { return notLocal_; }
  // The table did not come back within the time it was tried again.
  bool gone() const { return gone_; }
  bool hosting() const { return hosting_; }

  const std::string& code() const { return code_; }
  bool host() const { return host_; }
  bool coach() const { return coach_; }
  AiLevel level() const { return level_; }
  Shuffle shuffle() const { return shuffle_; }
  std::optional<Seat> seat() const;
  const PerSeat<ChairShown>& chairs() const { return chairs_; }
  bool started() const { return started_; }
  // The chair to keep (its token), once taken; changes() counts its changes, for whoever keeps it.
  const std::optional<KeptChair>& chair() const { return kept_; }
  int chairChanges() const { return chairChanges_; }
  // The seat's ready said (or asked for).
  bool readySaid() const { return readySaid_; }
  bool startSaid() const { return startSaid_; }

  // The decision asked of the seat and not yet answered.
  std::optional<TableDecision> asked() const { return answered_ || phase_ == Phase::Ended ? std::nullopt : asked_; }
  // The game in play (from 0) and the moves made in it; the seat whose turn the last event said.
  Moment moment() const { return moment_; }
  std::optional<Seat> toAct() const { return toAct_; }
  // A move of yours the server refused (its words), once: the decision is asked again.
  std::optional<std::string> takeRefusedMove() { return std::exchange(refusedMove_, std::nullopt); }
  // The seat's stream of the set so far (every game's events, with its GameRevealed once scored)
  // and what came since the last takeFresh.
  const std::vector<SeatEvent>& stream() const { return stream_; }
  std::vector<SeatEvent> takeFresh() { return std::exchange(fresh_, {}); }
  // The set in play has been told up to where it stands (after a join or a rejoin).
  bool caughtUp() const { return started_ && !awaitingSet_ && lastSeq_ >= catchUpEnd_; }
  const std::vector<GameRecord>& games() const { return games_; }
  const PerSeat<int>& totals() const { return totals_; }
  std::optional<std::uint64_t> seed() const { return seed_; }
  // When the set began: as the server says it to a client that comes back, else when this one saw
  // it start.
  std::optional<TimePoint> setStarted() const { return setStarted_; }
  std::vector<TableNews> takeNews() { return std::exchange(news_, {}); }
  // The number of the last event told (0: none yet), and how many moves of yours were sent.
  int lastSeen() const { return lastSeq_; }
  int movesSent() const { return movesSent_; }

 private:
  void welcome(const ServerMessage& m);
  void chairsSaid(const ServerMessage& m);
  void event(const ServerMessage& m);
  void caughtUpWith(const ServerMessage& m);
  void refused(const ServerMessage& m);
  void takeAChair();
  void anotherSet();
  void say(ClientMessage message);
  void end(TableReason reason, std::string message);

  Options options_;
  bool hosting_;
  Phase phase_ = Phase::Connecting;
  std::string fingerprint_;
  bool welcomed_ = false, unreachable_ = false, gone_ = false, untrusted_ = false, notLocal_ = false;
  TableReason reason_ = TableReason::Unknown;
  std::string message_;
  std::vector<ClientMessage> outbox_;
  double allowance_ = 0;  // lines that may go at once (the pace's bucket), as of allowedAt_
  Clock::time_point allowedAt_{};
  Clock::time_point lastSent_{};
  std::string code_;
  bool host_ = false, coach_ = false, started_ = false;
  AiLevel level_ = AiLevel::Hard;
  Shuffle shuffle_ = Shuffle::Light;
  PerSeat<ChairShown> chairs_;
  std::optional<KeptChair> kept_;
  int chairChanges_ = 0;
  bool takeSaid_ = false, readySaid_ = false, startSaid_ = false, leaving_ = false;
  bool againSaid_ = false, reopened_ = false;
  std::optional<TableDecision> asked_;
  bool answered_ = false;  // your move for asked_ is on its way
  int movesSent_ = 0;
  std::optional<std::string> refusedMove_;
  std::vector<SeatEvent> stream_, fresh_;
  int lastSeq_ = 0, catchUpEnd_ = 0;
  // A rejoin's first chairs say the set is in play: its catch-up (`set`) follows them.
  bool rejoining_ = false, chairsSinceWelcome_ = false, awaitingSet_ = false;
  int movesAway_ = -1;  // your moves told in a catch-up (-1: not catching up)
  int seenBefore_ = 0;  // the last event seen before this connection (0: not known)
  Moment moment_;
  std::optional<Seat> toAct_;
  std::vector<GameRecord> games_;
  PerSeat<int> totals_{};
  std::optional<std::uint64_t> seed_;
  std::optional<TimePoint> setStarted_;
  std::vector<TableNews> news_;
  PerSeat<bool> standIn_{};  // a person's built-in player was said to move for them
};

}  // namespace bizon
