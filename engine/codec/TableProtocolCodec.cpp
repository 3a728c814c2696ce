#include "TableProtocolCodec.h"

#include "SeatEventCodec.h"

#include <algorithm>
#include <boost/json.hpp>

#include "BotProtocolCodec.h"
#include "FieldReader.h"
#include "MetadataJson.h"
#include "RecordJson.h"

namespace bizon {

namespace json = boost::json;

namespace {

constexpr std::string_view crockford = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
constexpr std::string_view decisions[] = {"packets", "bid", "play"};
// In the order of TableReason.
constexpr std::string_view reasonWords[] = {"not_json", "too_long", "bad_message", "protocol", "unknown_table", "full",
                                            "chair_taken", "not_host", "not_ready", "not_seated", "not_your_turn", "stale",
                                            "illegal", "flood", "too_many", "timeout", "left", "stopping", "replaced",
                                            "host_left", "unknown"};
static_assert(std::size(reasonWords) == static_cast<std::size_t>(TableReason::Unknown) + 1);

std::string suitText(Suit s) { return std::string(1, code(s)); }


// A name people can read on a chair: 1 to 24 characters (bytes of UTF-8 counted as such up to
// 96), nothing below a space.
bool isName(std::string_view name) {
  if (name.empty() || name.size() > 96) return false;
  std::size_t characters = 0;
  for (unsigned char c : name) {
    if (c < 0x20 || c == 0x7F) return false;
    if ((c & 0xC0) != 0x80) ++characters;
  }
  return characters <= 24;
}

// The object of a line, or why not ("too_long", "not_json").
std::variant<json::object, ProtocolError> objectOf(std::string_view line, std::size_t limit) {
  if (line.size() >= limit) return ProtocolError{TableReason::TooLong, "the line is longer than " + std::to_string(limit / 1024) + " KB"};
  std::string why;
  auto object = parseLimitedObject(line, why);
  if (!object) return ProtocolError{TableReason::NotJson, why};
  return std::move(*object);
}

// The choice of a move message, as sent.
std::optional<Choice> choiceFrom(FieldReader& m, std::string_view type) {
  if (type == "play") {
    const auto card = m.card("card");
    return card ? std::optional<Choice>(*card) : std::nullopt;
  }
  if (type == "packets") {
    const json::value* field = m.require("packets");
    const auto packets = field ? packetsFrom(*field) : std::nullopt;
    if (!packets) return m.ok() ? (m.fail("packets", "not [3,2] nor [2,3]"), std::nullopt) : std::nullopt;
    return *packets;
  }
  const auto said = m.text("bid");
  if (!said) return std::nullopt;
  if (*said == "pass") return Bid::pass();
  if (*said != "eat") return m.fail("bid", "not pass nor eat"), std::nullopt;
  if (!m.find("trump")) return Bid::eatGrass();
  const auto trump = m.suit("trump");
  return trump ? std::optional<Choice>(Bid::eatGrass(*trump)) : std::nullopt;
}

// The `shuffle` field (R17): light or full; nullopt, the reader's problem said, when it is neither.
std::optional<Shuffle> shuffleFrom(FieldReader& m) {
  const auto shuffle = m.text("shuffle");
  if (!shuffle) return std::nullopt;
  if (*shuffle != "light" && *shuffle != "full") {
    m.fail("shuffle", "not light nor full");
    return std::nullopt;
  }
  return *shuffle == "full" ? Shuffle::Full : Shuffle::Light;
}

// The fields of an opening message (create, join, rejoin), into out; false when one is wrong.
bool openingFrom(FieldReader& m, ClientMessage& out) {
  const auto protocol = m.text("protocol");
  if (!protocol) return false;
  if (*protocol != tableProtocol) return m.fail("protocol", "not " + std::string(tableProtocol));
  if (out.type == ClientMessage::Type::Rejoin || out.type == ClientMessage::Type::Join) {
    const auto typed = m.text("code");
    const auto code = typed ? readTableCode(*typed) : std::nullopt;
    if (!code) return typed && m.fail("code", "not a table code");
    out.code = *code;
  }
  if (out.type == ClientMessage::Type::Rejoin) {
    const auto token = m.text("token");
    if (!token || !isToken(*token)) return token && m.fail("token", "not a token");
    out.token = *token;
    return m.optional("last", out.last, [&] { return m.whole("last", 0, 1 << 30); });
  }
  const auto name = m.text("name");
  if (!name || !isName(*name)) return name && m.fail("name", "not 1 to 24 characters without control characters");
  out.name = *name;
  if (out.type != ClientMessage::Type::Create) return true;
  return m.optional("level", out.level, [&] { return m.parsed<AiLevel>("level", parseAiLevel, "easy, normal or hard"); }) &&
         m.optional("shuffle", out.shuffle, [&] { return shuffleFrom(m); }) &&
         m.optional("grace", out.grace, [&] { return m.whole("grace", 0, 600); }) &&
         m.optional("coach", out.coach, [&] { return m.flag("coach"); });
}

json::object eventJson(const SeatEvent& event) {
  json::object o{{"type", "event"}};
  std::visit(
      [&](const auto& e) {
        using E = std::decay_t<decltype(e)>;
        if constexpr (std::is_same_v<E, GameBegun>) {
          o["event"] = "game_started", o["game"] = e.number, o["dealer"] = code(e.dealer);
        } else if constexpr (std::is_same_v<E, PacketsChosen>) {
          o["event"] = "packets_chosen", o["dealer"] = code(e.dealer), o["packets"] = packetsJson(e.packets);
        } else if constexpr (std::is_same_v<E, Dealt>) {
          o["event"] = "dealt", o["seat"] = code(e.seat), o["count"] = e.count, o["completing"] = e.completing;
          if (!e.cards.empty()) o["cards"] = cardsJson(e.cards);
        } else if constexpr (std::is_same_v<E, GrassTurned>) {
          o["event"] = "grass_turned", o["grass"] = code(e.grass);
        } else if constexpr (std::is_same_v<E, TurnStarted>) {
          o["event"] = "turn", o["seat"] = code(e.seat), o["decision"] = decisions[static_cast<std::size_t>(e.decision)], o["round"] = e.round;
        } else if constexpr (std::is_same_v<E, BidMade>) {
          o["event"] = "bid", o["seat"] = code(e.seat), o["bid"] = e.bid.eat ? "eat" : "pass", o["round"] = e.round;
          if (e.bid.trump) o["trump"] = suitText(*e.bid.trump);
        } else if constexpr (std::is_same_v<E, GrassEaten>) {
          o["event"] = "grass_eaten", o["bizon"] = code(e.bizon), o["grass"] = code(e.grass), o["trump"] = suitText(e.trump), o["round"] = e.round;
        } else if constexpr (std::is_same_v<E, AllPassed>) {
          o["event"] = "all_passed";
        } else if constexpr (std::is_same_v<E, CardPlayed>) {
          o["event"] = "card_played", o["seat"] = code(e.seat), o["card"] = code(e.card);
        } else if constexpr (std::is_same_v<E, TrickTaken>) {
          json::array cards;
          for (Card c : e.trick.cards) cards.emplace_back(code(c));
          o["event"] = "trick_taken", o["trick"] = e.number, o["leader"] = code(e.trick.leader), o["cards"] = std::move(cards),
          o["winner"] = code(e.trick.winner);
        } else if constexpr (std::is_same_v<E, GameScored>) {
          o["event"] = "game_scored", o["outcome"] = code(e.score.outcome), o["gp"] = perSeatJson(e.score.gp), o["sp"] = perSeatJson(e.score.sp);
          if (e.score.bizon) o["bizon"] = code(*e.score.bizon);
        } else if constexpr (std::is_same_v<E, GameRevealed>) {
          o["event"] = "game_record", o["game"] = e.number, o["record"] = toJson(e.record);
        } else {
          json::array winners;
          for (Seat s : allSeats)
            if (e.winners[s]) winners.emplace_back(code(s));
          o["event"] = "set_finished", o["totals"] = perSeatJson(e.totals), o["winners"] = std::move(winners);
        }
      },
      event);
  return o;
}

std::optional<GameRecord> recordFrom(FieldReader& m, const json::value& v, std::string_view where) {
  std::string why;
  auto record = recordFromJson(v, why);
  if (!record) m.fail(where, why);
  return record;
}

// An event line's number; an older server's events have none (0).
bool seqFrom(FieldReader& m, ServerMessage& out) {
  return m.optional("seq", out.seq, [&] { return m.whole("seq", 0, 1 << 30); });
}

// An event line's fields: the event itself, and what a headless client keeps of it.
bool eventFieldsFrom(FieldReader& m, ServerMessage& out) {
  using T = ServerMessage::Type;
  const auto event = m.text("event");
  if (!event) return false;
  out.type = T::TableEvent, out.event = *event;
  if (*event == "game_record") {
    const auto game = m.whole("game", 1, 1000);
    const json::value* record = game ? m.require("record") : nullptr;
    auto read = record ? recordFrom(m, *record, "record") : std::nullopt;
    if (!read) return false;
    out.game = static_cast<int>(*game);
    out.games.push_back(*read);
    out.seatEvent = GameRevealed{out.game, std::move(*read)};
    return seqFrom(m, out);
  }
  if (*event == "set_finished") {
    const auto totals = perSeatFrom(m, "totals");
    if (!totals) return false;
    out.totals = *totals;
    if (!m.optional("seed", out.seed, [&] { return m.natural("seed"); })) return false;
  }
  out.seatEvent = readSeatEvent(m, *event);
  return out.seatEvent.has_value() && seqFrom(m, out);
}


// The fields of a server line of type t, into out; false (the reader's problem) when one is wrong.
bool serverFieldsFrom(FieldReader& m, std::string_view t, ServerMessage& out) {
  using T = ServerMessage::Type;
  if (t == "welcome") {
    const auto code = m.text("code");
    const auto host = code ? m.flag("host") : std::nullopt;
    if (!host) return false;
    out.type = T::Welcome, out.code = *code, out.host = *host;
    if (!m.optional("shuffle", out.shuffle, [&] { return shuffleFrom(m); }) ||
        !m.optional("coach", out.coach, [&] { return m.flag("coach"); }) ||
        !m.optional("level", out.level, [&] { return m.parsed<AiLevel>("level", parseAiLevel, "easy, normal or hard"); }) ||
        !m.optional("seat", out.seat, [&] { return m.seat("seat"); }))
      return false;
  } else if (t == "chairs") {
    const auto started = m.flag("started");
    const json::array* chairs = started ? m.list("chairs") : nullptr;
    if (!chairs) return false;
    out.type = T::Chairs, out.started = *started;
    for (std::size_t i = 0; i < chairs->size(); ++i) {
      auto c = m.element("chairs", *chairs, i);
      const auto seat = c ? c->seat("seat") : std::nullopt;
      const auto name = seat ? c->text("name") : std::nullopt;
      const auto person = name ? c->flag("person") : std::nullopt;
      const auto host = person ? c->flag("host") : std::nullopt;
      const auto connected = host ? c->flag("connected") : std::nullopt;
      const auto ready = connected ? c->flag("ready") : std::nullopt;
      if (!ready) return false;
      out.chairs[*seat] = {std::string(*name), *person, *host, *connected, *ready};
    }
  } else if (t == "seated") {
    const auto seat = m.seat("seat");
    const auto token = seat ? m.text("token") : std::nullopt;
    if (!token) return false;
    out.type = T::Seated, out.seat = *seat, out.token = *token;
  } else if (t == "decide") {
    const auto turn = m.whole("turn", 0, 1000000);
    if (!turn) return false;
    out.type = T::Decide, out.turn = static_cast<int>(*turn);
  } else if (t == "set") {
    const json::array* games = m.list("games");
    const auto totals = games ? perSeatFrom(m, "totals") : std::nullopt;
    if (!totals) return false;
    out.type = T::Set, out.totals = *totals;
    if (!m.optional("last", out.seq, [&] { return m.whole("last", 0, 1 << 30); }) ||
        !m.optional("started", out.setStarted, [&] { return m.parsed<TimePoint>("started", parseTime, "a time"); }))
      return false;
    for (std::size_t i = 0; i < games->size(); ++i) {
      auto record = recordFrom(m, (*games)[i], "games");
      if (!record) return false;
      out.games.push_back(std::move(*record));
    }
  } else if (t == "event") {
    return eventFieldsFrom(m, out);
  } else if (t == "error" || t == "bye") {
    const auto reason = m.text("reason");
    const auto message = reason ? m.text("message") : std::nullopt;
    if (!message) return false;
    out.type = t == "error" ? T::Error : T::Bye, out.reason = tableReason(*reason), out.message = *message;
  } else if (t == "pong") {
    out.type = T::Pong;
  } else {
    return m.fail("type", "not a message of " + std::string(tableProtocol));
  }
  return true;
}

}  // namespace

std::string_view word(TableReason reason) { return reasonWords[static_cast<std::size_t>(reason)]; }

TableReason tableReason(std::string_view text) {
  const auto found = std::find(std::begin(reasonWords), std::end(reasonWords), text);
  return found == std::end(reasonWords) ? TableReason::Unknown : static_cast<TableReason>(found - std::begin(reasonWords));
}

bool closesAtOnce(TableReason reason) {
  using R = TableReason;
  return reason == R::TooLong || reason == R::Protocol || reason == R::UnknownTable || reason == R::Full || reason == R::Flood ||
         reason == R::TooMany || reason == R::Timeout;
}

bool final(TableReason reason) {
  using R = TableReason;
  return reason == R::Protocol || reason == R::UnknownTable || reason == R::Full || reason == R::TooMany || reason == R::Left ||
         reason == R::Replaced || reason == R::HostLeft;
}

std::variant<ClientMessage, ProtocolError> readClientLine(std::string_view line) {
  const auto read = objectOf(line, tableLineLimit);
  if (const auto* error = std::get_if<ProtocolError>(&read)) return *error;
  FieldReader m(std::get<json::object>(read));
  const auto type = m.text("type");
  if (!type) return ProtocolError{TableReason::BadMessage, m.error()};
  using T = ClientMessage::Type;
  constexpr std::pair<std::string_view, T> types[] = {
      {"create", T::Create}, {"join", T::Join}, {"rejoin", T::Rejoin}, {"take", T::Take}, {"ready", T::Ready}, {"start", T::Start},
      {"play", T::Move},     {"bid", T::Move},  {"packets", T::Move},  {"ping", T::Ping}, {"leave", T::Leave},
      {"again", T::Again}};
  ClientMessage out;
  const auto known = std::find_if(std::begin(types), std::end(types), [&](const auto& p) { return p.first == *type; });
  if (known == std::end(types)) return ProtocolError{TableReason::BadMessage, "type: " + shown(json::value(*type)) + " is not a message of " + std::string(tableProtocol)};
  out.type = known->second;
  bool ok = true;
  if (out.type == T::Create || out.type == T::Join || out.type == T::Rejoin) {
    ok = openingFrom(m, out);
  } else if (out.type == T::Take) {
    const auto seat = m.seat("seat");
    ok = seat.has_value();
    if (seat) out.seat = *seat;
  } else if (out.type == T::Move) {
    const auto turn = m.whole("turn", 0, 1000000);
    const auto choice = turn ? choiceFrom(m, *type) : std::nullopt;
    ok = choice.has_value();
    if (ok) out.turn = static_cast<int>(*turn), out.choice = *choice;
  }
  if (!ok) return ProtocolError{TableReason::BadMessage, m.error()};
  return out;
}

std::string clientLine(const ClientMessage& m) {
  using T = ClientMessage::Type;
  json::object o;
  switch (m.type) {
    case T::Create:
      o = {{"type", "create"}, {"protocol", tableProtocol}, {"name", m.name}, {"level", code(m.level)},
           {"shuffle", m.shuffle == Shuffle::Full ? "full" : "light"}, {"grace", m.grace}, {"coach", m.coach}};
      break;
    case T::Join: o = {{"type", "join"}, {"protocol", tableProtocol}, {"code", m.code}, {"name", m.name}}; break;
    case T::Rejoin: o = {{"type", "rejoin"}, {"protocol", tableProtocol}, {"code", m.code}, {"token", m.token}, {"last", m.last}}; break;
    case T::Take: o = {{"type", "take"}, {"seat", code(m.seat)}}; break;
    case T::Ready: o = {{"type", "ready"}}; break;
    case T::Start: o = {{"type", "start"}}; break;
    case T::Ping: o = {{"type", "ping"}}; break;
    case T::Leave: o = {{"type", "leave"}}; break;
    case T::Again: o = {{"type", "again"}}; break;
    case T::Move: {
      auto answer = json::parse(answerLine(m.choice)).as_object();
      answer["turn"] = m.turn;
      o = std::move(answer);
      break;
    }
  }
  return json::serialize(o);
}

std::string tableCode(std::uint64_t bits) {
  std::string code;
  for (int i = 0; i < 10; ++i) {
    if (i == 5) code += '-';
    code += crockford[(bits >> (5 * (9 - i))) & 31u];
  }
  return code;
}

std::optional<std::string> readTableCode(std::string_view typed) {
  std::string digits;
  for (char c : typed) {
    if (c == '-' && digits.size() == 5) continue;
    char up = c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c;
    if (up == 'O') up = '0';
    if (up == 'I' || up == 'L') up = '1';
    if (crockford.find(up) == std::string_view::npos || digits.size() == 10) return std::nullopt;
    digits += up;
  }
  if (digits.size() != 10) return std::nullopt;
  return digits.substr(0, 5) + "-" + digits.substr(5);
}

namespace {

bool lowercaseHex(std::string_view text, std::size_t digits) {
  return text.size() == digits && text.find_first_not_of("0123456789abcdef") == std::string_view::npos;
}

}  // namespace

bool isToken(std::string_view text) { return lowercaseHex(text, 32); }

bool isFingerprint(std::string_view text) { return lowercaseHex(text, 64); }

std::string welcomeLine(std::string_view code, bool host, AiLevel level, Shuffle shuffle, int grace, bool coach, std::optional<Seat> seat) {
  json::object o{{"type", "welcome"}, {"protocol", tableProtocol}, {"code", code}, {"host", host}, {"level", bizon::code(level)},
                 {"shuffle", shuffle == Shuffle::Full ? "full" : "light"}, {"grace", grace}, {"coach", coach}};
  if (seat) o["seat"] = bizon::code(*seat);
  return json::serialize(o);
}

std::string chairsLine(bool started, const PerSeat<ChairShown>& chairs) {
  json::array list;
  for (Seat s : allSeats) {
    const ChairShown& c = chairs[s];
    list.push_back(json::object{{"seat", code(s)}, {"name", c.name}, {"person", c.person}, {"host", c.host},
                                {"connected", c.connected}, {"ready", c.ready}});
  }
  return json::serialize(json::object{{"type", "chairs"}, {"started", started}, {"chairs", std::move(list)}});
}

std::string seatedLine(Seat seat, std::string_view token) {
  return json::serialize(json::object{{"type", "seated"}, {"seat", code(seat)}, {"token", token}});
}

std::string eventLine(const SeatEvent& event, int seq, std::uint64_t seed) {
  json::object o = eventJson(event);
  o["seq"] = seq;
  if (std::holds_alternative<SetFinished>(event)) o["seed"] = seed;
  return json::serialize(o);
}

std::string tableDecideLine(int turn, int game, const SeatView& view, const PerSeat<int>& totals) {
  json::object o{{"type", "decide"}, {"turn", turn}};
  for (auto& field : decideObject(game, view, totals))
    if (field.key() != "type") o[field.key()] = std::move(field.value());
  return json::serialize(o);
}

std::string setLine(const std::vector<GameRecord>& games, const PerSeat<int>& totals, int last, std::optional<TimePoint> started) {
  json::array list;
  for (const GameRecord& g : games) list.push_back(toJson(g));
  json::object o{{"type", "set"}, {"games", std::move(list)}, {"totals", perSeatJson(totals)}, {"last", last}};
  if (started) o["started"] = formatTime(*started);
  return json::serialize(o);
}

std::string refusalLine(TableReason reason, std::string_view message) {
  return json::serialize(json::object{{"type", "error"}, {"reason", word(reason)}, {"message", message}});
}

std::string closingLine(TableReason reason, std::string_view message) {
  return json::serialize(json::object{{"type", "bye"}, {"reason", word(reason)}, {"message", message}});
}

std::string pongLine() { return json::serialize(json::object{{"type", "pong"}}); }

std::variant<ServerMessage, ProtocolError> readServerLine(std::string_view line) {
  const auto read = objectOf(line, serverLineLimit);
  if (const auto* error = std::get_if<ProtocolError>(&read)) return *error;
  FieldReader m(std::get<json::object>(read));
  const auto type = m.text("type");
  ServerMessage out;
  if (!type || !serverFieldsFrom(m, *type, out)) return ProtocolError{TableReason::BadMessage, m.error()};
  if (out.type == ServerMessage::Type::Decide) {
    const HostMessage decide = readHostLine(line);
    if (!decide.view) return ProtocolError{TableReason::BadMessage, decide.error};
    out.view = decide.view;
    const auto game = m.whole("game", 1, 1000);
    out.game = game ? static_cast<int>(*game) : 0;
  }
  return out;
}

}  // namespace bizon
