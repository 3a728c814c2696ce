#include "TableStateCodec.h"

#include <boost/json.hpp>

#include "FieldReader.h"
#include "TableProtocolCodec.h"

namespace bizon {

namespace json = boost::json;

namespace {

json::object perSeatText(const PerSeat<std::string>& values) {
  json::object o;
  for (Seat s : allSeats) o[code(s)] = values[s];
  return o;
}

std::optional<PerSeat<std::string>> perSeatTextFrom(FieldReader& m, std::string_view key) {
  auto o = m.object(key);
  if (!o) return std::nullopt;
  PerSeat<std::string> values;
  for (Seat s : allSeats) {
    const auto v = o->text(code(s));
    if (!v) return std::nullopt;
    values[s] = *v;
  }
  return values;
}

}  // namespace

std::string servedTableText(const ServedTableState& s) {
  json::object o{{"format", "bizon-served-table-1"}, {"code", s.code}, {"level", code(s.level)},
                 {"shuffle", s.shuffle == Shuffle::Full ? "full" : "light"}, {"grace", s.grace}, {"seed", s.seed},
                 {"started", s.started}, {"set", s.setId}, {"names", perSeatText(s.names)}, {"tokens", perSeatText(s.tokens)}};
  if (s.host) o["host"] = code(*s.host);
  if (s.coach) o["coach"] = true;
  return json::serialize(o);
}

std::optional<ServedTableState> readServedTable(std::string_view text, std::string& why) {
  const auto object = parseLimitedObject(text, why);
  if (!object) return std::nullopt;
  FieldReader m(*object);
  ServedTableState s;
  const auto format = m.text("format");
  if (format && *format != "bizon-served-table-1") m.fail("format", "not bizon-served-table-1");
  const auto code = m.ok() ? m.text("code") : std::nullopt;
  const auto read = code ? readTableCode(*code) : std::nullopt;
  if (code && (!read || *read != *code)) m.fail("code", "not a table code");
  const auto level = m.ok() ? m.parsed<AiLevel>("level", parseAiLevel, "easy, normal or hard") : std::nullopt;
  const auto shuffle = level ? m.text("shuffle") : std::nullopt;
  const auto grace = shuffle ? m.whole("grace", 0, 600) : std::nullopt;
  const auto seed = grace ? m.natural("seed") : std::nullopt;
  const auto started = seed ? m.flag("started") : std::nullopt;
  const auto set = started ? m.text("set") : std::nullopt;
  const auto names = set ? perSeatTextFrom(m, "names") : std::nullopt;
  const auto tokens = names ? perSeatTextFrom(m, "tokens") : std::nullopt;
  if (tokens)
    for (Seat seat : allSeats)
      if (!(*tokens)[seat].empty() && !isToken((*tokens)[seat])) m.fail("tokens", "not a token");
  if (m.ok() && m.find("host")) s.host = m.seat("host");
  if (m.ok() && m.find("coach")) s.coach = m.flag("coach").value_or(false);
  if (!m.ok()) {
    why = m.error();
    return std::nullopt;
  }
  s.code = *code, s.level = *level, s.shuffle = *shuffle == "full" ? Shuffle::Full : Shuffle::Light;
  s.grace = static_cast<int>(*grace), s.seed = *seed, s.started = *started, s.setId = *set, s.names = *names, s.tokens = *tokens;
  return s;
}

std::string keptChairText(const KeptChair& c) {
  json::object o{{"format", "bizon-kept-chair-1"}, {"code", c.code}, {"token", c.token}, {"seat", code(c.seat)}, {"host", c.host}};
  if (!c.address.empty()) o["address"] = c.address;
  if (c.seen > 0) o["seen"] = c.seen;
  if (!c.fingerprint.empty()) o["fingerprint"] = c.fingerprint;
  return json::serialize(o);
}

std::optional<KeptChair> readKeptChair(std::string_view text, std::string& why) {
  const auto object = parseLimitedObject(text, why);
  if (!object) return std::nullopt;
  FieldReader m(*object);
  const auto code = m.text("code");
  const auto token = code ? m.text("token") : std::nullopt;
  const auto seat = token ? m.seat("seat") : std::nullopt;
  const auto host = seat ? m.flag("host") : std::nullopt;
  const auto address = host && m.find("address") ? m.text("address") : std::optional<std::string_view>("");
  if (host && (!readTableCode(*code) || !isToken(*token))) m.fail("token", "not a table's code and token");
  int seen = 0;
  std::string_view fingerprint;
  if (m.ok() && m.find("fingerprint")) {
    fingerprint = m.text("fingerprint").value_or("");
    if (m.ok() && !isFingerprint(fingerprint)) m.failValue("fingerprint", json::string(fingerprint), "64 lowercase hexadecimal digits");
  }
  if (!m.ok() || !m.optional("seen", seen, [&] { return m.whole("seen", 0, 1 << 30); })) {
    why = m.error();
    return std::nullopt;
  }
  return KeptChair{std::string(*code), std::string(*token), *seat, *host, std::string(address.value_or("")), seen, std::string(fingerprint)};
}

}  // namespace bizon
