// LanDiscovery through Avahi's client library: each announcement or browser runs its own Avahi client on a simple poll on a thread of its own, so no call to the daemon (or to a daemon gone) is ever made on the frame's thread.
#include <avahi-client/client.h>
#include <avahi-client/lookup.h>
#include <avahi-client/publish.h>
#include <avahi-common/alternative.h>
#include <avahi-common/error.h>
#include <avahi-common/malloc.h>
#include <avahi-common/simple-watch.h>
#include <avahi-common/strlst.h>

#include <atomic>
#include <chrono>
#include <future>
#include <mutex>
#include <thread>

#include "LanDiscovery.h"

namespace bizon {

namespace {

const std::string serviceType(lanServiceType);

// An Avahi client's life on its thread, shared by that thread and the object the frame holds, so
// that neither waits on the other: whichever lets go last frees it.
struct Loop {
  Loop() : poll(avahi_simple_poll_new()) {}
  virtual ~Loop() {
    if (poll) avahi_simple_poll_free(poll);
  }
  Loop(const Loop&) = delete;
  Loop& operator=(const Loop&) = delete;
  // On the thread: the client's new state; and the client about to be freed, with all it made.
  virtual void clientChanged(AvahiClientState state) = 0;
  virtual void clientGone() = 0;

  AvahiSimplePoll* poll;
  std::atomic<bool> stop{false};
  // The thread's alone:
  AvahiClient* client = nullptr;
  bool reconnect = false;  // the daemon went away: a new client waits for it to come back
};

void clientCallback(AvahiClient* client, AvahiClientState state, void* data) {
  auto* loop = static_cast<Loop*>(data);
  loop->client = client;  // the first call comes before avahi_client_new returns
  if (state == AVAHI_CLIENT_FAILURE && avahi_client_errno(client) == AVAHI_ERR_DISCONNECTED) loop->reconnect = true;
  loop->clientChanged(state);
}

void run(std::shared_ptr<Loop> loop, std::promise<void> done) {
  do {
    loop->reconnect = false;
    int error = 0;
    // NO_FAIL: without a daemon the client waits for one; without a system bus there is none.
    loop->client = avahi_client_new(avahi_simple_poll_get(loop->poll), AVAHI_CLIENT_NO_FAIL, clientCallback, loop.get(), &error);
    if (!loop->client) break;
    while (!loop->stop && !loop->reconnect && avahi_simple_poll_iterate(loop->poll, -1) == 0) {
    }
    loop->clientGone();
    avahi_client_free(loop->client);
    loop->client = nullptr;
  } while (loop->reconnect && !loop->stop);
  done.set_value();
}

// Starts the loop's thread, and at the end tells it to stop: joined once it has (at once, unless
// the daemon hangs in a call; then it is left to finish on its own).
class Runner {
 public:
  explicit Runner(std::shared_ptr<Loop> loop) : loop_(std::move(loop)) {
    if (!loop_->poll) return;
    std::promise<void> done;
    done_ = done.get_future();
    thread_ = std::thread(run, loop_, std::move(done));
  }
  ~Runner() {
    if (!thread_.joinable()) return;
    loop_->stop = true;
    avahi_simple_poll_wakeup(loop_->poll);
    if (done_.wait_for(std::chrono::seconds(1)) == std::future_status::ready)
      thread_.join();
    else
      thread_.detach();
  }
  Runner(const Runner&) = delete;
  Runner& operator=(const Runner&) = delete;

 private:
  std::shared_ptr<Loop> loop_;
  std::future<void> done_;
  std::thread thread_;
};

struct Browse : Loop {
  static constexpr int maxResolving = 32;  // a network flooding announcements gets no more

  void clientChanged(AvahiClientState state) override {
    if (state == AVAHI_CLIENT_S_RUNNING && !browser)
      browser = avahi_service_browser_new(client, AVAHI_IF_UNSPEC, AVAHI_PROTO_UNSPEC, serviceType.c_str(), nullptr,
                                          AvahiLookupFlags(0), browsed, this);
    if (state == AVAHI_CLIENT_FAILURE || state == AVAHI_CLIENT_CONNECTING) forget();
  }
  void clientGone() override {
    browser = nullptr, resolving = 0;
    forget();
  }
  void forget() {
    const std::lock_guard lock(mutex);
    list.clear();
  }

  static void browsed(AvahiServiceBrowser*, AvahiIfIndex interface, AvahiProtocol protocol, AvahiBrowserEvent event,
                      const char* name, const char* type, const char* domain, AvahiLookupResultFlags, void* data) {
    auto* b = static_cast<Browse*>(data);
    if (event == AVAHI_BROWSER_NEW && name && b->resolving < maxResolving &&
        avahi_service_resolver_new(b->client, interface, protocol, name, type, domain, AVAHI_PROTO_UNSPEC,
                                   AvahiLookupFlags(0), resolved, b))
      ++b->resolving;
    if (event == AVAHI_BROWSER_REMOVE && name) {
      const std::lock_guard lock(b->mutex);
      b->list.removed({interface, protocol, name});
    }
    if (event == AVAHI_BROWSER_FAILURE) b->forget();
  }

  static void resolved(AvahiServiceResolver* resolver, AvahiIfIndex interface, AvahiProtocol protocol,
                       AvahiResolverEvent event, const char* name, const char*, const char*, const char*,
                       const AvahiAddress* address, uint16_t port, AvahiStringList* txt, AvahiLookupResultFlags,
                       void* data) {
    auto* b = static_cast<Browse*>(data);
    if (event == AVAHI_RESOLVER_FOUND && name && address) {
      char text[AVAHI_ADDRESS_STR_MAX] = {};
      avahi_address_snprint(text, sizeof text, address);
      std::vector<std::string> entries;
      for (AvahiStringList* s = txt; s && entries.size() < 32; s = avahi_string_list_get_next(s))
        entries.emplace_back(reinterpret_cast<const char*>(avahi_string_list_get_text(s)), avahi_string_list_get_size(s));
      const std::lock_guard lock(b->mutex);
      b->list.found({interface, protocol, name}, text, port, entries);
    }
    avahi_service_resolver_free(resolver);
    --b->resolving;
  }

  AvahiServiceBrowser* browser = nullptr;
  int resolving = 0;
  mutable std::mutex mutex;  // guards the list, which the frame reads
  LanTableList list;
};

class AvahiBrowser : public LanBrowser {
 public:
  AvahiBrowser() : browse_(std::make_shared<Browse>()), runner_(browse_) {}
  std::vector<LanTable> tables() const override {
    const std::lock_guard lock(browse_->mutex);
    return browse_->list.tables();
  }
  unsigned version() const override {
    const std::lock_guard lock(browse_->mutex);
    return browse_->list.version();
  }

 private:
  std::shared_ptr<Browse> browse_;
  Runner runner_;
};

// The service's instance name: unique on the network (Avahi's alternative on a clash), at most
// 63 bytes.
std::string instanceName(const std::string& hostName) {
  for (std::size_t chars = 24;; --chars)
    if (std::string name = "Bizon (" + lanShownText(hostName, chars) + ")"; name.size() <= 63) return name;
}

struct Announce : Loop {
  static constexpr int maxRenames = 20;

  Announce(const std::string& hostName, unsigned short p) : name(instanceName(hostName)), txt(lanTxt(hostName)), port(p) {}

  void clientChanged(AvahiClientState state) override {
    if (state == AVAHI_CLIENT_S_RUNNING) publish();
    // Our host name clashed, or is being registered again: announced again once running.
    if ((state == AVAHI_CLIENT_S_COLLISION || state == AVAHI_CLIENT_S_REGISTERING) && group) avahi_entry_group_reset(group);
    if (state != AVAHI_CLIENT_S_RUNNING) established = false;
  }
  void clientGone() override {
    group = nullptr;
    established = false;
  }

  void publish() {
    if (!group) group = avahi_entry_group_new(client, grouped, this);
    if (!group || !avahi_entry_group_is_empty(group)) return;
    AvahiStringList* list = nullptr;
    for (const std::string& entry : txt) list = avahi_string_list_add(list, entry.c_str());
    const int added = avahi_entry_group_add_service_strlst(group, AVAHI_IF_UNSPEC, AVAHI_PROTO_UNSPEC, AvahiPublishFlags(0),
                                                          name.c_str(), serviceType.c_str(), nullptr, nullptr, port, list);
    avahi_string_list_free(list);
    if (added == AVAHI_ERR_COLLISION) return rename();
    if (added == AVAHI_OK) avahi_entry_group_commit(group);
  }
  // Another service on the network has our name: the next one ("Bizon (Ann) #2").
  void rename() {
    if (++renames > maxRenames) return;
    char* other = avahi_alternative_service_name(name.c_str());
    if (!other) return;
    name = other;
    avahi_free(other);
    avahi_entry_group_reset(group);
    publish();
  }
  static void grouped(AvahiEntryGroup* g, AvahiEntryGroupState state, void* data) {
    auto* a = static_cast<Announce*>(data);
    a->group = g;
    a->established = state == AVAHI_ENTRY_GROUP_ESTABLISHED;
    if (state == AVAHI_ENTRY_GROUP_COLLISION) a->rename();
  }

  std::string name;
  std::vector<std::string> txt;
  unsigned short port;
  AvahiEntryGroup* group = nullptr;
  int renames = 0;
  std::atomic<bool> established{false};  // read by the frame
};

class AvahiAnnouncement : public LanAnnouncement {
 public:
  AvahiAnnouncement(const std::string& hostName, unsigned short port)
      : announce_(std::make_shared<Announce>(hostName, port)), runner_(announce_) {}
  bool announced() const override { return announce_->established; }

 private:
  std::shared_ptr<Announce> announce_;
  Runner runner_;
};

}  // namespace

bool lanDiscoveryBuilt() { return true; }

std::unique_ptr<LanBrowser> browseLan() { return std::make_unique<AvahiBrowser>(); }

std::unique_ptr<LanAnnouncement> announceLan(const std::string& hostName, unsigned short port) {
  return std::make_unique<AvahiAnnouncement>(hostName, port);
}

}  // namespace bizon
