#include "GameRecord.h"

#include <boost/json.hpp>

#include "Game.h"

namespace bizon {

GameRecord recordOf(const Game& game) {
  GameRecord r;
  r.dealer = game.dealer();
  r.deck = game.deck();
  if (!game.packets()) return r;
  r.moves.reserve(static_cast<std::size_t>(game.movesMade()));
  r.moves.push_back({game.dealer(), *game.packets()});
  for (const BidEntry& b : game.bids()) r.moves.push_back({b.seat, b.bid});
  for (const PlayEntry& p : game.plays()) r.moves.push_back({p.seat, p.card});
  return r;
}

boost::json::object toJson(const GameRecord& record) {
  namespace json = boost::json;
  json::object o;
  o["format"] = "bizon-game-1";
  o["dealer"] = code(record.dealer);
  const Packets* packets = record.moves.empty() ? nullptr : record.moves.front().packets();
  auto sizes = packetSizes(packets ? *packets : Packets::ThreeTwo);
  o["packets"] = json::array{sizes[0], sizes[1]};
  json::array deck;
  for (Card c : record.deck) deck.emplace_back(code(c));
  o["deck"] = std::move(deck);
  json::array bidding;
  json::array play;
  for (const Move& m : record.moves) {
    if (const Bid* b = m.bid()) {
      json::object e{{"seat", code(m.seat)}, {"bid", b->eat ? "eat" : "pass"}};
      if (b->eat && b->trump) e["trump"] = std::string(1, code(*b->trump));
      bidding.emplace_back(std::move(e));
    } else if (const Card* c = m.card()) {
      play.emplace_back(json::object{{"seat", code(m.seat)}, {"card", code(*c)}});
    }
  }
  o["bidding"] = std::move(bidding);
  o["play"] = std::move(play);
  return o;
}

}  // namespace bizon
