// The decks the table can show and their cards at a pixel size, rendered on a worker (work/Worker.h) or found in the cache, so that no frame waits for a deck.
#pragma once

#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "decks/DeckCache.h"
#include "decks/DeckCatalog.h"
#include "decks/SvgImage.h"
#include "work/Worker.h"

namespace bizon::decks {

// One deck's 25 cards (SvgDeck's slots: the 24 cards by Card::index(), then the back) at one
// size, or why not. Filled on the worker; read once ready() says so.
class CardJob {
 public:
  CardJob(DeckEntry deck, unsigned width, unsigned height) : deck_(std::move(deck)), width_(width), height_(height) {}
  bool ready() const { return ready_.load(std::memory_order_acquire); }
  // Once ready: the cards, or none and a problem ("paris.svgz: no king of hearts (heart_king)").
  const std::vector<Pixels>& cards() const { return cards_; }
  const std::string& problem() const { return problem_; }
  const DeckEntry& deck() const { return deck_; }
  unsigned width() const { return width_; }
  unsigned height() const { return height_; }
  // Nobody waits for it any more: the worker drops it.
  void cancel() { cancelled_.store(true, std::memory_order_relaxed); }
  bool cancelled() const { return cancelled_.load(std::memory_order_relaxed); }

 private:
  friend class DeckShelf;
  void finish(std::vector<Pixels> cards, std::string problem);

  DeckEntry deck_;
  unsigned width_, height_;
  std::vector<Pixels> cards_;
  std::string problem_;
  std::atomic<bool> ready_{false}, cancelled_{false}, started_{false};
};

class DeckShelf {
 public:
  explicit DeckShelf(DeckCatalog catalog, DeckCache cache = DeckCache());
  ~DeckShelf();
  DeckShelf(const DeckShelf&) = delete;
  DeckShelf& operator=(const DeckShelf&) = delete;

  const DeckCatalog& catalog() const { return catalog_; }
  // The cards of an SVG deck at width x height: ready at once when they are in the cache (or the
  // shelf renders in the caller's thread), else rendered on the worker.
  std::shared_ptr<CardJob> request(const DeckEntry& deck, unsigned width, unsigned height);
  // Render in the caller's thread (screenshots and exports, which must show the deck itself).
  void setSynchronous(bool synchronous) { synchronous_ = synchronous; }
  // Why the deck of that name could not be shown the last time it was asked for, or empty: one
  // line, for the settings' Deck row (also written once on stderr).
  std::string problem(const std::string& name) const;

 private:
  void render(CardJob& job);
  // A job finished well, kept for the next scene at that size.
  void keep(std::shared_ptr<CardJob> job);

  DeckCatalog catalog_;
  DeckCache cache_;
  bool synchronous_ = false;
  mutable std::mutex mutex_;  // problems_, written by render on either thread
  std::map<std::string, std::string> problems_;
  std::vector<std::shared_ptr<CardJob>> recent_;  // the caller's: finished jobs, newest first
  std::shared_ptr<CardJob> posted_;               // the caller's: the job given to the worker last
  // The deck parsed last (an SvgDeck, or a drawn deck's DrawnPictures), for the next size (used by one thread at a time).
  std::filesystem::path parsedFile_;
  std::function<Pixels(int slot, unsigned width, unsigned height)> parsed_;
  work::Worker<std::shared_ptr<CardJob>> worker_;  // last: stopped before what its jobs use goes
};

}  // namespace bizon::decks
