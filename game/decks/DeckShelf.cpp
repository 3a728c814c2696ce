// SPDX-License-Identifier: GPL-3.0-or-later
#include "decks/DeckShelf.h"

#include <iostream>

#include <sys/resource.h>
#include <unistd.h>

#include "decks/SvgDeck.h"

namespace bizon::decks {

void CardJob::finish(std::vector<Pixels> cards, std::string problem) {
  cards_ = std::move(cards);
  problem_ = std::move(problem);
  ready_.store(true, std::memory_order_release);
}

DeckShelf::DeckShelf(DeckCatalog catalog, DeckCache cache) : catalog_(std::move(catalog)), cache_(std::move(cache)) {}

DeckShelf::~DeckShelf() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
    for (auto& job : queue_) job->cancel();
  }
  wake_.notify_all();
  if (worker_.joinable()) worker_.join();
}

std::shared_ptr<CardJob> DeckShelf::request(const DeckEntry& deck, unsigned width, unsigned height) {
  {
    std::lock_guard lock(mutex_);
    for (const auto& job : recent_)
      if (job->deck().file == deck.file && job->width() == width && job->height() == height) return job;
  }
  auto job = std::make_shared<CardJob>(deck, width, height);
  if (auto cards = cache_.load(deck.file, width, height)) {
    job->finish(std::move(*cards), {});
  } else if (synchronous_) {
    render(*job);
  } else {
    {
      std::lock_guard lock(mutex_);
      // What was asked before and not started is no longer wanted by whoever asked for this.
      for (auto& queued : queue_) queued->cancel();
      queue_.clear();
      queue_.push_back(job);
      if (!worker_.joinable()) worker_ = std::thread([this] { work(); });
    }
    wake_.notify_one();
    return job;
  }
  std::lock_guard lock(mutex_);
  if (job->problem().empty()) {
    recent_.insert(recent_.begin(), job);
    if (recent_.size() > 4) recent_.pop_back();
  }
  return job;
}

std::string DeckShelf::problem(const std::string& name) const {
  std::lock_guard lock(mutex_);
  const auto it = problems_.find(name);
  return it == problems_.end() ? std::string() : it->second;
}

void DeckShelf::work() {
  // Below the window's thread: on a machine of two cores the frames keep their pace while a deck
  // renders (Linux gives each thread its own niceness; elsewhere this does nothing).
  setpriority(PRIO_PROCESS, static_cast<id_t>(gettid()), 10);
  for (;;) {
    std::shared_ptr<CardJob> job;
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
      if (stopping_) return;
      job = queue_.front();
      queue_.pop_front();
    }
    if (job->cancelled()) continue;
    render(*job);
    if (job->problem().empty() && !job->cancelled()) {
      std::lock_guard lock(mutex_);
      recent_.insert(recent_.begin(), job);
      if (recent_.size() > 4) recent_.pop_back();
    }
  }
}

void DeckShelf::render(CardJob& job) {
  const DeckEntry& deck = job.deck();
  std::vector<Pixels> cards;
  std::string problem;
  try {
    if (!parsed_ || parsedFile_ != deck.file) {
      parsed_.reset();
      parsed_ = std::make_shared<const SvgDeck>(SvgDeck::load(deck.file));
      parsedFile_ = deck.file;
    }
    for (int slot = 0; slot < SvgDeck::slots && !job.cancelled(); ++slot)
      cards.push_back(parsed_->card(slot, job.width(), job.height()));
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
