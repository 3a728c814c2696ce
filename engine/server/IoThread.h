// The one way a network loop gets a thread: a Boost.Asio io_context run on a thread of its own (a client's TableConnection, a window's HostedServer), stopped and joined by its owner.
#pragma once

#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>
#include <thread>

namespace bizon {

// Everything on the context is asynchronous: a handler never blocks on the network, so stop()
// returns as soon as the handler running (if any) does. Owned by one object, which makes what
// runs on it, then start()s it, and stops it before those things go.
class IoThread {
 public:
  IoThread() = default;
  ~IoThread() { stop(); }
  IoThread(const IoThread&) = delete;
  IoThread& operator=(const IoThread&) = delete;

  boost::asio::io_context& context() { return io_; }
  // Runs the context on the thread, until stopped (it never runs out of work meanwhile).
  void start() {
    if (!thread_.joinable()) thread_ = std::thread([this] { io_.run(); });
  }
  // Waits for the thread to end, once something has stopped the context (context().stop()).
  void join() {
    if (thread_.joinable()) thread_.join();
  }
  // Stops the context (the handlers not yet called never are) and joins the thread.
  void stop() {
    io_.stop();
    join();
  }

 private:
  boost::asio::io_context io_;
  boost::asio::executor_work_guard<boost::asio::io_context::executor_type> work_ = boost::asio::make_work_guard(io_);
  std::thread thread_;
};

}  // namespace bizon
