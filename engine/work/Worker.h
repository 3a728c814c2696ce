// One worker thread for work a frame must not wait for: jobs run in order below the frame's priority, their results handed back to whoever polls.
#pragma once

#include <algorithm>
#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

#if defined(__linux__)
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace bizon::work {

// How many threads a worker's job may search on: the cores the frame leaves free (at least one).
// On two cores the frame keeps one to itself, so a slow phone keeps its pace while the AI thinks.
inline int spareCores() { return std::max(1, static_cast<int>(std::thread::hardware_concurrency()) - 1); }

// How far below the thread that starts it (the frame's) a worker runs, in niceness: enough for the
// frame to get a core as soon as it wakes, not so much that a busy machine starves the AI's decisions.
inline constexpr int workerNice = 10;

// Puts the calling thread workerNice below the niceness it inherited from the thread that started
// it. Linux gives each thread its own niceness and the threads it starts inherit it (a search's
// solver threads too); elsewhere this does nothing.
inline void yieldToFrame() {
#if defined(__linux__)
  const auto self = static_cast<id_t>(gettid());
  setpriority(PRIO_PROCESS, self, std::min(19, getpriority(PRIO_PROCESS, self) + workerNice));
#endif
}

// The owner posts jobs and takes their results from one thread (the frame's); each job runs on the
// worker's own thread, one at a time, in the order posted. A job reports its failure in its result:
// an exception escaping it ends the program. The thread starts with the first job, so an owner that
// never posts costs none. Destroying the worker stops it cleanly: the jobs not started are dropped,
// the one running is waited for (an owner whose jobs must all run calls wait() first, and one whose
// job is long tells it to stop before).
template <class Result>
class Worker {
 public:
  using Job = std::function<Result()>;

  Worker() = default;
  Worker(const Worker&) = delete;
  Worker& operator=(const Worker&) = delete;
  ~Worker() {
    {
      std::lock_guard lock(mutex_);
      stopping_ = true;
      queue_.clear();
    }
    wake_.notify_all();
    if (thread_.joinable()) thread_.join();
  }

  // Runs `job` after every job posted before it.
  void post(Job job) { place(std::move(job), false); }
  // Runs `job` before every job waiting (after the one running).
  void postFirst(Job job) { place(std::move(job), true); }
  // Forgets the jobs not started: their results never come.
  void dropQueued() {
    std::lock_guard lock(mutex_);
    queue_.clear();
    if (!running_) idle_.notify_all();
  }

  // The results of the jobs finished since the last take, oldest first; never blocks.
  std::vector<Result> take() {
    std::lock_guard lock(mutex_);
    return std::exchange(ready_, {});
  }
  // Nothing waiting, nothing running.
  bool idle() const {
    std::lock_guard lock(mutex_);
    return queue_.empty() && !running_;
  }
  // Returns once every job posted so far has run (their results wait for take()).
  void wait() const {
    std::unique_lock lock(mutex_);
    idle_.wait(lock, [this] { return queue_.empty() && !running_; });
  }

 private:
  void place(Job job, bool first) {
    {
      std::lock_guard lock(mutex_);
      if (first) queue_.push_front(std::move(job));
      else queue_.push_back(std::move(job));
      if (!thread_.joinable()) thread_ = std::thread([this] { run(); });
    }
    wake_.notify_one();
  }

  void run() noexcept {
    yieldToFrame();
    std::unique_lock lock(mutex_);
    for (;;) {
      wake_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
      if (stopping_) break;
      Job job = std::move(queue_.front());
      queue_.pop_front();
      running_ = true;
      lock.unlock();
      Result result = job();
      job = nullptr;  // what the job holds goes here, on the worker, not under the lock
      lock.lock();
      running_ = false;
      ready_.push_back(std::move(result));
      if (queue_.empty()) idle_.notify_all();
    }
    running_ = false;
    idle_.notify_all();
  }

  mutable std::mutex mutex_;
  std::condition_variable wake_;          // a job to run, or stop
  mutable std::condition_variable idle_;  // nothing waiting, nothing running
  std::deque<Job> queue_;
  std::vector<Result> ready_;
  bool running_ = false;
  bool stopping_ = false;
  std::thread thread_;  // started by the first job, joined by the destructor
};

}  // namespace bizon::work
