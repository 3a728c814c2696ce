#include "GameRecord.h"

#include <boost/json.hpp>

#include "Game.h"

namespace bizon {

GameRecord recordOf(const Game& game) {
  GameRecord r;
  r.dealer = game.dealer();
  r.packets = game.packets().value_or(Packets::ThreeTwo);
  r.deck = game.deck();
  r.bidding.assign(game.bids().begin(), game.bids().end());
  r.play.assign(game.plays().begin(), game.plays().end());
  return r;
}

boost::json::object toJson(const GameRecord& record) {
  namespace json = boost::json;
  json::object o;
  o["format"] = "bizon-game-1";
  o["dealer"] = code(record.dealer);
  auto sizes = packetSizes(record.packets);
  o["packets"] = json::array{sizes[0], sizes[1]};
  json::array deck;
  for (Card c : record.deck) deck.emplace_back(code(c));
  o["deck"] = std::move(deck);
  json::array bidding;
  for (const BidEntry& b : record.bidding) {
    json::object e{{"seat", code(b.seat)}, {"bid", b.bid.eat ? "eat" : "pass"}};
    if (b.bid.eat && b.bid.trump) e["trump"] = std::string(1, code(*b.bid.trump));
    bidding.emplace_back(std::move(e));
  }
  o["bidding"] = std::move(bidding);
  json::array play;
  for (const PlayEntry& p : record.play)
    play.emplace_back(json::object{{"seat", code(p.seat)}, {"card", code(p.card)}});
  o["play"] = std::move(play);
  return o;
}

}  // namespace bizon
