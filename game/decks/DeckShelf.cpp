// SPDX-License-Identifier: GPL-3.0-or-later
#include "decks/DeckShelf.h"

#include <iostream>

#include "decks/DrawnPictures.h"
#include "decks/SvgDeck.h"

namespace bizon::decks {

void CardJob::finish(std::vector<Pixels> cards, std::string problem) {
  cards_ = std::move(cards);
  problem_ = std::move(problem);
  ready_.store(true, std::memory_order_release);
}

DeckShelf::DeckShelf(DeckCatalog catalog, DeckCache cache) : catalog_(std::move(catalog)), cache_(std::move(cache)) {}

DeckShelf::~DeckShelf() {
  // Nobody waits for the cards any more: the worker stops at the next card (worker_ then stops).
  if (posted_) posted_->cancel();
}

std::shared_ptr<CardJob> DeckShelf::request(const DeckEntry& deck, unsigned width, unsigned height) {
  // The worker's results, rendered below the window's priority, handed back here.
  for (std::shared_ptr<CardJob>& done : worker_.take())
    if (done->problem().empty() && !done->cancelled()) keep(std::move(done));
  for (const auto& job : recent_)
    if (job->deck().file == deck.file && job->width() == width && job->height() == height) return job;
  auto job = std::make_shared<CardJob>(deck, width, height);
  if (auto cards = cache_.load(deck.file, width, height)) {
    job->finish(std::move(*cards), {});
  } else if (synchronous_) {
    render(*job);
  } else {
    // What was asked before and not started is no longer wanted by whoever asked for this.
    worker_.dropQueued();
    if (posted_ && !posted_->started_) posted_->cancel();
    posted_ = job;
    worker_.post([this, job] {
      job->started_ = true;
      if (!job->cancelled()) render(*job);
      return job;
    });
    return job;
  }
  if (job->problem().empty()) keep(job);
  return job;
}

void DeckShelf::keep(std::shared_ptr<CardJob> job) {
  recent_.insert(recent_.begin(), std::move(job));
  if (recent_.size() > 4) recent_.pop_back();
}

std::string DeckShelf::problem(const std::string& name) const {
  std::lock_guard lock(mutex_);
  const auto it = problems_.find(name);
  return it == problems_.end() ? std::string() : it->second;
}

void DeckShelf::render(CardJob& job) {
  const DeckEntry& deck = job.deck();
  std::vector<Pixels> cards;
  std::string problem;
  try {
    if (!parsed_ || parsedFile_ != deck.file) {
      parsed_ = nullptr;
      if (deck.file.extension() == ".cards") {
        auto drawn = std::make_shared<const DrawnPictures>(DrawnPictures::load(deck.file, SvgDeck::slots));
        parsed_ = [drawn](int slot, unsigned w, unsigned h) { return drawn->picture(static_cast<std::size_t>(slot), w, h); };
      } else {
        auto svg = std::make_shared<const SvgDeck>(SvgDeck::load(deck.file));
        parsed_ = [svg](int slot, unsigned w, unsigned h) { return svg->card(slot, w, h); };
      }
      parsedFile_ = deck.file;
    }
    for (int slot = 0; slot < SvgDeck::slots && !job.cancelled(); ++slot)
      cards.push_back(parsed_(slot, job.width(), job.height()));
  } catch (const std::exception& e) {
    problem = deck.file.filename().string() + ": " + e.what();
    cards.clear();
  }
  // A file name of the player's own decks folder may hold anything: no control character reaches
  // the terminal or the settings' Deck row.
  for (char& c : problem)
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) c = '?';
  if (job.cancelled() && problem.empty()) {
    job.finish({}, "cancelled");
    return;
  }
  {
    std::lock_guard lock(mutex_);
    std::string& known = problems_[deck.name];
    if (!problem.empty() && known != problem)
      std::cerr << "bizon: the deck " << deck.name << " cannot be shown, the painted deck is: " << problem << "\n";
    known = problem;
  }
  if (problem.empty()) cache_.save(deck.file, job.width(), job.height(), cards);
  job.finish(std::move(cards), std::move(problem));
}

}  // namespace bizon::decks
