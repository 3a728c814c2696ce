// LanDiscovery through Avahi's client library: each announcement or browser runs its own Avahi client on Avahi's own threaded poll, so no call to the daemon (or to a daemon gone) is made on the frame's thread while it runs.
#include <avahi-client/client.h>
#include <avahi-client/lookup.h>
#include <avahi-client/publish.h>
#include <avahi-common/alternative.h>
#include <avahi-common/error.h>
#include <avahi-common/malloc.h>
#include <avahi-common/strlst.h>
#include <avahi-common/thread-watch.h>
#include <avahi-common/timeval.h>

#include <atomic>
#include <mutex>

#include "LanDiscovery.h"

namespace bizon {

namespace {

const std::string serviceType(lanServiceType);

// What an Avahi client does with its daemon: told on the poll's thread (under the poll's lock).
struct Loop {
  virtual ~Loop() = default;
  // The client's new state; and the client about to be freed, with all it made.
  virtual void clientChanged(AvahiClientState state) = 0;
  virtual void clientGone() = 0;

  AvahiClient* client = nullptr;  // the poll thread's alone while it runs
};

// An AvahiThreadedPoll (one thread, Avahi's) running a Loop's client for as long as this lives.
// The client is made on that thread, and made again there when the daemon goes away (the new one
// waits for it to come back). The end stops the poll, which joins its thread: at once, unless the
// daemon hangs a call (then once D-Bus gives up waiting for its answer).
class Runner {
 public:
  explicit Runner(Loop& loop) : loop_(loop), poll_(avahi_threaded_poll_new()) {
    if (!poll_) return;
    connect_ = api()->timeout_new(api(), nullptr, connect, this);
    if (connect_) connectSoon();
    if (!connect_ || avahi_threaded_poll_start(poll_) < 0) {
      avahi_threaded_poll_free(poll_);  // frees the timeout with it
      poll_ = nullptr;
    }
  }
  ~Runner() {
    if (!poll_) return;
    avahi_threaded_poll_stop(poll_);
    if (loop_.client) {
      loop_.clientGone();
      avahi_client_free(loop_.client);
    }
    avahi_threaded_poll_free(poll_);
  }
  Runner(const Runner&) = delete;
  Runner& operator=(const Runner&) = delete;

 private:
  const AvahiPoll* api() const { return avahi_threaded_poll_get(poll_); }
  void connectSoon() {
    timeval now{};
    api()->timeout_update(connect_, avahi_elapse_time(&now, 0, 0));
  }
  // On the poll's thread: a client (again).
  static void connect(AvahiTimeout* timeout, void* data) {
    auto* r = static_cast<Runner*>(data);
    r->api()->timeout_update(timeout, nullptr);
    if (r->loop_.client) {
      r->loop_.clientGone();
      avahi_client_free(r->loop_.client);
      r->loop_.client = nullptr;
    }
    int error = 0;
    // NO_FAIL: without a daemon the client waits for one; without a system bus there is none.
    r->loop_.client = avahi_client_new(r->api(), AVAHI_CLIENT_NO_FAIL, clientCallback, r, &error);
  }
  static void clientCallback(AvahiClient* client, AvahiClientState state, void* data) {
    auto* r = static_cast<Runner*>(data);
    r->loop_.client = client;  // the first call comes before avahi_client_new returns
    // A client cut from its daemon is freed, and another made, once this call has returned.
    if (state == AVAHI_CLIENT_FAILURE && avahi_client_errno(client) == AVAHI_ERR_DISCONNECTED) r->connectSoon();
    r->loop_.clientChanged(state);
  }

  Loop& loop_;
  AvahiThreadedPoll* poll_;
  AvahiTimeout* connect_ = nullptr;  // fires on the poll's thread: (re)connect
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
  AvahiBrowser() : runner_(browse_) {}
  std::vector<LanTable> tables() const override {
    const std::lock_guard lock(browse_.mutex);
    return browse_.list.tables();
  }
  unsigned version() const override {
    const std::lock_guard lock(browse_.mutex);
    return browse_.list.version();
  }

 private:
  Browse browse_;
  Runner runner_;  // last: stopped before what its thread uses goes
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
  AvahiAnnouncement(const std::string& hostName, unsigned short port) : announce_(hostName, port), runner_(announce_) {}
  bool announced() const override { return announce_.established; }

 private:
  Announce announce_;
  Runner runner_;  // last: stopped before what its thread uses goes
};

}  // namespace

bool lanDiscoveryBuilt() { return true; }

std::unique_ptr<LanBrowser> browseLan() { return std::make_unique<AvahiBrowser>(); }

std::unique_ptr<LanAnnouncement> announceLan(const std::string& hostName, unsigned short port) {
  return std::make_unique<AvahiAnnouncement>(hostName, port);
}

}  // namespace bizon
