#include "SetFileCodec.h"

#include <stdexcept>

#include "FieldReader.h"
#include "MetadataJson.h"
#include "RecordJson.h"
#include "Replay.h"

namespace bizon {

namespace json = boost::json;

namespace {

std::string problemOf(const SetSummary& summary, const FieldReader& o) {
  const json::value* result = o.find("result");
  if (!summary.finished()) {
    if (summary.metadata.ended) return "ended: the set is not over";
    if (result && !result->is_null()) return "result: the set is not over";
    return {};
  }
  if (!summary.metadata.ended) return "ended: missing, but the set is over";
  if (summary.metadata.abandoned) return "abandoned: the set is over";
  // The stored result is for readers of the file; it must say what the records say.
  const json::object* r = result ? result->if_object() : nullptr;
  if (!r) return "result: missing, but the set is over";
  const json::value* totals = r->if_contains("totals");
  if (!totals || *totals != json::value(perSeatJson(summary.totals()))) return "result: totals do not match the games";
  const json::value* w = r->if_contains("winners");
  if (!w || *w != json::value(winnersJson(summary))) return "result: winners do not match the games";
  return {};
}

}  // namespace

std::string serializeSet(const StoredSet& set, const SetSummary& summary) {
  json::object header;
  header["format"] = setFileFormat;
  header["version"] = setFileVersionOf(set.metadata);
  for (auto& [key, value] : metadataToJson(set.metadata)) header[key] = value;
  if (summary.finished())
    header["result"] = json::object{{"totals", perSeatJson(summary.totals())}, {"winners", winnersJson(summary)}};
  // One game per line keeps the file readable and its diffs small; it is still one JSON object.
  std::string text = json::serialize(header);
  text.pop_back();  // the closing brace; the games follow
  text += ",\"games\":[";
  for (std::size_t g = 0; g < set.games.size(); ++g) {
    text += g == 0 ? "\n" : ",\n";
    text += json::serialize(toJson(set.games[g]));
  }
  text += "\n]}\n";
  return text;
}

SetFileReading parseSet(std::string_view text) {
  SetFileReading out;
  auto fail = [&](SetFileProblem problem, std::string why) {
    out.problem = problem;
    out.why = std::move(why);
    out.set.reset();
    return out;
  };
  if (text.size() > setFileMaxBytes)
    return fail(SetFileProblem::TooLarge, "larger than " + std::to_string(setFileMaxBytes >> 20) + " MB");
  std::string why;
  auto value = parseLimitedJson(text, why);
  if (!value) return fail(SetFileProblem::NotJson, "not valid JSON: " + why);
  const json::object* object = value->if_object();
  const json::value* format = object ? object->if_contains("format") : nullptr;
  if (!format || !format->is_string() || format->get_string() != setFileFormat)
    return fail(SetFileProblem::NotASetFile, "not a Bizon set file (no \"format\": \"bizon-set\")");
  FieldReader o(*object);
  const json::value* version = o.find("version");
  if (version && version->is_uint64() && version->get_uint64() > static_cast<std::uint64_t>(INT64_MAX))
    return fail(SetFileProblem::NewerVersion, "written by a newer Bizon (version " +
                                                  std::to_string(version->get_uint64()) + ")");
  if (version && version->is_int64() && version->get_int64() > setFileVersion)
    return fail(SetFileProblem::NewerVersion, "written by a newer Bizon (version " +
                                                  std::to_string(version->get_int64()) + "; this one reads version " +
                                                  std::to_string(setFileVersion) + ")");
  const auto read = o.whole("version", 1, setFileVersion);
  if (!read)
    return fail(SetFileProblem::WrongVersion,
                "version: " + (version ? json::serialize(*version).substr(0, 40) : std::string("missing")) + " is not a version of this format");

  auto metadata = readMetadata(o);
  if (!metadata) return fail(SetFileProblem::Invalid, o.error());
  if (*read != setFileVersionOf(*metadata))
    return fail(SetFileProblem::Invalid, "version: " + std::to_string(*read) + " is not the version of a set " +
                                             (setFileVersionOf(*metadata) == 3   ? "dealt as a daily deal (3)"
                                              : metadata->online ? "played online (2)"
                                                                 : "not played online (1)"));
  const json::array* list = o.list("games");
  if (!list) return fail(SetFileProblem::Invalid, "games: must be a list of game records");
  if (list->size() > static_cast<std::size_t>(metadata->options.games))
    return fail(SetFileProblem::Invalid, "games: " + std::to_string(list->size()) + " records for a set of " +
                                             std::to_string(metadata->options.games) + " games");
  StoredSet set{*metadata, {}};
  for (std::size_t g = 0; g < list->size(); ++g) {
    std::string problem;
    auto record = recordFromJson((*list)[g], problem);
    if (record) problem = replay(*record).error;
    if (!problem.empty()) return fail(SetFileProblem::Invalid, "game " + std::to_string(g + 1) + ": " + problem);
    set.games.push_back(std::move(*record));
  }
  try {
    const Match match = set.resume();
    out.summary = summarize(set.metadata, match);
  } catch (const std::invalid_argument& e) {
    return fail(SetFileProblem::Invalid, e.what());
  }
  if (auto problem = problemOf(out.summary, o); !problem.empty()) return fail(SetFileProblem::Invalid, problem);
  out.set = std::move(set);
  return out;
}

}  // namespace bizon
