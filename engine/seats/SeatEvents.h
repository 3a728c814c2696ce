// One seat's stream of what happens at the table (R18): the engine's events without what the seat may not see, and each game's whole record once it is scored.
#pragma once

#include <variant>

#include "Events.h"
#include "GameRecord.h"

namespace bizon {

// GameStarted without the deck: its order is hidden until the game is scored.
struct GameBegun { int number; Seat dealer; friend bool operator==(const GameBegun&, const GameBegun&) = default; };
// PacketDealt as one seat sees it: the cards only when they are its own, else how many.
struct Dealt { Seat seat; int count; CardSet cards; bool completing; friend bool operator==(const Dealt&, const Dealt&) = default; };
// After GameScored: the game is over and nothing of it is hidden any more, so every seat gets its
// record (the deck, so every hand), to keep, replay and analyse.
struct GameRevealed { int number; GameRecord record; friend bool operator==(const GameRevealed&, const GameRevealed&) = default; };

using SeatEvent = std::variant<GameBegun, PacketsChosen, Dealt, GrassTurned, TurnStarted, BidMade, GrassEaten,
                               AllPassed, CardPlayed, TrickTaken, GameScored, GameRevealed, SetFinished>;

// What the seat is told of an engine event (GameScored's reveal is the table's to add).
SeatEvent seatEventOf(const Event& event, Seat seat);

}  // namespace bizon
