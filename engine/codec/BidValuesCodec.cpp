#include "BidValuesCodec.h"

#include <cmath>
#include <cstdio>

#include "FieldReader.h"

namespace bizon {

namespace json = boost::json;

namespace {

constexpr std::string_view format = "bizon-bid-values-1";
constexpr std::size_t bidCount = 6;

}  // namespace

std::optional<BidValuesFile> parseBidValues(std::string_view text, std::string& why) {
  const auto object = parseLimitedObject(text, why);
  if (!object) return std::nullopt;
  FieldReader o(*object);
  BidValuesFile file;
  if (const auto f = o.text("format"); f && *f != format) o.fail("format", "is not " + std::string(format));
  if (const auto r = o.text("rebuilt_by")) file.rebuiltBy = *r;
  if (const json::array* names = o.list("features"))
    for (const json::value& n : *names) {
      if (!n.is_string()) {
        o.failValue("features", n, "a feature's name");
        break;
      }
      file.features.emplace_back(n.get_string());
    }
  if (const json::array* bids = o.list("bids")) {
    if (bids->size() != bidCount) o.fail("bids", "has " + std::to_string(bids->size()) + " rows, not 6");
    for (std::size_t i = 0; o.ok() && i < bids->size(); ++i) {
      auto row = o.element("bids", *bids, i);
      if (!row) break;
      BidValuesFile::Row r;
      if (const auto n = row->whole("labels", 0, 1'000'000'000)) r.labels = static_cast<long>(*n);
      if (const auto s = row->number("residual", 0, 1000)) r.residual = *s;
      if (const json::array* weights = row->list("weights")) {
        for (const json::value& w : *weights) {
          const bool number = w.is_number() && std::isfinite(w.to_number<double>()) && std::abs(w.to_number<double>()) <= 1000;
          if (!number) {
            row->failValue("weights", w, "a number from -1000 to 1000");
            break;
          }
          r.weights.push_back(w.to_number<double>());
        }
        if (row->ok() && r.weights.size() != file.features.size())
          row->fail("weights", "has " + std::to_string(r.weights.size()) + " numbers, features has " + std::to_string(file.features.size()));
      }
      file.bids.push_back(std::move(r));
    }
  }
  if (!o.ok()) {
    why = o.error();
    return std::nullopt;
  }
  return file;
}

std::string bidValuesText(const BidValuesFile& file) {
  std::string text = "{\"format\":" + json::serialize(json::string(format)) +
                     ",\"rebuilt_by\":" + json::serialize(json::string(file.rebuiltBy)) + ",\n";
  json::array names;
  for (const std::string& n : file.features) names.emplace_back(n);
  text += "\"features\":" + json::serialize(names) + ",\n\"bids\":[\n";
  for (std::size_t i = 0; i < file.bids.size(); ++i) {
    const BidValuesFile::Row& r = file.bids[i];
    char head[96];
    std::snprintf(head, sizeof head, "{\"labels\":%ld,\"residual\":%.3f,\"weights\":[", r.labels, r.residual);
    text += head;
    for (std::size_t j = 0; j < r.weights.size(); ++j) {
      char w[32];
      std::snprintf(w, sizeof w, "%s%.4f", j ? "," : "", r.weights[j]);
      text += w;
    }
    text += i + 1 < file.bids.size() ? "]},\n" : "]}\n";
  }
  return text + "]}\n";
}

}  // namespace bizon
